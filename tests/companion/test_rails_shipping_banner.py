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
