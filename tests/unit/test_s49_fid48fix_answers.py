"""The answer to a question asked beside the edit, under the edit with a blank line only, is the
model's note (asked_answers.py; blind48 edit_plus_answer_in_one_reply, fidelity_dev49)."""

from app.editing.asked_answers import answered

ZH = [
    "> “一路平安，明年见！”——行政部 蒋思远",
    "联系人：行政部 卢晓婷，分机 8021",
    "| 奖项 | 名额 |\n|---|---|\n| 一等奖 | 3名 |",
]
EN = ["Our sale runs 10 am to 4 pm in the main hall.", "Questions? Call Martin on 01632 960 583."]


def test_an_answer_opening_as_one_is_the_note() -> None:
    units = ["> “一路平安，阖家团圆，明年见！”——行政部 蒋思远", "至于座位：三条线共123个座位。"]
    assert answered(units, ZH, "把蒋思远那句祝福改得更有年味；另外三条线一共多少个座位？")
    units = [EN[0], "As for your question: the sale runs for six hours."]
    assert answered(units, EN, "Make it livelier. How many hours does it run?")


def test_a_sum_worked_out_or_the_question_said_again_with_a_figure() -> None:
    units = [ZH[2], "改后润笔费合计：3×800 + 6×500 + 10×350 = 8900元。"]
    assert answered(units, ZH, "三等奖改成350元；另外，改完后润笔费一共要多少钱？")
    units = [EN[0], "The whole sale lasts 6 hours from opening to closing."]
    assert answered(units, EN, "Bold the times; how many hours does the whole sale last?")


def test_no_question_asked_or_a_paragraph_of_the_article_is_no_answer() -> None:
    units = [EN[0], "As for your question: six hours."]
    assert not answered(units, EN, "Make it livelier.")
    # the article's own last paragraph, rewritten
    units = [EN[0], "Questions? Ring Martin on 01632 960 583."]
    assert not answered(units, EN, "Make it friendlier — can you also check the phone?")
    # an added paragraph that says nothing of the question
    units = [EN[0], "Parking is free behind the library for 2 hours."]
    assert not answered(units, EN, "Add parking. How many tables are there?")
    # a paragraph of the article opening as the answer does
    own = ["至于会费：每人60元。", "欢迎参加。"]
    assert not answered(["欢迎参加！", "至于会费：每人60元。"], own, "改得热情些；会费多少？")
    assert not answered(["至于座位：三条线共123个座位。"], ZH, "一共多少个座位？")
