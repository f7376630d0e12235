"""History in the rulebooks' words, sentence by sentence (issue 16): each test plays a rulebook's example or rule
and reads the line History shows for it, in English and German — the amounts the ledger moved, the reasons the
board moved, hidden money hidden. (test_history_words walks every event kind of every game; these check the words.)
"""
from __future__ import annotations

import random

from calculators.core.actors import BANKER
from calculators.core.words import headline, history, undo_label
from tests.support.rollout import started


def test_rollout_stage_1_with_dividends_skipped_names_salaries_and_the_five_squares():
    # Stage 1: "First, pay salaries to the Bank: $100 million for each Store on the world map."
    # Missed Dividends: "his Stock Market meter is moved five squares to the left."
    import calculators.rollout as ro
    t = started()
    t.do(ro.pay_stage1, BANKER, "Cy", pay_dividends=False)
    seq = t.log.events[-1].seq
    assert history("rollout", t.log, "en")[seq] == \
        "Cy paid Stage 1: $100M salaries (1 Store); dividends skipped — Pedrasca 5 squares down"
    assert history("rollout", t.log, "de")[seq] == \
        "Cy zahlt Phase 1: $100M Gehälter (1 Laden); keine Dividende — Kurs Pedrasca 5 Felder runter"
    # At the opening price ($500M) the Dividend Due is $50M a share; the Bank holds all ten: $500M in all.
    t.do(ro.pay_stage1, BANKER, "Ann")
    assert history("rollout", t.log, "en")[seq + 1] == \
        "Ann paid Stage 1: $100M salaries (1 Store); dividends $50M a share ($500M in all)"
    assert undo_label("rollout", t.log, "en") == \
        "Undo: Ann paid Stage 1: $100M salaries (1 Store); dividends $50M a share ($500M in all)"
    assert undo_label("rollout", t.log, "en", short=True) == "Undo: Ann paid Stage 1"
    assert headline("Correction: $250M added to Ann's cash (miscount)") == "Correction: $250M added to Ann's cash (miscount)"
    assert headline("Annabelle buys 4 bond(s); Annabelle pays the Kasse 40,000 DM") == "Annabelle buys 4 bond(s)"
    # A colon inside a card's own words is not the sentence's (a walk's Undo read "Undo: Card payment (Geschäfte-Karte").
    assert headline("Card payment (Geschäfte-Karte: Schadenersatz an Carla): Bob owes Carla 900,000 DM") == \
        "Card payment (Geschäfte-Karte: Schadenersatz an Carla)"
    assert headline("Kartenzahlung („Steuer: 5 %“): Bob zahlt 8.000 DM") == "Kartenzahlung („Steuer: 5 %“)"
    assert headline("Economy card noted: “Boom: +5,000 DM”; all prices") == "Economy card noted"


def test_rollout_secret_bids_tie_names_the_winner_the_price_and_the_dice():
    # Secret Bids: "the player with the highest bid takes the shares. Ties are broken by the roll of a die."
    from tests.support.rollout import shares as sh
    import calculators.rollout as ro
    from tests.support.rollout import seat
    t = started()
    sh.to_stage(t, 4)
    t.do(ro.start_stage, BANKER, ["Ann", "Bob", "Cy"], faces=[2])
    t.do(ro.call_secret_bids, BANKER)
    t.do(ro.enter_secret_bid, seat("Ann"), 300)
    t.do(ro.enter_secret_bid, seat("Bob"), 300)
    t.do(ro.enter_secret_bid, seat("Cy"), None)
    lines = history("rollout", t.log, "en")
    assert "300" not in " ".join(lines[e.seq] for e in t.log.events[-3:])  # sealed: never the values
    assert lines[t.log.events[-1].seq] == "Cy entered their secret bid for Camcon (sealed)"
    t.do(ro.reveal_secret_bids, BANKER, rng=random.Random(2))
    ev = t.log.events[-1]
    tb = ev.data["result"]["tie_break"]
    winner = tb["winner"]
    other = "Bob" if winner == "Ann" else "Ann"
    dice = ", then ".join(f"{r[winner]}–{r[other]}" for r in tb["rolls"])  # the winner's die first
    assert tb["rolls"][-1][winner] > tb["rolls"][-1][other]
    assert history("rollout", t.log, "en")[ev.seq] == \
        f"{winner} won 2 Camcon shares at $300M each (tie with {other}: dice {dice}) — secret bids shown: " \
        f"{winner} $300M, {other} $300M, Cy passed"
    assert history("rollout", t.log, "de")[ev.seq] == \
        f"{winner} gewinnt 2 Camcon-Aktien zu je $300M (Gleichstand mit {other}: Würfel {dice.replace('then', 'dann')})" \
        f" — verdeckte Gebote aufgedeckt: {winner} $300M, {other} $300M, Cy passt"


