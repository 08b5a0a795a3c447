"""Session 37 (fid-lead37): the model saying in Chinese what it does not know, or advising
against an edit, is talk to the writer — never a version of the asked paragraph."""

from app.editing.align import is_talk

ARTICLE = "| 课程 | 上课时间 |\n|---|---|\n| 书法入门 | 周一上午 |\n\n上课期间请注意安全。"


def test_what_the_model_does_not_know_and_will_add_once_told_is_talk() -> None:
    reply = (
        "课程表里没有老师的信息，我不知道每门课由哪位老师来上。"
        "您把老师名单告诉我以后，我再帮您加上。"
    )
    assert is_talk(reply, ARTICLE)


def test_advice_against_adding_from_memory_is_talk() -> None:
    reply = "哪些药物会影响献血，要以血站的规定为准，我不建议凭印象补充。"
    assert is_talk(reply, ARTICLE)


def test_an_article_sentence_in_the_first_person_is_not_talk() -> None:
    assert not is_talk("那天我不知道该怎么办，只好坐在台阶上等雨停。", ARTICLE)
