"""Each route handler's signature read once per test process, not once per app.

`create_app` builds a new Litestar app for every API test (≈2,000 of them, and the fidelity
runners, the served apps of the browser tests): ≈80 ms of CPU each, nine tenths of it
Litestar's registration of the same ≈120 handlers — for each, `inspect.signature` and
`typing.get_type_hints` of its function (`ParsedSignature.from_fn`), then a msgspec model of
its parameters built from that (`SignatureModel.create`). Both depend only on the handler's
function and on what they are given (the names and types of the app's signature namespace,
the names of its dependencies, its decoders and DTO), never on the app's settings, store or
state, and what they return is never changed afterwards (a frozen dataclass; a model class).
`install()` (tests/conftest.py) keeps them by exactly those inputs: the second app built with
the same handlers, namespace and dependency names gets the same parsed signature and the same
model class, as a process serving one app uses one of each; anything else (another function,
a namespace that names another type, another set of dependencies) is read anew, as before.
Every app still registers its own copies of the handlers, its own dependencies (each app's
own services), guards, middleware and state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from types import FunctionType
from typing import Any

# Parsed signatures and models kept; beyond this many (apps whose handlers are made anew each
# time, such as the static files' routers) nothing more is kept, and they are read as before.
LIMIT = 4096


def _signature_of(fn: Any) -> tuple[Hashable, tuple[Any, ...]] | None:
    """What a handler's signature is read from, and the objects that key names by `id` (held
    with what is kept, so no id is reused meanwhile): its function (a controller's method is
    bound anew for each app, its function is the same); for a closure — Litestar's OPTIONS
    handler made anew for each path of each app, a dependency's `lambda: service` — its code,
    names, annotations and defaults, all that `inspect.signature` and `get_type_hints` read
    (the values it closes over are not). None: not kept (not a Python function, a wrapped
    one, annotations that are no key)."""
    function = getattr(fn, "__func__", fn)
    if not isinstance(function, FunctionType) or hasattr(function, "__wrapped__"):
        return None
    if function.__closure__ is None:  # made once, as a module's or a class's functions are
        return function, ()
    defaults = (function.__defaults__ or (), tuple((function.__kwdefaults__ or {}).items()))
    key = (
        function.__code__,
        function.__module__,
        function.__qualname__,
        tuple(function.__annotations__.items()),
        tuple(map(id, defaults[0])),
        tuple((name, id(value)) for name, value in defaults[1]),
    )
    try:
        hash(key)
    except TypeError:
        return None
    return key, defaults


class Kept:
    """Results kept by their inputs; each key holds the objects it names by `id` (so no id is
    reused while its result is kept)."""

    def __init__(self) -> None:
        self.made: dict[Hashable, tuple[Any, tuple[Any, ...]]] = {}

    def get(self, key: Hashable, held: tuple[Any, ...], make: Callable[[], Any]) -> Any:
        found = self.made.get(key)
        if found is None:
            found = (make(), held)
            if len(self.made) < LIMIT:
                self.made[key] = found
        return found[0]


def install() -> None:
    """Litestar's signature parsing and models kept by their inputs in this process (once;
    a Litestar whose internals differ is left as it is: slower, never wrong)."""
    try:
        from litestar._signature.model import SignatureModel
        from litestar.utils.signature import ParsedSignature
    except ImportError:
        return
    if getattr(ParsedSignature.from_fn, "kept", None) is not None:
        return
    parse = ParsedSignature.from_fn  # bound classmethods, called as Litestar calls them
    create = SignatureModel.create
    signatures = Kept()
    models = Kept()
    ours: dict[int, Any] = {}  # id → a parsed signature `signatures` holds

    def from_fn(fn: Any, signature_namespace: dict[str, Any]) -> Any:
        read = _signature_of(fn)
        if read is None:
            return parse(fn, signature_namespace)
        values = tuple(signature_namespace.values())
        key = (read[0], tuple(signature_namespace), tuple(map(id, values)))
        parsed = signatures.get(key, (values, read[1]), lambda: parse(fn, signature_namespace))
        ours[id(parsed)] = parsed
        return parsed

    def model(
        dependency_name_set: set[str],
        fn: Any,
        parsed_signature: Any,
        type_decoders: Any,
        data_dto: Any = None,
    ) -> Any:
        def made() -> Any:
            return create(
                dependency_name_set=dependency_name_set,
                fn=fn,
                parsed_signature=parsed_signature,
                type_decoders=type_decoders,
                data_dto=data_dto,
            )

        read = _signature_of(fn)
        decoders = tuple(type_decoders or ())
        if read is None or ours.get(id(parsed_signature)) is not parsed_signature:
            return made()
        try:
            key = (
                read[0],
                frozenset(dependency_name_set),
                id(parsed_signature),
                decoders,
                data_dto,
            )
            hash(key)
        except TypeError:  # a decoder or DTO that cannot be a key: made anew
            return made()
        return models.get(key, (parsed_signature,), made)

    from_fn.kept = signatures  # type: ignore[attr-defined]
    ParsedSignature.from_fn = from_fn  # type: ignore[method-assign,assignment]
    SignatureModel.create = model  # type: ignore[method-assign,assignment]
