"""The core constructions people state a style preference in, crossed with every dimension and
direction: comparatives (更X, X一点, 再X些, 越X越好, "X-er", "less X"), wishes (wish, would
love, would rather, needs to be, could stand to be, 希望, 最好, 还是…好), praise of a change
(X了…好多了, "much better shorter"), keeping what is there, bans with words between the
negation and its noun, contrast and double negation ("not X but Y", 不是X是Y, "it isn't that I
don't want…"), and a pronoun for the writing ("I wish they were calmer").

Run as a script to print what is misread: `.venv/bin/python -m tests.unit.style_constructions`.
"""

from collections import Counter
from dataclasses import dataclass

from tests.unit.style_grammar import WISHES, Statement, judge


@dataclass(frozen=True)
class Quality:
    """One value of one dimension as an adjective on a noun, in both languages."""

    dimension: str
    value: str
    noun: str  # "sentences"
    adjective: str  # "short"
    comparative: str  # "shorter"
    opposite: str  # "long": the other pole, what is not wanted
    zh_noun: str  # "句子"
    zh_adjective: str  # "短"
    zh_opposite: str  # "长"


QUALITIES: tuple[Quality, ...] = (
    Quality(
        "sentence_length", "shorter", "sentences", "short", "shorter", "long", "句子", "短", "长"
    ),
    Quality(
        "sentence_length", "longer", "sentences", "long", "longer", "short", "句子", "长", "短"
    ),
    Quality(
        "paragraph_length", "shorter", "paragraphs", "short", "shorter", "long", "段落", "短", "长"
    ),
    Quality(
        "paragraph_length", "longer", "paragraphs", "long", "longer", "short", "段落", "长", "短"
    ),
    Quality("title_style", "short", "headlines", "short", "shorter", "long", "标题", "短", "长"),
    Quality("title_style", "long", "headlines", "long", "longer", "short", "标题", "长", "短"),
    Quality("tone", "calm", "captions", "calm", "calmer", "lively", "语气", "平和", "活泼"),
    Quality("tone", "lively", "captions", "lively", "livelier", "calm", "语气", "活泼", "平和"),
    Quality(
        "formality", "casual", "posts", "casual", "more casual", "formal", "文风", "口语化", "正式"
    ),
    Quality(
        "formality", "formal", "posts", "formal", "more formal", "casual", "文风", "正式", "口语化"
    ),
    Quality(
        "vocabulary", "plain", "wording", "plain", "plainer", "technical", "用词", "通俗", "专业"
    ),
    Quality(
        "length",
        "concise",
        "updates",
        "concise",
        "more concise",
        "detailed",
        "通知",
        "简短",
        "详细",
    ),
    Quality(
        "length",
        "detailed",
        "updates",
        "detailed",
        "more detailed",
        "brief",
        "通知",
        "详细",
        "简短",
    ),
)

