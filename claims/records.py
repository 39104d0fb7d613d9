"""Validated shapes of the input files (DESIGN.md "File formats").

Each loader parses a whole file into these models first, so a bad record is
reported with its line or index and nothing is written.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from core.timezones import day_start, site_aware

from .models import Lifecycle


class InputError(ValueError):
    """A file or record that cannot be loaded; the message says where and why."""


class _UniqueKeyLoader(yaml.SafeLoader):
    """PyYAML's safe loader, refusing a mapping that repeats a key.

    YAML 1.2 §3.2.1.1 requires a mapping's keys to be unique; PyYAML keeps the
    last value silently, so a manifest with two ``authority_tier`` lines would
    load whichever came second.
    """

    def construct_mapping(self, node, deep=False):
        if isinstance(node, yaml.MappingNode):
            # Only the keys written in this mapping: a key merged in with ``<<``
            # may be overridden here, as the merge-key spec allows.
            seen: dict[Any, yaml.Mark] = {}
            for key_node, _ in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    continue
                key = self.construct_object(key_node, deep=True)
                try:
                    first = seen.get(key)
                except TypeError:  # an unhashable key: the base constructor reports it
                    break
                if first is not None:
                    raise yaml.constructor.ConstructorError(
                        "while constructing a mapping", node.start_mark,
                        f"found duplicate key {key!r} (first at line {first.line + 1})", key_node.start_mark)
                seen[key] = key_node.start_mark
        return super().construct_mapping(node, deep=deep)


def _json_object_unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``object_pairs_hook`` for :func:`json.loads` refusing a repeated name (RFC 8259 §4: names SHOULD be unique)."""
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r}")
        result[key] = value
    return result


def read_list_file(path: str | Path) -> list[dict[str, Any]]:
    """Read a JSON or YAML file holding a list of mappings. Raises InputError.

    A mapping that repeats a key is refused rather than loaded with the last
    value: in a source manifest the silent winner could be an authority tier
    or an ACL group list.
    """
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise InputError(f"{p}: cannot read: {exc.strerror}") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{p}: not valid UTF-8 (byte {exc.start})") from exc
    is_json = p.suffix.lower() == ".json"
    try:
        data = (json.loads(text, object_pairs_hook=_json_object_unique) if is_json
                else yaml.load(text, Loader=_UniqueKeyLoader))  # a SafeLoader subclass: safe
    except (ValueError, yaml.YAMLError) as exc:  # JSONDecodeError is a ValueError
        raise InputError(f"{p}: not valid {'JSON' if is_json else 'YAML'}: {exc}") from exc
    if not isinstance(data, list) or not all(isinstance(item, dict) for item in data):
        raise InputError(f"{p}: expected a list of mappings")
    return data


def read_json_lines(path: str | Path) -> list[tuple[int, dict[str, Any]]]:
    """``(line number, object)`` for each non-blank line of a JSON Lines file of objects.

    Raises InputError naming the file and the first line that is not valid
    JSON or not an object, or when the file cannot be read as UTF-8.
    """
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot read: {exc}") from exc
    rows = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}: line {number}: not valid JSON ({exc.msg})") from exc
        if not isinstance(row, dict):
            raise InputError(f"{path}: line {number}: expected a JSON object")
        rows.append((number, row))
    return rows


