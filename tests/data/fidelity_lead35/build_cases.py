# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 35's lead fidelity cases (run from the repository root): every expected article
is the original paragraph list with only the asked entries replaced, so untouched text is byte for
byte the writer's. Each shape is written once and built for the English and the Chinese articles."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

sys.path.insert(0, str(HERE))

from articles import EN_BACKUP, EN_CAFE, ZH_BACKUP, ZH_CAFE, Article  # noqa: E402

Case = dict[str, object]
ZWJ, VS16 = "\u200d", "\ufe0f"


@dataclass(frozen=True)
class Pack:
    """One language's articles, the paragraphs as the model rewrites them, the asks, and the
    words a model of that language wraps its answers in."""

    lang: str
    cafe: Article
    backup: Article
    new: dict[str, str]  # "c0" = café paragraph 0 rewritten, "b3" = backup paragraph 3 …
    ask: dict[str, str]
    words: dict[str, str]


EN = Pack(
    "en",
    EN_CAFE,
    EN_BACKUP,
    {
        "c0": "Five years ago we opened a tiny café on Mill Lane with two tables and one very stubborn espresso machine. Five years and thousands of cups later, we still can't believe our luck. Thank you \u2615\ufe0f",
        "c2": "Big news: from 1 March our baker, Amira Haddad, brings cardamom buns to the menu! Our team \U0001f469\u200d\U0001f373\U0001f468\u200d\U0001f373 has tested them for weeks, and the verdict is in: they're **dangerously good**.",
        "c5": "Lost your card? No worries: tell us and we'll look you up.",
        "c8": "Drop in on Saturday 8 March for free tastings! Bring the whole family \U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466 and the dog \U0001f415\u200d\U0001f9ba. High fives all round \U0001f64c\U0001f3fd",
        "c9": "With all our love,\nJonas & the Mill Lane crew \u2764\ufe0f",
        "b0": "Losing ten years of photos to a dead drive is a lesson nobody wants to learn twice. Here's the simple nightly backup I rely on.",
        "b3": "The `--delete` flag also removes from the backup any file you deleted at home, so the copy stays an exact mirror. Leave it out if you'd rather keep everything, even files you deleted.",
        "b6": "Test a restore once a month \U0001f501 \u2014 a backup you've never restored is just a hope, not a plan.",
    },
    {
        "c0": "Make the opening paragraph warmer.",
        "c2": "Make the paragraph about the cardamom buns livelier.",
        "c5": "Make the sentence about lost cards friendlier.",
        "c8": "Make the paragraph about the tastings more inviting.",
        "c9": "Make the sign-off warmer.",
        "b0": "Make the opening paragraph punchier.",
        "b3": "Make the paragraph about the --delete flag clearer.",
        "b6": "Make the last paragraph punchier.",
        "global": "Make the whole note livelier.",
        "headings": "Make every heading the same level (##).",
        "translate": "Translate the whole article into Chinese.",
        "bold_last": "Put the key words of the last paragraph in bold.",
    },
    {
        "here": "Here's the revised article:",
        "bold": "Here's the revised version with the changes in **bold**:",
        "italic": "Changes are marked in *italics* so you can spot them.",
        "bold_after": "(Changes in bold.)",
        "others": "The other paragraphs are unchanged.",
        "all_others": "All other paragraphs remain unchanged.",
        "later": "Let me know if you'd like any other tweaks!",
        "draft_b": "Draft: Lost photos hurt. Back them up nightly.",
        "thought": "**Drafting the paragraph** I'll keep the emoji and the dates and make it sound like an invitation.",
    },
)

