"""Roll and Rails action phase on a phone: manipulators, matching the dice, then each die's action."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import (
    add_goods,
    assign_dice,
    build_track,
    die_options,
    end_turn,
    flip_die,
    found_city,
    match_die,
    nudge_die,
    reroll_dice,
    take_money,
    track_cost,
    upgrade_stock,
)
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
    kept,
    money,
    name_of,
    shown_die,
    terrain_name,
    tried,
    why,
)
from companion.views.games.roll_and_rails.ship import shipment_form
from companion.widgets.fields import parse_whole, section, text_field


def small(label: str, name: str, on_click, *, icon=None, choice=None) -> ft.Control:
    """A compact button whose accessible name says which die it acts on; disabled when the rules' `choice`
    says the action is not possible now (its reason is shown beside the die)."""
    return ft.OutlinedButton(content=ft.Text(label, semantics_label=name), icon=icon, on_click=on_click,
                             disabled=choice is not None and not choice.ok, height=48,
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
    return ft.Semantics(identifier=f"manipulators-{sheet.name}", content=ft.Row(chips, wrap=True, spacing=6))


def changed_this_round(hand: Hand, player: str) -> list[ft.Control]:
    """What each manipulator the player used this round changed, in the rules' words ("Ann used a nudge: 1→2")."""
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
    return [ft.Semantics(identifier=f"manip-done-{player}-{i}", content=ft.Text(
        lines.get(e.seq, ""), size=15, weight=ft.FontWeight.BOLD)) for i, e in enumerate(since)]


