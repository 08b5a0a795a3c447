# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 33's lead fidelity cases (run from the repository root): every expected article
is the original paragraph list with only the asked entries replaced, so untouched text is byte for
byte the writer's."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

sys.path.insert(0, str(HERE))

from articles import (  # noqa: E402
    EN_BLOG,
    EN_MARKET,
    EN_TRAIL,
    YAML,
    ZH_BLOG,
    ZH_MARKET,
    ZH_TRAIL,
    Article,
)

Case = dict[str, object]


def body(article: Article, changed: dict[int, str]) -> str:
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(article[1]))


def whole(article: Article, changed: dict[int, str], title: str = "") -> str:
    """The article as a model writes it back: the title line, a blank line, the body."""
    return (title or article[0]) + "\n\n" + body(article, changed)


def listed(article: Article, paragraphs: list[str], title: str = "") -> str:
    return (title or article[0]) + "\n\n" + "\n\n".join(paragraphs)


def case(
    cid: str,
    kind: str,
    article: Article,
    suggestion: str,
    replies: list[str],
    changed: dict[int, str] | None = None,
    outcome: str = "applied",
    options: dict[str, object] | None = None,
    **expect_extra: object,
) -> Case:
    record: Case = case_record(
        cid,
        "zh" if "-zh-" in cid else "en",
        kind,
        "session 33 lead case: a reply shape real models give today",
        article[0],
        "\n\n".join(article[1]),
        suggestion,
        replies,
    )
    record.update(options or {})
    if outcome == "applied":
        expect: dict[str, object] = {
            "outcome": "applied",
            "title": article[0],
            "body": body(article, changed or {}),
        }
    else:
        expect = {"outcome": outcome}
    expect.update(expect_extra)
    record["expect"] = expect
    return record


