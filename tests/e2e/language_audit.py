"""What a reader sees in the wrong language: every text node and accessible name (labels, tooltips) of a screen,
checked against the message catalog — an English source text on a German phone, a German translation on an
English phone. Only the catalog's own messages count (a player's name or a game's title reads the same in both),
and only those whose German differs ("Gold Coast", "Code: {code}" read alike)."""
from __future__ import annotations

import re
import time

from companion.i18n.catalog import placeholders, read

MIN_LETTERS = 4  # a message with placeholders is matched only by its own words: "{lo} to {hi}" says too little
_FIELD = re.compile(r"\{\w*[^{}]*\}")

_TEXTS = r"""() => {
  const out = new Set();
  for (const el of document.querySelectorAll('flt-semantics-host *')) {
    const label = el.getAttribute('aria-label');
    if (label) out.add(label);
    if (!el.children.length && el.textContent) out.add(el.textContent);
  }
  return [...out];
}"""
_SHOWING = "() => [...document.querySelectorAll('flt-semantics-host flt-semantics')].map(e => e.getAttribute('style')).join('|')"


def _pattern(text: str) -> re.Pattern | None:
    literal = _FIELD.sub("", text)
    if not placeholders(text):
        return re.compile(re.escape(text.strip()))
    if sum(ch.isalpha() for ch in literal) < MIN_LETTERS:
        return None
    parts = _FIELD.split(text)
    # A money placeholder stands for an amount ("$11.8B", "-$5M", "48.000 DM"), never for a word: "Cash {amount}"
    # must not match the game term "Cash Out" in a German sentence.
    fills = [r"[-−$\d].*?" if re.fullmatch(r"\{(amount|money|value|cash|price)\b[^{}]*\}", f) else ".+?"
             for f in _FIELD.findall(text)]
    pattern = re.escape(parts[0]) + "".join(fill + re.escape(part) for fill, part in zip(fills, parts[1:]))
    return re.compile(pattern.strip(), re.S)


# Flutter's own words on a page (not in the catalog): the app bar's Back button, a snack bar's or dialog's Close, a
# barrier's Dismiss — English unless the page's locale is the phone's language (Flutter's Material localizations).
FLUTTER_WORDS = (("Back", "Zurück"), ("Close", "Schließen"), ("Dismiss", "Schließen"))


def wrong_language_patterns(lang: str, *, flutter: bool = True) -> list[tuple[str, re.Pattern]]:
    """The messages a phone in `lang` must not show: the other language's text of each message that differs,
    and (`flutter`) Flutter's own words in the other language."""
    out = [(f"Flutter's {en!r}", re.compile(re.escape(en if lang == "de" else de)))
           for en, de in (FLUTTER_WORDS if flutter else ())]
    for m in read("de"):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        for source, german in zip(ids, strings):
            if source.strip() == german.strip():
                continue
            text = source if lang == "de" else german
            pattern = _pattern(text)
            if pattern is not None and text.strip():
                out.append((text, pattern))
    return out


def visible_texts(page, *, steps: int = 14, delta: int = 450) -> set[str]:
    """Every text and accessible name on the screen, top to bottom (Flutter builds semantics for what shows)."""
    found: set[str] = set()
    page.mouse.move(180, 400)
    last = None
    for _ in range(steps):
        found.update(page.evaluate(_TEXTS))
        now = page.evaluate(_SHOWING)
        if now == last:
            break
        last = now
        page.mouse.wheel(0, delta)
        time.sleep(0.3)
    page.mouse.wheel(0, -delta * steps)
    time.sleep(0.3)
    return found


def texts_and_layout(page, *, steps: int = 14, delta: int = 450) -> tuple[set[str], dict]:
    """Every text and accessible name on the screen (as `visible_texts`) and the layout audit's findings
    (`layout_audit.scroll_audit`), read in one pass down the screen: each stop on a long screen waits for Flutter to
    draw what scrolled in, and two passes waited twice."""
    from tests.e2e.layout_audit import scroll_audit

    found: set[str] = set()
    problems = scroll_audit(page, steps=steps, delta=delta, each=lambda: found.update(page.evaluate(_TEXTS)))
    return found, problems


def wrong_language(texts: set[str], patterns: list[tuple[str, re.Pattern]]) -> list[str]:
    """Each text (or line of it) that is a message in the wrong language, with the message it matched."""
    hits = []
    for text in texts:
        for line in {text.strip(), *(part.strip() for part in text.splitlines())}:
            if not line:
                continue
            for message, pattern in patterns:
                if pattern.fullmatch(line):
                    hits.append(f"{line!r} (message {message!r})")
                    break
    return sorted(set(hits))
