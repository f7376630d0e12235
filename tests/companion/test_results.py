"""Results leave the app (issue 17, item 5): "a 'Send to BG Stats' button that opens BG Stats' create-play
link with the game (name and BoardGameGeek id where it has one), date, duration, players in seat order with
their scores, the winner(s) and the start player; 'Copy results' (plain text ranking) and 'Download CSV'".

The link format is BG Stats' published one ("Push plays to BG Stats from other apps or websites"):
`https://app.bgstatsapp.com/createPlay.html?data=<url-encoded json>` with `playDate` as
"2020-10-23 19:16:58", `durationMin`, `game` {name, bggId, highestWins, noPoints, sourceGameId} and
`players` [{name, score, rank, winner, startPlayer, role, sourcePlayerId}].

Each finished game is played through the rules core by that game's own test drivers."""
import csv
import io
import json
import re
import types
from datetime import datetime, timedelta, timezone
from urllib.parse import parse_qs, urlsplit

import pytest

from companion.results import (
    Play,
    PlaySeat,
    bgstats_url,
    play_of_cash_out,
    play_of_table,
    results_csv,
    results_text,
)
from tests.support.finished import GAMES, setup_of
from tests.support.roll_and_rails import game as roll_and_rails_game
from tests.support.text import plain

UTC = timezone.utc
PLAY_DATE = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$")


def snap_of(log):
    return types.SimpleNamespace(setup=setup_of(log), log=log)


def decoded(url: str) -> dict:
    parts = urlsplit(url)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "app.bgstatsapp.com", "/createPlay.html")
    query = parse_qs(parts.query, strict_parsing=True)
    assert list(query) == ["data"] and len(query["data"]) == 1
    return json.loads(query["data"][0])


@pytest.fixture(scope="module")
def finished():
    return {game: build() for game, build in GAMES.items()}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_bgstats_link_carries_the_finished_play_of_every_game(game, finished):
    log = finished[game]
    snap = snap_of(log)
    play = play_of_table("table-1", snap)
    assert play is not None
    data = decoded(bgstats_url(play, tz=UTC))
    assert data["game"]["name"] == {"rollout": "Rollout", "roll-and-rails": "Roll and Rails",
                                    "owners-choice": "Owner's Choice", "fortune": "Fortune"}[game]
    assert data["game"]["sourceGameId"] == game and data["game"]["highestWins"] is True
    assert "bggId" not in data["game"]  # none verified for these editions: BG Stats matches by name
    assert PLAY_DATE.match(data["playDate"]) and isinstance(data["durationMin"], int)
    first = datetime.fromisoformat(log.events[1].at.replace("Z", "+00:00"))
    assert data["playDate"] == first.strftime("%Y-%m-%d %H:%M:%S")  # the first action, in the zone asked for
    players = data["players"]
    assert [p["name"] for p in players] == list(snap.setup.players)  # every seat, in seat order
    for p in players:
        assert set(p) >= {"name", "score", "rank", "winner", "startPlayer", "sourcePlayerId"}
    winners = {p["name"] for p in players if p["winner"]}
    best = max(p["score"] for p in players)
    assert winners and all(p["rank"] == 1 and p["score"] == best for p in players if p["winner"])
    starts = [p["name"] for p in players if p["startPlayer"]]
    assert len(starts) <= 1


