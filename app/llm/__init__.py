"""LLM providers: the interface, the OpenAI-compatible client, the offline rules editor."""
