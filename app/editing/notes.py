"""What the model wrote beside the article in its reply: a notes section on its changes
("修改说明：", "## Changes made" over a list, under a "---" rule or not), chatter after the
last paragraph, and remarks to the writer at the start or end of a paragraph ("Do you want
it funnier?"). Each goes to the note shown in the chat, never into the article.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import is_aside, is_chatter, is_placeholder, is_talk, similarity
from app.editing.dictated import is_dictated
from app.editing.edit_remarks import (
    assistant_signs,
    remarks_on_edit,
    reports_edit,
    reports_kept,
    signs_off,
)
from app.editing.formats.explained import gives_reason
from app.editing.offered_more import edit_note, offer_tail
from app.editing.swap_lists import lists_swaps
from app.editing.units import normal, sentence_spans

# What a model calls its list of changes: "Key changes", "Main edits", "What changed",
# "Summary of changes", "Corrections", "Fixed", "Changelog", 主要改动, 改动要点, 修改记录, 更正.
_CHANGES = (
    r"修改说明|修改要点|主要修改|主要改动|改动要点|改动之处|修改之处|改动说明|修改内容|变更说明"
    r"|调整说明|调整要点|主要调整|修改记录|改动记录|change\s?log"
    # why the edit reads so: "**Why this works:**", 修改思路, 改写理由
    r"|(?:修改|改写|调整)(?:思路|理由|原因)|why (?:this|it) works|rationale"
    r"|(?:(?:key|main|major|minor|notable|summary of|list of)\s+)?"
    r"(?:changes|edits|revisions|tweaks)(?: made| i made)?|what(?:'s| has| i)? changed"
    r"|(?:corrections|fixes|typo fixes|spelling (?:fixes|corrections))(?: made)?|typos? fixed"
    r"|fixed(?: typos)?|纠正|更正|改正|已(?:修改|改正|更正|修正|纠正|改好|修复)|修正之处|改正之处"
    # 已改正的错别字, 改正的错别字, 修改过的地方, 错别字更正
    r"|(?:已经?)?(?:改正|更正|纠正|修正|修改|改动)(?:了|过)?的(?:错别字|错字|别字|地方|内容)"
    r"|(?:错别字|错字)(?:修改|更正|改正|修正|纠正)(?:如下)?"
    # a bare "修改：" / "改动：" over the list of what changed (以下 "- 第1段" …)
    r"|修改|改动"
)
_NOTES_HEADING = re.compile(
    rf"^[#*_\s]*(?:{_CHANGES}|说明|备注|注|notes?|explanation)[*_\s]*[:：]",
    re.IGNORECASE,
)
# A heading over the model's list of changes, with no colon ("**修改要点**", "## Changes made")
# — only these words, and only when a list follows, since "## Notes" may be the article's own.
_CHANGES_HEADING = re.compile(
    rf"^(?:#{{1,6}}\s*|\*\*|__)\s*(?:{_CHANGES})\s*(?:\*\*|__)?\s*$", re.IGNORECASE
)
# A note on the change set off as one ("*Changed:* the gull haiku only.", "**改动：** 只改了第二节")
# — marked bold or italic, or under a rule, since a changelog's own "Changed:" is plain text.
_MARKED_CHANGE = re.compile(
    r"^(?:[*_]{1,2}\s*(?:changed|edited|modified|revised|edits|what changed|改动|改了|修改)"
    r"\s*[:：]?\s*[*_]{1,2}\s*[:：]?"
    r"|(?:changed|edited|modified|edits|what changed|改动|修改)\s*[:：])",
    re.IGNORECASE,
)
# A rule line: "---", "***", "===" — and a Chinese reply's "——" or "－－－" on a line of its own.
_RULE_MARK = r"(?:-{3,}|\*{3,}|_{3,}|={3,}|—{2,}|－{3,}|─{3,})"
_RULE_LINES = re.compile(rf"^(?:[ \t]*{_RULE_MARK}[ \t]*\n)+")
_RULE = re.compile(rf"^{_RULE_MARK}$")
_LIST_ITEM = re.compile(r"^\s*(?:[-*•]\s|\d+[.、)]\s*)")


def drop_trailing_notes(units: list[str], originals: Sequence[str], notes: list[str]) -> list[str]:
    """Chatter at the end (and a notes section with whatever follows it) goes to the note."""
    for index, unit in enumerate(units):
        if (
            index
            and (
                _notes_start(units, index)
                or _lists_changes(unit, originals)
                or lists_swaps(unit, originals)  # "Word changes:\n- “a” → “b”"
            )
            and not _is_original(unit, originals)
        ):
            notes.extend(_RULE_LINES.sub("", u.strip()) for u in units[index:])
            units = units[:index]
            break
    while units and not _stands_for_original(units, originals):
        if tail := offer_tail(units, originals):  # "需要的话，我还可以：\n- …", not the article's
            notes.append("\n".join(u.strip() for u in units[-tail:]))
            del units[-tail:]
            continue
        last = units[-1]
        ruled = _RULE_LINES.sub("", last.strip() + "\n").strip()
        if ruled and ruled != last.strip() and not any(_RULE_LINES.match(o) for o in originals):
            last = ruled  # "---" and the model's words under it, one newline apart
        if _RULE.match(last.strip()) and not any(_RULE.match(o.strip()) for o in originals):
            units.pop()  # the rule the model drew above its sign-off
            continue
        if is_placeholder(last):
            # "---" and （押金金额都保持原样，只是语气更客气了。）: a remark on the edit under the
            # model's rule, though it says what stayed, stands for no paragraph
            remark = _under_rule(units, originals) and remarks_on_edit(last, originals)
            if not remark and not _after_every_paragraph(units[:-1], originals):
                break
            # "以上只改动了第二段，其余保持原样。" under the whole article: it stands for
            # nothing (every paragraph is there above it), it reports on the edit.
        elif not (
            is_chatter(last)
            or signs_off(last)
            or reports_kept(last)
            or _counts_itself(last, originals)
            or assistant_signs(last)
            or _emoji_notes(last, originals)
            or _under_rule(units, originals)
            # a reply as long as the article ends on its last paragraph's version
            or (len(units) != len(originals) and remarks_on_edit(last, originals))
            # "Fixed the company number in the legal notice." under every paragraph
            or (reports_edit(last, originals) and _after_every_paragraph(units[:-1], originals))
            # under a part of the article given alone (an added closing line may read
            # "That way, …")
            or (len(units) < len(originals) and _gives_reason(last, originals))
            # "您看这样行不行？", "How's this?" under a part of the article given alone
            or (len(units) < len(originals) and _ASKS_WRITER.match(last.strip()) is not None)
        ):
            break
        notes.insert(len(notes), units.pop())
    closing_rule = bool(originals) and _RULE.match(originals[-1].strip()) is not None
    if len(units) > 1 and _RULE.match(units[-1].strip()) and not closing_rule:
        units = units[:-1]  # the rule the model drew above its closing words
    return units


# The model asking the writer whether its version will do: "您看这样行不行？", 这样改可以吗？,
# "How's this?", "Does this work for you?" — said of "this", with no speaker's colon (a
# dialogue's own "乙：行不行？" is the article's).
_ASKS_WRITER = re.compile(
    r"^[*_\s]*(?:您|你)?(?:看|觉得)?(?:这样|这版|这一版|这个版本|这么改)[^\n：:]{0,6}"
    r"(?:行不行|可不可以|好不好|怎么样|如何|可以吗|行吗|好吗|满意吗|合适吗)[？?][*_\s]*$"
    r"|^[*_\s]*(?:how(?:'s| is| does) (?:this|that)|does (?:this|that) work"
    r"|is (?:this|that) (?:ok|okay|better|what you wanted))[^\n:]{0,30}\?[*_\s]*$",
    re.IGNORECASE,
)


def _gives_reason(unit: str, originals: Sequence[str]) -> bool:
    """Whether a last unit is the model's reason for its edit ("This version opens with the
    smell of the kitchen to pull readers in."), like no paragraph of the article."""
    return gives_reason(unit) and all(similarity(unit, o) < 0.5 for o in originals)


