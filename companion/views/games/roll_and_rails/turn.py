"""Roll and Rails action phase on a phone: manipulators, matching the dice, then each die's action."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import (
    add_goods,
    assign_dice,
    build_track,
    die_options,
    flip_die,
    found_city,
    match_die,
    more_than_one_hex,
    nudge_die,
    reroll_dice,
    take_money,
    track_cost,
    upgrade_stock,
)
from calculators.roll_and_rails.rules import UPGRADE_DICE
from calculators.roll_and_rails.tables import MANIPULATORS, SHAPES, TERRAINS
from companion.i18n import _
from companion.views.games.roll_and_rails.common import (
    MANIPULATOR_NAMES,
    Hand,
    build_label,
    card,
    choice,
    choices,
    colour_name,
    message,
    money,
    name_of,
    shown_die,
    terrain_name,
    tried,
    why,
)
from companion.views.games.roll_and_rails.assumed import interpretation_note
from companion.views.games.roll_and_rails.goods_set import set_picker
from companion.views.games.roll_and_rails.ship import shipment_form
from companion.widgets.fields import parse_whole, section, text_field
from companion.views.games.roll_and_rails.end_turn import end_button


def small(label: str, name: str, on_click, *, key: str, icon=None, choice=None) -> ft.Control:
    """A compact button whose accessible name says which die it acts on; disabled when the rules' `choice`
    says the action is not possible now (its reason is shown beside the die). Keyed: the buttons beside a die
    change as manipulators are crossed out, and a tap crossing that change must not reach another button."""
    return ft.OutlinedButton(content=ft.Text(label, semantics_label=name), icon=icon, on_click=on_click,
                             disabled=choice is not None and not choice.ok, height=48, key=key,
                             style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=10, vertical=4)))


def crossed_row(sheet) -> ft.Control:
    """The four manipulators, crossed out once used."""
    chips = []
    for m in MANIPULATORS:
        used = m in sheet.manipulators
        chips.append(ft.Container(ft.Text(_(MANIPULATOR_NAMES[m]), size=13, semantics_label=(
            (_("{name}: crossed out") if used else _("{name}: available"))
                    .format(name=_(MANIPULATOR_NAMES[m]))),
                    style=ft.TextStyle(
            decoration=ft.TextDecoration.LINE_THROUGH if used else None, color=ft.Colors.OUTLINE if used else None)),
            border=ft.Border.all(1, ft.Colors.OUTLINE), border_radius=12,
            padding=ft.Padding.symmetric(horizontal=8, vertical=2)))
    return ft.Semantics(identifier=f"manipulators-{sheet.name}", key=f"manipulators-{sheet.name}",
                        content=ft.Row(chips, wrap=True, spacing=6))


def changed_this_round(hand: Hand, player: str) -> list[ft.Control]:
    """What each manipulator the player used this round changed, in the rules' words ("Ann used “Modify +/-1”: 1 to 2")."""
    from calculators.core.log import active_actions
    from calculators.core.words import history
    from companion.views.phone_lang import phone_lang

    snap = hand.ctx.services.hub.get(hand.sid)
    since: list = []
    for e in active_actions(snap.log):
        if e.kind == "rails.dice_rolled":
            since = []  # a new round's draft roll: earlier changes belong to earlier rounds
        elif e.kind == "rails.dice_changed" and e.data.get("player") == player:
            since.append(e)
    if not since:
        return []
    lines = history(snap.setup.game, snap.log, phone_lang(hand.ctx, snap.setup.game), hand.seat)
    return [ft.Semantics(identifier=f"manip-done-{player}-{i}", key=f"manip-done-{player}-{e.seq}", content=ft.Text(
        lines.get(e.seq, ""), size=15, weight=ft.FontWeight.BOLD)) for i, e in enumerate(since)]


