"""Errors of the fetching package; each message says what was refused and why."""


class FetchError(Exception):
    """A fetch, a parse or a decode that failed; the message is shown to moderators as is."""


class FetchRefused(FetchError):
    """A URL we will not fetch (scheme, private address, redirect loop); nothing was sent."""


class EncodingError(FetchError):
    """Bytes whose text could not be recovered with confidence (rather than store mojibake)."""
