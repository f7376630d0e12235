"""Owner's Choice, the bank phone passed around the table (a walk: Ann banks and plays on the bank phone, Bob has
his own phone, Cy has none and is handed the bank phone for her turns). Setup 7: "Your money should remain hidden
throughout the game" — and the app holds the money, so Cy learns hers only from the phone she is handed. 'Pass this
phone around' (off at first, as in Roll and Rails) makes the bank phone show only the money of the player whose turn
or decision it is, by name, and nobody else's (not the banker's own); off, a playing banker's own money line says
whose it is while the turn is another's. Drawn in-process, as in test_owners_choice_live."""
from __future__ import annotations

import types

import flet as ft
import pytest

import calculators.owners_choice as oc
from calculators.core.actors import ONLOOKER
from calculators.core.table import make_setup
from companion.context import Ctx
from companion.storage import Store
from companion.table import TableHub
from companion.views import games
from tests.support.controls import texts, toggle, walk
from tests.support.oc_screens import Phone
from tests.support.scratch import scratch_dir


@pytest.fixture
def hub():
    return TableHub(Store(scratch_dir()))


def cy_on_turn(hub) -> str:
    """Ann banks and plays; Ann starts; before the game Ann buys 2 RED, Bob 1 BLUE, Cy nothing; Ann and Bob land on
    the Dividend square and end their turns: turn 3, Cy's turn."""
    sid = hub.create(make_setup("owners-choice", "Stock night", ["Ann", "Bob", "Cy"], "Ann"))

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.start_game, start_player="Ann")
    for seat, buys in (("Ann", {"RED": 2}), ("Bob", {"BLUE": 1}), ("Cy", {})):
        do(oc.pregame_buy, seat, buys)
    for seat in ("Ann", "Bob"):
        do(oc.move_pawn, seat, 1, "dividend")
        do(oc.end_turn, seat)
    return sid


def bank_phone(hub, sid: str) -> Phone:
    """Ann's bank phone; Bob's seat is held by his own phone, Cy's by none."""
    ann = Phone(hub, sid, "banker", viewer="Ann")
    ann.session.services.claims = types.SimpleNamespace(is_claimed=lambda table, seat: seat == "Bob")
    ann.draw()
    return ann


def own_money_line(phone: Phone) -> str:
    """The money line at the top ('Your money $180'), as the player reads it."""
    row = next(c for c in walk(phone.controls) if getattr(c, "key", None) == "oc-own-cash")
    return " ".join(t for t in (texts(x) for x in walk([row]) if isinstance(x, ft.Text)) if t)


def pass_around(phone: Phone, on: bool, label: str = "Pass this phone around") -> None:
    switch = toggle(phone.controls, label)
    switch.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value=on)))
    phone.draw()


def cash(hub, sid: str, seat: str) -> int:
    return oc.state_of(hub.get(sid).log).player(seat).cash