def reasoning() -> list[Case]:
    en5 = "A friendly reminder: fees are due by 29 November. Last year the market raised $3,000 for the food bank, so let's beat that together! 🙌"
    zh5 = "温馨提示：摊位费请在11月29日前缴纳哦。去年夜市为食物银行筹得3,000元，今年我们一起再创新高吧！🙌"
    en0_draft = "Last spring, CI took 22 minutes. Now: 11."
    en0 = "22 minutes. That's how long our CI builds took last spring. Today they take 11. Here's what we changed, in the order we changed it."
    zh0_draft = "去年CI要22分钟，现在11分钟。"
    zh0 = (
        "22分钟——这是去年春天我们一次CI构建的时间。现在只要11分钟。下面按时间顺序说说我们改了什么。"
    )
    en7 = "Bring your own extension lead (10 m at most). If you cook, bring a fire extinguisher too. Our electrician, Zhang Wei, will check every cable before 4:30 p.m."
    zh7 = "请自备插线板，长度不超过10米；如需明火烹饪，请带上灭火器。电工阿列克谢·彼得罗夫会在下午4点半前检查所有电线。"
    en8 = "Next up: remote build caching! If it works, we'll write it up here, and if it doesn't, we'll happily write that up too. 🚀"
    zh8 = "下一站：远程构建缓存！成功了会在这里写一篇，失败了也照样写。🚀"
    en0m = "Thank you so much for signing up for the Winter Night Market 2024! 🎄 We can't wait to see you. This notice covers everything you need before opening night."
    zh0m = "非常感谢你报名参加2024年冬季夜市！🎄 我们已经迫不及待想见到你了。开市前需要了解的事项都在这里。"
    en2 = "We no longer download every package on every run. The cache key is the lockfile's hash, so the cache only misses when the dependencies change:"
    zh2 = "我们不再每次构建都重新下载全部依赖包。缓存键用的是锁文件的哈希值，所以只有依赖变了，缓存才会失效："
    harmony = "<|start|>assistant<|channel|>analysis<|message|>{}<|end|><|start|>assistant<|channel|>final<|message|>{}<|return|>"
    return [
        case(
            "l33-think-en-01",
            "think_holds_a_different_draft",
            EN_MARKET,
            "Make the paragraph about paying the fees friendlier.",
            [
                '<think>\nThe writer wants the fees paragraph friendlier. Draft: "Please pay by 29 November. We raised money last year!" Hmm, that loses the $3,000 and the food bank. Keep both, keep the emoji.\n</think>\n\n'
                + en5
            ],
            {5: en5},
        ),
        case(
            "l33-think-zh-01",
            "think_holds_a_different_draft",
            ZH_MARKET,
            "把缴费那段写得亲切一点。",
            [
                "<think>\n用户想让缴费那段更亲切。草稿：“请11月29日前交钱，去年筹了不少钱！”不行，丢了3,000元和食物银行，要保留，表情也要留着。\n</think>\n\n"
                + zh5
            ],
            {5: zh5},
        ),
        case(
            "l33-think-en-02",
            "think_holds_a_whole_draft_then_whole",
            EN_BLOG,
            "Make the opening paragraph punchier.",
            [
                "<think>\nLet me draft the whole post first.\n\nHow We Halved Build Times\n\n"
                + body(EN_BLOG, {0: en0_draft})
                + "\n\nThe draft opening is too terse and I changed the title, which was not asked. Final: keep the title.\n</think>\n\n"
                + whole(EN_BLOG, {0: en0})
            ],
            {0: en0},
        ),
        case(
            "l33-think-zh-02",
            "think_holds_a_whole_draft_then_whole",
            ZH_BLOG,
            "开头那段写得更有冲击力一点。",
            [
                "<think>\n先把全文起个草。\n\n构建时间减半记\n\n"
                + body(ZH_BLOG, {0: zh0_draft})
                + "\n\n草稿开头太干了，而且标题不该改。正式版保留原标题。\n</think>\n\n"
                + whole(ZH_BLOG, {0: zh0})
            ],
            {0: zh0},
        ),
        case(
            "l33-think-en-03",
            "reasoning_closed_without_opening_tag",
            EN_MARKET,
            "Make the paragraph about the night itself clearer.",
            [
                "The user wants the 'on the night' paragraph clearer. I'll split the two requirements into separate sentences and keep the electrician and the time.\n</think>\n\n"
                + en7
            ],
            {7: en7},
        ),
        case(
            "l33-think-zh-03",
            "reasoning_closed_without_opening_tag",
            ZH_MARKET,
            "把开市当晚那段写清楚一点。",
            [
                "用户希望“开市当晚”那段更清楚。我把两项要求分开写，电工和时间都保留。\n</think>\n\n"
                + zh7
            ],
            {7: zh7},
        ),
        case(
            "l33-think-en-04",
            "harmony_analysis_draft_then_final_return",
            EN_BLOG,
            "Make the closing paragraph more upbeat.",
            [
                harmony.format(
                    'Draft: "We\'ll try remote caching next." Too flat, and it drops the joke. Keep the joke and the rocket.',
                    en8,
                )
            ],
            {8: en8},
        ),
        case(
            "l33-think-zh-04",
            "harmony_analysis_draft_then_final_return",
            ZH_BLOG,
            "结尾那段写得更积极一点。",
            [
                harmony.format(
                    "草稿：“接下来试试远程缓存。”太平淡，还把玩笑丢了。保留玩笑和火箭。", zh8
                )
            ],
            {8: zh8},
        ),
        case(
            "l33-think-en-05",
            "ollama_thinking_header_with_draft",
            EN_MARKET,
            "Make the opening warmer.",
            [
                'Thinking...\nThe opening should feel warmer. First try: "Welcome aboard!" That drops the year and the tree. Keep them.\n...done thinking.\n\n'
                + en0m
            ],
            {0: en0m},
        ),
        case(
            "l33-think-zh-05",
            "ollama_thinking_header_with_draft",
            ZH_MARKET,
            "开头写得热情一点。",
            [
                "Thinking...\n开头要更热情。先试一句：“欢迎加入！”这样年份和圣诞树都没了，要保留。\n...done thinking.\n\n"
                + zh0m
            ],
            {0: zh0m},
        ),
        case(
            "l33-think-en-06",
            "reasoning_as_quoted_lines_above",
            EN_BLOG,
            "Reword the paragraph about downloading packages.",
            [
                "> Thought for 6 seconds\n>\n> The paragraph before the cache snippet. Keep the colon, since the snippet follows.\n\n"
                + en2
            ],
            {2: en2},
        ),
        case(
            "l33-think-zh-06",
            "reasoning_as_quoted_lines_above",
            ZH_BLOG,
            "把讲下载依赖包那段换个说法。",
            [
                "> 已深度思考（用时6秒）\n>\n> 是代码片段前面那段，结尾的冒号要保留，因为后面跟着代码。\n\n"
                + zh2
            ],
            {2: zh2},
        ),
    ]


