"""The sealed round of the step in progress, drawn at the top of the banker's stage panel (issue 16, "results
where the banker is looking": pass-the-phone, Reveal and the winner sit together at the top) instead of in the
table's Sealed entries section 2,000 px further down.

Rollout's own rounds (Step B budgets, Stage 4 secret bids, Stage 5 plans) are drawn here; the table screen
leaves them out of its Sealed entries section (`sealed_inside`). Values come from `bids.view_for(round, viewer)`
only: before the reveal the banker's phone holds no entry but the seated banker's own."""
from __future__ import annotations

import flet as ft

from calculators.core import bids
from companion.i18n import _
from companion.widgets.sealed import collecting, cover, has_own_phone, last_revealed
from companion.widgets.sealed_own import own_entry

GAME_ROUNDS = "rollout:"  # the ids of the rounds the rules open (budgets, secret bids, Stage 5 plans)


def is_game_round(round_id: str) -> bool:
    return round_id.startswith(GAME_ROUNDS)


def sealed_inside(snap) -> bool:
    """True when every sealed round the table screen would list is one of the game's, drawn in its stage panel:
    the table screen then draws no Sealed entries section (a round the banker opened by hand still gets one)."""
    rounds = collecting(snap.log)
    done = last_revealed(snap.log)
    return all(is_game_round(r.id) for r in rounds) and (done is None or is_game_round(done.id))


def round_controls(ctx, sid: str, snap, round_id: str, viewer: str | None) -> list[ft.Control]:
    """The seated banker's own entry, then for each player still thinking: 'Pass the phone to …' (or that they
    enter on their own phone) and, where the round allows a pass, 'Mark … as passing'."""
    full = bids.rounds(snap.log).get(round_id)
    if full is None or full.status != "collecting":
        return []
    rnd = bids.view_for(full, viewer)
    out: list[ft.Control] = []
    if viewer in rnd.spec.participants:
        # The seated banker enters as their own seat (the banker role never types for anyone), behind a tap: this
        # phone is passed around the table.
        out += own_entry(ctx, sid, rnd, viewer, key=f"ro-own-entry-{round_id}")
    for s in (s for s in rnd.spec.participants if s not in rnd.confirmed and s != viewer):
        # A seat with its own phone enters there: passing the banker's phone would let the banker try entries in
        # the player's name (and read the refusals meant for the player).
        mark = [ft.TextButton(_("Mark {name} as passing").format(name=s), height=48, key=f"ro-mark-{s}", on_click=lambda e, s=s: ctx.act(
            sid, lambda log, a: bids.mark_passing(log, a, round_id, s)))] if bids.may_mark_passing(snap.log, round_id, s) else []
        first = ft.Semantics(identifier=f"ro-own-phone-{s}", key=f"ro-own-phone-{s}",
                             content=ft.Text(_("{name} enters on their own phone.").format(name=s))) \
            if has_own_phone(ctx, sid, s) else \
            ft.OutlinedButton(_("Pass the phone to {name}").format(name=s), icon=ft.Icons.PHONE_ANDROID, height=48,
                              key=f"ro-pass-to-{s}", on_click=lambda e, s=s: cover(ctx, sid, round_id, s))
        out.append(ft.Row([first, *mark], wrap=True, vertical_alignment=ft.CrossAxisAlignment.CENTER,
                          key=f"ro-waiting-{round_id}-{s}"))
    # The banker may call the round off (e.g. after a player left the game) and open it again: the shared
    # Sealed entries section, which offered this, leaves the game's own rounds to this panel.
    out.append(ft.TextButton(_("Cancel round"), height=48, key=f"ro-cancel-{round_id}", on_click=lambda e: ctx.act(
        sid, lambda log, a: bids.cancel_round(log, a, round_id))))
    return out
