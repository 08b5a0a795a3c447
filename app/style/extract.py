"""What the writer's own words say about their style: offline keyword rules and LLM extraction.

Offline rules read a suggestion sentence by sentence, in Chinese and English. This module is
the one place that decides how each statement stands — a request, a question, a hypothetical,
a one-off, someone else's taste (unless the writer takes it up), who the readers are, sarcasm,
a correction — and so what, if anything, is filed and how firmly. The style judgements inside
each clause come from `hits`; the cues it weighs from `reading`, `stance`, `audience`, `others`.

Attribution: a clause whose subject is someone else ("读者喜欢…", "my editor wants…",
"老板说…") is not the writer's own style and is not filed at all — not even with a low
confidence, because a preference nobody in the room holds should never reach a prompt.
A request about one place or one time ("这一段", "the intro", "这次", "this time") is
marked `scoped`: it may weaken or support a preference, never create or flip one."""

import re
from dataclasses import replace

from app.style.asking import JUDGED_THEN_ASKED
from app.style.audience import cannot_follow, file_readers, is_about_readers
from app.style.backref import bare_count
from app.style.complaints import WISH_FRAME, complains, complaint_beside, is_wish
from app.style.constructions import canonical, puts_right
from app.style.dimensions import DIMENSIONS, Observation
from app.style.earlier import TURNS, quoted_reports, reported_span, split_at_report
from app.style.emoji_pictures import read_pictured
from app.style.excess import excess_turned
from app.style.filing import SCOPED_STRENGTH as SCOPED_STRENGTH
from app.style.filing import TENTATIVE_STRENGTH as TENTATIVE_STRENGTH
from app.style.filing import TURNED, WISHED
from app.style.filing import file_reading as _file
from app.style.filing import heard_as as _heard
from app.style.given_up import read_given_up
from app.style.grave import tells_a_grave_occasion
from app.style.habits import described_sizes
from app.style.hits import (
    TOO,
    Context,
    Hit,
    clause_hits,
    clauses,
    flip,
    is_praise_only,
    read_sarcasm,
    stretch_at,
)
from app.style.message_cues import (
    ACCUSTOMED,
    ADDRESSED_ELSEWHERE,
    AFFIRMED,
    AFTER_OTHERS,
    ALTERNATIVE,
    COMMITS,
    CONTRAST,
    DENIED,
    DIRECTIVE_ZH,
    DISMISSED,
    GRANTED,
    HABIT,
    JUST,
    NOT_COMPLAINING,
    OVERDONE,
    OWN_WISH,
    RULE_ON_TEXT,
    TURNED_AFTER_LEAVE,
    asks_an_opinion,
    ordered_after_a_comma,
)
from app.style.mimicked import read_mimicked
from app.style.misspoken import JOKED, plainly_misspoken, says_misspoken
from app.style.mockery import is_sincere
from app.style.modifiers import ADDED_AFTER, COUNTED
from app.style.occasions import frames_the_whole_message, turns_to_this_piece
from app.style.others import (
    AGREES,
    SAME_PERSON,
    adopts,
    is_someone_else,
    is_third_party,
    others_first,
    speaks_for_self,
)
from app.style.praised_only import praises_only
from app.style.quiet import without_asides
from app.style.reader_profile import describes_the_readers
from app.style.reading import (
    COMPLAINT_QUESTION,
    IMPERATIVE,
    LASTING,
    is_hesitant,
    is_polite_request,
    is_sarcastic,
    mask_quoted,
    mood,
    normalise,
    proposes,
    said_before_a_condition,
    says_one_off,
    sentences,
    unlikened,
)
from app.style.rescoped import read_narrowed
from app.style.retractions import ALREADY_THERE, HAS_PLAINLY, REGRETS, RETRACTED, says_correction
from app.style.reversals import reversals_added
from app.style.sarcasm import mocks
from app.style.sarcasm_wants import implied_by_sarcasm
from app.style.sizes import NOUNS
from app.style.stance import (
    describes_model_edit,
    narrates,
    praised_in_sarcasm,
    praises_this_text,
    returns_to_earlier,
    scare_quoted,
    turns_edit_down,
    unquote_scare_quoted,
)
from app.style.stated import only_states
from app.style.terms import BARE_FEWER, BARE_MORE, BARE_REMOVAL, COUNTED_AS_TOO_MUCH
from app.style.ways import removed
from app.style.welcomed import welcomed_questions
from app.style.whole_message import heard_across_the_message


