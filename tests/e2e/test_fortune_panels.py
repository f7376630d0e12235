"""Fortune's screens without a browser: every guided action's button calls its command with what was
typed, a refusal lands on its field in the reader's language, and every phase draws in German and
English. (Fast; the browser tests in test_fortune*.py prove the same screens in Chromium.)"""
from __future__ import annotations

import types

import flet as ft
import pytest

import calculators.fortune  # noqa: F401  (registers the game)
from calculators.core.table import make_setup
from calculators.fortune import actions as A
from calculators.fortune.fold import state_of
from companion.context import Ctx
from companion.live import ScreenState
from companion.session import Session
from companion.storage import Store
from companion.table import TableHub
from companion.views.games.fortune import panels as F
from tests.support.controls import Page, all_text, find, press, toggle, type_in, walk
from tests.support.text import plain

B = "banker"


@pytest.fixture
def table(tmp_path):
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("fortune", "T", ["Ann", "Bob", "Cy"], "Kim"))

    def ctx_for(actor, lang="de"):
        """One phone's screen: its session (Fortune read in `lang`) and the screen's own state, kept across the
        test's renders (each `panel(...)` call is one render)."""
        access = types.SimpleNamespace(actor_for=lambda ident, t: actor)
        session = Session(page=Page(f"/table/{sid}"), services=types.SimpleNamespace(hub=hub, access=access),
                          fortune_lang=lang)
        return Ctx(session, ScreenState())
    return types.SimpleNamespace(hub=hub, sid=sid, ctx=ctx_for, banker=ctx_for(B),
                                 do=lambda cmd, *a, **k: hub.act(sid, lambda log: cmd(log, B, *a, **k)))


def panel(t, ctx=None):
    ctx = ctx or t.banker
    return F.banker_panel(ctx, t.sid, t.hub.get(t.sid), None)


def state(t):
    return state_of(t.hub.get(t.sid).log)


def tick(controls, label):
    """Tick a checkbox as a thumb does: the box says it is ticked, its handler puts that into the screen's state."""
    box = toggle(controls, label)
    box.value = True
    box.on_change(types.SimpleNamespace(control=box))


def choose(controls, key, value):
    """Choose `value` in the radio group `key`, as a thumb does."""
    group = next(c for c in walk(controls) if isinstance(c, ft.RadioGroup) and c.key == key)
    group.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value=value)))


