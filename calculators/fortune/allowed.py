"""What the Kasse (the banker) or a Fortune seat may do now on the space just landed on: take a loan at
this bank, buy bonds, claim the insurance, sell products — or before the next roll, use a consulting or
advertising chip; before the game, roll for who starts — and why not, in German or English.

Every Fortune refusal is keyed in the game's own texts (`texts.py`): the query asks the same checks the
commands make (it runs the command on the log in force and keeps nothing), so the screen and the rules
can never disagree, and a reason is the very sentence the command would give, in the phone's language.
Fortune has no hidden cash (every balance sheet lies open), so a reason may name any amount.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from calculators.core.allowed import YES, Allowed, Choice, acting_for, actor_of, lang_or_en, no
from calculators.core.log import Log
from calculators.core.model import Frozen, RuleError
from calculators.fortune.finance import (
    buy_bonds, buy_shares, payout_over, sell_shares_back, sell_urgently, take_loan,
)
from calculators.fortune.fold import state_of
from calculators.fortune.tables import BANKS, GAME, fortune_board, parse_space
from calculators.fortune.texts import message_of, refuse
from calculators.fortune.trade import assemble, buy_chips, claim_insurance, sell_products
from calculators.fortune.turns import next_to_roll, roll_for_start, roll_move, use_service_chip


ROLLS = ("roll_1", "roll_2", "roll_typed")
# The Kasse's forms whose numbers the rules answer as they are typed (`typed_refusal`): those on the space landed on,
# and the debtor's urgent sale at 60 % (More About Shares).
FORMS: dict[str, Callable[..., Any]] = {"loan": take_loan, "bonds": buy_bonds, "buy": buy_chips, "sell": sell_products,
                                        "assemble": assemble, "urgent": sell_urgently}


class LoanTerms(Frozen):
    """A bank space's loan as the board tables in force print it."""

    bank: str
    payout: int
    interest: int
    most: int = 0  # the most paid out: the loan itself (Loans: "loans of 50,000 DM at the payout rate")
    over: str = ""  # the rules' refusal of a payout above `most`, in the asker's language


class FortuneAllowed(Allowed):
    """Fortune: the actions on the space landed on ("loan", "bonds", "shares", "sell_back", "claim", "sell"), the chips
    used before the next roll ("consulting", "advertising"), the next roll ("roll_1" and "roll_2" by the app,
    "roll_typed" from real dice: a roll of the app's made and undone stands with its dice), the roll for who starts
    ("start"), and their bounds."""

    player: str | None = None  # the player on turn (who landed)
    loan_terms: LoanTerms | None = None  # on a bank space: its payout and interest
    bonds_most: int = 0  # the most bonds that may be bought now (0 when none)
    bonds_over: str = ""  # while bonds may be bought: the rules' refusal of more than `bonds_most`, in the language
    bonds_under: str = ""  # while bonds may be bought: the rules' refusal of none (a count below one), in the language


def probe(lang: str, command: Callable[..., Any], *args: Any, **kw: Any) -> Choice:
    """The command's own answer: YES when it would be recorded, else its refusal in `lang` (nothing is kept)."""
    try:
        command(*args, **kw)
    except RuleError as err:
        return no(message_of(err, lang))
    return YES


def allowed(log: Log, who: str | None, lang: str = "de") -> FortuneAllowed:
    """What `who` (a player's own phone; None: the Kasse) may do now for the player on turn, and why not."""
    lang = lang if lang in ("de", "en") else lang_or_en(lang)
    state, board = state_of(log), fortune_board(log)
    actor = actor_of(who)
    # Turn Order: "The player with the highest total begins" — one roll, two dice for each contender, by the Kasse
    # or any player at the table (a fixed generator: the probe keeps nothing).
    start = probe(lang, roll_for_start, log, actor, rng=random.Random(0))
    player = state.current or (next_to_roll(state) if state.phase == "play" else None)
    if player is None:
        nobody = no(message_of(refuse("not_started"), lang))
        return FortuneAllowed(game=GAME, who=who, lang=lang, actions={**dict.fromkeys(
            ("loan", "bonds", "shares", "sell_back", "claim", "sell", "consulting", "advertising", *ROLLS), nobody),
            "start": start})
    loan = probe(lang, take_loan, log, actor, player)
    terms = None
    try:
        space = parse_space(state.sheet(player).space, board)
        if space.kind in BANKS:
            printed = board.value("loan_terms")[space.kind][space.n - 1]
            lent = board.value("loan_amount")
            terms = LoanTerms(bank=space.kind, payout=printed["payout"], interest=printed["interest"], most=lent,
                              over=message_of(payout_over(lent), lang))
    except (KeyError, ValueError, RuleError):
        terms = None
    bonds = probe(lang, buy_bonds, log, actor, player, 1)
    most, over, under = 0, "", ""
    if bonds.ok:
        most = next((n for n in range(board.value("bond_terms")["max"], 0, -1)
                     if probe(lang, buy_bonds, log, actor, player, n).ok), 0)
        over = probe(lang, buy_bonds, log, actor, player, most + 1).reason  # why not one more (the most, the cash)
        under = probe(lang, buy_bonds, log, actor, player, 0).reason  # why not none (a count is one or more)
    shares = probe(lang, buy_shares, log, actor, player)  # Shares: "buy up all the shares" on its space
    sell_back = probe(lang, sell_shares_back, log, actor, player)  # More About Shares: standing there again
    # On the space landed on: the insurance claim after a loss, the products sale (at the printed price).
    claim = probe(lang, claim_insurance, log, actor, player)
    sell = probe(lang, sell_products, log, actor, player)
    # Before the next roll: a consulting or advertising chip (Consulting; Advertising), by whoever rolls next.
    roller = next_to_roll(state) if state.phase == "play" else None
    chips = {chip: probe(lang, use_service_chip, log, actor, roller, chip) if roller else no(message_of(
        refuse("not_started"), lang)) for chip in ("consulting", "advertising")}
    # Turn Order and Movement: one die or two, chosen before the roll (a fixed generator: the probe keeps nothing).
    rolls = {"roll_1": probe(lang, roll_move, log, actor, roller, 1, rng=random.Random(0)),
             "roll_2": probe(lang, roll_move, log, actor, roller, 2, rng=random.Random(0)),
             "roll_typed": probe(lang, roll_move, log, actor, roller, 1, values=[1])} if roller else dict.fromkeys(
        ROLLS, no(message_of(refuse("not_started"), lang)))
    return FortuneAllowed(game=GAME, who=who, lang=lang, actions={"loan": loan, "bonds": bonds, "shares": shares,
                                                                  "sell_back": sell_back,
                                                                  "claim": claim, "sell": sell, **chips, **rolls,
                                                                  "start": start},
                          player=player,
                          acts_for=acting_for(who, [s.name for s in state.sheets if not s.bankrupt]),
                          loan_terms=terms, bonds_most=most, bonds_over=over, bonds_under=under)



def typed_refusal(log: Log, who: str | None, form: str, field: str, lang: str = "de", **typed: Any) -> str:
    """The rules' refusal of the number typed into `field` of `form` (a key of FORMS; `typed`: the command's
    arguments as typed, its player among them), asked of the command itself (nothing is kept), in `lang`; "" when
    the rules take it, or refuse something other than that field (the form says that beside its button)."""
    lang = lang if lang in ("de", "en") else lang_or_en(lang)
    try:
        FORMS[form](log, actor_of(who), **typed)
    except RuleError as err:
        return message_of(err, lang) if err.field == field else ""
    return ""
