"""Session-10 fidelity: what a serving stack or a reasoning model leaks into a reply (turn
tokens, reasoning in its many dresses, escaped line breaks) is never saved, and the article
itself keeps such text when it writes it."""

from __future__ import annotations

import json

from app.editing.formats.blocks import read_blocks
from app.editing.formats.common import peel, says_no_change
from app.editing.formats.leaks import unescaped_breaks, without_leaks
from app.editing.judge import NoEdit
from tests.unit.judging import applied, judge

TITLE = "Canal walk"
BODY = "The towpath starts at the lock.\n\nIt is flat for three miles.\n\nThe café shuts at four."
NEW_LAST = "The café closes at four, so go early."
NEW_BODY = BODY.replace("The café shuts at four.", NEW_LAST)
REPLY = f"{TITLE}\n\n{NEW_BODY}"
ZH_TITLE = "运河步道"
ZH_BODY = "步道从船闸开始。\n\n前五公里都很平坦。\n\n咖啡馆四点关门。"
ZH_NEW = ZH_BODY.replace("咖啡馆四点关门。", "咖啡馆下午四点关门，建议早点去。")


def test_a_closing_think_tag_alone_ends_the_reasoning() -> None:
    for tag in ("</think>", "</thinking>", "</reasoning>"):
        reply = f"The writer wants the last paragraph clearer.\n{tag}\n\n{REPLY}"
        revised = applied(judge(TITLE, BODY, "Make the last paragraph clearer.", reply))
        assert revised.body == NEW_BODY


def test_chinese_reasoning_with_only_its_closing_tag_is_not_saved() -> None:
    reply = f"用户想改最后一段。\n</think>\n\n{ZH_TITLE}\n\n{ZH_NEW}"
    revised = applied(judge(ZH_TITLE, ZH_BODY, "最后一段写具体一点。", reply))
    assert revised.body == ZH_NEW


def test_an_article_that_writes_a_closing_tag_keeps_it() -> None:
    article = "Close reasoning blocks with </think> in your template.\n\nThat is all."
    assert without_leaks(article, article) == article


def test_harmony_channels_give_the_final_message_only() -> None:
    reply = (
        "<|channel|>analysis<|message|>Edit the last paragraph.<|end|><|start|>assistant"
        f"<|channel|>final<|message|>{REPLY}<|return|>"
    )
    assert without_leaks(reply).strip() == REPLY
    assert without_leaks(f"analysisKeep the rest.assistantfinal{REPLY}") == REPLY


def test_harmony_analysis_without_a_final_message_is_no_article() -> None:
    verdict = judge(TITLE, BODY, "Shorten it.", "<|channel|>analysis<|message|>Maybe cut the")
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


def test_ollama_thinking_lines_are_taken_off() -> None:
    reply = f"Thinking...\n只改最后一段。\n...done thinking.\n\n{ZH_TITLE}\n\n{ZH_NEW}"
    revised = applied(judge(ZH_TITLE, ZH_BODY, "最后一段写具体一点。", reply))
    assert revised.body == ZH_NEW


def test_turn_tokens_after_the_edited_paragraph_are_not_saved() -> None:
    for token in ("<|im_end|>", "<end_of_turn>", "<|eot_id|>", "</s>", "<|endoftext|>"):
        revised = applied(judge(TITLE, BODY, "Make the last paragraph clearer.", REPLY + token))
        assert revised.body == NEW_BODY, token


def test_a_turn_the_model_began_for_the_writer_is_cut_off() -> None:
    reply = REPLY + "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nNow shorter please."
    revised = applied(judge(TITLE, BODY, "Make the last paragraph clearer.", reply))
    assert revised.body == NEW_BODY


def test_an_html_article_keeps_its_strikethrough() -> None:
    article = "<p>Price: <s>£20</s> £15</p>"
    assert without_leaks(article + "</s>", article) == article + "</s>"


def test_a_block_followed_by_an_end_token_replaces_only_its_text() -> None:
    reply = "<<<<<<< SEARCH\nshuts at four\n=======\ncloses at four\n>>>>>>> REPLACE<|im_end|>"
    block = read_blocks(reply, BODY).blocks[0]
    assert (block.search, block.replace) == ("shuts at four", "closes at four")


