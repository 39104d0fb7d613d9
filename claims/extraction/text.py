"""Sentences of a cleaned document text, as the extractor reads them.

Real pages put one unit on a line: a headline, a caption, a bullet, an
infobox row, a paragraph. Each line is cut into sentences with spaCy's
rule-based ``sentencizer``; a line is never joined to the next, so a headline
without a full stop does not run into the paragraph below it.

Lead-ins that are not part of what a sentence asserts are left out of its
span: an interview speaker label ("A: ", "PEGGY JOHNSON: ", "Adam Jonas: "),
a dateline ("SUNNYVALE — ", "BERLIN (Reuters) - ", "(Yicai) Jan. 6 -- ") and a
rubric ("What Happened: ", "Why it matters: ").
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

import spacy

__all__ = ["LINKING_OPENER", "Sentence", "points_back", "sentence_texts", "sentences", "sources_named_alone",
           "speaks_as_its_page"]

#: What opens a sentence to link it to the one before it on its page, meaningless once the sentence is read alone (a
#: regular expression, matched at its start): "Meanwhile, …", "As previously reported, …", "Before that, …", a story's
#: "Just then, …", and "But …", "And …" or "So …". Every other word takes its comma, so that "Now available", "Still
#: more" and "However the robot is carried" open no link; nor does "So far" or "So much".
LINKING_OPENER = (r"(?:(?:Meanwhile|However|Moreover|Also|Still|Indeed|Instead|Besides|Furthermore|In\s+fact"
                  r"|In\s+addition|Additionally|Nevertheless|Then|Now|Yet|Plus|Just\s+then|Subsequently|Separately"
                  r"|As\s+(?:previously|earlier)\s+reported|As\s+reported\s+(?:previously|earlier|before)"
                  r"|(?:Before|After|Since|Until|By)\s+(?:that|then|this))\s*,"
                  r"|(?:But|And|So(?!\s+(?:far|much|many|long|that|too|called)\b))\b,?)")

#: A pronoun opening a statement, whose antecedent was on its page ("It has signed …", "According to him, …"), or a
#: demonstrative pointing back at something there ("This allows IRON to …", "These are backed by …", "That robot …";
#: not a time of the page's own: "This year, …"), after any opening quotation mark.
_OPENING_POINTER = re.compile(
    r"^[\"“‘'\s]*(?:(?:he|she|it|they|his|her|its|their)(?:[’']s)?\b|according\s+to\s+(?:him|her|them)\b"
    r"|(?:this|these|those|that)\b(?!\s+(?:year|month|week|quarter|spring|summer|fall|autumn|winter|morning"
    r"|afternoon|evening|weekend|decade|season|time|past|coming|last|next)\b))", re.I)
#: A pronoun as the subject after an opening phrase that names no one ("Following a quick recalibration, it regains
#: balance", "Standing under 1.7 meters tall, it's the first …"; not "Although Acme is small, it ships", "Acme, it
#: seems, …").
_POINTER_AFTER_OPENER = re.compile(r"^[A-Z][^A-Z,;:“”\"\s]*\s[^A-Z,;:“”\"]{1,80},\s+(?:it|they|he|she)(?:[’']s)?\s"
                                   r"(?!(?:seems|seemed|appears|said|says|added|noted|argues|argued)\b)")


def points_back(text: str) -> bool:
    """Whether a sentence leans on something earlier on its page that a reader of it alone does not have: a pronoun
    or demonstrative opening it, or a pronoun as its subject after an opening phrase that names no one."""
    return bool(_OPENING_POINTER.match(text) or _POINTER_AFTER_OPENER.match(text))


#: The first or second person: "I", "we", "our", "you" …
_PAGE_PERSON = re.compile(r"(?<![\w’'])(?:I(?![.\w-])|I[’'](?:m|ve|d|ll)|[Ww]e(?:[’'](?:re|ve|ll|d))?|[Oo]urs?|[Mm]y|[Uu]s"
                          r"|[Yy]ou(?:[’'](?:re|ve|ll|d))?|[Yy]our)(?![\w’'])")
#: Where a first person is not the page's: a quotation, or the numeral I after a noun that takes one ("Phase I").
_NOT_THE_PAGES = re.compile(r"“[^”]*”|\"[^\"]*\"|\b(?:Phase|Part|Stage|Series|Class|Type|Level|Tier|Gen|Mark|Model"
                            r"|War|Act|Chapter|Round)\s+I\b")


def speaks_as_its_page(text: str) -> bool:
    """Whether a sentence speaks in its page's own voice: the first or second person outside quotation marks ("we
    launched …", "I doubt …", "you can …"; not "“We will ship next year,” Adcock said", nor "Phase I trials")."""
    return bool(_PAGE_PERSON.search(_NOT_THE_PAGES.sub("", text)))


#: Lines longer than this are cut at the last sentence end before it (memory, not meaning).
_MAX_LINE = 20_000

