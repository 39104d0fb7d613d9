"""Fetching for real from a local HTTP server: encodings, dates, feeds, pages and the safety rules."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from claims.fetching.dates import DATE_UNKNOWN, NAIVE, date_choose, parse_date
from claims.fetching.errors import EncodingError, FetchError, FetchRefused
from claims.fetching.feeds import feed_parse
from claims.fetching.http import fetch_url
from tests.claims.localserver import FEEDS, Route

UTC = dt.timezone.utc


def fetch_feed(url: str):
    fetched = fetch_url(url)
    return fetched, feed_parse(fetched.content, content_type=fetched.content_type, charset=fetched.charset)


def chosen(item, fetched, *, time_zone="", languages=None):
    return date_choose(feed_dates=item.date_candidates, fetched_at=fetched.fetched_at, time_zone=time_zone,
                       languages=languages)


def test_undeclared_latin1_feed_reads_as_portuguese_with_its_dates(server):
    """The UOL feed (Latin-1, no declaration, no charset header) reads as Portuguese, dated 24 Sep 2018."""
    fetched, feed = fetch_feed(server.serve_feed("rssparser__uolNoticias.rss", content_type="application/rss+xml"))
    assert fetched.charset is None
    assert len(feed.items) == 15
    assert feed.items[0].title == "Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno"
    assert "Líder na pesquisa Ibope de intenção de voto" in feed.items[0].text
    assert not any("Ã" in i.text or "Ã" in i.title for i in feed.items)
    days = {chosen(i, fetched, languages=["pt"]).value.date() for i in feed.items}
    assert days == {dt.date(2018, 9, 24)}
    first = chosen(feed.items[0], fetched)
    assert first.value == dt.datetime(2018, 9, 24, 22, 42, 40, tzinfo=UTC) and first.flags == []


def test_declared_latin1_feed_reads_correctly(server):
    """A feed declaring ISO-8859-1 in its XML declaration keeps its accents."""
    _, feed = fetch_feed(server.serve_feed("rssparser__encoding.rss"))
    assert feed.title == "Jornal de Notícias - Últimas Notícias"
    assert feed.items[0].title == "Mãe de utente é a nova presidente da Raríssimas"
    assert feed.language == "pt"


def test_gb2312_feed_reads_as_chinese_and_naive_dates_take_the_source_zone(server):
    """The gb2312 feed reads as Chinese; its zone-less dates take the source's zone and are flagged."""
    fetched, feed = fetch_feed(server.serve_feed("rssparser__encoding-gb2312.xml", content_type="text/xml"))
    assert feed.title == "新闻国内"
    assert feed.items[0].title == "习近平为何如此强调崇尚英雄？"
    assert feed.items[0].text.startswith("编者按：历史是人民书写的")
    shanghai = chosen(feed.items[0], fetched, time_zone="Asia/Shanghai")
    assert shanghai.value == dt.datetime(2018, 9, 18, 6, 38, 10, tzinfo=UTC)
    assert NAIVE in shanghai.flags
    no_zone = chosen(feed.items[0], fetched)
    assert no_zone.value == dt.datetime(2018, 9, 18, 14, 38, 10, tzinfo=UTC) and NAIVE in no_zone.flags


def test_broken_charset_header_falls_back_to_the_documents_declaration(server):
    """A Latin-2 feed served with a wrong ``charset=utf-8`` header still reads correctly, and the lie is noted."""
    url = server.serve_feed("rssparser__latin2.rss", content_type="application/rss+xml; charset=utf-8")
    _, feed = fetch_feed(url)
    assert feed.items[0].title == "ZAŻÓŁĆ GĘSLĄ JAŹŃ"
    assert feed.items[0].text == "Szedł sasza suchą szosą"
    assert any("header says utf-8 but the bytes are not utf-8" in note for note in feed.notes)


