"""A stranger's join screens, drawn without a browser: what they promise is what they have."""
from __future__ import annotations

import types

import flet as ft

from companion.views import join
from tests.support.controls import all_text, walk
from tests.support.phone import Phone, one_screen, session


def test_the_landing_says_the_phones_camera_scans_the_code_as_it_has_no_scan_button():
    phone = Phone(session("/", services=types.SimpleNamespace()), one_screen("/", join.landing_view))
    controls = phone.draw()
    words = all_text(controls)
    assert "Scan your seat's QR code with your phone's camera" in words
    assert "Open the camera app" in words and "I have a code" in words
    buttons = [c for c in walk(controls) if isinstance(c, ft.FilledButton)]
    assert [b.content for b in buttons] == ["I have a code"]  # the only button: the words promise no scanner
    # The host who opened a table's address in another browser is told how to get the bank back (a walk).
    assert "Running the table? Open the host link the server printed when it started" in words


def test_the_code_fields_counter_counts_the_codes_six_characters_not_the_room_for_a_dash():
    """The walk read "5/8" under "Six-character code" (the field has room for "AH4-RUM"): it counts to 6, and a
    space or dash read out with the code is not counted."""
    phone = Phone(session("/join", services=types.SimpleNamespace()), one_screen("/join", join.code_view))

    def code_field() -> ft.TextField:
        return next(c for c in walk(phone.draw()) if isinstance(c, ft.TextField))

    assert code_field().counter == "0/6"
    for typed, counted in (("4c4cn", "5/6"), ("AH4-RUM", "6/6"), ("AH4 RU", "5/6"), ("%%$!", "0/6")):  # no part of a code
        field = code_field()
        field.value = typed  # the browser writes keystrokes into the rendered instance, then tells the server
        field.on_change(None)
        assert code_field().counter == counted, typed


def test_a_seat_in_use_leads_on_to_a_code_and_offers_the_language():
    """A player who scanned a neighbour's QR code met "Seat in use" with nowhere to go and no language button (a
    walk, German phone): it now offers "Join with a code" and the app bar's language choice, as the other join
    screens do; nothing of the seat is shown."""
    phone = Phone(session("/seat/tok", services=types.SimpleNamespace()),
                  one_screen("/seat/tok", lambda ctx: join.in_use_view(ctx, "/seat/tok")))
    controls = phone.draw()
    join_button = next(c for c in walk(controls) if isinstance(c, ft.TextButton) and c.content == "Join with a code")
    join_button.on_click(None)
    assert phone.session.page.went == ["/join"]
    assert [a.tooltip for a in phone.view().appbar.actions] == ["Language"]


def test_a_phone_with_an_earlier_host_link_is_told_a_new_one_was_made():
    # A walk restarted the server with --new-host-link: the host's phone became the players' landing page, and only
    # the small hint said anything of the host. Now it says why.
    s = session("/", services=types.SimpleNamespace())
    s.old_host_link = True
    words = all_text(Phone(s, one_screen("/", join.landing_view)).draw())
    assert "This phone opened an earlier host link: the server has a new one since it was restarted." in words
    assert "earlier host link" not in all_text(
        Phone(session("/", services=types.SimpleNamespace()), one_screen("/", join.landing_view)).draw())


def test_a_dead_banker_link_says_it_is_a_banker_link():
    words = all_text(Phone(session("/bank/x", services=types.SimpleNamespace()),
                           one_screen("/bank/x", lambda ctx: join.bad_link_view(ctx, "/bank/x", bank=True))).draw())
    assert "This banker link no longer opens a table: a new banker link replaced it, or its table is gone." in words
    assert "does not open a seat" not in words and "Join with a code" not in words


