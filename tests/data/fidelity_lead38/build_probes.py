# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes `probes.jsonl` (run from the repository root): session 38's probes, written after the
first sight of the main cases, on the same six articles — more reply shapes real chat models
send (a blockquote and its reasons, 原文／修改后 labels, a `### Revised paragraph` heading and a
changes list, `<think>` inline, a bold title line, the whole article fenced, Version A / B, a
label line, a stream cut before the target, an offer after the edit, a second version offered
after it, Kimi's rules and emoji, Qwen's bold label, DeepSeek's headed notes, a word count,
`# title`, Title:/Body: labels) and rewrites that change what a rule or a fact says without a
figure moving (a ban made a wish, a permission a duty, morning made evening). Expected articles are built as in build_cases.py."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from articles import FALV, JIAOAN, MINSU, NIANZHONG, PETSIT, Article  # noqa: E402
from build_cases import PACKS, Case, Pack, replaced, with_title  # noqa: E402


def _case(
    case_id: str,
    lang: str,
    kind: str,
    article: Article,
    ask: str,
    reply: str,
    expect: dict,
    **extra: object,
) -> Case:
    case: Case = {
        "id": case_id,
        "lang": lang,
        "kind": kind,
        "source": "lead38 probe: a reply shape or a rewrite real chat models send",
        "edit_format": "full",
        "article": {"title": article.title, "body": article.body},
        "suggestion": ask,
        "selected_text": None,
        "replies": [reply],
    }
    case.update(extra)
    case["expect"] = expect
    return case


def shapes(p: Pack) -> list[tuple[str, str, dict, dict]]:
    """(kind, reply, expect, extra fields) for each shape on one pack."""
    zh = p.lang == "zh"
    e = p.article.entries
    edited = replaced(e, p.target, p.new)
    applied = {"outcome": "applied", "title": p.article.title, "body": "\n\n".join(edited)}
    quote = "\n".join("> " + line for line in p.new.split("\n"))
    whole = with_title(p.article, edited)
    out: list[tuple[str, str, dict, dict]] = [
        (
            "blockquote_then_reasons",
            ("好的，我帮您改成这样：\n\n" if zh else "Here's a revised version:\n\n")
            + quote
            + (
                "\n\n这样改的好处是：\n1. 更简洁；\n2. 语气更自然。"
                if zh
                else "\n\nWhy this works:\n1. It's shorter.\n2. It sounds calmer."
            ),
            applied,
            {},
        ),
        (
            "original_then_revised_labels",
            ("**原文：**\n" if zh else "**Original:**\n")
            + e[p.target]
            + ("\n\n**修改后：**\n" if zh else "\n\n**Revised:**\n")
            + p.new,
            applied,
            {},
        ),
        (
            "think_inline_then_paragraph",
            "<think>\n"
            + ("用户要改这一段，保持数字不变。" if zh else "Keep the figures; only the tone.")
            + "\n</think>\n\n"
            + p.new,
            applied,
            {},
        ),
        (
            "whole_bold_title_line",
            "**" + p.article.title + "**\n\n" + "\n\n".join(edited),
            applied,
            {},
        ),
        (
            "whole_in_markdown_fence_with_changes",
            ("好的：\n\n" if zh else "Sure:\n\n")
            + "```markdown\n"
            + whole
            + "\n```\n\n"
            + (
                "**主要修改：**\n- 改写了那一段" if zh else "**Changes:**\n- Rewrote that paragraph"
            ),
            applied,
            {},
        ),
        (
            "versions_a_b",
            ("版本A：" if zh else "Version A: ")
            + p.new
            + "\n\n"
            + ("版本B：" if zh else "Version B: ")
            + p.alt,
            {"outcome": "model_says", "contains": "版本A" if zh else "Version A"},
            {},
        ),
        (
            "bold_label_line_then_paragraph",
            (
                "**" + p.label + "（修改后）**\n\n"
                if zh
                else "**" + p.label.capitalize() + " (revised)**\n\n"
            )
            + p.new,
            applied,
            {},
        ),
        (
            "stream_cut_before_target",
            with_title(p.article, list(e[: p.target])),
            {"outcome": "refused", "because": "the stream ended before the asked paragraph"},
            {"stream": True, "stream_cut": True},
        ),
        (
            "edit_then_offer_question",
            p.new
            + (
                "\n\n需要我把其他段落也改得一致吗？"
                if zh
                else "\n\nWould you like me to make the other paragraphs match?"
            ),
            applied,
            {},
        ),
        (
            "edit_then_second_version",
            p.new
            + (
                "\n\n如果想更短一些，也可以这样写：\n\n"
                if zh
                else "\n\nOr, if you'd like it shorter:\n\n"
            )
            + p.alt,
            {**applied, "note_contains": p.alt.split("\n")[-1]},
            {},
        ),
        (
            "whole_title_as_heading",
            "# " + p.article.title + "\n\n" + "\n\n".join(edited),
            applied,
            {},
        ),
        (
            "whole_title_body_labels",
            ("标题：" if zh else "Title: ")
            + p.article.title
            + ("\n\n正文：\n\n" if zh else "\n\nBody:\n\n")
            + "\n\n".join(edited),
            applied,
            {},
        ),
        (
            "word_count_line_after",
            p.new
            + (f"\n\n（字数：{len(p.new)}字）" if zh else f"\n\n({len(p.new.split())} words)"),
            applied,
            {},
        ),
    ]
    if p.name != "plumbing":  # its "dates" ask names two paragraphs: see README, left
        out.append(
            (
                "heading_revised_then_changes",
                ("### 修改后的段落\n\n" if zh else "### Revised paragraph\n\n")
                + p.new
                + (
                    "\n\n### 修改说明\n\n- 语句更简洁\n- 数字未改动"
                    if zh
                    else "\n\n### What changed\n\n- Shorter sentences\n- Figures unchanged"
                ),
                applied,
                {},
            )
        )
    if zh:
        out += [
            (
                "kimi_rules_and_emoji_highlights",
                "当然！下面是优化后的版本👇\n\n---\n\n"
                + p.new
                + "\n\n---\n\n✨ 修改亮点：\n- 语气更自然\n- 信息一个不少",
                applied,
                {},
            ),
            (
                "qwen_said_then_bold_label",
                "好的，根据您的要求，我对这部分进行了修改：\n\n**修改后：**\n\n" + p.new,
                applied,
                {},
            ),
            (
                "deepseek_headed_notes",
                "### 修改后的段落：\n\n"
                + p.new
                + "\n\n### 修改说明：\n1. 语句更通顺；\n2. 数字保持不变。",
                applied,
                {},
            ),
        ]
    else:
        out += [
            (
                "rules_around_then_offer",
                "Here's a version of the "
                + p.label
                + ":\n\n---\n\n"
                + p.new
                + "\n\n---\n\nLet me know if you'd like it even more concise!",
                applied,
                {},
            ),
            (
                "blockquote_then_kept_note",
                "Here's the revised "
                + p.label
                + ":\n\n> "
                + p.new
                + "\n\nI kept every figure exactly as you had it.",
                applied,
                {},
            ),
            ("bold_label_colon_then_paragraph", "**Revised:**\n\n" + p.new, applied, {}),
        ]
    return out


