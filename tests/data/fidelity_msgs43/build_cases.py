# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 43's dev fidelity cases of what the writer is told (run from the repository
root): a whole-article reply in another language (English, Japanese, Korean) that holds a
question mark; a model's question that quotes a paragraph back, or echoes the article's markup;
and the refusals on a Chinese article said in Chinese — each beside near-misses (a real
restyle that holds a "？", a question quoting a few words, a translation asked for)."""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = "outside42 findings 3, 4, 6, 8, 9, other wordings (msgs43)"

NOTICE_TITLE = "羽毛球活动通知"
NOTICE = [
    "本周日上午九点，羽毛球活动在体育馆三号场地举行。",
    "请大家自带球拍，场地费每人二十元，现场交给王磊。",
    "活动结束后一起去附近的面馆吃午饭，自愿参加。",
    "有问题请联系王磊，电话13987654321。",
]
RIDE_TITLE = "骑车"
RIDE = [
    "昨天我们去湖边骑车，一圈下来用了两个小时。",
    "回来的路上看到了夕阳，大家都拍了很多照片。",
]
EN_RIDE_TITLE = "The Ride"
EN_RIDE = [
    "We cycled round the lake yesterday, and one lap took two hours.",
    "On the way back we watched the sunset and everyone took photos.",
]
GARDEN_TITLE = "Garden Open Day"
GARDEN = [
    "The community garden opens to visitors this Sunday from 10am to 4pm.",
    "Volunteers will give tours every hour, starting at the gate by the shed.",
    "Tea and cake cost £2, and all the money goes to the new greenhouse.",
]
MIXED_TITLE = "周会纪要"
MIXED = [
    "本周我们把 CI 从 Jenkins 迁到了 GitHub Actions，构建时间从二十分钟降到八分钟。",
    "下周三下午三点做 Python 3.12 升级的评审，请大家提前看一下 PR。",
    "有问题在 Slack 的 #dev 频道里说。",
]
IMG = '<img src=x onerror="alert(1)">'

# Replies in another language than the article's.
EN_NOTICE = [
    "This Sunday at 9am, badminton is on at court 3 of the sports hall!",
    "Bring your own racket; the court fee is 20 yuan each, paid to Wang Lei on the day.",
    "Afterwards we'll grab lunch at the noodle place nearby, if you like.",
    "Questions? Call Wang Lei at 13987654321.",
]
EN_NOTICE_MID = [
    EN_NOTICE[0],
    EN_NOTICE[1],
    "Fancy lunch after? We'll head to the noodle place nearby, if you like.",
    "Call Wang Lei at 13987654321 with anything else.",
]
JA_NOTICE = [
    "今週の日曜日午前9時、体育館の3番コートでバドミントンをやるよ！",
    "ラケットは各自持ってきてね、コート代は一人20元、当日王磊さんに渡してください。",
    "終わったら近くのラーメン屋でお昼を食べよう、参加は自由です。",
    "質問があれば王磊さんまで、電話13987654321。",
]
JA_RIDE = [
    "昨日は湖のまわりを自転車で走って、一周に2時間もかかったよ！",
    "帰り道に夕日が見えて、みんなでたくさん写真を撮ったんだ。",
]
KO_NOTICE = [
    "이번 주 일요일 오전 9시, 체육관 3번 코트에서 배드민턴 해요!",
    "라켓은 각자 챙겨 오세요. 코트비는 1인당 20위안이고 현장에서 왕레이에게 내면 돼요.",
    "끝나고 근처 국숫집에서 같이 점심 먹어요. 자유 참가예요.",
    "궁금한 거 있어요? 왕레이에게 연락하세요, 전화 13987654321.",
]
KO_RIDE = [
    "어제 호숫가에서 자전거를 탔는데, 한 바퀴에 두 시간이나 걸렸어요.",
    "돌아오는 길에 노을을 봤고, 다들 사진을 많이 찍었어요.",
]
ZH_GARDEN = [
    "本周日上午十点到下午四点，社区花园欢迎大家来逛逛！",
    "志愿者每小时带一次参观，从小棚子旁边的门口出发，想跟着走吗？",
    "茶和蛋糕只要2英镑，所有收入都用来建新温室。",
]
EN_MIXED = [
    "This week we moved CI from Jenkins to GitHub Actions, and builds went from twenty minutes to eight!",
    "Next Wednesday at 3pm we review the Python 3.12 upgrade. Could everyone look at the PR first?",
    "Questions? Ask in #dev on Slack.",
]
# Restyles in the article's own language that hold a question mark.
ZH_NOTICE_LIVELY = [
    "这周日上午九点，咱们在体育馆三号场地打羽毛球！",
    "记得自带球拍哦，场地费每人二十元，现场交给王磊就行。",
    "活动结束后一起去附近的面馆吃午饭，自愿参加。",
    "有问题吗？请联系王磊，电话13987654321。",
]
GARDEN_FRIENDLY = [
    "The community garden opens its gates to visitors this Sunday from 10am to 4pm — come along!",
    "Fancy a tour? Volunteers will give tours every hour, starting at the gate by the shed.",
    "Tea and cake cost £2, and all the money goes to the new greenhouse.",
]

ZH_LANG = "模型用了和文章不同的语言回答"
EN_LANG = "The model answered in another language than the article's"


def _case(
    cid: str,
    lang: str,
    kind: str,
    article: tuple[str, list[str]],
    suggestion: str,
    replies: list[str],
    expect: dict[str, object],
    **more: object,
) -> dict[str, object]:
    title, body = article
    return {
        "id": cid,
        "lang": lang,
        "kind": kind,
        "source": SOURCE,
        "edit_format": "full",
        "article": {"title": title, "body": "\n\n".join(body)},
        "suggestion": suggestion,
        "selected_text": None,
        "replies": replies,
        **more,
        "expect": expect,
    }


def _applied(title: str, body: list[str], **more: object) -> dict[str, object]:
    return {"outcome": "applied", "title": title, "body": "\n\n".join(body), **more}


def _refused(because: str, **more: object) -> dict[str, object]:
    return {"outcome": "refused", "because": because, **more}


def _says(phrase: str) -> dict[str, object]:
    return {"outcome": "model_says", "contains": phrase}


def _swap(paragraphs: list[str], at: int, new: str) -> list[str]:
    out = list(paragraphs)
    out[at] = new
    return out


def _text(paragraphs: list[str]) -> str:
    return "\n\n".join(paragraphs)


NOTICE_A = (NOTICE_TITLE, NOTICE)
RIDE_A = (RIDE_TITLE, RIDE)
EN_RIDE_A = (EN_RIDE_TITLE, EN_RIDE)
GARDEN_A = (GARDEN_TITLE, GARDEN)
MIXED_A = (MIXED_TITLE, MIXED)
WHOLE_ZH = "整篇改得口语化一点"

OTHER_LANGUAGE = [
    _case(
        "msgs43-zh-english-reply-question-last",
        "zh",
        "other_language_question",
        NOTICE_A,
        WHOLE_ZH,
        [_text(EN_NOTICE)],
        _refused(
            "an untranslated English article, its last paragraph a question", note_contains=ZH_LANG
        ),
    ),
    _case(
        "msgs43-zh-english-reply-question-inside",
        "zh",
        "other_language_question",
        NOTICE_A,
        "全文写得轻松些",
        [_text(EN_NOTICE_MID)],
        _refused(
            "an untranslated English article with a question inside a paragraph",
            note_contains=ZH_LANG,
        ),
    ),
    _case(
        "msgs43-zh-english-reply-question-title",
        "zh",
        "other_language_question",
        NOTICE_A,
        WHOLE_ZH,
        ["Badminton this Sunday?\n\n" + _text(EN_NOTICE)],
        _refused(
            "an untranslated English article under a question as its title", note_contains=ZH_LANG
        ),
    ),
    _case(
        "msgs43-en-chinese-reply-question",
        "en",
        "other_language_question",
        GARDEN_A,
        "Make the whole thing friendlier.",
        [_text(ZH_GARDEN)],
        _refused("a Chinese article for an English one, a question inside", note_contains=EN_LANG),
    ),
    _case(
        "msgs43-zh-korean-reply",
        "zh",
        "other_language_question",
        RIDE_A,
        "整体写得活泼点",
        [_text(KO_RIDE)],
        _refused("a Korean article for a Chinese one", note_contains=ZH_LANG),
    ),
    _case(
        "msgs43-zh-korean-reply-question",
        "zh",
        "other_language_question",
        NOTICE_A,
        WHOLE_ZH,
        [_text(KO_NOTICE)],
        _refused(
            "a Korean article for a Chinese one, its last paragraph a question",
            note_contains=ZH_LANG,
        ),
    ),
    _case(
        "msgs43-mixed-english-reply",
        "zh",
        "other_language_question",
        MIXED_A,
        "整篇写得轻松一点",
        [_text(EN_MIXED)],
        _refused(
            "a mixed Chinese article with English terms answered wholly in English",
            note_contains=ZH_LANG,
        ),
    ),
    _case(
        "msgs43-zh-japanese-reply",
        "zh",
        "other_language_japanese",
        NOTICE_A,
        WHOLE_ZH,
        [_text(JA_NOTICE)],
        _refused("a whole-article restyle answered in Japanese", note_contains=ZH_LANG),
    ),
    _case(
        "msgs43-zh-japanese-reply-short",
        "zh",
        "other_language_japanese",
        RIDE_A,
        "整体写得活泼点",
        [_text(JA_RIDE)],
        _refused("a two-paragraph restyle answered in Japanese", note_contains=ZH_LANG),
    ),
    _case(
        "msgs43-zh-japanese-one-paragraph",
        "zh",
        "other_language_japanese",
        NOTICE_A,
        "第二段口语化一点",
        [_text(_swap(NOTICE, 1, JA_NOTICE[1]))],
        _refused("the asked paragraph answered in Japanese", note_contains=ZH_LANG),
    ),
    # Near-misses: the article's own language, a question mark in it; a translation asked for.
    _case(
        "msgs43-zh-restyle-with-question",
        "zh",
        "other_language_near",
        NOTICE_A,
        WHOLE_ZH,
        [_text(ZH_NOTICE_LIVELY)],
        _applied(NOTICE_TITLE, ZH_NOTICE_LIVELY),
    ),
    _case(
        "msgs43-en-restyle-with-question",
        "en",
        "other_language_near",
        GARDEN_A,
        "Make the whole thing friendlier.",
        [_text(GARDEN_FRIENDLY)],
        _applied(GARDEN_TITLE, GARDEN_FRIENDLY),
    ),
    _case(
        "msgs43-zh-japanese-asked",
        "zh",
        "other_language_near",
        RIDE_A,
        "把全文翻译成日语",
        [_text(JA_RIDE)],
        _applied(RIDE_TITLE, JA_RIDE),
    ),
    _case(
        "msgs43-zh-english-question-short",
        "zh",
        "other_language_near",
        RIDE_A,
        "改一下",
        ["Which paragraph would you like me to change, and how?"],
        _says("Which paragraph would you like me to change"),
    ),
]

QUOTING = [
    _case(
        "msgs43-zh-question-quotes-paragraph",
        "zh",
        "question_quotes_paragraph",
        RIDE_A,
        "改一下",
        ["你是想改“昨天我们去湖边骑车，一圈下来用了两个小时。”这一句吗？还是两段都改？"],
        _says("还是两段都改"),
    ),
    _case(
        "msgs43-en-question-quotes-paragraph",
        "en",
        "question_quotes_paragraph",
        EN_RIDE_A,
        "make this bit livelier",
        [
            'Do you mean "We cycled round the lake yesterday, and one lap took two hours."? Tell me and I\'ll rewrite it.'
        ],
        _says("Do you mean"),
    ),
    _case(
        "msgs43-zh-question-quotes-second",
        "zh",
        "question_quotes_paragraph",
        NOTICE_A,
        "这段改一下",
        ["请问是要改“请大家自带球拍，场地费每人二十元，现场交给王磊。”这一段吗？"],
        _says("请问是要改"),
    ),
    _case(
        "msgs43-zh-question-corner-quotes",
        "zh",
        "question_quotes_paragraph",
        RIDE_A,
        "改一下",
        ["你想改的是「回来的路上看到了夕阳，大家都拍了很多照片。」这一段吗？"],
        _says("你想改的是"),
    ),
    _case(
        "msgs43-en-question-curly-quotes",
        "en",
        "question_quotes_paragraph",
        GARDEN_A,
        "tweak this",
        [
            "Which part should I change — “Volunteers will give tours every hour, starting at the gate by the shed.” or the whole notice?"
        ],
        _says("Which part should I change"),
    ),
    _case(
        "msgs43-zh-question-quotes-few-words",
        "zh",
        "question_quotes_paragraph",
        RIDE_A,
        "改一下",
        ["你说的“夕阳”那句，是想写得更有画面感吗？"],
        _says("更有画面感"),
    ),
    # Near-miss: the asked paragraph rewritten, the other given back as it was.
    _case(
        "msgs43-zh-paragraph-rewritten",
        "zh",
        "question_quotes_near",
        RIDE_A,
        "第一段写得生动些",
        [_text(_swap(RIDE, 0, "昨天我们去湖边骑车，风吹着很舒服，一圈下来用了两个小时。"))],
        _applied(
            RIDE_TITLE, _swap(RIDE, 0, "昨天我们去湖边骑车，风吹着很舒服，一圈下来用了两个小时。")
        ),
    ),
]

HTML_ZH = ("活动" + IMG, ["第一段" + IMG, "第二段 <b>重点</b>"])
HTML_EN = ("Notes<img src=a.png>", ["Intro text<img src=a.png>", "Second part <b>bold</b>"])
HTML_BOLD = ("周记", ["第一段 <b>重点</b> 内容", "第二段没有标记。"])
MARKUP = [
    _case(
        "msgs43-zh-question-echoes-img",
        "zh",
        "question_echoes_markup",
        HTML_ZH,
        "改一下 " + IMG,
        ["好的" + IMG + " 请问你想改哪一段？"],
        _says("请问你想改哪一段"),
    ),
    _case(
        "msgs43-zh-question-echoes-img-script",
        "zh",
        "question_echoes_markup",
        HTML_ZH,
        "改一下 " + IMG,
        ["好的" + IMG + " 你指的是哪一段呢？<script>window.__y=2</script>"],
        _says("你指的是哪一段"),
    ),
    _case(
        "msgs43-en-question-echoes-img",
        "en",
        "question_echoes_markup",
        HTML_EN,
        "fix this <img src=a.png>",
        ["Sure<img src=a.png> which paragraph do you mean?"],
        _says("which paragraph do you mean"),
    ),
    _case(
        "msgs43-zh-question-echoes-bold",
        "zh",
        "question_echoes_markup",
        HTML_BOLD,
        "改一下 <b>重点</b>",
        ["好的 <b>重点</b> 你想改成什么？"],
        _says("你想改成什么"),
    ),
    _case(
        "msgs43-zh-markup-paragraph-edited",
        "zh",
        "question_echoes_near",
        HTML_ZH,
        "第一段写生动些",
        [_text(["热热闹闹的第一段" + IMG, "第二段 <b>重点</b>"])],
        _applied(HTML_ZH[0], ["热热闹闹的第一段" + IMG, "第二段 <b>重点</b>"]),
    ),
]

CHINESE_REFUSALS = [
    _case(
        "msgs43-zh-figure-refused-in-chinese",
        "zh",
        "refusal_in_chinese",
        NOTICE_A,
        "第一段写得热情些",
        [_text(_swap(NOTICE, 0, "本周日上午十点，热情邀请大家来体育馆三号场地打羽毛球！"))],
        _refused("九点 made 十点 by a restyle", note_contains="模型改了你的数字"),
    ),
    _case(
        "msgs43-zh-left-out-in-chinese",
        "zh",
        "refusal_in_chinese",
        NOTICE_A,
        WHOLE_ZH,
        [_text([ZH_NOTICE_LIVELY[0], ZH_NOTICE_LIVELY[1], ZH_NOTICE_LIVELY[3]])],
        _refused("paragraph 3 left out of a whole restyle", note_contains="漏掉了文章的第 3 段"),
    ),
    _case(
        "msgs43-zh-length-cut-in-chinese",
        "zh",
        "refusal_in_chinese",
        NOTICE_A,
        WHOLE_ZH,
        [_text(ZH_NOTICE_LIVELY)],
        _refused("finish_reason length", note_contains="模型的回复被截断了"),
        finish_reason="length",
    ),
    _case(
        "msgs43-zh-cut-mid-sentence-in-chinese",
        "zh",
        "refusal_in_chinese",
        NOTICE_A,
        WHOLE_ZH,
        [_text([*ZH_NOTICE_LIVELY[:3], "有问题吗？请联系王磊，电话"])],
        _refused("the reply stops mid-sentence", note_contains="被截断了"),
    ),
    _case(
        "msgs43-zh-no-change-in-chinese",
        "zh",
        "refusal_in_chinese",
        RIDE_A,
        "第二段改得简洁些",
        ["NO_CHANGE"],
        {"outcome": "no_change", "note_contains": "模型认为这条建议没有要改的地方"},
    ),
    _case(
        "msgs43-mixed-figure-refused-in-chinese",
        "zh",
        "refusal_in_chinese",
        MIXED_A,
        "第一段写得轻松点",
        [
            _text(
                _swap(
                    MIXED,
                    0,
                    "这周我们终于把 CI 从 Jenkins 搬到了 GitHub Actions，构建时间从三十分钟降到八分钟，爽！",
                )
            )
        ],
        _refused("二十分钟 made 三十分钟 in a mixed article", note_contains="模型改了你的数字"),
    ),
    _case(
        "msgs43-en-figure-refused-in-english",
        "en",
        "refusal_in_chinese_near",
        GARDEN_A,
        "Make paragraph 1 warmer.",
        [
            _text(
                _swap(
                    GARDEN,
                    0,
                    "The community garden warmly welcomes visitors this Sunday from 11am to 4pm.",
                )
            )
        ],
        _refused("10am made 11am", note_contains="The model wrote other figures than yours"),
    ),
    _case(
        "msgs43-en-left-out-in-english",
        "en",
        "refusal_in_chinese_near",
        GARDEN_A,
        "Make the whole thing friendlier.",
        [_text(GARDEN_FRIENDLY[:2])],
        _refused("paragraph 3 left out", note_contains="left out paragraph 3"),
    ),
]

CASES = OTHER_LANGUAGE + QUOTING + MARKUP + CHINESE_REFUSALS

if __name__ == "__main__":
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as out:
        for case in CASES:
            out.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(len(CASES), "cases")