def dress() -> list[Case]:
    en0 = "You're in! Thank you for signing up for the Winter Night Market 2024! 🎄 Everything you need before opening night is right here."
    zh0 = "报名成功！感谢你参加2024年冬季夜市！🎄 开市前需要知道的一切，都在这份须知里。"
    en6 = 'Our lead engineer, Priya Raman, summed it up best: "the fastest test is the one you don\'t run twice."'
    zh6 = "我们的首席工程师弗拉基米尔·索科洛夫说得最到位：“最快的测试，就是不用跑第二遍的测试。”"
    en2 = "The market runs on two evenings, Friday 13 December and Saturday 14 December 2024, from 5 p.m. to 10 p.m. Set-up starts at 3:30 p.m. on the first day."
    zh2 = "夜市共两晚：2024年12月13日（周五）和14日（周六），每晚下午5点到晚上10点。第一天下午3点半开始布摊。"
    en5 = "The test suite was the slowest step, so we split it across four runners:\n1. unit tests: 3 minutes;\n1. API tests: 5 minutes;\n1. browser tests: 6 minutes."
    zh5 = "测试最慢，于是拆到四台机器上跑：\n1. 单元测试3分钟；\n1. 接口测试5分钟；\n1. 浏览器测试6分钟。"
    en0b = "Our CI builds took 22 minutes last spring; today they take 11. Here's what we changed, in order."
    zh0b = "去年春天CI构建要22分钟，现在只要11分钟。下面按顺序说说我们改了什么。"
    en_a = "Fees are due by 29 November. Last year we raised $3,000 for the food bank."
    en_b = "Please pay your pitch fee by 29 November. Last year the market raised $3,000 for the food bank, and with your help we hope to beat that. 🙌"
    zh_a = "摊位费11月29日前缴清。去年为食物银行筹得3,000元。"
    zh_b = "请在11月29日前缴清摊位费。去年夜市为食物银行筹得3,000元，有你们的支持，今年希望再创新高。🙌"
    return [
        case(
            "l33-dress-en-01",
            "artifact_tags_around_whole",
            EN_MARKET,
            "Make the first paragraph more exciting.",
            [
                'Here\'s the revised version:\n\n<artifact identifier="stallholder-notice" type="text/markdown" title="Stallholder notice (revised)">\n'
                + whole(EN_MARKET, {0: en0})
                + "\n</artifact>\n\nI made the opening more exciting and left everything else as it was."
            ],
            {0: en0},
        ),
        case(
            "l33-dress-zh-01",
            "artifact_tags_around_whole",
            ZH_MARKET,
            "第一段写得更让人兴奋一点。",
            [
                '以下是修改后的版本：\n\n<artifact identifier="notice" type="text/markdown" title="摊主须知（修改版）">\n'
                + whole(ZH_MARKET, {0: zh0})
                + "\n</artifact>\n\n我只改了开头，其余保持原样。"
            ],
            {0: zh0},
        ),
        case(
            "l33-dress-en-02",
            "bold_label_then_changes_made_list",
            EN_BLOG,
            "Make the paragraph with the quote read more naturally.",
            [
                "**Revised Paragraph:**\n\n"
                + en6
                + "\n\n**Changes made:**\n\n* Moved the attribution to the front of the sentence.\n* Kept Priya's words exactly as she said them."
            ],
            {6: en6},
        ),
        case(
            "l33-dress-zh-02",
            "bold_label_then_changes_made_list",
            ZH_BLOG,
            "把引语那段写得自然一点。",
            [
                "**修改后的段落：**\n\n"
                + zh6
                + "\n\n**修改说明：**\n\n* 调整了语序，让引语更自然。\n* 引语原文一字未改。"
            ],
            {6: zh6},
        ),
        case(
            "l33-dress-en-03",
            "h2_heading_bold_title_then_key_changes",
            EN_MARKET,
            "Make the dates paragraph easier to scan.",
            [
                "## Revised Article\n\n**"
                + EN_MARKET[0]
                + "**\n\n"
                + body(EN_MARKET, {2: en2})
                + "\n\n### Key Changes:\n* Grouped the two evenings together.\n* Left the rest of the notice untouched."
            ],
            {2: en2},
        ),
        case(
            "l33-dress-zh-03",
            "h2_heading_bold_title_then_key_changes",
            ZH_MARKET,
            "日期那段改得一眼就能看清。",
            [
                "## 修改后的文章\n\n**"
                + ZH_MARKET[0]
                + "**\n\n"
                + body(ZH_MARKET, {2: zh2})
                + "\n\n### 主要修改：\n* 把两晚的日期放在一起。\n* 其余内容未改动。"
            ],
            {2: zh2},
        ),
        case(
            "l33-dress-en-04",
            "suggestion_quoted_back_first",
            EN_BLOG,
            "Make the paragraph about splitting the tests shorter.",
            [
                "> Make the paragraph about splitting the tests shorter.\n\nSure, here's a shorter version:\n\n"
                + en5
            ],
            {5: en5},
        ),
        case(
            "l33-dress-zh-04",
            "suggestion_quoted_back_first",
            ZH_BLOG,
            "把拆分测试那段改短一点。",
            ["> 把拆分测试那段改短一点。\n\n好的，精简后如下：\n\n" + zh5],
            {5: zh5},
        ),
        case(
            "l33-dress-en-05",
            "options_offered_unasked",
            EN_MARKET,
            "Rewrite the paragraph about paying the fees.",
            [
                "Here are two options:\n\n**Option 1 (concise):**\n"
                + en_a
                + "\n\n**Option 2 (warmer):**\n"
                + en_b
                + "\n\nLet me know which one you prefer!"
            ],
            outcome="model_says",
            contains="Option 1",
        ),
        case(
            "l33-dress-zh-05",
            "options_offered_unasked",
            ZH_MARKET,
            "把缴费那段重写一下。",
            [
                "给你两个版本：\n\n**版本一（简洁）：**\n"
                + zh_a
                + "\n\n**版本二（亲切）：**\n"
                + zh_b
                + "\n\n你更喜欢哪一个？"
            ],
            outcome="model_says",
            contains="版本一",
        ),
        case(
            "l33-dress-en-06",
            "options_with_a_recommendation",
            EN_MARKET,
            "Rewrite the paragraph about paying the fees.",
            [
                "Option A:\n\n"
                + en_a
                + "\n\nOption B:\n\n"
                + en_b
                + "\n\nI'd go with Option B: it keeps the hope of beating last year."
            ],
            outcome="model_says",
            contains="I'd go with Option B",
        ),
        case(
            "l33-dress-zh-06",
            "options_with_a_recommendation",
            ZH_MARKET,
            "把缴费那段重写一下。",
            [
                "方案一：\n\n"
                + zh_a
                + "\n\n方案二：\n\n"
                + zh_b
                + "\n\n我推荐方案二，它保留了再创新高的期望。"
            ],
            outcome="model_says",
            contains="我推荐方案二",
        ),
        case(
            "l33-dress-en-07",
            "before_and_after_pair",
            EN_BLOG,
            "Tighten the opening paragraph.",
            ["**Before:**\n" + EN_BLOG[1][0] + "\n\n**After:**\n" + en0b],
            {0: en0b},
        ),
        case(
            "l33-dress-zh-07",
            "before_and_after_pair",
            ZH_BLOG,
            "开头那段精简一下。",
            ["**修改前：**\n" + ZH_BLOG[1][0] + "\n\n**修改后：**\n" + zh0b],
            {0: zh0b},
        ),
    ]


