"""Setting Up: the die for the choice of companies (rolled in the app or typed from real dice), each player's
company in that order, the Chairman, and the settings (interpretations marked as such)."""
from __future__ import annotations

import flet as ft

from calculators.core.model import RuleError
from calculators.rollout import set_up
from calculators.rollout.companies import CITIES, COMPANY_NAMES
from calculators.rollout.allowed import roll_off
from calculators.rollout.setup import _roll_rounds
from companion.context import TOPIC
from companion.i18n import N_, _, current
from companion.views.games.rollout.common import button, card, info, mem, note, num, picker, refusal, run
from companion.widgets.dice import dice_row
from companion.widgets.fields import number_field, section
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


def setup_form(ctx, sid: str, state) -> list[ft.Control]:
    m = mem(ctx, sid)
    board = _board(ctx, sid)
    players = state.players
    rounds = board.get("rounds", [])
    off = roll_off(players, rounds)  # the rules: who rolls next, who chooses first, the order of choice
    rolling, first = off.rolling, off.first
    out: list[ft.Control] = [section(_("Choose a Company: the highest die chooses first, then clockwise"))]
    if first is None:
        who = list(rolling or players)
        if off.tie:
            out.append(info(_("Tied for the highest die: {players} roll again.").format(players=", ".join(who)), ident="ro-setup-tie"))
        fields = {p: ctx.keep(f"{current()}-ro-setup-die-{sid}-{len(rounds)}-{p}", lambda p=p: number_field(
            _("{p}'s die").format(p=p), name=_("{p}'s die for the choice").format(p=p), col={"xs": 4}))
              for p in who}

        def roll_app(e) -> None:
            _publish(ctx, sid, rounds=rounds + _roll_rounds(who, None))

        def typed(e) -> None:
            rnd = {p: num(f, None) for p, f in fields.items()}
            try:
                roll_off(players, rounds + [rnd])  # the rules check each face
            except RuleError as err:
                m["setup_msg"] = rule_words(err)
                ctx.refresh()
            else:
                m.pop("setup_msg", None)
                _publish(ctx, sid, rounds=rounds + [rnd])
        out += [ft.ResponsiveRow(list(fields.values())),
                *([ft.Text(m["setup_msg"], color=ft.Colors.ERROR)] if m.get("setup_msg") else []),
                ft.Row([button(_("Record these dice"), typed, icon=ft.Icons.EDIT, filled=False),
                        button(_("Roll in the app"), roll_app, icon=ft.Icons.CASINO)], wrap=True)]
        return out
    order = off.order
    dice = "; ".join(", ".join(f"{p} {v}" for p, v in r.items()) for r in rounds)
    out.append(info(_("Dice: {dice}. {p} chooses first; order: {order}").format(dice=dice, p=first,
                                                                                 order=", ".join(order)),
                    ident="ro-choice-order"))
    picks: dict = board.get("picks", {})
    for p in order:
        taken = {picks.get(q) for q in order if q != p}
        options = [c for c in COMPANY_NAMES if c not in taken]

        def pick(c, p=p) -> None:
            _publish(ctx, sid, picks={**_board(ctx, sid).get("picks", {}), p: c})
        out += [info(_("{p} chooses").format(p=p), bold=True),
                picker(options, picks.get(p), pick, spoken=lambda c, p=p: _("{p} takes {company}").format(p=p, company=c))]
    chair = m.setdefault("setup_chair", players[0])
    out += [section(_("Chairman")), picker(players, chair, lambda p: (m.update(setup_chair=p), ctx.refresh()),
                                           spoken=lambda p: _("Chairman {p}").format(p=p))]
    opts: dict = m.setdefault("setup_opts", {k: d for k, _, d, _ in OPTIONS})
    out.append(section(_("Settings")))
    for key, label, default, kind in OPTIONS:
        def flip(e, key=key) -> None:
            opts[key] = bool(e.control.value)
        out.append(ft.Switch(label=_(label) + (f" — {_(kind)}" if kind else ""), value=opts[key], on_change=flip))
    out.append(note(_("Hidden cash (the default): each phone shows only its own company's cash; the app checks "
                      "who can pay. Interpretations are the app's reading where the rulebook is silent.")))

    def start(e) -> None:
        if run(ctx, sid, "setup", lambda log, actor: set_up(log, actor, dict(picks), rolls=rounds, chairman=chair,
                                                             options=dict(opts))):
            ctx.services.hub.drafts.clear(sid)  # recorded: the log holds the dice and the picks now

    def again(e) -> None:
        _publish(ctx, sid, rounds=[], picks={})
    out += [*refusal(ctx, sid, "setup"),
            ft.FilledButton(_("Start the game"), icon=ft.Icons.PLAY_ARROW, width=float("inf"), on_click=start),
            ft.TextButton(_("Roll the dice again"), on_click=again),
            note(_("Each player gets $7 billion, one Store, one card of each product; every company's 10 shares "
                   "are the Bank's; price meters on $500M; sales meters on Square One; the Hex on Radios."))]
    return out


def waiting_setup(ctx=None, sid: str | None = None, state=None) -> list[ft.Control]:
    """What every other phone sees while the banker sets up: the dice for the choice and the picks, live."""
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
        return out + [info(_("Dice: {dice}. Tied: {players} roll again.").format(dice=dice, players=", ".join(rolling or [])),
                           ident="setup-dice",
                           size=16, bold=True),
                      dice_row([v for r in rounds[-1:] for v in r.values()], size=40, prefix="setup-die")]
    order = off.order
    picks = board.get("picks", {})
    out += [info(_("Dice: {dice}. {p} chooses first; order: {order}").format(dice=dice, p=first,
                                                                             order=", ".join(order)),
                 ident="setup-dice", size=16, bold=True),
            dice_row([v for v in rounds[-1].values()], size=40, prefix="setup-die")]
    out += [info(f"{p}: {picks[p]}" if picks.get(p) else _("{p}: choosing…").format(p=p), ident=f"setup-pick-{p}", size=16)
            for p in order]
    return out


CITY = CITIES
