"""JSON in and out for the command line: duplicate keys refused with their path, exact decimals out."""
from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

from calculators.core.model import RuleError

INPUT = "<input>"


class _Pairs(list):
    """A JSON object as parsed, before duplicate keys are checked."""


def _path(base: str, key: str) -> str:
    return f"{base}.{key}" if base != INPUT else key


def _objects(node: Any, path: str) -> Any:
    """Turn parsed pairs into dicts, refusing a key given twice in one object."""
    if isinstance(node, _Pairs):
        out: dict[str, Any] = {}
        for key, value in node:
            if key in out:
                raise RuleError("is given twice", field=_path(path, key))
            out[key] = _objects(value, _path(path, key))
        return out
    if isinstance(node, list):
        return [_objects(v, f"{path}[{i}]" if path != INPUT else f"[{i}]") for i, v in enumerate(node)]
    return node


def load_strict(text: str) -> Any:
    """Parse JSON text; RuleError(field="<input>") if malformed, (field=path) for a duplicate key."""
    try:
        parsed = json.loads(text, object_pairs_hook=_Pairs)
        return _objects(parsed, INPUT)
    except json.JSONDecodeError as e:
        raise RuleError("is not valid JSON (line {line}, column {column}: {detail})", field=INPUT, line=e.lineno,
                        column=e.colno, detail=e.msg) from None
    except RecursionError:
        raise RuleError("is nested too deeply", field=INPUT) from None
    except ValueError as e:  # RuleError passes through; e.g. an integer with too many digits
        if isinstance(e, RuleError):
            raise
        raise RuleError("is not valid JSON ({detail})", field=INPUT, detail=str(e)) from None


def tenths_number(tenths: int) -> int | Decimal:
    """An amount in tenths as an exact JSON number: 8000 -> 800, 7353 -> Decimal("735.3")."""
    if tenths % 10 == 0:
        return tenths // 10
    sign, t = ("-", -tenths) if tenths < 0 else ("", tenths)
    return Decimal(f"{sign}{t // 10}.{t % 10}")  # built from text: exact at any size


def dumps_exact(obj: Any) -> str:
    """One-line JSON like json.dumps, writing Decimal values digit for digit."""
    if isinstance(obj, Decimal):
        if not obj.is_finite():
            raise ValueError("JSON has no non-finite numbers")
        return format(obj, "f")
    if isinstance(obj, dict):
        return "{" + ", ".join(f"{json.dumps(str(k))}: {dumps_exact(v)}" for k, v in obj.items()) + "}"
    if isinstance(obj, (list, tuple)):
        return "[" + ", ".join(dumps_exact(v) for v in obj) + "]"
    return json.dumps(obj, allow_nan=False)
