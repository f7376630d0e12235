"""Fortune, End of the Game: the final ranking says how each balance is made. Rulebook, End of the Game: the balance
counts cash, each finished product at 15,000 DM, share packages at their purchase price and bonds at 10,000 DM,
less 50,000 DM a loan. A walk: the end screen read only "3. Eve 206.000 DM"."""
from calculators.fortune import actions as A
from calculators.fortune.fold import state_of
from calculators.fortune.state import balance
from tests.support.fortune import B, Table as Game
from tests.support.fortune.phones import said, screen


def test_each_final_balance_is_said_part_by_part_and_adds_up(tmp_path):
    g = Game()
    g.turn("Bob", "commerzbank-2")
    g.do(A.take_loan, B, "Bob")
    g.do(A.time_up, B)
    st = state_of(g.log)
    bob = st.sheet("Bob")
    for lang, cash in (("en", f"cash {bob.cash:,} DM"), ("de", f"Bargeld {bob.cash:,} DM".replace(",", "."))):
        drawn = screen(tmp_path / lang, g.log, "Cy", lang)
        made = said(drawn, "made-Bob")
        assert made.startswith(cash) and made.endswith(("− loans 1 × 50,000 DM", "− Darlehen 1 × 50.000 DM")), made
    # The parts add up to the balance ranked (checked in numbers: each amount read back from the words).
    made = said(screen(tmp_path / "sum", g.log, None), "made-Bob")
    plus, _, minus = made.partition(" − ")
    amount = lambda part: int(part.rsplit(" ", 2)[-2].replace(",", ""))  # "… 50,000 DM" -> 50000
    total = sum(amount(p) * (int(p.split(" ")[-4]) if " × " in p else 1) for p in plus.split(" + "))
    total -= amount(minus) * int(minus.split(" ")[-4]) if minus else 0
    assert total == balance(st, "Bob")


def test_the_final_balance_says_chips_are_not_valued(tmp_path):
    # End of the Game: "Individual factory, energy and personnel chips, as well as all other service chips, are not
    # valued." A walk's Bob held five chips and read only "cash 108,000 DM": where did they go?
    g = Game()
    g.do(A.time_up, B)
    for lang, words in (("en", "Chips are not valued"), ("de", "Chips werden nicht bewertet")):
        assert said(screen(tmp_path / lang, g.log, "Cy", lang), "made-chips").startswith(words)
