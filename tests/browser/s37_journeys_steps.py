"""Steps of session 37's outside journeys (helper `journeys`), found as a writer sees them.

Written before reading static/, templates/ or app/: from README.md, docs/api.md, the harness
(conftest.py, the s35/s36 journey steps, the OpenAIStub) and what the served pages show —
their accessibility trees in en-US and zh-CN."""

import re
from collections.abc import Iterator
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, named

# Who does what, where, in the zh-CN article the writer pastes: each paragraph's sentences
# are built from these, so no two paragraphs read alike (the judge lines them up by likeness).
WHO = [
    "老张",
    "小林",
    "外婆",
    "邮递员",
    "卖花的阿姨",
    "放学的孩子",
    "书店老板",
    "修车师傅",
    "摄影师",
    "我",
]
WHERE = [
    "老街口",
    "河堤上",
    "菜市场里",
    "石桥边",
    "图书馆门前",
    "公交站旁",
    "小巷深处",
    "广场中央",
    "茶馆楼上",
    "码头附近",
]
DOING = [
    "慢慢地走着，看柳枝在风里轻轻摇晃",
    "停下脚步，和熟人寒暄几句家常",
    "把刚买的青菜放进竹篮，笑着数零钱",
    "抬头望着屋檐下新筑的燕子窝",
    "蹲在路边，给一只花猫递上半块馒头",
    "撑开旧伞，挡住忽然落下的细雨",
    "一边哼着老歌，一边擦亮自行车的铃铛",
    "翻开一本泛黄的诗集，读得入了神",
    "对着远处的山影，按下了快门",
    "坐在长椅上，听评弹从收音机里飘出来",
]
ASIDES = [
    "「春天真的来了！」",
    "谁能不喜欢这样的早晨？",
    "——这是小城最寻常的一幕。",
    "（他说，这比什么都好。）",
    "……风里有泥土的味道；",
]


def chinese_paragraph(n: int) -> str:
    """Paragraph `n` (0–9) of the pasted article: about 300 characters of full-width
    punctuation, none of it repeated elsewhere in the article."""
    sentences = []
    for i in range(9):
        who, where, doing = WHO[(n + i) % 10], WHERE[(n * 3 + i) % 10], DOING[(n * 7 + i * 3) % 10]
        aside = ASIDES[(n + i * 2) % len(ASIDES)]
        sentences.append(f"{who}在{where}{doing}。{aside}")
    return f"第{'一二三四五六七八九十'[n]}段里，" + "".join(sentences)


def chinese_article() -> list[str]:
    """The ten paragraphs of a 3,000-character Chinese article."""
    return [chinese_paragraph(n) for n in range(10)]


def reply_with(title: str, paragraphs: list[str], index: int, old: str, new: str) -> str:
    """A whole-article reply that changes `old` to `new` in paragraph `index` only."""
    changed = list(paragraphs)
    assert old in changed[index]
    changed[index] = changed[index].replace(old, new, 1)
    return title + "\n\n" + "\n\n".join(changed)


def tab(
    browser: Any, app: Redline, locale: str, viewport: dict[str, int] | None = None
) -> Iterator[Any]:
    """A fresh tab on `app` whose browser asks for `locale` first; the model's script forgotten."""
    app.stub.reset()
    yield from browser_tab(browser, app.url, locale=locale, viewport=viewport)


def button(scope: Any, page: Any, english: str) -> Any:
    """The button the reader knows by `english`'s label in their language."""
    return scope.get_by_role("button", name=named(page, english), exact=True)


def prompt_messages(app: Redline, call: int = -1) -> list[dict[str, str]]:
    """The messages the model was sent on call `call`."""
    return list(app.stub.requests[call]["messages"])


def prompt_article(app: Redline, call: int = -1) -> str:
    """The article body the model was shown on call `call` (inside <body>)."""
    last = prompt_messages(app, call)[-1]["content"]
    found = re.search(r"<body>\n(.*?)\n</body>", last, re.S)
    assert found, last[:400]
    return found.group(1)


def session_path(app: Redline, content_id: str) -> list[dict[str, Any]]:
    """The messages on the active path, as the server keeps them."""
    session = app.call("GET", f"/api/chat/sessions/{content_id}")
    return list(session["path"])


def user_lines_shown(page: Any) -> list[str]:
    """The writer's own messages as the conversation shows them (their text only)."""
    items = page.get_by_role("log").get_by_role("listitem")
    shown = []
    for text in items.all_inner_texts():
        head = text.split("\n", 1)[0]
        if head.startswith(("You", "你")):
            shown.append(text)
    return shown


def expect_version(page: Any, version: int, timeout: float = 10_000) -> None:
    line = page.get_by_role("main").get_by_role("paragraph").first
    expect(line).to_contain_text(re.compile(rf"\bV{version}\b"), timeout=timeout)
