# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 36's lead fidelity cases (run from the repository root): reply shapes of real
models, gateways and proxies — several tool calls, arguments streamed in pieces, the Responses
API's and Anthropic's own answers, aider-style blocks and diffs, fences, tags, JSON mode, line
ends, odd spaces, a BOM, changelogs, cuts, filters, empty choices and refusals. Every expected
article is the original paragraph list with only the asked paragraphs replaced, so untouched
text is byte for byte the writer's. Each shape is written once and built for both languages."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

sys.path.insert(0, str(HERE))

from articles import EN as EN_ARTICLE  # noqa: E402
from articles import ZH as ZH_ARTICLE  # noqa: E402
from articles import Article  # noqa: E402

Case = dict[str, object]
NBSP = "\u00a0"


@dataclass(frozen=True)
class Pack:
    lang: str
    article: Article
    new: dict[int, str]  # paragraph index -> the model's rewrite
    ask: dict[str, str]
    words: dict[str, str]


EN = Pack(
    "en",
    EN_ARTICLE,
    {
        2: "Plot 7 grows twelve kinds of heritage tomato, and its keeper, Rosa Mendes, would love to show you round at 11 am and 2 pm.",
        4: "Parking is limited, so if you can, hop on a bike or take the number 36 bus to Elm Road. We can't wait to see you!",
    },
    {
        "p2": "Make the paragraph about the tomatoes friendlier.",
        "p4": "Make the paragraph about parking friendlier.",
        "both": "Make the paragraph about the tomatoes and the paragraph about parking friendlier.",
    },
    {
        "here": "Here's the revised notice:",
        "later": "Let me know if you'd like any other changes!",
        "notes": "Changes:\n- Made the parking paragraph friendlier.\n- Kept the bus number and the times.",
        "changes": "**Changes:**\n- Made the parking paragraph friendlier; nothing else was touched.",
        "changelog": "Changelog\nv2: the parking paragraph is warmer; all other paragraphs are unchanged.",
        "will": "I'll update both paragraphs.",
        "draft": "The writer wants a friendlier tone about parking. Keep the bus number.",
        "refusal": "I'm sorry, but I can't help with that request.",
        "request": "Request:",
        "revised": "Revised notice:",
        "your": "**Your request:**",
        "what": "What changed:",
        "new_title": "Open Day at Elm Road: Everyone Welcome",
    },
)

ZH = Pack(
    "zh",
    ZH_ARTICLE,
    {
        2: "7号地种了十二种传家番茄，负责这块地的罗莎·门德斯很乐意在上午11点和下午2点带大家转一转。",
        4: "停车位有限，方便的话请骑自行车来，或者坐36路公交车到榆树路站。我们等着你！",
    },
    {
        "p2": "把番茄那段写得亲切一点。",
        "p4": "把停车那段写得亲切一点。",
        "both": "把番茄那段和停车那段都写得亲切一点。",
    },
    {
        "here": "好的，以下是修改后的通知：",
        "later": "如果还需要调整，随时告诉我！",
        "notes": "修改说明：\n- 停车那段改得更亲切了。\n- 公交线路和时间都没有动。",
        "changes": "**修改内容：**\n- 停车那段改得更亲切，其他内容没有改动。",
        "changelog": "更新记录\n第2版：停车那段更亲切；其余段落保持不变。",
        "will": "我来修改这两段。",
        "draft": "作者想让停车那段更亲切，保留公交线路。",
        "refusal": "抱歉，我无法协助处理这个请求。",
        "request": "您的要求：",
        "revised": "修改后的通知：",
        "your": "**您的要求：**",
        "what": "改了什么：",
        "new_title": "榆树路开放日：欢迎大家来",
    },
)


def body(p: Pack, changed: tuple[int, ...] = ()) -> str:
    return "\n\n".join(p.new[i] if i in changed else text for i, text in enumerate(p.article[1]))


def whole(p: Pack, changed: tuple[int, ...] = (), title: str = "") -> str:
    return (title or p.article[0]) + "\n\n" + body(p, changed)


