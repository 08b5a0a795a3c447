"""Places one suggestion names, session 36: the signature (sign-off, 落款, 署名) and every
paragraph but some ("everywhere except the last paragraph", 除了落款…)."""

from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

EN = split_paragraphs(
    "Our autumn concert is on Saturday 18 October at 7 pm.\n\n"
    "Rehersals have gone well this term.\n\n"
    "We still need two voluntears to run the raffle.\n\n"
    "Thank you all for a wonderful term. See you on the night!\n\n"
    "Warm regards,\nHelen Park\nChoir secretary"
)
ZH = split_paragraphs(
    "秋季音乐会定在10月18日（周六）晚上七点。\n\n"
    "这学期排练很顺力。\n\n"
    "抽奖环节还缺两位志原者。\n\n"
    "感谢大家这学期的付出，演出当晚见！\n\n"
    "合唱团秘书 林慧\n九月二十日"
)


def test_the_signature_said_with_how_it_should_be_is_the_last_paragraph() -> None:
    scope = scope_of(["Make the signature warmer."], "Concert", EN)
    assert (scope.whole, scope.paragraphs) == (False, {4})


def test_our_signature_dish_names_no_place() -> None:
    assert scope_of(["Mention our signature dish."], "Concert", EN).paragraphs == frozenset()


def test_shuming_names_the_sign_off() -> None:
    scope = scope_of(["署名改成合唱团全体团员吧"], "音乐会", ZH)
    assert (scope.whole, 4 in scope.paragraphs) == (False, True)


def test_everywhere_except_the_last_paragraph_leaves_the_last_out() -> None:
    scope = scope_of(["Fix the typos everywhere except the last paragraph."], "Concert", EN)
    assert (scope.whole, scope.paragraphs, scope.title) == (False, {0, 1, 2, 3}, True)


def test_everything_but_the_sign_off_leaves_the_sign_off_out() -> None:
    scope = scope_of(["everything but the sign-off: fix the typos"], "Concert", EN)
    assert (scope.whole, scope.paragraphs) == (False, {0, 1, 2, 3})


def test_chuliao_luokuan_leaves_the_sign_off_out() -> None:
    scope = scope_of(["除了落款，其余的错别字都改掉"], "音乐会", ZH)
    assert (scope.whole, scope.paragraphs) == (False, {0, 1, 2, 3})


def test_named_paragraphs_less_the_one_excepted() -> None:
    scope = scope_of(["Make paragraphs 1 to 4 warmer, except paragraph 3."], "Concert", EN)
    assert scope.paragraphs == {0, 1, 3}


def test_but_before_an_ask_leaves_nothing_out() -> None:
    scope = scope_of(["Shorten paragraph 2 but keep its first word."], "Concert", EN)
    assert scope.paragraphs == {1}


LISTS = split_paragraphs(
    "Timeline for the day:\n1. 2:00 pm – set up chairs\n2. 6:30 pm – doors open\n\n"
    "Choir rules:\n- Arrive on time\n- Phones off on stage\n\n"
    "See you on the night!"
)


def test_a_last_step_to_the_timeline_is_the_timelines_not_the_last_list() -> None:
    scope = scope_of(["Add a last step to the timeline: 9:30 pm – pack up"], "Concert", LISTS)
    assert scope.paragraphs == {0}


def test_a_last_item_of_no_named_list_is_the_articles_last_list() -> None:
    assert scope_of(["Change the last item to 'Smile'"], "Concert", LISTS).paragraphs == {1}


def test_add_a_closing_line_names_the_close() -> None:
    scope = scope_of(["Paragraph 2: make it warmer; also add a closing line."], "Concert", EN)
    assert scope.paragraphs == {1, 4}