ZH = Pack(
    "zh",
    ZH_CAFE,
    ZH_BACKUP,
    {
        "c0": "五年前，我们在磨坊巷开了一家小咖啡馆，只有两张桌子和一台脾气很倔的咖啡机。一晃五年，一杯又一杯，都是你们陪着。谢谢你们这些年的每一杯 \u2615\ufe0f",
        "c2": "好消息！3月1日起，我们的烘焙师林晓雯要把豆蔻面包加进菜单啦。团队 \U0001f469\u200d\U0001f373\U0001f468\u200d\U0001f373 已经试吃了好几周，结论是：**好吃到危险**。",
        "c5": "卡丢了？别着急，告诉我们一声，我们帮你查。",
        "c8": "3月8日星期六，快来免费试吃吧！带上全家 \U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466，也带上狗狗 \U0001f415\u200d\U0001f9ba。大家击掌 \U0001f64c\U0001f3fd",
        "c9": "永远爱你们的，\n周航和磨坊巷的伙伴们 \u2764\ufe0f",
        "b0": "硬盘一坏，十年的照片全没了——这种教训谁都不想学第二次。下面是我每晚都靠它的简单备份方法。",
        "b3": "`--delete` 的作用是：你在本机删掉的文件，备份里也会跟着删掉，这样备份和本机始终一模一样。如果你想连删掉的文件也留着，就去掉这个参数。",
        "b6": "每个月试着恢复一次 \U0001f501 ——没恢复过的备份，只是一个心愿。",
    },
    {
        "c0": "把开头那段写得更温暖一点。",
        "c2": "把豆蔻面包那段写得活泼一点。",
        "c5": "把卡丢了那句写得亲切一点。",
        "c8": "把试吃那段写得更有吸引力一点。",
        "c9": "把落款写得更温暖一点。",
        "b0": "把开头那段写得更有力一点。",
        "b3": "把讲 --delete 那段写清楚一点。",
        "b6": "把最后一段写得更有力一点。",
        "global": "把全文写得活泼一点。",
        "headings": "把所有小标题都改成二级标题（##）。",
        "translate": "把全文翻译成英文。",
        "bold_last": "把最后一段的关键词加粗。",
    },
    {
        "here": "好的，以下是修改后的文章：",
        "bold": "以下是修改后的版本，改动处已用**粗体**标出：",
        "italic": "改动的地方用*斜体*标出，方便您查看。",
        "bold_after": "（改动处已加粗。）",
        "others": "其他段落保持不变。",
        "all_others": "其余段落均保持不变。",
        "later": "如果还需要调整，随时告诉我！",
        "draft_b": "草稿：照片丢了很心疼，每晚备份吧。",
        "thought": "**构思段落** 保留表情和日期，让它读起来像一封邀请。",
    },
)

# An English article translated by the model into Chinese (and back) is the other pack's article.
OTHER = {"en": ZH, "zh": EN}


def body(article: Article, changed: dict[int, str] | None = None) -> str:
    changed = changed or {}
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(article[1]))


def whole(article: Article, changed: dict[int, str] | None = None, title: str = "") -> str:
    """The article as a model writes it back: the title line, a blank line, the body."""
    return (title or article[0]) + "\n\n" + body(article, changed)


def case(
    pack: Pack,
    number: int,
    kind: str,
    article: Article,
    suggestion: str,
    replies: list[object],
    changed: dict[int, str] | None = None,
    outcome: str = "applied",
    options: dict[str, object] | None = None,
    *,
    saved: Article | None = None,
    edit_format: str = "full",
    **expect_extra: object,
) -> Case:
    record: Case = case_record(
        f"l35-{kind.split('_')[0]}-{pack.lang}-{number:02d}",
        pack.lang,
        kind,
        "session 35 lead case: a reply shape real models or proxies give today",
        article[0],
        "\n\n".join(article[1]),
        suggestion,
        replies,
        edit_format=edit_format,
    )
    record.update(options or {})
    if outcome == "applied":
        final = saved or (article[0], body(article, changed).split("\n\n"))
        expect: dict[str, object] = {
            "outcome": "applied",
            "title": final[0],
            "body": "\n\n".join(final[1]) if saved else body(article, changed),
        }
    else:
        expect = {"outcome": outcome}
    expect.update(expect_extra)
    record["expect"] = expect
    return record


def reasoning(p: Pack) -> list[Case]:
    w, n, a = p.words, p.new, p.ask
    return [
        case(
            p,
            1,
            "reasoning_key_streamed",
            p.backup,
            a["b0"],
            [
                {
                    "reasoning": w["draft_b"] + "\n\n" + whole(p.backup),
                    "content": whole(p.backup, {0: n["b0"]}),
                }
            ],
            {0: n["b0"]},
            options={"stream": True},
        ),
        case(
            p,
            4,
            "reasoning_answer_tags",
            p.backup,
            a["b6"],
            [f"<reasoning>\n{w['draft_b']}\n</reasoning>\n<answer>\n{n['b6']}\n</answer>"],
            {6: n["b6"]},
        ),
        case(
            p,
            5,
            "reasoning_closed_then_cut",
            p.backup,
            a["b3"],
            [f"<think>\n{w['draft_b']}\n</think>\n\n" + whole(p.backup, {3: n["b3"]})[:-40]],
            outcome="refused",
            because="the answer after the thinking was cut off by the length limit",
            options={"finish_reason": "length", "stream": True},
        ),
    ]


