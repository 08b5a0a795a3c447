"""Complaints that only describe a size or a count, with one clear direction: the writer's wish.

Policy (session 15, the lead's decision, as blind writers label it in v16, v33 and v34): "one
giant block of text", "my thumb gets tired scrolling", "every sentence goes on for four
clauses", 一段话占了大半个屏幕 say which way the writer wants the text on one dimension, so the
wish is filed, not asked. An image whose meaning is open ("reads like the minutes of a
meeting", 跟会议纪要一样 — too formal, or too dry?) is still put to the writer, and so is a
complaint whose direction is not clear on one dimension.

A size asked about as a complaint ("句子怎么这么短？", "Why are the headlines so long?",
app/style/size_questions.py) is heard the other way round and put to the writer.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.audience import is_about_readers
from app.style.complaints import is_wish
from app.style.dimensions import Observation
from app.style.filing import REASONED_STRENGTH, TENTATIVE_STRENGTH, WRITER_STRENGTH
from app.style.hant import simplified
from app.style.hits import Context, clause_hits, clauses
from app.style.mocked_measures import PROMISED
from app.style.others import is_someone_else, others_first
from app.style.reader_harm import says_reader_harm, without_harm
from app.style.reading import is_sarcastic, sentences
from app.style.sarcasm import EXAGGERATED, SARCASTIC_PRAISE
from app.style.sarcasm_wants import PICTURES
from app.style.size_questions import SIZE_WHY
from app.style.sizes import NOUNS

_SIZE_WHY = re.compile(SIZE_WHY, re.IGNORECASE)
# The part a size or a count is told of, by dimension: a complaint's direction is clear only
# on the dimension whose own part it names ("every sentence…", 每段…, "the headlines…").
_PART = {
    "sentence_length": "sentence",
    "paragraph_length": "paragraph",
    "title_style": "title",
}
_PIECE = re.compile(
    NOUNS.pattern + r"|\b\d[\d,]*\s*words\b|[\d一二两三四五六七八九十百千几]+(?:个)?字|"
    r"(?:两三|三两|三四|几)句话?|\b(?:one|two|three) (?:lines|sentences)\b|"
    r"\b(?:update|report|newsletter|bulletin|case study|page|listing|write-?up|notice)s?\b|"
    r"文案|推文|通知|公告|帖子|介绍",
    re.IGNORECASE,
)
_EMOJI = re.compile(
    r"\bemoji\w*|\bemoticons?\b|\bsmileys?\b|表情|颜文字|[\U0001F300-\U0001FAFF\u2600-\u27BF]",
    re.IGNORECASE,
)
_BULLETS = re.compile(
    r"\bbullet(?:ed|s)?\b|\bpoint form\b|\blists?\b|列表|清单|要点|条目|分点|一条一?条|\bPPT\b",
    re.IGNORECASE,
)
# A text said to stop and start ("一顿一顿的", "It never flows", "reads like a telegram"): a
# short count described beside it ("Every sentence is three words") is what is wrong.
_CHOPPY = re.compile(
    r"一顿一顿|断断续续|磕磕绊绊|太碎|零零碎碎|像电报|\bchoppy\b|\bstop[- ](?:and[- ])?start|"
    r"\bjerky\b|\bstaccato\b|\bnever flows\b|\bdoesn'?t flow\b|\blike a telegram\b",
    re.IGNORECASE,
)
# The writer's doubt about their own complaint ("I'd say the paragraphs are perhaps a touch…",
# "I did wonder whether…", 可能有点…): the complaint is put to them.
_OWN_DOUBT = re.compile(
    r"\b(?:perhaps|maybe|might|possibly|I guess|I suppose|I'?d say|I wonder\w*|I did wonder|"
    r"not sure|a shade|slightly)\b|也许|或许|可能|好像|似乎|说不定|不确定|拿不准",
    re.IGNORECASE,
)
_EXAGGERATED = re.compile(EXAGGERATED, re.IGNORECASE)
# Praise or thanks that cannot be meant beside a complaint ("Thanks so much for turning my menu
# into…", "Proper relaxing read, that is", "Gert lush, …"): the sarcasm is put to the writer.
_IRONIC_THANKS = re.compile(
    r"\bthanks? (?:you )?(?:so much |a lot |loads |heaps )?for (?:turning|making|writing)\b|"
    r"\b(?:proper|really|very|such a) (?:relaxing|soothing|calming|gripping|riveting|easy|"
    r"light|breezy|fun)(?: \w+)? read\b|^\W*(?:gert lush|wow|whoa|嘩|哗|哇|哇塞)\b",
    re.IGNORECASE,
)

# A writer likened to a machine ("reads like it was written by a committee of robots"): mockery
# of who wrote it, not a plain description of the text — the sarcasm is put to the writer.
_MACHINE_WRITER = re.compile(
    r"\b(?:written|typed|drafted|churned out) by (?:a |an |some )?(?:committee|bunch|team|"
    r"room|army)? ?(?:of )?(?:robots?|machines?|bots?|AI|computers?|androids?)\b|"
    r"机器人写的|機器人寫的",
    re.IGNORECASE,
)


def plainly_one_way(plain: str) -> bool:
    """Whether a described complaint that does not name its part ("满篇感叹号，像在菜市场喊话",
    "It reads like a legal notice", "术语满天飞") says its way plainly: no doubt of the writer's
    own, no mock praise, blown-up measure or promised delight (sarcasm, asked), and not who the
    readers are (an audience, asked) — readers named only by what the fault does to them
    ("…老人家根本看不清", app/style/reader_harm.py) are the complaint's reason, not an audience."""
    return not (
        _OWN_DOUBT.search(plain)
        or SARCASTIC_PRAISE.search(plain)
        or _EXAGGERATED.search(without_harm(plain))  # (「还以为是骗子发的」: their mistake)
        or PROMISED.search(plain)
        or _IRONIC_THANKS.search(plain)
        or _MACHINE_WRITER.search(plain)
        or (is_about_readers(plain) and not says_reader_harm(plain))
    )


