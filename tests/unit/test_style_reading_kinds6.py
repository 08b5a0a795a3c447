"""Kinds pinned after the seventh blind set, each in phrasings of its own, in both languages:
who reads (not experts, what they never read); sarcasm that needs an excess beside the
praise, and the praised quality is the one wanted; the subject a piece asks about; going back
to an earlier version; a complaint asked as "why does every…now"; a polite request behind a
lead-in; a one-off by what stays as usual; the writer taking up what others asked; double
negatives; a device said to be absent; a size after its noun or as what it should be.
"""

import pytest

from app.domain.models import RevisionRecord
from app.style.signals import measured_observations
from tests.unit.readings import asked, heard, lasting, scoped

# -- who reads -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Remember my readers are plumbers, not engineers.", ("vocabulary", "plain")),
        ("The people reading this have never opened a balance sheet.", ("vocabulary", "plain")),
        ("我的听众都是菜场的摊主，不是什么专家", ("vocabulary", "plain")),
        ("我的会员大多没读过什么书，识字不多", ("vocabulary", "plain")),
        ("These notes are meant for sysadmins who script everything.", ("vocabulary", "technical")),
        ("看这个号的都是搞后端开发的", ("vocabulary", "technical")),
    ],
)
def test_who_reads_is_asked_about_with_what_it_implies(text, expected):
    assert asked(text) == {expected} and not lasting(text)


def test_it_alone_is_no_readership_of_it_staff():
    assert asked("Our readers really like it when the posts are out early.") == set()


def test_a_piece_about_the_community_is_not_a_readership():
    assert lasting("From now on the community posts are casual.") == {("formality", "casual")}


# -- sarcasm -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Oh lovely, every single line now ends with an emoji. Very grown-up.",
            ("emoji", "fewer"),
        ),
        ("太好了，满篇都是术语，我奶奶肯定看得津津有味", ("vocabulary", "plain")),
        ("Wow, twelve exclamation marks in one post!!! So restrained!!!", ("tone", "calm")),
    ],
)
def test_sarcastic_praise_of_an_excess_asks_for_the_opposite(text, expected):
    assert expected in asked(text) and not lasting(text)


@pytest.mark.parametrize(
    "text",
    [
        "Love that every paragraph is short now! Keep it like this.",
        "哇，这版每段都短短的，以后就这样",
    ],
)
def test_sincere_enthusiasm_is_not_sarcasm(text):
    assert {d for d, v in heard(text)} == {"paragraph_length"}
    assert ("paragraph_length", "shorter") in heard(text)


# -- the subject a piece asks about --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "My essay is about why legal letters are so stiff. Please add a footnote for 1998.",
        "This week's piece looks at how teenagers got so casual in email; fix the date in it.",
        "这篇讲的是为什么政府通知写得那么正式，帮我核一下第二段的数字",
        "文章探讨的是年轻人为什么那么爱用表情，麻烦把图片说明补上",
    ],
)
def test_a_style_word_in_the_question_a_piece_asks_is_its_subject(text):
    assert heard(text) == set()


def test_a_wish_beside_the_subject_is_still_heard():
    text = "The post is about why memos are so formal. Keep my own tone casual, though."
    assert lasting(text) == {("formality", "casual")}


# -- going back to an earlier version ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Go back to the third draft; this version is all bullet points. From now on, prose.",
            ("structure", "prose"),
        ),
        ("改回第二版吧，这版全是长句，以后都按第二版写", ("sentence_length", "shorter")),
        ("还是原来那版的短标题好，以后照那版来", ("title_style", "short")),
    ],
)
def test_back_to_an_earlier_version_is_a_lasting_wish_for_its_style(text, expected):
    assert expected in lasting(text)


def test_a_size_said_as_an_adjective_is_judged_by_what_follows():
    assert lasting("以后别写长段落了，那种长段落看着太累") == {("paragraph_length", "shorter")}
    assert lasting("短标题点击率太差了，以后标题写长一点") == {("title_style", "long")}


