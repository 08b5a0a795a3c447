"""Session 26's kinds from blind set 25: a complaint that a paragraph reads like a translation
is no ask to translate (scope.py); a question put with 吗, or asked with "don't change
anything", is a question, and a one-line yes-or-no answer is the model's words (opinion.py);
a line under a lone paragraph saying what the edit kept is a note (notes.py); a paragraph that
ends on an emoji after no stop is not cut when the emoji goes (losses.py); a topic placed by its
characters apart or by the kind of figure it names (topic_words.py, mentions.py); a lone
paragraph quoted between the model's words (formats/dress.py); a negated verb back as a noun
(negations.py); a translation into the article's own language is said of its foreign quotation
(foreign_spans.py); a section named by most of its heading's words (headings.py); the model's
words read alike with curly apostrophes (align.py, notes.py)."""

from __future__ import annotations

import pytest

from app.editing.align import is_chatter, is_talk
from app.editing.foreign_spans import foreign_paragraphs, into_own_language
from app.editing.formats.dress import unquoted_article
from app.editing.headings import named_section
from app.editing.losses import cut_off
from app.editing.mentions import described_paragraphs
from app.editing.negations import flipped
from app.editing.notes import drop_trailing_notes
from app.editing.opinion import answers_question, asks_opinion
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

BODY = "\n\n".join(
    [
        "The pool reopens on Saturday.",
        "Season passes are extended by eleven weeks.",
        "A swim costs £4.20.",
    ]
)


@pytest.mark.parametrize(
    "suggestion",
    [
        "Paragraph 2 reads like a translation — make it sound natural.",
        "Paragraph 2 sounds translated. Can you fix it?",
        "This reads like a bad translation. Smooth out paragraph 2.",
        "The second paragraph reads like it was translated.",
        "第二段翻译腔太重，改得自然一点。",
        "第二段读起来像机器翻译的，润色一下。",
    ],
)
def test_a_paragraph_said_to_read_like_a_translation_is_no_translation_ask(suggestion: str) -> None:
    scope = scope_of([suggestion], "Pool", split_paragraphs(BODY))
    assert not scope.translate
    assert scope.paragraphs == {1} and not scope.whole


@pytest.mark.parametrize(
    "suggestion",
    [
        "Translate paragraph 2 into French.",
        "把第二段翻译成英文。",
        "Paragraph 2 reads like a translation; translate it again into German.",
    ],
)
def test_a_translation_asked_for_is_still_one(suggestion: str) -> None:
    assert scope_of([suggestion], "Pool", split_paragraphs(BODY)).translate


@pytest.mark.parametrize(
    "message",
    [
        "音乐会那段写了几点开始吗？",
        "第五段写了儿童池什么时候能用吗？",
        "票价那段提到儿童票了吗？",
        "Don't change anything yet — is the ending strong enough?",
        "No edits please — which section would you cut first?",
        "Don't edit anything — which paragraph do you think is weakest?",
        "标题行吗？先别改。",
        "先别改——你觉得哪一段最弱？",
        "不用改，告诉我哪一部分最啰嗦就行。",
    ],
)
def test_a_question_or_a_no_edit_ask_asks_the_models_view(message: str) -> None:
    assert asks_opinion(message)


@pytest.mark.parametrize(
    "message",
    [
        "Don't change the facts — just make it livelier.",
        "Don't change anything else — can you cut paragraph 2?",
        "Don't change anything in paragraph 1, but tighten paragraph 2.",
        "不要改变原意，润色一下第二段。",
        "不用改太多，第二段精简一下。",
        "第一段不用改，第二段精简一下。",
        "第二段能更口语化一点吗？",
        "可以把第二段改短吗？",
    ],
)
def test_an_edit_asked_beside_a_limit_or_put_as_a_question_is_no_opinion(message: str) -> None:
    assert not asks_opinion(message)


