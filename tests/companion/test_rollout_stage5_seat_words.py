"""Stage 5 on a seat's own phone: the plan's bounds in a player's words ("Up to 10 Stores may be built on each turn";
a Store may be sold). One Store to sell reads "sell your one Store", not "sell 1 to 1" (a walk)."""
import calculators.rollout as ro
from tests.e2e.rollout_seed import Seed
from tests.support.controls import texts, walk
from tests.support.rollout_screens import Screen


def bounds(seed: Seed) -> str:
    return next(texts(c) for c in walk(Screen(seed.hub, seed.sid, seat="Ann").draw())
                if getattr(c, "key", None) == "ro-my-stores-bounds")


def test_one_store_to_sell_is_said_as_one(tmp_path):
    seed = Seed(tmp_path / "one", players=("Ann", "Bob"))  # each company starts with one Store (Setting Up)
    seed.to(5)
    seed.do(ro.start_stage, ["Ann"])
    assert bounds(seed) == "Your plan: build 1 to 10 Stores, or sell your one Store"
    seed = Seed(tmp_path / "two", players=("Ann", "Bob"))
    seed.fix("Ann", "stores", 3)
    seed.to(5)
    seed.do(ro.start_stage, ["Ann"])
    assert bounds(seed) == "Your plan: build 1 to 10 Stores, or sell 1 to 3"