def test_rollout_secret_bids_reveal_names_every_bid_who_passed_and_the_winner():
    """Secret Bids: "the player with the highest bid takes the shares" — once shown, every bid is public, as the
    Step B reveal lists every budget. A walk found only "Dee gewinnt 2 Ibuki-Aktien zu je $700M" on the bank screen
    and in History; the losing bid and the pass were only on the seat phones."""
    from tests.support.rollout import shares as sh
    import calculators.rollout as ro
    from calculators.core.words import last_sentence
    from tests.support.rollout import seat
    t = started()
    sh.to_stage(t, 4)
    t.do(ro.start_stage, BANKER, ["Ann", "Bob", "Cy"], faces=[2])
    t.do(ro.call_secret_bids, BANKER)
    t.do(ro.enter_secret_bid, seat("Ann"), 310)
    t.do(ro.enter_secret_bid, seat("Bob"), None)
    t.do(ro.enter_secret_bid, seat("Cy"), 400)
    t.do(ro.reveal_secret_bids, BANKER)
    for viewer in (None, "Ann", "Bob"):
        assert last_sentence("rollout", t.log, "en", viewer) == \
            "Cy won 2 Camcon shares at $400M each — secret bids shown: Cy $400M, Ann $310M, Bob passed"
    assert last_sentence("rollout", t.log, "de", "Cy") == \
        "Cy gewinnt 2 Camcon-Aktien zu je $400M — verdeckte Gebote aufgedeckt: Cy $400M, Ann $310M, Bob passt"


def test_rollout_hidden_cash_correction_names_the_amount_only_to_who_may_see_it():
    # Hidden cash: a seat sees only its own company's cash; a banker who does not play sees all.
    import calculators.rollout as ro
    t = started()
    t.do(ro.correct, BANKER, "Ann", "cash", delta=250, reason="miscount")
    seq = t.log.events[-1].seq
    assert history("rollout", t.log, "en", None)[seq] == "Correction: $250M added to Ann's cash (miscount)"
    assert history("rollout", t.log, "en", "Ann")[seq] == "Correction: $250M added to Ann's cash (miscount)"
    bob = history("rollout", t.log, "en", "Bob")[seq]
    assert bob == "Correction: Ann's cash changed (miscount)" and "250" not in bob
    t.do(ro.correct, BANKER, "Ann", "gold_coast", value=1, reason="forgotten")
    assert history("rollout", t.log, "en", "Bob")[seq + 1] == \
        "Correction: Ann's Gold Coast meters set to 1 (forgotten)"
    # A sum taken off is said in words too, with no sign a narrow phone could part from the amount.
    t.do(ro.correct, BANKER, "Ann", "cash", delta=-100, reason="paid twice")
    assert history("rollout", t.log, "en", "Ann")[seq + 2] == "Correction: $100M taken from Ann's cash (paid twice)"
    assert history("rollout", t.log, "de", "Ann")[seq + 2] == \
        "Korrektur: Bargeld von Ann um $100M verringert (paid twice)"


def test_owners_choice_dividend_square_pays_the_rulebooks_example():
    # Dividend Square: "if player A owns 2 RED company stock, and the value of RED company stock is at $140,
    # player A receives $80 ($40 x 2 stocks) from the Bank."
    import calculators.owners_choice as oc
    from tests.support.owners_choice.squares import playing
    g = playing(buys=[{"RED": 2}, {"BLUE": 1}, {}])
    for mover in ("Ann", "Bob"):
        g.do(mover, oc.move_pawn, 1, "company", "RED")
        g.do("Ann", oc.company_action, "president", face="Price +2")
        g.end()
    g.do("Cy", oc.move_pawn, 1, "dividend")
    seq = g.log.events[-1].seq
    for viewer in (None, "Bob", "Ann"):
        assert history("owners-choice", g.log, "en", viewer)[seq] == \
            "Cy moved the Action pawn 1 space to the Dividend square: RED pays $40 a stock: $80 to Ann"
    assert history("owners-choice", g.log, "de", "Bob")[seq] == \
        "Cy zieht die Aktionsfigur 1 Feld auf das Dividendenfeld: RED zahlt $40 je Aktie: $80 an Ann"


