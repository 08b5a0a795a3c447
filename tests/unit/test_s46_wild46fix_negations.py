"""A negation said over whom it is addressed to (不要靠近 → 别让他们靠近) is kept, not flipped
(app/editing/negations.py)."""

from app.editing.negations import flipped

BEFORE = "施工期间楼道内会有噪音和粉尘，请关好入户门，并看管好儿童，不要靠近施工围挡。"


def test_bie_rang_keeps_the_negation() -> None:
    after = (
        "施工期间楼道里难免有噪音和粉尘，麻烦大家关好入户门，"
        "也请看护好小朋友，别让他们靠近施工围挡。"
    )
    assert flipped(BEFORE, after) == []
    assert (
        flipped("不会游泳的会员请不要进入深水区。", "不会游泳的朋友千万别让自己进入深水区。") == []
    )
    assert flipped("饭后一小时内不要下水。", "吃完饭一小时内，不要叫孩子们下水。") == []


def test_rang_without_a_negation_is_still_a_flip() -> None:
    assert flipped(
        "不会游泳的会员请不要进入深水区。", "不会游泳的朋友也可以让救生员陪着进入深水区。"
    ) == ["不"]
    assert flipped(BEFORE, BEFORE.replace("不要靠近", "可以让孩子靠近")) == ["不"]
