"""How long does one model turn take on a long article, and how much comparing does it do?

A turn on a 200-paragraph Chinese article used to take ~13.5 s of CPU on the event loop (the
paragraph alignment compared every pair of paragraphs), holding every other request back.
This runs turns in process (litestar's test client, the fake model the tests use) on Chinese
and English articles of 50/100/200/400 paragraphs, with two replies each:

  shorten  the whole article back, one paragraph in the middle shortened
  dropadd  the whole article back, one paragraph dropped and a new one added near the end

and prints the seconds a turn takes, the calls of the similarity function (`calls`) and how
many of them were computed rather than remembered (`computed`), and whether a revision was
saved. `--group N` joins each N paragraphs into one (`--lines`: as lines of one paragraph),
for articles of a few long paragraphs: a comparison of two long paragraphs used to grow with
the square of their length (`--sizes 400 --group 25`: 16 paragraphs of ~4,500 characters).
Also, with `--others`, how long a small request on another article waits while a long
turn is judged (the answer to "does a long article freeze the server?").

    .venv/bin/python bench/long_article.py [--sizes 50 100 200 400] [--langs zh en]
                                           [--cases shorten dropadd] [--others] [--profile N]
                                           [--group N [--lines]]

`--profile N` runs the Chinese `shorten` turn at N paragraphs under cProfile and prints the
top functions (cumulative), for finding what is quadratic in paragraphs.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from litestar.testing import TestClient  # noqa: E402

from app.editing import align  # noqa: E402
from app.main import create_app  # noqa: E402
from app.settings import Settings  # noqa: E402
from app.testing.fake_model import FakeModel  # noqa: E402

_ZH_TEXT = (
    "我们 今天 城市 居民 政府 发展 问题 工作 社会 经济 学校 孩子 老师 医院 市场 价格 公司 "
    "员工 记者 采访 表示 认为 已经 开始 进行 通过 提高 服务 管理 建设 项目 资金 时间 地方 "
    "社区 活动 文化 历史 环境 保护 交通 道路 天气 春天 夏天 秋天 冬天 早上 晚上 朋友 家人 "
    "父母 老人 年轻人 工厂 农民 土地 河流 山区 新闻 报道 数据 增长 减少 影响 变化 计划 目标"
)
_ZH_WORDS = _ZH_TEXT.split()
_ZH_ENDS = "。，；！？"
_EN_TEXT = (
    "the city council said on Monday that its new plan for public transport would cost more "
    "than expected because of rising prices for steel and labour while residents of the "
    "northern districts asked for better bus routes schools hospitals markets and parks and "
    "the mayor promised a review of every project before the end of the year after reporters "
    "found that several contracts had been signed without a public tender in recent months"
)
_EN_WORDS = _EN_TEXT.split()


def chinese(rng: random.Random, count: int) -> list[str]:
    """`count` distinct Chinese paragraphs of two to four sentences, like a news article's."""
    paragraphs = []
    for number in range(count):
        sentences = []
        for _ in range(rng.randint(2, 4)):
            words = "".join(rng.choice(_ZH_WORDS) for _ in range(rng.randint(6, 14)))
            sentences.append(words + rng.choice(_ZH_ENDS[:1] * 3 + _ZH_ENDS[1:]))
        paragraphs.append(f"第{number + 1}段：" + "".join(sentences))
    return paragraphs


def english(rng: random.Random, count: int) -> list[str]:
    """`count` distinct English paragraphs of two to four sentences."""
    paragraphs = []
    for number in range(count):
        sentences = []
        for _ in range(rng.randint(2, 4)):
            words = [rng.choice(_EN_WORDS) for _ in range(rng.randint(8, 18))]
            sentences.append(" ".join(words).capitalize() + ".")
        paragraphs.append(f"Part {number + 1}. " + " ".join(sentences))
    return paragraphs


