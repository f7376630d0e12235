"""Setting Up: the die for the choice of companies (rolled in the app or typed from real dice), each player's
company in that order, the Chairman, and the settings (interpretations marked as such)."""
from __future__ import annotations

import flet as ft

from calculators.core.model import RuleError
from calculators.rollout import set_up
from calculators.rollout.companies import COMPANY_NAMES
from calculators.rollout.allowed import roll_off
from calculators.rollout.setup import _roll_rounds
from companion.context import TOPIC
from companion.i18n import N_, _, listing
from companion.views.games.rollout.common import button, card, info, note, picker, refusal, run, typed
from companion.views.games.rollout.settings_words import off_side
from companion.widgets.dice import dice_row
from companion.widgets.fields import labelled, number_field, section
from companion.i18n.refusals import refusal as rule_words

OPTIONS = (
    ("cash_open", N_("Cash open to all (every phone shows every company's cash)"), False, ""),
    ("ten_block", N_("Ten Block Play (the long game: one Bank share per company a turn)"), False,
     N_("Optional Rule")),
    ("gold_coast_with_step_f", N_("A player reaching the Gold Coast also gets Step F's move"), True,
     N_("interpretation")),
    ("extra_roll_every_turn", N_("A takeover's extra free roll lasts for the rest of the game"), True,
     N_("interpretation")),
    ("gold_coast_spares_storeless", N_("Reaching the Gold Coast moves back only this Stage 2's players (players "
                                       "without Stores keep their meters)"), False, N_("interpretation")),
    ("loan_cap_raised_once", N_("The loan limit rises once, to $10B, however many takeovers"), False,
     N_("interpretation")),
)


def _board(ctx, sid: str) -> dict:
    """The setup dice and company picks so far: public, so kept where every phone of the table reads them."""
    return ctx.services.hub.drafts.read(sid)


def _publish(ctx, sid: str, **values) -> None:
    """Set part of the public setup and redraw every phone of the table (this one too)."""
    ctx.services.hub.drafts.write(sid, **values)
    ctx.page.pubsub.send_all_on_topic(TOPIC, sid)


def chairman_now(ctx, players, banker: str) -> str:
    """The Chairman chosen on this screen, else the first player who is not the Banker (Appointments: "Appoint one
    player Chairman ... Appoint a second player Banker"; a walk found the Banker proposed as Chairman too)."""
    chosen = ctx.get("ro-setup-chair")
    return chosen if chosen in players else next((p for p in players if p != banker), players[0])


DIE_MSG = "ro-setup-dice"  # the screen's refusal of the typed dice


