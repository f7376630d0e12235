"""Only what applies, at the end of a game (issue 16): once the rules have final standings nobody rolls or bids any
more, so the banker's screen drops the dice tray and "New sealed round"; a player out of the game (Rollout: "he is
Bankrupt and out of the game") is not offered as someone to roll for. Drawn in process on real tables."""
from __future__ import annotations

import pytest

from calculators.core.game import is_finished, seats_in_play
from calculators.core.log import Log
from companion.i18n import using
from tests.support.controls import radio_labels
from tests.support.finished import GAMES, setup_of
from tests.support.screens import Table, screen_text


@pytest.fixture(scope="module")
def finished():
    return {game: build() for game, build in GAMES.items()}


def banker_screen(tmp_path, game: str, log: Log) -> list[str]:
    t = Table(tmp_path, game)
    phone = t.phone(t.create(log), "")
    phone.session.update(lang="en", fortune_lang="en")  # an English phone (Fortune reads German by default)
    return screen_text(phone.draw())


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_finished_game_has_no_dice_and_no_new_sealed_round(game, finished, tmp_path):
    log = finished[game]
    players = setup_of(log).players
    assert is_finished(game, log, players)
    # One action earlier the game was still on.
    assert not is_finished(game, Log(events=log.events[:-1]), players)
    text = banker_screen(tmp_path, game, log)
    assert "Send to BG Stats" in text
    for gone in ("Dice", "Roll", "We rolled real dice", "New sealed round", "Rolling for:"):
        assert gone not in text, gone


def test_a_game_still_on_keeps_its_dice(finished, tmp_path):
    log = finished["fortune"]
    text = banker_screen(tmp_path, "fortune", Log(events=log.events[:-1]))
    assert "Dice" in text and "Send to BG Stats" not in text


def before_the_end(log: Log) -> tuple[Log, tuple[str, ...], tuple[str, ...]]:
    """Rollout's whole game a moment before its end (after the last player left it): the log, the players, those
    still in the game."""
    players = setup_of(log).players
    cut = next(n for n in range(len(log.events), 0, -1)
               if not is_finished("rollout", Log(events=log.events[:n]), players))
    early = Log(events=log.events[:cut])
    return early, players, seats_in_play("rollout", early, players)


def test_a_player_out_of_the_game_is_not_rolled_for(finished, tmp_path):
    # Rollout's whole game has Bob go bankrupt and Dee taken over; a moment after the last one left, before the end.
    early, players, still = before_the_end(finished["rollout"])
    assert set(players) - set(still), "the whole game's driver puts a player out before the end"
    t = Table(tmp_path, "rollout")
    sid = t.create(early)
    controls = t.draw(sid, "")
    assert "Rolling for:" in screen_text(controls)
    radios = radio_labels(controls)
    assert [r for r in radios if r in players] == list(still)  # the players still in, in seat order


def test_roll_and_rails_shows_the_final_scores_above_the_sheets(finished, tmp_path):
    """Issue 16, "Results where the banker is looking": at the end the final scores, the winner and the results'
    buttons come right under "Game over", not below every player's sheet; the pass-the-phone switch is gone."""
    text = banker_screen(tmp_path, "roll-and-rails", finished["roll-and-rails"])
    over, final, send, sheets = (text.index(t) for t in ("Game over", "Final scores", "Send to BG Stats", "Sheets"))
    assert over < final < send < sheets
    assert "Pass this phone around" not in text and "Live scores" not in text


def test_the_rollout_ranking_reads_in_one_unit(finished, tmp_path):
    # The whole game ends $17,438.6M to $6,047M: shown as "$6.047B" beside "$17,438.6M" the smaller number
    # looked like the larger unit (seen on the finished table at 360 px).
    from calculators.rollout import final_score, state_of

    log = finished["rollout"]
    result = final_score(state_of(log))
    text = banker_screen(tmp_path, "rollout", log)
    ranks = {t for t in text if any(t.startswith(f"{p.rank}. {p.name} — ") for p in result.players)}
    assert len(ranks) == len(result.players) and any(t.endswith(".6M") for t in ranks), ranks
    assert not (any(t.endswith("B") for t in ranks) and any("." in t and t.endswith("M") for t in ranks)), ranks


