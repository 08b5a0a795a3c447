"""A whole number in the path or the query is ASCII digits: `?limit=1e2` and `/versions/1.0`
are a 400 with a sentence, as `?limit=１` is.

Litestar reads a path or query `int` leniently: a string that spells a whole float (`1.0`,
`1e2`, `100.000`) became that number, while `１`, `+1` or `01` were refused. A client that
sent `1e2` most likely meant something else than 100, and docs/api.md promises digits, so
those forms are refused before the handler runs, naming the parameter as any other refusal
of a number does.
"""

from __future__ import annotations

import re
from typing import Any, cast
from urllib.parse import parse_qsl

from litestar.types import Scope

from app.web.query_once import invalid_parameter

_DIGITS = re.compile(r"[0-9]+")
# What the lenient reading took for a whole number beyond plain digits.
# A sign is refused too: `/versions/-1` had read as version -1 ("has no version -1", a 404)
# where `?from=-1` and `/versions/+1` were already a 400 naming the parameter.
_FLOAT_FORM = re.compile(
    r"[+-]?(?:[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?)"
)


def _whole_number_parameters(scope: Scope) -> dict[str, str]:
    """The route's whole-number parameters: public name (a query alias such as `from`) to
    where it is read from (`path` or `query`)."""
    fields = cast("dict[str, Any]", scope)
    handler = fields.get("route_handler")
    parameters = getattr(getattr(handler, "parsed_fn_signature", None), "parameters", {}) or {}
    path_names = set(fields.get("path_params") or {})
    found = {}
    for key, field in parameters.items():
        if not (field.annotation is int or field.annotation == int | None):
            continue
        alias = getattr(getattr(field, "kwarg_definition", None), "name", None)
        name = alias if isinstance(alias, str) and alias else key
        found[name] = "path" if name in path_names else "query"
    return found


def float_formed_number(scope: Scope) -> tuple[str, str, str] | None:
    """The first whole-number parameter given as a float's spelling (`1.0`, `1e2`): its
    name, where it was given and what was sent (None: there is none)."""
    fields = cast("dict[str, Any]", scope)
    query = bytes(fields.get("query_string", b""))
    path_params = fields.get("path_params") or {}
    if not query and not path_params:
        return None
    wanted = _whole_number_parameters(scope)
    if not wanted:
        return None
    given = [(name, str(value), "path") for name, value in path_params.items()]
    query_pairs = parse_qsl(query.decode("latin-1"), keep_blank_values=True)
    given += [(name, value, "query") for name, value in query_pairs]
    for name, value, source in given:
        if wanted.get(name) != source or _DIGITS.fullmatch(value):
            continue
        if _FLOAT_FORM.fullmatch(value):
            return name, source, value
    return None


def refusal_of_float_form(name: str, source: str, value: str) -> tuple[Any, Any]:
    """The 400 (start and body messages) naming the parameter and what was sent."""
    return invalid_parameter(name, source, f"must be a whole number (got {value[:40]!r})")
