"""The look for required literals before a style pattern (app/style/prefilter.py): whenever
the pattern matches a text, the look passes — on how the regex engine folds case, on
hand-made patterns, and on every screened pattern of the style rules over the released style
sets' messages and fuzzed copies of them."""

from __future__ import annotations

import importlib
import json
import pkgutil
import random
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

import app.style
from app.style.prefilter import (
    Lazy,
    Screened,
    _key,
    _keys,
    _plain,
    fold,
    lazily_screened,
    required,
    screen_loaded,
    screened,
)

DATA = Path(__file__).resolve().parents[1] / "data"
# Every character with a case (its lower, upper or case-folded form differs).
_CASED = [
    chr(code)
    for code in range(sys.maxunicode + 1)
    if not 0xD800 <= code <= 0xDFFF
    and (chr(code).lower() != chr(code) or chr(code).upper() != chr(code))
]


def test_every_character_an_ascii_character_matches_ignoring_case_folds_to_it() -> None:
    for ascii_char in map(chr, range(128)):
        pattern = re.compile(re.escape(ascii_char), re.IGNORECASE)
        for char in _CASED + [chr(c) for c in range(128)]:
            if pattern.fullmatch(char):
                assert fold(char) == ascii_char.lower(), (ascii_char, char)


def test_a_kept_character_without_case_matches_only_itself_and_folds_to_itself() -> None:
    for char in ["它", "，", "。", "「", "\u3000", "7", "—", "😀"]:
        assert _plain(char) and fold(char) == char
        pattern = re.compile(re.escape(char), re.IGNORECASE)
        assert not [c for c in _CASED if c != char and pattern.fullmatch(c)]
    for char in ["é", "Σ", "ς", "ß", "µ", "ǅ"]:  # cased, not ASCII: never a required letter
        assert not _plain(char)


def test_folding_keeps_one_character_for_one() -> None:
    for char in _CASED:
        assert len(fold(char)) == 1 or char == "İ", char
    assert fold("İSTANBUL ſure ıt") == "istanbul sure it"


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"\bshort(?:er)?\b|简短", {"short", "简短"}),
        (
            r"(?:please\s+)?(?:make|keep) it (?:brief|tight)",
            {"make it brief", "make it tight", "keep it brief", "keep it tight"},
        ),
        (r"[!?]{2,}", {"!", "?"}),
        (r"\w+", None),  # no literal in every match
        (r"(?:emoji)?", None),  # matches the empty string
        (r"a(?=b)c", {"ac"}),  # a lookahead takes no room in the match
        (r"(?i)ÉCRIT", {"crit"}),  # É has case: only the rest is required
        (r"\bnot (?:one|a single)\b|绝不", {"not one", "not a single", "绝不"}),
    ],
)
def test_required_literals_of_a_pattern(pattern: str, expected: set[str] | None) -> None:
    found = required(re.compile(pattern, re.IGNORECASE))
    assert (None if found is None else set(found)) == expected


def test_a_screened_pattern_answers_as_the_pattern_does() -> None:
    plain = re.compile(r"\bshort(?:er)?\b|简短", re.IGNORECASE)
    pattern = screened(plain)
    assert isinstance(pattern, Screened)
    for text in ["Make it SHORTER please", "写简短一点", "tweak the opening", "", "shortly"]:
        assert pattern.search(text) == plain.search(text) or (
            pattern.search(text) is not None and plain.search(text) is not None
        )
        assert pattern.findall(text) == plain.findall(text)
        assert pattern.sub("<>", text) == plain.sub("<>", text)
        assert pattern.subn("<>", text) == plain.subn("<>", text)
        assert pattern.split(text) == plain.split(text)
        assert [m.span() for m in pattern.finditer(text)] == [
            m.span() for m in plain.finditer(text)
        ]
        assert bool(pattern.match(text)) == bool(plain.match(text))
        assert bool(pattern.fullmatch(text)) == bool(plain.fullmatch(text))
    assert pattern.pattern == plain.pattern and pattern.flags == plain.flags
    assert screened(re.compile(r"\w+")) is not None  # nothing required: the pattern itself


def test_a_lazily_screened_pattern_answers_as_the_screened_pattern_does() -> None:
    source = r"\bshort(?:er)?\b|简短"
    plain = re.compile(source, re.IGNORECASE)
    made = screened(plain)
    lazy = lazily_screened(source, re.IGNORECASE)
    assert isinstance(lazy, Lazy) and lazy._made is None and lazy.pattern == source
    for text in ["Make it SHORTER please", "写简短一点", "tweak the opening", "", "shortly"]:
        assert bool(lazy.search(text)) == bool(made.search(text))
        assert lazy.findall(text) == made.findall(text)
        assert lazy.sub("<>", text) == made.sub("<>", text)
        assert lazy.subn("<>", text) == made.subn("<>", text)
        assert lazy.split(text) == made.split(text)
        assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in made.finditer(text)]
        assert bool(lazy.match(text)) == bool(made.match(text))
        assert bool(lazy.fullmatch(text)) == bool(made.fullmatch(text))
    assert isinstance(lazy.made(), Screened) and lazy.flags == made.flags
    assert lazy.required == made.required  # type: ignore[attr-defined]
    nothing_required = lazily_screened(r"\w+")
    assert nothing_required.findall("a b") == ["a", "b"]
    assert type(nothing_required.made()) is re.Pattern  # as screened() gives it


