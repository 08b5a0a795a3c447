# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 40's dev fidelity cases of meaning a restyle turned round (run from the
repository root): a negation put in or taken out of a sentence otherwise kept (not, n't, never,
no, 不, 没, 别), an antonym by prefix (welcome → unwelcome), a season or a currency word changed
unasked — refused — and controls where the change is asked or the negation only said another
way, which must be saved as the model wrote them."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case_record  # noqa: E402

EN_TITLE = "Harbour Notes"
EN = [
    "Mira met us at the harbour at nine. The boat trip cost eight euros each.",
    "The village was calm and grey. It is not somewhere you should visit in winter, because most cafés close.",
    "Please tell the guide if you need a life jacket. Children are welcome on every trip.",
]
CLUB_TITLE = "Choir News"
CLUB = [
    "The choir meets every Tuesday in the school hall. Beginners are welcome and there is no fee.",
    "We don't sing in August. Please bring water and a pencil.",
    "Our spring concert is in the town library.",
]
ZH_TITLE = "书法班通知"
ZH = [
    "老周每周三晚上在社区活动室教书法，学员不用交学费。",
    "冬天活动室没有暖气，请大家多穿点。我们不提供毛笔，请自带。",
    "活动结束后请把桌椅放回原处。",
]
TRIP_TITLE = "海岛一日游"
TRIP = [
    "早上八点在码头集合，船票十二欧元。",
    "小岛很安静，秋天来最合适。",
]

LIVELY_EN = {
    0: (
        "Mira met us at the harbour at nine.",
        "Mira was waiting for us at the harbour at nine sharp!",
    )
}
LIVELY_CLUB = {
    0: (
        "The choir meets every Tuesday in the school hall.",
        "Every Tuesday the choir fills the school hall with song!",
    )
}
LIVELY_ZH = {2: ("活动结束后请把桌椅放回原处。", "下课后，麻烦大家顺手把桌椅放回原处。")}
LIVELY_TRIP = {1: ("小岛很安静，", "小岛静悄悄的，")}


def _apply(paragraphs: list[str], changes: dict[int, tuple[str, str]]) -> list[str]:
    out = list(paragraphs)
    for at, (old, new) in changes.items():
        assert old in out[at], (old, out[at])
        out[at] = out[at].replace(old, new, 1)
    return out


def _case(
    cid: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paragraphs: list[str],
    suggestion: str,
    changes: dict[int, tuple[str, str]],
    *,
    refused: str = "",
) -> dict[str, object]:
    body = "\n\n".join(paragraphs)
    new = "\n\n".join(_apply(paragraphs, changes))
    expect: dict[str, object] = (
        {"outcome": "refused", "because": refused}
        if refused
        else {"outcome": "applied", "title": title, "body": new}
    )
    return case_record(
        cid, lang, kind, source, title, body, suggestion, [f"{title}\n\n{new}"], expect
    )


def _with(
    base: dict[int, tuple[str, str]], at: int, old: str, new: str
) -> dict[int, tuple[str, str]]:
    changes = dict(base)
    assert at not in changes
    changes[at] = (old, new)
    return changes


