"""Fortune: a debtor's balance sheet on the Kasse's phone. More About Shares: "if you urgently need money, you may at
any time between rolls sell both shares and bonds to the Kasse ... only 60% of their value". A walk tapped "Urgent sale
at 60 %" there (it opened the screen it stood on: nothing happened), read "Assemble finished products" for a player
with no chips, and the sale's form stayed once nothing was left to sell."""
import flet as ft

from calculators.fortune import actions as A
from companion.access import Identity
from companion.context import Ctx
from companion.live import ScreenState
from companion.views.games.fortune.screens import player_view
from tests.support.controls import walk
from tests.support.fortune import B, Table as Game
from tests.support.phone import fake_services, session
from tests.support.screens import Table


def keys_of_sheet(tmp_path, log, i: int) -> set:
    t = Table(tmp_path, "fortune")
    sid = t.create(log)
    s = session(f"/table/{sid}/game/player/{i}", services=fake_services(t.hub, t.store), identity=Identity("host"),
                showing_table=sid)
    return {getattr(c, "key", None) for c in walk(player_view(Ctx(s, ScreenState()), sid, f"/table/{sid}", i).controls)}


def test_a_debtors_sheet_offers_the_sale_under_the_debt_and_only_what_applies(tmp_path):
    g = Game()
    g.turn("Bob", "bonds")
    g.do(A.buy_bonds, B, "Bob", 2)
    g.do(A.card_payment, B, "Bob", None, g.cash("Bob") + 5_000, "Geschäfte-Karte: Fehlinvestition")
    assert g.state.due is not None and g.state.due.debtor == "Bob"
    keys = keys_of_sheet(tmp_path / "owes", g.log, 1)
    assert "due-Bob" in keys and "due-urgent" not in keys  # the sale's form follows: no button to this same screen
    assert {"urgent", "urgent-go"} <= keys and "assemble" not in keys  # no chips: nothing to assemble
    g.do(A.sell_urgently, B, "Bob", bonds=2)  # 12,000 DM: the debt is paid from it
    g.do(A.pay_due, B)
    assert not {"urgent", "urgent-go"} & keys_of_sheet(tmp_path / "sold", g.log, 1)  # nothing left to sell
