"""Owner's Choice dice and the decisions they ask for: the company square (President's die or Fund die),
the Other-company faces, the Event die, the optional exchange and "Any company -2".

Dice are drawn as labelled faces (chips), the latest throw animated like the shared tray. A throw
is the app's, or a real die's face tapped in when the table throws its own dice."""
from __future__ import annotations

from collections import Counter

import flet as ft

import calculators.owners_choice as oc
from calculators.core.actors import seat_of
from calculators.core.log import latest_action
from calculators.core.words import capital
from calculators.owners_choice import COMPANIES, LABELS
from calculators.owners_choice.checks import undone_throw
from calculators.owners_choice.tables import CODES
from calculators.owners_choice.words import FACES_DE
from companion.i18n import N_, _, current
from companion.views.games.owners_choice.common import TINTS, Form, card, message, money, picker, run
from companion.widgets.dice import face_chip as chip
from companion.widgets.fields import labelled

THROWN = ("oc.started", "oc.company_action", "oc.event_thrown")
DIE_NAMES = (N_("Fund"), N_("Event"), N_("start player"))  # the game's dice other than the Presidents' (rules' names)


def face_text(label: str) -> str:
    """A die face as this phone reads it (in German, the rules package's own names for the faces)."""
    code = CODES.get(label)
    return FACES_DE[code] if current() == "de" and code in FACES_DE else label


def die_text(name) -> str:
    """A die's name as this phone reads it ("RED President", "Fund", "Event")."""
    if isinstance(name, str) and name.endswith(" President"):
        return _("{company} President").format(company=name[:-len(" President")])
    return _(name) if name in DIE_NAMES else str(name)


# The game's dice as whole nouns ("the Event die", German "der Ereigniswürfel"): "Würfel Ereignis", built from the
# die's name and a word for die, read as no German says it (a walk).
DIE_NOUNS = {"Fund": N_("Fund die"), "Event": N_("Event die"), "start player": N_("start player die")}


def die_noun(name) -> str:
    """A die as a noun ("Event die", "RED President die"; German "Ereigniswürfel", "Präsidentenwürfel RED")."""
    if isinstance(name, str) and name.endswith(" President"):
        return _("{company} President die").format(company=name[:-len(" President")])
    return _(DIE_NOUNS[name]) if name in DIE_NOUNS else str(name)


def face_chips(faces, color=None) -> ft.Row:
    """A die's faces as chips, each kind once with how many faces carry it."""
    counts = Counter(faces)
    return ft.Row([chip(face_text(f) + (f" ({n})" if n > 1 else ""), color=color, key=f"face-{f}")
                   for f, n in counts.items()], wrap=True, spacing=4, run_spacing=4)


def latest_throw(log, turn: int | None = None) -> list[ft.Control]:
    """The table's latest throw of a game die (start player, President's, Fund or Event die), as its face; in a
    turn without a throw yet it says so, naming the earlier throw as earlier (not as this turn's)."""
    event = latest_action(log, "owners-choice:throw", lambda e: e.kind in THROWN and "roll" in e.data)
    if event is None:
        return []
    thrown_in = event.data.get("turn")
    if turn and thrown_in and thrown_in != turn:
        roll = event.data["roll"]
        return [ft.Semantics(identifier="oc-roll", key="oc-roll-none", content=ft.Text(
            _("Turn {turn}: no die thrown yet. Earlier: turn {earlier}, the {die}: {faces}").format(
                turn=turn, earlier=thrown_in, die=die_noun(roll.get("die")),
                faces=" + ".join(face_text(f) for f in roll.get("labels", []))),
            size=13, italic=True))]
    roll = event.data["roll"]
    who = event.on_behalf_of or seat_of(event.actor)
    by = (_("{player}'s throw, by the banker").format(player=who) if event.on_behalf_of else
          _("thrown by {player}").format(player=who) if who else _("thrown by the banker"))
    real = _(" (real die)") if roll.get("source") == "physical" else ""
    company = event.data.get("company")
    label = " + ".join(face_text(f) for f in roll.get("labels", []))
    face = chip(label, color=TINTS.get(company), size=18, icon=ft.Icons.CASINO, key=f"oc-roll-{event.seq}")
    turn = _("Turn {n}").format(n=event.data["turn"]) + " · " if event.data.get("turn") else ""
    # The face above its caption: side by side, a long face ("$50 from the Fund & roll again") left the caption a
    # column one word wide at 360 px.
    return [ft.Column([
        ft.AnimatedSwitcher(face, transition=ft.AnimatedSwitcherTransition.SCALE, duration=450,
                            switch_in_curve=ft.AnimationCurve.ELASTIC_OUT),
        ft.Semantics(identifier="oc-roll", content=ft.Text(
            turn + _("{die}{real}: {faces} — {by}").format(die=capital(die_noun(roll.get("die"))), real=real, faces=label,
                                                                 by=by),
            size=13)),
    ], spacing=6, key="oc-roll")]