def _under_rule(units: Sequence[str], originals: Sequence[str]) -> bool:
    """Whether the last unit is a few words the model put under a rule it drew after the
    article ("---", then "I loosened up the tone but kept the recipe details."), where the
    article has no rule and the words are like none of its paragraphs."""
    last = units[-1].strip()
    return (
        len(units) >= 2
        and _RULE.match(units[-2].strip()) is not None
        and not any(_RULE.match(o.strip()) for o in originals)
        and "\n" not in last
        and len(last) <= 300
        and all(similarity(last, o) < 0.5 for o in originals)
    )


# A line led by an emoji the model marks its notes with: "✏️ Added a playful aside",
# "✅ 人数保持不变", "👉 Kept the figures".
_EMOJI_LINE = re.compile(r"^\s*([\u2600-\u27bf\U0001f300-\U0001faff])\ufe0f?\s*(?=\S)[^\n]{1,80}$")


def _emoji_notes(unit: str, originals: Sequence[str]) -> bool:
    """Whether a last unit is the model's notes, one short line each led by an emoji, like
    no line of the article (whose own lists may be led by emoji)."""
    lines = unit.strip().split("\n")
    marks = [_EMOJI_LINE.match(line) for line in lines]
    if not all(marks):
        return False
    leads = {m[1] for m in marks if m}
    own = {m[1] for o in originals for line in o.split("\n") if (m := _EMOJI_LINE.match(line))}
    return not leads & own and all(similarity(unit, o) < 0.5 for o in originals)