def test_a_player_at_several_tables_is_offered_every_seat_this_phone_opened():
    """A walk's player joined three tables and the landing offered only the last: every seat this phone opened whose
    link still works is offered, newest first; a link that no longer works is left out."""
    import json

    from companion.device import SEAT_KEY, SEATS_KEY, seats_from
    from companion.routes import remember

    tables = {"t1": "Rollout night", "t2": "Fortune night"}
    services = types.SimpleNamespace(
        access=types.SimpleNamespace(lookup={"a": ("t1", "Ben"), "b": ("t2", "Ben")}.get),
        hub=types.SimpleNamespace(get=lambda sid: types.SimpleNamespace(setup=types.SimpleNamespace(name=tables[sid]))))
    s = session("/", services=services)
    saved: list[tuple[str, str]] = []
    s.device = types.SimpleNamespace(remember=lambda key, value: saved.append((key, value)))
    for token in ("a", "dead", "b"):  # the seat links opened, oldest first (one since revoked)
        remember(s, SEAT_KEY, token)
    assert saved[-1] == (SEATS_KEY, json.dumps(["b", "dead", "a"])) and s.saved_seat == "b"
    phone = Phone(s, one_screen("/", join.landing_view))
    buttons = [c for c in walk(phone.draw()) if isinstance(c, ft.FilledButton) and c.key and "reopen" in c.key]
    assert [b.content for b in buttons] == ["Reopen your seat: Ben at Fortune night",
                                            "Reopen your seat: Ben at Rollout night"]
    buttons[1].on_click(None)
    assert phone.session.page.went == ["/seat/a"]
    # What a browser's storage holds is not trusted: anything but a list of short strings is read as nothing.
    assert seats_from('{"a": 1}', None) == [] and seats_from("not json", "x") == ["x"]
    assert seats_from(json.dumps(["x", 5, "y" * 500, "z"]), "z") == ["z", "x"]


def test_a_phone_that_opened_a_banker_link_is_offered_the_bank_again():
    """A walk: a banker-link phone went to the app's start address (as an installed app opens it) and found only the
    players' page, with no way back to its bank but asking the host for the link again. The landing offers the bank
    this phone opened last, while its link still works."""
    import json

    from companion.device import BANK_KEY, BANKS_KEY
    from companion.routes import settle

    tables = {"t1": "Rollout night"}
    links = {"bank-1": ("t1", None)}
    services = types.SimpleNamespace(
        access=types.SimpleNamespace(lookup=links.get, is_host_secret=lambda s: False, host_secret="x"),
        claims=None,
        hub=types.SimpleNamespace(get=lambda sid: types.SimpleNamespace(setup=types.SimpleNamespace(name=tables[sid]))))
    s = session("/bank/bank-1", services=services)
    saved: list[tuple[str, str]] = []
    s.device = types.SimpleNamespace(remember=lambda key, value: saved.append((key, value)))
    settle(s, "/bank/bank-1")
    assert (BANK_KEY, "bank-1") in saved and s.saved_banks == ["bank-1"]
    tables["t2"], links["bank-2"] = "Stock night", ("t2", None)
    settle(s, "/bank/bank-2")  # a bank phone at two tables (a walk's was offered only the last)
    assert (BANKS_KEY, json.dumps(["bank-2", "bank-1"])) in saved
    phone = Phone(s, one_screen("/", join.landing_view))

    def banks() -> list:
        return [c for c in walk(phone.draw()) if isinstance(c, ft.FilledButton) and "reopen-bank" in (c.key or "")]
    assert [b.content for b in banks()] == ["Reopen the bank at Stock night", "Reopen the bank at Rollout night"]
    banks()[1].on_click(None)
    assert phone.session.page.went == ["/bank/bank-1"]
    links.clear()  # the links replaced (a new banker link) or their tables gone: not offered
    assert banks() == []


def test_a_bank_opened_before_the_storage_is_read_joins_the_banks_it_kept():
    """A walk: a phone opened a second table's banker link; the link was settled before the browser's storage was
    read, and the list of one overwrote the kept list: the landing offered only the second bank. The bank opened now
    comes first, the kept ones after it, and nothing is written until the kept list is in."""
    import json

    from companion.device import BANK_KEY, BANKS_KEY, joined
    from companion.routes import remember

    s = session("/bank/b2", services=types.SimpleNamespace())
    s.restored = False  # the storage is still being read
    saved: list[tuple[str, str]] = []
    s.device = types.SimpleNamespace(remember=lambda key, value: saved.append((key, value)))
    remember(s, BANK_KEY, "b2")
    assert s.saved_banks == ["b2"] and not [k for k, _ in saved if k == BANKS_KEY]  # the kept list not overwritten
    assert joined(s.saved_banks, json.dumps(["b1"]), "b1") == ["b2", "b1"]
    assert joined([], "garbage", None) == [] and joined(["b1"], json.dumps(["b1", "b0"]), None) == ["b1", "b0"]


