"""A Word file written by another program — Chinese Word's style ids, list numbering instead of
list styles, links as fields, merged table cells, text boxes, pictures and footnotes — read
as the article's Markdown, and what could not be carried counted (outside47 F1, F8)."""

from __future__ import annotations

import io
import zipfile

import pytest

from app.web.word_import import NotWord, read_docx, read_word
from app.web.word_markdown import Segment as S
from app.web.word_markdown import render
from tests.unit.s48_docx48_word_files import cell, document_xml, docx, link, para, run, table


def _read(*blocks: str, **kwargs: object) -> tuple[str | None, str]:
    found = read_docx(docx(*blocks, **kwargs))  # type: ignore[arg-type]
    return found.title, found.body


def test_chinese_word_style_ids_are_read_by_their_names() -> None:
    title, body = _read(
        para("秋游指南", style="a7"),
        para("准备", style="1"),
        para("出发前准备三样东西。"),
        para("路线", style="2"),
        para("细节", style="MyHead"),
        para("路上注意安全。", style="a5"),
    )
    assert title == "秋游指南"
    assert body == "# 准备\n\n出发前准备三样东西。\n\n## 路线\n\n### 细节\n\n> 路上注意安全。"


def test_a_first_heading_1_is_the_title_when_there_is_no_title() -> None:
    title, body = _read(para("Weekly notes", style="1"), para("Text."), para("More", style="1"))
    assert (title, body) == ("Weekly notes", "Text.\n\n# More")


def test_without_a_styles_part_the_style_ids_word_writes_in_english_are_read() -> None:
    title, body = _read(
        para("Trip", style="Title"),
        para("Packing", style="Heading2"),
        para("a bottle", style="ListBullet"),
        para("a folding one", style="ListBullet2"),
        para("first", style="ListNumber"),
        para("Stay safe.", style="IntenseQuote"),
        styles=None,
        numbering=None,
    )
    assert title == "Trip"
    assert body == "## Packing\n\n- a bottle\n  - a folding one\n\n1. first\n\n> Stay safe."


def test_bullets_from_list_numbering_nest_by_level() -> None:
    _, body = _read(
        para("出发前要准备：", style="a"),
        para("水壶", style="a3", num=(1, 0)),
        para("雨伞", style="a3", num=(1, 0)),
        para("折叠伞更好", style="a3", num=(1, 1)),
        para("身份证", style="a3", num=(1, 0)),
    )
    assert body == "出发前要准备：\n\n- 水壶\n- 雨伞\n  - 折叠伞更好\n- 身份证"


def test_a_style_that_carries_bullet_numbering_makes_list_items() -> None:
    _, body = _read(para("one", style="BulletsOwn"), para("two", style="BulletsOwn"))
    assert body == "- one\n- two"


def test_word_numbers_are_written_out_nested_under_their_item() -> None:
    _, body = _read(
        para("Take the metro", num=(2, 0)),
        para("Line 2", num=(2, 1)),
        para("Line 4", num=(2, 1)),
        para("Change to the bus", num=(2, 0)),
        para("Walk", num=(2, 0)),
    )
    assert body == "1. Take the metro\n   1. Line 2\n   2. Line 4\n2. Change to the bus\n3. Walk"


def test_a_list_starting_at_another_number_keeps_it() -> None:
    _, body = _read(para("五", num=(3, 0)), para("六", num=(3, 0)))
    assert body == "5. 五\n6. 六"


def test_a_numbered_list_interrupted_by_a_paragraph_goes_on_counting() -> None:
    _, body = _read(para("one", num=(2, 0)), para("A note between."), para("two", num=(2, 0)))
    assert body == "1. one\n\nA note between.\n\n2. two"


def test_a_bullet_list_after_a_numbered_one_is_a_list_of_its_own() -> None:
    _, body = _read(para("one", num=(2, 0)), para("dot", num=(1, 0)))
    assert body == "1. one\n\n- dot"