# Each construction takes one quality and says it is wanted, firmly.
_EN = (
    ("comparative", "Make the {noun} {cmp}."),
    ("comparative", "The {noun} could be a bit {cmp}."),
    ("wish", "I wish the {noun} were {cmp}."),
    ("wish", "I'd love it if the {noun} were {cmp}."),
    ("wish", "I'd rather the {noun} were {cmp}."),
    ("wish", "The {noun} need to be {cmp}."),
    ("wish", "The {noun} could stand to be {cmp}."),
    ("wish", "The {noun} should be {adj} from now on."),
    ("pronoun", "About the {noun}: I just wish they were {cmp}."),
    ("pronoun", "The {noun} are ok. I'd prefer them {cmp} though."),
    ("praise_change", "The {noun} are {cmp} now and it reads so much better. Keep it that way."),
    ("praise_change", "{Cmp} {noun} read so much better. Keep them like this."),
    ("praise_change", "The {noun} work much better {cmp}. Stick with that."),
    ("the_more", "The {cmp} the {noun}, the better."),
    ("keep", "Keep the {noun} {adj}, like this one."),
    ("contrast", "It's not that I want {opp} {noun} — I want {adj} ones."),
    ("contrast", "Not {opp} {noun}, {adj} ones, please."),
)
_ZH = (
    ("comparative", "{noun}再{adj}一些。"),
    ("comparative", "{noun}{adj}一点。"),
    ("comparative", "{noun}更{adj}一点比较好。"),
    ("wish", "希望{noun}{adj}一点。"),
    ("wish", "{noun}最好{adj}一点。"),
    ("wish", "{noun}还是{adj}一点好。"),
    ("wish", "我想要{noun}{adj}一点的。"),
    ("praise_change", "{noun}{adj}了，好读多了，保持这样。"),
    ("praise_change", "{noun}{adj}了确实舒服多了，以后就这样。"),
    ("the_more", "以后{noun}越{adj}越好。"),
    ("the_more", "{noun}越{adj}越好。"),
    ("keep", "{noun}保持{adj}，就像这篇一样。"),
    ("contrast", "不是要{noun}{opp}，是要{adj}一点。"),
    ("contrast", "{noun}别{opp}，要{adj}一点。"),
)


# Wishes for every value (the verb phrases of tests/unit/style_grammar.py) put in the other
# ways people ask: a wish, a preference, a need, a recommendation.
_EN_ASKED = (
    "I'd rather you {vp} from now on.",
    "I'd love it if you could {vp} going forward.",
    "It would be great if you could {vp} from now on.",
    "I really need you to {vp} from now on.",
    "You should {vp} from now on.",
    "What I want is for you to {vp}, always.",
    "Please always {vp}.",
    "I prefer that you {vp}.",
)
# The opposite turned down beside the wish, a contrast, a pronoun for the writing.
_EN_CONTRASTED = (
    "Less of {opp}, please — {vp} from now on.",
    "Not {opp}. {Vp}, always.",
    "Instead of {opp}, {vp} from now on.",
    "The drafts? {Vp} from now on, all of them.",
    "It's not that I don't want changes. {Vp} from now on.",
)
_ZH_CONTRASTED = (
    "与其{opp}，不如{vp}，以后都这样。",
    "别再{opp}了，以后{vp}。",
    "不是不能改，是要{vp}，以后都这样。",
    "这些稿子以后都{vp}。",
)
_ZH_ASKED = (
    "希望以后{vp}。",
    "我更希望{vp}。",
    "最好{vp}。",
    "以后还是{vp}比较好。",
    "我想让你以后{vp}。",
    "你以后{vp}就行。",
    "下次开始{vp}。",
    "以后都得{vp}。",
)


def statements() -> list[Statement]:
    found: list[Statement] = []
    for wish in WISHES:
        for vp in wish.en:
            for form in _EN_ASKED:
                text = form.format(vp=vp)
                found.append(Statement(text, wish.dimension, wish.value, "firm", "asked", "en"))
            for form in _EN_CONTRASTED:
                text = form.format(vp=vp, Vp=vp[:1].upper() + vp[1:], opp=wish.en_opposite)
                found.append(Statement(text, wish.dimension, wish.value, "firm", "contrast", "en"))
        for vp in wish.zh:
            for form in _ZH_CONTRASTED:
                text = form.format(vp=vp, opp=wish.zh_opposite)
                found.append(Statement(text, wish.dimension, wish.value, "firm", "contrast", "zh"))
            for form in _ZH_ASKED:
                text = form.format(vp=vp)
                found.append(Statement(text, wish.dimension, wish.value, "firm", "asked", "zh"))
    for q in QUALITIES:
        fill = {
            "noun": q.noun,
            "adj": q.adjective,
            "cmp": q.comparative,
            "Cmp": q.comparative[:1].upper() + q.comparative[1:],
            "opp": q.opposite,
        }
        for framing, form in _EN:
            found.append(
                Statement(form.format(**fill), q.dimension, q.value, "firm", framing, "en")
            )
        zh = {"noun": q.zh_noun, "adj": q.zh_adjective, "opp": q.zh_opposite}
        for framing, form in _ZH:
            found.append(Statement(form.format(**zh), q.dimension, q.value, "firm", framing, "zh"))
    for text, dimension, value, lang in SPECIAL:
        found.append(Statement(text, dimension, value, "firm", "special", lang))
    for text, dimension, value, lang in NOT_FIRM:
        found.append(Statement(text, dimension, value, "not_firm", "special", lang))
    return found


