"""Three-way merge of a hand edit over a version saved meanwhile (app/domain/merge.py):
paragraphs only one side changed merge; paragraphs both changed differently are conflicts,
the writer's text kept there and the other side's change named as undone (outside47 F6)."""

import random
from datetime import UTC, datetime

import pytest

from app.domain.merge import Merge, merge_texts
from app.domain.models import Content, VersionText
from app.editing.hand_merge import merged_edit

T = "Trip"


def merged(base: str, mine: str, theirs: str) -> Merge:
    return merge_texts((T, base), (T, mine), (T, theirs))


ZH = "第一段：早上八点出发。\n\n第二段：中午在湖边吃饭。\n\n第三段：下午四点回家。"
EN = "We leave at eight.\n\nLunch is by the lake.\n\nWe are home by four."


def test_f6_chinese_changes_in_different_paragraphs_both_kept() -> None:
    result = merged(ZH, ZH.replace("早上八点", "早上七点"), ZH.replace("四点", "五点"))
    assert (
        result.body
        == "第一段：早上七点出发。\n\n第二段：中午在湖边吃饭。\n\n第三段：下午五点回家。"
    )
    assert result.clean
    assert result.undone == (T, ZH)
    assert result.kept == (T, ZH.replace("四点", "五点"))


MOVED = "Lunch is by the lake.\n\nWe are home by four.\n\nWe leave at eight."  # first to last
NO_LUNCH = "We leave at eight.\n\nWe are home by four."
LINES = "春天来了。\n公园里开满了花。\n孩子们在草地上玩。"
ABC = "One.\n\nTwo.\n\nThree."


@pytest.mark.parametrize(
    ("base", "mine", "theirs", "expected"),
    [
        pytest.param(
            EN,
            EN.replace("eight", "seven"),
            EN.replace("four", "five"),
            "We leave at seven.\n\nLunch is by the lake.\n\nWe are home by five.",
            id="f6_english_changes_in_different_paragraphs_both_kept",
        ),
        pytest.param(
            EN,
            EN.replace("lake", "river"),
            EN.replace("four", "five"),
            "We leave at eight.\n\nLunch is by the river.\n\nWe are home by five.",
            id="adjacent_paragraphs_changed_one_by_each_side_merge",
        ),
        pytest.param(
            EN,
            EN.replace("four", "five"),
            EN.replace("four", "five"),
            EN.replace("four", "five"),
            id="both_sides_made_the_same_change_once",
        ),
        pytest.param(
            EN,
            EN.replace("four", "five").replace("eight", "nine"),
            EN.replace("four", "five"),
            EN.replace("four", "five").replace("eight", "nine"),
            id="same_change_plus_one_of_mine_elsewhere",
        ),
        pytest.param(
            EN,
            EN.replace("eight.", "eight.\n\nBring water."),
            EN.replace("four", "five"),
            "We leave at eight.\n\nBring water.\n\nLunch is by the lake.\n\nWe are home by five.",
            id="mine_inserts_a_paragraph_theirs_edits_another",
        ),
        pytest.param(
            EN,
            EN + "\n\nMine at the end.",
            EN + "\n\nTheirs at the end.",
            EN + "\n\nTheirs at the end.\n\nMine at the end.",
            id="both_insert_different_paragraphs_at_one_place_both_kept",
        ),
        pytest.param(
            EN,
            EN + "\n\nThe end.",
            EN + "\n\nThe end.",
            EN + "\n\nThe end.",
            id="both_append_the_same_paragraph_once",
        ),
        pytest.param(
            EN,
            EN.replace("We are home", "Dinner on the way.\n\nWe are home"),
            EN.replace("four", "five"),
            "We leave at eight.\n\nLunch is by the lake.\n\nDinner on the way.\n\n"
            "We are home by five.",
            id="insert_before_a_paragraph_the_other_side_edits",
        ),
        pytest.param(
            EN,
            EN.replace("eight", "seven"),
            NO_LUNCH,
            "We leave at seven.\n\nWe are home by four.",
            id="theirs_deleted_a_paragraph_mine_edited_another",
        ),
        pytest.param(EN, NO_LUNCH, NO_LUNCH, NO_LUNCH, id="both_deleted_the_same_paragraph"),
        pytest.param(
            EN,
            EN.replace("lake", "river"),
            MOVED,
            "Lunch is by the river.\n\nWe are home by four.\n\nWe leave at eight.",
            id="theirs_moved_a_paragraph_mine_edited_another",
        ),
        pytest.param(
            EN,
            EN.replace("eight", "seven"),
            MOVED,
            MOVED.replace("eight", "seven"),
            id="theirs_moved_the_paragraph_mine_edited_it_goes_with_the_move",
        ),
        pytest.param(
            EN,
            MOVED,
            EN.replace("eight", "seven"),
            MOVED.replace("eight", "seven"),
            id="mine_moved_the_paragraph_theirs_edited_it_goes_with_the_move",
        ),
        pytest.param(
            EN,
            "Lunch is by the lake.\n\nWe are home by four.",
            MOVED,
            "Lunch is by the lake.\n\nWe are home by four.",
            id="theirs_moved_the_paragraph_mine_deleted_it_stays_deleted",
        ),
        pytest.param(
            LINES,
            LINES.replace("春天来了", "春天终于来了"),
            LINES.replace("玩", "放风筝"),
            "春天终于来了。\n公园里开满了花。\n孩子们在草地上放风筝。",
            id="chinese_lines_without_blank_lines_are_paragraphs",
        ),
        pytest.param(
            "One.\n\n\n\nTwo.\n\nThree.",
            "First.\n\n\n\nTwo.\n\nThree.",
            "One.\n\n\n\nTwo.\n\nThird.",
            "First.\n\n\n\nTwo.\n\nThird.",
            id="extra_blank_lines_between_paragraphs_are_kept",
        ),
        pytest.param(
            ABC,
            "One.\n\n\nTwo.\n\nThree.",
            "One.\n\nTwo.\n\nThird.",
            "One.\n\n\nTwo.\n\nThird.",
            id="spacing_changed_by_mine_is_kept",
        ),
        pytest.param(
            ABC,
            "First.\n\nTwo.\n\nThree.",
            "One.\n\nTwo.\n\n\nThree.",
            "First.\n\nTwo.\n\n\nThree.",
            id="spacing_changed_by_theirs_is_kept_where_mine_left_it",
        ),
        pytest.param(
            "One.\n \t\nTwo.\n\nThree.",
            "First.\n \t\nTwo.\n\nThree.",
            "One.\n \t\nTwo.\n\nThird.",
            "First.\n \t\nTwo.\n\nThird.",
            id="whitespace_only_paragraph_lines_read_as_a_break",
        ),
    ],
)
def test_changes_that_do_not_meet_merge_clean(
    base: str, mine: str, theirs: str, expected: str
) -> None:
    result = merged(base, mine, theirs)
    assert result.body == expected
    assert result.clean


