"""Rollout: Takeovers, Bankruptcy and the Bank's auction, manual corrections, Cash Out on the tracked numbers."""
import calculators.rollout as ro
from calculators.rollout.state import BANK
from tests.support.rollout import B, stage1, started


def test_a_takeover_hands_the_taker_everything_and_pays_the_small_holders():
    t = started()
    s0 = t.state
    t.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="bought at the table")
    t.do(ro.correct_shares, B, "Camcon", BANK, "Cy", 2, reason="bought at the table")
    t.do(ro.correct_shares, B, "Camcon", BANK, "Bob", 1, reason="his own")
    t.do(ro.correct_shares, B, "Pedrasca", BANK, "Bob", 3, reason="bought at the table")
    t.do(ro.correct, B, "Bob", "gold_coast", value=2, reason="test")
    t.do(ro.borrow, B, "Bob", 3)
    t.refused(ro.take_over, B, "Cy", "Camcon", match="needs six")
    t.refused(ro.take_over, B, "Ann", "Simcor", match="not his own")
    ann, cy, bob = t.cash("Ann"), t.cash("Cy"), t.cash("Bob")
    price = t.state.tables.price(t.company("Bob").price)
    t.do(ro.take_over, B, "Ann", "Camcon")
    s = t.state
    a = s.company_of("Ann")
    # Takeovers: the loser's cash, cards, Gold Coast meters and other holdings go to the taker.
    assert a.cash == ann + bob and a.cards == (2, 2, 2) and a.gold_coast == 2
    assert s.held("Ann", "Pedrasca") == 3
    # Holders of fewer than six sell to the Bank at market; the losing CEO gets nothing for his own.
    assert t.cash("Cy") == cy + 2 * price
    # Interpretation: the company's loans cancelled, its stores removed; it leaves play.
    lost = s.company("Camcon")
    assert lost.out == "takeover" and lost.loans == 0 and lost.stores == 0 and s.holdings["Camcon"] == {}
    assert "Bob" not in s.active_players() and a.loan_cap == 10 and a.extra_roll
    # The taker may borrow up to another $5 billion.
    t.do(ro.borrow, B, "Ann", 10)
    t.refused(ro.take_over, B, "Ann", "Camcon", match="out of play")
    assert s0.bank + sum(c.cash for c in s0.companies) == 0


def test_the_chairman_taken_over_passes_the_chair_clockwise():
    t = started()
    t.do(ro.correct_shares, B, "Simcor", BANK, "Cy", 6, reason="test")
    t.do(ro.take_over, B, "Cy", "Simcor")
    assert t.state.chairman == "Bob"


def test_bankruptcy_the_bank_takes_cash_and_holdings_the_shares_vanish_the_items_are_auctioned():
    t = started()
    t.do(ro.correct_shares, B, "Simcor", BANK, "Bob", 2, reason="test")
    t.do(ro.correct_shares, B, "Bermax", BANK, "Cy", 3, reason="test")
    t.do(ro.correct, B, "Bob", "stores", value=3, reason="test")
    t.do(ro.borrow, B, "Bob", 5)
    t.do(ro.correct, B, "Bob", "cash", delta=-t.cash("Bob") + 100, reason="test")
    bank = t.state.bank
    t.do(ro.go_bankrupt, B, "Bob", "interest")
    s = t.state
    assert s.bank == bank + 100 and s.company("Camcon").out == "bankrupt"
    assert s.bank_shares("Simcor") == 10 and s.returned("Simcor") == 2  # the Bank keeps his holdings
    assert s.estate == {"radio": 1, "television": 1, "computer": 1, "store": 3}
    t.refused(ro.sell_estate_item, B, "gold_coast", "Ann", 10, match="No gold coast")
    t.refused(ro.sell_estate_item, B, "store", "Ann", 0, match="at least $1M")
    ann = t.cash("Ann")
    t.do(ro.sell_estate_item, B, "store", "Ann", 75)
    t.do(ro.sell_estate_item, B, "radio", "Cy", 10)
    t.do(ro.sell_estate_item, B, "store", None)  # unsold: leaves play
    assert t.cash("Ann") == ann - 75 and t.company("Ann").stores == 2 and t.company("Cy").cards == (2, 1, 1)
    assert t.state.estate == {"television": 1, "computer": 1, "store": 1}
    stage1(t)
    assert t.state.stage == 2