def test_each_game_reports_its_own_scores_winners_and_start_player(finished):
    import calculators.owners_choice as oc
    import calculators.rollout as ro
    from calculators.fortune.fold import state_of as fortune_state
    from calculators.fortune.scoring import standings
    from calculators.roll_and_rails import board_for
    from calculators.roll_and_rails import state_of as rails_state
    from calculators.roll_and_rails.scoring import final_scores

    def players(game):
        return {p["name"]: p for p in decoded(bgstats_url(play_of_table("t", snap_of(finished[game])), tz=UTC))["players"]}

    # Rollout: the Cash Out value in $ millions (the scorer counts tenths); no start player (a Chairman runs play).
    result = ro.final_score(ro.state_of(finished["rollout"]))
    got = players("rollout")
    still_in = {p.name: p.cash_out / 10 for p in result.players}
    assert {n: p["score"] for n, p in got.items() if n in still_in} == still_in
    # "When a player cannot make his loan payment, he is Bankrupt and out of the game": he still played, so
    # he is in the play, after every player still in, with nothing.
    out = [n for n in got if n not in still_in]
    assert out, "the whole game has a player out (its driver plays a bankruptcy)"
    last = max(p["rank"] for n, p in got.items() if n in still_in) + 1
    assert all(got[n]["score"] == 0 and got[n]["rank"] == last and not got[n]["winner"] for n in out)
    assert {n for n, p in got.items() if p["winner"]} == set(result.winners)
    assert not any(p["startPlayer"] for p in got.values())
    # Roll and Rails: victory points; the start player is the first player drawn at setup (Ann's seat here).
    rails = final_scores(rails_state(finished["roll-and-rails"]), board_for(finished["roll-and-rails"]))
    got = players("roll-and-rails")
    assert {n: p["score"] for n, p in got.items()} == {r.name: r.score for r in rails.players}
    assert {n for n, p in got.items() if p["startPlayer"]} == {rails_state(finished["roll-and-rails"]).players[0]}
    # Owner's Choice: money after the final sale; Setup 8's start player, chosen here as B.
    st = oc.state_of(finished["owners-choice"])
    got = players("owners-choice")
    assert {n: (p["score"], p["rank"]) for n, p in got.items()} == {n: (m, r) for n, m, r in oc.view_for(st, None).standings}
    assert [n for n, p in got.items() if p["startPlayer"]] == ["B"]
    # Fortune: the final balance in DM; Turn Order's starter (the highest roll, Ann).
    fs = fortune_state(finished["fortune"])
    got = players("fortune")
    assert {n: p["score"] for n, p in got.items()} == {s.name: s.balance for s in standings(fs)}
    assert got["Bob"]["score"] == got["Ann"]["score"] - 5_000
    assert [n for n, p in got.items() if p["winner"]] == ["Ann", "Cy"]  # Bob's loan leaves a tie on top
    assert [n for n, p in got.items() if p["startPlayer"]] == ["Ann"]


def test_a_game_not_over_has_no_results():
    m = roll_and_rails_game
    log = m.setup_goods(m.started(["Ann", "Bob", "Cy"], rounds=3))
    assert play_of_table("t", snap_of(log)) is None


def sample(**kw) -> Play:
    start = datetime(2026, 5, 9, 18, 30, 5, tzinfo=UTC)
    seats = (PlaySeat("Ann", 120.5, "$120.5M", 2, False, True), PlaySeat("=Bob", 300, "$300M", 1, True),
             PlaySeat("Cy", 300, "$300M", 1, True))
    return Play(**{"game": "rollout", "table": "Friday, late", "play_id": "abc", "seats": seats, "started": start,
                   "ended": start + timedelta(minutes=94, seconds=40), **kw})


def test_date_duration_and_encoding():
    url = bgstats_url(sample(), tz=UTC)
    assert " " not in url and '"' not in url and "&" not in url.split("?", 1)[1]  # one url-encoded parameter
    data = decoded(url)
    assert data["playDate"] == "2026-05-09 18:30:05" and data["durationMin"] == 95
    assert data["sourcePlayId"] == "abc" and data["sourceName"] == "Table Companion"
    assert decoded(bgstats_url(sample(), tz=timezone(timedelta(hours=2))))["playDate"] == "2026-05-09 20:30:05"
    assert "durationMin" not in decoded(bgstats_url(sample(ended=None)))


