# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 44's dev cases of outside43's findings 5, 12 and 14 in forms its tests did not
use, with near-misses that must keep working (run from the repository root): code of the
writer's changed by a restyle in the middle of a fenced block (bash, JavaScript, Go), where the
refusal must quote the changed line, not the block's unchanged opening; an inline code span made
longer (`--dry-run` → `--dry-runs`, `go mod tidy` → `go mod tidy -v`, `--verbose` →
`--verbose=true`), which is still changed code; links a restyle wrote reference-style
(`[text][1]` … `[1]: https://…`, every address kept), which are the writer's inline links, not
figures; and a footnote marker (`[^1]`) a restyle of its sentence dropped, put back where it
stood. Near-misses: code changed as asked, reference links asked for, a link's address changed
unasked (refused), a marker kept. Every expected article is the original paragraph list with
only the asked changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, alone, block, swap, write_cases  # noqa: E402

DEPLOY_TITLE = "How we deploy on Fridays"
DEPLOY = [
    "Most deploys fail for boring reasons, so we script ours.",
    "Run `deploy --dry-run` first; it prints every step without touching the server.",
    "The settings live in `deploy.toml`, next to the `Makefile`.",
    "```bash\nexport DEPLOY_ENV=staging\ndeploy --target web-01 --retries 3 --wait 30\n```",
    "The dashboard polls the API with a small client:",
    "```js\nimport { createClient } from './lib/api-client.js';\n\nconst client = createClient({ baseUrl: '/api', timeout: 5000, retries: 2 });\n```",
    "That's the whole routine. Nobody has been paged on a Friday since.",
]
ZGO_TITLE = "用 Go 给接口调用加上重试"
ZGO = [
    "线上接口偶尔超时，我们给客户端加了重试，这里记一下做法。",
    "先用 `go mod tidy` 整理依赖，重试的配置写在 `retry.yaml` 里。",
    "```go\nfunc fetch(url string) (*http.Response, error) {\n\tclient := &http.Client{Timeout: 10 * time.Second}\n\treturn client.Get(url)\n}\n```",
    "启动时加上 `--verbose` 参数，就能在日志里看到每一次重试。",
    "以上就是全部做法，欢迎留言交流。",
]
CAMEL_TITLE = "Cycling the Camel Trail"
CAMEL = [
    "The Camel Trail runs from Padstow to Wenfordbridge, and it is almost flat all the way.[^1]",
    "Hire a bike at [Trail Bike Hire](https://www.trailbikehire.co.uk/) in Padstow, and check the [tide times](https://www.tidetimes.org.uk/padstow-tide-times) if you want the estuary at its best.",
    "We stopped for lunch in Wadebridge.[^cafe] The café by the bridge does a good pasty, and the bike racks outside are free.",
    "[^1]: About 18 miles, most of it on an old railway line.\n[^cafe]: It closes at 3 pm on Sundays.",
]
ZART_TITLE = "周末去杭州看宋画特展"
ZART = [
    "这个周末我去了浙江美术馆，看了一场宋画特展，人不算多。[^1]",
    "门票要在[浙江美术馆官网](https://www.zjam.org.cn/)提前预约，展品介绍可以看[官方公众号的文章](https://mp.weixin.qq.com/s/AbC123xyz)。",
    "看完展可以去旁边的[太子湾公园](https://www.hzwestlake.gov.cn/tzw)走走，春天的郁金香很好看。",
    "[^1]: 展期到2027年3月31日，周一闭馆。",
]
ARTICLES = ChangedArticles(
    {
        "deploy": (DEPLOY_TITLE, DEPLOY),
        "zgo": (ZGO_TITLE, ZGO),
        "camel": (CAMEL_TITLE, CAMEL),
        "zart": (ZART_TITLE, ZART),
    }
)
case, whole = ARTICLES.case, ARTICLES.whole