def test_every_guided_action_calls_its_command(table):
    t = table
    press(panel(t), "Startkapital auszahlen")
    assert state(t).phase == "start"
    p = panel(t)
    for name, dice in (("Ann", "6 5"), ("Bob", "3 3"), ("Cy", "2 1")):
        type_in(p, f"{name}: zwei Würfel, z. B. 6 5", dice)
    press(p, "Echte Würfel eintragen")
    assert state(t).starter == "Ann"

    def turn(player, space, dice="2 2"):
        p = panel(t)
        type_in(p, "Gewürfelte Augen, z. B. 3 4", dice)
        press(p, "Echte Würfel eintragen")
        press(panel(t), space)
        assert state(t).sheet(player).space and state(t).landed

    # Chips at a typed price; the total follows what is typed.
    turn("Ann", "ETERNIT 1")
    p = panel(t)
    type_in(p, "Anzahl", "2")
    type_in(p, "Preis je Chip (DM)", "9000")
    assert "2 × 9.000 DM = 18.000 DM, an die Kasse" in all_text(panel(t))  # drawn from what is typed, on the next render
    press(p, "Fabrikchips kaufen")
    assert state(t).sheet("Ann").factory == 2 and state(t).sheet("Ann").cash == 132_000
    # A refusal goes on its field, in the reader's language.
    turn("Bob", "PA Beratung")
    en = t.ctx(B, "en")
    p = panel(t, en)
    type_in(p, "How many", "0")
    press(p, "Buy consulting chips")
    p = panel(t, en)  # what the phone shows now: the refusal on its field
    assert find(p, "How many", ft.TextField).error == "Enter a whole number from 1 to 20."  # 20 in the box
    type_in(p, "How many", "1")
    press(p, "Buy consulting chips")
    assert state(t).sheet("Bob").consulting == 1
    # Bonds, then a loan with a typed payout.
    turn("Cy", "BP Obligationen")
    p = panel(t)
    type_in(p, "Anzahl", "3")
    press(p, "Obligationen kaufen")
    assert state(t).sheet("Cy").bonds == 3
    turn("Ann", "Vereinsbank 1")
    p = panel(t)
    type_in(p, "Auszahlung (DM)", "46000")
    press(p, "Darlehen aufnehmen")
    assert state(t).sheet("Ann").loans[0].payout == 46_000
    # Consulting used before the roll: to the economy space, no card drawn.
    press(panel(t), "Beratungschip einsetzen (vor die Produktion)")
    assert state(t).sheet("Bob").space == "economy"
    turn("Bob", "Konjunktur")
    p = panel(t)
    type_in(p, "Text der Konjunkturkarte", "Hochkonjunktur")
    press(p, "Konjunkturkarte notieren")
    assert state(t).economy_card == "Hochkonjunktur"
    noted = [c for c in walk(panel(t)) if isinstance(c, ft.TextField) and "Konjunkturkarte" in str(c.label)]
    assert all(c.value in ("", None) for c in noted)  # noted, the field empties (one more tap noted it twice, a walk)
    # Passing Start pays the bonds' income; the bank share is bought on its space.
    p = panel(t)
    type_in(p, "Gewürfelte Augen, z. B. 3 4", "6")
    press(p, "Echte Würfel eintragen")
    p = panel(t)
    tick(p, "Dabei über Start gezogen (3.000 DM je Obligation)")
    press(p, "Aktien Bayerische Vereinsbank")
    assert state(t).sheet("Cy").cash == 150_000 - 30_000 + 9_000
    press(panel(t), "Aktienpaket kaufen")
    assert state(t).holding("vereinsbank").owner == "Cy"
    # Ann lands on her bank again: repays 50.000 DM + 3.000 DM interest to Cy, the shareholder.
    turn("Ann", "Vereinsbank 2")
    assert state(t).sheet("Ann").loans == () and state(t).sheet("Cy").cash == 69_000 + 3_000
    # Insurance bought, then an explosion: two factory chips lost, one insurance chip brings 30.000 DM.
    turn("Bob", "Anderes Feld")
    turn("Cy", "Anderes Feld")
    turn("Ann", "Rheinland Versicherung")
    press(panel(t), "Versicherungschips kaufen")
    turn("Bob", "Anderes Feld")
    turn("Cy", "Anderes Feld")
    turn("Ann", "Explosion")
    assert state(t).sheet("Ann").factory == 0
    before = state(t).sheet("Ann").cash
    # "15,000 DM per factory you own": when the chips are counted is the app's reading, marked as one on screen.
    assert ("Auslegung: Die Spielregel „15.000 DM pro Fabrik, die Sie besitzen“ zählt jeden Fabrikchip, den der Spieler "
            "hatte, als die Explosion kam, auch die verlorenen: je 15.000 DM.") in all_text(panel(t))
    press(panel(t), "Versicherung einlösen (30.000 DM)")
    assert state(t).sheet("Ann").cash == before + 30_000 and state(t).sheet("Ann").insurance == 0
    # Assembling needs one of each production chip: disabled, with what is short (the rules' refusal).
    sheet = F.subview(t.banker, t.sid, f"/table/{t.sid}", ["player", "0"]).controls
    assert not [c for c in walk(sheet) if isinstance(c, ft.TextField) and "Fertigprodukte" in str(c.label)]
    assert find(sheet, "Fertigprodukte zusammensetzen", ft.OutlinedButton).disabled
    assert "Ann fehlen Fabrikchips, Energiechips und Personalchips für 1 Fertigprodukt." in all_text(sheet)
    turn("Bob", "Anderes Feld")
    turn("Cy", "Anderes Feld")
    # A card payment Ann cannot make: pay, sell at 60 %, or bankruptcy.
    cards = F.subview(t.banker, t.sid, f"/table/{t.sid}", ["cards"]).controls
    assert isinstance(toggle(cards, "Ann"), ft.Radio)  # the payer choices
    choose(cards, "card-from", "Ann")  # to the Kasse, a business card: as the screen starts
    type_in(cards, "Betrag (DM)", "500000")
    type_in(cards, "Grund (Text der Karte)", "Steuernachzahlung")
    press(cards, "Zahlung buchen")
    assert state(t).due.total == 500_000
    assert "Offene Zahlung: Ann schuldet 500.000 DM (Steuernachzahlung)." in all_text(panel(t))
    pay = find(panel(t), "Jetzt zahlen")
    assert pay.disabled  # short of the sum: the rules would refuse it, so it stands disabled
    pay.on_click(None)  # and were it tapped all the same, the rules refuse it, saying why
    cash = f"{state(t).sheet('Ann').cash:,}".replace(",", ".")
    assert t.banker.page.toasts[-1] == f"Ann hat {cash} DM und muss 500.000 DM zahlen."
    press(panel(t), "Ann ist bankrott")
    assert state(t).sheet("Ann").bankrupt
    # An urgent sale from the player's sheet; time up.
    sheet = F.subview(t.banker, t.sid, f"/table/{t.sid}", ["player", "2"]).controls
    tick(sheet, "Aktienpaket Bayerische Vereinsbank (60.000 DM)")
    press(sheet, "Ausgewählte zu 60 % verkaufen")
    assert state(t).holding("vereinsbank") is None
    press(panel(t), "Spielzeit ist um")
    dialog = t.banker.page.dialogs[-1]
    press(dialog.actions, "Früher beenden: alle sind einverstanden")  # set up moments ago: before the agreed time
    assert state(t).phase == "over"
    assert "Bob gewinnt mit der besten Bilanz: der Tisch hat das Spiel vorzeitig beendet" in all_text(panel(t))


