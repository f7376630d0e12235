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
from companion.views.games.fortune.due_words import owed_to, raising, reason_of
from companion.views.games.fortune.texts import company, t
from companion.views.games.fortune.turn import box


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