DEPLOY0_LIVELY = "Most deploys fail for gloriously boring reasons — so we script ours."
DEPLOY6_LIVELY = "And that's the whole routine! Nobody has been paged on a Friday since."
DEPLOY1_FRIENDLY = (
    "Start with `deploy --dry-run`: it walks through every step and leaves the server alone."
)
ZGO0_LIGHT = "线上接口时不时就超时，于是我们给客户端加上了重试，顺手记一下怎么做的。"
ZGO4_LIGHT = "做法就是这些啦，有问题欢迎留言聊聊～"
CAMEL0_CASUAL = "The Camel Trail runs from Padstow to Wenfordbridge, and it's pretty much flat the whole way.[^1]"
CAMEL0_PUNCHY = "Padstow to Wenfordbridge, and barely a hill in sight."
CAMEL2_LIVELY = "Lunch was in Wadebridge! The café by the bridge makes a cracking pasty, and the bike racks outside are free."
ZART0_LIVELY = "这个周末去了浙江美术馆，赶上一场宋画特展，人还不多，看得很过瘾！[^1]"
ZART0_VIVID = "这个周末，我在浙江美术馆看了一场宋画特展，人不多，一幅幅宋画看得人挪不开眼。"

REF_BIKE = "[Trail Bike Hire][1]"
REF_TIDES = "[tide times][2]"
CAMEL_REFS = (
    "[1]: https://www.trailbikehire.co.uk/\n[2]: https://www.tidetimes.org.uk/padstow-tide-times"
)


def _camel_ref(bike: str, tides: str) -> str:
    return swap(
        swap(CAMEL[1], "[Trail Bike Hire](https://www.trailbikehire.co.uk/)", bike),
        "[tide times](https://www.tidetimes.org.uk/padstow-tide-times)",
        tides,
    )


def _zart_ref(paragraph: int, labels: dict[str, str]) -> str:
    text = ZART[paragraph]
    for address, label in labels.items():
        if "](" + address + ")" not in text:
            continue
        start = text.index("](" + address + ")")
        shown = text[text.rindex("[", 0, start) + 1 : start]
        text = text.replace(f"[{shown}]({address})", f"[{shown}][{label}]")
    return text


ZART_ADDRESSES = {
    "https://www.zjam.org.cn/": "1",
    "https://mp.weixin.qq.com/s/AbC123xyz": "2",
    "https://www.hzwestlake.gov.cn/tzw": "3",
}
ZART_REFS = "\n".join(f"[{label}]: {address}" for address, label in ZART_ADDRESSES.items())

