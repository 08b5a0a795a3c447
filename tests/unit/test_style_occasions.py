"""A piece framed as one occasion, sarcasm that names no style, readers described by what they
can follow, corrections and settled doubt: each read the right way, in English and Chinese,
and nothing filed where nothing was asked."""

import pytest

from app.style.extract import offline_observations
from app.style.occasions import frames_an_occasion, frames_the_whole_message
from app.style.sarcasm import is_sarcastic
from app.style.sarcasm_wants import implied_by_sarcasm


def _heard(text: str) -> list[tuple[str, str, str]]:
    """(dimension, value, how firmly) for each observation."""
    return [
        (o.dimension, o.value, "scoped" if o.scoped else "asked" if o.tentative else "firm")
        for o in offline_observations(text)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "This is the post-mortem for Tuesday's outage — four hours of delayed data.",
        "It's the incident report for the payment outage.",
        "这条是发我师父追悼会的时间地点",
        "这是事故通报",
        "春节这几天先写稳重点",
        "for the black friday email go wild",
        "yeah it was a one time thing",
    ],
)
def test_a_piece_for_one_occasion_is_framed_as_one(text):
    assert frames_an_occasion(text)


@pytest.mark.parametrize(
    "text",
    [
        "It reads like a funeral notice — put some bounce in it.",
        "Make the posts more formal from now on.",
        "这篇写得跟说明书一样",
    ],
)
def test_a_likening_or_a_lasting_wish_is_no_occasion(text):
    assert not frames_an_occasion(text)
    assert not frames_the_whole_message(text)


@pytest.mark.parametrize(
    "text",
    [
        "This one tells the parents that Ms. Rivera passed away. Much more formal, please.",
        "The SOC 2 notice needs to sound formal. Next week's post is back to our usual voice.",
        "春节这几天先写稳重点，过完年再恢复平时那个调调",
        "for the black friday email go wild with emoji 🎉 the normal notes stay as they are",
    ],
)
def test_what_is_asked_for_one_occasion_is_only_for_that_piece(text):
    heard = _heard(text)
    assert heard and all(how == "scoped" for _, _, how in heard)


def test_a_lasting_wish_beside_a_death_told_stays_lasting():
    text = "My dog died last spring, so this blog exists. From now on keep the posts shorter."
    assert _heard(text) == [("length", "concise", "firm")]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("love that our post is now 900 words. truly an epic for the ages", ("length", "concise")),
        ("a ride report with the emotional range of a spreadsheet", ("tone", "lively")),
        (
            "sure, nothing says 'adopt me' like a paragraph that scrolls for three screens",
            ("paragraph_length", "shorter"),
        ),
        ("厉害了，一段话手机上要划好几屏，读者肯定爱看呢", ("paragraph_length", "shorter")),
        ("真行，一条通知写了两千字，大家肯定都愿意看完", ("length", "concise")),
        (
            "Oh great, 'this Malbec slaps, no cap'. Exactly the voice our regulars expect.",
            ("formality", "formal"),
        ),
    ],
)
def test_sarcasm_naming_no_style_is_asked_by_what_it_mocks(text, meant):
    assert implied_by_sarcasm(text) == meant
    assert _heard(text) == [(*meant, "asked")]


def test_praise_of_a_size_is_at_most_asked_and_thanks_asks_nothing():
    # "love that … 900 words" reads as sarcasm; sincere or not, it is only put to the writer.
    assert is_sarcastic("I love that the recap is 900 words now, it covers everything.")
    heard = _heard("I love that the recap is 900 words now, it covers everything. Perfect.")
    assert all(how == "asked" for _, _, how in heard)
    assert _heard("Thanks for the enthusiasm on the last draft, it read well.") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "they don't know what 'tertiary notes' means. most people on this list are beginners",
            "plain",
        ),
        ("A lot of our families speak English as a second or third language, fyi.", "plain"),
        ("买我们茶的多是上了年纪的老顾客，好多人连“发酵度”是啥都不知道", "plain"),
        (
            "Everyone on this list is an anaesthetist, no need to explain what an LMA is.",
            "technical",
        ),
        ("看这帖子的都是本专业考408的，各科怎么回事大家门儿清", "technical"),
    ],
)
def test_readers_described_by_what_they_follow_propose_a_vocabulary(text, value):
    assert _heard(text) == [("vocabulary", value, "asked")]


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("🙅‍♀️ emoji", "emoji", "none"),
        ("表情🈲", "emoji", "none"),
        ("术语🈲", "vocabulary", "plain"),
        ("标题，短。", "title_style", "short"),
        ("pls no more 😂🔥 on every line. that goes for every issue", "emoji", "none"),
        ("从今往后推文里不放表情了", "emoji", "none"),
        (
            "Would it be a terrible bother to keep the sentences a little shorter in future?",
            "sentence_length",
            "shorter",
        ),
        (
            "scrap the bullet point thing from before, ride reports should read like a story",
            "structure",
            "prose",
        ),
        (
            "It's not that I don't want bullet points. Stop turning every list into paragraphs.",
            "structure",
            "lists",
        ),
        (
            "Maybe shorter sentences suit these letters. Let's try that going forward.",
            "sentence_length",
            "shorter",
        ),
        ("或许用“你”来写通知更亲切点？先这么试试吧", "person", "second"),
    ],
)
def test_terse_polite_corrected_and_settled_wishes_are_filed(text, dimension, value):
    assert (dimension, value, "firm") in _heard(text)


@pytest.mark.parametrize(
    "text",
    [
        "No 😂 that was funny",
        "great job 👍",
        "❌ wrong date in the second paragraph, it's the 14th",
        "I'm half thinking we should go back to prose... not 100% sure though",
        "我们家老板娘写详情页特别爱用专业词，什么“揉捻”“杀青”一大堆",
        "I didn't say make it shorter, I said make it clearer. length is fine",
    ],
)
def test_nothing_firm_is_filed_where_nothing_was_asked(text):
    assert all(how != "firm" for _, _, how in _heard(text))


def test_dont_forget_keeps_what_it_names():
    assert _heard("don't forget the bullet points") == [("structure", "lists", "firm")]