def test_passed_to_cy_the_bank_phone_shows_cys_money_by_name_and_hides_the_bankers_own(hub):
    sid = cy_on_turn(hub)
    ann = bank_phone(hub, sid)
    ann_cash, cy_cash = f"${cash(hub, sid, 'Ann'):,}", f"${cash(hub, sid, 'Cy'):,}"
    assert ann_cash != cy_cash
    # Off (as at first): Ann's own money, said to be Ann's while the turn is Cy's; Cy's money hidden.
    assert ann.shown("oc-turn").startswith("Turn 3 · Cy's turn")
    assert own_money_line(ann) == f"Your money (Ann) {ann_cash}"
    assert ann.shown("hidden-Cy") == "hidden" and ann.shown("cash-Ann") == ann_cash
    assert toggle(ann.controls, "Pass this phone around").value is False

    # On, in Ann's hands: the phone is covered until Cy says she has it (it showed Cy's money to Ann at once).
    pass_around(ann, True)
    assert ann.shown("oc-cover") == "Pass the phone to Cy"
    # No switch under the cover (two walks' next players turned it off: the banker's money showed at one tap); the
    # banker stops passing by their own word, as Cy says it is hers. No Back to Home, no Undo in History meanwhile.
    assert not [c for c in walk(ann.controls) if isinstance(c, ft.Switch)]
    assert ann.control("I am Ann, the banker: stop passing this phone around")
    assert games.hands_elsewhere(Ctx(ann.session, ann.state), sid, hub.get(sid))
    assert_covered(ann, sid, [ann_cash, cy_cash])
    ann.tap("I am Cy: show my money")
    ann.draw()
    assert ann.shown("oc-cover") is None
    assert own_money_line(ann) == f"Cy's money {cy_cash}"
    # In Cy's hands the banker's tools are out of reach: the switch (turned off, it showed "Your money (Ann)" to Cy,
    # a walk), corrections, the seats' links and the share code; Cy may give the phone back.
    texts_now = " ".join(texts(c) for c in walk(ann.controls))
    assert "Pass this phone around" not in texts_now and "Correct a player's money" not in texts_now
    assert not [c for c in walk(ann.controls) if isinstance(c, ft.Switch)]
    assert games.hands_elsewhere(Ctx(ann.session, ann.state), sid, hub.get(sid))
    assert "Give the phone back to Ann, the banker" in texts_now
    assert ann.shown("cash-Cy") == cy_cash
    assert ann.shown("hidden-Ann") == "hidden" and ann.shown("hidden-Bob") == "hidden"
    assert ann.shown("oc-bank") is None and ann.shown("player-Cy").startswith("Cy (to play)")
    assert "(you" not in " ".join(texts(c) for c in walk(ann.controls))
    # History and the net worth chart on this phone name only Cy's money too.
    assert games.bank_viewer(Ctx(ann.session, ann.state), sid, hub.get(sid)) == "Cy"

    # Cy's trade is bounded by her money, as on her own phone, and is recorded as hers, made on the banker's phone.
    for _ in range(6):
        ann.tap("Buy one more GREEN")
        ann.draw()
    assert ann.control("Buy one more GREEN").disabled
    ann.tap("Confirm the trade")
    event = hub.get(sid).log.events[-1]
    assert event.kind == "oc.traded" and event.actor == "seat:Cy" and event.data["via"] == "pass-the-phone"

    # Ann's turn: covered while Cy still holds the phone (Ann's money is not Cy's to see); passed back, it shows
    # Ann's money by name; off again, 'Your money' and Cy's hidden.
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Cy", 1, "dividend"))
    hub.act(sid, lambda log: oc.end_turn(log, "banker", "Cy"))
    ann.draw()
    assert ann.shown("oc-cover") == "Pass the phone back to Ann, the banker"  # one pair of hands: banker and player
    assert_covered(ann, sid, [f"${cash(hub, sid, 'Ann'):,}", f"${cash(hub, sid, 'Cy'):,}"])
    assert not [c for c in walk(ann.controls) if isinstance(c, ft.Switch)]  # Cy still holds it
    ann.tap("I am Ann: back to the table")
    ann.draw()
    assert not games.hands_elsewhere(Ctx(ann.session, ann.state), sid, hub.get(sid))
    assert own_money_line(ann) == f"Ann's money ${cash(hub, sid, 'Ann'):,}" and ann.shown("hidden-Cy") == "hidden"
    pass_around(ann, False)
    assert own_money_line(ann) == f"Your money ${cash(hub, sid, 'Ann'):,}"
    assert games.bank_viewer(Ctx(ann.session, ann.state), sid, hub.get(sid)) == "Ann"


def assert_covered(phone: Phone, sid: str, amounts: list[str]) -> None:
    """Nobody's money on the covered phone: no money line, every player's hidden, no step to take for anyone, and
    History (and the net worth chart) on this phone public only."""
    shown = " ".join(texts(c) for c in walk(phone.controls))
    assert not any(f" {a}" in shown or shown.startswith(a) for a in amounts), shown
    assert not [c for c in walk(phone.controls) if getattr(c, "key", None) == "oc-own-cash"]
    assert not any(phone.shown(f"cash-{p}") for p in ("Ann", "Bob", "Cy"))
    # A short screen: the cover in sight however the last step left the page scrolled (no players' list under it).
    assert phone.shown("player-Ann") is None and phone.shown("oc-cover")
    assert "Confirm the trade" not in shown and "Buy one more" not in shown and "End the turn" not in shown
    assert games.bank_viewer(Ctx(phone.session, phone.state), sid, phone.hub.get(sid)) == ONLOOKER


