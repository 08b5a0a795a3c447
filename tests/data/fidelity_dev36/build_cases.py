# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 34's dev fidelity cases of compound suggestions (run from the repository
root): an exact replacement, deletion or retitling joined to a free-form ask. Every expected
article is the original paragraph list with only the asked paragraphs replaced."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

Case = dict[str, object]

EN_TITLE = "Open Day at Marsh Lane Allotments"
EN = [
    "Hello everyone, our open day at Marsh Lane Allotments is this Saturday from 10:00 to 15:00. About fifteen plot holders will be showing visitors round.",
    "The forecast says grey skies and a chance of drizzle, so bring a coat and wear boots that can take some mud.",
    "There will be a seed swap by the shed, a jam stall run by Priya Nair, and tea and cake for £2.",
    "Children can plant a sunflower to take home. Please keep dogs on a lead near the beds.",
    "Thanks for all your help getting the site ready. See you on Saturday!\nMaggie Doyle, Secretary",
]
ZH_TITLE = "周六菜园开放日"
ZH = [
    "各位好，周六上午十点到下午三点，湖畔社区菜园举办开放日，大约有十五位园主会带大家参观。",
    "听说那天会阴沉沉的，可能还有小雨，请带好雨衣，穿一双不怕泥的鞋。",
    "棚子旁边有种子交换，李桂芳阿姨摆果酱摊，茶水和点心每份两元。",
    "小朋友可以种一棵向日葵带回家。菜畦附近请给狗拴好绳。",
    "谢谢大家帮忙收拾园子，周六见！\n秘书 王秀梅",
]

# What a model writes for each part of an ask (paragraph index → new text).
EN_FIFTY = {0: EN[0].replace("fifteen", "fifty")}
EN_SUNNY = {
    1: "The forecast says sunshine all day, so bring a hat and sun cream, and wear boots that can take some mud."
}
EN_WARM_END = {
    4: "Thank you all so much for helping get the site ready — it has never looked better. We can't wait to see you on Saturday!\nMaggie Doyle, Secretary"
}
EN_LIVELY_3 = {
    2: "By the shed you'll find a bustling seed swap, Priya Nair's much-loved jam stall, and tea and cake for £2."
}
EN_KIDS_FUN = {
    3: "Children can plant a sunflower to take home and see if it grows taller than them. Please keep dogs on a lead near the beds."
}
EN_WARM_ALL = {
    0: "Hello everyone, we'd love to see you at our open day at Marsh Lane Allotments this Saturday from 10:00 to 15:00. About fifty plot holders will be happy to show you round.",
    4: "Thank you all so much for helping get the site ready. See you on Saturday!\nMaggie Doyle, Secretary",
}
EN_NO_DOGS = {3: "Children can plant a sunflower to take home."}
EN_UNASKED_DOGS = {
    3: "Children can plant a sunflower to take home. Dogs must be kept on a lead near the beds."
}
EN_UNASKED_SHED = {
    2: "A seed swap will run by the shed, alongside a jam stall run by Priya Nair, and tea and cake for £2."
}
EN_NO_BANG = {
    4: "Thanks for all your help getting the site ready. See you on Saturday.\nMaggie Doyle, Secretary"
}

ZH_FIFTY = {0: ZH[0].replace("十五", "五十")}
ZH_SUNNY = {1: "听说那天阳光明媚，晴空万里，记得戴好帽子、抹点防晒，穿一双不怕泥的鞋。"}
ZH_WARM_END = {4: "真心谢谢大家这些天帮忙收拾园子，辛苦啦，周六不见不散！\n秘书 王秀梅"}
ZH_LIVELY_3 = {2: "棚子旁边热热闹闹地办种子交换，李桂芳阿姨的果酱摊也会出摊，茶水和点心每份两元。"}
ZH_KIDS_FUN = {
    3: "小朋友可以亲手种一棵向日葵带回家，看看它能不能长得比自己还高。菜畦附近请给狗拴好绳。"
}
ZH_WARM_ALL = {
    0: "各位好，周六上午十点到下午三点，湖畔社区菜园举办开放日，大约有五十位园主会热情地带大家参观，欢迎全家一起来。",
    4: "真心谢谢大家帮忙收拾园子，周六见！\n秘书 王秀梅",
}
ZH_NO_DOGS = {3: "小朋友可以种一棵向日葵带回家。"}
ZH_UNASKED_DOGS = {3: "小朋友可以种一棵向日葵带回家。菜畦附近的狗必须拴绳。"}
ZH_UNASKED_SHED = {2: "种子交换在棚子旁边举行，李桂芳阿姨摆果酱摊，茶水和点心每份两元。"}
ZH_NO_BANG = {4: "谢谢大家帮忙收拾园子，周六见。\n秘书 王秀梅"}


