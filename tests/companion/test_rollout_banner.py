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


def test_before_the_end_is_set_the_banner_says_how_it_comes_and_what_the_bank_still_holds():
    """Ending: "The game ends on the fifth turn after the Bank has sold the ninth and tenth shares in each Company";
    Ten Block Play: "The game ends after 10 turns when the Bank has sold the tenth share in each Company." A walk of a
    Ten Block game met its end without warning: no phone said the rule was on, nor what was left to sell."""
    from calculators.rollout import correct_shares
    from calculators.rollout.ending import left_to_sell
    from calculators.rollout.state import BANK
    for ten, head in ((True, "Ten Block Play: the game ends after Stage 4 of the turn in which the Bank sells its last "
                             "share of every company."),
                      (False, "The game ends on the fifth turn after the Bank has sold the last shares of every "
                              "company.")):
        t = started(options={"ten_block": ten})
        stage1(t)
        t.do(correct_shares, "banker", "Simcor", BANK, "Ann", 10, reason="sold in earlier turns")
        t.do(correct_shares, "banker", "Camcon", BANK, "Bob", 3, reason="sold in earlier turns")
        left = left_to_sell(t.state)
        assert left["Simcor"] == 0 and left["Camcon"] == 7
        said = all_text([banner(t.state)])
        assert head in said
        assert "Not yet sold by the Bank: Camcon 7, " in said and "Simcor" not in said.split("Not yet sold by the Bank")[1]
        assert "Not yet sold by the Bank" not in all_text([banner(t.state.model_copy(update={"last_turn": t.state.turn + 2}))])
