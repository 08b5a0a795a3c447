"""A ban whose object is left out because the message has just named it: 「同事说感叹号用多了
显得浮躁，我想想也是，以后就别用了」, 「老板说表情放多了不正式，他说得有道理，以后就别放了」 (v68
third_party). Chinese drops the object a clause before has named; the rules, reading "以后就别用了"
alone, hear nothing (or only the complaint's "too many": fewer), where the writer bans the thing.

The object named last before the ban is written back into it, so the ban is read whole. Pure:
text in, text out.
"""

import re

# Things a writer bans by name, as the rules know them.
_THING = r"表情符号|表情包|表情|emoji|感叹号|叹号|列表|要点|分点|小标题|术语|专业词"
_NAMED = re.compile(_THING, re.IGNORECASE)
# The ban with nothing after its verb but a particle and the clause's end.
_BARE_BAN = re.compile(
    r"(?P<ban>(?:别|不要|不用|甭)(?:再)?(?P<verb>用|放|加|搞|整))(?=(?:了|啦|吧|啊)*\s*(?:[，。！？；,.!?;]|$))"
)


def object_restored(text: str) -> str:
    """`text` with the thing it named last written into a ban that leaves its object out."""

    def restore(m: re.Match[str]) -> str:
        named = [n.group() for n in _NAMED.finditer(text, 0, m.start())]
        return m.group("ban") + named[-1] if named else m.group()

    return _BARE_BAN.sub(restore, text)