def test_oka_faces_tapped_in_and_the_seat_panel(table):
    t = table
    t.do(A.set_up, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120)
    t.do(A.roll_for_start, values=[[6, 5], [3, 3], [2, 1]])
    t.do(A.roll_move, "Ann", 1, values=[3])
    t.do(A.land, "Ann", "shares-otto")
    t.do(A.buy_shares, "Ann")
    bob = t.ctx("seat:Bob", "en")
    seat = F.seat_panel(bob, t.sid, t.hub.get(t.sid), "Bob")
    press(seat, "Roll 2 dice")
    assert state(t).current == "Bob"
    t.do(A.land, "Bob", "otto-1")
    seat = F.seat_panel(bob, t.sid, t.hub.get(t.sid), "Bob")
    press(seat, "Score the ÖKA dice entered")
    assert bob.page.toasts[-1] == "Choose a face on both ÖKA dice."
    press(seat, "-10 %")
    press(seat, "+100 %")
    press(seat, "Score the ÖKA dice entered")
    assert state(t).holding("otto").owner == "Bob" and state(t).sheet("Ann").cash == 100_000 + 95_000
    seat = F.seat_panel(bob, t.sid, t.hub.get(t.sid), "Bob")
    assert ("ÖKA succeeds at 190 % of the purchase price: Bob pays Ann 95,000 DM and takes over the share package "
            "OTTO Versand.") \
        in all_text(seat)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_phase_and_screen_draws(table, lang):
    t = table
    ctx = t.ctx(B, lang)
    views = lambda: [F.subview(ctx, t.sid, f"/table/{t.sid}", r)
                     for r in (["player", "0"], ["cards"], ["correct"], ["board"])]
    assert panel(t, ctx) and F.seat_panel(t.ctx("seat:Ann", lang), t.sid, t.hub.get(t.sid), "Ann")
    t.do(A.set_up, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120)
    t.do(A.roll_for_start, values=[[6, 5], [6, 5], [2, 1]])  # a tie: Ann and Bob roll again
    assert ("Gleichstand: Ann und Bob würfeln noch einmal." if lang == "de" else "A tie: Ann and Bob roll again.") \
        in all_text(panel(t, ctx))
    t.do(A.roll_for_start, values=[[6, 5], [1, 1]])
    for r in ("start", "economy", "business", "factory-1", "kaufring-1", "commerzbank-1", "bonds", "shares-pa",
              "insurance", "explosion", "fire", "other"):
        nxt = A.next_to_roll(state(t))
        t.do(A.roll_move, nxt, 1, values=[2])
        assert panel(t, ctx) and F.seat_panel(t.ctx(f"seat:{nxt}", lang), t.sid, t.hub.get(t.sid), nxt)
        t.do(A.land, nxt, r)
        assert panel(t, ctx) and all(v is not None for v in views())
        assert F.watch_panel(ctx, t.sid, t.hub.get(t.sid), None)
    board = F.subview(ctx, t.sid, f"/table/{t.sid}", ["board"]).controls
    type_in(board, "Fabrik 1" if lang == "de" else "Factory 1", "11000")
    press(board, ("Chippreise (je Feld) speichern" if lang == "de" else "Save Chip prices (per space)"))
    from calculators.fortune.tables import fortune_board
    assert fortune_board(t.hub.get(t.sid).log).value("chip_prices")["factory"][0] == 11000
    t.do(A.time_up)
    assert panel(t, ctx) and F.seat_panel(t.ctx("seat:Cy", lang), t.sid, t.hub.get(t.sid), "Cy")


