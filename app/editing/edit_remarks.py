"""The model's last words under its edit, each read as one unit of the reply: its signature
or a label naming its version ("— Revised by your AI assistant", "Edited version — tone: warm",
——由AI助手润色), a line saying what it kept or did (in English or Chinese), and its Chinese
sign-off ("以上，希望对您有帮助！"). `notes.drop_trailing_notes` moves such a unit to the note
shown in the chat (split from notes.py, session 47).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import similarity
from app.editing.units import sentences

# A line under the edit saying what it kept: "I kept the web address and the phone number.",
# "Your e-mail address is unchanged.", "The eleven weeks are still there.", 网址和电话都没动。,
# “九天”这个数字保留了。 — short, one sentence; not an article's "I kept a notebook" or 票价不变。
_KEPT_EN = re.compile(
    r"^(?:I(?:'ve| have)?\s+(?:kept|left|preserved|retained)\s+(?:the|your|all|both|every|each)\b"
    r"|I\s+(?:didn't|did not)\s+(?:change|touch)\s+(?:the|your|any)\b"
    r"|(?:the|your|all|both)\b[^.!?\n]{1,60}?\b(?:is|are)\s+(?:still\s+)?"
    r"(?:unchanged|untouched|intact|(?:still )?there|kept|as (?:before|it was|they were))\b)",
    re.IGNORECASE,
)
_KEPT_ZH = re.compile(
    r"^[^。！？\n]{1,24}(?:都|也|均|全|我)?(?:保留了|没动|没有动|没有?改动?|未改动|原样保留|保持原样)"
    r"(?:了)?[。！!]?$"
)


# The model signing its answer as the assistant: "Cheers,\nYour writing assistant", "Best,\n—
# Your AI editor", "祝好，\n你的写作小助手", "祝一切顺利！\n写作助手 敬上" — the signer is the
# assistant, never the article's author.
_VALEDICTION = re.compile(
    r"^(?:cheers|best(?: wishes| regards)?|(?:warm|kind|warmest)(?: regards)?|regards|thanks"
    r"|all the best|sincerely|warmly|祝好|祝顺利|祝一切顺利|此致|敬礼|加油)[,，!！.。]?$",
    re.IGNORECASE,
)
_ASSISTANT_SIGNER = re.compile(
    r"^[—–-]*\s*(?:(?:revised|edited|polished|rewritten|reworded|proofread)\s+by\s+|由)?"
    r"(?:your|你的|您的)?\s*(?:friendly\s+)?(?:ai\s*)?(?:writing|editing|editorial)?\s*"
    r"(?:assistant|helper|editor|写作小?助手|小助手|助手|编辑助手)"
    r"(?:\s*敬上|\s*(?:润色|修改|改写|校对|编辑)(?:过|完成)?)?[.。!！]?$",
    re.IGNORECASE,
)
# A label the model puts under its version: "Edited version — tone: warm, inviting.",
# "Revised draft: friendlier", 修改版：语气更亲切 — a version named, then its description.
_VERSION_LABEL = re.compile(
    r"^[*_\s]*(?:edited|revised|polished|rewritten|final)\s+(?:version|draft|text)"
    r"\s*[—–:：-][^\n]{0,80}$|^[*_\s]*(?:修改|润色|改写|调整)(?:后的?)?(?:版本?|稿)\s*[—：:][^\n]{0,40}$",
    re.IGNORECASE,
)


def assistant_signs(unit: str) -> bool:
    """Whether a last unit is the model's signature: a signer line naming an assistant, under
    a valediction or alone."""
    lines = [" ".join(line.split()) for line in unit.strip().split("\n")]  # one space a gap
    if len(lines) == 1 and _VERSION_LABEL.match(lines[0]):
        return True
    if not 1 <= len(lines) <= 2 or not _ASSISTANT_SIGNER.match(lines[-1]):
        return False
    return len(lines) == 1 or _VALEDICTION.match(lines[0]) is not None


def reports_kept(unit: str) -> bool:
    """Whether a unit is one short sentence saying what the edit kept as it was."""
    flat = unit.strip().replace("’", "'")
    if "\n" in flat or len(sentences(flat)) > 1 or len(flat.split()) > 20:
        return False
    return bool(_KEPT_EN.match(flat) or _KEPT_ZH.match(flat) or _ONLY_CHANGED.match(flat))


# ...or that nothing else changed: "Only the two paragraphs under “Entering” changed.", "Only
# the opening sentence was edited.", 只改了开头一句。
_ONLY_CHANGED = re.compile(
    r"^(?:only|just)\s+(?:the\s+)?[^.!?\n]{1,60}?\s(?:changed|(?:was|were|have been|has been)"
    r"\s+(?:changed|edited|touched|rewritten|reworded))[.!]?$"
    r"|^(?:我)?只(?:改|动|修改|调整)了[^。！？\n]{1,20}[。！!]?$",
    re.IGNORECASE,
)


# A Chinese remark under the edit on what it did or how it reads: "这样读起来更像是跟街坊聊天",
# "老周的建议那段我没改", "简洁了不少，读者一眼就能看到…", "如果需要，我也可以把第四段…" — words
# about the text, which the article does not use itself.
_REMARK_ZH = re.compile(
    r"这样(?:改|写|读|一来|更|就|可以)|读起来|读者|语气|[那这]一?段|没改|没动|没碰|保留了"
    r"|我也可以|如果需要|如需|需要的话|简洁了|改动|调整了|修改了|意思不变|原意"
    # "只写了一句，让结尾保持安静。": what the edit did, and to which part of the text
    r"|只(?:写|加|改|动|补|删|翻译|译|换|调|标)了|让(?:结尾|开头|全文|文章|这一?段|节奏|语气|读者)"
    # "已更正法律声明中的注册号。", "标题、开头和参数表都已改名。": what the edit corrected
    r"|已(?:经)?(?:更正|改正|修正|纠正|更新|改名|改好)"
    # "共改了4处。": how many places the edit changed
    r"|(?:共|一共|总共)(?:改|修改|替换|换|改动)了?[0-9一二两三四五六七八九十]+处"
    # "感谢语已作为最后一段加上。": what the edit added, and where
    r"|已(?:经)?(?:作为|放在|放到|加在|写在)?[^。！？\n]{0,8}?(?:加上|加好|添加|补上|加进|加入)"
    # "四个要点后面各加了一个表情": what the edit did to each of the parts it names
    r"|各(?:加|添|改|换|删|标|补)(?:上|成|好)?了|都(?:加上|加好|标上)了"
    # "已给老周的名字加上链接", "两个小标题已加上编号"
    r"|已(?:经)?(?:[给为把将][^。！？\n]{1,12}?)?(?:加上|加了|添上|标上)"
    # "螺丝尺寸只在材料清单里出现过一次。": where the asked words stood in the article
    r"|只在[^。！？\n]{1,12}?(?:出现|提到)"
    # "我把免费茶水放在了最后，…", "我在结尾补了一句…", "我已经加上了…": the model saying, in
    # the first person, where it put what it added or what it did
    r"|我(?:已经?|先|只|还|也)?(?:把|将|在|给|为)[^。！？\n]{1,20}?(?:放在|放到|挪到|移到|加在|加到|加上"
    r"|加了|补上|补了|补充|改成|改为|改得|换成|写成|删掉|删去|调整|调到|提到|提前)"
    r"|我(?:已经?|只|还|也)?(?:加上|加了|补充了|补了|调整了|保留了|删掉了|改了|换了)"
)


def remarks_on_edit(unit: str, originals: Sequence[str]) -> bool:
    """Whether a last unit is a short remark on the edit, like no paragraph of the article
    (so not its version of the next one): Chinese words about the edit, or an English line
    saying in the first person what the model did ("I added the free tea right after the
    half-price seconds so the perks sit together.") in an article that never opens so."""
    flat = unit.strip()
    if "\n" in flat:
        return False
    if not re.search(r"[\u4e00-\u9fff]", flat):
        return _did_en(flat, originals)
    if len(flat) > 80:
        return False
    article = "\n".join(originals)
    cues = [m[0] for m in _REMARK_ZH.finditer(flat) if m[0] not in article]
    return bool(cues) and all(similarity(flat, o) < 0.5 for o in originals)


# The model reporting its edit in English, with no subject or with "I": "Fixed the company
# number in the legal notice.", "Renamed it in the title and the intro.", "I've updated…".
_REPORT_EN = re.compile(
    r"^(?:I(?:'ve| have)?\s+)?(?:fixed|renamed|changed|updated|replaced|corrected|swapped"
    r"|reworded|rewrote|tightened|shortened)\b(?!\s*:)",
    re.IGNORECASE,
)


def reports_edit(unit: str, originals: Sequence[str]) -> bool:
    """Whether a last unit is a short English report of the edit, like no paragraph of the
    article and not the article's own words — nor a line of an article that reports changes
    itself (a changelog's "Fixed the crash on start.")."""
    flat = unit.strip()
    if "\n" in flat or len(flat) > 240 or not _REPORT_EN.match(flat):
        return False
    if any(_REPORT_EN.match(line.strip()) for o in originals for line in o.split("\n")):
        return False
    return flat not in "\n".join(originals) and all(similarity(flat, o) < 0.5 for o in originals)


# The model closing its answer in Chinese: "以上，希望对您有帮助！", "以上就是修改后的全文，如需调整
# 请随时告诉我。" — "以上" with words to the writer, which a notice's own "以上事项请知悉" has not.
_SIGN_OFF = re.compile(r"^[*_\s]*(?:以上|上面|上述)[^\n]{0,50}$")
_TO_WRITER = re.compile(
    r"希望|祝您|祝你|对您|对你|帮助|帮到|有用|如需|如有需要|随时|满意|告诉我|请您|欢迎"
)


def signs_off(unit: str) -> bool:
    flat = unit.strip()
    return _SIGN_OFF.match(flat) is not None and _TO_WRITER.search(flat) is not None


# The model saying in the first person what it did to the part it gives: "I added …", "I've
# put the parking note at the end …", "I moved the date up front".
_DID_EN = re.compile(
    r"^I(?:'ve| have)?\s+(?:also\s+|just\s+|only\s+)?(?:added|put|moved|placed|slotted|tucked"
    r"|inserted|included|mentioned|worked|folded|kept|swapped|softened|split|merged"
    r"|reordered|trimmed)\b",
    re.IGNORECASE,
)
# ...and says it of the text or of where it went, as a diary's "I put the kettle on" never
# does: "right after the half-price seconds", "at the end", "so the perks sit together".
_OF_THE_EDIT = re.compile(
    r"\b(?:paragraph|sentence|line|wording|mention|details?|as you asked|to keep|so (?:that|the"
    r"|it|they|readers|people)|right (?:after|before)|at the (?:end|start|beginning)|up front)\b",
    re.IGNORECASE,
)


def _did_en(flat: str, originals: Sequence[str]) -> bool:
    if len(flat) > 240 or len(sentences(flat)) > 2 or not _DID_EN.match(flat.replace("’", "'")):
        return False
    if not _OF_THE_EDIT.search(flat):
        return False
    own = [line.strip().replace("’", "'") for o in originals for line in o.split("\n")]
    if any(_DID_EN.match(line) for line in own):
        return False  # a diary's or a letter's own "I added a note to the file."
    return all(similarity(flat, o) < 0.5 for o in originals)