def parts(p: Pack) -> list[Case]:
    w, n, a = p.words, p.new, p.ask
    full_b3 = whole(p.backup, {3: n["b3"]})
    cut = full_b3.index(n["b3"]) + len(n["b3"]) // 2
    return [
        case(
            p,
            2,
            "parts_split_mid_paragraph",
            p.backup,
            a["b3"],
            [
                {
                    "content": [
                        {"type": "text", "text": full_b3[:cut]},
                        {"type": "text", "text": full_b3[cut:]},
                    ]
                }
            ],
            {3: n["b3"]},
        ),
        case(
            p,
            3,
            "parts_thinking_block",
            p.cafe,
            a["c8"],
            [
                {
                    "content": [
                        {"type": "thinking", "thinking": w["thought"], "signature": "EqQBCgIYAhIM"},
                        {"type": "text", "text": n["c8"]},
                    ]
                }
            ],
            {8: n["c8"]},
        ),
        case(
            p,
            4,
            "parts_gemini_thought",
            p.backup,
            a["b6"],
            [
                {
                    "content": [
                        {
                            "type": "text",
                            "text": w["draft_b"] + "\n\n" + whole(p.backup),
                            "thought": True,
                        },
                        {"type": "text", "text": whole(p.backup, {6: n["b6"]})},
                    ]
                }
            ],
            {6: n["b6"]},
        ),
        case(
            p,
            5,
            "parts_streamed",
            p.backup,
            a["b0"],
            [{"content": [{"type": "text", "text": n["b0"]}]}],
            {0: n["b0"]},
            options={"stream": True},
        ),
        case(
            p,
            6,
            "parts_thought_only",
            p.cafe,
            a["c2"],
            [
                {
                    "content": [
                        {
                            "type": "text",
                            "text": w["thought"] + "\n\n" + n["c2"][:30],
                            "thought": True,
                        }
                    ]
                }
            ],
            outcome="refused",
            because="the only part is the model's thought, cut short: there is no answer",
        ),
    ]


def fenced(p: Pack, article_text: str, fence: str = "```", info: str = "markdown") -> str:
    return f"{p.words['here']}\n\n{fence}{info}\n{article_text}\n{fence}\n\n{p.words['later']}"


def fences(p: Pack) -> list[Case]:
    n, a = p.new, p.ask
    tweaked = whole(p.backup, {3: n["b3"], 2: p.backup[1][2].replace("-av ", "-avh ")})
    return [
        case(
            p,
            1,
            "fence_nested_code",
            p.backup,
            a["b3"],
            [fenced(p, whole(p.backup, {3: n["b3"]}))],
            {3: n["b3"]},
        ),
        case(
            p,
            2,
            "fence_four_backticks",
            p.backup,
            a["b0"],
            [fenced(p, whole(p.backup, {0: n["b0"]}), "````")],
            {0: n["b0"]},
        ),
        case(
            p,
            4,
            "fence_nested_code_changed",
            p.backup,
            a["b3"],
            [fenced(p, tweaked)],
            {3: n["b3"]},
            withheld_min=1,
        ),
        case(
            p,
            5,
            "fence_cut_in_code",
            p.backup,
            a["b0"],
            [
                p.words["here"]
                + "\n\n```markdown\n"
                + whole(p.backup, {0: n["b0"]}).split("rsync")[0]
                + "rsync -av --del"
            ],
            outcome="refused",
            because="the stream was cut off inside the code block",
            options={"stream": True, "stream_cut": True},
        ),
    ]


def unified(old: str, new: str, before: str = "", after: str = "") -> str:
    lines = ["--- a/article.md", "+++ b/article.md", "@@ @@"]
    lines += [" " + line for line in before.split("\n")] if before else []
    lines += ["-" + line for line in old.split("\n")] + ["+" + line for line in new.split("\n")]
    lines += [" " + line for line in after.split("\n")] if after else []
    return "```diff\n" + "\n".join(lines) + "\n```"


