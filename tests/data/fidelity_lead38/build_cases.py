# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 38's lead fidelity cases (run from the repository root): six genres no earlier
set used, each answered in fifteen shapes that real chat models send — chatter around the
paragraph, the paragraph in a fence, the whole article with bold added, punctuation width swapped,
headings renumbered or trailing spaces, two candidate versions, an edit with a note, a clarifying
question, a diff, a loosely typed search/replace block, a cut stream or a `length` cut, a figure
changed, a labelled and quoted selection, a dressed NO_CHANGE, and one genre-specific shape
(placeholders, a block cut before its end marker, or `reasoning_content`). Every expected article
is the original entry list with only the asked entry replaced (or the selection inside its entry),
so untouched text is byte for byte the writer's. One file per genre."""

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

from articles import FALV, JIAOAN, MINSU, NIANZHONG, PETSIT, PLUMBING, Article  # noqa: E402

Case = dict[str, object]


@dataclass(frozen=True)
class Pack:
    name: str
    lang: str
    article: Article
    target: int  # the entry the writer asks about
    ask: str
    label: str  # how the model names that entry in its lead-in
    new: str  # the model's good rewrite of the target
    alt: str  # a second candidate rewrite
    bad: str  # the rewrite with a figure changed
    loose_search: str  # the target as the model types it in a SEARCH (punctuation width or quotes)
    bold: tuple[int, str]  # (untouched entry, phrase the model bolds in it)
    width: int  # an untouched entry whose punctuation the model retypes
    restyle: dict[
        int, str
    ]  # untouched entries retyped (headings renumbered); empty: trailing spaces
    candidates_ask: bool  # the candidates end with a question (else with a recommendation)
    note: tuple[str, str]  # (the note after the edit, the phrase of it the writer must see)
    sel: str
    sel_new: str
    sel_ask: str
    q_ask: str
    q_reply: str
    q_phrase: str
    nc_ask: str
    nc_reply: str
    cut: str  # "stream" | "length"
    last: str  # "placeholders" | "partial_block" | "reasoning"


ZH = {
    "whole_here": "当然可以，以下是修改后的全文：",
    "whole_bold_after": "我在几处关键信息上加了粗体，方便读者一眼看到。",
    "whole_done": "以下是完整的修改版本：",
    "later": "如需进一步调整，请随时告诉我。",
    "fence_here": "好的，修改后的段落如下：",
    "fence_after": "如果还想换一种语气，随时告诉我！",
    "two": "这里给您两个版本，可以任选：",
    "opt1": "**方案一：**",
    "opt2": "**方案二：**",
    "which": "您更喜欢哪一个？也可以告诉我再调整。",
    "recommend": "我个人更推荐方案二，读起来更顺一些。",
    "block_here": "我只改了这一处：",
    "block_after": "其他内容保持不变。",
    "bad_here": "好的，改好了：",
    "sel_label": "可以改成：",
    "diff_here": "修改如下：",
    "before": "（前面部分不变）",
    "after": "（后面部分不变）",
}
EN = {
    "whole_here": "Of course! Here's the full revised version:",
    "whole_bold_after": "I've bolded a couple of key points so they stand out.",
    "whole_done": "Here is the complete updated text:",
    "later": "Let me know if you'd like any other changes.",
    "fence_here": "Here you go:",
    "fence_after": "Happy to tweak it further if you want a different tone.",
    "two": "Here are two options:",
    "opt1": "**Option 1:**",
    "opt2": "**Option 2:**",
    "which": "Which one do you prefer?",
    "recommend": "I'd lean towards Option 2 — it reads a little more naturally.",
    "block_here": "I've only changed this one part:",
    "block_after": "Everything else stays the same.",
    "bad_here": "Done, here it is:",
    "sel_label": "You could say:",
    "diff_here": "Here's the change:",
    "before": "[…]",
    "after": "[rest unchanged]",
}

HALF = str.maketrans({"，": ",", "。": ".", "：": ":", "；": ";", "（": "(", "）": ")"})


def retype(text: str, lang: str) -> str:
    """The entry as a model retypes it: full-width punctuation halved, or apostrophes curled."""
    return text.translate(HALF) if lang == "zh" else text.replace("'", "’")


