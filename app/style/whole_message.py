"""What a message says as a whole, after each sentence has been read: readers told over several
sentences, doubt the writer settles later in the message, a text likened to something with no
wish anywhere (asked), what sarcasm or a mockery implies, jargon quoted to mock or ban it, a
complaint that only describes (asked, the way its measure says), and praise of a change.

`extract` reads the sentences and hands what they filed here; what is filed is changed in
place or replaced, and returned."""

from collections.abc import Callable
from dataclasses import replace

from app.style.audience import implied_by_readers
from app.style.complaints import complaint_wished, implies_only, is_wish
from app.style.dimensions import Observation
from app.style.expertise import implied_by_expertise
from app.style.filing import TENTATIVE_STRENGTH, TURNED, WISHED, WRITER_STRENGTH
from app.style.filing import file_reading as _file
from app.style.filing import heard_as as _heard
from app.style.filing import put_right as _put_right
from app.style.hits import Context, Hit, clauses
from app.style.message_cues import COMMITS, LIKENS, MIXED_LENGTHS
from app.style.mockery import mocked_property, plain_requests, read_mockery
from app.style.others import is_someone_else, others_first
from app.style.overused import crowded_hype
from app.style.praise import praised_change
from app.style.readers_told import as_readership, readers_span, said_once
from app.style.reading import IMPERATIVE, LASTING, is_polite_request, sentences
from app.style.sarcasm_wants import implied_by_sarcasm
from app.style.stance import (
    bans_quoted_jargon,
    bans_quoted_register,
    describes_model_edit,
    mocks_quoted_jargon,
)
from app.style.ways import asked_that_way


