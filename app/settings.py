"""Configuration from the environment (prefix REDLINE_) and an optional .env file."""

from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from app.editing.formats import ArticleFormat

MAX_LLM_RETRIES = 10  # the most REDLINE_LLM_MAX_RETRIES may ask for


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
    port: int = Field(8000, ge=1, le=65535, description="Port for `python -m app`.")
    allowed_hosts: str = Field(
        "",
        description="Names besides localhost that an open `python -m app` on a loopback "
        "address answers to, comma-separated (a reverse proxy's name); see app/web/hosts.py.",
    )
    # At most 32: about one a core serves best (README, "Several workers"); a mistyped 999
    # forked hundreds of processes that starved the machine before any served a request.
    workers: int = Field(
        1,
        ge=1,
        le=32,
        description="Worker processes `python -m app` serves with (sharing the data); 1–32.",
    )
    llm_provider: Literal["offline", "openai"] = Field(
        "offline", description="`offline` (rules editor, no network) or `openai`."
    )
    llm_base_url: str | None = Field(None, description="OpenAI-compatible base URL (…/v1).")
    llm_api_key: str | None = Field(None, description="Sent as a bearer token.")
    llm_model: str | None = Field(None, description="Model name sent to the endpoint.")
    # At least a second: a timeout of 1e-9 was accepted and every request then timed out.
    llm_timeout: float = Field(
        60.0,
        ge=1,
        allow_inf_nan=False,
        description="Seconds the model may take to answer; once a streamed reply arrives, "
        "seconds it may stay silent (up to 10x this in all).",
    )
    llm_max_retries: int = Field(
        3, description=f"Retries on 429, 5xx and connection errors (0–{MAX_LLM_RETRIES})."
    )
    api_token: str | None = Field(
        None, description="When set, every /api request needs `Authorization: Bearer <token>`."
    )
    prompt_policy: Literal["branch", "annotate"] = Field(
        "branch", description="Which earlier turns the model sees: `branch` or `annotate`."
    )
    prompt_budget_tokens: int = Field(
        2000, ge=0, description="Token budget for earlier turns in the prompt (estimate)."
    )
    edit_format: ArticleFormat = Field(
        "full",
        description="How the model answers: `full` (the whole revised article) or `blocks` "
        "(search/replace blocks: fewer output tokens on long articles).",
    )
    max_message_chars: int = Field(20_000, ge=1, description="Longest suggestion accepted.")
    max_article_chars: int = Field(500_000, ge=1, description="Longest article accepted.")
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

    @field_validator("llm_base_url")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        """A base URL without http(s):// or a host fails every request: said at start-up."""
        value = (value or "").strip()
        if not value:
            return None
        try:
            parts = urlsplit(value)
            parts.port  # noqa: B018 — raises on a port that is not a number
        except ValueError as error:
            raise ValueError(f"is not a valid URL ({error})") from None
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError("must be an http:// or https:// URL such as http://127.0.0.1:11434/v1")
        return value

    @field_validator("allowed_hosts")
    @classmethod
    def _host_names(cls, value: str) -> str:
        """Names, as a Host header carries them: an entry written as a URL (the proxy's
        address, `https://docs.example/`) is read as the name and port in it."""
        names = []
        for part in value.split(","):
            part = part.strip()
            if "://" in part:
                part = urlsplit(part).netloc.rpartition("@")[2]
            if part and any(character in part for character in "*?/ "):
                # "*" matched no Host header, so every proxied request was refused.
                raise ValueError(
                    f"“{part}” is not a host name: list the names a proxy sends, "
                    "comma-separated (no wildcards), or set REDLINE_API_TOKEN"
                )
            if part:
                names.append(part)
        return ",".join(names)

    @field_validator("llm_model")
    @classmethod
    def _model_name(cls, value: str | None) -> str | None:
        """A blank name (`REDLINE_LLM_MODEL=" "`) is no name: the endpoint refused every request."""
        value = (value or "").strip()
        return value or None

    @field_validator("api_token")
    @classmethod
    def _header_safe_token(cls, value: str | None) -> str | None:
        """The token travels in an HTTP header (and a cookie): trimmed of the line break a
        file leaves, and refused when it holds a space or a character outside ASCII, which no
        request could send (every request was refused)."""
        value = (value or "").strip()
        if not value:
            return None
        if not all("!" <= character <= "~" for character in value):
            raise ValueError(
                "holds a space, a line break or a character that is not ASCII; a token sent "
                "in a header cannot (choose one of letters, digits and punctuation)"
            )
        return value

    @field_validator("llm_api_key")
    @classmethod
    def _header_safe_key(cls, value: str | None) -> str | None:
        """The key travels in an HTTP header: printable ASCII with no spaces or line breaks
        (a key pasted with a stray character otherwise failed every request)."""
        value = (value or "").strip()
        if not value:
            return None
        if not all("!" <= character <= "~" for character in value):
            raise ValueError(
                "holds a space, a line break or a character that is not ASCII; an API key "
                "cannot (check what was pasted)"
            )
        return value

    @field_validator("llm_max_retries")
    @classmethod
    def _few_retries(cls, value: int) -> int:
        """Each retry waits longer than the one before (backoff): past a few, the writer
        waits minutes for a reply that says the model failed, and a 429 is answered by a
        flood of requests."""
        if not 0 <= value <= MAX_LLM_RETRIES:
            raise ValueError(
                f"must be a whole number from 0 to {MAX_LLM_RETRIES} (got {value}): each retry "
                "waits longer than the last, so more would keep the writer waiting for minutes"
            )
        return value

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        """A level Python's logging knows (DEBUG, INFO, WARNING, ERROR, CRITICAL)."""
        if value.strip().upper() not in ("DEBUG", "INFO", "WARNING", "WARN", "ERROR", "CRITICAL"):
            raise ValueError("must be DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return value.strip()

    @model_validator(mode="after")
    def _model_named(self) -> "Settings":
        """The openai provider cannot ask anything without an endpoint and a model name."""
        if self.llm_provider == "openai" and not (self.llm_base_url and self.llm_model):
            raise ValueError(
                "REDLINE_LLM_PROVIDER=openai needs REDLINE_LLM_BASE_URL and REDLINE_LLM_MODEL"
            )
        return self
