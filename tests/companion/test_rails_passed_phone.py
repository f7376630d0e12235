"""Roll and Rails on the bank phone and the players' own: whose hands the bank phone goes to, and when it says a
player's pick is made elsewhere, or on a phone that never joined (split from test_rails_screens_live)."""
from __future__ import annotations

import flet as ft

from tests.support.controls import walk
from tests.support.rails_screens import Phone, hub, phases  # noqa: F401 (hub: the fixture)


def test_the_banker_is_told_when_the_player_to_pick_has_no_phone_here(hub):
    """Dice Draft: players pick in turn. A walk's host, nobody invited, read "Cy picks on their own phone." and waited
    for a phone that was never there: the bank phone says Cy's phone has not joined, and what to do."""
    import types

    sid = phases(hub)["draft"]  # Cy's pick
    phone = Phone(hub, sid, "banker")
    claimed: set[str] = set()
    phone.session.services.claims = types.SimpleNamespace(is_claimed=lambda table, seat: seat in claimed)
    phone.draw()
    hint = [c for c in walk(phone.controls) if isinstance(c, ft.Semantics) and c.identifier == "pick-no-phone"]
    assert hint and hint[0].content.value == ("Cy's phone has not joined this table: invite it (“Invite phones” "
                                              "below), or turn on “Pass this phone around” above.")
    assert not [c for c in walk(phone.controls) if getattr(c, "key", None) == "pick-hint"]  # not "picks on their own"
    claimed.add("Cy")  # Cy opened the seat link: the pick is made there, nothing more to say
    phone.draw()
    assert not [c for c in walk(phone.controls) if isinstance(c, ft.Semantics) and c.identifier == "pick-no-phone"]
    assert [c.value for c in walk(phone.controls) if getattr(c, "key", None) == "pick-hint"] == [
        "Cy picks on their own phone."]


def test_passed_around_the_bank_phone_does_not_act_for_a_player_with_a_phone_of_their_own(hub):
    """A walk: Ann and Bob shared the host phone ("Pass this phone around"), Cy and Dee had their own. At Cy's pick the
    host said "Pass the phone to Cy: tap a die for Cy." while Cy's phone said "Your pick": two phones acting for one
    player. Passed around, the phone acts for the players without a phone of their own."""
    import types

    sid = phases(hub)["draft"]  # Cy's pick
    phone = Phone(hub, sid, "banker")
    phone.session.pass_phone = {sid: True}
    claimed: set[str] = set()
    phone.session.services.claims = types.SimpleNamespace(is_claimed=lambda table, seat: seat in claimed)
    phone.draw()
    hint = [c.value for c in walk(phone.controls) if getattr(c, "key", None) == "pick-hint"]
    assert hint == ["Pass the phone to Cy: tap a die for Cy."]  # no phone of his own: this one is passed to him
    claimed.add("Cy")  # Cy opened his seat link
    phone.draw()
    hint = [c.value for c in walk(phone.controls) if getattr(c, "key", None) == "pick-hint"]
    assert hint == ["Cy picks on their own phone."]
    dice = [c for c in walk(phone.controls) if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("pick-")
            and c.identifier not in ("pick-count", "pick-hint")]
    assert dice == []  # no die to tap for him here


def test_passed_around_the_bank_phone_says_whose_hands_it_goes_to_for_each_turn(hub):
    """Game Turn: "the players take turns performing actions"; on one phone passed around, a walk's German table read
    only "Ben ist am Zug" in the action phase, where the draft had said "Gib das Handy an Ben". The action and
    shipping phases say it too; a phone not passed around (each player on their own phone) does not."""
    import types

    from companion.i18n import using

    tables = phases(hub)
    for phase, player in (("manipulators", "Ann"), ("shipping", "Ann")):
        phone = Phone(hub, tables[phase], "banker")
        phone.session.services.claims = types.SimpleNamespace(is_claimed=lambda table, seat: False)
        phone.draw()
        assert not [c for c in walk(phone.controls) if getattr(c, "key", None) == "hand-over"]  # not passed around
        phone.session.pass_phone = {tables[phase]: True}
        with using("de"):
            phone.draw()
        said = [c.content.value for c in walk(phone.controls) if getattr(c, "key", None) == "hand-over"]
        assert said == [f"Gib das Handy an {player}: {player} spielt jetzt auf diesem Handy."], phase
