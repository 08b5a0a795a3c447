# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 40's outside-tester fidelity cases (run from the repository root): a person's
name changed where nobody asked (Anna → Anne, 张伟 → 张玮) and the ordinary edits beside names
that must still be saved; model chatter around a whole article, which must not become the note;
an unasked paragraph dropped beside an asked one given back unchanged; and a selection's reply
that rewrote outside the selection. Every expected article is the original paragraph list with
only the asked changes made."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

Case = dict[str, object]
# paragraph index → new text (None: dropped); "title" → the new title.
Changes = dict[object, str | None]

EN_TITLE = "Saturdays at Riverside Market"
EN = [
    "The Riverside Market opens every Saturday from 8am to 1pm in the car park behind the library. About forty stalls sell bread, cheese, vegetables and plants.",
    "Anna Kowalski has run the bread stall for six years. She bakes through the night in a small kitchen on Mill Lane and sells out most weeks by eleven.",
    "Her neighbour at the market, Tom Reyes, grows tomatoes and chillies in two polytunnels. He says the secret is patience and a lot of rainwater.",
    "Anna says the best part of the job is the regulars. “Some of them I've known since their children were in prams,” she said.",
    "The market committee is looking for volunteers to help set up the gazebos at 7am. Anyone interested can ask at the information stall.",
]
ZH_TITLE = "城南菜市场的周六"
ZH = [
    "每周六早上，城南菜市场门口都会摆出二十多个摊位，卖蔬菜、豆腐和自家做的点心。",
    "张伟在这里卖豆腐已经十年了。他每天凌晨三点起床磨豆子，六点前把豆腐送到摊位上。",
    "他的老邻居李秀英在隔壁卖菜，两人常常互相照看摊子，下雨天还一起收棚。",
    "张伟说，最开心的是看到老顾客带着孙子来买豆腐，“看着孩子一年年长高，比挣钱还高兴”。",
    "市场管理处提醒大家，摊位每月租金三百元，有意者可到管理处登记。",
]
ARTICLES = {"en": (EN_TITLE, EN), "zh": (ZH_TITLE, ZH)}


def body(paragraphs: list[str], changed: Changes) -> str:
    """The paragraphs with the changes made (None: the paragraph dropped)."""
    texts = (changed.get(i, p) for i, p in enumerate(paragraphs))
    return "\n\n".join(t for t in texts if t is not None)


def whole(art: str, changed: Changes, lead: str = "", tail: str = "") -> str:
    """The whole article back, title line first, between the model's chatter."""
    title, paragraphs = ARTICLES[art]
    text = str(changed.get("title", title)) + "\n\n" + body(paragraphs, changed)
    return "\n\n".join(part for part in (lead, text, tail) if part)


def case(
    case_id: str,
    art: str,
    kind: str,
    suggestion: str,
    replies: list[object],
    saved: Changes | None = None,
    *,
    outcome: str = "applied",
    withheld: int = 0,
    selected: str | None = None,
    because: str = "",
    told: str = "",
    lacks: str = "",
) -> Case:
    title, paragraphs = ARTICLES[art]
    expect: dict[str, object] = {"outcome": outcome}
    if outcome == "applied":
        kept = saved or {}
        expect["title"] = kept.get("title", title)
        expect["body"] = body(paragraphs, kept)
        assert (expect["title"], expect["body"]) != (title, body(paragraphs, {})), case_id
        if withheld:
            expect["withheld_min"] = withheld
    elif outcome == "refused":
        expect["because"] = because
    if told:
        expect["note_contains"] = told
    if lacks:
        expect["note_lacks"] = lacks
    if selected is not None:
        assert body(paragraphs, {}).count(selected) == 1, case_id
    return case_record(
        case_id,
        art,
        kind,
        "session 40 outside tester: " + kind.replace("_", " "),
        title,
        body(paragraphs, {}),
        suggestion,
        replies,
        expect,
        selected_text=selected,
    )