REFUSED = {"outcome": "refused", "because": "the rewrite says something the writer did not"}
# (kind, article, lang, ask, the rewrite of the asked paragraph): each refused
MEANING = [
    (
        "ban_made_a_wish",
        MINSU,
        "zh",
        "把注意事项写得亲切一点。",
        "注意事项：\n1. 院内尽量不要吸烟，室内吸烟将扣除押金200元用于清洁；\n2. 晚上22:00以后请降低音量，小院周围住着村民；\n3. 热水器为燃气式，洗澡前请先开窗通风；\n4. 宠物暂不能入住，敬请谅解。",
    ),
    (
        "permission_made_a_duty",
        FALV,
        "zh",
        "争议解决那条写得通俗一点。",
        "这份声明按中华人民共和国法律来解释和适用。如果因为使用本网站发生争议，双方先友好协商；协商不成的，任何一方都必须向杭州市西湖区人民法院提起诉讼。",
    ),
    (
        "morning_made_evening",
        PETSIT,
        "en",
        "Make the medication paragraph clearer and calmer.",
        "Every evening, Pepper needs one 2.5 mg tablet of her thyroid medicine, hidden in a little wet food. If she spits it out, try once more. If she refuses a second time, that's fine: just make a note of it for us.",
    ),
    (
        "quarter_changed",
        NIANZHONG,
        "zh",
        "把“存在的不足”那部分写得更诚恳、更简洁一点。",
        "坦率地说，我们还有三点做得不够：一是新客户回款周期偏长，平均74天；二是部分业务员不熟悉新产品线，报价常常返工；三是季度业绩起伏大，第二季度只完成了全年的19%。",
    ),
    (
        "count_word_changed",
        JIAOAN,
        "zh",
        "把指导书写这一步写得简洁些。",
        "四、指导书写（8分钟）\n教师范写“荷”“蓬”，提醒草字头的写法，学生在田字格中各写三遍。",
    ),
    (
        "no_charge_made_a_charge",
        MINSU,
        "zh",
        "把第二段写得客气一点。",
        "入住时间为下午14:00以后，退房时间为中午12:00以前。如需提前入住或延迟退房，请至少提前一天告诉管家小周，我们会根据房间情况安排，延迟退房至14:00以内需另收费。",
    ),
    (
        "liability_flipped",
        FALV,
        "zh",
        "免责条款写得通俗一点。",
        "本网站的书评和推荐只是参考，不算购买建议。如果因为网络故障、黑客攻击等不可抗力导致服务中断或信息丢失，本网站承担相应责任，也会尽力减少影响。",
    ),
]


def main() -> None:
    cases: list[Case] = []
    for p in PACKS:
        for n, (kind, reply, expect, extra) in enumerate(shapes(p), 1):
            cases.append(
                _case(
                    f"l38p-{p.name}-{p.lang}-{n:02d}",
                    p.lang,
                    kind,
                    p.article,
                    p.ask,
                    reply,
                    expect,
                    **extra,
                )
            )
    for n, (kind, article, lang, ask, reply) in enumerate(MEANING, 1):
        cases.append(
            _case(f"l38p-meaning-{lang}-{n:02d}", lang, kind, article, ask, reply, REFUSED)
        )
    assert len({c["id"] for c in cases}) == len(cases)
    lines = [json.dumps(case, ensure_ascii=False) for case in cases]
    (HERE / "probes.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(cases)} probes")


if __name__ == "__main__":
    main()
