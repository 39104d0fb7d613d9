"""How an article says things: dates, figures, attributions and the phrases of each predicate.

Pure functions over claims (any object with the ``Claim`` fields they read).
Nothing here decides what is true or which claims are one fact
(``claims.identity`` does); this module only words what it is given, in the
article's own voice, and says when a claim cannot be worded that way
(:func:`restatable`), so that it is reported with attribution instead.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from dataclasses import dataclass

from spacy.lang.en.stop_words import STOP_WORDS

from claims.extraction.text import (
    LINKING_OPENER, points_back, sources_named_alone, speaks_as_its_page, sentences as text_sentences,
)
from claims.identity import states_value
from claims.vocabulary import predicate as predicate_of
from core.timezones import site_date
from predictions.targets import TRIAL

__all__ = [
    "Moment", "attribution", "figure", "full_stop", "in_own_voice", "lower_first", "moment_of", "quotable",
    "quotable_sentence", "quoted", "reported", "restatable", "round_phrase", "sentence_case", "source_text",
    "retires_fleet", "stop_word", "tells_agreement", "tells_trial",
]


@dataclass(frozen=True, order=True)
class Moment:
    """When something happened or was reported: ``start`` sorts; ``text`` is how prose says it.

    ``text`` reads after a preposition-free slot at the start of a sentence:
    "In February 2024", "In 2025", "On 3 March 2024". ``span`` is
    ``day``, ``month``, ``year`` or ``range``; ``reported`` is True when
    only the report's date is known (its known-at), not when it held.
    """

    start: dt.date
    text: str = ""
    span: str = "month"
    reported: bool = False

    @property
    def short(self) -> str:
        """The date alone, for an infobox: "February 2024", "2025", "3 March 2024"; "by March 2024" for a page
        with no date, fetched then."""
        if self.text.startswith("By "):
            return "b" + self.text[1:]
        return self.text.split(" ", 1)[1] if " " in self.text else self.text


def _month(day: dt.date) -> str:
    return f"{calendar.month_name[day.month]} {day.year}"


def _span(start: dt.date, end: dt.date) -> tuple[str, str]:
    """("day" | "month" | "year" | "range", how it reads) for a valid-time interval."""
    if start == end:
        return "day", f"On {start.day} {_month(start)}"
    last = calendar.monthrange(start.year, start.month)[1]
    if start.day == 1 and end == start.replace(day=last):
        return "month", f"In {_month(start)}"
    if (start.month, start.day) == (1, 1) and (end.month, end.day) == (12, 31) and start.year == end.year:
        return "year", f"In {start.year}"
    if start.year == end.year:
        return "range", f"In {start.year}"
    return "range", f"Between {start.year} and {end.year}"


def _known_day(claim) -> dt.date:
    return site_date(claim.known_at)


#: What a sentence says for when an undated page wrote something (its fetch is all that dates it).
UNDATED = "date unknown"


def undated(claim) -> bool:
    """Whether the page ``claim`` comes from gave no date: its known-at is the fetch, not when it was written
    (the ``date_unknown`` flag, :mod:`claims.fetching.dates`)."""
    return bool(getattr(getattr(claim, "document", None), "date_unknown", False))


def _date_precision(claim) -> str:
    """How much of its date ``claim``'s page gave: "year", "month" or "day" (:attr:`claims.models.Document.date_precision`)."""
    return getattr(getattr(claim, "document", None), "date_precision", "day")


def reported_when(claim) -> str:
    """The month ``claim`` was reported ("March 2024"), or only its year ("2025") when its page gave no more."""
    known = _known_day(claim)
    return str(known.year) if _date_precision(claim) == "year" else _month(known)


def when_written(claim, moment: Moment | None = None) -> str:
    """When the source wrote ``claim``, as an attribution gives it: the month of ``moment`` (else its report; its
    year when the page gave only that), or :data:`UNDATED` for a page with no date whose moment is only its report."""
    if undated(claim) and (moment is None or moment.reported):
        return UNDATED
    if moment is None or moment.reported:
        return reported_when(claim)
    return month_of(moment.start)


def wrote(who: str, verb: str, when: str) -> str:
    """"In May 2025 Acme wrote", or "Acme wrote (date unknown)" when nothing dates the page."""
    return f"{who} {verb} ({when})" if when == UNDATED else f"In {when} {who} {verb}"


