"""Roll and Rails' screens as live components (issue 15): what a player types or chooses is the screen's own state
and survives every re-render; 'Pass this phone around' is the phone's choice and survives an undo (a new screen);
controls in lists that change shape are keyed, so a tap crossing another phone's update reaches what was tapped.

Drawn in-process: the builders run as the `Screen` component runs them (a `Ctx` over a session and a ScreenState),
and a tap runs the handler of the control the last render drew, with what the browser wrote into its fields."""
from __future__ import annotations

import flet as ft
import pytest

from calculators.core.table import make_setup
from calculators.roll_and_rails.tables import SHAPES
from calculators.roll_and_rails import (
    assign_dice, build_track, pick_die, state_of, take_money, upgrade_stock,
)
from tests.support.controls import toggle, walk
from tests.support.rails_screens import (  # noqa: F401 (hub: the fixture)
    ALL_PICKS, PLAYERS, ROLL, Phone, configured, hub, phases, rolled, table,
)


def keys_of(control) -> list:
    return [c.key for c in (getattr(control, "controls", None) or []) if isinstance(c, ft.Control) and
            c.key is not None]


@pytest.mark.parametrize("kind, actor, seat", [("banker_panel", "banker", None), ("seat_panel", "seat:Ann", "Ann"),
                                               ("seat_panel", "seat:Bob", "Bob"), ("watch_panel", "host", None)])
def test_every_field_and_list_is_keyed_in_every_phase(hub, kind, actor, seat):
    """Rules for a live screen: every text field goes through the screen's state (it has its key), and no two
    controls of one list share a key (the reconciler would pair a tap with the wrong one)."""
    for phase, sid in phases(hub).items():
        for passing in (False, True):
            phone = Phone(hub, sid, actor, seat=seat)
            phone.session.pass_phone = {sid: passing}
            controls = phone.draw(kind)
            top = [c.key for c in controls]
            assert None not in top, (phase, kind, [c for c in controls if c.key is None])
            assert len(top) == len(set(top)), (phase, kind, top)
            for c in walk(controls):
                keys = keys_of(c)
                assert len(keys) == len(set(keys)), (phase, kind, keys)
                if isinstance(c, ft.TextField):
                    assert c.key is not None and c.key in phone.state.fields, (phase, kind, c.label)


def test_pass_this_phone_around_is_the_phones_choice_and_outlives_an_undo(hub):
    """'Pass this phone around': on, the banker's phone picks for every player in turn; the choice belongs to
    the phone (Session.pass_phone), so the screen made afresh after an undo keeps it."""
    sid = phases(hub)["draft"]  # Cy's pick (6, 6 taken by Ann and Bob)
    phone = Phone(hub, sid, "banker")
    phone.draw()
    assert not [c for c in walk(phone.controls) if isinstance(c, ft.Semantics) and (c.label or "").startswith(
        "Pick a ")], "Cy picks on their own phone while the phone is not passed"
    flipped = toggle(phone.controls, "Pass this phone around")
    flipped.value = True  # the browser flips it, then the handler runs
    phone.tap(flipped)
    assert phone.session.pass_phone == {sid: True}
    phone.new_screen()  # an undo: the table's screens get a new key and a fresh state
    phone.draw()
    dice = [c for c in walk(phone.controls) if isinstance(c, ft.Semantics) and (c.label or "").startswith("Pick a ")]
    assert dice and not any(d.disabled for d in dice)
    assert toggle(phone.controls, "Pass this phone around").value is True


def test_a_draft_die_keeps_its_key_when_another_die_is_picked(hub):
    """Dice Selection Phase: several phones tap dice at about the same time. A pick takes one die from the middle;
    every other die keeps its key (so its control and id), and a tap already on its way reaches it."""
    sid = table(hub, configured, rolled)
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")

    def dice():
        ann.draw("seat_panel")
        return [(c.key, c.label) for c in walk(ann.controls) if isinstance(c, ft.Semantics)
                and (c.label or "").startswith("Pick a ")]

    before = dice()
    assert len(before) == len(ROLL) and len({k for k, _ in before}) == len(ROLL)
    taken = state_of(hub.get(sid).log).pool.index(6)  # the rules take the first 6 of the middle
    hub.act(sid, lambda log: pick_die(log, "seat:Ann", 6))
    after = dice()
    assert after == before[:taken] + before[taken + 1:], "every die left in the middle kept its key"


