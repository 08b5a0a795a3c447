"""`python -m app user …` and `python -m app key …`: manage accounts from the command line.

This is how the first admin is made (`user add NAME --role admin`). Passwords are asked twice
on the terminal, or read from the first line of standard input with --password-stdin (for
scripts); they are never taken as an argument, where the process list would show them."""

from __future__ import annotations

import argparse
import getpass
import sys
from datetime import UTC, datetime
from typing import TextIO

import anyio

from app.accounts.factory import open_accounts
from app.accounts.service import ROLES, SCOPES, Accounts
from app.domain.errors import InvalidInput
from app.settings import Settings


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register `user` and `key` on the main parser's subcommands."""
    user = commands.add_parser("user", help="add, list and disable users; set passwords")
    users = user.add_subparsers(dest="user_command", required=True)
    add = users.add_parser("add", help="add a user (the first one ends the single-user mode)")
    add.add_argument("name")
    add.add_argument(
        "--role",
        action="append",
        required=True,
        help="writer, editor or admin (repeat it, or separate with commas, for several)",
    )
    add.add_argument("--password-stdin", action="store_true", help="read the password from stdin")
    passwd = users.add_parser("passwd", help="set a user's password (signs them out)")
    passwd.add_argument("name")
    passwd.add_argument(
        "--password-stdin", action="store_true", help="read the password from stdin"
    )
    users.add_parser("list", help="list the users")
    for verb, text in (("disable", "disable a user (signed out, keys stop)"), ("enable", "")):
        one = users.add_parser(verb, help=text or "enable a disabled user")
        one.add_argument("name")

    key = commands.add_parser("key", help="make, list and revoke API keys")
    keys = key.add_subparsers(dest="key_command", required=True)
    create = keys.add_parser("create", help="make a key (printed once)")
    create.add_argument("label", metavar="NAME", help="what the key is for, e.g. publisher")
    create.add_argument(
        "--scope", action="append", required=True, help="read, suggest or admin (repeatable)"
    )
    create.add_argument("--for", dest="user", required=True, metavar="USER", help="its user")
    revoke = keys.add_parser("revoke", help="revoke a key by its id")
    revoke.add_argument("key_id", metavar="ID")
    keys.add_parser("list", help="list the keys (never their secrets)")


def _choices(values: list[str]) -> list[str]:
    return [v.strip() for value in values for v in value.split(",") if v.strip()]


def _password(from_stdin: bool, stdin: TextIO) -> str:
    if from_stdin:
        line = stdin.readline()
        return line[:-1] if line.endswith("\n") else line
    if not stdin.isatty():
        raise InvalidInput(
            "There is no terminal to ask for the password on: pass it with --password-stdin."
        )
    first = getpass.getpass("Password: ")
    if first != getpass.getpass("Password again: "):
        raise InvalidInput("The two passwords differ; nothing was changed.")
    return first


def _when(moment: datetime | None) -> str:
    return f"{moment:%Y-%m-%d %H:%M} UTC" if moment else "never"


def run(
    settings: Settings,
    args: argparse.Namespace,
    stdin: TextIO | None = None,
    out: TextIO | None = None,
) -> int:
    """Carry out one `user` or `key` command (errors are raised for the caller to print)."""
    stdin, out = stdin or sys.stdin, out or sys.stdout
    accounts = open_accounts(settings, lambda: datetime.now(UTC))
    try:
        if args.command == "user":
            return _user(accounts, settings, args, stdin, out)
        return _key(accounts, args, out)
    finally:
        accounts.close()


def _settle_unowned(settings: Settings, out: TextIO) -> None:
    """Before the first user: what the single-user mode made with no owner named in its file
    is said to be anyone's, as that mode's others are (app/accounts/ownership.py)."""
    from app.accounts.ownership import settle_unowned
    from app.store.factory import open_store

    store = open_store(settings)
    try:
        settled = anyio.run(settle_unowned, store)
    finally:
        store.close()
    if settled:
        print(
            f"{len(settled)} article(s) and persona(s) of the single-user mode named no owner "
            "in their files; each now says outright that it is anyone's (owner_id null), "
            "as that mode's others do.",
            file=out,
        )


def _user(
    accounts: Accounts, settings: Settings, args: argparse.Namespace, stdin: TextIO, out: TextIO
) -> int:
    command = args.user_command
    if command == "add":
        roles = _choices(args.role)
        unknown = [r for r in roles if r not in ROLES]
        if unknown:
            raise InvalidInput(f"Unknown role {unknown[0]!r}: use writer, editor or admin.")
        password = _password(args.password_stdin, stdin)
        # Only where users were never made: after accounts were lost, a file naming no owner
        # was hand-edited, not written in the single-user mode.
        if not accounts.in_use() and accounts.store.made_at() is None:
            _settle_unowned(settings, out)
        user = accounts.add_user(args.name, password, roles)
        print(f"Added {user.name} ({', '.join(user.roles)}), id {user.id}.", file=out)
    elif command == "passwd":
        user = accounts.user_named(args.name)
        accounts.set_password(user.id, _password(args.password_stdin, stdin))
        print(f"Password set for {user.name}; they are signed out everywhere.", file=out)
    elif command == "list":
        users = accounts.list_users()
        if not users:
            print("No users: Redline is in the single-user mode (no login).", file=out)
        for user in users:
            state = "disabled" if user.disabled else "active"
            print(f"{user.id}  {user.name}  {','.join(user.roles)}  {state}", file=out)
    else:
        user = accounts.user_named(args.name)
        accounts.set_disabled(user.id, command == "disable")
        print(f"{user.name} is {command}d.", file=out)
    return 0


def _key(accounts: Accounts, args: argparse.Namespace, out: TextIO) -> int:
    command = args.key_command
    if command == "create":
        scopes = _choices(args.scope)
        unknown = [s for s in scopes if s not in SCOPES]
        if unknown:
            raise InvalidInput(f"Unknown scope {unknown[0]!r}: use read, suggest or admin.")
        user = accounts.user_named(args.user)
        made = accounts.create_key(user.id, scopes, args.label)
        print(
            f"Key {made.id} for {user.name} ({', '.join(made.scopes)}). "
            "Copy it now: it is not shown again.",
            file=sys.stderr,
        )
        print(made.key, file=out)
    elif command == "revoke":
        was = next((k for k in accounts.list_keys() if k.id == args.key_id), None)
        key = accounts.revoke_key(args.key_id)
        if was is not None and was.revoked_at is not None:
            print(f"Key {key.id} was revoked already, on {was.revoked_at:%Y-%m-%d}.", file=out)
            print(
                "A revoked key stays revoked: make a new one with "
                "`python -m app key create LABEL --scope SCOPE --for USER`.",
                file=out,
            )
        else:
            print(f"Key {key.id} is revoked.", file=out)
    else:
        keys = accounts.list_keys()
        if not keys:
            print("No API keys.", file=out)
        for key in keys:
            state = f"revoked {_when(key.revoked_at)}" if key.revoked_at else "active"
            print(
                f"{key.id}  {key.label or '-'}  for {key.user_name}  {','.join(key.scopes)}  "
                f"last used {_when(key.last_used_at)}  {state}",
                file=out,
            )
    return 0
