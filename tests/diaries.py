"""Test helper: diaries whose paragraphs are written to one pattern (a day, my sister, a
place), for the tests that compare versions of them: paragraphs so alike that a deleted one is
easily paired with its neighbour instead of being named (outside48 F3)."""

EN_DAY_PLACES = [
    ("one", "lake"),
    ("two", "museum"),
    ("three", "market"),
    ("four", "library"),
    ("five", "bridge"),
    ("six", "garden"),
    ("seven", "harbour"),
    ("eight", "station"),
    ("nine", "church"),
    ("ten", "school"),
    ("eleven", "pier"),
]
ZH_DAY_PLACES = [
    ("一月三日", "河边"),
    ("一月四日", "美术馆"),
    ("一月五日", "早市"),
    ("一月六日", "书店"),
    ("一月七日", "公园"),
    ("一月八日", "动物园"),
    ("一月九日", "海边"),
    ("一月十日", "车站"),
    ("一月十一日", "寺庙"),
    ("一月十二日", "学校"),
    ("一月十三日", "码头"),
]


def diary_en(days: int) -> list[str]:
    """The first `days` paragraphs of the English diary."""
    return [
        f"Day {day}: my sister and I walked to the {place} before lunch."
        for day, place in EN_DAY_PLACES[:days]
    ]


def diary_zh(days: int) -> list[str]:
    """The first `days` paragraphs of the Chinese diary."""
    return [
        f"{day}，我和妹妹一起去了{place}，一直玩到中午才回家。"
        for day, place in ZH_DAY_PLACES[:days]
    ]