def moment_of(claim, *, event: bool = True) -> Moment:
    """When ``claim`` held (its valid time, when it spans at most a year and is not a forecast) or was reported.

    ``event``: the claim records something that happened (a round, a pause);
    its valid time, when given, dates it. A state (a fleet size, a valuation)
    is dated by its report: "As of October 2025".
    """
    vf, vu = claim.valid_from, claim.valid_until
    known = _known_day(claim)
    if event and vf and vu and vf <= vu and (vu - vf).days <= 366 and vf <= known:
        span, text = _span(vf, vu)
        return Moment(vf, text, span)
    if event and undated(claim):
        return Moment(known, f"By {_month(known)}", "month", reported=True)  # (the page is only known to predate it)
    span = "year" if _date_precision(claim) == "year" else "month"  # (a page giving its year only: "In 2025")
    if event:
        return Moment(known, f"In {reported_when(claim)}", span, reported=True)
    return Moment(known, f"As of {reported_when(claim)}", span, reported=True)


def counts_ended_period(claim) -> bool:
    """Whether ``claim`` is an amount told over a period (a predicate the vocabulary qualifies by period: units
    built, shipments, a market's size) of at most a year, its valid time, that had ended when it was reported: a
    thing done in that period, dated by it ("In 2025 Acme shipped 4,200 units"), not a state as of the report."""
    key = getattr(claim, "predicate", "")
    if not key or predicate_of(key).qualifier != "period" or predicate_of(key).value != "quantity":
        return False
    vf, vu = claim.valid_from, claim.valid_until
    return vf is not None and vu is not None and vf <= vu and (vu - vf).days <= 366 and vu < _known_day(claim)


def best_moment(claims, *, event: bool = True) -> Moment:
    """The most precise moment among several claims of one fact (a valid time beats a report date)."""
    moments = [moment_of(c, event=event) for c in claims]
    dated = [m for m in moments if not m.reported]
    if dated:
        order = {"day": 0, "month": 1, "year": 2, "range": 3}
        return min(dated, key=lambda m: (order[m.span], m.start))
    return min(moments)


def month_of(day: dt.date) -> str:
    return _month(day)


def day_text(day: dt.date) -> str:
    return f"{day.day} {_month(day)}"


def source_text(claim) -> str:
    """What the source said: the claim's evidence sentence (a claim's ``statement`` may be a template
    reading of one of several facts in it), else its statement."""
    return " ".join((claim.evidence_text or claim.statement or "").split())


_AGREEMENT = re.compile(r"\b(?:agree\w*|signed|contract|deal|will deploy|to deploy)\b", re.I)


#: Robots retired as a whole, at no site: "the retirement of Figure 02", "the now-retired Figure 02 fleet",
#: "retired its Atlas robots" (not "a retired engineer", "the retirement of the old system").
_FLEET_RETIRED = (
    r"\bretirement\s+of\s+(?:the\s+|its\s+|their\s+|our\s+)?[^.;]{0,50}?\b(?:fleet|robots?|humanoids?)\b"
    r"|\b(?:now-)?retir(?:ed|es|ing)\s+(?:(?-i:[A-Z])[\w-]*\s+){1,3}(?:fleet|robots?|humanoids?)\b"
    # (the word may be quoted: 'officially "retired" the series of humanoid robots Figure 02')
    r"|\bretir(?:ed|es|ing)[\"”’']?\s+(?:the|its|their|our|all|\d[\d,]*)\s+(?:[\w-]+\s+){0,3}?(?:fleet|robots?|humanoids?)\b"
    # the robots retiring: 'Humanoid Robots Figure 02 "Retire" After 11 Months of Work'
    r"|\b(?:robots?|humanoids?|fleet)\s+(?:(?-i:[A-Z0-9])[\w.-]*\s+){0,3}[\"“‘']?retire[sd]?\b")
#: A deployment said to be over, not only paused: "finished their deployment", "the pilot has ended", "retired the
#: Figure 02 fleet" (not "paused until a review is completed", "the retirement of the old system").
_ENDED = re.compile(
    r"\b(?:finish\w*|complet\w*|conclud\w*|ended|ends|wound\s+down|wrapped\s+up)\s+(?:its|their|the|his|her|our)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:deployment|pilot|trial|test\s+phase|work|assignment|stint)s?\b"
    r"|\b(?:deployment|pilot|trial|programme|program|stint)s?\s+(?:has\s+|had\s+|have\s+|was\s+|were\s+|is\s+)?(?:been\s+)?"
    r"(?:ended|finished|concluded|completed|wound\s+down|over)\b|" + _FLEET_RETIRED, re.I)