def diffs(p: Pack) -> list[Case]:
    n, a = p.new, p.ask
    c, b = p.cafe[1], p.backup[1]
    return [
        case(
            p,
            1,
            "diff_context",
            p.backup,
            a["b0"],
            [unified(b[0], n["b0"], after="\n" + b[1])],
            {0: n["b0"]},
        ),
        case(
            p,
            3,
            "diff_no_newline_marker",
            p.backup,
            a["b6"],
            [
                unified(b[6], n["b6"], before=b[5].split("\n")[-1] + "\n").replace(
                    "\n```", "\n\\ No newline at end of file\n```"
                )
            ],
            {6: n["b6"]},
        ),
        case(
            p,
            4,
            "diff_old_text_invented",
            p.cafe,
            a["c5"],
            [
                unified(
                    c[5].replace("look you up", "find it")
                    if p.lang == "en"
                    else c[5].replace("帮你查", "帮你找回来"),
                    n["c5"],
                )
            ],
            outcome="refused",
            because="the diff's old line is not in the article",
        ),
    ]


def blocks(p: Pack) -> list[Case]:
    n, a = p.new, p.ask
    b = p.backup[1]

    def block(search: str, replace: str) -> str:
        return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"

    # The search text in the other typography: a curly apostrophe, half-width commas.
    curly = b[3].replace("'", "\u2019") if p.lang == "en" else b[3].replace("，", ",")
    head, tail = b[3][:30], b[3][-25:]
    return [
        case(
            p,
            1,
            "blocks_curly_search",
            p.backup,
            a["b3"],
            [block(curly, n["b3"])],
            {3: n["b3"]},
            edit_format="blocks",
        ),
        case(
            p,
            2,
            "blocks_elided_search",
            p.backup,
            a["b3"],
            [block(f"{head}...{tail}", n["b3"])],
            {3: n["b3"]},
            edit_format="blocks",
        ),
        case(
            p,
            4,
            "blocks_retry_then_match",
            p.backup,
            a["b6"],
            [block(b[6].replace("\U0001f501 ", ""), n["b6"]), block(b[6], n["b6"])],
            {6: n["b6"]},
            edit_format="blocks",
        ),
    ]


def quoted_lines(text: str, blank: str = ">") -> str:
    return "\n".join(("> " + line) if line else blank for line in text.split("\n"))


def quoted(p: Pack) -> list[Case]:
    n, a = p.new, p.ask
    return [
        case(
            p,
            1,
            "quoteblock_whole",
            p.cafe,
            a["c0"],
            [quoted_lines(whole(p.cafe, {0: n["c0"]}))],
            {0: n["c0"]},
        ),
        case(
            p,
            3,
            "quoteblock_bare_blank_lines",
            p.backup,
            a["b6"],
            [quoted_lines(whole(p.backup, {6: n["b6"]}), "")],
            {6: n["b6"]},
        ),
        case(
            p,
            4,
            "quoteblock_cut",
            p.cafe,
            a["c2"],
            [quoted_lines(whole(p.cafe, {2: n["c2"]}))[:-60]],
            outcome="refused",
            because="the quoted reply was cut off by the length limit",
            options={"finish_reason": "length"},
        ),
    ]


def structure(p: Pack) -> list[Case]:
    n, a = p.new, p.ask
    c = p.cafe[1]
    levelled = {1: "#" + c[1]}
    renumbered = {6: c[6].replace("4.", "1.").replace("5.", "2.")}
    shifted = {1: "#" + c[1], 3: "#" + c[3]}
    title_line = "# " + p.cafe[0]
    return [
        case(
            p,
            1,
            "heading_level_unasked",
            p.cafe,
            a["c2"],
            [whole(p.cafe, {**levelled, 2: n["c2"]})],
            {2: n["c2"]},
            withheld_min=1,
        ),
        case(
            p, 3, "heading_level_asked", p.cafe, a["headings"], [whole(p.cafe, levelled)], levelled
        ),
        case(
            p,
            4,
            "list_continuation_renumbered",
            p.cafe,
            a["c5"],
            [whole(p.cafe, {**renumbered, 5: n["c5"]})],
            {5: n["c5"]},
            withheld_min=1,
        ),
        case(
            p,
            5,
            "heading_shift_under_title",
            p.cafe,
            a["c8"],
            [whole(p.cafe, {**shifted, 8: n["c8"]}, title=title_line)],
            {8: n["c8"]},
            withheld_min=1,
        ),
    ]