# A question of its own ("Are the paragraphs too long for phones?"), not a size complained of.
_ASKS = re.compile(r"[?？]")


# A title that is only a bare word ("Every post is titled just 'Update'", 标题老是「通知」两个字)
# beside readers who cannot tell what the piece is about: titles that say more, filed.
_BARE_TITLE = re.compile(
    r"\b(?:titles?|titled|headlines?|headings?)\b[^.!?;]{0,30}?\b(?:just|only|nothing but|simply)"
    r"\s+[\"'“‘][^\"'”’]{1,16}[\"'”’]|"
    # "My blog titles are just one word, 'Autumn'", "the headings are tiny. 'Update'. 'News'.".
    r"\b(?:titles?|headlines?|headings?)\b[^.!?;]{0,20}?\b(?:(?:all |just |only )?(?:one|a single) "
    r"word|(?:so |too |really )?(?:tiny|teeny|minuscule))\b|"
    r"(?:标题|標題)[^。！？!?]{0,6}?(?:老是|总是|就|只有|都是|全是|永远)"
    r"[^。！？!?]{0,12}?(?:[「“\"][^」”\"]{1,8}[」”\"]|[两二三几][个個]字)",
    re.IGNORECASE,
)
_CANT_TELL = re.compile(
    r"\b(?:can'?t|cannot|couldn'?t|can never|don'?t|no one can|nobody can) (?:\w+ )?(?:tell|know|"
    r"guess|work out|see) what\b|\bno idea what\b|\bnobody knows what\b|"
    r"\b(?:can'?t|cannot|couldn'?t|no one can|nobody can) tell (?:one|which)\b|"
    r"\btells? (?:no ?one|nobody|people) (?:nothin\w*|anything)\b|"
    r"不知道[^。！？!?]{0,10}(?:什么|啥|哪)|看不出[^。！？!?]{0,10}(?:什么|啥)|谁知道[^。！？!?]{0,10}(?:什么|啥)",
    re.IGNORECASE,
)


