"""Command line: serve (the default), replay what a model was sent, print a history, check the
data directory, copy the store elsewhere (migrate-store)."""

import argparse
import contextlib
import logging
import os
import re
import signal
import socket
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError

from app.accounts.cli import add_commands as add_account_commands
from app.accounts.cli import run as run_account_command
from app.domain.errors import RedlineError
from app.domain.models import OWNER_UNREAD
from app.settings import Settings

if TYPE_CHECKING:
    from app.store.tinydb_store import TinyDBStore
    from app.web.hosts import Served

GRACEFUL_SHUTDOWN_SECONDS = 5
STARTUP_FAILURE = 3  # uvicorn's exit status when the app could not start


def _level(name: str) -> int:
    """The logging level called `name` (INFO if there is no such level)."""
    level = logging.getLevelName(name.upper())
    return level if isinstance(level, int) else logging.INFO


def serve(settings: Settings) -> int:
    """Serve in this process, or in `settings.workers` processes sharing the port and data."""
    from app.style.learner_process import running_learner
    from app.web import spawned

    spawned.install()  # the learner and workers: killed before they start, one line each
    workers = f", {settings.workers} workers" if settings.workers > 1 else ""
    print(
        f"Redline on http://{settings.host}:{settings.port} "
        f"(data in {settings.data_dir}, editor: {settings.llm_provider}{workers})",
        flush=True,
    )
    warnings = (
        _open_to_the_network(settings),
        _model_left_off(settings),
        _articles_past_requests(settings),
    )
    for warning in warnings:
        if warning:
            print(warning, file=sys.stderr, flush=True)
    several = settings.workers > 1
    # Style learning in a process of its own: the web workers only save what to learn.
    with running_learner(settings):
        return _serve(settings, several)


def _articles_past_requests(settings: Settings) -> str | None:
    """The warning for an article limit past what one request body may carry: an article
    between the two is refused as a request too large, not as an article too long."""
    from app.web.security import MAX_BODY_BYTES

    worst = MAX_BODY_BYTES // 3  # Chinese text: 3 bytes a character in the UTF-8 of a body
    if settings.max_article_chars <= worst:
        return None
    return (
        f"Warning: REDLINE_MAX_ARTICLE_CHARS={settings.max_article_chars} is more than one "
        f"request can carry ({MAX_BODY_BYTES // (1024 * 1024)} MB): an article of Chinese text "
        f"over about {worst:,} characters ({MAX_BODY_BYTES:,} of plain English) is refused as "
        f"a request too large. Set it to {worst} or less."
    )


def _model_left_off(settings: Settings) -> str | None:
    """The warning for a model configured while the provider is left at `offline`: it would
    never be asked, and the writer would get the rules editor's answers alone."""
    if settings.llm_provider != "offline" or not (settings.llm_base_url or settings.llm_model):
        return None
    from app.llm.logs import without_user_info

    named = without_user_info(settings.llm_base_url or settings.llm_model or "")
    return (
        f"Warning: a model is configured ({named}) but REDLINE_LLM_PROVIDER is offline, so it "
        "is never asked and only the rules editor answers. Set REDLINE_LLM_PROVIDER=openai to "
        "use it."
    )


def _open_to_the_network(settings: Settings) -> str | None:
    """The warning for a server reachable beyond this machine that nothing guards: no
    token, no account (it still serves: a container listens on 0.0.0.0 behind its own
    network). None when it listens on loopback only, or a token or accounts guard it."""
    from app.accounts.factory import open_accounts
    from app.web.hosts import is_loopback

    if is_loopback(settings.host) or settings.api_token:
        return None
    try:
        accounts = open_accounts(settings, lambda: datetime.now(UTC))
        try:
            if accounts.in_use():
                return None
        finally:
            accounts.close()
    except Exception as error:  # the store's own start says what is wrong with it
        logging.getLogger(__name__).debug("accounts not read before serving: %s", error)
        return None
    return (
        f"Warning: Redline listens on {settings.host}, beyond this machine, with no "
        f"REDLINE_API_TOKEN and no accounts: anyone who can reach port {settings.port} can "
        "read and change every article. Set REDLINE_API_TOKEN, add a user "
        "(python -m app user add NAME), or listen on 127.0.0.1."
    )


