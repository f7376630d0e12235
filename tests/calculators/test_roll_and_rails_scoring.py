"""End of the Game: shipping VP + connections, the tie-breaks, the solo penalty and awards, the live table's score."""
from calculators.roll_and_rails import count_connections, final_scores, state_of
from calculators.roll_and_rails.scoring import ScoreLine, award_for, rank
from tests.support.roll_and_rails import board, seat, started, step

AWARDS = {"bronze": 20, "silver": 30, "gold": 40, "platinum": 50}


def line(name, vp, conn, res):
    return ScoreLine(name=name, shipping_points=vp, completed_connections=conn, unused_resources=res)


def table(result):
    return [(p.name, p.score, p.rank) for p in result.players]


def test_jack_scores_37():
    # Final Scoring Example: 29 points for shipping and 8 for connections make 37.
    result = rank([line("Jack", 29, 8, 2)])
    assert table(result) == [("Jack", 37, 1)] and result.winners == ("Jack",)


def test_more_points_win():
    result = rank([line("Ann", 10, 2, 0), line("Bob", 20, 1, 0)])
    assert table(result) == [("Bob", 21, 1), ("Ann", 12, 2)]


def test_tie_broken_by_completed_connections():
    result = rank([line("Ann", 10, 2, 9), line("Bob", 9, 3, 0)])
    assert table(result) == [("Bob", 12, 1), ("Ann", 12, 2)] and result.winners == ("Bob",)
    assert result.decided_by == "connections"  # the screen says why Bob won on a tie (a walk read only "Winner")
    assert rank([line("Ann", 10, 2, 0), line("Bob", 20, 1, 0)]).decided_by is None  # no tie on top


def test_then_by_unused_resources():
    result = rank([line("Ann", 10, 2, 1), line("Bob", 10, 2, 4)])
    assert table(result) == [("Bob", 12, 1), ("Ann", 12, 2)] and result.decided_by == "resources"


def test_then_shared_victory_in_input_order():
    result = rank([line("Cy", 1, 0, 0), line("Ann", 10, 2, 4), line("Bob", 10, 2, 4)])
    assert table(result) == [("Ann", 12, 1), ("Bob", 12, 1), ("Cy", 1, 3)]
    # "If there is still a tie, players share victory": the tie-break line names it.
    assert result.winners == ("Ann", "Bob") and result.decided_by == "shared"


def test_solo_penalty_and_award():
    # The End of the Game (Solo): -2 per unshipped starting good; the award is the highest threshold reached.
    result = rank([line("Jack", 29, 8, 2)], unshipped=3, awards=AWARDS)
    assert table(result) == [("Jack", 31, 1)] and result.award == "silver"
    assert award_for(50, AWARDS) == "platinum" and award_for(19, AWARDS) is None and award_for(20, AWARDS) == "bronze"
    assert rank([line("Jack", 0, 0, 0)], unshipped=4, awards=AWARDS).players[0].score == -8


def test_the_live_table_scores_its_sheets():
    log = started(["Ann", "Bob"])
    log = step(step(log, count_connections, seat("Ann"), 3, 1), count_connections, seat("Bob"), 3, 0)
    result = final_scores(state_of(log), board(log))
    assert table(result) == [("Ann", 3, 1), ("Bob", 3, 1)] and result.award is None
    solo = started(["Ann"], awards=AWARDS, starting_goods=12)
    solo = step(solo, count_connections, seat("Ann"), 5, 2)
    result = final_scores(state_of(solo), board(solo))
    assert table(result) == [("Ann", 5 - 24, 1)] and result.award is None


def test_the_tie_break_named_is_the_one_that_parted_the_winner_from_the_next():
    """End of the Game: "In case of a tie, the player with the most complete connections is the winner. If there is
    still a tie, the player with the most resources unused is the winner. If there is still a tie, players share
    victory." A and B tie on 13 points and 3 connections; A wins on resources (C, with fewer connections, is third)."""
    result = rank([line("A", 10, 3, 5), line("B", 10, 3, 2), line("C", 11, 2, 9)])
    assert result.winners == ("A",) and result.decided_by == "resources"
    assert rank([line("A", 10, 3, 5), line("B", 11, 2, 9)]).decided_by == "connections"


def test_a_tie_below_the_winner_names_its_tie_break_too():
    """End of the Game's tie-breaks order every tie, not only the winner's: a walk read "2. Cy" and "3. Ann" both at
    0 points and 0 connections, parted by unused resources (3$ against 0$) that the screen never named."""
    result = rank([line("Ann", 0, 0, 0), line("Bob", 1, 0, 0), line("Cy", 0, 0, 3)])
    assert table(result) == [("Bob", 1, 1), ("Cy", 0, 2), ("Ann", 0, 3)] and result.decided_by is None
    assert [(t.above, t.below, t.by, t.counts) for t in result.ties] == [("Cy", "Ann", "resources", (3, 0))]
    three = rank([line("A", 5, 2, 0), line("B", 6, 1, 0), line("C", 7, 0, 1), line("D", 7, 0, 1)])
    # A and B tie on 7 (A has more connections); C and D tie on everything and share the place below.
    assert [(t.above, t.below, t.by, t.counts) for t in three.ties] == [
        ("A", "B", "connections", (2, 1)), ("B", "C", "connections", (1, 0)), ("C", "D", "shared", (0, 0))]
    assert three.decided_by == "connections" and table(three)[2:] == [("C", 7, 3), ("D", 7, 3)]


def test_a_copied_ranking_marks_who_a_tie_break_put_ahead():
    """End of the Game's tie-breaks, marked beside the players they ranked (the screens say them in a line; the copied
    text said "1. A: 7 VP (winner)" and "2. B: 7 VP" with nothing on why A is first)."""
    from calculators.roll_and_rails.scoring import tie_marks

    three = rank([line("A", 5, 2, 0), line("B", 6, 1, 0), line("C", 7, 0, 1), line("D", 7, 0, 1)])
    # A is ahead of B on connections, B ahead of C on connections (B lost to A, won against C), C and D share.
    assert tie_marks(three) == {"A": {"note": "ahead on completed connections"},
                                "B": {"note": "ahead on completed connections"},
                                "C": {"note": "tied through every tie-break"},
                                "D": {"note": "tied through every tie-break"}}
    assert tie_marks(rank([line("A", 10, 3, 5), line("B", 10, 3, 2)])) == {
        "A": {"note": "ahead on unused resources"}}
    assert tie_marks(rank([line("A", 10, 3, 5), line("B", 11, 3, 2)])) == {}


def test_a_copied_solo_ranking_carries_the_award():
    """The End of the Game (Solo): "The more points you receive the better title at the end of the game". A walk's
    copied ranking read "1. Jack: 31 VP (winner)" while the screen showed the award."""
    from calculators.roll_and_rails.scoring import marks

    silver = rank([line("Jack", 29, 8, 0)], unshipped=3, awards=AWARDS)  # 29 + 8 - 2 x 3 = 31: silver (30)
    assert table(silver) == [("Jack", 31, 1)] and silver.award == "silver"
    assert marks(silver) == {"Jack": {"note": "silver award"}}
    assert marks(rank([line("Jack", 5, 0, 0)], unshipped=3, awards=AWARDS)) == {}  # no award reached: no title
