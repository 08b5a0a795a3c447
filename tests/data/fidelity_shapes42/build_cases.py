# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 42's dev cases of reply shapes real models send that no set had yet (run from
the repository root), taken from how mature edit tools read replies (aider's edit formats and
their tests, llm's reply parsing): unified diffs with and without line numbers or leading
spaces, search/replace blocks with whitespace, quote or punctuation-width drift, a SEARCH found
twice, `...` elisions, fences with language tags and file-name lines, whole replies wrapped in
tags, JSON or a fence, a restated request, a heading added as a title, another language,
reasoning with no content, and near-misses that must apply as usual. Every expected article is
the original paragraph list with only the asked changes made."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import (  # noqa: E402
    ChangedArticles,
    Changes,
    alone,
    block,
    swap,
    write_cases,
)

EN_TITLE = "Riverside Library Reopens"
EN = [
    "After eight months of repairs, Riverside Library reopens on Saturday 3 May at 10 a.m. The roof has been replaced and the reading room has new lights.",
    "The children’s corner has moved upstairs, next to the study tables. Story time is still on Wednesdays at 4 p.m.",
    "“We missed our readers,” said head librarian Tom Okafor. “The building feels brand new.”",
    "Opening hours are 9 a.m. to 7 p.m. on weekdays and 10 a.m. to 4 p.m. on Saturdays. The library is closed on Sundays.",
    "Members can borrow up to twelve books at a time. Please bring your card.",
    "Thank you for your patience during the works. Please bring your card.",
    "See you on Saturday!",
]
# 社区菜园: a notice with a quoted paragraph, a phone number and one sentence written twice.
ZA_TITLE = "阳光社区屋顶菜园招募志愿者"
ZA = [
    "阳光社区的屋顶菜园今年春天正式开园，共有三十二块菜地，由居民轮流照看。",
    "菜园每周六上午九点到十一点开放，欢迎大家带孩子来认识蔬菜。请自带水杯。",
    "“种菜最难的不是浇水，是坚持。”负责人李秀英说，“每一棵苗都要有人记得它。”",
    "现在我们需要八名志愿者，负责浇水、除草和记录生长情况。每次服务两小时，请自带水杯。",
    "报名请在周五前联系居委会，电话：6218 3390。",
    "感谢大家的支持，期待在菜园见到你！",
]
# A near-miss article: its own "..." line and a paragraph that opens like chatter.
EB_TITLE = "Minutes of the Allotment Committee"
EB = [
    "Here's what we agreed on Tuesday evening, with five members present.",
    "1. The water tank will be cleaned in June.",
    "...",
    "2. Plot fees stay at £35 a year.",
    "The next meeting is on 14 July at the pavilion.",
]
# The library notice with a list paragraph (its items on lines of their own).
EC = [*EN[:4], "What to bring:\n- your library card\n- a bag for your books", *EN[4:]]
ARTICLES = {"en": (EN_TITLE, EN), "za": (ZA_TITLE, ZA), "eb": (EB_TITLE, EB), "ec": (EN_TITLE, EC)}
SET = ChangedArticles(ARTICLES)
whole, case = SET.whole, SET.case
SRC = "session 42 brief: reply shapes from aider's edit formats and tests, llm's reply parsing"

EN_P2_SHORT = {
    1: "The children’s corner is now upstairs, beside the study tables. Story time is still on Wednesdays at 4 p.m."
}
EN_HOURS = {3: swap(EN[3], "9 a.m. to 7 p.m. on weekdays", "9 a.m. to 8 p.m. on weekdays")}
EN_QUOTE_WORD = {2: EN[2].replace("head librarian", "chief librarian")}
EN_OPENING = {
    0: "After eight long months of repairs, Riverside Library reopens on Saturday 3 May at 10 a.m. The roof is new and the reading room has bright new lights."
}
EN_CARD_LAST = {5: swap(EN[5], "Please bring your card.", "Please bring your library card.")}
EN_CARD_BOTH = {
    4: swap(EN[4], "Please bring your card.", "Please bring your library card."),
    5: swap(EN[5], "Please bring your card.", "Please bring your library card."),
}
EN_CLOSING = {6: "See you on Saturday, and happy reading!"}
EN_TITLE_NEW = {"title": "Riverside Library Is Back"}
EN_CLOSING_POEM = {
    6: "The doors swing open Saturday morning\nThe lights are new and the roof holds tight\nBring your card and a bag for the borrowing\nAnd stay with a book until the night."
}
EN_SUNDAY = {
    3: swap(
        EN[3],
        "The library is closed on Sundays.",
        "The library is closed on Sundays and bank holidays.",
    )
}