def test_plain_text_ranking_best_first_with_ties_and_marks():
    text = results_text(sample(), tz=UTC)
    assert text.splitlines() == [
        "Rollout — Friday, late (2026-05-09 18:30, 95 min)",
        "1. =Bob: $300M (winner)",
        "1. Cy: $300M (winner)",
        "2. Ann: $120.5M (start player)",
        "Winners: =Bob and Cy",
    ]


def test_the_copied_ranking_speaks_the_phones_language():
    # A walk copied "1. Ben: 12 VP (winner)" and "Winner: Ben" on a German phone.
    text = results_text(sample(), tz=UTC, lang="de")
    assert text.splitlines()[1:] == ["1. =Bob: $300M (Sieger)", "1. Cy: $300M (Sieger)",
                                     "2. Ann: $120.5M (Startspieler)", "Sieger: =Bob und Cy"]
    rails = sample(seats=(PlaySeat("Ben", 12, "12 VP", 1, True),))
    assert results_text(rails, tz=UTC, lang="de").splitlines()[1:] == ["1. Ben: 12 SP (Sieger)", "Sieger: Ben"]
    assert results_text(rails, tz=UTC).splitlines()[1:] == ["1. Ben: 12 VP (winner)", "Winner: Ben"]


def test_csv_one_row_per_seat_in_seat_order_and_no_formulas():
    rows = list(csv.reader(io.StringIO(results_csv(sample(), tz=UTC))))
    assert rows[0] == ["game", "table", "date", "duration_min", "seat", "player", "score", "score_shown", "rank",
                       "winner", "start_player"]
    assert [r[5] for r in rows[1:]] == ["Ann", "'=Bob", "Cy"]  # a name a spreadsheet would run is quoted
    assert rows[1] == ["Rollout", "Friday, late", "2026-05-09 18:30:05", "95", "1", "Ann", "120.5", "$120.5M", "2",
                       "no", "yes"]


def test_quick_cash_out_gives_a_rollout_play_without_a_start_player():
    from calculators.rollout.scoring import cash_out, validate_cash_out

    data = {"companies": [{"name": "Simcor", "money": 6500, "stores": 10, "product_cards": 0, "gold_coast": 2,
                           "loans": 1000}], "holdings": {"Bo": {"Simcor": 3}, "Al": {"Simcor": 5}}}
    result = cash_out(validate_cash_out(data))
    play = play_of_cash_out(result, ["Bo", "Al"], table="Quick Cash Out", play_id="q1",
                            when=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC))
    got = decoded(bgstats_url(play, tz=UTC))
    # Share value: (6500 + 10×50 + 2×1000 − 1000) / 10 = $800M; Al holds 5 shares, Bo 3.
    assert [(p["name"], p["score"], p["rank"], p["winner"]) for p in got["players"]] == [
        ("Bo", 2400.0, 2, False), ("Al", 4000.0, 1, True)]
    assert got["playDate"] == "2026-01-02 03:04:05" and "durationMin" not in got


def test_copied_results_of_finished_tables_speak_german_money_and_who_left(finished):
    # A walk copied "1. Ann: 452,000 DM" (the screen said "452.000 DM") and "3. Bob: out: bankrupt" on a German
    # phone: Fortune's DM in German style, a Rollout player out of the game in German words.
    def copied(game, lang):
        return plain(results_text(play_of_table("t", snap_of(finished[game])), tz=UTC, lang=lang)).splitlines()[1:]

    # How they won, as the end screen says it ("Winner: Ann" alone read like any other way to the end, a walk).
    assert copied("fortune", "de")[:3] == ["1. Ann: 150.000 DM (beste Bilanz zur vereinbarten Zeit, Sieger, "
                                          "Startspieler)", "1. Cy: 150.000 DM (beste Bilanz zur vereinbarten Zeit, "
                                          "Sieger)", "3. Bob: 145.000 DM"]
    assert copied("fortune", "en")[0] == "1. Ann: 150,000 DM (best balance at the agreed time, winner, start player)"
    assert copied("rollout", "de")[2:4] == ["3. Bob: ausgeschieden: bankrott", "3. Dee: ausgeschieden: übernommen"]
    assert copied("rollout", "en")[2:4] == ["3. Bob: out: bankrupt", "3. Dee: out: taken over"]
    # The CSV keeps the game's English print (a data file for spreadsheets and scripts).
    rows = list(csv.reader(io.StringIO(results_csv(play_of_table("t", snap_of(finished["rollout"]))))))
    assert [r[7] for r in rows if r[5] in ("Bob", "Dee")] == ["out: bankrupt", "out: taken over"]
    rows = list(csv.reader(io.StringIO(results_csv(play_of_table("t", snap_of(finished["fortune"]))))))
    assert [r[7] for r in rows if r[5] == "Ann"] == ["150,000 DM"]  # a plain space (the screen's is a no-break one)