def placeholders() -> list[Case]:
    em, zm = EN_MARKET[1], ZH_MARKET[1]
    en0 = "Welcome aboard, and thank you for signing up for the Winter Night Market 2024! 🎄 This notice covers everything you need before opening night."
    zh0 = "欢迎加入！感谢报名参加2024年冬季夜市！🎄 开市前需要了解的事项都在这里。"
    enb0 = "Last spring a CI build took us 22 minutes. Today it takes 11. Here's what we changed, step by step."
    zhb0 = "去年春天，一次CI构建要22分钟；现在只要11分钟。下面一步一步说说我们改了什么。"
    en7 = "Bring your own extension lead, no longer than 10 m, and a fire extinguisher if you cook. Our electrician, Zhang Wei, checks every cable before 4:30 p.m."
    zh7 = "请自备不超过10米的插线板；如需明火烹饪，请带上灭火器。电工阿列克谢·彼得罗夫会在下午4点半前检查所有电线。"
    en_table = em[4].replace("| Food | 3 m × 6 m | $240 |", "| Food | 3 m × 6 m | $260 |")
    zh_table = zm[4].replace("| 餐饮 | 3米×6米 | ¥240 |", "| 餐饮 | 3米×6米 | ¥260 |")
    en_rows = em[4].split("\n")
    zh_rows = zm[4].split("\n")
    return [
        case(
            "l33-hole-en-01",
            "rest_of_article_unchanged_line",
            EN_MARKET,
            "Make the opening more welcoming.",
            [
                listed(EN_MARKET, [en0, em[1], em[2]])
                + "\n\n*(The rest of the notice remains unchanged.)*"
            ],
            {0: en0},
        ),
        case(
            "l33-hole-zh-01",
            "rest_of_article_unchanged_line",
            ZH_MARKET,
            "开头写得更欢迎一点。",
            [listed(ZH_MARKET, [zh0, zm[1], zm[2]]) + "\n\n（其余段落保持不变）"],
            {0: zh0},
        ),
        case(
            "l33-hole-en-02",
            "edited_paragraph_then_ranged_marker",
            EN_BLOG,
            "Rewrite the first paragraph.",
            [enb0 + "\n\n[Paragraphs 2–10 unchanged]"],
            {0: enb0},
        ),
        case(
            "l33-hole-zh-02",
            "edited_paragraph_then_ranged_marker",
            ZH_BLOG,
            "把第一段改写一下。",
            [zhb0 + "\n\n（第2至10段保持不变）"],
            {0: zhb0},
        ),
        case(
            "l33-hole-en-03",
            "bracketed_ellipsis_between_kept_paragraphs",
            EN_MARKET,
            "Make the 'On the night' paragraph clearer.",
            [listed(EN_MARKET, [em[0], "[...]", em[6], en7, em[8]])],
            {7: en7},
        ),
        case(
            "l33-hole-zh-03",
            "bracketed_ellipsis_between_kept_paragraphs",
            ZH_MARKET,
            "把“开市当晚”那段写清楚一点。",
            [listed(ZH_MARKET, [zm[0], "[……]", zm[6], zh7, zm[8]])],
            {7: zh7},
        ),
        case(
            "l33-hole-en-04",
            "table_rows_elided_with_ellipsis_row",
            EN_MARKET,
            "Change the food pitch fee to $260.",
            [
                "Updated table:\n\n"
                + "\n".join(en_rows[:2] + ["| … | … | … |", "| Food | 3 m × 6 m | $260 |"])
            ],
            {4: en_table},
        ),
        case(
            "l33-hole-zh-04",
            "table_rows_elided_with_ellipsis_row",
            ZH_MARKET,
            "把餐饮摊位费改成¥260。",
            [
                "更新后的表格：\n\n"
                + "\n".join(zh_rows[:2] + ["| … | … | … |", "| 餐饮 | 3米×6米 | ¥260 |"])
            ],
            {4: zh_table},
        ),
    ]