def test_bold_and_italic_runs_are_marked_and_runs_split_mid_word_are_joined() -> None:
    _, body = _read(
        para(
            run("带上"),
            run("身", bold=True),
            run("份证", bold=True),
            run("，"),
            run("轻松", italic=True),
            run("一点。"),
        ),
        para(
            run("A "),
            run("bold ", bold=True),
            run("word and "),
            run("both", bold=True, italic=True),
            run("."),
        ),
    )
    assert body == "带上**身份证**，*轻松*一点。\n\nA **bold** word and ***both***."


def test_character_styles_give_bold_and_italic_and_a_run_may_switch_them_off() -> None:
    _, body = _read(
        para(
            run("strong", style="a9"),
            run(" and "),
            run("soft", style="aa"),
            run(" and "),
            run("loud", style="Loud"),
        ),
        para(
            run("not loud", style="Loud", props='<w:b w:val="0"/>'),
            run(" "),
            run("off", props='<w:b w:val="false"/>'),
        ),
    )
    assert body == "**strong** and *soft* and **loud**\n\nnot loud off"


def test_a_heading_s_own_bold_style_is_not_written_as_marks() -> None:
    _, body = _read(para("Intro"), para("准备", style="2"))
    assert body == "Intro\n\n## 准备"


def test_hyperlinks_keep_their_address() -> None:
    _, body = _read(
        para(run("详情见 "), link("rId9", "官网"), run("。")),
        para(
            run("Read "),
            link("rId10", run("the ", bold=True), run("report", bold=True)),
            run(" now."),
        ),
        links={"rId9": "https://example.org/gw", "rId10": "https://example.org/r (1)"},
    )
    assert body == (
        "详情见 [官网](https://example.org/gw)。\n\n"
        "Read [**the report**](https://example.org/r%20%281%29) now."
    )


def test_a_link_to_a_file_or_inside_the_document_keeps_its_words_only() -> None:
    _, body = _read(
        para(
            run("See "),
            link("rId3", "the draft"),
            run(" and "),
            '<w:hyperlink w:anchor="_Toc1"><w:r><w:t>part 2</w:t></w:r></w:hyperlink>',
        ),
        links={"rId3": "file:///C:/Users/me/draft.docx"},
    )
    assert body == "See the draft and part 2"


def test_hyperlink_fields_are_links_and_other_fields_show_their_result() -> None:
    complex_field = (
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r>'
        '<w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.org/f" '
        "</w:instrText></w:r>"
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r>'
        "<w:r><w:t>the site</w:t></w:r>"
        '<w:r><w:fldChar w:fldCharType="end"/></w:r>'
    )
    page = (
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r>'
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>3</w:t></w:r>'
        '<w:r><w:fldChar w:fldCharType="end"/></w:r>'
    )
    simple = (
        '<w:fldSimple w:instr=" HYPERLINK &quot;https://example.org/s&quot; ">'
        "<w:r><w:t>简单</w:t></w:r></w:fldSimple>"
    )
    _, body = _read(
        para(run("Go to "), complex_field, run(".")), para(run("Page "), page), para(simple)
    )
    assert (
        body
        == "Go to [the site](https://example.org/f).\n\nPage 3\n\n[简单](https://example.org/s)"
    )


def test_a_word_table_with_chinese_and_empty_cells_is_a_markdown_table() -> None:
    _, body = _read(
        para("开头一段。"),
        table(
            [cell("时间"), cell("地点"), cell("备注")],
            [cell("9:00"), cell("北门"), cell()],
            [cell("10:30"), cell(), cell("带 | 伞")],
        ),
        para("结尾一段。"),
    )
    assert body == (
        "开头一段。\n\n| 时间 | 地点 | 备注 |\n|---|---|---|\n| 9:00 | 北门 |  |\n"
        "| 10:30 |  | 带 \\| 伞 |\n\n结尾一段。"
    )


