"""Which store the app uses: TinyDB files in `data_dir`, or PostgreSQL when a URL is set."""

from app.settings import Settings
from app.store.base import Repository


def open_store(settings: Settings) -> Repository:
    """The configured store, open and ready (a PostgreSQL database is migrated first)."""
    if settings.database_url:
        from app.store.postgres import PostgresStore

        return PostgresStore(settings.database_url)
    from app.store.tinydb_store import TinyDBStore

    return TinyDBStore(settings.data_dir)