EN_LIVELY = {
    0: "Every Saturday from 8am to 1pm, the car park behind the library turns into the Riverside Market. About forty stalls pile up bread, cheese, vegetables and plants.",
    1: "Anna Kowalski has run the bread stall for six years. She bakes right through the night in a tiny kitchen on Mill Lane, and most weeks she has sold out by eleven.",
    2: "Her neighbour at the market, Tom Reyes, coaxes tomatoes and chillies out of two polytunnels. His secret, he says, is patience and a lot of rainwater.",
    3: "Anna says the best part of the job is the regulars. “Some of them I've known since their children were in prams,” she said.",
    4: "The market committee needs volunteers to help put up the gazebos at 7am. Anyone keen can ask at the information stall.",
}
ZH_LIVELY = {
    0: "每到周六早上，城南菜市场门口就热闹起来，二十多个摊位一字排开，蔬菜、豆腐、自家做的点心应有尽有。",
    1: "张伟在这里卖豆腐已经整整十年了。他每天凌晨三点就起床磨豆子，赶在六点前把热乎乎的豆腐送到摊位上。",
    2: "他的老邻居李秀英就在隔壁卖菜，两人常常互相照看摊子，赶上下雨天还一起收棚。",
    3: "张伟说，最开心的是看到老顾客带着孙子来买豆腐，“看着孩子一年年长高，比挣钱还高兴”。",
    4: "市场管理处提醒大家：摊位每月租金三百元，有意者可到管理处登记。",
}


