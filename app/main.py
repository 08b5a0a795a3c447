"""The application factory: `create_app(settings)` builds a Litestar app; nothing runs on import."""

import logging
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import swagger_ui_bundle
from litestar import Litestar, get
from litestar.datastructures import State
from litestar.di import Provide
from litestar.enums import ScopeType
from litestar.logging.config import LoggingConfig
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin, SwaggerRenderPlugin
from litestar.plugins.pydantic import PydanticPlugin
from litestar.static_files import create_static_files_router
from litestar.template.config import TemplateConfig
from litestar.types import Message, Scope

from app import __version__
from app.accounts.factory import open_accounts
from app.accounts.ownership import Ownership
from app.accounts.throttle import LoginThrottle
from app.domain.actors import Actor
from app.domain.clock import NeverBack
from app.domain.errors import RedlineError
from app.editing.articles import Articles
from app.editing.comments import CommentService
from app.editing.contents import ContentService
from app.editing.conversation import ConversationService
from app.editing.desk import DeskService
from app.editing.judge_thread import close_loops
from app.editing.lost_replies import LostReplies
from app.editing.revisions import RevisionService
from app.editing.turns import TurnService
from app.events import EventBus
from app.events_relay import open_relay
from app.llm.base import LLMProvider
from app.llm.factory import build_provider
from app.settings import Settings
from app.store.base import Repository
from app.store.comments import open_comment_store
from app.store.factory import open_store
from app.style.learner_process import waker_from_env
from app.style.personas import PersonaService
from app.style.queue import StyleQueue
from app.style.queue_jobs import open_jobs
from app.web import auth, contract, security
from app.web.accounts_api import AccountController, AccountPageController
from app.web.actors import provide_actor
from app.web.api_chat import ChatController, RevisionController
from app.web.api_contents import ContentController
from app.web.api_desk import CommentController, DeskController
from app.web.api_imports import ImportController
from app.web.bodies import body_limits
from app.web.errors import EXCEPTION_HANDLERS, names_no_file
from app.web.head import head_as_get
from app.web.hosts import Served, guard_hosts
from app.web.lifeline import watch_parent
from app.web.login import THROTTLE_STATE, LoginController
from app.web.pages import PageController
from app.web.personas import PersonaController
from app.web.static_cache import cached_static


def _asset_dir(name: str) -> Path:
    """`templates/` or `static/`: beside the package in a checkout, inside it once installed.

    The folders stay at the top of the repository (the product's layout); the wheel maps them
    into the package as `app/_templates` and `app/_static` (see pyproject.toml).
    """
    installed = Path(__file__).resolve().parent / f"_{name}"
    return installed if installed.is_dir() else Path(__file__).resolve().parent.parent / name


MAX_BODY_BYTES = security.MAX_BODY_BYTES  # one limit: the app's and the body reader's

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
    "form-action 'self'"
)
# The OpenAPI UI page is Litestar's own and bootstraps with an inline script.
SCHEMA_CSP = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)


def _provide(value: object) -> Provide:
    """A dependency that is always this one object, built once by `create_app`."""
    return Provide(lambda: value, sync_to_thread=False, use_cache=True)


def utc_now() -> datetime:
    return datetime.now(UTC)


def _never_back(store: Repository) -> NeverBack:
    """The real clock for what the store records, never going back past the newest change it
    holds (a clock set back after a run stamps new work after the old, not under it)."""
    try:
        newest = store.list_contents()[:1]
    except (RedlineError, OSError) as error:  # a database away at start-up: the clock alone
        logging.getLogger(__name__).warning("newest change not read at start-up: %s", error)
        newest = []
    return NeverBack(utc_now, floor=newest[0].updated_at if newest else None)


@get("/healthz", tags=["operations"], sync_to_thread=False)
def healthz() -> dict[str, str]:
    """Liveness: the app is up."""
    return {"status": "ok", "version": __version__}


def _security_header_list(policy: str) -> list[tuple[bytes, bytes]]:
    return [
        (b"content-security-policy", policy.encode("latin-1")),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"same-origin"),
    ]