def manipulators(hand: Hand, state, player: str) -> list[ft.Control]:
    """Dice manipulators, each once per game, after the draft and before the dice are matched."""
    s = state.sheet(player)
    left = [m for m in MANIPULATORS if m not in s.manipulators]
    done = changed_this_round(hand, player)
    if not left:
        return [crossed_row(s), *done]
    ctx, k = hand.ctx, f"rr-manip-{hand.sid}-{player}"
    ticked = hand.memory(f"reroll-{player}", [])
    message = ctx.keep(f"{k}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))
    typed = kept(ctx, f"{k}-typed", lambda: text_field(_("New values from real dice (optional)"), max_length=20))

    def run(command) -> None:
        tried(hand, player, command, message, None, lambda: hand.forget(f"reroll-{player}"))

    def tick(i):
        def on(e):
            ticked.remove(i) if i in ticked else ticked.append(i)
            hand.redraw()
        return on

    def reroll(e) -> None:
        dice = sorted(ticked)
        values = [parse_whole(v, None) for v in (typed.value or "").replace(",", " ").split()] or None
        tried(hand, player, lambda log, actor: reroll_dice(log, actor, dice, values=values), message, None,
              lambda: (hand.forget(f"reroll-{player}"), setattr(typed, "value", "")))

    may = hand.allowed(player)  # the rules: which manipulator may change which die now, and why not
    rows = []
    for i, v in enumerate(s.dice):
        tools: list[ft.Control] = []
        rule = may.dice[i] if i < len(may.dice) else None
        if "reroll" in left:
            tools.append(choice(_("Reroll"), i in ticked, tick(i), name=_("Reroll die {n}").format(n=i + 1)))
        if "nudge" in left:
            tools += [small("+1", _("Die {n} plus 1").format(n=i + 1), lambda e, i=i: run(
                lambda log, actor: nudge_die(log, actor, i, 1)), choice=rule.plus if rule else None),
                small("-1", _("Die {n} minus 1").format(n=i + 1), lambda e, i=i: run(
                    lambda log, actor: nudge_die(log, actor, i, -1)), choice=rule.minus if rule else None)]
        if "flip" in left:
            tools.append(small(_("Turn over ({value})").format(value=7 - v),
                    _("Turn die {n} over").format(n=i + 1), lambda e, i=i: run(
                lambda log, actor: flip_die(log, actor, i))))
        if "match" in left:
            for j, w in enumerate(s.dice):
                if w != v and w not in s.dice[:j]:
                    tools.append(small(_("Make it {value}").format(value=w),
                            _("Make die {n} a {value}").format(n=i + 1, value=w),
                            lambda e, i=i, j=j: run(
                        lambda log, actor: match_die(log, actor, i, j))))
        reasons = sorted({c.reason for c in ((rule.plus, rule.minus) if rule and "nudge" in left else ()) if not c.ok})
        rows.append(ft.Row([shown_die(v, 40, label=_("Die {n} showing {value}").format(n=i + 1, value=v)),
                            ft.Column([ft.Row(tools, wrap=True, spacing=6, run_spacing=4),
                                       *[why(r, f"manip-why-{i}") for r in reasons]], spacing=2, expand=True)],
                           vertical_alignment=ft.CrossAxisAlignment.START))
    return [
        crossed_row(s),
        *done,
        ft.Text(_("Each manipulator once per game, before the dice are matched."), size=13),
        *rows,
        *([typed, ft.OutlinedButton(_("Reroll the ticked dice"), icon=ft.Icons.CASINO, on_click=reroll)]
          if "reroll" in left else []),
        message,
    ]


def assignment(hand: Hand, state, board, player: str) -> list[ft.Control]:
    """Player's Turn: one die to the specialist wheel, three to the action table; each die shows what it can do."""
    s = state.sheet(player)
    plan = hand.memory(f"plan-{player}-{state.round}", {})
    message = hand.ctx.keep(f"rr-plan-{hand.sid}-{player}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))

    def chosen(i):
        def on(option):
            plan[i] = option
            message.value = ""
        return on

    def match(e) -> None:
        if any(i not in plan for i in range(len(s.dice))):
            message.value = _("Choose what each die does.")
            return
        tried(hand, player, lambda log, actor: assign_dice(log, actor, [plan[i] for i in range(len(s.dice))]),
              message)

    rows = []
    for i, v in enumerate(s.dice):
        options = die_options(board, v, state.solo, s.solo_uses if state.solo else None)
        rows.append(ft.Row([shown_die(v, 44, label=_("Die {n} showing {value}").format(n=i + 1, value=v)),
                ft.Container(choices(
            [(o, name_of(o), _("Die {n}: {what}").format(n=i + 1, what=name_of(o))) for o in options],
                    plan.get(i), chosen(i)), expand=True)],
            vertical_alignment=ft.CrossAxisAlignment.START))
    uses = [ft.Text(_("Solo specialists, uses left: ") + ", ".join(f"{name_of(w)} {n}" for w, n in s.solo_uses.items()),
                    size=13)] if state.solo else []
    return [
        section(_("Match the dice")),
        ft.Text(_("One die to the specialist wheel, three to the action table."), size=13),
        *uses, *rows, message,
        ft.FilledButton(_("Match the dice"), icon=ft.Icons.CHECK, width=float("inf"), on_click=match),
    ]


def track_panel(hand: Hand, state, board, player: str, die: int, what: str) -> list[ft.Control]:
    """Track cost calculator: tap each terrain the piece crosses; the rules sum the cost."""
    s = state.sheet(player)
    terrain = hand.memory(f"terrain-{player}", [])
    shape = hand.memory(f"shape-{player}", {"v": None})
    costs = board.value("terrain_costs")
    message = hand.ctx.keep(f"rr-track-{hand.sid}-{player}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))

    crossed = ft.Text("", size=14)
    cost = ft.Text("", size=24, weight=ft.FontWeight.BOLD)

    def show() -> None:  # only these two lines change: the buttons stay where the thumb is
        crossed.value = _("Crossed: {terrain}").format(terrain=", ".join(terrain_name(t) for t in terrain) or
                                                      _("nothing yet"))
        cost.value = _("Cost {amount}").format(amount=money(track_cost(terrain, costs)))

    def add(t):
        def on(e):
            terrain.append(t)
            show()
        return on

    def drop(e) -> None:
        if terrain:
            terrain.pop()
        show()

    def pick_shape(v):
        shape["v"] = v
        build_button.content = build_label(v)

    def build(e) -> None:
        tried(hand, player, lambda log, actor: build_track(log, actor, die, list(terrain),
                                                            shape["v"] if what == "engineer" else None),
              message, None, lambda: hand.forget(f"terrain-{player}", f"shape-{player}"))

    show()
    piece = shape["v"] if what == "engineer" else what
    build_button = ft.FilledButton(build_label(piece), icon=ft.Icons.TIMELINE,
                                   on_click=build)
    built = ", ".join(f"{name_of(sh)} {n}" for sh, n in zip(SHAPES, s.pieces))
    return [
        *([ft.Text(_("The Engineer's extra piece, any shape:"), size=13),
           choices([(sh, name_of(sh), _("Engineer builds a {piece}").format(piece=name_of(sh))) for sh in SHAPES],
                   shape["v"],
                   pick_shape)] if what == "engineer" else []),
        ft.Text(_("Tap the terrain the piece crosses (a river once, when reached):"), size=13),
        ft.Row([ft.OutlinedButton(f"{terrain_name(t)} {money(costs[t])}", on_click=add(t)) for t in TERRAINS],
               wrap=True, spacing=6),
        ft.Semantics(identifier="track-crossed", content=crossed),
        ft.Semantics(identifier="track-cost", content=cost),
        ft.TextButton(_("Take back the last terrain"), icon=ft.Icons.UNDO, on_click=drop),
        message,
        build_button,
        ft.Semantics(identifier="track-built", content=ft.Text(
            _("Built this turn: {built} (action dice: at most {n} of a shape; the Engineer's piece is one more, of "
              "any shape)").format(built=built, n=board.value("track_max")), size=13)),
    ]


def town_panel(hand: Hand, state, board, player: str, die: int) -> list[ft.Control]:
    """Urban planner: a town with a connection becomes a city of a New City letter."""
    k = f"rr-planner-{hand.sid}-{player}"
    town = kept(hand.ctx, f"{k}-town", lambda: text_field(_("Town with a connection"), max_length=40))
    letter = hand.memory(f"letter-{player}", {"v": None})
    message = hand.ctx.keep(f"{k}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))
    letters = board.value("new_city_colors")
    taken = [c.letter for c in state.new_cities]

    def chosen(v):
        letter["v"] = v

    def found(e) -> None:
        tried(hand, player, lambda log, actor: found_city(log, actor, town.value or "", letter["v"] or "", die),
              message, {"town": town}, lambda: (hand.forget(f"letter-{player}"), setattr(town, "value", "")))

    cost = -board.value("specialist_money")["urban_planner"]
    return [town, choices([(L, f"{L} {colour_name(c)}",
            _("City {letter} ({colour})").format(letter=L, colour=colour_name(c)))
                           for L, c in letters.items()
                           if taken.count(L) < board.value("new_city_copies")], letter["v"], chosen), message,
            ft.FilledButton(_("Make the town a city ({amount})").format(amount=money(cost)),
                    icon=ft.Icons.LOCATION_CITY, on_click=found)]


def die_panel(hand: Hand, state, board, player: str, die: int) -> list[ft.Control]:
    """What the chosen die does, with its controls."""
    s = state.sheet(player)
    what = s.plan[die]
    message = hand.ctx.keep(f"rr-die-{hand.sid}-{player}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))

    def run(command):
        return lambda e: tried(hand, player, command, message)

    head = ft.Text(_("Die {n} ({value}): {what}").format(n=die + 1, value=s.dice[die], what=name_of(what)),
            size=18, weight=ft.FontWeight.BOLD)
    if what in SHAPES or what == "engineer":
        body = track_panel(hand, state, board, player, die, what)
    elif what in ("upgrade", "mechanic"):
        may = hand.allowed(player)  # the rules: the price of the next level, and whether it can be paid now
        label = _("Upgrade to level {level} ({amount})").format(level=s.stock + 1, amount=money(may.upgrade_cost)) \
            if may.upgrade_cost is not None else _("Upgrade the rolling stock")
        body = [message, ft.FilledButton(label, icon=ft.Icons.TRAIN, disabled=not may.may("upgrade"),
                                         on_click=run(lambda log, actor: upgrade_stock(log, actor, die))),
                *([why(may.why("upgrade"), "upgrade-why")] if not may.may("upgrade") else [])]
    elif what in ("banker", "dollar"):
        amount = board.value("specialist_money")["solo_dollar" if what == "dollar" else "banker"]
        body = [message, ft.FilledButton(_("Take {amount}").format(amount=money(amount)), icon=ft.Icons.PAYMENTS,
                                         on_click=run(lambda log, actor: take_money(log, actor, die)))]
    elif what == "manufacturer":
        city = kept(hand.ctx, f"rr-maker-{hand.sid}-{player}", lambda: text_field(_("City with empty spaces"),
                                                                                  max_length=40))
        cost = -board.value("specialist_money")["manufacturer"]
        body = [ft.Text(_("Choose a set from the New Goods table and fill it into the city."), size=13), city, message,
                ft.FilledButton(_("Fill new goods into the city ({amount})").format(amount=money(cost)),
                        icon=ft.Icons.INVENTORY,
                                on_click=lambda e: tried(hand, player, lambda log, actor: add_goods(
                                    log, actor, die, city.value or ""), message, {"city": city}))]
    elif what == "urban_planner":
        body = town_panel(hand, state, board, player, die)
    else:  # deliver, logistician
        body = shipment_form(hand, state, board, player, die)
    return [head, *body]


def actions(hand: Hand, state, board, player: str, *, own_phone: bool) -> list[ft.Control]:
    """The turn after matching: each die, used or not; the chosen one's controls; End turn."""
    s = state.sheet(player)
    active = hand.memory(f"active-{player}", {"i": None})
    open_dice = [i for i, x in enumerate(s.spent) if not x]
    if active["i"] not in open_dice:
        active["i"] = open_dice[0] if open_dice else None

    def use(i):
        def on(e):
            active["i"] = i
            hand.redraw()
        return on

    rows = []
    for i, (v, what) in enumerate(zip(s.dice, s.plan)):
        used = s.spent[i]
        rows.append(ft.Row([
            shown_die(v, 40, label=(_("Die {n} showing {value}, used") if used else _("Die {n} showing {value}"))
                    .format(
                n=i + 1, value=v), crossed=used),
            ft.Text(name_of(what), size=16, expand=True, weight=ft.FontWeight.BOLD if i == active["i"] else None,
                    style=ft.TextStyle(decoration=ft.TextDecoration.LINE_THROUGH) if used else None),
            ft.Container(ft.Text(_("used"), italic=True), padding=ft.Padding.only(right=12)) if used else
            ft.TextButton(content=ft.Text(_("Use"),
                    semantics_label=_("Use die {n}: {what}").format(n=i + 1, what=name_of(what))),
                          on_click=use(i), disabled=i == active["i"]),
        ]))
    panel = card(*die_panel(hand, state, board, player, active["i"])) if active["i"] is not None else \
        ft.Text(_("Every die is used."), italic=True)
    return [section(_("Use the dice, in any order")), *rows, panel, *end_button(hand, player, own_phone=own_phone)]


def end_button(hand: Hand, player: str, *, own_phone: bool) -> list[ft.Control]:
    """End of Player's Turn: dice not activated are lost; the player on the left takes the turn."""
    label = _("End my turn") if own_phone else _("End {name}'s turn").format(name=player)
    return [ft.OutlinedButton(label, icon=ft.Icons.SKIP_NEXT, width=float("inf"),
                              on_click=lambda e: hand.act(player, lambda log, actor: end_turn(log, actor))),
            ft.Text(_("Dice not used are lost for this round."), size=12, italic=True)]
