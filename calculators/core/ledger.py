"""The one money mover: every game's money moves between accounts here, and nowhere else.

A game keeps its balances where its rulebook puts them (Rollout: each company's cash and the Bank;
Owner's Choice: the players, the Bank and the Fund; Fortune: the players and the Kasse; Roll and
Rails: each sheet's $ and the Bank) and hands the two accounts of a payment to `move`. Money is an
integer in the game's own unit and is conserved by construction: what one account pays, the other
receives. The accounts named `unlimited` (the Bank, the Kasse: they issue money) may go below zero;
no other account may.
"""
from __future__ import annotations

from collections.abc import Collection, Hashable, Mapping
from typing import TypeVar

K = TypeVar("K", bound=Hashable)


class Overdrawn(ValueError):
    """A payment the payer's balance does not cover (the game words the refusal; cash may be hidden)."""

    def __init__(self, payer: Hashable, amount: int):
        super().__init__(f"{payer} cannot pay {amount}")
        self.payer = payer
        self.amount = amount


def move(balances: Mapping[K, int], payer: K, payee: K, amount: int, *, unlimited: Collection[K] = ()) -> dict[K, int]:
    """The balances after `amount` moved from `payer` to `payee` (both must be in `balances`).

    ValueError for an amount that is not a whole number >= 0; Overdrawn when an account not in
    `unlimited` would go below zero. A payment of 0, or to oneself, changes nothing."""
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise ValueError(f"an amount of money is a whole number >= 0, not {amount!r}")
    out = dict(balances)
    if amount == 0 or payer == payee:
        return out
    if payer not in unlimited and out[payer] < amount:
        raise Overdrawn(payer, amount)
    out[payer] -= amount
    out[payee] += amount
    return out