def test_one_paragraph_changed_differently_by_both_is_a_conflict_mine_kept() -> None:
    mine = EN.replace("four", "six").replace("eight", "seven")
    theirs = EN.replace("four", "five").replace("lake", "river")
    result = merged(EN, mine, theirs)
    # Mine wins where both changed; their change elsewhere still comes in.
    assert result.body == "We leave at seven.\n\nLunch is by the river.\n\nWe are home by six."
    assert not result.clean
    # What the merged text undoes of theirs: only paragraph 3's four → five.
    assert result.undone == (T, EN.replace("four", "five"))
    assert result.kept == (T, EN.replace("lake", "river"))


def test_chinese_conflict_names_the_other_sides_change() -> None:
    result = merged(ZH, ZH.replace("四点", "三点"), ZH.replace("四点", "五点"))
    assert not result.clean
    assert "三点" in result.body and "五点" not in result.body
    assert result.undone == (T, ZH.replace("四点", "五点"))


def test_mine_deleted_the_paragraph_theirs_edited_is_a_conflict() -> None:
    mine = "We leave at eight.\n\nLunch is by the lake."
    theirs = EN.replace("four", "five")
    result = merged(EN, mine, theirs)
    assert result.body == mine
    assert not result.clean
    assert result.undone == (T, theirs)


def test_theirs_deleted_the_paragraph_mine_edited_is_a_conflict_mine_kept() -> None:
    mine = EN.replace("four", "six")
    theirs = "We leave at eight.\n\nLunch is by the lake."
    result = merged(EN, mine, theirs)
    assert result.body == mine
    assert not result.clean
    assert result.undone == (T, theirs)


def test_both_moved_one_paragraph_to_different_places_it_appears_once() -> None:
    base = "A.\n\nB.\n\nC.\n\nD.\n\nE."
    mine = "B.\n\nC.\n\nA.\n\nD.\n\nE."
    theirs = "B.\n\nC.\n\nD.\n\nE.\n\nA."
    result = merged(base, mine, theirs)
    assert result.body == mine
    assert not result.clean
    assert result.undone == (T, theirs)


def test_each_side_moved_another_paragraph_none_lost_or_doubled() -> None:
    mine = "Lunch is by the lake.\n\nWe leave at eight.\n\nWe are home by four."
    theirs = "Lunch is by the lake.\n\nWe are home by four.\n\nWe leave at eight."
    result = merged(EN, mine, theirs)
    assert sorted(result.body.split("\n\n")) == sorted(EN.split("\n\n"))


