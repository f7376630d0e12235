"""Owner's Choice commands for the dice and the choices they ask for: the company square, the Event die,
the Other-company faces, the stock exchange and "Any company -2"."""
from __future__ import annotations

import random

from calculators.core.log import Event, Log
from calculators.core.money import format_owners_choice as money
from calculators.core.model import RuleError
from calculators.owners_choice import fold as ev
from calculators.owners_choice.checks import acting, can_see_cash, company, require_pending, roll_data
from calculators.owners_choice.fold import state_of
from calculators.owners_choice.rules import die_fee

USES = ("president", "fund")


def company_action(log: Log, actor: str, seat: str, use: str, *, rng: random.Random | None = None,
                   face: int | str | None = None) -> tuple[Log, Event]:
    """Company Square: the President pays the Fund and throws the President's die (`use="president"`),
    or throws the Fund die (`use="fund"`); one who cannot pay must throw the Fund die.

    `face`: the face of a real die typed in (its number or label) instead of the app's roll."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "choose for them")
    require_pending(state, "company", seat, "choose the company's action")
    c = state.pending.company
    if use not in USES:
        raise RuleError("Throw the President's die or the Fund die.", field="use")
    fee = die_fee(state, c) if use == "president" else 0
    if fee > state.player(seat).cash:
        if can_see_cash(actor, seat):
            raise RuleError("{seat} cannot pay {fee} for the President's die ({seat} has {cash}): "
                            "throw the Fund die.", field="use", seat=seat, fee=money(fee),
                            cash=money(state.player(seat).cash))
        # To the banker acting for the seat: no amount (the rules' yes or no is all it may learn).
        raise RuleError("{seat} cannot pay for the President's die: throw the Fund die.", field="use", seat=seat)
    die = state.tables.die("president", c) if use == "president" else state.tables.die("fund")
    effect, data = roll_data(log, state, die, f"{c} square", rng, face, {"seat": seat, "company": c})
    data.update(use=use, fee=fee)
    return ev.commit(log, ev.COMPANY_ACTION, actor, data, on_behalf_of=behalf)


def choose_other_company(log: Log, actor: str, seat: str, company_name: str) -> tuple[Log, Event]:
    """RED's "Other company +1" / BLUE's "Other company -1/-2": the President names another company
    (Q&A 4 and 7: even one at $300 or one nobody owns)."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "choose for them")
    require_pending(state, "other_company", seat, "choose the other company")
    target = company(company_name)
    if target == state.pending.company:
        raise RuleError("Choose a company other than {company}.", field="company", company=target)
    return ev.commit(log, ev.OTHER_CHOSEN, actor, {"seat": seat, "company": target}, on_behalf_of=behalf)


def throw_event_die(log: Log, actor: str, seat: str, *, rng: random.Random | None = None,
                    face: int | str | None = None) -> tuple[Log, Event]:
    """Event Square: the player throws the Event die (again after "$50 from the Fund & roll again")."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "throw for them")
    require_pending(state, "event", seat, "throw the Event die")
    effect, data = roll_data(log, state, state.tables.die("event"), "Event square", rng, face, {"seat": seat})
    return ev.commit(log, ev.EVENT_THROWN, actor, data, on_behalf_of=behalf)


def exchange_stock(log: Log, actor: str, seat: str, give: str, other: str, take: str) -> tuple[Log, Event]:
    """Event "Exchange stock": one of the player's stocks for one of another player's; Presidents re-checked."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "exchange for them")
    require_pending(state, "exchange", seat, "exchange a stock")
    give, take = company(give, field="give"), company(take, field="take")
    if other == seat or other not in state.in_game:
        raise RuleError("Exchange with another player still in the game.", field="other")
    if give == take:
        raise RuleError("Exchanging {give} for {take} changes nothing; skip the exchange instead.", field="take",
                        give=give, take=take)
    if state.player(seat).stocks[give] < 1:
        raise RuleError("{seat} holds no {company} stock to give.", field="give", seat=seat, company=give)
    if state.player(other).stocks[take] < 1:
        raise RuleError("{seat} holds no {company} stock to take.", field="take", seat=other, company=take)
    data = {"seat": seat, "give": give, "other": other, "take": take}
    return ev.commit(log, ev.STOCK_EXCHANGED, actor, data, on_behalf_of=behalf)


def skip_exchange(log: Log, actor: str, seat: str) -> tuple[Log, Event]:
    """Event "Exchange stock" is optional: the player declines."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "decline for them")
    require_pending(state, "exchange", seat, "exchange a stock")
    return ev.commit(log, ev.EXCHANGE_SKIPPED, actor, {"seat": seat}, on_behalf_of=behalf)


def choose_event_company(log: Log, actor: str, seat: str, company_name: str) -> tuple[Log, Event]:
    """Event "Any company -2": the player names the company whose price drops two spaces."""
    state = state_of(log)
    behalf = acting(state, actor, seat, "choose for them")
    require_pending(state, "event_company", seat, "choose a company")
    target = company(company_name)
    return ev.commit(log, ev.EVENT_COMPANY_CHOSEN, actor, {"seat": seat, "company": target}, on_behalf_of=behalf)