# Encoded once: every response carries them.
_PAGE_HEADERS = _security_header_list(CSP)
_SCHEMA_HEADERS = _security_header_list(SCHEMA_CSP)
_SECURITY_HEADER_NAMES = {name for name, _ in _PAGE_HEADERS}
_NOT_STORED = (b"cache-control", b"no-store")
# The same bytes for everyone (until an upgrade), and liveness, which shows no article.
_CACHEABLE = ("/static/", "/schema-assets/", "/healthz")
_HSTS = (b"strict-transport-security", b"max-age=31536000")


async def security_headers(message: Message, scope: Scope) -> None:
    """A strict Content-Security-Policy and friends on every response; `Cache-Control:
    no-store` on all but the static assets (unless the response set its own), and HSTS when
    the request came over https. A hook on everything the app sends (not a middleware, which
    only wraps matched routes): a path no route takes, a method a path does not take, get
    them too."""
    if scope["type"] != ScopeType.HTTP or message["type"] != "http.response.start":
        return
    ours = _SCHEMA_HEADERS if scope["path"].startswith("/schema") else _PAGE_HEADERS
    # Everything but the static assets shows a writer's articles or state (the API's JSON,
    # the pages, a download of an article): not for shared or back-button caches.
    fresh = not scope["path"].startswith(_CACHEABLE)
    if scope.get("scheme") == "https":
        ours = [*ours, _HSTS]  # only once served over https: over http it would be ignored
    # Ours replace any the response set itself.
    headers = [
        (name, value)
        for name, value in message.get("headers", ())
        if name.lower() not in _SECURITY_HEADER_NAMES
    ]
    if fresh and not any(name.lower() == b"cache-control" for name, _ in headers):
        headers.append(_NOT_STORED)
    message["headers"] = [*headers, *ours]


