"""Rollout screens: the banker's guided turn (setup, Stages 1–6, the end and Cash Out), a player's own
phone, the watcher, and the banker's extra screens (loans, takeovers, bankruptcy, corrections, board tables).

The board, cards and meters stay on the table; every value drawn comes from `view_for(state, viewer)`
(hidden cash: a phone sees only its own company's cash) and every change goes through a rules command.
"""
from __future__ import annotations

import flet as ft

from calculators.rollout.allowed import takeovers
from companion.views.games.rollout.common import banner, card, info, note, table_of
from companion.views.games.rollout.overview import floor_setting, overview, standings
from companion.views.games.rollout.setup import setup_form, waiting_setup
from companion.views.games.rollout.stage1 import stage1
from companion.i18n import N_, _, listing
from companion.views.games import table_base
from companion.views.phone_lang import phone_lang
from companion.widgets.results_bar import table_results


def _stage_body(ctx, sid, snap, full, seen, viewer, *, banker: bool) -> list[ft.Control]:
    def acts_for(p: str) -> bool:
        return banker or p == viewer
    if full.stage == 1:
        return stage1(ctx, sid, full, seen, acts_for=acts_for, banker=banker)
    if full.stage == 2:
        from companion.views.games.rollout.stage2 import stage2
        return stage2(ctx, sid, snap, full, seen, viewer, banker=banker)
    if full.stage in (3, 4, 5, 6):
        from companion.views.games.rollout.stages import stages
        return stages(ctx, sid, snap, full, seen, viewer, banker=banker)
    return []


# How a figure found wrong at the Cash Out is put right (a walk's banker tapped "…, corrections" after the end and
# found none: a finished game takes no correction, its end is undone first, as every step is).
AFTER_THE_END = N_("The game is over. To correct a figure: in History, undo the game's end (its last step), correct "
                   "it under “Loans, takeovers, bankruptcy, corrections”, then end the stage again: the Cash Out "
                   "follows.")


def banker_panel(ctx, sid: str, snap, viewer: str | None) -> list[ft.Control]:
    """The banker's screen: the stage and turn, the guided step, then the overview."""
    full, seen = table_of(snap, viewer)
    if full.stage == 0:
        return [banner(full), *setup_form(ctx, sid, full)]
    base = table_base(ctx, sid)
    # The outcome of the last tap (a reveal, a sale, profits, a takeover) right under the stage, above the step's
    # controls: where the banker is looking (issue 16, "results where the banker is looking").
    out = [banner(full), *last_outcome(snap, viewer, phone_lang(ctx, "rollout"))]
    if full.stage == 7:
        out += standings(seen if all(c.cash is not None for c in seen.active()) else full, final=True,
                         floor=floor_setting(ctx))
        out += table_results(ctx, sid, snap)
        out.append(note(_(AFTER_THE_END), key="ro-after-the-end"))
    else:
        out += _stage_body(ctx, sid, snap, full, seen, viewer, banker=True)
    able = takeovers(full) if full.stage != 7 else ()
    if able:  # the taker's choice (Takeovers), said where the banker looks: the button is a screen away
        out.append(info(_("{takers} (Takeovers): the button is under “Loans, takeovers, bankruptcy, corrections”.").format(
            takers=listing([_("{p} holds six {company} shares and may take it over").format(p=p, company=co)
                            for p, co in able])), ident="ro-takeover-open", size=14, key="ro-takeover-open"))
    out += [ft.OutlinedButton(_("Loans, takeovers, bankruptcy, corrections"), icon=ft.Icons.BUILD, key="ro-more",
                              width=float("inf"), on_click=lambda e: ctx.go(f"{base}/game/more")),
            *overview(seen, snap.log, viewer, ctx=ctx, sid=sid)]
    return out


def last_outcome(snap, viewer: str | None, lang: str = "en") -> list[ft.Control]:
    """'Just now: <the rules' sentence for the last action>' in a card, or nothing before the first action; after an
    Undo, "Undid: …", as the seats' phones say it (a walk's bank phone read "Just now: Stage 4 starts …" after taking
    Bob's raid back, while Cy's phone read "Undid: …")."""
    from calculators.core.words import latest

    line = latest("rollout", snap.log, lang, viewer)
    if not line:
        return []
    return [card(ft.Semantics(identifier="ro-last", content=ft.Text(_("Just now: {line}").format(line=line), size=15)),
                 color=ft.Colors.SECONDARY_CONTAINER, key="ro-last")]


def seat_panel(ctx, sid: str, snap, seat: str) -> list[ft.Control]:
    from companion.views.games.rollout.seat import seat_body
    return seat_body(ctx, sid, snap, seat)


def watch_panel(ctx, sid: str, snap, viewer: str | None) -> list[ft.Control]:
    """The host watching while a banker link holds the role: the stage and the overview."""
    full, seen = table_of(snap, viewer)
    if full.stage == 0:
        return [banner(full), *waiting_setup(ctx, sid, full)]
    return [banner(full), *overview(seen, snap.log, viewer)]


def subview(ctx, sid: str, base: str, rest: list[str]) -> ft.View | None:
    if rest != ["more"]:
        return None
    from companion.views.games.rollout.more import more_view
    return more_view(ctx, sid, base)


def just_now_more(snap, seat: str, lang: str) -> list[str]:
    """Under a seat's "Just now": what the last action did to its company's price and the shares it holds (a walk's
    Bob read Cy's sale and the failed Stock Call, and had to find Camcon's new price on its card himself)."""
    from calculators.core.log import is_undone, state_before
    from calculators.core.tray import ROLLED
    from calculators.core.words import befores
    from calculators.rollout.fold import state_of
    from calculators.rollout.seat_effects import seat_effects

    log = snap.log
    last = next((e for e in reversed(log.events) if e.kind != ROLLED), None)
    if last is None or (last.is_action and is_undone(log, last.seq)):
        return []
    if not last.is_action:  # an undo or redo: what it changed back (a walk's Bob read the undo, his price moved unsaid)
        return seat_effects(state_before(log, last, state_of), state_of(log), seat, lang)
    return seat_effects(befores("rollout", log).get(last.seq), state_of(log), seat, lang)


def sealed_inside(snap) -> bool:
    """The stage panel draws the game's own sealed rounds at its top; the table leaves them out of its section."""
    from companion.views.games.rollout.sealed_here import sealed_inside as inside
    return inside(snap)
