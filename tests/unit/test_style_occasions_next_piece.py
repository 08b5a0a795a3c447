"""A single piece brought up as the next job — "Next up is the recall notice…", "Now the toast
for…", "下面处理周五的开业致辞", "这份通知是关于…的" — makes what is asked beside it for that piece
only: nothing lasting is filed. Recurring pieces (newsletters, weekly columns, 周报) and lasting
words ("from now on") are not framed so."""

import pytest

from app.style.extract import offline_observations
from app.style.occasions import frames_an_occasion


@pytest.mark.parametrize(
    "text",
    [
        "Next up is the press release for the bridge reopening. Keep it tight and formal.",
        "This item is the thank-you note to the Okafors for the donation, so warm and chatty.",
        "Now the speech for Priya's leaving do: short lines, plenty of jokes.",
        "Okay, next is the invitation to the alumni dinner — use bullet points for the details.",
        "For the eulogy for Mr Jensen, keep the sentences long and gentle.",
        "接下来是端午节放假的通知，分条写就行。",
        "下面处理下周的开幕词，正式一点。",
        "这份启事是关于寻找走失小狗的，语气急一点、短一点。",
        "然后帮我起草一份给物业的投诉信，写得客气些。",
        "This is for the kids' party on Saturday, so make it fun!",
        "这条是给公司年会用的，热闹一点。",
    ],
)
def test_a_piece_brought_up_as_the_next_job_files_nothing_lasting(text: str) -> None:
    assert all(o.scoped or o.tentative for o in offline_observations(text))


@pytest.mark.parametrize(
    "text",
    [
        "Next up is the weekly newsletter.",
        "接下来是每周的周报。",
        "For client emails I prefer a formal tone.",
        "The announcement style you used last time was great.",
        "下一篇通知也这样写。",
        "Now the announcement sounds stiff, make it casual going forward.",
    ],
)
def test_recurring_pieces_or_no_piece_brought_up_are_not_framed(text: str) -> None:
    assert not frames_an_occasion(text)


def test_lasting_words_beside_the_next_piece_still_file() -> None:
    found = offline_observations("下一篇是开业公告，不过以后所有文章都写正式一点。")
    assert any(o.dimension == "formality" and o.value == "formal" and not o.scoped for o in found)
