"""Which language a text is written in — enough to tell a reply in another language from the
article's own, within one script (English vs Spanish, French, German…) as well as across
scripts (Chinese vs a Latin-script language).

Latin-script languages are told apart by their most frequent function words: a careful
reader knows "el … de la … que" is not English after a sentence. When the evidence is thin
(a few words, a name, a code line) the language is left unknown and nothing is refused for it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from app.domain.text import CJK_CHAR
from app.editing.units import fenced_indices
from app.style.hant import simplified


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Function words frequent in each language and rare in the others' running text.
_STOPWORDS: dict[str, frozenset[str]] = {
    "en": _words(
        """
        the and of to is in it that with for was are this on you but not be have from they
        at by or when what which its their there were has had will would been than then into
        about these those we our your he she his her them who how
        """
    ),
    "es": _words(
        """
        el la los las de que y en un una es por con para del se no su al lo como más pero
        muy está son sus le ya también porque cuando sobre entre hasta desde hay todo esta
        este qué
        """
    ),
    "fr": _words(
        """
        le la les de des et un une est en que qui du dans pour pas sur au avec ce il elle
        sont par plus ne se nous vous leur cette mais ou où aux été être très
        """
    ),
    "de": _words(
        """
        der die das und ist nicht ein eine zu den von mit sich auf für im dem des es auch
        wird sind wie bei oder aus nach wenn noch nur über einer einem war ich wir sie
        """
    ),
    "pt": _words(
        """
        o os as de que e um uma é em do da não para com por mais se na no dos das ao pela
        pelo mas também como está são muito
        """
    ),
    "it": _words(
        """
        il lo la gli le di che e è un una per non con del della sono più nel anche alla dei
        delle questo questa ma come molto
        """
    ),
}
_WORD = re.compile(r"[a-zà-öø-ÿœ']+")
# Fewest function words that name a language, and by how much it must lead the next one.
_MIN_HITS = 4
_LEAD = 2.0


_CJK_RUN = re.compile(CJK_CHAR.pattern + "+")
_LATIN_RUN = re.compile(r"[A-Za-z]+")


# A word glossed in brackets in another script: "kitsune udon (きつねうどん)", 绿豆煎饼
# （bindaetteok）. The gloss is no part of the sentence's language.
_GLOSS = re.compile(r"[(（][^()（）\n]{1,40}[)）]")


@lru_cache(maxsize=1024)  # the judge asks about the same article and reply several times
def script_of(text: str) -> str:
    """ "cjk", "latin", or "" (too little text to tell). Words glossed in brackets are left
    out when the rest says enough: an English article with Japanese names in brackets is
    English (a paragraph of it answered in Chinese is another language)."""
    bare = _GLOSS.sub(" ", text)
    if bare != text and _script(bare):
        return _script(bare)
    return _script(text)


def _script(text: str) -> str:
    cjk = sum(map(len, _CJK_RUN.findall(text)))
    latin = sum(map(len, _LATIN_RUN.findall(text)))
    if cjk + latin < 8:
        return ""
    if cjk >= 0.3 * (cjk + latin / 4):
        return "cjk"
    return "latin" if cjk < 0.05 * (cjk + latin / 4) else ""


@lru_cache(maxsize=1024)
def language_of(text: str) -> str:
    """ "cjk", a Latin-script language ("en", "es", "fr", "de", "pt", "it"; "non-en" when it
    is clearly not English but these are close), "latin" when the script is Latin but the
    language unclear, or "" when too little text to tell."""
    script = script_of(text)
    if script != "latin":
        return script
    words = _WORD.findall(text.lower())
    hits = {
        language: sum(1 for word in words if word in stopwords)
        for language, stopwords in _STOPWORDS.items()
    }
    ranked = sorted(hits.items(), key=lambda item: item[1], reverse=True)
    (best, top), (_, second) = ranked[0], ranked[1]
    if top < _MIN_HITS or top < 0.12 * len(words):
        return "latin"
    if top >= _LEAD * second:
        return best
    if best != "en" and top >= _LEAD * hits["en"]:
        return "non-en"  # Spanish or Portuguese, say — not English, whichever it is
    return "latin"


def other_language(before: str, after: str) -> bool:
    """Whether `after` is written in another language than `before` (both clear enough)."""
    old, new = language_of(before), language_of(after)
    if old == new == "cjk":
        return _other_cjk(before, after)
    if not old or not new or old == new:
        return False
    if "cjk" in (old, new):
        return True
    if "latin" in (old, new):
        return False
    if "non-en" in (old, new):
        return "en" in (old, new)
    return True


_KANA = re.compile(r"[\u3041-\u309f\u30a1-\u30fa]")
_HANGUL = re.compile(r"[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]")


def _other_cjk(before: str, after: str) -> bool:
    """Whether two CJK texts are in different languages: Chinese, Japanese (kana between the
    characters) or Korean (hangul). Both must be clear: a Chinese article naming a Japanese
    shop (「すき家」) is still Chinese, and a text between the two says nothing."""
    old, new = _cjk_language(before), _cjk_language(after)
    return bool(old and new and old != new)


def _cjk_language(text: str) -> str:
    """ "zh", "ja", "ko", or "" when the text's CJK characters do not say clearly."""
    cjk = len(CJK_CHAR.findall(text))
    kana, hangul = len(_KANA.findall(text)), len(_HANGUL.findall(text))
    if not cjk:
        return ""
    if hangul >= 0.5 * cjk:
        return "ko"
    if kana >= max(0.15 * cjk, 3) and hangul < 0.05 * cjk:
        return "ja"
    return "zh" if kana < 0.03 * cjk and hangul < 0.05 * cjk else ""


