"""A reader's trouble with the writer's piece, passed on by whoever had it ("my mum couldn't get
past the first paragraph", 「我妈说看了三行就看不下去了」), is a described complaint filed the
way the classifier names it; the same trouble with a text named as someone else's files nothing
(style_dev41)."""

from app.style.learner import heard
from app.style.reader_harm import reports_reading_trouble


def _filed(text: str) -> set[tuple[str, str]]:
    said = heard([text], revision_id=None, message_id=None, versions="")
    return {(o.dimension, o.value) for o in said if not o.tentative}


def test_a_mother_who_could_not_get_past_one_lump_of_text_files_shorter_paragraphs() -> None:
    text = "my mum couldn't get past the first paragraph, she said it was one big lump of text"
    assert _filed(text) == {("paragraph_length", "shorter")}


def test_members_who_had_to_google_the_words_file_plain_words() -> None:
    text = (
        "A couple of members told me they had to google half the words in the last bulletin - "
        "'amortisation', 'accrual basis', that sort of thing."
    )
    assert _filed(text) == {("vocabulary", "plain")}


def test_a_mother_who_gave_up_on_a_block_of_characters_files_shorter_paragraphs() -> None:
    assert _filed("我妈说看了三行就看不下去了，一整坨字连个换行都没有") == {
        ("paragraph_length", "shorter")
    }


def test_the_same_trouble_with_a_sisters_invites_files_nothing() -> None:
    text = "My sister's wedding invites were one big lump of text and my mum couldn't get past it."
    assert _filed(text) == set()


def test_who_tells_the_trouble_is_a_reader_unless_the_text_is_someone_elses() -> None:
    assert reports_reading_trouble("my gran couldn't get through the first paragraph")
    assert reports_reading_trouble("好几个粉丝留言说看不懂这些词")
    assert not reports_reading_trouble("隔壁小区物业发的通知一大坨字，老人家都看不清。")
    assert not reports_reading_trouble("The council next door sends out notices nobody can follow.")
    assert not reports_reading_trouble("My mum says the posts are too long.")
