"""A dot inside a file name, version or decimal ends no sentence, and an image is named as an
image in the change lines (outside43 finding 6)."""

from app.domain.describe import describe_changes, sentences
from app.domain.images import image_of
from app.editing.left_facts import left_out_line

WALK = "A short walk.\n\n![Map of the route](route-map.png)\n\nPark by the café."


def test_a_dot_inside_a_token_ends_no_sentence() -> None:
    said = "Bring snacks, e.g. fruit. Read talk-v1.2.pdf first. Version 2.4 is out."
    assert sentences(said) == [
        "Bring snacks, e.g. fruit.",
        "Read talk-v1.2.pdf first.",
        "Version 2.4 is out.",
    ]
    assert sentences("门票12.5元，儿童免费。请报名。") == ["门票12.5元，儿童免费。", "请报名。"]
    assert sentences("![Map](map.png)") == ["![Map](map.png)"]


def test_an_image_description_change_is_named_as_the_images() -> None:
    after = WALK.replace("Map of the route", "Route map")
    assert describe_changes("Walk", WALK, "Walk", after) == [
        "paragraph 2: the image's description changed"
    ]
    zh = "走一走。\n\n![从断桥到苏堤的路线图](xihu.png)\n\n七点出发。"
    assert describe_changes("西湖", zh, "西湖", zh.replace("从断桥到苏堤的", "")) == [
        "第2段：图片的说明文字改了"
    ]


def test_an_image_dropped_is_named_with_its_description() -> None:
    after = WALK.replace("![Map of the route](route-map.png)\n\n", "")
    assert describe_changes("Walk", WALK, "Walk", after) == [
        "paragraph 2: the image “Map of the route” removed"
    ]
    assert image_of('![A map](m.png "The route")') == ("A map", "m.png")
    assert image_of("See ![a map](m.png) here.") is None


def test_a_version_number_is_not_cut_at_its_dot_when_facts_go() -> None:
    assert left_out_line("Version 2.4 is out today.", "Version 2.4 is here!", zh=False) == ""
    assert left_out_line("新版本 3.2 今天正式上线。", "新版本 3.2 来啦！", zh=True) == ""
    gone = left_out_line(
        "Version 2.4 ships today. Lunch is at noon.", "Lunch is at noon.", zh=False
    )
    assert "“Version 2.4 ships today”" in gone