def whole(title: str, paragraphs: list[str], changed: dict[int, str]) -> str:
    return title + "\n\n" + "\n\n".join(changed.get(i, p) for i, p in enumerate(paragraphs))


def body(paragraphs: list[str], changed: dict[int, str]) -> str:
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(paragraphs))


def make(
    case_id: str,
    kind: str,
    suggestion: str,
    done: list[dict[int, str]],
    saved: list[dict[int, str]],
    *,
    title: str | None = None,
    saved_title: str | None = None,
    withheld: int = 0,
) -> Case:
    """A case: the model's reply makes every change in `done` (a new title when `title`);
    what must be saved is the original with only the changes in `saved`."""
    zh = case_id.startswith("d36-zh")
    paragraphs, original_title = (ZH, ZH_TITLE) if zh else (EN, EN_TITLE)
    replied = {k: v for part in done for k, v in part.items()}
    kept = {k: v for part in saved for k, v in part.items()}
    expect: dict[str, object] = {
        "outcome": "applied",
        "title": saved_title or original_title,
        "body": body(paragraphs, kept),
    }
    if withheld:
        expect["withheld_min"] = withheld
    return case_record(
        case_id,
        "zh" if zh else "en",
        kind,
        "session 34 panel report: a quoted change joined to a free-form ask lost the second part",
        original_title,
        body(paragraphs, {}),
        suggestion,
        [whole(title or original_title, paragraphs, replied)],
        expect,
    )


REPLACE_EN = 'Replace "fifteen" with "fifty"'
REPLACE_ZH = "把“十五”改成“五十”"
DELETE_EN = 'Delete "Please keep dogs on a lead near the beds."'
DELETE_ZH = "删掉“菜畦附近请给狗拴好绳。”"
RETITLE_EN = 'Retitle it "Marsh Lane Open Day"'
RETITLE_ZH = "标题改成“湖畔菜园开放日”"