# Negation reaching its noun over words between, double negation, a negated kind that is not
# the whole, a complaint overruled by the wish beside it.
SPECIAL: tuple[tuple[str, str, str, str], ...] = (
    (
        "Please don't put any of those little praying-hands emojis in the bulletin again.",
        "emoji",
        "none",
        "en",
    ),
    ("Never use any of those cheesy little sparkle emojis again.", "emoji", "none", "en"),
    ("No more of those big long rambling paragraphs, please.", "paragraph_length", "shorter", "en"),
    ("It's not that I don't want hype in our posts. I do.", "tone", "lively", "en"),
    ("It isn't that I dislike emoji — I love them. Use more.", "emoji", "more", "en"),
    ("不是不喜欢表情，是要多放点。", "emoji", "more", "zh"),
    ("不是不能写细，是家长没耐心看。以后通知越短越好。", "length", "concise", "zh"),
    ("i said no CRINGE emojis. we want more emojis in our posts.", "emoji", "more", "en"),
    (
        "Every caption sounds like a hype man on his fifth energy drink. "
        "I just wish they were calmer.",
        "tone",
        "calm",
        "en",
    ),
    ("别再写那种长长的段落了。", "paragraph_length", "shorter", "zh"),
    ("Shorter reads so much better. Keep it up.", "length", "concise", "en"),
    ("句子短了确实好读多了，保持这样。", "sentence_length", "shorter", "zh"),
    ("段落短了好读多了。", "paragraph_length", "shorter", "zh"),
    (
        "Much better now that the paragraphs are shorter. Keep it like that.",
        "paragraph_length",
        "shorter",
        "en",
    ),
    ("改成列表以后清楚多了，保持。", "structure", "lists", "zh"),
    ("这版短多了，好读，以后就这个长度。", "length", "concise", "zh"),
    ("以后长句都要拆开写。", "sentence_length", "shorter", "zh"),
    ("I'd rather you didn't use emoji.", "emoji", "none", "en"),
    ("Never use any emojis again.", "emoji", "none", "en"),
    (
        "The casual voice experiment didn't land. Back to formal, permanently.",
        "formality",
        "formal",
        "en",
    ),
)
# Said and not asked: never filed firmly.
NOT_FIRM: tuple[tuple[str, str, str, str], ...] = (
    ("My sister wishes her captions were calmer.", "tone", "calm", "en"),
    ("Would shorter sentences read better, do you think?", "sentence_length", "shorter", "en"),
    ("标题是不是越短越好？", "title_style", "short", "zh"),
)


def failures() -> list[tuple[Statement, str]]:
    from app.style.extract import offline_observations

    judged = [(s, judge(s, offline_observations(s.text))) for s in statements()]
    return [(s, verdict) for s, verdict in judged if verdict != "ok"]


if __name__ == "__main__":
    every = statements()
    wrong = failures()
    print(f"{len(every)} statements, {len(wrong)} misread")
    for (framing, lang, verdict), n in Counter((s.framing, s.lang, v) for s, v in wrong).items():
        print(f"  {n:4d}  {framing:15s} {lang}  {verdict}")
    for s, verdict in wrong:
        print(f"  {verdict:9s} {s.dimension}={s.value}  {s.text}")