def test_the_switch_is_labelled_in_both_languages(hub):
    sid = cy_on_turn(hub)
    ann = Phone(hub, sid, "banker", viewer="Ann", lang="de")
    ann.draw()
    assert ann.shown("oc-turn").startswith("Zug 3 · Cy ist am Zug")
    assert own_money_line(ann) == f"Dein Geld (Ann) ${cash(hub, sid, 'Ann')}"
    pass_around(ann, True, "Dieses Handy herumgeben")
    assert ann.shown("oc-cover") == "Handy an Cy geben"
    ann.tap("Ich bin Cy: zeig mein Geld")
    ann.draw()
    assert own_money_line(ann) == f"Geld von Cy ${cash(hub, sid, 'Cy')}"
    assert ann.shown("player-Cy").startswith("Cy (am Zug)") and ann.shown("hidden-Ann") == "verdeckt"


def test_a_player_with_a_phone_of_their_own_is_not_handed_the_bank_phone(hub):
    """Bob plays on his own phone: on his turn the bank phone passed around stays Ann's — her money, Bob's hidden
    (showing it would give Bob's money away to the banker), and his trade made on his phone."""
    sid = cy_on_turn(hub)
    for seat in ("Cy", "Ann"):
        hub.act(sid, lambda log, seat=seat: oc.move_pawn(log, "banker", seat, 1, "dividend"))
        hub.act(sid, lambda log, seat=seat: oc.end_turn(log, "banker", seat))
    ann = bank_phone(hub, sid)
    pass_around(ann, True)
    assert ann.shown("oc-turn").startswith("Turn 5 · Bob's turn")
    assert own_money_line(ann) == f"Your money (Ann) ${cash(hub, sid, 'Ann'):,}"
    assert ann.shown("hidden-Bob") == "hidden" and ann.shown("hidden-Cy") == "hidden"
    assert ann.shown("oc-trade-elsewhere-Bob") == "Bob makes any stock trade on their own phone."
    assert games.bank_viewer(Ctx(ann.session, ann.state), sid, hub.get(sid)) == "Ann"


def test_a_bank_phone_whose_banker_does_not_play_is_covered_until_the_banker_has_it_back(hub):
    """Kim banks and does not play (her phone shows everyone's money); Bob has his own phone, Ann and Cy none. Passed
    to Ann for her turn, the phone covers until Ann has it; when Bob is due next, it covers again until Kim has it
    back: in Ann's hands it showed everyone's money the moment she ended her turn."""
    sid = hub.create(make_setup("owners-choice", "Stock night", ["Ann", "Bob", "Cy"], "Kim"))
    hub.act(sid, lambda log: oc.start_game(log, "banker", start_player="Ann"))
    for seat in ("Ann", "Bob", "Cy"):
        hub.act(sid, lambda log, seat=seat: oc.pregame_buy(log, "banker", seat, {}))
    kim = Phone(hub, sid, "banker", viewer=None)
    kim.session.services.claims = types.SimpleNamespace(is_claimed=lambda table, seat: seat == "Bob")
    kim.draw()
    everyone = [f"${cash(hub, sid, p):,}" for p in ("Ann", "Bob", "Cy")]
    assert kim.shown("cash-Bob") == everyone[1]  # the banker sees all
    pass_around(kim, True)
    assert kim.shown("oc-cover") == "Pass the phone to Ann"
    assert_covered(kim, sid, everyone)
    kim.tap("I am Ann: show my money")
    kim.draw()
    assert own_money_line(kim) == f"Ann's money {everyone[0]}" and kim.shown("hidden-Bob") == "hidden"
    # Ann gives it back early: covered again for Kim, who may stop passing it by her own word.
    kim.tap("Give the phone back to Kim, the banker")
    kim.draw()
    assert kim.shown("oc-cover") == "Pass the phone to Ann"
    assert kim.control("I am Kim, the banker: stop passing this phone around")
    kim.tap("I am Ann: show my money")
    kim.draw()
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Ann", 1, "dividend"))
    hub.act(sid, lambda log: oc.end_turn(log, "banker", "Ann"))
    kim.draw()  # Bob's turn, on his own phone: the bank phone, still in Ann's hands, covers everyone's money
    assert kim.shown("oc-cover") == "Pass the phone back to Kim, the banker"
    assert_covered(kim, sid, [f"${cash(hub, sid, p):,}" for p in ("Ann", "Bob", "Cy")])
    kim.tap("I am Kim: back to the table")
    kim.draw()
    assert kim.shown("oc-cover") is None and kim.shown("cash-Bob") == f"${cash(hub, sid, 'Bob'):,}"