def manipulators(hand: Hand, state, player: str) -> list[ft.Control]:
    """Dice manipulators, each once per game, after the draft and before the dice are matched."""
    s = state.sheet(player)
    left = [m for m in MANIPULATORS if m not in s.manipulators]
    done = changed_this_round(hand, player)
    if not left:
        return [crossed_row(s), *done]
    ctx, where, ticks, typed_key = hand.ctx, f"manip-{player}", f"reroll-{player}", f"manip-{player}-typed"
    ticked = ctx.get(ticks, ())

    def run(command) -> None:
        tried(hand, player, command, where, None, lambda: ctx.state.drop(ticks))

    def tick(i):
        def on(e):
            now = ctx.get(ticks, ())
            ctx.put(ticks, tuple(d for d in now if d != i) if i in now else (*now, i))
        return on

    def reroll(e) -> None:
        dice = sorted(ctx.get(ticks, ()))
        values = [parse_whole(v, None) for v in ctx.text(typed_key).replace(",", " ").split()] or None

        def done() -> None:
            ctx.state.drop(ticks)
            ctx.state.clear(typed_key)
        tried(hand, player, lambda log, actor: reroll_dice(log, actor, dice, values=values), where, None, done)

    may = hand.allowed(player)  # the rules: which manipulator may change which die now, and why not
    rows = []
    for i, v in enumerate(s.dice):
        tools: list[ft.Control] = []
        rule = may.dice[i] if i < len(may.dice) else None
        k = f"{player}-{i}"
        if "reroll" in left:
            tools.append(choice(_("Reroll"), i in ticked, tick(i), name=_("Reroll the {value}").format(value=v),
                                key=f"reroll-{k}"))
        if "nudge" in left:
            tools += [small("+1", _("The {value} plus 1").format(value=v), lambda e, i=i: run(
                lambda log, actor: nudge_die(log, actor, i, 1)), choice=rule.plus if rule else None, key=f"plus-{k}"),
                small("-1", _("The {value} minus 1").format(value=v), lambda e, i=i: run(
                    lambda log, actor: nudge_die(log, actor, i, -1)), choice=rule.minus if rule else None,
                    key=f"minus-{k}")]
        if "flip" in left:
            tools.append(small(_("Turn over ({value})").format(value=7 - v),
                               _("Turn the {value} over").format(value=v), lambda e, i=i: run(
                                   lambda log, actor: flip_die(log, actor, i)), key=f"flip-{k}"))
        if "match" in left:
            for j, w in enumerate(s.dice):
                if w != v and w not in s.dice[:j]:
                    tools.append(small(_("Make it {value}").format(value=w),
                                       _("Make the {value} a {target}").format(value=v, target=w),
                                       lambda e, i=i, j=j: run(lambda log, actor: match_die(log, actor, i, j)),
                                       key=f"match-{k}-{w}"))
        reasons = sorted({c.reason for c in ((rule.plus, rule.minus) if rule and "nudge" in left else ()) if not c.ok})
        rows.append(ft.Row([shown_die(v, 40, label=_("Die showing {value}").format(value=v)),
                            ft.Column([ft.Row(tools, wrap=True, spacing=6, run_spacing=4),
                                       *[why(r, f"manip-why-{i}", key=f"why-{n}") for n, r in enumerate(reasons)]],
                                      spacing=2, expand=True)],
                           vertical_alignment=ft.CrossAxisAlignment.START, key=f"manip-die-{k}"))
    return [
        crossed_row(s),
        *done,
        ft.Text(_("Each manipulator once per game, before the dice are matched (the rulebook: “after the dice are "
                  "drafted”; before the matching is the app's interpretation)."), size=13,
                key=f"manip-says-{player}"),
        # The solo rules ("Roll 5 dice … choose 4") do not mention them: offered, and said to be the app's reading.
        *([ft.Text(_("Solo: the rulebook's solo rules do not mention the dice manipulators; the app offers them as the "
                     "player sheet has them (interpretation). Leave them unused to play without."), size=13,
                   italic=True, key=f"manip-solo-{player}")] if state.solo else []),
        *rows,
        *([ctx.field(typed_key, text_field(_("New values (real dice)"), max_length=20)),
           ft.OutlinedButton(_("Reroll the ticked dice"), icon=ft.Icons.CASINO, on_click=reroll,
                             key=f"reroll-{player}")]
          if "reroll" in left else []),
        message(ctx, where),
    ]


