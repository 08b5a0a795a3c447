"""Accounts after a single-user start, read in English and in Chinese (outside49 F2's second
half, F3, F4): the account refusals, a disabled writer, who made what before accounts, a
colleague's change arriving, and a persona nobody owns offered as shared.

Its own app: work is done in the single-user mode first, then accounts begin (the suite's
shared app stays single-user)."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from app.accounts.permissions import Action, Target, refusal
from app.accounts.service import Accounts
from app.domain.actors import Actor
from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from app.web.auth import ACCOUNT_DISABLED
from tests.browser.conftest import shot
from tests.browser.words_read import read_in
from tests.english_left import CURLY_QUOTED

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

PASSWORD = "长长的密码 long enough"
LOCALES = ["en-US", "zh-CN"]
# Requests without a client (no cookie jar: each names its own session); the machine is
# shared, so a request may wait on a busy core.
HTTP = SimpleNamespace(
    post=functools.partial(httpx.post, timeout=90), put=functools.partial(httpx.put, timeout=90)
)


@dataclass
class Team:
    url: str
    accounts: Accounts
    shared_article: str  # made in the single-user mode: everyone's
    shared_persona: str
    wangs_article: str


def _cookie(url: str, name: str) -> dict[str, str]:
    signed = HTTP.post(
        url + "/login",
        data={"name": name, "password": PASSWORD, "next": "/"},
        headers={"origin": url},
    )
    assert signed.status_code == 303, signed.text
    return {"cookie": f"redline_session={signed.cookies['redline_session']}", "origin": url}


@pytest.fixture(scope="module")
def team(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Team]:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, data_dir=tmp_path_factory.mktemp("team50"), style_llm_extraction=False
    )
    app = create_app(settings)
    accounts: Accounts = app.state["accounts"]
    with LiveServer(app) as server:
        url = server.url
        # The single-user mode: an article with a message, a restore, and a second persona.
        made = HTTP.post(
            url + "/api/contents",
            json={"title": "The bus", "body": "We waited twenty minutes.\n\nThe bus never came."},
        ).json()
        sent = HTTP.post(
            url + "/api/chat/send",
            json={"content_id": made["id"], "message": 'Replace "twenty" with "thirty"'},
        )
        assert sent.status_code == 200, sent.text
        restored = HTTP.post(url + f"/api/contents/{made['id']}/restore", json={"version": 1})
        assert restored.status_code == 200, restored.text
        assert HTTP.post(url + "/api/personas", json={"name": "Column voice"}).status_code == 201
        # Accounts begin.
        for name in ("bob", "wang", "gone-en-US", "gone-zh-CN"):
            accounts.add_user(name, PASSWORD, ["writer"])
        accounts.add_user("ada", PASSWORD, ["admin"])
        wangs = HTTP.post(
            url + "/api/contents",
            json={"title": "王的稿子", "body": "今天下雨了。"},
            headers=_cookie(url, "wang"),
        )
        assert wangs.status_code == 201, wangs.text
        yield Team(url, accounts, made["id"], made["persona_id"], wangs.json()["id"])


@pytest.fixture(params=LOCALES)
def locale(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def context(browser: Any, team: Team, locale: str) -> Iterator[Any]:
    made = browser.new_context(
        locale=locale, base_url=team.url, viewport={"width": 1280, "height": 860}
    )
    made.set_default_timeout(20000)
    yield made
    made.close()


def _signed_in(context: Any, name: str, next_path: str = "/") -> Any:
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"/login?next={next_path}")
    page.fill("input[name=name]", name)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(re.compile(re.escape(next_path) + "$"))
    page.errors = errors
    return page


def _zh(locale: str) -> bool:
    return locale.startswith("zh")


def test_the_account_refusals_read_in_the_readers_language(context: Any, team: Team) -> None:
    page = _signed_in(context, "bob")
    answer = page.goto(f"/articles/{team.wangs_article}")
    assert answer is not None and answer.status == 403
    main = page.locator("main")
    if _zh(context_locale(page)):
        expect(main).to_contain_text("这篇文章属于另一位写作者，没有共享给你。")
        expect(main).not_to_contain_text("belongs to another writer")
    else:
        expect(main).to_contain_text(
            "This article belongs to another writer and is not shared with you."
        )
    answer = page.goto("/accounts")
    assert answer is not None and answer.status == 403
    if _zh(context_locale(page)):
        expect(main).to_contain_text("只有管理员才能管理用户和密钥。")
        expect(main).not_to_contain_text("Only an admin")
    else:
        expect(main).to_contain_text("Only an admin may manage users and keys.")
    shot(page, f"s50-accounts50-refused-{context_locale(page)}")
    assert not page.errors, page.errors


def context_locale(page: Any) -> str:
    return str(page.evaluate("() => navigator.language"))


def test_a_disabled_writer_is_told_the_account_is_disabled(
    context: Any, team: Team, locale: str
) -> None:
    name = f"gone-{locale}"
    team.accounts.set_disabled(team.accounts.user_named(name).id, False)  # a rerun's
    headers = _cookie(team.url, name)
    made = HTTP.post(
        team.url + "/api/contents",
        json={"title": "秋天的公园", "body": "十五个孩子在草地上跑。"},
        headers=headers,
    ).json()
    page = _signed_in(context, name, f"/articles/{made['id']}")
    page.wait_for_selector("body[data-live='1']")
    team.accounts.set_disabled(team.accounts.user_named(name).id, True)
    status = page.locator("#status")
    said = "你的账号已被停用，请联系管理员。" if _zh(locale) else "ask an admin."
    expect(status).to_contain_text(said)
    expect(status).not_to_contain_text("Live updates stopped" if _zh(locale) else "was disabled.")
    page.fill("#message", "把“十五”改成“五十”")
    page.click("#send")
    expect(page.locator("#messages")).to_contain_text(said)
    body = page.inner_text("body")
    assert "登录已过期" not in body and "signed out elsewhere" not in body, body[-600:]
    shot(page, f"s50-accounts50-disabled-{locale}")
    assert not page.errors, page.errors


def test_the_single_user_authors_work_is_not_labelled_as_the_readers(
    context: Any, team: Team, locale: str
) -> None:
    page = _signed_in(context, "bob", f"/articles/{team.shared_article}")
    page.wait_for_selector("body[data-ready='1']")
    page.fill("#message", 'Replace "The bus" with "The coach"')
    page.press("#message", "Enter")
    users = page.locator("#messages li.msg-user .msg-who")
    expect(page.locator("#messages li.msg-user").last).to_contain_text("The coach")
    before, own = users.first.inner_text().strip(), users.last.inner_text().strip()
    if _zh(locale):
        assert own == "你" and before == "账号启用前", (before, own)
        expected_event = "账号启用前的修改"
    else:
        assert own == "You" and before == "Before accounts", (before, own)
        expected_event = "Edit before accounts"
    events = page.locator("#messages li.msg-event .msg-who")
    expect(events.first).to_have_text(expected_event)
    assert "You" not in page.inner_text("#messages .msg-event .msg-who")
    shot(page, f"s50-accounts50-before-accounts-{locale}")
    assert not page.errors, page.errors


def test_a_colleagues_change_is_named_when_it_arrives(
    context: Any, team: Team, locale: str
) -> None:
    wang = _cookie(team.url, "wang")
    made = HTTP.post(
        team.url + "/api/contents",
        json={"title": "Rota", "body": "The bus never came."},
        headers=wang,
    ).json()
    shared = HTTP.put(
        team.url + f"/api/contents/{made['id']}/sharing", json={"user_names": ["bob"]}, headers=wang
    )
    assert shared.status_code == 200, shared.text
    page = _signed_in(context, "bob", f"/articles/{made['id']}")
    page.wait_for_selector("body[data-live='1']")
    sent = HTTP.post(
        team.url + "/api/chat/send",
        json={"content_id": made["id"], "message": 'Replace "never" with "finally"'},
        headers=wang,
    )
    assert sent.status_code == 200, sent.text
    version = sent.json()["revision"]["version"]
    status = page.locator("#status")
    if _zh(locale):
        expect(status).to_have_text(f"已更新：文章现在是 V{version}（wang 改的）。")
    else:
        expect(status).to_have_text(f"Updated: the article is now at V{version} (changed by wang).")
    assert not page.errors, page.errors


def test_a_shared_persona_is_offered_as_shared_and_the_writers_own_comes_first(
    context: Any, team: Team, locale: str
) -> None:
    page = _signed_in(context, "bob")
    shared = page.locator(f".persona-list a[href='/personas/{team.shared_persona}']")
    label = (
        "我的文风（共用，账号启用前）" if _zh(locale) else "My voice (shared, from before accounts)"
    )
    expect(shared.locator("xpath=..")).to_contain_text(label)
    drafted = page.locator("#generate-persona")
    chosen = drafted.evaluate("(s) => s.options[s.selectedIndex].textContent.trim()")
    assert chosen == ("我的文风" if _zh(locale) else "My voice"), chosen
    offered = page.locator(f"#create-persona option[value='{team.shared_persona}']")
    expect(offered).to_have_text(label)
    shot(page, f"s50-accounts50-shared-persona-{locale}")
    page.goto(f"/personas/{team.shared_persona}")
    suffix = "（共用，账号启用前）" if _zh(locale) else "(shared, from before accounts)"
    expect(page.locator("main")).to_contain_text(suffix)
    assert not page.errors, page.errors


# --- every account sentence has its Chinese (words.js), the kind rather than the one case -------

LIVE = Path(__file__).resolve().parents[2] / "static" / "js" / "panel" / "live.js"


def _account_refusals() -> set[str]:
    """Every refusal app/accounts/permissions.py says for a reason of the accounts' (roles,
    scopes, whose it is), made by asking it, and a disabled writer's sentence."""
    others = Target("article", "u-other"), Target("persona", "u-other"), None
    people = [
        Actor(kind="user", id="u1", name="w", roles=frozenset(roles))  # type: ignore[arg-type]
        for roles in ({"writer"}, {"editor"}, set(), {"admin"})
    ]
    people += [
        Actor(
            kind="key",
            id="k1",
            name="k",
            roles=frozenset({"writer"}),
            scopes=frozenset(scopes),  # type: ignore[arg-type]
            user_id="u1",
        )
        for scopes in ({"read"}, {"suggest"}, set())
    ]
    actions: list[Action] = ["read", "suggest", "write", "restore", "comment", "share", "admin"]
    said = {
        why
        for actor in people
        for action in actions
        for target in others
        if (why := refusal(actor, action, target)) is not None
    }
    return said | {ACCOUNT_DISABLED}


def test_every_account_sentence_and_live_update_line_reads_in_chinese(page: Any) -> None:
    refusals = _account_refusals()
    assert len(refusals) >= 8, refusals
    ended = re.search(r"const ENDED = \{(.*?)\n\};", LIVE.read_text(encoding="utf-8"), re.S)
    assert ended
    lines = [f"Live updates stopped: {why}" for why in re.findall(r': "([^"]+)",', ended[1])]
    assert len(lines) >= 6, lines
    lines += [
        "Updated: the article is now at V12 (changed by 王小明).",
        "Not sent: " + ACCOUNT_DISABLED,
    ]
    page.goto("/")
    for lang in ("zh-Hans", "zh-Hant"):
        _, left = read_in(page, [*refusals, *lines], lang, quoted=CURLY_QUOTED)
        assert not left, (lang, left)
