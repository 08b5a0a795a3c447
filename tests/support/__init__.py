"""Test helpers shared across test modules: a scriptable OpenAI-compatible HTTP server."""

from tests.support.openai_stub import OpenAIStub, StubReply, openai_stub

__all__ = ["OpenAIStub", "StubReply", "openai_stub"]