def test_a_one_line_yes_or_no_answer_is_an_answer() -> None:
    assert answers_question(["Yes — it says the pool opens in April."])
    assert answers_question(["写了——音乐会3月14日晚上6点开始。"])
    assert answers_question(["You did: rents are due by 1 December."])
    assert not answers_question(["The pool opens in April, the council said."])
    assert not answers_question(["Yes — here's a shorter version:", "The pool opens in April."])


POOL = [
    "The pool reopens on Saturday 7 March.",
    "Swimmers with a season pass get eleven more weeks.",
    "Opening times are at pool.example.org and the desk answers on 01632 960 577.",
]


@pytest.mark.parametrize(
    "note",
    [
        "I kept the web address and the phone number.",
        "Your e-mail address is unchanged, so readers can still reach you.",
        "The eleven weeks are still there.",
        "网址和电话都没动。",
        "“九天”这个数字保留了。",
    ],
)
def test_a_line_saying_what_the_edit_kept_goes_to_the_note(note: str) -> None:
    notes: list[str] = []
    new = "Opening times: pool.example.org. Desk: 01632 960 577."
    assert drop_trailing_notes([new, note], POOL, notes) == [new]
    assert notes == [note]


def test_an_article_line_about_keeping_something_stays() -> None:
    notes: list[str] = []
    units = ["Swimmers get eleven more weeks.", "I kept a notebook of every swim."]
    assert drop_trailing_notes(list(units), POOL, notes) == units
    assert drop_trailing_notes(["Swimmers get eleven more weeks.", "票价不变。"], POOL, []) == [
        "Swimmers get eleven more weeks.",
        "票价不变。",
    ]


def test_an_emoji_dropped_after_no_stop_is_no_cut() -> None:
    before = "For pre-orders, please write to hello@bread.example.com 🍞"
    assert not cut_off("For pre-orders, please write to hello@bread.example.com", before)
    # the same reply under an original that ends on a stop before its emoji is cut
    assert cut_off("For pre-orders, please write to", "For pre-orders, write to us. 🍞")


NEWSLETTER = [
    "Welcome back.",
    "We hope every child reads for 15 minutes a night and brings the reading record on Monday.",
    "Parents often ask which books to choose. Ms Okafor has lists for every year group.",
    "## Rents",
    "Rents stay at £38 for a half plot. Please pay by 1 December.",
    "Thanks to everyone who came to the work day.",
]
ZH = [
    "欢迎回来。",
    "希望孩子每晚阅读15分钟，阅读记录本每周一交回。",
    "家长常问该选什么书。",
    "## 租金",
    "明年租金不变：半块地38英镑。",
    "感谢大家参加劳动日。",
]


def test_a_chinese_topic_is_placed_by_its_characters_apart_or_under_a_heading() -> None:
    assert described_paragraphs("选书那段缩短一点。", ZH) == {2}
    assert described_paragraphs("交租那段改得客气一点。", [p for p in ZH if "交回" not in p]) == {
        2,
        3,
    }


def test_a_topic_naming_a_kind_of_figure_is_the_paragraphs_that_give_one() -> None:
    paragraphs = [
        "The work cost the council £412,000.",
        "Lane swimming runs from 6.30 a.m. to 9 p.m.",
        "A swim costs £4.20 for adults.",
        "Opening times are online.",
    ]
    assert described_paragraphs("Tighten the paragraph about ticket prices.", paragraphs) == {0, 2}
    assert described_paragraphs("Shorten the paragraph about the swim times.", paragraphs) == {1}


def test_a_lone_paragraph_quoted_between_the_models_words_is_unquoted() -> None:
    reply = (
        "Here's a clearer paragraph 3:\n\n> If you bought a pass, you get eleven more weeks."
        "\n\nHappy to adjust the tone."
    )
    assert "\n> " not in unquoted_article(reply, POOL)
    quoted = "> Swimmers said so."
    article_line = f"The pool reopens on Saturday 7 March.\n\n{quoted}\n\n" + "\n\n".join(POOL[1:])
    assert quoted in unquoted_article(article_line, POOL)