_LEAD_INS = re.compile(
    r"""(?:
        (?:[A-Z]{1,3}|[A-Z][A-Z .'’-]{2,40}|[A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2}):\s+(?=\S)   # Q: / PEGGY JOHNSON: / Adam Jonas:
      | [A-Z][A-Z .,'’]{1,40}(?:\s\([A-Za-z .]{2,20}\))?\s+[—–-]{1,2}\s+                # SUNNYVALE — / BERLIN (Reuters) -
      | \([A-Za-z .]{2,20}\)\s+[A-Z][a-z]{2,3}\.?\s\d{1,2}\s+[—–-]{1,2}\s+              # (Yicai) Jan. 6 --
    )""",
    re.VERBOSE,
)
#: A rubric before a colon: a short phrase ending in a colon at the start of a sentence.
_RUBRIC = re.compile(r"(?:What happened|Why it matters|The latest|The big picture|Key takeaways?|Background"
                     r"|Context|Bottom line|Driving the news|Zoom in|Zoom out|Between the lines)\s*:\s+", re.I)
#: Words that, before a colon, make it a label only when the label is short.
_MAX_LABEL_WORDS = 3
#: A spec sheet's field name, not a speaker: "Height: 180 cm", "Payload: up to 15 kg", "Founded: 2016".
_FIELD_LABEL = re.compile(r"(?:height|weight|mass|payload|(?:max(?:imum)?\s+)?(?:payload|speed)|(?:top|walking)\s+speed|speed"
                          r"|run\s*time|battery(?:\s+life)?|price|degrees\s+of\s+freedom|dof|joints|dimensions|size"
                          r"|founded|headquarters|location|employees)", re.I)


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence: ``text[start:end]`` of the document, without its lead-in.

    ``line`` counts lines from 0; ``first_in_line`` is True for the first
    sentence of its line; ``closed`` is False for a line that ends without
    sentence punctuation (a headline, a caption, a list item).
    """

    start: int
    end: int
    line: int
    first_in_line: bool
    closed: bool
    label: str = ""  # the speaker label it followed, if any ("A", "Adam Jonas")


_NLP = None
_NLP_LOCK = threading.Lock()


def _nlp():
    global _NLP
    with _NLP_LOCK:
        if _NLP is None:
            nlp = spacy.blank("en")
            nlp.add_pipe("sentencizer")
            nlp.max_length = 2 * _MAX_LINE
            _NLP = nlp
        return _NLP


def _lines(text: str):
    pos = 0
    for number, line in enumerate(text.split("\n")):
        start = pos
        pos += len(line) + 1
        while len(line) > _MAX_LINE:
            cut = max(line.rfind(". ", 0, _MAX_LINE), line.rfind(" ", 0, _MAX_LINE))
            cut = cut + 1 if cut > 0 else _MAX_LINE
            yield number, start, line[:cut]
            start, line = start + cut, line[cut:]
        if line.strip():
            yield number, start, line


def _strip_lead(text: str, start: int, end: int) -> tuple[int, str]:
    """Move ``start`` past a speaker label, dateline or rubric; returns (new start, label)."""
    label = ""
    m = _LEAD_INS.match(text, start, end)
    if m and m.end() < end:
        head = text[start:m.end()].strip()
        if head.endswith(":") and (len(head[:-1].split()) > _MAX_LABEL_WORDS or _FIELD_LABEL.fullmatch(head[:-1].strip())):
            m = None
        if m:
            label = head.rstrip(":—–- ").strip() if head.endswith(":") else ""
            start = m.end()
    r = _RUBRIC.match(text, start, end)
    if r and r.end() < end:
        start = r.end()
    return start, label


#: An opening quotation mark, bracket or dash left after a sentence's end ("… of Figure. “[Our] robots …"): it opens
#: what follows.
_OPENER_AFTER_END = re.compile(r"(?<=[.!?…”\"’')])(\s+[“‘\"—–\[(-]+)\s*$")


def _mark_moved(spans: list[tuple[int, int]], line: str) -> list[tuple[int, int]]:
    """Spans whose trailing opener ("… with family. “", "… robots. —", "… of Figure. “[") goes to the next sentence,
    or away."""
    out = list(spans)
    for i, (a, b) in enumerate(out):
        m = _OPENER_AFTER_END.search(line, a, b)
        if m and m.start(1) > a:
            out[i] = (a, m.start(1))
            if i + 1 < len(out):
                out[i + 1] = (m.start(1), out[i + 1][1])
    return out


#: A company's or a country's abbreviation ending a sentence: spaCy's tokenizer keeps "Inc." and "U.S." whole, so the
#: sentencizer sees no full stop in "… by Tesla, Inc. It was announced …" or "… built in the U.S. The robot …"; a
#: word that opens sentences after it starts a new one.
_ABBREVIATION_END = re.compile(r"(?:\b(?:Inc|Corp|Ltd|Co|Bros|Ltda|Pty)|\bU\.[SK])\.(\s+)(?=(?:It|Its|The|This|These|Those|They|Their"
                               r"|He|She|His|Her|We|Our|In|On|At|A|An|But|And|However|Meanwhile|Since|After)\b)")


#: A sentence ending on a name made of digits and capitals, or on a round's letter, which the tokenizer keeps with
#: its full stop as if an initial: "a start-up called 1X. Before the end of the year, …", "led the Series C. Brookfield …",
#: "in the form of a Series A. I used to think …", "… a Series B. “We are …", or a model's letter ("the Model S and
#: Model X. Tesla plans …"); likewise a speed's unit ("2 m/s. It …").
_CODE_NAME_END = re.compile(r"(?:\b\d+[A-Z]{1,3}|\b(?:Series|Round|Tranche|Phase|Model|Type|Class|Version)\s+[A-Z]"
                            # a speed's unit, kept with its full stop: "runs at 2 m/s. It …", "reached 9 km/h. Then …"
                            r"|\d\s*(?:m|km|mi|ft)/(?:s|h|hr|min))\.(\s+)"
                            r"(?=[A-Z][a-z]|I\s|[“\"‘'][A-Z])")


#: An abbreviation that a number follows, whose full stop ends no sentence: "the No. 1 maker", "see Fig. 3",
#: "approx. 40 units" (the sentencizer cuts after it, as after any full stop).
_BEFORE_A_NUMBER = re.compile(r"\b(?:No|Nos|Nr|Fig|Figs|Vol|Art|Sec|Ch|pp?|approx|ca)\.$")


def _numbers_kept(spans: list[tuple[int, int]], line: str) -> list[tuple[int, int]]:
    """``spans`` with a cut after an abbreviation that a number follows (:data:`_BEFORE_A_NUMBER`) undone."""
    out: list[tuple[int, int]] = []
    for a, b in spans:
        if out and line[a:b].lstrip()[:1].isdigit() and _BEFORE_A_NUMBER.search(line[out[-1][0]:out[-1][1]].rstrip()):
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


def _abbreviation_ends(spans: list[tuple[int, int]], line: str) -> list[tuple[int, int]]:
    out = []
    for a, b in spans:
        ends = sorted([*_ABBREVIATION_END.finditer(line, a, b), *_CODE_NAME_END.finditer(line, a, b)], key=lambda m: m.start())
        for m in ends:
            out.append((a, m.start(1)))
            a = m.end(1)
        out.append((a, b))
    return out


def sentences(text: str) -> list[Sentence]:
    """The sentences of ``text`` (a cleaned document text), in order (module docstring).

    Offsets are Python string indices into ``text``; spans exclude surrounding
    white space. Empty input gives an empty list.
    """
    out: list[Sentence] = []
    lines = list(_lines(text))
    docs = _nlp().pipe(line for _, _, line in lines)
    for (number, offset, line), doc in zip(lines, docs):
        spans = _mark_moved(_abbreviation_ends(_numbers_kept([(s.start_char, s.end_char) for s in doc.sents], line), line),
                            line)
        closed = line.rstrip().endswith((".", "!", "?", "…", "\"", "”", "’", "'", ")"))
        for i, (a, b) in enumerate(spans):
            seg = line[a:b]
            lead = len(seg) - len(seg.lstrip())
            trail = len(seg.rstrip())
            if trail <= lead:
                continue
            start, end = offset + a + lead, offset + a + trail
            start, label = _strip_lead(text, start, end)
            out.append(Sentence(start, end, number, i == 0, closed or i < len(spans) - 1, label))
    return out


#: A source named by pointing back at the page: "…, according to the same reports", "those people said".
_SAME_SOURCES = re.compile(r"\b(?:the\s+same|those|these)\s+(?=(?:reports|sources|people|filings|analysts)\b)", re.I)
_SAME_SOURCE = re.compile(r"\bthe\s+same\s+(?=(?:report|source|person|filing|analyst)\b)", re.I)


def sources_named_alone(text: str) -> str:
    """``text`` with its sources named as a reader of the sentence alone can take them: "according to the same
    reports" → "according to reports", "the same person said" → "a person said" (the page that named them first is
    not there)."""
    return _SAME_SOURCE.sub("a ", _SAME_SOURCES.sub("", text))


def sentence_texts(text: str) -> list[str]:
    """The sentences of ``text`` as strings, split as :func:`sentences` splits a document: never across a line
    break (a headline, byline or caption is a line of its own), never after a title or a month's abbreviation
    ("Dr. Rose", "On Dec. 29 last year"). Used wherever stored text is cut into sentences after extraction (a
    passage quoted as an answer, a statement made one clause), so that all cut it alike."""
    return [text[s.start:s.end] for s in sentences(text)]
