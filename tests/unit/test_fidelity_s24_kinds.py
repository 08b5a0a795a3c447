"""Kinds from session 24 (blind23 released): a dialogue whose lines changed speakers; a model
declining in other words; the chorus named by what it is; number words with a hyphen; a
paragraph named as the model of the wanted form; a footnote to be made; asked paragraphs
under list items with bold labels; a plain "Changed: old → new" line under the article; ¥ as
the yen's sign or the yuan's; a gloss in brackets as no part of a paragraph's language; and,
offline, a lasting wish and its edit said in two sentences."""

import pytest

from app.domain.diff import change_summary, diff_stats
from app.editing.beside import block_named
from app.editing.currencies import changed_currency
from app.editing.declines import declined
from app.editing.dialogue_turns import check_turns, given_lines, swapped_turns
from app.editing.elided import Refused
from app.editing.facts import changed_facts, facts_of, lost_figures
from app.editing.formats.full import read_reply
from app.editing.kinds_named import named_kind
from app.editing.language import other_language, script_of
from app.editing.notes import drop_trailing_notes
from app.editing.places import named_paragraphs
from app.editing.quoted import without_models
from app.editing.rules import apply_rules
from app.editing.scope import Scope, scope_of
from app.editing.units import split_paragraphs

# Each dialogue between two paragraphs of prose, as an article holds it.
BARE = (
    "Night ferry.\n\nAt the rail they argued:\n“That's Lismore.”\n“It's Duart Point.”\n"
    "“Lismore flashes white.”\n“So does Duart.”\nNeither gave way.\n\nThe end."
)
TAGGED = 'Quay.\n\n"Will you sing it again?" asked Nan.\n"Only if you join in," said Tom.\n\nEnd.'
ZH_TAGGED = (
    "早上。\n\n“今天的鲫鱼新鲜吗？”阿芳问。\n“刚从船上下来的。”老周说。\n"
    "“那给我留两条。”阿芳说。\n\n完。"
)


def test_bare_lines_taking_turns_reordered_change_speakers() -> None:
    after = BARE.replace(
        "“That's Lismore.”\n“It's Duart Point.”", "“It's Duart Point.”\n“That's Lismore.”"
    )
    assert swapped_turns(BARE, after) == ["It's Duart Point.", "That's Lismore."]
    # the same lines moved by two keep their speakers
    two = "B.\n\nA:\n“One.”\n“Two, then.”\n“Three it is.”\n“Four or so.”\nEnd."
    moved = "B.\n\nA:\n“Three it is.”\n“Four or so.”\n“One.”\n“Two, then.”\nEnd."
    assert swapped_turns(two, moved) == []


def test_reworded_lines_under_the_other_tag_change_speakers() -> None:
    after = 'Quay.\n\n"Join in and I will," said Nan.\n"Sing it again?" asked Tom.\n\nEnd.'
    assert swapped_turns(TAGGED, after) == ["Will you sing it again?"]
    zh = "早上。\n\n“鲫鱼新鲜吗？”老周问。\n“刚下船的。”阿芳说。\n“给我留两条。”老周说。\n\n完。"
    assert len(swapped_turns(ZH_TAGGED, zh)) == 3


def test_a_dialogue_tightened_in_its_order_keeps_its_speakers() -> None:
    tight = BARE.replace("That's Lismore", "Lismore").replace("It's Duart", "Duart")
    assert swapped_turns(BARE, tight) == []
    shorter = TAGGED.replace("Will you sing", "Sing").replace("Only if", "If")
    assert swapped_turns(TAGGED, shorter) == []
    zh = "早上。\n\n“鲫鱼新鲜吗？”阿芳问。\n“刚下船的。”老周说。\n“给我留两条。”阿芳说。\n\n完。"
    assert swapped_turns(ZH_TAGGED, zh) == []


def test_a_swap_is_refused_unless_asked() -> None:
    after = BARE.replace(
        "“That's Lismore.”\n“It's Duart Point.”", "“It's Duart Point.”\n“That's Lismore.”"
    )
    with pytest.raises(Refused, match="gave lines of the dialogue to the other speaker"):
        check_turns(BARE, after, ["Make the argument snappier."], Scope(whole=True))
    check_turns(BARE, after, ["Swap who says the first two lines."], Scope(whole=True))
    check_turns(BARE, after, ["对调前两句的说话人"], Scope(whole=True))


