"""Which account store the app uses: chosen as the main store is (`settings.database_url`)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from app.accounts.service import Accounts
from app.accounts.store import AccountStore, TinyDBAccountStore
from app.settings import Settings


def open_account_store(settings: Settings) -> AccountStore:
    if settings.database_url:
        from app.accounts.pg_store import PostgresAccountStore

        return PostgresAccountStore(settings.database_url)
    return TinyDBAccountStore(settings.data_dir)


def open_accounts(settings: Settings, clock: Callable[[], datetime]) -> Accounts:
    return Accounts(open_account_store(settings), clock)