# -- a complaint asked as a question -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Why does every post now end with a list? I write in prose.", ("structure", "prose")),
        ("Why is every title suddenly fifteen words long?", ("title_style", "short")),
        ("为什么段落都变成一句一段了？", ("paragraph_length", "longer")),
    ],
)
def test_why_does_every_now_complains_of_what_it_describes(text, expected):
    assert expected in lasting(text)


def test_a_plain_question_about_the_text_still_asks():
    assert lasting("Is every title too long, do you think?") == set()


# -- polite requests -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "If it isn't a bother, could my newsletters use plainer words?",
            ("vocabulary", "plain"),
        ),
        ("Whenever you get a minute, could the recipes be a bit shorter?", ("length", "concise")),
        ("Would you mind trimming the paragraphs in my posts?", ("paragraph_length", "shorter")),
        ("有空的时候，以后的通知能不能写得口语一点？", ("formality", "casual")),
    ],
)
def test_a_request_behind_a_polite_lead_in_is_a_request(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    "text",
    [
        "Could the tone be too casual for a bank, maybe?",
        "Would it read better with fewer emoji?",
        "If we ever write for lawyers, the tone would have to be formal.",
    ],
)
def test_questions_and_conditions_stay_unfiled(text):
    assert lasting(text) == set()


# -- one-offs ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "For this issue only, put the tips in a numbered list. Regular issues stay the same.",
        "Just for the gala edition, more exclamation marks; other posts as usual.",
        "这期是周年特刊，语气可以活泼点，平时还是照旧",
        "这份是给律所的函，写正式一点，别的文章不用这样",
    ],
)
def test_a_wish_beside_what_stays_as_usual_is_a_one_off(text):
    assert heard(text) and not lasting(text)


def test_a_wish_with_from_now_on_is_lasting_even_beside_this_issue():
    assert lasting("这期开始，以后标题都短一点") == {("title_style", "short")}


def test_a_comparison_with_toast_is_no_toast():
    assert lasting("It reads as dry as toast, liven it up.") == {("tone", "lively")}


# -- what others asked, taken up -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Our auditors asked for precise terms in the reports. Please do that going forward.",
            ("vocabulary", "technical"),
        ),
        ("客户说方案要分点写，看着清楚。以后就照他们说的来", ("structure", "lists")),
    ],
)
def test_what_others_asked_becomes_the_writers_when_taken_up(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    "text",
    ["Our auditors asked for precise terms in the reports.", "客户说方案要分点写，看着清楚"],
)
def test_what_others_asked_alone_is_not_filed(text):
    assert lasting(text) == set()


# -- negation, absence and sizes -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I can't deny I don't like the numbered lists. Keep them.", ("structure", "lists")),
        ("I wouldn't say no to more examples in the guides.", ("length", "detailed")),
        ("我不是不喜欢术语，以后该用就用", ("vocabulary", "technical")),
    ],
)
def test_a_double_negative_is_the_wish_itself(text, expected):
    assert expected in lasting(text)


def test_a_device_said_to_be_absent_in_praise_supports_its_absence():
    assert ("vocabulary", "plain") in heard("这版好，没有那些专业名词，就是我要的")
    assert ("emoji", "more") not in heard("这版没用表情，挺好")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我要的是段落短，不是段落长", ("paragraph_length", "shorter")),
        ("说反了，标题要长，不要短", ("title_style", "long")),
        ("Headlines should be clear and long, not clever.", ("title_style", "long")),
        ("Titles: a few words, max.", ("title_style", "short")),
        ("标题三四个字就行", ("title_style", "short")),
    ],
)
def test_a_size_after_its_noun_or_as_what_it_should_be(text, expected):
    assert expected in lasting(text)