def test_what_is_typed_survives_a_refusal_which_is_shown_on_its_field(hub):
    """Setup: the rounds come from the map's corner; a word there is refused on that field, the text stays as
    typed, and nothing is saved; the refusal beside the button names the field."""
    sid = table(hub)
    phone = Phone(hub, sid, "banker")
    phone.draw()
    rounds = phone.state.fields["setup-rounds"]
    rounds.value = "eight"  # what the browser wrote
    phone.draw()  # another phone's update re-renders the screen meanwhile
    assert phone.state.fields["setup-rounds"].value == "eight"
    phone.tap(phone.find(ft.FilledButton, "Start the game"))
    assert state_of(hub.get(sid).log).phase == "setup"
    phone.draw()
    field = phone.state.fields["setup-rounds"]
    assert field.value == "eight" and field.error, field.error
    message = [c for c in walk(phone.controls) if c.key == "msg-setup"][0]
    assert message.value == f"Rounds: {field.error}"  # beside Start, the field at fault is named (it may be above)
    # The refusal takes the helper's place on the field: where the number is printed is still said (a walk).
    assert [c.value for c in walk(phone.controls) if c.key == "setup-rounds-where"] == [
        "From the map's corner, for 3 players"]


def test_a_chosen_chip_is_state_and_matching_uses_the_choices(hub):
    """Player's Turn: one die to the specialist wheel, three to the action table; the choices made on the chips
    are the screen's state, marked on the next render, and Match the dice sends them."""
    sid = phases(hub)["manipulators"]  # Ann's turn: 6 4 4 1
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.FilledButton, "Match the dice"))
    ann.draw("seat_panel")
    assert [c for c in walk(ann.controls) if c.key == "msg-plan-Ann"][0].value == "Choose what each die does."
    for i, (value, what) in enumerate([(6, "Banker"), (4, "Straight"), (4, "Upgrade"), (1, "Curve")]):
        ann.tap(chip(ann, i, f"The {value}: {what}"))  # the two 4s are named alike: each row's own chip
        ann.draw("seat_panel")
        marked = chip(ann, i, f"The {value}: {what}")
        assert marked.selected and marked.show_checkmark  # a tick beside the tint
    ann.tap(ann.find(ft.FilledButton, "Match the dice"))
    assert state_of(hub.get(sid).log).sheet("Ann").plan == ("banker", "straight", "upgrade", "curve")


def chip(phone, row: int, name: str) -> ft.Chip:
    """The chip called `name` in the die row `row` of the dice matching (dice of one face share their names)."""
    hits = [c for c in walk(phone.controls) if isinstance(c, ft.Chip) and (c.key or "").startswith(
        f"plan-{phone.seat}-{row}-") and c.label.semantics_label == name]
    assert len(hits) == 1, (row, name)
    return hits[0]


def test_the_track_calculator_adds_terrain_as_state(hub):
    """Railway Network Development: the cost of the terrain the track crosses; each tap adds to the screen's state,
    and the cost shown is the rules' sum of it."""
    sid = phases(hub)["money taken"]  # Ann: 3$ from the Banker, a curve to build with the 1
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.TextButton, "Use the 1: Curve"))
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.OutlinedButton, "Forest 1$"))
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.OutlinedButton, "Mountain 2$"))
    ann.draw("seat_panel")
    cost = [c for c in walk(ann.controls) if isinstance(c, ft.Semantics) and c.identifier == "track-cost"][0]
    assert cost.content.value == "Cost 3$"
    # Two hexes' terrain for one piece: the sum stands, and the screen asks to check it (a piece lies in one hex).
    check = [c for c in walk(ann.controls) if isinstance(c, ft.Semantics) and c.identifier == "track-check"]
    assert check and check[0].content.value.startswith("Check: one piece lies in one hex")
    ann.tap(ann.find(ft.FilledButton, "Build the curve"))
    assert state_of(hub.get(sid).log).sheet("Ann").money == 0


