"""Roll and Rails before the draft: the game's setup, the starting goods helper, the round's roll, solo Step 1."""
from __future__ import annotations

import flet as ft

from calculators.core.log import active_actions
from calculators.roll_and_rails import (
    configure,
    dice_count,
    draw_city_goods,
    enter_city_goods,
    enter_draft,
    found_city,
    roll_draft,
)
from calculators.roll_and_rails.fold import GOODS_DRAWN
from calculators.roll_and_rails.setup import AWARDS
from calculators.roll_and_rails.setup_goods import goods_left
from companion.i18n import N_, _, ngettext
from companion.views.games.roll_and_rails.common import (
    Hand,
    card,
    choices,
    colour_dot,
    colour_name,
    dice_strip,
    kept,
    tried,
)
from companion.widgets.fields import (
    number_field,
    parse_whole,
    radio,
    section,
    text_field,
)

RANDOM = "__random__"
AWARD_NAMES = {"bronze": N_("Bronze"), "silver": N_("Silver"), "gold": N_("Gold"), "platinum": N_("Platinum")}


def _values(text: str | None) -> list:
    """'2 4 6' or '2,4,6' -> [2, 4, 6]; anything else is passed on as typed for the rules to name."""
    return [parse_whole(v, None) for v in (text or "").replace(",", " ").split()]


