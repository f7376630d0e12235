"""Stage 1 — Pay Salaries, Loans and Dividends: for each player in turn the lines before confirming,
the choices (Stores removed, dividends skipped), a loan offered first when short, and repayment."""
from __future__ import annotations

import flet as ft

from calculators.rollout import BANK, borrow, go_bankrupt, pay_stage1, preview_stage1, repay
from companion.views.games.rollout.common import button, card, info, mem, money, note, num, refusal, run
from companion.widgets.fields import number_field, section


def stage1(ctx, sid: str, full, seen, *, acts_for) -> list[ft.Control]:
    """The next player to pay (the banker may pick another), the preview, and Confirm.

    `full` is used only through the rules core's preview (the app checks what can be paid); amounts drawn
    are salaries, interest and dividends, which are public; no other player's cash is drawn."""
    m = mem(ctx, sid)
    waiting = [c.ceo for c in full.active() if not c.paid]
    done = [c.ceo for c in full.active() if c.paid]
    out: list[ft.Control] = [info("Paid: " + (", ".join(done) if done else "nobody yet"), ident="ro-s1-done", size=14)]
    if not waiting:
        return out
    mine = [p for p in waiting if acts_for(p)]
    if not mine:
        return out + [info(f"Waiting for {', '.join(waiting)} to pay Stage 1.")]
    who = m.get("s1_who") if m.get("s1_who") in mine else mine[0]
    if len(mine) > 1:
        out.append(ft.Row([ft.Text("Player:")] + [
            (ft.FilledButton if p == who else ft.OutlinedButton)(content=ft.Text(p, semantics_label=f"Stage 1 for {p}"),
                                                                  on_click=lambda e, p=p: (m.update(s1_who=p),
                                                                                           ctx.refresh()))
            for p in mine], wrap=True))
    c = full.company_of(who)
    key = f"ro-s1-{sid}-{full.turn}-{who}"
    remove = ctx.keep(f"{key}-remove", lambda: number_field("Stores removed", "0", name=f"{who}'s Stores removed",
                                                            on_change=lambda e: ctx.refresh()))
    skip = m.setdefault(f"{key}-skip", False)
    removed = num(remove, 0)
    removed = removed if isinstance(removed, int) and 0 <= removed <= c.stores else 0
    pv = preview_stage1(full, who, removed, not skip)
    lines = [ft.Semantics(identifier=f"s1-line-{i}", content=ft.Row([
        ft.Text(f"{i + 1}. {ln.what} to {ln.payee if ln.payee != BANK else 'the Bank'}", expand=True, size=15),
        ft.Text(money(ln.amount), size=16, weight=ft.FontWeight.BOLD)])) for i, ln in enumerate(pv.lines)]
    out += [section(f"{who} ({c.name}) pays"), *lines,
            ft.Semantics(identifier="s1-total", content=ft.Text(f"Total {money(pv.total)}", size=20,
                                                                weight=ft.FontWeight.BOLD))]
    if not pv.interest_payable:
        out += [info(f"{who} cannot pay the interest even borrowing to the limit: bankrupt (Bankruptcy).",
                     ident="s1-bankrupt", bold=True),
                button(f"Declare {who} bankrupt", lambda e: run(ctx, sid, "s1", lambda log, a: go_bankrupt(
                    log, a, who, "interest")), icon=ft.Icons.GAVEL)]
    elif not pv.can_pay:
        need = pv.loans_needed
        text = (f"Short: borrow {money(need * full.tables.loan_step)} first (a loan is offered before anything else)"
                if need else "Short: remove Stores or skip dividends (the loan limit would not cover it)")
        out.append(card(info(text, ident="s1-short", bold=True), *([button(
            f"Borrow {money(need * full.tables.loan_step)} for {who}",
            lambda e: run(ctx, sid, "s1", lambda log, a: borrow(log, a, who, need)), icon=ft.Icons.ACCOUNT_BALANCE,
            spoken=f"Borrow for {who}")] if need else []), color=ft.Colors.ERROR_CONTAINER))

    def toggle(e) -> None:
        m[f"{key}-skip"] = not bool(e.control.value)
        ctx.refresh()
    out += [remove, note(f"{who} has {c.stores} Store{'s' if c.stores != 1 else ''}; a Store whose salary is not "
                         "paid is removed; with none, no Stage 2."),
            ft.Switch(label="Pay dividends", value=not skip, on_change=toggle),
            *([note("Missed dividends: the meter moves five squares left; no Stage 4; Stage 5 selling only.")]
              if skip else []),
            *refusal(ctx, sid, "s1"),
            ft.FilledButton(content=ft.Text(f"Confirm {who}'s Stage 1", semantics_label=f"Confirm {who}'s Stage 1"),
                            icon=ft.Icons.CHECK_CIRCLE, width=float("inf"),
                            on_click=lambda e: run(ctx, sid, "s1", lambda log, a: pay_stage1(
                                log, a, who, removed, not skip)))]
    if c.loans:
        out += [note(f"Loans {money(c.loans * full.tables.loan_step)}: repaid in $1B steps in Stage 1, "
                     "the price a square up per $1B. This Stage 1's interest is due on every loan outstanding when "
                     "it began (the line above); a repayment stops interest from the next Stage 1 on."),
                button(f"Repay $1B of {who}'s loans", lambda e: run(ctx, sid, "s1", lambda log, a: repay(
                    log, a, who, 1)), icon=ft.Icons.PAYMENTS, filled=False)]
    return out
