"""What each event of a table means, as a sentence a player reads, in English or German.

Every game's rules package has a `words` module with `describe(event, lang, before, viewer)` for its
own events (it may also word the core events it gives a meaning, e.g. Rollout's secret bids). This
module words the events every table shares (the table, dice, sealed rounds, board edits, undo/redo)
and walks a whole log, giving each action the game's state in force just before it (`before`), so
a sentence can name the amounts the action moved.

Secrets: a sealed entry is never worded with its values ("Ann entered"); a game with hidden money
leaves out an amount the `viewer` may not see (viewer None: sees everything, as in `view_for`).
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from calculators.core.actors import is_banker, seat_of
from calculators.core.board_rows import name_in
from calculators.core.boards import BOARD_EDITED
from calculators.core.headline import headline
from calculators.core.log import REDO, UNDO, Event, Log, cached
from calculators.core.table import solo_of, solo_player
from calculators.core.words_texts import DE, EN

LANGS = ("en", "de")

# Where a shared table came from, as its share code carries it (calculators.core.snapshot.Snapshot.source): the two
# forms this app writes, kept in English in codes already shared, and read out here in the phone's language.
QR_SOURCE = "a shared QR code"  # a code that names no source
SHARED_BY_QR = ", shared by QR"  # after the shared table's name

TEXTS = {"en": EN, "de": DE}

# The names of a sealed round the banker opened without naming it (recorded as `bids.DEFAULT_PURPOSES`), in each
# language; a round recorded with one of them in another language (an older release recorded the banker's) reads
# in the reader's language too.
DEFAULT_PURPOSE_WORDS: dict[str, dict[str, str]] = {
    "Blind bid": {"en": "Blind bid", "de": "Verdecktes Gebot"},
    "Sealed entry": {"en": "Sealed entry", "de": "Verdeckte Angabe"},
}


def lang_of(code: str | None) -> str:
    """The words' language for a locale code: German for "de…", else English."""
    return "de" if (code or "").lower().startswith("de") else "en"


def text(key: str, lang: str, **kw: Any) -> str:
    """The core text `key` in `lang`, filled."""
    return TEXTS[lang_of(lang)][key].format(**kw)


def listing(items: list[str], lang: str) -> str:
    """"Ann, Bob and Cy" / "Ann, Bob und Cy"."""
    items = [x for x in items if x]
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {text('and', lang)} {items[-1]}"


def who(actor: str, lang: str, game: str = "", solo: str | None = None) -> str:
    """A player's name for a seat actor (and for the banker at a solo table: `solo`, its player); "the host", or the
    banker as the game names the role (its words module's `BANKER`, Fortune's "the Kasse"), "the banker" otherwise."""
    seat = seat_of(actor) or (solo if is_banker(actor) else None)
    if seat:
        return seat
    if actor == "host":
        return text("host", lang)
    own = getattr(game_words(game), "BANKER", None) if game else None
    return own[lang_of(lang)] if own else text("banker", lang)


def banker_role(game: str, lang: str) -> str:
    """The banker's role as a title ("banker", German "Bank"), or as the game names it (its words module's `ROLE`:
    Fortune's "Kasse")."""
    own = getattr(game_words(game), "ROLE", None) if game else None
    return own[lang_of(lang)] if own else text("role.banker", lang)


def capital(s: str) -> str:
    """The sentence's first letter in upper case."""
    return s[:1].upper() + s[1:]


# --- the games' own words -------------------------------------------------------------------------

def game_words(game: str):
    """The game's words module (calculators/<pkg>/words.py), or None for a game without one."""
    pkg = game.replace("-", "_")  # the game's id names its package: "roll-and-rails" -> roll_and_rails
    if not pkg.isidentifier():
        return None
    try:
        return importlib.import_module(f"calculators.{pkg}.words")
    except ModuleNotFoundError:
        return None


def _purpose(d: dict, purposes: dict[str, str], lang: str = "en", game: str = "") -> str:
    purpose = purposes.get(d.get("round_id", ""), "") or d.get("spec", {}).get("purpose", "") or "?"
    return purpose_in(purpose, lang, game)


def purpose_in(purpose: str, lang: str, game: str = "") -> str:
    """A sealed round's recorded purpose in `lang`: the game's words module reads its own rounds' purposes back
    (`purpose_words(purpose, lang)`, e.g. Rollout's "Turn 3, Step B — …"), the app's default names are worded in
    `lang` (`DEFAULT_PURPOSE_WORDS`); any other is shown as written. Without `game`, each game is asked (the purposes
    are the games' own sentences)."""
    from calculators.games import ALL

    for said in DEFAULT_PURPOSE_WORDS.values():
        if purpose in said.values():
            return said[lang_of(lang)]
    for pkg in [game] if game else [g.id for g in ALL]:
        words = game_words(pkg)
        reader = getattr(words, "purpose_words", None) if words is not None else None
        said = reader(purpose, lang) if reader is not None else None
        if said:
            return said
    return purpose


