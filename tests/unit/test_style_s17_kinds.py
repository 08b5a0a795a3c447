"""Session 17's kinds: official wording quoted back in sarcastic praise, Cantonese one-offs
(呢篇, 今次, 淨係呢次), and sentences allowed to run on."""

from app.style.extract import is_one_off
from app.style.learner import forget_readings, heard


def _heard(text: str) -> set[tuple[str, str, bool]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="V1")
    return {(o.dimension, o.value, o.tentative) for o in said if not o.scoped}


def test_official_wording_quoted_back_in_praise_is_asked_the_other_way():
    # Praise taken at its word (casual, filed outright) and the chat likened to (formal) were
    # how these read before.
    assert _heard(
        '"The Board wishes to inform patrons that the pool shall close at six." So friendly, '
        "I feel like family."
    ) == {("formality", "casual", True)}
    assert _heard(
        "“本站秉持公益初心，致力于为广大用户提供便捷服务”——哇，好亲切，大家看了肯定觉得是老朋友在聊天。"
    ) == {("formality", "casual", True)}


def test_official_wording_quoted_and_meant_is_not_read_as_quoted_back():
    from app.style.quoted_back import official_quoted_back

    assert (
        official_quoted_back(
            '"We hereby announce the commencement of the fete." Perfect, that\'s exactly the '
            "tone for the council's notice."
        )
        is None
    )


def test_cantonese_one_offs_are_one_offs():
    for text in (
        "淨係呢次拆做短句，平時唔使咁。",
        "呢篇係喜帖，寫正式啲。",
        "今次篇幅短啲，因為要貼喺門口。",
    ):
        assert is_one_off(text), text
    assert not is_one_off("今次之後，全部寫返段落。")


def test_sentences_allowed_to_run_on_are_longer():
    assert ("sentence_length", "longer", False) in _heard("Allow the sentences to run on.")
    assert ("sentence_length", "shorter", False) not in _heard(
        "Please permit the sentences to run on a little."
    )


def test_the_writers_own_voice_shown_by_an_example_is_asked():
    from app.style.quoted_back import shown_voice

    assert _heard(
        "That's how I write the notices: 'Pool shut. Use the side gate. Back Monday.'"
    ) == {("sentence_length", "shorter", True)}
    assert shown_voice("贴一段我以前写的：“你是不是也这样？你每天加班到很晚。”") == (
        "person",
        "second",
    )
    assert shown_voice("这是我之前写的：“芯片 A17，内存 LPDDR5，续航 20h。”") == (
        "vocabulary",
        "technical",
    )


def test_someone_elses_example_shows_nothing_of_the_writers_voice():
    from app.style.quoted_back import shown_voice

    assert (
        shown_voice("My brother writes his like this: 'Doors 8. Cheap pints. Come.' Awful.") is None
    )
    assert shown_voice("我同事的帖子是这样写的：“家人们！冲！手慢无！”") is None