def translated(p: Pack) -> list[Case]:
    a = p.ask
    other = OTHER[p.lang]
    return [
        case(
            p,
            1,
            "translated_whole_unasked",
            p.cafe,
            a["c2"],
            [whole(other.cafe, {2: other.new["c2"]})],
            outcome="refused",
            because="the article came back in the other language, and no translation was asked",
        ),
        case(
            p,
            2,
            "translated_paragraph_unasked",
            p.backup,
            a["b3"],
            [other.new["b3"]],
            outcome="refused",
            because="the paragraph came back in the other language",
        ),
        case(
            p, 3, "translated_asked", p.cafe, a["translate"], [whole(other.cafe)], saved=other.cafe
        ),
    ]


def emoji(p: Pack) -> list[Case]:
    n, a = p.new, p.ask
    c = p.cafe[1]
    unjoined = {8: c[8].replace(ZWJ, "")}
    bare = {0: c[0].replace(VS16, ""), 9: c[9].replace(VS16, "")}
    return [
        case(
            p,
            1,
            "emoji_zwj_dropped_outside",
            p.cafe,
            a["c0"],
            [whole(p.cafe, {**unjoined, 0: n["c0"]})],
            {0: n["c0"]},
        ),
        case(
            p,
            2,
            "emoji_vs16_dropped_outside",
            p.cafe,
            a["c2"],
            [whole(p.cafe, {**bare, 2: n["c2"]})],
            {2: n["c2"]},
        ),
        case(p, 4, "emoji_kept_inside", p.cafe, a["c8"], [n["c8"]], {8: n["c8"]}),
        case(
            p,
            5,
            "emoji_zwj_dropped_inside",
            p.cafe,
            a["c8"],
            [n["c8"].replace(ZWJ, "")],
            {8: n["c8"]},
        ),
    ]


def bolded_changes(old: str, new: str) -> str:
    """`new` with the words that differ from `old` in bold, as chat models mark their edits."""
    if " " in new:  # English: mark the changed words
        olds = set(old.split())
        return " ".join(word if word in olds else f"**{word}**" for word in new.split(" "))
    start = next(i for i, (x, y) in enumerate(zip(old, new, strict=False)) if x != y)
    return f"{new[:start]}**{new[start : start + 6]}**{new[start + 6 :]}"


def bolded(p: Pack) -> list[Case]:
    w, n, a = p.words, p.new, p.ask
    c, b = p.cafe[1], p.backup[1]
    c0_bold = bolded_changes(c[0], n["c0"])
    b0_italic = bolded_changes(b[0], n["b0"]).replace("**", "*")
    struck = f"~~{b[3]}~~\n\n**{n['b3']}**"
    key_last = (
        "Test a restore **once a month** \U0001f501 \u2014 a backup you've **never restored** is only a hope."
        if p.lang == "en"
        else "**每个月**试着恢复一次 \U0001f501 ——**从没恢复过**的备份只是一个心愿。"
    )
    return [
        case(
            p,
            1,
            "bold_changes_whole",
            p.cafe,
            a["c0"],
            [w["bold"] + "\n\n" + whole(p.cafe, {0: c0_bold})],
            {0: n["c0"]},
        ),
        case(
            p,
            2,
            "bold_changes_beside_own_bold",
            p.cafe,
            a["c2"],
            [w["bold"] + "\n\n" + bolded_changes(c[2], n["c2"])],
            {2: n["c2"]},
        ),
        case(
            p,
            3,
            "italic_changes_whole",
            p.backup,
            a["b0"],
            [whole(p.backup, {0: b0_italic}) + "\n\n" + w["italic"]],
            {0: n["b0"]},
        ),
        case(p, 4, "struck_then_bold", p.backup, a["b3"], [struck], {3: n["b3"]}),
        case(
            p,
            6,
            "bold_asked",
            p.backup,
            a["bold_last"],
            [w["bold"] + "\n\n" + key_last],
            {6: key_last},
        ),
    ]