def test_owners_choice_cash_correction_stays_hidden_from_other_seats():
    # Setup 7: "Your money should remain hidden throughout the game."
    import calculators.owners_choice as oc
    from tests.support.owners_choice.squares import playing
    g = playing()
    g.log, ev = oc.correct_cash(g.log, "banker", "Cy", 40)
    assert history("owners-choice", g.log, "en", None)[ev.seq] == "Correction: $40 added to Cy's cash"
    assert history("owners-choice", g.log, "en", "Cy")[ev.seq] == "Correction: $40 added to Cy's cash"
    assert history("owners-choice", g.log, "en", "Ann")[ev.seq] == "Correction: Cy's cash changed"


def test_roll_and_rails_jacks_track_costs_five_and_the_draft_roll():
    # Track building: "mountain (A), town (B), forest (C) and river (D). He has to pay 5$."
    from calculators.roll_and_rails import build_track, take_money
    from tests.support.roll_and_rails import rich, seat, step
    from tests.support.roll_and_rails.money import turn
    log = turn(rich(["Ann", "Bob"], 9), [5, 6, 4, 1], ["banker", "sharp", "straight", "curve"])
    lines = history("roll-and-rails", log, "en")
    rolled = next(e for e in log.events if e.kind == "rails.dice_rolled")
    faces = " ".join(str(x) for x in rolled.data["rolls"][-1])
    assert lines[rolled.seq] == f"Ann rolled {faces} for the draft"
    log = step(log, take_money, seat("Ann"), 0)
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == "Ann used the 5 for the Banker: +3$"
    log = step(log, build_track, seat("Ann"), 2, ["mountain", "town", "forest", "river"])
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Ann built a straight track with the 4 across mountain, town, forest and river for 5$"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == \
        "Ann baut mit der 4 eine Strecke (Gerade) über Berg, Ort, Wald und Fluss für 5$"


def test_rollout_step_f_names_each_meter_move_and_why():
    # Step F: "The player(s) who leads in the Sales Track moves his Stock Market meter up five squares to the
    # right. The player(s) who is farthest behind in the Sales Track moves his Stock Market meter down five squares."
    import calculators.rollout as ro
    from tests.support.rollout import stage1, stage2
    t = started()
    stage1(t)
    stage2(t, faces={"Ann": [4] * 6, "Bob": [1] * 6, "Cy": [2] * 6, "Dee": [2] * 6})
    assert t.log.events[-1].kind == "rollout.prices_adjusted" and not t.state.rollout.reached
    assert history("rollout", t.log, "en")[t.log.events[-1].seq] == \
        "Stock prices adjusted: Simcor 5 squares up (most sales), Camcon 5 squares down (fewest sales)"
    assert history("rollout", t.log, "de")[t.log.events[-1].seq] == \
        "Aktienkurse angepasst: Simcor 5 Felder hoch (höchster Umsatz), Camcon 5 Felder runter (niedrigster Umsatz)"
    assert ro.state_of(t.log).stage == 3


