"""Configuration from the environment (prefix REDLINE_) and an optional .env file."""

from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from app.editing.formats import ArticleFormat


class Settings(BaseSettings):
    """Every setting is documented in README.md (a test checks that)."""

    model_config = SettingsConfigDict(env_prefix="REDLINE_", env_file=".env", extra="ignore")

    data_dir: Path = Field(Path("./data"), description="Where the TinyDB files live.")
    database_url: str | None = Field(
        None,
        description="A `postgresql://…` URL: keep everything in that PostgreSQL database "
        "(shared by several app instances) instead of TinyDB files in `data_dir`.",
    )
    host: str = Field("127.0.0.1", description="Where `python -m app` listens.")
    port: int = Field(8000, description="Port for `python -m app`.")
    allowed_hosts: str = Field(
        "",
        description="Names besides localhost that an open `python -m app` on a loopback "
        "address answers to, comma-separated (a reverse proxy's name); see app/web/hosts.py.",
    )
    workers: int = Field(
        1, ge=1, description="Worker processes `python -m app` serves with (sharing the data)."
    )
    llm_provider: Literal["offline", "openai"] = Field(
        "offline", description="`offline` (rules editor, no network) or `openai`."
    )
    llm_base_url: str | None = Field(None, description="OpenAI-compatible base URL (…/v1).")
    llm_api_key: str | None = Field(None, description="Sent as a bearer token.")
    llm_model: str | None = Field(None, description="Model name sent to the endpoint.")
    llm_timeout: float = Field(60.0, description="Seconds per LLM request.")
    llm_max_retries: int = Field(3, description="Retries on 429, 5xx and connection errors.")
    api_token: str | None = Field(
        None, description="When set, every /api request needs `Authorization: Bearer <token>`."
    )
    prompt_policy: Literal["branch", "annotate"] = Field(
        "branch", description="Which earlier turns the model sees: `branch` or `annotate`."
    )
    prompt_budget_tokens: int = Field(
        2000, description="Token budget for earlier turns in the prompt (estimate)."
    )
    edit_format: ArticleFormat = Field(
        "full",
        description="How the model answers: `full` (the whole revised article) or `blocks` "
        "(search/replace blocks: fewer output tokens on long articles).",
    )
    max_message_chars: int = Field(20_000, description="Longest suggestion accepted.")
    max_article_chars: int = Field(500_000, description="Longest article accepted.")
    style_llm_extraction: bool = Field(
        True,
        description="With a model configured, also ask it which style preferences a revision "
        "shows (one extra call per revision, after the reply).",
    )
    log_level: str = Field("INFO", description="Python logging level.")

    @field_validator("database_url")
    @classmethod
    def _postgresql_url(cls, value: str | None) -> str | None:
        """An empty value means TinyDB; anything else must name a PostgreSQL database."""
        value = (value or "").strip()
        if not value:
            return None
        if not value.startswith(("postgresql://", "postgres://")):
            raise ValueError("must be a postgresql://user:password@host:port/dbname URL")
        return value
