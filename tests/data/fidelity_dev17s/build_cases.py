# ruff: noqa: E501 — the cases are data
"""Builds the fidelity dev set 17s (tests/data/fidelity_dev17s/structured.jsonl): edits a
model sends as data — a JSON record naming a paragraph or quoting the old text, a list of
changes, a whole article as {"title", "paragraphs"} or \\u-escaped JSON, a new title alone,
a selection's new text as {"revised": …}, YAML-like `key: value` records — and articles that
hold JSON or `key: value` lines themselves, answered in full (nothing may be misread).
Written in session 17 before app/editing/formats/structured.py, on English and Chinese.

    .venv/bin/python tests/data/fidelity_dev17s/build_cases.py
"""

import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent / "structured.jsonl"
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

EN_T = "The harbour walk"
EN = [
    "We met at the old ferry steps just after nine.",
    "The tide was out, and the mud flats smelled of salt and diesel.",
    "Gulls argued over a chip paper near the lifeboat station.",
    "By noon we had walked as far as the lighthouse and turned back.",
]
ZH_T = "老街记"
ZH = [
    "周末我们去了城南的老街。",
    "街口有一家卖糖画的小摊，老师傅手很稳。",
    "再往里走，是几间卖竹器的铺子，门口堆满了簸箕。",
    "傍晚时分，我们在茶馆坐了一会儿才回家。",
]
EN3 = "Gulls squabbled loudly over a greasy chip paper right by the lifeboat station."
ZH3 = "再往里走，是几间卖竹器的老铺子，门口的簸箕、竹篮堆得像小山一样。"
cases = []


def case(cid, lang, kind, suggestion, reply, expect_par=None, expect_title=None, more=None):
    title, paras = (EN_T, EN) if lang == "en" else (ZH_T, ZH)
    new = list(paras)
    if expect_par is not None:
        i, text = expect_par
        new[i] = text
    c = case_record(
        cid,
        lang,
        kind,
        "lead dev: structured replies",
        title,
        "\n\n".join(paras),
        suggestion,
        [reply],
        {"outcome": "applied", "title": expect_title or title, "body": "\n\n".join(new)},
    )
    if more:
        c["expect"].update(more)
    cases.append(c)


S_EN = "Make the third paragraph more vivid."
S_ZH = "第三段写得更生动一点。"


def d(o: object) -> str:
    return json.dumps(o, ensure_ascii=False, indent=2)