def test_the_list_of_banks_is_written_though_the_newest_link_was_read_back_first():
    """A walk: a phone took the bank at two tables and the landing offered only the second. Each banker link opened
    is written alone first (the newest), and the storage was read after that write: the list compared with what
    the single link implied looked unchanged, and was never written. The list is written whenever it differs from
    the list the storage holds; a seat list alike, and no seat list is written before the kept one is read."""
    import json

    from companion.device import SEAT_KEY, SEATS_KEY, to_keep
    from companion.routes import remember

    assert to_keep(["b1"], None, "b1") == (["b1"], True)  # the first bank: its link alone was in storage
    assert to_keep(["b2"], json.dumps(["b1"]), "b2") == (["b2", "b1"], True)  # the second joins the first
    assert to_keep([], json.dumps(["b2", "b1"]), "b2") == (["b2", "b1"], False)  # nothing new: nothing written
    assert to_keep([], None, "b0") == (["b0"], True)  # an older version kept one link alone: listed now
    s = session("/seat/s2", services=types.SimpleNamespace())
    s.restored = False
    saved: list[tuple[str, str]] = []
    s.device = types.SimpleNamespace(remember=lambda key, value: saved.append((key, value)))
    remember(s, SEAT_KEY, "s2")
    assert saved == [(SEAT_KEY, "s2")] and s.saved_seats == ["s2"]  # the kept seats list not overwritten
    assert to_keep(s.saved_seats, json.dumps(["s1"]), "s2") == (["s2", "s1"], True)


def test_a_german_refusal_of_a_code_fits_under_the_field_on_a_small_phone():
    """A walk's German phone at 360 px read "… auf dem Bildschirm „Handys einladen“ auf dieses Hand…" and "… Noch 4
    Ver…": the refusal was cut at the field's four lines, the instruction and the tries left with it. The field has
    room for the whole message (some 37 characters a line across a 360 px phone)."""
    from companion.i18n import ngettext, using

    with using("de"):
        said = ngettext("That code does not open a seat (each code works once, and the codes change when the server "
                        "restarts: check the banker's Invite screen). {n} try left for now.",
                        "That code does not open a seat (each code works once, and the codes change when the server "
                        "restarts: check the banker's Invite screen). {n} tries left for now.", 4).format(n=4)

    def refuse(code, key, ip):
        raise PermissionError(said)
    services = types.SimpleNamespace(access=types.SimpleNamespace(redeem=refuse))
    phone = Phone(session("/join", services=services), one_screen("/join", join.code_view))
    field = next(c for c in walk(phone.draw()) if isinstance(c, ft.TextField))
    field.on_submit(None)
    field = next(c for c in walk(phone.draw()) if isinstance(c, ft.TextField))
    assert field.error == said and said.endswith("Noch 4 Versuche.")
    assert field.error_max_lines * 37 >= len(said), (field.error_max_lines, len(said))


def test_a_phone_that_handed_a_seat_away_is_offered_its_own_seat_by_code():
    """A walk: Cy opened Ben's link by mistake and handed Ben's seat on ("Hand this seat to another phone"); the
    "Seat handed over" screen showed only Ben's QR code and code, and Cy had to type the site's address to reach his
    own seat. Join with a code is offered there, as on the screen an old link lands on."""
    route = "/seat/old"
    for taken in (False, True):
        config = types.SimpleNamespace(lan_address=None, scheme="http", port=8550)
        phone = Phone(session(route, services=types.SimpleNamespace(config=config)), one_screen(
            route, lambda ctx, taken=taken: join.moved_view(ctx, route, "Ben", "player", new_token=None if taken else
                                                            "new", taken=taken)))
        button = [c for c in walk(phone.draw()) if getattr(c, "key", None) == "handed-join"]
        assert [b.content for b in button] == ["Join with a code"]
        button[0].on_click(None)
        assert phone.page.went[-1] == "/join"


def test_a_dead_seat_link_says_it_may_have_been_copied_in_part():
    # A walk opened a seat link cut short by hand: "it was revoked, or it belongs to a table that is gone" sent the
    # player to the banker for a new one, where copying the whole link again was all it took.
    words = all_text(Phone(session("/seat/x", services=types.SimpleNamespace()),
                           one_screen("/seat/x", lambda ctx: join.bad_link_view(ctx, "/seat/x"))).draw())
    assert "This link does not open a seat: it was not copied whole, it was revoked" in words
