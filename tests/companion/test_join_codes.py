"""Short join codes and the limits on guessing them (issue 18 item 3); a fake clock, no waiting."""
import pytest

from companion import join_codes
from companion.join_codes import (
    ADDRESS_WRONG,
    BLOCK,
    CLIENT_WRONG,
    CODE_ALPHABET,
    TABLE_WRONG,
    WINDOW,
    CodeRefused,
    JoinCodes,
)


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


@pytest.fixture
def world():
    clock = Clock()
    return JoinCodes(clock), clock


def wrong(codes, client, address=None, times=1):
    for _ in range(times):
        with pytest.raises(CodeRefused) as e:
            codes.redeem("XXXXXX", client, address)
    return e.value


def test_a_right_code_opens_its_seat_once(world):
    codes, _ = world
    shown = codes.open("invite-1", "t1", ["Ann", "Bob"])
    assert codes.redeem(shown["Ann"].lower(), "ann") == ("t1", "Ann")
    with pytest.raises(CodeRefused, match="already used"):
        codes.redeem(shown["Ann"], "ann")


def test_five_wrong_in_a_minute_block_that_client_for_a_minute_then_it_may_try_again(world):
    codes, clock = world
    shown = codes.open("invite-1", "t1", ["Ann", "Bob"])
    assert "4 tries left" in str(wrong(codes, "guesser"))
    assert "Too many wrong codes" in str(wrong(codes, "guesser", times=CLIENT_WRONG - 1))
    with pytest.raises(CodeRefused, match="try again in 60 seconds"):
        codes.redeem(shown["Ann"], "guesser")  # blocked: even a right code is not tried
    assert codes.redeem(shown["Bob"], "bob") == ("t1", "Bob")  # another client is not blocked
    clock.now += BLOCK + 1  # the back-off ends by itself
    assert codes.redeem(shown["Ann"], "guesser") == ("t1", "Ann")


def test_wrong_codes_spread_over_more_than_a_minute_do_not_block(world):
    codes, clock = world
    shown = codes.open("invite-1", "t1", ["Ann"])
    for _ in range(3 * CLIENT_WRONG):
        wrong(codes, "slow typist")
        clock.now += WINDOW / (CLIENT_WRONG - 1) + 1
    assert codes.redeem(shown["Ann"], "slow typist") == ("t1", "Ann")


def test_new_tabs_from_one_address_share_its_limit(world):
    codes, clock = world
    shown = codes.open("invite-1", "t1", ["Ann"])
    for tab in range(ADDRESS_WRONG):
        wrong(codes, f"tab-{tab}", "192.168.1.66")
    with pytest.raises(CodeRefused, match="Too many wrong codes"):
        codes.redeem(shown["Ann"], "tab-new", "192.168.1.66")
    assert codes.redeem(shown["Ann"], "ann", "192.168.1.20") == ("t1", "Ann")


def test_text_that_cannot_be_a_code_is_not_counted_as_a_guess(world):
    codes, _ = world
    shown = codes.open("invite-1", "t1", ["Ann"])
    for typed in ["", "abc", "12345678", "\x00" * 6, "AH4!RU"]:
        with pytest.raises(CodeRefused, match="A code has 6 letters"):
            codes.redeem(typed, "typo")
    assert codes.redeem(shown["Ann"], "typo") == ("t1", "Ann")


def test_a_table_whose_codes_are_guessed_at_too_often_gets_fresh_ones_and_others_are_untouched(world):
    codes, clock = world
    codes.open("invite-1", "t1", ["Ann"])
    for i in range(TABLE_WRONG - 1):
        wrong(codes, f"client-{i}", f"10.0.{i}.1")
    assert codes.status("invite-1") is None
    last = wrong(codes, "client-last", "10.9.9.9")
    assert last.retired == ("t1",) and codes.status("invite-1") == "guessed"
    fresh = codes.open("invite-1", "t1", ["Ann"])  # Invite's "Show fresh codes"
    assert codes.status("invite-1") is None
    assert codes.redeem(fresh["Ann"], "ann") == ("t1", "Ann")
    other = codes.open("invite-2", "t2", ["Cy"])  # opened later: starts with a clean count
    assert codes.redeem(other["Cy"], "cy") == ("t2", "Cy")


