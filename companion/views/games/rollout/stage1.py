"""Stage 1 — Pay Salaries, Loans and Dividends: for each player in turn the lines before confirming,
the choices (Stores removed, dividends skipped), a loan offered first when short, and repayment."""
from __future__ import annotations

import re

import flet as ft

from calculators.rollout import BANK, borrow, go_bankrupt, pay_stage1, preview_stage1, repay
from calculators.rollout.loans import repay_dividend
from companion.i18n import _, ngettext, listing
from companion.views.games.rollout.asks import ask_bankrupt
from companion.views.games.rollout.common import button, card, info, keyed, money, note, refusal, run, typed
from companion.widgets.fields import labelled, number_field, section

_SALARIES = re.compile(r"Salaries: (\d+) Stores? × (.+)$")
_INTEREST = re.compile(r"Interest on (\S+)(?: \(including (\S+) repaid in this Stage 1\))?$")
_DIVIDENDS = re.compile(r"Dividends: (.+)$")


def _line(what: str) -> str:
    """A preview line of the rules (English there) in this phone's language."""
    if m := _SALARIES.match(what):
        n = int(m[1])
        return ngettext("Salaries: {n} Store × {amount}", "Salaries: {n} Stores × {amount}", n).format(
            n=n, amount=m[2])
    if m := _INTEREST.match(what):
        head = _("Interest on {amount}").format(amount=m[1])
        return head + (_(" (including {amount} repaid in this Stage 1)").format(amount=m[2]) if m[2] else "")
    if m := _DIVIDENDS.match(what):
        return _("Dividends: {amount}").format(amount=m[1])
    return what


