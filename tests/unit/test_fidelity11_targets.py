"""Session-11 fidelity: a ticked box is an edit, not markup drift; a figure written shorter is
part of a shortening; the text a suggestion asks to add names no section; an example of the
wanted form ("like “12.”") and "每一条开头" name no paragraph; "the Sunday paragraph" is the
one that opens with Sunday, not one that mentions it."""

from __future__ import annotations

from app.editing.drift import markup_only, restore_markup
from app.editing.figures import restore_figures
from app.editing.headings import named_section
from app.editing.mentions import described_paragraphs
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import applied, judge

CHECKLIST = "Before the trip:\n\n- [ ] Book the ferry\n- [ ] Pack the tent\n- [ ] Buy gas\n\nGo!"
ZH_CHECKLIST = "出发前：\n\n- [ ] 订船票\n- [ ] 收拾帐篷\n- [ ] 买气罐\n\n出发！"


def _reply(title: str, body: str) -> str:
    return f"{title}\n\n{body}"


def test_ticked_boxes_are_saved() -> None:
    for title, body, ask in (
        ("Trip", CHECKLIST, "Tick off the first two items."),
        ("出行清单", ZH_CHECKLIST, "前两项已经办完了，帮我勾上。"),
    ):
        new = body.replace("- [ ]", "- [x]", 2)
        revised = applied(judge(title, body, ask, _reply(title, new)))
        assert revised.body == new and not revised.withheld


def test_a_box_state_is_no_markup_but_its_mark_is() -> None:
    assert not markup_only("- [ ] Buy gas", "- [x] Buy gas")
    assert not markup_only("* [X] 买气罐", "* [ ] 买气罐")
    assert markup_only("- [x] Buy gas", "* [x] Buy gas")
    assert restore_markup("- [ ] Buy gas", "* [ ] Buy gas") == "- [ ] Buy gas"
    assert restore_markup("- [ ] Buy gas", "- [x] Buy gas") == "- [x] Buy gas"


def test_a_shortened_text_keeps_its_shorter_dates() -> None:
    body = (
        "From Monday 4 January the 07:15 ferry will leave at 07:40 instead. Sorry for the short "
        "notice; the full winter timetable is on our website."
    )
    short = "From Mon 4 Jan the 07:15 ferry leaves at 07:40. Sorry; timetable on our website."
    revised = applied(judge("Ferry", body, "Shorten it to under 100 characters.", short))
    assert revised.body == short
    # not asked to shorten: the writer's own way of writing the date comes back
    assert restore_figures("Open on 4 January.", "Open on 4 Jan, all day.") == (
        "Open on 4 January, all day."
    )
    assert restore_figures("Open on 4 January.", "Open 4 Jan.", shorten=True) == "Open 4 Jan."


TIMELINE = [
    "## Summary",
    "Checkout failed for 47 minutes.",
    "## Timeline (UTC)",
    "- 09:12 Deploy begins\n- 09:31 On-call paged\n- 09:59 Back to normal",
    "## Cause",
    "A missing setting made every payment call time out.",
]


def test_the_text_to_add_names_no_section() -> None:
    suggestion = "Add a timeline entry: 09:40 Cause identified as a missing setting."
    assert named_section(suggestion, TIMELINE) == {2, 3}
    body = "\n\n".join(TIMELINE)
    new = TIMELINE[3].replace("- 09:59", "- 09:40 Cause identified as a missing setting\n- 09:59")
    reply = _reply("Outage", "\n\n".join([*TIMELINE[:3], new, *TIMELINE[4:]]))
    revised = applied(judge("Outage", body, suggestion, reply))
    assert revised.body == "\n\n".join([*TIMELINE[:3], new, *TIMELINE[4:]])
    zh = [
        "## 概要",
        "结账故障持续47分钟。",
        "## 时间线（北京时间）",
        "- 09:12 开始发布",
        "## 原因",
        "缺少配置。",
    ]
    assert named_section("时间线补充一条：09:40 查明原因是缺少配置", zh) == {2, 3}
    assert named_section("Add to the cause: the setting was never reviewed.", TIMELINE) == {4, 5}