def test_double_encoded_text_is_an_error_not_mojibake(server):
    """UTF-8 text that was already mangled (``NotÃ­cias``) is refused with a reason instead of being stored."""
    text = (FEEDS / "rssparser__encoding.rss").read_bytes().decode("latin-1")
    mangled = text.replace('encoding="ISO-8859-1"', 'encoding="UTF-8"').encode("utf-8").decode("latin-1")
    url = server.route("/mangled.rss", Route(mangled.encode("utf-8"), content_type="application/rss+xml; charset=utf-8"))
    with pytest.raises(EncodingError, match="double-encoded"):
        fetch_feed(url)


def test_heraldsun_invalid_style_date_parses_and_undated_items_get_the_fetch_time(server):
    """``03 Apr 02 1500 GMT`` is 3 April 2002 15:00 UTC; items without a date are flagged date unknown."""
    fetched, feed = fetch_feed(server.serve_feed("rssparser__heraldsun.rss"))
    assert parse_date("03 Apr 02 1500 GMT").value == dt.datetime(2002, 4, 3, 15, 0, tzinfo=UTC)
    assert [i.title for i in feed.items] == ["The First Item", "The Second Item"]
    for item in feed.items:
        date = chosen(item, fetched)
        assert date.value == fetched.fetched_at and date.flags == [DATE_UNKNOWN]


@pytest.mark.parametrize("name", ["rssparser__missing-fields.atom", "rssparser__incomplete-fields.atom"])
def test_entries_without_link_or_text_are_reported_not_stored(server, name):
    """Atom entries with no link, title or text yield no item and a stated reason."""
    _, feed = fetch_feed(server.serve_feed(name, content_type="application/atom+xml"))
    assert feed.items == []
    assert feed.problems == ["item 1: no http(s) link, so it cannot be stored as a document"]


@pytest.mark.parametrize("name,expected", [
    ("rssparser__reddit.rss", "submitted by"),
    ("rssparser__content-encoded.rss", "HEY, YOU! YES, YOU WITH THE EYEBALLS!"),
    ("rssparser__narro.rss", "Listen to your reading list anywhere."),
])
def test_html_in_descriptions_becomes_plain_text(server, name, expected):
    """HTML (escaped or in CDATA) in descriptions and content becomes plain text without tags or entities."""
    _, feed = fetch_feed(server.serve_feed(name))
    assert any(expected in item.text for item in feed.items)
    for item in feed.items:
        assert "<" not in item.text and "&lt;" not in item.text and "&#" not in item.text, item.text[:200]


def test_arxiv_json_capture_parses_with_dates(server):
    """The arXiv cs.RO JSON capture gives 52 items dated 1 July 2026 04:00 UTC."""
    fetched, feed = fetch_feed(server.serve_feed("yansongw__arxiv_cs_RO_rss_20260701.json",
                                                 content_type="application/json"))
    assert feed.format == "json-capture" and len(feed.items) == 52
    first = feed.items[0]
    assert first.url == "https://arxiv.org/abs/2606.30686"
    assert first.title.startswith("Position: Vision-Language-Action Models Cannot Be Verified")
    assert "Abstract: Vision-Language-Action (VLA) systems" in first.text
    assert chosen(first, fetched).value == dt.datetime(2026, 7, 1, 4, 0, tzinfo=UTC)


def test_json_feed_items_with_missing_titles_get_one_from_their_text(server):
    """A JSON Feed 1.1 item without a title takes its first line; an item without URL is reported."""
    body = json.dumps({
        "version": "https://jsonfeed.org/version/1.1", "title": "Acme JSON", "language": "en",
        "items": [
            {"id": "1", "url": "https://acme.test/a", "content_html": "<p>Acme Robotics raised $5 million.</p>",
             "date_published": "2024-02-01T09:00:00+01:00"},
            {"id": "2", "title": "No link", "content_text": "Body"},
        ],
    }).encode()
    fetched, feed = fetch_feed(server.route("/feed.json", Route(body, content_type="application/feed+json")))
    assert feed.format == "jsonfeed"
    assert [(i.title, i.text) for i in feed.items] == [("Acme Robotics raised $5 million.",
                                                        "Acme Robotics raised $5 million.")]
    assert feed.items[0].title_derived
    assert feed.problems == ["item 2 ('No link'): no http(s) link, so it cannot be stored as a document"]
    assert chosen(feed.items[0], fetched).value == dt.datetime(2024, 2, 1, 8, 0, tzinfo=UTC)