def case(
    p: Pack,
    kind: str,
    ask: str,
    replies: list[object],
    changed: tuple[int, ...] = (),
    outcome: str = "applied",
    edit_format: str = "full",
    **options: object,
) -> Case:
    record: Case = case_record(
        f"l36-{kind}-{p.lang}",
        p.lang,
        kind,
        "session 36 lead case: a reply shape of a real model, gateway or proxy",
        p.article[0],
        "\n\n".join(p.article[1]),
        p.ask[ask],
        replies,
        edit_format=edit_format,
    )
    because = options.pop("because", None)
    extra = options.pop("expect_extra", {})
    record.update(options)
    if outcome == "applied":
        expect: dict[str, object] = {
            "outcome": "applied",
            "title": p.article[0],
            "body": body(p, changed),
        }
    else:
        expect = {"outcome": outcome, "because": because}
    record["expect"] = {**expect, **extra}  # type: ignore[dict-item]
    return record


# ---- the wire: chat-completion chunks, written out for raw_stream ----------------------------


def chunk(delta: dict[str, object], finish: str | None = None) -> list[str]:
    data = {
        "id": "chatcmpl-l36",
        "object": "chat.completion.chunk",
        "model": "stub-model",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return ["data: " + json.dumps(data, ensure_ascii=False), ""]


def pieces(text: str, size: int = 14) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


def ended(finish: str = "stop") -> list[str]:
    return [*chunk({}, finish), "data: [DONE]", ""]


def edit_args(p: Pack, index: int) -> str:
    return json.dumps({"paragraph": index + 1, "text": p.new[index]}, ensure_ascii=False)


def call(number: int, name: str, arguments: object) -> dict[str, object]:
    return {
        "id": f"call_{number}",
        "type": "function",
        "function": {"name": name, "arguments": arguments},
    }


def fragments(
    p: Pack, targets: tuple[int, ...], *, interleaved: bool = False, at_zero: bool = False
) -> list[str]:
    """Tool calls streamed as OpenAI does: each call's first delta with its id and name, then
    its arguments a few characters a delta, call after call (`interleaved`: every call begun
    first, then their pieces in turn; `at_zero`: every call at index 0, told apart only by
    its id)."""
    heads, parts = [], []
    for n, index in enumerate(targets):
        head = {"index": 0 if at_zero else n, "id": f"call_{n}", "type": "function"}
        function = {"name": "replace_paragraph", "arguments": ""}
        heads.append(chunk({"tool_calls": [{**head, "function": function}]}))
        parts.append(
            [
                chunk({"tool_calls": [{"index": head["index"], "function": {"arguments": piece}}]})
                for piece in pieces(edit_args(p, index))
            ]
        )
    lines = chunk({"role": "assistant", "content": None})
    if interleaved:
        lines += [line for head in heads for line in head]
        turns = [piece for group in zip(*parts, strict=False) for piece in group]
        rest = [piece for group in parts for piece in group[min(map(len, parts)) :]]
        lines += [line for piece in turns + rest for line in piece]
    else:
        for head, group in zip(heads, parts, strict=True):
            lines += head + [line for piece in group for line in piece]
    return lines + ended("tool_calls")


def tools(p: Pack) -> list[Case]:
    both = (2, 4)
    two = {
        "content": None,
        "tool_calls": [call(n, "replace_paragraph", edit_args(p, i)) for n, i in enumerate(both)],
    }
    no_index = chunk({"role": "assistant"})
    for n, i in enumerate(both):
        no_index += chunk({"tool_calls": [call(n, "replace_paragraph", edit_args(p, i))]})
    objects = {
        "content": None,
        "tool_calls": [call(0, "replace_paragraph", {"paragraph": 5, "text": p.new[4]})],
    }
    search = {
        "content": None,
        "tool_calls": [
            call(
                n,
                "search_replace",
                json.dumps({"search": p.article[1][i], "replace": p.new[i]}, ensure_ascii=False),
            )
            for n, i in enumerate(both)
        ],
    }
    return [
        case(p, "tools_two_calls", "both", [two], both),
        case(p, "tools_two_calls_streamed", "both", [two], both, stream=True),
        case(p, "tools_fragments", "p4", [two], (4,), stream=True, raw_stream=fragments(p, (4,))),
        case(
            p,
            "tools_fragments_two",
            "both",
            [two],
            both,
            stream=True,
            raw_stream=fragments(p, both),
        ),
        case(
            p,
            "tools_fragments_interleaved",
            "both",
            [two],
            both,
            stream=True,
            raw_stream=fragments(p, both, interleaved=True),
        ),
        case(p, "tools_args_object", "p4", [objects], (4,)),
        case(p, "tools_search_replace_two", "both", [search], both),
        case(
            p,
            "tools_no_index",
            "both",
            [two],
            both,
            stream=True,
            raw_stream=[*no_index, *ended("tool_calls")],
        ),
        case(
            p,
            "tools_empty_arguments",
            "p4",
            [{"content": None, "tool_calls": [call(0, "replace_paragraph", "")]}],
            outcome="refused",
            because="the tool call carries no text at all",
        ),
        case(p, "tools_said_and_two_calls", "both", [{**two, "content": p.words["will"]}], both),
    ]


# ---- other APIs' answers: the Responses API, Anthropic's Messages -----------------------------


def responses(
    p: Pack, output: list[object], status: str = "completed", **extra: object
) -> dict[str, object]:
    return {
        "id": "resp_l36",
        "object": "response",
        "created_at": 1764900000,
        "status": status,
        "model": "stub-model",
        "output": output,
        "usage": {"input_tokens": 420, "output_tokens": 180, "total_tokens": 600},
        **extra,
    }


def said(text: str) -> dict[str, object]:
    return {
        "type": "message",
        "id": "msg_l36",
        "role": "assistant",
        "status": "completed",
        "content": [{"type": "output_text", "text": text, "annotations": []}],
    }


def response_events(text: str) -> list[str]:
    def event(name: str, data: dict[str, object]) -> list[str]:
        return [
            f"event: {name}",
            "data: " + json.dumps({"type": name, **data}, ensure_ascii=False),
            "",
        ]

    lines = event("response.created", {"response": {"id": "resp_l36", "status": "in_progress"}})
    for piece in pieces(text):
        lines += event(
            "response.output_text.delta",
            {"item_id": "msg_l36", "output_index": 0, "content_index": 0, "delta": piece},
        )
    lines += event("response.output_text.done", {"item_id": "msg_l36", "text": text})
    lines += event("response.completed", {"response": {"id": "resp_l36", "status": "completed"}})
    return lines


def anthropic(content: list[object], stop: str = "end_turn") -> dict[str, object]:
    return {
        "id": "msg_l36",
        "type": "message",
        "role": "assistant",
        "model": "claude-sonnet-4-5",
        "content": content,
        "stop_reason": stop,
        "stop_sequence": None,
        "usage": {"input_tokens": 420, "output_tokens": 180},
    }


def other_apis(p: Pack) -> list[Case]:
    w, n = p.words, p.new
    text = whole(p, (4,))
    cut = text[: text.index(n[4]) + len(n[4]) // 2]
    fn = {
        "type": "function_call",
        "id": "fc_l36",
        "call_id": "call_0",
        "name": "replace_paragraph",
        "arguments": edit_args(p, 4),
        "status": "completed",
    }
    thinking = {
        "type": "reasoning",
        "id": "rs_l36",
        "summary": [{"type": "summary_text", "text": w["draft"]}],
    }
    refusal = {
        "type": "message",
        "id": "msg_l36",
        "role": "assistant",
        "status": "completed",
        "content": [{"type": "refusal", "refusal": w["refusal"]}],
    }
    tool_use = {
        "type": "tool_use",
        "id": "toolu_l36",
        "name": "replace_paragraph",
        "input": {"paragraph": 5, "text": n[4]},
    }
    return [
        case(p, "responses_body", "p4", [text], (4,), raw_body=responses(p, [said(text)])),
        case(
            p,
            "responses_reasoning_item",
            "p4",
            [text],
            (4,),
            raw_body=responses(p, [thinking, said(text)]),
        ),
        case(
            p,
            "responses_incomplete",
            "p4",
            [cut],
            outcome="refused",
            because="the Responses API says the reply stopped at its token limit",
            raw_body=responses(
                p, [said(cut)], "incomplete", incomplete_details={"reason": "max_output_tokens"}
            ),
        ),
        case(
            p,
            "responses_streamed",
            "p4",
            [text],
            (4,),
            stream=True,
            raw_stream=response_events(text),
        ),
        case(p, "responses_function_call", "p4", [text], (4,), raw_body=responses(p, [fn])),
        case(
            p,
            "responses_refusal",
            "p4",
            [w["refusal"]],
            outcome="refused",
            because="the model declined",
            raw_body=responses(p, [refusal]),
        ),
        case(
            p,
            "anthropic_body",
            "p4",
            [text],
            (4,),
            raw_body=anthropic([{"type": "text", "text": text}]),
        ),
        case(
            p,
            "anthropic_max_tokens",
            "p4",
            [cut],
            outcome="refused",
            because="Anthropic's stop_reason says the reply stopped at its token limit",
            raw_body=anthropic([{"type": "text", "text": cut}], "max_tokens"),
        ),
        case(
            p,
            "anthropic_thinking_then_text",
            "p4",
            [text],
            (4,),
            raw_body=anthropic(
                [
                    {
                        "type": "thinking",
                        "thinking": w["draft"] + "\n\n" + whole(p),
                        "signature": "EqQBCgIYAh",
                    },
                    {"type": "text", "text": text},
                ]
            ),
        ),
        case(
            p,
            "anthropic_tool_use_part",
            "p4",
            [{"content": [{"type": "text", "text": w["here"]}, tool_use]}],
            (4,),
        ),
        case(
            p,
            "anthropic_tool_use_body",
            "p4",
            [n[4]],
            (4,),
            raw_body=anthropic([{"type": "text", "text": w["will"]}, tool_use], "tool_use"),
        ),
    ]


# ---- the model ignoring the format it was asked for (aider's shapes) ---------------------------


def block(old: str, new: str) -> str:
    return f"<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE"


def aider(p: Pack) -> list[Case]:
    old, n = p.article[1], p.new
    heading, blank = old[1], ""
    udiff = f"```diff\n--- article.md\n+++ article.md\n@@ ... @@\n-{old[4]}\n+{n[4]}\n```"
    context = (
        f"--- a/article.md\n+++ b/article.md\n@@ @@\n {heading}\n{blank}\n-{old[2]}\n+{n[2]}\n"
    )
    unclosed = f"<<<<<<< SEARCH\n{old[4]}\n=======\n{n[4][: len(n[4]) // 2]}"
    return [
        case(
            p,
            "aider_filename_block",
            "p4",
            [f"article.md\n```markdown\n{block(old[4], n[4])}\n```"],
            (4,),
        ),
        case(
            p,
            "aider_quad_fence_two_blocks",
            "both",
            [f"````markdown\n{block(old[2], n[2])}\n\n{block(old[4], n[4])}\n````"],
            (2, 4),
        ),
        case(p, "aider_udiff_no_numbers", "p4", [udiff], (4,)),
        case(p, "aider_udiff_bare_context", "p2", [context], (2,)),
        case(
            p, "aider_blocks_asked_whole_given", "p4", [whole(p, (4,))], (4,), edit_format="blocks"
        ),
        case(p, "aider_blocks_asked_udiff_given", "p4", [udiff], (4,), edit_format="blocks"),
        case(
            p,
            "aider_unclosed_block",
            "p4",
            [unclosed],
            outcome="refused",
            because="the block stops mid-sentence without its REPLACE marker",
            edit_format="blocks",
        ),
    ]


# ---- dress around the article: fences, tags, JSON, titles, the ask repeated ------------------


def dress(p: Pack) -> list[Case]:
    w, n = p.words, p.new
    text = whole(p, (4,))
    diff = f"```diff\n-{p.article[1][4]}\n+{n[4]}\n```"
    return [
        case(
            p,
            "fence_then_notes_fence",
            "p4",
            [f"```markdown\n{text}\n```\n\n```text\n{w['notes']}\n```"],
            (4,),
        ),
        case(
            p,
            "fence_then_diff_fence",
            "p4",
            [f"{w['here']}\n\n```markdown\n{text}\n```\n\n{w['what']}\n\n{diff}"],
            (4,),
        ),
        case(
            p,
            "fence_cut_stream",
            "p4",
            [f"```markdown\n{text[: text.index(n[4]) + 20]}"],
            outcome="refused",
            because="the stream stopped inside the fence",
            stream=True,
            stream_cut=True,
        ),
        case(p, "xml_article", "p4", [f"<article>\n{text}\n</article>"], (4,)),
        case(
            p,
            "xml_revised_and_notes",
            "p4",
            [f"<revised_article>\n{text}\n</revised_article>\n<notes>\n{w['notes']}\n</notes>"],
            (4,),
        ),
        case(
            p,
            "xml_title_body",
            "p4",
            [f"<title>{p.article[0]}</title>\n<body>\n{body(p, (4,))}\n</body>"],
            (4,),
        ),
        case(p, "xml_paragraph", "p4", [f"<paragraph>\n{n[4]}\n</paragraph>"], (4,)),
        case(p, "json_article", "p4", [json.dumps({"article": text}, ensure_ascii=False)], (4,)),
        case(
            p,
            "json_revised_text",
            "p4",
            [json.dumps({"revised_text": n[4]}, ensure_ascii=False)],
            (4,),
        ),
        case(
            p,
            "json_with_changes",
            "p4",
            [
                "```json\n"
                + json.dumps(
                    {"revised_article": text, "changes_made": [w["notes"].split("\n")[1][2:]]},
                    ensure_ascii=False,
                    indent=2,
                )
                + "\n```"
            ],
            (4,),
        ),
        case(p, "title_as_heading", "p4", ["# " + text], (4,)),
        case(p, "title_new_unasked", "p4", [whole(p, (4,), title=w["new_title"])], (4,)),
        case(p, "title_bold", "p4", [f"**{p.article[0]}**\n\n{body(p, (4,))}"], (4,)),
        case(
            p,
            "ask_repeated_then_article",
            "p4",
            [f"{w['request']} {p.ask['p4']}\n\n{w['revised']}\n\n{text}"],
            (4,),
        ),
        case(p, "ask_repeated_bold", "p4", [f"{w['your']} {p.ask['p4']}\n\n{n[4]}"], (4,)),
    ]


# ---- the characters of the wire: line ends, spaces, a BOM; a changelog after the article ------


def characters(p: Pack) -> list[Case]:
    w, n = p.words, p.new
    text = whole(p, (4,))
    first = p.article[1][0]
    if p.lang == "en":
        spaced = text.replace("10 am", f"10{NBSP}am").replace("4 pm", f"4{NBSP}pm")
        odd = text.replace("10 am", "10\u202fam").replace("14 June", "14\u202fJune")
        everywhere = text.replace(" ", NBSP)
    else:
        spaced = text.replace(first, first.replace("6月14日", "6月14日 "))
        odd = "\n\n".join("\u3000\u3000" + part for part in text.split("\n\n"))
        everywhere = text.replace("，", "， ").replace("\n\n", "\n\u3000\n")
    return [
        case(p, "crlf_whole", "p4", [text.replace("\n", "\r\n")], (4,)),
        case(p, "crlf_streamed", "p4", [text.replace("\n", "\r\n")], (4,), stream=True),
        case(p, "spaces_untouched_changed", "p4", [spaced], (4,)),
        case(p, "spaces_odd_kind", "p4", [odd], (4,)),
        case(p, "spaces_everywhere", "p4", [everywhere], (4,)),
        case(p, "bom_whole", "p4", ["\ufeff" + text], (4,)),
        case(p, "bom_streamed", "p4", ["\ufeff" + text], (4,), stream=True),
        case(p, "changelog_after_rule", "p4", [f"{text}\n\n---\n\n{w['changes']}"], (4,)),
        case(p, "changelog_versioned", "p4", [f"{text}\n\n---\n{w['changelog']}"], (4,)),
        case(p, "changelog_after_paragraph", "p4", [f"{n[4]}\n\n---\n\n{w['changes']}"], (4,)),
    ]


# ---- how a reply ends: cuts, limits, filters, no choices, refusals ----------------------------


def endings(p: Pack) -> list[Case]:
    w, n = p.words, p.new
    text = whole(p, (4,))
    upto_list = text[: text.index(p.article[1][3]) + len(p.article[1][3])]
    filtered = "\n".join(
        [
            *chunk({"role": "assistant"}),
            *[line for piece in pieces(upto_list, 40) for line in chunk({"content": piece})],
            *ended("content_filter"),
        ]
    ).split("\n")
    empty = {
        "id": "chatcmpl-l36",
        "object": "chat.completion",
        "model": "stub-model",
        "choices": [],
        "usage": {"prompt_tokens": 420, "completion_tokens": 0},
    }
    empty_stream = [
        "data: " + json.dumps({"id": "c", "object": "chat.completion.chunk", "choices": []}),
        "",
        "data: [DONE]",
        "",
    ]
    return [
        case(
            p,
            "cut_after_paragraph_in_fence",
            "p4",
            [f"```markdown\n{text[: text.index(n[4]) + len(n[4])]}\n"],
            outcome="refused",
            because="the stream stopped inside the fence, before the sign-off",
            stream=True,
            stream_cut=True,
        ),
        case(
            p,
            "length_whole_looks_done",
            "p4",
            [text],
            outcome="refused",
            because="finish_reason length: the model stopped at its limit",
            finish_reason="length",
        ),
        case(
            p,
            "length_paragraph_cut",
            "p4",
            [n[4][: len(n[4]) * 2 // 3]],
            outcome="refused",
            because="finish_reason length mid-sentence",
            finish_reason="length",
        ),
        case(
            p,
            "filter_at_paragraph_end",
            "p4",
            [upto_list],
            outcome="refused",
            because="a content filter stopped the reply after the list",
            finish_reason="content_filter",
        ),
        case(
            p,
            "filter_paragraph_looks_done",
            "p4",
            [n[4]],
            outcome="refused",
            because="a content filter stopped the reply: it may not be the model's whole answer",
            finish_reason="content_filter",
        ),
        case(
            p,
            "filter_empty",
            "p4",
            [""],
            outcome="refused",
            because="a content filter stopped the reply before it began",
            finish_reason="content_filter",
        ),
        case(
            p,
            "filter_streamed",
            "p4",
            [upto_list],
            outcome="refused",
            because="a streamed reply stopped by a content filter",
            stream=True,
            raw_stream=filtered,
        ),
        case(
            p,
            "empty_choices",
            "p4",
            [""],
            outcome="refused",
            because="no choices at all",
            raw_body=empty,
        ),
        case(
            p,
            "empty_choices_streamed",
            "p4",
            [""],
            outcome="refused",
            because="a stream of no choices",
            stream=True,
            raw_stream=empty_stream,
        ),
        case(
            p,
            "refusal_null_content",
            "p4",
            [{"content": None, "refusal": w["refusal"]}],
            outcome="refused",
            because="the model declined",
        ),
        case(
            p,
            "refusal_streamed",
            "p4",
            [{"content": None, "refusal": w["refusal"]}],
            outcome="refused",
            because="the model declined",
            stream=True,
        ),
    ]


def anthropic_events(text: str) -> list[str]:
    def event(name: str, data: dict[str, object]) -> list[str]:
        return [
            f"event: {name}",
            "data: " + json.dumps({"type": name, **data}, ensure_ascii=False),
            "",
        ]

    lines = event(
        "message_start", {"message": {"id": "msg_l36", "role": "assistant", "content": []}}
    )
    lines += event(
        "content_block_start", {"index": 0, "content_block": {"type": "text", "text": ""}}
    )
    for piece in pieces(text):
        lines += event(
            "content_block_delta", {"index": 0, "delta": {"type": "text_delta", "text": piece}}
        )
    lines += event("content_block_stop", {"index": 0})
    lines += event(
        "message_delta", {"delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 180}}
    )
    return lines + event("message_stop", {})


def response_call_events(p: Pack, index: int) -> list[str]:
    def event(name: str, data: dict[str, object]) -> list[str]:
        return [
            f"event: {name}",
            "data: " + json.dumps({"type": name, **data}, ensure_ascii=False),
            "",
        ]

    item = {
        "type": "function_call",
        "id": "fc_l36",
        "call_id": "call_0",
        "name": "replace_paragraph",
        "arguments": "",
    }
    lines = event("response.output_item.added", {"output_index": 0, "item": item})
    for piece in pieces(edit_args(p, index)):
        lines += event(
            "response.function_call_arguments.delta",
            {"output_index": 0, "item_id": "fc_l36", "delta": piece},
        )
    return lines + event(
        "response.completed", {"response": {"id": "resp_l36", "status": "completed"}}
    )


def probes(p: Pack) -> list[Case]:
    """Written after the first fixes, to look for what they left."""
    w, n = p.words, p.new
    both = (2, 4)
    bare = chunk({"role": "assistant"})
    for i in both:
        bare += chunk(
            {
                "tool_calls": [
                    {
                        "type": "function",
                        "function": {"name": "replace_paragraph", "arguments": edit_args(p, i)},
                    }
                ]
            }
        )
    legacy = {
        "content": None,
        "function_call": {"name": "replace_paragraph", "arguments": edit_args(p, 4)},
    }
    unasked = {
        "content": None,
        "tool_calls": [call(n, "replace_paragraph", edit_args(p, i)) for n, i in enumerate((4, 2))],
    }
    crlf_article = json.dumps(
        {"title": p.article[0], "body": body(p, (4,)).replace("\n", "\r\n")}, ensure_ascii=False
    )
    with_summary = {
        "content": None,
        "tool_calls": [
            call(0, "edit_article", crlf_article),
            call(1, "summarize_changes", json.dumps({"summary": w["notes"]}, ensure_ascii=False)),
        ],
    }
    return [
        case(
            p,
            "probe_calls_without_index_or_id",
            "both",
            [{"content": None}],
            both,
            stream=True,
            raw_stream=[*bare, *ended("tool_calls")],
        ),
        case(
            p,
            "probe_all_calls_at_index_zero",
            "both",
            [{"content": None}],
            both,
            stream=True,
            raw_stream=fragments(p, both, at_zero=True),
        ),
        case(p, "probe_legacy_function_call", "p4", [legacy], (4,)),
        case(
            p, "probe_second_call_unasked", "p4", [unasked], (4,), expect_extra={"withheld_min": 1}
        ),
        case(p, "probe_article_call_and_summary_call", "p4", [with_summary], (4,)),
        case(
            p,
            "probe_anthropic_events",
            "p4",
            [whole(p, (4,))],
            (4,),
            stream=True,
            raw_stream=anthropic_events(whole(p, (4,))),
        ),
        case(
            p,
            "probe_responses_call_events",
            "p4",
            [n[4]],
            (4,),
            stream=True,
            raw_stream=response_call_events(p, 4),
        ),
    ]


def main() -> None:
    files = {
        "tools.jsonl": tools,
        "other_apis.jsonl": other_apis,
        "aider.jsonl": aider,
        "dress.jsonl": dress,
        "characters.jsonl": characters,
        "endings.jsonl": endings,
        "probes.jsonl": probes,
    }
    seen: set[str] = set()
    for name, build in files.items():
        cases = build(EN) + build(ZH)
        for record in cases:
            assert record["id"] not in seen, record["id"]
            seen.add(str(record["id"]))
        lines = [json.dumps(record, ensure_ascii=False) for record in cases]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(seen)} cases")


if __name__ == "__main__":
    main()