cases = [
    # --- Finding 5: the changed line quoted, not the block's opening -------------------------
    case(
        "c44-deploy-en-01",
        "deploy",
        "code_changed_mid_block_named",
        "outside43 F5: a restyle changed the retries in the middle of a bash block",
        "Make it a bit livelier.",
        [
            whole(
                "deploy",
                {
                    0: DEPLOY0_LIVELY,
                    6: DEPLOY6_LIVELY,
                    3: swap(DEPLOY[3], "--retries 3", "--retries 5"),
                },
            )
        ],
        outcome="refused",
        because="the bash block's --retries 3 became --retries 5",
    ),
    case(
        "c44-deploy-en-02",
        "deploy",
        "code_changed_mid_block_named",
        "outside43 F5: a restyle changed a JavaScript option past the block's long first line",
        "Make it a bit more conversational.",
        [
            whole(
                "deploy", {0: DEPLOY0_LIVELY, 5: swap(DEPLOY[5], "timeout: 5000", "timeout: 3000")}
            )
        ],
        outcome="refused",
        because="the client's timeout 5000 became 3000",
    ),
    case(
        "c44-deploy-en-08",
        "deploy",
        "code_changed_outside_asked_paragraph",
        "near-miss: the same code change beside an asked paragraph is withheld, the paragraph saved",
        "Make the closing paragraph livelier.",
        [
            whole(
                "deploy", {6: DEPLOY6_LIVELY, 5: swap(DEPLOY[5], "timeout: 5000", "timeout: 3000")}
            )
        ],
        {6: DEPLOY6_LIVELY},
        withheld=1,
    ),
    case(
        "c44-deploy-en-03",
        "deploy",
        "code_changed_when_asked",
        "near-miss: the code changed as asked",
        "In the bash block, make it retry 5 times instead of 3.",
        [whole("deploy", {3: swap(DEPLOY[3], "--retries 3", "--retries 5")})],
        {3: swap(DEPLOY[3], "--retries 3", "--retries 5")},
    ),
    # --- Finding 12: a code span made longer is changed code ---------------------------------
    case(
        "c44-deploy-en-04",
        "deploy",
        "inline_flag_made_longer",
        "outside43 F12: a flag one letter longer in the asked paragraph",
        "Make paragraph 2 friendlier.",
        [
            alone(
                "Start with `deploy --dry-runs`: it walks through every step and leaves the server alone."
            )
        ],
        outcome="refused",
        because="--dry-run became --dry-runs",
    ),
    case(
        "c44-deploy-en-05",
        "deploy",
        "inline_file_name_made_longer",
        "outside43 F12: a file name in code given a plural",
        "Reword the sentence about the settings so it reads more naturally.",
        [alone("All the settings are in `deploy.toml`, which sits next to the `Makefiles`.")],
        outcome="refused",
        because="the Makefile became Makefiles",
    ),
    case(
        "c44-deploy-en-06",
        "deploy",
        "inline_code_kept_in_friendlier_target",
        "near-miss: the asked paragraph reworded, its code kept",
        "Make paragraph 2 friendlier.",
        [alone(DEPLOY1_FRIENDLY, "Sure — here's a friendlier version:")],
        {1: DEPLOY1_FRIENDLY},
    ),
    case(
        "c44-deploy-en-07",
        "deploy",
        "inline_flag_changed_when_asked",
        "near-miss: the flag changed as asked",
        "Paragraph 2 should say `deploy --plan` instead of `deploy --dry-run`.",
        [alone(swap(DEPLOY[1], "deploy --dry-run", "deploy --plan"))],
        {1: swap(DEPLOY[1], "deploy --dry-run", "deploy --plan")},
    ),
    # --- the same shapes on a Chinese tech article ------------------------------------------
    case(
        "c44-zgo-zh-01",
        "zgo",
        "code_changed_mid_block_named",
        "outside43 F5: a restyle changed the Go client's timeout inside the function",
        "整篇语气再轻松一点。",
        [
            whole(
                "zgo",
                {
                    0: ZGO0_LIGHT,
                    4: ZGO4_LIGHT,
                    2: swap(ZGO[2], "10 * time.Second", "15 * time.Second"),
                },
            )
        ],
        outcome="refused",
        because="Timeout 10 seconds became 15 in the Go block",
    ),
    case(
        "c44-zgo-zh-02",
        "zgo",
        "inline_command_made_longer",
        "outside43 F12: a command given an extra flag in the asked paragraph",
        "第二段说得更口语化一点。",
        [alone("先跑一下 `go mod tidy -v` 把依赖理一理，重试的配置都放在 `retry.yaml` 里。")],
        outcome="refused",
        because="go mod tidy became go mod tidy -v",
    ),
    case(
        "c44-zgo-zh-03",
        "zgo",
        "inline_flag_made_longer",
        "outside43 F12: a flag given a value in the asked paragraph",
        "第四段写得更亲切一点。",
        [alone("启动的时候带上 `--verbose=true`，每一次重试都能在日志里看得清清楚楚。")],
        outcome="refused",
        because="--verbose became --verbose=true",
    ),
    case(
        "c44-zgo-zh-04",
        "zgo",
        "inline_code_kept_in_friendlier_target",
        "near-miss: the asked paragraph reworded, its code kept",
        "第四段写得更亲切一点。",
        [alone("启动的时候带上 `--verbose` 参数，每一次重试都能在日志里看得清清楚楚。")],
        {3: "启动的时候带上 `--verbose` 参数，每一次重试都能在日志里看得清清楚楚。"},
    ),
    case(
        "c44-zgo-zh-05",
        "zgo",
        "code_changed_when_asked",
        "near-miss: the timeout changed as asked",
        "把代码里的超时时间改成 15 秒。",
        [whole("zgo", {2: swap(ZGO[2], "10 * time.Second", "15 * time.Second")})],
        {2: swap(ZGO[2], "10 * time.Second", "15 * time.Second")},
    ),
    # --- Finding 14a: reference-style links are the writer's links, not figures -------------
    case(
        "c44-camel-en-01",
        "camel",
        "links_made_reference_style",
        "outside43 F14a: a casual restyle wrote the links reference-style, every address kept",
        "Make it a little more casual.",
        [
            whole("camel", {0: CAMEL0_CASUAL, 1: _camel_ref(REF_BIKE, REF_TIDES)})
            + "\n\n"
            + CAMEL_REFS
        ],
        {0: CAMEL0_CASUAL},
    ),
    case(
        "c44-camel-en-02",
        "camel",
        "links_made_reference_style",
        "outside43 F14a: named reference labels, the definitions right under their paragraph",
        "Make the bike hire paragraph a little more casual.",
        [
            alone(
                swap(
                    _camel_ref("[Trail Bike Hire][bikes]", "[tide times][tides]"),
                    "if you want the estuary at its best",
                    "if you fancy the estuary at its best",
                )
                + "\n\n[bikes]: https://www.trailbikehire.co.uk/\n[tides]: https://www.tidetimes.org.uk/padstow-tide-times"
            )
        ],
        {
            1: swap(
                CAMEL[1],
                "if you want the estuary at its best",
                "if you fancy the estuary at its best",
            )
        },
    ),
    case(
        "c44-camel-en-03",
        "camel",
        "links_made_reference_style_as_asked",
        "near-miss: reference-style links asked for are saved as the model wrote them",
        "Use reference-style links instead of inline ones.",
        [whole("camel", {1: _camel_ref(REF_BIKE, REF_TIDES)}) + "\n\n" + CAMEL_REFS],
        {1: _camel_ref(REF_BIKE, REF_TIDES), 3: CAMEL[3] + "\n\n" + CAMEL_REFS},
    ),
    case(
        "c44-camel-en-04",
        "camel",
        "link_address_changed_unasked",
        "near-miss: a casual restyle pointed the tide link elsewhere (reference-style)",
        "Make it a little more casual.",
        [
            whole("camel", {0: CAMEL0_CASUAL, 1: _camel_ref(REF_BIKE, REF_TIDES)})
            + "\n\n[1]: https://www.trailbikehire.co.uk/\n[2]: https://www.tidetimes.co.uk/"
        ],
        outcome="refused",
        because="the tide times link now points at another page",
    ),
    # --- Finding 14b: a footnote marker a restyle dropped is put back ------------------------
    case(
        "c44-camel-en-05",
        "camel",
        "footnote_marker_dropped",
        "outside43 F14b: the asked sentence restyled without its footnote marker",
        "Make the first sentence punchier.",
        [alone(CAMEL0_PUNCHY)],
        {0: CAMEL0_PUNCHY + "[^1]"},
    ),
    case(
        "c44-camel-en-06",
        "camel",
        "footnote_marker_dropped",
        "outside43 F14b: a named marker after the first of two sentences, dropped by a livelier restyle",
        "Make the Wadebridge paragraph livelier.",
        [whole("camel", {2: CAMEL2_LIVELY})],
        {2: swap(CAMEL2_LIVELY, "Wadebridge!", "Wadebridge![^cafe]")},
    ),
    case(
        "c44-camel-en-07",
        "camel",
        "footnote_marker_kept",
        "near-miss: the marker kept by the restyle stays once",
        "Make the first sentence punchier.",
        [alone(CAMEL0_PUNCHY + "[^1]")],
        {0: CAMEL0_PUNCHY + "[^1]"},
    ),
    case(
        "c44-camel-en-08",
        "camel",
        "footnote_marker_dropped_unplaceable",
        "outside43 F14b: the marker's sentence merged into the next — named as a footnote",
        "Make the Wadebridge paragraph flow better.",
        [
            alone(
                "We stopped for lunch in Wadebridge, where the café by the bridge does a good pasty and the bike racks outside are free."
            )
        ],
        {
            2: "We stopped for lunch in Wadebridge, where the café by the bridge does a good pasty and the bike racks outside are free."
        },
        told="footnote",
    ),
    # --- the same on a Chinese 公众号 article ------------------------------------------------
    case(
        "c44-zart-zh-01",
        "zart",
        "links_made_reference_style",
        "outside43 F14a: a livelier restyle wrote every link reference-style",
        "整篇写得更活泼一点。",
        [
            whole(
                "zart",
                {0: ZART0_LIVELY, 1: _zart_ref(1, ZART_ADDRESSES), 2: _zart_ref(2, ZART_ADDRESSES)},
            )
            + "\n\n"
            + ZART_REFS
        ],
        {0: ZART0_LIVELY},
    ),
    case(
        "c44-zart-zh-02",
        "zart",
        "footnote_marker_dropped",
        "outside43 F14b: the first paragraph restyled without its footnote marker",
        "第一段写得更生动一点。",
        [alone(ZART0_VIVID)],
        {0: ZART0_VIVID + "[^1]"},
    ),
    case(
        "c44-zart-zh-03",
        "zart",
        "link_address_changed_unasked",
        "near-miss: a restyle changed the WeChat article's address",
        "第二段写得更活泼一点。",
        [alone(swap(ZART[1], "AbC123xyz", "XyZ987abc").replace("门票要在", "门票记得在"))],
        outcome="refused",
        because="the 公众号 article's address was changed",
    ),
    case(
        "c44-zart-zh-04",
        "zart",
        "links_made_reference_style_as_asked",
        "near-miss: reference-style links asked for in Chinese",
        "把文中的链接都改成引用式链接，链接地址统一放到文末。",
        [
            whole("zart", {1: _zart_ref(1, ZART_ADDRESSES), 2: _zart_ref(2, ZART_ADDRESSES)})
            + "\n\n"
            + ZART_REFS
        ],
        {
            1: _zart_ref(1, ZART_ADDRESSES),
            2: _zart_ref(2, ZART_ADDRESSES),
            3: ZART[3] + "\n\n" + ZART_REFS,
        },
    ),
    case(
        "c44-zart-zh-05",
        "zart",
        "footnote_marker_kept",
        "near-miss: a restyle that keeps the marker",
        "第一段写得更生动一点。",
        [alone(ZART0_VIVID + "[^1]")],
        {0: ZART0_VIVID + "[^1]"},
    ),
]

