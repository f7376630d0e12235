"""New table, a player's name with an emoji built with invisible joiners (a walk typed "🎲💰👩‍👩‍👧"): the refusal
read "Seat 3's name has an invisible formatting character (U+200D ZERO WIDTH JOINER) at position 4: type it again
with letters, digits and spaces only" and ran off a 360 px German phone beside Add player ("Form atierungszeichen"),
though "🎲💰" alone had gone in. Now: any visible character, emoji included; an invisible one is said by its kind and
where it comes from, short, in the phone's language, on the name field, and nothing is added."""
from __future__ import annotations

import pytest

from companion import i18n
from companion.views import new_table
from tests.support.drawn import Phone, ident, keyed, typed

FAMILY = "🎲💰👩\u200d👩\u200d👧"
SAID = {
    "en": "Seat 3's name has an invisible character (from an emoji or a paste): type the name again without it.",
    "de": "Platz 3: Der Name enthält ein unsichtbares Zeichen (aus einem Emoji oder vom Einfügen). Tippe ihn ohne das "
          "Zeichen neu.",
}


def _add(phone: Phone, name: str) -> list:
    screen = phone.draw(new_table.view)
    typed(keyed(screen, "new-player"), name)
    keyed(screen, "new-player").on_submit(None)
    return phone.draw(new_table.view)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_family_emoji_is_refused_short_and_whole_and_plain_emoji_go_in(tmp_path, lang):
    phone = Phone(tmp_path, "/new")
    with i18n.using(lang):
        _add(phone, "Ann")
        screen = _add(phone, "🎲💰")
        assert ident(screen, "new-seat-2") == "🎲💰"  # a visible emoji is a name
        screen = _add(phone, FAMILY)
    field = keyed(screen, "new-player")
    assert field.error == SAID[lang] and field.value == FAMILY  # on the field, the typed name kept to mend
    assert "U+" not in field.error and "Buchstaben, Ziffern" not in field.error
    # Readable to its end beside Add player: no word too long for the narrow field's line, and lines enough.
    assert max(len(word) for word in field.error.split()) <= 14
    assert field.error_max_lines * 16 >= len(field.error)  # some 16 characters a line at 140 px
    with pytest.raises(AssertionError):
        ident(screen, "new-seat-3")  # nothing was added