@pytest.mark.parametrize(
    "reply",
    [
        "我不太想改阿海那段：那是他爷爷教他的歌的记录，改了就不是他唱的了。",
        "这几句我不想动：老周的原话就是这么说的。",
        "I'd prefer not to rewrite the chorus: it's the song as the fleet sang it.",
        "I'm reluctant to change what Maria said — those are her words.",
    ],
)
def test_a_decline_in_other_words_is_the_models_own(reply: str) -> None:
    assert declined(reply, "Some article text.", "Some article text.") == reply


def test_wanting_no_change_in_an_article_is_no_decline() -> None:
    body = "我不想改变这里的一切。"
    assert declined("我不想改变这里的任何东西，哪怕一点点。", body, body) is None
    assert declined("我不想动身去北京。", "他们在等。", "他们在等。") is None


SONG = [
    "Every summer the fleet had its own song.",
    "The verses changed every year, but the chorus never did:\nHaul away, haul away,\n"
    "the herring's in the bay,\nhaul away, haul away,\nwe'll all be home by May.",
    "Nobody knows who wrote it.",
]
ZH_SONG = [
    "每年夏天，渔船队都有一首自己的歌。",
    "副歌从来没变过：\n拉网啊，拉网啊，\n鱼儿游进湾，\n拉网啊，拉网啊，\n五月就回还。",
    "没人知道是谁写的。",
]


@pytest.mark.parametrize(
    ("said", "paragraphs", "named"),
    [
        ("Replace the last line of the chorus with “and the lamps are lit.”", SONG, {1}),
        ("In the refrain, make the second line about mackerel.", SONG, {1}),
        ("副歌的第二行改得生动一点", ZH_SONG, {1}),
        ("Make the chorus rhyme better.", ["No verse here.", "Just prose about a chorus."], set()),
    ],
)
def test_the_chorus_is_named_by_what_it_is(
    said: str, paragraphs: list[str], named: set[int]
) -> None:
    assert named_kind(said, paragraphs) == named


def test_the_last_line_of_a_part_is_no_last_paragraph() -> None:
    assert named_paragraphs("把副歌最后一行换成“天黑前回还。”", 3, ZH_SONG) == set()
    assert named_paragraphs("把最后一行删掉", 3, ["甲。", "乙。", "就这样。"]) == {2}


def test_a_number_word_with_a_hyphen_is_one_figure() -> None:
    assert facts_of("thirty-five minutes, twenty-one days") == facts_of("35 minutes, 21 days")
    assert changed_facts("took thirty-five minutes", "took 35 minutes") == ([], [])
    assert changed_facts("took twenty-four hours", "took 42 hours") == (["twenty-four"], ["42"])


@pytest.mark.parametrize(
    "said",
    [
        "Write every date the way paragraph 3 does (“4 March”).",
        "Make all the dates follow the format in paragraph 4.",
        "所有日期都按第3段的写法（“三月四日”）统一。",
        "所有日期都照第2段的写法统一（“6月6日”）。",
        "参照第2段，把全文的时间都写成24小时制。",
    ],
)
def test_a_paragraph_named_as_the_model_is_no_target(said: str) -> None:
    paragraphs = split_paragraphs("一。\n\n二，“6月6日”。\n\n三月四日。\n\n四。\n\n五。")
    assert "段" not in without_models(said) and "paragraph" not in without_models(said)
    scope = scope_of([said], "T", paragraphs)
    assert scope.whole and scope.figures


def test_a_paragraph_made_like_another_is_the_target() -> None:
    paragraphs = split_paragraphs("One.\n\nTwo.\n\nThree.")
    scope = scope_of(["Make paragraph 3 like paragraph 2."], "T", paragraphs)
    assert not scope.whole and scope.paragraphs == {2}
    # "和第3段" of a swap names the paragraph
    assert without_models("把第2段和第3段对调") == "把第2段和第3段对调"