def _real_switch(form: Form, may) -> list[ft.Control]:
    """The phone's choice of real dice; none while a throw made and undone stands (the app throws it again)."""
    if not may.may("typed_face"):
        return []
    return [labelled(ft.Switch(value=form.real, on_change=lambda e: form.set_real(bool(e.control.value))),
                     _("We throw real dice: tap the face"), key="oc-real")]


def _throw(form: Form, die, button: ft.Control, throw, cost: str | None = None,
           disabled: bool = False, typed: bool = True) -> list[ft.Control]:
    """The app's throw (`button`), or with real dice one button per face (`throw(face)` records it); `cost`: what
    recording a face pays (the President's die), said beside the faces as the app's button says it; `disabled`:
    the rules do not let this die be thrown now (the reason is said below it); `typed`: the rules take a face typed
    in now (not for a throw of the app's made and undone: the app's button brings it back)."""
    if not form.real or not typed:
        return [button]
    showed = _("The {die} showed:").format(die=die_noun(die.name))
    if cost:
        showed += " " + _("(a face tapped pays {fee} to the Fund)").format(fee=cost)
    return [ft.Text(showed, key=f"showed-{die.name}"),
            ft.Row([ft.OutlinedButton(f"{die_text(die.name)}: {face_text(f)}", on_click=lambda e, f=f: throw(f),
                                      disabled=disabled, key=f"face-{f}")
                    for f in dict.fromkeys(die.faces)], wrap=True, spacing=6, run_spacing=6,
                   key=f"faces-{die.name}")]


def _choose(companies, on_choose) -> ft.Row:
    return ft.Row([ft.OutlinedButton(_("Choose {company}").format(company=t), on_click=lambda e, t=t: on_choose(t),
                                     key=f"choose-{t}") for t in companies], wrap=True, key="choose")


def decision_title(p, own: bool) -> str:
    """The decision the table waits for (`view.pending`), as its card heads it: to the player deciding (`own`) or
    about them."""
    if p.kind == "company":
        return (_("{company} square: you choose, as {company}'s President") if own else
                _("{company} square: {player} chooses, as {company}'s President")).format(company=p.company,
                                                                                          player=p.seat)
    if p.kind == "other_company":
        return (_("{face}: choose a company other than {company}") if own else
                _("{face}: {player} chooses a company other than {company}")).format(
            face=face_text(LABELS[p.face]), player=p.seat, company=p.company)
    if p.kind == "event":
        return (_("Event square: you throw the Event die") if own else
                _("Event square: {player} throws the Event die").format(player=p.seat))
    if p.kind == "event_company":
        return (_("Any company -2: choose the company") if own else
                _("Any company -2: {player} chooses the company").format(player=p.seat))
    return (_("Exchange a stock: you may swap one with another player") if own else
            _("Exchange a stock: {player} may swap one with another player").format(player=p.seat))


def awaited(view) -> str:
    """What the player deciding is choosing, for the phones that wait (they read only "Waiting for Cy to decide."):
    the decision's title, and on a company square what the choice costs."""
    p = view.pending
    if p.kind == "company":
        return _("{company} square: {player} chooses, as {company}'s President: pay {fee} and throw the President's "
                 "die, or throw the Fund die.").format(company=p.company, player=p.seat,
                                                        fee=money(view.die_fees[p.company]))
    return decision_title(p, own=False)


