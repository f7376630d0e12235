"""Owner's Choice, Game End: each player's final money with how it was made. "When the game is over, all players sell
the stocks they own. The selling price of each company stock is equal to the position of its stock price marker on
the stock price chart. After selling all stock, the player with the most money wins." A walk: after a game of hidden
money the table read only "1. Dee $3,155", nothing of how it was reached (the Quick screen showed it)."""
import calculators.owners_choice as oc
from calculators.owners_choice.scoring import final_accounts
from tests.support import owners_choice
from tests.support.controls import walk
from tests.support.drawn import ident
from tests.support.finished import setup_of
from tests.support.screens import Table


def finished():
    g = owners_choice.Game(players=("A", "B", "C"), banker="Zoe", start="B")
    g.pregame({"RED": 2}, {"RED": 1, "BLUE": 2}, {"GREEN": 1})
    before = {p.name: (p.cash, dict(p.stocks)) for p in g.st.players}
    mover = g.st.current
    # "When a player moves the Action pawn onto this space [Goal], that player receives $100 from the Fund"
    g.do(mover, oc.move_pawn, 2, "goal", None)
    return g, before, mover


def test_the_accounts_add_up_to_the_final_money():
    g, before, mover = finished()
    made = final_accounts(g.log)
    assert set(made) == {"A", "B", "C"}
    for p in g.st.players:
        cash, fund, stocks, prices = made[p.name]
        assert cash == before[p.name][0] and stocks == {c: n for c, n in before[p.name][1].items() if n}
        assert prices == {c: g.st.price(c) for c in stocks}
        assert cash + fund + sum(n * prices[c] for c, n in stocks.items()) == p.cash
        assert fund == 0 or (p.name == mover and 0 < fund <= 100)  # Goal: "receives $100 from the Fund" (what is there)


def test_every_phone_reads_how_each_final_amount_was_made(tmp_path):
    g, before, mover = finished()
    t = Table(tmp_path, "owners-choice")
    setup = setup_of(g.log)  # saved with its events, as the app keeps a table played on it
    sid = t.store.create({"game": setup.game, "name": setup.name, "setup": setup.model_dump(mode="json"),
                          "table_secret": "0" * 32}, [e.model_dump(mode="json") for e in g.log.events])
    drawn = t.draw(sid, "")
    for p in g.st.players:
        cash, held = before[p.name]
        fund = p.cash - cash - sum(n * g.st.price(c) for c, n in held.items())
        expected = " + ".join([f"${cash:,}", *([f"${fund} from the Fund"] if fund else []),
                               *(f"{n} × ${g.st.price(c)} {c}" for c, n in held.items() if n)])
        assert ident(drawn, f"final-made-{p.name}") == expected
    # A table brought in by a code starts from the final state: how it was made is not known, so nothing is said.
    imported = {getattr(c, "identifier", None) for c in walk(t.draw(t.create(g.log), ""))}
    assert "final-B" in imported and "final-made-B" not in imported
