"""Someone other than the writer — kin in any dialect (婆婆, 阿嫲, 老豆, 舅舅, Gran, a
father-in-law), anyone by trade (设计师, our sous-chef, the previous owner of this blog) — described
with their ways and no request for this writing files nothing."""

import pytest

from app.style.extract import offline_observations


@pytest.mark.parametrize(
    "text",
    [
        "My mother-in-law writes every birthday card as one giant paragraph.",
        "Grandpa always signs his emails with three exclamation marks.",
        "The old owner of this shop used to fill the newsletter with puns and emoji.",
        "Our head chef writes the menu descriptions in the most flowery language imaginable.",
        "A podcaster I follow talks in sentences that never seem to end.",
        "我外婆发语音转文字，一条消息几百字不带标点。",
        "我家公写字条总是文绉绉的，半文半白。",
        "阿爸写嘢成日用晒啲好长嘅句子。",
        "我姑姑当了二十年语文老师，写什么都要分一二三四。",
        "楼下那个摄影师发朋友圈全是表情。",
        "Mum always ends her texts with 'Love, Mother'. So formal!",
        "Priya from marketing uses emoji in every single Slack message.",
        "My pupils write stories with no paragraph breaks at all.",
        "我家那口子写东西特别啰嗦。",
        "我哋老细写email成日用好长嘅句子。",
        "前任小编写推文全是感叹号。真受不了。",
    ],
)
def test_someone_elses_ways_file_nothing(text: str) -> None:
    assert offline_observations(text) == []


def test_the_writer_taking_it_up_is_still_heard() -> None:
    found = offline_observations("我婆婆写东西句子都很短，我觉得挺好，以后我也这么写。")
    assert any(o.dimension == "sentence_length" and o.value == "shorter" for o in found)