OUTSIDE = "outside40 findings 2 and 3, other wordings"
CASES = [
    _case(
        "m40-en-not-dropped",
        "en",
        "negation_turned",
        OUTSIDE,
        EN_TITLE,
        EN,
        "Make it livelier.",
        _with(LIVELY_EN, 1, "It is not somewhere", "It is somewhere"),
        refused="'not' dropped from a sentence otherwise kept",
    ),
    _case(
        "m40-en-nt-dropped",
        "en",
        "negation_turned",
        OUTSIDE,
        CLUB_TITLE,
        CLUB,
        "make the notice more fun to read",
        _with(LIVELY_CLUB, 1, "We don't sing in August.", "We sing in August."),
        refused="'don't' dropped",
    ),
    _case(
        "m40-en-not-added",
        "en",
        "negation_turned",
        OUTSIDE,
        EN_TITLE,
        EN,
        "Give it more energy",
        _with(LIVELY_EN, 2, "Please tell the guide", "Please do not tell the guide"),
        refused="'do not' added to a kept sentence",
    ),
    _case(
        "m40-en-no-fee-to-a-fee",
        "en",
        "negation_turned",
        OUTSIDE,
        CLUB_TITLE,
        CLUB,
        "Make it livelier",
        {
            0: (
                "The choir meets every Tuesday in the school hall. Beginners are welcome and there is no fee.",
                "Every Tuesday the choir fills the school hall with song! Beginners are welcome and there is a fee.",
            )
        },
        refused="'no fee' became 'a fee'",
    ),
    _case(
        "m40-en-unwelcome",
        "en",
        "negation_turned",
        OUTSIDE,
        EN_TITLE,
        EN,
        "Make it livelier.",
        _with(LIVELY_EN, 2, "Children are welcome", "Children are unwelcome"),
        refused="welcome → unwelcome",
    ),
    _case(
        "m40-en-never-added",
        "en",
        "negation_turned",
        OUTSIDE,
        EN_TITLE,
        EN,
        "Make it a bit warmer in tone",
        _with(LIVELY_EN, 2, "Children are welcome", "Children are never welcome"),
        refused="'never' added",
    ),
    _case(
        "m40-en-shorten-not-dropped",
        "en",
        "negation_turned",
        OUTSIDE,
        EN_TITLE,
        EN,
        "Shorten paragraph 2",
        {
            1: (
                "The village was calm and grey. It is not somewhere",
                "Calm, grey village. It is somewhere",
            )
        },
        refused="a cut that drops the 'not' of a kept sentence",
    ),
    _case(
        "m40-en-season",
        "en",
        "season_moved",
        OUTSIDE,
        EN_TITLE,
        EN,
        "Make it livelier.",
        _with(LIVELY_EN, 1, "in winter", "in summer"),
        refused="winter → summer",
    ),
    _case(
        "m40-en-season-spring",
        "en",
        "season_moved",
        OUTSIDE,
        CLUB_TITLE,
        CLUB,
        "make it more fun to read",
        _with(LIVELY_CLUB, 2, "Our spring concert", "Our autumn concert"),
        refused="spring → autumn",
    ),
    _case(
        "m40-en-currency-word",
        "en",
        "currency_word",
        OUTSIDE,
        EN_TITLE,
        EN,
        "Make it livelier.",
        {
            0: (
                "Mira met us at the harbour at nine. The boat trip cost eight euros each.",
                "Mira was waiting for us at the harbour at nine sharp! The boat trip cost eight dollars each.",
            )
        },
        refused="euros → dollars",
    ),
    _case(
        "m40-zh-bu-dropped",
        "zh",
        "negation_turned",
        OUTSIDE,
        ZH_TITLE,
        ZH,
        "写得生动一点",
        _with(LIVELY_ZH, 1, "我们不提供毛笔", "我们提供毛笔"),
        refused="不 dropped",
    ),
    _case(
        "m40-zh-mei-dropped",
        "zh",
        "negation_turned",
        OUTSIDE,
        ZH_TITLE,
        ZH,
        "语气活泼些",
        _with(LIVELY_ZH, 1, "冬天活动室没有暖气", "冬天活动室有暖气"),
        refused="没 dropped",
    ),
    _case(
        "m40-zh-bie-added",
        "zh",
        "negation_turned",
        OUTSIDE,
        ZH_TITLE,
        ZH,
        "写得生动一点",
        {2: ("活动结束后请把桌椅放回原处。", "活动结束后请别把桌椅放回原处。")},
        refused="别 added",
    ),
    _case(
        "m40-zh-season",
        "zh",
        "season_moved",
        OUTSIDE,
        ZH_TITLE,
        ZH,
        "写得生动一点",
        _with(LIVELY_ZH, 1, "冬天活动室", "夏天活动室"),
        refused="冬天 → 夏天",
    ),
    _case(
        "m40-zh-season-trip",
        "zh",
        "season_moved",
        OUTSIDE,
        TRIP_TITLE,
        TRIP,
        "写得活泼一点",
        {1: ("小岛很安静，秋天来最合适。", "小岛静悄悄的，春天来最合适。")},
        refused="秋天 → 春天",
    ),
    _case(
        "m40-zh-currency",
        "zh",
        "currency_word",
        OUTSIDE,
        TRIP_TITLE,
        TRIP,
        "写得活泼一点",
        _with(LIVELY_TRIP, 0, "十二欧元", "十二美元"),
        refused="欧元 → 美元",
    ),
    # controls: the change asked, or the negation said another way
    _case(
        "m40-en-control-lively",
        "en",
        "control",
        "a plain restyle",
        EN_TITLE,
        EN,
        "Make it livelier.",
        _with(LIVELY_EN, 1, "It is not somewhere", "It isn't somewhere"),
    ),
    _case(
        "m40-en-control-no-fee-free",
        "en",
        "control",
        "negation said another way",
        CLUB_TITLE,
        CLUB,
        "Make it livelier",
        {
            0: (
                "Beginners are welcome and there is no fee.",
                "Beginners are always welcome, and it's free!",
            )
        },
    ),
    _case(
        "m40-en-control-asked-sing",
        "en",
        "control",
        "the flip asked",
        CLUB_TITLE,
        CLUB,
        "Paragraph 2: say that we do sing in August now.",
        {1: ("We don't sing in August.", "We sing in August.")},
    ),
    _case(
        "m40-en-control-asked-season",
        "en",
        "control",
        "the season asked",
        EN_TITLE,
        EN,
        "Paragraph 2 should be about summer now, not winter.",
        {1: ("in winter, because most cafés close", "in summer, because the beaches are crowded")},
    ),
    _case(
        "m40-en-control-asked-currency",
        "en",
        "control",
        "the currency asked",
        EN_TITLE,
        EN,
        "Our prices are in dollars now; update paragraph 1.",
        {0: ("eight euros", "eight dollars")},
    ),
    _case(
        "m40-en-control-shorten",
        "en",
        "control",
        "a plain cut",
        EN_TITLE,
        EN,
        "Shorten paragraph 2",
        {
            1: (
                "The village was calm and grey. It is not somewhere you should visit in winter, because most cafés close.",
                "Calm, grey village; not one for winter, as most cafés close.",
            )
        },
    ),
    _case(
        "m40-en-control-always-welcome",
        "en",
        "control",
        "a kept positive",
        EN_TITLE,
        EN,
        "Make paragraph 3 warmer",
        {2: ("Children are welcome on every trip.", "Children are always welcome on every trip!")},
    ),
    _case(
        "m40-zh-control-lively",
        "zh",
        "control",
        "a plain restyle",
        ZH_TITLE,
        ZH,
        "写得生动一点",
        _with(LIVELY_ZH, 1, "我们不提供毛笔，请自带。", "毛笔我们这里不提供，记得自己带哦。"),
    ),
    _case(
        "m40-zh-control-asked-heating",
        "zh",
        "control",
        "the flip asked",
        ZH_TITLE,
        ZH,
        "第二段改一下：现在活动室有暖气了",
        {1: ("冬天活动室没有暖气，请大家多穿点。", "冬天活动室有暖气了，大家不用多穿。")},
    ),
    _case(
        "m40-zh-control-asked-season",
        "zh",
        "control",
        "the season asked",
        TRIP_TITLE,
        TRIP,
        "第二段改成春天来最合适",
        {1: ("秋天来最合适", "春天来最合适")},
    ),
]


def main() -> None:
    lines = [json.dumps(case, ensure_ascii=False) for case in CASES]
    (HERE / "cases.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} cases")


if __name__ == "__main__":
    main()
