"""Test doubles shared by the test suite and the benchmarks: a recording fake model, a real
OpenAI-compatible server on 127.0.0.1, and the app served for real with uvicorn."""
