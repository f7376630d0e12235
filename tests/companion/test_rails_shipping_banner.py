"""Roll and Rails, Goods Delivery: "the owner of the connection ... receives 1 Transport Point" and chooses VP or
money. When the round's last shipment used a rival's connection, every player has shipped or passed and the phase
waits for that owner's choice: every phone names them (a walk read "Liefern: None ist am Zug")."""
from calculators.core.log import undo
from tests.support.roll_and_rails import started
from tests.support.roll_and_rails.game import round_one, round_two, setup_goods
from tests.support.screens import Table, screen_text


def test_the_last_shipments_transport_point_is_named_on_every_phone_not_none(tmp_path):
    log = round_two(round_one(setup_goods(started(["Ann", "Bob", "Cy"], rounds=3))))
    log, _ = undo(log, "banker")  # before Cy takes the transport point from Ann's last shipment
    t = Table(tmp_path, "roll-and-rails")
    sid = t.create(log)
    shown = " ".join(screen_text(t.draw(sid, "")))
    assert "None" not in shown
    assert "Shipping: Cy to take transport points" in shown


def test_a_changed_shipment_drops_the_refusal_of_the_last_try(tmp_path):
    # The form's preview says what the rules think of the shipment as it stands; the refusal of an earlier try
    # goes once the shipment changes (a walk read "Hamburg … has no yellow good" under a valid red route).
    import types

    import flet as ft

    from companion.access import Identity
    from companion.context import Ctx
    from companion.live import ScreenState
    from companion.views.games.roll_and_rails import panels
    from tests.support.controls import walk
    from tests.support.phone import fake_services, session

    log = round_two(round_one(setup_goods(started(["Ann", "Bob", "Cy"], rounds=3))))
    for _ in range(4):  # back to the shipping phase, Bob first to ship or pass
        log, _ev = undo(log, "banker")
    t = Table(tmp_path, "roll-and-rails")
    sid = t.create(log)
    s = session(f"/seat/{sid}", services=fake_services(t.hub, t.store, actor="seat:Bob"),
                identity=Identity("seat", table=sid, seat="Bob"), showing_table=sid, device_lang="en", lang="en")
    state = ScreenState()

    def draw() -> list:
        return list(walk(panels.seat_panel(Ctx(s, state), sid, t.hub.get(sid), "Bob")))

    def tap(controls, key: str) -> None:
        hit = [c for c in controls if getattr(c, "key", None) == key]
        assert hit, key
        (getattr(hit[0], "on_click", None) or hit[0].on_select)(types.SimpleNamespace(control=hit[0]))

    def said(controls) -> list[str]:
        return [c.value for c in controls if isinstance(c, ft.Text) and c.color == ft.Colors.ERROR and c.value]

    tap(draw(), "vp")  # Ship with no good chosen: refused
    refused = said(draw())
    assert refused, "the try was not refused"
    tap(draw(), "ship-Bob-good-red")
    assert said(draw()) == []


def test_while_an_owner_takes_transport_points_the_banner_says_the_turn_waits_for_them():
    """A walk: Cy shipped over Ann's connection; Dee's phone read "Shipping: Dee's turn" with no form to ship (the
    phase waits for Ann's choice of VP or $). The banner names who the phase waits for, then whose turn comes."""
    from calculators.roll_and_rails.fold import state_of
    from calculators.roll_and_rails.state import Pending
    from companion.views.games.roll_and_rails.panels import shipping_banner

    state = state_of(started(["Ann", "Bob", "Cy", "Dee"], rounds=3))
    waiting = state.model_copy(update={"pending": (Pending(player="Ann", points=1),)})
    assert shipping_banner(waiting, "Dee") == "Shipping: Ann to take transport points, then Dee's turn"
    assert shipping_banner(waiting, None) == "Shipping: Ann to take transport points"
    assert shipping_banner(state, "Dee") == "Shipping: Dee's turn"
