"""The final Cash Out reaches every phone, those of players already out of the game too. Rulebook, The Cash Out: each
company's value is worked out and "The player with the most money is the winner"; a walk's player bankrupt on turn 1
read only "You are out of the game." on their phone at the end, while the others read the values and the winner."""
from tests.support.controls import texts, walk
from tests.support.rollout.game import play_whole_game
from tests.support.rollout_screens import Screen
from tests.support.screens import Table


def test_a_player_out_of_the_game_reads_the_same_cash_out_as_the_players_still_in(tmp_path):
    g = play_whole_game()
    out = next(c.ceo for c in g.state.companies if not c.in_play)
    still = next(c.ceo for c in g.state.companies if c.in_play)
    table = Table(tmp_path, "rollout")
    sid = table.create(g.log)
    said = {p: [texts(c) for c in walk(Screen(table.hub, sid, seat=p).draw()) if texts(c)] for p in (out, still)}
    assert "You are out of the game." in said[out]
    winner = next(s for s in said[still] if s.startswith("Winner: "))
    values = [s for s in said[still] if ": share value " in s]
    assert values and winner in said[out] and all(v in said[out] for v in values)


def test_who_won_comes_first_on_a_players_phone_and_the_banker_is_told_how_to_correct(tmp_path):
    # A walk at 360 px: Cy's phone showed Cash Out, Cy's company card, the share values, and "Tie for first" a screen
    # and a half down; the banker's "Loans, takeovers, bankruptcy, corrections" after the end offered no correction.
    g = play_whole_game()
    still = next(c.ceo for c in g.state.companies if c.in_play)
    table = Table(tmp_path, "rollout")
    sid = table.create(g.log)
    said = [texts(c) for c in walk(Screen(table.hub, sid, seat=still).draw()) if texts(c)]
    winner = next(i for i, s in enumerate(said) if s.startswith("Winner: ") or s.startswith("Tie for first: "))
    values = [i for i, s in enumerate(said) if ": share value " in s]
    card = next(i for i, s in enumerate(said) if s.startswith("Your shares: "))
    assert winner < min(values) and winner < card
    bank = [texts(c) for c in walk(Screen(table.hub, sid).draw()) if texts(c)]
    assert any(s.startswith("The game is over. To correct a figure: in History, undo the game's end") for s in bank)


def test_the_last_line_says_the_game_is_over_in_both_languages():
    # A walk's phones read only "Just now: Stage 4 ended" at the end; "the game is over" was said by a badge alone.
    from calculators.core.log import Log
    from calculators.rollout import state_of
    from calculators.rollout.words import describe
    log = play_whole_game().log
    before, last = state_of(Log(events=log.events[:-1])), log.events[-1]
    assert describe(last, "en", before).endswith("ended: the game is over, Cash Out")
    assert describe(last, "de", before).endswith("beendet: das Spiel ist aus, Abrechnung")
    earlier = next(e for e in reversed(log.events[:-1]) if e.kind == "rollout.stage_ended")
    assert "over" not in describe(earlier, "en", state_of(Log(events=log.events[:earlier.seq - 1])))
