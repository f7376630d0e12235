"""`python -m calculators score GAME FILE`: score a finished game from a JSON file or stdin (`-`).

Exit 0 with one JSON object on stdout; exit 2 with one line `error: <path>: <reason>` on
stderr and nothing on stdout when the input or the command line is wrong. Each game plugs in
a scorer in SCORERS: it takes the parsed JSON and returns a JSON-able result (Decimal for
exact non-whole numbers), or raises RuleError(reason, field=path).
"""
from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from calculators.core.games import GAMES
from calculators.core.json_io import INPUT, dumps_exact, load_strict, tenths_number
from calculators.core.model import RuleError
from calculators.rollout.scoring import cash_out, validate_cash_out

USAGE = "usage: python -m calculators score GAME FILE   (GAME: {games}; FILE '-' reads stdin)"
EXIT_INVALID = 2


def score_rollout(raw: Any) -> dict[str, Any]:
    """Rollout Cash Out as JSON: share values and Cash Out values in $ millions, exact."""
    result = cash_out(validate_cash_out(raw))
    return {
        "share_values": {name: tenths_number(v) for name, v in result.share_values.items()},
        "players": [
            {"name": p.name, "cash_out": tenths_number(p.cash_out), "rank": p.rank} for p in result.players
        ],
        "winners": list(result.winners),
    }


SCORERS: dict[str, Callable[[Any], Any]] = {
    "rollout": score_rollout,
}
# The other games' scorers live in their own packages: `calculators/<pkg>/score_cli.py`, a function
# `score(raw) -> JSON-able`; each is picked up here as soon as it exists.
_PLUGGED = {"roll-and-rails": "roll_and_rails", "owners-choice": "owners_choice", "fortune": "fortune"}
for _game, _pkg in _PLUGGED.items():
    try:
        SCORERS[_game] = importlib.import_module(f"calculators.{_pkg}.score_cli").score
    except ModuleNotFoundError as _missing:
        if _missing.name not in (f"calculators.{_pkg}", f"calculators.{_pkg}.score_cli"):
            raise


def _one_line(text: str) -> str:
    """Escape anything that could break the single stderr line (newlines, other controls)."""
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)


def _read(source: str, stdin: TextIO) -> str:
    if source == "-":
        data = stdin.buffer.read() if hasattr(stdin, "buffer") else stdin.read().encode("utf-8")
    else:
        try:
            with open(source, "rb") as f:
                data = f.read()
        except OSError as e:
            raise RuleError(f"cannot read {source}: {e.strerror or e}", field=INPUT) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RuleError("is not UTF-8 text", field=INPUT) from None


def _usage() -> str:
    return USAGE.format(games=", ".join(SCORERS))


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    stdin, stdout, stderr = stdin or sys.stdin, stdout or sys.stdout, stderr or sys.stderr

    def fail(message: str) -> int:
        print(_one_line(f"error: {message}"), file=stderr)
        return EXIT_INVALID

    if args in (["-h"], ["--help"]):
        print(_usage(), file=stdout)
        return 0
    if len(args) != 3 or args[0] != "score":
        return fail(f"expected 'score GAME FILE'; {_usage()}")
    _, game, source = args
    if game not in SCORERS:
        known = "not scored here yet" if game in GAMES else "not a game"
        return fail(f"{game!r} is {known}; scorers: {', '.join(SCORERS)}")
    try:
        result = SCORERS[game](load_strict(_read(source, stdin)))
    except RuleError as e:
        return fail(f"{e.field or INPUT}: {e.message}")
    print(dumps_exact(result), file=stdout)
    return 0