def test_a_seat_waits_for_the_starting_player_and_never_for_the_bank_twice(hub):
    # Roll the dice: "The starting player ({starter}) or the banker rolls the dice." When the banker plays and
    # starts, they are one person: Bob's phone waits for Ann alone.
    for banker, said in (("Kim", "Waiting for Ann or the banker to roll the dice."),
                         ("Ann", "Waiting for Ann to roll the dice.")):
        sid = hub.create(make_setup("roll-and-rails", "T", PLAYERS, banker))
        hub.act(sid, configured)
        bob = Phone(hub, sid, "seat:Bob", seat="Bob")
        bob.draw("seat_panel")
        assert bob.find(ft.Text, said)


def test_ending_a_turn_says_which_dice_it_loses(hub):
    """End of Player's Turn: dice not used are lost — the screen names them before End turn is tapped (before the
    dice are matched: all of them), and says nothing once every die is used."""
    out = phases(hub)
    ann = Phone(hub, out["manipulators"], "seat:Ann", seat="Ann")
    said = lambda: [c.value for c in walk(ann.draw("seat_panel")) if c.key == "end-turn-says"]  # noqa: E731
    assert said() == ["The dice are not matched yet: ending the turn now loses all of them (the rulebook has all four "
                      "matched; letting a turn end without them is the app's interpretation)."]
    ann = Phone(hub, out["money taken"], "seat:Ann", seat="Ann")  # the Banker used; straight, upgrade, curve open
    assert said() == ["The 4 (Straight), 4 (Upgrade), and 1 (Curve) are not used: ending the turn now loses them."]
    sid = table(hub, configured, rolled, *ALL_PICKS,
                lambda log: assign_dice(log, "seat:Ann", ["banker", "straight", "upgrade", "curve"]),
                lambda log: take_money(log, "seat:Ann", 0),
                lambda log: upgrade_stock(log, "seat:Ann", 2),
                lambda log: build_track(log, "seat:Ann", 1, ["plains"]))
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    assert said() == ["The 1 (Curve) is not used: ending the turn now loses it."]
    hub.act(sid, lambda log: build_track(log, "seat:Ann", 3, ["plains"]))
    assert said() == []
    ann.tap(ann.find(ft.OutlinedButton, "End my turn"))
    assert state_of(hub.get(sid).log).turn == 1


def test_a_long_games_delivery_table_wraps_instead_of_running_off_the_phone():
    """Delivery table: one column per round. Twelve rounds on a 360 px phone: rounds 1-8, then 9-12 below (it ran
    off the screen sideways, unmarked); the second round's VP stands in its column."""
    from calculators.roll_and_rails.state import Sheet
    from companion.views.games.roll_and_rails.sheet import delivery_table
    sheet = Sheet(name="Ann", vp=tuple((0, 2, 0) if r == 9 else (0, 0, 0) for r in range(12)))
    table = delivery_table(sheet, 12, 10)
    lines = table.content.controls
    heads = [[c.value for c in r.controls] for r in lines if isinstance(r, ft.Row)]
    assert heads == [[str(n) for n in range(1, 9)], [str(n) for n in range(9, 13)]]
    rows = [r for r in lines if isinstance(r, ft.Column)]  # each row: its name, then its numbers
    name, numbers = rows[4].controls  # the second line of rounds, its second row
    assert name.value == "Shipping phase" and [c.value for c in numbers.controls] == ["·", "2", "·", "·"]
    assert all(r.scroll is None for r in walk(lines) if isinstance(r, ft.Row)) and table.content.scroll is None


