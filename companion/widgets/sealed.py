"""Sealed entry rounds on screen: the banker opens and reveals; each seat enters on its own phone.

Every value drawn here comes from `view_for(round, viewer)`: before the reveal a page only ever
receives its own seat's entry, so no other seat's value reaches it, not even in the page's data.
"""
from __future__ import annotations

import flet as ft

from calculators.core.bids import (
    FieldSpec,
    RoundSpec,
    cancel_round,
    mark_passing,
    may_mark_passing,
    open_round,
    reveal,
    reveal_waits_for,
    rounds,
    view_for,
)
from calculators.core.bids import spec as bids_spec
from calculators.core.game import Game, rules_for
from calculators.core.words import purpose_in
from companion.i18n import N_, _, current
from companion import pass_phone
from companion.storage import StorageError
from companion.widgets.dialogs import put_up, send
from companion.widgets.dice import dice_row
from companion.widgets.fields import labelled, number_field, parse_whole, radio, text_field
from companion.widgets.sealed_form import TARGET, Wording, entry_form, forget_form, form_key
from companion.widgets.sealed_own import own_entry


# Recorded as is; each phone shows its own language (a round's default names: bids.DEFAULT_PURPOSES, `_purpose`).
SEALED_ENTRY, AMOUNT = bids_spec.SEALED_ENTRY, N_("Amount")


def _purpose(purpose: str) -> str:
    """A round's recorded purpose in this phone's language: a game's own round or the app's default name
    (`purpose_in`), else as the banker typed it."""
    return purpose_in(purpose, current())


def recorded_purpose(typed: str | None) -> str:
    """What the open-round dialog records as the round's purpose: the default name offered (or nothing) as its key,
    worded on each phone in its own language; a name the banker typed, as typed."""
    name = (typed or "").strip()
    if not name:
        return bids_spec.SEALED_ENTRY
    return bids_spec.BLIND_BID if name == _purpose(bids_spec.BLIND_BID) else name


def collecting(log) -> list:
    return [r for r in rounds(log).values() if r.status == "collecting"]


def last_revealed(log):
    done = [r for r in rounds(log).values() if r.status == "revealed"]
    return done[-1] if done else None


def _shown(entry, spec: RoundSpec) -> str:
    if entry is None or entry.values is None:
        return _("pass")
    return ", ".join(f"{_(f.label)} {entry.values.get(f.name)}" for f in spec.fields)


def round_status(rnd) -> ft.Control:
    """Who has confirmed — never what."""
    done = set(rnd.confirmed)
    return ft.Row([  # one line on a phone: the form below has the screen
        ft.Row([ft.Icon(ft.Icons.CHECK_CIRCLE if s in done else ft.Icons.HOURGLASS_EMPTY, size=18,
                        color=ft.Colors.PRIMARY if s in done else ft.Colors.OUTLINE),
                ft.Semantics(identifier=f"confirmed-{s}", content=ft.Text(
                    (_("{name}: confirmed") if s in done else _("{name}: thinking")).format(name=s)))],
                spacing=4, tight=True, key=f"status-{s}")
        for s in rnd.spec.participants
    ], spacing=12, run_spacing=2, wrap=True, key=f"status-{rnd.id}")


def reveal_card(rnd, say=None) -> list[ft.Control]:
    """Every entry side by side, the winner, and any tie-break dice — after the reveal only. `say` (a
    sealed_form.Wording) words the entries as the game prints them."""
    res = rnd.result
    rows = [ft.Semantics(identifier=f"revealed-{e.seat}", content=ft.Text(
        f"{e.seat}: {say.entry(e.values, own=False) if say else _shown(e, rnd.spec)}", size=16)) for e in res.entries]
    out: list[ft.Control] = [ft.Text(_("Revealed: {purpose}").format(purpose=_purpose(rnd.spec.purpose)),
                                     weight=ft.FontWeight.BOLD), *rows]
    if res.tie_break:
        for i, roll in enumerate(res.tie_break.rolls, start=1):
            out.append(ft.Text(_("Tie-break roll {i}: {rolls}").format(i=i, rolls=", ".join(f"{s} {v}" for s, v in roll.items()))))
            out.append(dice_row(list(roll.values()), size=40, prefix=f"tiebreak-{i}"))
    if res.winners:
        out.append(ft.Semantics(identifier="round-winner", content=ft.Text(
            # "of the round": at a game's end the card stands near the game's own winner, and must not read as it
            (_("Round winner: {name}") if len(res.winners) == 1 else _("Tied in this round: {names}")).format(
                name=", ".join(res.winners), names=", ".join(res.winners)),
            size=18, weight=ft.FontWeight.BOLD)))
    elif rnd.spec.resolve != "reveal":
        out.append(ft.Text(_("Everyone passed.")))
    return out