def names() -> list[Case]:
    """A name changed in a place nobody asked about: refused (a whole-article restyle) or
    withheld (outside the asked paragraph); a rename asked, or an edit that only moves names
    about, saved."""
    anne = {**EN_LIVELY, 3: EN_LIVELY[3].replace("Anna", "Anne")}
    anne_p1 = {**EN_LIVELY, 1: EN_LIVELY[1].replace("Anna", "Anne")}
    zh_p1 = {**ZH_LIVELY, 1: ZH_LIVELY[1].replace("张伟", "张玮")}
    zh_p3 = {**ZH_LIVELY, 3: ZH_LIVELY[3].replace("张伟", "张玮")}
    li = {**ZH_LIVELY, 2: ZH_LIVELY[2].replace("李秀英", "李秀莹")}
    tim = {**EN_LIVELY, 2: EN_LIVELY[2].replace("Tom Reyes", "Tim Reyes")}
    return [
        case(
            "o40-en-name-01",
            "en",
            "name_changed_unasked",
            "Make it livelier.",
            [whole("en", anne)],
            outcome="refused",
            because="Anna written Anne in a restyle nobody asked to rename",
        ),
        case(
            "o40-en-name-02",
            "en",
            "name_changed_unasked",
            "Can you make the whole piece a bit livelier?",
            [whole("en", anne_p1, "Here you go:")],
            outcome="refused",
            because="Anna Kowalski written Anne Kowalski",
        ),
        case(
            "o40-en-name-03",
            "en",
            "name_changed_unasked",
            "Make it livelier.",
            [whole("en", tim)],
            outcome="refused",
            because="Tom Reyes written Tim Reyes",
        ),
        case(
            "o40-en-name-04",
            "en",
            "name_changed_unasked",
            "Make paragraph 2 livelier.",
            [whole("en", {1: EN_LIVELY[1], 3: EN[3].replace("Anna", "Anne")})],
            {1: EN_LIVELY[1]},
            withheld=1,
        ),
        case(
            "o40-en-name-05",
            "en",
            "name_changed_unasked",
            "Make paragraph 4 warmer.",
            [EN[3].replace("Anna says the best part", "Anne says her favourite part")],
            outcome="refused",
            because="Anna written Anne inside the asked paragraph",
        ),
        case(
            "o40-zh-name-01",
            "zh",
            "name_changed_unasked",
            "整篇写得生动一点。",
            [whole("zh", zh_p1)],
            outcome="refused",
            because="张伟 written 张玮",
        ),
        case(
            "o40-zh-name-02",
            "zh",
            "name_changed_unasked",
            "把文章改得更生动些",
            [whole("zh", zh_p3, "好的，以下是修改后的文章：")],
            outcome="refused",
            because="张伟说 written 张玮说",
        ),
        case(
            "o40-zh-name-03",
            "zh",
            "name_changed_unasked",
            "整篇润色一下。",
            [whole("zh", li)],
            outcome="refused",
            because="李秀英 written 李秀莹",
        ),
        case(
            "o40-zh-name-04",
            "zh",
            "name_changed_unasked",
            "第三段写得生动一点。",
            [whole("zh", {2: ZH_LIVELY[2], 1: ZH[1].replace("张伟", "张玮")})],
            {2: ZH_LIVELY[2]},
            withheld=1,
        ),
        # controls: a rename asked, and restyles that keep every name
        case(
            "o40-en-name-06",
            "en",
            "name_kept_or_asked",
            "Anna spells her name Anne — please change it throughout.",
            [whole("en", {1: EN[1].replace("Anna", "Anne"), 3: EN[3].replace("Anna", "Anne")})],
            {1: EN[1].replace("Anna", "Anne"), 3: EN[3].replace("Anna", "Anne")},
        ),
        case(
            "o40-en-name-07",
            "en",
            "name_kept_or_asked",
            "Make it livelier.",
            [whole("en", EN_LIVELY)],
            EN_LIVELY,
        ),
        case(
            "o40-en-name-08",
            "en",
            "name_kept_or_asked",
            "Make paragraph 4 warmer.",
            [
                "For Anna, the best part of the job is the regulars. “Some of them I've known since their children were in prams,” she said, smiling."
            ],
            {
                3: "For Anna, the best part of the job is the regulars. “Some of them I've known since their children were in prams,” she said, smiling."
            },
        ),
        case(
            "o40-zh-name-05",
            "zh",
            "name_kept_or_asked",
            "整篇写得生动一点。",
            [whole("zh", ZH_LIVELY)],
            ZH_LIVELY,
        ),
        case(
            "o40-zh-name-06",
            "zh",
            "name_kept_or_asked",
            "把张伟改成张玮，名字写错了。",
            [whole("zh", {1: ZH[1].replace("张伟", "张玮"), 3: ZH[3].replace("张伟", "张玮")})],
            {1: ZH[1].replace("张伟", "张玮"), 3: ZH[3].replace("张伟", "张玮")},
        ),
        case(
            "o40-zh-name-07",
            "zh",
            "name_kept_or_asked",
            "第二段写得生动一点。",
            [
                "老张在这里卖豆腐已经十年了。他每天凌晨三点起床磨豆子，六点前把热乎乎的豆腐送到摊位上。"
            ],
            {
                1: "老张在这里卖豆腐已经十年了。他每天凌晨三点起床磨豆子，六点前把热乎乎的豆腐送到摊位上。"
            },
        ),
    ]


EN_P2 = "Anna Kowalski has run the bread stall for six years. She bakes right through the night in a tiny kitchen on Mill Lane, and most weeks she has sold out by eleven."
ZH_P2 = "张伟在这里卖豆腐已经整整十年了。他每天凌晨三点就起床磨豆子，赶在六点前把热乎乎的豆腐送到摊位上。"


