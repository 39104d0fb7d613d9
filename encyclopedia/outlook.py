"""The article's outlook: projections on record, each labelled with its lane and attributed.

A projection is a forward-looking claim with a target: a timeline claim, or a
forward-looking figure. The bull and bear lanes are read separately and never
merged into the body; a projection appears only as itself — who made it,
when, and by when it was due.

Whether a projection is still live is the prediction ledger's word
(:func:`predictions.selectors.prediction_status_of`, for the article's reader
and day, read once per article by :func:`outlook_verdicts`): live only while
its state is ``open`` or ``undated``. Otherwise it is history: what was
predicted, by whom, and what became of it in a reader's words
(:func:`predictions.wording.outcome_text`), citing the claims that decide it
(only those the reader may see: the ledger computes the verdict from them).
A projection the ledger holds no prediction for falls back to its own date:
past its due date it was due, with what the canonical evidence on the same
measure shows (or that the evidence does not say). Forward-looking statements
without a target (aims, opinions) are counted and left to the talk page.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from claims.identity import object_key, states_value
from claims.models import Claim, ClaimType, Lane
from claims.vocabulary import predicate, qualifier_key

from core.timezones import site_date
from predictions.models import Status
from predictions.selectors import PredictionState, prediction_status_of
from predictions.targets import period_over, reports_earlier_forecast

from .article import Kind, Part, Section, Sentence
from .facts import Fact
from .wording import (_clause, according_to, attribution, day_text, in_own_voice, is_line_fragment, line_verb,
                      lower_first, quotable, source_text, when_written)

__all__ = ["EVIDENCE", "OUTLOOK_TITLE", "Projection", "Verdicts", "due_date", "is_projection", "outlook_section",
           "outlook_verdicts", "projections"]

OUTLOOK_TITLE = "Outlook"
#: A projection's measure → the canonical predicates whose facts show whether it came about.
EVIDENCE: dict[str, tuple[str, ...]] = {
    "production_target": ("units_produced", "shipments", "production_capacity", "units_deployed"),
    "deployment_target": ("units_deployed", "deployed_at", "deployment_paused", "shipments", "units_produced"),
    "shipments": ("shipments", "units_produced", "units_deployed"),
    "units_produced": ("units_produced", "shipments"),
    "units_deployed": ("units_deployed", "deployed_at", "deployment_paused"),
    "launch_date": ("launched", "shipments", "deployed_at", "deployment_paused"),
}
#: Facts of the evidence shown with a past-due projection, newest first.
EVIDENCE_SHOWN = 2


def is_projection(claim: Claim) -> bool:
    """A timeline claim, or a forward-looking claim with a figure or a target date (not an opinion, nor a
    report of a forecast made earlier: "Tesla said in 2024 that … and fell far short" is history)."""
    if claim.claim_type == ClaimType.OPINION or reports_earlier_forecast(claim.evidence_text):
        return False
    if claim.claim_type == ClaimType.TIMELINE or predicate(claim.predicate).claim_type == ClaimType.TIMELINE:
        return True
    return claim.forward_looking and (claim.object_value is not None or due_date(claim) is not None)


def due_date(claim: Claim) -> dt.date | None:
    """The day a projection was due by: its ``valid_until``, when that lies beyond the month it was made in; or,
    for a projection of a period already over when it was made ("shipments are expected to reach 20,000 units in
    2025", read in January 2026), the end of that period (:func:`predictions.targets.period_over`): it is history
    from the start.

    A valid time inside the report's own month dates the statement ("said this
    month that …"), not its target.
    """
    until = claim.valid_until
    if until is None:
        return None
    known = site_date(claim.known_at)
    month_end = known.replace(day=calendar.monthrange(known.year, known.month)[1])
    if until > month_end:
        return until
    if until >= known.replace(day=1):
        return None
    over = getattr(claim, "_period_over", _UNREAD)
    if over is _UNREAD:  # asked many times per article: read the sentence's times once per claim
        over = claim._period_over = period_over(claim)
    return over


_UNREAD = object()


@dataclass
class Verdicts:
    """The ledger's word on an article's projections, for one reader and day.

    ``states``: claim id → :class:`~predictions.selectors.PredictionState`
    (claims stating no prediction are absent); ``claims``: the claims the
    states cite, with source and document, for wording (filled by
    :meth:`load_cited`; every one is visible to the reader).
    """

    states: Mapping[int, PredictionState] = field(default_factory=dict)
    claims: Mapping[int, Claim] = field(default_factory=dict)

    def key(self) -> list[tuple]:
        """What of the states an article's words depend on, in a stable order (for the evidence state)."""
        return [(cid, s.prediction_id, s.status, s.cited_claim_ids, s.explanation, str(s.target_until), s.negated)
                for cid, s in sorted(self.states.items())]

    def load_cited(self) -> Verdicts:
        """These verdicts with their cited claims loaded (one query; none when nothing is cited)."""
        wanted = sorted({i for s in self.states.values() for i in s.cited_claim_ids})
        claims = {c.pk: c for c in Claim.objects.filter(pk__in=wanted).select_related("source", "document")
                  .defer("embedding", "document__text")} if wanted else {}
        return Verdicts(self.states, claims)


def outlook_verdicts(claim_ids: Iterable[int], *, visible: frozenset[int], as_of: dt.date | None) -> Verdicts:
    """The ledger's states of ``claim_ids`` for a reader who sees ``visible`` (source ids), as of ``as_of``.

    One call of :func:`predictions.selectors.prediction_status_of` (one query
    when none of the claims is a prediction, a constant few otherwise);
    the cited claims are not loaded (:meth:`Verdicts.load_cited`).
    """
    return Verdicts(prediction_status_of(claim_ids, as_of=as_of, visible=visible))


@dataclass
class Projection:
    """One projection as the outlook states it: the claims making it (one lane), the due date, its lane."""

    lane: str
    claims: list[Claim]

    def state(self, states: Mapping[int, PredictionState]) -> PredictionState | None:
        """The ledger's state of this projection: its lead claim's, else the first of its claims that has one."""
        found = states.get(self.lead.id)
        return found or next((states[c.id] for c in self.claims if c.id in states), None)

    @property
    def lead(self) -> Claim:
        return max(self.claims, key=lambda c: (due_date(c) is not None, c.known_at, c.id))

    @property
    def due(self) -> dt.date | None:
        return due_date(self.lead)

    @property
    def claim_ids(self) -> tuple[int, ...]:
        return tuple(sorted({c.id for c in self.claims}))


def projections(claims: Sequence[Claim], *, lane: str,
                states: Mapping[int, PredictionState] | None = None) -> tuple[list[Projection], int]:
    """``(projections with a figure or a due date, how many other claims)`` of one lane.

    Claims of one measure and figure, of one measure, period and due date, or of one statement are one
    projection, citing all — unless the ledger (``states``, by claim id) gives them different statuses:
    a projection that came true and one that did not are never one sentence.
    """
    states = states or {}
    groups: OrderedDict[tuple, Projection] = OrderedDict()
    others = 0
    for claim in sorted(claims, key=lambda c: (c.known_at, c.id)):
        if not is_projection(claim) or (claim.object_value is None and due_date(claim) is None):
            others += 1
            continue
        # One target is one projection: the same measure and figure, or the same measure, period and due date.
        key = ((predicate(claim.predicate).key, object_key(claim)) if claim.object_value is not None
               else (predicate(claim.predicate).key, qualifier_key(claim.qualifier), due_date(claim))
               if qualifier_key(claim.qualifier) and due_date(claim)
               else ("statement", source_text(claim).lower()))
        groups.setdefault(key, Projection(lane, [])).claims.append(claim)
    out = []
    for group in groups.values():
        # Split by the ledger's statuses; claims it holds no prediction for (reports of an earlier
        # projection) stay with the first.
        by_status: OrderedDict[str, list[Claim]] = OrderedDict()
        for claim in group.claims:
            if claim.id in states:
                by_status.setdefault(states[claim.id].status, []).append(claim)
        if len(by_status) < 2:
            out.append(group)
            continue
        parts = [Projection(lane, claims) for claims in by_status.values()]
        parts[0].claims = [c for c in group.claims if c.id not in states or c in parts[0].claims]
        out += parts
    return out, others


_STOP = frozenset({"about", "which", "their", "there", "these", "those", "would", "could", "should", "plans",
                   "expects", "expect", "years", "robots", "robot", "humanoid", "humanoids", "company", "according",
                   "reports", "report", "later", "earlier", "first", "begin", "start", "start", "said"})


def _salient(text: str, names: set[str]) -> set[str]:
    words = {w for w in re.findall(r"[a-z]{5,}", text.lower()) if w not in _STOP}
    return {w for w in words if w not in names}


def _evidence(item: Projection, facts: Sequence[Fact], describe: Callable[[Fact], str],
              names: set[str]) -> list[tuple[str, tuple[int, ...]]]:
    """What the canonical facts on the projection's measure, reported after it was first made (or at any time,
    for a projection of a period already over), say (the latest states, at most :data:`EVIDENCE_SHOWN`), as
    ``(clause, claim ids)`` in time order.

    A fact counts when its predicate measures what the projection targets (:data:`EVIDENCE`) and it is
    about the same thing: both state amounts, or their sentences share a word beyond the entity's names
    ("outside customers", "Spartanburg").
    """
    related = EVIDENCE.get(predicate(item.lead.predicate).key, ())
    made = min(c.known_at for c in item.claims)
    # (a projection of a period already over when it was made: what was known of that period at any time counts)
    since = None if item.due is not None and item.due < site_date(made) else made
    said = set().union(*(_salient(source_text(c), names) for c in item.claims))
    valued = any(c.object_value is not None for c in item.claims)
    found = [f for f in facts if f.key in related and (since is None or f.latest_known > since) and not f.disputed
             and ((valued and any(c.object_value is not None or states_value(c) and predicate(c.predicate).value == "quantity"
                                  for c in f.claims))
                  or said & set().union(*(_salient(source_text(c), names) for c in f.claims)))]
    found.sort(key=lambda f: (f.latest_known, f.moment.start), reverse=True)  # the latest reports first
    out: dict[str, tuple[tuple[int, ...], object]] = {}
    for fact in found:
        text = describe(fact)
        if text not in out and len(out) >= EVIDENCE_SHOWN:
            continue
        ids, start = out.get(text, ((), fact.moment.start))
        out[text] = (tuple(dict.fromkeys([*ids, *fact.claim_ids])), start)
    return [(text, ids) for text, (ids, _) in sorted(out.items(), key=lambda kv: kv[1][1])]


def _once(sentences: list[Sentence]) -> list[Sentence]:
    """One item per wording: two claims of one sentence (two measures, or two lanes) are one projection,
    citing both where the projection is stated."""
    out: dict[str, Sentence] = {}
    for sentence in sentences:
        key = " ".join(sentence.text.lower().split())
        seen = out.get(key)
        if seen is None:
            out[key] = sentence
            continue
        first, *rest = seen.parts
        merged = Part(first.text, tuple(dict.fromkeys([*first.claim_ids, *sentence.parts[0].claim_ids])))
        out[key] = Sentence.of_parts([merged, *rest], kind=seen.kind, lane=seen.lane)
    return list(out.values())


def _by(day: dt.date) -> str:
    """A deadline as prose says it: "the end of 2026" (31 December), "the start of 2037" (1 January: a horizon
    counted in years, "within the next 15 years"), else the day."""
    if (day.month, day.day) == (12, 31):
        return f"the end of {day.year}"
    if (day.month, day.day) == (1, 1):
        return f"the start of {day.year}"
    return day_text(day)


def _said(claim: Claim, part: str = "") -> str:
    """Who said the projection, when, and what: "according to X (May 2025), Acme plans …"; a sentence in its
    page's own voice is quoted ("as X wrote (May 2025), “… and I doubt it”"). ``part``: what to tell of the
    sentence, when not all of it."""
    when = when_written(claim)
    text = part or _clause(source_text(claim))
    if not part and is_line_fragment(claim):  # a headline or a bullet, quoted whole
        return f"as {attribution(claim)} {line_verb(claim)} ({when}), “{quotable(text).rstrip('.')}”"
    if in_own_voice(text):
        return f"as {attribution(claim)} wrote ({when}), “{quotable(text).rstrip('.')}”"
    return according_to(claim, when, lower_first(text))


def _said_apart(claim: Claim, siblings: Sequence[Claim]) -> str:
    """:func:`_said`, for one of several projections of a sentence that met different fates: only its own part
    ("tours … by the fourth quarter of 2025" apart from the ", with commercialization … by mid-2026" that
    another claim of the sentence states), so that each verdict reads against what it decides."""
    part = claim.object_text
    for other in siblings:
        if other.object_text and other.object_text != part and other.object_text in part:
            part = part[:part.index(other.object_text)]
    part = _DANGLING.sub("", part).strip()
    text = source_text(claim)
    if len(part.split()) < 3 or part not in text or len(part) >= len(text.rstrip(" .")) - 2:
        return _said(claim)  # nothing of its own to tell apart: the sentence
    return _said(claim, part)


#: What a clause cut before a sibling's part ends with: ", with", " and", "—".
_DANGLING = re.compile(r"(?:,\s*|\s+)(?:with|and|while|as|but)\b[^,;]{0,40}$|[\s,;:—–-]+$", re.I)


def _due(item: Projection, state: PredictionState | None) -> dt.date | None:
    """When a projection is due: the ledger's date when it holds the projection, else its own."""
    return state.target_until if state is not None else item.due


def _gone_together(items: list[Projection], states: Mapping[int, PredictionState], day: dt.date) -> list[Projection]:
    """Projections of one sentence that went by undecided are one, citing all ("… will be testing it in 2022; with two
    robots per site, …": a dated plan and an undated one told with it); one that is due later stays apart."""
    def undecided_gone(item: Projection, *, undated: bool) -> bool:
        state = item.state(states)
        due = _due(item, state)
        return (state is None or state.status in (Status.PAST_DUE, Status.UNRESOLVED)) and (
            due is None and undated or due is not None and due < day)

    first: dict[tuple, Projection] = {}
    for item in items:
        if undecided_gone(item, undated=False):
            first.setdefault(_sentence_of(item), item)
    kept = []
    for item in items:
        into = first.get(_sentence_of(item))
        if into is not None and into is not item and undecided_gone(item, undated=True):
            into.claims += item.claims
            continue
        kept.append(item)
    return kept


def _sentence_of(item: Projection) -> tuple:
    """Where a projection is stated: its lead claim's document and sentence, and its lane."""
    return item.lead.document_id, item.lead.evidence_start, item.lane


def _speaker(state: PredictionState, said: str) -> str:
    """" (Elon Musk's projection)" when the ledger names a speaker the sentence does not, else ""."""
    surname = state.speaker.split()[-1] if state.speaker.split() else ""
    return f" ({state.speaker}'s projection)" if surname and surname.lower() not in said.lower() else ""


def _verdict_parts(state: PredictionState, cited: Mapping[int, Claim]) -> list[Part]:
    """What became of a projection the ledger decided, revised or withdrew: its outcome, then each claim the
    verdict cites ("according to … (February 2026), …"), each cited where it is stated."""
    outcome = state.outcome
    shown = [cited[i] for i in state.cited_claim_ids if i in cited]
    if not shown:
        return [Part(f" {outcome[:1].upper()}{outcome[1:]}.")]
    parts = [Part(f" {outcome[:1].upper()}{outcome[1:]}: ")]
    for i, claim in enumerate(sorted(shown, key=lambda c: (c.known_at, c.id))):
        parts.append(Part(("; " if i else "") + _said(claim), (claim.id,)))
    return parts + _full_stop(parts)


def _evidence_parts(item: Projection, facts: Sequence[Fact], describe: Callable[[Fact], str],
                    names: set[str], *, lead: str) -> list[Part]:
    """What the canonical evidence on a past-due projection's measure shows, each part cited, after ``lead``."""
    evidence = _evidence(item, facts, describe, names)
    if not evidence:
        return [Part(" The evidence on record does not say whether it came about.")]
    parts = [Part(lead)]
    for i, (text, ids) in enumerate(evidence):
        parts.append(Part(("; " if i else "") + text[:1].lower() + text[1:], ids))
    return parts + _full_stop(parts)


def _stop(text: str) -> str:
    """The full stop a sentence ending in ``text`` takes: none when its last words already end it inside their quote
    ('… close to 1,000 before manufacturing halted.”'), so no second stop follows the quotation or its citation."""
    return "" if re.search(r"[.!?…][”\"’']+\s*$", text) else "."


def _full_stop(parts: Sequence[Part]) -> list[Part]:
    """The full stop that ends a sentence of ``parts`` (:func:`_stop`), as a part of its own."""
    return [Part(".")] if _stop(parts[-1].text) else []


def outlook_section(*, lanes: Sequence[tuple[str, Sequence[Claim]]], facts: Sequence[Fact], day: dt.date,
                    describe: Callable[[Fact], str], names: Sequence[str] = (),
                    verdicts: Verdicts | None = None) -> Section | None:
    """The outlook as of ``day``, or None when the lanes hold nothing (the other statements: a talk-page note).

    Args:
        lanes: ``(lane, claims)`` pairs, each recalled on its own (``bull``, ``bear``; ``canonical``
            plans too: a company's own target is a projection however it is routed).
        facts: the article's canonical facts, for what the evidence shows about a past-due projection.
        day: the article's day (``as_of``, or today).
        describe: words a fact as a clause ("In April 2025 BMW paused …"), without its full stop.
        names: the entity's names (a shared name alone does not make a fact evidence for a projection).
        verdicts: the ledger's states for the reader and day, with their cited claims loaded
            (:func:`outlook_verdicts`, :meth:`Verdicts.load_cited`); None: every projection by its date.

    Live projections read "According to Torque Talk (February 2025), Figure plans to ship
    100,000 humanoid robots over the next four years, by 26 February 2029." Past-due and
    unresolved ones (``Kind.PAST_DUE``) start "Was due by the end of 2024:" and add what the
    evidence shows; decided ones (``Kind.VERDICT``) add what became of them and the claims
    that decide it: "… It did not come true (at most 400 against a target of 1,000):
    according to Actuator Weekly (July 2025), …". Each part is cited where it is stated.
    """
    states = verdicts.states if verdicts is not None else {}
    cited = verdicts.claims if verdicts is not None else {}
    sentences: list[Sentence] = []
    others = 0
    items: list[Projection] = []
    names = {w for name in names for w in re.findall(r"[a-z]{5,}", name.lower())}
    stated: dict[tuple, int] = {}  # a live projection's sentence in its source → its index in ``sentences``
    for lane, claims in lanes:
        found, skipped = projections(claims, lane=lane, states=states)
        items += found
        others += skipped if lane != Lane.CANONICAL else 0
    items = _gone_together(items, states, day)
    by_sentence: dict[tuple, list[Projection]] = {}
    for item in items:
        by_sentence.setdefault(_sentence_of(item), []).append(item)
    for item in sorted(items, key=lambda p: (min(c.known_at for c in p.claims), p.claim_ids)):
        said = _said(item.lead)
        state = item.state(states)
        # The ledger decides when it holds the projection; its own date decides otherwise.
        due = _due(item, state)
        live = state.live if state is not None else (due is None or due >= day)
        siblings = [other.lead for other in by_sentence[_sentence_of(item)] if other is not item]
        if not live and siblings and any(s.id in states for s in siblings):
            said = _said_apart(item.lead, siblings)  # one sentence, projections decided apart
        if live:
            by = bool(due and due >= day and str(due.year) not in source_text(item.lead))
            where = _sentence_of(item)
            if where in stated:
                # Two projections of one sentence ("5,000 in 2026 and a million a year within five years") are told
                # once, citing both; the sentence gives each its own horizon.
                index = stated[where]
                ids = tuple(sorted({*sentences[index].parts[0].claim_ids, *item.claim_ids}))
                sentences[index] = Sentence.of_parts([Part(f"{said[:1].upper()}{said[1:]}{_stop(said)}", ids)],
                                                     kind=Kind.PROJECTION, lane=item.lane)
                continue
            stated[where] = len(sentences)
            # the date it is due by opens the sentence, as a past-due one's does (not after a quotation or a
            # long attribution: "…, according to a report published on Thursday, by the start of 2037")
            text = f"Due by {_by(due)}: {said}" if by else f"{said[:1].upper()}{said[1:]}"
            text += _stop(text)
            sentences.append(Sentence.of_parts([Part(text, item.claim_ids)], kind=Kind.PROJECTION, lane=item.lane))
            continue
        whom = _speaker(state, said) if state is not None else ""
        if due is not None and due < day:
            made = Part(f"Was due by {_by(due)}: {said}{whom}{_stop(said + whom)}", item.claim_ids)
        else:  # revised or withdrawn before its date
            made = Part(f"{said[:1].upper()}{said[1:]}{whom}" + (f", by {_by(due)}." if due else "."), item.claim_ids)
        if state is None:
            parts = [made, *_evidence_parts(item, facts, describe, names, lead=" What the evidence shows: ")]
        elif state.status in (Status.PAST_DUE, Status.UNRESOLVED):
            outcome = state.outcome
            parts = [made, Part(f" {outcome[:1].upper()}{outcome[1:]}.")]
            found = _evidence_parts(item, facts, describe, names, lead=" What the evidence shows: ")
            if len(found) > 1:  # what the evidence on its measure shows, though it decides nothing
                parts += found
        else:
            parts = [made, *_verdict_parts(state, cited)]
            sentences.append(Sentence.of_parts(parts, kind=Kind.VERDICT, lane=item.lane))
            continue
        sentences.append(Sentence.of_parts(parts, kind=Kind.PAST_DUE, lane=item.lane))
    sentences = _once(sentences)
    if not sentences and not others:
        return None
    note = ""
    if others:
        note = (f"{'One more statement' if others == 1 else f'{others} more statements'} of the optimistic and "
                f"sceptical lanes {'is' if others == 1 else 'are'} argued on the talk page.")
    return Section("outlook", OUTLOOK_TITLE, sentences, note)