STOPS = [
    "This walk takes two hours.",
    *(f"Stop {n} — Place {n}. Built in 17{n:02d}, it is worth a look." for n in range(1, 15)),
]
ZH_YEARS = ["本大事记按年份排列。", *(f"19{n}年，村里修了第{n}座桥。" for n in range(50, 64))]


def test_an_example_of_the_new_form_names_no_paragraph() -> None:
    paragraphs = split_paragraphs("\n\n".join(STOPS))
    asked = "Replace every “Stop N —” at the start of a stop with just the number, like “12.”."
    scope = scope_of([asked], "Walk", paragraphs)
    assert scope.whole and not scope.paragraphs
    new = [STOPS[0], *(s.replace("Stop ", "").replace(" —", ".", 1) for s in STOPS[1:])]
    revised = applied(judge("Walk", "\n\n".join(STOPS), asked, _reply("Walk", "\n\n".join(new))))
    assert revised.body == "\n\n".join(new)
    # without "like", a quoted stop is the target
    assert scope_of(["Shorten “Stop 12 —”."], "Walk", paragraphs).paragraphs == {12}


def test_the_start_of_every_entry_is_no_opening_paragraph() -> None:
    asked = "把每一条开头的“XXXX年，”改成“XXXX年：”。"
    scope = scope_of([asked], "大事记", split_paragraphs("\n\n".join(ZH_YEARS)))
    assert scope.whole
    new = [ZH_YEARS[0], *(y.replace("年，", "年：", 1) for y in ZH_YEARS[1:])]
    body, reply = "\n\n".join(ZH_YEARS), _reply("大事记", "\n\n".join(new))
    assert applied(judge("大事记", body, asked, reply)).body == "\n\n".join(new)
    opening = scope_of(["开头写得更吸引人一点"], "大事记", split_paragraphs(body))
    assert opening.paragraphs == {0} and not opening.whole


FORECAST = [
    "Saturday starts dry and bright. Cloud builds later.",
    "Rain arrives on Saturday evening, heavy at times.",
    "Sunday will be blustery, with sunny spells and scattered showers.",
    "Temperatures reach 9 °C on Saturday and 7 °C on Sunday, near freezing on Sunday night.",
]


def test_a_paragraph_named_by_its_opening_word() -> None:
    asked = "Make the Sunday paragraph more specific about the showers."
    assert described_paragraphs(asked, FORECAST) == {2}
    assert described_paragraphs("Make the Sunday paragraph warmer.", FORECAST) == {2}
    new = FORECAST[2].replace("showers.", "showers, mostly in the morning.")
    reply = _reply("Forecast", "…\n\n" + new + "\n\n…")
    revised = applied(judge("Forecast", "\n\n".join(FORECAST), asked, reply))
    assert revised.body == "\n\n".join([*FORECAST[:2], new, FORECAST[3]])
    assert described_paragraphs("Fix the Saturday paragraph.", FORECAST) == {0}
    # two paragraphs open with the word: none is named
    twice = [*FORECAST, "Sunday night brings frost to the valleys."]
    assert described_paragraphs("Make the Sunday paragraph warmer.", twice) == set()


def test_each_entrys_opening_is_no_opening_paragraph() -> None:
    paragraphs = split_paragraphs("\n\n".join(STOPS))
    asked = "Change each “Stop N —” opening to just the number and a full stop, e.g. “7.”"
    assert scope_of([asked], "Walk", paragraphs).whole
    assert scope_of(["Make the opening punchier."], "Walk", paragraphs).paragraphs == {0}


def test_short_enough_for_a_tweet_is_shortening() -> None:
    paragraphs = split_paragraphs("\n\n".join(FORECAST))
    for asked in ("Make it short enough for a tweet.", "Make it short.", "改得简短一些"):
        assert scope_of([asked], "Forecast", paragraphs).shorten, asked


def test_the_opening_word_outweighs_a_common_word_elsewhere() -> None:
    weather = [
        "Friday is calm and grey.",
        "Saturday brings sunshine and a fresh breeze.",
        "Monday looks wet again; Saturday's sunshine will not last.",
    ]
    asked = "Make the Saturday paragraph say how windy it will be."
    assert described_paragraphs(asked, weather) == {1}
