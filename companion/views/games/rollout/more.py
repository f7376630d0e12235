"""The banker's other screen: loans any time, takeovers, bankruptcy and the Bank's auction of the estate,
corrections with a reason (hidden cash by an amount added or taken away), and the board tables."""
from __future__ import annotations


import flet as ft

from calculators.rollout import (
    BANK, borrow, correct, correct_shares, edit_rollout_board, go_bankrupt, sell_estate_item, take_over,
)
from calculators.rollout.corrections import FIELD_TERMS, FIELDS
from calculators.rollout.allowed import allowed, bankrupt_for_interest
from companion.views.games.rollout.common import (
    banner, button, chosen, estate_name, info, keyed, money, money_field, note, pick, refusal, run, table_of, typed, typed_money,
)
from companion.i18n import N_, _, ngettext
from companion.views.games.rollout.asks import ask_bankrupt, ask_takeover
from companion.views.table import banker_viewer, load
from companion.views.phone_lang import phone_lang
from companion.widgets.fields import number_field, section, text_field
from companion.widgets.title_bar import title_bar

W = "more"
LOAN = "more-loan"  # the loan form's own refusal, under its button
# Each form's refusal under its own buttons: a walk at 360 px tapped "Sold" for $0 and saw nothing happen (the
# refusal stood at the top of the long screen, scrolled away).
TAKE, BANKRUPT, ESTATE, FIX, MOVE = "more-take", "more-bankrupt", "more-estate", "more-fix", "more-move"


def _pick(ctx, sid, key, options, spoken=None, label=str):
    """A choice of this screen among `options` drawn as buttons; returns (value, row)."""
    return pick(ctx, f"ro-more-{key}", options, spoken=spoken, label=label)