def test_merged_cells_keep_the_columns_and_a_cell_s_paragraphs_share_its_line() -> None:
    _, body = _read(
        table(
            [
                cell("Day", props='<w:vMerge w:val="restart"/>'),
                cell("Morning and afternoon", props='<w:gridSpan w:val="2"/>'),
            ],
            [
                cell(props="<w:vMerge/>"),
                cell(para(run("Walk", bold=True)), para("in the park")),
                cell("Lunch"),
            ],
        )
    )
    assert (
        body
        == "| Day | Morning and afternoon |  |\n|---|---|---|\n|  | **Walk** in the park | Lunch |"
    )


def test_a_column_aligned_in_word_says_so_in_its_rule() -> None:
    centred = '<w:jc w:val="center"/>'
    _, body = _read(
        table(
            [cell("名称"), cell("价格")],
            [cell("苹果"), cell(para("3元", extra=centred))],
            [cell("梨"), cell(para("4元", extra=centred))],
        )
    )
    assert body == "| 名称 | 价格 |\n|---|:---:|\n| 苹果 | 3元 |\n| 梨 | 4元 |"


def test_a_table_of_one_cell_is_a_box_around_paragraphs() -> None:
    _, body = _read(table([cell(para("提示", style="2"), para("带上雨伞。"))]))
    assert body == "## 提示\n\n带上雨伞。"


def test_a_text_box_is_read_once_after_its_paragraph() -> None:
    box = (
        '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx><w:txbxContent>'
        + para("框里的话。")
        + "</w:txbxContent></wps:txbx></w:drawing></mc:Choice>"
        + "<mc:Fallback><w:pict><v:textbox><w:txbxContent>"
        + para("框里的话。")
        + "</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>"
    )
    found = read_docx(docx(para(run("正文。"), box), para("下一段。")))
    assert found.body == "正文。\n\n框里的话。\n\n下一段。"
    assert found.left_out == {}


def test_what_an_article_cannot_carry_is_counted() -> None:
    picture = (
        "<w:r><w:drawing><wp:inline><a:graphic><a:graphicData><pic:pic>"
        '<pic:blipFill><a:blip r:embed="rId5"/></pic:blipFill></pic:pic>'
        "</a:graphicData></a:graphic></wp:inline></w:drawing></w:r>"
    )
    chart = (
        "<w:r><w:drawing><wp:inline><a:graphic><a:graphicData>"
        '<c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" '
        'r:id="rId6"/>'
        "</a:graphicData></a:graphic></wp:inline></w:drawing></w:r>"
    )
    found = read_docx(
        docx(
            para(run("看图"), picture, picture),
            para(chart),
            para(
                run("有脚注"),
                '<w:r><w:footnoteReference w:id="1"/></w:r>',
                run("和尾注"),
                '<w:r><w:endnoteReference w:id="2"/></w:r>',
            ),
            para(
                '<w:commentRangeStart w:id="0"/>',
                run("批注的话"),
                '<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>',
            ),
            para(
                run("改"),
                '<w:ins w:id="5" w:author="王"><w:r><w:t>好</w:t></w:r></w:ins>',
                '<w:del w:id="6" w:author="王"><w:r><w:delText>坏</w:delText></w:r></w:del>',
                run("了"),
            ),
            para(run("公式"), "<m:oMath><m:r><m:t>x=1</m:t></m:r></m:oMath>"),
            para("<w:r><w:object><v:shape/></w:object></w:r>"),
        )
    )
    assert found.body == "看图\n\n有脚注和尾注\n\n批注的话\n\n改好了\n\n公式"
    assert found.left_out == {
        "image": 2,
        "chart": 1,
        "equation": 1,
        "embedded_object": 1,
        "footnote": 1,
        "endnote": 1,
        "comment": 1,
        "tracked_change": 2,
    }


def test_page_breaks_content_controls_and_empty_paragraphs_leave_no_trace() -> None:
    control = "<w:sdt><w:sdtContent>" + para("In a control.") + "</w:sdtContent></w:sdt>"
    _, body = _read(
        para(run("Before"), '<w:r><w:br w:type="page"/></w:r>', run("after")), para(), control
    )
    assert body == "Beforeafter\n\nIn a control."


