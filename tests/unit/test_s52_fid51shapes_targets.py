"""Session 52 (fid51shapes): the writer's image paths and link targets kept as written when the
suggestion is not about them (kept_targets.py), and the no-change verdict in any wrapper."""

from app.editing.formats.common import says_no_change
from app.editing.kept_targets import targets_kept

BEFORE = (
    "Opening words.\n\n![Map](images/site-map.png)\n\n"
    "Sign up at [our site](https://example.org/sign-up) by Friday."
)


def test_an_image_path_changed_unasked_is_given_back_and_withheld() -> None:
    after = BEFORE.replace("Opening words.", "Opening words, now longer.").replace(
        "images/site-map.png", "/images/site_map.png"
    )
    kept, withheld = targets_kept(BEFORE, after, ["Make the opening longer."])
    assert kept == BEFORE.replace("Opening words.", "Opening words, now longer.")
    assert [w.paragraph for w in withheld] == [2]
    assert "/images/site_map.png" in withheld[0].description


def test_a_link_changed_in_a_reworded_paragraph_is_left_for_the_address_check() -> None:
    after = BEFORE.replace("by Friday.", "by Friday noon.").replace(
        "https://example.org/sign-up", "https://www.example.org/signup"
    )
    assert targets_kept(BEFORE, after, ["Say the deadline is Friday noon."]) == (after, [])


def test_chinese_paths_and_addresses() -> None:
    before = "开头。\n\n![现场图](img/yizhen-2027.png)\n\n请登录[平台](https://qinghe.example.cn/yizhen)报名。"
    after = before.replace("开头。", "开头，全程免费。").replace("yizhen-2027", "yizhen_2027")
    after = after.replace("https://qinghe", "https://www.qinghe").replace("/yizhen)", "/yi-zhen)")
    kept, withheld = targets_kept(before, after, ["开头那段补充：全程免费。"])
    assert kept == before.replace("开头。", "开头，全程免费。")
    assert [w.paragraph for w in withheld] == [2, 3]
    assert withheld[0].description.startswith("第2段")


def test_an_ask_about_the_link_or_the_picture_is_the_writers() -> None:
    after = BEFORE.replace("https://example.org/sign-up", "https://example.org/join")
    for ask in [
        "Update the link to https://example.org/join.",
        "把图片换成 img/new.png",
        "更新网址",
    ]:
        assert targets_kept(BEFORE, after, [ask]) == (after, [])


def test_a_target_added_or_dropped_is_left_to_the_address_check() -> None:
    after = BEFORE.replace(" by Friday.", " or [by post](https://example.org/post) by Friday.")
    assert targets_kept(BEFORE, after, ["Mention signing up by post."]) == (after, [])


def test_no_change_in_any_wrapper() -> None:
    assert says_no_change("<revised>NO_CHANGE</revised>\n\nThe table already says £25.") == (
        "The table already says £25."
    )
    assert says_no_change("<article>NO CHANGES</article>\n<reason>Both named.</reason>") == (
        "Both named."
    )
    assert says_no_change('{"revised": "NO_CHANGE", "reason": "Already linked."}') == (
        "Already linked."
    )
    assert (
        says_no_change("<revised>NO_CHANGE</revised>\n\n表格里已经是250元。")
        == "表格里已经是250元。"
    )
    # an article whose own text writes the tag and the token is no verdict
    article = "Title\n\nThe report prints NO_CHANGE, wrapped in a <revised> element.\n\nMore."
    assert says_no_change(article) is None