def assignment(hand: Hand, state, board, player: str) -> list[ft.Control]:
    """Player's Turn: one die to the specialist wheel, three to the action table; each die shows what it can do."""
    s = state.sheet(player)
    ctx, key, where = hand.ctx, f"plan-{player}-{state.round}", f"plan-{player}"
    plan = ctx.get(key, {})

    def chosen(i):
        def on(option):
            ctx.state.errors.pop(where, None)
            ctx.put(key, {**ctx.get(key, {}), i: option})
        return on

    def match(e) -> None:
        now = ctx.get(key, {})
        if any(i not in now for i in range(len(s.dice))):
            ctx.fail(where, _("Choose what each die does."))
            return
        tried(hand, player, lambda log, actor: assign_dice(log, actor, [now[i] for i in range(len(s.dice))]), where)

    rows = []
    for i, v in enumerate(s.dice):
        options = die_options(board, v, state.solo, s.solo_uses if state.solo else None)
        rows.append(ft.Row([shown_die(v, 44, label=_("Die showing {value}").format(value=v)),
                            ft.Container(choices(
                                [(o, name_of(o), _("The {value}: {what}").format(value=v, what=name_of(o)))
                                 for o in options], plan.get(i), chosen(i), key=f"plan-{player}-{i}"),
                                expand=True)],
                           vertical_alignment=ft.CrossAxisAlignment.START, key=f"plan-die-{player}-{i}"))
    dear = hand.allowed(player).dear  # the rules: what the dice offer that the money does not cover yet
    items = ", ".join(f"{name_of(o)} {money(c)}" for o, c in dear)
    short = [ft.Text((_("You have {money} now; not affordable yet: {items}.") if hand.seat == player else
                      _("{player} has {money} now; not affordable yet: {items}.")).format(
        player=player, money=money(s.money), items=items) + " " + _(
        "A die matched to one waits for new money this turn (the Banker's die, transport points as $): “they cannot "
        "perform the action until new resources are gained”."), size=13, key=f"dear-{player}")] if dear else []
    uses = [ft.Text(_("Solo specialists, uses left: ") + ", ".join(f"{name_of(w)} {n}" for w, n in s.solo_uses.items()),
                    size=13, key="solo-uses")] if state.solo else []
    return [
        section(_("Match the dice")),
        ft.Text(_("One die to the specialist wheel, three to the action table."), size=13),
        *interpretation_note(board, state.solo, f"interpretation-{player}"),
        *uses, *rows, *short, message(ctx, where),
        ft.FilledButton(_("Match the dice"), icon=ft.Icons.CHECK, width=float("inf"), on_click=match,
                        key=f"match-dice-{player}"),
    ]


def track_panel(hand: Hand, state, board, player: str, die: int, what: str) -> list[ft.Control]:
    """Track cost calculator: tap each terrain the piece crosses; the rules sum the cost."""
    s = state.sheet(player)
    # The terrain and the Engineer's piece are the chosen die's own, this round: a refused build's terrain is not
    # carried to the next die (walks saw a refused piece's terrain stand under the next die's, and the next round's).
    mine = f"{player}-{state.round}-{die}"
    ctx, crossing, shaping, where = hand.ctx, f"terrain-{mine}", f"shape-{mine}", f"track-{player}"
    terrain = ctx.get(crossing, ())
    shape = ctx.get(shaping)
    costs = board.value("terrain_costs")

    def change(key, value) -> None:
        # A changed piece is judged afresh at the next tap on Build: the last refusal goes (a walk saw "Choose the
        # Engineer's piece" stand in red under the piece just chosen).
        ctx.state.errors.pop(where, None)
        ctx.put(key, value)

    def add(t):
        return lambda e: change(crossing, (*ctx.get(crossing, ()), t))

    def drop(e) -> None:
        change(crossing, ctx.get(crossing, ())[:-1])

    def build(e) -> None:
        crossed, piece = list(ctx.get(crossing, ())), ctx.get(shaping) if what == "engineer" else None
        tried(hand, player, lambda log, actor: build_track(log, actor, die, crossed, piece), where, None,
              lambda: ctx.state.drop(crossing, shaping))

    piece = shape if what == "engineer" else what
    built = ", ".join(f"{name_of(sh)} {n}" for sh, n in zip(SHAPES, s.pieces))
    return [
        *([ft.Text(_("The Engineer's extra piece, any shape:"), size=13, key="engineer-says"),
           choices([(sh, name_of(sh), _("Engineer builds a {piece}").format(piece=name_of(sh))) for sh in SHAPES],
                   shape, lambda v: change(shaping, v), key=f"engineer-{player}")] if what == "engineer" else []),
        ft.Text(_("Tap the terrain the piece crosses (a river once, when reached):"), size=13, key="terrain-says"),
        ft.Row([ft.OutlinedButton(f"{terrain_name(t)} {money(costs[t])}", on_click=add(t), key=f"terrain-{t}")
                for t in TERRAINS], wrap=True, spacing=6, key="terrains"),
        ft.Semantics(identifier="track-crossed", key="track-crossed", content=ft.Text(
            _("Crossed: {terrain}").format(terrain=", ".join(terrain_name(t) for t in terrain) or _("nothing yet")),
            size=14)),
        ft.Semantics(identifier="track-cost", key="track-cost", content=ft.Text(
            _("Cost {amount}").format(amount=money(track_cost(list(terrain), costs))), size=24,
            weight=ft.FontWeight.BOLD)),
        # Two walks tapped three terrains for one straight and paid 4$: the sum stands (the app's reading), and asks.
        *([ft.Semantics(identifier="track-check", key="track-check", content=ft.Text(_(
            "Check: one piece lies in one hex, so it usually crosses one terrain, and a river if it reaches one. "
            "Take back a terrain tapped by mistake."), size=14, color=ft.Colors.ERROR))]
          if more_than_one_hex(terrain) else []),
        ft.TextButton(_("Take back the last terrain"), icon=ft.Icons.UNDO, on_click=drop, key="terrain-back"),
        message(ctx, where),
        ft.FilledButton(build_label(piece), icon=ft.Icons.TIMELINE, on_click=build, key=f"build-{player}"),
        ft.Semantics(identifier="track-built", key="track-built", content=ft.Text(
            _("Built this turn: {built} (action dice: at most {n} of a shape; the Engineer's piece is one more, of "
              "any shape)").format(built=built, n=board.value("track_max")), size=13)),
    ]