def test_chinese_lines_set_apart_by_blank_lines_on_one_side_still_merge() -> None:
    base = "春天来了。\n公园里开满了花。\n孩子们在草地上玩。"
    theirs = "春天来了。\n\n公园里开满了花。\n\n孩子们在草地上放风筝。"
    mine = "春天终于来了。\n公园里开满了花。\n孩子们在草地上玩。"
    result = merged(base, mine, theirs)
    assert result.clean
    assert "春天终于来了。" in result.body and "放风筝" in result.body
    assert result.body.endswith("公园里开满了花。\n\n孩子们在草地上放风筝。")


@pytest.mark.parametrize(
    ("mine_end", "theirs_end", "expected_end"),
    [("\n", "", "\n"), ("", "\n", "\n"), ("\n", "\n", "\n"), ("", "", "")],
)
def test_trailing_newline_taken_from_the_side_that_changed_it(
    mine_end: str, theirs_end: str, expected_end: str
) -> None:
    mine = EN.replace("eight", "seven") + mine_end
    theirs = EN.replace("four", "five") + theirs_end
    result = merged(EN, mine, theirs)
    assert (
        result.body
        == "We leave at seven.\n\nLunch is by the lake.\n\nWe are home by five." + expected_end
    )


def test_crlf_line_ends_are_kept() -> None:
    base = EN.replace("\n", "\r\n")
    result = merged(base, base.replace("eight", "seven"), base.replace("four", "five"))
    assert (
        result.body == "We leave at seven.\r\n\r\nLunch is by the lake.\r\n\r\nWe are home by five."
    )


def test_empty_base_both_write_something() -> None:
    result = merged("", "Mine.", "Theirs.")
    assert result.body == "Theirs.\n\nMine."


def test_a_hard_wrapped_paragraph_changed_on_two_lines_is_one_paragraph_conflict() -> None:
    base = "Line one of it\nline two of it.\n\nSecond."
    mine = "Line ONE of it\nline two of it.\n\nSecond."
    theirs = "Line one of it\nline TWO of it.\n\nSecond."
    result = merged(base, mine, theirs)
    assert result.body == mine
    assert not result.clean


def test_nothing_typed_takes_theirs_whole() -> None:
    theirs = "Other.\n\n" + EN.replace("four", "five")
    assert merged(EN, EN, theirs).body == theirs
    assert merged(EN, EN, theirs).clean


def test_theirs_unchanged_takes_mine_whole() -> None:
    mine = EN.replace("\n\nLunch is by the lake.", "") + "\n"
    assert merged(EN, mine, EN).body == mine


def test_title_renamed_by_theirs_kept_under_my_body_edit() -> None:
    result = merge_texts((T, EN), (T, EN.replace("eight", "seven")), ("Day out", EN))
    assert result.title == "Day out"
    assert result.clean


def test_title_renamed_differently_by_both_is_a_conflict() -> None:
    result = merge_texts((T, EN), ("Outing", EN), ("Day out", EN.replace("four", "five")))
    assert result.title == "Outing"
    assert "five" in result.body
    assert not result.clean
    assert result.undone == ("Day out", EN)
    assert result.kept == (T, EN.replace("four", "five"))


def test_title_renamed_the_same_by_both() -> None:
    result = merge_texts((T, EN), ("Day out", EN), ("Day out", EN))
    assert result.title == "Day out"
    assert result.clean


# Many random edits, each side on paragraphs the other leaves alone, merge to both applied.
_WORDS = ["春天", "公园", "湖边", "lake", "bus", "train", "五点", "eight", "雨", "风"]


def _paragraph(rng: random.Random, n: int) -> str:
    words = rng.sample(_WORDS, 3)
    return f"{n}: " + ("".join(words) + "。" if rng.random() < 0.5 else " ".join(words) + ".")


@pytest.mark.parametrize("seed", range(60))
def test_random_edits_on_separate_paragraphs_all_survive(seed: int) -> None:
    rng = random.Random(seed)
    base = [_paragraph(rng, n) for n in range(rng.randint(1, 9))]
    # Each base paragraph goes to one side at most (touched), with a gap so that one side's
    # insertion never falls inside the other's edit.
    owner = [rng.choice(["mine", "theirs", None, None]) for _ in base]
    mine: list[str] = []
    theirs: list[str] = []
    expected: list[str] = []
    for n, paragraph in enumerate(base):
        side = owner[n]
        action = rng.choice(["edit", "delete", "insert"]) if side else "keep"
        new = f"{side} {seed}-{n} {paragraph}"
        if action == "edit":
            mine.append(new if side == "mine" else paragraph)
            theirs.append(new if side == "theirs" else paragraph)
            expected.append(new)
        elif action == "delete":
            if side == "theirs":
                mine.append(paragraph)
            else:
                theirs.append(paragraph)
        elif action == "insert":
            for text in (mine, theirs):
                text.append(paragraph)
            (mine if side == "mine" else theirs).append(new)
            expected += [paragraph, new]
        else:
            for text in (mine, theirs, expected):
                text.append(paragraph)
    result = merged("\n\n".join(base), "\n\n".join(mine), "\n\n".join(theirs))
    assert result.body == "\n\n".join(expected)
    assert result.clean