def entry_value(game: str, name: str, value: Any, lang: str) -> str:
    """One value of a sealed entry as the table reads it: an amount of money (a round's `bids.MONEY_FIELD`) as the
    game prints money ("$600" in Owner's Choice, "600 DM" in Fortune), anything else as entered."""
    from calculators.core.bids.spec import MONEY_FIELD
    from calculators.core.game import rules_for

    found = rules_for(game) if game else None
    if name == MONEY_FIELD and found is not None and isinstance(value, int) and not isinstance(value, bool):
        return found.format_money(value, lang_of(lang))
    return str(value)


def _revealed(d: dict, lang: str, purposes: dict[str, str], game: str = "") -> str:
    result = d.get("result") or {}
    parts = []
    for e in result.get("entries", []):
        vals = e.get("values")
        if vals is None:
            parts.append(text("entry.passed", lang, seat=e["seat"]))
        else:
            parts.append(f"{e['seat']} " + ", ".join(entry_value(game, k, v, lang) for k, v in vals.items()))
    winners = result.get("winners") or []
    if len(winners) == 1:
        parts.append(text("bids.winner", lang, seat=winners[0]))
    tb = result.get("tie_break")
    if tb:
        dice = "; ".join(", ".join(f"{s} {f}" for s, f in r.items()) for r in tb["rolls"])
        parts.append(text("bids.tie", lang, seats=listing(list(result.get("tied", [])), lang), dice=dice))
    purpose = _purpose(d, purposes, lang, game)
    if not parts:
        return text("bids.revealed.none", lang, purpose=purpose)
    return text("bids.revealed", lang, purpose=purpose, entries="; ".join(parts))


def _board(d: dict, lang: str, game: str) -> str:
    """A board edit with the table's name as the game prints it (a whole row or list: just its name)."""
    words = game_words(game)
    names = getattr(words, "BOARD_NAMES", {}) if words else {}
    key = str(d.get("key", ""))
    name = names.get(key, {}).get(lang_of(lang)) or capital(key.replace("_", " "))
    value = d.get("value")
    if key in getattr(words, "BOARD_MONEY", ()) and isinstance(value, int) and not isinstance(value, bool):
        value = words.money_text(value, lang_of(lang))
    if "was" in d:  # recorded since the history names the cell: "Price Index, square 23: from $600M to $650M"
        from calculators.core.board_changes import readable_cell_changes

        cells = readable_cell_changes(game, key, d["was"], d.get("value"), lang_of(lang))
        if 0 < len(cells) <= 3:
            return text("board.edited.cells", lang, cells="; ".join(cells))
    if isinstance(value, (bool, int, float, str)):
        return text("board.edited", lang, table=name, value=value)
    return text("board.edited.table", lang, table=name)


def _source(source: str, lang: str) -> str:
    """Where an imported table came from, in `lang`: the app's own forms translated, anything else as written."""
    if not source:
        return text("another_device", lang)
    if source == QR_SOURCE:
        return text("source.qr", lang)
    if source.endswith(SHARED_BY_QR) and len(source) > len(SHARED_BY_QR):
        return text("source.shared", lang, name=source[:-len(SHARED_BY_QR)])
    return source


def tray_faces(game: str, die: str, faces: Any, labels: Any, lang: str) -> str:
    """A tray roll's dice as the game reads them: plain dice added up where its rules add them ("4 + 5 = 9"), each
    on its own where they are read one by one ("4, 5": Roll and Rails); a game's own dice by their names, in `lang`
    ("Up 1, Fund")."""
    from calculators.core.game import sums_dice

    names = [name_in(game, str(x), lang) for x in labels]
    numbers = [f for f in faces if isinstance(f, int) and not isinstance(f, bool)]
    if die == "d6" and len(names) > 1 and len(numbers) == len(names) and sums_dice(game):
        return f"{' + '.join(names)} = {sum(numbers)}"
    return ", ".join(names)