def decision(ctx, sid: str, view, tables, form: Form, own: bool, may) -> list[ft.Control]:
    """The controls for the decision the table waits for (`view.pending`), made for `pending.seat`; `may`: what the
    rules let this phone do now (`allowed`: the President's die is offered only where the President may pay for it,
    or where this phone may not see their money; after a throw made and undone, only its die, by the app)."""
    p = view.pending
    seat = p.seat

    def decide(action) -> None:
        run(ctx, sid, form, "decide", action, seat=seat)
    out: list[ft.Control] = []
    log = ctx.services.hub.get(sid).log
    kept = undone_throw(log, oc.state_of(log))  # an undone throw stands: said, and only its die offered
    if kept is not None:  # (a walk's player took the same button for a new throw; it showed the same +3)
        out.append(ft.Semantics(identifier="oc-die-kept", key="oc-die-kept", content=ft.Text(
            (_("{company}'s President's die was thrown and then undone: it stands, and throwing it again shows "
               "{face}.") if kept.die.endswith(" President") else  # as its button names it
             _("The {die} was thrown and then undone: it stands, and throwing it again shows {face}.")).format(
                company=kept.die[:-len(" President")], die=die_noun(kept.die), face=face_text(kept.labels[0])),
            size=13, italic=True)))
    if p.kind == "company":
        c, fee = p.company, view.die_fees[p.company]
        pres, fund = tables.die("president", c), tables.die("fund")

        def use(how: str, face=None) -> None:
            decide(lambda log, a: oc.company_action(log, a, seat, how, face=face))
        # Company Square 1: "If the President does not have the money to pay for this action, the President must
        # choose to throw the Fund die" — the rules say so only where this phone sees the President's money.
        paid, fund_open = may.may("president_die"), may.may("fund_die")
        why = [] if paid or kept is not None else [ft.Semantics(
            identifier="oc-die-why", key="oc-die-why", content=ft.Text(
                may.why("president_die"), size=13, italic=True, color=ft.Colors.ON_SURFACE_VARIANT))]
        # Short of the fee, the reason comes first, in place of the choice the President does not have (a walk read
        # the choice, six greyed buttons, and the reason only under them, off the screen).
        out += [
            *why,
            *([ft.Text(_("Pay {fee} to the Fund and throw {company}'s President's die, or throw the Fund die for free "
                         "(its faces below: where the price drops, the President takes the Fund).").format(
                fee=money(fee), company=c))] if paid and kept is None else []),
            ft.Text(_("{company} President's die:").format(company=c), size=13), face_chips(pres.faces, TINTS[c]),
            ft.Text(_("Fund die:"), size=13), face_chips(fund.faces),
            *_real_switch(form, may),
            *_throw(form, pres, ft.FilledButton(_("Pay {fee} and throw {company}'s President's die").format(
                fee=money(fee), company=c), icon=ft.Icons.CASINO, on_click=lambda e: use("president"), disabled=not paid,
                key="throw-president"), lambda f: use("president", f), cost=money(fee), disabled=not paid,
                typed=may.may("typed_face")),
            *_throw(form, fund, ft.FilledTonalButton(_("Throw the Fund die"), icon=ft.Icons.CASINO,
                                                     on_click=lambda e: use("fund"), key="throw-fund",
                                                     disabled=not fund_open),
                    lambda f: use("fund", f), disabled=not fund_open, typed=may.may("typed_face")),
        ]
    elif p.kind == "other_company":
        out.append(_choose([t for t in COMPANIES if t != p.company],
                           lambda t: decide(lambda log, a: oc.choose_other_company(log, a, seat, t))))
    elif p.kind == "event":
        die = tables.die("event")

        def throw(face=None) -> None:
            decide(lambda log, a: oc.throw_event_die(log, a, seat, face=face))
        out += [face_chips(die.faces), *_real_switch(form, may),
                *_throw(form, die, ft.FilledButton(_("Throw the Event die"), icon=ft.Icons.CASINO,
                                                   on_click=lambda e: throw(), key="throw-event"), throw,
                         typed=may.may("typed_face"))]
    elif p.kind == "event_company":
        out.append(_choose(COMPANIES, lambda t: decide(lambda log, a: oc.choose_event_company(log, a, seat, t))))
    elif p.kind == "exchange":
        out += _exchange(ctx, sid, view, form, seat)
    head = ft.Semantics(identifier="oc-decision", content=ft.Text(
        decision_title(p, own), theme_style=ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD))
    return [card(head, *out, *message(form, "decide"), key=f"oc-decide-{p.kind}-{seat}")]


def _exchange(ctx, sid: str, view, form: Form, seat: str) -> list[ft.Control]:
    stocks = {p.name: p.stocks for p in view.players}
    others = [p.name for p in view.players if p.in_game and p.name != seat and any(p.stocks.values())]
    other = form.get("other")

    def with_other(name: str) -> None:
        if form.get("other") != name:
            form.put("take", None)
        form.put("other", name)

    def skip(e) -> None:
        run(ctx, sid, form, "decide", lambda log, a: oc.skip_exchange(log, a, seat), seat=seat)

    def swap(e) -> None:
        give, with_, take = form.get("give"), form.get("other"), form.get("take")
        if not (give and with_ and take):
            form.refuse("decide", _("Choose the stock to give, the player, and the stock to take."))
            return
        run(ctx, sid, form, "decide", lambda log, a: oc.exchange_stock(log, a, seat, give, with_, take),
            seat=seat)

    gives = [c for c in COMPANIES if stocks[seat][c]]
    if not gives or not others:
        return [ft.Text(_("{player} holds no stock to give.").format(player=seat) if not gives else
                        _("Nobody else holds a stock."), key="exchange-none"),
                ft.OutlinedButton(_("Skip the exchange"), on_click=skip, key="exchange-skip")]
    takes = [] if not other else [
        ft.Text(_("Take one of {player}'s:").format(player=other)),
        picker([c for c in COMPANIES if stocks[other][c]], form.get("take"), lambda c: form.put("take", c),
               label=lambda c: _("Take {company}").format(company=c), tag="take")]
    return [
        ft.Text(_("Give one of:"), key="exchange-give"),
        picker(gives, form.get("give"), lambda c: form.put("give", c),
               label=lambda c: _("Give {company}").format(company=c), tag="give"),
        ft.Text(_("With:"), key="exchange-with"),
        picker(others, other, with_other, label=lambda n: _("With {player}").format(player=n), tag="other"),
        ft.Column(takes, spacing=4, key=f"exchange-takes-{other}"),
        ft.Row([
            ft.FilledButton(_("Exchange"), icon=ft.Icons.SWAP_HORIZ, on_click=swap, key="exchange"),
            ft.OutlinedButton(_("Skip the exchange"), on_click=skip, key="skip"),
        ], wrap=True, key="exchange-buttons"),
    ]