def drift() -> list[Case]:
    em, zm, eb, zb = EN_MARKET[1], ZH_MARKET[1], EN_BLOG[1], ZH_BLOG[1]
    en0 = "A warm thank-you for signing up for the Winter Night Market 2024! 🎄 This notice covers everything you need before opening night."
    zh0 = "衷心感谢你报名参加2024年冬季夜市！🎄 开市前需要了解的事项都在这里。"
    en5 = "Fees are due by 29 November, please. Last year the market raised $3,000 for the food bank, and we'd love to beat that. 🙌"
    zh5 = "摊位费请在11月29日前缴纳。去年夜市为食物银行筹得3,000元，今年很希望能再创新高。🙌"
    en7 = "Please bring your own extension lead (10 m at most), and a fire extinguisher if you cook. Our electrician, Zhang Wei, will check every cable before 4:30 p.m."
    zh7 = "请自备插线板（最长10米）；如需明火烹饪，请带上灭火器。电工阿列克谢·彼得罗夫会在下午4点半前检查所有电线。"
    enb2 = "We stopped downloading every package on every build. The cache key is the lockfile's hash, so the cache only misses when the dependencies change:"
    zhb2 = (
        "我们不再每次构建都重新下载全部依赖包。缓存键取锁文件的哈希值，只有依赖变化时缓存才会失效："
    )
    enb8 = "Next we're trying remote build caching. If it works, you'll read about it here, and if it doesn't, you'll read about that too. 🚀"
    zhb8 = "下一步我们要试试远程构建缓存。成了就在这里写一篇，不成也写。🚀"
    en2_year = "The market runs over two evenings, Friday 13 December and Saturday 14 December 2025, from 5 p.m. to 10 p.m. Set-up starts at 3:30 p.m. on the first day."
    zh2_year = "夜市共举办两晚：2025年12月13日（周五）和14日（周六），时间为下午5点到晚上10点。第一天下午3点半开始布摊。"
    en7_name = "Please bring your own extension lead (10 m at most), and a fire extinguisher if you cook. Our electrician, Chang Wei, will check every cable before 4:30 p.m."
    zh7_name = "请自备插线板（最长10米）；如需明火烹饪，请带上灭火器。电工阿历克塞·彼德罗夫会在下午4点半前检查所有电线。"
    en_split = em[2].replace(" Set-up", "\n\nSet-up")
    zh_split = zm[2].replace("第一天", "\n\n第一天")
    en_table_off = em[4].replace("$150", "$160")
    zh_table_off = zm[4].replace("¥150", "¥160")
    en_table_two = em[4].replace("$240", "$260").replace("$120", "$125")
    zh_table_two = zm[4].replace("¥240", "¥260").replace("¥120", "¥125")
    yaml_v3 = YAML.replace("@v4", "@v3")
    en_yaml_comment = YAML.replace(
        "    key:", "    # the key changes only when requirements.lock changes\n    key:"
    )
    zh_yaml_comment = YAML.replace(
        "    key:", "    # 只有 requirements.lock 变化时，缓存键才会变\n    key:"
    )
    de8 = "Als Nächstes probieren wir Remote-Build-Caching aus. Wenn es klappt, schreiben wir hier darüber, und wenn nicht, dann auch. 🚀"
    zh8_trad = "接下來我們要試試遠端建置快取。成功了會在這裡寫一篇，失敗了也會寫。🚀"
    return [
        case(
            "l33-drift-en-01",
            "untouched_paragraph_split_in_two",
            EN_MARKET,
            "Make the opening warmer.",
            [whole(EN_MARKET, {0: en0, 2: en_split})],
            {0: en0},
            withheld_min=1,
        ),
        case(
            "l33-drift-zh-01",
            "untouched_paragraph_split_in_two",
            ZH_MARKET,
            "开头写得热情一点。",
            [whole(ZH_MARKET, {0: zh0, 2: zh_split})],
            {0: zh0},
            withheld_min=1,
        ),
        case(
            "l33-drift-en-02",
            "untouched_paragraphs_merged",
            EN_BLOG,
            "Make the closing paragraph friendlier.",
            [listed(EN_BLOG, eb[:5] + [eb[5] + " " + eb[6]] + eb[7:8] + [enb8, eb[9]])],
            {8: enb8},
            withheld_min=1,
        ),
        case(
            "l33-drift-zh-02",
            "untouched_paragraphs_merged",
            ZH_BLOG,
            "结尾那段写得亲切一点。",
            [listed(ZH_BLOG, zb[:5] + [zb[5] + zb[6]] + zb[7:8] + [zhb8, zb[9]])],
            {8: zhb8},
            withheld_min=1,
        ),
        case(
            "l33-drift-en-03",
            "headings_turned_bold",
            EN_MARKET,
            "Make the paragraph about paying the fees friendlier.",
            [
                whole(
                    EN_MARKET,
                    {1: "**Dates and times**", 3: "**Pitch fees**", 5: en5, 6: "**On the night**"},
                )
            ],
            {5: en5},
        ),
        case(
            "l33-drift-zh-03",
            "headings_turned_bold",
            ZH_MARKET,
            "缴费那段写得亲切一点。",
            [whole(ZH_MARKET, {1: "**日期与时间**", 3: "**摊位费**", 5: zh5, 6: "**开市当晚**"})],
            {5: zh5},
        ),
        case(
            "l33-drift-en-04",
            "lazy_list_numbers_renumbered",
            EN_BLOG,
            "Reword the paragraph before the cache snippet.",
            [
                whole(
                    EN_BLOG,
                    {
                        2: enb2,
                        5: eb[5]
                        .replace("\n1. API", "\n2. API")
                        .replace("\n1. browser", "\n3. browser"),
                    },
                )
            ],
            {2: enb2},
        ),
        case(
            "l33-drift-zh-04",
            "lazy_list_numbers_renumbered",
            ZH_BLOG,
            "把代码片段前面那段换个说法。",
            [
                whole(
                    ZH_BLOG,
                    {
                        2: zhb2,
                        5: zb[5]
                        .replace("\n1. 接口", "\n2. 接口")
                        .replace("\n1. 浏览器", "\n3. 浏览器"),
                    },
                )
            ],
            {2: zhb2},
        ),
        case(
            "l33-drift-en-05",
            "typography_restyled_in_untouched_paragraph",
            EN_BLOG,
            "Make the closing paragraph friendlier.",
            [
                whole(
                    EN_BLOG,
                    {
                        6: eb[6]
                        .replace('"the', "“the")
                        .replace('twice."', "twice.”")
                        .replace("don't", "don’t"),
                        8: enb8,
                    },
                )
            ],
            {8: enb8},
        ),
        case(
            "l33-drift-zh-05",
            "typography_restyled_in_untouched_paragraph",
            ZH_BLOG,
            "结尾那段写得亲切一点。",
            [whole(ZH_BLOG, {0: zb[0].replace("CI", "ＣＩ").replace("，", ",", 1), 8: zhb8})],
            {8: zhb8},
        ),
        case(
            "l33-drift-en-06",
            "currency_written_out_untouched",
            EN_MARKET,
            "Make the 'On the night' paragraph clearer.",
            [whole(EN_MARKET, {5: em[5].replace("$3,000", "USD 3,000"), 7: en7})],
            {7: en7},
            withheld_min=1,
        ),
        case(
            "l33-drift-zh-06",
            "currency_written_out_untouched",
            ZH_MARKET,
            "把“开市当晚”那段写清楚一点。",
            [
                whole(
                    ZH_MARKET,
                    {
                        4: zm[4]
                        .replace("¥120", "120元")
                        .replace("¥150", "150元")
                        .replace("¥240", "240元"),
                        7: zh7,
                    },
                )
            ],
            {7: zh7},
            withheld_min=1,
        ),
        case(
            "l33-drift-en-07",
            "thousands_separator_dropped_untouched",
            EN_MARKET,
            "Make the opening warmer.",
            [whole(EN_MARKET, {0: en0, 5: em[5].replace("$3,000", "$3000")})],
            {0: en0},
        ),
        case(
            "l33-drift-zh-07",
            "thousands_separator_dropped_untouched",
            ZH_MARKET,
            "开头写得热情一点。",
            [whole(ZH_MARKET, {0: zh0, 5: zm[5].replace("3,000元", "3000元")})],
            {0: zh0},
        ),
        case(
            "l33-drift-en-08",
            "year_moved_in_target",
            EN_MARKET,
            "Make the dates paragraph easier to read.",
            [en2_year],
            outcome="refused",
            because="the rewrite moved the market to 2025",
        ),
        case(
            "l33-drift-zh-08",
            "year_moved_in_target",
            ZH_MARKET,
            "日期那段写得好读一点。",
            [zh2_year],
            outcome="refused",
            because="the rewrite moved the market to 2025",
        ),
        case(
            "l33-drift-en-09",
            "name_transliterated_in_target",
            EN_MARKET,
            "Make the 'On the night' paragraph clearer.",
            [en7_name],
            outcome="refused",
            because="the electrician's name was written another way",
        ),
        case(
            "l33-drift-zh-09",
            "name_transliterated_in_target",
            ZH_MARKET,
            "把“开市当晚”那段写清楚一点。",
            [zh7_name],
            outcome="refused",
            because="the electrician's name was transliterated another way",
        ),
        case(
            "l33-drift-en-10",
            "name_reordered_untouched",
            EN_MARKET,
            "Make the paragraph about paying the fees friendlier.",
            [whole(EN_MARKET, {5: en5, 7: em[7].replace("Zhang Wei", "Wei Zhang")})],
            {5: en5},
            withheld_min=1,
        ),
        case(
            "l33-drift-zh-10",
            "name_transliterated_untouched",
            ZH_BLOG,
            "结尾那段写得亲切一点。",
            [whole(ZH_BLOG, {6: zb[6].replace("弗拉基米尔", "弗拉迪米尔"), 8: zhb8})],
            {8: zhb8},
            withheld_min=1,
        ),
        case(
            "l33-drift-en-11",
            "title_restyled_unasked",
            EN_BLOG,
            "Make the closing paragraph friendlier.",
            [whole(EN_BLOG, {8: enb8}, title="How We Cut Our Build Time In Half 🚀")],
            {8: enb8},
        ),
        case(
            "l33-drift-zh-11",
            "title_restyled_unasked",
            ZH_BLOG,
            "结尾那段写得亲切一点。",
            [whole(ZH_BLOG, {8: zhb8}, title="我们如何把构建时间缩短一半？")],
            {8: zhb8},
        ),
        case(
            "l33-drift-en-12",
            "sign_off_dropped",
            EN_MARKET,
            "Make the opening warmer.",
            [listed(EN_MARKET, [en0] + em[1:8])],
            {0: en0},
            withheld_min=1,
        ),
        case(
            "l33-drift-zh-12",
            "sign_off_dropped",
            ZH_MARKET,
            "开头写得热情一点。",
            [listed(ZH_MARKET, [zh0] + zm[1:8])],
            {0: zh0},
            withheld_min=1,
        ),
        case(
            "l33-drift-en-13",
            "sign_off_lines_trimmed",
            EN_MARKET,
            "Make the paragraph about paying the fees friendlier.",
            [whole(EN_MARKET, {5: en5, 8: em[8].rsplit("\n", 1)[0]})],
            {5: en5},
            withheld_min=1,
        ),
        case(
            "l33-drift-zh-13",
            "sign_off_lines_trimmed",
            ZH_MARKET,
            "缴费那段写得亲切一点。",
            [whole(ZH_MARKET, {5: zh5, 8: zm[8].rsplit("\n", 1)[0]})],
            {5: zh5},
            withheld_min=1,
        ),
        case(
            "l33-drift-en-14",
            "table_cell_changed_untouched",
            EN_MARKET,
            "Make the 'On the night' paragraph clearer.",
            [whole(EN_MARKET, {4: en_table_off, 7: en7})],
            {7: en7},
            withheld_min=1,
        ),
        case(
            "l33-drift-zh-14",
            "table_cell_changed_untouched",
            ZH_MARKET,
            "把“开市当晚”那段写清楚一点。",
            [whole(ZH_MARKET, {4: zh_table_off, 7: zh7})],
            {7: zh7},
            withheld_min=1,
        ),
        case(
            "l33-drift-en-15",
            "table_other_cell_changed_with_the_asked",
            EN_MARKET,
            "Change the food pitch fee to $260.",
            [en_table_two],
            outcome="refused",
            because="the standard fee changed too, unasked",
        ),
        case(
            "l33-drift-zh-15",
            "table_other_cell_changed_with_the_asked",
            ZH_MARKET,
            "把餐饮摊位费改成¥260。",
            [zh_table_two],
            outcome="refused",
            because="the standard fee changed too, unasked",
        ),
        case(
            "l33-drift-en-16",
            "code_changed_untouched",
            EN_BLOG,
            "Reword the paragraph before the cache snippet.",
            [whole(EN_BLOG, {2: enb2, 3: yaml_v3})],
            {2: enb2},
            withheld_min=1,
        ),
        case(
            "l33-drift-zh-16",
            "code_changed_untouched",
            ZH_BLOG,
            "把代码片段前面那段换个说法。",
            [whole(ZH_BLOG, {2: zhb2, 3: yaml_v3})],
            {2: zhb2},
            withheld_min=1,
        ),
        case(
            "l33-drift-en-17",
            "code_comment_added_as_asked",
            EN_BLOG,
            "Add a comment to the cache snippet explaining the key.",
            ["Here's the snippet with a comment:\n\n" + en_yaml_comment],
            {3: en_yaml_comment},
        ),
        case(
            "l33-drift-zh-17",
            "code_comment_added_as_asked",
            ZH_BLOG,
            "在缓存那段代码里加一行注释，说明缓存键。",
            ["加好注释的代码：\n\n" + zh_yaml_comment],
            {3: zh_yaml_comment},
        ),
        case(
            "l33-drift-en-18",
            "emoji_dropped_untouched",
            EN_MARKET,
            "Make the 'On the night' paragraph clearer.",
            [whole(EN_MARKET, {0: em[0].replace(" 🎄", ""), 5: em[5].replace(" 🙌", ""), 7: en7})],
            {7: en7},
        ),
        case(
            "l33-drift-zh-18",
            "emoji_dropped_untouched",
            ZH_MARKET,
            "把“开市当晚”那段写清楚一点。",
            [whole(ZH_MARKET, {0: zm[0].replace(" 🎄", ""), 5: zm[5].replace("🙌", ""), 7: zh7})],
            {7: zh7},
        ),
        case(
            "l33-drift-en-19",
            "target_answered_in_another_language",
            EN_BLOG,
            "Make the closing paragraph friendlier.",
            [de8],
            outcome="refused",
            because="the paragraph came back in German",
        ),
        case(
            "l33-drift-zh-19",
            "target_answered_in_traditional_script",
            ZH_BLOG,
            "结尾那段写得亲切一点。",
            [zh8_trad],
            outcome="refused",
            because="the paragraph came back in Traditional characters",
        ),
    ]