_NOT_YET = re.compile(r"\b(?:until|after|once|before|ahead\s+of|when)\s+(?:\S+\s+){0,4}$", re.I)


def stop_word(claim) -> str:
    """How a deployment's stop reads: "ended" when its source says the deployment itself finished or the robots
    were retired, else "paused" (the predicate's own word: a pause may end)."""
    text = source_text(claim)
    return "ended" if any(not _NOT_YET.search(text[:m.start()]) for m in _ENDED.finditer(text)) else "paused"


def retires_fleet(claim) -> bool:
    """The claim's source tells the robots retired as a whole, whatever their sites."""
    return bool(re.search(_FLEET_RETIRED, source_text(claim), re.I))


def tells_trial(claim) -> bool:
    """The claim's source tells robots on trial at a site ("is testing Digit", "a pilot at", "trialling Apollo"),
    not robots put to work there."""
    return bool(TRIAL.search(source_text(claim)))


def tells_agreement(claim) -> bool:
    """The claim's source tells a deployment agreed or signed ("signed a deal to deploy"), not robots at work."""
    return bool(_AGREEMENT.search(source_text(claim)))


# ----------------------------------------------------------------------------- figures

_HEDGE = r"(?:more than|over|about|around|nearly|almost|up to|at least|roughly|approximately|some|close to|under|fewer than|less than)"


def figure(claim) -> str:
    """The claim's object as prose gives it, with the hedge the evidence put on it.

    "$1 billion" stated as "more than $1 billion" in the evidence reads
    "more than $1 billion". Returns the object text otherwise.
    """
    raw = " ".join(claim.object_text.split()).rstrip(".;, ")
    obj = _unit_noun(raw)
    if not obj:
        return ""
    if not re.match(_HEDGE + r"\b", obj, re.I):
        m = re.search(rf"\b({_HEDGE})\s+(?:US)?{re.escape(raw)}", source_text(claim), re.I)
        if m:
            return f"{m.group(1).lower()} {obj}"
    return obj


_UNIT_ADJECTIVE = re.compile(r"^([\d.,]+)-(meter|metre|centimeter|centimetre|kilogram|kilo|gram|pound|ton|tonne|foot|inch"
                             r"|hour|minute|second|mile|kilometer|kilometre)s?$", re.I)


def _unit_noun(obj: str) -> str:
    """A measure written as a modifier, as a noun: "47-kilogram" → "47 kilograms", "26-hours" → "26 hours"."""
    m = _UNIT_ADJECTIVE.match(obj)
    if not m:
        return obj
    number, unit = m.groups()
    plural = {"foot": "feet", "inch": "inches"}.get(unit.lower(), unit + "s")
    return f"{number} {unit if number in ('1', '1.0') else plural}"


def round_phrase(qualifier: str) -> str:
    """"Series B" → "a Series B round"; "" → ""."""
    q = " ".join((qualifier or "").split())
    if not q:
        return ""
    article = "an" if q[:1].lower() in "aeio" else "a"
    return f"{article} {q} round" if not q.lower().endswith(("round", "extension")) else f"{article} {q}"


# ----------------------------------------------------------------------------- attribution

#: Small words inside a proper name ("Masters of Scale", "Bits and Atoms"): no sign of a description.
_NAME_LINKS = frozenset({"of", "and", "the", "for", "in", "on", "at", "de", "la", "&"})


#: Whose name an attribution gives: a document's outlet, else its source's name.
def attribution(claim) -> str:
    """Who reported ``claim``, as a sentence names them: "Meridian Wire", "the Figure AI newsroom"."""
    document = getattr(claim, "document", None)
    name = (getattr(document, "outlet", "") or "").strip() or claim.source.name
    name = re.sub(r"\s*\([^)]*\)$", "", name)  # "Servo Diaries (old blog)" → "Servo Diaries"
    words = name.split()
    if words and words[0].lower() != "the" and words[-1].lower() not in ("relations", "communications") \
            and any(w.islower() and w not in _NAME_LINKS for w in words[1:]):
        return f"the {name}"  # "the Figure AI newsroom", "the Tesla investor relations"; not "Masters of Scale"
    return name