# A line under the article giving its size or how long it takes to read: "*Word count: 164
# (unchanged)*", "_Words: 118_", "(Roughly 1 min 30 s read aloud.)", "Estimated reading time:
# 1 minute", *全文共212字*, （朗读约1分30秒。）, （字数：约190字，阅读时间约1分钟）.
_SIZE_NOTE = re.compile(
    r"(?<![A-Za-z])word count\b|(?<![A-Za-z])words?\s*[:：]\s*~?\d|\b\d[\d,]*\s+words\b"
    r"|\breading time\b"
    r"|\bread(?:s|ing)? (?:aloud|out)\b|\bspeaking time\b"
    r"|字数|共\s*\d+\s*字|朗读|念完|读完|讲完|阅读时[间长]",
    re.IGNORECASE,
)
_FIGURE = re.compile(r"\d|[一二两三四五六七八九十半]")


def _counts_itself(unit: str, originals: Sequence[str]) -> bool:
    """Whether a last unit is one short line giving the article's size or reading time, like
    no paragraph of the article."""
    flat = unit.strip()
    return (
        "\n" not in flat
        and len(flat) <= 100
        and _SIZE_NOTE.search(flat) is not None
        and _FIGURE.search(flat) is not None
        and all(similarity(flat, o) < 0.5 for o in originals)
    )


def _after_every_paragraph(units: Sequence[str], originals: Sequence[str]) -> bool:
    """Whether the units hold a version of every original paragraph, in order."""
    if len(units) < len(originals):
        return False
    at = 0
    for original in originals:
        while at < len(units) and similarity(units[at], original) < 0.5:
            at += 1
        if at == len(units):
            return False
        at += 1
    return True


# "Changed: 2026-03-07 → 7 March; 12/03/2026 → 12 March.", "已改：2026-03-07 → 三月七日": a
# plain label over the edit's own pairs of old and new words.
_CHANGE_LIST = re.compile(
    r"^(?:changed|changes|edited|edits|updated|what changed|已改|改了|改动|修改|更改|已修改)"
    r"\s*[:：]\s*(?P<rest>\S[^\n]*)$",
    re.IGNORECASE,
)
# One pair "old → new": the old words run to the first arrow (or the space before it), a run of
# space taken whole — it ends the old words where its first space would. A try that fails fails
# for every later start in the same run of old words, so only the place the last pair ended and
# the start of each run are tried (_pairs): 800 spaces in a row took 0.8 s of CPU, 20,000 <1 ms.
_PAIR_BODY = r"([^→;；,，\n](?:[^→;；,，\n\s]|[^\S\n]++)*?)\s*+(?:→|->|=>)\s*([^→;；。\n]+)"
_PAIR = re.compile(_PAIR_BODY)
_PAIR_AT_RUN = re.compile(r"(?<![^→;；,，\n])" + _PAIR_BODY)


def _pairs(text: str) -> list[tuple[str, str]]:
    """The pairs "old → new" in a line, as a lazy findall over the old words would find them."""
    pairs: list[tuple[str, str]] = []
    pos = 0
    while found := _PAIR.match(text, pos) or _PAIR_AT_RUN.search(text, pos + 1):
        pairs.append((found[1], found[2]))
        pos = found.end()
    return pairs