def test_codes_stay_valid_while_the_table_is_open_until_used_or_replaced(world):
    """Issue 16: "a seat's one-time code stays valid while the table is open (not only while Invite is on
    screen) until used or replaced". (Replaces the ten-minute lifetime the old test pinned.)"""
    codes, clock = world
    shown = codes.ensure("table:t1", "t1", ["Ann", "Bob", "Cy"])
    clock.now += 6 * 3600  # an evening later
    assert codes.status("table:t1") is None
    again = codes.ensure("table:t1", "t1", ["Ann", "Bob", "Cy"])  # Invite opened again: the same codes
    assert again == shown
    assert codes.redeem(shown["Ann"], "ann") == ("t1", "Ann")
    # Ann is on her phone: her code is gone; Bob's link is revoked: his code is replaced.
    codes.replace("table:t1", "Bob")
    now = codes.ensure("table:t1", "t1", ["Bob", "Cy"])
    assert set(now) == {"Bob", "Cy"} and now["Cy"] == shown["Cy"] and now["Bob"] != shown["Bob"]
    with pytest.raises(CodeRefused):
        codes.redeem(shown["Bob"], "bob")
    assert codes.redeem(now["Bob"], "bob") == ("t1", "Bob")
    codes.close("table:t1")  # the table is deleted
    with pytest.raises(CodeRefused):
        codes.redeem(now["Cy"], "cy")


def test_codes_are_compared_in_constant_time(world, monkeypatch):
    """Every open code is compared with hmac.compare_digest, none by `==` or a dict lookup."""
    codes, _ = world
    shown = codes.open("invite-1", "t1", ["Ann", "Bob", "Cy"])
    calls = []
    real = join_codes.hmac.compare_digest
    monkeypatch.setattr(join_codes.hmac, "compare_digest", lambda a, b: calls.append((a, b)) or real(a, b))
    assert codes.redeem(shown["Bob"], "bob") == ("t1", "Bob")
    assert len(calls) == 3  # no early exit at the hit
    calls.clear()
    wrong(codes, "x")
    assert len(calls) == 2


def test_codes_use_the_alphabet_without_look_alikes(world):
    codes, _ = world
    shown = codes.open("invite-1", "t1", [f"P{i}" for i in range(8)])
    assert len(set(shown.values())) == 8
    assert all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in shown.values())


def test_a_code_read_with_a_dash_or_spaces_is_accepted_alike(world):
    codes, _ = world
    shown = codes.open("invite-1", "t1", ["Ann", "Bob", "Cy"])
    assert codes.redeem(f"{shown['Ann'][:3]}-{shown['Ann'][3:]}", "ann") == ("t1", "Ann")
    assert codes.redeem(f"{shown['Bob'][:3]} \u2013 {shown['Bob'][3:].lower()}", "bob") == ("t1", "Bob")
    assert codes.redeem(f" {shown['Cy'][:3]} {shown['Cy'][3:]} ", "cy") == ("t1", "Cy")


def test_six_characters_a_code_never_has_are_named_and_not_counted_as_a_guess(world):
    codes, _ = world
    shown = codes.open("invite-1", "t1", ["Ann"])
    for typed in ["ZZZZZZ", "QQQQQ2", "AH4-RU0", "OOOOOO"]:
        with pytest.raises(CodeRefused) as e:
            codes.redeem(typed, "typo")
        message = str(e.value)
        assert message.startswith("Codes never use the letters B, G, I, L, O, Q, S, Z or the digits 0, 1, 2, 5, 8")
        assert "6 letters" not in message
    assert codes.redeem(shown["Ann"], "typo") == ("t1", "Ann")  # none of them counted


