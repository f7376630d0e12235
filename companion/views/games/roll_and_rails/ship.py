"""Roll and Rails goods delivery: a shipment's route hop by hop, its transport points, the shipping phase."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import (
    Hop,
    pass_shipping,
    ship_goods,
    take_points,
    transport_points,
)
from companion.i18n import _, ngettext
from companion.views.games.roll_and_rails.common import (
    Hand,
    choices,
    colour_name,
    kept,
    tried,
)
from companion.widgets.fields import section, text_field

TOWN = "__town__"


def shipment_form(hand: Hand, state, board, player: str, die: int | None) -> list[ft.Control]:
    """The good, the city it leaves, then each completed connection used (its owner, where it reaches)."""
    ctx, k = hand.ctx, f"rr-ship-{hand.sid}-{player}"
    colours = board.value("setup_colors")
    form = hand.memory(f"ship-{player}", {"good": None, "hops": [], "owner": player, "colour": None,
                                          "starting": True})
    origin = kept(ctx, f"{k}-origin", lambda: text_field(_("City the good leaves"), max_length=40))
    to = kept(ctx, f"{k}-to", lambda: text_field(_("Where this connection reaches"), max_length=40))
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
            message.value = _("Name the place this connection reaches and say whether it is a town or a city.")
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

    hops = [ft.Text(f"{i}. " + (_("{owner}'s connection to {place} ({colour} city)") if h["colour"] else
                                _("{owner}'s connection to {place} (town)")).format(
        owner=h["owner"], place=h["to"], colour=colour_name(h["colour"] or "")), size=14)
            for i, h in enumerate(form["hops"], start=1)]
    points = transport_points(player, [Hop(**h) for h in form["hops"]], state.players) if form["hops"] else {}
    preview = ", ".join(f"{p} {n}" for p, n in points.items()) or _("none yet")
    return [
        ft.Text(ngettext("Rolling stock level {n}: at most {n} connection; at least half of them your own.",
                         "Rolling stock level {n}: at most {n} connections; at least half of them your own.",
                         stock).format(n=stock), size=13),
        choices([(c, colour_name(c), _("Good: {colour}").format(colour=colour_name(c))) for c in colours],
                form["good"], setter("good"),
                lead=ft.Text(_("Good:"), size=13)),
        origin,
        ft.Checkbox(label=_("A starting good"), value=form["starting"], on_change=starting),
        ft.Text(_("The route, connection by connection:"), weight=ft.FontWeight.BOLD),
        *(hops or [ft.Text(_("No connections yet."), italic=True, size=13)]),
        choices([(p, p, _("Connection owner {name}").format(name=p)) for p in state.players],
                form["owner"], setter("owner"),
                lead=ft.Text(_("Owner:"), size=13)),
        to,
        choices([(c, colour_name(c), _("Reaches a {colour} city").format(colour=colour_name(c))) for c in colours] +
                [(TOWN, _("town"), _("Reaches a town"))],
                form["colour"], setter("colour")),
        ft.Row([ft.OutlinedButton(_("Add this connection"), icon=ft.Icons.ADD, on_click=add_hop),
                ft.TextButton(_("Remove the last one"), on_click=drop)], wrap=True),
        ft.Semantics(identifier="transport-points",
                content=ft.Text(_("Transport points: {points}").format(points=preview), size=16)),
        message,
        ft.Row([ft.FilledButton(_("Ship: points as VP"), on_click=ship("vp")),
                ft.FilledTonalButton(_("Ship: points as $"), on_click=ship("money"))], wrap=True),
    ]


def shipping_phase(hand: Hand, state, board, player: str, *, own_phone: bool) -> list[ft.Control]:
    """Shipping the Goods Phase: from the first player, each may ship one good (no die), or pass."""
    label = _("Pass: I ship nothing") if own_phone else _("Pass: {name} ships nothing").format(name=player)
    return [
        section(_("Ship one good, or pass")),
        *shipment_form(hand, state, board, player, None),
        ft.OutlinedButton(label, icon=ft.Icons.SKIP_NEXT, width=float("inf"),
                          on_click=lambda e: hand.act(player, lambda log, actor: pass_shipping(log, actor))),
    ]


def pending(hand: Hand, state) -> list[ft.Control]:
    """Transport points owners of used connections still take, all as VP or all as $."""
    rows = []
    for p in state.pending:
        text = ngettext("{name}: {n} transport point from that shipment",
                "{name}: {n} transport points from that shipment",
                        p.points).format(name=p.player, n=p.points)
        if hand.may(p.player):
            take = (lambda t, who=p.player: lambda e: hand.act(who, lambda log, actor: take_points(log, actor, t)))
            rows.append(ft.Column([ft.Text(text, size=16, weight=ft.FontWeight.BOLD), ft.Row([
                ft.FilledButton(_("{name} takes VP").format(name=p.player), on_click=take("vp")),
                ft.FilledTonalButton(_("{name} takes $").format(name=p.player), on_click=take("money"))], wrap=True)]))
        else:
            rows.append(ft.Text(_("Waiting — {what}.").format(what=text), size=14))
    return [ft.Container(ft.Column(rows), bgcolor=ft.Colors.TERTIARY_CONTAINER, padding=12, border_radius=8)] \
        if rows else []