def core_describe(event: Event, lang: str, purposes: dict[str, str] | None = None, game: str = "",
                  solo: str | None = None) -> str:
    """Words for the events every table shares; sealed entries never with their values (`solo`: `who`'s)."""
    d, k, purposes = event.data, event.kind, purposes or {}
    if k == "table.created":  # a solo table has no bank to name
        alone = solo_player(tuple(d.get("players") or ()), str(d.get("banker", "")))
        return text(k + ".solo" if alone else k, lang, name=d.get("name", ""),
                    players=listing(list(d.get("players", [])), lang),
                    role=banker_role(game or str(d.get("game", "")), lang), banker=d.get("banker", ""))
    if k == "table.imported":
        return text(k, lang, source=_source(str(d.get("source") or ""), lang))
    if k == "table.renamed":
        return text(k, lang, old=d.get("from", ""), new=d.get("to", ""))
    if k == "dice.rolled":
        faces = tray_faces(game, str(d.get("die", "d6")), d.get("faces", []), d.get("labels", d.get("faces", [])),
                           lang)
        real = text("real", lang) if d.get("source") == "physical" else ""
        name = event.on_behalf_of or who(event.actor, lang, game, solo)
        if d.get("purpose") and d["purpose"] != "Table roll":  # the tray's own default says nothing more
            return capital(text(k, lang, who=name, faces=faces, purpose=d["purpose"])) + real
        return capital(text("dice.rolled.plain", lang, who=name, faces=faces)) + real
    if k in ("bids.entered", "bids.passed"):
        return text(k, lang, seat=d.get("seat", ""), purpose=_purpose(d, purposes, lang, game))
    if k in ("bids.opened", "bids.cancelled"):
        return text(k, lang, purpose=_purpose(d, purposes, lang, game))
    if k == "bids.revealed":
        return _revealed(d, lang, purposes, game)
    if k == BOARD_EDITED:
        return _board(d, lang, game)
    return text("event.unknown", lang)


# --- a whole log ----------------------------------------------------------------------------------

def describe(event: Event, lang: str, *, game: str = "", before: Any = None, viewer: str | None = None,
             purposes: dict[str, str] | None = None, by_seq: dict[int, Event] | None = None,
             solo: str | None = None) -> str:
    """One sentence for `event` in `lang`: the game's own words first, then the shared ones (`solo`: the table's
    `solo_of`, named for the banker)."""
    lang = lang_of(lang)
    if event.kind in (UNDO, REDO):
        target = (by_seq or {}).get(event.target or 0)
        what = describe(target, lang, game=game, viewer=viewer, purposes=purposes, solo=solo) if target else \
            f"#{event.target}"
        return text(event.kind, lang, what=what)
    words = game_words(game)
    if words is not None:
        try:
            line = words.describe(event, lang, before, viewer)
        except Exception:  # a sentence must never take the history away: fall back to the shared words
            line = None
        if line:
            return line
    return core_describe(event, lang, purposes, game, solo)


def _round_purposes(log: Log) -> dict[str, str]:
    return {e.data["round_id"]: e.data.get("spec", {}).get("purpose", "")
            for e in log.events if e.kind == "bids.opened" and "round_id" in e.data}


def befores(game: str, log: Log) -> dict[int, Any]:
    """For each action of `log`, the game's state in force just before it was recorded (None where unknown); folded
    once per log (History and "Just now" both ask)."""
    return cached(log, f"words.befores.{game}", lambda: _befores(game, log))


def _befores(game: str, log: Log) -> dict[int, Any]:
    words = game_words(game)
    fold: tuple[Callable, Callable] | None = getattr(words, "FOLD", None) if words else None
    out: dict[int, Any] = {}
    if fold is None or not log.events:
        return out
    start, step = fold
    try:
        stack = [start(log)]
    except Exception:
        return out
    by_seq: dict[int, Event] = {}
    for ev in log.events:
        by_seq[ev.seq] = ev
        try:
            if ev.kind == UNDO:
                if len(stack) > 1:
                    stack.pop()
                continue
            target = by_seq[ev.target] if ev.kind == REDO and ev.target in by_seq else ev
            out.setdefault(target.seq, stack[-1])
            if ev.seq == 1 and ev.kind in ("table.created", "table.imported"):
                continue  # the start already holds it
            stack.append(step(stack[-1], target))
        except Exception:  # a state that cannot be folded further: sentences without derived amounts
            return out
    return out


