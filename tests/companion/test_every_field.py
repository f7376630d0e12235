"""Bad input into every field of every table screen, without a browser (proof issue: "Bad input on every screen").

For each game, a table is brought to a few moments by the game's own commands (a fresh table; prefixes of the
game in full swing that the codec tests build, chosen so that together they show the most different fields; the
full game). Each banker screen of the table (the table screen, the board tables editor, the game's own
sub-screens, and any dialog a button opens) is drawn the way the app draws it (`views_for`), every TextField gets
each bad value (all fields at once), and every button is pressed, one by one, the screen drawn again after each.

After every press: no exception escaped the handler; the table read back from disk still replays to a valid state;
no saved event holds an enormous number (>= 10^15) or a string over 1,000 characters; a press that shows an error
on a field saved nothing; and a press that saved nothing said something (a field's error, a message on the screen,
a toast, a dialog, or a new screen). The browser tests (tests/e2e/test_bad_input*.py) prove some of these fields in
Chromium; this one reaches all of them in a few seconds.
"""
import pytest

from tests.support.screens import BOARD_SCREENS, GAME_SCREENS, LATE_SCREENS, Table, Tally, exercise, moments


@pytest.mark.parametrize("game", ["rollout", "owners-choice", "fortune", "roll-and-rails"])
def test_every_field_of_every_screen_takes_bad_input(game, tmp_path):
    t = Table(tmp_path, game)
    tally, problems = Tally(), []
    at = moments(game)
    for n, log in enumerate(at):
        once = (BOARD_SCREENS[game] if n == 0 else []) + (LATE_SCREENS[game] if n == len(at) - 1 else [])
        for screen in ["", *GAME_SCREENS[game], *once]:
            exercise(t, log, screen, tally, problems)
    print(f"{game}: {len(tally.fields)} fields, {tally.presses} presses:", sorted(tally.fields))
    assert tally.fields and tally.presses
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(sorted(set(problems))[:60])
