"""Invite says when a table's join codes were retired and offers fresh ones (issue 18 item 3), drawn
in-process on the real services (no browser needed to read a screen's words)."""
import flet as ft

from calculators.core.table import make_setup
from companion.app import make_services
from companion.config import AppConfig
from companion.access import Identity
from companion.join_codes import TABLE_WRONG
from companion.routes import settle, views_for
from tests.support.controls import walk
from tests.support.phone import Phone, session


def words(view) -> str:
    return " ".join(c.value for c in walk([*view.controls]) if isinstance(c, ft.Text) and c.value)


def codes_on(view) -> dict[str, str]:
    found = {}
    for c in walk([*view.controls]):
        if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("code-"):
            found[c.identifier[5:]] = c.content.value.split(":")[-1].strip()
    return found


def invite(tmp_path, game: str = "rollout", **fields):
    """The host's Invite screen of a new table (Rollout unless `game`; Ann and Bob; Kim banks), the server's services,
    the table; `fields`: the host's session's (e.g. fortune_lang)."""
    services = make_services(AppConfig(data_dir=tmp_path))
    sid = services.hub.create(make_setup(game, "Friday", ["Ann", "Bob"], "Kim"))
    route = f"/table/{sid}/invite"
    host = session(route, services, Identity(), **fields)
    settle(host, route)
    return Phone(host, lambda s: views_for(s, route)), services, sid


def test_invite_shows_retired_codes_and_fresh_ones_on_a_tap(tmp_path):
    phone, services, sid = invite(tmp_path)
    view = phone.view()
    first = codes_on(view)
    assert set(first) == {"Ann", "Bob"} and "retired" not in words(view)

    for i in range(TABLE_WRONG):  # wrong codes from many phones: each phone stays under its own limit
        wrong = "XXXXXX" if "XXXXXX" not in first.values() else "YYYYYY"
        try:
            services.access.redeem(wrong, f"phone-{i}", f"10.0.{i}.1")
        except PermissionError:
            pass
    view = phone.view()  # the next render (another phone's wrong code re-renders the table's pages)
    assert "so these codes were retired" in words(view) and codes_on(view) == {"Ann": "retired", "Bob": "retired"}
    button = next(c for c in walk([*view.controls]) if isinstance(c, ft.FilledButton)
                  and c.content == "Show fresh codes")
    button.on_click(None)
    view = phone.view()  # the tap changed state; the screen built again shows it
    fresh = codes_on(view)
    assert "retired" not in words(view) and set(fresh.values()).isdisjoint(first.values())
    assert services.access.lookup(services.access.redeem(fresh["Ann"], "ann-phone")) == (sid, "Ann")


def test_a_banker_who_plays_is_at_the_table_already_not_waited_for(tmp_path):
    # A banker who also plays runs the bank from this phone: Invite names the others as the ones to wait for.
    services = make_services(AppConfig(data_dir=tmp_path))
    sid = services.hub.create(make_setup("owners-choice", "Friday", ["Ann", "Bob", "Cy"], "Ann"))
    route = f"/table/{sid}/invite"
    host = session(route, services, Identity())
    settle(host, route)
    phone = Phone(host, lambda s: views_for(s, route))
    status = next(c for c in walk([*phone.view().controls]) if isinstance(c, ft.Semantics) and c.identifier == "joined")
    assert status.content.value == "Joined: Ann (on the bank phone) · Waiting for: Bob, Cy"
    assert set(codes_on(phone.view())) == {"Ann", "Bob", "Cy"}  # Ann may still take a phone of her own


def test_the_banker_link_is_folded_away_until_the_banker_asks_for_it(tmp_path):
    """Invite drew the bank's QR code like a seat's, right under the last seat's card: a player scanning down the
    screen could take the bank (a walk). It shows only once asked for, said to be for the banker only."""
    phone, _services, _sid = invite(tmp_path)

    def bank_shown(view) -> bool:
        return any(isinstance(c, ft.Semantics) and c.identifier == "link-banker" for c in walk([*view.controls])) \
            or any(getattr(c, "key", None) == "bank-link-qr" for c in walk([*view.controls]))

    view = phone.view()
    assert not bank_shown(view) and "For the banker only: whoever opens this link runs the bank." in words(view)
    assert "/bank/" not in words(view)
    toggle = next(c for c in walk([*view.controls]) if getattr(c, "key", None) == "bank-link-toggle")
    assert toggle.content == "Show the banker's QR code"
    toggle.on_click(None)
    view = phone.view()
    assert bank_shown(view) and "/bank/" in words(view)


def test_fortunes_bank_link_is_the_kasses_as_every_fortune_screen_says(tmp_path):
    """Fortune's banker is the Kasse ("One player takes over the Kasse (the bank)"); a walk's German Invite read
    "Bank-Link … wer diesen Link öffnet, führt die Bank" under every other screen's "Kasse"."""
    phone, _services, _sid = invite(tmp_path, "fortune", fortune_lang="de")
    view = phone.view()
    said = words(view)
    assert "Kassen-Link" in said and "Nur für die Kasse: wer diesen Link öffnet, führt die Kasse." in said
    assert "Bank" not in said, said
    toggle = next(c for c in walk([*view.controls]) if getattr(c, "key", None) == "bank-link-toggle")
    assert toggle.content == "QR-Code der Kasse zeigen"
    assert "Kassen-Link widerrufen und neu ausstellen" in [c.content for c in walk([*view.controls])
                                                            if isinstance(c, ft.TextButton)]


def test_fortunes_bank_link_in_english(tmp_path):
    english, _services, _sid = invite(tmp_path, "fortune", fortune_lang="en")
    assert "For the Kasse only: whoever opens this link runs the Kasse." in words(english.view())


def test_the_move_button_of_a_claimed_seat_says_what_it_does_in_german():
    """A walk's German Invite read "Ann auf ein neues Handy" under Ann's claimed seat, a button without a verb."""
    from companion.i18n import using
    from companion.views.invite import claimed_card

    with using("de"):
        card = claimed_card("Ann", None, lambda seat: None)
    assert [c.content for c in walk([card]) if isinstance(c, ft.TextButton)] == ["Ann auf ein neues Handy umziehen"]


def test_a_playing_kasse_is_at_the_table_on_the_kasses_phone(tmp_path):
    # Fortune: "One player takes over the Kasse (the bank)"; a walk's Invite read "Ann (am Handy der Bank)" under
    # "Kassen-Link".
    services = make_services(AppConfig(data_dir=tmp_path))
    sid = services.hub.create(make_setup("fortune", "Friday", ["Ann", "Bob", "Cy"], "Ann"))
    route = f"/table/{sid}/invite"
    host = session(route, services, Identity(), fortune_lang="de")
    settle(host, route)
    phone = Phone(host, lambda s: views_for(s, route))
    status = next(c for c in walk([*phone.view().controls]) if isinstance(c, ft.Semantics) and c.identifier == "joined")
    assert status.content.value.startswith("Dabei: Ann (am Handy der Kasse)"), status.content.value
