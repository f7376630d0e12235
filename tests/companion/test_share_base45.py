"""Base45 (RFC 9285) and the CBOR subset the share codes are built from."""
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.share import cbor
from companion.share.base45 import ALPHABET, b45decode, b45encode

RFC_9285 = [(b"AB", "BB8"), (b"Hello!!", "%69 VD92EX0"), (b"base-45", "UJCLQE7W581"), (b"ietf!", "QED8WEX0")]


@pytest.mark.parametrize("raw, text", RFC_9285)
def test_rfc_9285_examples(raw, text):
    assert b45encode(raw) == text
    assert b45decode(text) == raw


def test_alphabet_is_the_qr_alphanumeric_set():
    assert ALPHABET == "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"


@pytest.mark.parametrize(
    "text, reason",
    [
        ("GGW", "more than two bytes"),  # 65536: RFC 9285 section 4.2
        (":::", "more than two bytes"),
        ("::", "more than one byte"),
        ("BB8A", "single character"),
        ("bb8", "not a Base45 character"),
        ("BB\n", "not a Base45 character"),
    ],
)
def test_invalid_base45_is_refused(text, reason):
    with pytest.raises(ValueError, match=reason):
        b45decode(text)


@given(st.binary(max_size=300))
def test_base45_round_trip(raw):
    text = b45encode(raw)
    assert b45decode(text) == raw
    assert len(text) == len(raw) // 2 * 3 + len(raw) % 2 * 2
    assert set(text) <= set(ALPHABET)


plain = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**64), max_value=2**64 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30)
    | st.binary(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=30,
)


@given(plain)
def test_cbor_round_trip(value):
    data = cbor.dumps(value)
    back = cbor.loads(data)
    assert back == value or (isinstance(value, float) and math.isclose(back, value))
    assert cbor.dumps(back) == data  # deterministic


@pytest.mark.parametrize(
    "value, hexed",  # RFC 8949 appendix A
    [
        (0, "00"), (23, "17"), (24, "1818"), (1000, "1903e8"), (-1, "20"), (-1000, "3903e7"),
        (1.5, "f93e00"), (100000.0, "fa47c35000"), (1.1, "fb3ff199999999999a"),
        ("IETF", "6449455446"), ("\u00fc", "62c3bc"), ([1, [2, 3]], "8201820203"),
        ({"a": 1, "b": [2, 3]}, "a26161016162820203"), (b"\x01\x02", "420102"),
        (False, "f4"), (True, "f5"), (None, "f6"),
    ],
)
def test_cbor_matches_rfc_8949_examples(value, hexed):
    assert cbor.dumps(value).hex() == hexed
    assert cbor.loads(bytes.fromhex(hexed)) == value


@pytest.mark.parametrize(
    "hexed, error",
    [
        ("1817", cbor.Malformed),  # 23 in two bytes: not shortest
        ("9f01ff", cbor.Malformed),  # indefinite length
        ("c001", cbor.Malformed),  # a tag
        ("f7", cbor.Malformed),  # undefined
        ("f97e00", cbor.Malformed),  # NaN
        ("a201010202", cbor.Malformed),  # integer keys
        ("a2616101616102", cbor.Malformed),  # duplicate key
        ("62c328", cbor.Malformed),  # not UTF-8
        ("9bffffffffffffffff", cbor.ShortInput),  # a list claiming 2**64 items
        ("6461", cbor.ShortInput),
        ("0101", cbor.Malformed),  # trailing bytes
        ("81" * 40 + "00", cbor.Malformed),  # nested too deeply
    ],
)
def test_cbor_refuses_what_it_does_not_write(hexed, error):
    with pytest.raises(error):
        cbor.loads(bytes.fromhex(hexed))


def test_cbor_refuses_values_it_cannot_carry():
    for bad in (float("inf"), 2**64, -(2**64) - 1, {1: 2}, object(), [[[]]] * 1 + [[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]):
        with pytest.raises(ValueError):
            cbor.dumps(bad)