EXPECTED_ITEMS = {
    "rssparser__content-encoded.rss": 7, "rssparser__craigslist.rss": 25, "rssparser__encoding-gb2312.xml": 20,
    "rssparser__encoding.rss": 40, "rssparser__feedburner.atom": 25, "rssparser__guardian.rss": 55,
    "rssparser__heise.atom": 15, "rssparser__heraldsun.rss": 2, "rssparser__incomplete-fields.atom": 0,
    "rssparser__latin2.rss": 1, "rssparser__missing-fields.atom": 0, "rssparser__narro.rss": 1,
    "rssparser__nhs-feed.rss": 2, "rssparser__reddit.rss": 24, "rssparser__rss-1.rss": 69,
    "rssparser__uolNoticias.rss": 15, "yansongw__arxiv_cs_RO_rss_20260701.json": 52,
}


def test_every_shared_feed_file_is_read(server):
    """Every file in shared/data/feeds (RSS, RDF, Atom, JSON) yields its items, each with a link and text."""
    assert sorted(p.name for p in FEEDS.iterdir()) == sorted(EXPECTED_ITEMS)
    for name, count in EXPECTED_ITEMS.items():
        fetched, feed = fetch_feed(server.serve_feed(name, content_type=""))
        assert len(feed.items) == count, name
        for item in feed.items:
            assert item.url.startswith(("http://", "https://")) and item.text.strip(), name
            date = chosen(item, fetched)
            assert date.value <= fetched.fetched_at and date.value.year >= 1990, name


def test_conditional_get_sends_validators_and_reads_304(server, settings):
    """The second fetch sends If-None-Match and If-Modified-Since, and a 304 means nothing to read."""
    url = server.serve_feed("rssparser__nhs-feed.rss", etag='"v1"', last_modified="Tue, 19 Mar 2024 10:00:00 GMT")
    first = fetch_url(url)
    assert first.status == 200 and first.etag == '"v1"'
    second = fetch_url(url, etag=first.etag, last_modified=first.last_modified)
    assert second.not_modified and second.content == b""
    headers = server.requests[-1][1]
    assert headers["If-None-Match"] == '"v1"'
    assert headers["If-Modified-Since"] == "Tue, 19 Mar 2024 10:00:00 GMT"
    assert headers["User-Agent"] == settings.FETCH_USER_AGENT and "Polyphony" in headers["User-Agent"]


@pytest.mark.parametrize("url", ["http://127.0.0.1:{port}/x.rss", "http://localhost:{port}/x.rss",
                                 "http://[::1]:{port}/x.rss", "http://169.254.169.254/latest/meta-data/",
                                 "http://10.0.0.1/feed", "http://[::ffff:127.0.0.1]:{port}/x.rss"])
def test_private_and_loopback_addresses_are_refused_when_not_allowed(server, settings, url):
    """With FETCH_ALLOW_PRIVATE_ADDRESSES off, loopback, private and link-local targets are refused unsent."""
    settings.FETCH_ALLOW_PRIVATE_ADDRESSES = False
    server.serve_feed("rssparser__nhs-feed.rss")
    target = url.format(port=server.httpd.server_address[1])
    with pytest.raises(FetchRefused, match="FETCH_ALLOW_PRIVATE_ADDRESSES"):
        fetch_url(target)
    assert server.requests == []


def test_redirects_are_followed_and_checked_again(server):
    """A redirect is followed (each hop passes the same checks) and the final URL is reported."""
    target = server.serve_feed("rssparser__nhs-feed.rss")
    url = server.route("/old-feed", Route(b"", status=301, headers={"Location": "/rssparser__nhs-feed.rss"}))
    fetched = fetch_url(url)
    assert fetched.url == target and b"NHS North West News Feed" in fetched.content
    loop = server.route("/loop", Route(b"", status=302, headers={"Location": "/loop"}))
    with pytest.raises(FetchError, match="more than 5 redirects"):
        fetch_url(loop)


