"""Owner's Choice, Bankruptcy on the screens: who may still declare it, End turn asking first, and the move range
after a player left marked as the app's reading (drawn in-process, as in test_owners_choice_live)."""
from __future__ import annotations

import pytest

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from companion.i18n import using
from tests.support.oc_screens import Phone
from tests.support.scratch import scratch_dir


@pytest.fixture
def hub():
    return TableHub(Store(scratch_dir()))


def red_falls_on_bobs_turn(hub, players=("Ann", "Bob", "Cy")) -> str:
    """Kim banks; Ann and Bob hold 1 RED; Ann drops RED to $60, Bob drops it into bankruptcy on his turn."""
    sid = hub.create(make_setup("owners-choice", "T", list(players), "Kim"))

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.start_game, start_player="Ann")
    for name in players:
        do(oc.pregame_buy, name, {"RED": 1} if name in ("Ann", "Bob") else {})
    for name in ("Ann", "Bob"):
        do(oc.move_pawn, name, 1, "event")
        do(oc.throw_event_die, name, face="Any company -2")
        do(oc.choose_event_company, name, "RED")
        if name == "Ann":
            do(oc.end_turn, name)
    return sid


def test_ending_the_turn_asks_first_while_a_holder_may_still_declare_bankruptcy(hub):
    """Bankruptcy: "The player who had owned stock in the bankrupted company can declare bankruptcy himself." The
    rulebook sets no time limit; ending the turn closes the chance (the app's reading, said on screen), so 'End
    Bob's turn' first asks, naming who may still declare it; 'Not yet' keeps the turn, 'End the turn' ends it."""
    sid = red_falls_on_bobs_turn(hub)
    kim = Phone(hub, sid, "banker")
    kim.draw()
    assert kim.shown("oc-leave-note") == ("Ann and Bob held stock in a company that went bankrupt and may declare "
                                          "bankruptcy. Interpretation: the rulebook sets no time limit; the chance "
                                          "lasts until a player ends the turn.")
    kim.tap("End Bob's turn")
    dialogs = kim.session.page.dialogs
    assert len(dialogs) == 1 and dialogs[0].content.value == (
        "Ann and Bob may still declare bankruptcy; ending the turn ends that chance.")
    dialogs[0].actions[0].on_click(None)  # Not yet
    kim.draw()
    assert "Bob's turn" in kim.shown("oc-turn") and oc.state_of(hub.get(sid).log).may_leave == ("Ann", "Bob")
    kim.tap("End Bob's turn")
    dialogs[0].actions[1].on_click(None)  # End the turn
    kim.draw()
    assert "Cy's turn" in kim.shown("oc-turn") and kim.shown("oc-leave-note") is None


def test_the_move_range_after_a_player_left_is_marked_as_the_apps_reading(hub):
    """Move The Action Pawn: "The number of spaces moved depends on the number of players. In a 2-3 player game you
    can move from 1-4 spaces. In a 4-5 player game you can move 1-3 spaces." After Ann leaves a game of four, the
    app counts the three still in the game: the turn card, on every phone, says it is an interpretation (once: the
    pawn's form under it said it again, word for word)."""
    sid = red_falls_on_bobs_turn(hub, ("Ann", "Bob", "Cy", "Dee"))
    kim = Phone(hub, sid, "banker")
    kim.draw()
    assert "Interpretation" not in kim.shown("oc-turn")  # nobody has left: the rulebook's own count
    hub.act(sid, lambda log: oc.declare_bankruptcy(log, "banker", "Ann"))
    hub.act(sid, lambda log: oc.end_turn(log, "banker", "Bob"))
    kim.draw()
    note = "Interpretation: the range counts the 3 players still in the game, not those who left."
    assert "The pawn moves 1–4 spaces (2–3 players). " + note in kim.shown("oc-turn")
    assert kim.shown("move-range-note") is None