def test_rollout_cash_out_shows_every_companys_cash_and_each_players_working(finished, tmp_path):
    """Cash Out: "you must ask the player who owns Bermax what his share value is" — at the end every share value is
    told at the table, and with the Stores, cards, Gold Coast and loans public it gives the money away. A walk
    could not check Pedrasca's $1,209.4M on the seated banker's phone ("Cash hidden"): at the end every company's
    cash is shown, and each player's Cash Out has its working, as Quick Cash Out shows it."""
    from calculators.rollout import state_of, view_for

    state = state_of(finished["rollout"])
    assert all(c.cash is not None for c in view_for(state, "Ann").companies)  # a seat sees it all at the end
    text = banker_screen(tmp_path, "rollout", finished["rollout"])  # Ann, who plays, keeps the bank
    assert "Cash hidden" not in text
    assert "Cash $11.836B" in text and "Cash $11.594B" in text
    assert "6 × $1,898.6M Simcor + 5 × $1,209.4M Pedrasca" in text  # Cy's $17,438.6M
    assert "5 × $1,209.4M Pedrasca" in text  # Ann's $6,047M


def test_rollout_cash_stays_hidden_from_another_seat_until_the_end(finished):
    from calculators.rollout import state_of, view_for

    log = finished["rollout"]
    before_end = state_of(Log(events=log.events[:-1]))
    seen = view_for(before_end, "Ann").companies
    assert [c for c in seen if c.cash is None], "another CEO's cash is hidden while the game is on"
    assert all(c.cash is not None for c in seen if c.ceo == "Ann")  # her own stays in view


def test_rollout_cash_out_is_named_once_at_the_end(finished, tmp_path):
    """At the end the stage banner reads "Cash Out"; the standings under it no longer repeat it as a heading (a walk
    read "Cash Out" twice, a badge and a heading, on the banker's phone and on a seat's)."""
    import flet as ft

    from tests.support.controls import walk
    from tests.support.rollout_screens import Screen

    t = Table(tmp_path, "rollout")
    sid = t.create(finished["rollout"])
    for screen in (Screen(t.hub, sid), Screen(t.hub, sid, seat="Cy")):
        text = [c.value for c in walk(screen.draw()) if isinstance(c, ft.Text)]  # each line of text once
        assert text.count("Cash Out") == 1, [x for x in text if "Cash Out" in x]
        assert text.index("Cash Out") < text.index("1. Cy — $17,438.6M")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_german_end_screen_names_its_downloads_as_downloads(game, finished, tmp_path):
    # The CSV is a file the browser saves on the phone: "CSV herunterladen" (it read "CSV laden", which a German
    # reader takes for loading a file in).
    t = Table(tmp_path, game)
    phone = t.phone(t.create(finished[game]), "")
    phone.session.update(lang="de", fortune_lang="de")
    with using("de"):  # the panel's parts are walked after the draw: in the phone's language, as the app draws them
        text = screen_text(phone.draw())
    assert "CSV herunterladen" in text and "Ergebnisse kopieren" in text
    assert "CSV laden" not in text


def test_a_new_sealed_round_asks_only_the_players_still_in_the_game(finished, tmp_path):
    """A walk's "New sealed round" ticked two players who had left the game: their phones read "you are out of the
    game" beside an amount field, and Reveal waited for them with no word. The dialog offers the seats still in."""
    from flet import Checkbox

    from tests.support.controls import walk

    early, _, still = before_the_end(finished["rollout"])
    t = Table(tmp_path, "rollout")
    sid = t.create(early)
    phone = t.phone(sid, "")
    controls = phone.draw()
    next(c for c in walk(controls) if getattr(c, "key", None) == "t:new-sealed-round").on_click(None)
    dialog = phone.page.dialogs[-1]
    assert [c.label for c in walk([dialog.content]) if isinstance(c, Checkbox)] == list(still)