# one-paragraph records
case("s-en-rec-1", "en", "json_record", S_EN, d({"paragraph": 3, "text": EN3}), (2, EN3))
case("s-zh-rec-1", "zh", "json_record", S_ZH, d({"paragraph": 3, "revised": ZH3}), (2, ZH3))
case(
    "s-en-rec-0",
    "en",
    "json_record",
    S_EN,
    "```json\n" + d({"index": 2, "new_text": EN3}) + "\n```",
    (2, EN3),
)
case("s-zh-rec-cn", "zh", "json_record", S_ZH, d({"段落": 3, "修改后": ZH3}), (2, ZH3))
case("s-en-rec-orig", "en", "json_record", S_EN, d({"original": EN[2], "revised": EN3}), (2, EN3))
case(
    "s-zh-rec-orig",
    "zh",
    "json_record",
    S_ZH,
    "好的，修改如下：\n" + d({"before": ZH[2], "after": ZH3, "reason": "加入细节"}),
    (2, ZH3),
)
# lists of changes
case(
    "s-en-changes",
    "en",
    "json_changes",
    S_EN,
    d({"changes": [{"find": EN[2], "replace": EN3}]}),
    (2, EN3),
)
case("s-zh-edits", "zh", "json_changes", S_ZH, d({"edits": [{"old": ZH[2], "new": ZH3}]}), (2, ZH3))
case("s-en-list", "en", "json_changes", S_EN, d([{"paragraph": 3, "text": EN3}]), (2, EN3))
# whole article as paragraphs array
case(
    "s-en-paras",
    "en",
    "json_paragraphs",
    S_EN,
    d({"title": EN_T, "paragraphs": [EN[0], EN[1], EN3, EN[3]]}),
    (2, EN3),
)
case(
    "s-zh-paras",
    "zh",
    "json_paragraphs",
    S_ZH,
    d({"paragraphs": [ZH[0], ZH[1], ZH3, ZH[3]]}),
    (2, ZH3),
)
case(
    "s-zh-escaped",
    "zh",
    "json_paragraphs",
    S_ZH,
    json.dumps({"title": ZH_T, "body": "\n\n".join([ZH[0], ZH[1], ZH3, ZH[3]])}),
    (2, ZH3),
)
case(
    "s-en-article-changes",
    "en",
    "json_paragraphs",
    S_EN,
    d(
        {
            "article": "\n\n".join([EN[0], EN[1], EN3, EN[3]]),
            "changes": ["Paragraph 3: added detail about the gulls."],
        }
    ),
    (2, EN3),
)
case(
    "s-zh-body-list",
    "zh",
    "json_paragraphs",
    S_ZH,
    d({"title": ZH_T, "body": [ZH[0], ZH[1], ZH3, ZH[3]]}),
    (2, ZH3),
)
# YAML-ish records
case("s-en-yaml", "en", "yaml_record", S_EN, f"paragraph: 3\ntext: |\n  {EN3}\n", (2, EN3))
case("s-zh-yaml", "zh", "yaml_record", S_ZH, f"段落: 3\n修改后: {ZH3}\n", (2, ZH3))
case(
    "s-en-yaml-q",
    "en",
    "yaml_record",
    S_EN,
    f'```yaml\nparagraph: 3\nrevised: "{EN3}"\n```',
    (2, EN3),
)
case("s-zh-yaml-orig", "zh", "yaml_record", S_ZH, f"original: {ZH[2]}\nrevised: {ZH3}\n", (2, ZH3))


