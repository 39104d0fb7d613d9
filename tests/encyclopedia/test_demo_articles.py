"""Every demo article, as a reader meets it: cited, each fact once, one current value, no labels, no live
past-due projection.

The demo corpus is ingested through the real pipeline once (``tests.test_demo``'s fixture); then every
registry entity's article is read now and as of two earlier days, for the public and for an analyst.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re

import pytest

from claims.identity import comparable, objects_differ, restates, same_fact
from claims.models import Claim, Entity, Lane
from core.viewer import Viewer
from encyclopedia.article import Article, Kind
from encyclopedia.facts import ACTIONS
from encyclopedia.outlook import due_date
from encyclopedia.synthesis import article_synthesize
from encyclopedia.wording import figure
from claims.vocabulary import predicate

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("demo_calendar")]

READERS = {"public": Viewer.anonymous(), "analyst": Viewer.for_groups({"analysts"})}
DAYS = (None, dt.date(2024, 6, 30), dt.date(2025, 6, 30))
#: What readers must never see: pipeline and lane labels, snake_case keys, extractor debris, placeholders.
INTERNAL = re.compile(r"\b(?:canonical|bull|bear)\.\w+|\b[a-z]+_[a-z_]+\b|Capability static|\(ruler\)"
                      r"|\bextract\.\w+|\bfacts\.v\d|\brouter\.v\d|no claim in the evidence establishes this"
                      r"|\[unverified\]", re.I)
BODY = (Kind.FACT, Kind.REPORT, Kind.QUOTE, Kind.CONFLICT)


def _problems(entity: Entity, art: Article, claims: dict[int, Claim], day: dt.date) -> list[str]:
    out = []
    where = entity.slug

    # Every sentence and every infobox field cites claims.
    for section, s in art.sentences():
        if not s.cited:
            out.append(f"{where}: uncited [{section.key}] {s.text}")
    out += [f"{where}: uncited field {f.label}" for f in art.infobox if not f.claim_ids]

    # No internal labels, no placeholders.
    shown = " ".join([*(s.text for _, s in art.sentences()), *(f"{f.label} {f.value} {f.date}" for f in art.infobox),
                      *(x.note for x in art.sections)])
    out += [f"{where}: internal label {m.group(0)!r}" for m in INTERNAL.finditer(shown)]

    # Lanes: lead, body and infobox rest on the canonical lane; only the outlook cites bull or bear claims.
    for section, s in art.sentences():
        if section.key != "outlook":
            out += [f"{where}: {claims[c].lane} claim {c} in {section.key}" for c in s.claim_ids
                    if claims[c].lane != Lane.CANONICAL]
    out += [f"{where}: {claims[c].lane} claim {c} in the infobox" for f in art.infobox for c in f.claim_ids
            if claims[c].lane != Lane.CANONICAL]

    # Each fact once: no sentence twice, no claim stated by two body sentences, no two body sentences restating.
    body = [s for section, s in art.sentences() if section.key not in ("lead", "outlook") and s.kind in BODY]
    seen_text: set[str] = set()
    for _, s in art.sentences():
        key = " ".join(s.text.lower().split())
        if key in seen_text:
            out.append(f"{where}: sentence twice: {s.text}")
        seen_text.add(key)
    for a, b in itertools.combinations(body, 2):
        shared = set(a.claim_ids) & set(b.claim_ids)
        if shared:
            out.append(f"{where}: claims {sorted(shared)} stated twice: {a.text} | {b.text}")
        elif any(restates(claims[x], claims[y]) for x in a.claim_ids for y in b.claim_ids):
            out.append(f"{where}: one fact stated twice: {a.text} | {b.text}")

    # One current value per attribute: the lead, the infobox and the body's present states never give two
    # different values of one fact (as a reader sees them), unless a sentence or field states them as a conflict.
    current: list[tuple[str, tuple[int, ...]]] = [(f"field {f.label}", f.claim_ids) for f in art.infobox
                                                   if "disagree" not in f.value]
    for section, s in art.sentences():
        if s.kind == Kind.LEAD:
            current += [(f"lead: {p.text}", p.claim_ids) for p in s.parts] if s.parts else [(s.text, s.claim_ids)]
        elif s.kind == Kind.FACT and not any(predicate(claims[c].predicate).key in ACTIONS for c in s.claim_ids):
            current.append((s.text, s.claim_ids))
    stated = [(label, claims[c]) for label, ids in current for c in ids]
    for (la, a), (lb, b) in itertools.combinations(stated, 2):
        if same_fact(a, b) and comparable(a, b) and objects_differ(a, b) and figure(a).lower() != figure(b).lower():
            out.append(f"{where}: two current values of one fact: {a.object_text} ({la}) | {b.object_text} ({lb})")

    # No past-due projection presented as live.
    for section, s in art.sentences():
        if s.kind == Kind.PROJECTION:
            late = [c for c in s.claim_ids if (due_date(claims[c]) or dt.date.max) < day]
            if late:
                out.append(f"{where}: past-due projection {late} shown as live: {s.text}")
        if s.kind == Kind.PAST_DUE and not s.text.startswith("Was due by"):
            out.append(f"{where}: past-due projection not said to be due: {s.text}")
    return out


def test_every_demo_article_reads_as_an_encyclopedia(demo):  # noqa: F811
    """Over every demo article (public and analyst, now and as of two earlier days): every sentence and field
    cited; no internal label or placeholder; lead, body and infobox from the canonical lane; no fact stated
    twice; no two current values of one attribute unless stated as a conflict; no past-due projection live."""
    claims = {c.id: c for c in Claim.objects.defer("embedding")}
    today = dt.datetime.now(dt.timezone.utc).date()
    problems: list[str] = []
    articles = 0
    for entity in Entity.objects.filter(in_registry=True).order_by("slug"):
        for (who, viewer), day in itertools.product(READERS.items(), DAYS):
            revision = article_synthesize(entity=entity, viewer=viewer, as_of=day)
            art = Article.from_revision(revision)
            if not art.sections and not art.infobox:
                continue
            articles += 1
            problems += [f"[{who} {day or 'now'}] {p}" for p in _problems(entity, art, claims, day or today)]
    assert articles >= 40
    assert problems == [], "\n".join(problems)


def test_the_figure_ai_article_leads_with_its_current_key_facts(demo):  # noqa: F811
    """The Figure AI article's lead and infobox give its founding, base, funding and valuation, each cited; its
    rounds read in the article's voice, in time order."""
    figure = Entity.objects.get(slug="figure-ai")
    art = Article.from_revision(article_synthesize(entity=figure, viewer=READERS["public"]))
    fields = {f.key: f for f in art.infobox}
    assert fields["founded"].value == "2022" and fields["headquarters"].value == "Sunnyvale, California"
    assert fields["total_funding"].value == "more than $1.7 billion"
    assert fields["valuation"].value == "$39 billion"
    lead = " ".join(s.text for s in art.section("lead").sentences)
    assert lead.startswith("Figure AI is a company founded in 2022 and based in Sunnyvale, California.")
    assert "more than $1.7 billion in total" in lead and "$745 million" not in lead
    rounds = [s.text for s in art.section("funding").sentences if s.kind == Kind.FACT and " round" in s.text]
    assert any(t.startswith("In February 2024 Figure AI raised $675 million in a Series B round") for t in rounds)
    assert [t.split(" round")[0].rsplit(" ", 1)[-1] for t in rounds] == ["A", "B", "C"]
