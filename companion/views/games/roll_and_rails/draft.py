"""Roll and Rails dice draft: whose pick it is in big text, the pool as pip faces, the snake order."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import draft_order, pick_die, whose_pick
from companion.i18n import _, ngettext
from companion.views.games.roll_and_rails.common import (
    Hand,
    banner,
    shown_die,
    why,
)
from companion.widgets.dice import pips
from companion.widgets.sealed import has_own_phone, known_phoneless
from companion.pass_phone import passing
from companion.widgets.fields import section


def pick_button(hand: Hand, player: str, value: int, *, enabled: bool, identifier: str, key: str) -> ft.Control:
    """A big die: 'Pick a 4' — tappable when the rules let this seat pick now, else shown disabled.

    Keyed (`_die_key`): several players tap dice at about the same time from their own phones, and a player who
    picks twice in a row (the snake's turn) taps their second die while their page re-renders for the first
    pick; a die keeps its control across those re-renders, so the tap reaches it. The handler picks by value, so
    a die picks what it shows."""
    def pick(e) -> None:
        hand.act(player, lambda log, actor: pick_die(log, actor, value))

    return ft.Semantics(label=_("Pick a {value}").format(value=value), button=True, identifier=identifier,
                        disabled=not enabled, key=key,
                        content=ft.Container(pips(value, 64), border_radius=12, on_click=pick if enabled else None,
                                             ink=enabled, opacity=1.0 if enabled else 0.5))


def _die_key(state, value: int, i: int) -> str:
    """A die's key for the round: its value and how many dice of that value lie after it. A pick takes the first
    die of its value (the rules' `pool.remove`), so every other die keeps its key, and its control."""
    after = state.pool[i + 1:].count(value)
    return f"rr-pick-{state.round}-{value}-{after}"


def whose(state) -> ft.Control:
    """The same words on every phone: whose pick it is."""
    now = whose_pick(state)
    return banner(_("{name}'s pick").format(name=now), "whose-pick", size=30)


def order_line(state) -> ft.Control:
    """The snake: each pick's player, the ones done struck through and the current one bold."""
    order = draft_order(state.clockwise())
    spans = []
    for i, p in enumerate(order):
        style = ft.TextStyle(decoration=ft.TextDecoration.LINE_THROUGH, color=ft.Colors.OUTLINE) if i < state.picks \
            else ft.TextStyle(weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY) if i == state.picks else None
        spans.append(ft.TextSpan(p + (", " if i < len(order) - 1 else ""), style=style))
    return ft.Text(spans=spans, size=14, semantics_label=_("Draft order: {order}").format(order=", ".join(order)),
                   key="draft-order")


def draft_section(hand: Hand, state, *, own_phone: bool) -> list[ft.Control]:
    """The draft on any phone. A seat's own phone shows the pick buttons, disabled with the rules' reason
    while it is not its pick; the banker's device gets them while it acts for the player whose pick it is."""
    now = whose_pick(state)
    total = len(draft_order(state.clockwise()))
    reason: list[ft.Control] = []
    if own_phone:
        may = hand.allowed(hand.seat)
        can_pick, shown = may.may("pick"), True
        hint = _("Your pick: tap a die.") if can_pick else \
            _("Wait for {name} to pick; your turn comes on this phone.").format(name=now)
        reason = [] if can_pick else [why(may.why("pick"), "pick-why")]
        if not can_pick and now is not None and now != hand.seat and known_phoneless(hand.ctx, hand.sid, now):
            # A walk's seat phones read "each player picks on their own phone" while the pick waited for a player
            # with no phone at the table: the bank's phone picks for them, or the banker has to do something.
            hint = _("Wait for {name} to pick on the banker's phone; your turn comes on this phone.").format(
                name=now) if passing(hand.ctx, hand.sid) else ""
            reason = [] if hint else [why(_("{name}'s phone has not joined this table, so the pick waits for the "
                                            "banker: ask them to invite it, or to turn on “Pass this phone around”.")
                                          .format(name=now), "pick-no-phone")]
    else:
        shown = can_pick = hand.may(now) and hand.allowed(now).may("pick")
        hint = _("Pass the phone to {name}: tap a die for {name}.").format(name=now) if can_pick and \
            hand.seat != now else _("{name} picks on their own phone.").format(name=now) if not can_pick else \
            _("Your pick: tap a die.")
    if not own_phone and not can_pick and now is not None and not has_own_phone(hand.ctx, hand.sid, now):
        # A walk's host, nobody invited yet, read "Ben picks on their own phone." and waited for a phone not there.
        reason = [why(_("{name}'s phone has not joined this table: invite it (“Invite phones” below), or "
                        "turn on “Pass this phone around” above.").format(name=now), "pick-no-phone")]
        hint = ""  # in place of "{name} picks on their own phone.", which that phone is not here to do
    picker = hand.seat if own_phone else now
    pool = [pick_button(hand, picker, v, enabled=can_pick, identifier=f"pick-{i}", key=_die_key(state, v, i))
            if shown else shown_die(v, 56, identifier=f"pool-{i}", key=_die_key(state, v, i))
            for i, v in enumerate(state.pool)]
    count = section(ngettext("In the middle: {n} die", "In the middle: {n} dice", len(state.pool))
                    .format(n=len(state.pool)))
    count.key = "pool-count"
    return [
        whose(state),
        ft.Semantics(identifier="pick-count", key="pick-count", content=ft.Text(
            _("Pick {n} of {total}").format(n=state.picks + 1, total=total), size=16)),
        *([ft.Text(hint, size=16, weight=ft.FontWeight.BOLD if hand.seat == now else None, key="pick-hint")]
          if hint else []),
        *reason,
        count,
        ft.Semantics(identifier="pool", key="pool", content=ft.Row(pool, wrap=True, spacing=12, run_spacing=12)),
        order_line(state),
    ]


def leftover(state) -> list[ft.Control]:
    """After the draft: the one die left in the middle, unused this round."""
    if len(state.pool) != 1:
        return []
    return [ft.Row([ft.Semantics(identifier="leftover", content=ft.Text(
        _("Left over, not used this round: {value}").format(value=state.pool[0]), size=14)),
                shown_die(state.pool[0], 28)], wrap=True, key="leftover")]
