"""What the writer is told when the model's search/replace blocks never fitted the article,
after asking again: a block whose SEARCH part is empty named no text of the article at all —
nothing was cut off and nothing was mismatched; the model's edit said what to write but not
where, so it could not be placed. And blocks that did not fit, answered NO_CHANGE when the model
was asked to fix them: nothing was cut off either — the model gave its edit up."""

from __future__ import annotations

from app.domain.text import counts_characters
from app.editing.formats.blocks import read_blocks


def unmatched_reason(reply: str, body: str) -> str:
    """Why the blocks of the model's last `reply` could not be applied to `body`, in the
    article's language when that names no text (every SEARCH part empty)."""
    blocks = read_blocks(reply, body).blocks
    if blocks and all(not block.search.strip() for block in blocks):
        if counts_characters(body):
            return (
                "模型的修改没有指明要替换原文的哪一段文字（SEARCH 部分是空的），"
                "无法确定放在哪里，所以没有保存。请按“重试”，或换个说法再提一次。"
            )
        return (
            "The model's edit named no text of the article to replace (its SEARCH part was "
            "empty), so there was no telling where it goes, and nothing was saved. Press Retry, "
            "or say where the new text should go."
        )
    return "The model's edit did not match the article text, so it could not be applied."


def given_up_reason(body: str, explanation: str) -> str:
    """Why nothing was saved when the model, asked again for blocks that did not fit `body`,
    answered that nothing needs changing (`explanation`: its own words, "" for none)."""
    said = " ".join(explanation.split())
    if counts_characters(body):
        quoted = f"模型说：“{said}”" if said else ""
        return (
            "模型的修改对不上你的原文，让它改正时它又说不需要修改，所以什么都没保存。"
            f"{quoted}可以按“重试”再问一次，或者换个说法提建议。"
        )
    quoted = f" The model said: “{said}”" if said else ""
    return (
        "The model's edit did not fit your text, and asked to fix it, the model answered that "
        f"nothing needs changing, so nothing was saved.{quoted} Press Retry to ask again, or "
        "rephrase the suggestion."
    )