def test_a_footnote_made_at_a_named_place_opens_the_definitions() -> None:
    body = split_paragraphs("Built in 1841.[^1]\n\nBought in 1998.\n\n[^1]: Estate papers.")
    for said in (
        "Add a footnote after “in 1998” in paragraph 2.",
        "Put a new footnote on the date in paragraph 2: the deed.",
        "在第2段末尾加一个脚注。",
        "给第2段补一条注释",
    ):
        scope = scope_of([said], "T", body)
        assert not scope.whole and {1, 2} <= scope.paragraphs | {p for p, _ in scope.sentences}
        assert 2 in scope.paragraphs
    assert scope_of(["Make paragraph 2 shorter."], "T", body).paragraphs == {1}
    # no place named: the footnote may go anywhere, the whole article is open
    assert scope_of(["Add a footnote saying who paid."], "T", body).whole


def test_asked_paragraphs_under_list_items_and_bold_labels() -> None:
    body = ["Intro.", "Quiz at 7.", "Swap at 10."]
    reply = "1. **Paragraph 2:** Quiz, 7pm.\n2. **Paragraph 3:** Swap, 10am."
    reading = read_reply(reply, title="T", body_paragraphs=body)
    assert reading.paragraphs == ["Quiz, 7pm.", "Swap, 10am."]
    zh = "- **第2段**：测验，7点。\n- **第3段**：换书，10点。"
    reading = read_reply(zh, title="T", body_paragraphs=body)
    assert reading.paragraphs == ["测验，7点。", "换书，10点。"]


def test_a_plain_changed_line_of_the_edits_pairs_is_a_note() -> None:
    originals = ["I flew on 2026-03-07.", "Dinner on 12/03/2026."]
    units = [
        "I flew on 7 March.",
        "Dinner on 12 March.",
        "Changed: 2026-03-07 → 7 March; 12/03/2026 → 12 March.",
    ]
    notes: list[str] = []
    assert drop_trailing_notes(units, originals, notes) == units[:2]
    assert notes == [units[2]]
    # a changelog of the article's own is text
    own = ["Release notes.", "Changed: the login page → a new form."]
    assert drop_trailing_notes(list(own), ["Release notes.", "Fixed: a crash."], []) == own


@pytest.mark.parametrize(
    ("before", "after", "changed"),
    [
        ("A bowl of ramen costs ¥980.", "A steaming bowl costs just 980 yen!", ([], [])),
        ("一碗拉面¥28。", "一碗热腾腾的拉面才28元！", ([], [])),
        ("Tickets are 1,200 yen.", "Tickets: ¥1,200.", ([], [])),
        ("A bowl of ramen costs ¥980.", "A bowl of ramen costs just $980!", (["¥"], ["USD"])),
        ("一碗拉面980日元。", "一碗拉面980元。", (["JPY"], ["CNY"])),
        ("¥5 here and 30 yen there", "30 yen there and 5 yuan here", ([], [])),
    ],
)
def test_the_yen_sign_is_the_yen_or_the_yuan(
    before: str, after: str, changed: tuple[list[str], list[str]]
) -> None:
    assert changed_currency(before, after) == changed


def test_a_gloss_in_brackets_is_no_part_of_the_language() -> None:
    english = (
        "At a counter near Namba, a bowl of kitsune udon (きつねうどん) was ¥480 and came "
        "with a free refill of tea."
    )
    chinese = "在难波附近的一家小店，一碗狐狸乌冬（きつねうどん）只要480日元，茶还可以免费续杯。"
    assert script_of(english) == "latin" and script_of(chinese) == "cjk"
    assert other_language(english, chinese)
    assert script_of("广藏市场的绿豆煎饼（bindaetteok）一张卖5000韩元，现煎现卖。") == "cjk"
    # a text that is all gloss is read whole
    assert script_of("（きつねうどん）") == script_of("きつねうどん")


@pytest.mark.parametrize(
    "said",
    [
        "以后不要用表情符号。去掉所有表情",
        "以后不要用表情符号！去掉所有表情。",
        "No emoji from now on. Remove all emoji.",
    ],
)
def test_offline_a_lasting_wish_and_its_edit_in_two_sentences_is_one_removal(said: str) -> None:
    result = apply_rules("T", "Hi 🎉 there.\n\nMore 😀.", said)
    assert result is not None and result.changed
    assert result.body == "Hi there.\n\nMore."
    assert result.summary in ("已删除 2 个表情符号。", "Removed 2 emoji.")


