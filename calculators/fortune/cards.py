"""Event spaces (economy and business cards), forced payments, bankruptcy, and the banker's board edits."""
from __future__ import annotations

from typing import Any

from calculators.core.boards import edit_board
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from calculators.fortune.finance import raisable, sell_back_open, sell_back_price, urgent_value
from calculators.fortune.trade import products_sale_open
from calculators.fortune.checks import (
    commit, company_name, context, money, require_banker, require_no_due, require_play, sheet_of,
)
from calculators.fortune.state import COUNTS
from calculators.fortune.tables import GAME as GAME_ID, PRODUCTION, check_board
from calculators.fortune.texts import DM, refuse

Result = tuple[Log, Event]
MAX_TEXT = 200


def _text(value: Any, field: str) -> str:
    text = value.strip() if isinstance(value, str) else ""
    if not text:  # asked for by what it is (a walk's empty reason read only "Enter 1 to 200 characters.")
        raise refuse("reason_empty" if field == "reason" else "text_empty", field=field, most=MAX_TEXT)
    if len(text) > MAX_TEXT:
        raise refuse("text_length", field=field, most=MAX_TEXT)
    return text


def note_economy_card(log: Log, actor: str, text: str) -> Result:
    """External Influences: the economy card turned over applies to all players until the next one."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    return commit(log, state, board, "economy_card", actor, {"text": _text(text, "text")})


def owed_in_full(state, payer: str | None, amount: int) -> bool:
    """A player who cannot pay a card's payment owes it, all of it (End of the Game; the Kasse always pays)."""
    return payer is not None and state.sheet(payer).cash < amount


def each_short(state, to_each: bool, amount: int, player: str | None = None) -> RuleError | None:
    """Why a card for every player cannot be booked as one: the players short of a payment each makes to the Kasse
    (or, with `player`, to that player; or `player` short of paying every other player), each such payment booked
    on its own, player by player, and owed; None when nobody is short."""
    others = [p for p in state.active if p != player]
    if player is not None and to_each:
        total = amount * len(others)
        short, amount = ([player] if state.sheet(player).cash < total else []), total
    else:
        short = [p for p in others if not to_each and state.sheet(p).cash < amount]
    if not short:
        return None
    return refuse("each_short" if len(short) == 1 else "each_short_many", field="amount", players=", ".join(short),
                  amount=DM(amount))