def test_the_manipulators_and_the_logisticians_extra_good_say_they_are_the_apps_reading(hub):
    """Dice Manipulators: "After the dice are drafted player can use one or more modifications" — the app takes them
    before the dice are matched; Logistician: "one additional piece of goods this round" — the app ships it in the
    action phase, with its die. Both are said as the app's interpretation where they are used (a rules audit)."""
    out = phases(hub)
    ann = Phone(hub, out["manipulators"], "seat:Ann", seat="Ann")
    said = [c.value for c in walk(ann.draw("seat_panel")) if c.key == "manip-says-Ann"]
    assert said == ["Each manipulator once per game, before the dice are matched (the rulebook: “after the dice are "
                    "drafted”; before the matching is the app's interpretation)."]
    sid = table(hub, configured, rolled, *ALL_PICKS,  # Ann holds 6 4 4 1: the 1 to the Logistician
                lambda log: assign_dice(log, "seat:Ann", ["deliver", "straight", "upgrade", "logistician"]))
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.state.values["active-Ann-1"] = 3  # the Logistician's die chosen
    assert [c.value for c in walk(ann.draw("seat_panel")) if c.key == "logistician-reading"] == [
        "The Logistician's extra good is shipped now, with this die, in the action phase (the app's interpretation "
        "of “one additional piece of goods this round”)."]


def test_a_refusal_under_the_track_form_goes_once_the_piece_is_changed(hub):
    # A walk tapped Build for the Engineer without a shape, read "Choose the Engineer's piece …" in red, chose the
    # piece — and the red line stood under it, as if the choice were wrong too.
    sid = table(hub, configured, rolled, *ALL_PICKS,  # Ann holds 6 4 4 1: a 4 to the Engineer, the rest to track
                lambda log: assign_dice(log, "seat:Ann", ["sharp", "engineer", "straight", "curve"]))
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.state.values["active-Ann-1"] = 1  # the Engineer's die

    def red() -> str:
        return next(c.value for c in walk(ann.draw("seat_panel")) if c.key == "msg-track-Ann")

    ann.tap(next(c for c in walk(ann.draw("seat_panel")) if c.key == "build-Ann"))
    assert red().startswith("Choose the Engineer")
    ann.tap(next(c for c in walk(ann.draw("seat_panel")) if c.key == "engineer-Ann-sharp"))
    assert red() == ""


def test_ending_a_turn_that_loses_dice_asks_first(hub):
    """End of Player's Turn: a die not activated is lost. One tap on End turn threw it away (a walk: a mis-tap, and a
    seat cannot undo); with dice unused the phone asks, and only "End the turn" ends it."""
    out = phases(hub)
    sid = out["money taken"]  # Ann used the Banker; the straight, the upgrade and the curve are open
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.OutlinedButton, "End my turn"))
    dialog = ann.session.page.dialogs[-1]
    assert dialog.title.value == "End your turn?" and dialog.content.value.startswith("The 4 (Straight), 4 (Upgrade)")
    dialog.actions[0].on_click(None)  # Keep playing
    assert state_of(hub.get(sid).log).turn == 0 and ann.session.page.dialogs == []
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.OutlinedButton, "End my turn"))
    ann.session.page.dialogs[-1].actions[1].on_click(None)  # End the turn
    assert state_of(hub.get(sid).log).turn == 1


def test_a_refused_builds_terrain_stays_with_its_die_and_not_the_next(hub):
    # Railway Network Development: each die builds its own piece, paying for the terrain *it* crosses. A walk had a
    # straight refused (too dear), chose the curve's die — and the curve showed the straight's terrain and cost.
    sid = phases(hub)["money taken"]  # Ann: 3$ from the Banker; a straight (a 4) and a curve (the 1) to build
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")

    def crossed() -> str:
        return next(c.content.value for c in walk(ann.draw("seat_panel"))
                    if isinstance(c, ft.Semantics) and c.identifier == "track-crossed")

    ann.draw("seat_panel")
    ann.tap(ann.find(ft.TextButton, "Use the 4: Straight"))
    for _ in range(2):
        ann.draw("seat_panel")
        ann.tap(ann.find(ft.OutlinedButton, "Mountain 2$"))
    assert crossed() == "Crossed: Mountain, Mountain"
    ann.tap(ann.find(ft.FilledButton, "Build the straight"))
    assert state_of(hub.get(sid).log).sheet("Ann").money == 3  # refused: 4$ with 3$
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.TextButton, "Use the 1: Curve"))
    assert crossed() == "Crossed: nothing yet"
    ann.tap(ann.find(ft.OutlinedButton, "Plains 0$"))
    ann.tap(ann.find(ft.FilledButton, "Build the curve"))
    assert state_of(hub.get(sid).log).sheet("Ann").pieces[SHAPES.index("curve")] == 1
    ann.draw("seat_panel")
    ann.tap(ann.find(ft.TextButton, "Use the 4: Straight"))
    assert crossed() == "Crossed: Mountain, Mountain"  # the straight's own entry, as it was left


