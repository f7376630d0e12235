"""The share code: round trips, its prefix and last character, and a clear refusal for every kind of bad code."""
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculators.games import GAMES, PLAYER_RANGE
from calculators.core.model import RuleError
from calculators.core.names import clean_name, same_name, skeleton
from calculators.core import snapshot as snap_mod
from calculators.core.snapshot import Snapshot, fingerprint
from companion.share import ShareError, cbor, decode, encode
from companion.share import codec
from companion.share.base45 import ALPHABET, b45decode, b45encode


@pytest.fixture(autouse=True)
def generic_games(monkeypatch):
    """The wire format itself, on generic-table states; each game's own state codec has its own tests
    and the real round trips (tests/companion/test_share_qr.py) use real tables of every game."""
    monkeypatch.setattr(snap_mod, "state_codec", lambda game: snap_mod.GENERIC_TABLE)

SECRET = "00112233445566778899aabbccddeeff"


def snap(**changes):
    base = dict(
        game="rollout",
        name="Friday",
        players=("Ann", "Bob", "Cy"),
        banker="Bob",
        table_secret=SECRET,
        state={"last_roll": [4, 2]},
    )
    return Snapshot(**{**base, **changes})


def framed(body_bytes: bytes, flags: int = 0, prefix: str = codec.PREFIX) -> str:
    """A code around arbitrary body bytes, with a valid checksum (as a forger would make it)."""
    content = bytes([flags]) + body_bytes
    crc = zlib.crc32(prefix.encode() + content).to_bytes(4, "big")
    return prefix + b45encode(content + crc)


def refused(text, kind):
    with pytest.raises(ShareError) as info:
        decode(text)
    assert info.value.kind == kind, info.value.message
    assert info.value.message and str(info.value) == info.value.message
    return info.value.message


# -- round trips --------------------------------------------------------------------------

name_chars = st.characters(exclude_categories=("Cs", "Cc"))


def _is_clean(text: str, max_chars: int = 24) -> bool:
    """Only names a table accepts (calculators.core.names) travel in a code."""
    try:
        return clean_name(text, who="x", field="x", max_chars=max_chars, max_width=max_chars) == text
    except RuleError:
        return False


names = st.text(name_chars, min_size=1, max_size=24).map(str.strip).filter(_is_clean)


@st.composite
def snapshots(draw):
    game = draw(st.sampled_from(sorted(GAMES)))
    low, high = PLAYER_RANGE[game]
    players = draw(st.lists(names, min_size=low, max_size=min(high, 6), unique_by=skeleton)
                   .filter(lambda ps: len({p.casefold() for p in ps}) == len(ps)))
    if draw(st.booleans()):
        banker = draw(st.sampled_from(players))
    else:
        banker = draw(names.filter(lambda n: not any(same_name(n, p) for p in players)))
    return Snapshot(
        game=game,
        name=draw(st.text(name_chars, min_size=1, max_size=40).map(str.strip).filter(lambda t: _is_clean(t, 40))),
        players=tuple(players),
        banker=banker,
        board_version=draw(st.sampled_from(["", "1", "2026.05"])),
        board_edits=draw(st.dictionaries(st.text(max_size=6), st.integers(-(10**6), 10**6), max_size=3)),
        table_secret=draw(st.binary(min_size=16, max_size=16)).hex(),
        state={"last_roll": draw(st.lists(st.integers(1, 6), max_size=5))},
        source=draw(st.sampled_from(["", "Ann's phone", "a scanned code 🎲"])),
    )


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(snapshots())
def test_round_trip_keeps_everything_and_the_fingerprint(s):
    text = encode(s)
    back = decode(text)
    assert back == s
    assert fingerprint(back) == fingerprint(s)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(snapshots())
def test_a_code_is_alphanumeric_and_never_starts_or_ends_with_a_space(s):
    text = encode(s)
    assert text.startswith("TC1:")
    assert set(text) <= set(ALPHABET)
    assert text == text.strip()


