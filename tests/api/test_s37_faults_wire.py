"""Requests no HTTP client sends, written byte for byte to a real `python -m app`: a
Content-Length that lies either way, one beside `Transfer-Encoding: chunked`, two of them,
folded or bare-CR header lines, a chunked body whose chunk size is no number, trailer fields
after a chunked body, an address of 70 KB and a query of 5,000 parameters.

Written before reading any of app/: from docs/api.md (400 "a request that cannot be read as
HTTP", 408 only for "a request body that stopped arriving", 414 an address over 65,535
bytes, 415 a body sent compressed; errors are `{status_code, detail, extra}` with a
sentence). The promise: each is answered at once with its status and a sentence, nothing is
saved from a request that could not be read, and the server goes on serving.
"""

import gzip
import json
import socket
import time
from collections.abc import Iterator
from urllib.parse import quote

import pytest

from tests.api.s36_faults_harness import ServedApp, served
from tests.api.s37_faults_harness import assert_no_machinery, exchange, request, statuses

JSON_BODY = b'{"title": "Wire", "body": "Sent by hand."}'
JSON_TYPE = "application/json"


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedApp]:
    with served(tmp_path_factory.mktemp("wire") / "data") as running:
        yield running


@pytest.fixture(autouse=True)
def served_on(app: ServedApp) -> Iterator[None]:
    logged = len(app.log())
    yield
    assert app.client.get("/healthz").status_code == 200
    assert "Traceback" not in app.log()[logged:], app.log()[logged:]


def articles(app: ServedApp) -> int:
    return len(app.client.get("/api/contents?include_body=false").json())