def test_a_negated_verb_back_as_a_noun_is_no_flip() -> None:
    before = "Buses will not stop at Elm Road until the new shelter is built."
    assert flipped(before, "Until the shelter is built, buses will skip the Elm Road stop.") == []
    assert flipped(before, "Buses will stop at Elm Road until the shelter is built!") == ["not"]


BEES = [
    "I started keeping bees three summers ago with one borrowed hive.",
    "Our neighbour Josef wrote on the gate: «Die Bienen sind freundlicher als der Hund.»",
    "Ruth said: “We are counting the days until the honey is ready.”",
    "This year the two hives gave 31 jars of honey.",
]


def test_a_translation_into_the_articles_language_is_said_of_its_foreign_quotation() -> None:
    body = "\n\n".join(BEES)
    assert foreign_paragraphs(BEES) == {1}
    assert into_own_language("Translate Josef's note into English.", body)
    assert into_own_language("Translate the German line back.", body)
    assert not into_own_language("Translate the post into French.", body)
    assert not into_own_language("Translate it into Chinese.", body)
    scope = scope_of(["Translate Josef's note into English."], "Bees", split_paragraphs(body))
    assert scope.translate and not scope.whole and scope.paragraphs == {1}
    whole = scope_of(["Translate the post into French."], "Bees", split_paragraphs(body))
    assert whole.whole
    zh = [
        "邻居约瑟夫在院门上写了一句：“The bees are friendlier than the dog.”",
        "今年两箱蜂产了31罐蜂蜜。",
    ]
    assert foreign_paragraphs(zh) == {0}
    assert into_own_language("把那句英文翻译成中文。", "\n\n".join(zh))
    assert not into_own_language("把全文翻译成英文。", "\n\n".join(zh))


SCHOOL = [
    "Welcome back.",
    "## Year 6 Residential Trip to Wales",
    "Year 6 travel to Llangorse on 23 June.",
    "## Summer Fair Raffle Prizes",
    "Prizes include a zoo pass.",
]


def test_a_section_named_by_most_of_its_headings_words() -> None:
    assert named_section("Tighten the Year 6 trip section.", SCHOOL) == {1, 2}
    assert named_section("Make the raffle prizes part livelier.", SCHOOL) == {3, 4}
    # not a section asked for, or too few of the heading's words
    assert named_section("Tighten the Year 6 trip.", SCHOOL) == set()
    assert named_section("Tighten the summer section.", SCHOOL) == set()


@pytest.mark.parametrize(
    ("straight", "curly"),
    [
        (
            "I'm sorry, I can't rewrite this without the figures.",
            "I’m sorry, I can’t rewrite this without the figures.",
        ),
        (
            "I don't have the new prices. Could you send them?",
            "I don’t have the new prices. Could you send them?",
        ),
        (
            "I've kept the dates and tightened the wording.",
            "I’ve kept the dates and tightened the wording.",
        ),
    ],
)
def test_the_models_words_read_alike_with_curly_apostrophes(straight: str, curly: str) -> None:
    original = "The pool reopens on Saturday. Season passes are extended."
    assert is_talk(curly, original) == is_talk(straight, original)
    assert is_chatter(curly) == is_chatter(straight)
    assert is_talk(curly, original) or is_chatter(curly)


def test_a_kept_note_with_a_curly_apostrophe_goes_to_the_note() -> None:
    notes: list[str] = []
    note = "I’ve kept the eleven weeks and the council as the source."
    assert drop_trailing_notes(["Passes get eleven extra weeks.", note], POOL, notes) == [
        "Passes get eleven extra weeks."
    ]
    assert notes == [note]


def test_a_characters_line_in_the_story_is_not_talk() -> None:
    story = "“I’m sorry,” she said. “I can’t stay.”"
    assert not is_talk("“I’m sorry,” she said. “I can’t stay.”", story)