EN_CASES = [
    make(
        "d36-en-both-01",
        "both_done",
        f"{REPLACE_EN}, and make the weather sunny.",
        [EN_FIFTY, EN_SUNNY],
        [EN_FIFTY, EN_SUNNY],
    ),
    make(
        "d36-en-both-02",
        "both_done",
        f"{REPLACE_EN}. Also make paragraph 2 sunny instead of drizzly.",
        [EN_FIFTY, EN_SUNNY],
        [EN_FIFTY, EN_SUNNY],
    ),
    make(
        "d36-en-both-03",
        "both_done",
        f"{REPLACE_EN}, and make the ending warmer.",
        [EN_FIFTY, EN_WARM_END],
        [EN_FIFTY, EN_WARM_END],
    ),
    make(
        "d36-en-both-04",
        "both_done",
        f"{REPLACE_EN} and make it warmer overall.",
        [EN_WARM_ALL],
        [EN_WARM_ALL],
    ),
    make(
        "d36-en-both-05",
        "both_done",
        f"{REPLACE_EN}.\nMake paragraph 3 livelier.",
        [EN_FIFTY, EN_LIVELY_3],
        [EN_FIFTY, EN_LIVELY_3],
    ),
    make(
        "d36-en-both-06",
        "both_done",
        f"{REPLACE_EN}, and also make the kids' bit more fun.",
        [EN_FIFTY, EN_KIDS_FUN],
        [EN_FIFTY, EN_KIDS_FUN],
    ),
    make(
        "d36-en-both-07",
        "both_done",
        f"{DELETE_EN} And make the weather sunny.",
        [EN_NO_DOGS, EN_SUNNY],
        [EN_NO_DOGS, EN_SUNNY],
    ),
    make(
        "d36-en-both-08",
        "both_done",
        f"{RETITLE_EN}, and make the ending warmer.",
        [EN_WARM_END],
        [EN_WARM_END],
        title="Marsh Lane Open Day",
        saved_title="Marsh Lane Open Day",
    ),
    make(
        "d36-en-both-09",
        "both_done",
        f"{REPLACE_EN}; make the weather sunny too.",
        [EN_FIFTY, EN_SUNNY],
        [EN_FIFTY, EN_SUNNY],
    ),
    make(
        "d36-en-one-01",
        "one_done",
        f"{REPLACE_EN}, and make the weather sunny.",
        [EN_FIFTY],
        [EN_FIFTY],
    ),
    make(
        "d36-en-one-02",
        "one_done",
        f"{REPLACE_EN}, and make the weather sunny.",
        [EN_SUNNY],
        [EN_SUNNY],
    ),
    make(
        "d36-en-one-03",
        "one_done",
        f"{REPLACE_EN}. Also make the ending warmer.",
        [EN_WARM_END],
        [EN_WARM_END],
    ),
    make(
        "d36-en-one-04",
        "one_done",
        f"{DELETE_EN} Also make paragraph 3 livelier.",
        [EN_NO_DOGS],
        [EN_NO_DOGS],
    ),
    make(
        "d36-en-extra-01",
        "both_plus_unasked",
        f"{REPLACE_EN}, and make the weather sunny.",
        [EN_FIFTY, EN_SUNNY, EN_UNASKED_DOGS],
        [EN_FIFTY, EN_SUNNY],
        withheld=1,
    ),
    make(
        "d36-en-extra-02",
        "both_plus_unasked",
        f"{REPLACE_EN}. Also make the ending warmer.",
        [EN_FIFTY, EN_WARM_END, EN_UNASKED_SHED],
        [EN_FIFTY, EN_WARM_END],
        withheld=1,
    ),
    make(
        "d36-en-extra-03",
        "both_plus_unasked",
        f"{REPLACE_EN}\nMake paragraph 3 livelier.",
        [EN_FIFTY, EN_LIVELY_3, EN_UNASKED_DOGS],
        [EN_FIFTY, EN_LIVELY_3],
        withheld=1,
    ),
    make(
        "d36-en-extra-04",
        "both_plus_unasked",
        f"{RETITLE_EN}, and make the weather sunny.",
        [EN_SUNNY, EN_UNASKED_DOGS],
        [EN_SUNNY],
        title="Marsh Lane Open Day",
        saved_title="Marsh Lane Open Day",
        withheld=1,
    ),
    make(
        "d36-en-extra-05",
        "both_plus_unasked",
        f"{DELETE_EN} And make the weather sunny.",
        [EN_NO_DOGS, EN_SUNNY, EN_UNASKED_SHED],
        [EN_NO_DOGS, EN_SUNNY],
        withheld=1,
    ),
    make(
        "d36-en-wish-01",
        "lasting_wish_aside",
        f"{REPLACE_EN}. From now on, never use exclamation marks.",
        [EN_FIFTY, EN_NO_BANG],
        [EN_FIFTY],
        withheld=1,
    ),
    make(
        "d36-en-wish-02",
        "lasting_wish_aside",
        f"{REPLACE_EN}, and in future please don't use exclamation marks.",
        [EN_FIFTY],
        [EN_FIFTY],
    ),
    make(
        "d36-en-wish-03",
        "lasting_wish_aside",
        f"{REPLACE_EN}. Going forward, always write the numbers as words.",
        [EN_FIFTY, EN_NO_BANG],
        [EN_FIFTY],
        withheld=1,
    ),
]