ZA_P2_LIVELY = {
    1: "每周六上午九点到十一点，菜园向大家敞开大门，欢迎带上孩子来认认蔬菜。请自带水杯。"
}
ZA_PHONE_DAY = {4: swap(ZA[4], "周五前", "周四前")}
ZA_CUPS = {
    1: swap(ZA[1], "请自带水杯。", "请自带水杯和手套。"),
    3: swap(ZA[3], "请自带水杯。", "请自带水杯和手套。"),
}
ZA_EIGHT = {3: swap(ZA[3], "八名志愿者", "十名志愿者")}
ZA_THANKS = {5: "谢谢大家一直以来的支持，菜园等你来！"}
ZA_QUOTE_NAME = {2: swap(ZA[2], "负责人李秀英说", "菜园负责人李秀英说")}

EB_FEES = {3: swap(EB[3], "£35 a year", "£40 a year")}


def blocks(art: str, changed: Changes, lead: str = "", tail: str = "") -> str:
    _, paragraphs = ARTICLES[art]
    parts = [lead] if lead else []
    for i, new in sorted((k, v) for k, v in changed.items() if isinstance(k, int)):
        parts.append(block(paragraphs[i], new or ""))
    if tail:
        parts.append(tail)
    return "\n\n".join(parts)


def udiff(
    hunks: list[tuple[str, str, str]], header: str = "@@ @@", files: bool = True, space: str = " "
) -> str:
    """A unified diff with a hunk per (context, old, new): the context line (if any) and a
    blank line above, each line written with `space` before it, then old turned into new."""
    lines = ["--- a/article.md", "+++ b/article.md"] if files else []
    for context, old, new in hunks:
        lines.append(header)
        if context:
            lines.append(space + context)
            lines.append(space)
        lines.append("-" + old)
        lines.append("+" + new)
    return "\n".join(lines)


def reasoning(thought: str, content: object) -> dict[str, object]:
    return {"reasoning_content": thought, "content": content}