def test_roll_and_rails_specialists_in_the_rulebooks_words():
    # Manufacturer: "fill in new set of goods to any city"; the Upgrade action "only once in a turn" and the
    # Mechanic's upgrade apart ("raise their rolling stock level by 1"); Jack and Mary's transport points.
    from calculators.roll_and_rails import (
        Hop, Shipment, add_goods, assign_dice, enter_city_goods, ship_goods, take_points, upgrade_stock,
    )
    from tests.support.roll_and_rails import dealt, rich, seat, step
    log = step(rich(["Ann", "Bob"], 10), enter_city_goods, "banker", "Berlin", [2, 4, 6])
    log = dealt(log, {"Ann": [3, 5, 6, 1], "Bob": [1, 6, 4, 5]})
    log = step(log, assign_dice, seat("Ann"), ["manufacturer", "sharp", "upgrade", "curve"])
    log = step(log, add_goods, seat("Ann"), 0, "Berlin")
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Ann used the 3 for the Manufacturer: a new set of goods in Berlin for 1$"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == \
        "Ann nutzt die 3 für den Fabrikanten: neue Güter in Berlin für 1$"
    log = step(log, upgrade_stock, seat("Ann"), 2)
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Ann upgraded the rolling stock with the 6 to level 2 for 1$"
    jack, mary = seat("Jack"), seat("Mary")
    log = dealt(rich(["Jack", "Mary"], 3), {"Jack": [6, 5, 3, 1], "Mary": [6, 5, 4, 2]})
    log = step(log, assign_dice, jack, ["upgrade", "mechanic", "deliver", "curve"])
    log = step(step(log, upgrade_stock, jack, 0), upgrade_stock, jack, 1)
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Jack used the 5 for the Mechanic: rolling stock to level 3 for 2$"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == \
        "Jack nutzt die 5 für den Mechaniker: Lok auf Stufe 3 für 2$"
    route = Shipment(good="yellow", origin="Stuttgart", hops=(Hop(owner="Jack", to="Karlsruhe", colour="blue"),
                                                              Hop(owner="Jack", to="Wurzburg", colour=None),
                                                              Hop(owner="Mary", to="Nurnberg", colour="yellow")))
    log = step(log, ship_goods, jack, route, "vp", die=2)
    assert history("roll-and-rails", log, "en")[log.events[-1].seq].endswith(
        " with the Goods delivery action: Jack 2 VP (delivery table: shipping action row), Mary 1 transport point to "
        "take")
    log = step(log, take_points, mary, "money")
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == "Mary took 1 transport point as money (1$)"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == "Mary nimmt 1 Transportpunkt als Geld (1$)"


def test_roll_and_rails_solo_step1_city_and_the_all_equal_reroll():
    # Solo, Step 1: "you can upgrade the town into a city" — no die, no specialist. "In the event, when all dice
    # show the same result, all … dice must be rerolled immediately."
    from calculators.roll_and_rails import assign_dice, end_turn, found_city, pass_shipping, roll_draft, take_money
    from tests.support.roll_and_rails import dealt, seat, started, step

    class Faces:
        def __init__(self, faces):
            self.faces = list(faces)

        def randrange(self, k):
            return self.faces.pop(0) - 1

        def random(self):
            return 0.5
    ann = seat("Ann")
    log = dealt(started(["Ann"], rounds=3), {"Ann": [3, 1, 2, 3]}, leftover=6)
    log = step(log, assign_dice, ann, ["dollar", "curve", "curve", "curve"])
    log = step(step(step(log, take_money, ann, 0), end_turn, ann), pass_shipping, ann)
    log = step(log, found_city, ann, "Erfurt", "A")
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == "Step 1: Ann made Erfurt a city (A)"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == "Schritt 1: Ann macht Erfurt zur Stadt (A)"
    log = step(log, roll_draft, ann, rng=Faces([4] * 5 + [1, 2, 3, 4, 5]))
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Ann rolled 1 2 3 4 5 for the draft (rolled 2 times: all dice showed the same; the rulebook's “all three " \
        "dice”, read as all of them: the app's interpretation)"  # Dice Selection Phase: "all three dice must be rerolled"