def sentence_case(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text


_LOWER_FIRST = re.compile(r"^(?:A|An|The|This|These|That|Those|Its|Their|Some|Several|Most|Many|Both|Each|One|"
                          r"Two|Three|Few|No|Only|Several|Such|In|On|At|By|For|After|Before|Since|Last|Next"
                          r"|It|They|We|He|She|His|Her|Our|Its|Unlike|Like|Within|When|While|Whereas|Although|Though"
                          r"|If|As|With|Without|Despite|During|Under|Over|Through|Across|Among|Because|Once|Today"
                          r"|Yesterday|Recently|Earlier|Later|Currently|Previously|Initially|Eventually|Finally"
                          r"|According|Following|Beyond|Besides|Alongside|Amid|Inside|Outside|Behind|Around|Near)\b(?![’']s)"
                          # a participle opening a phrase: "Founded in 2022 by …, Acme builds", "Based in Austin, …"
                          r"|^[A-Z][a-z]{2,}ed\s+(?:in|by|with|on|at|from|for|as|to)\b"
                          # or a common participle with its complement: "Standing under 1.7 meters", "Looking further
                          # ahead" (a closed list: "Beijing on Monday", "Kunming in 2024" are places)
                          r"|^(?:Standing|Looking|Speaking|Walking|Moving|Working|Going|Coming|Turning|Building|Drawing"
                          r"|Adding|Pointing|Writing|Talking|Starting|Beginning|Setting|Putting|Taking|Making|Bringing"
                          r"|Featuring|Citing|Noting|Using|Running|Sitting|Weighing|Measuring|Priced|Compared)\s+"
                          r"(?:under|over|at|on|in|with|to|for|from|by|up|down|out|back|ahead|further|forward|around"
                          r"|about|beside|next|alongside|inside|outside|roughly|nearly|almost|just)\b"
                          # or a measure told at once: "Standing 172 centimeters tall, …", "Weighing 60 kg, …"
                          r"|^(?:Standing|Weighing|Measuring)\s+(?=\d)"
                          # a trade before a company's name: "Robotics company Figure AI", "Carmaker BMW" (not a name
                          # of its own: "Humanoid HMND 01", "Robot Era", "Software AG")
                          r"|^(?:Robotics|Robot|Humanoid|Tech|Technology|Automotive|Electric|Electric-vehicle|Logistics"
                          r"|Software|Chip)\s+(?:company|startup|start-up|firm|maker|giant|developer|unicorn)\s+(?=[A-Z])"
                          r"|^(?:Startup|Start-up|Chipmaker|Carmaker|Automaker)\s+(?=[A-Z])"
                          # a role before a person's name: "Co-founder Suzanne Gildert also left", "Chief executive X"
                          r"|^(?:Co-?founders?|Founders?(?!\s+Fund\b)|Chief\s+executive|Chairman|Chairwoman|Chair|Spokes(?:man|woman|person)"
                          r"|Analysts?|Engineers?|Researchers?|Investors?)\s+(?=[A-Z])"
                          # a common adjective before a lower-case word ("Existing investors Sandwater and …"; not
                          # "New York", "Early Bird Capital")
                          r"|^(?:Existing|New|Other|Additional|Further|Former|Current|Previous|Leading|Remaining|Early"
                          r"|Major|Key|Senior|Several|Many"
                          # or a plural noun of people, never a name ("Analysts expect …", "Critics say …")
                          r"|Analysts|Researchers|Investors|Engineers|Experts|Critics|S[ck]eptics|Observers|Executives"
                          r"|Officials|Workers|Customers|Users)\s+(?=[a-z])"
                          # a word no name is made of, by its ending: a trade in the plural ("Carmakers including …")
                          # or an adverb ("Visibly moved, …") before a lower-case word; an abstract noun before a
                          # preposition ("Cooperation between …"; not "Foundation said", a company's short name)
                          r"|^[A-Z][a-z]+(?:makers|ably|ibly|edly|ingly|ously|ively|fully)\b,?\s+(?=[a-z])"
                          r"|^[A-Z][a-z]+(?:tion|sion|ment|ness)s?\s+(?=(?:between|of|in|on|with|among|across|for|from)\s)")
#: What links a sentence to the one before it, meaningless once it is quoted alone: "Meanwhile, …"
#: (:data:`claims.extraction.text.LINKING_OPENER`).
_CONNECTIVE = re.compile(rf"^(?:{LINKING_OPENER}\s+)+(?=\w)")
#: A newsletter's run-in label before the sentence: "Where it stands: …", "Why it matters: …".
_RUN_IN_LABEL = re.compile(r"^(?:[A-Z][\w’']*(?:\s+[\w’']+){0,3}):\s+(?=[A-Z]\S*(?:\s+\S+){3})")
#: Who said it, told after the sentence: "…, Adcock said.", "…, the company says." (moved before it when reported).
_TRAILING_SAID = re.compile(r",\s+(?P<who>(?:the\s+)?[\w .’'-]{1,40}?)\s+(?P<verb>said|says|added|adds)\.?$", re.I)


#: "Though" opening a sentence that has no main clause after it ("Though the real breakthrough is on factory
#: floors, and Acme leads it"): a connective, as "However" is, not a concession.
_THOUGH = re.compile(r"^(?:Though|Although|Even\s+though)\s+(?=\w)")
#: A main clause after a concession: a comma not followed by a coordinating word ("Although X, Y").
_MAIN_AFTER = re.compile(r",\s+(?!(?:and|but|or|nor)\b)")


def _dangling_concession(text: str) -> str:
    """The text without an opening "Though" that concedes nothing (no main clause follows it)."""
    m = _THOUGH.match(text)
    if m is None or _MAIN_AFTER.search(text, m.end()):
        return text
    return text[m.end():]


#: A sentence a comma may end instead of its full stop ("A, and b"): a plain full stop after a word, a bracket or a
#: per cent sign.
_PLAIN_END = re.compile(r"[\w)%]\.$")
#: A sentence opening on a label of its own ("Result: 500 robots a year."), which no "and" may precede.
_LABEL_OPENING = re.compile(r"^[\w’'-]+(?:\s+[\w’'-]+){0,2}:\s")
#: A full stop that belongs to an abbreviation and stays: "… in the U.S., and …", "… Tesla, Inc., and …".
_OWN_STOP = re.compile(r"(?:\b(?:[A-Z]\.){2,}|\b(?:Inc|Corp|Ltd|Co|Bros)\.)$")


def _clause(statement: str) -> str:
    """A statement as a clause after "that": one sentence, first word lower-cased where it is not a name, its sources
    named as the sentence alone can name them (:func:`claims.extraction.text.sources_named_alone`).

    Sentences are cut where the extractor cuts them (:func:`claims.extraction.text.sentences`) and joined with ", and";
    they stay as written when one ends otherwise than in a plain full stop ("?", "!", a closing quotation mark), when
    the cut falls inside a quotation ("“We ship. We grow,” Lee said" is one quotation), or when the next does not
    open with a capital letter or opens with a label ("Result: …")."""
    text = _balanced(_ASIDE.sub("", _dangling_concession(_CONNECTIVE.sub("", _RUN_IN_LABEL.sub(
        "", sources_named_alone(" ".join((statement or "").split())))))))
    text = text.rstrip(". ")
    ends = [s.end for s in text_sentences(text)][:-1]
    pieces = [text[a:b].strip() for a, b in zip([0, *ends], [*ends, len(text)])]
    if len(pieces) < 2 or not all(_PLAIN_END.search(piece) and not _quotation_open(text[:end]) and nxt[:1].isupper()
                                  and not _LABEL_OPENING.match(nxt) for piece, end, nxt in zip(pieces, ends, pieces[1:])):
        return text
    last = len(pieces) - 1
    return ", and ".join(piece if i == last or _OWN_STOP.search(piece) else piece[:-1]
                         for i, piece in enumerate([pieces[0], *(lower_first(p) for p in pieces[1:])]))


def _quotation_open(text: str) -> bool:
    """Whether a quotation begun in ``text`` is still open at its end."""
    return text.count("“") > text.count("”") or text.count('"') % 2 == 1


def _balanced(text: str) -> str:
    """The text without a quotation mark left open at either end by the sentence split ('… he adds. "'),
    and with the opening mark of a quotation begun in the sentence before ('… factories," Zhou said.')."""
    straight = text.count('"')
    curly = text.count("“") - text.count("”")
    if straight % 2 and re.search(r'\s*"\s*$', text):
        text = re.sub(r'\s*"\s*$', "", text)
    elif straight % 2 and text.startswith('"'):
        text = text[1:]
    elif straight % 2 and re.match(r'[^"]*[\w,.!?]"\s', text):
        text = '"' + text  # the quotation began in the sentence before: '… for factories," Zhou said.'
    if curly < 0 and "“" not in text.split("”", 1)[0] and re.search(r"[,.!?]”\s+\w", text):
        text = "“" + text
    if text.count("“") < text.count("”") and re.search(r"\s*”\s*$", text) and not re.search(r"[.!?,]”\s*$", text):
        text = re.sub(r"\s*”\s*$", "", text)
    # a quotation the sentence split cut before its end ('stating, "Not correct.'): closed where the sentence ends
    if text.count('"') % 2 and re.search(r'(?:^|[\s(,:—–-])"\w', text):
        text = text.rstrip() + '"'
    if text.count("“") > text.count("”"):
        text = text.rstrip() + "”"
    return text


#: A writer's aside to the reader inside the sentence: "(more on this later)", "(see below)".
_ASIDE = re.compile(r"\s*\((?:more\s+on\s+(?:this|that)(?:\s+(?:later|below|soon))?|see\s+(?:below|above|more)|more\s+(?:below"
                    r"|later)|read\s+more(?:\s+here)?|details\s+below)\)"
                    # a picture pointed at: "the 'soft body' design, visible here, is …", "(pictured above)"
                    r"|,\s+(?:as\s+)?(?:visible|seen|shown|pictured)\s+(?:here|above|below|in\s+the\s+(?:photo|picture|image|video)),(?=\s)"
                    r"|\s*\((?:as\s+)?(?:visible|seen|shown|pictured)\s+(?:here|above|below)\)", re.I)


#: A capitalised function word opening a sentence ("Even in 2050 …", "Just ten years later …"): spaCy's English
#: stop words, but for those that are also names or months when capitalised, and none that opens a run of capitalised
#: words, which is a name ("Whole Foods", "First Solar", "Full Self-Driving").
_OPENING_WORD = re.compile(r"([A-Z][a-z]+)\b(?![’'])(?!\s+[A-Z])")
_NAMES_TOO = frozenset({"may", "will", "us", "mine", "well", "bill", "amount"})


def lower_first(text: str) -> str:
    """The sentence with its first word lower-cased when it is no name: a known opener, or a stop word."""
    m = _OPENING_WORD.match(text)
    word = m.group(1).lower() if m else ""
    if _LOWER_FIRST.match(text) or word in STOP_WORDS and word not in _NAMES_TOO:
        return text[:1].lower() + text[1:]
    return text


def reported(claim, *, moment: Moment | None = None, said: str | None = None) -> str:
    """An attributed paraphrase of a claim with no structured object (or one prose must not restate).

    "According to Meridian Wire (April 2025), a BMW spokesperson said no Figure
    robots were working on the Spartanburg production line at the moment."
    The evidence's sentence (:func:`source_text`) is kept word for word after the attribution, unless
    ``said`` gives the clause (for evidence that is no sentence: an infobox's "Founder: Marc Raibert").
    """
    when = when_written(claim, moment)
    if said is None and (is_line_fragment(claim) or is_caption(source_text(claim))):
        read = _line_read(claim)
        return f"According to {attribution(claim)} ({when}), {read.rstrip('.')}." if read else quoted_line(claim, when)
    if said is None:
        text = _clause(source_text(claim))
        if in_own_voice(text):
            # The page's own voice ("we launched …", "He's taking a swing …") cannot be the article's: quote it.
            return f"{wrote(attribution(claim), 'wrote', when)}: “{full_stop(quotable(text))}”"
    said = lower_first(_speaker_first(_clause(said or source_text(claim))))
    return full_stop(sentence_case(according_to(claim, when, said)))  # ('… “after much consideration.”' ends already)


def according_to(claim, when: str, clause: str) -> str:
    """``clause`` attributed to ``claim``'s source, lower-case: "according to Robot Weekly (May 2024), Acme …"; a
    clause naming its own source first reads "as Robot Weekly reported (May 2024), according to a survey, …", never
    "according to Robot Weekly (…), according to a survey"."""
    if clause.startswith("according to "):
        return f"as {attribution(claim)} reported ({when}), {clause}"
    return f"according to {attribution(claim)} ({when}), {clause}"


def _speaker_first(text: str) -> str:
    """A speaker named after the sentence goes before it, so that "according to" and "said" read in order:
    "Figure AI has about 50 employees, Adcock said" → "Adcock said Figure AI has about 50 employees". A quotation
    keeps its own order ('"We have 300 orders," Lee said')."""
    m = _TRAILING_SAID.search(text)
    if m is None or any(q in text for q in '"“”'):
        return text
    verb = "said" if m.group("verb").lower() in ("said", "added") else "says"
    return f"{m.group('who')} {verb} {lower_first(text[:m.start()])}"


#: How a sentence of running text ends: a full stop, a question or exclamation mark, or an ellipsis, before any
#: closing quotation mark or bracket.
_SENTENCE_END = re.compile(r"[.!?…][\"”’')\]]*$")


def is_line_fragment(claim) -> bool:
    """Whether the claim's evidence is a line of its own that ends with no full stop: a headline, a subheading, a
    bullet ("1,250+ hours of runtime") or a caption, which prose quotes rather than continues."""
    text = (getattr(claim, "evidence_text", "") or "").strip()
    return bool(text) and not _SENTENCE_END.search(text)


def line_verb(claim) -> str:
    """How a quoted line was put: "headlined" for the document's title, else "wrote"."""
    document = getattr(claim, "document", None)
    title = " ".join((getattr(document, "title", "") or "").split())
    return "headlined" if title and " ".join(claim.evidence_text.split()) == title else "wrote"


def _line_read(claim) -> str | None:
    """What a line said, when the extractor read more than the line holds (an infobox's "(Chairman & CEO)" under the
    name it goes with): the claim's statement from its predicate, "Hyundai Motor Group: Chung Eui-sun (Chairman &
    CEO)"; None when the line holds its object."""
    obj = " ".join((claim.object_text or "").split())
    name = getattr(getattr(claim, "subject", None), "name", "")
    if not obj or not name or obj.lower() in source_text(claim).lower():
        return None
    return predicate_of(claim.predicate).statement(name, obj)


#: A name and what it is, with no verb of its own: "The Acme Walker X, a 30-kilogram robot built for homes." (a photo's
#: caption set as a sentence). Before the comma only the name's words (capitalised, or figures); after it, an appositive
#: to the end of the sentence.
_CAPTION = re.compile(r"^(?:(?:The|A|An)\s+)?(?:[A-Z0-9][\w’'.&-]*\s+){0,4}[A-Z0-9][\w’'.&-]*,\s+(?:a|an|one\s+of)\s+"
                      r"[^,;:]*[.!]?$")


def is_caption(text: str) -> bool:
    """Whether ``text`` names something and says what it is with no verb of its own (:data:`_CAPTION`): quoted as a
    line, since "According to X, the Acme Walker X, a robot built for homes." is half a sentence."""
    return bool(_CAPTION.match(" ".join(text.split())))


def quoted_line(claim, when: str) -> str:
    """A headline, bullet or caption quoted whole: "In May 2025 Acme Daily headlined: “…”", "In May 2025 Acme
    wrote: “Ran 10-hour shifts.”" (``when``: the month, as :func:`when_written` gives it)."""
    return f"{wrote(attribution(claim), line_verb(claim), when)}: “{full_stop(quotable(source_text(claim)))}”"


def full_stop(text: str) -> str:
    """``text`` ending as a sentence: as it is when it ends in a full stop, a question or exclamation mark or an
    ellipsis (before any closing quotation mark), else with a full stop ("… anything autonomously." for a headline
    quoted as an answer's sentence)."""
    return text if _SENTENCE_END.search(text) else text + "."


#: What opens a verb phrase, never a place's name: "Is Testing …", "to deploy …", "has begun …".
_VERB_OPENING = re.compile(r"(?:is|are|was|were|has|have|had|be|been|being|to|will|would|can|could|may|might)\b", re.I)


def names_site(claim) -> bool:
    """Whether a deployment's object names where robots work (a place, a customer), not a verb phrase a headline
    left there ("Is Testing Humanoid Delivery Robots")."""
    return not _VERB_OPENING.match(figure(claim))


def in_own_voice(text: str) -> bool:
    """Whether a source's sentence speaks in its page's voice: the first or second person outside quotation
    marks ("we launched …", "I doubt …"), or a pronoun whose antecedent was on the page, opening it ("It has
    signed …", "This allows …") or after an opening phrase naming no one ("Following a recalibration, it …";
    :func:`claims.extraction.text.points_back`). Such a sentence is quoted, never reported in the article's voice."""
    return points_back(text) or speaks_as_its_page(text)


def quotable(text: str) -> str:
    """``text`` to go inside double quotation marks: capitalised, its own quotation marks made single (curly ones, and
    straight ones in pairs: 'frames NEO as a "humanoid companion"' → '… a ‘humanoid companion’'; a mark after a figure
    is an inch, "5’9”", and an odd count of straight ones leaves them all as written)."""
    text = re.sub(r"(?<!\d)”", "’", text.replace("“", "‘"))  # (not an inch: "5’9”")
    if '"' in text and text.count('"') % 2 == 0 and not re.search(r'\d"', text):
        text = re.sub(r'"([^"]*)"', r"‘\1’", text)
    return sentence_case(text)


def quotable_sentence(text: str) -> str:
    """A source's sentence to go inside double quotation marks (:func:`quotable`), without a writer's aside to the
    reader ("(more on this later)") and with a quotation the sentence split left open closed where it ends."""
    return quotable(_balanced(_ASIDE.sub("", " ".join(text.split()))))


_SPEAKER = re.compile(r"^(?P<who>(?:[A-Z][\w.’'-]*\s){0,4}?[A-Z][\w.’'-]*),?\s+(?:the\s+[\w\s]{1,40}?\s+)?"
                      r"(?:said|says|called|argued|argues|believes|thinks|wrote|told)\b")


def quoted(claim) -> str:
    """An opinion, quoted and attributed to who holds it: the speaker the statement names, else the
    document's author and outlet. "In September 2025 R. Vance wrote in The Skeptical Roboticist: “…”"."""
    text = " ".join(source_text(claim).split())
    when = when_written(claim)
    m = _SPEAKER.match(text)
    if m:
        return f"According to {attribution(claim)} ({when}), {text.rstrip('.')}."
    author = (getattr(getattr(claim, "document", None), "author", "") or "").strip()
    where = attribution(claim)
    who = f"{author}, writing in {where}," if author and author not in where else where
    return f"{wrote(who, 'wrote', when)}: “{quotable(text.rstrip('.'))}.”"


# ----------------------------------------------------------------------------- may a claim be restated?

_NEGATION = re.compile(r"\b(?:no|not|never|none|nor|without|neither|n['’]t|cannot|yet to)\b", re.I)
_FIRST_PERSON = re.compile(r"\b(?:I|we|my|our)\b")
#: Reported speech: the evidence gives what someone said, which prose reports rather than restates.
_SAID = re.compile(r"\b(?:said|says|told|according to|claimed|claims|announced that|reported that)\b", re.I)
_UNCERTAIN = re.compile(r"\b(?:may|might|could|reportedly|expected|expects?|plans?|aims?|hopes?|wants?|"
                        r"would|will|talks|rumou?r\w*|people familiar|according to people)\b", re.I)


def restatable(claim) -> bool:
    """Whether prose may state ``claim`` in its own voice from its structured fields.

    Yes when its object is a value of its predicate (``claims.identity.states_value``),
    the claim is not hedged, and its evidence states it plainly: no negation,
    no first person, no forecast or rumour words, no reported speech ("BMW
    said …"). A structured fact always is. Otherwise the claim is
    reported with attribution (:func:`reported`), or quoted when it is an opinion.
    """
    known = getattr(claim, "_restatable", None)
    if known is None:
        known = claim._restatable = _restatable(claim)  # asked many times per article: the answer is the claim's
    return known


def _restatable(claim) -> bool:
    if claim.hedged or not states_value(claim) or predicate_of(claim.predicate).cardinality == "many" \
            and predicate_of(claim.predicate).key not in _MANY_WORDED:
        return False
    text = source_text(claim)
    if claim.extractor.startswith("facts"):
        return True  # a structured fact: its statement was written from its fields
    return not (_NEGATION.search(text) or _FIRST_PERSON.search(text) or _UNCERTAIN.search(text)
                or _SAID.search(text))


#: ``many`` predicates whose short objects read well in the article's voice.
_MANY_WORDED = frozenset({"investors", "partnership", "launched", "acquisition", "listing", "listing_planned"})
