"""Session-21 fidelity kinds (blind set 20 once released): a web address written without a
scheme ("northgaterepair.org.uk/visit") whose page a restyle drops, and a model declining a
selected sentence with its reason first ("…her quotation, so I'd rather not rewrite her words")."""

from __future__ import annotations

import pytest

from app.editing.addresses import addresses, changed_addresses, check_addresses
from app.editing.declines import declined
from app.editing.elided import Refused
from app.editing.misquotes import quotes_note
from app.editing.scope import Scope

VISIT = "Full details are at northgaterepair.org.uk/visit."
VISIT_ZH = "详细信息请见beimenrepair.cn/visit。报名见beimenrepair.cn/join/2027方便安排。"


def test_a_bare_host_with_a_path_is_an_address_and_code_names_are_not():
    assert list(addresses(VISIT)) == ["northgaterepair.org.uk/visit"]
    assert list(addresses(VISIT_ZH).values()) == [
        "beimenrepair.cn/visit",
        "beimenrepair.cn/join/2027",
    ]
    assert addresses("We teach Node.js/Express, and/or Vue.js/Nuxt, on Windows 10/11.") == {}
    # a bare host alone is still too like a file name or a sentence's end to be one
    assert addresses("Write to us at northgaterepair.org.uk or see report.pdf.") == {}


@pytest.mark.parametrize(
    ("before", "after", "gone", "came"),
    [
        (VISIT, "Everything is at northgaterepair.org.uk.", ["northgaterepair.org.uk/visit"],
         ["northgaterepair.org.uk"]),
        (VISIT_ZH, VISIT_ZH.replace("/join/2027", "/join"), ["beimenrepair.cn/join/2027"],
         ["beimenrepair.cn/join"]),
        ("见https://laogang.cn/walks/visit方便", "见laogang.cn方便", ["https://laogang.cn/walks/visit"],
         ["laogang.cn"]),
        (VISIT, "Full details are on our website.", ["northgaterepair.org.uk/visit"], []),
        (VISIT, "All the details: https://northgaterepair.org.uk/visit/", [], []),
    ],
)  # fmt: skip
def test_a_page_dropped_from_a_kept_site_is_a_changed_address(before, after, gone, came):
    assert changed_addresses(before, after) == (gone, came)


def test_a_restyle_or_a_cut_that_drops_the_page_is_refused_and_an_asked_one_is_not():
    after = "Everything you need is at northgaterepair.org.uk."
    for scope in (Scope(), Scope(shorten=True)):
        with pytest.raises(Refused, match="northgaterepair.org.uk/visit” → “northgaterepair"):
            check_addresses(VISIT, after, ["Make paragraph 8 more inviting."], scope)
    check_addresses(VISIT, after, ["Make paragraph 8 link to the home page instead."], Scope())
    kept = "Come and see us — it's all at northgaterepair.org.uk/visit."
    check_addresses(VISIT, kept, ["Make paragraph 8 more inviting."], Scope())


BODY = "“We ran out of room,” said Maya. “On a busy morning people queued into the car park.”"
SELECTED = "On a busy morning people queued into the car park."


@pytest.mark.parametrize(
    "reply",
    [
        "That sentence is inside Maya's quotation, so I'd rather not rewrite her words. Shall I?",
        "Because it is a direct quote, I'm not comfortable changing it.",
        "That's Maya's own line — I won't reword what she said.",
        "这句话在欧阳梅的引语里，是她的原话，我不便改写。需要的话我可以转述。",
        "由于这是她的原话，在没有她同意的情况下我无法修改它。",
    ],
)
def test_a_decline_with_its_reason_first_is_the_models_word(reply: str):
    assert declined(reply, BODY, SELECTED) == reply


@pytest.mark.parametrize(
    ("original", "reply"),
    [
        ("I can't stay out in that, I told her.", "Drenched, I can't pretend we were brave."),
        ("Rules are rules, so I can't change them.", "Rules are rules; I can't change them."),
        ("十点钟雨斜着打过来，我没法在外面多待。", "十点钟，雨斜着抽过来，我实在没法在外面多待。"),
        ("We were soaked.", "Soaked, I can't say we lingered."),
    ],
)  # fmt: skip
def test_a_first_person_rewrite_is_text_not_a_decline(original: str, reply: str):
    assert declined(reply, original, original) is None


SAID = "“We listened, and we found the money,” said Priya Nandakumar. The hours start in May."
SAID_ZH = "负责人周晓岚说：“这块地原来是停车场，现在一年四季都有人来浇水。”"


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            SAID,
            "“We heard you, and we found the money!” says Priya Nandakumar. Hours start in May.",
        ),
        (SAID_ZH, "负责人周晓岚笑着说：“这里以前就是个停车场，如今一年到头都有人来浇水。”"),
    ],
)
def test_a_restyle_that_rewords_what_someone_said_is_named_for_the_writer(before: str, after: str):
    # saved (a restyle may recast a quote), but the writer reads which words were changed
    note = quotes_note(before, after, ["Make it friendlier."], Scope(whole=True))
    assert note.startswith("Check the quotes: the model reworded words someone said")
    assert "→" in note


@pytest.mark.parametrize(
    ("before", "after", "asked", "scope"),
    [
        # the quote kept, its speaker moved after it ("." inside it turned ",")
        ("Priya said: “We listened, and we found the money.”",
         "“We listened, and we found the money,” said Priya.", "Put her name after the quote.",
         Scope()),
        (SAID, SAID.replace("listened", "heard you"), "Reword her quote more warmly.", Scope()),
        (SAID, SAID.replace("listened", "listenned"), "Fix the typos.", Scope(whole=True)),
        (SAID, SAID.replace("listened", "heard"), "Change “we listened” to “we heard”.", Scope()),
        (SAID_ZH, SAID_ZH.replace("原来是", "以前是"), "把周晓岚的原话改得口语一点。", Scope()),
        # told in reported speech, or left out by a cut: no other words in her mouth
        (SAID, "Priya Nandakumar said they had listened and found the money. Hours start in May.",
         "Make it more formal.", Scope(whole=True)),
        (SAID, "The hours start in May.", "Shorten it.", Scope(whole=True, shorten=True)),
        # a scare-quoted word or a title is no one's words
        ("The “quiet hour” starts at ten, she said.", "The “calm hour” starts at ten, she said.",
         "Make it friendlier.", Scope(whole=True)),
    ],
)  # fmt: skip
def test_a_quote_kept_asked_about_or_not_quoted_any_more_passes(before, after, asked, scope):
    assert quotes_note(before, after, [asked], scope) == ""
    assert (
        quotes_note(SAID, SAID.replace("listened", "heard"), ["Warm."], Scope(), selected=True)
        == ""
    )
