"""The checks a revision passes once it is rebuilt, before it is saved: the writer's addresses
and code copied exactly, no blank left to fill in, a credited name and a warning kept, a
table's other rows' figures kept when a row is added, a dialogue's lines kept in their
speakers' mouths, and the figures, days, names and quotes a restyle changed — refused when
the article would say something else, named for the writer to check otherwise."""

from __future__ import annotations

from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.addresses import check_addresses
from app.editing.commands import check_commands
from app.editing.contact_names import check_contact_names
from app.editing.counted_lists import check_counted_lists
from app.editing.counted_things import check_counted_things
from app.editing.dialogue_turns import check_turns
from app.editing.dropped_facts import check_dropped_facts
from app.editing.dropped_lines import check_dropped_lines
from app.editing.dropped_requirements import dropped_requirements_line
from app.editing.dropped_rules import check_dropped_rules
from app.editing.dropped_sentences import check_dropped_sentences
from app.editing.elided import Refused
from app.editing.facts import check_title_negations as check_title_negations
from app.editing.facts import restyle_facts
from app.editing.fill_ins import check_fill_ins
from app.editing.flipped_rules import check_flipped_rules
from app.editing.footnotes import cut_footnote_reason, footnotes_line
from app.editing.kept_in_target import check_kept_in_target
from app.editing.left_facts import left_out_line
from app.editing.left_out import check_left_out
from app.editing.licensed import check_licensed
from app.editing.lifted_limits import check_lifted_limits
from app.editing.loosened import check_loosened
from app.editing.meaning_kept import check_meaning, check_turned
from app.editing.misquotes import quotes_note
from app.editing.move_only import moves_only
from app.editing.one_off_names import check_one_off_names
from app.editing.replaced_names import check_replaced_names
from app.editing.respelt_names import check_respelt_names
from app.editing.scaling import unscaled
from app.editing.scope import Scope
from app.editing.summaries import check_summary
from app.editing.swapped_places import check_swapped_places
from app.editing.table_figures import check_table_figures
from app.editing.time_values import check_turned_times
from app.editing.translation_shape import check_translation


def rechecked(
    before: str,
    after: str,
    suggestions: Sequence[str],
    scope: Scope,
    selection: tuple[int, int] | None = None,
) -> str:
    """The sentence naming what the writer should check ("" when nothing); raises Refused
    (elided.py) when the rewrite changed what it must not. `selection`: the writer's selected
    span of `before`, whose whole change is theirs to see."""
    selected = before[slice(*selection)] if selection else ""
    if not scope.translate:  # "Double the sugar": the asked multiples are the edit, not facts
        after = unscaled(before, after, suggestions)
    check_addresses(before, after, suggestions, scope, selected=selected)
    check_fill_ins(before, after, suggestions)
    check_commands(before, after, suggestions, scope, selected=selected)
    if not (scope.translate or scope.reshape):
        check_table_figures(before, after, suggestions)
    check_turns(before, after, suggestions, scope)
    check_meaning(before, after, suggestions, scope, selected=selection is not None)
    if not (scope.translate or scope.removes or scope.reshape):
        check_counted_lists(before, after, suggestions)  # 内科、外科、儿科三个科室 → 内科和外科
    # a move alone keeps every word (move_only.py): its paragraphs are read in new places
    if selection is None and not (
        scope.translate
        or scope.removes
        or scope.reshape
        or scope.shorten
        or scope.form
        or moves_only(suggestions)
    ):
        check_dropped_rules(before, after, suggestions)  # 现场不提供塑料袋 gone from a softening
    joined = check_translation(before, after, suggestions, scope)
    # before a credited name's loss is read: a name put out by another is said as the swap
    check_replaced_names(before, after, suggestions, scope)  # Leeds → York, 王老师 → 李老师
    if selection is None:
        check_left_out(before, after, suggestions, scope)
        check_dropped_lines(before, after, suggestions, scope)
        check_summary(before, after, suggestions, scope)
        check_kept_in_target(before, after, suggestions, scope)  # 加一句 that cut 每户最多兑换两次
        check_dropped_facts(before, after, suggestions, scope)  # a restyle that cut a rule
        check_dropped_sentences(before, after, suggestions, scope)  # "two engines" gone
    check_loosened(before, after, suggestions, scope, selected=selection is not None)
    checked = restyle_facts(before, after, suggestions, scope, selected=selection is not None)
    if selection is None:  # after the older guards, so a flip they know is said in their words
        check_licensed(before, after, suggestions, scope)  # "say that…" and eighteen → eight
    check_swapped_places(before, after, suggestions, scope)  # 41 of the 57 → 57 of the 41
    check_counted_things(before, after, suggestions, scope)  # one token per pot → two tokens
    check_respelt_names(before, after, suggestions, scope)  # 贝建国师傅 → 贝建军师傅
    check_one_off_names(before, after, suggestions, scope)  # 白雪梅 → 白雪玫, Okonjo → Okonji
    check_contact_names(before, after, suggestions, scope)  # 发邮件给吴托马 → 吴托玛
    check_turned(before, after, suggestions, scope)  # 已完成 → 还没有完成, closed → open
    check_lifted_limits(before, after, suggestions, scope)  # a cut that let anyone in
    check_flipped_rules(before, after, suggestions, scope)  # "Saturdays only" → "every day"
    if not scope.translate:  # 7–9 pm → 7–9 am, 20分钟 → 半小时
        check_turned_times(before, after, "\n".join(suggestions))
    quoted = quotes_note(before, after, suggestions, scope, selected=bool(selected))
    left = ""
    # a recast into a list or a table keeps every item: one it left out is named (outside45a F19)
    if selection is None and not (scope.shorten or scope.removes or scope.translate):
        left = left_out_line(before, after, counts_characters(before))
    notes = footnotes_line(before, after)  # a marker dropped where it could not be put back
    if notes and scope.shorten:
        raise Refused(cut_footnote_reason(notes, counts_characters(before)))
    required = "" if scope.translate else dropped_requirements_line(before, after, suggestions)
    parts = [part for part in (checked, quoted, left, notes, required, joined) if part]
    if not counts_characters(before):
        return " ".join(parts)
    # Chinese sentences follow one another with no space, and a second 请核对 goes on from the
    # first ("模型还删掉了…") rather than asking again
    said = [parts[0]] if parts else []
    for part in parts[1:]:
        asked = any(p.startswith("请核对") for p in said)
        said.append("模型还" + part[len(_CHECK) :] if asked and part.startswith(_CHECK) else part)
    return "".join(said)


_CHECK = "请核对：模型"
