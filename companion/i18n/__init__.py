"""The app's one message catalog: English source strings in the code, German in a gettext `.po` file.

Screens write `_("Delete {name}?").format(name=name)` and `ngettext("{n} player", "{n} players", n).format(n=n)`;
`pgettext(context, "Turn")` where one English word is two German ones (a Rollout turn is a "Runde", a player's turn
in Owner's Choice a "Zug").
The language is looked up per browser session, never process-wide: while a screen is drawn, `using(lang)` sets
it for that draw (a context variable: two phones in two languages draw at the same time without meeting); in an
event handler Flet binds the session's page to the running context, and the page's session names its language.
`N_` only marks a string for the catalog (a constant translated where it is shown).

The `.po` file ships in the package and is read with babel at first use (no compile step after a fresh clone).
"""
from __future__ import annotations

import contextlib
import contextvars
import functools
import io
import weakref
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

LANGS = ("en", "de")
DOMAIN = "messages"
LOCALE_DIR = Path(__file__).parent / "locale"

# this draw's language: a code, or a function naming it (asked at each lookup: a draw may move to a table)
_LANG: contextvars.ContextVar[str | Callable[[], str] | None] = contextvars.ContextVar("table_companion_lang",
                                                                                        default=None)
# page -> a function naming that session's language (registered by the app's main() for each browser session)
_SESSIONS: "weakref.WeakKeyDictionary[object, Callable[[], str]]" = weakref.WeakKeyDictionary()


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@functools.lru_cache(maxsize=None)
def translations(lang: str) -> NullTranslations:
    """The catalog of `lang` (read once; English is the source text itself). Fuzzy entries are left out."""
    path = po_path(lang)
    if lang == "en" or not path.exists():
        return NullTranslations()
    with path.open("rb") as f:
        catalog = read_po(f, locale=lang, domain=DOMAIN)
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    buf.seek(0)
    return Translations(fp=buf, domain=DOMAIN)


def register(page, lang_of: Callable[[], str]) -> None:
    """Name the language of the session whose page this is (asked anew at every lookup: it may change)."""
    _SESSIONS[page] = lang_of


def current() -> str:
    """This draw's language, else the language of the session whose event is being handled, else English."""
    lang = _LANG.get()
    if lang:
        return norm(lang() if callable(lang) else lang)
    try:
        from flet.controls.context import _context_page

        page = _context_page.get()
        lang_of = _SESSIONS.get(page) if page is not None else None
        if lang_of is not None:
            return norm(lang_of())
    except Exception:  # no Flet context (a unit test, a worker thread): English
        pass
    return "en"


def norm(lang: str | None) -> str:
    return lang if lang in LANGS else "en"


@contextlib.contextmanager
def using(lang: str | Callable[[], str] | None) -> Iterator[None]:
    """Within the block, `_` speaks `lang` (a code, or a function asked at each lookup), in this context only."""
    token = _LANG.set(lang if callable(lang) else norm(lang))
    try:
        yield
    finally:
        _LANG.reset(token)


def _(message: str, lang: str | None = None) -> str:
    """`message` (English source text) in `lang`, or in this session's language."""
    return translations(norm(lang) if lang else current()).gettext(message)


def ngettext(singular: str, plural: str, n: int, lang: str | None = None) -> str:
    """The singular or plural form for `n`, by the language's own plural rule."""
    return translations(norm(lang) if lang else current()).ngettext(singular, plural, n)


def pgettext(context: str, message: str, lang: str | None = None) -> str:
    """`message` as `context` (a game's id) words it; the context's own German, else the message's English."""
    return translations(norm(lang) if lang else current()).pgettext(context, message)


def listing(names: Sequence[str], lang: str | None = None) -> str:
    """Names as a sentence lists them in the language ("Ann, Bob and Cy", "Ann, Bob und Cy"; babel's CLDR lists)."""
    from babel.lists import format_list

    return format_list(list(names), locale=norm(lang) if lang else current()) if names else ""


def N_(message: str) -> str:
    """Mark `message` for the catalog; translate it with `_` where it is shown."""
    return message