def with_title(article: Article, entries: list[str]) -> str:
    return article.title + "\n\n" + "\n\n".join(entries)


def replaced(entries: tuple[str, ...], index: int, text: str) -> list[str]:
    out = list(entries)
    out[index] = text
    return out


def diff_lines(old: str, new: str) -> str:
    """A unified-diff body for one entry: unchanged lines as context, changed ones as -/+."""
    old_lines, new_lines = old.split("\n"), new.split("\n")
    out: list[str] = []
    for a, b in zip(old_lines, new_lines, strict=True):
        out += [" " + a] if a == b else ["-" + a, "+" + b]
    return "\n".join(out)


def cases_for(p: Pack) -> list[Case]:
    w = ZH if p.lang == "zh" else EN
    art = p.article
    entries = art.entries
    target = entries[p.target]
    edited = replaced(entries, p.target, p.new)
    applied_body = "\n\n".join(edited)
    applied = {"outcome": "applied", "title": art.title, "body": applied_body}
    out: list[Case] = []

    def add(kind: str, ask: str, replies: list[object], expect: dict, **extra: object) -> None:
        case: Case = case_record(
            f"l38-{p.name}-{p.lang}-{len(out) + 1:02d}",
            p.lang,
            kind,
            f"lead38: {p.name}; reply shape real chat models send",
            art.title,
            art.body,
            ask,
            replies,
        )
        case.update(extra)
        case["expect"] = expect
        out.append(case)

    # 01 the paragraph between a labelled lead-in and a sign-off
    add(
        "labelled_lead_in_paragraph_sign_off",
        p.ask,
        [
            f"{'好的！以下是修改后的' if p.lang == 'zh' else 'Sure! Here is the revised '}{p.label}{'：' if p.lang == 'zh' else ':'}\n\n{p.new}\n\n{w['later']}"
        ],
        applied,
    )
    # 02 the paragraph alone in a fence, chatter around it
    fence = "```text" if p.lang == "zh" else "```"
    add(
        "paragraph_fenced_between_chatter",
        p.ask,
        [f"{w['fence_here']}\n\n{fence}\n{p.new}\n```\n\n{w['fence_after']}"],
        applied,
    )
    # 03 the whole article, bold added to an untouched entry (the writer's kept)
    index, phrase = p.bold
    assert phrase in entries[index] and index != p.target
    bolded = replaced(tuple(edited), index, entries[index].replace(phrase, f"**{phrase}**", 1))
    add(
        "whole_with_bold_added_untouched",
        p.ask,
        [f"{w['whole_here']}\n\n{with_title(art, bolded)}\n\n{w['whole_bold_after']}"],
        applied,
    )
    # 04 the whole article, one untouched entry's punctuation retyped (the writer's kept)
    assert retype(entries[p.width], p.lang) != entries[p.width] and p.width != p.target
    swapped = replaced(tuple(edited), p.width, retype(entries[p.width], p.lang))
    add("whole_punctuation_width_swapped_untouched", p.ask, [with_title(art, swapped)], applied)
    # 05 the whole article with headings renumbered, or every line with trailing spaces
    if p.restyle:
        restyled = list(edited)
        for i, text in p.restyle.items():
            assert i != p.target and text != entries[i]
            restyled[i] = text
        reply = f"{w['whole_done']}\n\n{with_title(art, restyled)}\n\n{w['later']}"
        kind = "whole_headings_renumbered_untouched"
    else:
        lines = with_title(art, edited).split("\n")
        reply = "\n".join(line + "  " if line else line for line in lines)
        kind = "whole_with_trailing_spaces"
    add(kind, p.ask, [reply], applied)
    # 06 two candidate versions (the writer chooses): model_says
    close = w["which"] if p.candidates_ask else w["recommend"]
    add(
        "two_candidates_offered"
        + ("_with_question" if p.candidates_ask else "_with_recommendation"),
        p.ask,
        [f"{w['two']}\n\n{w['opt1']}\n{p.new}\n\n{w['opt2']}\n{p.alt}\n\n{close}"],
        {"outcome": "model_says", "contains": w["opt1"].strip("*：:")},
    )
    # 07 the edit, then a note explaining it
    note, note_phrase = p.note
    add(
        "edit_then_explaining_note",
        p.ask,
        [f"{p.new}\n\n---\n\n{note}"],
        {**applied, "note_contains": note_phrase},
    )
    # 08 a clarifying question instead of an edit
    add(
        "clarifying_question",
        p.q_ask,
        [p.q_reply],
        {"outcome": "model_says", "contains": p.q_phrase},
    )
    # 09 a unified diff of the entry after a lead-in
    add(
        "diff_fence_after_lead_in",
        p.ask,
        [f"{w['diff_here']}\n\n```diff\n{diff_lines(target, p.new)}\n```"],
        applied,
    )
    # 10 blocks mode: one block with the SEARCH typed loosely, fenced, between chatter
    assert p.loose_search != target
    add(
        "block_search_typed_loosely_fenced",
        p.ask,
        [
            f"{w['block_here']}\n\n```\n<<<<<<< SEARCH\n{p.loose_search}\n=======\n{p.new}\n>>>>>>> REPLACE\n```\n\n{w['block_after']}"
        ],
        applied,
        edit_format="blocks",
    )
    # 11 a cut: the streamed whole article ends inside the target, or the target alone hits length
    half = p.new[: len(p.new) * 3 // 5]
    if p.cut == "stream":
        cut_text = with_title(art, list(entries[: p.target]) + [half])
        add(
            "streamed_whole_cut_inside_target",
            p.ask,
            [cut_text],
            {"outcome": "refused", "because": "the stream ended inside the asked paragraph"},
            stream=True,
            stream_cut=True,
        )
    else:
        add(
            "target_alone_cut_by_length",
            p.ask,
            [half],
            {"outcome": "refused", "because": "cut by the length limit mid-sentence"},
            finish_reason="length",
        )
    # 12 a figure changed inside the asked entry
    add(
        "figure_changed_in_target",
        p.ask,
        [f"{w['bad_here']}\n\n{p.bad}"],
        {"outcome": "refused", "because": "a figure in the asked paragraph was changed"},
    )
    # 13 a selection answered after a label, in quotes the original did not have
    entry = next(i for i, e in enumerate(entries) if p.sel in e)
    assert art.body.count(p.sel) == 1
    quoted = f"「{p.sel_new}」" if p.lang == "zh" else f"“{p.sel_new}”"
    sel_body = "\n\n".join(replaced(entries, entry, entries[entry].replace(p.sel, p.sel_new)))
    add(
        "selection_after_label_in_quotes",
        p.sel_ask,
        [f"{w['sel_label']}{quoted}" if p.lang == "zh" else f"{w['sel_label']} {quoted}"],
        {"outcome": "applied", "title": art.title, "body": sel_body},
        selected_text=p.sel,
    )
    # 14 NO_CHANGE dressed
    assert "NO_CHANGE" in p.nc_reply
    add("no_change_dressed", p.nc_ask, [p.nc_reply], {"outcome": "no_change"})
    # 15 the genre's own shape
    if p.last == "placeholders":
        add(
            "placeholders_around_target",
            p.ask,
            [f"{w['before']}\n\n{p.new}\n\n{w['after']}"],
            applied,
        )
    elif p.last == "partial_block":
        add(
            "block_cut_before_end_marker",
            p.ask,
            [f"<<<<<<< SEARCH\n{target}\n=======\n{half}"],
            {
                "outcome": "refused",
                "because": "the block stops mid-sentence without its end marker",
            },
            edit_format="blocks",
        )
    else:
        thought = (
            "用户想让这一段更客气，数字和时间都要保持不变，只改语气。"
            if p.lang == "zh"
            else "They want the paragraph clearer and calmer; keep the dose and every instruction."
        )
        add(
            "reasoning_field_then_paragraph",
            p.ask,
            [{"reasoning_content": thought, "content": p.new}],
            applied,
        )
    for case in out:
        expect = case["expect"]
        assert isinstance(expect, dict)
        if expect["outcome"] == "applied":
            assert expect["body"] != art.body
    return out


PACKS = [
    Pack(
        name="nianzhong",
        lang="zh",
        article=NIANZHONG,
        target=6,
        ask="把“存在的不足”那部分写得更诚恳、更简洁一点。",
        label="“存在的不足”部分",
        new="坦率地说，我们还有三点做得不够：一是新客户回款周期偏长，平均74天；二是部分业务员不熟悉新产品线，报价常常返工；三是季度业绩起伏大，第三季度只完成了全年的19%。",
        alt="回顾全年，我们也有明显的短板：新客户回款平均要74天，周期偏长；部分业务员对新产品线还不熟，报价时常返工；季度之间波动大，第三季度仅完成全年的19%。",
        bad="坦率地说，我们还有三点做得不够：一是新客户回款周期偏长，平均60天；二是部分业务员不熟悉新产品线，报价常常返工；三是季度业绩起伏大，第三季度只完成了全年的19%。",
        loose_search="一是新客户的回款周期偏长,平均达到74天;二是部分业务员对新产品线不熟悉,报价时常需要返工;三是季度之间业绩波动较大,第三季度仅完成全年的19%.",
        bold=(8, "5200万元"),
        width=2,
        restyle={
            1: "## 1. 全年业绩",
            3: "## 2. 重点工作",
            5: "## 3. 存在的不足",
            7: "## 4. 2027年工作计划",
        },
        candidates_ask=True,
        note=("**说明：**语气改得更坦诚，74天和19%这两个数字都没有改动。", "这两个数字都没有改动"),
        sel="上线客户回访制度",
        sel_new="建立了客户定期回访制度",
        sel_ask="这里换个说法。",
        q_ask="在第二部分补充一下各季度的销售额。",
        q_reply="好的，不过原文只给出了第三季度占全年的19%，其他三个季度的数据我没法推算。您能提供一、二、四季度的销售额吗？",
        q_phrase="您能提供一、二、四季度的销售额吗",
        nc_ask="检查一下全年业绩那段的数字能不能对上。",
        nc_reply="NO_CHANGE\n\n核对过了：3210万元＋1650万元＝4860万元，4860÷4500＝108%，数字都对得上。",
        cut="stream",
        last="placeholders",
    ),
    Pack(
        name="falv",
        lang="zh",
        article=FALV,
        target=6,
        ask="个人信息保护那一条写得更通俗一点，让普通读者能看懂。",
        label="第三条",
        new="我们只收集提供服务必需的信息，也就是您的手机号码和收货地址，并会加密保存。您随时可以申请查询、更正或删除这些信息，我们会在15个工作日内给您答复。",
        alt="为了给您送书，我们只需要您的手机号码和收货地址，这些信息都会加密保存。如果想查询、更正或删除，随时告诉我们，我们会在15个工作日内答复您。",
        bad="我们只收集提供服务必需的信息，也就是您的手机号码和收货地址，并会加密保存。您随时可以申请查询、更正或删除这些信息，我们会在7个工作日内给您答复。",
        loose_search="我们仅在提供服务所必需的范围内收集您的手机号码和收货地址，并采取加密存储等措施加以保护. 您可以随时申请查询、更正或删除您的个人信息，我们将在15个工作日内答复.",
        bold=(2, "未经书面许可"),
        width=4,
        restyle={
            1: "**1. 版权声明**",
            3: "**2. 免责条款**",
            5: "**3. 个人信息保护**",
            7: "**4. 法律适用与争议解决**",
        },
        candidates_ask=True,
        note=(
            "注：法律声明的措辞通俗化后，建议请律师再过目一遍；15个工作日的期限没有改。",
            "建议请律师再过目一遍",
        ),
        sel="不构成任何购买建议",
        sel_new="不代表我们建议您购买",
        sel_ask="这句改得口语一点。",
        q_ask="在争议解决那条加上仲裁的选项。",
        q_reply="可以加，但仲裁和诉讼一般只能二选一，而且要写明具体的仲裁委员会。您是想改成仲裁（比如杭州仲裁委员会），还是保留法院诉讼？",
        q_phrase="您是想改成仲裁",
        nc_ask="看看免责条款有没有错别字。",
        nc_reply="**NO_CHANGE**\n\n免责条款里没有发现错别字。",
        cut="length",
        last="partial_block",
    ),
    Pack(
        name="minsu",
        lang="zh",
        article=MINSU,
        target=2,
        ask="把第三段写得客气一点。",
        label="第三段",
        new="办理入住时，麻烦您出示每位住客的身份证原件，并交纳押金300元；退房时我们检查房间无损坏，押金会原路退回给您。",
        alt="入住时请您出示每位住客的身份证原件，并交纳300元押金；退房时房间检查无误，押金将原路退还，感谢您的配合。",
        bad="办理入住时，麻烦您出示每位住客的身份证原件，并交纳押金500元；退房时我们检查房间无损坏，押金会原路退回给您。",
        loose_search="入住时需出示每位住客的身份证原件,并交纳押金300元;退房检查房间无损坏后,押金原路退回.",
        bold=(4, "每间房含两份"),
        width=1,
        restyle={},
        candidates_ask=True,
        note=(
            "（押金金额和退还方式都保持原样，只是语气更客气了。）",
            "押金金额和退还方式都保持原样",
        ),
        sel="视房态安排",
        sel_new="我们会根据房间情况尽量安排",
        sel_ask="这几个字太生硬，换个说法。",
        q_ask="把早餐那段加上菜单。",
        q_reply="我可以帮您写，不过原文没有提到早餐具体有哪些。您能告诉我平时提供哪些品种吗？比如粥、面条、鸡蛋之类。",
        q_phrase="您能告诉我平时提供哪些品种吗",
        nc_ask="检查一下注意事项的编号对不对。",
        nc_reply="NO_CHANGE（注意事项编号1到4连续，没有问题。）",
        cut="stream",
        last="reasoning",
    ),
    Pack(
        name="jiaoan",
        lang="zh",
        article=JIAOAN,
        target=5,
        ask="把精读感悟这一步写得简洁些。",
        label="“精读感悟”环节",
        new="三、精读感悟（15分钟）\n重点学第2自然段：找出写荷花姿态的句子，比较“有的……有的……有的……”三种样子，引导学生边读边想象。",
        alt="三、精读感悟（15分钟）\n精读第2自然段，圈出描写荷花姿态的句子，比较三个“有的……”，让学生边读边想象画面。",
        bad="三、精读感悟（12分钟）\n重点学第2自然段：找出写荷花姿态的句子，比较“有的……有的……有的……”三种样子，引导学生边读边想象。",
        loose_search="三、精读感悟(15分钟)\n重点学习第2自然段,找出描写荷花姿态的句子,比较“有的……有的……有的……”三种样子,指导学生边读边想象画面.",
        bold=(7, "一句话"),
        width=4,
        restyle={
            3: "1. 谈话导入（5分钟）\n出示荷花图片，请学生说说在哪里见过荷花、荷花是什么样子的，引出课题。",
            4: "2. 初读课文（10分钟）\n学生自由朗读课文，圈出生字词；同桌互相认读，教师抽查“挨挨挤挤”“莲蓬”等词语的读音。",
            6: "4. 指导书写（8分钟）\n教师范写“荷”“蓬”两个字，提醒学生注意草字头的写法，学生在田字格中各写两遍。",
            7: "5. 课堂小结（2分钟）\n请学生用一句话说说今天最喜欢的荷花样子。",
        },
        candidates_ask=False,
        note=("修改说明：删去了重复的说法，15分钟的时长不变。", "15分钟的时长不变"),
        sel="提醒学生注意草字头的写法",
        sel_new="提醒学生草字头要写得扁一些",
        sel_ask="这句说得具体点。",
        q_ask="把导入环节换成一个小游戏。",
        q_reply="可以。您希望是猜谜类的小游戏，还是看图说话？另外导入环节还是保持5分钟吗？",
        q_phrase="您希望是猜谜类的小游戏，还是看图说话",
        nc_ask="检查一下各环节时间加起来是不是40分钟。",
        nc_reply="5＋10＋15＋8＋2＝40分钟，时间是对的。\n\nNO_CHANGE",
        cut="length",
        last="placeholders",
    ),
    Pack(
        name="petsit",
        lang="en",
        article=PETSIT,
        target=4,
        ask="Make the medication paragraph clearer and calmer.",
        label="medication paragraph",
        new="Every morning, Pepper needs one 2.5 mg tablet of her thyroid medicine, hidden in a little wet food. If she spits it out, try once more. If she refuses a second time, that's fine: just make a note of it for us.",
        alt="Pepper has one 2.5 mg thyroid tablet each morning; hide it in a little wet food. If she spits it out, give it one more try, and if she still won't take it, simply jot it down for us. No need to worry.",
        bad="Every morning, Pepper needs one 5 mg tablet of her thyroid medicine, hidden in a little wet food. If she spits it out, try once more. If she refuses a second time, that's fine: just make a note of it for us.",
        loose_search="Pepper takes one 2.5 mg tablet of her thyroid medicine every morning, hidden in a little wet food. If she spits it out, try again once; if she refuses twice, don’t worry, just note it down for us.",
        bold=(6, "please don't let him off near the pond"),
        width=0,
        restyle={
            1: "## 1. Feeding",
            3: "## 2. Medication",
            5: "## 3. Walks",
            7: "## 4. If something goes wrong",
        },
        candidates_ask=True,
        note=(
            "**Note:** I kept the 2.5 mg dose and the one-retry rule exactly as you had them.",
            "kept the 2.5 mg dose",
        ),
        sel="keep him on the short lead near the park gates",
        sel_new="use the short lead by the park gates",
        sel_ask="Say this more simply.",
        q_ask="Add Biscuit's microchip number to the last section.",
        q_reply="I don't have Biscuit's microchip number in the notes. Could you tell me the number, or would you like me to leave a blank for it?",
        q_phrase="Could you tell me the number",
        nc_ask="Check that the feeding times are consistent.",
        nc_reply="NO_CHANGE — the feeding times (7:30 and 18:00) are consistent throughout.",
        cut="stream",
        last="reasoning",
    ),
    Pack(
        name="plumbing",
        lang="en",
        article=PLUMBING,
        target=4,
        ask="Make the paragraph about the dates friendlier.",
        label="paragraph about the dates",
        new="I can start on Monday 11 January and should be finished by the Wednesday. The water will need to be off for about four hours on the first day, and I'll let you know the exact time the week before.",
        alt="I'm free to start on Monday 11 January and expect to be done by the Wednesday. On the first day the water will be off for about four hours; I'll confirm the exact time the week before.",
        bad="I can start on Monday 11 January and should be finished by the Wednesday. The water will need to be off for about six hours on the first day, and I'll let you know the exact time the week before.",
        loose_search="I can start on Monday 11 January and expect to finish by the Wednesday. The water will be off for about four hours on the first day; I’ll let you know the exact time the week before.",
        bold=(5, "valid for 30 days"),
        width=3,
        restyle={},
        candidates_ask=False,
        note=(
            "Note: the start date and the four hours without water are unchanged.",
            "the four hours without water are unchanged",
        ),
        sel="the balance due on completion",
        sel_new="the rest payable when the job is finished",
        sel_ask="Say this more plainly.",
        q_ask="Add the VAT to the table.",
        q_reply="Before I add it: are you VAT-registered? If so, should the £1,650 be the net figure with 20% VAT on top (£330, making £1,980), or is VAT already included?",
        q_phrase="are you VAT-registered?",
        nc_ask="Check that the table adds up.",
        nc_reply="I checked: £960 + £285 + £340 + £65 = £1,650, so the total is right.\n\nNO_CHANGE",
        cut="length",
        last="partial_block",
    ),
]


def main() -> None:
    seen: set[str] = set()
    for pack in PACKS:
        cases = cases_for(pack)
        for case in cases:
            assert case["id"] not in seen
            seen.add(str(case["id"]))
        lines = [json.dumps(case, ensure_ascii=False) for case in cases]
        (HERE / f"{pack.name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(seen)} cases in {len(PACKS)} files")


if __name__ == "__main__":
    main()