# A dropped marker in an answer of search/replace blocks, and a model call that failed outright
# (no reply: the test server answers HTTP 500), told in the article's language.
cases += [
    case(
        "c44-camel-en-09",
        "camel",
        "footnote_marker_dropped",
        "outside43 F14b: the marker dropped inside a search/replace block",
        "Make the first sentence punchier.",
        [block(CAMEL[0], CAMEL0_PUNCHY)],
        {0: CAMEL0_PUNCHY + "[^1]"},
        edit_format="blocks",
    ),
    case(
        "c44-zart-zh-06",
        "zart",
        "model_call_failed",
        "lead's list: a failed model call on a Chinese article is told in Chinese",
        "第一段写得更生动一点。",
        [],
        outcome="refused",
        because="the model endpoint answered HTTP 500",
    ),
    case(
        "c44-camel-en-10",
        "camel",
        "model_call_failed",
        "near-miss: the same failure on an English article stays English",
        "Make the first sentence punchier.",
        [],
        outcome="refused",
        because="the model endpoint answered HTTP 500",
    ),
]

# What the writer is told when a reply is refused: the change itself, in the article's language.
TOLD = {
    "c44-deploy-en-01": "--retries 5",
    "c44-deploy-en-02": "timeout: 3000",
    "c44-deploy-en-04": "--dry-runs",
    "c44-deploy-en-05": "Makefiles",
    "c44-zgo-zh-01": "15 * time.Second",
    "c44-zgo-zh-02": "go mod tidy -v",
    "c44-zgo-zh-03": "--verbose=true",
    "c44-zart-zh-06": "模型端点出错了（HTTP 500",
    "c44-camel-en-10": "The model endpoint failed with HTTP 500",
}
for one in cases:
    if one["id"] in TOLD:
        one["expect"]["note_contains"] = TOLD[one["id"]]  # type: ignore[index]
    if one["lang"] == "zh" and one["expect"]["outcome"] == "refused":  # type: ignore[index]
        one["expect"]["note_lacks"] = "The model"  # type: ignore[index]

if __name__ == "__main__":
    write_cases(cases, HERE / "code.jsonl")
