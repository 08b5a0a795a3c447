"""Content fixes that only swap words (session 10): a quoted phrase said to be wrong and its
replacement given as a term ("'formal business attire'写错了…改成 smart casual 就行"), a style word
negated while it names something else ("it is not a formal exam, it is a celebration").
Nothing is filed; a style wish beside such a fix still is."""

import pytest

from app.style.extract import offline_observations
from tests.unit.readings import filed


@pytest.mark.parametrize(
    "text",
    [
        "JD 里的'formal business attire'写错了，我们公司是 casual dress code，"
        "改成 smart casual 就行。其他不用动。",
        "In the paragraph about the batizado the word 'formal' is wrong — it is not a formal exam, "
        "it is a celebration. Please write 'celebration' there instead. The rest is fine.",
        "The word 'formal' is a typo in the heading, change it to 'normal'.",
        "这个不是正式员工，是实习生，名单里改一下。",
    ],
)
def test_words_swapped_in_a_fix_file_nothing(text):
    assert not offline_observations(text)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("错别字改一下，语气改成口语化。", ("formality", "casual")),
        ("标题里的'正式'写错了，改成'正试'。另外以后语气轻松点。", ("formality", "casual")),
        ("Not formal, just friendly.", ("formality", "casual")),
        ("It's not a formal tone I want.", ("formality", "casual")),
    ],
)
def test_a_style_wish_beside_a_fix_still_counts(text, wanted):
    assert wanted in filed(text)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("My readers are mostly kids. Keep the words simple from now on.", ("vocabulary", "plain")),
        ("keep the language plain", ("vocabulary", "plain")),
        ("Keep the terminology precise from now on.", ("vocabulary", "technical")),
        ("以后用词写得通俗一点。", ("vocabulary", "plain")),
    ],
)
def test_the_words_asked_for_by_their_complement(text, wanted):
    assert wanted in filed(text)


@pytest.mark.parametrize(
    "text",
    [
        "Don't make the words too simple, they're engineers.",
        "Keep it simple.",
        "The recipe is simple.",
    ],
)
def test_no_complement_of_the_words_files_no_vocabulary(text):
    assert all(o.dimension != "vocabulary" or o.tentative for o in offline_observations(text))