def detail(answer: bytes) -> str:
    """The JSON sentence of the first response in `answer`."""
    head, _, rest = answer.partition(b"\r\n\r\n")
    assert b"application/json" in head.lower(), answer[:600]
    length = next(
        int(line.split(b":", 1)[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    return str(json.loads(rest[:length])["detail"])


def chunked_post(chunks: bytes, **headers: str) -> bytes:
    return request(
        "POST",
        "/api/contents",
        chunks,
        Content_Type=JSON_TYPE,
        Transfer_Encoding="chunked",
        Connection="close",
        **headers,
    )


UNREADABLE = {
    "two-content-lengths": b"POST /api/contents HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    b"Content-Type: application/json\r\nContent-Length: 42\r\nContent-Length: 5\r\n\r\n"
    + JSON_BODY,
    "length-and-chunked": request(
        "POST",
        "/api/contents",
        b"0\r\n\r\n" + request("DELETE", "/api/contents/smuggled"),
        Content_Type=JSON_TYPE,
        Content_Length="5",
        Transfer_Encoding="chunked",
    ),
    "negative-length": request(
        "POST", "/api/contents", JSON_BODY, Content_Type=JSON_TYPE, Content_Length="-1"
    ),
    "folded-header": b"GET /api/contents HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: one\r\n two\r\n\r\n",
    "bare-cr-in-a-value": b"GET /api/contents HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\rb\r\n\r\n",
    "space-before-colon": b"POST /api/contents HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    b"Content-Type : application/json\r\nContent-Length: 42\r\n\r\n" + JSON_BODY,
    "chunk-size-not-hex": chunked_post(b"zz\r\n" + JSON_BODY + b"\r\n0\r\n\r\n"),
    "chunk-size-past-64-bits": chunked_post(
        b"fffffffffffffffffff\r\n" + JSON_BODY + b"\r\n0\r\n\r\n"
    ),
    "chunk-without-its-line-end": chunked_post(b"2a\r\n" + JSON_BODY + b"XX0\r\n\r\n"),
    "control-byte-in-a-trailer": chunked_post(
        b"2a\r\n" + JSON_BODY + b"\r\n0\r\nX-Note: a\x01b\r\n\r\n"
    ),
}


@pytest.mark.parametrize("name", sorted(UNREADABLE))
def test_a_request_that_is_not_http_is_400_at_once(app: ServedApp, name: str) -> None:
    before = articles(app)
    started = time.monotonic()
    answer = exchange(app.port, UNREADABLE[name], wait=8)
    took = time.monotonic() - started
    assert statuses(answer)[:1] == [400], (name, answer[:600])
    assert took < 5, f"answered after {took:.1f} s: {answer[:300]!r}"
    sentence = detail(answer)
    assert "HTTP" in sentence or "read" in sentence, sentence
    assert_no_machinery(answer)
    assert articles(app) == before


def test_trailer_fields_are_not_read_as_headers(app: ServedApp) -> None:
    """Fields after a chunked body (trailers) may not stand in for headers (RFC 9110 6.5):
    a trailer `Content-Type: text/plain` does not make a JSON body unreadable, nor does a
    trailer `X-Forwarded-Proto: https` make a plain-HTTP answer say HSTS."""
    before = articles(app)
    trailers = b"Content-Type: text/plain\r\nX-Forwarded-Proto: https\r\n"
    answer = exchange(
        app.port,
        chunked_post(
            f"{len(JSON_BODY):x}\r\n".encode() + JSON_BODY + b"\r\n0\r\n" + trailers + b"\r\n"
        ),
    )
    assert statuses(answer)[:1] == [201], answer[:600]
    assert b"strict-transport-security" not in answer.lower(), answer[:800]
    assert articles(app) == before + 1


def test_a_body_compressed_by_its_transfer_coding_is_415(app: ServedApp) -> None:
    """`Transfer-Encoding: gzip, chunked` compresses the body as `Content-Encoding: gzip`
    does (docs/api.md: a body sent compressed is 415): said so, not "not valid JSON"."""
    before = articles(app)
    packed = gzip.compress(JSON_BODY)
    body = f"{len(packed):x}\r\n".encode() + packed + b"\r\n0\r\n\r\n"
    answer = exchange(
        app.port,
        request(
            "POST",
            "/api/contents",
            body,
            Content_Type=JSON_TYPE,
            Transfer_Encoding="gzip, chunked",
            Connection="close",
        ),
    )
    assert statuses(answer)[:1] == [415], answer[:600]
    assert "uncompressed" in detail(answer) and "gzip" in detail(answer), detail(answer)
    assert articles(app) == before


def test_a_content_length_shorter_than_the_body(app: ServedApp) -> None:
    """The body is read as long as said; what follows is the next request, read as one (and
    refused as one), never as part of the first."""
    before = articles(app)
    cut = request(
        "POST", "/api/contents", JSON_BODY[:20], Content_Type=JSON_TYPE, Content_Length="20"
    )
    extra = request(
        "POST",
        "/api/contents",
        JSON_BODY,
        Content_Type=JSON_TYPE,
        Content_Length=str(len(JSON_BODY)),
    )
    answer = exchange(app.port, cut + b"trailing words\r\n" + extra, wait=3)
    found = statuses(answer)
    assert found[:1] == [400], answer[:600]
    assert 201 not in found, "bytes past the said length were taken as a request body"
    assert "JSON" in detail(answer), detail(answer)
    assert_no_machinery(answer)
    assert articles(app) == before


def test_a_content_length_longer_than_the_body_saves_nothing(app: ServedApp) -> None:
    """A client that says 42 bytes, sends 30 and closes its side: nothing is saved, and the
    server is not left waiting on it."""
    before = articles(app)
    with socket.create_connection(("127.0.0.1", app.port), timeout=20) as conn:
        conn.sendall(
            request(
                "POST",
                "/api/contents",
                JSON_BODY[:30],
                Content_Type=JSON_TYPE,
                Content_Length=str(len(JSON_BODY)),
            )
        )
        conn.shutdown(socket.SHUT_WR)
        got = b""
        while piece := conn.recv(65536):
            got += piece
    assert 201 not in statuses(got), got[:600]
    assert_no_machinery(got)
    assert articles(app) == before


def test_a_giant_query_string(app: ServedApp) -> None:
    too_long = exchange(app.port, request("GET", "/api/contents?q=" + "a" * 70_000))
    assert statuses(too_long)[:1] == [414], too_long[:600]
    assert "65,535" in detail(too_long)
    long_q = exchange(app.port, request("GET", "/api/contents?q=" + quote("公园" * 2_000)))
    assert statuses(long_q)[:1] == [400], long_q[:600]
    assert detail(long_q).startswith("Invalid request — q:") and len(detail(long_q)) < 600
    unknown = "&".join(f"p{i}=1" for i in range(5_000))
    started = time.monotonic()
    listed = app.client.get(f"/api/contents?include_body=false&{unknown}")
    assert listed.status_code == 200, listed.text[:300]
    assert time.monotonic() - started < 5
    twice = app.client.get("/api/contents?" + "&".join(["include_body=false"] * 3_000))
    assert twice.status_code == 400 and "include_body" in twice.json()["detail"], twice.text[:300]


ODD_HEADERS = {
    "origin-unclosed-ipv6": "Origin: http://[::1\r\n",
    "referer-unclosed-ipv6": "Referer: http://[::1/articles\r\n",
    "referer-bracket-host": "Referer: http://[evil.example]/\r\n",
    "origin-bad-port": "Origin: http://127.0.0.1:99999999999\r\n",
}


@pytest.mark.parametrize("name", sorted(ODD_HEADERS))
def test_an_origin_or_referer_no_url_parser_can_read_is_refused_as_cross_site(
    app: ServedApp, name: str
) -> None:
    """A write whose Origin or Referer cannot be taken apart is no page of this site: a 403
    with a sentence, as another site's is — it was a 500 saying part of the change may have
    been saved, with a traceback in the log."""
    cid = app.client.post("/api/contents", json={"title": "T", "body": "Fifteen."}).json()["id"]
    before = app.client.get(f"/api/chat/sessions/{cid}").status_code
    body = json.dumps({"content_id": cid, "message": 'Replace "Fifteen" with "Fifty"'}).encode()
    head = (
        f"POST /api/chat/send HTTP/1.1\r\nHost: 127.0.0.1:{app.port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
        f"{ODD_HEADERS[name]}Connection: close\r\n\r\n"
    )
    answer = exchange(app.port, head.encode() + body)
    assert statuses(answer)[:1] == [403], answer[:600]
    assert "refused" in detail(answer), detail(answer)
    assert_no_machinery(answer)
    assert app.client.get(f"/api/chat/sessions/{cid}").status_code == before == 404
    assert app.client.get(f"/api/contents/{cid}").json()["version"] == 1