def test_a_soft_line_break_stays_a_line_break() -> None:
    _, body = _read(para(run("第一行"), "<w:r><w:br/></w:r>", run("第二行")))
    assert body == "第一行\n第二行"


def test_a_strict_open_xml_file_reads_as_the_usual_one() -> None:
    xml = document_xml(para("Heading", style="Heading2"), para("Text.")).replace(
        "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
        "http://purl.oclc.org/ooxml/wordprocessingml/main",
    )
    assert read_word(xml.encode()).body == "## Heading\n\nText."


@pytest.mark.parametrize(
    "data",
    [
        b"not a zip at all",
        b"PK\x05\x06" + b"\x00" * 18,
    ],
)
def test_bytes_that_are_no_word_file_are_refused(data: bytes) -> None:
    with pytest.raises(NotWord):
        read_docx(data)


def test_a_zip_without_a_document_part_is_refused() -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("hello.txt", "hi")
    with pytest.raises(NotWord):
        read_docx(out.getvalue())


def test_a_part_with_entities_is_refused_before_it_is_parsed() -> None:
    bomb = (
        '<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>'
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&b;</w:t></w:r></w:p></w:body></w:document>'
    )
    with pytest.raises(NotWord):
        read_word(bomb.encode())


@pytest.mark.parametrize(
    ("segments", "markdown"),
    [
        ([S("a "), S("b", bold=True), S(" c")], "a **b** c"),
        ([S("a"), S(" b ", bold=True), S("c")], "a **b** c"),
        ([S("x", bold=True), S(" y", bold=True, italic=True), S(" z", bold=True)], "**x *y* z**"),
        ([S("   ", bold=True), S("plain")], "   plain"),
        ([S("粗", bold=True), S("斜", italic=True)], "**粗***斜*"),
        (
            [S("go ", link="https://e.org"), S("now", bold=True, link="https://e.org")],
            "[go **now**](https://e.org)",
        ),
        ([S(" [1] ", link="https://e.org")], " [\\[1\\]](https://e.org) "),
    ],
)
def test_runs_become_inline_markdown_that_hugs_its_words(segments: list[S], markdown: str) -> None:
    assert render(segments) == markdown


def test_a_numbering_defined_by_a_list_style_takes_that_style_s_levels() -> None:
    numbering = (
        '<w:abstractNum w:abstractNumId="5"><w:numStyleLink w:val="MyList"/></w:abstractNum>'
        '<w:abstractNum w:abstractNumId="6"><w:styleLink w:val="MyList"/>'
        '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/></w:lvl>'
        "</w:abstractNum>"
        '<w:num w:numId="7"><w:abstractNumId w:val="6"/></w:num>'
        '<w:num w:numId="8"><w:abstractNumId w:val="5"/></w:num>'
    )
    styles = (
        '<w:style w:type="numbering" w:styleId="MyList"><w:name w:val="My list"/>'
        '<w:pPr><w:numPr><w:numId w:val="7"/></w:numPr></w:pPr></w:style>'
    )
    _, body = _read(
        para("一", num=(8, 0)), para("二", num=(8, 0)), styles=styles, numbering=numbering
    )
    assert body == "1. 一\n2. 二"


def test_libreoffice_and_google_docs_shapes_are_read_too() -> None:
    styles = (
        '<w:style w:type="paragraph" w:styleId="Quotations"><w:name w:val="Quotations"/></w:style>'
        '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="Heading 2"/></w:style>'
        '<w:style w:type="character" w:styleId="StrongEmphasis">'
        '<w:name w:val="Strong Emphasis"/></w:style>'
    )
    _, body = _read(
        para("Notes", style="Heading2"),
        para("Said once.", style="Quotations"),
        para(run("very", style="StrongEmphasis"), run(" true")),
        para("first", num=(2, 0)),
        para("second", num=(2, 0)),
        styles=styles,
    )
    assert body == "## Notes\n\n> Said once.\n\n**very** true\n\n1. first\n2. second"
