"""without_scripts: a `<script>` the model invents is left out, but one the writer asked for,
or one inside code the reply quotes, is the asked text (outside56 F1: "add an inline example
of the script tag" saved an empty code span)."""

import pytest

from app.editing.controls import without_scripts

TUTORIAL = "Load the widget once the page is ready."


@pytest.mark.parametrize(
    ("reply", "asked"),
    [
        (
            "Load the widget once the page is ready, e.g. `<script>init()</script>`.",
            "Make it clearer",
        ),
        ('Load it:\n\n```html\n<script src="w.js"></script>\n```\n', "Show the code"),
        ("~~~\n<style>p{color:red}</style>\n~~~", "Add an example"),
        (
            "Load it with <script>init()</script> once ready.",
            "add an inline example of the script tag",
        ),
        ("例如 <script>init()</script>。", "在第2段加上 script 标签的内联示例"),
        ("Put <style>p{}</style> in the head.", "explain where the style tag goes"),
        ("Use <script defer> here.", "Mention the <script> element's defer attribute"),
    ],
)
def test_quoted_or_asked_elements_are_kept(reply: str, asked: str) -> None:
    assert without_scripts(reply, TUTORIAL, asked) == reply


@pytest.mark.parametrize(
    ("reply", "asked", "expected"),
    [
        ("Ready.<script>alert(1)</script>", "Make it livelier", "Ready."),
        ("Ready.<style>body{display:none}</style>", "A livelier style, please", "Ready."),
        ("更生动了。<script>alert(1)</script>", "更生动一点", "更生动了。"),
        ("`code` stays, <script>x()</script>gone", "tighten it", "`code` stays, gone"),
    ],
)
def test_invented_elements_outside_code_are_left_out(reply: str, asked: str, expected: str) -> None:
    assert without_scripts(reply, TUTORIAL, asked) == expected


def test_an_article_holding_a_script_keeps_every_one() -> None:
    article = "Our page: <script src=a.js></script>"
    reply = "Our page: <script src=b.js></script>"
    assert without_scripts(reply, article, "update the source") == reply