def town_panel(hand: Hand, state, board, player: str, die: int) -> list[ft.Control]:
    """Urban planner: a town with a connection becomes a city of a New City letter."""
    ctx, town_key, lettering, where = hand.ctx, f"planner-{player}-town", f"letter-{player}", f"planner-{player}"
    filling = f"planner-{player}-set"
    town = ctx.field(town_key, text_field(_("Town with a connection"), max_length=40))
    letters = board.value("new_city_colors")
    taken = [c.letter for c in state.new_cities]

    def found(e) -> None:
        def done() -> None:
            ctx.state.drop(lettering, filling)
            ctx.state.clear(town_key)
        goods = list(ctx.get(filling, ()))
        tried(hand, player, lambda log, actor: found_city(log, actor, ctx.text(town_key), ctx.get(lettering) or "",
                                                           die, goods), where, {"town": town_key}, done)

    cost = -board.value("specialist_money")["urban_planner"]
    return [town, choices([(L, f"{L} {colour_name(c)}", _("City {letter} ({colour})").format(
                               letter=L, colour=colour_name(c)))
                           for L, c in letters.items()
                           if taken.count(L) < board.value("new_city_copies")], ctx.get(lettering),
                          lambda v: ctx.put(lettering, v), key=f"planner-{player}-letters"),
            *set_picker(ctx, filling, board.value("setup_colors")),
            message(ctx, where),
            ft.FilledButton(_("Make the town a city ({amount})").format(amount=money(cost)),
                            icon=ft.Icons.LOCATION_CITY, on_click=found, key=f"planner-{player}-found")]


