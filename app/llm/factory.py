"""Build the configured LLM provider (or none: the offline rules editor)."""

from app.llm.base import LLMProvider
from app.settings import Settings


def build_provider(settings: Settings) -> LLMProvider | None:
    """None means offline: only the rules editor edits, and it says when it cannot."""
    if settings.llm_provider == "offline":
        return None
    from app.llm.openai import OpenAICompatible

    if not settings.llm_base_url or not settings.llm_model:
        raise ValueError(
            "REDLINE_LLM_PROVIDER=openai needs REDLINE_LLM_BASE_URL and REDLINE_LLM_MODEL."
        )
    return OpenAICompatible(
        base_url=settings.llm_base_url,
        model=settings.llm_model,
        api_key=settings.llm_api_key,
        timeout=settings.llm_timeout,
        max_retries=settings.llm_max_retries,
    )
