"""An open forced payment in words, the same on the Kasse's phone and the players' own (said to the debtor as "you"):
who gets what, why, and what the debtor can raise, as the rules reckon it (`calculators.fortune.actions`)."""
from __future__ import annotations

from calculators.fortune import actions as A
from calculators.fortune.trade import products_sale_open
from companion.i18n import listing
from companion.views.games.fortune.texts import company, dm, t


def owed_to(due, seat: str, lang: str) -> str:
    """Who gets what of the payment, as the object of "owes": "Carla 900,000 DM", "the Kasse 50,000 DM and you
    4,000 DM" (the Kasse is None in the rules' list)."""
    parts = [t(lang, "due.to.kasse", amount=dm(n, lang)) if to is None else
             t(lang, "due.to.you", amount=dm(n, lang)) if to == seat else
             t(lang, "due.to", player=to, amount=dm(n, lang)) for to, n in due.pay if n]
    return listing(parts, lang)


def reason_of(due, lang: str) -> str:
    """Why it is owed: a loan's repayment, an ÖKA, or the card's words as the banker typed them."""
    return t(lang, f"due.{due.reason}") if due.reason in ("loan", "oka") else due.reason


def raising(state, board, seat: str, lang: str) -> list[str]:
    """What the debtor can raise to pay, as the rules reckon it: the 120 % sale of the package whose space he stands
    on, every other package and bond at 60 %, and whether cash and sales reach the sum (said to the debtor as "you")."""
    due = state.due
    debtor, mine = due.debtor, seat == due.debtor
    cash, total = state.sheet(debtor).cash, dm(due.total, lang)
    you = ".mine" if mine else ""
    if A.due_payable_now(state):
        return [t(lang, "due.covered" + you, player=debtor, cash=dm(cash, lang))]
    back = A.sell_back_open(state, board, debtor)
    if back is not None:
        back_price, raisable = A.sell_back_price(back, board), A.raisable(state, board, debtor)
        said = [t(lang, "due.help_back" + you, player=debtor, company=company(back.company),
                  back=dm(back_price, lang))]
        if raisable > back_price:  # other shares or bonds to sell at 60 % as well
            said.append(t(lang, "due.help_rest" + you, amount=dm(raisable, lang)))
    else:
        urgent = A.urgent_value(state, board, debtor)
        said = [t(lang, "due.help60" + you, player=debtor, amount=dm(urgent, lang)) if urgent else
                t(lang, "due.nothing" + you, player=debtor)]
    sale = products_sale_open(state, board, debtor)  # the landing's products sale, how the debt may be paid too
    if sale:
        said.append(t(lang, "due.products" + you, player=debtor, amount=dm(sale, lang)))
    said.append(t(lang, "due.enough.seat" + you, player=debtor, cash=dm(cash, lang), total=total)
                if A.due_within_reach(state, board) else
                t(lang, "due.short.seat" + you, player=debtor, cash=dm(cash, lang), total=total))
    return said