ZH_CASES = [
    make(
        "d36-zh-both-01",
        "both_done",
        f"{REPLACE_ZH}，天气写成晴朗",
        [ZH_FIFTY, ZH_SUNNY],
        [ZH_FIFTY, ZH_SUNNY],
    ),
    make(
        "d36-zh-both-02",
        "both_done",
        f"{REPLACE_ZH}，另外第二段写成晴天",
        [ZH_FIFTY, ZH_SUNNY],
        [ZH_FIFTY, ZH_SUNNY],
    ),
    make(
        "d36-zh-both-03",
        "both_done",
        f"{REPLACE_ZH}。结尾写得更热情一点",
        [ZH_FIFTY, ZH_WARM_END],
        [ZH_FIFTY, ZH_WARM_END],
    ),
    make(
        "d36-zh-both-04",
        "both_done",
        f"{REPLACE_ZH}，再把整篇写得更亲切一些",
        [ZH_WARM_ALL],
        [ZH_WARM_ALL],
    ),
    make(
        "d36-zh-both-05",
        "both_done",
        f"{REPLACE_ZH}\n顺便把第三段写得热闹些",
        [ZH_FIFTY, ZH_LIVELY_3],
        [ZH_FIFTY, ZH_LIVELY_3],
    ),
    make(
        "d36-zh-both-06",
        "both_done",
        f"{REPLACE_ZH}，顺便把小朋友那段写得有趣点",
        [ZH_FIFTY, ZH_KIDS_FUN],
        [ZH_FIFTY, ZH_KIDS_FUN],
    ),
    make(
        "d36-zh-both-07",
        "both_done",
        f"{DELETE_ZH}，另外天气改成晴天",
        [ZH_NO_DOGS, ZH_SUNNY],
        [ZH_NO_DOGS, ZH_SUNNY],
    ),
    make(
        "d36-zh-both-08",
        "both_done",
        f"{RETITLE_ZH}，再把结尾写得温暖些",
        [ZH_WARM_END],
        [ZH_WARM_END],
        title="湖畔菜园开放日",
        saved_title="湖畔菜园开放日",
    ),
    make(
        "d36-zh-both-09",
        "both_done",
        f"{REPLACE_ZH}；天气也写成晴天",
        [ZH_FIFTY, ZH_SUNNY],
        [ZH_FIFTY, ZH_SUNNY],
    ),
    make("d36-zh-one-01", "one_done", f"{REPLACE_ZH}，天气写成晴朗", [ZH_FIFTY], [ZH_FIFTY]),
    make("d36-zh-one-02", "one_done", f"{REPLACE_ZH}，天气写成晴朗", [ZH_SUNNY], [ZH_SUNNY]),
    make(
        "d36-zh-one-03",
        "one_done",
        f"{REPLACE_ZH}。另外结尾写得更热情一点",
        [ZH_WARM_END],
        [ZH_WARM_END],
    ),
    make(
        "d36-zh-one-04",
        "one_done",
        f"{DELETE_ZH}，再把第三段写得热闹些",
        [ZH_NO_DOGS],
        [ZH_NO_DOGS],
    ),
    make(
        "d36-zh-extra-01",
        "both_plus_unasked",
        f"{REPLACE_ZH}，天气写成晴朗",
        [ZH_FIFTY, ZH_SUNNY, ZH_UNASKED_DOGS],
        [ZH_FIFTY, ZH_SUNNY],
        withheld=1,
    ),
    make(
        "d36-zh-extra-02",
        "both_plus_unasked",
        f"{REPLACE_ZH}。另外结尾写得更热情一点",
        [ZH_FIFTY, ZH_WARM_END, ZH_UNASKED_SHED],
        [ZH_FIFTY, ZH_WARM_END],
        withheld=1,
    ),
    make(
        "d36-zh-extra-03",
        "both_plus_unasked",
        f"{REPLACE_ZH}\n第三段写得热闹些",
        [ZH_FIFTY, ZH_LIVELY_3, ZH_UNASKED_DOGS],
        [ZH_FIFTY, ZH_LIVELY_3],
        withheld=1,
    ),
    make(
        "d36-zh-extra-04",
        "both_plus_unasked",
        f"{RETITLE_ZH}，天气写成晴朗",
        [ZH_SUNNY, ZH_UNASKED_DOGS],
        [ZH_SUNNY],
        title="湖畔菜园开放日",
        saved_title="湖畔菜园开放日",
        withheld=1,
    ),
    make(
        "d36-zh-extra-05",
        "both_plus_unasked",
        f"{DELETE_ZH}，另外天气改成晴天",
        [ZH_NO_DOGS, ZH_SUNNY, ZH_UNASKED_SHED],
        [ZH_NO_DOGS, ZH_SUNNY],
        withheld=1,
    ),
    make(
        "d36-zh-wish-01",
        "lasting_wish_aside",
        f"{REPLACE_ZH}。以后都别用感叹号。",
        [ZH_FIFTY, ZH_NO_BANG],
        [ZH_FIFTY],
        withheld=1,
    ),
    make(
        "d36-zh-wish-02",
        "lasting_wish_aside",
        f"{REPLACE_ZH}，以后别再用感叹号了",
        [ZH_FIFTY],
        [ZH_FIFTY],
    ),
    make(
        "d36-zh-wish-03",
        "lasting_wish_aside",
        f"{REPLACE_ZH}。今后数字都用阿拉伯数字写。",
        [ZH_FIFTY, ZH_NO_BANG],
        [ZH_FIFTY],
        withheld=1,
    ),
]


def main() -> None:
    with (HERE / "compound.jsonl").open("w", encoding="utf-8") as out:
        for case in EN_CASES + ZH_CASES:
            out.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
