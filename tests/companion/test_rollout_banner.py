"""Rollout's banner on the last turn: Ending, and Winning the Game."""
from companion.views.games.rollout.common import banner
from tests.support.controls import all_text
from tests.support.rollout import started, stage1


def test_the_last_turns_banner_says_the_game_closes_after_stage_4_as_the_apps_reading():
    """Ending: "The game ends on the fifth turn after the Bank has sold the ninth and tenth shares in each Company.
    The players may finish playing Stage 4 before closing off the game." The app closes the game after Stage 4 of
    the last turn: the banner says so before Stage 5 is skipped, marked as the reading."""
    t = started()
    stage1(t)
    last = t.state.model_copy(update={"last_turn": t.state.turn})
    said = all_text([banner(last)])
    assert "the last turn: the game closes after Stage 4" in said
    assert "Interpretation: Stages 5 and 6 are skipped on the last turn." in said
    earlier = all_text([banner(t.state.model_copy(update={"last_turn": t.state.turn + 2}))])
    assert "2 turns after this one" in earlier and "Interpretation" not in earlier