def test_a_fortune_player_who_tripled_or_went_bankrupt_is_marked_as_on_screen():
    # Fortune's end screen says "Ann (tripled)" and "Bob (bankrupt)"; the copied ranking says so too.
    seats = (PlaySeat("Ann", 452_000, "452,000 DM", 1, True, True, amount=452_000, note="tripled"),
             PlaySeat("Bob", 0, "0 DM", 2, False, amount=0, note="bankrupt"))
    play = sample(game="fortune", seats=seats)
    assert plain(results_text(play, tz=UTC, lang="de")).splitlines()[1:3] == [
        "1. Ann: 452.000 DM (verdreifacht, Sieger, Startspieler)", "2. Bob: 0 DM (bankrott)"]
    assert plain(results_text(play, tz=UTC)).splitlines()[1:3] == [
        "1. Ann: 452,000 DM (tripled, winner, start player)", "2. Bob: 0 DM (bankrupt)"]


def test_fortunes_standings_mark_who_tripled():
    # End of the Game: "the game ends when a player has tripled his starting capital; he wins" (Bob pays in to
    # 450,000 DM): the copied ranking marks him as the screen does.
    from calculators.fortune.standings import standings as fortune_standings
    from tests.support.fortune import Table

    t = Table()
    t.pay_in("Bob", 300_000)
    seats = fortune_standings(t.log, ("Ann", "Bob", "Cy"))
    bob = next(s for s in seats if s.name == "Bob")
    assert (bob.amount, bob.note, bob.winner) == (450_000, "tripled", True)
    text = plain(results_text(sample(game="fortune", seats=seats), tz=UTC, lang="de"))
    assert "1. Bob: 450.000 DM (verdreifacht, Sieger)" in text.splitlines()


def test_a_roll_and_rails_tie_break_is_said_in_the_copied_ranking():
    # End of the Game: "In case of a tie, the player with the most complete connections is the winner." Ann ships one
    # good (1 VP) and completes 1 connection, Bob ships none and completes 2: 2 points each, Bob first. The screens
    # say why in a line; the copied text said "1. Bob: 2 VP (winner)", "2. Ann: 2 VP" with no reason.
    from calculators.roll_and_rails import count_connections, state_of
    from tests.support.roll_and_rails import seat, started, step
    from tests.support.roll_and_rails.game import play_round

    log = play_round(started(["Ann", "Bob", "Cy"], rounds=1))
    for name, completed in (("Ann", 1), ("Bob", 2), ("Cy", 0)):
        log = step(log, count_connections, seat(name), completed, 0)
    assert state_of(log).final
    play = play_of_table("t", snap_of(log))
    assert plain(results_text(play, tz=UTC)).splitlines()[1:3] == [
        "1. Bob: 2 points (ahead on completed connections, winner)", "2. Ann: 2 points (start player)"]
    assert plain(results_text(play, tz=UTC, lang="de")).splitlines()[1] == \
        "1. Bob: 2 Punkte (vorn durch mehr fertige Verbindungen, Sieger)"
