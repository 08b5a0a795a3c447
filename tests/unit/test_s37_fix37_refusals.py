"""Needless refusals of blind37: a NO_CHANGE glued after the explanation's stop, a shorter
title asked after a complaint about it."""

from __future__ import annotations

from app.editing.formats.common import says_no_change
from app.editing.lone_target import shares_matter
from app.editing.reply_talk import translated_target
from app.editing.scope import Scope, scope_of
from app.editing.units import split_paragraphs
from app.editing.unplaced_blocks import placed_by_blocks

BODY = split_paragraphs("第一段。\n\n第二段。")


def test_the_token_glued_after_the_explanation_is_the_verdict() -> None:
    said = says_no_change("16 + 40 + 24 = 80，16:40:24 也正好是 2:5:3。NO_CHANGE")
    assert said == "16 + 40 + 24 = 80，16:40:24 也正好是 2:5:3。"
    assert says_no_change("The sum is right. NO_CHANGE.") == "The sum is right."


def test_prose_without_the_token_is_no_verdict() -> None:
    assert says_no_change("The sum is right.") is None


def test_a_shorter_title_asked_after_a_complaint_about_it_is_the_title_alone() -> None:
    for asked in ["标题太长了，改短一点。", "The title is too long, make it shorter."]:
        scope = scope_of([asked], "很长的标题", BODY)
        assert scope.title and not scope.whole


def test_a_clause_of_its_own_or_naming_the_whole_is_still_the_whole() -> None:
    for asked in ["Shorten it and retitle it.", "标题太长了，全文也改短一点。"]:
        assert scope_of([asked], "很长的标题", BODY).whole


def test_a_sentence_named_by_a_hyphenated_term_is_placed_by_the_one_rewrite() -> None:
    originals = [
        "## `--dry-run` for sync",
        "Pass `--dry-run` to see what `sync` would change without writing anything:",
        "```console\n$ tessera sync --dry-run ./catalogue\nwould update 12 records\n```",
    ]
    revised = [
        originals[0],
        "Add `--dry-run` to `sync` to preview what it would change; nothing is written to disk:",
        originals[2].replace("12", "14"),
    ]
    asked = ["Make the sentence introducing the dry-run example clearer."]
    scope = placed_by_blocks(Scope(whole=True, unplaced=True), originals, revised, asked)
    assert scope is not None
    assert scope.paragraphs == {1}
    assert shares_matter(asked, originals[1])


def test_the_asked_paragraph_in_english_with_a_quote_saying_wont_is_a_translation() -> None:
    article = "临走时下起了小雨。\n\n韦德昌撑开一把刚做好的红伞递给我们：“拿去试试，淋不透的。”"
    target = "韦德昌撑开一把刚做好的红伞递给我们：“拿去试试，淋不透的。”"
    words = (
        "Wei Dechang opened a freshly made red umbrella and handed it to us: "
        "“Take it and try it — the rain won't get through.”"
    )
    assert translated_target(words, target, article)
    assert not translated_target("Sorry, I won't translate it.", target, article)


def test_the_opening_entry_of_a_report_is_its_opening_paragraph() -> None:
    report = split_paragraphs(
        "Inspection carried out on 28 November.\n\n**Kitchen:** oven clean.\n\n"
        "**Bathroom:** sealant discoloured.\n\nThis report does not decide who pays."
    )
    scope = scope_of(["Make the opening entry shorter."], "Report", report)
    assert not scope.whole
    assert scope.paragraphs == {0}
