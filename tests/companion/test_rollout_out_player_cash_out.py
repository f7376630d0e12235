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