def test_a_bare_zhe_duan_is_the_passage_and_zhe_yi_duan_one_paragraph():
    assert lasting("这段太 formal 了，口语一点") == {("formality", "casual")}
    assert scoped("这一段太正式了，口语一点") and not lasting("这一段太正式了，口语一点")


def test_the_heading_for_one_item_is_one_place():
    assert not lasting("The heading for the raffle item could be shorter.")


# -- measured edits: the heading is the title ----------------------------------------------


def _edit(before: str, after: str) -> RevisionRecord:
    return RevisionRecord(
        id="r1",
        content_id="c1",
        message_id=None,
        kind="manual",
        base_version=1,
        version=2,
        suggestion="",
        original_title="Title",
        original_body=before,
        revised_title="Title",
        revised_body=after,
        created_at="2026-11-01T00:00:00Z",
    )


@pytest.mark.parametrize(
    ("before", "after", "value"),
    [
        (
            "# The county fair returns this weekend with rides, a pie contest and a parade\n\n"
            "Gates open at nine. Parking is free.",
            "# County fair returns\n\nGates open at nine. Parking is free.",
            "short",
        ),
        (
            "# 停水\n\n明天上午八点到十二点停水。请提前储水。",
            "# 明天上午城东片区因管道检修将停水四小时请居民提前储水\n\n"
            "明天上午八点到十二点停水。请提前储水。",
            "long",
        ),
    ],
)
def test_an_edited_opening_heading_is_measured_as_the_title(before, after, value):
    found = {(o.dimension, o.value) for o in measured_observations(_edit(before, after))}
    assert found == {("title_style", value)}


# -- found on later probe sets ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Two emoji per post, tops.", ("emoji", "fewer")),
        ("Could you tone down the exclamation marks in the newsletters?", ("tone", "calm")),
        ("以后写报告别为了好懂删掉术语", ("vocabulary", "technical")),
        ("劳驾以后别写那么长的段落了好吗", ("paragraph_length", "shorter")),
        ("Explain it like I'm ten, always.", ("vocabulary", "plain")),
        ("篇幅控制在八百字以内", ("length", "concise")),
    ],
)
def test_ceilings_phrasal_verbs_purposes_and_polite_bans(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    "text",
    [
        "隔壁公众号的小编特别爱用长句",
        "For the essay on bureaucratic jargon, add the 1946 Orwell quote.",
        "Go ahead and bullet the ingredients, only here.",
    ],
)
def test_the_neighbours_writer_a_piece_on_a_style_and_only_here_file_nothing(text):
    assert lasting(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The old version was calmer. Bring that back, please.", ("tone", "calm")),
        ("原来那版没有表情，干干净净的，改回那样", ("emoji", "none")),
    ],
)
def test_how_an_earlier_version_was_is_wanted_when_the_writer_goes_back_to_it(text, expected):
    assert expected in lasting(text)


def test_how_an_earlier_version_was_is_only_a_story_without_going_back():
    assert lasting("The old version was calmer.") == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm not against emoji — a few in the recipes are welcome.", ("emoji", "more")),
        ("Might I ask for plainer words in the parent letters?", ("vocabulary", "plain")),
    ],
)
def test_not_against_and_might_i_ask_are_wishes(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("别再用“特此通知”“敬请周知”这种说法了", ("formality", "casual")),
        ("No more 'hereby' and 'pursuant to' in my letters.", ("formality", "casual")),
    ],
)
def test_banned_examples_of_a_register_ask_for_the_other(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    "text",
    ["句子长短结合就好，别全是短句", "Vary the sentence length, don't make them all short."],
)
def test_a_mix_of_lengths_files_no_length(text):
    assert not {d for d, _ in heard(text)} & {"sentence_length", "paragraph_length"}


@pytest.mark.parametrize(
    "text",
    ["听说别的号都开始写长标题了", "Some newsletters now use emoji in every line, apparently."],
)
def test_hearsay_about_others_files_nothing(text):
    assert lasting(text) == set()
