"""A message asking what the model thinks of the text, told apart from one asking for an edit."""

import pytest

from app.editing.opinion import asks_opinion


@pytest.mark.parametrize(
    "message",
    [
        "What do you think of it overall?",
        "Any thoughts on the intro?",
        "how does it read?",
        "Is this clear enough for parents?",
        "Does it make sense?",
        "What's your take on the ending?",
        "Give me your feedback on the piece.",
        "你觉得这篇整体怎么样？",
        "你看这样写行不行？",
        "帮我点评一下这篇。",
        "这篇写得怎么样",
        "有什么意见吗？",
        # yes-or-no questions about the text, with no edit asked
        "Is paragraph 5 too long?",
        "Does the ending land?",
        "Are the figures in paragraph 3 consistent?",
        "第五段是不是太长了？",
        "标题会不会太长？",
        "结尾够不够有力？",
    ],
)
def test_a_question_about_the_text_asks_for_a_view(message: str) -> None:
    assert asks_opinion(message)


@pytest.mark.parametrize(
    "message",
    [
        "",
        "Make it livelier.",
        "What do you think — could you make the second paragraph shorter?",
        "Is it too long? Cut it down to 200 words.",
        "Rewrite the intro, I'm not sure how it reads.",
        "Fix the typos.",
        "你觉得第三段太长了，缩短一点",
        "把标题改得短一点，你觉得呢？",
        "第二段翻译成英文",
        "Too formal — livelier",
        # a request put as a question
        "Is there a way to shorten paragraph 2?",
        "Can paragraph 5 be a bit shorter?",
        "第二段能不能短一点？",
        "可以把第五段写得有力一点吗？",
        "帮我看看第二段是不是太长了？",
    ],
)
def test_a_request_for_a_change_is_no_question_of_opinion(message: str) -> None:
    assert not asks_opinion(message)
