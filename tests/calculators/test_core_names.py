"""Clean names (issue 18, item 5): every name at a table is visible, one line, and unlike the others.

The bad names are the ones a red team got accepted: a look-alike "Аnn" (Cyrillic А) beside "Ann",
a zero-width twin, an invisible name, NUL and escape characters, a right-to-left override, a newline.
"""
import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from calculators.core.model import RuleError
from calculators.core.names import clean_name, display_width, same_name, skeleton
from calculators.core.table import TableSetup, make_setup, seat_name

CYRILLIC_ANN = "\u0410nn"  # А is CYRILLIC CAPITAL LETTER A


def clean(value, **kw):
    return clean_name(value, who="Seat 1", field="players[0]", max_chars=kw.get("max_chars", 24),
                      max_width=kw.get("max_width", 24))


INVISIBLE = "an invisible character (from an emoji or a paste)"
CONTROL = "a control character (from a paste)"


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        ("Ann\u200b", INVISIBLE),  # zero-width space
        ("\u2060Ann", INVISIBLE),  # word joiner
        ("\u3164", "a character that draws nothing"),  # Hangul filler
        ("\u2800\u2800", "a character that draws nothing"),  # braille blank
        ("A\x00nn", CONTROL),
        ("A\x1b[31mnn", CONTROL),
        ("\u202eAnn", INVISIBLE),  # right-to-left override
        ("Ann\u202c", INVISIBLE),  # pop directional formatting
        ("Ann\nBob", "a line break"),
        ("Ann\u2028", "a line break"),
        ("Ann\ue000", "a private or broken character"),
        ("Ann\U000e0001", INVISIBLE),  # language tag
        ("Ann\U0010fffe", "a character this app does not know"),
    ],
)
def test_bad_characters_are_refused_by_kind_with_what_to_do(raw, why):
    with pytest.raises(RuleError) as e:
        clean(raw)
    assert e.value.message == f"Seat 1's name has {why}: type the name again without it."
    assert e.value.field == "players[0]"
    # The message never carries the refused character itself (it could hide or reorder the text).
    bad = [ch for ch in raw if not ch.isascii() or not ch.isprintable()]
    assert not any(ch in e.value.message for ch in bad)


def test_a_name_may_hold_any_visible_character_emoji_included_but_no_invisible_one():
    """A walk typed "🎲💰👩‍👩‍👧" as a player's name: "🎲💰" alone went in, the family emoji (three people joined by
    invisible zero-width joiners) was refused with "U+200D ZERO WIDTH JOINER at position 4 ... letters, digits and
    spaces only", which ran off a German phone and contradicted the emoji it had just accepted. One rule: any visible
    character, emoji included; no invisible one, said by its kind and where it comes from, without a code point."""
    assert clean("🎲💰") == "🎲💰"
    assert clean("Ann 👍🏽") == "Ann 👍🏽"  # a skin tone is a visible modifier
    assert clean("❤\ufe0f Bea") == "❤\ufe0f Bea"  # an emoji's variation selector is a mark on it, kept
    with pytest.raises(RuleError) as e:
        clean("🎲💰👩\u200d👩\u200d👧")
    said = e.value.message
    assert said == "Seat 1's name has an invisible character (from an emoji or a paste): type the name again without it."
    assert "U+" not in said and "position" not in said and "letters, digits" not in said


def test_names_are_nfc_and_trimmed_with_one_space_between_words():
    assert clean("  Zoe\u0308  ") == "Zo\u00eb"  # o + combining diaeresis becomes one ë
    assert clean("Ann \u00a0\u3000 Lee") == "Ann Lee"  # any kind of space, one ordinary space
    with pytest.raises(RuleError, match="needs a name"):
        clean(" \u00a0 ")


def test_a_leading_mark_and_a_tower_of_marks_are_refused():
    with pytest.raises(RuleError, match="starts with a mark"):
        clean("\u0301Ann")
    with pytest.raises(RuleError, match="stacks more than 3 marks"):
        clean("A" + "\u0301" * 5 + "nn")  # NFC folds the first into Á: four stay
    assert clean("Nguye\u0302\u0303n") == "Nguy\u1ec5n"