def test_the_sale_and_bond_screens_say_which_reading_is_played(table):
    """Issue 14, items 9 and 10 on the Kasse's screen. Shares: "you simply deduct that amount from the
    price"; Bonds: "land on one of the BP spaces again" — and the house rules, switched on at setup,
    are named as such on the same screens."""
    t = table
    p = panel(t)
    for name in ("Obligationen zurück nur auf dem Obligationenfeld", "Prämie obendrauf"):
        sw = toggle(p, name)
        sw.value = True
        sw.on_change(types.SimpleNamespace(control=sw))
    press(p, "Startkapital auszahlen")
    assert state(t).house_rules == ("bonds_back_on_bond_space_only", "sale_premium_on_top")
    t.do(A.roll_for_start, values=[[6, 6], [1, 1], [1, 2]])
    assert "Hausregel: Beim Verkauf zahlt die Kasse die Prämie zusätzlich zum Preis" in all_text(panel(t))
    t.do(A.roll_move, "Ann", 1, values=[1])
    t.do(A.land, "Ann", "bonds")
    assert "Hausregel: Obligationen gehen nur auf dem BP-Obligationenfeld zurück." in all_text(panel(t))
    t.do(A.roll_move, "Bob", 1, values=[1])
    t.do(A.land, "Bob", "shares-otto")
    t.do(A.buy_shares, "Bob")
    t.do(A.roll_move, "Cy", 1, values=[1])
    t.do(A.land, "Cy", "otto-1")
    assert "Hausregel: die Kasse zahlt Bob die Prämie 2.000 DM je Produkt zusätzlich." in all_text(panel(t))


