"""What changed between two days: the evidence diff of an entity's article.

MediaWiki diffs revisions; this diffs the evidence. Between the end of day
``start`` and the end of day ``end`` (days in the site's TIME_ZONE, DESIGN.md invariant 3) it lists
the claims that became known, the supersessions that took effect and the
claims that were retracted, each from the sources the viewer may see, and
the prose difference between the two articles (``difflib``).
"""

from __future__ import annotations

import datetime as dt
import difflib
import re
from dataclasses import dataclass, field

from django.db.models import Q

from claims.models import Claim, ClaimStatus, Entity, Lane, Supersession
from claims.selectors import sources_visible_to
from core.timezones import day_end, site_today
from core.viewer import Viewer

from .article import UNVERIFIED, Article
from .models import ArticleRevision
from .synthesis import article_synthesize

_TOKENS = re.compile(r"\s+|[^\s]+")
#: Unchanged sentences kept on each side of a change; longer unchanged runs fold into one "skip" row.
CONTEXT_LINES = 2
_LANE_ORDER = {lane: i for i, lane in enumerate(Lane.values)}


@dataclass(frozen=True)
class ProseLine:
    """One line of an article as the diff compares it: a heading or a sentence with its citations."""

    text: str
    claim_ids: tuple[int, ...] = ()
    heading: bool = False
    unverified: bool = False

    @property
    def key(self) -> str:
        """What the diff compares: a heading never equals a sentence of the same words."""
        return ("## " if self.heading else "") + self.shown

    @property
    def shown(self) -> str:
        """What the reader sees: the text, with the ``[unverified]`` mark where evidence runs out."""
        return self.text + (f" {UNVERIFIED}" if self.unverified else "")


@dataclass
class DiffRow:
    """One row of the prose diff.

    ``op`` is ``equal``, ``delete``, ``insert``, ``change`` or ``skip``;
    ``segments`` is a list of ``(op, text)`` pairs with op ``equal``,
    ``delete`` or ``insert`` (word level for ``change`` rows). Text is plain
    and escaped on render. A ``skip`` row stands for ``skipped`` unchanged
    sentences left out (:func:`fold_unchanged`); it has no segments.
    """

    op: str
    segments: list[tuple[str, str]]
    old: ProseLine | None = None
    new: ProseLine | None = None
    skipped: int = 0

    @property
    def heading(self) -> bool:
        return bool((self.new or self.old) and (self.new or self.old).heading)

    @property
    def claim_ids(self) -> tuple[int, ...]:
        line = self.new or self.old
        return line.claim_ids if line else ()


@dataclass
class EvidenceDiff:
    """Everything the diff page shows. Claims carry ``source`` and ``document`` (no text, no embedding)."""

    entity: Entity
    start: dt.date
    end: dt.date
    added: list[Claim] = field(default_factory=list)
    superseded: list[Supersession] = field(default_factory=list)
    retracted: list[Claim] = field(default_factory=list)
    rows: list[DiffRow] = field(default_factory=list)
    old_revision: ArticleRevision | None = None
    new_revision: ArticleRevision | None = None

    @property
    def prose_changed(self) -> bool:
        return any(r.op not in ("equal", "skip") for r in self.rows)

    @property
    def folded(self) -> int:
        """Unchanged sentences left out of ``rows`` (0 when every line is shown)."""
        return sum(r.skipped for r in self.rows)


def revision_lines(revision: ArticleRevision) -> list[ProseLine]:
    """The lines of a stored revision: infobox rows, section headings and sentences, in reading order."""
    article = Article.from_revision(revision)
    lines = [ProseLine(f"{f.label}: {f.value}" + (f" ({f.date})" if f.date else ""), f.claim_ids)
             for f in article.infobox]
    for section in article.sections:
        if section.title:
            lines.append(ProseLine(section.title, heading=True))
        for sentence in section.sentences:
            lines.append(ProseLine(sentence.text, sentence.claim_ids, unverified=sentence.unverified))
    return lines


def _word_segments(old: str, new: str) -> list[tuple[str, str]]:
    a, b = _TOKENS.findall(old), _TOKENS.findall(new)
    segments: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            segments.append(("equal", "".join(a[i1:i2])))
            continue
        if i2 > i1:
            segments.append(("delete", "".join(a[i1:i2])))
        if j2 > j1:
            segments.append(("insert", "".join(b[j1:j2])))
    return segments