def test_length_in_characters_and_in_display_width():
    assert display_width("Ann") == 3 and display_width("李小龍") == 6 and display_width("e\u0301") == 1
    assert clean("李" * 12) == "李" * 12
    with pytest.raises(RuleError, match="too wide to show: 26 characters wide, at most 24"):
        clean("李" * 13)
    with pytest.raises(RuleError, match="at most 24 characters"):
        clean("B" * 25)


@pytest.mark.parametrize(
    ("a", "b"),
    [("Ann", CYRILLIC_ANN), ("Ann", "ANN"), ("Bob", "B0b"), ("Ian", "lan"), ("Cy", "C\u0443"),
     ("Dee", "D\u0435\u0435"), ("Kim", "Kirn"), ("Ann Lee", "Ann  Lee".replace("  ", " "))],
)
def test_look_alike_names_are_one_name(a, b):
    assert same_name(a, b) and same_name(b, a)


@pytest.mark.parametrize(("a", "b"), [("Ann", "Anne"), ("Jo", "J\u00f6"), ("Eve", "Eva"), ("Lia", "Ila"),
                                      ("Zoe", "Zo\u00eb"), ("Emile", "\u00c9mile")])
def test_different_looking_names_stay_apart(a, b):
    assert not same_name(a, b)


def test_every_bad_name_from_the_issue_is_refused_at_setup_with_a_message():
    cases = {
        CYRILLIC_ANN: "looks just like Ann",
        "Ann\u200b": "an invisible character (from an emoji or a paste)",
        "\u3164": "draws nothing",
        "A\x00": "a control character (from a paste)",
        "\x1bAnn": "a control character (from a paste)",
        "\u202eBob": "an invisible character",
        "Bo\nb": "line break",
    }
    for bad, words in cases.items():
        with pytest.raises(RuleError) as e:
            make_setup("rollout", "Friday", ["Ann", bad], "Ann")
        assert words in e.value.message and e.value.field == "players[1]", (bad, e.value.message)


def test_the_banker_and_the_table_name_follow_the_same_rule():
    with pytest.raises(RuleError, match="banker's name Аnn looks just like Ann's") as e:
        make_setup("rollout", "T", ["Ann", "Bob"], CYRILLIC_ANN)
    assert e.value.field == "banker"
    with pytest.raises(RuleError, match="The table's name has an invisible character") as e:
        make_setup("rollout", "Friday\u202e", ["Ann", "Bob"], "Ann")
    assert e.value.field == "name"
    assert make_setup("rollout", "T", ["Ann", "Bob"], "ANN").banker == "Ann"  # the seated name, as before


def test_seat_name_checks_one_new_name_against_the_seated():
    assert seat_name(" Cy ", ["Ann", "Bob"], 2) == "Cy"
    with pytest.raises(RuleError, match="looks just like Ann") as e:
        seat_name(CYRILLIC_ANN, ["Ann", "Bob"], 2)
    assert e.value.field == "players[2]"


def test_a_table_setup_refuses_what_setup_refuses():
    """Share codes build a Snapshot, table files a TableSetup: both run this check (see test_share_names.py)."""
    with pytest.raises(ValidationError, match="looks just like Ann"):
        TableSetup(game="rollout", name="T", players=("Ann", CYRILLIC_ANN), banker="Ann")
    with pytest.raises(ValidationError, match="an invisible character"):
        TableSetup(game="rollout", name="T", players=("Ann", "\u202eBob"), banker="Ann")
    with pytest.raises(ValidationError, match="clean form"):
        TableSetup(game="rollout", name="T", players=("Ann", "Zoe\u0308"), banker="Ann")  # not NFC


@given(st.text(max_size=30))
def test_a_clean_name_is_clean_and_stays_as_it_is(raw):
    try:
        name = clean(raw)
    except RuleError as e:
        assert e.field == "players[0]" and e.message
        return
    assert name == clean(name) and name == name.strip() and "  " not in name
    assert all(ch.isprintable() or ch == " " for ch in name)