def stage1(ctx, sid: str, full, seen, *, acts_for, banker: bool = True) -> list[ft.Control]:
    """The next player to pay (the banker may pick another), the preview, and Confirm.

    `full` is used only through the rules core's preview (the app checks what can be paid); amounts drawn
    are salaries, interest and dividends, which are public; no other player's cash is drawn. On a player's own phone
    (`banker` False) what only the banker records (a bankruptcy) is said, not offered, and a repayment the player's
    own cash cannot make stands disabled with the reason (a walk tapped both and was refused)."""
    waiting = [c.ceo for c in full.active() if not c.paid]
    done = [c.ceo for c in full.active() if c.paid]
    out: list[ft.Control] = [info(_("Paid: {players}").format(players=", ".join(done) if done else _("nobody yet")), ident="ro-s1-done", size=14,
                                  key="ro-s1-done")]
    if not waiting:
        return out
    mine = [p for p in waiting if acts_for(p)]
    if not mine:
        return out + [info(ngettext("Waiting for {players} to pay Stage 1.", "Waiting for {players} to pay Stage 1.",
                                    len(waiting)).format(players=listing(waiting)), key="ro-s1-waiting")]
    who = ctx.get("ro-s1-who") if ctx.get("ro-s1-who") in mine else mine[0]
    if len(mine) > 1:
        out.append(ft.Row([ft.Text(_("Player:"), key="ro-s1-player")] + [
            (ft.FilledButton if p == who else ft.OutlinedButton)(content=ft.Text(p, semantics_label=_("Stage 1 for {p}").format(p=p)),
                                                                  on_click=lambda e, p=p: ctx.put("ro-s1-who", p),
                                                                  key=f"ro-s1-who-{p}")
            for p in mine], wrap=True, key="ro-s1-who"))
    c = full.company_of(who)
    key = f"ro-s1-{full.turn}-{who}"  # this turn's Stage 1 of this player: its own field and switch
    stores = c.stores

    def removed_now() -> int:
        """The Stores removed as typed (what the rules would refuse counts as none in the preview)."""
        n = typed(ctx, f"{key}-remove", 0)
        return n if isinstance(n, int) and 0 <= n <= stores else 0
    remove = ctx.field(f"{key}-remove", number_field(
        _("Stores removed"), "0", name=_("{p}'s Stores removed").format(p=who),
        on_change=lambda e: ctx.put(f"{key}-typed", e.control.value)))  # the preview follows what is typed
    skip = ctx.get(f"{key}-skip", False)
    removed = removed_now()
    pv = preview_stage1(full, who, removed, not skip)
    def line(i: int, ln) -> ft.Control:
        # Dividends on the player's own shares are paid to themselves: no money moves, and the total leaves them out
        # (shown in brackets, so that the lines a player adds up come to the total).
        own = ln.own
        text = (_("{i}. {what} to {payee} (own shares: the money stays)") if own else _("{i}. {what} to {payee}")
                ).format(i=i + 1, what=_line(ln.what), payee=ln.payee if ln.payee != BANK else _("the Bank"))
        return ft.Semantics(identifier=f"s1-line-{i}", key=f"ro-s1-line-{i}", content=ft.Row([
            ft.Text(text, expand=True, size=15),
            ft.Text(f"({money(ln.amount)})" if own else money(ln.amount), size=16,
                    weight=None if own else ft.FontWeight.BOLD)]))
    lines = [line(i, ln) for i, ln in enumerate(pv.lines)]
    pays = (_("{p} ({company}) pays") if banker else _("You pay ({company})")).format(p=who, company=c.name)
    out += [keyed(section(pays), f"ro-s1-pays-{who}"), *lines,
            ft.Semantics(identifier="s1-total", key="ro-s1-total", content=ft.Text(_("Total {amount}").format(amount=money(pv.total)), size=20,
                                                                                  weight=ft.FontWeight.BOLD))]
    if not pv.interest_payable:
        out += [info(_("{p} cannot pay the interest even borrowing to the limit: bankrupt (Bankruptcy).").format(p=who),
                     ident="s1-bankrupt", bold=True, key="ro-s1-bankrupt"),
                button(_("Declare {p} bankrupt").format(p=who), lambda e: ask_bankrupt(ctx, full, who, lambda: run(
                    ctx, sid, "s1", lambda log, a: go_bankrupt(log, a, who, "interest"))), icon=ft.Icons.GAVEL,
                       key=f"ro-s1-bankrupt-{who}") if banker else
                note(_("The banker records the bankruptcy on the bank's phone. Bankruptcy: the Bank keeps your cash "
                       "and your shares in other companies and auctions your Product Cards and Stores; your company's "
                       "shareholders lose their shares."), key="ro-s1-bankrupt-banker")]
    elif not pv.can_pay:
        need = pv.loans_needed
        text = (_("Short: borrow {amount}, then confirm").format(
            amount=money(need * full.tables.loan_step))
                if need else _("Short: remove Stores or skip dividends (the loan limit would not cover it)"))
        # Dividends still to come from companies yet to pay: paying after them may need no loan (and no interest).
        later = [info(_("Still to come, if they pay dividends: {amount} from {companies}. Paid after them, {p} may "
                        "not need a loan.").format(amount=money(sum(amount for _name, amount in pv.to_come)),
                                                   companies=listing([name for name, _amount in pv.to_come]), p=who),
                      ident="s1-to-come", size=14, key="ro-s1-to-come")] if pv.to_come else []
        out.append(card(info(text, ident="s1-short", bold=True), *later, *([button(
            _("Borrow {amount} for {p}").format(amount=money(need * full.tables.loan_step), p=who),
            lambda e: run(ctx, sid, "s1", lambda log, a: borrow(log, a, who, need)), icon=ft.Icons.ACCOUNT_BALANCE,
            spoken=_("Borrow for {p}").format(p=who), key=f"ro-s1-borrow-{who}")] if need else []), color=ft.Colors.ERROR_CONTAINER,
            key="ro-s1-short"))

    def toggle(e) -> None:
        ctx.put(f"{key}-skip", not bool(e.control.value))

    def confirm(e) -> None:  # what is typed and chosen at the tap: the rules refuse what they do not allow
        n, pay = typed(ctx, f"{key}-remove", 0), not ctx.get(f"{key}-skip", False)
        run(ctx, sid, "s1", lambda log, a: pay_stage1(log, a, who, n, pay), fields={"remove_stores": f"{key}-remove"})
    # On the player's own phone, bankrupt for the interest, Stores removed and dividends skipped change nothing (the
    # rules reckon with every Store removed): not offered (a walk's Bob read them as still his to choose).
    dead = not pv.interest_payable and not banker
    out += [*([] if dead else [remove]), note(ngettext("{p} has {n} Store; a Store whose salary is not paid is removed; with none, no Stage 2.",
                                  "{p} has {n} Stores; a Store whose salary is not paid is removed; with none, no Stage 2.",
                                  c.stores).format(p=who, n=c.stores), key="ro-s1-stores"),
            *([] if dead else [labelled(ft.Switch(value=not skip, on_change=toggle), _("Pay dividends"),
                                        key=f"{key}-dividends")]),
            *([note(_("Missed dividends: the meter moves five squares left; no Stage 4; Stage 5 selling only."),
                    key="ro-s1-missed")] if skip else []),
            *refusal(ctx, sid, "s1"),
            ft.FilledButton(content=ft.Text(_("Confirm {p}'s Stage 1").format(p=who), semantics_label=_("Confirm {p}'s Stage 1").format(p=who)),
                            icon=ft.Icons.CHECK_CIRCLE, width=float("inf"), key=f"ro-s1-confirm-{who}", on_click=confirm,
                            # Bankrupt (said above): a confirm could only be refused (a walk's player tapped it).
                            disabled=not pv.interest_payable)]
    # Disabled with the reason where this phone sees the cash (the player's own, or a banker's who does not play):
    # `seen` is this phone's view, the cash None where it is hidden.
    cash = seen.company_of(who).cash
    short_to_repay = cash is not None and cash < full.tables.loan_step
    if c.loans:
        out += [note(_("Loans {amount}: repaid in $1B steps in Stage 1, the price a square up per $1B. This Stage 1's "
                       "interest is due on every loan outstanding when it began and on any borrowed in it before "
                       "paying (the line above); a repayment stops interest from the next Stage 1 on.").format(amount=money(c.loans * full.tables.loan_step)),
                     key="ro-s1-loans"),
                button(_("Repay $1B of {p}'s loans").format(p=who), lambda e: run(ctx, sid, "s1-repay", lambda log, a: repay(
                    log, a, who, 1)), icon=ft.Icons.PAYMENTS, filled=False, key=f"ro-s1-repay-{who}",
                       disabled=short_to_repay), *refusal(ctx, sid, "s1-repay")]  # under its own button
        dearer = repay_dividend(full, who)  # a walk's banker repaid first and the dividends rose, unsaid
        if dearer is not None and not short_to_repay:  # not beside a repayment the cash cannot make (a walk)
            out.append(note(_("Repaying before paying moves the price a square up first: this Stage 1's dividend "
                              "becomes {after} a share (now {now}).").format(after=money(dearer[1]),
                                                                             now=money(dearer[0])),
                            key="ro-s1-repay-dividend"))
        if short_to_repay:
            out.append(note((_("Repaying $1B needs $1B in cash; {p} has {cash}.").format(p=who, cash=money(cash))
                             if banker else _("Repaying $1B needs $1B in cash; you have {cash}.").format(
                                 cash=money(cash))), key="ro-s1-repay-why"))
    return out