def test_in_a_players_hands_the_table_screen_keeps_the_seats_links_and_the_share_code_away(hub):
    """A walk: in Cy's hands, the bank phone's table screen still offered "Invite phones" (every seat's link: Bob's
    opens his money on any phone) and "Share as QR" (a code that "holds every secret of the table")."""
    from companion.access import Identity
    from companion.routes import _table_screens
    from tests.support.phone import Phone as ScreenPhone, fake_services, session

    sid = cy_on_turn(hub)
    claims = types.SimpleNamespace(is_claimed=lambda table, seat: seat == "Bob")
    s = session(f"/table/{sid}", fake_services(hub, hub.store, "banker", claims=claims), Identity("host"),
                showing_table=sid)
    phone = ScreenPhone(s, lambda s: _table_screens(s, sid, f"/table/{sid}", []))

    def buttons() -> set[str]:
        return {c.content for c in walk(phone.draw()) if isinstance(c, ft.OutlinedButton) and isinstance(c.content, str)}

    assert {"Invite phones", "Share as QR"} <= buttons()  # in the banker's hands, not passed around
    s.pass_phone = {sid: True}
    s.holders = {sid: "Cy"}  # Cy said she has it
    assert not {"Invite phones", "Share as QR", "New sealed round"} & buttons()
    s.holders, s.pass_phone = {}, {}
    assert {"Invite phones", "Share as QR"} <= buttons()


def test_while_the_phone_changes_hands_the_table_screen_is_the_cover_alone(hub):
    """A walk: after the switch was turned on mid-page, and after End Cy's turn, the page stood at the dice tray
    (open to whoever held it: Rolling for Ann, Bob, Cy) and the cover was above the screen. Covered, the table screen
    is the cover alone, short, in sight however the page was scrolled."""
    from companion.access import Identity
    from companion.routes import _table_screens
    from tests.support.phone import Phone as ScreenPhone, fake_services, session

    sid = cy_on_turn(hub)
    claims = types.SimpleNamespace(is_claimed=lambda table, seat: seat == "Bob")
    s = session(f"/table/{sid}", fake_services(hub, hub.store, "banker", claims=claims), Identity("host"),
                showing_table=sid, pass_phone={sid: True})
    phone = ScreenPhone(s, lambda s: _table_screens(s, sid, f"/table/{sid}", []))
    drawn = phone.draw()
    said = [texts(c) for c in walk(drawn) if texts(c)]
    assert "Pass the phone to Cy" in said and "I am Cy: show my money" in said
    for gone in ("Roll", "History and undo", "Invite phones", "Seats, clockwise", "Dice", "New sealed round"):
        assert gone not in said, gone
    s.holders = {sid: "Cy"}  # in Cy's hands: the table screen again, without the banker's tools
    said = [texts(c) for c in walk(phone.draw()) if texts(c)]
    assert "Pass the phone to Cy" not in said and "Roll" in said
    # History without Undo in her hands, and the button says so (a walk read "History and undo" for it)
    assert "History" in said and "History and undo" not in said


