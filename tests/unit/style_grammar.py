"""A combinatorial grammar of writer statements, to find whole classes of misreadings.

Every statement is built from a wish (a verb phrase asking for one value of one dimension,
written here, in English and Chinese), a form (imperative, polite, lasting, terse…) and a
framing (plain, a complaint beside the wish, a question, a hypothetical, someone else's taste,
a one-off, sarcasm). Each statement carries what must be heard: the value, or nothing firm.
Run as a script to print the failures grouped by framing and dimension:
`.venv/bin/python -m tests.unit.style_grammar`.
"""

from collections import Counter
from dataclasses import dataclass
from typing import Literal

from app.style.dimensions import DIMENSIONS, Observation
from app.style.extract import offline_observations

Expect = Literal["firm", "not_firm", "scoped"]


@dataclass(frozen=True)
class Statement:
    text: str
    dimension: str
    value: str
    expect: Expect  # firm: filed as a lasting wish; not_firm: never filed; scoped: this once
    framing: str
    lang: str


@dataclass(frozen=True)
class Wish:
    """Verb phrases asking for one value, and the noun phrase that names its opposite (what a
    complaint complains of)."""

    dimension: str
    value: str
    en: tuple[str, ...]
    zh: tuple[str, ...]
    en_opposite: str  # "long sentences": named in a complaint, it is not wanted
    zh_opposite: str


WISHES: tuple[Wish, ...] = (
    Wish(
        "sentence_length",
        "shorter",
        ("keep the sentences short", "write in shorter sentences", "split up the long sentences"),
        ("句子写短一点", "多用短句", "长句拆开写"),
        "long sentences",
        "长句子",
    ),
    Wish(
        "sentence_length",
        "longer",
        ("write longer, flowing sentences", "let the sentences run longer"),
        ("句子写长一点", "多用长句"),
        "choppy little sentences",
        "短句子",
    ),
    Wish(
        "paragraph_length",
        "shorter",
        ("keep the paragraphs short", "break the paragraphs up"),
        ("段落短一点", "多分段"),
        "huge paragraphs",
        "一大段一大段的",
    ),
    Wish(
        "paragraph_length",
        "longer",
        ("write fuller, longer paragraphs", "merge the tiny paragraphs"),
        ("段落写长一点", "把碎段落合并"),
        "one-line paragraphs",
        "一句一段的",
    ),
    Wish(
        "title_style",
        "short",
        ("keep the headlines short", "use short titles"),
        ("标题短一点", "标题写短"),
        "long headlines",
        "长标题",
    ),
    Wish(
        "emoji",
        "none",
        ("leave the emoji out", "don't use any emoji"),
        ("不要用表情", "表情全部去掉"),
        "all the emoji",
        "满屏的表情",
    ),
    Wish(
        "emoji",
        "more",
        ("add a few emoji", "use more emoji"),
        ("多加点表情", "多用表情"),
        "a wall of text without a single emoji",
        "一个表情都没有的文字",
    ),
    Wish(
        "formality",
        "casual",
        ("make it more casual", "write in a conversational way"),
        ("写得口语一点", "轻松随意一点"),
        "the stiff corporate wording",
        "这种公文腔",
    ),
    Wish(
        "formality",
        "formal",
        ("keep it formal", "use a more professional register"),
        ("写得正式一点", "用书面语"),
        "the chatty text-message style",
        "这种聊天记录一样的口气",
    ),
    Wish(
        "tone",
        "calm",
        ("tone it down", "keep the tone calm"),
        ("语气平实一点", "收敛一点，别咋咋呼呼"),
        "all the hype and exclamation marks",
        "这种一惊一乍的语气",
    ),
    Wish(
        "tone",
        "lively",
        ("make it livelier", "give it more energy"),
        ("写得活泼一点", "语气生动一点"),
        "the flat, dull tone",
        "这种干巴巴的语气",
    ),
    Wish(
        "vocabulary",
        "plain",
        ("use plain language", "avoid jargon"),
        ("用大白话", "别用术语"),
        "the jargon",
        "满篇的术语",
    ),
    Wish(
        "structure",
        "prose",
        ("write it as prose, not bullet points", "use full paragraphs instead of lists"),
        ("写成段落，不要列表", "别分点，用段落叙述"),
        "bullet points everywhere",
        "一条一条的列表",
    ),
    Wish(
        "structure",
        "lists",
        ("put the steps in a bulleted list", "use bullet points"),
        ("分点列出来", "用列表写"),
        "a solid block of prose",
        "大段文字",
    ),
    Wish(
        "length",
        "concise",
        ("keep it concise", "cut the padding"),
        ("写得简洁一点", "少说废话"),
        "the rambling",
        "这么多废话",
    ),
    Wish(
        "person",
        "second",
        ("address the reader as 'you'", "write in the second person"),
        ("用第二人称写", "直接用“你”称呼读者"),
        "the distant third person",
        "第三人称",
    ),
)

