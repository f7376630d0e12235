"""Fuzzing the importer: every mutated or random code is refused with a ShareError or yields a valid table."""
import random
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.core.snapshot import Snapshot, fingerprint
from companion.share import ShareError, classify, decode, encode
from companion.share import cbor, codec
from companion.share.base45 import ALPHABET, b45decode, b45encode
from tests.support.scratch import scratch_dir


def _seeds() -> list[Snapshot]:
    """Snapshots of real tables of every game (whatever state each game keeps), with awkward names."""
    from calculators.core.table import make_setup
    from calculators.core.tray import roll_tray
    from companion.share import snapshot_of
    from companion.storage import Store
    from companion.table import TableHub

    hub = TableHub(Store(scratch_dir("share-fuzz-")))
    tables = [
        ("rollout", "Friday", ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay"), "Bob"),
        ("fortune", "Ünïcödé 🎲", ("Zoë", "李"), "Banker"),
        ("roll-and-rails", "Solo " + "x" * 30, ("Ann",), "Ann"),
        ("owners-choice", "OC", ("A", "B", "C"), "C"),
    ]
    seeds = []
    for i, (game, name, players, banker) in enumerate(tables):
        sid = hub.create(make_setup(game, name, players, banker))
        hub.act(sid, lambda log, i=i: roll_tray(log, "banker", 2, "x", rng=random.Random(i)))
        seeds.append(snapshot_of(hub, sid, source="Ann's phone" if i == 1 else ""))
    return seeds


SEEDS = _seeds()
CODES = [encode(s) for s in SEEDS]


def frame(content: bytes) -> str:
    """A code around `content` (flags · body) with a valid checksum."""
    return codec.PREFIX + b45encode(content + codec._crc(content).to_bytes(4, "big"))


def check(text, stats, use_classify=False):
    try:
        result = classify(text)[1] if use_classify else decode(text)
    except ShareError as e:
        assert e.kind and e.message
        stats[e.kind] = stats.get(e.kind, 0) + 1
        return
    if isinstance(result, str):  # classify found an invite link
        stats["invite"] = stats.get("invite", 0) + 1
        return
    assert isinstance(result, Snapshot)
    # A valid table: it re-encodes to a code that decodes to itself, and has a fingerprint.
    assert decode(encode(result)) == result
    assert len(fingerprint(result)) == 8
    stats["valid"] = stats.get("valid", 0) + 1


def mutated_codes(rng: random.Random):
    """(label, text) pairs: 10,000+ codes, each broken in one of several ways."""
    payloads = [b45decode(c[len(codec.PREFIX):]) for c in CODES]
    plain_bodies = [codec.cbor.dumps(codec._wire_body(s)) for s in SEEDS]
    for _ in range(3000):  # bit flips in flags/body, checksum fixed so parsing goes deep
        p = bytearray(rng.choice(payloads)[:-4])
        if rng.random() < 0.5 and not p[0] & codec.COMPRESSED:
            p = bytearray(b"\x00" + rng.choice(plain_bodies))
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(p))
            p[i] ^= 1 << rng.randrange(8)
        yield "flip+crc", frame(bytes(p))
    for _ in range(1000):  # bit flips, checksum left as it was
        p = bytearray(rng.choice(payloads))
        i = rng.randrange(len(p))
        p[i] ^= 1 << rng.randrange(8)
        yield "flip", codec.PREFIX + b45encode(bytes(p))
    for _ in range(1000):  # cut off anywhere, from the start or the end
        c = rng.choice(CODES)
        cut = rng.randrange(len(c))
        yield "cut", c[:cut] if rng.random() < 0.8 else c[cut:]
    for _ in range(2000):  # characters inserted, deleted, replaced or swapped
        c = list(rng.choice(CODES))
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(c))
            op = rng.randrange(4)
            if op == 0:
                c.insert(i, rng.choice(ALPHABET + "abc\n\t!é"))
            elif op == 1 and len(c) > 1:
                del c[i]
            elif op == 2:
                c[i] = rng.choice(ALPHABET)
            else:
                j = rng.randrange(len(c))
                c[i], c[j] = c[j], c[i]
        yield "edit", "".join(c)
    for _ in range(1000):  # random Base45 after our prefix
        yield "b45", codec.PREFIX + "".join(rng.choice(ALPHABET) for _ in range(rng.randrange(0, 400)))
    for _ in range(1500):  # random bytes with our prefix and a valid checksum, flags 0 or 1
        body = rng.randbytes(rng.randrange(0, 300))
        yield "bytes+crc", frame(bytes([rng.choice((0, 0, 1, rng.randrange(256)))]) + body)
    for _ in range(500):  # random bytes deflated: valid checksum and valid deflate, garbage inside
        raw = rng.randbytes(rng.randrange(0, 200))
        yield "deflated", frame(b"\x01" + codec._deflate(raw))
    for _ in range(500):  # well-formed CBOR of the wrong shapes
        yield "shapes", frame(b"\x00" + cbor.dumps(random_value(rng, 0)))
    for _ in range(500):  # plausible bodies with one field swapped for a random value
        body = codec._wire_body(rng.choice(SEEDS))
        body[rng.randrange(len(body))] = random_value(rng, 0)
        yield "field", frame(b"\x00" + cbor.dumps(body))
    for size in (codec.MAX_BODY + 1, 1_000_000, 5_000_000):  # zip bombs with a valid checksum
        c = zlib.compressobj(9, zlib.DEFLATED, -15)
        yield "bomb", frame(b"\x01" + c.compress(b"\x00" * size) + c.flush())
    for _ in range(500):  # any text at all
        yield "text", "".join(chr(rng.randrange(0x20, 0x2FF)) for _ in range(rng.randrange(0, 80)))


def random_value(rng: random.Random, depth: int):
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return rng.randint(-(2**64), 2**64 - 1) if rng.random() < 0.2 else rng.randint(-3, 40)
    if kind == 1:
        return rng.choice(["", "Ann", "rollout", "x" * 30, "🎲", " Ann"])
    if kind == 2:
        return rng.randbytes(rng.choice((0, 15, 16, 17)))
    if kind == 3:
        return rng.choice((None, True, False))
    if kind == 4:
        return rng.uniform(-1e6, 1e6)
    if kind == 5:
        return rng.randint(0, 6)
    if kind in (6, 7):
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(0, 10))]
    return {rng.choice(["a", "last_roll", "b"]): random_value(rng, depth + 1) for _ in range(rng.randrange(0, 3))}


def test_ten_thousand_mutated_codes_are_refused_cleanly_or_valid():
    rng = random.Random(20261129)
    stats: dict[str, int] = {}
    n = 0
    for i, (label, text) in enumerate(mutated_codes(rng)):
        try:
            check(text, stats, use_classify=i % 5 == 0)
        except ShareError:
            raise
        except AssertionError:
            raise
        except Exception as e:  # pragma: no cover - the failure report
            pytest.fail(f"{label} code {text!r} raised {type(e).__name__}: {e}")
        n += 1
    assert n >= 10_000
    # Every kind of refusal was reached, so the mutations did reach each layer.
    for kind in ("not_ours", "truncated", "checksum", "invalid", "too_big", "unknown_game"):
        assert stats.get(kind, 0) > 0, stats
    assert stats["too_big"] >= 3


@settings(max_examples=500)
@given(st.text(max_size=200))
def test_any_text_is_refused_cleanly(text):
    check(text, {}, use_classify=True)
    check("TC1:" + text, {})


@settings(max_examples=300)
@given(st.binary(max_size=300))
def test_any_checksummed_bytes_are_refused_cleanly_or_valid(raw):
    check(frame(raw), {})
