"""What each square and each die face does to the state (pure; the commands have checked legality)."""
from __future__ import annotations

from calculators.owners_choice.ledger import BANK, FUND, transfer
from calculators.owners_choice.rules import (
    EVENT_BANK, EVENT_FUND, GOAL_PAYOUT, final_sale, highest_priced, move_price, pay_dividend,
    pay_president_bonus, take_fund,
)
from calculators.owners_choice.state import OCState, Pending
from calculators.owners_choice.tables import COMPANIES

STEPS = {"up1": 1, "up2": 2, "up3": 3, "down1": -1, "other_up1": 1, "other_down1": -1, "other_down2": -2,
         "down1_fund": -1, "down2_fund": -2}


def end_game(state: OCState) -> OCState:
    """Game End: the final sale; the final prices close the price history."""
    state = state.model_copy(update={"history": (*state.history, dict(state.positions))})
    return final_sale(state)


def land(state: OCState, seat: str, square: str, company: str | None) -> OCState:
    """The effect of the square the pawn landed on (Effects)."""
    state = state.model_copy(update={"moved": True})
    if square in ("company", "almighty"):
        president = state.presidents[company]
        if president is None:
            return state  # Q&A 1: nobody owns the company, the square is ignored
        return state.model_copy(update={"pending": Pending(kind="company", seat=president, company=company)})
    if square == "event":
        return state.model_copy(update={"pending": Pending(kind="event", seat=seat)})
    if square == "president":
        return pay_president_bonus(state)
    if square == "dividend":
        for c in highest_priced(state):
            state = pay_dividend(state, c)
        return state
    # Goal Square: $100 from the Fund, or what is there; then the game is over.
    return end_game(take_fund(state, seat, GOAL_PAYOUT))


def goal_take(fund: int) -> int:
    """Goal Square: "$100 from the Fund. If the total amount of money in the Fund is less than $100 the player
    receives what is there" — what landing there takes from a Fund holding `fund`."""
    return min(GOAL_PAYOUT, fund)


def president_face(state: OCState, seat: str, company: str, fee: int, face: str) -> OCState:
    """Company Square 1: the President pays the Fund and follows the President's die."""
    state = transfer(state, seat, FUND, fee).model_copy(update={"pending": None})
    if face in ("up1", "up2", "up3", "down1"):
        return move_price(state, company, STEPS[face])
    if face == "dividend":
        return pay_dividend(state, company)
    if face.startswith("other_"):
        return state.model_copy(update={"pending": Pending(kind="other_company", seat=seat, company=company, face=face)})
    return state  # status quo


def fund_face(state: OCState, seat: str, company: str, face: str) -> OCState:
    """Company Square 2: the Fund die. Price down, then the President takes all of the Fund.

    Interpretation: the Fund is taken even when the drop bankrupts the company."""
    state = state.model_copy(update={"pending": None})
    if face == "status_quo":
        return state
    return take_fund(move_price(state, company, STEPS[face]), seat)


def other_company(state: OCState, target: str) -> OCState:
    """RED's "Other company +1", BLUE's "Other company -1/-2" on the company named."""
    face = state.pending.face
    return move_price(state.model_copy(update={"pending": None}), target, STEPS[face])


def event_face(state: OCState, seat: str, face: str) -> OCState:
    """Event Die Results."""
    if face == "fund50_again":
        # Interpretation: with less than $50 in the Fund the player takes what is there; throw again.
        return take_fund(state, seat, EVENT_FUND)
    if face == "bank100":
        return transfer(state, BANK, seat, EVENT_BANK).model_copy(update={"pending": None})
    if face == "exchange":
        return state.model_copy(update={"pending": Pending(kind="exchange", seat=seat)})
    if face == "any_down2":
        return state.model_copy(update={"pending": Pending(kind="event_company", seat=seat)})
    state = state.model_copy(update={"pending": None})
    for c in COMPANIES:  # All companies -1
        state = move_price(state, c, -1)
    return state