def die_panel(hand: Hand, state, board, player: str, die: int) -> list[ft.Control]:
    """What the chosen die does, with its controls."""
    s = state.sheet(player)
    what = s.plan[die]
    ctx, where = hand.ctx, f"die-{player}"

    def run(command):
        return lambda e: tried(hand, player, command, where)

    head = ft.Text(_("The {value}: {what}").format(value=s.dice[die], what=name_of(what)),
                   size=18, weight=ft.FontWeight.BOLD, key="die-head")
    if what in SHAPES or what == "engineer":
        body = track_panel(hand, state, board, player, die, what)
    elif what in UPGRADE_DICE:
        may = hand.allowed(player)  # the rules: the price of the next level, and whether it can be paid now
        label = _("Upgrade to level {level} ({amount})").format(level=s.stock + 1, amount=money(may.upgrade_cost)) \
            if may.upgrade_cost is not None else _("Upgrade the rolling stock")
        body = [message(ctx, where), ft.FilledButton(label, icon=ft.Icons.TRAIN, disabled=not may.may("upgrade"),
                                                     on_click=run(lambda log, actor: upgrade_stock(log, actor, die)),
                                                     key="upgrade"),
                *([why(may.why("upgrade"), "upgrade-why")] if not may.may("upgrade") else [])]
    elif what in ("banker", "dollar"):
        amount = board.value("specialist_money")["solo_dollar" if what == "dollar" else "banker"]
        body = [message(ctx, where), ft.FilledButton(_("Take {amount}").format(amount=money(amount)),
                                                     icon=ft.Icons.PAYMENTS, key="take-money",
                                                     on_click=run(lambda log, actor: take_money(log, actor, die)))]
    elif what == "manufacturer":
        city_key, filling = f"maker-{player}", f"maker-{player}-set"
        city = ctx.field(city_key, text_field(_("City with empty spaces"), max_length=40))
        cost = -board.value("specialist_money")["manufacturer"]

        def fill(e) -> None:
            goods = list(ctx.get(filling, ()))
            tried(hand, player, lambda log, actor: add_goods(log, actor, die, ctx.text(city_key), goods), where,
                  {"city": city_key}, lambda: ctx.state.drop(filling))

        # The empty spaces the app knows of, city by city (Manufacturer: "on the condition that there are empty
        # spaces available"): a walk had to guess, and typed a city, a set, then was refused.
        spaces = [(c, state.free_spaces(c)) for c in (state.known_cities() or ())]
        free = [ft.Text(_("Empty spaces: {cities}").format(cities=", ".join(
            f"{c} {n}" for c, n in spaces if n is not None)), size=13, key="maker-spaces")] \
            if any(n is not None for _c, n in spaces) else []
        body = [ft.Text(_("Choose a set from the New Goods table and fill it into the city."), size=13,
                        key="maker-says"), city, *free, *set_picker(ctx, filling, board.value("setup_colors")),
                message(ctx, where),
                ft.FilledButton(_("Fill new goods into the city ({amount})").format(amount=money(cost)),
                                icon=ft.Icons.INVENTORY, key="maker-fill", on_click=fill)]
    elif what == "urban_planner":
        body = town_panel(hand, state, board, player, die)
    else:  # deliver, logistician
        body = shipment_form(hand, state, board, player, die)
        if what == "logistician":  # Specialist Wheel: "one additional piece of goods this round ... (two total)"
            body = [ft.Text(_("The Logistician's extra good is shipped now, with this die, in the action phase (the "
                              "app's interpretation of “one additional piece of goods this round”)."), size=13,
                            italic=True, key="logistician-reading"), *body]
    return [head, *body]


def actions(hand: Hand, state, board, player: str, *, own_phone: bool) -> list[ft.Control]:
    """The turn after matching: each die, used or not; the chosen one's controls; End turn."""
    s = state.sheet(player)
    # The die chosen is this round's: a walk's next round opened on the fourth die, the one chosen the round before.
    ctx, choosing = hand.ctx, f"active-{player}-{state.round}"
    open_dice = [i for i, x in enumerate(s.spent) if not x]
    active = ctx.get(choosing)
    if active not in open_dice:  # the die chosen is used (or none chosen yet): the first open one the rules let be
        # used now — not an Upgrade or Mechanic die the money does not cover (a walk's Ann, 1$ after her upgrade, was
        # shown "The 5: Mechanic" and its refusal after every action, and scrolled to her Straight each time)
        stuck = set() if hand.allowed(player).may("upgrade") else {
            i for i in open_dice if s.plan[i] in UPGRADE_DICE}
        active = next((i for i in open_dice if i not in stuck), open_dice[0] if open_dice else None)

    def use(i):
        return lambda e: ctx.put(choosing, i)

    rows = []
    for i, (v, what) in enumerate(zip(s.dice, s.plan)):
        used = s.spent[i]
        rows.append(ft.Row([
            shown_die(v, 40, label=(_("Die showing {value}, used") if used else _("Die showing {value}"))
                      .format(value=v), crossed=used),
            ft.Text(name_of(what), size=16, expand=True, weight=ft.FontWeight.BOLD if i == active else None,
                    style=ft.TextStyle(decoration=ft.TextDecoration.LINE_THROUGH) if used else None),
            ft.Container(ft.Text(_("used"), italic=True), padding=ft.Padding.only(right=12), key="used") if used else
            ft.TextButton(content=ft.Text(_("Use"),
                                          semantics_label=_("Use the {value}: {what}").format(value=v,
                                                                                             what=name_of(what))),
                          on_click=use(i), disabled=i == active, key="use"),
        ], key=f"use-die-{player}-{i}"))
    panel = card(*die_panel(hand, state, board, player, active), key=f"die-card-{player}-{active}") \
        if active is not None else ft.Text(_("Every die is used."), italic=True, key="all-used")
    unused = [(s.dice[i], name_of(what)) for i, what in enumerate(s.plan) if not s.spent[i]]
    return [section(_("Use the dice, in any order")), *rows, panel,
            *end_button(hand, player, own_phone=own_phone, unused=unused)]