# Forms of a wish that make it lasting: the value must be filed.
_EN_FORMS = (
    "{Vp}.",
    "Please {vp}.",
    "From now on, {vp}.",
    "{Vp} from now on, please.",
    "As a rule, {vp}.",
    "Could you {vp} from now on?",
    "Would you mind if we {vp} going forward?",
    "Going forward, always {vp}.",
    "pls {vp} from now on thx",
)
_ZH_FORMS = (
    "{vp}。",
    "以后{vp}。",
    "今后{vp}吧。",
    "请{vp}，以后都这样。",
    "麻烦以后{vp}，谢谢。",
    "从现在开始{vp}。",
    "以后一律{vp}。",
    "能不能以后都{vp}？",
)
# A complaint about the opposite beside the wish: the wish's value, never the complaint's noun.
_EN_COMPLAINTS = (
    "{Opp} drive me mad. {Vp} from now on.",
    "Honestly, {opp} are exhausting to read. From now on, {vp}.",
    "I'm so tired of {opp}. Please {vp}.",
    "{Opp} give me a headache, so {vp} from now on.",
)
_ZH_COMPLAINTS = (
    "每次看到{opp}我就头疼，以后{vp}。",
    "{opp}看得我好累，以后{vp}。",
    "决定了，以后{vp}，{opp}读者读着太费劲。",
    "受不了{opp}了，以后{vp}吧。",
)
# Framings that ask nothing firm.
_EN_NOT_FIRM = (
    ("question", "Would it be better to {vp}, do you think?"),
    ("question", "Should I {vp}? Not sure."),
    ("hypothetical", "If this were going to a trade journal I'd {vp}, but it isn't."),
    ("hypothetical", "If I were writing for kids, I would {vp}."),
    ("third_party", "My editor keeps telling everyone to {vp}."),
    ("third_party", "My co-author likes to {vp}. Not my thing."),
)
_ZH_NOT_FIRM = (
    ("question", "你觉得{vp}会不会更好？"),
    ("question", "要不要{vp}呢？我拿不准。"),
    ("hypothetical", "如果是给杂志投稿，我会{vp}，不过这篇不是。"),
    ("hypothetical", "假如读者是小学生，就得{vp}。"),
    ("third_party", "我们主编总说要{vp}。"),
    ("third_party", "我同事喜欢{vp}，我倒无所谓。"),
)
# More ways of saying a lasting wish: a document as the subject, a reason after the wish,
# readers' trouble as the complaint.
_EN_MORE_FORMS = (
    ("subject", "As a rule, every client update should {vp}."),
    ("subject", "If it's not too much trouble, could the weekly notes always {vp}?"),
    ("reason", "{Vp} from now on — {opp} lose readers on their phones."),
    ("reason", "{Opp} lose our readers halfway. {Vp}, always."),
)
_ZH_MORE_FORMS = (
    ("subject", "以后每期简报都{vp}。"),
    ("reason", "以后{vp}，{opp}读者手机上看着太累。"),
    ("reason", "读者反映{opp}看不下去，以后{vp}。"),
)
# The opposite banned, with no wish said: what is banned is what is not wanted.
_EN_BANS = (
    "I don't want {opp} anymore.",
    "Get rid of {opp} from now on.",
    "Enough of {opp} — for good.",
    "No more {opp}, please, ever.",
)
_ZH_BANS = ("以后不要再出现{opp}了。", "我不想再看到{opp}了，以后都是。", "{opp}以后一律不要。")
# Someone else's habit, complained of: nothing is the writer's request.
_EN_OTHERS = (
    ("third_party", "My boss loves {opp}. Drives me a little mad."),
    ("third_party", "Our intern always wants to {vp}, bless him."),
)
_ZH_OTHERS = (("third_party", "隔壁号的主笔特别喜欢{opp}，我看着就头疼。"),)
# Sarcasm about the opposite: never filed firmly, never the literal praise.
_EN_SARCASM = ("Oh great, {opp} again. Love it. Super fun.",)
_ZH_SARCASM = ("真好，又是{opp}，读者肯定看得津津有味呢。",)
# Counts, caps and regret: what they mean, whatever words they are put in.
SPECIAL: tuple[tuple[str, str, str, str], ...] = (
    ("这样好，表情就点缀一两个，以后都这样。", "emoji", "fewer", "zh"),
    ("以后表情最多放两个。", "emoji", "fewer", "zh"),
    ("表情偶尔用一个就行，别多。", "emoji", "fewer", "zh"),
    ("Just one or two emoji per post from now on.", "emoji", "fewer", "en"),
    ("From now on, a couple of emoji at most.", "emoji", "fewer", "en"),
    (
        "Keep the paragraphs to two or three lines each from now on.",
        "paragraph_length",
        "shorter",
        "en",
    ),
    (
        "Could you keep the paragraphs to three lines from now on?",
        "paragraph_length",
        "shorter",
        "en",
    ),
    ("Keep the leaflets to one page from now on.", "length", "concise", "en"),
    ("Keep sentences under fifteen words going forward.", "sentence_length", "shorter", "en"),
    ("以后每段不超过三行。", "paragraph_length", "shorter", "zh"),
    ("以后全文控制在一页以内。", "length", "concise", "zh"),
    ("以后每句控制在二十个字以内。", "sentence_length", "shorter", "zh"),
    (
        "Regretting the emoji idea. Take them all out, none at all from here on.",
        "emoji",
        "none",
        "en",
    ),
    ("The bullet-point idea was a mistake. Back to prose from now on.", "structure", "prose", "en"),
    (
        "I regret the casual tone idea. Make it formal again from now on.",
        "formality",
        "formal",
        "en",
    ),
    ("当初让你加表情是个错误，以后一个都不要。", "emoji", "none", "zh"),
    ("分点那个主意不好，以后还是写成段落。", "structure", "prose", "zh"),
    # A negated modal wants the opposite; "not … enough" wants more of it.
    ("The posts shouldn't be this formal.", "formality", "casual", "en"),
    ("Headlines mustn't be long.", "title_style", "short", "en"),
    ("It isn't casual enough.", "formality", "casual", "en"),
    ("这篇不该这么正式。", "formality", "casual", "zh"),
    ("标题不应该这么长。", "title_style", "short", "zh"),
)
# Other words for the same wishes, through a few lasting forms: the vocabulary a stranger uses.
SYNONYMS: tuple[tuple[str, str, str, str], ...] = (
    ("sentence_length", "shorter", "en", "go for snappier sentences"),
    ("sentence_length", "shorter", "en", "no sentence longer than two lines"),
    ("sentence_length", "shorter", "en", "chop the long sentences up"),
    ("sentence_length", "longer", "en", "let the sentences breathe and flow"),
    ("paragraph_length", "shorter", "en", "keep the paragraphs bite-sized"),
    ("paragraph_length", "shorter", "en", "no more walls of text"),
    ("paragraph_length", "longer", "en", "stop splitting everything into one-liners"),
    ("title_style", "short", "en", "trim the headlines down"),
    ("title_style", "short", "en", "make the titles punchy and short"),
    ("title_style", "long", "en", "give the headlines more detail so they say what the post is"),
    ("emoji", "none", "en", "ditch the emoji"),
    ("emoji", "none", "en", "no emoji at all"),
    ("emoji", "fewer", "en", "go easy on the emoji"),
    ("emoji", "more", "en", "throw in a few emoji"),
    ("formality", "casual", "en", "make it sound less stiff"),
    ("formality", "casual", "en", "write like you're talking to a friend"),
    ("formality", "casual", "en", "loosen up the wording"),
    ("formality", "formal", "en", "make it more buttoned-up and businesslike"),
    ("formality", "formal", "en", "no slang"),
    ("tone", "lively", "en", "make it more upbeat"),
    ("tone", "lively", "en", "inject some personality"),
    ("tone", "calm", "en", "dial down the hype"),
    ("tone", "calm", "en", "fewer exclamation marks"),
    ("vocabulary", "plain", "en", "explain things in layman's terms"),
    ("vocabulary", "plain", "en", "skip the acronyms"),
    ("vocabulary", "plain", "en", "write in plain English"),
    ("vocabulary", "technical", "en", "use the proper technical terms"),
    ("structure", "lists", "en", "break it into steps"),
    ("structure", "lists", "en", "lay it out as a checklist"),
    ("structure", "prose", "en", "write it as flowing text, no bullets"),
    ("length", "concise", "en", "keep it brief"),
    ("length", "concise", "en", "cut the waffle"),
    ("length", "detailed", "en", "go deeper and flesh things out"),
    ("length", "detailed", "en", "add more concrete examples"),
    ("person", "second", "en", "talk to the reader directly"),
    ("person", "second", "en", "speak directly to the reader as 'you'"),
    ("person", "third", "en", "stop addressing the reader as 'you'"),
    ("sentence_length", "shorter", "zh", "句子别太长"),
    ("sentence_length", "shorter", "zh", "一句话别超过两行"),
    ("sentence_length", "shorter", "zh", "多用短句，短平快"),
    ("sentence_length", "longer", "zh", "句子可以长一些，连贯一点"),
    ("paragraph_length", "shorter", "zh", "段落别太大"),
    ("paragraph_length", "shorter", "zh", "多分几段"),
    ("paragraph_length", "longer", "zh", "别一句话就分一段"),
    ("title_style", "short", "zh", "标题精炼点"),
    ("title_style", "short", "zh", "标题简短有力"),
    ("title_style", "long", "zh", "标题写具体一点，长一点没关系"),
    ("emoji", "none", "zh", "表情一个都别放"),
    ("emoji", "fewer", "zh", "表情少放几个"),
    ("emoji", "more", "zh", "多放几个表情"),
    ("formality", "casual", "zh", "别那么官方"),
    ("formality", "casual", "zh", "说人话"),
    ("formality", "casual", "zh", "接地气一点"),
    ("formality", "casual", "zh", "别那么死板"),
    ("formality", "formal", "zh", "写得规范一点，像正式文件"),
    ("formality", "formal", "zh", "别太随便"),
    ("tone", "lively", "zh", "语气热情点"),
    ("tone", "lively", "zh", "多点活力"),
    ("tone", "calm", "zh", "别太煽情"),
    ("tone", "calm", "zh", "冷静客观一点"),
    ("vocabulary", "plain", "zh", "写得通俗点"),
    ("vocabulary", "plain", "zh", "少用专业词"),
    ("vocabulary", "plain", "zh", "别拽术语"),
    ("vocabulary", "technical", "zh", "专业术语该用就用"),
    ("structure", "lists", "zh", "分条列出来"),
    ("structure", "lists", "zh", "列个清单"),
    ("structure", "prose", "zh", "别列表，写成文章"),
    ("length", "concise", "zh", "精简一点"),
    ("length", "concise", "zh", "别啰嗦"),
    ("length", "concise", "zh", "删繁就简"),
    ("length", "detailed", "zh", "多写点细节"),
    ("length", "detailed", "zh", "展开讲讲"),
    ("person", "second", "zh", "用“你”来称呼读者"),
    ("person", "second", "zh", "像跟读者面对面聊天一样，用第二人称"),
    ("person", "third", "zh", "别用“你”，用第三人称"),
)
_SYNONYM_FORMS = {
    "en": ("{Vp}.", "From now on, {vp}.", "Please {vp} going forward."),
    "zh": ("{vp}。", "以后{vp}。", "今后都{vp}吧。"),
}
_EN_ONE_OFF = ("Just this once, {vp}.", "For this post only, {vp}.")
_ZH_ONE_OFF = ("这次{vp}就行，下次照旧。", "就这一篇{vp}，别的不用。")