@pytest.mark.parametrize("url", ["file:///etc/passwd", "ftp://127.0.0.1/feed", "gopher://127.0.0.1/"])
def test_only_http_and_https_are_fetched(server, url):
    """Other schemes are refused before anything is sent."""
    with pytest.raises(FetchRefused, match="only http and https"):
        fetch_url(url)


def test_size_limit_stops_the_download(server, settings):
    """A body larger than FETCH_MAX_BYTES is refused with a clear reason."""
    settings.FETCH_MAX_BYTES = 10_000
    with pytest.raises(FetchError, match="over the limit of 10,000"):
        fetch_url(server.serve_feed("rssparser__guardian.rss"))


def test_slow_server_times_out(server, settings):
    """A server slower than FETCH_TIMEOUT_SECONDS gives a timeout error, not a hang."""
    settings.FETCH_TIMEOUT_SECONDS = 0.3
    with pytest.raises(FetchError, match="timed out"):
        fetch_url(server.serve_feed("rssparser__nhs-feed.rss", delay=1.5))


def test_http_errors_are_reported(server):
    """A 404 is a fetch error naming the status."""
    with pytest.raises(FetchError, match="HTTP 404"):
        fetch_url(server.url("/missing.rss"))


def test_requests_to_one_host_are_spaced_by_the_rate_limit(server, settings):
    """Three fetches to one host arrive at least FETCH_MIN_INTERVAL_SECONDS apart."""
    settings.FETCH_MIN_INTERVAL_SECONDS = 0.4
    import redis

    redis.Redis.from_url(settings.REDIS_URL).delete("polyphony:fetch:pace:127.0.0.1")
    url = server.serve_feed("rssparser__nhs-feed.rss")
    for _ in range(3):
        fetch_url(url)
    times = [t for _, _, t in server.requests]
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert len(gaps) == 2 and min(gaps) >= 0.35, gaps


@pytest.mark.parametrize("text,expected", [
    ("Seg, 24 Set 2018", dt.datetime(2018, 9, 24, tzinfo=UTC)),
    ("Seg, 24 Set 2018 19:42:40 -0300", dt.datetime(2018, 9, 24, 22, 42, 40, tzinfo=UTC)),
    ("24 de setembro de 2018", dt.datetime(2018, 9, 24, tzinfo=UTC)),
    ("Fri, 20 Feb 2015 09:51:15 UTC", dt.datetime(2015, 2, 20, 9, 51, 15, tzinfo=UTC)),
    ("2016-06-27T07:36:54.007-07:00", dt.datetime(2016, 6, 27, 14, 36, 54, 7000, tzinfo=UTC)),
])
def test_dates_in_several_languages_and_formats_parse(text, expected):
    """RFC 822, ISO 8601 and Portuguese dates give the right UTC instant."""
    assert parse_date(text, languages=["pt"]).value == expected


@pytest.mark.parametrize("text", ["Q3 2025", "H2 2025", "2018", "by end of next year", "not a date"])
def test_vague_text_is_not_a_date(text):
    """A quarter, a half, a bare year or prose never becomes an invented day."""
    assert parse_date(text) is None


def test_future_and_pre_1990_dates_are_rejected_for_the_fetch_time():
    """A future or pre-1990 date is ignored (with a note); with nothing else the item is date unknown."""
    fetched_at = dt.datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
    future = date_choose(feed_dates=["Mon, 01 Jan 2035 10:00:00 GMT"], fetched_at=fetched_at)
    assert future.value == fetched_at and DATE_UNKNOWN in future.flags and "in the future" in future.notes[0]
    old = date_choose(feed_dates=["1985-06-01T00:00:00Z", None], fetched_at=fetched_at)
    assert old.value == fetched_at and "before 1990" in old.notes[0]
    fallback = date_choose(feed_dates=["garbage"], page_dates=["2024-05-01T10:00:00+02:00"], fetched_at=fetched_at)
    assert fallback.value == dt.datetime(2024, 5, 1, 8, 0, tzinfo=UTC) and "date_from_page" in fallback.flags