def more_view(ctx, sid: str, base: str) -> ft.View:
    route = f"{base}/game/more"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    viewer = banker_viewer(snap.setup)
    full, seen = table_of(snap, viewer)
    players = list(full.active_players())
    out: list[ft.Control] = [banner(full), *refusal(ctx, sid, W)]
    if players and full.stage not in (0, 7):
        may = allowed(snap.log, None, phone_lang(ctx, "rollout"))  # the rules: loans left, takeovers open now
        who, row = _pick(ctx, sid, "loan-who", players, spoken=lambda p: _("Loan for {p}").format(p=p))
        c = full.company_of(who)
        at_limit = may.borrow_why.get(who)
        out += [section(_("Loans, any time ($1B at a time)")), row,
                info((_("{p} owes {loans} of {limit}") if c.loans else _("{p} owes nothing (limit {limit})")).format(
                    p=who, loans=money(c.loans * full.tables.loan_step), limit=money(c.loan_cap * full.tables.loan_step)),
                     ident="more-loans", key="ro-more-loans"),
                # The loan's refusal stands under its button (a walk read it at the top of the screen), and a
                # player at the limit has the button disabled with the rules' reason.
                button(_("Borrow $1B for {p}").format(p=who), lambda e, p=who: ctx.again(f"borrow-{sid}-{p}") or run(
                    ctx, sid, LOAN, lambda log, a, p=chosen(ctx, "ro-more-loan-who", players): borrow(log, a, p, 1)),
                       icon=ft.Icons.ACCOUNT_BALANCE, key="ro-more-borrow", disabled=at_limit is not None),
                *([note(at_limit, key="ro-more-loan-why")] if at_limit else []), *refusal(ctx, sid, LOAN)]
        # Takeovers: a player holding six shares of an opponent's company.
        out.append(keyed(section(_("Takeovers")), "ro-more-takeovers"))
        out += [button(_("{p} takes over {company}").format(p=p, company=co), lambda e, p=p, co=co: ask_takeover(
            ctx, full, p, co, lambda: run(ctx, sid, TAKE, lambda log, a: take_over(log, a, p, co))),
            icon=ft.Icons.HANDSHAKE, key=f"ro-more-take-{p}-{co}") for p, co in may.takeovers] or [
            note(may.why("take_over"), key="ro-more-no-takeover")]
        out += refusal(ctx, sid, TAKE)
        out += [note(_("Interpretation: the lost company's loans are cancelled and its Stores removed."), key="ro-more-takeover-note"),
                info(_("Interpretation (a setting): the loan limit rises once, to $10B, however many takeovers.")
                     if full.options.loan_cap_raised_once else
                     _("Each takeover raises the taker's loan limit by $5B ($10B after one, $15B after two): \"He can "
                       "borrow up to another $5 billion\" (Takeovers)."), ident="more-loan-cap-rule", size=13,
                     key="ro-more-loan-cap-rule")]
        if full.stage == 1:
            # Only a player the rules would let go bankrupt: short of the interest even borrowing to the limit (a walk
            # was offered "Ann cannot pay the interest: bankrupt" for Ann with no loan, and refused). Stage 1 says the
            # same of the player on the bank's phone, so nothing hidden is told here.
            short = bankrupt_for_interest(full)
            out += [keyed(section(_("Bankruptcy (interest)")), "ro-more-bankruptcy"), *([
                button(_("{p} cannot pay the interest: bankrupt").format(p=p), lambda e, p=p: ask_bankrupt(
                    ctx, full, p, lambda: run(ctx, sid, BANKRUPT, lambda log, a: go_bankrupt(log, a, p, "interest"))),
                    filled=False, key=f"ro-more-bankrupt-{p}") for p in short] or [
                note(_("Nobody is short of the interest even borrowing to the limit."), key="ro-more-no-bankrupt")]),
                *refusal(ctx, sid, BANKRUPT)]
    if full.estate and players:
        item, irow = _pick(ctx, sid, "estate-item", list(full.estate), label=estate_name,
                           spoken=lambda i: _("Estate item {item}").format(item=estate_name(i)))
        buyer, brow = _pick(ctx, sid, "estate-buyer", players, spoken=lambda p: _("Estate buyer {p}").format(p=p))
        estate_item = lambda: chosen(ctx, "ro-more-estate-item", list(full.estate))  # noqa: E731  (at the tap)
        price = money_field(ctx, "ro-estate-price", _("Highest bid"), _("Estate highest bid"))
        out += [keyed(section(_("The Bank's auction of a bankrupt's items")), "ro-more-estate"), irow, brow, price,
                button(_("Sold"), lambda e: run(ctx, sid, ESTATE, lambda log, a, i=estate_item(), b=chosen(
                    ctx, "ro-more-estate-buyer", players): sell_estate_item(log, a, i, b, typed_money(ctx, "ro-estate-price", None))),
                       icon=ft.Icons.GAVEL, key="ro-more-sold"),
                button(_("Unsold: leaves play"), lambda e: run(ctx, sid, ESTATE, lambda log, a, i=estate_item(): sell_estate_item(
                    log, a, i, None)), filled=False, key="ro-more-unsold"), *refusal(ctx, sid, ESTATE)]
    if players and full.stage not in (0, 7):
        out += corrections(ctx, sid, full, players, seen)
    elif full.stage == 7:
        from companion.views.games.rollout.panels import AFTER_THE_END
        out.append(note(_(AFTER_THE_END), key="ro-more-after-the-end"))
    out += board_tables(ctx, sid, snap)
    return ft.View(route=route, scroll=ft.ScrollMode.AUTO, appbar=title_bar(_("Rollout: more")),
                   controls=out)