def test_offline_sentences_are_split_only_when_each_is_a_rule() -> None:
    body = "One 🎉.\n\nTwo.\n\nThree."
    assert apply_rules("T", body, "Delete paragraph 3. Make it livelier.") is None
    both = apply_rules("T", body, "删除第三段。交换第一段和第二段")
    assert both is not None and both.body == "Two.\n\nOne 🎉."
    # a quoted term keeps its own stops: no split inside it
    assert (
        apply_rules("T", "Mr. Smith came.\n\nBye.", 'Replace "Mr. Smith" with "Dr. Lee".')
        is not None
    )


@pytest.mark.parametrize(
    "said", ["重写第5到第7段", "第五段至第七段写平实些", "第5段～第7段", "第5～7段", "第5到7段"]
)
def test_a_chinese_range_with_its_second_di_names_every_paragraph_of_it(said: str) -> None:
    assert named_paragraphs(said, 10, ["甲。"] * 10) == {4, 5, 6}


def test_a_zero_written_as_none_is_no_figure_lost() -> None:
    table = "| Hut | Stoves |\n|---|---|\n| Lark | 1 |\n| Wren | 0 |"
    assert lost_figures(table, "- Lark: 1 stove\n- Wren: no stove") == []
    assert lost_figures(table, "- Lark: 1 stove\n- Wren") == ["0"]
    assert lost_figures("| 鹪鹩 | 0 |", "- 鹪鹩：没有炉子") == []


CODE = split_paragraphs(
    "\n\n".join(
        [
            "A script builds the page.",
            "```python\nimport csv\n\ndef rota(path):\n    return list(csv.reader(path))\n```",
            "The page draws the table:",
            "```js\nfunction render(rows) {\n  return rows.join('');\n}\n```",
            "Nothing else runs.",
        ]
    )
).texts


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("Add a docstring to the rota function.", {1, 2}),
        ("给 render 函数加一行中文注释。", {4}),
        ("给 `rota()` 加个中文 docstring。", {1, 2}),
        ("Document function render.", {4}),
        # a name no block defines, or a sentence about it, names no block
        ("Add a docstring to the build function.", None),
        ("Shorten the sentence about the render function.", None),
    ],
)
def test_a_function_named_names_the_block_that_defines_it(
    said: str, named: set[int] | None
) -> None:
    assert block_named(said, CODE) == named


@pytest.mark.parametrize("brk", ["\r\r", "\u2029", "\n\n", "\r\n\r\n"])
def test_paragraphs_ended_by_cr_or_u2029_are_counted_as_paragraphs(brk: str) -> None:
    before, after = brk.join(["One.", "Two.", "Three."]), brk.join(["One.", "Two!", "Three."])
    assert (
        change_summary("T", before, "T", after) == "1 of 3 paragraphs edited (+1 / −1 characters)."
    )
    assert diff_stats(before, after).paragraphs_total == 3


FLOOD = (
    'Rain.\n\n"We should move the car," Priya said, looking out.\n\n'
    '"And leave the dog on his own?" Tom said. "Not a chance."\n\nEnd.'
)


def test_a_tagged_line_given_to_another_person_of_the_article() -> None:
    old = '"And leave the dog on his own?" Tom said. "Not a chance."'
    given = FLOOD.replace(old, '"And leave the dog alone?" Priya snapped. "No chance."')
    assert given_lines(FLOOD, given) == ["And leave the dog on his own? Not a chance."]
    # the same speaker in other words, a pronoun, or a name the article never had: no one else
    assert given_lines(FLOOD, FLOOD.replace("Tom said.", "Tom snapped.")) == []
    assert given_lines(FLOOD, FLOOD.replace("Tom said.", "he said.")) == []
    assert given_lines(FLOOD, FLOOD.replace("Tom said.", "Tom Baker said.")) == []
    with pytest.raises(Refused):
        check_turns(FLOOD, given, ["Make paragraph 3 punchier."], Scope(paragraphs=frozenset({2})))