def setup_form(ctx, sid: str, state) -> list[ft.Control]:
    board = _board(ctx, sid)
    players = state.players
    rounds = board.get("rounds", [])
    off = roll_off(players, rounds)  # the rules: who rolls next, who chooses first, the order of choice
    rolling, first = off.rolling, off.first
    out: list[ft.Control] = [section(_("Choose a Company: the highest die chooses first, then clockwise"))]
    if first is None:
        who = list(rolling or players)
        if off.tie:
            out.append(info(_("Tied for the highest die: {players} roll again (the rulebook names no tie-break; the "
                              "app's interpretation).").format(players=listing(who)), ident="ro-setup-tie",
                            key="ro-setup-tie"))
        keys = {p: f"ro-setup-die-{len(rounds)}-{p}" for p in who}  # a field per player and round of dice
        # Two to a row on a phone: three left each about 105 px at 360 px, too narrow for a name like "Alexandra".
        fields = [ctx.field(keys[p], number_field(_("{p}'s die").format(p=p), col={"xs": 6, "sm": 4},
                                                  name=_("{p}'s die for the choice").format(p=p))) for p in who]

        def roll_app(e) -> None:
            _publish(ctx, sid, rounds=rounds + _roll_rounds(who, None))

        def typed_dice(e) -> None:
            rnd = {p: typed(ctx, k, None) for p, k in keys.items()}
            try:
                roll_off(players, rounds + [rnd])  # the rules check each face
            except RuleError as err:
                ctx.fail(DIE_MSG, rule_words(err))
            else:
                ctx.state.errors.pop(DIE_MSG, None)
                _publish(ctx, sid, rounds=rounds + [rnd])
        out += [ft.ResponsiveRow(fields, key=f"ro-setup-dice-{len(rounds)}"),
                *([ft.Text(ctx.error(DIE_MSG), color=ft.Colors.ERROR, key=DIE_MSG)] if ctx.error(DIE_MSG) else []),
                ft.Row([button(_("Record these dice"), typed_dice, icon=ft.Icons.EDIT, filled=False, key="ro-setup-record"),
                        button(_("Roll in the app"), roll_app, icon=ft.Icons.CASINO, key="ro-setup-roll")], wrap=True,
                       key="ro-setup-dice-buttons")]
        return out
    order = off.order
    dice = "; ".join(", ".join(f"{p} {v}" for p, v in r.items()) for r in rounds)
    out.append(info(_("Dice: {dice}. {p} chooses first; order: {order}").format(dice=dice, p=first,
                                                                                 order=", ".join(order)),
                    ident="ro-choice-order", key="ro-choice-order"))
    picks: dict = board.get("picks", {})
    now = off.choosing(picks)  # "The player with the highest number has first choice … Continue clockwise"
    for p in order:
        if not picks.get(p) and p != now:  # a later chooser picks once those before have chosen
            out.append(info(_("{p}: not their turn to choose yet").format(p=p), key=f"ro-setup-chooses-{p}"))
            continue
        taken = {picks.get(q) for q in order if q != p}
        options = [c for c in COMPANY_NAMES if c not in taken]

        def pick_company(c, p=p) -> None:
            _publish(ctx, sid, picks={**_board(ctx, sid).get("picks", {}), p: c})
        out += [info(_("{p} chooses").format(p=p), bold=True, key=f"ro-setup-chooses-{p}"),
                picker(options, picks.get(p), pick_company, key=f"ro-setup-pick-{p}",
                       spoken=lambda c, p=p: _("{p} takes {company}").format(p=p, company=c))]
    chair = chairman_now(ctx, players, state.banker)
    out += [section(_("Chairman")), picker(players, chair, lambda p: ctx.put("ro-setup-chair", p), key="ro-setup-chair",
                                           spoken=lambda p: _("Chairman {p}").format(p=p))]
    defaults = {k: d for k, _l, d, _k in OPTIONS}
    opts: dict = ctx.get("ro-setup-opts", defaults)
    out.append(section(_("Settings")))
    for key, label, default, kind in OPTIONS:
        def flip(e, key=key) -> None:  # read afresh: two quick flips both count
            ctx.put("ro-setup-opts", {**ctx.get("ro-setup-opts", defaults), key: bool(e.control.value)})
        out += [labelled(ft.Switch(value=opts[key], on_change=flip), _(label) + (f" — {_(kind)}" if kind else ""),
                         key=f"ro-setup-opt-{key}"),
                *([note(off_side(key), key=f"ro-setup-off-{key}")] if key != "cash_open" else [])]  # the other
        # side of the switch (hidden cash, the other side of "Cash open to all", has its own note below)
    out.append(note(_("Hidden cash (the default): each phone shows only its own company's cash; the app checks "
                      "who can pay. Interpretations are the app's reading where the rulebook is silent.")))

    def start(e) -> None:
        chosen = dict(ctx.get("ro-setup-opts", defaults))  # this screen's choices as they stand at the tap
        chairman = chairman_now(ctx, players, state.banker)
        if run(ctx, sid, "setup", lambda log, actor: set_up(log, actor, dict(picks), rolls=rounds, chairman=chairman,
                                                             options=chosen)):
            ctx.services.hub.drafts.clear(sid)  # recorded: the log holds the dice and the picks now

    def again(e) -> None:
        _publish(ctx, sid, rounds=[], picks={})
    out += [*refusal(ctx, sid, "setup"),
            ft.FilledButton(_("Start the game"), icon=ft.Icons.PLAY_ARROW, width=float("inf"), on_click=start,
                            key="ro-setup-start"),
            ft.TextButton(_("Roll the dice again"), on_click=again, key="ro-setup-again"),
            note(_("Each player gets $7 billion, one Store, one card of each product; every company's 10 shares "
                   "are the Bank's; price meters on $500M; sales meters on Square One; the Hex on Radios."))]
    return out


def waiting_setup(ctx=None, sid: str | None = None, state=None, seat: str | None = None) -> list[ft.Control]:
    """What every other phone sees while the banker sets up: the dice for the choice and the picks, live; on the
    phone of the player choosing now, that the banker records the choice (a seat has no control for it)."""
    out = [card(info(_("The banker is setting up the game: companies in die order, the Chairman."), size=16))]
    if ctx is None or sid is None or state is None:
        return out
    board = _board(ctx, sid)
    rounds = board.get("rounds", [])
    off = roll_off(state.players, rounds)  # the rules: who rolls next, who chooses first, the order of choice
    rolling, first = off.rolling, off.first
    if not rounds:
        return out + [info(_("Waiting for the dice: the highest die chooses a company first."), ident="setup-dice")]
    dice = "; ".join(", ".join(f"{p} {v}" for p, v in r.items()) for r in rounds)
    if first is None:
        return out + [info(_("Dice: {dice}. Tied: {players} roll again (the app's interpretation).").format(
                               dice=dice, players=listing(rolling or [])),
                           ident="setup-dice",
                           size=16, bold=True),
                      dice_row([v for r in rounds[-1:] for v in r.values()], size=40, prefix="setup-die")]
    order = off.order
    picks = board.get("picks", {})
    out += [info(_("Dice: {dice}. {p} chooses first; order: {order}").format(dice=dice, p=first,
                                                                             order=", ".join(order)),
                 ident="setup-dice", size=16, bold=True),
            dice_row([v for v in rounds[-1].values()], size=40, prefix="setup-die")]
    now = off.choosing(picks)

    def pick_line(p: str) -> str:
        if picks.get(p):
            return f"{p}: {picks[p]}"
        return (_("{p}: choosing…") if p == now else _("{p}: not their turn to choose yet")).format(p=p)
    out += [info(pick_line(p), ident=f"setup-pick-{p}", size=16, bold=p == now, key=f"ro-setup-picked-{p}")
            for p in order]
    if seat is not None and seat == now:
        out.append(card(info(_("Your turn to choose a company: tell the banker which company you choose; the banker "
                               "records it."), ident="setup-your-choice", size=16, bold=True), key="ro-setup-your-choice"))
    return out