def corrections(ctx, sid, full, players, seen=None) -> list[ft.Control]:
    who, prow = _pick(ctx, sid, "fix-who", players, spoken=lambda p: _("Correct {p}").format(p=p))
    field, frow = _pick(ctx, sid, "fix-field", list(FIELDS), label=lambda f: _(FIELD_TERMS[f].msgid),
                        spoken=lambda f: _("Correct the {field}").format(field=_(FIELD_TERMS[f].msgid)))
    # Cash is corrected by an amount added or taken away ($ millions, as the game counts it); every other number is set.
    label = (_("Added (+) or taken away (-), $M") if field == "cash"
             else _("New value: {field}").format(field=_(FIELD_TERMS[field].msgid)))
    value = ctx.field("ro-fix-value", number_field(label, name=_("Correction amount")))
    reason = ctx.field("ro-fix-reason", text_field(_("Reason (kept in the history)"), max_length=120))

    def save(e) -> None:  # as typed and chosen at the tap
        v, why = typed(ctx, "ro-fix-value", None), ctx.text("ro-fix-reason")
        p, f = chosen(ctx, "ro-more-fix-who", players), chosen(ctx, "ro-more-fix-field", list(FIELDS))
        kw = {"delta": v} if f == "cash" else {"value": v}
        ctx.put(DONE, None)
        if run(ctx, sid, FIX, lambda log, a: correct(log, a, p, f, reason=why, **kw)):
            # Said done, the amount emptied (a second tap books nothing twice): a walk's banker read the same amount
            # and reason still there, nothing said. The reason stays, to be kept or changed for the next one (a field
            # emptied under a thumb already typing in it would lose what it typed).
            ctx.state.clear("ro-fix-value")
            ctx.put(DONE, ctx.services.hub.get(sid).log.events[-1].seq)
    holders = [BANK, *players]
    giver, grow = _pick(ctx, sid, "fix-giver", holders, spoken=lambda h: _("Shares from the Bank") if h == BANK else _("Shares from {holder}").format(holder=h))
    taker, trow = _pick(ctx, sid, "fix-taker", [h for h in holders if h != giver], spoken=lambda h: _("Shares to the Bank") if h == BANK else _("Shares to {holder}").format(holder=h))
    company, crow = _pick(ctx, sid, "fix-co", [c.name for c in full.active()], spoken=lambda c: _("Register of {company}").format(company=c))
    n = ctx.field("ro-fix-n", number_field(_("Shares moved"), "1", name=_("Shares moved")))

    def move(e) -> None:  # as typed and chosen at the tap
        moved, why = typed(ctx, "ro-fix-n", None), ctx.text("ro-fix-reason")
        co = chosen(ctx, "ro-more-fix-co", [c.name for c in full.active()])
        fro = chosen(ctx, "ro-more-fix-giver", holders)
        to = chosen(ctx, "ro-more-fix-taker", [h for h in holders if h != fro])
        run(ctx, sid, MOVE, lambda log, a: correct_shares(log, a, co, fro, to, moved, reason=why))
    return [keyed(section(_("Correct a number")), "ro-fix-title"), prow, frow, value, reason,
            # Only where this phone cannot see the cash corrected (a walk's banker who does not play read "never
            # shown" beside every company's cash on the same screen)
            *([note(_("Hidden cash is corrected by an amount added or taken away, never shown. Interpretation: taking "
                      "away more than a player holds, from a phone that cannot see their cash, takes all of it "
                      "and does not say how much."), key="ro-fix-note")]
              if seen is None or seen.company_of(who).cash is None else []),
            button(_("Record the correction"), save, icon=ft.Icons.EDIT_NOTE, key="ro-fix-save"),
            *refusal(ctx, sid, FIX), *recorded(ctx, sid),
            keyed(section(_("Correct the Share Register")), "ro-fix-register"), crow, grow, trow, n,
            button(_("Move the shares"), move, filled=False, key="ro-fix-move"), *refusal(ctx, sid, MOVE)]


DONE = "ro-fix-done"  # the screen's state: the correction just recorded here (its action's number)


