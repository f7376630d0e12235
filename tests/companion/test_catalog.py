"""The one message catalog (issue 17, item 4): every message the code marks has its German, the placeholders
survive translation, plurals follow the language's rule, and the language is per session, never process-wide."""
from __future__ import annotations

import threading

from companion import i18n
from companion.i18n.catalog import extracted, in_context, placeholders, read


def _german(context: bool = False) -> dict:
    """msgid -> the German entry (the entries without a context); with `context`, (context, msgid) -> entry."""
    entries = [m for m in read("de") if m.id]
    if context:
        return {(m.context, m.id): m for m in entries if m.context}
    return {m.id if isinstance(m.id, str) else m.id[0]: m for m in entries if not m.context}


def test_every_message_in_the_code_has_its_german():
    """'German and English everywhere. One message catalog for the whole app' — no message left English."""
    found = extracted()
    assert len(found) > 150  # the shared screens' words are in the catalog (a broken extractor finds none)
    german = _german()
    missing = [key[0] for key in found if key[0] not in german]
    assert not missing, f"not in the .po (run python -m companion.i18n.catalog): {missing[:10]}"
    for key in found:
        m = german[key[0]]
        assert not m.fuzzy, f"fuzzy: {key[0]!r}"
        strings = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        assert all(s.strip() for s in strings), f"untranslated: {key[0]!r}"
        if len(key) == 2:
            assert isinstance(m.id, tuple) and m.id[1] == key[1], f"plural form differs: {key!r}"


def test_every_placeholder_of_a_message_is_in_its_german():
    """A placeholder lost in translation would raise KeyError (or drop a name) on a German screen."""
    for m in read("de"):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        wanted = set().union(*(placeholders(i) for i in ids))
        for s in strings:
            assert placeholders(s) == wanted, f"{ids[0]!r}: {placeholders(s)} != {wanted}"


def test_no_message_left_in_the_po_that_the_code_does_not_use():
    used = {key[0] for key in extracted()}
    assert not set(_german()) - used
    assert not set(_german(context=True)) - set(in_context())


def test_a_word_in_a_games_context_has_that_games_german():
    """One English word, two German ones: a Rollout turn is every player's stages, a "Runde" (as Rollout's own
    header "Runde 3 · Phase 2" says); an Owner's Choice turn is one player's, a "Zug"."""
    found = in_context()
    assert ("rollout", "Turn") in found
    german = _german(context=True)
    for key in found:
        assert key in german and german[key].string.strip() and not german[key].fuzzy, f"no German: {key!r}"
    assert i18n.pgettext("rollout", "Turn", "de") == "Runde"
    assert i18n._("Turn", "de") == "Zug"
    assert i18n.pgettext("rollout", "Turn", "en") == "Turn"
    spoken = i18n.pgettext("rollout", "{name}, turns {first} to {last}: {values}", "de")
    assert spoken.format(name="RED", first=0, last=3, values="1, 2, 3") == "RED, Runde 0 bis 3: 1, 2, 3"


def test_german_plurals_and_english_source():
    """German counts 'ein Spieler, zwei Spieler' by its own rule (Plural-Forms of the catalog)."""
    def counted(n, one, many, lang):
        return i18n.ngettext(one, many, n, lang).format(n=n)

    assert counted(1, "{n} player", "{n} players", "de") == "1 Spieler"
    assert counted(3, "{n} player", "{n} players", "de") == "3 Spieler"
    assert counted(1, "{n} event", "{n} events", "en") == "1 event"
    assert counted(2, "{n} event", "{n} events", "en") == "2 events"
    assert counted(1, "{n} event", "{n} events", "de") == "1 Ereignis"
    assert counted(2, "{n} event", "{n} events", "de") == "2 Ereignisse"


def test_language_is_per_session_not_process_wide():
    """Two phones in two languages at once: each draw speaks its own, even on threads running together."""
    barrier = threading.Barrier(2)
    seen: dict[str, list[str]] = {"de": [], "en": []}

    def draw(lang: str) -> None:
        with i18n.using(lang):
            for _ in range(50):
                barrier.wait(timeout=5)
                seen[lang].append(i18n._("Settings"))

    threads = [threading.Thread(target=draw, args=(lang,)) for lang in ("de", "en")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert set(seen["de"]) == {"Einstellungen"} and set(seen["en"]) == {"Settings"}
    assert i18n._("Settings") == "Settings"  # outside any session: the source text


def test_a_session_page_names_its_language_in_its_event_handlers():
    """An event handler runs with Flet's page of its session bound: `_` reads that session's language."""
    from flet.controls.context import _context_page

    class Page:  # stands in for ft.Page: a weak-referenceable key
        pass

    de_page, en_page = Page(), Page()
    i18n.register(de_page, lambda: "de")
    i18n.register(en_page, lambda: "en")
    token = _context_page.set(de_page)
    try:
        assert i18n._("Settings") == "Einstellungen"
        _context_page.set(en_page)
        assert i18n._("Settings") == "Settings"
    finally:
        _context_page.reset(token)


def test_the_cash_out_fields_reason_is_the_rules_own_words():
    """Quick Cash Out words the rules' "whole number" refusal in the phone's language: the catalog holds the
    rules' exact sentence (a changed sentence in the rules would fall back to English unnoticed)."""
    from calculators.rollout.scoring import WHOLE_REASON
    from companion.views.cash_out import FIELD_REASONS

    assert WHOLE_REASON in FIELD_REASONS
    assert i18n._(WHOLE_REASON, "de") == "muss eine ganze Zahl ≥ 0 sein"


# Characters the font bundled with the web client (Flet's Roboto subset) does not draw: a phone without internet
# (a table on a LAN) shows an empty box for them. Checked against the font's own table of characters (fontTools).
NOT_IN_THE_FONT = "→⇒⟶➔↦▸►▶✓✔★⚀⚁⚂⚃⚄⚅"


def test_no_word_a_phone_reads_uses_a_character_its_font_cannot_draw():
    import importlib
    from calculators import games
    found = []
    for m in read("de"):
        for text in (m.id if isinstance(m.id, tuple) else (m.id,)) + (m.string if isinstance(m.string, tuple)
                                                                        else (m.string,)):
            found += [(text, ch) for ch in NOT_IN_THE_FONT if text and ch in text]
    for game in games.IDS:
        words = importlib.import_module(f"calculators.{game.replace('-', '_')}.words")
        for table in getattr(words, "TEXTS", {}).values():
            found += [(text, ch) for text in table.values() if isinstance(text, str) for ch in NOT_IN_THE_FONT
                      if ch in text]
    assert not found, found
