"""Search/replace blocks whose SEARCH drifted from the article in ways models often write:
half-width punctuation and ASCII dashes for a Chinese article's full-width ones and ——, and
trailing spaces on the SEARCH and REPLACE lines. The block fits and the article keeps its own
typography in what the model did not change."""

from app.editing.formats.blocks import apply_blocks, read_blocks

ZH = "水槽将于4月1日开通。请不要让水管一直开着——去年的水费是640元。\n\n堆肥池已满。"


def _applied(reply: str, body: str) -> str:
    text, failures = apply_blocks(body, read_blocks(reply, body).blocks)
    assert not failures, failures
    return text


def _block(search: str, replace: str) -> str:
    return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"


def test_ascii_dashes_and_half_width_stops_match_a_chinese_dash_and_full_stops() -> None:
    reply = _block(
        "水槽将于4月1日开通.请不要让水管一直开着--去年的水费是640元.",
        "水槽将于4月8日开通.请不要让水管一直开着--去年的水费是640元.",
    )
    assert _applied(reply, ZH) == ZH.replace("4月1日", "4月8日")


def test_an_english_double_hyphen_still_matches_an_em_dash() -> None:
    body = "Please don’t leave hoses running — last year’s bill was £640."
    reply = _block(
        "Please don't leave hoses running -- last year's bill was £640.",
        "Please don't leave hoses running -- last year's bill was £720.",
    )
    assert _applied(reply, body) == body.replace("£640", "£720")


def test_trailing_spaces_on_search_and_replace_lines_are_not_saved() -> None:
    body = "“种子交换会”定于4月20日（周六）上午10点至中午，在旧工具棚举行。"
    reply = _block(
        '"种子交换会"定于4月20日(周六)上午10点至中午， ',
        '"种子交换会"定于4月27日(周六)上午10点至中午， ',
    )
    assert _applied(reply.replace("\n", "\r\n"), body) == body.replace("20日", "27日")
