"""Fetching sources: polite HTTP, feeds and pages, dates and encodings.

``http`` gets bytes safely; ``encodings`` turns them into text (or a recorded
error, never silent mojibake); ``feeds`` and ``pages`` turn text into items;
``dates`` chooses each item's known-at. ``claims.refresh`` ties them to
``document_ingest``.
"""

from .errors import FetchError, FetchRefused  # noqa: F401