def chatter() -> list[Case]:
    """Chatter around a whole article: never the note the writer is shown."""
    return [
        case(
            "o40-en-chat-01",
            "en",
            "chatter_as_note",
            "Make paragraph 2 livelier.",
            [
                whole(
                    "en",
                    {1: EN_P2},
                    "Sure! Here's the revised article:",
                    "Let me know if you want more changes.",
                )
            ],
            {1: EN_P2},
            lacks="Let me know",
        ),
        case(
            "o40-en-chat-02",
            "en",
            "chatter_as_note",
            "Make paragraph 2 livelier.",
            [
                whole(
                    "en",
                    {1: EN_P2},
                    "Sure! Here's the revised article:",
                    "Let me know if you want more changes.",
                )
            ],
            {1: EN_P2},
            lacks="Sure!",
        ),
        case(
            "o40-en-chat-03",
            "en",
            "chatter_as_note",
            "Make paragraph 2 livelier.",
            [
                whole(
                    "en",
                    {1: EN_P2},
                    "Of course — here is the updated version:",
                    "Hope this helps! Feel free to ask if you'd like any further tweaks.",
                )
            ],
            {1: EN_P2},
            lacks="Hope this helps",
        ),
        case(
            "o40-en-chat-04",
            "en",
            "chatter_as_note",
            "Make paragraph 2 livelier.",
            [
                whole(
                    "en",
                    {1: EN_P2},
                    "Absolutely! Below is the article with the second paragraph made livelier.",
                    "Happy to adjust further — just let me know!",
                )
            ],
            {1: EN_P2},
            lacks="just let me know",
        ),
        case(
            "o40-en-chat-05",
            "en",
            "chatter_as_note",
            "Make paragraph 2 livelier.",
            [
                whole(
                    "en",
                    {1: EN_P2},
                    "Sure! Here's the revised article:",
                    "I made the second paragraph livelier by tightening the rhythm. Let me know if you want more changes.",
                )
            ],
            {1: EN_P2},
            told="tightening the rhythm",
            lacks="Let me know",
        ),
        case(
            "o40-zh-chat-01",
            "zh",
            "chatter_as_note",
            "第二段写得生动一点。",
            [
                whole(
                    "zh", {1: ZH_P2}, "好的！以下是修改后的文章：", "如需进一步修改，请随时告诉我。"
                )
            ],
            {1: ZH_P2},
            lacks="请随时告诉我",
        ),
        case(
            "o40-zh-chat-02",
            "zh",
            "chatter_as_note",
            "第二段写得生动一点。",
            [
                whole(
                    "zh",
                    {1: ZH_P2},
                    "当然可以，这是修改后的版本：",
                    "希望对你有帮助！还有什么需要调整的，尽管说。",
                )
            ],
            {1: ZH_P2},
            lacks="希望对你有帮助",
        ),
        case(
            "o40-zh-chat-03",
            "zh",
            "chatter_as_note",
            "第二段写得生动一点。",
            [whole("zh", {1: ZH_P2}, "没问题！修改如下：", "以上就是修改后的全文，有需要再叫我～")],
            {1: ZH_P2},
            lacks="有需要再叫我",
        ),
    ]


def dropped() -> list[Case]:
    """An unasked paragraph dropped beside an asked one given back unchanged: nothing saved,
    and the writer told a paragraph was left out — not that the article came back unchanged."""
    return [
        case(
            "o40-en-drop-01",
            "en",
            "dropped_beside_unchanged",
            "Make paragraph 2 livelier.",
            [whole("en", {3: None})],
            outcome="refused",
            because="paragraph 4 dropped, paragraph 2 as it was",
            told="left out",
            lacks="unchanged",
        ),
        case(
            "o40-en-drop-02",
            "en",
            "dropped_beside_unchanged",
            "Fix the typos in paragraph 3.",
            [whole("en", {4: None}, "Here's the corrected article:")],
            outcome="refused",
            because="the last paragraph dropped, paragraph 3 as it was",
            told="left out",
            lacks="unchanged",
        ),
        case(
            "o40-en-drop-03",
            "en",
            "dropped_beside_unchanged",
            "Tighten the first paragraph.",
            [whole("en", {2: None})],
            outcome="refused",
            because="paragraph 3 dropped, paragraph 1 as it was",
            told="left out",
            lacks="unchanged",
        ),
        case(
            "o40-zh-drop-01",
            "zh",
            "dropped_beside_unchanged",
            "第二段写得生动一点。",
            [whole("zh", {3: None})],
            outcome="refused",
            because="第四段丢了，第二段原样",
            told="漏掉",
        ),
        # the whole article given back as it was, nothing left out: said so, in Chinese too
        case(
            "o40-zh-drop-03",
            "zh",
            "dropped_beside_unchanged",
            "第二段写得生动一点。",
            [whole("zh", {})],
            outcome="refused",
            because="the article given back as it was",
            told="原样",
        ),
        case(
            "o40-zh-drop-02",
            "zh",
            "dropped_beside_unchanged",
            "改一下第三段的错别字。",
            [whole("zh", {4: None}, "修改后的文章如下：")],
            outcome="refused",
            because="最后一段丢了，第三段原样",
            told="漏掉",
        ),
    ]


