"""Session 51 (style72fix): the pure readings behind v72's misses and outside50 F9."""

import pytest

from app.style.adopted import adopted_quote
from app.style.conditioned import conditioned
from app.style.confirmations import AGREED, agreement_observations
from app.style.corroboration import lasting_said
from app.style.musings import asks_out_of_curiosity
from app.style.old_way import says_old_way
from app.style.quoted_back import shown_voice
from app.style.ranges import range_said_plainly
from app.style.since_when import plainly
from app.style.stance import narrates
from app.style.taken_back import what_stands


@pytest.mark.parametrize(
    ("text", "stands"),
    [
        ("Bullet lists in every update from now on. jk lol, carry on as you were.", "carry on"),
        ("Only formal English from here on. just kidding, keep it relaxed.", "keep it relaxed"),
        ("以后一律用书面语。开玩笑的，照旧。", "照旧"),
        ("以后不许放表情。逗你玩呢，该放就放。", "该放就放"),
    ],
)
def test_a_wish_owned_up_to_as_a_joke_is_taken_back(text: str, stands: str) -> None:
    assert what_stands(text).startswith(stands)


def test_kidding_aside_takes_nothing_back() -> None:
    text = "Kidding aside, shorter sentences please."
    assert what_stands(text) == text


@pytest.mark.parametrize(
    ("text", "scoped"),
    [
        ("Only for the teens' section: plain words, always.", True),
        ("For the obituaries page only - calm tone from now on.", True),
        ("仅限体育版：以后句子都写短。", True),
        ("只有周末专刊：以后多放表情。", True),
        ("Plain words, always.", False),
        ("以后句子都写短。", False),
    ],
)
def test_a_wish_for_one_segment_only_is_for_those_pieces(text: str, scoped: bool) -> None:
    assert conditioned(text) is scoped


@pytest.mark.parametrize(
    ("text", "old_way"),
    [
        ("Actually, the old way was better.", True),
        ("Hmm, I preferred it the way it was before.", True),
        ("想了想，还是原来那样好。", True),
        ("其实之前的写法也挺好的。", True),
        ("The old way was fine, but shorter sentences from now on.", False),
        ("还是老样子，这周的通知在下面。", False),
    ],
)
def test_the_old_way_called_fine_is_said_alone(text: str, old_way: bool) -> None:
    assert says_old_way(text) is old_way


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Since when do our flyers read like court papers?", "our flyers read like court papers."),
        ("公众号啥时候变成红头文件了？", "公众号变成红头文件了。"),
        ("When did you change the title?", None),
        ("什么时候改的标题？", None),
    ],
)
def test_a_rhetorical_since_when_is_the_statement_it_makes(text: str, said: str | None) -> None:
    assert plainly(text) == said


@pytest.mark.parametrize(
    ("text", "curious"),
    [
        ("How come the headings got shorter? Just curious.", True),
        ("Why did you swap 'we' for 'the team'? Not complaining, honest question.", True),
        ("为什么把“我们”改成“本店”了？纯好奇问问。", True),
        ("Just curious - could you keep them short from now on?", False),
        ("Why is it so stiff now?? Stop it.", False),
    ],
)
def test_a_why_out_of_curiosity_asks_for_nothing(text: str, curious: bool) -> None:
    assert asks_out_of_curiosity(text) is curious


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Two to five emoji a post from now on.", "at least 2 emoji"),
        ("Sentences of 22 to 30 words from now on.", "at least 22 words, longer"),
        ("Keep sentences between four and eight words.", "no more than 8 words, shorter"),
        ("以后每句话写三十到四十个字。", "长一点，不少于30个字"),
        ("以后每条放两到三个表情。", "起码2个表情"),
    ],
)
def test_a_range_is_said_as_the_direction_it_pushes(text: str, read: str) -> None:
    assert read in range_said_plainly(text)


@pytest.mark.parametrize(
    "text",
    [
        "Keep the titles short - three or four words each.",
        "标题写十到十五个字。",
        "Sentences of twelve to eighteen words.",
    ],
)
def test_a_range_of_a_title_or_of_the_usual_size_is_left_as_it_is(text: str) -> None:
    assert range_said_plainly(text) == text


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("Write like this from now on: 'Doors at six. Bar opens. Band at eight.'", "shorter"),
        ("以后都照这个样子写：“六点开门。七点开饭。八点散场。”", "shorter"),
        (
            "Model all our notices on this: 'The hall will be closed on Friday. We regret any "
            "inconvenience.'",
            "formal",
        ),
        ("以后通知都按这个口气来：“本中心定于周五闭馆，敬请谅解。”", "formal"),
    ],
)
def test_an_example_to_write_like_shows_its_voice(text: str, shown: str) -> None:
    voice = shown_voice(text)
    assert voice is not None and voice[1] == shown


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("Fwd from Sam: 'Keep every post short and punchy from now on.' Let's do that.", True),
        ("转发主编的话：“以后标题都写短一点。”照办。", True),
        (
            "Fwd from Sam: 'Keep every post short and punchy from now on.' I disagree, ignore it.",
            False,
        ),
        ("转一下场馆的消息：“舞会改到21号。”帮我改一下推文。", False),
    ],
)
def test_a_quoted_wish_taken_up_is_the_writers(text: str, quote: bool) -> None:
    assert (adopted_quote(text) is not None) is quote


@pytest.mark.parametrize(
    ("quote", "lasting"),
    [
        ("Paragraph 2 always reads too long, so cut it down this time.", False),
        ("第二段总是写得太长，这次删短一点。", False),
        ("Always keep paragraphs short.", True),
    ],
)
def test_always_beside_this_time_describes_the_text(quote: str, lasting: bool) -> None:
    assert lasting_said(quote) is lasting


def test_always_as_an_order_is_no_habit_told() -> None:
    assert (
        narrates("always write in the second person.", "Also, always write in the second person.")
        == ""
    )
    assert (
        narrates("I always write in the second person.", "I always write in the second person.")
        == "habit"
    )


@pytest.mark.parametrize(
    "text",
    [
        "ya fr, do it. every post.",
        "go for it, from now on",
        "行，就这么定了。",
        "嗯就这样，以后都这么写。",
    ],
)
def test_a_yes_in_chat_and_slang_agrees(text: str) -> None:
    assert any(o.dimension == AGREED for o in agreement_observations(text))