def test_in_a_players_hands_history_reads_only_and_back_does_not_leave_the_table(hub):
    """A walk: handed the bank phone, Cy opened "History and undo" and undid Bob's "ended the turn", and Back took
    her to the host's Home (every table's Rename and Delete, Settings). In a player's hands History reads only, the
    table screen has no Back, and the browser's Back returns to the table; given back, all is the banker's again."""
    from companion.access import Identity
    from companion.routes import _table_screens, stays_covered
    from tests.support.phone import Phone as ScreenPhone, fake_services, session

    sid = cy_on_turn(hub)
    claims = types.SimpleNamespace(is_claimed=lambda table, seat: seat == "Bob")
    base = f"/table/{sid}"
    s = session(base, fake_services(hub, hub.store, "banker", claims=claims), Identity("host"), showing_table=sid)
    s.pass_phone, s.route_family = {sid: True}, base
    history = ScreenPhone(s, lambda s: _table_screens(s, sid, base, ["history"]))
    table = ScreenPhone(s, lambda s: _table_screens(s, sid, base, []))

    def undo_buttons() -> list:
        return [c for c in walk(history.draw()) if isinstance(c, ft.IconButton) and "Undo" in (c.tooltip or "")]

    # On its way to Cy under the cover, as in her hands (a walk undid the banker's last step from the cover's History,
    # and its Back reached the host's Home): History reads only, no Back, the browser's Back stays at the table.
    for holders in ({}, {sid: "Cy"}):  # covered; then Cy said she has it
        s.holders = holders
        assert undo_buttons() == [] and "Only the banker can undo" in " ".join(texts(c) for c in walk(history.draw()))
        # and where the banker finds them again (a walk's banker undid a throw, the phone covered, Redo gone unsaid)
        assert "stop passing this phone around” brings Undo and Redo back here" in " ".join(
            texts(c) for c in walk(history.draw()))
        assert table.view().appbar.automatically_imply_leading is False
        assert stays_covered(s, "/") and s.page.went[-1] == base  # the browser's Back: to the table, not Home
        assert not stays_covered(s, f"{base}/history")  # History and the table's own screens open as ever
    s.holders, s.pass_phone = {}, {sid: False}  # the banker has it back and stops passing it
    assert undo_buttons() and not stays_covered(s, "/")
    assert table.view().appbar.automatically_imply_leading is not False


def test_the_bank_phones_panel_is_drawn_again_when_a_seat_is_moved_off_its_phone(hub):
    """A walk: Cy's phone died; the banker moved her seat to a new phone (Invite: "Waiting for: Cy"), yet the bank
    phone still said "Cy makes any stock trade on their own phone" and offered no "Pass the phone to Cy" — even after
    a reload, which keeps Flet's session and so the panel drawn before. The panel's inputs now hold which seats a
    phone holds: a move (or a claim) draws it again."""
    from companion.views.games import panel_deps
    from companion.context import Ctx

    sid = cy_on_turn(hub)
    held = {"Bob", "Cy"}
    ann = Phone(hub, sid, "banker", viewer="Ann")
    ann.session.services.claims = types.SimpleNamespace(is_claimed=lambda table, seat: seat in held)
    ctx = Ctx(ann.session, ann.state)
    before = panel_deps(ctx, sid, hub.get(sid), "Ann")
    held.discard("Cy")  # the banker moved Cy's seat to a new phone, not yet opened
    assert panel_deps(ctx, sid, hub.get(sid), "Ann") != before
    ann.draw()
    assert ann.shown("oc-trade-elsewhere-Cy") is None


def test_at_game_end_in_a_players_hands_the_chart_names_whose_line_it_is(hub):
    """A walk: at Game End, the bank phone in another player's hands read "Ann's final money" (named) but the chart
    under it "Your net worth over the turns" over Ann's line. The chart names the line as the money above it does."""
    from companion.access import Identity
    from companion.routes import _table_screens
    from tests.support.phone import Phone as ScreenPhone, fake_services, session

    sid = cy_on_turn(hub)
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Cy", 2, "goal"))  # Game End
    assert oc.state_of(hub.get(sid).log).phase == "over"
    claims = types.SimpleNamespace(is_claimed=lambda table, seat: seat == "Bob")
    s = session(f"/table/{sid}", fake_services(hub, hub.store, "banker", claims=claims), Identity("host"),
                showing_table=sid, pass_phone={sid: True})
    phone = ScreenPhone(s, lambda s: _table_screens(s, sid, f"/table/{sid}", []))

    def titles() -> list[str]:
        return [texts(c) for c in walk(phone.draw()) if isinstance(c, ft.Text) and "net worth over the turns" in texts(c)]

    s.holders = {sid: "Cy"}  # in Cy's hands
    assert games.bank_viewer(Ctx(s, phone.state), sid, hub.get(sid)) == "Ann"  # the final money shown is Ann's
    assert titles() == ["Ann's net worth over the turns"]
    s.holders = {}  # back in Ann's hands: her own line is hers
    assert titles() == ["Your net worth over the turns"]