def test_base45_text_never_ends_with_a_space_whatever_the_last_bytes():
    # The last character is the most significant digit of the last group: at most "W" or "5".
    assert max(b45encode(n.to_bytes(2, "big"))[-1] for n in range(65536)) == "W"
    assert max(b45encode(bytes([n]))[-1] for n in range(256)) == "5"
    assert all(not b45encode(bytes([0, n]) * 3).endswith(" ") for n in range(256))


def test_pasted_text_with_whitespace_line_breaks_or_lower_case_still_decodes():
    s = snap()
    text = encode(s)
    assert decode(f"  \n{text}\r\n") == s
    assert decode(text[:20] + "\n" + text[20:]) == s
    assert decode(text.lower()) == s


def test_players_and_banker_are_compact_on_the_wire():
    body = codec._wire_body(snap())
    assert body[0] == 0 and body[2] == ["Ann", "Bob", "Cy"] and body[3] == 1
    assert codec._wire_body(snap(banker="Dora"))[3] == "Dora"
    assert len(body) == 8 and len(codec._wire_body(snap(source="x"))) == 9


def test_compressed_only_when_shorter():
    small = encode(snap())
    assert not b45decode(small[4:])[0] & codec.COMPRESSED
    big = snap(board_edits={"note": "the same words again " * 30})
    text = encode(big)
    assert b45decode(text[4:])[0] & codec.COMPRESSED
    assert len(text) < len(codec.PREFIX + b45encode(cbor.dumps(codec._wire_body(big))))
    assert decode(text) == big


def test_a_game_named_by_text_is_read_too():
    # Forward compatible: a game outside WIRE_GAMES travels by its id.
    body = codec._wire_body(snap())
    body[0] = "fortune"
    assert decode(codec.encode_body(body)).game == "fortune"


# -- bad codes ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["", "hello", "WIFI:S:home;T:WPA;P:x;;", "XX1:ABC", "TCX:ABC", "TC0:ABC", "TC01:BB8", "12345", None, b"TC1:"],
)
def test_not_ours(text):
    assert "not a Table Companion code" in refused(text, "not_ours")


def test_web_links_are_not_ours_but_invites_are_recognised():
    from companion.share import classify

    with pytest.raises(ShareError) as info:
        classify("https://example.com/recipes")
    assert info.value.kind == "not_ours" and "web link" in info.value.message


@pytest.mark.parametrize("cut", [1, 2, 3, 5, 10, 30])
def test_cut_off_codes_are_truncated(cut):
    text = encode(snap(name="A long table name here", players=("Annabelle", "Bobby", "Cyrus")))
    message = refused(text[:-cut], "truncated")
    assert "cut off" in message


@pytest.mark.parametrize("text", ["T", "TC", "TC1", "TC1:", "TC1:BB8"])
def test_stubs_are_truncated(text):
    refused(text, "truncated")


def test_a_changed_character_fails_the_checksum():
    text = encode(snap())
    body = len(codec.PREFIX)
    # Any character of the body changed into another one a code has: called damaged, also where the changed
    # group is worth more than its two bytes (it used to say "characters or values no code has").
    for i in range(body, len(text) - 2):
        for new in ("A", "Z", ":", "9"):
            if new == text[i]:
                continue
            changed = text[:i] + new + text[i + 1:]
            with pytest.raises(ShareError) as info:
                decode(changed)
            assert info.value.kind in ("checksum", "truncated"), (i, new, info.value.message)  # never "invalid"
            assert info.value.message.startswith("This code is damaged"), (i, new, info.value.message)
    # Changing the checksum itself is always a checksum error.
    raw = bytearray(b45decode(text[4:]))
    raw[-1] ^= 0x01
    assert "damaged" in refused(codec.PREFIX + b45encode(bytes(raw)), "checksum")


