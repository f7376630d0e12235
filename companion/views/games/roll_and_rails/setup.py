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
    setup_faults,
)
from calculators.roll_and_rails.fold import GOODS_DRAWN
from calculators.roll_and_rails.setup import AWARDS
from calculators.roll_and_rails.setup_goods import goods_left
from companion.i18n import N_, _, ngettext
from companion.i18n.refusals import refusal
from companion.views.games.roll_and_rails.common import (
    Hand,
    card,
    choices,
    colour_dot,
    colour_name,
    dice_strip,
    message,
    tried,
)
from companion.widgets.fields import (
    labelled,
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


def _named(field: ft.TextField) -> str:
    """A field's label as the phone shows it (as `Ctx.act` names a field at fault beside the button)."""
    label = field.label
    return label.value if isinstance(label, ft.Text) else str(label)


def setup_form(hand: Hand, state, board) -> list[ft.Control]:
    """The banker's setup: rounds for this map and player count, the setup table, first player, solo awards."""
    ctx = hand.ctx
    n = len(state.players)
    rounds = number_field(_("Rounds"), name=_("Rounds in this game"), hint=_("e.g. 8"))
    rounds.helper = ngettext("From the map's corner, for {n} player", "From the map's corner, for {n} players",
                             n).format(n=n)
    rounds = ctx.field("setup-rounds", rounds)
    colours = board.value("setup_colors")
    supply = {c: ctx.field(f"setup-supply-{c}", number_field(
        colour_name(c).capitalize(), col={"xs": 4},
        name=_("{colour} goods in the setup table").format(colour=colour_name(c).capitalize())))
              for c in colours}
    chosen_first = ctx.get("setup-first", RANDOM)
    first = ft.RadioGroup(value=chosen_first, key="setup-first",
                          on_change=lambda e: ctx.put("setup-first", e.control.value or RANDOM),
                          content=ft.Column([radio(value=RANDOM, label=_("Draw the first player at random"))]
                                            + [radio(value=p, label=_("{name} starts").format(name=p))
                                               for p in state.players], spacing=0))
    awards = {a: ctx.field(f"setup-award-{a}", number_field(
        _(AWARD_NAMES[a]), col={"xs": 6}, name=_("{award} award threshold").format(award=_(AWARD_NAMES[a]))))
              for a in AWARDS} if state.solo else {}
    starting = ctx.field("setup-starting", number_field(
        _("Starting goods already drawn"), name=_("Starting goods already drawn"))) if state.solo else None
    if starting is not None:  # "(optional)" under it: in the label it was cut at 360 px ("… (opti…", a walk)
        starting.helper = _("Optional")
    # Only what applies (issue 16): the solo game scores its starting goods (-2 each unshipped), so it always asks
    # for the setup table; a multiplayer game needs it only when the app rolls the starting goods.
    helper = state.solo or ctx.get("app-goods", False)
    fields = {"rounds": "setup-rounds", **({f"supply.{c}": f"setup-supply-{c}" for c in colours} if helper else {}),
              **{f"awards.{a}": f"setup-award-{a}" for a in awards},
              **({"starting_goods": "setup-starting"} if starting else {})}

    def typed(field: str) -> dict:
        """The form's fields as typed (all of them, or those not blank), for the rules' checks of each field."""
        return {rule: parse_whole(ctx.text(key), None) for rule, key in fields.items()
                if (field == "all" and rule != "starting_goods") or ctx.text(key).strip()}

    def retyped(e) -> None:
        """As a field is typed in, every field at fault says so at itself, all at once (a walk read one refusal at a
        time, the awards' above the button); in the screen's state, so an action done meanwhile clears them."""
        faults = setup_faults(typed("some"))
        for rule, key in fields.items():
            if rule in faults:
                ctx.state.errors[key] = refusal(faults[rule])
            else:
                ctx.state.errors.pop(key, None)
        ctx.state.errors.pop("setup", None)
        ctx.state.rerender()

    for key in fields.values():
        ctx.state.fields[key].on_change = retyped

    def start(e) -> None:
        faults = setup_faults(typed("all"))
        if faults:  # nothing is saved; each field at fault says why, and the button says where to look
            for rule, err in faults.items():
                ctx.state.errors[fields[rule]] = refusal(err)
            named = [_named(ctx.state.fields[fields[rule]]) for rule in fields if rule in faults]
            ctx.fail("setup", _("{field}: {refusal}").format(field=named[0], refusal=refusal(next(iter(
                faults.values())))) if len(faults) == 1 else ngettext(
                    "{n} field above needs a change: {fields}.", "{n} fields above need a change: {fields}.",
                    len(faults)).format(n=len(faults), fields=", ".join(named)))
            return
        values = {"rounds": parse_whole(ctx.text("setup-rounds"), None),
                  "supply": {c: parse_whole(ctx.text(f"setup-supply-{c}"), None) for c in colours} if helper
                  else None,
                  "first_player": None if ctx.get("setup-first", RANDOM) == RANDOM else ctx.get("setup-first")}
        if state.solo:
            values["awards"] = {a: parse_whole(ctx.text(f"setup-award-{a}"), None) for a in awards}
            values["starting_goods"] = parse_whole(ctx.text("setup-starting"), 0)
        tried(hand, None, lambda log, actor: configure(log, actor, **values), "setup", fields)

    def app_goods(e) -> None:
        ctx.put("app-goods", bool(e.control.value))

    table = [ft.Text(_("Setup table: goods of each colour on this map"), weight=ft.FontWeight.BOLD,
                     key="setup-table-head"),
             ft.ResponsiveRow(list(supply.values()), run_spacing=4, key="setup-table")]
    return [
        ft.Text(_("Enter the map's numbers once; the map and the sheets stay on the table."), size=14,
                key="setup-intro"),
        rounds,
        # A refusal on the field takes the helper's place: where the number is printed stays said under it.
        *([ft.Text(rounds.helper, size=12, color=ft.Colors.ON_SURFACE_VARIANT, key="setup-rounds-where")]
          if rounds.error else []),
        *(table if state.solo else [
            labelled(ft.Switch(value=helper, on_change=app_goods), _("The app rolls the starting goods"),
                     key="app-goods"),
            ft.Semantics(identifier="rr-goods-by-hand", key="rr-goods-by-hand", content=ft.Text(
                _("The setup table's goods are needed only for that: the app then reads each city's three dice "
                  "against them and rerolls a colour used up (Setup). Off: fill the cities in on the map by hand.")
                if helper else _("Off: fill the starting goods into the cities on the map by hand, with your own "
                                 "dice and the setup table (Setup)."), size=13)),
            *(table if helper else [])]),
        *([ft.Text(_("Solo awards on this map (points)"), weight=ft.FontWeight.BOLD, key="awards-head"),
           ft.ResponsiveRow(list(awards.values()), run_spacing=4, key="awards"), starting] if state.solo else []),
        *([ft.Text(_("First player"), weight=ft.FontWeight.BOLD, key="first-head"), first] if n > 1 else []),
        message(ctx, "setup"),
        ft.FilledButton(_("Start the game"), icon=ft.Icons.PLAY_ARROW, width=float("inf"), on_click=start,
                        key="start-game"),
    ]


def goods_helper(hand: Hand, snap, state, board, actor_player: str | None) -> list[ft.Control]:
    """Setup goods helper: three dice per city from the top left, the goods to draw listed per city."""
    ctx = hand.ctx
    colours = board.value("setup_colors")
    assumed = board.sources.get("setup_colors") == "assumed"
    legend = ", ".join(f"{i} {colour_name(c)}" for i, c in enumerate(colours, start=1))
    six = _("a 6 is rolled again (solo)") if state.solo else _("a 6 crosses out a space")
    left = goods_left(state.supply, [c.goods for c in state.goods])
    rolled = {e.data["city"]: e.data["values"] for e in active_actions(snap.log) if e.kind == GOODS_DRAWN}
    city = ctx.field("goods-city", text_field(_("Next city (top left first, row by row)"), max_length=40))
    typed = ctx.field("goods-typed", text_field(_("Real dice for this city, in order (e.g. 2 4 6)"), max_length=80))
    fields = {"city": "goods-city", "values": "goods-typed"}

    def done() -> None:
        ctx.state.clear("goods-city", "goods-typed")

    def roll(e) -> None:
        tried(hand, actor_player, lambda log, actor: draw_city_goods(log, actor, ctx.text("goods-city")), "goods",
              fields, done)

    def enter(e) -> None:
        tried(hand, actor_player, lambda log, actor: enter_city_goods(log, actor, ctx.text("goods-city"),
                                                                       _values(ctx.text("goods-typed"))),
              "goods", fields, done)

    cities = [ft.Semantics(identifier=f"goods-{c.city}", key=f"city-{c.city}", content=ft.Row([
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
        ft.Row([ft.FilledTonalButton(_("Roll for this city"), icon=ft.Icons.CASINO, on_click=roll)], wrap=True,
               key="goods-roll"),
        typed,
        ft.TextButton(_("Record the real dice for this city"), icon=ft.Icons.EDIT, on_click=enter,
                      key="goods-enter"),
        message(ctx, "goods"),
    ]


def roll_controls(hand: Hand, state, actor_player: str | None) -> list[ft.Control]:
    """The round's dice: rolled by the app, or typed in from real dice (the banker or the first player)."""
    # The round's own field and refusal: a refusal of round 1's typed dice is not shown in round 2 when another
    # phone rolled round 1 (a walk read it there).
    ctx, key, where = hand.ctx, f"typed-roll-{state.round}", f"roll-{state.round}"
    n = dice_count(len(state.players))
    typed = text_field(ngettext("The {n} die you rolled", "The {n} dice you rolled", n).format(n=n), max_length=80)
    typed.helper = _("e.g. {example}").format(example=" ".join(str(1 + i % 6) for i in range(n)))
    typed = ctx.field(key, typed)

    def roll(e) -> None:
        tried(hand, actor_player, lambda log, actor: roll_draft(log, actor), where)

    def enter(e) -> None:
        tried(hand, actor_player, lambda log, actor: enter_draft(log, actor, _values(ctx.text(key))), where,
              {"values": key})

    head = ngettext("Round {round}: roll {n} die (choose four)", "Round {round}: roll {n} dice (choose four)", n) \
        if state.solo else ngettext("Round {round}: roll {n} die", "Round {round}: roll {n} dice", n)
    return [
        section(head.format(round=state.round, n=n)),
        ft.FilledButton(ngettext("Roll {n} die", "Roll {n} dice", n).format(n=n),
                        icon=ft.Icons.CASINO, width=float("inf"), on_click=roll, key="roll-dice"),
        typed,
        ft.OutlinedButton(_("Record the real dice"), icon=ft.Icons.EDIT, on_click=enter, key="roll-enter"),
        message(ctx, where),
    ]


def solo_step_one(hand: Hand, state, board, player: str) -> list[ft.Control]:
    """Solo Step 1 (from the second round): a town joined to a city by a connection may become a city."""
    ctx = hand.ctx
    letters = board.value("new_city_colors")
    taken = [c.letter for c in state.new_cities]
    done_now = [c for c in state.new_cities if c.round == state.round]
    if done_now:
        return [section(_("Step 1: a new city")),
                ft.Text(_("{town} became city {letter} ({colour}) this round.").format(
            town=done_now[0].town, letter=done_now[0].letter, colour=colour_name(letters[done_now[0].letter])))]
    town = ctx.field("step1-town", text_field(_("Town joined to a city"), max_length=40))
    pick = ctx.get("step1-letter")

    def found(e) -> None:
        tried(hand, player, lambda log, actor: found_city(log, actor, ctx.text("step1-town"),
                                                                  ctx.get("step1-letter") or ""), "step1",
              {"town": "step1-town"}, lambda: ctx.state.drop("step1-letter"))

    return [card(
        section(_("Step 1 (optional): make a town a city")),
        ft.Text(_("Only a town with a connection to a city; skip this and roll the dice if none."), size=13),
        town,
        choices([(L, f"{L} {colour_name(c)}", _("City {letter} ({colour})").format(letter=L, colour=colour_name(c)))
                 for L, c in letters.items()
                 if taken.count(L) < board.value("new_city_copies")], pick, lambda v: ctx.put("step1-letter", v),
                key="step1-letters"),
        message(ctx, "step1"),
        ft.FilledTonalButton(_("Make the town a city"), icon=ft.Icons.LOCATION_CITY, on_click=found,
                             key="step1-found"),
        key="step1",
    )]
