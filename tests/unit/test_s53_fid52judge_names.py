# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 53 (fid52judge): a contact's Chinese name written one character off in a rewritten
paragraph (blind52 guahao-zh-14 方晓东 → 方小东, seedlibrary-zh-06 吴托马 → 吴托玛), and the
bullet list an ask names by its item (seedlibrary-en-08, zh-08)."""

from __future__ import annotations

import pytest

from app.editing.contact_names import check_contact_names, respelt_contacts
from app.editing.elided import Refused
from app.editing.mentions import described_paragraphs
from app.editing.respelt_names import respelt_names
from app.editing.scope import Scope

AT_1 = Scope(paragraphs=frozenset({1}))
TRANSLATE = Scope(whole=True, translate=True)


def _body(paragraph: str) -> str:
    return "各位居民：\n\n" + paragraph


@pytest.mark.parametrize(
    ("before", "after", "pair"),
    [
        (
            "咨询电话：0571-8765 2200（门诊办公室方晓东）",
            "如有疑问，请致电门诊办公室方小东：0571-8765 2200。",
            ("方晓东", "方小东"),
        ),
        (
            "有问题请发邮件给吴托马：seeds@example.org，或致电021-6496 0732。",
            "有任何问题都欢迎发邮件给吴托玛：seeds@example.org，或致电021-6496 0732。",
            ("吴托马", "吴托玛"),
        ),
        (
            "借阅问题请找服务台何丽娟，电话021-6532 0418。",
            "借阅上有问题可以找服务台何丽鹃，电话021-6532 0418。",
            ("何丽娟", "何丽鹃"),
        ),
        (
            "报名请联系欧阳明：0571-1234 5678。",
            "想报名的话，欢迎联系欧阳铭：0571-1234 5678。",
            ("欧阳明", "欧阳铭"),
        ),
    ],
)
def test_a_contact_respelt_is_refused(before: str, after: str, pair: tuple[str, str]) -> None:
    assert respelt_contacts(_body(before), _body(after)) == [pair]
    with pytest.raises(Refused, match=pair[1]):
        check_contact_names(_body(before), _body(after), ["最后一段写得亲切一点。"], AT_1)


def test_a_typo_check_may_not_respell_a_contact() -> None:
    before, after = _body("借阅问题请找服务台何丽娟。"), _body("借阅问题请找服务台何丽鹃。")
    with pytest.raises(Refused):
        check_contact_names(before, after, ["检查一下错别字。"], AT_1)


@pytest.mark.parametrize(
    ("before", "after", "ask", "scope"),
    [
        # the rename asked, by writing the new name or by asking about names
        (
            "请发邮件给程思远：a@b.example。",
            "请发邮件给程思源：a@b.example。",
            "程思远改成程思源。",
            AT_1,
        ),
        (
            "请发邮件给程思远：a@b.example。",
            "请发邮件给程思源：a@b.example。",
            "联系人的名字写错了，改一下。",
            AT_1,
        ),
        # the name kept; a word starting with a surname's character is no name (方式 → 方法)
        (
            "请找服务台何丽娟领取方式说明。",
            "欢迎找服务台何丽娟领取方法说明！",
            "写得亲切一点。",
            AT_1,
        ),
        ("高温天请找服务台领取。", "高温期请找服务台领取。", "写得亲切一点。", AT_1),
        # the other spelling is the article's own (a typo made consistent)
        (
            "请找服务台何丽娟。\n\n何丽鹃周三值班。",
            "请找服务台何丽鹃。\n\n何丽鹃周三值班。",
            "改错别字。",
            AT_1,
        ),
        # a translation writes every name anew
        ("请发邮件给程思远。", "请发邮件给程思源。", "翻译成英文。", TRANSLATE),
    ],
)
def test_a_contact_kept_or_renamed_as_asked_is_saved(
    before: str, after: str, ask: str, scope: Scope
) -> None:
    check_contact_names(_body(before), _body(after), [ask], scope)


ARTICLE = [
    "Intro.",
    "## What to bring",
    "1. Sturdy shoes.\n2. A bag for your apples.\n3. Water.",
    "- Gloves are provided.\n- Ladders stay with the team.\n- Bins are by the gate.",
]


@pytest.mark.parametrize(
    ("ask", "paragraph"),
    [
        ("Change the second item of the bullet list.", 3),
        ("Reword the third bullet point.", 3),
        ("Change the second item of the numbered list.", 2),
        ("Change item 2.", 2),
    ],
)
def test_an_item_is_counted_in_the_list_kind_named(ask: str, paragraph: int) -> None:
    assert described_paragraphs(ask, ARTICLE) == {paragraph}


@pytest.mark.parametrize(
    ("ask", "paragraph"),
    [
        ("项目符号列表第二条加上西葫芦。", 3),
        ("无序列表的第三条改得客气一点。", 3),
        ("编号列表第二条加上西葫芦。", 2),
    ],
)
def test_a_chinese_item_is_counted_in_the_list_kind_named(ask: str, paragraph: int) -> None:
    zh = [
        "引言。",
        "## 留种",
        "1. 留两三株。\n2. 晾干两周。\n3. 写上品种。",
        "- 只收纸信封。\n- 不要归还混种的种子。\n- 请带上借书证。",
    ]
    assert described_paragraphs(ask, zh) == {paragraph}


def test_a_name_after_a_head_teacher_is_read_without_the_ren_of_the_role() -> None:
    """班主任张伟老师 names 张伟, not 任张伟 (任 is a surname too): the refusal names the person."""
    before = "各位家长：\n\n班主任张伟老师将介绍期中考试情况。"
    after = "各位家长：\n\n班主任张玮老师将介绍期中考试情况。"
    assert respelt_names(before, after) == [("张伟", "张玮")]