CASES = [
    # ---- unified diffs (blocks mode) --------------------------------------------------------
    case(
        "s42-en-udiff-01",
        "en",
        "unified_diff",
        SRC + " (udiff: ---/+++ and numbered @@)",
        "Make the second paragraph more concise.",
        ["```diff\n" + udiff([(EN[0], EN[1], EN_P2_SHORT[1])], "@@ -1,3 +1,3 @@") + "\n```"],
        EN_P2_SHORT,
        edit_format="blocks",
    ),
    case(
        "s42-en-udiff-02",
        "en",
        "unified_diff",
        SRC + " (udiff: bare @@ @@, no file lines)",
        "Change weekday closing time to 8 p.m.",
        [udiff([("", EN[3], EN_HOURS[3])], files=False)],
        EN_HOURS,
        edit_format="blocks",
    ),
    case(
        "s42-zh-udiff-01",
        "za",
        "unified_diff",
        SRC + " (udiff: context lines without their leading space)",
        "把报名截止时间改成周四。",
        [
            "```diff\n"
            + udiff([(ZA[3], ZA[4], ZA_PHONE_DAY[4])], "@@ -4,3 +4,3 @@", space="")
            + "\n```"
        ],
        ZA_PHONE_DAY,
        edit_format="blocks",
    ),
    case(
        "s42-zh-udiff-02",
        "za",
        "unified_diff",
        SRC + " (udiff in full mode: a diff where the whole article was asked)",
        "把需要的志愿者人数改成十名。",
        [
            "好的，修改如下：\n\n```diff\n"
            + udiff([("", ZA[3], ZA_EIGHT[3])], "@@ -7 +7 @@")
            + "\n```"
        ],
        ZA_EIGHT,
    ),
    case(
        "s42-en-udiff-03",
        "en",
        "unified_diff",
        SRC + " (udiff: two hunks, the first's context off; asked again)",
        "Add bank holidays to the closing days and make the last line warmer.",
        [
            udiff(
                [("The library opens on Sundays.", EN[3], EN_SUNDAY[3]), ("", EN[6], EN_CLOSING[6])]
            ),
            udiff([("", EN[3], EN_SUNDAY[3]), ("", EN[6], EN_CLOSING[6])]),
        ],
        EN_SUNDAY | EN_CLOSING,
        edit_format="blocks",
    ),
    # ---- search/replace drift (blocks mode) ---------------------------------------------------
    case(
        "s42-en-drift-01",
        "en",
        "search_whitespace_drift",
        SRC + " (SEARCH indented, trailing spaces)",
        "Make the second paragraph more concise.",
        [
            "    <<<<<<< SEARCH\n    "
            + EN[1]
            + "   \n    =======\n    "
            + EN_P2_SHORT[1]
            + "\n    >>>>>>> REPLACE"
        ],
        EN_P2_SHORT,
        edit_format="blocks",
    ),
    case(
        "s42-en-drift-02",
        "en",
        "search_quote_drift",
        SRC + " (SEARCH with straight quotes, the article's curly)",
        "Call Tom Okafor the chief librarian.",
        [
            block(
                EN[2].replace("“", '"').replace("”", '"'),
                EN_QUOTE_WORD[2].replace("“", '"').replace("”", '"'),
            )
        ],
        EN_QUOTE_WORD,
        edit_format="blocks",
    ),
    case(
        "s42-zh-drift-01",
        "za",
        "search_width_drift",
        SRC + " (SEARCH with half-width punctuation, the article's full-width)",
        "把第二段写得生动一点。",
        [block(ZA[1].replace("，", ",").replace("。", "."), ZA_P2_LIVELY[1])],
        ZA_P2_LIVELY,
        edit_format="blocks",
    ),
    case(
        "s42-zh-drift-02",
        "za",
        "search_width_drift",
        SRC + " (SEARCH and REPLACE half-width; the article's full-width kept)",
        "把“负责人李秀英说”改成“菜园负责人李秀英说”。",
        [
            block(
                ZA[2].replace("，", ",").replace("“", '"').replace("”", '"'),
                ZA_QUOTE_NAME[2].replace("，", ",").replace("“", '"').replace("”", '"'),
            )
        ],
        ZA_QUOTE_NAME,
        edit_format="blocks",
    ),
    # ---- SEARCH found twice -------------------------------------------------------------------
    case(
        "s42-en-twice-01",
        "en",
        "search_twice_scoped",
        SRC + " (the SEARCH occurs twice; the ask names the last-but-one paragraph)",
        "In the thank-you paragraph, say “library card” instead of “card”.",
        [block("Please bring your card.", "Please bring your library card.")],
        EN_CARD_LAST,
        edit_format="blocks",
    ),
    case(
        "s42-en-twice-02",
        "en",
        "search_twice_both",
        SRC + " (the same SEARCH quoted in two blocks: both places, in order)",
        "Say “library card” instead of “card” everywhere.",
        [
            block("Please bring your card.", "Please bring your library card.")
            + "\n\n"
            + block("Please bring your card.", "Please bring your library card.")
        ],
        EN_CARD_BOTH,
        edit_format="blocks",
    ),
    case(
        "s42-zh-twice-01",
        "za",
        "search_twice_both",
        SRC + " (two blocks with the same SEARCH)",
        "把两处“请自带水杯”都改成“请自带水杯和手套”。",
        [
            block("请自带水杯。", "请自带水杯和手套。")
            + "\n\n"
            + block("请自带水杯。", "请自带水杯和手套。")
        ],
        ZA_CUPS,
        edit_format="blocks",
    ),
    case(
        "s42-zh-twice-02",
        "za",
        "search_twice_ambiguous",
        SRC
        + " (one block whose SEARCH occurs twice, the ask names neither: asked again, then both)",
        "“请自带水杯”后面加上“和手套”。",
        [
            block("请自带水杯。", "请自带水杯和手套。"),
            block(
                "九点到十一点开放，欢迎大家带孩子来认识蔬菜。请自带水杯。",
                "九点到十一点开放，欢迎大家带孩子来认识蔬菜。请自带水杯和手套。",
            )
            + "\n\n"
            + block("每次服务两小时，请自带水杯。", "每次服务两小时，请自带水杯和手套。"),
        ],
        ZA_CUPS,
        edit_format="blocks",
    ),
    # ---- elisions and dress in blocks ---------------------------------------------------------
    case(
        "s42-en-dots-01",
        "en",
        "search_dots",
        SRC + " (`...` lines in SEARCH and REPLACE, aider's dotdotdots)",
        "Make the opening paragraph warmer.",
        [
            "<<<<<<< SEARCH\nAfter eight months of repairs, Riverside Library reopens on Saturday 3 May at 10 a.m.\n...\n=======\nAfter eight long months of repairs, Riverside Library reopens on Saturday 3 May at 10 a.m.\n...\n>>>>>>> REPLACE"
        ],
        {0: swap(EN[0], "After eight months", "After eight long months")},
        edit_format="blocks",
    ),
    case(
        "s42-en-fence-01",
        "en",
        "fenced_blocks",
        SRC + " (file-name line, ```markdown fence, two blocks in one fence)",
        "Make the second paragraph more concise and change the weekday closing time to 8 p.m.",
        [
            "article.md\n```markdown\n"
            + block(EN[1], EN_P2_SHORT[1])
            + "\n"
            + block(EN[3], EN_HOURS[3])
            + "\n```"
        ],
        EN_P2_SHORT | EN_HOURS,
        edit_format="blocks",
        not_told="article.md",
    ),
    case(
        "s42-zh-fence-01",
        "za",
        "fenced_blocks",
        SRC + " (each block in its own ```text fence, a lead-in line)",
        "把最后一段改得亲切一些。",
        ["以下是修改：\n\n```text\n" + block(ZA[5], ZA_THANKS[5]) + "\n```"],
        ZA_THANKS,
        edit_format="blocks",
    ),
    case(
        "s42-en-whole-01",
        "en",
        "whole_in_blocks",
        SRC + " (blocks asked, the whole article sent, aider's whole-file shape)",
        "Make the last line warmer.",
        ["article.md\n```\n" + whole("en", EN_CLOSING) + "\n```"],
        EN_CLOSING,
        edit_format="blocks",
        not_told="article.md",
    ),
    case(
        "s42-zh-empty-01",
        "za",
        "search_missing",
        SRC + " (SEARCH nowhere in the article; asked again)",
        "把报名截止时间改成周四。",
        [
            block("报名请在周五之前联系居委会。", "报名请在周四之前联系居委会。"),
            block(ZA[4], ZA_PHONE_DAY[4]),
        ],
        ZA_PHONE_DAY,
        edit_format="blocks",
    ),
    # ---- whole-article replies (full mode) ----------------------------------------------------
    case(
        "s42-en-restate-01",
        "en",
        "restated_request",
        SRC + " (the request restated before the article)",
        "Make the second paragraph more concise.",
        [
            whole(
                "en",
                EN_P2_SHORT,
                "You asked me to make the second paragraph more concise. Here is the article with that change:",
            )
        ],
        EN_P2_SHORT,
    ),
    case(
        "s42-en-chatter-01",
        "en",
        "chatter_around",
        SRC + ' ("Here\'s the revised article:" and a trailing offer)',
        "Make the last line warmer.",
        [
            whole(
                "en",
                EN_CLOSING,
                "Here's the revised article:",
                "Would you like me to adjust the tone of the other paragraphs as well?",
            )
        ],
        EN_CLOSING,
    ),
    case(
        "s42-zh-chatter-01",
        "za",
        "chatter_around",
        SRC + " (好的，以下是… and an offer)",
        "把最后一段改得亲切一些。",
        [whole("za", ZA_THANKS, "好的，以下是修改后的文章：", "如需进一步调整，请随时告诉我。")],
        ZA_THANKS,
    ),
    case(
        "s42-en-elide-01",
        "en",
        "elided_whole",
        SRC + " (a `...` line standing for paragraphs 4–7)",
        "Make the second paragraph more concise.",
        [alone("\n\n".join([EN_TITLE, EN[0], EN_P2_SHORT[1], EN[2], "..."]))],
        EN_P2_SHORT,
    ),
    case(
        "s42-en-elide-02",
        "en",
        "elided_whole",
        SRC + ' ("(rest unchanged)" after the asked paragraph)',
        "Make the opening paragraph warmer.",
        [
            alone(
                "\n\n".join([EN_TITLE, EN_OPENING[0], "(rest unchanged)"]),
                "Here's the updated article:",
            )
        ],
        EN_OPENING,
    ),
    case(
        "s42-zh-elide-01",
        "za",
        "elided_whole",
        SRC + " (（其余不变） before the asked last paragraph)",
        "把最后一段改得亲切一些。",
        [alone("\n\n".join([ZA_TITLE, "（其余不变）", ZA_THANKS[5]]))],
        ZA_THANKS,
    ),
    case(
        "s42-zh-elide-02",
        "za",
        "elided_whole_ambiguous",
        SRC + " (（其余不变） where the asked change is global: cannot say what was changed)",
        "把全文改得更口语化。",
        [alone("\n\n".join([ZA_TITLE, ZA_P2_LIVELY[1], "（其余不变）"]))],
        outcome="refused",
        because="a whole-article ask answered with one paragraph and a placeholder",
    ),
    case(
        "s42-en-tags-01",
        "en",
        "tagged_article",
        SRC + " (the article inside <article> tags after a line of chatter)",
        "Change weekday closing time to 8 p.m.",
        ["Sure, here it is.\n\n<article>\n" + whole("en", EN_HOURS) + "\n</article>"],
        EN_HOURS,
    ),
    case(
        "s42-zh-json-01",
        "za",
        "json_article",
        SRC + " (the article as a JSON object in a ```json fence)",
        "把需要的志愿者人数改成十名。",
        [
            "```json\n"
            + json.dumps(
                {
                    "title": ZA_TITLE,
                    "body": "\n\n".join(ZA_EIGHT.get(i, p) for i, p in enumerate(ZA)),
                },
                ensure_ascii=False,
                indent=2,
            )
            + "\n```"
        ],
        ZA_EIGHT,
    ),
    case(
        "s42-en-heading-01",
        "en",
        "heading_title",
        SRC + " (the title written as a markdown heading)",
        "Make the last line warmer.",
        ["# " + whole("en", EN_CLOSING)],
        EN_CLOSING,
    ),
    case(
        "s42-en-heading-02",
        "en",
        "heading_title_unasked",
        SRC + " (a new heading the model made up; the title was not asked)",
        "Make the last line warmer.",
        [whole("en", EN_CLOSING | {"title": "# Riverside Library Is Back!"})],
        EN_CLOSING,
        withheld=1,
    ),
    case(
        "s42-en-fence-02",
        "en",
        "fenced_whole",
        SRC + " (a file-name line then a ```markdown fence)",
        "Make the second paragraph more concise.",
        ["article.md\n```markdown\n" + whole("en", EN_P2_SHORT) + "\n```"],
        EN_P2_SHORT,
        not_told="article.md",
    ),
    case(
        "s42-en-lang-01",
        "en",
        "other_language",
        SRC + " (answered in Spanish)",
        "Make the second paragraph more concise.",
        [
            "Riverside Library Reopens\n\nTras ocho meses de obras, la biblioteca Riverside reabre el sábado 3 de mayo a las 10 a.m. Se ha cambiado el tejado y la sala de lectura tiene luces nuevas.\n\nEl rincón infantil está ahora arriba, junto a las mesas de estudio. La hora del cuento sigue siendo los miércoles a las 4 p.m.\n\n“Echábamos de menos a nuestros lectores”, dijo el bibliotecario jefe Tom Okafor. “El edificio parece nuevo.”\n\nEl horario es de 9 a.m. a 7 p.m. entre semana y de 10 a.m. a 4 p.m. los sábados. La biblioteca cierra los domingos.\n\nLos socios pueden llevarse hasta doce libros a la vez. Traigan su carné.\n\nGracias por su paciencia durante las obras. Traigan su carné.\n\n¡Nos vemos el sábado!"
        ],
        outcome="refused",
        because="the article came back in another language",
    ),
    case(
        "s42-zh-lang-01",
        "za",
        "other_language",
        SRC + " (a Chinese article answered in English)",
        "把第二段写得生动一点。",
        [
            "Sure! Here is the revised second paragraph:\n\nEvery Saturday from 9 to 11 a.m. the garden opens its gates, and families are welcome to bring their children to meet the vegetables. Please bring your own water bottle."
        ],
        outcome="refused",
        because="the paragraph came back in English",
    ),
    case(
        "s42-en-reason-01",
        "en",
        "reasoning_only",
        SRC + " (reasoning_content with a draft, content empty)",
        "Make the last line warmer.",
        [
            reasoning(
                "The user wants the last line warmer. Draft: See you on Saturday, and happy reading!",
                "",
            )
        ],
        outcome="refused",
        because="the model sent only its reasoning",
    ),
    case(
        "s42-zh-reason-01",
        "za",
        "reasoning_only",
        SRC + " (reasoning_content, content null)",
        "把最后一段改得亲切一些。",
        [reasoning("用户希望最后一段更亲切。可以改成：谢谢大家一直以来的支持，菜园等你来！", None)],
        outcome="refused",
        because="the model sent only its reasoning",
    ),
    # ---- near-misses that must apply as usual ---------------------------------------------
    case(
        "s42-en-near-01",
        "eb",
        "near_miss_dots",
        SRC + " (the article's own `...` line kept)",
        "Raise the plot fee to £40.",
        [whole("eb", EB_FEES)],
        EB_FEES,
    ),
    case(
        "s42-en-near-02",
        "eb",
        "near_miss_chatter",
        SRC + " (the article opens with \"Here's what…\"; the model's own lead-in above it)",
        "Raise the plot fee to £40.",
        [whole("eb", EB_FEES, "Here's the updated article:")],
        EB_FEES,
    ),
    case(
        "s42-en-near-03",
        "en",
        "near_miss_blocks",
        SRC + " (plain blocks, exact, in article order)",
        "Make the second paragraph more concise and change the weekday closing time to 8 p.m.",
        [blocks("en", EN_P2_SHORT | EN_HOURS)],
        EN_P2_SHORT | EN_HOURS,
        edit_format="blocks",
    ),
    case(
        "s42-zh-near-01",
        "za",
        "near_miss_blocks",
        SRC + " (a title line and a block)",
        "标题改成“屋顶菜园等你来”，再把最后一段改得亲切一些。",
        ["TITLE: 屋顶菜园等你来\n\n" + blocks("za", ZA_THANKS)],
        ZA_THANKS | {"title": "屋顶菜园等你来"},
        edit_format="blocks",
    ),
    case(
        "s42-zh-near-02",
        "za",
        "near_miss_whole",
        SRC + " (the whole article back, full-width punctuation as written)",
        "把需要的志愿者人数改成十名。",
        [whole("za", ZA_EIGHT)],
        ZA_EIGHT,
    ),
]