def test_corrections_need_a_reason_and_hidden_cash_moves_by_an_amount():
    t = started()
    t.refused(ro.correct, B, "Ann", "cash", delta=100, reason=" ", match="Say why")
    t.refused(ro.correct, B, "Ann", "cash", value=100, reason="x", match="added or taken away")
    # The seated banker Ann sees her own cash, so she is told (trust issue: the old words "does not have
    # that much" went to phones that may not see the cash too).
    t.refused(ro.correct, B, "Ann", "cash", delta=-8000, reason="x", match="Ann has $7B: take away at most that")
    t.refused(ro.correct, "seat:Ann", "Ann", "cash", delta=100, reason="x", match="Only the banker")
    t.refused(ro.correct, B, "Ann", "price", value=99, reason="x", match="0 to")
    t.refused(ro.correct, B, "Ann", "mood", value=1, reason="x", match="Correct one of")
    ev = t.do(ro.correct, B, "Ann", "cash", delta=-250, reason="a note was counted twice")
    assert t.cash("Ann") == 6750 and ev.data["reason"] == "a note was counted twice"
    t.refused(ro.correct_shares, B, "Simcor", "Ann", "Bob", 1, reason="x", match="holds 0")


def test_cash_out_uses_the_tracked_numbers():
    t = started(("Ann", "Bob"))
    t.do(ro.correct_shares, B, "Simcor", BANK, "Ann", 5, reason="test")
    t.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 2, reason="test")
    t.do(ro.borrow, B, "Bob", 1)
    inp = ro.cash_out_input(t.state)
    assert [c.money for c in inp.companies] == [7000, 8000] and inp.companies[1].loans == 1000
    result = ro.final_score(t.state)
    # Share Value: (7000 + 50 + 150) / 10 = $720M; Camcon (8000 + 50 + 150 - 1000) / 10 = $720M.
    assert result.share_values == {"Simcor": 7200, "Camcon": 7200}
    assert [(p.name, p.cash_out, p.rank) for p in result.players] == [("Ann", 7 * 7200, 1), ("Bob", 0, 2)]


def test_each_takeover_raises_the_loan_limit_by_another_five_billion():
    """Takeovers: "He can borrow up to another $5 billion from the Bank." Reading: each takeover adds $5 billion
    to the limit he has then (the rulebook puts no stop on a second); setting loan_cap_raised_once keeps $10B."""
    for options, caps in (({}, (10, 15)), ({"loan_cap_raised_once": True}, (10, 10))):
        t = started(options=options)
        t.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="bought at the table")
        t.do(ro.correct_shares, B, "Pedrasca", BANK, "Ann", 6, reason="bought at the table")
        t.do(ro.take_over, B, "Ann", "Camcon")
        assert t.company("Ann").loan_cap == caps[0]
        t.do(ro.take_over, B, "Ann", "Pedrasca")
        assert t.company("Ann").loan_cap == caps[1]
        t.do(ro.borrow, B, "Ann", caps[1])
        t.refused(ro.borrow, B, "Ann", 1, match=f"up to ${caps[1]}B in all")
    # Interest past the assumed table ($1B..$10B) goes on rising by its last step: $100M per $1B.
    assert t.state.tables.interest(15) == 1500 and t.state.tables.interest(10) == 1000