def _lists_changes(unit: str, originals: Sequence[str]) -> bool:
    """Whether a unit is a label over pairs "old → new" whose old words are the article's."""
    match = _CHANGE_LIST.match(unit.strip())
    if match is None:
        return False
    pairs = _pairs(match["rest"])
    article = "\n\n".join(originals)
    return bool(pairs) and all(old.strip(" “”\"'") in article for old, _ in pairs)


# A second version offered after the edit: "如果想更短一些，也可以这样写：", "Or, if you'd like it
# shorter:" — it and what follows are the model's words; the first version is the edit.
_ANOTHER_VERSION = re.compile(
    r"^[*_\s]*(?:(?:如果|若|要是)[^。！？\n]{0,16}?[，,]\s*)?(?:也|还|或者)(?:可以)?"
    r"(?:这样|改成|写成|换成|这么)[^。！？\n]{0,8}[：:][*_\s]*(?:\n|$)"
    r"|^[*_\s]*(?:or|alternatively)\b[^.!?\n]{0,60}[:：][*_\s]*(?:\n|$)",
    re.IGNORECASE,
)


def _notes_start(units: Sequence[str], index: int) -> bool:
    """Whether the model's notes on its changes start at this unit: a "修改说明：" label, or a
    bare changes heading with a list under it (in the same unit or the next) — under a
    "---" rule or not."""
    unit = _RULE_LINES.sub("", units[index].strip())
    if is_dictated(unit):
        return False  # "Note: …" that the writer dictated, the text asked for
    if _NOTES_HEADING.match(unit) or _ANOTHER_VERSION.match(unit):
        return True
    ruled = unit != units[index].strip() or _RULE.match(units[index - 1].strip()) is not None
    change = _MARKED_CHANGE.match(unit)
    if change and (ruled or change[0].lstrip()[:1] in "*_"):
        return True
    heading, _, rest = unit.partition("\n")
    after = rest if rest.strip() else (units[index + 1] if index + 1 < len(units) else "")
    return bool(_CHANGES_HEADING.match(heading.strip()) and _LIST_ITEM.match(after))


def without_asides(unit: str, body: str, notes: list[str]) -> str:
    """A unit without the model's remarks to the writer at its start or end ("Do you want
    it funnier?", "(I kept the dates as they were.)"); a unit that is all remark goes to the
    note whole."""
    if is_placeholder(unit):
        return unit
    if edit_note(unit, body):  # "*(Edited: attribution updated as asked.)*" on its own line
        notes.append(unit.strip())
        return ""
    # read in the unit's last characters only: a run of spaces is not tried from each space
    mark = _EDIT_MARK.search(unit, max(0, len(unit) - 40))
    if mark is not None and mark[0].strip() not in body and unit[: mark.start()].strip():
        notes.append(mark[0].strip())  # "… on weekends. *(edited)*"
        unit = unit[: mark.start()].rstrip(" \t")
    unit = _without_lead_in(unit, body, notes)
    spans = sentence_spans(unit)
    first, last = 0, len(spans)
    label = _OWN_LABEL.match(unit)
    # a sentence that opens with the article's own label ("**While you wait** We're sorry…")
    # is the paragraph's: the model's remark never starts with it
    while (
        first < last
        and not (first == 0 and label and label[0].strip() in body)
        and is_aside(unit[spans[first][0] : spans[first][1]], body)
    ):
        first += 1
    while last > first and is_aside(unit[spans[last - 1][0] : spans[last - 1][1]], body):
        last -= 1
    if (first, last) == (0, len(spans)):
        return unit
    notes.extend(unit[s:e].strip() for s, e in spans[:first] + spans[last:])
    if first == last:
        return ""
    return unit[spans[first][0] : spans[last - 1][1]].rstrip()


# A paragraph's bold run-in label: "**While you wait** ", "**第二步** ".
_OWN_LABEL = re.compile(r"[ \t]*\*\*[^*\n]{1,60}\*\*")


# A mark the model put after the paragraph it changed: "*(edited)*", "[revised]", （已修改）.
_EDIT_MARK = re.compile(
    r"[ \t]*[*_]{0,2}[(（\[【](?:edited|revised|changed|updated|rewritten|modified|new"
    r"|已修改|已改|修改|改写|已更新)[)）\]】][*_]{0,2}[ \t]*$",
    re.IGNORECASE,
)


# The model's words before the text on the same line, set off by a colon or a dash: "抱歉，
# 这次只改您说的那段：去年春天…", "Sorry, here is just that paragraph: Last spring…".
_LEAD_IN = re.compile(r"^(?P<lead>[^\n]{2,160}?(?:[:：]|\s[—–]\s?|\s--\s))[ \t]*(?=\S)")


