"""Fairness of `roll`'s face mapping: 600,000 dice on a fixed seed, chi-square at p = 0.001.

The seed is fixed, so this never flakes; it fails only if the mapping from the RNG to faces
is biased (an off-by-one, a modulo bias, a face never reached).
"""
import math
import random
from collections import Counter

import pytest

from calculators.core.dice import D6, Die, roll

ROLLS = 600_000
BATCH = 30
ALPHA = 0.001


def chi_square_p(observed: list[int]) -> float:
    """Upper-tail p-value of Pearson's chi-square for equally likely categories."""
    total, k = sum(observed), len(observed)
    expected = total / k
    x = sum((o - expected) ** 2 / expected for o in observed)
    df = k - 1
    # closed forms of the chi-square survival function for integer df
    if df % 2 == 0:
        term, s = 1.0, 1.0
        for j in range(1, df // 2):
            term *= (x / 2) / j
            s += term
        return math.exp(-x / 2) * s
    term, s = 1.0, 1.0
    for j in range(2, (df - 1) // 2 + 1):
        term *= x / (2 * j - 1)
        s += term
    tail = math.sqrt(2 * x / math.pi) * math.exp(-x / 2) * s if df > 1 else 0.0
    return math.erfc(math.sqrt(x / 2)) + tail


def test_chi_square_helper_matches_tables():
    # critical values at p = 0.001 from standard tables: df 5 -> 20.515, df 4 -> 18.467
    def p_at(x, k):
        # build counts whose statistic is x: only the first two categories move
        n = 600_000
        e = n / k
        d = math.sqrt(x * e / 2)
        return chi_square_p([e + d, e - d] + [e] * (k - 2))

    assert p_at(20.515, 6) == pytest.approx(0.001, rel=1e-3)
    assert p_at(18.467, 5) == pytest.approx(0.001, rel=1e-3)
    assert chi_square_p([100] * 6) == pytest.approx(1.0)


def test_the_test_catches_modulo_bias():
    rng = random.Random(20260509)
    biased = Counter(rng.getrandbits(3) % 6 for _ in range(6_000))
    assert chi_square_p([biased[f] for f in range(6)]) < ALPHA


@pytest.mark.parametrize(
    "die",
    [D6, Die(name="hex", faces=("Radio", "TV", "Computer", "Radio+", "TV+", "Computer+"))],
    ids=["d6", "labelled"],
)
def test_every_face_comes_up_evenly(die):
    rng = random.Random(20260509)
    counts: Counter[str] = Counter()
    for _ in range(ROLLS // BATCH):
        counts.update(roll(die, BATCH, "fairness", rng).labels)
    assert sum(counts.values()) == ROLLS
    assert set(counts) == set(die.faces)
    assert chi_square_p([counts[f] for f in die.faces]) > ALPHA
