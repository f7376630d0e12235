"""An open forced payment on the players' own phones: the debtor reads what they owe, to whom and why, what they can
raise and that the banker books it; the creditor reads that it is owed to them; every other seat who owes what (the
balance sheets lie open on the table). The figures are the rules' (`calculators.fortune.actions`), as on the Kasse's
due box (turn.due_box).

End of the Game: "A player who can no longer meet his payment obligations is eliminated. His remaining assets go to the
Kasse". More About Shares: "if you urgently need money, you may at any time between rolls sell both shares and bonds
to the Kasse. In that case, however, you receive only 60% of their value." The next roll waits for the payment (the
rules refuse a roll while it is open)."""
from __future__ import annotations

import flet as ft

from calculators.fortune import actions as A
from companion.i18n import listing
from companion.views.games.fortune.texts import company, dm, t
from companion.views.games.fortune.turn import box


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
    said.append(t(lang, "due.enough.seat" + you, player=debtor, cash=dm(cash, lang), total=total)
                if A.due_within_reach(state, board) else
                t(lang, "due.short.seat" + you, player=debtor, cash=dm(cash, lang), total=total))
    return said


def seat_due(state, board, seat: str, lang: str) -> list[ft.Control]:
    """The open payment on `seat`'s phone, above the balance sheet (nothing when no payment is open)."""
    due = state.due
    if due is None:
        return []
    debtor = due.debtor
    mine, owed = seat == debtor, any(to == seat for to, _ in due.pay)
    head = t(lang, "due.seat.mine", parts=owed_to(due, seat, lang), reason=reason_of(due, lang)) if mine else \
        t(lang, "due.seat", player=debtor, parts=owed_to(due, seat, lang), reason=reason_of(due, lang))
    lines = [ft.Semantics(identifier="due", key="due", content=ft.Text(head, size=16, weight=ft.FontWeight.BOLD))]
    if due.company:  # an ÖKA's forced sale: the package changes hands with the payment
        lines.append(ft.Text(t(lang, "due.package.mine", company=company(due.company)) if mine else
                             t(lang, "due.package", company=company(due.company), player=debtor), key="due-package"))
    said = raising(state, board, seat, lang)
    lines.append(ft.Semantics(identifier="due-help", key="due-help", content=ft.Text(" ".join(said), size=15)))
    if mine and not A.due_payable_now(state):  # the choice of what to sell is the player's; the Kasse books it
        booked = "due.booked" if A.due_within_reach(state, board) else "due.booked.out"
        lines.append(ft.Semantics(identifier="due-booked", key="due-booked",
                                  content=ft.Text(t(lang, booked), size=15)))
    if not A.due_payable_now(state):
        out = "due.out.mine" if mine else "due.out.owed" if owed else "due.out"
        lines.append(ft.Semantics(identifier="due-out", key="due-out",
                                  content=ft.Text(t(lang, out, player=debtor), size=14, italic=True)))
    return [box(*lines, color=ft.Colors.ERROR_CONTAINER, key=f"seat-due-{debtor}")]


def waits_line(state, seat: str, lang: str) -> ft.Control:
    """In place of "X rolls next": the next roll waits for the open payment."""
    text = t(lang, "due.waits.mine") if seat == state.due.debtor else t(lang, "due.waits", player=state.due.debtor)
    return ft.Semantics(identifier="next-to-roll", key="next-to-roll", content=ft.Text(text, size=16))
