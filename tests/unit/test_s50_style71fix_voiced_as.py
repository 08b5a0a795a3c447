"""A lasting persona to write as is the register its voice implies; a voice for one piece is not."""

from app.style.extract import offline_observations
from app.style.voiced_as import voiced_once, voiced_register


def _register(text: str) -> list[str]:
    return [o.value for o in voiced_register(text, offline_observations)]


def test_a_lasting_voice_that_chats_is_casual():
    assert _register("From now on, write these as if you're the friendly barista.") == ["casual"]
    assert _register("以后就当你是巷口修车的大叔，跟街坊唠嗑那样写。") == ["casual"]


def test_a_lasting_voice_that_is_proper_is_formal():
    assert _register("Going forward, write as a retired judge would - correct, old-school.") == [
        "formal"
    ]
    assert _register("以后用老校长致辞的口吻来写校友通讯，端正、得体。") == ["formal"]


def test_a_voice_for_one_piece_or_with_no_register_teaches_nothing():
    assert (
        _register("For the Halloween issue only, write it as a witch, then back to normal.") == []
    )
    assert _register("就元宵那期，用东北二人转的腔调写一回，之后照旧。") == []
    assert _register("From now on write as if you're a lighthouse.") == []


def test_a_voice_for_one_piece_is_known_as_such():
    assert voiced_once("就元宵那期，用东北二人转的腔调写一回，之后照旧。")
    assert not voiced_once("之后照旧。")