def test_a_draft_block_inside_reasoning_is_not_applied() -> None:
    reply = (
        "<think>\n<<<<<<< SEARCH\nfour\n=======\n4pm\n>>>>>>> REPLACE\nNo.\n</think>\n\n"
        "<<<<<<< SEARCH\nThe café shuts at four.\n=======\nThe café shuts at five.\n>>>>>>> REPLACE"
    )
    assert [b.search for b in read_blocks(reply, BODY).blocks] == ["The café shuts at four."]


def test_no_change_after_a_closing_tag_alone_is_no_change() -> None:
    assert says_no_change("It already reads well.\n</think>\n\nNO_CHANGE") == ""


def test_line_breaks_written_as_backslash_n_are_read_as_breaks() -> None:
    reply = REPLY.replace("\n", "\\n")
    assert peel(reply, BODY).text == REPLY
    revised = applied(judge(TITLE, BODY, "Make the last paragraph clearer.", reply))
    assert revised.body == NEW_BODY


def test_json_with_its_newlines_escaped_twice_is_read_as_paragraphs() -> None:
    reply = json.dumps({"title": ZH_TITLE, "body": ZH_NEW.replace("\n", "\\n")})
    revised = applied(judge(ZH_TITLE, ZH_BODY, "最后一段写具体一点。", reply))
    assert revised.body == ZH_NEW


def test_an_article_about_escapes_keeps_its_backslash_n() -> None:
    article = "In C, write \\n for a new line.\n\nAnd \\t for a tab."
    assert unescaped_breaks(article, article) == article
    assert unescaped_breaks("One \\n two \\n three", "") == "One \\n two \\n three".replace(
        "\\n", "\n"
    )


def test_other_models_reasoning_and_answer_markers_are_taken_off() -> None:
    for reply in (
        f"[THINK]Only the last one.[/THINK]{REPLY}",
        f"<|begin_of_thought|>Hmm.<|end_of_thought|>\n\n<|begin_of_solution|>\n{REPLY}\n"
        "<|end_of_solution|>",
        f"<|START_THINKING|>Hmm.<|END_THINKING|><|START_RESPONSE|>{REPLY}<|END_RESPONSE|>",
        f"<seed:think>Hmm.</seed:think>{REPLY}",
        f"◁think▷Hmm.◁/think▷{REPLY}",
        f"<|assistant|>\n{REPLY}<|end|>\n<|user|>\nShorter?",
        f"{REPLY}<eos>",
    ):
        revised = applied(judge(TITLE, BODY, "Make the last paragraph clearer.", reply))
        assert revised.body == NEW_BODY, reply


def test_reasoning_written_out_under_a_label_is_not_saved() -> None:
    for reasoning in (
        "思考过程：用户想改最后一段。\n\n---\n\n",
        "**思考**：只改最后一段。\n\n**回答**：\n\n",
        "Reasoning: only the last paragraph.\n\nAnswer:\n\n",
    ):
        reply = f"{reasoning}{ZH_TITLE}\n\n{ZH_NEW}"
        revised = applied(judge(ZH_TITLE, ZH_BODY, "最后一段写具体一点。", reply))
        assert (revised.body, revised.withheld) == (ZH_NEW, []), reasoning


def test_an_article_that_opens_with_such_a_label_keeps_its_text() -> None:
    body = "The plan for the week.\n\n---\n\nMore after the rule."
    reply = f"Thinking: a short guide\n\n{body}"
    assert without_leaks(reply, body) == reply


def test_a_closing_remark_after_the_end_token_is_the_models() -> None:
    for after in ("以上是修改后的全文。", "Above is the revised article."):
        reply = f"{ZH_TITLE}\n\n{ZH_NEW}<|im_end|>\n{after}"
        revised = applied(judge(ZH_TITLE, ZH_BODY, "最后一段写具体一点。", reply))
        assert revised.body == ZH_NEW, after


def test_a_verdict_closing_its_own_sentence_is_said_in_plain_words() -> None:
    said = says_no_change("我核对过了：批号、日期都写了，所以结论是 NO_CHANGE。")
    assert said == "我核对过了：批号、日期都写了，所以结论是无需修改。"
    assert says_no_change("Both dates are there, so my verdict: NO_CHANGE.") == (
        "Both dates are there, so my verdict: no change needed."
    )
    # A line that only mentions the token, or ends in it without concluding, is no verdict.
    assert says_no_change("The short notice.\n\nIt ends NO_CHANGE") is None
