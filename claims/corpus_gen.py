"""A deterministic synthetic corpus for benchmarks (``manage.py generate_corpus``).

Shape (issue 6): sources with manifests (a fifth restricted by ACL groups,
some deprecated, archived or draft, with lifecycle logs), entities whose
claim counts follow a Zipf–Mandelbrot law (a few with thousands of claims,
many with a few; entity 0, ``bench-slider-target``, gets about 2,000 for the
slider benchmark), all three lanes, documents spread over five years,
supersession chains (single-valued predicates, and qualified ones per site or
round, in every lane, as ingestion links them), and embeddings with real
cluster structure: up to 20,000 varied sentences (13 claim templates, each in
three phrasings, slots filled from word lists, each in a news frame such as
"According to Reuters, …", a quarter joined to a second fact) are embedded with
the configured embedding backend, and each claim's vector lies near one of
those of its template — at most a quarter of the way towards a second one —,
plus a per-entity offset and faint Gaussian noise, renormalised.

Two earlier shapes were unlike real data (docs/benchmarks.md): strong
isotropic noise (σ 0.025 per dimension, norm ≈ 0.49) made the corpus locally
uniform random, and HNSW recall@10 was 0.95 at 100k claims with no filter at
all; vectors anywhere on the segment between
two sentences of one template (one phrasing each) piled claims up around the
template's mean, as averages of sentences rather than sentences. Real sentence
embeddings vary along few directions, and each claim is a sentence of its own.

Rows are written with binary ``COPY`` (psycopg ``cursor.copy``) with
secondary indexes dropped during the load and rebuilt afterwards, so 1M
claims load in minutes. Same arguments and seed → the same rows (ids, text,
dates; vectors up to the embedding model's float determinism).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import time
from dataclasses import dataclass, field
from decimal import Decimal
from typing import NamedTuple

import numpy as np
from django.db import connection, transaction

logger = logging.getLogger(__name__)

PIPELINE = "corpus_gen.v1"
START = dt.datetime(2021, 12, 1, tzinfo=dt.timezone.utc)
END = dt.datetime(2026, 11, 28, tzinfo=dt.timezone.utc)
SLIDER_SLUG = "bench-slider-target"
SLIDER_CLAIMS = 2_000
RESTRICTED_GROUPS = ("analysts", "partners")
SOURCE_CLASSES = ("press_release", "trade_press", "analyst_note", "research", "regulatory_filing", "blog")
LANE_WEIGHTS = {"canonical": 0.6, "bull": 0.2, "bear": 0.2}
SIGMA = 0.005  # per-dimension noise (norm ≈ 0.1): a faint blur, not the variation itself
ENTITY_OFFSET = 0.12
#: A claim's vector lies within this fraction of the way from its own base sentence towards another.
MIX = 0.25

SYLLABLES = ("ka", "ro", "mi", "tek", "vo", "lan", "dra", "sy", "nex", "or", "bo", "tic", "ar", "gen", "zu",
             "pha", "lo", "ve", "qua", "ion", "tra", "ma", "xi", "del", "fi", "gra", "hu", "ny", "ser", "um")
SUFFIXES = ("Robotics", "Dynamics", "Automation", "Labs", "Machines", "AI", "Systems", "Motion")
SITES = ("Spartanburg", "Fremont", "Leipzig", "Austin", "Shenzhen", "Atlanta", "Nagoya", "Monterrey",
         "Rotterdam", "Busan", "Gdansk", "Ostrava", "Pune", "Memphis", "Lyon", "Tianjin", "Reno", "Turin")
FACILITIES = ("assembly plant", "distribution centre", "logistics hub", "battery plant", "warehouse",
              "fulfilment centre", "body shop", "parts depot")
INVESTORS = ("Northwind Capital", "Blue Ridge Ventures", "Orion Partners", "Sequoia Heights", "Atlas Fund",
             "Kestrel Growth", "Harbor Lane", "Granite Peak")
ROBOTS = ("Model A", "Unit 7", "Walker X", "Helix", "Atlas Pro", "Figure Two", "Digit Max", "Apollo S")
SKILLS = ("sort parcels", "unload trailers", "move totes", "fold laundry", "inspect welds",
          "kit parts", "stack boxes", "load shelves")
ROUNDS = ("A", "B", "C", "D", "E")
CUSTOMERS = ("BMW", "GXO", "Amazon", "Mercedes-Benz", "Walmart", "DHL", "Toyota", "Schaeffler", "Foxconn",
             "Hyundai", "Zalando", "Nio")


#: Django field type → binary COPY type, for columns filled with their default.
EXTRA_TYPES = {"BooleanField": "bool", "CharField": "text", "TextField": "text", "IntegerField": "int4",
               "PositiveIntegerField": "int4", "PositiveSmallIntegerField": "int2", "SmallIntegerField": "int2",
               "BigIntegerField": "int8", "FloatField": "float8", "DateTimeField": "timestamptz"}


@dataclass(frozen=True)
class Template:
    predicate: str
    claim_type: str
    lanes: tuple[str, ...]
    text: str
    unit: str = ""
    single_valued: bool = False
    #: Other phrasings of the same fact: real claims about one predicate are not one sentence shape.
    variants: tuple[str, ...] = ()


TEMPLATES = (
    Template("deployed_at", "deployment", ("canonical",),
             "{e} deployed {n} humanoid robots at the {site} {facility}.", "robots",
             variants=("A fleet of {n} {e} humanoids now works shifts at the {facility} in {site}.",
                       "At its {site} {facility}, {customer} has put {n} robots from {e} into service.")),
    Template("units_deployed", "deployment", ("canonical",),
             "{e} has {n} humanoid units working at customer sites.", "units", True,
             variants=("The installed base of {e} robots reached {n} units across {customer} and other clients.",
                       "{e} says {n} of its machines are now in paid commercial use.")),
    Template("raised_funding", "funding", ("canonical",),
             "{e} raised ${n} million in a Series {round} round led by {investor}.", "USD million",
             variants=("{investor} led a ${n} million Series {round} investment in {e}.",
                       "{e} closed its Series {round}, bringing in ${n} million from {investor} and others.")),
    Template("valuation", "funding", ("canonical",),
             "{e} is valued at ${n} billion after its latest round, according to {investor}.", "USD billion", True,
             variants=("Investors now put the worth of {e} at ${n} billion.",
                       "The latest financing values {e} at ${n} billion, double its previous mark.")),
    Template("capability", "capability", ("canonical", "bull"),
             "{e}'s {robot} can {skill} for {h} hours without a break.", "hours",
             variants=("In a video, the {robot} from {e} was shown able to {skill} autonomously.",
                       "{e} says its {robot} learned to {skill} after {h} hours of teleoperated demonstrations.")),
    Template("payload", "capability", ("canonical",),
             "The {robot} built by {e} carries payloads of up to {n} kilograms.", "kg", True,
             variants=("{e} rates the arms of its {robot} for {n} kg loads.",
                       "Lifting capacity of the {robot} by {e}: {n} kilograms per arm, per the spec sheet.")),
    Template("production_capacity", "statistic", ("canonical",),
             "{e} can now produce {n} robots a year at its {site} plant.", "robots/year", True,
             variants=("The {site} factory of {e} has an annual output capacity of {n} humanoids.",
                       "{e} builds about {n} units per year on its line in {site}.")),
    Template("error_rate", "statistic", ("canonical", "bear"),
             "{e} reported a {p}% reduction in picking errors during its {site} pilot.", "%",
             variants=("Mis-picks fell by {p}% when {customer} trialled {e} robots in {site}.",
                       "During the {site} trial, the {robot} by {e} dropped {p}% of the items it handled.")),
    Template("production_target", "timeline", ("bull", "bear"),
             "{e} plans to build {n} robots a year by {year}.", "robots/year", True,
             variants=("By {year}, {e} aims to ship {n} humanoids annually.",
                       "{e} told investors it intends to reach {n} units of yearly production in {year}.")),
    Template("launch_date", "timeline", ("bull", "bear"),
             "{e} expects to launch the {robot} commercially in {year}.", "", True,
             variants=("General availability of the {robot} from {e} is scheduled for {year}.",
                       "{e} pushed the commercial release of its {robot} to {year}.")),
    Template("opinion", "opinion", ("bull",),
             "Analysts at {investor} say {e} could dominate {facility} automation within {h} years.",
             variants=("{investor} calls {e} the clear leader in general-purpose humanoids.",
                       "We think {e} has the cheapest bill of materials in the sector, a note from {investor} says.")),
    Template("opinion", "opinion", ("bear",),
             "Critics warn that the {robot} demos by {e} were teleoperated and {p}% slower than claimed.",
             variants=("Skeptics doubt {e} can ever make money selling robots at its current price.",
                       "A former engineer says the {robot} of {e} still falls over on uneven floors.")),
    Template("opinion", "opinion", ("bear",),
             "Customers of {e} at the {site} {facility} report frequent downtime of the {robot}.",
             variants=("{customer} paused its {e} pilot in {site} over safety concerns.",
                       "Workers at the {site} {facility} say the {e} robots need constant supervision.")),
)


#: How news prose frames a fact. Base sentences are framed and sometimes joined to a
#: second fact, as reported sentences are: the shared phrasing links the templates'
#: clusters the way real text does, instead of leaving thirteen islands.
FRAMES = (
    "{s}", "{s}", "According to {outlet}, {l}", "{b}, a company spokesperson said.",
    "In a regulatory filing, {l}", "{outlet} reports that {l}", "{b}, people familiar with the matter said.",
    "During the earnings call, executives said that {l}", "Industry analysts noted that {l}",
    "Meanwhile, {l}", "{b}, the company confirmed on Tuesday.", "Separately, {l}",
)
OUTLETS = ("Reuters", "Bloomberg", "The Robot Report", "TechCrunch", "IEEE Spectrum", "the Financial Times",
           "Nikkei Asia", "The Information")


def _framed(sentence: str, rng: np.random.Generator, second: str | None = None) -> str:
    """``sentence`` in a random news frame, optionally joined to ``second`` (another fact)."""
    bare = sentence.rstrip(".")
    if second is not None:
        bare = f"{bare}, while {second[0].lower()}{second[1:].rstrip('.')}"
    frame = FRAMES[int(rng.integers(len(FRAMES)))]
    return frame.format(s=f"{bare}.", b=bare, l=f"{bare[0].lower()}{bare[1:]}.",
                        outlet=OUTLETS[int(rng.integers(len(OUTLETS)))])


@dataclass
class CorpusStats:
    """What ``generate_corpus`` wrote: row counts and seconds spent per phase."""

    sources: int = 0
    entities: int = 0
    documents: int = 0
    claims: int = 0
    passages: int = 0
    supersessions: int = 0
    conflicts: int = 0
    seconds: dict[str, float] = field(default_factory=dict)


def entity_sizes(*, claims: int, entities: int, rng: np.random.Generator) -> np.ndarray:
    """Claims per entity (int array of length ``entities``, summing to ``claims``).

    Entity 0 gets ``min(2000, claims // 5)`` (the slider target); the rest
    follow Zipf–Mandelbrot weights 1/(rank + 20), every entity at least one.
    """
    if entities < 2 or claims < entities * 2:
        raise ValueError("need at least two entities and two claims per entity")
    target = min(SLIDER_CLAIMS, claims // 5)
    rest = claims - target
    weights = 1.0 / (np.arange(1, entities) + 20.0)
    sizes = np.ones(entities - 1, dtype=np.int64)
    sizes += rng.multinomial(rest - (entities - 1), weights / weights.sum())
    return np.concatenate([[target], sizes])


def _name(rng: np.random.Generator, i: int) -> str:
    syll = "".join(SYLLABLES[j] for j in rng.integers(0, len(SYLLABLES), size=int(rng.integers(2, 4))))
    return f"{syll.capitalize()} {SUFFIXES[i % len(SUFFIXES)]}"


def _fill(template: Template, rng: np.random.Generator, entity_name: str) -> tuple[str, str, Decimal | None,
                                                                                   str, dt.date | None]:
    """Render one sentence: (statement, object_text, object_value, qualifier, valid_until)."""
    n = int(rng.integers(2, 5000))
    year = int(rng.integers(2023, 2031))
    values = {
        "e": entity_name, "n": f"{n:,}", "site": SITES[rng.integers(len(SITES))],
        "facility": FACILITIES[rng.integers(len(FACILITIES))], "investor": INVESTORS[rng.integers(len(INVESTORS))],
        "robot": ROBOTS[rng.integers(len(ROBOTS))], "skill": SKILLS[rng.integers(len(SKILLS))],
        "round": ROUNDS[rng.integers(len(ROUNDS))], "h": int(rng.integers(2, 20)), "p": int(rng.integers(3, 60)),
        "year": year, "customer": CUSTOMERS[rng.integers(len(CUSTOMERS))],
    }
    shapes = (template.text, *template.variants)
    text = shapes[int(rng.integers(len(shapes)))].format(**values)
    qualifier = ""
    value: Decimal | None = None
    valid_until = None
    if template.predicate == "deployed_at":
        qualifier = f"{values['site']} {values['facility']}"
        obj = qualifier
        value = Decimal(n)
    elif template.predicate == "raised_funding":
        qualifier = f"Series {values['round']}"
        obj = f"${n:,} million"
        value = Decimal(n)
    elif template.predicate == "launch_date":
        obj = str(year)
        valid_until = dt.date(year, 12, 31)
    elif template.predicate == "production_target":
        obj = f"{n:,} robots a year by {year}"
        value = Decimal(n)
        valid_until = dt.date(year, 12, 31)
    elif template.predicate in ("capability", "opinion"):
        obj = text.split(entity_name, 1)[-1].strip(" .'s")[:200] or text[:200]
    else:
        obj = f"{n:,} {template.unit}".strip()
        value = Decimal(n)
    return text, obj[:500], value, qualifier, valid_until


def _slug(name: str, i: int) -> str:
    return f"{name.lower().replace(' ', '-')}-{i}"


class _Object(NamedTuple):
    """A claim's object, with the attribute names ``claims.identity.comparable`` and ``objects_differ`` read."""

    predicate: str
    qualifier: str
    object_value: Decimal | None
    object_unit: str
    object_text: str


class _Standing(NamedTuple):
    """A claim of a supersession chain that no public claim has retired yet."""

    day: dt.date
    tier: int
    claim_id: int
    known_at: dt.datetime
    lane: str
    object: _Object
    document_id: int
    source_id: int


def _bench_conflict(subject: int, key: str, old: _Standing, new: _Standing, now: dt.datetime) -> tuple:
    """A claims_conflict row for ``old`` and ``new``, decided as ``claims.relations.conflicts.precedence_decide`` decides
    a pair with no corroborating claim: authority tier, then recency (``tests/claims/test_corpus_gen.py``)."""
    if old.tier != new.tier:
        winner, loser = (old, new) if old.tier < new.tier else (new, old)
        rule, explanation = "authority_tier", (f"Bench Source {winner.source_id} has authority tier {winner.tier}, "
                                               f"Bench Source {loser.source_id} tier {loser.tier}")
    elif old.known_at != new.known_at:
        winner, rule = new, "recency"
        explanation = f"Bench Source {new.source_id} reported it later ({new.known_at:%Y-%m-%d %H:%M} UTC)"
    else:
        winner, rule, explanation = None, "unresolved", f"same authority tier ({old.tier}), same known-at"
    return (subject, key, min(old.claim_id, new.claim_id), max(old.claim_id, new.claim_id), rule,
            winner.claim_id if winner else None, explanation, now)


def _drop_secondary_indexes(cursor, table: str) -> list[str]:
    """Drop the indexes of ``table`` that back no constraint; return their definitions."""
    cursor.execute(
        """SELECT i.relname, pg_get_indexdef(i.oid) FROM pg_index x
           JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
           WHERE t.relname = %s AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)""",
        [table],
    )
    rows = cursor.fetchall()
    for name, _ in rows:
        cursor.execute(f'DROP INDEX "{name}"')
    return [definition for _, definition in rows]


def corpus_generate(*, claims: int, entities: int, seed: int = 1, reset: bool = False,
                    sources: int | None = None, base_sentences: int | None = None) -> CorpusStats:
    """Write a synthetic corpus of ``claims`` claims about ``entities`` entities into the current database.

    Args:
        claims: number of Claim rows (≥ 2 per entity).
        entities: number of registry entities (≥ 2).
        seed: the random seed; the same arguments give the same corpus.
        reset: first delete every source, entity, document, claim and revision
            (TRUNCATE … CASCADE). Without it the database must hold no claims.
        sources: number of sources (default ``clamp(claims // 5000, 20, 200)``).
        base_sentences: sentences embedded with the real model (default
            ``clamp(claims // 30, 300, 20000)``).

    Returns CorpusStats. Raises ValueError for bad sizes or a non-empty
    database without ``reset`` (then nothing is written).
    """
    if claims < 10 or entities < 2 or claims < entities * 2:
        raise ValueError("--claims must be ≥ 10 and ≥ 2 × --entities; --entities ≥ 2")
    from django.contrib.auth.models import Group
    from pgvector.psycopg import register_vector

    from core.embeddings import get_embedding_backend
    from core.vectors import ivfflat_refresh

    from .models import PASSAGE_EMBEDDING_INDEX, Claim, Entity, Source
    from .identity import comparable, objects_differ
    from .relations.supersession import RULE as SUPERSEDE_RULE
    from .vocabulary import predicate as predicate_of

    if not reset and (Claim.objects.exists() or Source.objects.exists() or Entity.objects.exists()):
        raise ValueError("the database already holds sources, entities or claims; pass --reset to replace them")
    stats = CorpusStats()
    clock = time.perf_counter()
    rng = np.random.default_rng(seed)
    n_sources = sources or int(min(200, max(20, claims // 5000)))
    n_base = base_sentences or int(min(20000, max(300, claims // 30)))

    sizes = entity_sizes(claims=claims, entities=entities, rng=rng)
    names = ["Slider Target Robotics"] + [_name(rng, i) for i in range(1, entities)]

    # -- base sentences: the cluster centres, embedded with the real model
    base_templates = rng.integers(0, len(TEMPLATES), size=n_base)
    base_texts = []
    for t in base_templates:
        name = names[int(rng.integers(entities))]
        second = None
        if rng.random() < 0.25:
            second = _fill(TEMPLATES[int(rng.integers(len(TEMPLATES)))], rng, name)[0]
        base_texts.append(_framed(_fill(TEMPLATES[t], rng, name)[0], rng, second))
    backend = get_embedding_backend()
    base_vectors = np.asarray(backend.embed(base_texts), dtype=np.float32)
    stats.seconds["embed_base"] = time.perf_counter() - clock
    by_template = {t: np.flatnonzero(base_templates == t) for t in range(len(TEMPLATES))}
    for t, idx in by_template.items():  # every template needs at least one centre
        if len(idx) == 0:
            vec = np.asarray(backend.embed([_fill(TEMPLATES[t], rng, names[0])[0]]), dtype=np.float32)
            base_vectors = np.vstack([base_vectors, vec])
            by_template[t] = np.array([len(base_vectors) - 1])
    lane_templates = {lane: [i for i, t in enumerate(TEMPLATES) if lane in t.lanes] for lane in LANE_WEIGHTS}

    conn = connection.connection if connection.connection else None
    if conn is None:
        connection.ensure_connection()
        conn = connection.connection
    register_vector(conn)
    now = dt.datetime.now(dt.timezone.utc)
    span = (END - START).total_seconds()

    with transaction.atomic(), connection.cursor() as cursor:
        if reset:
            cursor.execute(
                "TRUNCATE claims_claim, claims_document, claims_passage, claims_supersession, claims_entity, "
                "claims_source, claims_source_acl_groups, claims_sourcelifecycleevent, "
                "claims_conflict, claims_moderationaction, encyclopedia_articlerevision RESTART IDENTITY CASCADE"
            )
        # FK triggers are skipped for the bulk load: every reference is generated consistent.
        cursor.execute("SET LOCAL session_replication_role = replica")
        cursor.execute("SET LOCAL maintenance_work_mem = '3GB'")  # HNSW builds fit in memory at 1M
        dropped = {t: _drop_secondary_indexes(cursor, t) for t in ("claims_claim", "claims_passage")}
        groups = [Group.objects.get_or_create(name=g)[0] for g in RESTRICTED_GROUPS]

        # -- source classes, sources, manifests, lifecycle logs
        from .models import SourceClass

        class_ids = [
            SourceClass.objects.get_or_create(key=key, defaults={"name": key.replace("_", " ").capitalize()})[0].id
            for key in SOURCE_CLASSES
        ]
        source_rows, acl_rows, event_rows = [], [], []
        source_tier = np.zeros(n_sources + 1, dtype=np.int64)
        source_public = np.zeros(n_sources + 1, dtype=bool)
        for sid in range(1, n_sources + 1):
            restricted = rng.random() < 0.2
            lifecycle = str(rng.choice(["active", "deprecated", "archived", "draft"], p=[0.8, 0.08, 0.06, 0.06]))
            tier = int(rng.integers(1, 6))
            source_tier[sid] = tier
            source_public[sid] = not restricted and lifecycle != "draft"
            audience = ["analysts"] if restricted and rng.random() < 0.5 else ["public"]
            source_rows.append((sid, now, now, f"bench-source-{sid:04d}", f"Bench Source {sid}", f"team-{sid % 7}",
                                tier, lifecycle, audience, int(rng.choice([30, 90, 365])) if rng.random() < 0.3 else None,
                                now, f"https://bench{sid}.example/", "", "", class_ids[sid % len(class_ids)],
                                "", ""))
            if restricted:
                acl_rows.append((sid, groups[sid % len(groups)].id))
            event_rows.append((sid, "active", START - dt.timedelta(days=30), "bench: created"))
            if lifecycle != "active":
                event_rows.append((sid, lifecycle, START + dt.timedelta(seconds=float(rng.random() * span)),
                                   "bench: lifecycle change"))
        with cursor.copy(
            "COPY claims_source (id, created_at, updated_at, key, name, owner, authority_tier, lifecycle, audience, "
            "freshness_sla_days, last_reviewed_at, url, feed_url, time_zone, source_class_id, fetch_etag, "
            "fetch_last_modified) FROM STDIN"
        ) as cp:
            for row in source_rows:
                cp.write_row(row)
        with cursor.copy("COPY claims_source_acl_groups (source_id, group_id) FROM STDIN") as cp:
            for row in acl_rows:
                cp.write_row(row)
        with cursor.copy("COPY claims_sourcelifecycleevent (source_id, lifecycle, changed_at, note) FROM STDIN") as cp:
            for row in event_rows:
                cp.write_row(row)
        stats.sources = n_sources

        # -- entities
        with cursor.copy(
            "COPY claims_entity (id, created_at, updated_at, name, slug, kind, aliases, description, in_registry) "
            "FROM STDIN"
        ) as cp:
            for i, name in enumerate(names):
                slug = SLIDER_SLUG if i == 0 else _slug(name, i)
                cp.write_row((i + 1, now, now, name, slug, "company" if i % 5 else "robot", [name.split()[0]],
                              f"{name} is a humanoid robotics company (synthetic benchmark entity).", True))
        stats.entities = entities
        entity_offsets = rng.standard_normal((entities, base_vectors.shape[1])).astype(np.float32)
        entity_offsets *= ENTITY_OFFSET / np.linalg.norm(entity_offsets, axis=1, keepdims=True)

        # -- documents, claims, passages
        lanes = list(LANE_WEIGHTS)
        lane_p = np.array(list(LANE_WEIGHTS.values()))
        source_ids = np.arange(1, n_sources + 1)
        source_p = 1.0 / (np.arange(n_sources) + 5.0)
        source_cdf = np.cumsum(source_p / source_p.sum())
        source_cdf[-1] = 1.0
        lane_draws = rng.choice(3, size=claims, p=lane_p)
        status_draws = rng.random(claims)
        claim_id = doc_id = 0
        chains: dict[tuple[int, str, str], list[tuple[dt.datetime, int, int]]] = {}
        claim_cols = (
            "id, created_at, updated_at, predicate, object_text, object_value, object_unit, qualifier, context, "
            "statement, claim_type, confidence, stance, lane, route_reason, router, extractor, evidence_text, "
            "evidence_start, evidence_end, known_at, valid_from, valid_until, status, retracted_at, embedding, "
            "embedding_model, document_id, object_entity_id, subject_id, source_id"
        )
        claim_types = ["int8", "timestamptz", "timestamptz", "text", "text", "numeric", "text", "text", "text",
                       "text", "text", "float8", "text", "text", "text", "text", "text", "text", "int4", "int4",
                       "timestamptz", "date", "date", "text", "timestamptz", "vector", "text", "int8", "int8",
                       "int8", "int8"]
        # Columns added to Claim after this generator was written: filled with the
        # field's default (NOT NULL columns only; nullable ones stay NULL).
        known = {c.strip() for c in claim_cols.split(",")}
        extra = [f for f in Claim._meta.concrete_fields
                 if f.column not in known and not f.null and not f.is_relation
                 and f.get_internal_type() in EXTRA_TYPES]
        claim_cols += "".join(f", {f.column}" for f in extra)
        claim_types += [EXTRA_TYPES[f.get_internal_type()] for f in extra]
        extra_values = tuple(f.get_default() for f in extra)
        forward_at = [i for i, f in enumerate(extra) if f.name == "forward_looking"]
        doc_cols = ("id, created_at, updated_at, url, title, author, outlet, published_at, date_flags, text, "
                    "content_hash, version, extractor, previous_version_id, source_id")
        doc_types = ["int8", "timestamptz", "timestamptz", "text", "text", "text", "text", "timestamptz", "varchar[]",
                     "text", "text", "int4", "text", "int8", "int8"]
        passage_cols = 'document_id, "index", text, start, "end", known_at, embedding, embedding_model, source_id'
        passage_types = ["int8", "int4", "text", "int4", "int4", "timestamptz", "vector", "text", "int8"]
        # One COPY at a time per connection: documents and passages are buffered
        # (about 1 KB each) while claims stream.
        documents, passages = [], []
        with cursor.copy(f"COPY claims_claim ({claim_cols}) FROM STDIN WITH (FORMAT BINARY)") as cc:
            cc.set_types(claim_types)
            for e in range(entities):
                remaining = int(sizes[e])
                while remaining > 0:
                    k = min(remaining, int(rng.integers(4, 13)))
                    remaining -= k
                    doc_id += 1
                    source_id = int(source_ids[np.searchsorted(source_cdf, rng.random())])
                    # More news in recent years: density grows with time.
                    published = START + dt.timedelta(seconds=float(rng.random() ** 0.8 * span))
                    parts, rows = [f"{names[e]}: bench report {doc_id}."], []
                    offset = len(parts[0]) + 1
                    doc_vecs = []
                    for _ in range(k):
                        claim_id += 1
                        lane = lanes[lane_draws[claim_id - 1]]
                        choices = lane_templates[lane]
                        t = choices[int(rng.integers(len(choices)))]
                        template = TEMPLATES[t]
                        text, obj, value, qualifier, valid_until = _fill(template, rng, names[e])
                        centres = by_template[t]
                        a, b = base_vectors[centres[rng.integers(len(centres), size=2)]]
                        vec = (a + float(rng.random()) * MIX * (b - a) + entity_offsets[e]
                               + rng.standard_normal(a.shape[0]).astype(np.float32) * SIGMA)
                        vec /= np.linalg.norm(vec)
                        doc_vecs.append(vec)
                        r = status_draws[claim_id - 1]
                        status = "rejected" if r < 0.03 else "retracted" if r < 0.04 else "approved" if r < 0.14 else "auto"
                        retracted_at = None
                        if status == "retracted":
                            retracted_at = min(published + dt.timedelta(days=int(rng.integers(1, 400))), now)
                        start = offset
                        parts.append(text)
                        offset += len(text) + 1
                        rows.append((
                            claim_id, now, now, template.predicate, obj, value, template.unit if value is not None else "",
                            qualifier, "", text, template.claim_type, float(round(0.5 + rng.random() * 0.5, 3)),
                            "positive" if lane == "bull" else "negative" if lane == "bear" else "",
                            lane, f"bench.{lane}", "bench.router.v1", PIPELINE, text, start, start + len(text),
                            published, None, valid_until, status, retracted_at, vec, backend.name, doc_id, None,
                            e + 1, source_id,
                        ) + (tuple(template.claim_type == "timeline" if j in forward_at else v
                                   for j, v in enumerate(extra_values)) if extra else ()))
                        # As ingestion's supersession (claims.relations.supersession) links them, whatever the
                        # lane: a later value of a single-valued predicate, or of a qualified one
                        # (the same site, the same round), replaces the one before.
                        if (template.single_valued or qualifier) and status in ("auto", "approved"):
                            chains.setdefault((e + 1, template.predicate, qualifier), []).append(
                                (published, claim_id, source_id, lane,
                                 _Object(template.predicate, qualifier, value, template.unit if value is not None else "", obj),
                                 doc_id))
                    body = " ".join(parts)
                    documents.append((doc_id, now, now, f"https://bench{source_id}.example/doc/{doc_id}",
                                  f"{names[e]}: bench report {doc_id}", "", f"Bench Source {source_id}", published,
                                  [], body, hashlib.sha256(body.encode()).hexdigest(), 1, PIPELINE, None, source_id))
                    for row in rows:
                        cc.write_row(row)
                    centre = np.mean(doc_vecs, axis=0)
                    passages.append((doc_id, 0, body, 0, len(body), published, centre / np.linalg.norm(centre),
                                     backend.name, source_id))
        with cursor.copy(f"COPY claims_document ({doc_cols}) FROM STDIN WITH (FORMAT BINARY)") as dc:
            dc.set_types(doc_types)
            for row in documents:
                dc.write_row(row)
        stats.claims, stats.documents = claim_id, doc_id
        stats.seconds["copy_claims"] = time.perf_counter() - clock

        with cursor.copy(f"COPY claims_passage ({passage_cols}) FROM STDIN WITH (FORMAT BINARY)") as pc:
            pc.set_types(passage_types)
            for row in passages:
                pc.write_row(row)
        stats.passages = len(passages)

        # -- supersession chains, as ingestion's supersession links claims stored in known-at order:
        # a value known on a later day from a source of the same or a higher tier retires
        # every earlier value no public claim has retired yet (a restricted retirer leaves
        # it live for the public, so the next public one retires it again).
        # -- conflicts, as rule conflict.v1 records them at ingestion: a canonical value that
        # does not retire an earlier canonical value still standing (it comes from a source of
        # a lower tier, or the same day) disagrees with it; precedence decides by authority
        # tier, then recency (``claims.relations.conflicts.precedence_decide``).
        n_sup = 0
        conflicts = []
        with cursor.copy(
            "COPY claims_supersession (predicate, effective_at, reason, rule, created_at, new_claim_id, "
            "old_claim_id, subject_id) FROM STDIN"
        ) as sc:
            for (subject, predicate, _), chain in chains.items():
                chain.sort()
                meaning = predicate_of(predicate)
                unretired: list[_Standing] = []  # not publicly retired
                retired: set[int] = set()  # retired by any claim, public or not
                for new_at, new_id, new_source, lane, obj, doc in chain:
                    new = _Standing(new_at.date(), source_tier[new_source], new_id, new_at, lane, obj, doc,
                                    new_source)
                    public = source_public[new_source]
                    kept = []
                    for old in unretired:
                        if old.day < new.day and new.tier <= old.tier:
                            sc.write_row((predicate, new_at, f"{predicate}: later value (bench)", SUPERSEDE_RULE,
                                          now, new_id, old.claim_id, subject))
                            n_sup += 1
                            retired.add(old.claim_id)
                            if public:
                                continue
                        elif (meaning.conflicts and lane == old.lane == "canonical"
                              and old.document_id != doc and old.claim_id not in retired
                              and comparable(old.object, obj) and objects_differ(old.object, obj)):
                            conflicts.append(_bench_conflict(subject, meaning.key, old, new, now))
                        kept.append(old)
                    unretired = kept + [new]
        with cursor.copy(
            "COPY claims_conflict (subject_id, predicate, claim_a_id, claim_b_id, rule, winner_id, explanation, "
            "detected_at) FROM STDIN"
        ) as fc:
            for row in conflicts:
                fc.write_row(row)
        stats.supersessions, stats.conflicts = n_sup, len(conflicts)

        for table in ("claims_source", "claims_sourcelifecycleevent", "claims_entity",
                      "claims_document", "claims_claim", "claims_passage", "claims_supersession"):
            cursor.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                           f"GREATEST((SELECT MAX(id) FROM {table}), 1))")
        stats.seconds["copy_all"] = time.perf_counter() - clock
        cursor.execute("SET LOCAL max_parallel_maintenance_workers = 2")
        for table, definitions in dropped.items():
            for definition in definitions:
                cursor.execute(definition)
        ivfflat_refresh(PASSAGE_EMBEDDING_INDEX)  # lists for the passages just loaded
        stats.seconds["indexes"] = time.perf_counter() - clock
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")
    stats.seconds["total"] = time.perf_counter() - clock
    return stats
