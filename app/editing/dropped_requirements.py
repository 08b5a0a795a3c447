"""A requirement on how the reader must act, dropped by a restyle: "书面反映" softened to "反映",
"must be given in writing" made "please let us know".

Named, not refused. Softening a clause rightly turns 须 into 请 and "must" into "please" — that
is what "口气软一点" asks — so the modal words alone are no loss; and unlike a dropped "不" or
"not" (facts.py refuses those: the clause would say the opposite) the clause still says what it
said, only with a condition fewer — unless the rewrite kept the very act and cut only its
condition (书面申请 → 申请): that is no rewording, it tells the reader the act alone will do, and
is refused. But the condition (in writing, in person, signed, 书面, 本人,
签字) decides whether a tenant's notice or an owner's objection counts, so the writer is told,
word for word, which one went — after the change lines, like a figure left out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.elided import Refused

_REQUIREMENTS = re.compile(
    r"\bin writing\b|\bwritten\b|\bin person\b|\bsigned\b|\bsignature\b|\bphoto id\b"
    r"|\boriginal receipt\b|\bproof of (?:purchase|address|identity)\b"
    r"|书面|本人|亲自|当面|签字|签名|盖章|原件|实名|凭[^\s，。、]{1,4}?(?:证|票|卡|单|据)",
    re.IGNORECASE,
)


def dropped_requirements_line(before: str, after: str, suggestions: Sequence[str]) -> str:
    """A sentence naming the conditions of `before` (书面, "in writing") that `after` says fewer
    times and the suggestion does not name — "" when none went; raises Refused when one was
    cut from an act the rewrite kept word for word (书面申请 → 申请)."""
    asked = " ".join(suggestions).lower()
    gone: list[str] = []
    for word in dict.fromkeys(m[0].lower() for m in _REQUIREMENTS.finditer(before)):
        if word in asked or word in gone:
            continue
        if _count(after, word) < _count(before, word):
            gone.append(word)
    if not gone:
        return ""
    cut = [word for word in gone if _act_kept(before, after, word)]
    if cut:
        raise Refused(_cut_reason(cut, before))
    # 须凭房产证领取 → 凭身份证即可领取 (blind54 jiadian-zh-10): not a condition fewer but
    # another one, which the reader would act on
    came = [
        m[0]
        for m in _REQUIREMENTS.finditer(after)
        if m[0].lower() not in before.lower() and m[0].lower() not in asked
    ]
    # (the same condition said another way — "written" as "in writing" — is no other one)
    came = [w for w in came if not (w[:4].lower() in gone[0] or gone[0][:4] in w.lower())]
    if came and counts_characters(before):
        raise Refused(_swapped_reason(gone[0], came[0], before))
    listed = ", ".join(f"“{w}”" for w in gone[:4])
    if counts_characters(before):
        return f"请核对要求：模型删去了 {listed}，这是原文对读者怎么做的要求，建议并没有要求去掉。"
    return (
        f"Check the requirement: the model left out {listed}, a condition your text sets that "
        "the suggestion did not ask to drop."
    )


# The act a Chinese condition is written onto: 书面申请, 本人签字, 当面登记.
_ACT = re.compile(r"[\u4e00-\u9fff]{2}")


def _act_kept(before: str, after: str, word: str) -> bool:
    """Whether the act `word` conditions in `before` (书面**申请**) is still written in `after`
    with the condition cut from it (申请): a bare cut of the condition, not a rewording of the
    clause — the rewrite says the reader may do as before without it."""
    if word in ("in writing", "written"):
        return _english_act_kept(before, after, word)
    if word != "书面":  # 凭身份证 dropped beside a kept act is still named (blind40)
        return False
    for at in (m.end() for m in re.finditer(re.escape(word), before)):
        act = _ACT.match(before, at)
        # every mention of the act kept (a label's 请假 is not the act 书面请假 asked for)
        if act and after.count(act[0]) >= before.count(act[0]) and word + act[0] not in after:
            return True
    return False


# Words that name no thing asked for in writing: a verb of giving ("must be made in writing",
# "sent in writing") or a word of grammar.
_LIGHT = frozenset(
    re.findall(
        r"\S+",
        """a an the any all your their our his her its my this that these those to us me him them
        you it be been being is are was were must should shall will would can could may might
        made make give given send sent put submit submitted done do also always please first""",
    )
)


def _english_act_kept(before: str, after: str, word: str) -> bool:
    """Whether the thing `before` asks for "in writing" or "written" — "notice in writing",
    "written notice", named right beside the condition — is written in `after` as often as
    before, with the condition cut from it ("a month's notice"). A verb beside the condition
    ("motions must be submitted in writing", "Notice to leave must be given in writing") names
    an act a friendlier rewrite may rightly recast ("just let the secretary know"): named, not
    refused."""
    for sentence in re.split(r"(?<=[.!?;])\s+", before):
        found = re.search(rf"\b{word}\b", sentence, re.IGNORECASE)
        if found is None:
            continue
        if word == "written":
            words = re.findall(r"[A-Za-z][A-Za-z'’-]*", sentence[found.end() :])[:1]
        else:
            words = re.findall(r"[A-Za-z][A-Za-z'’-]*", sentence[: found.start()])[-2:][::-1]
        act = words[0] if words else ""
        if (
            len(act) < 4
            or act.lower() in _LIGHT
            or act.lower().endswith("ed")
            or (len(words) > 1 and words[1].lower() == "to")  # "to leave" in writing
        ):
            continue
        stem = re.escape(act.lower().rstrip("s"))
        if len(re.findall(rf"\b{stem}", after, re.IGNORECASE)) >= len(
            re.findall(rf"\b{stem}", before, re.IGNORECASE)
        ):
            return True
    return False


def _cut_reason(cut: list[str], before: str) -> str:
    listed = ", ".join(f"“{w}”" for w in cut[:4])
    if counts_characters(before):
        return (
            f"模型把原文的要求 {listed} 删掉了，只留下了后面的动作，读者会以为不必再这样做；"
            "建议并没有要求去掉这个要求，所以什么都没保存。请按“重试”。"
        )
    return (
        f"The model cut the condition {listed} from what your text asks the reader to do, so "
        "the article would no longer require it. Nothing was saved — press Retry."
    )


def _swapped_reason(gone: str, came: str, before: str) -> str:
    if counts_characters(before):
        return (
            f"模型把原文的要求“{gone}”换成了“{came}”，读者会照着新的要求去做；建议并没有要求"
            "改这个要求，所以什么都没保存。请按“重试”。"
        )
    return (
        f"The model replaced the condition “{gone}” with “{came}”, so readers would do "
        "something your text does not ask. Nothing was saved — press Retry."
    )


def _count(text: str, word: str) -> int:
    if word.isascii():
        return len(re.findall(rf"\b{re.escape(word)}\b", text, re.IGNORECASE))
    return text.count(word)