# ---- second round: wrapped lines, git headers, XML-ish blocks ------------------------------
def wrapped(text: str, width: int = 72) -> str:
    return "\n".join(textwrap.wrap(text, width))


MORE = [
    case(
        "s42-en-wrap-01",
        "en",
        "wrapped_blocks",
        SRC + " (SEARCH and REPLACE hard-wrapped at 72 columns)",
        "Make the opening paragraph warmer.",
        [block(wrapped(EN[0]), wrapped(EN_OPENING[0]))],
        EN_OPENING,
        edit_format="blocks",
    ),
    case(
        "s42-en-wrap-02",
        "en",
        "wrapped_whole",
        SRC + " (the whole article back, each paragraph hard-wrapped)",
        "Make the opening paragraph warmer.",
        ["\n\n".join([EN_TITLE] + [wrapped(EN_OPENING.get(i, p)) for i, p in enumerate(EN)])],
        EN_OPENING,
    ),
    case(
        "s42-en-wrap-03",
        "en",
        "wrapped_diff",
        SRC + " (a unified diff whose lines are the paragraph hard-wrapped)",
        "Make the opening paragraph warmer.",
        [
            "--- a/article.md\n+++ b/article.md\n@@ -1,3 +1,3 @@\n"
            + "\n".join("-" + ln for ln in wrapped(EN[0]).split("\n"))
            + "\n"
            + "\n".join("+" + ln for ln in wrapped(EN_OPENING[0]).split("\n"))
            + "\n \n "
            + EN[1]
        ],
        EN_OPENING,
        edit_format="blocks",
    ),
    case(
        "s42-en-git-01",
        "en",
        "unified_diff",
        SRC + " (diff --git and index lines, \\ No newline at end of file)",
        "Make the last line warmer.",
        [
            "diff --git a/article.md b/article.md\nindex 3b18e51..a9c2f04 100644\n--- a/article.md\n+++ b/article.md\n@@ -13 +13 @@\n-"
            + EN[6]
            + "\n\\ No newline at end of file\n+"
            + EN_CLOSING[6]
            + "\n\\ No newline at end of file"
        ],
        EN_CLOSING,
        edit_format="blocks",
        not_told="No newline",
    ),
    case(
        "s42-en-udiff-title",
        "en",
        "unified_diff_title",
        SRC + " (a diff that changes the title line)",
        "Change the title to “Riverside Library Is Back”.",
        [
            "```diff\n@@ -1,3 +1,3 @@\n-"
            + EN_TITLE
            + "\n+Riverside Library Is Back\n \n "
            + EN[0]
            + "\n```"
        ],
        EN_TITLE_NEW,
        edit_format="blocks",
    ),
    case(
        "s42-zh-udiff-bare",
        "za",
        "bare_marks",
        SRC + " (only -/+ lines, no headers)",
        "把需要的志愿者人数改成十名。",
        ["-" + ZA[3] + "\n+" + ZA_EIGHT[3]],
        ZA_EIGHT,
        edit_format="blocks",
    ),
    case(
        "s42-en-xml-01",
        "en",
        "xml_blocks",
        SRC + " (<edit><search>…</search><replace>…</replace></edit>)",
        "Make the last line warmer.",
        [
            "<edit>\n<search>"
            + EN[6]
            + "</search>\n<replace>"
            + EN_CLOSING[6]
            + "</replace>\n</edit>"
        ],
        EN_CLOSING,
        edit_format="blocks",
        not_told="<edit>",
    ),
    case(
        "s42-zh-xml-01",
        "za",
        "xml_blocks",
        SRC + " (<old>/<new> tags over two lines each)",
        "把报名截止时间改成周四。",
        ["<old>\n" + ZA[4] + "\n</old>\n<new>\n" + ZA_PHONE_DAY[4] + "\n</new>"],
        ZA_PHONE_DAY,
        edit_format="blocks",
    ),
    case(
        "s42-en-xml-02",
        "en",
        "tagged_article",
        SRC + " (<title> and <body> tags)",
        "Make the last line warmer.",
        [
            "<title>"
            + EN_TITLE
            + "</title>\n<body>\n"
            + "\n\n".join(EN_CLOSING.get(i, p) for i, p in enumerate(EN))
            + "\n</body>"
        ],
        EN_CLOSING,
    ),
    case(
        "s42-zh-json-02",
        "za",
        "json_article",
        SRC + ' (JSON with the article under \\"revised_article\\" and a changes list)',
        "把最后一段改得亲切一些。",
        [
            json.dumps(
                {
                    "revised_article": ZA_TITLE
                    + "\n\n"
                    + "\n\n".join(ZA_THANKS.get(i, p) for i, p in enumerate(ZA)),
                    "changes": ["最后一段语气更亲切"],
                },
                ensure_ascii=False,
            )
        ],
        ZA_THANKS,
    ),
    case(
        "s42-zh-width-whole",
        "za",
        "width_drift_whole",
        SRC + " (whole reply with every full-width comma made half-width)",
        "把最后一段改得亲切一些。",
        [whole("za", {i: p.replace("，", ", ") for i, p in enumerate(ZA)} | ZA_THANKS)],
        ZA_THANKS,
        withheld=0,
    ),
    case(
        "s42-en-quote-whole",
        "en",
        "quote_drift_whole",
        SRC + " (whole reply with curly quotes made straight)",
        "Make the last line warmer.",
        [
            whole(
                "en",
                {
                    i: p.replace("“", '"').replace("”", '"').replace("’", "'")
                    for i, p in enumerate(EN)
                }
                | EN_CLOSING,
            )
        ],
        EN_CLOSING,
    ),
    case(
        "s42-en-inline-01",
        "en",
        "search_inline_ellipsis",
        SRC + " (SEARCH elided with … inside the sentence)",
        "Make the opening paragraph warmer.",
        [
            block(
                "After eight months of repairs, Riverside Library reopens … and the reading room has new lights.",
                EN_OPENING[0],
            )
        ],
        EN_OPENING,
        edit_format="blocks",
    ),
    case(
        "s42-en-4tick",
        "en",
        "fenced_blocks",
        SRC + " (a ```` fence holding a block)",
        "Make the last line warmer.",
        ["````\n" + block(EN[6], EN_CLOSING[6]) + "\n````"],
        EN_CLOSING,
        edit_format="blocks",
    ),
    case(
        "s42-en-xml-03",
        "en",
        "tagged_article",
        SRC + " (<title> and <body> tags, the title changed as asked)",
        "Change the title to “Riverside Library Is Back”.",
        ["<title>Riverside Library Is Back</title>\n<body>\n" + "\n\n".join(EN) + "\n</body>"],
        EN_TITLE_NEW,
    ),
    case(
        "s42-zh-xml-02",
        "za",
        "tagged_article",
        SRC + " (<article><title>…</title><body>…</body></article>, title and a paragraph)",
        "标题改成“屋顶菜园等你来”，再把最后一段改得亲切一些。",
        [
            "<article>\n<title>屋顶菜园等你来</title>\n<body>\n"
            + "\n\n".join(ZA_THANKS.get(i, p) for i, p in enumerate(ZA))
            + "\n</body>\n</article>"
        ],
        ZA_THANKS | {"title": "屋顶菜园等你来"},
    ),
    case(
        "s42-zh-wrap-01",
        "za",
        "wrapped_whole",
        SRC + " (a Chinese reply wrapped at 30 characters a line)",
        "把第二段写得生动一点。",
        [
            "\n\n".join(
                [ZA_TITLE]
                + [
                    "\n".join(p[k : k + 30] for k in range(0, len(p), 30))
                    for p in (ZA_P2_LIVELY.get(i, q) for i, q in enumerate(ZA))
                ]
            )
        ],
        ZA_P2_LIVELY,
    ),
    case(
        "s42-en-near-04",
        "en",
        "near_miss_lines",
        SRC + " (blank lines dropped, a paragraph a line: lines, not wraps)",
        "Make the last line warmer.",
        ["\n".join([EN_TITLE] + [EN_CLOSING.get(i, p) for i, p in enumerate(EN)])],
        EN_CLOSING,
    ),
    case(
        "s42-zh-near-03",
        "za",
        "near_miss_lines",
        SRC + " (blank lines dropped, a paragraph a line)",
        "把最后一段改得亲切一些。",
        ["\n".join([ZA_TITLE] + [ZA_THANKS.get(i, p) for i, p in enumerate(ZA)])],
        ZA_THANKS,
    ),
    case(
        "s42-en-fname-01",
        "en",
        "file_name_inside_fence",
        SRC + " (the file name as the fence's first line, DeepSeek's mangling)",
        "Make the last line warmer.",
        ["```markdown\narticle.md\n" + whole("en", EN_CLOSING) + "\n```"],
        EN_CLOSING,
    ),
    case(
        "s42-zh-fname-01",
        "za",
        "file_name_inside_fence",
        SRC + " (a file-name line inside the fence, over blocks)",
        "把最后一段改得亲切一些。",
        ["```\narticle.md\n" + block(ZA[5], ZA_THANKS[5]) + "\n```"],
        ZA_THANKS,
        edit_format="blocks",
    ),
    case(
        "s42-en-fname-02",
        "en",
        "file_name_heading",
        SRC + " (a `### article.md` heading over the whole article)",
        "Make the last line warmer.",
        ["### article.md\n\n" + whole("en", EN_CLOSING)],
        EN_CLOSING,
    ),
    case(
        "s42-en-udiff-04",
        "en",
        "unified_diff",
        SRC + " (one hunk changing two paragraphs, a blank context line between)",
        "Make the opening paragraph warmer and the second paragraph more concise.",
        [
            "@@ -1,3 +1,3 @@\n-"
            + EN[0]
            + "\n+"
            + EN_OPENING[0]
            + "\n \n-"
            + EN[1]
            + "\n+"
            + EN_P2_SHORT[1]
        ],
        EN_OPENING | EN_P2_SHORT,
        edit_format="blocks",
    ),
    case(
        "s42-en-lazy-01",
        "en",
        "lazy_replace",
        SRC + " (REPLACE abbreviated with `...`; asked again, written out)",
        "Make the opening paragraph warmer.",
        [
            block(
                EN[0],
                "After eight long months of repairs, Riverside Library reopens on Saturday 3 May at 10 a.m.\n...",
            ),
            block(EN[0], EN_OPENING[0]),
        ],
        EN_OPENING,
        edit_format="blocks",
    ),
    case(
        "s42-en-elide-03",
        "en",
        "elided_paragraph",
        SRC + " (an untouched paragraph cut short with [...])",
        "Make the second paragraph more concise.",
        ["\n\n".join([EN_TITLE, EN[0].split(" The roof")[0] + " [...]", EN_P2_SHORT[1], *EN[2:]])],
        EN_P2_SHORT,
    ),
    case(
        "s42-zh-elide-03",
        "za",
        "elided_whole",
        SRC + " (（此处省略，与原文相同） standing for the paragraphs after the asked one)",
        "把第二段写得生动一点。",
        ["\n\n".join([ZA_TITLE, ZA[0], ZA_P2_LIVELY[1], "（此处省略，与原文相同）"])],
        ZA_P2_LIVELY,
    ),
    case(
        "s42-en-elide-04",
        "en",
        "elided_whole",
        SRC + " (an HTML comment standing for the rest)",
        "Make the opening paragraph warmer.",
        ["\n\n".join([EN_TITLE, EN_OPENING[0], "<!-- rest of the article unchanged -->"])],
        EN_OPENING,
    ),
    case(
        "s42-en-labels-01",
        "en",
        "labelled_blocks",
        SRC + " (SEARCH: and REPLACE: labels on lines of their own, no markers)",
        "Make the last line warmer.",
        ["SEARCH:\n" + EN[6] + "\nREPLACE:\n" + EN_CLOSING[6]],
        EN_CLOSING,
        edit_format="blocks",
    ),
    case(
        "s42-zh-labels-01",
        "za",
        "labelled_blocks",
        SRC + " (查找：/替换为： labels)",
        "把报名截止时间改成周四。",
        ["查找：\n" + ZA[4] + "\n替换为：\n" + ZA_PHONE_DAY[4]],
        ZA_PHONE_DAY,
        edit_format="blocks",
    ),
    case(
        "s42-en-crlf-01",
        "en",
        "unified_diff",
        SRC + " (a diff with CRLF line endings)",
        "Make the last line warmer.",
        [
            "--- a/article.md\r\n+++ b/article.md\r\n@@ -13 +13 @@\r\n-"
            + EN[6]
            + "\r\n+"
            + EN_CLOSING[6]
            + "\r\n"
        ],
        EN_CLOSING,
        edit_format="blocks",
    ),
    case(
        "s42-en-wrap-04",
        "ec",
        "wrapped_whole",
        SRC + " (a whole reply hard-wrapped, the article holding a list of lines)",
        "Make the opening paragraph warmer.",
        [
            "\n\n".join(
                [EN_TITLE]
                + [p if "\n" in p else wrapped(EN_OPENING.get(i, p)) for i, p in enumerate(EC)]
            )
        ],
        EN_OPENING,
    ),
    case(
        "s42-en-near-05",
        "en",
        "near_miss_lines",
        SRC + " (a poem asked: its even lines are lines, not wraps)",
        "Turn the last line into a short four-line poem.",
        [whole("en", EN_CLOSING_POEM)],
        EN_CLOSING_POEM,
    ),
]
CASES += MORE

if __name__ == "__main__":
    write_cases(CASES, HERE / "shapes.jsonl")
