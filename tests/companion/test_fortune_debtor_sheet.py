"""Fortune: a debtor's balance sheet on the Kasse's phone. More About Shares: "if you urgently need money, you may at
any time between rolls sell both shares and bonds to the Kasse ... only 60% of their value". A walk tapped "Urgent sale
at 60 %" there (it opened the screen it stood on: nothing happened), found the sale's form below "Assemble finished
products", and the sale's form stayed once nothing was left to sell."""
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


def keys_in_order(tmp_path, log, i: int) -> list:
    t = Table(tmp_path, "fortune")
    sid = t.create(log)
    s = session(f"/table/{sid}/game/player/{i}", services=fake_services(t.hub, t.store), identity=Identity("host"),
                showing_table=sid)
    return [getattr(c, "key", None) for c in walk(player_view(Ctx(s, ScreenState()), sid, f"/table/{sid}", i).controls)]


def keys_of_sheet(tmp_path, log, i: int) -> set:
    return set(keys_in_order(tmp_path, log, i))


def test_a_debtors_sheet_offers_the_sale_under_the_debt_and_only_what_applies(tmp_path):
    g = Game()
    g.turn("Bob", "bonds")
    g.do(A.buy_bonds, B, "Bob", 2)
    g.do(A.card_payment, B, "Bob", None, g.cash("Bob") + 5_000, "Geschäfte-Karte: Fehlinvestition")
    assert g.state.due is not None and g.state.due.debtor == "Bob"
    keys = keys_of_sheet(tmp_path / "owes", g.log, 1)
    assert "due-Bob" in keys and "due-urgent" not in keys  # the sale's form follows: no button to this same screen
    assert {"urgent", "urgent-go"} <= keys
    order = [k for k in keys_in_order(tmp_path / "order", g.log, 1) if k in ("urgent", "assemble")]
    assert order == ["urgent", "assemble"]  # the way to the money first, under the debt
    g.do(A.sell_urgently, B, "Bob", bonds=2)  # 12,000 DM: the debt is paid from it
    g.do(A.pay_due, B)
    assert not {"urgent", "urgent-go"} & keys_of_sheet(tmp_path / "sold", g.log, 1)  # nothing left to sell


def test_a_card_payment_says_who_pays_whom_and_that_a_short_payer_will_owe_it(tmp_path):
    # External Influences: a card demands a payment; End of the Game: a player who cannot pay it owes it (and may sell,
    # or goes bankrupt). A walk's Kasse read only "= 50,000 DM" before booking it.
    import types

    from calculators.fortune.fold import state_of
    from tests.support.fortune.phones import cards_screen, said

    t, sid, draw = cards_screen(tmp_path)
    bob = state_of(t.hub.get(sid).log).sheet("Bob").cash
    amount = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Amount (DM)")
    amount.value = str(bob + 50_000)
    amount.on_change(types.SimpleNamespace(control=amount))
    assert said(draw(), "card-preview") == (f"Bob pays the Kasse {bob + 50_000:,} DM. Bob has {bob:,} DM: "
                                            "booked, the payment stays open, owed in full, until Bob pays it.")


def test_the_space_picker_says_what_passing_start_pays(tmp_path):
    # Bonds: "you receive 3,000 DM interest per bond each time you pass Start".
    from tests.support.fortune.phones import said, screen

    g = Game()
    g.turn("Ann", "bonds")
    g.do(A.buy_bonds, B, "Ann", 2)
    for who in ("Bob", "Cy"):
        g.turn(who, "business")
    g.do(A.roll_move, B, "Ann", 2, values=[3, 4])
    assert said(screen(tmp_path, g.log, None), "passed-pays") == "Bonds of Ann: 2; passing Start pays 6,000 DM."


def test_a_card_payment_to_oneself_is_refused_before_the_tap(tmp_path):
    import types

    from tests.support.fortune.phones import cards_screen, said

    _t, _sid, draw = cards_screen(tmp_path)
    to = next(c for c in draw() if isinstance(c, ft.RadioGroup) and c.key == "card-to")
    to.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value="Bob")))  # Bob pays Bob
    amount = next(c for c in draw() if isinstance(c, ft.TextField) and c.label == "Amount (DM)")
    amount.value = "5000"
    amount.on_change(types.SimpleNamespace(control=amount))
    assert said(draw(), "card-preview") == "Payer and payee must differ."


def test_assembling_stands_disabled_with_what_is_short_until_a_whole_set_is_held(tmp_path):
    """The First Way: "one factory, one energy and one personnel chip" make one finished product. A walk's debtor,
    holding no chips, found "Assemble finished products" enabled, and its refusal named only the factory chips."""
    from tests.support.drawn import keyed
    from tests.support.text import plain

    def sheet(path, log):
        t = Table(path, "fortune")
        sid = t.create(log)
        s = session(f"/table/{sid}/game/player/1", services=fake_services(t.hub, t.store), identity=Identity("host"),
                    showing_table=sid, device_lang="en", lang="en")
        return list(walk(player_view(Ctx(s, ScreenState()), sid, f"/table/{sid}", 1).controls))

    g = Game(players=("Ann", "Bob"))
    drawn = sheet(tmp_path / "none", g.log)
    button = keyed(drawn, "fortune-sheet-Bob-assemble-Bob-go")
    assert button.disabled and button.on_click is None
    why = next(c for c in drawn if isinstance(c, ft.Semantics) and c.identifier == "fortune-sheet-Bob-assemble-Bob-why")
    assert plain(why.content.value) == ("Bob lacks factory chips, energy chips and personnel chips for 1 finished "
                                        "product.")
    for chip in ("factory", "energy", "personnel"):
        g.turn("Bob", f"{chip}-1")
        g.do(A.buy_chips, B, "Bob", chip, 1)
    assert not keyed(sheet(tmp_path / "set", g.log), "fortune-sheet-Bob-assemble-Bob-go").disabled