def long() -> list[Case]:
    et, zt = EN_TRAIL[1], ZH_TRAIL[1]
    en4 = "Stop 4: the iron capstan on North Quay. Give it a push! It was cast at the town foundry in 1810, and it stands about 68 metres from the previous stop."
    zh4 = (
        "第4站：北码头的铁系缆桩。摸一摸它冰凉的铁身！它1810年在镇上的铸造厂浇铸，距上一站约68米。"
    )
    en40 = "Stop 40: the tide gauge on the Salt Pans, first read by the harbourmaster in 1990; 140 metres on."
    zh40 = "第40站：老盐田的潮位尺，1990年起每天早上有人读数，距上一站约140米。"
    en6 = "Stop 6: the granite slipway on North Quay, laid by the harbour board in 1820. You'll find it about 142 metres from the previous stop."
    zh6 = "第6站：北码头的花岗岩台阶。它1820年铺成，距上一站约142米，如今已被磨得光滑。"
    en_typo = et[29].replace("previuos", "previous")
    zh_typo = zt[29].replace("上一战", "上一站")
    return [
        case(
            "l33-long-en-01",
            "distant_paragraph_dropped",
            EN_TRAIL,
            "Make the paragraph about stop 4 livelier.",
            [listed(EN_TRAIL, et[:3] + [en4] + et[4:36] + et[37:])],
            {3: en4},
            withheld_min=1,
        ),
        case(
            "l33-long-zh-01",
            "distant_paragraph_dropped",
            ZH_TRAIL,
            "把第4站那段写得生动一点。",
            [listed(ZH_TRAIL, zt[:3] + [zh4] + zt[4:36] + zt[37:])],
            {3: zh4},
            withheld_min=1,
        ),
        case(
            "l33-long-en-02",
            "typo_fix_drops_a_paragraph",
            EN_TRAIL,
            "Fix the typos.",
            [listed(EN_TRAIL, et[:11] + et[12:29] + [en_typo] + et[30:])],
            {29: en_typo},
            withheld_min=1,
        ),
        case(
            "l33-long-zh-02",
            "typo_fix_drops_a_paragraph",
            ZH_TRAIL,
            "改一下错别字。",
            [listed(ZH_TRAIL, zt[:11] + zt[12:29] + [zh_typo] + zt[30:])],
            {29: zh_typo},
            withheld_min=1,
        ),
        case(
            "l33-long-en-03",
            "distant_paragraph_alone",
            EN_TRAIL,
            "Make the paragraph about stop 40 shorter.",
            ["Here's stop 40, shorter:\n\n" + en40],
            {39: en40},
        ),
        case(
            "l33-long-zh-03",
            "distant_paragraph_alone",
            ZH_TRAIL,
            "第40站那段写短一点。",
            ["第40站精简后：\n\n" + zh40],
            {39: zh40},
        ),
        case(
            "l33-long-en-04",
            "ranged_markers_around_a_distant_paragraph",
            EN_TRAIL,
            "Make the paragraph about stop 40 shorter.",
            ["[Paragraphs 1–39 unchanged]\n\n" + en40 + "\n\n[Paragraphs 41–42 unchanged]"],
            {39: en40},
        ),
        case(
            "l33-long-zh-04",
            "ranged_markers_around_a_distant_paragraph",
            ZH_TRAIL,
            "第40站那段写短一点。",
            ["（第1至39段不变）\n\n" + zh40 + "\n\n（第41至42段不变）"],
            {39: zh40},
        ),
        case(
            "l33-long-en-05",
            "two_distant_paragraphs_swapped",
            EN_TRAIL,
            "Reword the paragraph about stop 6.",
            [listed(EN_TRAIL, et[:5] + [en6] + et[6:20] + [et[21], et[20]] + et[22:])],
            {5: en6},
            withheld_min=1,
        ),
        case(
            "l33-long-zh-05",
            "two_distant_paragraphs_swapped",
            ZH_TRAIL,
            "把第6站那段换个说法。",
            [listed(ZH_TRAIL, zt[:5] + [zh6] + zt[6:20] + [zt[21], zt[20]] + zt[22:])],
            {5: zh6},
            withheld_min=1,
        ),
        case(
            "l33-long-en-06",
            "whole_long_reply_with_think_draft",
            EN_TRAIL,
            "Make the paragraph about stop 4 livelier.",
            [
                '<think>\nOnly stop 4. Draft: "Stop 4: the capstan. Push it!" Too short, keeps neither the year nor the distance.\n</think>\n\n'
                + whole(EN_TRAIL, {3: en4})
            ],
            {3: en4},
        ),
        case(
            "l33-long-zh-06",
            "whole_long_reply_with_think_draft",
            ZH_TRAIL,
            "把第4站那段写得生动一点。",
            [
                "<think>\n只改第4站。草稿：“第4站：系缆桩，摸摸看！”太短，年份和距离都丢了。\n</think>\n\n"
                + whole(ZH_TRAIL, {3: zh4})
            ],
            {3: zh4},
        ),
    ]


FILES = {
    "reasoning.jsonl": reasoning,
    "dress.jsonl": dress,
    "placeholders.jsonl": placeholders,
    "drift.jsonl": drift,
    "long.jsonl": long,
}


def check(cases: list[Case]) -> None:
    for c in cases:
        article, expect = c["article"], c["expect"]
        assert isinstance(article, dict) and isinstance(expect, dict)
        if expect["outcome"] == "applied":
            assert (expect["title"], expect["body"]) != (article["title"], article["body"]), c["id"]
            new = set(str(expect["body"]).split("\n\n")) - set(str(article["body"]).split("\n\n"))
            replies = c["replies"]
            if "elided" in str(c["kind"]):
                continue
            assert isinstance(replies, list)
            for paragraph in new:
                assert paragraph in replies[0], (c["id"], paragraph)


if __name__ == "__main__":
    ids: set[str] = set()
    for name, build in FILES.items():
        cases = build()
        check(cases)
        for c in cases:
            assert c["id"] not in ids, c["id"]
            ids.add(str(c["id"]))
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(len(ids), "cases")
