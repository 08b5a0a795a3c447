"""Session-11 fidelity, blind set 11's dev half: a code comment standing for the rest of the
article; "the first sentence" and "at the end" as places; a story that repeats "这句话" is
no remark to the writer; tips with a question after them are the model's words, all of them."""

from __future__ import annotations

from app.editing.align import is_placeholder, is_talk
from app.editing.judge import NoEdit
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import applied, judge

README = [
    "fernlog is a small tool that turns field notes into a plant log. It runs anywhere.",
    "## Requirements",
    "- Python 3.10 or newer\n- pip",
    "## Install",
    "Run `pip install fernlog`, then `fernlog init`.",
]


def test_a_code_comment_stands_for_the_rest() -> None:
    for marker in ("// ... existing sections ...", "# … rest unchanged …", "// … 其余不变 …"):
        assert is_placeholder(marker), marker
    assert not is_placeholder("## Existing customers")
    assert not is_placeholder("// Existing users keep their settings.")
    friendly = README[0].replace("a small tool", "a small, friendly tool")
    for marker in ("// ... existing sections ...", "<!-- ... existing content ... -->"):
        reply = f"Here you go:\n\nfernlog\n\n{friendly}\n\n{marker}"
        revised = applied(
            judge("fernlog", "\n\n".join(README), "Make the first sentence friendlier.", reply)
        )
        assert revised.body == "\n\n".join([friendly, *README[1:]])


ZH_NOTE = [
    "## 说明",
    "这是一份值班表。请按时到岗。",
    "## 安排",
    "周一：小王\n周二：小李",
    "有事请提前一天说。谢谢大家。",
]


def test_the_first_or_last_sentence_of_the_article() -> None:
    paragraphs = split_paragraphs("\n\n".join(README))
    first = scope_of(["Make the first sentence friendlier."], "t", paragraphs)
    assert first.sentences == {(0, 0)} and not first.whole and not first.paragraphs
    zh = split_paragraphs("\n\n".join(ZH_NOTE))
    last = scope_of(["最后一句改得客气一点"], "t", zh)
    assert last.sentences == {(4, 1)} and not last.whole
    opening = scope_of(["第一句话改短一点"], "t", zh)
    assert opening.sentences == {(1, 0)}  # the heading is no sentence of text
    # a counted sentence of a named paragraph is still that paragraph's; paragraphs counted
    # as the writer counts them, headings not among them: 第一段 is 这是一份值班表…, 第二段 the
    # rota under "## 安排" (it had read 第二段 as the first text, counting "## 说明")
    assert scope_of(["第一段最后一句改短"], "t", zh).sentences == {(1, 1)}
    assert scope_of(["第二段最后一句改短"], "t", zh).sentences == {(3, 0)}
    assert scope_of(["Shorten the last sentence of paragraph 1."], "t", paragraphs).sentences == {
        (0, 1)
    }


PODCAST = [
    "This week Priya and Tom talk about gardening and whether it's a quiet protest.",
    "Timestamps: 00:00 intro, 04:15 Tom's allotment, 31:05 letters.",
    "Thanks to Greenleaf Seeds for supporting the show. Use code DOLESS for 15% off.",
]


def test_at_the_end_is_the_closing_paragraph() -> None:
    paragraphs = split_paragraphs("\n\n".join(PODCAST))
    asked = "Make the sponsor message at the end a bit punchier."
    assert scope_of([asked], "t", paragraphs).paragraphs == {2}
    assert scope_of(["Put a one-line summary at the top."], "t", paragraphs).paragraphs == {0}
    middle = scope_of(["Add a joke at the end of the second paragraph."], "t", paragraphs)
    assert middle.paragraphs == {1}
    punchy = "Thanks to Greenleaf Seeds! Use code DOLESS at checkout for 15% off."
    drifted = [PODCAST[0].replace("it's", "it’s"), PODCAST[1] + ".", punchy]
    revised = applied(
        judge("Ep 42", "\n\n".join(PODCAST), asked, "Ep 42\n\n" + "\n\n".join(drifted))
    )
    assert revised.body == "\n\n".join([*PODCAST[:2], punchy])
    assert revised.withheld


GRANNY = [
    "外婆最爱说「吃饱了再说」。",
    "我考砸了，她只端出一碗面：「吃饱了再说。」",
    "现在我也常对孩子这么说。",
]


def test_a_story_that_repeats_a_saying_is_not_talk() -> None:
    new = "如今，我也常常对孩子说这句话，说着说着，就想起了外婆。"
    assert not is_talk(new, "\n\n".join(GRANNY))
    assert is_talk("这句话建议保留，读起来更有味道。", "\n\n".join(GRANNY))
    reply = "外婆\n\n" + "\n\n".join(
        [g.replace("「", "“").replace("」", "”") for g in GRANNY[:2]] + [new]
    )
    revised = applied(judge("外婆", "\n\n".join(GRANNY), "最后一段再多写一点感情", reply))
    assert revised.body == "\n\n".join([*GRANNY[:2], new])


TRAIN = [
    "The night train leaves Vienna at 21:27.",
    "Our compartment had six bunks and four strangers. A teacher offered everyone apricots.",
    "We woke to flat fields and the lagoon.",
]
ZH_TRAIN = [
    "从兰州到敦煌，我坐了一趟慢车。",
    "对面的大叔拿出一袋杏干，非要我尝尝。",
    "过了嘉峪关，窗外只剩下戈壁了。",
]


def test_tips_and_a_question_are_the_models_words() -> None:
    for title, body, ask, reply, question in (
        (
            "Train",
            TRAIN,
            "Make paragraph 2 livelier.",
            "To make paragraph 2 livelier, you could:\n\n1. Give the teacher a line of dialogue."
            "\n2. Describe the apricots.\n\nWould you like me to rewrite it along these lines?",
            "Would you like me to rewrite it",
        ),
        (
            "敦煌",
            ZH_TRAIN,
            "第三段写生动一点",
            "第三段可以从以下几个方面改得更生动：\n\n1. 加入声音，比如车轮声；"
            "\n2. 描写戈壁上的光影；\n\n需要我按这个思路直接改写吗？",
            "需要我按这个思路直接改写吗",
        ),
    ):
        verdict = judge(title, "\n\n".join(body), ask, reply)
        assert isinstance(verdict, NoEdit) and verdict.status == "ok", verdict
        assert question in verdict.reason and "1." in verdict.reason
