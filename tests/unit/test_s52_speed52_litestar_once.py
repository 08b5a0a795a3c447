"""tests/litestar_once.py: a handler's signature is read once per process, and each app is
still its own (its services, its state, its answers)."""

from pathlib import Path

from litestar import Litestar, get
from litestar.testing import TestClient
from litestar.utils.signature import ParsedSignature

from app.main import create_app
from app.settings import Settings
from tests import litestar_once


def _settings(folder: Path) -> Settings:
    return Settings(data_dir=folder / "data", style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]


def _signatures(app: Litestar) -> dict[str, object]:
    """Each HTTP handler's parsed signature, by the handler's path and name."""
    found: dict[str, object] = {}
    for route in app.routes:
        for handler in getattr(route, "route_handlers", []):
            found[f"{route.path} {handler.handler_name}"] = handler.parsed_fn_signature
    return found


def test_installed_for_the_test_process() -> None:
    assert getattr(ParsedSignature.from_fn, "kept", None) is not None
    litestar_once.install()  # a second install changes nothing
    assert getattr(ParsedSignature.from_fn, "kept", None) is not None


def test_two_apps_share_signatures_but_not_services_or_data(tmp_path: Path) -> None:
    first, second = create_app(_settings(tmp_path / "a")), create_app(_settings(tmp_path / "b"))
    one, two = _signatures(first), _signatures(second)
    assert one.keys() == two.keys() and len(one) > 50
    shared = [name for name in one if one[name] is two[name]]
    assert len(shared) > len(one) // 2, "the controllers' handlers are read once"
    assert first.state["settings"] is not second.state["settings"]
    with TestClient(app=first) as a, TestClient(app=second) as b:
        made = a.post("/api/contents", json={"title": "周末", "body": "今天天气很好。"})
        assert made.status_code == 201
        assert [c["title"] for c in a.get("/api/contents").json()] == ["周末"]
        assert b.get("/api/contents").json() == []  # the other app's store holds nothing
        assert b.get(f"/api/contents/{made.json()['id']}").status_code == 404


def test_a_function_made_anew_is_kept_by_its_code_annotations_and_defaults() -> None:
    shared_default = object()

    def made(kind: type, default: object) -> object:
        def handler(value: kind = default) -> str:  # type: ignore[valid-type,assignment]
            return str(value) + str(kind)  # closes over `kind`

        return handler

    ints, more_ints = made(int, shared_default), made(int, shared_default)
    strings, other_default = made(str, shared_default), made(int, object())
    key = litestar_once._signature_of
    assert key(ints) is not None and key(ints) == key(more_ints)
    assert key(ints) != key(strings) and key(ints) != key(other_default)
    parsed = ParsedSignature.from_fn(ints, {})
    assert ParsedSignature.from_fn(more_ints, {}) is parsed
    assert ParsedSignature.from_fn(strings, {}).parameters["value"].annotation is str
    assert ParsedSignature.from_fn(other_default, {}) is not parsed
    assert parsed.parameters["value"].annotation is int
    assert parsed.parameters["value"].default is shared_default


def test_what_cannot_be_kept_is_read_as_before() -> None:
    assert litestar_once._signature_of(print) is None  # not a Python function

    def wrapper() -> None:
        return None

    wrapper.__wrapped__ = print  # type: ignore[attr-defined]
    assert litestar_once._signature_of(wrapper) is None  # its signature is another's


def test_two_apps_with_other_dependencies_get_their_own_models(tmp_path: Path) -> None:
    @get("/n", sync_to_thread=False)
    def number(n: int) -> int:
        return n

    plain = Litestar([number])
    given = Litestar([number], dependencies={"n": lambda: 5})
    with TestClient(app=plain) as a, TestClient(app=given) as b:
        assert a.get("/n", params={"n": 2}).json() == 2
        assert a.get("/n").status_code == 400  # a query parameter it needs
        assert b.get("/n").json() == 5  # a dependency here, not a parameter