def test_a_player_with_a_phone_of_their_own_buys_before_the_game_there_only(hub):
    """Setup 9: each player buys stocks before the game. A walk's bank phone, passed around, offered Bob's pre-game
    purchase ("Buy one more …", "Buy these stocks") while Bob's own phone offered it too: Ann could spend Bob's hidden
    money for him. The bank phone says Bob buys on his own phone."""
    sid = hub.create(make_setup("owners-choice", "Stock night", ["Ann", "Bob", "Cy"], "Ann"))
    hub.act(sid, lambda log: oc.start_game(log, "banker", start_player="Ann"))
    hub.act(sid, lambda log: oc.pregame_buy(log, "banker", "Ann", {"RED": 2}))  # Bob buys next
    ann = bank_phone(hub, sid)
    pass_around(ann, True)
    said = " ".join(texts(c) for c in walk(ann.controls))
    assert "Bob buys on their own phone." in said and "Buy these stocks" not in said


def test_on_the_cover_only_the_bankers_own_word_stops_passing_the_phone(hub):
    """A walk: on the cover "Pass the phone to Dee", Dee turned off the switch beneath it ("For Cy, the banker,
    only") and read Cy's hidden money (Setup 7: "Your money should remain hidden throughout the game"). The cover has
    no switch: the banker stops passing by saying it is them, as the next player says "I am Dee"."""
    sid = cy_on_turn(hub)
    ann = bank_phone(hub, sid)
    ann_cash = f"${cash(hub, sid, 'Ann'):,}"
    pass_around(ann, True)
    assert ann.shown("oc-cover") == "Pass the phone to Cy"
    assert not [c for c in walk(ann.controls) if isinstance(c, ft.Switch)]
    assert_covered(ann, sid, [ann_cash])
    ann.tap("I am Ann, the banker: stop passing this phone around")
    ann.draw()
    assert ann.shown("oc-cover") is None and own_money_line(ann) == f"Your money (Ann) {ann_cash}"
    assert toggle(ann.controls, "Pass this phone around").value is False


def test_a_reload_finds_the_passed_phone_still_in_the_players_hands(hub):
    """A walk: in Dee's hands, the bank phone covered "Pass the phone back to Cy, the banker"; a reload (or the host
    link in a new tab) showed Cy's hidden money and the banker's tools. Whose hands it is in is kept with the table:
    a fresh page of the bank phone finds it as it was left."""
    def bank_phone_kept(hub, sid: str) -> Phone:  # the app's own: its choices kept with the table's details
        phone = Phone(hub, sid, "banker", viewer="Ann")
        phone.session.services.claims = types.SimpleNamespace(is_claimed=lambda table, seat: seat == "Bob")
        phone.session.services.store = hub.store
        phone.draw()
        return phone

    sid = cy_on_turn(hub)
    ann = bank_phone_kept(hub, sid)
    ann_cash, cy_cash = f"${cash(hub, sid, 'Ann'):,}", f"${cash(hub, sid, 'Cy'):,}"
    pass_around(ann, True)
    ann.tap("I am Cy: show my money")
    ann.draw()
    reloaded = bank_phone_kept(hub, sid)  # a new session of the bank phone
    assert own_money_line(reloaded) == f"Cy's money {cy_cash}"
    assert games.hands_elsewhere(Ctx(reloaded.session, reloaded.state), sid, hub.get(sid))
    assert ann_cash not in " ".join(texts(c) for c in walk(reloaded.controls))
    reloaded.tap("Give the phone back to Ann, the banker")
    reloaded.draw()
    again = bank_phone_kept(hub, sid)
    assert again.shown("oc-cover") == "Pass the phone to Cy"  # back with the banker: covered until Cy has it