def _without_lead_in(unit: str, body: str, notes: list[str]) -> str:
    """The unit without an apology or other talk to the writer that leads its first line."""
    match = _LEAD_IN.match(unit)
    if match is None or normal(unit) in normal(body):
        return unit
    lead = match["lead"].strip()
    if normal(lead) in normal(body) or not is_talk(lead, body):
        return unit
    notes.append(lead)
    return unit[match.end() :]


def _stands_for_original(units: Sequence[str], originals: Sequence[str]) -> bool:
    """Whether the last unit is the reply's version of an original paragraph: like one that
    no earlier unit is more like. A sign-off close to the article's own last line ("Let me
    know if you want other changes." under "Let me know what you think.") stands for
    nothing when that line is already there above it."""
    last = units[-1]
    plain = normal(last)
    plains = [normal(o) for o in originals]
    if plain in plains:
        return True  # a copy: no unit is liker than that (a long article's last line kept)
    earlier = {normal(u) for u in units[:-1]}
    for original, own in zip(originals, plains, strict=True):
        if _bound(plain, own) < 0.5:
            continue  # its length alone keeps it below (a long article: most of them)
        alike = similarity(last, original)
        if alike < 0.5 or own in earlier:
            continue  # an earlier unit is this paragraph's copy, so liker
        if not any(
            _bound(normal(u), own) > alike and similarity(u, original) > alike for u in units[:-1]
        ):
            return True
    return False


def _bound(plain: str, other: str) -> float:
    """What `similarity` of two normalised texts can be at most, by their lengths alone."""
    total = len(plain) + len(other)
    return 2 * min(len(plain), len(other)) / total if total else 1.0


def _is_original(unit: str, originals: Sequence[str]) -> bool:
    return any(similarity(unit, o) >= 0.5 for o in originals)


# The model telling what its edit does, on a line of its own after the article: "这样树莓派重启后
# 容器也会自动启动。", "That way the server comes back by itself after a power cut."
_EFFECT = re.compile(
    r"^[*_\s]*(?:这样(?:一来|做|改|修改)?|如此一来|这么一来|改完(?:之|以)?后|修改(?:之|以)?后|加上(?:之|以)?后"
    r"|(?:that|this) way\b|with (?:this|that|these|those)(?: (?:change|edit|tweak|flag|option)s?)?,"
    r"|after (?:this|that|the) (?:change|edit)\b|so now\b)",
    re.IGNORECASE,
)


# ...or what it changed, naming the part of the article it changed: "The title is shorter and
# the sign-off friendlier.", "Paragraph 3 now reads more warmly.", "标题更短了，结尾也更亲切了。"
_REPORT = re.compile(
    r"^[*_\s]*(?:the |your )?(?:new )?(?:title|headline|heading|intro(?:duction)?|opening"
    r"|ending|closing(?: line| paragraph)?|sign-?off|last paragraph|first paragraph"
    r"|paragraph \d+|wording|tone)\b[^.!?\n]{0,30}?\b(?:is|are|now|has been|have been|was|were)"
    r"\b[^.!?\n]{0,40}?\b(?:\w+er|more \w+|less \w+|changed|updated|rewritten|reworded|shortened"
    r"|tightened|fixed|corrected|warmed up)\b"
    r"|^[*_\s]*(?:标题|题目|开头|结尾|落款|第[一二三四五六七八九十\d]+段|最后一段|语气|措辞)"
    r"[^。！？\n]{0,4}?(?:更|已经?|改得?|换成了?|缩短了|精简了)[^。！？\n]{0,16}?了?[。！!]?"
    # "第4段和第7段里的半角逗号、括号已改成全角，其他地方没有动。"
    r"|^[*_\s]*第[一二三四五六七八九十\d]+段[^。！？\n]{0,30}?已经?(?:改|换|统一|替换|修正)",
    re.IGNORECASE,
)