def test_a_changed_end_is_called_damaged_whatever_the_bytes_underneath():
    """The end of a code replaced (CI caught "AAAAAA" over the last six characters called only "cut off"):
    when the last characters change, the deflate stream may look unfinished exactly like a cut-off code, so
    the refusal must say "damaged" in every case, and "cut off" only beside it."""
    import secrets as random_bytes

    seen = set()
    for _ in range(300):
        text = encode(snap(table_secret=random_bytes.token_hex(16), players=("Annabelle Annabelle", "Bobby Bobby", "Cy")))
        changed = text[:-6] + ("AAAAAA" if text[-6:] != "AAAAAA" else "BBBBBB")
        with pytest.raises(ShareError) as info:
            decode(changed)
        seen.add(info.value.kind)
        assert info.value.message.startswith("This code is damaged"), info.value.message
    assert "truncated" in seen and "checksum" in seen  # both paths ran, so both messages were checked


@pytest.mark.parametrize("version", ["2", "10", "999"])
def test_newer_versions_are_refused_by_the_prefix(version):
    message = refused(f"TC{version}:" + encode(snap())[4:], "newer_version")
    assert "newer Table Companion" in message and "Update the app" in message


def test_unknown_games_are_refused():
    body = codec._wire_body(snap())
    for game in (99, "chess", 4):
        body[0] = game
        message = refused(codec.encode_body(body), "unknown_game")
        assert "does not know" in message
    body[0] = "chess"
    assert "(chess)" in refused(codec.encode_body(body), "unknown_game")


def test_zip_bomb_is_refused_without_expanding():
    bomb = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = bomb.compress(b"\x00" * (4 * 1024 * 1024)) + bomb.flush()
    assert len(data) < 5_000  # fits the text limit: the check that matters is the inflate limit
    message = refused(framed(data, flags=codec.COMPRESSED), "too_big")
    assert "64 KiB" in message
    # Just over the limit is refused too; just under is merely invalid (not a table).
    for size, kind in ((codec.MAX_BODY + 1, "too_big"), (codec.MAX_BODY, "invalid")):
        c = zlib.compressobj(9, zlib.DEFLATED, -15)
        refused(framed(c.compress(b"\x01" * size) + c.flush(), flags=codec.COMPRESSED), kind)


def test_overlong_text_is_refused():
    refused("TC1:" + "0" * 9000, "too_big")


@pytest.mark.parametrize(
    "body, hint",
    [
        (cbor.dumps([0, "x"]), "does not list a table"),
        (cbor.dumps({"game": 0}), "does not list a table"),
        (b"\xff\xff", "not readable"),
        (cbor.dumps([0, "Friday", ["Ann", "Bob"], 5, "", {}, bytes(16), [[]]]), "banker's seat"),
        (cbor.dumps([0, "Friday", ["Ann", "Bob"], 0, "", {}, bytes(15), [[]]]), "secret"),
        (cbor.dumps([0, "Friday", ["Ann", 7], 0, "", {}, bytes(16), [[]]]), "not names"),
        (cbor.dumps([0, "Friday", ["Ann", "Bob"], 0, "", [], bytes(16), [[]]]), "board edits"),
        (cbor.dumps([0, "Friday", ["Ann", "ann"], 0, "", {}, bytes(16), [[]]]), "already at the table"),
        (cbor.dumps([0, "Friday", ["Ann", "Bob"], 0, "", {}, bytes(16), [[9999]]]), "face"),
        (cbor.dumps([0, "Friday", ["Ann", "Bob"], 0, "", {}, bytes(16), "x"]), "state"),
        (cbor.dumps([0, "", ["Ann", "Bob"], 0, "", {}, bytes(16), [[]]]), "table name"),
    ],
)
def test_malformed_contents_are_invalid_with_a_reason(body, hint):
    assert hint in refused(framed(body), "invalid")


def test_unknown_flags_and_trailing_bytes_are_invalid():
    body = cbor.dumps(codec._wire_body(snap()))
    assert decode(framed(body)) == snap()
    refused(framed(body, flags=0x80), "invalid")
    refused(framed(body, flags=0x02), "invalid")
    refused(framed(body + b"\x00"), "invalid")
    refused(framed(b"\x00\x01\x02", flags=codec.COMPRESSED), "invalid")  # not deflate