def _bannable(wish: Wish) -> bool:
    """Banning "text without a single emoji" is a double negative left out of the grammar."""
    return (wish.dimension, wish.value) != ("emoji", "more")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def statements() -> list[Statement]:
    found: list[Statement] = []
    for wish in WISHES:

        def add(text: str, expect: Expect, framing: str, lang: str, wish: Wish = wish) -> None:
            found.append(Statement(text, wish.dimension, wish.value, expect, framing, lang))

        for vp in wish.en:
            fill = {
                "vp": vp,
                "Vp": _cap(vp),
                "opp": wish.en_opposite,
                "Opp": _cap(wish.en_opposite),
            }
            for form in _EN_FORMS:
                add(form.format(**fill), "firm", "wish", "en")
            for form in _EN_COMPLAINTS:
                add(form.format(**fill), "firm", "complaint+wish", "en")
            for framing, form in _EN_NOT_FIRM:
                add(form.format(**fill), "not_firm", framing, "en")
            for form in _EN_ONE_OFF:
                add(form.format(**fill), "scoped", "one_off", "en")
            for form in _EN_BANS if _bannable(wish) else ():
                add(form.format(**fill), "firm", "ban", "en")
            for framing, form in _EN_MORE_FORMS:
                add(form.format(**fill), "firm", framing, "en")
            for framing, form in _EN_OTHERS:
                add(form.format(**fill), "not_firm", framing, "en")
            for form in _EN_SARCASM:
                add(form.format(**fill), "not_firm", "sarcasm", "en")
        for vp in wish.zh:
            fill = {"vp": vp, "opp": wish.zh_opposite}
            for form in _ZH_FORMS:
                add(form.format(**fill), "firm", "wish", "zh")
            for form in _ZH_COMPLAINTS:
                add(form.format(**fill), "firm", "complaint+wish", "zh")
            for framing, form in _ZH_NOT_FIRM:
                add(form.format(**fill), "not_firm", framing, "zh")
            for form in _ZH_ONE_OFF:
                add(form.format(**fill), "scoped", "one_off", "zh")
            for form in _ZH_BANS if _bannable(wish) else ():
                add(form.format(**fill), "firm", "ban", "zh")
            for framing, form in _ZH_MORE_FORMS:
                add(form.format(**fill), "firm", framing, "zh")
            for framing, form in _ZH_OTHERS:
                add(form.format(**fill), "not_firm", framing, "zh")
            for form in _ZH_SARCASM:
                add(form.format(**fill), "not_firm", "sarcasm", "zh")
    # Two wishes on two dimensions in one message: each heard, neither bleeding into the other.
    for first in WISHES:
        for second in WISHES:
            if first.dimension == second.dimension:
                continue
            pairs = (
                ("en", f"From now on, {first.en[0]}, and {second.en[0]}."),
                ("zh", f"以后{first.zh[0]}，{second.zh[0]}。"),
            )
            for lang, text in pairs:
                for wish in (first, second):
                    found.append(
                        Statement(text, wish.dimension, wish.value, "firm", "two_wishes", lang)
                    )
    for dimension, value, lang, vp in SYNONYMS:
        for form in _SYNONYM_FORMS[lang]:
            text = form.format(vp=vp, Vp=_cap(vp))
            found.append(Statement(text, dimension, value, "firm", "synonym", lang))
    for text, dimension, value, lang in SPECIAL:
        found.append(Statement(text, dimension, value, "firm", "count/cap/regret", lang))
    return found


