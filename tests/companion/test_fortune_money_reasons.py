"""Fortune on a player's own phone: the starting capital is the first change to the player's money, with its reason
(Setup: "Each player receives the starting capital"; issue 16: "Money never changes without a reason on the phone
that owns it"). Before this, the phone said "no change to your money yet" beside a sheet holding 200.000 DM."""
import flet as ft

from calculators.core.log import Log
from calculators.core.table import make_setup
from calculators.fortune import actions as A
from calculators.fortune.tables import PLAYER_COMPANIES
from companion.storage import Store
from companion.table import TableHub
from companion.widgets.money_reasons import changes, panel
from tests.support.text import plain


def texts(controls) -> list[str]:
    out = []
    for c in controls:
        inner = getattr(c, "content", c)
        if isinstance(inner, ft.Text):
            out.append(plain(inner.value or "".join(s.text for s in inner.spans or [])))
    return out


def test_the_starting_capital_is_the_first_reason_on_each_phone(tmp_path):
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("fortune", "Fortune night", ["Ann", "Bob"], "Kim"))
    hub.act(sid, lambda log: A.set_up(log, "banker", dict(zip(["Ann", "Bob"], PLAYER_COMPANIES)), 120))
    log: Log = hub.get(sid).log
    assert changes("fortune", log, "Ann") == [(2, 200_000)]  # "2 players: 200,000 DM each"
    shown = texts(panel("fortune", log, "Bob", "de"))
    assert shown[0] == "Dein Geld: 200.000 DM"
    assert shown[1].startswith("+200.000 DM an dich: Startkapital ausgezahlt: 200.000 DM je Spieler")


def test_the_starting_capital_and_the_start_rolls_are_said_just_now_on_every_phone(tmp_path):
    # Every later action is said "Just now: …" on the Kasse's phone and each seat's; the starting capital (Setup:
    # "Each player receives the starting capital") and the rolls for the start player (Turn Order) were not.
    from tests.support.fortune import new_log
    from tests.support.fortune.phones import said, screen

    deal = lambda log: A.set_up(log, "banker", dict(zip(["Ann", "Bob"], PLAYER_COMPANIES)), 120)  # noqa: E731
    roll = lambda log: A.roll_for_start(log, "banker", values=[[6, 5], [3, 3]])  # noqa: E731
    for seat in (None, "Bob"):
        assert said(screen(tmp_path / str(seat), new_log(("Ann", "Bob"), "Kim"), seat, then=[deal]),
                    "fortune-last") == ("Just now: Starting capital paid: 200,000 DM per player "
                                        "(Ann DEGUSSA, Bob LANGNESE-IGLO)")
    assert said(screen(tmp_path / "de", new_log(("Ann", "Bob"), "Kim"), "Ann", "de", then=[deal, roll]),
                "fortune-last").startswith("Gerade eben: ")


def test_while_a_payment_is_open_just_now_stands_under_it_above_the_sheet(tmp_path):
    """A walk: the Kasse sold Bob's package and bonds at 60 % for a debt and undid it; the players watched the payment
    card change and "Just now: Undid: …" stood below a 360 px screen, under the sheet. Nobody rolls while a payment
    is open, so the line stands right under it (the Roll button it could move is not there)."""
    from calculators.fortune import actions as A
    from tests.support.fortune import B, Table as Game
    from tests.support.fortune.phones import screen

    g = Game()
    g.turn("Bob", "bonds")
    g.do(A.buy_bonds, B, "Bob", 2)
    g.do(A.card_payment, B, "Bob", None, g.cash("Bob") + 50_000, "Geschäfte-Karte: Fehlinvestition")
    # The Kasse sells Bob's bonds at 60 % (12,000 DM): still short, the payment stays open.
    drawn = screen(tmp_path, g.log, "Cy", then=[lambda log: A.sell_urgently(log, B, "Bob", bonds=2)])
    assert any(isinstance(c, ft.Semantics) and c.identifier == "due" for c in drawn)
    order = [c.identifier for c in drawn if isinstance(c, ft.Semantics) and c.identifier in ("due", "fortune-last")]
    cash = next(i for i, c in enumerate(drawn) if isinstance(c, ft.Semantics) and c.identifier == "cash-Cy")
    assert order == ["due", "fortune-last"]
    assert next(i for i, c in enumerate(drawn) if getattr(c, "identifier", None) == "fortune-last") < cash


def test_just_now_stands_above_the_players_money_lines(tmp_path):
    # A walk's Cy used his advertising chip (Advertising: "you return one advertising chip to the Kasse") and nothing
    # in sight said so: "Just now" stood under his money lines, below a 915 px screen.
    from calculators.core.log import Log
    from companion.access import Identity
    from companion.context import Ctx
    from companion.live import ScreenState
    from companion.views.games.fortune import panels
    from tests.support.controls import walk
    from tests.support.fortune import B, Table
    from tests.support.phone import fake_services, session

    g = Table()
    g.turn("Cy", "advertising")
    g.do(A.buy_chips, B, "Cy", "advertising", 1)
    g.turn("Ann", "other")
    g.turn("Bob", "other")
    g.do(A.use_service_chip, B, "Cy", "advertising")
    store = Store(tmp_path)
    hub = TableHub(store)
    sid = hub.create(make_setup("fortune", "Friday", ["Ann", "Bob", "Cy"], "Ann"))
    rest = g.log.events[1:]
    hub.act_many(sid, lambda old: (Log(events=(*old.events, *rest)), list(rest)))
    s = session(f"/table/{sid}", services=fake_services(hub, store, actor="seat:Cy"),
                identity=Identity("seat", table=sid, seat="Cy"), showing_table=sid, device_lang="en", lang="en")
    drawn = panels.seat_panel(Ctx(s, ScreenState()), sid, hub.get(sid), "Cy")
    order = [getattr(c, "identifier", None) for c in walk(drawn)]
    assert "fortune-last" in order and "money-why-0" in order, [o for o in order if o]
    assert order.index("fortune-last") < order.index("money-why-0")
