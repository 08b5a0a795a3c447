"""The judge's speed cuts change nothing it decides: what a turn reads once (the scope, the
peeled reply) and the figures restored only by the patterns that could change a paragraph.
No timing here (bench/profile_turn.py measures); these check the work is not repeated, and
that the shortcut gives what the full work gave."""

import json
import re
from pathlib import Path

import pytest

import app.editing.figures as figures
import app.editing.judge as judge
from app.editing.half_durations import restore_half_durations
from app.editing.judge import EditRequest, Revised
from app.editing.speaker_turns import restore_speaker
from tests.unit.judging import judged

DATA = Path(__file__).resolve().parents[1] / "data"
# Held out from everyone: never read here.
HELD = {"fidelity_blind11", "fidelity_blind16"}

BODY = "\n\n".join(
    [
        "Redline keeps every version of an article, so nothing a writer liked is ever lost.",
        "第二段：这是一段中文，用来确认字数统计和差异比较在中文上也能正常工作。",
        "The third paragraph is here so that the article has a realistic length and shape.",
    ]
)


def _counting(monkeypatch: pytest.MonkeyPatch, name: str) -> list[int]:
    calls: list[int] = []
    real = getattr(judge, name)

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(judge, name, counted)
    return calls


def test_a_turn_reads_what_the_suggestion_targets_once(monkeypatch: pytest.MonkeyPatch):
    calls = _counting(monkeypatch, "scope_of")
    request = EditRequest("Bench", BODY, ["tweak the opening"], 1)
    verdict, _call = judged(request, f"Bench\n\nEdit 1. {BODY}")
    assert isinstance(verdict, Revised) and verdict.body.startswith("Edit 1. Redline")
    assert len(calls) == 1


def test_a_turn_peels_the_reply_once(monkeypatch: pytest.MonkeyPatch):
    calls = _counting(monkeypatch, "peel")
    request = EditRequest("Bench", BODY, ["tweak the opening"], 1)
    verdict, _call = judged(request, f"Sure! Here it is:\n\nBench\n\nEdit 1. {BODY}")
    assert isinstance(verdict, Revised)
    assert len(calls) == 1


def _every_pattern(before: str, after: str, shorten: bool) -> str:
    """restore_figures as it was: every pattern run over every paragraph."""
    own: dict[str, list[str]] = {}
    for pattern, key in figures._WRITTEN:
        for match in pattern.finditer(before):
            values = key(match)
            for value in (values,) if isinstance(values, str) else values or ():
                own.setdefault(value, []).append(match[0])
    text = restore_speaker(before, figures._restore_label(before, after))
    text = restore_half_durations(before, text)
    for pattern, key in figures._READ:
        spelled = pattern in (figures._ZH_SPELLED, figures._EN_SPELLED, figures._ORDINAL)
        text = figures._restored(before, text, pattern, key, own, spelled, shorten)
    return text


def _outcome(restore, before: str, after: str, shorten: bool) -> str:
    try:
        return "= " + restore(before, after, shorten)
    except Exception as error:  # the same input must fail the same way
        return f"! {type(error).__name__}"


def _pairs() -> list[tuple[str, str]]:
    """Paragraphs of the fidelity corpora's articles, each beside the reply's unit in its
    place and beside itself; and inputs made to reach every pattern and every key that
    raises."""
    pairs: list[tuple[str, str]] = []
    for folder in sorted(DATA.glob("fidelity*")):
        if not folder.is_dir() or folder.name in HELD:
            continue
        for path in sorted(folder.glob("*.jsonl")):
            for line in path.read_text(encoding="utf-8").splitlines():
                if not line.strip():
                    continue
                case = json.loads(line)
                paragraphs = re.split(r"\n\s*\n", case["article"]["body"])
                for reply in case["replies"]:
                    # A reply scripted as the whole assistant message (fidelity_lead34): its text.
                    # One given as content parts (fidelity_lead35): its parts' text, joined.
                    text = reply if isinstance(reply, str) else reply.get("content") or ""
                    if isinstance(text, list):
                        text = "".join(p.get("text", "") for p in text if isinstance(p, dict))
                    units = re.split(r"\n\s*\n", text)
                    pairs.extend(zip(paragraphs, units[1:], strict=False))
                pairs.extend((p, p) for p in paragraphs[::3])  # (a sample, for time)
    made = [
        ("Call 555-0100 at 7 p.m. on June 4.", "Call 5550100 at 19:00 on 4 June."),
        ("It costs $4 and 18 people came.", "It costs $4.00 and eighteen people came."),
        ("第3天，涨了5%。", "第三天，涨了百分之五。"),
        ("一二十年前", "一二十年前的事"),
        ("涨了百分之五", "涨了百分之五点五点"),
        ("价格 5", "价格 百分之点五"),
        ("three of them", "ſix of them"),
        ("the third one", "the ſecond one"),
        ("See [docs](https://tel:555.1234)", "See tel:555.1234"),
        ("Visit example.com today", "Visit https://www.example.com/ today"),
        ("3/4 of three", "three of 3/4"),
        ("[00:01:10] We start.", "We start."),
        ("２０２６年１２月３１日", "2026年12月31日"),
        ("On the 40th day", "On the fortieth day"),
    ]
    # every other pair of the corpora (for time: the rest differ little), every made one
    return sorted(set(pairs))[::2] + made + [(a, b) for b, a in made]


def test_figures_restored_as_when_every_pattern_ran():
    pairs = _pairs()
    assert len(pairs) > 4000
    for before, after in pairs:
        for shorten in (False, True) if before != after else (False,):
            assert _outcome(figures.restore_figures, before, after, shorten) == _outcome(
                _every_pattern, before, after, shorten
            ), (before, after, shorten)
    # the writer's figures are read once for a paragraph restored again
    figures._written.cache_clear()
    figures.restore_figures("It costs $4.", "It costs $4.00.")
    figures.restore_figures("It costs $4.", "It costs four dollars.")
    assert figures._written.cache_info().hits == 1


def test_every_letter_that_folds_to_ascii_is_known():
    """A spelled number's pattern ignores case, so "ſix" is found as "six" and its key then
    raises: the shortcut must know every such character to run the pattern as before."""
    others = "".join(chr(c) for c in range(0x80, 0x110000) if not 0xD800 <= c < 0xE000)
    found = set()
    for letter in "abcdefghijklmnopqrstuvwxyz":
        found |= set(re.compile(letter, re.IGNORECASE).findall(others))
    assert found == set(figures.FOLDS_TO_ASCII)