def open_round_dialog(ctx, sid: str, seats: tuple[str, ...]) -> None:
    purpose = text_field(_("What is it for?"), _purpose(bids_spec.BLIND_BID), max_length=60)
    picks = {s: ft.Checkbox(label=s, value=True) for s in seats}
    # Two to a row: three to a row left a field 70 px wide in the dialog on a 360 px phone, its label broken
    # ("Lowes / t", "Highe / st").
    rules = rules_for(ctx.services.hub.get(sid).setup.game)
    low, high, by = rules.sealed_amounts if rules is not None else Game.sealed_amounts  # in the game's own money
    lo, hi, step = (number_field(label, str(v), col={"xs": 6})
                    for label, v in ((_("Lowest"), low), (_("Highest"), high), (_("Step"), by)))
    how = ft.RadioGroup(value="highest", content=ft.Column([
        radio(value="highest", label=_("Highest wins")), radio(value="lowest", label=_("Lowest wins")),
        radio(value="reveal", label=_("Just reveal"))], spacing=0))
    dice = ft.Switch(value=True)
    message = ft.Text("", color=ft.Colors.ERROR)

    def start(e) -> None:
        try:
            nums = [parse_whole(x.value, None) for x in (lo, hi, step)]
            if not all(isinstance(n, int) for n in nums):
                raise ValueError(_("Lowest, highest and step must be whole numbers"))
            spec = RoundSpec(purpose=recorded_purpose(purpose.value),
                             participants=tuple(s for s, c in picks.items() if c.value),
                             fields=(FieldSpec(name="amount", label=AMOUNT, kind="int", min=nums[0], max=nums[1],
                                               step=nums[2]),),
                             resolve=how.value, rank_field=None if how.value == "reveal" else "amount",
                             tie_break="die" if dice.value and how.value != "reveal" else "report")
        except ValueError as err:
            message.value = str(err).split("\n")[-1] if "validation" in str(err) else str(err)
            send(message)
            return
        if ctx.act(sid, lambda log, actor: open_round(log, actor, spec)):
            ctx.page.pop_dialog()

    put_up(ctx, ft.AlertDialog(
        title=ft.Text(_("New sealed round")),
        content=ft.Column([purpose, ft.Text(_("Who takes part")), *picks.values(), ft.ResponsiveRow([lo, hi, step]), how,
                           labelled(dice, _("Break ties with a die")), message], scroll=ft.ScrollMode.AUTO, tight=True),
        actions=[ft.TextButton(_("Cancel"), on_click=lambda e: ctx.page.pop_dialog()),
                 ft.FilledButton(_("Open the round"), on_click=start)]))


def banker_panel(ctx, sid: str, log, seats: tuple[str, ...], viewer: str | None) -> list[ft.Control]:
    """The banker's side: open a round, see who has confirmed, pass the phone, reveal."""
    out: list[ft.Control] = []
    open_now = collecting(log)
    for full in open_now:
        rnd = view_for(full, viewer)
        waiting = [s for s in rnd.spec.participants if s not in rnd.confirmed]
        out += [ft.Text(_("Sealed round: {purpose}").format(purpose=_purpose(rnd.spec.purpose)),
                        theme_style=ft.TextThemeStyle.TITLE_SMALL, key=f"round-{rnd.id}"), round_status(rnd)]
        if viewer in rnd.spec.participants:
            # The seated banker enters as their own seat (the banker role never types for anyone), behind a tap:
            # this phone is passed around the table.
            out += own_entry(ctx, sid, rnd, viewer, key=f"own-entry-{rnd.id}")
        for s in waiting:
            if s == viewer:
                continue
            passing = may_mark_passing(log, rnd.id, s)  # the rules: not after an undone reveal unless it showed a pass
            # A seat on its own phone enters there: passing the banker's phone would let the banker try
            # entries in the player's name (and read the refusals meant for the player).
            on_phone = has_own_phone(ctx, sid, s)
            presence = getattr(ctx.services, "presence", None)  # waiting on a phone that is gone: said (a walk)
            away = on_phone and presence is not None and not presence.connected(sid, s)
            out.append(ft.Row([
                ft.Text(_("{name} enters on their own phone.").format(name=s), key=f"own-phone-{s}") if on_phone else
                ft.OutlinedButton(_("Pass the phone to {name}").format(name=s), icon=ft.Icons.PHONE_ANDROID,
                                  on_click=lambda e, s=s, r=rnd.id: cover(ctx, sid, r, s), key=f"pass-phone-{s}"),
                *([ft.TextButton(_("Mark {name} as passing").format(name=s), key=f"passing-{s}",
                                 on_click=lambda e, s=s, r=rnd.id: ctx.act(sid, lambda log, a: mark_passing(log, a, r, s)))]
                  if passing else []),
                *([ft.Text(_("Not connected now: asleep, closed or out of Wi-Fi."), color=ft.Colors.ERROR,
                           key=f"away-{s}")] if away else []),
            ], wrap=True, key=f"waiting-{rnd.id}-{s}"))
        out.append(ft.Row([
            ft.FilledButton(_("Reveal"), icon=ft.Icons.VISIBILITY, disabled=bool(reveal_waits_for(log, rnd.id)),
                            key=f"reveal-{rnd.id}",
                            on_click=lambda e, r=rnd.id: ctx.act(sid, lambda log, a: reveal(log, a, r))),
            ft.TextButton(_("Cancel round"), key=f"cancel-{rnd.id}",
                          on_click=lambda e, r=rnd.id: ctx.act(sid, lambda log, a: cancel_round(log, a, r))),
        ], wrap=True, key=f"round-buttons-{rnd.id}"))
    if not open_now:
        out.append(ft.FilledTonalButton(_("New sealed round"), icon=ft.Icons.LOCK_CLOCK, key="new-round",
                                        on_click=lambda e: open_round_dialog(ctx, sid, seats)))
    done = last_revealed(log)
    if done:
        out += revealed(done, Wording(ctx, sid, done, None))
    return out


