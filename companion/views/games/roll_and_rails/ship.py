"""Roll and Rails goods delivery: a shipment's route hop by hop, its transport points, the shipping phase."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import (
    Hop,
    pass_shipping,
    ship_goods,
    shipment_refusal,
    take_points,
    transport_points,
)
from companion.i18n import _, ngettext
from companion.i18n.refusals import refusal
from companion.views.games.roll_and_rails.common import (
    Hand,
    choices,
    colour_name,
    message,
    tried,
    why,
)
from companion.widgets.fields import section, text_field

TOWN = "__town__"


def shipment_form(hand: Hand, state, board, player: str, die: int | None) -> list[ft.Control]:
    """The good, the city it leaves, then each completed connection used (its owner, where it reaches)."""
    ctx, drafting, where = hand.ctx, f"ship-{player}", f"ship-{player}"
    origin_key, to_key = f"ship-{player}-origin", f"ship-{player}-to"
    colours = board.value("setup_colors")
    fresh = {"good": None, "hops": (), "owner": player, "colour": None, "starting": True}
    form = ctx.get(drafting, fresh)
    # The cities the app knows (it drew the starting goods): picked, so a typo cannot dodge the crossing out;
    # typed where the starting goods were drawn on paper (the sheet knows the cities then).
    known = state.known_cities()
    if known is None:
        origin = ctx.field(origin_key, text_field(_("City the good leaves"), max_length=40))
    else:  # a refusal about the city stands under its chips, as a field shows its own
        origin = ft.Column([
            choices([(c, c, _("The good leaves {city}").format(city=c)) for c in known], form.get("origin"),
                    lambda c: change(origin=c), lead=ft.Text(_("City the good leaves:"), size=13), key=origin_key),
            *([ft.Semantics(identifier="ship-origin-error", content=ft.Text(
                ctx.error(origin_key), color=ft.Colors.ERROR, size=13))] if ctx.error(origin_key) else [])],
            spacing=4, key=f"{origin_key}-column")

    def origin_now() -> str:
        return ctx.text(origin_key).strip() if known is None else ctx.get(drafting, fresh).get("origin") or ""
    to = ctx.field(to_key, text_field(_("Where this connection reaches"), max_length=40))
    stock = state.sheet(player).stock

    def change(**changes) -> None:
        # A changed shipment is judged afresh (the preview below says what the rules think of it now): the
        # refusal of the last try goes (a walk read "Hamburg … has no yellow good" under a valid red route).
        for key in (where, origin_key):
            ctx.state.errors.pop(key, None)
        ctx.put(drafting, {**ctx.get(drafting, fresh), **changes})

    def setter(key):
        return lambda value: change(**{key: value})  # the transport points preview follows the next owner

    def add_hop(e) -> None:
        now = ctx.get(drafting, fresh)
        place = ctx.text(to_key).strip()
        # Said at the field, beside the button (a walk tapped and saw nothing: the line stood off the screen below).
        if not place:
            ctx.fail(to_key, _("Name the place this connection reaches."))
            return
        if now["colour"] is None:
            ctx.fail(to_key, _("Choose below whether it reaches a town, or a city of which colour."))
            return
        hop = {"owner": now["owner"], "to": place, "colour": None if now["colour"] == TOWN else now["colour"]}
        ctx.state.errors.pop(where, None)
        ctx.state.errors.pop(to_key, None)
        ctx.state.clear(to_key)
        change(hops=(*now["hops"], hop), colour=None)

    def drop(e) -> None:
        change(hops=ctx.get(drafting, fresh)["hops"][:-1])

    def done() -> None:
        ctx.state.drop(drafting)
        ctx.state.clear(origin_key, to_key)

    def drafted() -> dict:
        now = ctx.get(drafting, fresh)
        return {"good": now["good"] or "", "origin": origin_now(), "hops": [dict(h) for h in now["hops"]],
                "starting": now["starting"]}

    def ship(take):
        def on(e):
            shipment = drafted()
            tried(hand, player, lambda log, actor: ship_goods(log, actor, shipment, take, die), where,
                  {"origin": origin_key}, done)
        return on

    hops = [ft.Text(f"{i}. " + (_("{owner}'s connection to {place} ({colour} city)") if h["colour"] else
                                _("{owner}'s connection to {place} (town)")).format(
        owner=h["owner"], place=h["to"], colour=colour_name(h["colour"] or "")), size=14, key=f"hop-{i}")
            for i, h in enumerate(form["hops"], start=1)]
    points = transport_points(player, [Hop(**h) for h in form["hops"]], state.players) if form["hops"] else {}
    preview = ", ".join(f"{p} {n}" for p, n in points.items()) or _("none yet")
    # What may this seat ship now, as the rules judge the form before the tap: no points shown for a route they
    # refuse, and the Ship buttons disabled with the reason until the shipment may be shipped (a walk tapped Ship
    # before any connection was added, to be refused).
    refused = shipment_refusal(hand.log, player, drafted(), die)
    why_not = refusal(refused) if refused is not None else ""
    judged = bool(form["good"] and (form["hops"] or origin_now()))  # the city's goods are judged once it is picked
    if why_not and judged:
        preview = _("none: {why}").format(why=why_not)
    return [
        ft.Text(ngettext("Rolling stock level {n}: at most {n} connection; at least half of them your own.",
                         "Rolling stock level {n}: at most {n} connections; at least half of them your own.",
                         stock).format(n=stock), size=13, key="ship-stock"),
        choices([(c, colour_name(c), _("Good: {colour}").format(colour=colour_name(c))) for c in colours],
                form["good"], setter("good"), lead=ft.Text(_("Good:"), size=13), key=f"ship-{player}-good"),
        *city_goods(state),
        origin,
        ft.Checkbox(label=_("A starting good"), value=form["starting"], key=f"ship-{player}-starting",
                    on_change=lambda e: change(starting=bool(e.control.value))),
        # What unticking means (a walk could not tell): the new sets come from the sheet's Goods table.
        ft.Text(_("Untick it for a good from a set a Manufacturer or an Urban planner filled in from the New Goods "
                  "table."), size=12, italic=True, key=f"ship-{player}-starting-why"),
        ft.Text(_("The route, connection by connection:"), weight=ft.FontWeight.BOLD, key="ship-route"),
        *(hops or [ft.Text(_("No connections yet."), italic=True, size=13, key="no-hops")]),
        choices([(p, p, _("Connection owner {name}").format(name=p)) for p in state.players],
                form["owner"], setter("owner"), lead=ft.Text(_("Owner:"), size=13), key=f"ship-{player}-owner"),
        to,
        choices([(c, colour_name(c), _("Reaches a {colour} city").format(colour=colour_name(c))) for c in colours] +
                [(TOWN, _("town"), _("Reaches a town"))],
                form["colour"], setter("colour"), key=f"ship-{player}-reaches"),
        ft.Row([ft.OutlinedButton(_("Add this connection"), icon=ft.Icons.ADD, on_click=add_hop, key="add"),
                ft.TextButton(_("Remove the last one"), on_click=drop, key="drop")], wrap=True, key="ship-hops"),
        ft.Semantics(identifier="transport-points", key="transport-points",
                     content=ft.Text(_("Transport points: {points}").format(points=preview), size=16)),
        message(ctx, where),
        ft.Row([ft.FilledButton(_("Ship: points as VP"), on_click=ship("vp"), key="vp", disabled=bool(why_not)),
                # VP or $: "They can be spent on Victory points or Resources" — two equal choices, drawn alike.
                ft.FilledButton(_("Ship: points as $"), on_click=ship("money"), key="money",
                                disabled=bool(why_not))], wrap=True, key="ship-take"),
        *([why(why_not, "ship-why")] if why_not and not judged else []),  # said once: in the line above, or here
    ]


def city_goods(state) -> list[ft.Control]:
    """The goods the app knows of, as they stand: what each city still holds (the shipped ones crossed out), its
    starting goods first, then those of the sets filled in from the New Goods table."""
    if not state.goods:
        return []
    return [ft.Semantics(identifier="ship-city-goods", key="ship-city-goods", content=ft.Text(
        _("Starting goods left: {cities}").format(cities=" · ".join(_city_line(c) for c in state.goods)), size=13))]


def _city_line(c) -> str:
    def listed(goods) -> str:
        return ", ".join(colour_name(g) for g in goods) or "—"

    if c.topped_up:
        return _("{city}: a new set added (see the sheet)").format(city=c.city)
    if not c.added:
        return "{city}: {goods}".format(city=c.city, goods=listed(c.remaining()))
    if not c.drawn:
        return _("{city}: from new sets {goods} (its starting goods: see the sheet)").format(
            city=c.city, goods=listed(c.remaining_new()))
    return _("{city}: {goods}; from new sets {new}").format(city=c.city, goods=listed(c.remaining()),
                                                           new=listed(c.remaining_new()))


def shipping_phase(hand: Hand, state, board, player: str, *, own_phone: bool) -> list[ft.Control]:
    """Shipping the Goods Phase: from the first player, each may ship one good (no die), or pass."""
    label = _("Pass: I ship nothing") if own_phone else _("Pass: {name} ships nothing").format(name=player)
    return [
        section(_("Ship one good, or pass")),
        *shipment_form(hand, state, board, player, None),
        ft.OutlinedButton(label, icon=ft.Icons.SKIP_NEXT, width=float("inf"), key=f"pass-shipping-{player}",
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
                ft.FilledButton(_("{name} takes VP").format(name=p.player), on_click=take("vp"), key="vp"),
                ft.FilledButton(_("{name} takes $").format(name=p.player), on_click=take("money"),
                                key="money")], wrap=True)], key=f"pending-{p.player}"))
        else:
            rows.append(ft.Text(_("Waiting — {what}.").format(what=text), size=14, key=f"waiting-{p.player}"))
    return [ft.Container(ft.Column(rows), bgcolor=ft.Colors.TERTIARY_CONTAINER, padding=12, border_radius=8,
                         key="pending")] if rows else []