# --- more: scope, selection, title, negatives
EN2 = "The tide was out."
case(
    "s-en-two",
    "en",
    "json_changes",
    "Make paragraphs 2 and 3 shorter.",
    d(
        {
            "edits": [
                {"paragraph": 2, "text": EN2},
                {"paragraph": 3, "text": "Gulls fought over chips."},
            ]
        }
    ),
    None,
)
cases[-1]["expect"]["body"] = "\n\n".join([EN[0], EN2, "Gulls fought over chips.", EN[3]])
case(
    "s-zh-unasked",
    "zh",
    "json_changes",
    S_ZH,
    d(
        {
            "changes": [
                {"原文": ZH[0], "修改后": "周末，我们去了城南的老街。"},
                {"原文": ZH[2], "修改后": ZH3},
            ]
        }
    ),
    (2, ZH3),
    more={"withheld_min": 1},
)
case(
    "s-en-title",
    "en",
    "json_title",
    "Give it a punchier title.",
    d({"title": "Mud, Gulls and Diesel"}),
    None,
    expect_title="Mud, Gulls and Diesel",
)
case(
    "s-zh-title",
    "zh",
    "json_title",
    "换个更有意思的标题",
    '```json\n{"标题": "老街慢时光"}\n```',
    None,
    expect_title="老街慢时光",
)
# selection answered as data
c = case_record(
    "s-en-sel",
    "en",
    "json_selection",
    "lead dev: structured replies",
    EN_T,
    "\n\n".join(EN),
    "Make this livelier.",
    [
        d(
            {
                "original": "the mud flats smelled of salt and diesel",
                "revised": "the mud flats reeked gloriously of salt and diesel",
            }
        )
    ],
    {
        "outcome": "applied",
        "title": EN_T,
        "body": "\n\n".join(
            [
                EN[0],
                "The tide was out, and the mud flats reeked gloriously of salt and diesel.",
                EN[2],
                EN[3],
            ]
        ),
    },
    selected_text="the mud flats smelled of salt and diesel",
)
cases.append(c)
c = dict(
    c,
    id="s-zh-sel",
    lang="zh",
    article={"title": ZH_T, "body": "\n\n".join(ZH)},
    suggestion="这里改得生动些",
    selected_text="老师傅手很稳",
    replies=['{"revised": "老师傅的手稳得像尺子画出来的"}'],
    expect={
        "outcome": "applied",
        "title": ZH_T,
        "body": "\n\n".join(
            [ZH[0], "街口有一家卖糖画的小摊，老师傅的手稳得像尺子画出来的。", ZH[2], ZH[3]]
        ),
    },
)
cases.append(c)
# negatives: an article that holds JSON and key: value lines, answered in full
CFG_T = "Setting up the bot"
CFG = [
    "Our bot reads one small file at start-up.",
    '```json\n{"text": "hello", "paragraph": 3}\n```',
    "Change the greeting there and restart it.",
    "That is all there is to it.",
]
CFG3 = "Change the greeting in that file, then restart the bot."
c = case_record(
    "s-en-own-json",
    "en",
    "negative",
    "lead dev: structured replies",
    CFG_T,
    "\n\n".join(CFG),
    "Make the third paragraph clearer.",
    [CFG_T + "\n\n" + "\n\n".join([CFG[0], CFG[1], CFG3, CFG[3]])],
    {
        "outcome": "applied",
        "title": CFG_T,
        "body": "\n\n".join([CFG[0], CFG[1], CFG3, CFG[3]]),
    },
)
cases.append(c)
REC_T = "周日家宴"
REC = ["人数: 6", "内容: 红烧肉、清蒸鱼、炒青菜", "时间: 晚上六点", "记得提前一天买鱼。"]
REC4 = "记得提前一天去菜市场买条新鲜的鱼。"
c = case_record(
    "s-zh-own-keys",
    "zh",
    "negative",
    "lead dev: structured replies",
    REC_T,
    "\n\n".join(REC),
    "最后一段写具体一点",
    [REC_T + "\n\n" + "\n\n".join([REC[0], REC[1], REC[2], REC4])],
    {
        "outcome": "applied",
        "title": REC_T,
        "body": "\n\n".join([REC[0], REC[1], REC[2], REC4]),
    },
)
cases.append(c)
with OUT.open("w", encoding="utf-8") as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(cases))


# Unified diffs: with context lines, blank context lines without their space, no context at
# all under a ```diff fence after a line of chatter (an empty line read as a diff line made
# the hunk empty), no fence, the title as file names, hunk line numbers that are wrong.
diffs: list[dict[str, object]] = []
for lang in ("en", "zh"):
    title, P, N = (EN_T, EN, EN3) if lang == "en" else (ZH_T, ZH, ZH3)
    replies = {
        "ctx": f"```diff\n--- a/article.md\n+++ b/article.md\n@@ -5,5 +5,5 @@\n {P[1]}\n \n-{P[2]}\n+{N}\n \n {P[3]}\n```",
        "blankctx": f"```diff\n@@ -5,5 +5,5 @@\n {P[1]}\n\n-{P[2]}\n+{N}\n\n {P[3]}\n```",
        "noctx": f"Here is the change:\n\n```diff\n-{P[2]}\n+{N}\n```\n",
        "nofence": f"--- original\n+++ revised\n@@ -7 +7 @@\n-{P[2]}\n+{N}\n",
        "title": f"```diff\n--- {title}\n+++ {title}\n@@ @@\n-{P[2]}\n+{N}\n```",
        "wronglines": f"```diff\n@@ -2,3 +2,3 @@\n {P[1]}\n-{P[2]}\n+{N}\n {P[3]}\n```",
    }
    for kind, reply in replies.items():
        diffs.append(
            case_record(
                f"d-{lang}-{kind}",
                lang,
                f"diff_{kind}",
                "lead dev: unified diffs",
                title,
                "\n\n".join(P),
                S_EN if lang == "en" else S_ZH,
                [reply],
                {
                    "outcome": "applied",
                    "title": title,
                    "body": "\n\n".join([P[0], P[1], N, P[3]]),
                },
            )
        )