def revealed(rnd, say) -> list[ft.Control]:
    """The reveal card as one keyed block (it comes and goes while the controls around it stay)."""
    return [ft.Column(reveal_card(rnd, say), key=f"revealed-{rnd.id}", spacing=10)]


def seat_panel(ctx, sid: str, log, seat: str) -> list[ft.Control]:
    """A player's side: their entry for the open round, who has confirmed, and the last reveal."""
    out: list[ft.Control] = []
    for full in collecting(log):
        rnd = view_for(full, seat)
        out += [ft.Text(_("Sealed round: {purpose}").format(purpose=_purpose(rnd.spec.purpose)),
                        theme_style=ft.TextThemeStyle.TITLE_SMALL, key=f"round-{rnd.id}"), round_status(rnd)]
        if seat in rnd.spec.participants:
            out += entry_form(ctx, sid, rnd, seat)
    done = last_revealed(log)
    if done:
        out += revealed(done, Wording(ctx, sid, done, None))
    return out


def has_own_phone(ctx, sid: str, seat: str) -> bool:
    """True when a phone holds the seat (its link was opened): its sealed entries are made there."""
    claims = getattr(ctx.services, "claims", None)
    return claims is not None and claims.is_claimed(sid, seat)


def known_phoneless(ctx, sid: str, seat: str) -> bool:
    """True when the table's seat claims can be read and say no phone holds the seat (`has_own_phone` is False
    there too when they cannot be read: a screen that only informs says nothing then)."""
    return getattr(ctx.services, "claims", None) is not None and not has_own_phone(ctx, sid, seat)


# The cover, kept with the table's details too: a reload or a new tab of the bank phone finds it as it was left (a
# walk reloaded the bank phone in Cy's hands and read the banker's table screen).
KEPT = "sealed_cover"


def cover(ctx, sid: str, round_id: str, seat: str) -> None:
    """Pass-the-phone: a cover screen for `seat`, who opens it, enters, and hides it again. The cover is the
    phone's (it replaces the table screen), so it is the session's (`Session.cover`), and kept with the table."""
    from companion.routes import screens_of  # the screens the cover stands over (the browser's Back stays there)

    _hide_the_bankers_own(ctx, sid, round_id)
    _set(ctx, sid, {"table": sid, "round": round_id, "seat": seat, "open": False, "done": False,
                    "at": screens_of(ctx.session.route)})


def _hide_the_bankers_own(ctx, sid: str, round_id: str) -> None:
    """A playing banker's own entry, opened on the table screen ("Show my entry"), closed before the phone goes to
    another player: a walk's Ann checked hers, passed the phone, and whoever tapped "Banker: back to the table" found
    it still open."""
    try:
        setup = ctx.services.hub.get(sid).setup
    except (StorageError, OSError):
        return
    if setup.banker in setup.players:
        forget_form(ctx, form_key(sid, round_id, setup.banker))


def _set(ctx, sid: str, state: dict | None) -> None:
    """The cover now (None: over), kept with the table first, then this phone redrawn."""
    pass_phone.put_with_table(ctx, sid, {KEPT: state})
    ctx.session.update(cover=state)


def _covered(ctx, **changes) -> None:
    """The cover, changed (a new dict: the session's choices are replaced, never changed in place)."""
    state = ctx.session.cover
    if state:
        _set(ctx, state["table"], {**state, **changes})