def test_left_off_the_premium_comes_off_the_price_as_read_and_bonds_go_back_on_energy_as_written(table):
    """With no house rule on, the sale premium comes off the seller's price — the app's reading where the rulebook does
    not say who pays it, marked so on the sale form — and bonds go back on BP's energy spaces too, as written."""
    t = table
    press(panel(t), "Startkapital auszahlen")
    t.do(A.roll_for_start, values=[[6, 6], [1, 1], [1, 2]])
    text = all_text(panel(t))
    assert "Keine Hausregel ist eingeschaltet." in text
    assert ("Auslegung: Beim Verkauf geht die Prämie für den Aktionär vom Preis des Verkäufers ab (wer sie zahlt, sagt "
            "die Spielregel nicht)") in text
    t.do(A.roll_move, "Ann", 1, values=[1])
    t.do(A.land, "Ann", "otto-1")
    assert ("Aktienpaket unverkauft: die Prämie 2.000 DM je Produkt geht vom Preis ab an die Kasse (Auslegung)."
            in all_text(panel(t)))
    t.do(A.roll_move, "Bob", 1, values=[1])
    t.do(A.land, "Bob", "bonds")
    assert ("Obligationen gehen zurück, wenn Bob wieder auf ein BP-Feld kommt, auch auf ein Energiefeld; gekauft "
            "werden sie nur hier im Finanzbereich (Auslegung)."
            in all_text(panel(t)))
    t.do(A.roll_move, "Cy", 1, values=[1])
    t.do(A.land, "Cy", "shares-otto")
    t.do(A.buy_shares, "Cy")
    t.do(A.roll_move, "Ann", 1, values=[1])
    t.do(A.land, "Ann", "otto-2")
    assert "Prämie 2.000 DM je Produkt an Cy: geht vom Preis ab (Auslegung)." in all_text(panel(t))


def clashing_keys(controls, where="screen") -> list[str]:
    """Siblings sharing a key: Flet would match one to the other's place and handler on the next render."""
    out, seen = [], set()
    for c in controls:
        if c is None:
            continue
        key = getattr(c, "key", None)
        if key is not None:
            if key in seen:
                out.append(f"{where}: {key}")
            seen.add(key)
        for attr in ("content", "controls", "actions"):
            v = getattr(c, attr, None)
            if isinstance(v, ft.Control):
                out += clashing_keys([v], f"{where}/{key or type(c).__name__}")
            elif isinstance(v, list):
                out += clashing_keys(v, f"{where}/{key or type(c).__name__}")
    return out


def test_a_loan_amount_is_shown_as_the_game_prints_it_and_an_ambiguous_one_is_refused_on_its_field(table):
    """Loans: "loans of 50,000 DM at the payout rate given on each space" — the payout field shows its amount as the
    game prints it ("= 48.000 DM") from what is typed, on every render; "48,000" on a German phone is refused on the
    field while typing and when the button is tapped, and nothing is saved. Every screen of the turn keys its
    siblings uniquely."""
    t = table
    t.do(A.set_up, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120)
    t.do(A.roll_for_start, values=[[6, 5], [3, 3], [2, 1]])
    t.do(A.roll_move, "Ann", 1, values=[3])
    t.do(A.land, "Ann", "commerzbank-1")
    p = panel(t)
    assert plain(find(p, "Auszahlung (DM)", ft.TextField).helper) == "= 48.000 DM"
    type_in(p, "Auszahlung (DM)", "48,000")
    p = panel(t)
    payout = find(p, "Auszahlung (DM)", ft.TextField)
    assert payout.value == "48,000" and payout.helper is None
    assert payout.error.startswith("„48,000“ ist mehrdeutig")
    press(p, "Darlehen aufnehmen")
    assert state(t).sheet("Ann").loans == ()
    p = panel(t)
    assert find(p, "Auszahlung (DM)", ft.TextField).error.startswith("„48,000“ ist mehrdeutig")
    type_in(p, "Auszahlung (DM)", "48.000")
    p = panel(t)
    payout = find(p, "Auszahlung (DM)", ft.TextField)
    assert payout.error is None and plain(payout.helper) == "= 48.000 DM"
    assert clashing_keys(p) == []
    press(p, "Darlehen aufnehmen")
    assert state(t).sheet("Ann").loans[0].payout == 48_000
    for screen in (panel(t), *[F.subview(t.banker, t.sid, f"/table/{t.sid}", r).controls
                               for r in (["player", "0"], ["cards"], ["correct"], ["board"])],
                   F.seat_panel(t.ctx("seat:Bob"), t.sid, t.hub.get(t.sid), "Bob")):
        assert clashing_keys(screen) == []
