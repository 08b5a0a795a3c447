"""secrets.py: an endpoint's words are quoted without the key it echoed (outside56 F9)."""

import pytest

from app.llm.reading import said_plainly, server_message, short
from app.llm.secrets import HIDDEN, hidden, remember_secret


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Bad request from client with Authorization: Bearer sk-o56-SECRET-0123456789", "Bad"),
        ("invalid header authorization=Basic YWRhOmh1bnRlcjJodW50ZXIy", "invalid header"),
        ('{"api_key": "abcd1234efgh5678"} is not allowed', "is not allowed"),
        ("x-api-key: 9f8e7d6c5b4a39281706 rejected", "rejected"),
        ("token ghp_abcdefghijklmnop1234 expired", "expired"),
        ("key sk-proj-AbCdEf123456_xyz is over quota", "is over quota"),
        ("请求被拒绝：Bearer hf_AbCdEfGhIjKlMnOp", "请求被拒绝"),
        ("password=correct-horse-battery", "password="),
    ],
)
def test_credential_shapes_are_hidden(said: str, kept: str) -> None:
    out = hidden(said)
    assert HIDDEN in out and kept in out
    for secret in ("sk-o56", "YWRh", "abcd1234", "9f8e7d", "ghp_", "sk-proj", "hf_Ab", "horse"):
        assert secret not in out


def test_the_configured_key_is_hidden_in_any_shape_of_sentence() -> None:
    remember_secret("plainkey-777-zzz")  # not a credential shape on its own
    said = "The key plainkey-777-zzz has no access to model m; plainkey-777-zzz was logged."
    assert hidden(said) == f"The key {HIDDEN} has no access to model m; {HIDDEN} was logged."
    assert "plainkey" not in short(said, 40)  # hidden before it is cut, not half-kept


@pytest.mark.parametrize(
    "said",
    [
        "The model 'gpt-4o-mini' does not exist",
        "max_tokens must be at most 4096; the token count was 9000",
        "Invalid value for 'temperature': 3.5 is greater than the maximum of 2",
        "请求的模型 qwen-max 不存在",
        "A secret of good writing is brevity",  # "secret" without a value after : or =
    ],
)
def test_ordinary_error_words_are_kept(said: str) -> None:
    assert hidden(said) == said


def test_a_short_configured_key_is_not_replaced_in_ordinary_words() -> None:
    remember_secret("abc")  # a stub's key: replacing "abc" would mangle messages
    assert hidden("abc is not a model") == "abc is not a model"


def test_server_message_and_page_text_go_through_it() -> None:
    body = b'{"error": {"message": "upstream said: Authorization: Bearer sk-live-0123456789ab"}}'
    assert "sk-live" not in server_message(body) and HIDDEN in server_message(body)
    page = "<html><title>401 for Bearer sk-live-0123456789ab</title></html>"
    assert "sk-live" not in said_plainly(page)