def _sign(dimension: str, value: str) -> bool:
    return DIMENSIONS[dimension][value] > 0


def judge(statement: Statement, observations: list[Observation]) -> str:
    """ "ok", or what went wrong: "inverted" (the opposite heard), "missed", "too firm"."""
    on = [o for o in observations if o.dimension == statement.dimension]
    want = _sign(statement.dimension, statement.value)
    if any(_sign(o.dimension, o.value) != want for o in on):
        return "inverted"
    firm = [o for o in on if not o.tentative and not o.scoped]
    if statement.expect == "firm":
        return "ok" if firm else "missed"
    if firm:
        return "too firm"
    if statement.expect == "scoped" and not on:
        return "missed"
    return "ok"


def failures() -> list[tuple[Statement, str]]:
    judged = [(s, judge(s, offline_observations(s.text))) for s in statements()]
    return [(s, verdict) for s, verdict in judged if verdict != "ok"]


if __name__ == "__main__":
    every = statements()
    wrong = failures()
    print(f"{len(every)} statements, {len(wrong)} misread")
    classes = Counter((s.framing, s.lang, verdict) for s, verdict in wrong)
    for (framing, lang, verdict), n in classes.most_common():
        print(f"  {n:4d}  {framing:15s} {lang}  {verdict}")
    for s, verdict in wrong:
        print(f"  {verdict:9s} {s.dimension}={s.value}  {s.text}")
