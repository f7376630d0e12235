"""`python -m calculators score GAME FILE`: score a finished game from a JSON file or stdin (`-`).

Exit 0 with one JSON object on stdout; exit 2 with one line `error: <path>: <reason>` on
stderr and nothing on stdout when the input or the command line is wrong. Each game's definition
(`calculators.games`) names its scorer (`calculators/<game>/score_cli.py`): it takes the parsed
JSON and returns a JSON-able result (Decimal for exact non-whole numbers), or raises
RuleError(reason, field=path).
"""
from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from calculators.core.json_io import INPUT, dumps_exact, load_strict
from calculators.core.model import RuleError
from calculators.games import ALL

USAGE = "usage: python -m calculators score GAME FILE   (GAME: {games}; FILE '-' reads stdin)"
EXIT_INVALID = 2


SCORERS: dict[str, Callable[[Any], Any]] = {g.id: g.scorer for g in ALL}


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
        return fail(f"{game!r} is not a game; scorers: {', '.join(SCORERS)}")
    try:
        result = SCORERS[game](load_strict(_read(source, stdin)))
    except RuleError as e:
        return fail(f"{e.field or INPUT}: {e.message}")
    print(dumps_exact(result), file=stdout)
    return 0
