"""The worst time each public text entry point takes on pathological text.

The rules editor, the reply parsers and judge, the prompt assembler and the style learner run
many regular expressions over what a writer types and what a model answers. A pattern that
backtracks, or a loop that rescans a line for each character, turns one hostile message into
minutes of CPU on the event loop. This feeds each entry point runs of one kind (spaces,
quotes, digits, 的的的, "and ", unclosed fences, a 100 KB single line, …) at two sizes and
prints, per entry point, the slowest kind and how its time grew with the size (linear: about
the size ratio; quadratic: its square). Each entry point and kind runs in a child process
that is stopped after `--limit` seconds (printed as "stopped": at least that long).

    .venv/bin/python bench/redos.py [--sizes 2000 20000] [--entries rules judge …]
                                    [--kinds spaces quotes …] [--limit 60] [--all]

`--all` prints every (entry, kind) line, not only each entry point's worst.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.domain.models import ChatMessage, LLMCall, PromptMessage, RevisionRecord  # noqa: E402
from app.domain.tree import Tree  # noqa: E402
from app.editing.judge import EditRequest, judge_reply  # noqa: E402
from app.editing.offline_help import offline_answer  # noqa: E402
from app.editing.offline_wish import noted_wish  # noqa: E402
from app.editing.prompt import assemble_prompt  # noqa: E402
from app.editing.rules import apply_all  # noqa: E402
from app.llm.base import Completion  # noqa: E402
from app.style.learner import forget_readings, observe, observe_statement  # noqa: E402
from app.style.queue_jobs import SaidInMessage  # noqa: E402

SENTENCE = "The council met on Tuesday and the vote was close, said the mayor. "

KINDS: dict[str, Callable[[int], str]] = {
    "spaces": lambda n: "Start" + " " * n + "end.",
    "quotes": lambda n: "Start " + '"' * n + " end.",
    "curly": lambda n: "Start " + "“" * n + " end.",
    "corner": lambda n: "开始" + "「" * n + "结束。",
    "single": lambda n: "Start " + "‘" * n + " end.",
    "guillemets": lambda n: "Start " + "«" * n + " end.",
    "quoted": lambda n: "Start " + '"a" ' * (n // 4) + "end.",
    "digits": lambda n: "Start " + "7" * n + " end.",
    "de": lambda n: "开始" + "的" * n + "结束。",
    "and": lambda n: "Start " + "and " * (n // 4) + "end.",
    "replace": lambda n: "replace " * (n // 8) + "end.",
    "gaicheng": lambda n: "把" + "改成" * (n // 2) + "。",
    "paragraph": lambda n: "paragraph " * (n // 10) + "3.",
    "fence": lambda n: "```\n" + "x = 1\n" * (n // 6),
    "stars": lambda n: "Start " + "*a " * (n // 3) + "end.",
    "brackets": lambda n: "Start " + "[" * n + " end.",
    "angles": lambda n: "Start " + "<a " * (n // 3) + "end.",
    "pipes": lambda n: "| a " * (n // 4) + "|",
    "dashes": lambda n: "Start " + "—" * n + " end.",
    "line": lambda n: (SENTENCE * (n // len(SENTENCE) + 1))[:n],
    "zhline": lambda n: ("我们在公园里散步，天气很好，“真不错”，他说。" * (n // 20 + 1))[:n],
    "colons": lambda n: "Title:" * (n // 6) + " end.",
    "emoji": lambda n: "Start " + "😀 " * (n // 3) + "end.",
    "commas": lambda n: "delete paragraph 1" + ", 2" * (n // 3),
    "tabs": lambda n: "Start" + "\t" * n + "end.",
    "ideographic": lambda n: "开始" + "\u3000" * n + "结束。",
    "nbsp": lambda n: "Start" + "\u00a0" * n + "end.",
    "newlines": lambda n: "Start" + "\n" * n + "end.",
    "spaced-and": lambda n: "delete paragraph 1" + "  and  " * (n // 7) + "x",
    "emoji-spaced": lambda n: "Start 😀" + " " * n + "x end.",
}

ARTICLE = "The bus\n\nWe waited twenty minutes.\n\nThe bus never came."
TITLE, BODY = ARTICLE.split("\n\n", 1)
NOW = datetime(2026, 12, 5, tzinfo=UTC)


async def _never(messages: list[PromptMessage]) -> Completion:
    return Completion(text="NO_CHANGE", model="x", finish_reason="stop")


def _judge(request: EditRequest, reply: str) -> object:
    call = LLMCall(
        id="m",
        message_id="m",
        content_id="c",
        model="x",
        messages=[],
        created_at=NOW,
        response=reply,
    )
    return asyncio.run(judge_reply(request, call, _never, None))


def _revision(original: str, revised: str, suggestion: str = "") -> RevisionRecord:
    return RevisionRecord(
        id="r",
        content_id="c",
        kind="llm",
        base_version=1,
        version=2,
        suggestion=suggestion,
        original_title="T",
        original_body=original,
        revised_title="T",
        revised_body=revised,
        created_at=NOW,
    )


def rules_message(text: str) -> object:
    """The offline editor on the writer's message (as a send without a model)."""
    return apply_all(TITLE, BODY, [text]), noted_wish(text), offline_answer(text)