def prose_diff(old: list[ProseLine], new: list[ProseLine]) -> list[DiffRow]:
    """Line diff of two articles; a replaced line paired with its replacement gets a word diff.

    Uses ``difflib.SequenceMatcher`` (Ratcliff/Obershelp) on the line keys.
    """
    rows: list[DiffRow] = []
    matcher = difflib.SequenceMatcher(None, [x.key for x in old], [x.key for x in new], autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            rows += [DiffRow("equal", [("equal", n.shown)], o, n) for o, n in zip(old[i1:i2], new[j1:j2])]
            continue
        olds, news = old[i1:i2], new[j1:j2]
        paired = min(len(olds), len(news)) if op == "replace" else 0
        for o, n in zip(olds[:paired], news[:paired]):
            if o.heading == n.heading:
                rows.append(DiffRow("change", _word_segments(o.shown, n.shown), o, n))
            else:
                rows.append(DiffRow("delete", [("delete", o.shown)], o, None))
                rows.append(DiffRow("insert", [("insert", n.shown)], None, n))
        rows += [DiffRow("delete", [("delete", o.shown)], o, None) for o in olds[paired:]]
        rows += [DiffRow("insert", [("insert", n.shown)], None, n) for n in news[paired:]]
    return rows


def fold_unchanged(rows: list[DiffRow], context: int = CONTEXT_LINES) -> list[DiffRow]:
    """``rows`` with long runs of unchanged sentences folded, as a unified diff keeps only context.

    Every changed row is kept, with up to ``context`` unchanged sentences
    before and after it, and so is every section heading (the reader's
    bearings). Each longer run of unchanged sentences becomes one ``skip``
    row counting them; a run of a single sentence is shown rather than
    folded. Order is kept. A diff with no change keeps only its headings
    and skip rows.
    """
    near = [False] * len(rows)
    for i, row in enumerate(rows):
        if row.op != "equal":
            for j in range(max(0, i - context), min(len(rows), i + context + 1)):
                near[j] = True
    out: list[DiffRow] = []
    run: list[DiffRow] = []

    def flush() -> None:
        if len(run) > 1:
            out.append(DiffRow("skip", [], skipped=len(run)))
        else:
            out.extend(run)
        run.clear()

    for i, row in enumerate(rows):
        if row.op == "equal" and not near[i] and not row.heading:
            run.append(row)
            continue
        flush()
        out.append(row)
    flush()
    return out


def article_diff(*, entity: Entity, viewer: Viewer, start: dt.date, end: dt.date,
                 today: dt.date | None = None, context: int | None = CONTEXT_LINES) -> EvidenceDiff:
    """The evidence diff of ``entity`` between the ends of the days ``start`` and ``end`` (site's TIME_ZONE).

    Args:
        entity: the article's subject.
        viewer: whose permissions apply; only claims of sources visible to the
            viewer (as of ``end``) are listed, filtered in SQL.
        start, end: days, ``start <= end``. An ``end`` on or after ``today``
            compares with the current article.
        today: the site's today (default: ``core.timezones.site_today()``).
        context: unchanged sentences shown around each prose change (the
            rest fold into ``skip`` rows, :func:`fold_unchanged`); None shows
            every line.

    Returns an EvidenceDiff: ``added`` (claims known in the window, by lane
    then known-at), ``superseded`` (supersessions effective in the window and
    not reverted by its end), ``retracted`` (claims retracted in the window) and
    ``rows`` (the prose diff, folded by ``context``). A constant number of
    queries whatever the number of claims. Raises ValueError when ``start`` is
    after ``end``.
    """
    if start > end:
        raise ValueError("“From” must be on or before “To”.")
    today = today or site_today()
    lo, hi = day_end(start), day_end(end)
    visible = sources_visible_to(viewer, as_of=None if end >= today else end)
    claims = (
        Claim.objects.about(entity).visible_to(visible)
        .select_related("source", "document")
        .defer("embedding", "document__text")
    )
    added = sorted(
        claims.filter(known_at__gte=lo, known_at__lt=hi).exclude(status=ClaimStatus.REJECTED),
        key=lambda c: (_LANE_ORDER.get(c.lane, 9), c.known_at, c.id),
    )
    retracted = list(
        claims.filter(status=ClaimStatus.RETRACTED, retracted_at__gte=lo, retracted_at__lt=hi)
        .order_by("retracted_at", "id")
    )
    superseded = list(
        Supersession.objects.visible_to(visible)
        .filter(subject=entity, effective_at__gte=lo, effective_at__lt=hi)
        .filter(Q(reverted_at__isnull=True) | Q(reverted_at__gte=hi))
        .exclude(new_claim__status=ClaimStatus.REJECTED)
        .select_related("old_claim__source", "new_claim__source")
        .defer("old_claim__embedding", "new_claim__embedding")
        .order_by("effective_at", "id")
    )
    old_revision = article_synthesize(entity=entity, viewer=viewer, as_of=start)
    new_revision = article_synthesize(entity=entity, viewer=viewer, as_of=None if end >= today else end)
    rows = prose_diff(revision_lines(old_revision), revision_lines(new_revision))
    if context is not None:
        rows = fold_unchanged(rows, context)
    return EvidenceDiff(entity, start, end, added, superseded, retracted, rows, old_revision, new_revision)