def _kept(ctx, sid: str) -> dict | None:
    """The cover kept with table `sid`, if it is one (a table's details are a file: checked, not trusted)."""
    kept = (pass_phone.details(ctx.session, sid) or {}).get(KEPT)
    shape = {"table": str, "round": str, "seat": str, "open": bool, "done": bool, "at": str}
    if not isinstance(kept, dict) or kept.get("table") != sid or \
            any(not isinstance(kept.get(k), t) for k, t in shape.items()) or not isinstance(kept.get("back", False), bool):
        return None
    return {**{k: kept[k] for k in shape}, **({"back": True} if kept.get("back") else {})}  # "back": given back


def cover_view_controls(ctx, sid: str, log, banker: str = "") -> list[ft.Control] | None:
    """What the banker's phone shows while it is passed to a player; None when not passed. `banker`: the banker's
    name, said on the way back."""
    state = ctx.session.cover
    if not state or state["table"] != sid:
        state = _kept(ctx, sid)
        if state is None:
            return None
        ctx.session.cover = state  # a reload of the bank phone in a player's hands: still covered (no redraw)
    seat = state["seat"]
    full = rounds(log).get(state["round"])
    # Handed back (confirmed, or closed by the player): covered until the banker taps, whatever the round does.
    returning = state.get("done") or state.get("back")
    if full is None or (full.status != "collecting" and not returning) or \
            (has_own_phone(ctx, sid, seat) and not returning):
        ctx.session.cover = None  # the round closed (or the seat took its own phone): the cover is over, no redraw
        return None

    def done() -> None:
        forget_form(ctx, form_key(sid, full.id, seat))  # the next time, this seat's form starts empty
        _covered(ctx, open=False, done=True)

    def give_back(e) -> None:
        """The player gives the phone back: nothing this seat chose or typed stays for the next hands, and the
        phone stays covered until the banker says they have it (a walk's Bob tapped Close and, on the banker's
        table screen, "Show my entry": the playing banker's sealed entry)."""
        forget_form(ctx, form_key(sid, full.id, seat))
        _covered(ctx, open=False, back=True)

    def hand_back(e) -> None:
        forget_form(ctx, form_key(sid, full.id, seat))
        _hide_the_bankers_own(ctx, sid, full.id)  # and the banker's own, closed as it was handed over
        _set(ctx, sid, None)

    if returning:
        if state.get("done"):
            head, says = _("{name}'s entry is confirmed and hidden.").format(name=seat), \
                [_("Pass the phone back to the banker.")]
        else:  # closed by the player, or not opened: the same way back (OC's words for its passed phone)
            head = _("Pass the phone back to {name}, the banker").format(name=banker) if banker else \
                _("Pass the phone back to the banker.")
            says = [_("The banker's screen shows once {name} taps below.").format(name=banker)] if banker else []
            if seat not in full.confirmed and full.status == "collecting":  # a walk's Bob chose, closed, and his
                # choices went unsaid: the banker learns the entry is still to be made
                says.insert(0, _("{name}'s entry is not confirmed: nothing {name} chose was kept.").format(name=seat))
        return [ft.Text(head, size=22, weight=ft.FontWeight.BOLD, key="cover-done" if state.get("done") else
                        "cover-returning"),
                *[ft.Text(line) for line in says],
                ft.FilledButton(_("Banker: back to the table"), on_click=hand_back, width=float("inf"), key="cover-back")]
    if not state["open"]:
        return [
            ft.Text(_("Pass the phone to {name}").format(name=seat), size=26, weight=ft.FontWeight.BOLD,
                    key="cover-pass"),
            ft.Text(_("Only {name} should look. Nobody else's entry is on this phone: {name} opens an empty "
                      "form, fills it in and confirms, and the phone hides it again at once.").format(name=seat)),
            # A plain button (a screen reader can press it too); opening shows only this seat's own form.
            ft.FilledButton(_("I am {name}: open my entry").format(name=seat), icon=ft.Icons.LOCK_OPEN,
                            on_click=lambda e: _covered(ctx, open=True), width=float("inf"), height=64,
                            key="cover-open"),
            ft.TextButton(_("Not now"), on_click=give_back, key="cover-not-now"),
        ]
    rnd = view_for(full, seat)
    # Whatever the form can offer now (an entry to make, one the rules keep as it is, a refusal), the phone can
    # always go back to the banker from here: a cover with no way back held the bank's phone until a new session.
    return [ft.Text(_("{name}'s sealed entry: {purpose}").format(name=seat, purpose=_purpose(rnd.spec.purpose)),
                    size=20, weight=ft.FontWeight.BOLD, key="cover-entry"),
            *entry_form(ctx, sid, rnd, seat, as_actor=f"seat:{seat}", on_done=done),
            ft.TextButton(_("Close: give the phone back to the banker"), icon=ft.Icons.ARROW_BACK, height=TARGET,
                          on_click=give_back, key="cover-close")]
