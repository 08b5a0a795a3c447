"""'Writing… paragraph N of M' follows the article inside the model's own dress (outside54 F6):
a ```markdown fence around the whole reply, a lead-in line over it, chatter after it."""

from app.editing.progress import ReplyProgress

BODY = "\n\n".join(f"Paragraph {n} says something about the river path." for n in range(1, 6))
ZH = "\n\n".join(f"第{n}段说的是河边小路的事情。" for n in range(1, 5))


def _told(body: str, reply: str, size: int = 7) -> list[int]:
    progress = ReplyProgress(body)
    told = [progress.told(reply[i : i + size]) for i in range(0, len(reply), size)]
    return [int(t["paragraph"]) for t in told]


def test_a_reply_in_a_markdown_fence_is_counted_as_it_comes() -> None:
    at = _told(BODY, "```markdown\nTitle\n\n" + BODY + "\n```\n\nLet me know if you want more.")
    assert at == sorted(at) and at[-1] == 5
    assert 3 in at  # it moves while the article comes, not stuck at "2 of 5"


def test_a_lead_in_line_is_no_paragraph_and_the_count_never_passes_the_total() -> None:
    at = _told(BODY, "Sure! Here's the revised article:\n\nTitle\n\n" + BODY + "\n\nLet me know.")
    assert at == sorted(at) and at[-1] == 5 and max(at) == 5
    plain = _told(BODY, "Title\n\n" + BODY)
    assert plain[-1] == 5


def test_zh_a_lead_in_then_a_fence() -> None:
    at = _told(ZH, "好的：\n\n```markdown\n标题\n\n" + ZH + "\n```", size=5)
    assert at == sorted(at) and at[-1] == 4 and 2 in at
