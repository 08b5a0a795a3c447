"""A reply's change lines in the reader's language, session 33: a Chinese reader editing an
English article read "paragraph 2: “fifteen” → “fifty”" and "also suggested: …" in English,
in the conversation and in the changes bar, around Chinese chrome. static/js/panel/
change-lines.js says each line of app/domain/describe.py's English grammar in Chinese; what a
line quotes of the article stays as written."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from app.domain.describe import describe_reply, describe_withheld
from app.domain.models import WithheldChange
from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TITLE = "A day out"
PARAGRAPHS = [
    "The weather was fine today. The sky was clear.",
    "We went to the park and saw fifteen ducks. They were loud. The pond was cold.",
    "| Place | Ducks |\n| --- | --- |\n| Pond | 15 |\n| River | 3 |",
    "We went home for dinner. 🍜",
    "The end.",
]

PADDED = "| Place | Ducks |\n| ----- | ----- |\n| Pond  | 15    |\n| River | 3     |"


def _sentences(
    paragraph: str, at: int, new: str, *, join: bool = False, insert: bool = False
) -> str:
    """`paragraph` with its sentence `at` rewritten as `new` (with the one after it, `join`;
    or `new` put before it, `insert`)."""
    said = [s.strip() + "." for s in paragraph.split(".") if s.strip()]
    if insert:
        said[at:at] = [new + "."]
    else:
        said[at : at + (2 if join else 1)] = [new + "."]
    return " ".join(said)


def _edits() -> list[tuple[str, list[str]]]:
    """Revisions that between them use every phrase describe.py has (title, body after)."""
    p = PARAGRAPHS
    table = p[2].split("\n")

    def second(text: str) -> list[str]:
        return [p[0], text, *p[2:]]

    return [
        (TITLE, second(p[1].replace("fifteen", "fifty"))),
        (TITLE, second(p[1].replace("fifteen ", ""))),
        (TITLE, second(p[1] + " Fun.")),
        (TITLE, second(p[1] + " Then more. And more.")),
        (TITLE, second(p[1].split(". ")[0] + ".")),
        (TITLE, second("They were loud.")),
        (TITLE, ["Everything was lovely, bright and warm, and we were very happy indeed.", *p[1:]]),
        (TITLE, [p[0].replace("The sky was clear", "Not one cloud was in the sky"), *p[1:]]),
        (TITLE + "!", p),
        (TITLE, [*p[:3], *p[4:]]),
        (TITLE, [p[1].replace("fifteen", "fifty"), *p[2:]]),  # "paragraph 1 (was 2): …"
        (TITLE, [*p, "Goodbye."]),
        (TITLE, [p[1], p[0], *p[2:]]),
        (TITLE, [*p[:2], "\n".join(table[:3]), *p[3:]]),
        (TITLE, [*p[:2], "\n".join([*table, "| Lake | 9 |"]), *p[3:]]),
        (TITLE, [*p[:2], "\n".join(table[:2]), *p[3:]]),
        (TITLE, [p[0].replace(". ", ".  "), *p[1:]]),
        (TITLE, [x + "!" for x in p]),
        (
            TITLE,
            second(
                _sentences(
                    p[1],
                    1,
                    "They quacked so loudly that the whole park could hear them all afternoon",
                )
            ),
        ),
        (
            TITLE,
            second(_sentences(p[1], 1, "Loud and proud, they quacked by the icy pond", join=True)),
        ),
        (TITLE, second(_sentences(p[1], 1, "One more sentence came", insert=True))),
    ]


def _lines() -> list[str]:
    before = "\n\n".join(PARAGRAPHS)
    lines: list[str] = []
    for title, after in _edits():
        lines += describe_reply((TITLE, before), (title, "\n\n".join(after)))
    lines += describe_reply((TITLE, before), (TITLE, before + "!"), note="kept the tone")
    # More changes than a reply lists: "and 3 more changes".
    many = [f"{x} {n}" for n, x in enumerate(PARAGRAPHS * 2)]
    lines += describe_reply((TITLE, "\n\n".join(PARAGRAPHS * 2)), (TITLE, "\n\n".join(many)))
    p = PARAGRAPHS
    withheld = [
        WithheldChange(paragraph=0, before=TITLE, after=TITLE + "?", description=""),
        WithheldChange(paragraph=2, before=p[1], after="", description=""),
        WithheldChange(paragraph=6, before="", after="More.", description=""),
        WithheldChange(paragraph=4, before=p[3], after=p[3][:-2], description=""),
        WithheldChange(
            paragraph=1, before=p[0], after=p[0].replace("fine", "sunny"), description=""
        ),
        # a table re-padded (session 54): its spacing, its alignment, a cell beside them
        WithheldChange(paragraph=3, before=p[2], after=PADDED, description=""),
        WithheldChange(
            paragraph=3, before=p[2], after=PADDED.replace("| 15    |", "| 16    |"), description=""
        ),
        WithheldChange(
            paragraph=3, before=p[2], after=PADDED.replace("| ----- |", "| ----: |"), description=""
        ),
    ]
    lines += describe_withheld(withheld, "en")
    return list(dict.fromkeys(lines))


def _outside_quotes(line: str) -> str:
    return re.sub(r"“[^”]*”|（“[^）]*）|\(“[^)]*\)", "", line)


SAY = """async ([lines, lang]) => {
  const { changeLineIn } = await import("/static/js/panel/change-lines.js");
  return lines.map((line) => [line, changeLineIn(line, lang)]);
}"""


def test_every_change_line_of_an_english_article_reads_in_chinese(
    page: Any, redline: Redline
) -> None:
    lines = _lines()
    # Every phrase: a run that described few kinds of change would test little.
    assert len(lines) >= 20, lines
    page.goto("/")
    said = page.evaluate(SAY, [lines, "zh-Hans"])
    left = [line for line, chinese in said if chinese is None]
    assert not left, left
    english = [c for _, c in said if re.search(r"[A-Za-z]{2,}", _outside_quotes(c))]
    assert not english, english
    # What a line quotes of the article stays as written.
    for line, chinese in said:
        for quoted in re.findall(r"“([^”]*)”", line):
            assert quoted in chinese, (line, chinese)
    pairs = [tuple(pair) for pair in said]
    assert ("paragraph 2: “fifteen” → “fifty”", "第2段：“fifteen”改为“fifty”") in pairs
    assert (
        "paragraph 1 (was 2): “fifteen” → “fifty”",
        "第1段（原第2段）：“fifteen”改为“fifty”",
    ) in pairs


def test_a_chinese_reader_reads_an_english_articles_changes_in_chinese(
    browser: Any, redline: Redline
) -> None:
    article = redline.create_article(TITLE, "\n\n".join(PARAGRAPHS))
    redline.stub.reset()
    redline.stub.enqueue(
        reply="A lovely day out\n\n"
        + "\n\n".join(
            [
                PARAGRAPHS[0],
                PARAGRAPHS[1]
                .replace("fifteen", "fifty")
                .replace("They were loud. The pond was cold.", "Loud and proud."),
                *PARAGRAPHS[2:],
                "Then we slept.",
            ]
        )
    )
    for page in browser_tab(browser, redline.url, locale="zh-CN"):
        open_article(page, article["id"])
        page.fill("#message", 'Replace "fifteen" with "fifty"')
        page.press("#message", "Enter")
        expect(page.locator("#article-version")).to_have_text("V2")
        reply = page.locator("#transcript .msg-assistant").last
        expect(reply.locator(".msg-text")).to_have_text(
            "V1→V2 已保存。\n• 第2段：“fifteen”改为“fifty”"
        )
        page.fill("#message", "make paragraph 2 livelier and add an ending")
        page.press("#message", "Enter")
        expect(page.locator("#article-version")).to_have_text("V3")
        text = reply.locator(".msg-text")
        expect(text).to_contain_text("新增第6段")
        expect(text).to_contain_text(
            "另有建议：标题改为“A lovely day out”——未采用（不在所提要求之内）"
        )
        expect(page.locator("#changes-lines")).to_contain_text("新增第6段")
        bar = page.locator("#changes-lines").inner_text()
        assert not re.search(r"[A-Za-z]{2,}", _outside_quotes(bar)), bar
        # The article's own text stays as written.
        added = page.locator("#article-body p").last
        expect(added).to_contain_text("Then we slept.")
        # The button that rejects it is named in Chinese too; the words it quotes as written.
        expect(added.locator("button")).to_have_attribute(
            "aria-label", "拒绝第 2 处改动：加了“Then we slept.”"
        )
        shot(page, "s33-zh-reader-english-article")