def test_both_moved_one_paragraph_to_the_same_place_once_and_clean() -> None:
    base = "A.\n\nB.\n\nC.\n\nD.\n\nE."
    both = "B.\n\nC.\n\nD.\n\nE.\n\nA."
    result = merged(base, both, both)
    assert result.body == both
    assert result.clean


def _shuffled_text(rng: random.Random, base: list[str], mark: str) -> str:
    """`base` with random paragraphs edited, deleted, added or moved, blank lines varied."""
    out = list(base)
    for _ in range(rng.randint(0, 4)):
        what = rng.choice(["edit", "delete", "add", "move"])
        if what == "edit" and out:
            k = rng.randrange(len(out))
            out[k] = f"{out[k]} {mark}"
        elif what == "delete" and out:
            out.pop(rng.randrange(len(out)))
        elif what == "add":
            out.insert(rng.randint(0, len(out)), f"{mark} 新的一段 {rng.random():.3f}")
        elif what == "move" and len(out) > 1:
            out.insert(rng.randint(0, len(out) - 1), out.pop(rng.randrange(len(out))))
    return "\n\n".join(out) + rng.choice(["", "\n"])


@pytest.mark.parametrize("seed", range(60))
def test_one_side_unchanged_gives_the_other_exactly(seed: int) -> None:
    rng = random.Random(1000 + seed)
    base = [_paragraph(rng, n) for n in range(rng.randint(0, 8))]
    text = "\n\n".join(base)
    other = _shuffled_text(rng, base, "x")
    assert merged(text, other, text).body == other
    assert merged(text, text, other).body == other
    assert merged(text, other, other).body == other
    assert merged(text, text, other).clean and merged(text, other, text).clean


@pytest.mark.parametrize("seed", range(60))
def test_random_edits_by_both_lose_no_paragraph_of_mine(seed: int) -> None:
    """Whatever both sides do, the writer's paragraphs are all in the merge (theirs win
    nowhere over the writer's text), and where it is clean, theirs' are too."""
    rng = random.Random(2000 + seed)
    base = [_paragraph(rng, n) for n in range(rng.randint(1, 8))]
    text = "\n\n".join(base)
    mine, theirs = _shuffled_text(rng, base, "mine"), _shuffled_text(rng, base, "theirs")
    result = merged(text, mine, theirs)
    paragraphs = result.body.split("\n\n")
    new_of_mine = [p for p in mine.strip().split("\n\n") if p and p not in base]
    assert all(p.strip() in [q.strip() for q in paragraphs] for p in new_of_mine)
    if result.clean:
        new_of_theirs = [p for p in theirs.strip().split("\n\n") if p and p not in base]
        assert all(p.strip() in [q.strip() for q in paragraphs] for p in new_of_theirs)


# The merge as the endpoint answers it (app/editing/hand_merge.py): the changes in words.


def _version(n: int, title: str, body: str) -> VersionText:
    return VersionText(version=n, title=title, body=body)


def _content(n: int, title: str, body: str) -> Content:
    now = datetime(2026, 12, 6, tzinfo=UTC)
    return Content(
        id="c1",
        title=title,
        body=body,
        version=n,
        persona_id="p",
        word_count=0,
        created_at=now,
        updated_at=now,
    )


def test_merged_edit_says_the_kept_change_in_chinese() -> None:
    merged = merged_edit(
        _version(1, T, ZH),
        _content(2, T, ZH.replace("四点", "五点")),
        T,
        ZH.replace("八点", "七点"),
    )
    assert (merged.base_version, merged.version, merged.clean) == (1, 2, True)
    assert merged.kept == ["第3段：“四”改为“五”"]
    assert merged.undone == []


def test_merged_edit_says_the_undone_change_in_english() -> None:
    merged = merged_edit(
        _version(2, T, EN),
        _content(4, "Day out", EN.replace("four", "five")),
        "Outing",
        EN.replace("four", "six"),
    )
    assert not merged.clean
    assert (merged.title, merged.body) == ("Outing", EN.replace("four", "six"))
    assert merged.undone == [
        "title changed from “Trip” to “Day out”",
        "paragraph 3: “four” → “five”",
    ]