def _bare_titles(plain: str, observations: Sequence[Observation]) -> list[Observation]:
    if any(o.dimension == "title_style" for o in observations):
        return []
    if not (_BARE_TITLE.search(plain) and _CANT_TELL.search(plain)):
        return []
    return [
        Observation(
            dimension="title_style",
            value="long",
            source="writer",
            strength=WRITER_STRENGTH,
            by_writer=True,
            quote=plain.strip(),
        )
    ]


def _names_its_part(dimension: str, text: str) -> bool:
    if dimension in _PART:
        return any(m.lastgroup == _PART[dimension] for m in NOUNS.finditer(text))
    if dimension == "length":
        return bool(_PIECE.search(text))
    if dimension == "emoji":
        return bool(_EMOJI.search(text) or PICTURES.search(text))
    if dimension == "structure":
        return bool(_BULLETS.search(text))
    return False  # a register, a tone or words told by an image: open, asked


def as_described(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """What one message was heard to say, with a complaint that only describes filed as the
    writer's wish where its direction is clear on one dimension, and a size complained of in
    the form of a question put to the writer the way the complaint means."""
    plain = simplified(text)
    why = bool(_SIZE_WHY.search(plain))
    if (_ASKS.search(plain) and not why) or is_sarcastic(plain):
        return list(observations)  # a question of its own, or sarcasm: asked as it was
    said = [(c, s) for s in sentences(plain) for c in clauses(s)]
    # (The readers' trouble beside the writer's own text is no one else's way of writing:
    # "…实习生每次都看得一头雾水".)
    if any((is_someone_else(c) or others_first(c)) and not says_reader_harm(c) for c, _ in said):
        return list(observations)  # "我姐姐的公众号每段都只有一句话": someone else's ways
    # What a clause said as a wish asks for ("Short sentences, please — these are choppy").
    # (The description's own words are no verb: "The sentences stop and start".)
    wished = {
        (h.dimension, h.value)
        for s in sentences(_CHOPPY.sub(" ", plain))
        for c in clauses(s)
        if is_wish(c, s)
        for h in clause_hits(c, Context(), False)
    }
    complaints = [o for o in observations if o.tentative and o.reading == "complaint"]
    dimensions = [o.dimension for o in complaints]
    heard: list[Observation] = []
    for o in observations:
        if why and o.dimension in _PART.keys() | {"length"} and not o.tentative and not o.measured:
            # "句子怎么这么短？": the other direction, put to the writer (a question in form).
            o = replace(o, tentative=True, strength=TENTATIVE_STRENGTH, reading="complaint")
        elif (
            _CHOPPY.search(plain)
            and (o.dimension, o.value) not in wished
            and o.value == "shorter"
            and o.dimension in ("sentence_length", "paragraph_length")
            and (not o.tentative or o in complaints)
            and not o.scoped
        ):
            # "Every sentence is three words. It never flows.": the count described is wrong.
            o = replace(o, value="longer", tentative=False, strength=WRITER_STRENGTH, reading="")
        elif (
            o in complaints
            and not why
            and not o.scoped
            and dimensions.count(o.dimension) == 1
            and (_names_its_part(o.dimension, plain) or plainly_one_way(plain))
        ):
            # "Every bulletin is one giant block of text.": shorter paragraphs, filed; "满篇感叹号，
            # 像在菜市场喊话", "It reads like a legal notice": one way on one dimension, filed too
            # (session 28, the lead's decision) — unless the writer doubts it ("I'd say … perhaps").
            o = replace(o, tentative=False, strength=WRITER_STRENGTH, reading="")
        heard.append(o)
    heard += _bare_titles(plain, heard)
    if says_reader_harm(plain) and plainly_one_way(plain):
        # The readers' trouble beside the wish is its reason: better supported (session 33).
        heard = [
            replace(o, strength=max(o.strength, REASONED_STRENGTH))
            if o.by_writer and not (o.tentative or o.measured or o.scoped)
            else o
            for o in heard
        ]
    return heard