def test_owners_choice_bankruptcy_reads_as_a_bankruptcy_not_a_rise():
    # Bankruptcy: "If a company's stock price marker moves to the Bankruptcy space the company immediately becomes
    # bankrupt … Return the stock price marker of the bankrupted company to the START space". Fund die: "Throw
    # the Fund die (the black die)" — one die, not a company's.
    import calculators.owners_choice as oc
    from tests.support.owners_choice.squares import playing
    g = playing(buys=[{"RED": 2}, {"RED": 1}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "fund", face="Price -2 & take the Fund")
    assert history("owners-choice", g.log, "en", None)[g.log.events[-1].seq] == \
        "Ann threw the Fund die for RED: Price -2 & take the Fund: RED down to $60"
    g.end()
    g.do("Bob", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "fund", face="Price -2 & take the Fund")
    assert g.st.prices["RED"] == 100 and not g.stocks("Ann").get("RED")  # the rules: START, stocks returned
    seq = g.log.events[-1].seq
    assert history("owners-choice", g.log, "en", None)[seq] == (
        "Ann threw the Fund die for RED: Price -2 & take the Fund: "
        "RED bankrupt, its marker back on START ($100) and its stocks returned (Ann: 2, Bob: 1)")
    # Whose stocks went back, by name and count: "All players return their stocks in this company back to the Stock
    # Company area" (a walk's Ann and Cy each lost one, and no line said so).
    assert history("owners-choice", g.log, "de", None)[seq].endswith(
        "RED ist bankrott, Kursmarker zurück auf START ($100), Aktien zurückgegeben (Ann: 2, Bob: 1)")
    assert "up to" not in history("owners-choice", g.log, "en", "Bob")[seq]


def test_owners_choice_any_company_drops_two_spaces_and_pregame_costs_without_the_state():
    # Event die: "Any Company -2: The player chooses to move a company's stock price marker downwards two spaces";
    # Setup 9: before the game "Each stock is worth $100".
    import calculators.owners_choice as oc
    from calculators.owners_choice.words import describe
    from tests.support.owners_choice import Game
    from tests.support.owners_choice.squares import playing
    g = Game()
    ev = g.do("Ann", oc.pregame_buy, {"RED": 2})
    assert describe(ev, "en") == "Ann bought before the game: 2 RED for $200"
    g = playing(buys=[{"RED": 2, "BLUE": 1}, {"RED": 1, "GREEN": 2}, {"BLUE": 2}])
    g.do("Ann", oc.move_pawn, 1, "event")
    g.do("Ann", oc.throw_event_die, face="Any company -2")
    g.do("Ann", oc.choose_event_company, "YELLOW")
    assert history("owners-choice", g.log, "en", None)[g.log.events[-1].seq].startswith(
        "Ann chose YELLOW to drop 2 spaces")


def test_rollout_gold_coast_turn_reads_as_the_fold_moved():
    # Reaching the Gold Coast: "The first players to reach the Gold Coast on the same turn leave their Sales Track
    # meters there … move their Stock Market meters up (five squares) … Players who do not reach the Gold Coast must
    # move their Stock Market meters down (five squares)". The meter stops at the Gold Coast: pips beyond it move
    # nothing. Step F's leader/last moves come on top (the app's default setting, an interpretation).
    import calculators.rollout as ro
    from calculators.core.log import Log
    from tests.support.rollout import B, stage1, stage2, started
    t = started()
    stage1(t)
    t.do(ro.correct, B, "Ann", "sales", value=28, reason="test")
    t.do(ro.correct, B, "Bob", "sales", value=10, reason="test")
    stage2(t, faces={"Ann": [6] * 6, "Bob": [1] * 6, "Cy": [1] * 6, "Dee": [2] + [1] * 5})
    events = t.log.events
    at = next(i for i, e in enumerate(events) if e.kind == "rollout.sales_rolled" and e.data["player"] == "Ann")
    rolled, before = events[at], ro.state_of(Log(events=events[:at]))
    gc = before.tables.gold_coast_square
    from calculators.rollout.words import describe
    line = describe(rolled, "en", before)
    assert line.endswith(f": {sum(rolled.data['roll']['faces'])} pips, sales meter +{gc - 28} to the Gold Coast"), line
    prices = describe(events[-1], "en", ro.state_of(Log(events=events[:-1])))
    assert "Ann reached the Gold Coast" in prices
    assert "(most sales, Gold Coast)" in prices  # Ann: +5 leading, +5 the Gold Coast
    assert "(fewest sales, missed the Gold Coast)" in prices  # the last: −5, −5
    assert "(missed the Gold Coast)" in prices  # Bob: −5 for missing it


def test_roll_and_rails_dice_words_use_only_what_the_phones_font_draws():
    # Dice Manipulators: "2. Modify +/-1"; "After all dice are matched …". A table without internet has only the
    # bundled font: no arrow "→" (it drew as an empty box), the manipulator by the rulebook's name.
    from calculators.roll_and_rails import assign_dice, nudge_die
    from tests.support.roll_and_rails import dealt, rich, seat, step
    log = dealt(rich(["Ann", "Bob"], 3), {"Ann": [3, 5, 6, 1], "Bob": [1, 6, 4, 5]})
    log = step(log, nudge_die, seat("Ann"), 0, 1)
    lines = history("roll-and-rails", log, "en")
    assert lines[log.events[-1].seq] == "Ann used “Modify +/-1”: the 3 to a 4"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == "Ann nutzt „+1/-1 ändern“: die 3 zur 4"
    log = step(log, assign_dice, seat("Ann"), ["straight", "banker", "sharp", "curve"])
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        ("Ann assigned the dice: the 4 for Straight, the 5 for Banker, the 6 for Sharp curve, the 1 for "
         "Curve")  # as the screen's "Matched: …" names them, one style (it read "the 5 for Banker, the 6 for sharp")
    assert "→" not in "".join(history("roll-and-rails", log, "de").values())


def test_rollout_stage_4_says_whose_shares_the_bank_sells_first():
    """Stage 4: "the Chairman rolls a die to determine which shares the Bank sells first. If a two turns up, the
    player to the left of the Chairman is the first to have his Company's shares sold by the Bank." History read
    "Stage 4 starts: Ann, Bob, Cy (die 2)", as if the die chose who plays first; it names the company now."""
    from tests.support.rollout import shares as sh
    import calculators.rollout as ro
    t = started()
    sh.to_stage(t, 4)
    t.do(ro.start_stage, BANKER, ["Ann", "Bob", "Cy"], faces=[2])
    ev = t.log.events[-1]
    first = t.state.auction.lot.company
    owner = next(c.ceo for c in t.state.companies if c.name == first)
    order = ", ".join(ev.data["order"])  # clockwise from the player the die named
    assert order.startswith(owner)
    assert history("rollout", t.log, "en")[ev.seq] == \
        f"Stage 4 starts: {order} bid; die 2: the Bank sells {first}'s shares ({owner}) first"
    assert history("rollout", t.log, "de")[ev.seq] == \
        f"Phase 4 beginnt: {order} bieten; Würfel 2: die Bank verkauft zuerst die Aktien von {first} ({owner})"


def test_roll_and_rails_a_draft_roll_made_on_the_bank_phone_is_the_starting_players():
    # Dice Selection Phase: "The starting player rolls a number of dice (4x player count +1)". The bank phone rolling
    # for Ann read "The bank rolled … for the draft" (a walk: Roll and Rails has no bank of that kind).
    from calculators.roll_and_rails import enter_draft, roll_draft
    from tests.support.roll_and_rails import started, step

    log = started(["Ann", "Bob", "Cy"], rounds=3)
    first = step(log, roll_draft, BANKER, rng=random.Random(3))
    assert history("roll-and-rails", first, "en")[first.events[-1].seq].startswith("Ann rolled ")
    typed = step(log, enter_draft, BANKER, [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 6])
    assert history("roll-and-rails", typed, "de")[typed.events[-1].seq] == \
        "Ann würfelt 1 2 3 4 5 6 1 2 3 4 5 6 6 für die Würfelauswahl"
    # Said from the state before it: the event records who tapped, as tables saved before always have, so they
    # still import (the rules re-make each event and compare who acted for whom).
    from calculators.core.replay import check_import
    from calculators.core.table import TableSetup
    assert typed.events[-1].on_behalf_of is None
    first = typed.events[0].data
    check_import(typed, TableSetup.model_validate({k: first[k] for k in ("game", "name", "players", "banker")}))


def test_rollout_one_share_sold_is_one_share_in_both_languages():
    # A walk read "Bob sold 1 Simcor shares to the Bank" and "Bob verkauft 1 Simcor-Aktien an die Bank".
    import calculators.rollout as ro
    from calculators.rollout.state import BANK
    from tests.support.rollout import B
    from tests.support.rollout.shares import to_stage

    t = started()
    t.do(ro.correct_shares, B, "Simcor", BANK, "Cy", 3, reason="bought earlier")
    to_stage(t, 3)
    t.do(ro.start_stage, B, ["Cy"])
    t.do(ro.sell_to_bank, B, "Cy", "Simcor", 1)
    seq = t.log.events[-1].seq
    assert history("rollout", t.log, "en")[seq].startswith("Cy sold 1 Simcor share to the Bank at $500M each")
    assert history("rollout", t.log, "de")[seq].startswith("Cy verkauft 1 Simcor-Aktie an die Bank zu je")
    t.do(ro.sell_to_bank, B, "Cy", "Simcor", 2)
    assert history("rollout", t.log, "en")[t.log.events[-1].seq].startswith("Cy sold 2 Simcor shares to the Bank")