def history(game: str, log: Log, lang: str, viewer: str | None = None) -> dict[int, str]:
    """Every event's sentence, by seq, for `viewer` (a seat name, or None for a banker who sees all)."""
    before = befores(game, log)
    purposes, solo = _round_purposes(log), solo_of(log)
    lines = {}
    for e in log.events:
        if e.is_action:
            lines[e.seq] = describe(e, lang, game=game, before=before.get(e.seq), viewer=viewer, purposes=purposes,
                                    solo=solo)
    for e in log.events:
        if not e.is_action:
            target = lines.get(e.target or 0, f"#{e.target}")
            lines[e.seq] = text(e.kind, lang, what=target)
    return lines


def _state_before_last(game: str, log: Log) -> Any:
    """The state before the log's last event, from the game's own (cached) fold: a redraw stays quick."""
    from calculators.core.game import rules_for

    rules = rules_for(game)
    if rules is None or len(log.events) < 2:
        return None
    try:
        return rules.state_of(Log.model_construct(events=log.events[:-1]))
    except Exception:  # a state the game cannot fold: the sentence leaves out what only the state knows
        return None


def undo_label(game: str, log: Log, lang: str, viewer: str | None = None, *, short: bool = False) -> str:
    """The Undo button's words: "Undo: Cy paid Stage 1: …" (`short`: "Undo: Cy paid Stage 1"; plain "Undo" when
    nothing can be undone)."""
    from calculators.core.log import active_actions

    active = active_actions(log)
    if not active or not active[-1].undoable:
        return text("undo.none", lang)
    last = active[-1]
    before = _state_before_last(game, log) if last is log.events[-1] else befores(game, log).get(last.seq)
    line = describe(last, lang, game=game, before=before, viewer=viewer, purposes=_round_purposes(log),
                    solo=solo_of(log))
    return text("undo.button", lang, what=headline(line) if short else line)


def last_sentence(game: str, log: Log, lang: str, viewer: str | None = None) -> str | None:
    """The sentence of the last action still in force ("Cy paid Stage 1: $100M salaries; …"), for showing an
    outcome beside the control that caused it; None when there is none."""
    from calculators.core.log import active_actions

    active = active_actions(log)
    if not active:
        return None
    last = active[-1]
    before = _state_before_last(game, log) if last is log.events[-1] else befores(game, log).get(last.seq)
    return describe(last, lang, game=game, before=before, viewer=viewer, purposes=_round_purposes(log),
                    solo=solo_of(log))


NAMED_UNDONE = 4  # the actions one tap took back that "Just now" names; more are counted, History lists them


def latest(game: str, log: Log, lang: str, viewer: str | None = None, *, skip: tuple[str, ...] = ()) -> str | None:
    """What happened last at the table, as a player's phone tells it: the last event's sentence ("Cy paid Stage 1:
    …"), or, when the banker took an action back or did it again, "Undid: <its sentence>" (a seat saw its upgrade
    simply vanish and took its tap for lost); events of a kind in `skip` (the dice tray's rolls, told with the dice)
    are passed over. None before anything happened."""
    events = [e for e in log.events if e.kind not in skip]
    if not events:
        return None
    last = events[-1]
    purposes, solo = _round_purposes(log), solo_of(log)
    if last.is_action:
        before = _state_before_last(game, log) if last is log.events[-1] else befores(game, log).get(last.seq)
        return describe(last, lang, game=game, before=before, viewer=viewer, purposes=purposes, solo=solo)
    by_seq = {e.seq: e for e in log.events}
    target = by_seq.get(last.target or 0)
    if target is None:
        return None
    before = befores(game, log)
    line = describe(target, lang, game=game, before=before.get(target.seq), viewer=viewer, purposes=purposes,
                    solo=solo)
    run = 0  # the undos (or redos) of one tap at the end of the log ("undo back to here", "Redo all": one write, one
    for e in reversed(events):  # time, several actions)
        if e.kind != last.kind or e.at != last.at:
            break
        run += 1
    if run > 1:
        # Each named, newest first, by its headline (a walk's Bob read only the oldest of four, and not his own pass)
        undone = [by_seq[e.target] for e in events[-run:] if e.target in by_seq]
        heads = [headline(describe(t, lang, game=game, before=before.get(t.seq), viewer=viewer, purposes=purposes,
                                   solo=solo))
                 for t in undone]
        many = "undo.many" if last.kind == UNDO else "redo.many"
        if len(heads) > NAMED_UNDONE:  # a long undo: the newest named, the rest counted (a walk's 21 named in
            # one "Just now" box pushed the next step off a 360 px screen)
            return text(f"{many}.more", lang, n=run, what="; ".join(heads[:NAMED_UNDONE - 1]),
                        more=len(heads) - NAMED_UNDONE + 1)
        return text(many, lang, n=run, what="; ".join(heads))
    return text(last.kind, lang, what=line)