_INVERTED = re.compile(r"[¡¿]")
_LETTERS = re.compile(r"[a-zà-öø-ÿœ]+")


def strays_from(article: str, text: str) -> bool:
    """Whether one changed or added paragraph is in another language than the article around
    it, on the thin evidence a short paragraph gives (`other_language` wants more): kana in a
    Chinese article that has none, Traditional characters in a Simplified one, "¡" or "¿" in
    an article without them, or a Latin-script paragraph with none of the article language's
    function words and two different ones of another's."""
    language = language_of(article)
    if language == "cjk":
        if len(_KANA.findall(text)) >= 2 and not _KANA.search(article):
            return True  # Japanese
        return _traditional(text) >= 3 and not _traditional(article)
    if language not in _STOPWORDS:
        return False  # the article's own language is unclear: nothing to hold it to
    if _INVERTED.search(text) and not _INVERTED.search(article):
        return language != "es"
    words = _LETTERS.findall(text.lower())  # "n'est" is "n" and "est"
    if len(words) < 4:
        return False
    # Distinct words: a table's "| no | no |" is one word of Spanish, not three.
    hits = {name: len(stop.intersection(words)) for name, stop in _STOPWORDS.items()}
    return not hits[language] and max(hits[n] for n in hits if n != language) >= 2


def _traditional(text: str) -> int:
    """How many characters only Traditional Chinese writes (never Simplified)."""
    return sum(1 for char in set(text) if _folds(char))


@lru_cache(maxsize=8192)
def _folds(char: str) -> bool:
    # simplified() runs its regional words' patterns too: asked once a character, not once a
    # character of every paragraph the judge holds to the article's script.
    return simplified(char) != char


def is_bilingual(originals: Sequence[str], written: str) -> bool:
    """Whether the article holds paragraphs in two languages, one of them the reply's (`written`).
    A fenced code block is in no language of prose: a Chinese post with a YAML snippet is no
    bilingual article, and its paragraphs are held to Chinese."""
    code = fenced_indices(originals)
    scripts = {
        script_of(p) for i, p in enumerate(originals) if len(p.strip()) >= 20 and i not in code
    }
    return len(scripts - {""}) >= 2 and script_of(written) in scripts


def language_around(body: str, start: int, end: int) -> str:
    """The text whose language a selection's new words are held to: the selection when it says
    enough, else its line (a bilingual notice's English line beside its Chinese one), else
    the whole article."""
    line = body[body.rfind("\n", 0, start) + 1 : (body + "\n").find("\n", end)]
    return next((t for t in (body[start:end], line) if language_of(t) not in ("", "latin")), body)


def in_other_script(reply: str, script: str) -> bool:
    """Whether the reply is written in a script other than `script` (a translation)."""
    other = script_of(reply) or script_of_words(reply)
    return bool(script and other and other != script)


def script_of_words(text: str) -> str:
    """The script of a short text: "latin" for a few Latin words with no CJK character, "cjk"
    for CJK characters with no Latin word, else ""."""
    latin = len(re.findall(r"[A-Za-z]{2,}", text))
    cjk = len(CJK_CHAR.findall(text))
    if latin >= 3 and not cjk:
        return "latin"
    return "cjk" if cjk >= 3 and not latin else ""


# Share of a rewritten paragraph's words (a CJK character counts one) the other script may
# hold before the paragraph reads as half written in it, and the fewest English function
# words that show sentences of English, not names (Apple Podcasts, iPhone).
_MIXED_SHARE = 0.4
_MIXED_FUNCTION_WORDS = 3
# Share of the writer's own paragraph the other script may hold for it to count as one
# language (a bilingual line is no such paragraph).
_OWN_SHARE = 0.1


def mixed_into_other(before: str, after: str) -> bool:
    """Whether a paragraph of one script came back half written in the other: a Chinese
    paragraph polished into "This episode, 我们请来了…——she talks about…", or an English one
    given back around Chinese clauses. `other_language` reads such a mix as neither language;
    its sentences of the other language are still text the writer never wrote in it. A Chinese
    rewrite naming a product (Apple Podcasts) or a term keeps far fewer words of English."""
    old_cjk, old_latin = _script_words(before)
    new_cjk, new_latin = _script_words(after)
    if old_cjk + old_latin < 8 or new_cjk + new_latin < 8:
        return False
    if old_latin <= _OWN_SHARE * (old_cjk + old_latin):  # the writer's paragraph is Chinese
        english = sum(1 for word in _WORD.findall(after.lower()) if word in _STOPWORDS["en"])
        return (
            new_latin >= _MIXED_SHARE * (new_cjk + new_latin)
            and english >= _MIXED_FUNCTION_WORDS
            and new_cjk < _REPLACED * old_cjk  # not the writer's Chinese with English beside it
        )
    if old_cjk <= _OWN_SHARE * (old_cjk + old_latin):  # the writer's paragraph is in Latin script
        return new_cjk >= _MIXED_SHARE * (new_cjk + new_latin) and new_latin < _REPLACED * old_latin
    return False


# A rewrite that keeps less than this share of the writer's script put the other in its place;
# one that keeps it and adds the other beside it is bilingual (雨天那段后面加上英文).
_REPLACED = 0.6


def _script_words(text: str) -> tuple[int, int]:
    """The CJK characters and the Latin-script words of `text`."""
    return len(CJK_CHAR.findall(text)), len(_LATIN_RUN.findall(text))
