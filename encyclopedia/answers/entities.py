"""Entities in a question: a spaCy EntityRuler over the registry, with a fuzzy fallback.

The ruler matches registry names and aliases in any case (``phrase_matcher_attr
= LOWER``); spaCy's tokenizer splits possessives (``Valdane's`` → ``Valdane``
``'s``; ``James'`` → ``James`` ``'``), so they match too. Words the ruler did
not cover are compared with the names by rapidfuzz (``fuzz.ratio`` ≥
:data:`FUZZY_MIN_SCORE`, same first letter, at least :data:`FUZZY_MIN_CHARS`
characters) to catch small typos ("Harowgate Kestrals").

The ruler is built once per registry version (count and latest change of the
registry entities), not per question: building it is the slow part.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from django.db.models import Count, Max

from claims.extraction.mentions import products_named
from claims.models import Entity

FUZZY_MIN_SCORE = 85.0
FUZZY_MIN_CHARS = 5
MAX_NGRAM = 4

#: Words never taken for a typo of a name.
STOPWORDS = frozenset("""
a an the of in on at to for from by with about and or but is are was were be been being do does did
has have had how what which who whom whose where when why much many this that these those it its his
her their our your my me i you he she they we than then there here as per not no yes can could would
should will shall may might must team player star players teams game games season
""".split())


@dataclass(frozen=True)
class EntityMention:
    """An entity found in a question: which one, the text that named it, how (``ruler`` | ``fuzzy``)."""

    entity_id: int
    slug: str
    name: str
    kind: str
    text: str
    start: int
    end: int
    method: str
    score: float = 100.0


class _RegistryMatcher:
    def __init__(self, version: tuple):
        import spacy

        self.version = version
        self.entities: dict[int, tuple[str, str, str]] = {}
        self.names: list[str] = []
        self.name_ids: list[int] = []
        self.spellings: dict[int, list[str]] = {}
        nlp = spacy.blank("en")
        ruler = nlp.add_pipe("entity_ruler", config={"phrase_matcher_attr": "LOWER", "overwrite_ents": True})
        patterns = []
        registry = list(Entity.objects.filter(in_registry=True).only("id", "slug", "name", "kind", "aliases", "description"))
        # A product the registry knows only from its maker's description ("maker of the GR00T models") names the maker.
        products: dict[str, list[str]] = {}
        for product, slug in products_named(registry):
            products.setdefault(slug, []).append(product)
        for entity in registry:
            self.entities[entity.id] = (entity.slug, entity.name, entity.kind)
            for name in {entity.name, *entity.aliases, *products.get(entity.slug, ())}:
                if not name.strip():
                    continue
                patterns.append({"label": "REGISTRY", "pattern": name, "id": str(entity.id)})
                self.names.append(name.lower())
                self.name_ids.append(entity.id)
                self.spellings.setdefault(entity.id, []).append(name)
        ruler.add_patterns(patterns)
        self.nlp = nlp

    def find(self, question: str) -> list[EntityMention]:
        from rapidfuzz import fuzz, process

        doc = self.nlp(question)
        mentions: list[EntityMention] = []
        covered: set[int] = set()
        for ent in doc.ents:
            entity_id = int(ent.ent_id_)
            slug, name, kind = self.entities[entity_id]
            mentions.append(EntityMention(entity_id, slug, name, kind, ent.text, ent.start_char, ent.end_char, "ruler"))
            covered.update(range(ent.start, ent.end))
        words = [t for t in doc if not t.is_punct and t.text not in {"'s", "'"}]
        for size in range(MAX_NGRAM, 0, -1):
            for i in range(len(words) - size + 1):
                span = words[i: i + size]
                if any(t.i in covered for t in span):
                    continue
                if span[0].lower_ in STOPWORDS or span[-1].lower_ in STOPWORDS:
                    continue
                # Only adjacent tokens (no skipped punctuation) form a name.
                if span[-1].i - span[0].i != size - 1:
                    continue
                text = question[span[0].idx: span[-1].idx + len(span[-1].text)]
                if len(text) < FUZZY_MIN_CHARS:
                    continue
                low = text.lower()
                best = process.extractOne(low, self.names, scorer=fuzz.ratio, score_cutoff=FUZZY_MIN_SCORE)
                if best is None:
                    continue
                choice, score, index = best
                if choice[:1] != low[:1]:
                    continue
                entity_id = self.name_ids[index]
                slug, name, kind = self.entities[entity_id]
                mentions.append(EntityMention(entity_id, slug, name, kind, text, span[0].idx,
                                              span[0].idx + len(text), "fuzzy", float(score)))
                covered.update(t.i for t in span)
        mentions.sort(key=lambda m: m.start)
        unique: dict[int, EntityMention] = {}
        for mention in mentions:
            unique.setdefault(mention.entity_id, mention)
        return list(unique.values())


_lock = threading.Lock()
_matcher: _RegistryMatcher | None = None


def registry_version() -> tuple:
    """(number of registry entities, latest change): changes whenever the registry does."""
    row = Entity.objects.filter(in_registry=True).aggregate(n=Count("id"), latest=Max("updated_at"))
    return (row["n"], row["latest"].isoformat() if row["latest"] else "")


def entity_matcher() -> _RegistryMatcher:
    """The matcher of the current registry version (built once per version, thread-safe)."""
    global _matcher
    version = registry_version()
    with _lock:
        if _matcher is None or _matcher.version != version:
            _matcher = _RegistryMatcher(version)
        return _matcher


def entities_find(question: str) -> list[EntityMention]:
    """Registry entities named in ``question``, in order of appearance, each once.

    Names and aliases match in any case and in the possessive; a word group
    within a small edit distance of a name (rapidfuzz ratio ≥ 85) matches as
    ``fuzzy``. Returns [] when no entity is named.
    """
    if not question.strip():
        return []
    return entity_matcher().find(question)


def rival_names(mentions: list[EntityMention]) -> list[str]:
    """Names and aliases of the registry entities of the asked entities' kinds that are not asked.

    A sentence naming Fourier, and not Boston Dynamics, tells of Fourier's chief
    executive, not of Boston Dynamics'. Entities of other kinds are no rivals:
    the maker of a robot asked about may speak for it.
    """
    if not mentions:
        return []
    matcher = entity_matcher()
    asked = {m.entity_id for m in mentions}
    kinds = {m.kind for m in mentions}
    return sorted({name for eid, (_, _, kind) in matcher.entities.items() if kind in kinds and eid not in asked
                   for name in matcher.spellings.get(eid, ())})
