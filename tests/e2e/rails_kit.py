"""Roll and Rails on real phones: the shared steps of its browser tests (a table made, the setup form, the
draft's words, a field typed until it holds its text)."""
import re
import time

from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

from tests.e2e.flutter import ident, ready_to_tap, reveal, tap, type_into
from tests.e2e.conftest import enable_semantics

COLOURS = ("Yellow", "Red", "Blue", "Green", "Grey")
ROLL = "1 2 3 4 5 6 1 2 3 4 5 6 6"
# Snake order from Ann, and the die each player takes (the highest left): one 1 stays in the middle.
PICKS = [("Ann", 6), ("Bob", 6), ("Cy", 6), ("Cy", 5), ("Bob", 5), ("Ann", 4),
         ("Ann", 4), ("Bob", 3), ("Cy", 3), ("Cy", 2), ("Bob", 2), ("Ann", 1)]
T = 20_000


def enter(page, label: str, text: str) -> None:
    """Type into a field and make sure it holds the text (a busy machine can drop the focus or keys)."""
    box = page.get_by_role("textbox", name=label).first
    for attempt in range(4):
        try:
            type_into(page, label, text)
            expect(box).to_have_value(text, timeout=3_000)
            return
        except (AssertionError, PlaywrightTimeout) as err:
            print(f"typing into {label!r} again: {str(err).splitlines()[0]}")
            if attempt == 3:
                raise


def choose(page, name: str, nth: int = 0) -> None:
    """Tap a chip and see it chosen (again if a busy machine dropped the tap); `nth`: the chip of that name in reading
    order (two dice of one face offer chips of the same names, each in its own row)."""
    chip = page.get_by_role("checkbox", name=name, exact=True).nth(nth)
    for attempt in range(3):
        ready_to_tap(page, chip).click()
        try:
            expect(chip).to_be_checked(timeout=3_000)
            return
        except AssertionError:
            if attempt == 2:
                raise


def shot(page, path) -> None:
    """A picture of the screen once the canvas has caught up with the semantics tree."""
    page.wait_for_timeout(600)
    page.screenshot(path=str(path))


def to_top(page) -> None:
    """Back to the top after the screen changed a lot (a new phase): Flutter's semantics nodes of a page
    that just got much shorter can sit where the old layout had them for a moment."""
    page.mouse.move(206, 500)
    page.mouse.wheel(0, -20_000)
    page.wait_for_timeout(600)


def create_table(page, players, banker=None):
    """A Roll and Rails table through the New table screen."""
    page.get_by_role("button", name="New table").click()
    tap(page, "radio", "Roll and Rails")
    enter(page, "Table name", "Rails night")
    for name in players:
        enter(page, "Player's name", name)
        tap(page, "button", "Add player")
    if banker:
        tap(page, "radio", "Someone who does not play")
        enter(page, "Banker's name (does not play)", banker)
    else:
        tap(page, "radio", f"{players[0]} (plays)")
    tap(page, "button", "Start the table")
    expect(page.get_by_text("Seats, clockwise")).to_be_visible(timeout=T)


def set_up(page, rounds: int, *, first: str | None = None, awards=None, goods: bool = False):
    """The banker's setup form: rounds, the setup table's supply (solo, or `goods`: the app rolls the starting
    goods of a multiplayer game), the first player, solo awards."""
    if goods and not awards:
        tap(page, "switch", "The app rolls the starting goods")
    table = {f"{c} goods in the setup table": "6" for c in COLOURS} if goods or awards else {}
    fields = {"Rounds in this game": str(rounds), **table,
              **{f"{name} award threshold": str(v) for name, v in (awards or {}).items()}}
    for label, text in fields.items():
        enter(page, label, text)
    if first:
        tap(page, "radio", f"{first} starts")
    for attempt in range(3):
        # A busy machine has been seen to drop a field's text after the focus moved on: the form then marks
        # that field, and it is typed again, as a player would.
        for label, text in fields.items():
            box = reveal(page, page.get_by_role("textbox", name=label))
            if box.input_value() != text:
                print(f"{label!r} lost its text; typing it again")
                enter(page, label, text)
        tap(page, "button", "Start the game")
        try:
            expect(reveal(page, ident(page, "round"))).to_have_text(f"Round 1 of {rounds}", timeout=T)
            return
        except (AssertionError, PlaywrightTimeout):
            if attempt == 2:
                raise


def whose(page):
    return reveal(page, ident(page, "whose-pick"))


# Snake order from Ann with two players, from the real dice 6 1 2 3 4 4 5 5 6: the 4 stays in the middle.
PASSED_PICKS = (("Ann", 6), ("Bob", 6), ("Bob", 5), ("Ann", 1), ("Ann", 2), ("Bob", 5), ("Bob", 4), ("Ann", 3))


def passed_around_draft(page, each=None) -> None:
    """Ann and Bob on the banker's phone, passed around (three rounds, Ann first): the real dice rolled and drafted,
    each pick by whoever's it is; `each(player)` is checked before their pick."""
    create_table(page, ["Ann", "Bob"], banker="Kim")
    set_up(page, 3, first="Ann")
    tap(page, "switch", "Pass this phone around")
    enter(page, "The 9 dice you rolled", "6 1 2 3 4 4 5 5 6")
    tap(page, "button", "Record the real dice", exact=True)
    for n, (player, value) in enumerate(PASSED_PICKS):
        expect(ident(page, "pick-count")).to_have_text(f"Pick {n + 1} of 8", timeout=T)
        expect(whose(page)).to_have_text(f"{player}'s pick")
        if each is not None:
            each(player)
        tap(page, "button", f"Pick a {value}")


def solo_dice_matched(page, rounds: int, berlin: str, plan) -> None:
    """A solo table (Ann plays and keeps the app): Berlin's starting goods from the real dice `berlin`, the five
    dice 3 1 2 3 6 rolled, 1 2 3 3 chosen (the 6 left over), and the four dice matched to `plan` in order."""
    create_table(page, ["Ann"])
    set_up(page, rounds, awards={"Bronze": 5, "Silver": 10, "Gold": 15, "Platinum": 20})
    enter(page, "Next city (top left first, row by row)", "Berlin")
    enter(page, "Real dice for this city, in order (e.g. 2 4 6)", berlin)
    tap(page, "button", "Record the real dice for this city")
    expect(reveal(page, ident(page, "goods-Berlin"))).to_be_visible(timeout=T)
    enter(page, "The 5 dice you rolled", "3 1 2 3 6")
    tap(page, "button", "Record the real dice", exact=True)
    for n, v in enumerate((1, 2, 3, 3)):
        tap(page, "button", f"Pick a {v}")
        if n < 3:
            expect(ident(page, "pick-count")).to_have_text(f"Pick {n + 2} of 4", timeout=T)
    match_dice(page, (1, 2, 3, 3), plan)


def match_dice(page, dice, plan) -> None:
    """Each die (the faces `dice`, in the sheet's order) matched to the action or specialist of `plan`, then Match the
    dice. The chips name a die by its face ("The 3: Curve"); the second die of a face is that name's second chip."""
    for i, (value, what) in enumerate(zip(dice, plan)):
        choose(page, f"The {value}: {what}", nth=dice[:i].count(value))
    tap(page, "button", "Match the dice")