def describe_validation_error(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors():
        where = ".".join(str(x) for x in err["loc"]) or "record"
        parts.append(f"{where}: {err['msg']}")
    return "; ".join(parts)


def validate_records(records: list[dict[str, Any]], model: type[BaseModel], *, label: str,
                     name_field: str) -> tuple[list[Any], list[str]]:
    """Validate every record against ``model``; returns (parsed records, error messages).

    Each error names the record by position and by its ``name_field``, so a
    whole file is checked before anything is written.
    """
    parsed, errors = [], []
    for index, raw in enumerate(records):
        try:
            parsed.append(model.model_validate(raw))
        except ValidationError as exc:
            errors.append(f"{label} #{index + 1} ({raw.get(name_field, '?')}): {describe_validation_error(exc)}")
    return parsed, errors


#: Flags of a date given to the year or the month only (ISO 8601 reduced precision: "2025", "2025-07").
DATE_YEAR_ONLY = "date_year_only"
DATE_MONTH_ONLY = "date_month_only"
_REDUCED_PRECISION = re.compile(r"(\d{4})(?:-(\d{2}))?")


def precision_of(flags: list[str]) -> str:
    """How much of a date its flags say was given: "year", "month" or "day" (:func:`parse_timestamp`)."""
    return "year" if DATE_YEAR_ONLY in flags else "month" if DATE_MONTH_ONLY in flags else "day"


def parse_timestamp(value: Any) -> tuple[dt.datetime, list[str]]:
    """ISO 8601 date or datetime → aware UTC datetime and flags.

    A bare date is the start of that day in the site's ``TIME_ZONE`` (flag
    ``date_only``); a naive datetime is wall time there, flagged
    ``naive_timezone`` (``core.timezones``). A date of reduced precision
    (ISO 8601 ``YYYY`` or ``YYYY-MM``: a page that gives only the year or
    the month) is the start of its first day, flagged ``date_only`` and
    :data:`DATE_YEAR_ONLY` or :data:`DATE_MONTH_ONLY`, so that no one reads
    "1 January" into it. Raises ValueError otherwise.
    """
    if isinstance(value, dt.datetime):
        parsed = value
    elif isinstance(value, dt.date):
        return day_start(value), ["date_only"]
    elif isinstance(value, str) and value.strip():
        text = value.strip()
        try:
            reduced = _REDUCED_PRECISION.fullmatch(text)
            if reduced:
                day = dt.date(int(reduced.group(1)), int(reduced.group(2) or 1), 1)
                return day_start(day), ["date_only", DATE_MONTH_ONLY if reduced.group(2) else DATE_YEAR_ONLY]
            if len(text) == 10:
                day = dt.date.fromisoformat(text)
                return day_start(day), ["date_only"]
            parsed = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
        except ValueError as exc:
            raise ValueError(f"not an ISO 8601 date or datetime: {value!r}") from exc
    elif value is None or value == "":
        raise ValueError("missing")
    else:
        raise ValueError(f"not an ISO 8601 date or datetime: {value!r}")
    flags = []
    if parsed.tzinfo is None:
        flags.append("naive_timezone")
    return site_aware(parsed), flags


class SourceRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    key: str = Field(min_length=1, max_length=100, pattern=r"^[-a-zA-Z0-9_]+$")
    name: str = Field(min_length=1, max_length=200)
    source_class: str = Field(min_length=1, max_length=64, pattern=r"^[-a-zA-Z0-9_]+$")
    owner: str = Field(min_length=1, max_length=200)
    authority_tier: int = Field(ge=1, le=5)
    lifecycle: Lifecycle
    audience: list[str] = Field(default_factory=list)
    acl_groups: list[str] = Field(default_factory=list)
    freshness_sla_days: int | None = Field(default=None, ge=1)
    last_reviewed_at: dt.datetime | dt.date | None = None
    url: str = ""
    feed_url: str = ""
    time_zone: str = ""
    lifecycle_history: list[dict[str, Any]] = Field(default_factory=list)

    @field_validator("url", "feed_url")
    @classmethod
    def _http(cls, value: str) -> str:
        if value and not value.startswith(("http://", "https://")):
            raise ValueError("must be an http or https URL")
        return value


class EntityRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=200)
    slug: str | None = Field(default=None, max_length=200, pattern=r"^[-a-z0-9_]+$")
    kind: str = Field(default="company", min_length=1, max_length=40)
    aliases: list[str] = Field(default_factory=list)
    description: str = ""


class DocumentRecord(BaseModel):
    """One line of a documents JSON Lines file."""

    model_config = ConfigDict(extra="ignore")

    source: str = Field(min_length=1)
    title: str = Field(default="", max_length=500)
    url: str = Field(min_length=1, max_length=1000)
    published_at: Any = None
    text: str
    author: str = Field(default="", max_length=200)
    outlet: str = Field(default="", max_length=200)

    @field_validator("url")
    @classmethod
    def _http(cls, value: str) -> str:
        if not value.startswith(("http://", "https://")):
            raise ValueError("must be an http or https URL")
        return value

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text is empty")
        if "\x00" in value:
            raise ValueError("text contains NUL characters")
        return value
