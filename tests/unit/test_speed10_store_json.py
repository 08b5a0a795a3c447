"""The store's JSON bytes are the ones json wrote (session 10 made msgspec write them, in a
quarter of the time): a file written before reads and is rewritten alike."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.store.atomic import Encoded, dumps


def _json(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


RECORDS: list[Any] = [
    {"id": "abc", "body": 'Plain English.\n\nA second paragraph with "quotes" and \\ slashes.'},
    {"title": "简体中文标题", "body": "第二段：繁體中文，粵語嘅嘢，全角标点「」《》……——"},
    {"emoji": "🙂👍🏽🇬🇧 and a ZWJ 👩‍💻", "rtl": "שלום مرحبا", "nbsp": "a\u00a0b\u2028c\u2029d"},
    {"controls": "".join(chr(c) for c in range(32)) + "\x7f", "nul": "a\x00b"},
    {"n": [0, -1, 2**53 + 1, 10**20, 1.5, -0.0, 0.1, 123456789.123456789, 12.345]},
    {"nested": {"a": [{"b": None, "c": True, "d": False}], "e": (1, 2)}, "empty": {}, "l": []},
    {"keys": {"1": 1, "x y": 2, "中": 3}},
    [],
    "a bare string",
    7,
]


@pytest.mark.parametrize("record", RECORDS)
def test_the_bytes_are_json_s_own(record: Any) -> None:
    assert dumps(record) == _json(record)
    assert json.loads(dumps(record)) == json.loads(_json(record))


def test_a_float_with_an_exponent_reads_back_the_same() -> None:
    # json writes 1e-07 and 1e+22, msgspec 1e-7 and 1e22: the same numbers, read back alike,
    # and a file read and written again keeps its bytes (tests/unit/test_store_encoding.py).
    record = {"tiny": 1e-7, "huge": 1e22, "decayed": 3.2e-05, "min": 5e-324}
    assert json.loads(dumps(record)) == record
    assert dumps(json.loads(dumps(record))) == dumps(record)


def test_what_the_fast_encoder_refuses_is_still_written() -> None:
    class Name(str):
        pass

    record = {"name": Name("Ada"), "flags": {True: 1}, "int_keys": {1: "one"}}
    assert dumps(record) == _json(record)


def test_a_lone_surrogate_is_refused_as_before() -> None:
    with pytest.raises(UnicodeEncodeError):
        _json({"x": "\ud800"})
    with pytest.raises(UnicodeEncodeError):
        dumps({"x": "\ud800"})


def test_bytes_already_encoded_are_written_as_they_are() -> None:
    assert dumps(Encoded(b'{"a":1}')) == b'{"a":1}'