def test_a_player_who_left_reads_that_they_are_out_and_why_and_the_others_see_the_table_as_before(hub):
    """Bankruptcy: "that player must return all stocks owned to the Stock Company area and all money to the Bank, then
    quit the game." Ann's phone read "Your money $0" after it; it says she is out of the game, since which turn and
    why (the History sentence). Bob's phone shows his own money and the players as before; so does the banker's."""
    sid = red_falls_on_bobs_turn(hub)
    hub.act(sid, lambda log: oc.declare_bankruptcy(log, "banker", "Ann"))
    ann, bob, kim = Phone(hub, sid, "seat:Ann", "Ann"), Phone(hub, sid, "seat:Bob", "Bob"), Phone(hub, sid, "banker")
    ann.draw()
    assert ann.shown("my-cash") is None
    assert ann.shown("oc-out") == ("You are out of the game. Since turn 2: Ann went bankrupt and left the game, "
                                   "returning $590 to the Bank")
    bob.draw()
    assert bob.shown("my-cash") == "$590" and bob.shown("oc-out") is None
    assert bob.shown("stocks-Ann") == "left the game" and bob.shown("oc-turn").startswith("Turn 2 · Your turn")
    kim.draw()
    assert kim.shown("oc-out") is None and kim.shown("stocks-Ann") == "left the game"
    with using("de"):
        ann.draw()
    assert ann.shown("oc-out") == ("Du bist aus dem Spiel. Seit Zug 2: Ann ist bankrott, gibt $590 an die Bank zurück "
                                   "und scheidet aus")


def test_passed_to_bob_the_phone_declares_only_bobs_bankruptcy_and_says_whom_to_ask(hub):
    """Bankruptcy: "The player who had owned stock in the bankrupted company can declare bankruptcy himself." A walk:
    the bank phone, passed to Bob, offered "Cy declares bankruptcy" too, and Cy left the game without touching it."""
    import types

    from tests.support.controls import walk

    sid = red_falls_on_bobs_turn(hub)
    kim = Phone(hub, sid, "banker")
    kim.session.services.claims = types.SimpleNamespace(is_claimed=lambda table, seat: False)  # no phones of theirs
    kim.session.pass_phone = {sid: True}
    kim.session.holders = {sid: "Bob"}  # Bob said he has it
    kim.draw()
    keys = {getattr(c, "key", None) for c in walk(kim.controls)}
    assert "oc-leave-Bob" in keys and "oc-leave-Ann" not in keys
    kim.tap("End Bob's turn")
    (dialog,) = kim.session.page.dialogs
    assert dialog.content.value == ("Ann and Bob may still declare bankruptcy; ending the turn ends that chance. Ask "
                                    "Ann first: this phone, given back to the banker, declares it for them.")
    assert dialog.scrollable  # a long body scrolls (at large text on a 360 px phone it was cut mid-line)


def test_a_players_own_phone_offers_bankruptcy_to_them_and_the_bank_phone_names_them(hub):
    """Bankruptcy: "The player who had owned stock in the bankrupted company can declare bankruptcy himself." A walk's
    German phone read "Ann erklärt den Bankrott" on Ann's own phone (which says "du" everywhere else), and the
    question "Ann erklärt den Bankrott? … Ann scheidet aus": her own phone speaks to her; the bank phone names whom."""
    from tests.support.controls import walk

    sid = red_falls_on_bobs_turn(hub)
    ann = Phone(hub, sid, "seat:Ann", "Ann", lang="de")
    ann.draw()
    button = next(c for c in walk(ann.controls) if getattr(c, "key", None) == "oc-leave-Ann")
    assert button.content == "Bankrott erklären"
    ann.tap("Bankrott erklären")
    (dialog,) = ann.session.page.dialogs
    assert dialog.title.value == "Bankrott erklären?" and dialog.content.value.startswith("Du gibst alle Aktien")
    assert [a.content for a in dialog.actions] == ["Weiterspielen", "Aus dem Spiel ausscheiden"]
    with using("de"):
        dialog.actions[1].on_click(None)
    assert "Ann" not in oc.state_of(hub.get(sid).log).may_leave  # declared: her chance is used
    kim = Phone(hub, sid, "banker")
    kim.draw()  # Bob may still declare his: the bank phone, acting for every player, names him
    assert next(c for c in walk(kim.controls) if getattr(c, "key", None) == "oc-leave-Bob").content == \
        "Bob declares bankruptcy"