def html(p: Pack) -> list[Case]:
    n, a = p.new, p.ask
    b = p.backup[1]
    code = b[2].split("\n")[1]
    items = "".join(
        "<li>"
        + line.split(". ", 1)[1].replace("`", "<code>", 1).replace("`", "</code>", 1)
        + "</li>\n"
        for line in b[5].split("\n")
    )
    new_b3 = n["b3"].replace("`", "<code>", 1).replace("`", "</code>", 1)
    page = (
        f"<h1>{p.backup[0]}</h1>\n<p>{b[0]}</p>\n<h2>{b[1][3:]}</h2>\n"
        f'<pre><code class="language-bash">{code}\n</code></pre>\n<p>{new_b3}</p>\n'
        f"<h2>{b[4][3:]}</h2>\n<ol>\n{items}</ol>\n<p>{b[6]}</p>"
    )
    sign = n["c9"].replace("\n", "<br>").replace("&", "&amp;")
    return [
        case(p, 1, "html_paragraph", p.backup, a["b0"], [f"<p>{n['b0']}</p>"], {0: n["b0"]}),
        case(p, 2, "html_line_breaks", p.cafe, a["c9"], [f"<p>{sign}</p>"], {9: n["c9"]}),
        case(p, 3, "html_whole_article", p.backup, a["b3"], [page], {3: n["b3"]}),
        case(
            p,
            4,
            "html_global_one_paragraph",
            p.cafe,
            a["global"],
            [f"<p>{n['c0']}</p>"],
            outcome="refused",
            because="a global ask answered with one paragraph",
        ),
    ]


def partial(p: Pack) -> list[Case]:
    w, n, a = p.words, p.new, p.ask
    return [
        case(
            p,
            1,
            "partial_note_after",
            p.cafe,
            a["c2"],
            [n["c2"] + "\n\n" + w["others"]],
            {2: n["c2"]},
        ),
        case(
            p,
            3,
            "partial_for_global",
            p.cafe,
            a["global"],
            [n["c0"] + "\n\n" + w["all_others"]],
            outcome="refused",
            because="a global ask answered with one paragraph and a note that the rest is unchanged",
        ),
    ]


def sse(
    delta: dict[str, object], finish: str | None = None, *, data: str = "data: ", **extra: object
) -> str:
    chunk = {
        "id": "chatcmpl-l35",
        "object": "chat.completion.chunk",
        "created": 1764900000,
        "model": "stub-model",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        **extra,
    }
    return data + json.dumps(chunk, ensure_ascii=False)


def pieces(text: str, size: int = 24) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


def events(
    text: str, finish: str = "stop", *, gap: str = "", data: str = "data: ", end: str = ""
) -> list[str]:
    """An SSE body's lines (each is sent with a newline after it; `end` is added before it)."""
    lines = [sse({"role": "assistant", "content": ""}, data=data) + end, end]
    for piece in pieces(text):
        lines += [sse({"content": piece}, data=data) + end, end] + ([gap] if gap else [])
    lines += [sse({}, finish, data=data) + end, end, "data: [DONE]" + end, end]
    return lines