def recorded(ctx, sid) -> list[ft.Control]:
    """The correction just recorded on this screen, as History says it to this phone (nothing once it is undone or
    another try is made)."""
    from calculators.core.log import active_actions
    from calculators.core.words import describe

    seq = ctx.get(DONE)
    snap = ctx.services.hub.get(sid)
    done = next((e for e in reversed(active_actions(snap.log)) if e.seq == seq), None) if seq else None
    if done is None:
        return []
    said = describe(done, phone_lang(ctx, "rollout"), game="rollout", viewer=banker_viewer(snap.setup))
    return [ft.Semantics(identifier="ro-fix-done", key="ro-fix-done", content=ft.Text(
        _("Recorded: {what}").format(what=said), color=ft.Colors.PRIMARY, size=15))]


def board_tables(ctx, sid, snap) -> list[ft.Control]:
    """The board values in force, each marked rulebook or assumed; assumed ones may be edited for this session."""
    from calculators.core.boards import board_in_force
    try:
        board = board_in_force(snap.log)
    except Exception:  # a table whose board cannot be read still opens this screen
        return []
    if board is None:
        return []
    out: list[ft.Control] = [keyed(section(_("Board tables")), "ro-board-title"), note(_(
        "The Price Index and the Sales Track may have another number of squares: save the list your board prints. "
        "A Price Index of another length brings Dividends Due of a tenth of each price (edit them after); the Gold "
        "Coast moves to the last Sales Track square. Price meters keep their price, sales meters their square."),
        key="ro-board-note")]
    from companion.widgets.board_rows import board_rows

    tables = board_rows(ctx, sid, board, edit_rollout_board, may_edit=True, lang=phone_lang(ctx, "rollout"))  # each table's section, keyed by its name
    # each table keyed by its name; the dialog changing a cell, when open, keeps its own key (one per opening)
    return out + scale_lengths(ctx, sid, board) + [keyed(t, f"ro-{t.identifier}") if isinstance(t, ft.Semantics)
                                                   and t.identifier else t for t in tables]


SCALES = (("price_index", N_("Price Index"), N_("every price in $M")),
          ("sales_index", N_("Sales Track"), N_("every square's units")))


def scale_lengths(ctx, sid, board) -> list[ft.Control]:
    """The Price Index and the Sales Track whole, as the board prints them: another number of squares is saved
    here (the rows below change one square at a time); the rules check the new scale."""
    import re

    out: list[ft.Control] = []
    for key, title_id, what_id in SCALES:
        title, what = _(title_id), _(what_id)
        values = board.values.get(key) or []
        # The field of this scale at its length now: after another length is saved, a field with the saved squares.
        fkey = f"ro-scale-{key}-{len(values)}"
        # The label is the table's name alone: a long one wrapped over the field's border on a 412 px phone
        # ("Umsatzleiste: die Einheiten jedes Felds, wie gedruckt"); what to type is the helper line beneath,
        # and the whole sentence the field's name for a screen reader.
        typed_here = text_field(title, ", ".join(str(v) for v in values))
        typed_here.label = ft.Text(title, semantics_label=_("{title}: {what}, as printed").format(title=title, what=what))
        typed_here.helper = _("{what}, as printed").format(what=what)
        field = ctx.field(fkey, typed_here)

        def save(e, key=key, fkey=fkey, title=title) -> None:
            tokens = re.findall(r"-?\d+", ctx.text(fkey))
            if not tokens or len(tokens) > 400 or any(len(t) > 12 for t in tokens):
                ctx.fail(fkey, _("Type the squares as whole numbers separated by commas (at most 200 squares)."))
                return
            squares = [int(t) for t in tokens]
            if not ctx.act(sid, lambda log, actor: edit_rollout_board(log, actor, key, squares), where=fkey):
                return
            ctx.toast(ngettext("{title}: {n} square saved", "{title}: {n} squares saved", len(squares)).format(
                title=title, n=len(squares)))
        out += [field, button(ngettext("Save the {title} ({n} square now)", "Save the {title} ({n} squares now)", len(values)).format(
            title=title, n=len(values)), save, icon=ft.Icons.SAVE, filled=False, key=f"{fkey}-save")]
    return out