def _screened_patterns() -> list[Screened]:
    found: dict[int, Screened] = {}

    def collect(value: object, depth: int = 0) -> None:
        if isinstance(value, Lazy):
            value = value.made()  # a rule's pattern made at its first use: made here
        if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
            value = screened(value)  # one not screened yet (a module loaded after the learner)
        if isinstance(value, Screened):
            found[id(value)] = value
        elif depth < 3 and isinstance(value, (tuple, list)):
            for item in value:
                collect(item, depth + 1)
        elif depth < 3 and isinstance(value, dict):
            for item in value.values():
                collect(item, depth + 1)

    for module in pkgutil.iter_modules(app.style.__path__):
        for value in vars(importlib.import_module(f"app.style.{module.name}")).values():
            collect(value)
    return list(found.values())


def _messages() -> list[str]:
    """The writers' words in the released style sets (a sample, for a test of seconds)."""
    from app.style.classifier_train import HELD_OUT

    texts = []
    for path in sorted(DATA.glob("style_*.jsonl")):
        if path.name in HELD_OUT:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                scenario = json.loads(line)
                for key in ("suggestion", "message"):
                    if isinstance(scenario.get(key), str):
                        texts.append(scenario[key])
    return random.Random(28).sample(texts, 200)


_TRICKY = ["İ", "ı", "ſ", "K", "Σ", "ς", "ß", "É", "\u0307", "，", " "]


def _fuzzed(text: str, rnd: random.Random) -> str:
    chars = list(text)
    for _ in range(rnd.randint(1, 4)):
        at = rnd.randrange(len(chars) + 1)
        roll = rnd.random()
        if roll < 0.3 and chars:
            at = min(at, len(chars) - 1)
            chars[at] = chars[at].swapcase()
        elif roll < 0.6:
            chars.insert(at, rnd.choice(_TRICKY))
        elif chars:
            at = min(at, len(chars) - 1)
            chars[at] = {"i": "ı", "I": "İ", "s": "ſ", "k": "K"}.get(chars[at], chars[at])
    return "".join(chars)


def test_no_screened_style_pattern_matches_a_text_its_look_rules_out() -> None:
    patterns = _screened_patterns()
    assert len(patterns) > 100  # the style rules' patterns are screened
    rnd = random.Random(7)
    messages = _messages()
    texts = messages + [_fuzzed(text, rnd) for text in messages] + [m.upper() for m in messages]
    matched = 0
    # Text by text, as the rules look (each text's folded look is made once, not per pattern).
    for text in texts:
        for pattern in patterns:
            if not pattern.may_match(text):
                plain = pattern._pattern
                assert plain.search(text) is None, (plain.pattern[:80], text)
            else:
                matched += 1
    assert matched > 0


def test_a_literal_in_a_text_has_its_key_among_the_texts_keys() -> None:
    rnd = random.Random(29)
    alphabet = "ab cé它，1"
    for _ in range(3000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 8)))
        literal = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(1, 4)))
        if literal in text:
            assert _key(literal) in _keys(text), (literal, text)
    assert _key("make it brief") == "br"  # its pair of the least common letters
    assert _key("吗") == "吗" and _keys("") == frozenset()


def test_a_screened_pattern_with_many_literals_looks_only_where_their_keys_are() -> None:
    words = [f"{a}{b}{c}" for a in "abcdefgh" for b in "ijklmnop" for c in "qrstuvwx"]
    plain = re.compile("|".join(words), re.IGNORECASE)  # 512 literals: over the old cap of 160
    pattern = screened(plain)
    assert isinstance(pattern, Screened) and len(pattern.required) == 512
    for text in ["xx AIQ yy", "hpx", "no such word", "aiy biq", "", "BIQ", "h p x"]:
        assert pattern.may_match(text) == bool(plain.search(text)), text


def test_screening_the_loaded_modules_screens_each_named_pattern_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shared = re.compile(r"\bshort(?:er)?\b", re.IGNORECASE)
    free = re.compile(r"\w+")
    one, two = ModuleType("probe.style.one"), ModuleType("probe.style.two")
    one.SHARED, one.FREE, one.RAW = shared, free, re.compile(rb"short")
    two.SHARED_TOO, two.KEPT = shared, (shared,)
    monkeypatch.setitem(sys.modules, "probe.style.one", one)
    monkeypatch.setitem(sys.modules, "probe.style.two", two)
    assert screen_loaded("probe.style.") == 1
    assert isinstance(one.SHARED, Screened) and one.SHARED is two.SHARED_TOO
    assert one.FREE is free and two.KEPT[0] is shared  # nothing required; held in a tuple
    assert isinstance(one.RAW, re.Pattern)  # a bytes pattern is left alone
    assert screen_loaded("probe.style.") == 0  # screened once


def test_the_learner_screens_the_style_rules_patterns() -> None:
    import app.style.bare
    import app.style.learner  # noqa: F401

    assert isinstance(app.style.bare.BARE_FEWER, Screened)