# ...or what it kept: "Every date, figure and name is unchanged.", "I kept all the figures.",
# "所有日期、数字和人名都没有改动。", 其余内容保持不变。
_KEPT = re.compile(
    r"^[*_(\s]*(?:every|all|each|the|no|none of the|i(?:'ve| have)?|we(?:'ve| have)?)\b"
    r"[^.!?\n]{0,60}?\b(?:dates?|figures?|numbers?|names?|facts?|times?|places?|details?"
    r"|meaning|content|rest)\b[^.!?\n]{0,40}?\b(?:unchanged|untouched|kept|preserved|intact"
    r"|the same|as (?:before|they were|it was|you wrote them)|changed|altered)\b"
    r"(?:,?\s+(?:as|from|in|throughout|too)\b[^.!?\n]{0,30})?[.!]?"
    r"[*_)\s]*$"
    r"|^[*_（(\s]*(?:注[:：])?(?:所有|全部|其余|其他|文中的?|原文的?)?[^。！？\n]{0,20}?"
    r"(?:日期|数字|数据|人名|名字|时间|地点|事实|内容|信息|引语|引文|原话)[^。！？\n]{0,12}?"
    r"(?:没有?(?:任何)?(?:改动|变动|变化|改变|修改)|未(?:作|做)?(?:改动|变动|修改)|保持不变|不变|原样保留"
    r"|一字(?:未|没)(?:动|改))"
    r"[了。！!）)*_\s]*$",
    re.IGNORECASE,
)


# ...or, in the writer's words for the parts it touched, what it did to them: "I added one emoji
# after each of the four bold points.", "Both headings are numbered now.", "The three prices are
# now in bold; nothing else changed." — the model in the first person, or the parts' new state.
_PARTS = (
    r"(?:points?|headings?|sections?|prices?|paragraphs?|intro|opening|ending|bullets?|items?"
    r"|entries|entry|lines?|sentences?|titles?|links?|hashtags?|emoji|figures?|dates?|typos?"
    r"|names?|table|list)"
)
_DID = re.compile(
    r"^[*_(\s]*I(?:'ve| have)?\s+(?:[a-z]+ed|made|put|gave|left|kept|cut|set|took|rewrote)\b"
    rf"[^\n]{{0,160}}?\b{_PARTS}\b"
    rf"|\b{_PARTS}\s+(?:is|are|have been|has been)\s+(?:now\b|[a-z]+ed\b[^.!?\n]{{0,20}}\bnow\b)"
    r"|\bnothing else (?:was |has been )?changed\b"
    # "Both dates now carry their year.", "The opening date now shows its year."
    rf"|\b{_PARTS}\s+now\s+[a-z]+\b"
    # "Only the supplies list mentioned the screw size."
    r"|^[*_(\s]*only\s+the\s+[\w ]{1,30}?\s+(?:mentioned|mentions|named|names|gave|gives|held"
    r"|holds|had|has)\b"
    # "Only the title was translated; the article is unchanged."
    r"|^[*_(\s]*only\s+the\s+[\w ]{1,30}?\s+(?:was|were|has been|have been)\s+[a-z]+ed\b"
    r"|\bthe\s+(?:article|text|post|rest|body)\s+(?:is|was|stays|remains)\s+(?:otherwise\s+)?"
    r"(?:unchanged|untouched|as it was)\b",
    re.IGNORECASE,
)


def _kept(line: str) -> bool:
    """A line saying what the edit left as it was: in English only with a word that denies
    a change ("no date was changed") or a word that keeps ("every figure is unchanged")."""
    match = _KEPT.match(line)
    if match is None:
        return False
    if re.search(r"\b(?:changed|altered)\b", line, re.IGNORECASE):
        return bool(re.search(r"\b(?:no|none|not|n't|never)\b|n't", line, re.IGNORECASE))
    return True


def drop_effect_line(
    units: list[str], originals: Sequence[str], notes: list[str], asks_new: bool
) -> list[str]:
    """The reply without a short line after the article's last paragraph that says what the
    edit does or did ("这样…", "That way…", "The title is shorter…"): the model explaining,
    not the writer's text — unless a new paragraph or the ending was asked for (`asks_new`)."""
    if asks_new or len(units) < 2 or not originals:
        return units
    last = units[-1].strip()
    if (
        "\n" in last
        or len(sentence_spans(last)) > 2
        or len(last) > 240
        or (
            _EFFECT.match(last) is None
            and _REPORT.search(last) is None
            and not _kept(last)
            and _DID.search(last.replace("’", "'")) is None
        )
        or _is_original(last, originals)
        or similarity(units[-2], originals[-1]) < 0.5
    ):
        return units
    notes.append(last)
    return units[:-1]