def heard_across_the_message(
    found: dict[tuple[str, str], Observation],
    ranks: dict[str, int],
    earlier: list[Hit],
    *,
    text: str,
    normal: str,
    suggestion: str,
    context: Context,
    sarcastic: bool,
    explicit: bool,
    read_again: Callable[[str], list[Observation]],
) -> dict[tuple[str, str], Observation]:
    """`found` with what the whole message says read into it. `text` is the message as the
    sentences were read (quotes masked), `normal` before masking; `read_again` reads a plain
    request of the message on its own."""
    readers_told = "" if found else readers_span(text)
    if readers_told and not (sarcastic and implied_by_sarcasm(readers_told)):
        # Readers told over several sentences ("who reads this? pilots, mostly. they fly…").
        for dimension, value in implied_by_readers(readers_told) or implied_by_expertise(
            readers_told
        ):
            hit = Hit(0, dimension, value, False)
            readership = as_readership(context, readers_told, text)
            _file(found, _heard(hit, suggestion, False, readership, True, "audience"))
    if any(COMMITS.search(s) for s in sentences(text)[1:]):
        # "Maybe shorter sentences suit these letters. Let's try that going forward.": the doubt
        # is settled by the writer in the same message.
        for key, heard in list(found.items()):
            if heard.reading == "hesitant":
                found[key] = replace(heard, tentative=False, strength=WRITER_STRENGTH, reading="")
    _put_right(found, earlier, text, suggestion, context)
    if (
        LIKENS.search(text)
        and not describes_model_edit(text)
        and not any(is_wish(c, s) for s in sentences(text) for c in clauses(s))
    ):
        # "the appeal reads like a packing list now", "满篇感叹号，像在菜市场喊话": the text
        # likened to something, with no wish anywhere, says what is wrong, not yet what the
        # writer wants: asked.
        for key, heard in list(found.items()):
            if ranks.get(key[0], WISHED) == TURNED and not (
                heard.tentative or heard.scoped or heard.explicit
            ):
                found[key] = replace(
                    heard, tentative=True, strength=TENTATIVE_STRENGTH, reading="complaint"
                )
    implied = implied_by_sarcasm(normal) if sarcastic and not found else None
    if implied:
        # "900 words, truly an epic": what the mocked description says is missing, asked. The
        # sentence or intro mocked is a sample of a habit, not one place to fix.
        hit = Hit(0, *implied, False)
        sample = replace(context, local=False, one_off=False)
        _file(found, _heard(hit, suggestion, False, sample, True, "sarcasm"))
    if mocks_quoted_jargon(normal) and all(d != "vocabulary" for d, _ in found):
        # "Wow, 'idempotent orchestration layer' for my gardening club": plain words, asked.
        plain = Hit(0, "vocabulary", "plain", False)
        _file(found, _heard(plain, suggestion, False, context, True, "sarcasm"))
    if bans_quoted_jargon(normal) and all(d != "vocabulary" for d, _ in found):
        # "I never want to see 'leverage' or 'synergy' again": plain words, asked outright.
        plain = Hit(0, "vocabulary", "plain", False)
        _file(found, _heard(plain, suggestion, explicit, context, False, ""))
    banned = bans_quoted_register(normal)
    # ("感叹号和“家人们冲冲冲”这种别再堆了，太吵，语气平一点": examples of the tone named.)
    if banned and all(d not in ("formality", "tone") for d, _ in found):
        # "以后不要用“综上所述”这种腔调": the register of the examples is not wanted.
        _file(
            found,
            _heard(Hit(0, "formality", banned, False), suggestion, explicit, context, False, ""),
        )
    if crowded_hype(normal) and all(d != "tone" for d, _ in found):
        # "每篇都是「震惊」「重磅」「速看」": hype words said to crowd the text ask for calm.
        _file(
            found, _heard(Hit(0, "tone", "calm", False), suggestion, explicit, context, False, "")
        )
    if MIXED_LENGTHS.search(text):
        # "长短结合", "a mix of long and short sentences": no one length is wanted.
        for key in [k for k in found if k[0] in ("sentence_length", "paragraph_length")]:
            del found[key]
    # ("My boss loves a wall of text…", "我同学写周记喜欢满篇表情": someone else's ways, not a
    # mockery of this text nor a complaint about it.)
    opening = [c for s in sentences(text) for c in clauses(s)]
    about_someone_else = any(others_first(c) for c in opening)
    # ("my sister titles her bakes with one word lol. anyway…": her ways, told; nothing implied.)
    first_on_others = bool(opening) and (others_first(opening[0]) or is_someone_else(opening[0]))
    wanted_instead = None if first_on_others else read_mockery(normal)
    whole = sentences(normal)
    if wanted_instead is not None:
        # Sarcasm whose mocked part and measure are clear (app/style/mockery.py): what its words
        # were read as gives way to the opposite of what it mocks, put to the writer — unless a
        # plain request beside it asks that way already ("…the length of a novel. Cut them to
        # three lines, always."), which stands as said.
        requested = [o for s in plain_requests(normal) for o in read_again(s)]
        # (Only a request says it firmly: "A 300-word caption. Everyone reads those." describes.)
        asks = any(IMPERATIVE.search(s) or LASTING.search(s) or is_polite_request(s) for s in whole)
        firm = {
            k: o for k, o in found.items() if asks and not o.tentative and o.reading != "sarcasm"
        }
        # ("pls stop stuffing my posts with emojis 🙃 none at all" was heard as asked already.)
        found = (
            found
            if asked_that_way(firm, wanted_instead)
            else {(o.dimension, o.value): o for o in requested}
        )
        if not asked_that_way(found, wanted_instead):
            for key in [k for k in found if k[0] == wanted_instead[0]]:
                del found[key]
            sample = replace(context, local=False, one_off=False)  # "这篇…": a sample of a habit
            hit = Hit(0, *wanted_instead, False)
            _file(found, _heard(hit, suggestion, False, sample, True, "sarcasm"))
    elif (
        not about_someone_else
        and not first_on_others
        and not describes_model_edit(text)
        and implies_only(text, [(c, s) for s in sentences(text) for c in clauses(s)])
    ):
        # "These paragraphs go on for a whole screen each.", "标题长得一行都放不下。": a complaint
        # that only describes implies a wish; it is put to the writer, the way its measure says.
        implied = mocked_property(normal)
        for key in [k for k in found if implied and k[0] == implied[0]]:
            del found[key]
        for key, heard in list(found.items()):
            if not (heard.tentative or heard.scoped or heard.explicit):
                found[key] = replace(
                    heard, tentative=True, strength=TENTATIVE_STRENGTH, reading="complaint"
                )
        if implied:
            # The part described ("第一段", "this time's headline") is a sample of a habit.
            sample = replace(context, local=False, one_off=False)
            hit = Hit(0, *implied, False)
            _file(found, _heard(hit, suggestion, False, sample, True, "complaint"))
    if not found and not about_someone_else and not describes_model_edit(text):
        # "这篇通知干巴巴的…以后写得热乎一点", "so bare-bones it could've been a tweet. I want the
        # full story": the complaint gives the direction the wish's own words do not name.
        wished = complaint_wished(text, [(c, s) for s in sentences(text) for c in clauses(s)])
        if wished is not None:
            sample = replace(context, local=False, one_off=context.one_off and said_once(text))
            _file(found, _heard(Hit(0, *wished, False), suggestion, False, sample, False, ""))
    heard_otherwise = wanted_instead or sarcastic or MIXED_LENGTHS.search(text)
    praise_of = None if heard_otherwise else praised_change(normal)
    if explicit and praise_of is not None:
        # A correction speaks over praise, unless the praise is kept ("这次段落短多了…以后就这样")
        # and nothing heard says otherwise on its dimension.
        (praised_dimension, value), kept = praise_of
        against = any(
            d == praised_dimension and v != value and not o.scoped for (d, v), o in found.items()
        )
        praise_of = praise_of if kept and not against else None
    if praise_of is not None and praise_of[1]:
        # "这次标题短多了…以后就这样": "this time" praised, then kept — a lasting wish; "段落短了…
        # 继续保持", "the emojis are all gone… stay like this": the state praised, not its opposite.
        (dimension, value), _ = praise_of
        for key, heard in list(found.items()):
            if key[0] == dimension and (key[1] != value or heard.scoped):
                del found[key]
    if praise_of is not None and all(d != praise_of[0][0] for d, _ in found):
        # "the emojis are all gone… stay like this", "这次标题短多了…以后就这样": sincere praise of
        # a change, heard nowhere else, backs the value praised; kept, as a lasting wish.
        (dimension, value), kept = praise_of
        kept_as = replace(context, local=False, one_off=False) if kept else context
        hit = Hit(0, dimension, value, False)
        _file(found, _heard(hit, suggestion, False, kept_as, not kept, "" if kept else "praise"))
    # (Sentences that only fix a fact, chat or set someone's taste aside: app/style/quiet.py;
    # too much told by an image, "emoji everywhere, like a Christmas tree": excess.py.)
    return found
