"""Roll and Rails goods delivery: a shipment's route hop by hop, its transport points, the shipping phase."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import Hop, pass_shipping, ship_goods, take_points, transport_points
from companion.views.games.roll_and_rails.common import Hand, choices, tried
from companion.widgets.fields import section, text_field

TOWN = "__town__"


def shipment_form(hand: Hand, state, board, player: str, die: int | None) -> list[ft.Control]:
    """The good, the city it leaves, then each completed connection used (its owner, where it reaches)."""
    ctx, k = hand.ctx, f"rr-ship-{hand.sid}-{player}"
    colours = board.value("setup_colors")
    form = hand.memory(f"ship-{player}", {"good": None, "hops": [], "owner": player, "colour": None,
                                          "starting": True})
    origin = ctx.keep(f"{k}-origin", lambda: text_field("City the good leaves", max_length=40))
    to = ctx.keep(f"{k}-to", lambda: text_field("Where this connection reaches", max_length=40))
    message = ctx.keep(f"{k}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))
    stock = state.sheet(player).stock

    def setter(key):
        def on(value):
            form[key] = value
            if key != "colour":
                hand.redraw()  # the transport points preview follows the owner of the next connection
        return on

    def add_hop(e) -> None:
        place = (to.value or "").strip()
        if not place or form["colour"] is None:
            message.value = "Name the place this connection reaches and say whether it is a town or a city."
            return
        form["hops"].append({"owner": form["owner"], "to": place,
                             "colour": None if form["colour"] == TOWN else form["colour"]})
        to.value, form["colour"], message.value = "", None, ""
        hand.redraw()

    def drop(e) -> None:
        if form["hops"]:
            form["hops"].pop()
        hand.redraw()

    def starting(e) -> None:
        form["starting"] = bool(e.control.value)

    def done() -> None:
        hand.forget(f"ship-{player}")
        origin.value = to.value = ""

    def ship(take):
        def on(e):
            shipment = {"good": form["good"] or "", "origin": (origin.value or "").strip(),
                        "hops": form["hops"], "starting": form["starting"]}
            tried(hand, player, lambda log, actor: ship_goods(log, actor, shipment, take, die), message,
                  {"origin": origin}, done)
        return on

    hops = [ft.Text(f"{i}. {h['owner']}'s connection to {h['to']}" + (f" ({h['colour']} city)" if h["colour"]
                                                                      else " (town)"), size=14)
            for i, h in enumerate(form["hops"], start=1)]
    points = transport_points(player, [Hop(**h) for h in form["hops"]], state.players) if form["hops"] else {}
    preview = ", ".join(f"{p} {n}" for p, n in points.items()) or "none yet"
    return [
        ft.Text(f"Rolling stock level {stock}: at most {stock} connection{'s' if stock > 1 else ''}; at least half "
                "of them your own.", size=13),
        choices([(c, c, f"Good: {c}") for c in colours], form["good"], setter("good"),
                lead=ft.Text("Good:", size=13)),
        origin,
        ft.Checkbox(label="A starting good", value=form["starting"], on_change=starting),
        ft.Text("The route, connection by connection:", weight=ft.FontWeight.BOLD),
        *(hops or [ft.Text("No connections yet.", italic=True, size=13)]),
        choices([(p, p, f"Connection owner {p}") for p in state.players], form["owner"], setter("owner"),
                lead=ft.Text("Owner:", size=13)),
        to,
        choices([(c, c, f"Reaches a {c} city") for c in colours] + [(TOWN, "town", "Reaches a town")],
                form["colour"], setter("colour")),
        ft.Row([ft.OutlinedButton("Add this connection", icon=ft.Icons.ADD, on_click=add_hop),
                ft.TextButton("Remove the last one", on_click=drop)], wrap=True),
        ft.Semantics(identifier="transport-points", content=ft.Text(f"Transport points: {preview}", size=16)),
        message,
        ft.Row([ft.FilledButton("Ship: points as VP", on_click=ship("vp")),
                ft.FilledTonalButton("Ship: points as $", on_click=ship("money"))], wrap=True),
    ]


def shipping_phase(hand: Hand, state, board, player: str, *, own_phone: bool) -> list[ft.Control]:
    """Shipping the Goods Phase: from the first player, each may ship one good (no die), or pass."""
    who = "I ship" if own_phone else f"{player} ships"
    return [
        section("Ship one good, or pass"),
        *shipment_form(hand, state, board, player, None),
        ft.OutlinedButton(f"Pass: {who} nothing", icon=ft.Icons.SKIP_NEXT, width=float("inf"),
                          on_click=lambda e: hand.act(player, lambda log, actor: pass_shipping(log, actor))),
    ]


def pending(hand: Hand, state) -> list[ft.Control]:
    """Transport points owners of used connections still take, all as VP or all as $."""
    rows = []
    for p in state.pending:
        text = f"{p.player}: {p.points} transport point{'s' if p.points != 1 else ''} from that shipment"
        if hand.may(p.player):
            take = (lambda t, who=p.player: lambda e: hand.act(who, lambda log, actor: take_points(log, actor, t)))
            rows.append(ft.Column([ft.Text(text, size=16, weight=ft.FontWeight.BOLD), ft.Row([
                ft.FilledButton(f"{p.player} takes VP", on_click=take("vp")),
                ft.FilledTonalButton(f"{p.player} takes $", on_click=take("money"))], wrap=True)]))
        else:
            rows.append(ft.Text(f"Waiting — {text}.", size=14))
    return [ft.Container(ft.Column(rows), bgcolor=ft.Colors.TERTIARY_CONTAINER, padding=12, border_radius=8)] \
        if rows else []