def is_explicit_correction(text: str) -> bool:
    """Said to correct what was asked or held ("说反了", "I shouldn't have asked for…")."""
    return bool(says_correction(text) or REGRETS.search(text) or puts_right(text))


def is_one_off(text: str) -> bool:
    """Said about this piece or this time only, with no lasting wish beside it ("以后段落都短
    一点" is one; "以后不用这样" only repeats that this was a one-off)."""
    if not says_one_off(normalise(text)):  # (folded first: "只有這一次", "就呢次")
        return False
    return not any(
        LASTING.search(clause) and clause_hits(clause, Context(), False)
        for clause in clauses(normalise(text))
    )


def offline_observations(suggestion: str) -> list[Observation]:
    """Observations from the writer's words by keyword rules; one per (dimension, value)."""
    early = read_pictured(suggestion, offline_observations)
    early = read_narrowed(suggestion, offline_observations) if early is None else early
    early = read_mimicked(suggestion) if early is None else early
    early = read_given_up(suggestion, offline_observations) if early is None else early
    # (emoji by pictures; a wish narrowed to one part; choppiness mimicked; a taste given up)
    if early is not None:
        return early
    normal = plainly_misspoken(canonical(normalise(suggestion)))
    scare = set(scare_quoted(normal))
    text = mask_quoted(unquote_scare_quoted(normal) if scare else normal)
    explicit = is_explicit_correction(text) or is_explicit_correction(suggestion)
    # ("Love that it talks to 'you' directly now, it feels so much friendlier": praise of a
    # change, with what it does for the reader and nothing blown up, is meant.)
    sarcastic = (is_sarcastic(text) or bool(scare)) and not is_sincere(text)
    sarcastic = sarcastic and not JOKED.search(text)  # a joke reported, put right
    # ("that's exactly what the pickers need. Cheers!": praise with no sign of sarcasm is meant.)
    sarcastic = sarcastic and not praises_only(text)
    mocked = mocks(text) and not praises_only(text)
    # Doubt said on its own ("Not sure.", "也不一定，你看着办") hangs over the whole message.
    doubt = any(
        is_hesitant(clause)
        and not clause_hits(clause, Context(), False)
        and not AGREES.search(clause)
        for clause in clauses(text)
    )
    found: dict[tuple[str, str], Observation] = {}
    ranks: dict[str, int] = {}  # dimension -> how firmly what is filed for it was said
    first_noun = next((m.lastgroup for m in NOUNS.finditer(text)), None)
    sized = sarcastic or bool(COUNTED_AS_TOO_MUCH.search(text))
    context = Context(noun=first_noun, sized=sized)
    # "…Next week's post is back to our usual voice": said last, it frames all that came before.
    grave = tells_a_grave_occasion(text) and not HABIT.search(text)  # (a habit is for good)
    context.one_off = frames_the_whole_message(unlikened(text)) or grave
    named: list[Hit] = []  # what the last clause named at face value, for "ditch them"
    others = False
    earlier: list[Hit] = []  # what the writer reports having said before
    topic: str | None = None  # the dimension last named, for "多加点", "use more"
    # What someone else wants, held back: the writer may take it up later ("They've asked for
    # exact terms. Please write the notes that way from now on.").
    told_of_others: list[Hit] = []
    for quote in quoted_reports(normal):
        reported = clause_hits(quote, Context(), False, True)
        earlier += [replace(h, mention=False) for h in reported]
        topic = reported[-1].dimension if reported else topic
    asked = False  # the sentence before asked a question
    welcomed = welcomed_questions(sentences(text))  # "…bullet points too? I'd like that"
    # "would it be odd if… what do you reckon": the whole message seeks a view.
    view_sought = bool(JUDGED_THEN_ASKED.search(" ".join(sentences(text))))
    settled = any(COMMITS.search(s) for s in sentences(text)[1:])
    for sentence in sentences(text):
        if ADDRESSED_ELSEWHERE.match(sentence) and re.search(r"[?？吗]\W*$", sentence):
            continue  # "@Mei are you ok with longer paragraphs?": a colleague asked
        polite = is_polite_request(sentence) and not view_sought
        # "给加点emoji吧，就这篇", "took the emoji out — one-off": the whole sentence is a one-off.
        if says_one_off(sentence) and not LASTING.search(sentence):
            context.one_off = True
        said_as = mood(sentence, not polite and (doubt or is_hesitant(sentence)))
        said_as = "question" if asks_an_opinion(sentence) and not polite else said_as
        said_as = "request" if sentence in welcomed else said_as
        said_as = "question" if view_sought else said_as
        if asked and ALTERNATIVE.match(sentence):
            # "用第二人称会不会更有代入感？还是第三人称好一点": the other choice, asked too.
            said_as = "question"
        asked = said_as == "question"
        # "是不是段落短一点会好些？我也拿不准": one direction proposed, with the writer's own
        # doubt beside it, is a tentative wish put to them; asked in curiosity, nothing.
        # (Settled after it — "…？我觉得挺好，就这么定了" — it is the writer's wish.)
        proposed = (
            said_as == "question" and proposes(sentence) and (doubt or is_hesitant(text) or settled)
        )
        if said_as != "request" and not proposed:
            # "你是不是记成我要口语化了？": what was taken down, asked about, is still reported.
            for clause in clauses(sentence):
                report = reported_span(clause)
                if report is not None:
                    reported = clause_hits(clause[report[0] :], Context(), False, True)
                    earlier += [h for h in reported if not h.mention]
            if says_misspoken(sentence) or RETRACTED.search(sentence):
                # "That steer I gave you about emoji was off. Leave them out.": the topic.
                withdrawn = clause_hits(sentence, Context(), False)
                topic = withdrawn[-1].dimension if withdrawn else topic
            lead = said_before_a_condition(sentence) if said_as == "hypothetical" else ""
            bare_lead = bool(lead) and not clause_hits(lead, Context(), False)
            if bare_lead and not found and is_about_readers(lead):
                # "The list is mostly engineers - they'll groan if we explain…": readers, asked.
                file_readers(found, lead, sentence, suggestion, context, text)
            continue
        if told_of_others and adopts(sentence):
            lasting = explicit or bool(LASTING.search(sentence))
            for hit in told_of_others:
                _file(found, _heard(hit, suggestion, lasting, context, False, ""))
            told_of_others.clear()
        # "Why does every section now end on an exclamation?": what it describes is what is wrong.
        complained_of = bool(COMPLAINT_QUESTION.search(sentence))
        readers = is_about_readers(sentence)
        said_to_readers = False
        # "My co-founder loves long, rambling paragraphs": the subject carries through the
        # sentence until the writer turns to their own wish ("but I…", "我想…"), and into the
        # next one told of "she" or "he" ("She'd turn a sonnet into a list.").
        others = others and bool(SAME_PERSON.match(sentence))
        turned = bool(TURNS.search(sentence))
        said = split_at_report(clauses(sentence), turned)
        said_hits = [clause_hits(c, Context(), False) for c in said]
        # "公众号上任何表情都不许出现，以后也一样": a bare "for good" closing the sentence holds for
        # what it closes, as "from now on" inside the clause would.
        for_good_after = len(said) > 1 and bool(LASTING.search(said[-1])) and not said_hits[-1]
        names = [bool(h) for h in said_hits]
        # What the sentence asks for at face value, that a negated complaint only bounds.
        asked_plainly = {h.dimension: h.value for hs in said_hits for h in hs if h.literal}
        for index, clause in enumerate(said):
            if DISMISSED.search(clause):
                found.clear()
                continue
            # "我不是不喜欢表情，只是…", "I don't hate the emoji, I just…": conceded, not asked.
            conceded = index + 1 < len(said) and bool(
                JUST.match(said[index + 1])
                or (GRANTED.search(clause) and TURNED_AFTER_LEAVE.match(said[index + 1]))
            )
            if NOT_COMPLAINING.match(clause):
                continue  # "我不是嫌段落长": no complaint made, nothing asked
            if DENIED.match(clause) and index + 1 < len(said) and AFFIRMED.match(said[index + 1]):
                continue  # "I didn't say make it shorter, I said make it clearer": only the second

            if is_someone_else(clause) or others_first(clause):
                others = True
            elif (
                CONTRAST.match(clause)
                or OWN_WISH.match(clause)
                or AGREES.search(clause)
                or LASTING.search(clause)
                # "the kids find it stuffy, make it chattier": an order after a comma.
                or (IMPERATIVE.match(clause) and ordered_after_a_comma(clause, sentence))
            ):
                others = False
            if says_one_off(clause) and not for_good_after:
                # ("这篇别加表情，以后也一样": this piece, and every one after it.)
                context.one_off = True
            elif not grave and (
                LASTING.search(clause)
                or (CONTRAST.match(clause) and not turns_to_this_piece(clause))
            ):
                context.one_off = False
            correction = bool(says_correction(clause) or RETRACTED.search(clause))
            report = reported_span(clause, turned)
            if report is not None:
                # "Earlier I told you to keep it formal": the old value, reported, not wished.
                reported = clause_hits(clause[report[0] :], context, False, True)
                earlier += [h for h in reported if not h.mention]
                topic = reported[-1].dimension if reported else topic
                clause = clause[: report[0]]
            hits = clause_hits(clause, context, correction)
            context.local = context.local and not for_good_after
            if conceded and GRANTED.search(clause):
                # "术语不是不能用，但…": the leave names the topic the turn after it sizes.
                topic = hits[-1].dimension if hits else topic
                hits = []
            elif conceded and not TOO.search(clause):
                hits = [replace(h, mention=True) for h in hits if h.literal]
            if not hits and (others or is_someone_else(clause)):
                # "隔壁班的王老师写通知句子都很短": held in case the writer takes it up.
                told_of_others += described_sizes(clause)
            if not hits and BARE_REMOVAL.search(clause):
                # (What was only named is now removed: "…emoji was off. Leave them out.")
                hits = [replace(h, value=removed(h), literal=False, mention=False) for h in named]
                if not hits and topic == "emoji":
                    hits = [Hit(0, "emoji", "none", False)]  # "后悔让你加表情了…以后别加了"
            if not hits and topic in COUNTED:
                more, fewer = COUNTED[topic]
                if BARE_MORE.search(clause):
                    hits = [Hit(0, topic, more, False)]
                elif BARE_FEWER.search(clause):
                    hits = [Hit(0, topic, fewer, False)]
            # "客户觉得不专业": someone else's word is no topic of the writer's, nor what "ditch
            # them" removes.
            mine = not (others or is_someone_else(clause))
            topic = hits[-1].dimension if hits and mine else topic
            named = [h for h in hits if h.literal] if mine else []
            # "这篇已经是短句了，以后都这样" keeps what is already there: then it is asked for.
            kept = LASTING.search(sentence) and not BARE_REMOVAL.search(sentence)
            described = ALREADY_THERE.search(clause) or HAS_PLAINLY.search(clause)
            described = described or only_states(text.strip())  # "The paragraphs are long."
            if described and not TOO.search(clause) and not kept:
                # Only what is described, up to the next pause ("…a formal tone, make it casual").
                pause = re.search(r"[,，—–;；]", clause[described.end() :])
                upto = described.end() + pause.start() if pause else len(clause)
                hits = [replace(h, mention=True) if h.position < upto else h for h in hits]
            # (Doubt said on its own — "Maybe. I honestly can't decide." — outweighs manners.)
            hesitant = proposed or doubt or (not polite and is_hesitant(clause))
            wanted: set[str] = set()
            if sarcastic:
                # "Very professional." after the complaint is the sarcasm itself, not a wish.
                quoted = any(h.term in scare for h in hits)
                wanted = {h.term for h in hits if praised_in_sarcasm(clause, h.position)}
                if wanted:
                    # "跟说明书一样有激情": the quality praised is what is missing; what it is
                    # likened to is only the vehicle.
                    hits = [h for h in hits if h.term in wanted or not h.complaint]
                hits = (
                    []
                    if is_praise_only(clause) and not quoted
                    else read_sarcasm(hits, scare | wanted)
                )
            agreed = AGREES.search(clause)
            undone = describes_model_edit(clause) and turns_edit_down(text)
            # "that one was chatty… bring that back": the earlier version's style is wanted.
            returning = returns_to_earlier(text) and not describes_model_edit(clause)
            # "一大段一大段的，看着就累": a complaint naming nothing is about its neighbour,
            # unless that neighbour is itself a wish ("以后段落短一点，不然头疼").
            beside = (
                not sarcastic
                and not is_wish(clause, sentence)
                and complaint_beside(said, index, names)
            )
            for hit in hits:
                if hit.bound and asked_plainly.get(hit.dimension, hit.value) != hit.value:
                    continue  # "Formal, please — not stiff": a limit on the wish beside it
                # "每次看到长句子我就头疼": what the complaint names is not wanted.
                averse = beside or (not sarcastic and complains(stretch_at(clause, hit.position)))
                if hit.mention and not (undone or averse or returning):
                    continue  # named, nothing asked ("改完满屏都是表情，改回去" asks)
                if DIMENSIONS[hit.dimension][hit.value] < 0 and ADDED_AFTER.match(
                    clause[hit.position :]
                ):
                    # "has no emoji, add some": the absence is what is wrong.
                    hit = replace(hit, value=flip(hit.dimension, hit.value), literal=False)
                # (Only in the clause asking it: "怎么又分成一条一条的了，还是写成段落" is prose.)
                asked_why = complained_of and bool(COMPLAINT_QUESTION.search(clause))
                if asked_why and hit.literal and not sarcastic:
                    hit = replace(hit, value=flip(hit.dimension, hit.value), literal=False)
                if averse and hit.literal:
                    # "I cringe at exclamation marks", "没有表情的字我就头疼": the opposite.
                    hit = replace(hit, value=flip(hit.dimension, hit.value), literal=False)
                # A story ("I wrote the last one formally") asks nothing; a habit described or
                # the text in front of them praised is put to the writer, not filed.
                told = narrates(clause, sentence) if hit.literal and not correction else ""
                if told == "past" and not returning:
                    continue  # a story; unless it is the version to go back to
                told = "" if returning else told
                # Praise followed by "do that for all of them" is taken up, not only liked.
                praised = hit.literal and praises_this_text(sentence, text) and not adopts(text)
                if (
                    hit.literal
                    and not sarcastic
                    and not praised
                    and describes_model_edit(clause, hit.position)
                ):
                    # "You've made it formal." says what the model did, not what is wanted;
                    # turned down ("No — now it's all bullet points", "被你改得像聊天记录"),
                    # it is a lasting wish for the opposite.
                    if not undone:
                        continue
                    hit = replace(hit, value=flip(hit.dimension, hit.value), literal=False)
                stretch = stretch_at(clause, hit.position)
                adopted = agreed is not None and hit.position > agreed.start()
                # "because everyone loves scrolling past eleven bullets": the others are the
                # sarcasm's vehicle, not someone's taste.
                about_others = not mocked and (
                    (others and not adopted) or (is_third_party(stretch) and not adopted)
                )
                if about_others:
                    told_of_others.append(hit)
                if about_others and not readers:
                    continue
                # Who the readers are, or what they like, is put to the writer, not filed.
                # ("Too much jargon — my readers get lost": the complaint is the writer's.)
                for_readers = (
                    readers
                    and not polite
                    and not IMPERATIVE.search(stretch)
                    and not DIRECTIVE_ZH.search(stretch)
                    and not TOO.search(stretch)
                    and (about_others or not OVERDONE.search(stretch))
                    and not speaks_for_self(stretch)
                    and not LASTING.search(stretch)
                    and not WISH_FRAME.search(stretch)
                    and not says_misspoken(sentence)  # "set the record straight: talk to readers…"
                    and not RULE_ON_TEXT.search(sentence)  # "every newsletter should talk to…"
                )
                if for_readers and describes_the_readers(sentence, clause, hit.position, hit.term):
                    continue  # "the people on this list are…", "…的 professionals": who they are
                if for_readers and hit.complaint and ACCUSTOMED.search(clause):
                    # "读者都是体制内的，公文看惯了": what readers are used to is what they read.
                    hit = replace(hit, value=flip(hit.dimension, hit.value))
                if for_readers and hit.dimension == "vocabulary" and cannot_follow(clause):
                    # "很多专业词听不懂": the words named are what the readers cannot follow.
                    hit = replace(hit, value="plain", literal=False)
                tentative = sarcastic or hesitant or for_readers or bool(told) or praised
                reading = (
                    "sarcasm"
                    if sarcastic
                    else ("audience_taste" if about_others else "audience")
                    if for_readers
                    else "hesitant"
                    if hesitant
                    else told or ("praise" if praised else "")
                )
                said_to_readers = said_to_readers or for_readers
                # (The part a sarcasm mocks — "…holding their breath for that one" — is a sample
                # of a habit, not one place to fix.)
                said_in = replace(context, local=False, one_off=False) if sarcastic else context
                heard = _heard(hit, suggestion, explicit, said_in, tentative, reading)
                wish = is_wish(stretch, sentence) or bool(LASTING.search(clause))
                # A quality praised in sarcasm ("真专业啊") is a guess at what is missing; a
                # complaint of degree beside it ("术语多到看不懂") says more.
                face_value = hit.literal or hit.term in wanted
                _file(found, heard, ranks, WISHED if wish else 0 if face_value else TURNED)
        if told_of_others and adopts(sentence) and AFTER_OTHERS.search(sentence):
            # "我们老板特别喜欢用短句，以后就照他的来吧": taken up in the same breath.
            lasting = explicit or bool(LASTING.search(sentence))
            own = {dimension for dimension, _ in found}
            for hit in told_of_others:
                if hit.dimension in own:
                    continue  # "…她说得对，以后就别放了": the writer's own words say how far
                _file(found, _heard(hit, suggestion, lasting, context, False, ""))
            told_of_others.clear()
        # (Readers are the sarcasm's vehicle only when the message is sarcastic: "不少人认不了几个
        # 字" counts readers, it mocks nothing.)
        if (
            readers
            and not found
            and not said_to_readers
            and not (sarcastic and implied_by_sarcasm(sentence))
        ):
            file_readers(found, sentence, sentence, suggestion, context, text)
    found = heard_across_the_message(
        found,
        ranks,
        earlier,
        text=text,
        normal=normal,
        suggestion=suggestion,
        context=context,
        sarcastic=sarcastic,
        explicit=explicit,
        read_again=offline_observations,
    )
    readings = reversals_added(suggestion, excess_turned(suggestion, list(found.values())))
    return without_asides(suggestion, readings) or bare_count(suggestion)