def _card_context(log: Log, actor: str, card: str):
    """The state and board a card's payment is booked on, by the Kasse, in play, nothing owed; a known card."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    require_no_due(state)
    if card not in ("economy", "business"):
        raise refuse("card_kind", field="card")
    return state, board


def card_payment(log: Log, actor: str, payer: str | None, payee: str | None, amount: int, reason: str,
                 card: str = "business") -> Result:
    """A payment an economy or business card demands, between a player and the Kasse (None) or two
    players. A player who cannot pay owes it: he may sell shares and bonds at 60 %, then pay or go bankrupt."""
    state, board = _card_context(log, actor, card)
    for field, who in (("payer", payer), ("payee", payee)):
        if who is not None:
            sheet_of(state, who, field)
    if payer == payee:
        raise refuse("pay_self", field="payee")
    amount = money(amount, "amount")
    data: dict[str, Any] = {"card": card, "reason": _text(reason, "reason"), "payer": payer, "payee": payee,
                            "amount": amount}
    if owed_in_full(state, payer, amount):
        data["due"] = {"debtor": payer, "pay": [[payee, amount]], "reason": data["reason"]}
    else:
        data["pay"] = [[payer, payee, amount]]
    return commit(log, state, board, "card_payment", actor, data, payer or payee)


def correction_refused(state, payer: str | None, payee: str | None, amount: Any) -> RuleError | None:
    """Why a correction of `amount` from `payer` to `payee` (None: the Kasse, which always pays) cannot be booked —
    the same one twice, an amount out of bounds, a payer who has less — or None (asked by the screen before the tap
    too; `amount` None there: nothing typed yet, only what needs no amount is judged)."""
    if payer == payee:
        return refuse("pay_self", field="payee")
    if amount is None:
        return None
    try:
        money(amount, "amount")
    except RuleError as err:
        return err
    cash = state.sheet(payer).cash if payer in state.players else None
    if cash is not None and cash < amount:
        return refuse("correct_short", field="amount", player=payer, cash=DM(cash))
    return None


def correct_money(log: Log, actor: str, payer: str | None, payee: str | None, amount: int, reason: str) -> Result:
    """The Kasse sets right money booked wrongly earlier (a mistake found after more was played, which Undo would
    take back too): `amount` moves between a player and the Kasse (None), or two players, with the reason every phone
    reads in History. The rulebook has no corrections: this is the table setting its own mistake right
    (interpretation). Money is open in Fortune, so a player short of it is refused, saying what he has: a
    correction never leaves a payment owed. Allowed while a payment is owed (it may be what makes it payable)."""
    require_banker(actor)
    state, board = context(log)
    require_play(state)
    for field, who in (("payer", payer), ("payee", payee)):
        if who is not None:
            sheet_of(state, who, field)
    refused = correction_refused(state, payer, payee, money(amount, "amount"))
    if refused is not None:
        raise refused
    return commit(log, state, board, "money_corrected", actor,
                  {"reason": " ".join(_text(reason, "reason").split()), "payer": payer, "payee": payee,
                   "amount": amount, "pay": [[payer, payee, amount]]}, payer or payee)


def card_payment_all(log: Log, actor: str, to_each: bool, amount: int, reason: str, card: str = "economy",
                     player: str | None = None) -> Result:
    """A card that "applies to all players" (economy cards): the Kasse pays each player in the game `amount`
    (`to_each`), or each pays the Kasse — one action, so one Undo takes the whole card back. With `player` (a business
    card for the player who drew it: "every other player pays you"), `player` pays each other player in the game
    (`to_each`), or each other player pays `player`. Refused, recording nothing, while a payer is short of it: the card
    is then booked player by player, each payment on its own (and owed by whoever is short of it)."""
    state, board = _card_context(log, actor, card)
    amount = money(amount, "amount")
    if player is not None:
        sheet_of(state, player)
        if len(state.active) < 2:
            raise refuse("pay_self", field="player")
    short = each_short(state, to_each, amount, player)
    if short is not None:
        raise short
    side = player  # None: the Kasse
    data: dict[str, Any] = {"card": card, "reason": _text(reason, "reason"), "to_each": bool(to_each),
                            "amount": amount, "pay": [[side, p, amount] if to_each else [p, side, amount]
                                                      for p in state.active if p != player]}
    if player is not None:
        data["player"] = player
    return commit(log, state, board, "card_payment_all", actor, data)


def pay_due(log: Log, actor: str) -> Result:
    """The debtor pays the forced payment he owes (a loan repayment or a card's demand) now that he can."""
    require_banker(actor)
    state, board = context(log)
    due = state.due
    if due is None:
        raise refuse("no_due")
    cash = state.sheet(due.debtor).cash
    if cash < due.total:
        raise refuse("due_short", player=due.debtor, cash=DM(cash), amount=DM(due.total))
    data = {"player": due.debtor, "amount": due.total, **({"company": due.company} if due.company else {})}
    return commit(log, state, board, "due_paid", actor, data, due.debtor)


def declare_bankrupt(log: Log, actor: str, player: str) -> Result:
    """End of the Game: a player who cannot pay what he owes, even after selling every share package and
    bond at 60 %, is out; his remaining assets go to the Kasse (interpretation: the creditor gets nothing)."""
    require_banker(actor)
    state, board = context(log)
    sheet_of(state, player)
    due = state.due
    if due is None or due.debtor != player:
        raise refuse("bankrupt_no_due", player=player)
    if state.sheet(player).cash + raisable(state, board, player) >= due.total:
        sale = products_sale_open(state, board, player)
        if sale:  # the products the space he stands on buys (an audit's Bob was put out with 68,000 DM of them)
            raise refuse("bankrupt_can_pay_products", player=player, amount=DM(due.total), sale=DM(sale))
        back = sell_back_open(state, board, player)
        if back is None:
            raise refuse("bankrupt_can_pay", player=player, amount=DM(due.total),
                         raised=DM(urgent_value(state, board, player)))
        raise refuse("bankrupt_can_pay_back", player=player, amount=DM(due.total), company=company_name(back.company),
                     back=DM(sell_back_price(back, board)), raised=DM(raisable(state, board, player)))
    return commit(log, state, board, "bankrupt", actor, {"player": player, "owed": due.total})


def edit_fortune_board(log: Log, actor: str, key: str, value: Any) -> Result:
    """The banker sets a board table (an assumed price table, the ÖKA faces, the supply) to his printing;
    the supply never drops below what the players hold."""
    state, board = context(log)

    def check(k: str, v: Any) -> None:
        """Fortune's rules for the edit, and the supply against what is out."""
        check_board(k, v)
        if k == "supply":
            out = {"shares": len(state.shares), "loan_cards": sum(len(s.loans) for s in state.sheets)}
            for kind in COUNTS:
                out[kind] = sum(getattr(s, kind) + (s.products if kind in PRODUCTION else 0) for s in state.sheets)
            for kind, n in v.items():
                if n < out.get(kind, 0):
                    raise refuse("supply_below", field="value", what=kind, held=out[kind])

    require_banker(actor)
    if key not in board.values:
        raise refuse("board_unknown", field="key", table=str(key))
    try:
        return edit_board(log, actor, key, value, check=check)
    except RuleError as e:
        if getattr(e, "key", None):
            raise
        from calculators.core.board_rows import board_title  # on use: the board words import the games

        raise refuse("board_shape", field="value", table=board_title(GAME_ID, key)) from None