def setup_form(hand: Hand, state, board) -> list[ft.Control]:
    """The banker's setup: rounds for this map and player count, the setup table, first player, solo awards."""
    ctx, k = hand.ctx, f"rr-setup-{hand.sid}"
    n = len(state.players)
    rounds = kept(ctx, f"{k}-rounds", lambda: number_field(
        _("Rounds"), name=_("Rounds in this game"), hint=_("e.g. 8")))
    rounds.helper = ngettext("From the map's corner, for {n} player", "From the map's corner, for {n} players",
                             n).format(n=n)
    colours = board.value("setup_colors")
    supply = {c: kept(ctx, f"{k}-supply-{c}", lambda c=c: number_field(
        colour_name(c).capitalize(), col={"xs": 4},
        name=_("{colour} goods in the setup table").format(colour=colour_name(c).capitalize())))
              for c in colours}
    first = kept(ctx, f"{k}-first", lambda: ft.RadioGroup(value=RANDOM, content=ft.Column(
        [radio(value=RANDOM, label=_("Draw the first player at random"))]
        + [radio(value=p, label=_("{name} starts").format(name=p)) for p in state.players], spacing=0)))
    awards = {a: kept(ctx, f"{k}-award-{a}", lambda a=a: number_field(_(AWARD_NAMES[a]), col={"xs": 6},
                                                                     name=_("{award} award threshold").format(
                                                                         award=_(AWARD_NAMES[a]))))
              for a in AWARDS} if state.solo else {}
    starting = kept(ctx, f"{k}-starting", lambda: number_field(
        _("Starting goods already drawn (optional)"), name=_("Starting goods already drawn"))) if state.solo else None
    message = ctx.keep(f"{k}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))
    # Only what applies (issue 16): the solo game scores its starting goods (-2 each unshipped), so it always asks
    # for the setup table; a multiplayer game needs it only when the app rolls the starting goods.
    helper = state.solo or hand.memory("app-goods", {"on": False})["on"]
    fields = {"rounds": rounds, **({f"supply.{c}": f for c, f in supply.items()} if helper else {}),
              **{f"awards.{a}": f for a, f in awards.items()}, **({"starting_goods": starting} if starting else {})}

    def start(e) -> None:
        values = {"rounds": parse_whole(rounds.value, None),
                  "supply": {c: parse_whole(f.value, None) for c, f in supply.items()} if helper else None,
                  "first_player": None if first.value == RANDOM else first.value}
        if state.solo:
            values["awards"] = {a: parse_whole(f.value, None) for a, f in awards.items()}
            values["starting_goods"] = parse_whole(starting.value, 0)
        tried(hand, None, lambda log, actor: configure(log, actor, **values), message, fields)

    def app_goods(e) -> None:
        hand.memory("app-goods", {"on": False})["on"] = bool(e.control.value)
        hand.redraw()

    table = [ft.Text(_("Setup table: goods of each colour on this map"), weight=ft.FontWeight.BOLD),
             ft.ResponsiveRow(list(supply.values()), run_spacing=4)]
    return [
        ft.Text(_("Enter the map's numbers once; the map and the sheets stay on the table."), size=14),
        rounds,
        *(table if state.solo else [
            ft.Switch(label=_("The app rolls the starting goods"), value=helper, on_change=app_goods),
            ft.Semantics(identifier="rr-goods-by-hand", content=ft.Text(
                _("The setup table's goods are needed only for that: the app then reads each city's three dice "
                  "against them and rerolls a colour used up (Setup). Off: fill the cities in on the map by hand.")
                if helper else _("Off: fill the starting goods into the cities on the map by hand, with your own "
                                 "dice and the setup table (Setup)."), size=13)),
            *(table if helper else [])]),
        *([ft.Text(_("Solo awards on this map (points)"), weight=ft.FontWeight.BOLD),
           ft.ResponsiveRow(list(awards.values()), run_spacing=4), starting] if state.solo else []),
        *([ft.Text(_("First player"), weight=ft.FontWeight.BOLD), first] if n > 1 else []),
        message,
        ft.FilledButton(_("Start the game"), icon=ft.Icons.PLAY_ARROW, width=float("inf"), on_click=start),
    ]


def goods_helper(hand: Hand, snap, state, board, actor_player: str | None) -> list[ft.Control]:
    """Setup goods helper: three dice per city from the top left, the goods to draw listed per city."""
    ctx, k = hand.ctx, f"rr-goods-{hand.sid}"
    colours = board.value("setup_colors")
    assumed = board.sources.get("setup_colors") == "assumed"
    legend = ", ".join(f"{i} {colour_name(c)}" for i, c in enumerate(colours, start=1))
    six = _("a 6 is rolled again (solo)") if state.solo else _("a 6 crosses out a space")
    left = goods_left(state.supply, [c.goods for c in state.goods])
    rolled = {e.data["city"]: e.data["values"] for e in active_actions(snap.log) if e.kind == GOODS_DRAWN}
    city = kept(ctx, f"{k}-city", lambda: text_field(_("Next city (top left first, row by row)"), max_length=40))
    typed = kept(ctx, f"{k}-typed", lambda: text_field(_("Real dice for this city, in order (e.g. 2 4 6)"),
                                                        max_length=80))
    message = ctx.keep(f"{k}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))
    fields = {"city": city, "values": typed}

    def done() -> None:
        city.value, typed.value = "", ""

    def roll(e) -> None:
        tried(hand, actor_player, lambda log, actor: draw_city_goods(log, actor, city.value or ""), message, fields,
              done)

    def enter(e) -> None:
        tried(hand, actor_player, lambda log, actor: enter_city_goods(log, actor, city.value or "",
                                                                       _values(typed.value)), message, fields, done)

    cities = [ft.Semantics(identifier=f"goods-{c.city}", content=ft.Row([
        ft.Text(f"{i}. {c.city}", weight=ft.FontWeight.BOLD, width=110),
        dice_strip(rolled.get(c.city, []), 22),
        *[colour_dot(g) for g in c.goods],
        *([ft.Text(ngettext("{n} space crossed out", "{n} spaces crossed out", c.crossed).format(n=c.crossed),
                size=13)] if c.crossed else []),
    ], wrap=True, spacing=6)) for i, c in enumerate(state.goods, start=1)]
    return [
        section(_("Starting goods")),
        ft.Text((_("Roll three dice per city: {legend} (assumed); {six}; a colour used up in the setup table and "
                   "three equal dice are rolled again.") if assumed else
                 _("Roll three dice per city: {legend}; {six}; a colour used up in the setup table and three equal "
                   "dice are rolled again.")).format(legend=legend, six=six), size=13),
        ft.Row([ft.Text(_("Left in the setup table:"), size=13),
                *[colour_dot(c, f"{colour_name(c)} {left.get(c, 0)}") for c in colours]], wrap=True, spacing=6),
        *cities,
        city,
        ft.Row([ft.FilledTonalButton(_("Roll for this city"), icon=ft.Icons.CASINO, on_click=roll)], wrap=True),
        typed,
        ft.TextButton(_("Record the real dice for this city"), icon=ft.Icons.EDIT, on_click=enter),
        message,
    ]


def roll_controls(hand: Hand, state, actor_player: str | None) -> list[ft.Control]:
    """The round's dice: rolled by the app, or typed in from real dice (the banker or the first player)."""
    ctx, k = hand.ctx, f"rr-roll-{hand.sid}"
    n = dice_count(len(state.players))
    typed = kept(ctx, f"{k}-{state.round}", lambda: text_field(
        ngettext("The {n} die you rolled", "The {n} dice you rolled", n)
            .format(n=n),
                                                             max_length=80))
    typed.helper = _("e.g. {example}").format(example=" ".join(str(1 + i % 6) for i in range(n)))
    message = ctx.keep(f"{k}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))

    def roll(e) -> None:
        tried(hand, actor_player, lambda log, actor: roll_draft(log, actor), message)

    def enter(e) -> None:
        tried(hand, actor_player, lambda log, actor: enter_draft(log, actor, _values(typed.value)), message,
              {"values": typed})

    head = ngettext("Round {round}: roll {n} die (choose four)", "Round {round}: roll {n} dice (choose four)", n) \
        if state.solo else ngettext("Round {round}: roll {n} die", "Round {round}: roll {n} dice", n)
    return [
        section(head.format(round=state.round, n=n)),
        ft.FilledButton(ngettext("Roll {n} die", "Roll {n} dice", n).format(n=n),
                icon=ft.Icons.CASINO, width=float("inf"), on_click=roll),
        typed,
        ft.OutlinedButton(_("Record the real dice"), icon=ft.Icons.EDIT, on_click=enter),
        message,
    ]


def solo_step_one(hand: Hand, state, board, player: str) -> list[ft.Control]:
    """Solo Step 1 (from the second round): a town joined to a city by a connection may become a city."""
    ctx, k = hand.ctx, f"rr-step1-{hand.sid}"
    letters = board.value("new_city_colors")
    taken = [c.letter for c in state.new_cities]
    done_now = [c for c in state.new_cities if c.round == state.round]
    if done_now:
        return [section(_("Step 1: a new city")),
                ft.Text(_("{town} became city {letter} ({colour}) this round.").format(
            town=done_now[0].town, letter=done_now[0].letter, colour=colour_name(letters[done_now[0].letter])))]
    town = kept(ctx, f"{k}-town", lambda: text_field(_("Town joined to a city"), max_length=40))
    pick = hand.memory("step1-letter", {"v": None})
    message = ctx.keep(f"{k}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))

    def chosen(letter):
        pick["v"] = letter

    def found(e) -> None:
        tried(hand, player, lambda log, actor: found_city(log, actor, town.value or "", pick["v"] or ""), message,
              {"town": town}, lambda: hand.forget("step1-letter"))

    return [card(
        section(_("Step 1 (optional): make a town a city")),
        ft.Text(_("Only a town with a connection to a city; skip this and roll the dice if none."), size=13),
        town,
        choices([(L, f"{L} {colour_name(c)}", _("City {letter} ({colour})").format(letter=L, colour=colour_name(c)))
                 for L, c in letters.items()
                 if taken.count(L) < board.value("new_city_copies")], pick["v"], chosen),
        message,
        ft.FilledTonalButton(_("Make the town a city"), icon=ft.Icons.LOCATION_CITY, on_click=found),
    )]
