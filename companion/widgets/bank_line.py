"""The Bank's balance in words, for a banker's screen of a game whose Bank never runs out (Owner's Choice, Rollout)."""
from __future__ import annotations

from collections.abc import Callable

from companion.i18n import _


def bank_line(balance: int, money: Callable[[int], str]) -> str:
    """`balance` (what the Bank took in less what it paid out) as a positive amount in `money`'s print: a sign could
    part from "$1,200" at a line's end, and "negative" had to be explained. The Bank never runs out, so it may have
    paid out more than it took in."""
    if balance < 0:
        return _("The Bank has paid out {amount} more than it took in (the Bank never runs out)").format(
            amount=money(-balance))
    if balance > 0:
        return _("The Bank has taken in {amount} more than it paid out").format(amount=money(balance))
    return _("The Bank has paid out as much as it took in")