def wire(p: Pack) -> list[Case]:
    n, a = p.new, p.ask
    stream = {"stream": True}
    c0 = n["c0"]
    b3_whole = whole(p.backup, {3: n["b3"]})
    usage = {"prompt_tokens": 812, "completion_tokens": 240, "total_tokens": 1052}
    filtered = '{"id":"","object":"","created":0,"model":"","choices":[],"prompt_filter_results":[{"prompt_index":0,"content_filter_results":{}}]}'
    usage_only = "data: " + json.dumps(
        {
            "id": "chatcmpl-l35",
            "object": "chat.completion.chunk",
            "created": 1764900000,
            "model": "stub-model",
            "choices": [],
            "usage": usage,
        }
    )
    error_mid = json.dumps(
        {"error": {"message": "upstream model overloaded", "type": "server_error", "code": 529}}
    )
    half = events(c0)[: len(events(c0)) // 2]
    split_event = [
        line.replace('"content": ', '"content":\ndata: ', 1)
        if line.startswith("data: {") and "content" in line
        else line
        for line in events(n["b0"])
    ]
    return [
        case(
            p,
            1,
            "sse_keep_alive",
            p.cafe,
            a["c0"],
            [c0],
            {0: c0},
            options={
                **stream,
                "raw_stream": [": OPENROUTER PROCESSING", "", *events(c0, gap=": keep-alive\n")],
            },
        ),
        case(
            p,
            2,
            "sse_crlf",
            p.backup,
            a["b3"],
            [b3_whole],
            {3: n["b3"]},
            options={**stream, "raw_stream": events(b3_whole, end="\r")},
        ),
        case(
            p,
            3,
            "sse_data_no_space",
            p.cafe,
            a["c8"],
            [n["c8"]],
            {8: n["c8"]},
            options={**stream, "raw_stream": events(n["c8"], data="data:")},
        ),
        case(
            p,
            4,
            "sse_error_mid_stream",
            p.cafe,
            a["c0"],
            [c0],
            outcome="refused",
            because="the server reported an error in the middle of the reply",
            options={**stream, "raw_stream": [*half, "data: " + error_mid, ""]},
        ),
        case(
            p,
            5,
            "sse_filter_and_usage_chunks",
            p.cafe,
            a["c5"],
            [n["c5"]],
            {5: n["c5"]},
            options={
                **stream,
                "raw_stream": [
                    "data: " + filtered,
                    "",
                    *events(n["c5"])[:-2],
                    usage_only,
                    "",
                    "data: [DONE]",
                    "",
                ],
            },
        ),
        case(
            p,
            6,
            "sse_error_event",
            p.backup,
            a["b0"],
            [n["b0"]],
            outcome="refused",
            because="the server sent an error event instead of a reply",
            options={
                **stream,
                "raw_stream": [
                    *events(n["b0"])[:4],
                    "event: error",
                    'data: {"error": {"message": "rate limit reached for requests"}}',
                    "",
                ],
            },
        ),
        case(
            p,
            7,
            "sse_length_then_done",
            p.backup,
            a["b3"],
            [b3_whole],
            outcome="refused",
            because="the stream ended with finish_reason length",
            options={**stream, "raw_stream": events(b3_whole[:-50], finish="length")},
        ),
        case(
            p,
            9,
            "sse_data_split_lines",
            p.backup,
            a["b0"],
            [n["b0"]],
            {0: n["b0"]},
            options={**stream, "raw_stream": split_event},
        ),
    ]


def probes(p: Pack) -> list[Case]:
    """Written after the first fixes, as probes of the fixed shapes in other places."""
    w, n, a = p.words, p.new, p.ask
    b = p.backup[1]
    marked = bolded_changes(b[3], n["b3"])
    blocks_marked = f"{w['bold']}\n\n<<<<<<< SEARCH\n{b[3]}\n=======\n{marked}\n>>>>>>> REPLACE"
    thought = [
        {"type": "text", "text": w["thought"], "thought": True},
        {"type": "text", "text": n["c8"]},
    ]
    note_after = bolded_changes(b[0], n["b0"]) + "\n\n" + w["bold_after"]
    return [
        case(
            p,
            5,
            "quoteblock_paragraph_beside_own_quote",
            p.cafe,
            a["c2"],
            ["> " + n["c2"]],
            {2: n["c2"]},
        ),
        case(
            p,
            5,
            "blocks_bold_marked",
            p.backup,
            a["b3"],
            [blocks_marked],
            {3: n["b3"]},
            edit_format="blocks",
        ),
        case(
            p,
            7,
            "parts_thought_streamed",
            p.cafe,
            a["c8"],
            [{"content": thought}],
            {8: n["c8"]},
            options={"stream": True},
        ),
        case(p, 7, "bold_paragraph_note_after", p.backup, a["b0"], [note_after], {0: n["b0"]}),
    ]


def main() -> None:
    files = {
        "reasoning.jsonl": reasoning,
        "parts.jsonl": parts,
        "fences.jsonl": fences,
        "diffs.jsonl": diffs,
        "blocks.jsonl": blocks,
        "quoted.jsonl": quoted,
        "structure.jsonl": structure,
        "translated.jsonl": translated,
        "emoji.jsonl": emoji,
        "bolded.jsonl": bolded,
        "html.jsonl": html,
        "partial.jsonl": partial,
        "wire.jsonl": wire,
        "probes.jsonl": probes,
    }
    seen: set[str] = set()
    for name, build in files.items():
        cases = build(EN) + build(ZH)
        for record in cases:
            assert record["id"] not in seen, record["id"]
            seen.add(str(record["id"]))
        lines = [json.dumps(record, ensure_ascii=False) for record in cases]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(seen)} cases")


if __name__ == "__main__":
    main()