def test_matching_says_what_the_money_does_not_cover_yet(hub):
    # Resources: "If the player cannot afford this action, they cannot perform the action until new resources are
    # gained." A walk matched the 1 to the Urban planner with 0$ and learnt it only at the die; the matching now
    # says so first, with the prices — and still lets the die be matched (the Banker's 3$ may come first).
    sid = phases(hub)["manipulators"]  # Ann's turn: 6 4 4 1, no money yet
    said = lambda phone: [c.value for c in walk(phone.draw("seat_panel")) if c.key == "dear-Ann"]  # noqa: E731
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    assert said(ann) == ["You have 0$ now; not affordable yet: Upgrade 1$, Urban planner 3$, Mechanic 1$. A die "
                         "matched to one waits for new money this turn (the Banker's die, transport points as $): "
                         "“they cannot perform the action until new resources are gained”."]
    banker = Phone(hub, sid, "banker")
    banker.session.pass_phone = {sid: True}
    assert [c.value for c in walk(banker.draw()) if c.key == "dear-Ann"][0].startswith("Ann has 0$ now; ")
    assert said(Phone(hub, sid, "seat:Bob", seat="Bob")) == []  # not Bob's dice


def test_the_delivery_tables_rows_are_named_whole_on_their_own_line(hub):
    """Shipping the goods: "First row is reserved for points for shipping through shipping action. Second row ... the
    3rd phase of the round. Third row ... other players shipping the goods through our connections." A walk at large
    text read "Acti / on", "Phas / e" in a 56 px column beside the numbers; each row's name now stands whole above it,
    with no width of its own, and the field labels of a sheet keep to one line."""
    sid = phases(hub)["shipping"]
    phone = Phone(hub, sid, "seat:Ann", seat="Ann")
    table = next(c for c in walk(phone.draw("seat_panel")) if isinstance(c, ft.Semantics)
                 and c.identifier == "delivery-Ann")
    names = [c for c in walk([table]) if isinstance(c, ft.Text) and c.value in (
        "Shipping action", "Shipping phase", "Others shipping through my connections")]
    assert [c.value for c in names] == ["Shipping action", "Shipping phase", "Others shipping through my connections"]
    assert all(c.width is None for c in names)
    labels = [c.label for c in walk(phone.controls) if isinstance(c, ft.TextField) and isinstance(c.label, ft.Text)]
    assert labels and all(label.max_lines == 1 for label in labels)


def test_the_die_opened_is_one_the_money_lets_be_used(hub):
    # Rolling Stock: each level's upgrade has its price. A walk's Ann, her 1$ short of the next level, was shown the
    # Mechanic die and its refusal after every action, and scrolled to her track die each time. Opened first now: the
    # first die the rules let be used — Ann, 0$, her 6 on Upgrade and a 4 on the Mechanic (level 2 costs 1$): the 4.
    sid = table(hub, configured, rolled, *ALL_PICKS,
                lambda log: assign_dice(log, "seat:Ann", ["upgrade", "straight", "mechanic", "curve"]))
    ann = Phone(hub, sid, "seat:Ann", seat="Ann")
    ann.draw("seat_panel")
    keys = {getattr(c, "key", None) for c in walk(ann.controls)}
    assert "die-card-Ann-1" in keys and "die-card-Ann-0" not in keys
    ann.tap(ann.find(ft.TextButton, "Use the 6: Upgrade"))  # still there to open, and its reason with it
    ann.draw("seat_panel")
    assert "die-card-Ann-0" in {getattr(c, "key", None) for c in walk(ann.controls)}