def test_a_used_or_replaced_code_says_so_and_still_counts_as_a_wrong_code(world):
    codes, _ = world
    shown = codes.ensure("table:t1", "t1", ["Ann", "Bob", "Cy"])
    assert codes.redeem(shown["Ann"], "ann") == ("t1", "Ann")
    codes.replace("table:t1", "Bob")
    with pytest.raises(CodeRefused, match="already used .*ask the banker for a new one on the Invite screen"):
        codes.redeem(shown["Ann"], "other")
    with pytest.raises(CodeRefused, match="replaced by a new one: ask the banker for the seat's new code"):
        codes.redeem(shown["Bob"], "other")
    fresh = codes.open("table:t1", "t1", ["Bob", "Cy"])  # "Show fresh codes": the old ones are replaced
    with pytest.raises(CodeRefused, match="replaced by a new one"):
        codes.redeem(shown["Cy"], "other")
    with pytest.raises(CodeRefused, match="does not open a seat"):  # a typo says nothing more
        codes.redeem(next(c for c in ("AAAAAA", "CCCCCC") if c not in set(shown.values()) | set(fresh.values())),
                     "other")
    with pytest.raises(CodeRefused, match="Too many wrong codes"):  # the spent codes were counted as wrong ones
        codes.redeem(shown["Ann"], "other", None)
    assert codes.redeem(fresh["Cy"], "cy") == ("t1", "Cy")


def test_the_code_of_a_seat_opened_by_its_link_says_the_seat_is_open_elsewhere(world):
    """Cy opened his seat link; another phone typed Cy's code (read off the Invite screen before) and was told "This
    code was already used", though nobody had typed it (a walk). It says the seat is open on another phone."""
    codes, _ = world
    shown = codes.ensure("table:t1", "t1", ["Ann", "Cy"])
    codes.ensure("table:t1", "t1", ["Ann"])  # Invite drawn again: Cy's seat is on his phone now, by its link
    with pytest.raises(CodeRefused, match=r"This code's seat is already open on another phone \(by its link\)"):
        codes.redeem(shown["Cy"], "other")


def test_a_code_from_before_a_restart_says_codes_change_when_the_server_restarts():
    """Codes live as long as the server runs: after a restart Invite shows new ones, and a player typing the code
    read out before was told only "That code does not open a seat" (a walk). The refusal says where the new one is."""
    before = JoinCodes()
    old = before.open("invite-1", "t1", ["Ann", "Bob"])["Bob"]
    after = JoinCodes()  # the server started again
    after.open("invite-1", "t1", ["Ann", "Bob"])
    with pytest.raises(CodeRefused, match=r"the codes change when the server restarts: check the banker's Invite "
                                          r"screen\). 4 tries left"):
        after.redeem(old, "bob")


def test_the_code_of_a_deleted_table_says_the_table_was_deleted(world):
    """A walk: a player typed Bob's code just after the host deleted the table and read "That code does not open a
    seat (each code works once …)", as if mistyped."""
    codes, _ = world
    shown = codes.ensure("table:t1", "t1", ["Ann", "Bob"])
    codes.close("table:t1", "deleted")
    with pytest.raises(CodeRefused, match="This code's table was deleted on the banker's phone"):
        codes.redeem(shown["Bob"], "bob")
    other = codes.ensure("table:t2", "t2", ["Cy"])
    codes.close("table:t2")  # closed for another reason (a screen's codes): nothing more is said
    with pytest.raises(CodeRefused, match="does not open a seat"):
        codes.redeem(other["Cy"], "cy")


def test_one_seats_code_leaves_every_other_seats_code_as_it_was(world):
    # The phone that hands its seat over shows that seat's code (for a new phone whose camera cannot scan); the codes
    # Invite read out for the other seats must go on working, and the seat keeps the code Invite showed for it.
    codes, _ = world
    shown = codes.ensure("invite-1", "t1", ["Ann", "Bob", "Cy"])
    assert codes.for_seat("invite-1", "t1", "Bob") == shown["Bob"]
    codes.ensure("invite-1", "t1", ["Ann", "Cy"])  # Bob's seat taken by its link: Invite no longer lists it
    new = codes.for_seat("invite-1", "t1", "Bob")  # handed over: a code for it again
    assert new not in shown.values()
    assert codes.redeem(shown["Ann"], "c1") == ("t1", "Ann")
    assert codes.redeem(shown["Cy"], "c1") == ("t1", "Cy")
    assert codes.redeem(new, "c2") == ("t1", "Bob")


def test_no_code_for_a_seat_once_the_tables_codes_are_retired(world):
    codes, _ = world
    codes.ensure("invite-1", "t1", ["Ann", "Bob"])
    for i in range(TABLE_WRONG):
        wrong(codes, f"client-{i}", f"10.0.{i}.1")
    assert codes.status("invite-1") == "guessed"
    assert codes.for_seat("invite-1", "t1", "Bob") is None  # the QR and the link still work; no code opens a seat