def test_a_takeovers_history_says_the_taken_companys_loans_go_with_it():
    """Takeovers: "The Sales Track, Stock Market and Bank Loan meters are removed." History said only "Ann took over
    Camcon from Bob and keeps its cash …"; where did Bob's $3B of loans go? It says so now (loans are public: the
    Bank Loan meter stands on the board)."""
    from calculators.core.words import history
    t = started()
    t.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="bought at the table")
    t.do(ro.borrow, B, "Bob", 3)
    t.do(ro.take_over, B, "Ann", "Camcon")
    seq = t.log.events[-1].seq
    assert history("rollout", t.log, "en")[seq].endswith(
        "; Camcon's loans of $3B are cancelled (its Bank Loan meter is removed)")
    assert history("rollout", t.log, "de", "Cy")[seq].endswith(
        "; die Kredite von Camcon über $3B entfallen (sein Kreditzähler wird entfernt)")
    t2 = started()
    t2.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="bought at the table")
    t2.do(ro.take_over, B, "Ann", "Camcon")
    assert "loans" not in history("rollout", t2.log, "en")[t2.log.events[-1].seq]  # none to speak of


def test_the_taker_and_the_loser_read_the_cash_the_takeover_moved_and_nobody_else():
    """Takeovers: "He keeps all of the loser's cash". A walk: neither Ann (who took over) nor Dee (taken over) read
    the amount on their phones, only the bank phone did. The taker's cash rises by it, the loser knew it: both read
    it; Cy, a third player whose phone does not see those companies' cash, does not."""
    from calculators.core.words import history
    t = started()
    t.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="bought at the table")
    t.do(ro.take_over, B, "Ann", "Camcon")
    seq = t.log.events[-1].seq
    said = {who: history("rollout", t.log, "en", who)[seq] for who in (None, "Ann", "Bob", "Cy")}
    assert all(" and keeps its cash, $" in said[who] for who in (None, "Ann", "Bob")), said
    assert "keeps its cash" not in said["Cy"], said


def test_one_small_holder_selling_is_said_in_the_singular():
    # Takeovers: "Players with less than six shares … must sell their shares to the Bank immediately". With one
    # such holder History read "Cy sell their Camcon shares" (and "Cy verkaufen ihre …"), then "Cy verkauft die
    # eigenen …" (read as his own company's): the rule's words now, "must sell".
    from calculators.core.words import history
    t = started()
    t.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="bought at the table")
    t.do(ro.correct_shares, B, "Camcon", BANK, "Cy", 2, reason="bought at the table")
    t.do(ro.take_over, B, "Ann", "Camcon")
    seq = t.log.events[-1].seq
    assert "; Cy must sell their Camcon shares to the Bank, at $" in history("rollout", t.log, "en")[seq]
    assert "; Cy muss seine Camcon-Aktien an die Bank verkaufen, zu je $" in history("rollout", t.log, "de")[seq]
    four = started(("Ann", "Bob", "Cy", "Dee"))
    four.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="bought at the table")
    for who in ("Cy", "Dee"):  # two holders: the plural
        four.do(ro.correct_shares, B, "Camcon", BANK, who, 1, reason="bought at the table")
    four.do(ro.take_over, B, "Ann", "Camcon")
    assert "; Cy and Dee must sell their Camcon shares" in history("rollout", four.log, "en")[four.log.events[-1].seq]


def test_the_lots_to_come_leave_out_a_company_taken_over_meanwhile():
    # Stage 4, The Bank's shares: the Bank offers each company's shares in turn; Takeovers: the company taken over
    # "is removed from play". A walk read "Next: Camcon, Pedrasca" under the open lot after Camcon was taken over
    # (the Bank skipped it rightly when the lot ended): the companies to come are those still in play.
    from calculators.rollout.state import Auction

    t = started()
    t.do(ro.correct_shares, B, "Camcon", BANK, "Ann", 6, reason="bought at the table")
    queued = t.state.model_copy(update={"auction": Auction(queue=("Camcon", "Pedrasca"), lot=None)})
    assert queued.lots_to_come() == ("Camcon", "Pedrasca")
    t.do(ro.take_over, B, "Ann", "Camcon")
    after = t.state.model_copy(update={"auction": Auction(queue=("Camcon", "Pedrasca"), lot=None)})
    assert after.lots_to_come() == ("Pedrasca",)
    assert t.state.model_copy(update={"auction": None}).lots_to_come() == ()