def reply_for(case: str, lang: str, paragraphs: list[str]) -> tuple[str, str]:
    """(the writer's message, the model's reply) for one case."""
    middle = len(paragraphs) // 2
    edited = list(paragraphs)
    if case == "shorten":
        words = edited[middle]
        edited[middle] = words[: max(len(words) * 2 // 3, 10)].rstrip("，；, ") + (
            "。" if lang == "zh" else "."
        )
        number = middle + 1
        message = f"把第{number}段写短一些" if lang == "zh" else f"Shorten paragraph {number}"
    else:
        del edited[middle]
        added = "这是新加的一段总结，说明上述变化。" if lang == "zh" else "A new closing summary."
        edited.insert(len(edited) - 1, added)
        message = "精简全文" if lang == "zh" else "Tighten the whole article"
    title = "长文" if lang == "zh" else "Long"
    return message, title + "\n\n" + "\n\n".join(edited)


@contextmanager
def counted_similarity() -> Iterator[dict[str, int]]:
    """Counts the calls of align's similarity function while inside (remembered comparisons
    forgotten first, so each turn counts as the first on its article)."""
    counts = {"calls": 0}
    cached = align._similarity
    cached.cache_clear()

    def counting(a: str, b: str) -> float:
        counts["calls"] += 1
        return cached(a, b)

    align._similarity = counting  # type: ignore[assignment]
    try:
        yield counts
    finally:
        align._similarity = cached
        counts["computed"] = cached.cache_info().misses


def one_turn(
    client: TestClient[Any],
    model: FakeModel,
    lang: str,
    size: int,
    case: str,
    group: int = 1,
    lines: bool = False,
) -> tuple[float, dict[str, int], bool]:
    """Seconds a turn took, the similarity counts, whether a revision was saved."""
    rng = random.Random(size * 7 + len(lang))
    paragraphs = (chinese if lang == "zh" else english)(rng, size)
    joint = "\n" if lines else ("" if lang == "zh" else " ")
    paragraphs = [joint.join(paragraphs[n : n + group]) for n in range(0, size, group)]
    title = "长文" if lang == "zh" else "Long"
    created = client.post("/api/contents", json={"title": title, "body": "\n\n".join(paragraphs)})
    assert created.status_code == 201, created.text
    message, reply = reply_for(case, lang, paragraphs)
    model.enqueue(reply)
    with counted_similarity() as counts:
        started, cpu = time.perf_counter(), time.process_time()
        answer = client.post(
            "/api/chat/send", json={"content_id": created.json()["id"], "message": message}
        )
        seconds = time.perf_counter() - started
    # this process's CPU, every thread's: on a loaded machine the figure to compare (the wall
    # seconds wait for other work too)
    counts["cpu_ms"] = round(1000 * (time.process_time() - cpu))
    assert answer.status_code == 200, answer.text
    return seconds, counts, answer.json()["revision"] is not None


def others_wait(client: TestClient[Any], model: FakeModel, size: int) -> tuple[float, float]:
    """(seconds the long Chinese turn took, the longest a GET of another article took while
    it ran): a small request should not wait for a long article's judgement."""
    small = client.post("/api/contents", json={"title": "Short", "body": "一段。"}).json()["id"]
    longest = 0.0
    done = threading.Event()

    def poke() -> None:
        nonlocal longest
        while not done.is_set():
            started = time.perf_counter()
            assert client.get(f"/api/contents/{small}").status_code == 200
            longest = max(longest, time.perf_counter() - started)
            time.sleep(0.01)

    poker = threading.Thread(target=poke)
    poker.start()
    try:
        seconds, _counts, _saved = one_turn(client, model, "zh", size, "shorten")
    finally:
        done.set()
        poker.join()
    return seconds, longest


@contextmanager
def app_client() -> Iterator[tuple[TestClient[Any], FakeModel]]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(  # type: ignore[call-arg]
            data_dir=Path(tmp), style_llm_extraction=False, log_level="WARNING", _env_file=None
        )
        model = FakeModel()
        with TestClient(app=create_app(settings, provider=model)) as client:
            yield client, model


def profiled(client: TestClient[Any], run: Callable[[], object], top: int = 40) -> None:
    """cProfile of `run` in the app's event loop thread (and in this one)."""
    profile = cProfile.Profile()
    client.blocking_portal.call(profile.enable)  # a profile follows the thread enabling it
    run()
    client.blocking_portal.call(profile.disable)
    stats = pstats.Stats(profile)
    stats.sort_stats("cumulative").print_stats(r"app/", top)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[50, 100, 200, 400])
    parser.add_argument("--langs", nargs="+", default=["zh", "en"], choices=["zh", "en"])
    parser.add_argument(
        "--cases", nargs="+", default=["shorten", "dropadd"], choices=["shorten", "dropadd"]
    )
    parser.add_argument("--others", action="store_true", help="time other requests meanwhile")
    parser.add_argument("--group", type=int, default=1, help="paragraphs joined into one")
    parser.add_argument("--lines", action="store_true", help="joined as lines, not sentences")
    parser.add_argument(
        "--profile",
        type=int,
        metavar="N",
        help="cProfile the first language's first case at N paragraphs",
    )
    args = parser.parse_args()
    with app_client() as (client, model):
        if args.profile:
            lang, case = args.langs[0], args.cases[0]
            profiled(client, lambda: one_turn(client, model, lang, args.profile, case))
            return
        print(
            f"{'lang':4} {'paras':>5} {'case':8} {'seconds':>8} {'cpu s':>8} {'calls':>8} "
            f"{'computed':>8}",
            "saved",
        )
        for lang in args.langs:
            for size in args.sizes:
                for case in args.cases:
                    seconds, counts, saved = one_turn(
                        client, model, lang, size, case, args.group, args.lines
                    )
                    print(
                        f"{lang:4} {size:5d} {case:8} {seconds:8.2f} "
                        f"{counts['cpu_ms'] / 1000:8.2f} {counts['calls']:8d} "
                        f"{counts['computed']:8d} {'yes' if saved else 'no'}",
                        flush=True,
                    )
        if args.others:
            for size in args.sizes:
                seconds, longest = others_wait(client, model, size)
                print(
                    f"zh {size} paragraphs: turn {seconds:.2f} s; the slowest GET of another "
                    f"article meanwhile {longest:.2f} s",
                    flush=True,
                )


if __name__ == "__main__":
    main()
