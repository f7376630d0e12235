"""Owner's Choice on a player's own phone, as a walk read it (Bob's phone in German at 412 px), drawn in-process:

- Event "Exchange Stock" ("The player may exchange one stock he owns with a stock of his choice from another player")
  took one of Bob's stocks: it is said under Bob's own stocks until his next turn is over, not only as 'Just now'
  until the next action;
- the player rows read "Bob (du, am Zug)" (were two brackets in a row), the throw of an earlier turn names its die
  and then its face ("Zuvor: Zug 1, Würfel Ereignis: Aktie tauschen"), a die's faces read as labels
  ("Andere Firma −1"), and bankruptcy's confirmation says in German who can take it back;
- at Game End the top of the screen shows the result, not the last throw."""
from __future__ import annotations

import pytest

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import texts, walk
from tests.support.oc_screens import Phone, ann_exchanges_with_bob
from tests.support.scratch import scratch_dir


@pytest.fixture
def hub():
    return TableHub(Store(scratch_dir()))


def exchanged(hub) -> str:
    return ann_exchanges_with_bob(hub)


def chips(phone: Phone) -> list[str]:
    """The die faces drawn as chips on the decision card."""
    return [texts(c) for c in walk(phone.controls) if str(getattr(c, "key", "")).startswith("face-") and texts(c)]


def test_bob_reads_under_his_stocks_that_ann_exchanged_one_until_his_turn_is_over(hub):
    sid = exchanged(hub)
    bob, de = Phone(hub, sid, "seat:Bob", seat="Bob"), Phone(hub, sid, "seat:Bob", seat="Bob", lang="de")
    bob.draw()
    de.draw()
    assert bob.shown("stocks-Bob") == "RED 1 · BLUE 1 · GREEN 1"
    assert bob.shown("exchanged-Bob") == "Ann exchanged one of your RED stocks for one GREEN stock (turn 1)."
    assert de.shown("exchanged-Bob") == "Ann hat eine deiner RED-Aktien gegen eine GREEN-Aktie getauscht (Zug 1)."
    cy = Phone(hub, sid, "seat:Cy", seat="Cy")
    cy.draw()
    assert cy.shown("exchanged-Bob") is None and cy.shown("exchanged-Cy") is None  # Bob's own phone only
    hub.act(sid, lambda log: oc.move_pawn(log, "seat:Bob", "Bob", 1, "dividend"))
    bob.draw()
    assert bob.shown("exchanged-Bob").startswith("Ann exchanged one of your RED")  # the next action did not hide it
    hub.act(sid, lambda log: oc.end_turn(log, "seat:Bob", "Bob"))
    bob.draw()
    assert bob.shown("exchanged-Bob") is None


def test_the_turn_line_the_player_marks_and_the_faces_read_as_german_labels(hub):
    sid = exchanged(hub)
    bob, de = Phone(hub, sid, "seat:Bob", seat="Bob"), Phone(hub, sid, "seat:Bob", seat="Bob", lang="de")
    bob.draw()
    de.draw()
    assert bob.shown("player-Bob").startswith("Bob (you, to play) ")
    assert de.shown("player-Bob").startswith("Bob (du, am Zug) ") and de.shown("player-Ann").startswith("Ann ")
    assert bob.shown("oc-roll") == "Turn 2: no die thrown yet. Earlier: turn 1, the Event die: Exchange a stock"
    assert de.shown("oc-roll") == "Zug 2: noch nicht gewürfelt. Zuvor: Zug 1, der Ereigniswürfel: Aktie tauschen"
    hub.act(sid, lambda log: oc.move_pawn(log, "seat:Bob", "Bob", 1, "company", "BLUE"))  # Bob is BLUE's President
    de.draw()
    assert {"Andere Firma −1", "Andere Firma −2", "Kurs −1", "Dividende"} <= set(chips(de))
    assert all(face[0].isupper() or face[0] in "$" for face in chips(de))


def test_the_bankruptcy_confirmation_says_in_german_that_only_the_banker_takes_it_back(hub):
    # Bankruptcy: "The player who had owned stock in the bankrupted company can declare bankruptcy himself."
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Kim"))

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.start_game, start_player="Ann")
    for seat in ("Ann", "Bob", "Cy"):
        do(oc.pregame_buy, seat, {"RED": 1} if seat == "Bob" else {})
    for seat in ("Ann", "Bob"):
        do(oc.move_pawn, seat, 1, "event")
        do(oc.throw_event_die, seat, face="Any company -2")
        do(oc.choose_event_company, seat, "RED")
        if seat == "Ann":
            do(oc.end_turn, seat)
    bob = Phone(hub, sid, "seat:Bob", seat="Bob", lang="de")
    bob.draw()
    bob.tap("Bankrott erklären")  # his own phone speaks to him (a walk read "Ann erklärt den Bankrott" on Ann's)
    said = bob.session.page.dialogs[-1].content.value
    assert said.endswith("und scheidest aus. Nur die Bank kann das zurücknehmen (im Verlauf).")


def test_at_game_end_the_top_shows_the_result_not_the_last_throw(hub):
    # Game End: "When a player moves the Action pawn to the GOAL space, the game ends."
    sid = exchanged(hub)
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Bob", 1, "company", "BLUE"))
    hub.act(sid, lambda log: oc.company_action(log, "banker", "Bob", "fund", face="Status quo"))
    hub.act(sid, lambda log: oc.end_turn(log, "banker", "Bob"))
    hub.act(sid, lambda log: oc.move_pawn(log, "banker", "Cy", 1, "goal"))
    for phone in (Phone(hub, sid, "banker"), Phone(hub, sid, "seat:Bob", seat="Bob")):
        phone.draw()
        assert phone.shown("oc-roll") is None  # the Fund die's "Status quo" of turn 2 is not on the screen
        order = [getattr(c, "identifier", None) for c in walk(phone.controls)]
        assert phone.shown("oc-winners") == "Tied winners: Ann, Bob, Cy"  # each holds $690 in the end
        assert order.index("oc-turn") < order.index("oc-winners") < order.index("price-RED")
        # Why all three win, in the rulebook's words (a walk read only the names)
        assert phone.shown("oc-tied") == "The rulebook: “If there is a tie, then all tied players win.”"
    # How a wrong figure is put right now the game is over, on the bank's phone only (a walk found no way, no word)
    bank, bob = Phone(hub, sid, "banker"), Phone(hub, sid, "seat:Bob", seat="Bob")
    bank.draw(), bob.draw()
    assert bank.shown("oc-after-end").startswith("The game is over. To correct a figure: in History, undo the move "
                                                  "onto Goal")
    assert bob.shown("oc-after-end") is None


def test_the_latest_throws_face_wraps_beside_its_icon():
    # A walk at 360 px in German: "Kurs −2 und den ganzen Fonds nehm…" ran off the phone, cut, in a row of its own
    # size; beside the icon the words take the rest of the line and wrap.
    import flet as ft
    from companion.widgets.dice import face_chip
    chip = face_chip("Kurs −2 und den ganzen Fonds nehmen", size=18, icon=ft.Icons.CASINO)
    row = chip.content
    assert isinstance(row, ft.Row) and row.tight is not True and row.controls[1].expand is True