EN_SEL = "She bakes through the night in a small kitchen on Mill Lane and sells out most weeks by eleven."
EN_SEL_NEW = "She bakes all night in a tiny Mill Lane kitchen and usually sells out by eleven."
ZH_SEL = "他每天凌晨三点起床磨豆子，六点前把豆腐送到摊位上。"
ZH_SEL_NEW = "他每天凌晨三点就起床磨豆子，赶在六点前把热豆腐送到摊位上。"


def selections() -> list[Case]:
    """A selection's reply that also rewrote outside the selection: the selection's part saved
    when it is clear, the rest left alone; never a change outside the selection."""
    en_first = "For six years Anna Kowalski has run the bread stall."
    zh_first = "张伟在这儿卖豆腐，已经十年了。"
    return [
        case(
            "o40-en-sel-01",
            "en",
            "selection_spill",
            "Make this punchier.",
            [en_first + " " + EN_SEL_NEW],
            {1: EN[1].replace(EN_SEL, EN_SEL_NEW)},
            selected=EN_SEL,
            told="not applied",
        ),
        case(
            "o40-en-sel-02",
            "en",
            "selection_spill",
            "Tighten this sentence.",
            [
                "Here's the paragraph with that sentence tightened:\n\n"
                + en_first
                + " "
                + EN_SEL_NEW
            ],
            {1: EN[1].replace(EN_SEL, EN_SEL_NEW)},
            selected=EN_SEL,
        ),
        case(
            "o40-en-sel-03",
            "en",
            "selection_spill",
            "Make this punchier.",
            [whole("en", {1: en_first + " " + EN_SEL_NEW})],
            {1: EN[1].replace(EN_SEL, EN_SEL_NEW)},
            selected=EN_SEL,
        ),
        case(
            "o40-en-sel-04",
            "en",
            "selection_spill",
            "Make this punchier.",
            [whole("en", {1: EN[1].replace(EN_SEL, EN_SEL_NEW), 2: EN_LIVELY[2]})],
            {1: EN[1].replace(EN_SEL, EN_SEL_NEW)},
            selected=EN_SEL,
        ),
        case(
            "o40-zh-sel-01",
            "zh",
            "selection_spill",
            "这句写得紧凑些。",
            [zh_first + ZH_SEL_NEW],
            {1: ZH[1].replace(ZH_SEL, ZH_SEL_NEW)},
            selected=ZH_SEL,
            told="未采用",
        ),
        case(
            "o40-zh-sel-02",
            "zh",
            "selection_spill",
            "润色一下这句。",
            [whole("zh", {1: zh_first + ZH_SEL_NEW})],
            {1: ZH[1].replace(ZH_SEL, ZH_SEL_NEW)},
            selected=ZH_SEL,
        ),
        case(
            "o40-zh-sel-03",
            "zh",
            "selection_spill",
            "润色一下这句。",
            [whole("zh", {1: ZH[1].replace(ZH_SEL, ZH_SEL_NEW), 2: ZH_LIVELY[2]})],
            {1: ZH[1].replace(ZH_SEL, ZH_SEL_NEW)},
            selected=ZH_SEL,
        ),
        # the selection's part cannot be told apart: two sentences merged into one
        case(
            "o40-en-sel-05",
            "en",
            "selection_spill",
            "Make this punchier.",
            [
                "Anna Kowalski, who has run the bread stall for six years, bakes all night in a tiny Mill Lane kitchen and usually sells out by eleven."
            ],
            outcome="refused",
            selected=EN_SEL,
            because="the selection merged with the sentence before it",
        ),
    ]


def main() -> None:
    cases = [*names(), *chatter(), *dropped(), *selections()]
    assert len({c["id"] for c in cases}) == len(cases)
    with (HERE / "shapes.jsonl").open("w", encoding="utf-8") as out:
        for one in cases:
            out.write(json.dumps(one, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