def rules_article(text: str) -> object:
    """The offline editor's replace, delete and emoji rules on a hostile article."""
    body = f"We waited twenty minutes.\n\n{text}\n\nThe bus never came."
    asked = [
        'replace "twenty" with "thirty"',
        "delete paragraph 3",
        "去掉所有表情",
        "把“的”改成“地”",
    ]
    return [apply_all(TITLE, body, [said]) for said in asked]


def judge_message(text: str) -> object:
    """The judge (parsers, guards, descriptions) with the run in the writer's suggestion."""
    request = EditRequest(title=TITLE, body=BODY, suggestions=[text], base_version=1)
    return _judge(request, "The bus\n\nWe waited thirty minutes.\n\nThe bus never came.")


def judge_reply_text(text: str) -> object:
    """The judge on a model reply holding the run (a full rewrite, then search/replace)."""
    request = EditRequest(title=TITLE, body=BODY, suggestions=["make it livelier"], base_version=1)
    full = f"The bus\n\nWe waited thirty minutes. {text}\n\nThe bus never came."
    blocks = f"<<<<<<< SEARCH\nWe waited twenty minutes.\n=======\n{text}\n>>>>>>> REPLACE"
    return _judge(request, full), _judge(request, text), _judge(request, blocks)


def judge_article(text: str) -> object:
    """The judge on an article holding the run, the reply changing another paragraph."""
    body = f"We waited twenty minutes.\n\n{text}\n\nThe bus never came."
    request = EditRequest(title=TITLE, body=body, suggestions=["make it livelier"], base_version=1)
    return _judge(request, "The bus\n\n" + body.replace("never came", "did not come"))


def prompt(text: str) -> object:
    """The prompt assembled for an article and a suggestion both holding the run."""
    root = ChatMessage(
        id="c-1", session_id="s", role="system", content="hi", version=1, created_at=NOW
    )
    return assemble_prompt(
        path=[root], tree=Tree.build([root]), title="T", body=text, suggestions=[text]
    )


def learner(text: str) -> object:
    """The style learner on a revision of an article holding the run, said in the message."""
    forget_readings()
    revision = _revision(f"Start.\n\n{text}", f"Start!\n\n{text}\n\nA new line.", text)
    return observe(revision, [text])


def statement(text: str) -> object:
    """The style learner on a writer's message that made no revision."""
    forget_readings()
    return observe_statement(SaidInMessage(message_id="m", version=1, text=text))


ENTRIES: dict[str, Callable[[str], object]] = {
    "rules": rules_message,
    "rules-article": rules_article,
    "judge-message": judge_message,
    "judge-reply": judge_reply_text,
    "judge-article": judge_article,
    "prompt": prompt,
    "learner": learner,
    "statement": statement,
}


def _timed(entry: str, kind: str, sizes: list[int], out: multiprocessing.Queue) -> None:
    work = ENTRIES[entry]
    work("Warm up, 12 of them.")
    for size in sizes:
        text = KINDS[kind](size)
        start = time.process_time()
        work(text)
        out.put((size, time.process_time() - start))


def _run(entry: str, kind: str, sizes: list[int], limit: float) -> list[float | None]:
    """CPU seconds per size; None for a size the limit stopped."""
    out: multiprocessing.Queue = multiprocessing.Queue()
    child = multiprocessing.Process(target=_timed, args=(entry, kind, sizes, out))
    child.start()
    child.join(limit)
    if child.is_alive():
        child.kill()
        child.join()
    elif child.exitcode != 0:
        raise SystemExit(f"{entry} on {kind} failed (exit status {child.exitcode})")
    seconds: dict[int, float] = {}
    while not out.empty():
        size, spent = out.get()
        seconds[size] = spent
    return [seconds.get(size) for size in sizes]


def _shown(spent: float | None, limit: float) -> str:
    return f"stopped (>{limit:.0f} s)" if spent is None else f"{spent:7.3f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[2000, 20000])
    parser.add_argument("--entries", nargs="+", default=list(ENTRIES), choices=list(ENTRIES))
    parser.add_argument("--kinds", nargs="+", default=list(KINDS), choices=list(KINDS))
    parser.add_argument("--limit", type=float, default=60.0)
    parser.add_argument("--all", action="store_true", help="print every entry and kind")
    args = parser.parse_args()
    growth = args.sizes[-1] / args.sizes[0]
    print(f"CPU seconds at {' / '.join(f'{s:,}' for s in args.sizes)} characters")
    for entry in args.entries:
        worst: tuple[float, str, list[float | None]] | None = None
        for kind in args.kinds:
            seconds = _run(entry, kind, args.sizes, args.limit)
            last = seconds[-1] if seconds[-1] is not None else float("inf")
            if args.all:
                shown = " / ".join(_shown(s, args.limit) for s in seconds)
                print(f"  {entry:>13} {kind:>9}: {shown}", flush=True)
            if worst is None or last > worst[0]:
                worst = (last, kind, seconds)
        assert worst is not None
        _, kind, seconds = worst
        ratio = ""
        if seconds[0] and seconds[-1] is not None:
            ratio = f"  ({seconds[-1] / seconds[0]:.0f}x for {growth:.0f}x)"
        shown = " / ".join(_shown(s, args.limit) for s in seconds)
        print(f"{entry:>13} worst {kind:>9}: {shown}{ratio}", flush=True)


if __name__ == "__main__":
    main()