with (OUT.parent / "diffs.jsonl").open("w", encoding="utf-8") as f:
    for c in diffs:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(diffs))


# One paragraph answered in another language: saved into an English or Chinese article as
# the asked paragraph's new text, since a short paragraph gave other_language too few words.
LANG_EN_T, LANG_ZH_T = "The bus", "秋天的公园"
LANG_EN = [
    "We waited twenty minutes on Elm Street in the cold.",
    "The bus never came.",
    "We walked home in the rain, soaked and laughing.",
]
LANG_ZH = [
    "秋天的公园很美。",
    "湖边的柳树已经黄了，风一吹，叶子就落下来。",
    "我们在长椅上坐了很久。",
]
languages: list[dict[str, object]] = []


def lang_case(cid: str, zh: bool, new: str, suggestion: str, outcome: str) -> None:
    title, paragraphs = (LANG_ZH_T, LANG_ZH) if zh else (LANG_EN_T, LANG_EN)
    changed = [paragraphs[0], new, paragraphs[2]]
    expect: dict[str, object] = {"outcome": outcome}
    if outcome == "applied":
        expect.update(title=title, body="\n\n".join(changed))
    else:
        expect["because"] = "the asked paragraph came back in another language"
    languages.append(
        case_record(
            cid,
            "zh" if zh else "en",
            "paragraph_language" if outcome == "refused" else "paragraph_language_kept",
            "outside fault tester, session 17: one paragraph in another language",
            title,
            "\n\n".join(paragraphs),
            suggestion,
            [title + "\n\n" + "\n\n".join(changed)],
            expect,
        )
    )


LIVELIER, ZH_LIVELIER = "Make paragraph 2 livelier.", "第二段写得生动一点"
lang_case("l-en-es", False, "¡El autobús, claro, nunca llegó!", LIVELIER, "refused")
lang_case("l-en-fr", False, "Le bus, bien sûr, n'est jamais venu !", LIVELIER, "refused")
lang_case("l-en-de", False, "Der Bus kam natürlich nie, und es war kalt.", LIVELIER, "refused")
lang_case(
    "l-zh-ja",
    True,
    "湖のほとりの柳はすでに黄色くなり、風が吹くと葉が落ちてきた。",
    ZH_LIVELIER,
    "refused",
)
lang_case(
    "l-zh-hant",
    True,
    "湖邊的柳樹早已染成金黃，秋風一過，葉子便紛紛揚揚地飄落下來。",
    ZH_LIVELIER,
    "refused",
)
lang_case(
    "l-en-kept",
    False,
    "The bus, of course, never came — not even a rumour of one.",
    LIVELIER,
    "applied",
)
lang_case("l-en-cafe", False, "Naïve café owners waved; the bus never came.", LIVELIER, "applied")
lang_case(
    "l-zh-kept",
    True,
    "湖边的柳树早已染成金黄，秋风一过，叶子便纷纷扬扬地飘落下来。",
    ZH_LIVELIER,
    "applied",
)
# Asked for: the other language (or the other characters) is the edit.
lang_case(
    "l-zh-hant-asked",
    True,
    "湖邊的柳樹已經黃了，風一吹，葉子就落下來。",
    "第二段改成繁体字",
    "applied",
)
lang_case(
    "l-en-es-asked",
    False,
    "¡El autobús, claro, nunca llegó!",
    "Translate paragraph 2 into Spanish.",
    "applied",
)
with (OUT.parent / "languages.jsonl").open("w", encoding="utf-8") as f:
    for c in languages:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(languages))