def create_app(
    settings: Settings | None = None,
    *,
    provider: LLMProvider | None = None,
    store: Repository | None = None,
    clock: Callable[[], datetime] = utc_now,
    learns_style: bool = True,
) -> Litestar:
    """Build the app. Tests pass their own settings (a temp data dir) and a fake model;
    `learns_style=False` for a harness whose checks read no persona (the fidelity corpora:
    learning every suggestion's style was a quarter of their CPU, app/testing/fidelity.py)."""
    from litestar.plugins.jinja import JinjaTemplateEngine

    settings = settings or Settings()
    logging.basicConfig(
        level=settings.log_level.upper(), format="%(levelname)s %(name)s %(message)s"
    )
    security.redact_tokens_in_logs()
    owns_store = store is None  # what the app opens, it closes at shutdown
    store = store or open_store(settings)
    stamps = _never_back(store) if clock is utc_now else clock  # a test's own clock as given
    if provider is None:
        provider = build_provider(settings)
    bus = EventBus()
    accounts = open_accounts(settings, clock)
    # Served by `python -m app`, a learner process of its own learns; here only the jobs are
    # saved (the turn's CPU is the writer's). Otherwise (tests, embedding) learning is here.
    learner = waker_from_env()
    style_queue = StyleQueue(
        store,
        provider if settings.style_llm_extraction else None,
        stamps,
        open_jobs(settings),  # shared by the workers: files in the data dir, or a table
        learns=learner is None,
        wake=None if learner is None else learner.wake,
    )
    if learns_style:
        style_queue.listen(bus)
    relay = open_relay(settings)  # other worker processes and instances hear this one's events
    relay.attach(bus)
    articles = Articles(store, settings, stamps, bus)
    lost_replies = LostReplies(articles)  # what a crash left unanswered says so
    contents = ContentService(articles)
    comment_store = open_comment_store(settings)
    comments = CommentService(articles, comment_store)
    services = {
        "contents": contents,
        "comments": comments,
        "desk": DeskService(articles, comments),
        "revisions": RevisionService(articles, contents, provider),
        "conversation": ConversationService(articles),
        "turns": TurnService(articles, provider),
        "personas": PersonaService(store, stamps),
        "bus": bus,
        "settings": settings,
    }

    async def shutdown() -> None:
        await articles.running.stop_all()  # replies still being written are saved as stopped
        await style_queue.stop()  # what is left waits on disk for the next start
        if learner is not None:
            learner.close()
        await relay.stop()
        comment_store.close()
        if provider is not None:
            await provider.aclose()
        await lost_replies.stop()
        close_loops()  # the judge threads' kept event loops
        if owns_store:
            store.close()

    def configure_templates(engine: JinjaTemplateEngine) -> None:
        engine.engine.globals["app_version"] = __version__
        engine.engine.globals["llm_mode"] = settings.llm_provider

    app = Litestar(
        route_handlers=[
            healthz,
            ContentController,
            ImportController,
            ChatController,
            RevisionController,
            PersonaController,
            DeskController,
            CommentController,
            PageController,
            LoginController,
            AccountController,
            AccountPageController,
            create_static_files_router(
                path="/static",
                directories=[_asset_dir("static")],
                before_request=names_no_file,
            ),
            create_static_files_router(
                path="/schema-assets",
                directories=[Path(swagger_ui_bundle.swagger_ui_path)],
                name="schema-assets",
                before_request=names_no_file,
            ),
        ],
        dependencies={
            **{name: _provide(value) for name, value in services.items()},
            "actor": Provide(provide_actor, sync_to_thread=False),
        },
        signature_namespace={
            "Repository": Repository,
            "Actor": Actor,
            **{type(value).__name__: type(value) for value in services.values()},
        },
        exception_handlers={**EXCEPTION_HANDLERS, auth.Refused: auth.refused},  # type: ignore[dict-item]
        guards=[auth.permission_guard],
        before_request=security.token_guard(settings.api_token),
        before_send=[security_headers],
        middleware=[body_limits, security.request_guard, auth.authentication],
        # REDLINE_LOG_LEVEL for the root logger too: litestar's default (INFO) logged each model
        # call's request line through its queue thread even at WARNING (≈0.1 ms CPU a call).
        logging_config=LoggingConfig(
            root={"handlers": ["queue_listener"], "level": settings.log_level.upper()}
        ),
        request_max_body_size=MAX_BODY_BYTES,
        # Bodies as sent: "2" is not a version, 1 is not true (app/web/schemas.py).
        plugins=[PydanticPlugin(validate_strict=True)],
        template_config=TemplateConfig(
            directory=_asset_dir("templates"),
            engine=JinjaTemplateEngine,
            engine_callback=configure_templates,
        ),
        openapi_config=OpenAPIConfig(
            title="Redline",
            version=__version__,
            description="A conversational article editor: every edit is a revision.",
            path="/schema",
            render_plugins=[
                SwaggerRenderPlugin(
                    path="/",
                    js_url="/schema-assets/swagger-ui-bundle.js",
                    css_url="/schema-assets/swagger-ui.css",
                    standalone_preset_js_url="/schema-assets/swagger-ui-standalone-preset.js",
                    favicon=(
                        "<link rel='icon' type='image/png' href='/schema-assets/favicon-32x32.png'>"
                    ),
                ),
                JsonRenderPlugin(path="/openapi.json"),
            ],
        ),
        on_startup=[lost_replies.start, relay.start, style_queue.start, watch_parent],
        on_shutdown=[shutdown, accounts.close],
        state=State(
            {
                "settings": settings,
                "style_queue": style_queue,
                auth.ACCOUNTS_STATE: accounts,
                auth.OWNERSHIP_STATE: Ownership(store, accounts),
                THROTTLE_STATE: LoginThrottle(),
            }
        ),
    )
    contract.declare_responses(app)
    app.asgi_handler = head_as_get(app.asgi_handler)  # before routing: routes know no HEAD
    # Outside it: assets answered from memory, a HEAD with its GET's headers (static_cache.py).
    app.asgi_handler = cached_static(app.asgi_handler, _asset_dir("static"))
    return app


def served_app(settings: Settings) -> Served:
    """The app `python -m app` serves: refusing, while it is open on loopback, requests
    addressed to names that are not this machine's (DNS rebinding, app/web/hosts.py)."""
    return guard_hosts(create_app(settings), settings)


def served_app_from_env() -> Served:
    """`served_app` from the environment's settings: what each worker process of
    `python -m app` builds when `REDLINE_WORKERS` is above 1 (uvicorn's `factory=True`)."""
    return served_app(Settings())