def _serve(settings: Settings, several: bool) -> int:
    import uvicorn

    from app.serving import can_share_port, serve_workers
    from app.web.slow_headers import HeaderTimeoutProtocol

    if several:
        # Each worker process builds its own app, so uvicorn needs an import string; the
        # workers read the same environment (and .env) these settings came from. This
        # process only supervises them: it does not load the app.
        app: str | Served = "app.main:served_app_from_env"
    else:
        from app.main import served_app

        app = served_app(settings)
    config = uvicorn.Config(
        app,
        factory=several,
        workers=settings.workers,
        host=settings.host,
        port=settings.port,
        # uvloop and httptools: the event loop and HTTP parser in C, about half the CPU of
        # asyncio's loop and h11 per request (and per call to the model); httptools with a
        # limit on headers that never finish (app/web/slow_headers.py).
        loop="uvloop",
        http=HeaderTimeoutProtocol,
        # The app's level: at WARNING or above, uvicorn's line per request (its access log,
        # at INFO) is not written either, which a proxy in front usually logs anyway.
        log_level=_level(settings.log_level),
        # A tab's event stream never ends by itself: without a limit, stopping would wait
        # for every open tab. Replies being written are saved as stopped at shutdown.
        timeout_graceful_shutdown=GRACEFUL_SHUTDOWN_SECONDS,
    )
    if not (several and can_share_port()):
        try:  # the address in use (or no such host) in one line, not in uvicorn's log
            family = socket.AF_INET6 if ":" in settings.host else socket.AF_INET
            socket.create_server((settings.host, settings.port), family=family).close()
        except OSError as error:
            print(f"Cannot listen on {settings.host}:{settings.port}: {error}", file=sys.stderr)
            return 1
        server = uvicorn.Server(config)
        # Once stopped, uvicorn raises the SIGTERM it caught again; by default that killed
        # the process there, before the style learner was stopped (its semaphores were
        # reported leaked, the exit status -15). Ignored then, the stop ends as Ctrl-C's.
        previous = signal.signal(signal.SIGTERM, lambda *_: None)
        try:
            server.run()
        finally:
            signal.signal(signal.SIGTERM, previous)
        return 0 if server.started else STARTUP_FAILURE
    try:
        serve_workers(config)  # each worker with a socket of its own: the work spread evenly
    except OSError as error:
        print(f"Cannot listen on {settings.host}:{settings.port}: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


# What a terminal would act on rather than show: C0 and C1 controls (ESC starts the escape
# sequences that set a window's title or clear the screen) and the bidi overrides.
_TERMINAL_CODES = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def shown(text: str) -> str:
    """Text a writer or a model wrote, safe to print: its control characters written out
    ("\\u001b"), never sent to the terminal (an API client's title could retitle or clear it)."""
    return _TERMINAL_CODES.sub(lambda m: f"\\u{ord(m[0]):04x}", text)


def replay(settings: Settings, message_id: str, as_json: bool) -> int:
    """Print exactly what the model was sent for one assistant message, and its answer."""
    from app.store.factory import open_store

    with open_store(settings) as store:
        call = store.get_llm_call(message_id)
    if call is None:
        print(f"No model call was made for message {message_id!r}.", file=sys.stderr)
        return 1
    if as_json:
        print(call.model_dump_json(indent=2))
        return 0
    print(
        f"# model: {call.model}   at: {call.created_at:%Y-%m-%d %H:%M:%S}Z   "
        f"took: {call.duration_ms:.0f} ms   usage: {call.usage or 'unknown'}"
    )
    for index, message in enumerate(call.messages, 1):
        print(f"\n--- [{index}] {message.role} ---\n{shown(message.content)}")
    print(f"\n--- response ({call.outcome or 'n/a'}) ---\n{shown(call.response or '(none)')}")
    if call.error:
        print(f"\n--- error ---\n{shown(call.error)}")
    return 0


def history(settings: Settings, content_id: str) -> int:
    """One line per version: V2→V5, its kind, when, and the suggestion behind it."""
    from app.store.factory import open_store

    with open_store(settings) as store:
        content = store.get_content(content_id)
        revisions = store.list_revisions(content_id)
    # The unit the API and the pages give (`word_unit`): a Chinese article counts 字, not words.
    size = f"{content.word_count} {content.word_unit}"
    print(f"{shown(content.title)}  (now V{content.version}, {size})")
    for r in revisions:
        suggestion = shown(" ".join(r.suggestion.split())[:70])
        # A draft from a brief was made on no version: "V1", not "V0→V1".
        versions = f"V{r.base_version}→V{r.version}" if r.base_version else f"V{r.version}"
        print(f"  {versions}  {r.kind:<8} {r.created_at:%Y-%m-%d %H:%M}  {suggestion}")
    return 0


def check(settings: Settings) -> int:
    """Complete interrupted commits, remove stray files, rebuild the index; report the rest."""
    from app.store.tinydb_store import TinyDBStore

    if settings.database_url:
        print("Nothing to check: PostgreSQL saves every commit whole, in one transaction.")
        return 0
    store = TinyDBStore(settings.data_dir)
    report = store.check()
    report += _unowned(settings, store)
    for line in report:
        print(line)
    return 1 if any(line.startswith("DAMAGED") for line in report) else 0


def _unowned(settings: Settings, store: "TinyDBStore") -> list[str]:
    """With accounts, one line per article or persona whose file names no owner (the key
    gone: hand-edited or damaged), or says null (anyone's) though it was made after accounts
    began: nobody's but an admin's until it names one again. In the single-user mode they are
    anyone's, as everything is (said outright as the first user is added). With no user while
    a record belongs to one, the accounts were lost: said. Accounts records missing a field
    that says whether they may act are named too (app/accounts/models.py reads them as not)."""
    from app.accounts.factory import open_accounts
    from app.accounts.ownership import Ownership
    from app.accounts.store import ACCOUNTS_FILE

    accounts = open_accounts(settings, lambda: datetime.now(UTC))
    try:
        Ownership(store, accounts)  # tells the accounts what the records say of users
        if not accounts.in_use():
            return []
        since = accounts.since()
        said = accounts.store.incomplete()
    except RedlineError as error:  # no user, yet records of users: the accounts were lost
        where = "" if settings.database_url else f" The file: {settings.data_dir / ACCOUNTS_FILE}"
        return [f"DAMAGED accounts: {error}{where}"]
    finally:
        accounts.close()

    def whose(owner_id: str | None, made: datetime) -> str | None:
        if owner_id == OWNER_UNREAD:
            return "names no owner (owner_id is missing)"
        if owner_id is None and since is not None and later(made, since):
            return (
                "says owner_id null (the single-user mode's anyone's), yet it was made after "
                f"accounts began ({since:%Y-%m-%d %H:%M} UTC)"
            )
        return None

    found = [
        (f"persona {p.id}", store._persona_dir(p.id) / "persona.json", why)
        for p in store.list_personas()
        if (why := whose(p.owner_id, p.created_at))
    ]
    for listed in store.list_contents():
        with contextlib.suppress(RedlineError):  # a damaged header is named above
            content = store.get_content(listed.id)
            if why := whose(content.owner_id, content.created_at):
                found.append((f"article {listed.id}", store._header_path(listed.id), why))
    return said + [
        f"DAMAGED {what}: its file {path} {why}, so whose it is cannot be told: only an admin "
        "(or an editor, for an article) may open it. Put the writer's user id "
        "(`python -m app user list`) in its owner_id"
        for what, path, why in found
    ]


def later(made: datetime, since: datetime) -> bool:
    """Whether `made` is after `since` (a time without a zone, hand-edited: taken as later)."""
    try:
        return made > since
    except TypeError:
        return True


def migrate_store(settings: Settings, to: str, resume: bool, verify_only: bool) -> int:
    """Copy every record of the configured store to `to`, then verify both sides match."""
    from app.store import transfer_run

    return transfer_run.run(
        settings,
        to,
        resume=resume,
        verify_only=verify_only,
        say=lambda line: print(line, flush=True),
    )


def _probe_writable(directory: Path) -> None:
    """Raise OSError unless a file can be made in `directory` (a read-only mount, or a folder
    of another user's, is refused at start-up instead of answering 500 to every request)."""
    with tempfile.NamedTemporaryFile(dir=directory, prefix=".redline-probe-"):
        pass


def _lists_accounts(args: argparse.Namespace) -> bool:
    """`user list`, `key list`: read only, like `history`."""
    return "list" in (getattr(args, "user_command", None), getattr(args, "key_command", None))


def _names_an_account(args: argparse.Namespace) -> bool:
    """An account command that acts on a user or key already there (all but `user add`):
    with no data directory there is none, and the path is more likely mistyped."""
    return bool(args.command == "key" or (args.command == "user" and args.user_command != "add"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app", description=__doc__)
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("serve", help="serve the app (the default)")
    replay_cmd = commands.add_parser("replay", help="print what the model was sent for a reply")
    replay_cmd.add_argument("message_id")
    replay_cmd.add_argument("--json", action="store_true", help="print the raw record")
    history_cmd = commands.add_parser("history", help="list an article's versions")
    history_cmd.add_argument("content_id")
    commands.add_parser("check", help="check the data directory and repair what can be")
    migrate_cmd = commands.add_parser(
        "migrate-store",
        help="copy every record of this store to another (postgresql://… or a directory) "
        "and verify the copy record by record",
    )
    migrate_cmd.add_argument("--to", required=True, metavar="TARGET")
    migrate_cmd.add_argument(
        "--resume",
        action="store_true",
        help="finish an interrupted copy: keep what the target holds, write what it lacks",
    )
    migrate_cmd.add_argument(
        "--verify-only", action="store_true", help="only compare the target with the source"
    )
    add_account_commands(commands)
    args = parser.parse_args(argv)
    try:
        settings = Settings()
    except ValidationError as error:
        problems = "; ".join(
            (f"REDLINE_{'_'.join(str(p) for p in e['loc']).upper()}: " if e["loc"] else "")
            + e["msg"].removeprefix("Value error, ")
            for e in error.errors()
        )
        print(f"Invalid configuration — {problems}", file=sys.stderr)
        return 2
    except UnicodeDecodeError as error:  # the settings read .env as UTF-8
        print(
            f"Invalid configuration — the .env file is not UTF-8 text ({error.reason}).",
            file=sys.stderr,
        )
        return 2
    reads_only = args.command in ("replay", "history", "check") or _lists_accounts(args)
    nothing_there = not settings.data_dir.exists() and not settings.data_dir.is_symlink()
    if (
        settings.database_url is None
        and (reads_only or args.command == "migrate-store" or _names_an_account(args))
        and (nothing_there)
    ):
        # a mistyped REDLINE_DATA_DIR: no directory is made, and "consistent" is not said
        print(
            f"REDLINE_DATA_DIR {settings.data_dir} is no data directory (nothing is there): "
            "check the path.",
            file=sys.stderr,
        )
        return 2
    if settings.database_url is None:
        try:  # a data dir that is a file, cannot be made or written is said in one line
            settings.data_dir.mkdir(parents=True, exist_ok=True)
            if not reads_only:
                _probe_writable(settings.data_dir)
        except OSError as error:
            why = "a file of that name is there" if settings.data_dir.is_file() else error.strerror
            if settings.data_dir.is_symlink() and not settings.data_dir.exists():
                why = f"it is a link to {os.readlink(settings.data_dir)}, which does not exist"
            print(
                f"REDLINE_DATA_DIR {settings.data_dir} cannot be used as the data directory "
                f"({why or error}).",
                file=sys.stderr,
            )
            return 2
    try:
        if args.command == "replay":
            return replay(settings, args.message_id, args.json)
        if args.command == "history":
            return history(settings, args.content_id)
        if args.command == "check":
            return check(settings)
        if args.command in ("user", "key"):
            return run_account_command(settings, args)
        if args.command == "migrate-store":
            return migrate_store(settings, args.to, args.resume, args.verify_only)
        if settings.database_url is not None:
            # Reached (and its schema brought up to date) once, before any worker or the
            # style learner starts: a database that cannot be is said in one line, below,
            # instead of in a traceback from each process.
            from app.store.factory import open_store

            open_store(settings).close()
        return serve(settings)
    except (RedlineError, ValueError) as error:
        print(str(error), file=sys.stderr)
        return 1
    except OSError as error:  # a read-only data directory, a file of another user's
        where = f" ({error.filename})" if error.filename else ""
        print(
            f"The data directory {settings.data_dir} could not be used: "
            f"{error.strerror or error}{where}.",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
