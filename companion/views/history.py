"""History: every event of a table as a sentence, newest first; undone ones stay, marked; the banker's
Undo (naming what it takes back), Redo, and undo back to a chosen entry (asked first). A seat's phone (and a
watcher's, while the banker role is on another phone) reads the same list with no Undo or Redo.

The sentences are the rules' own (`calculators.core.words` and each game's `words`), in the phone's
language, for this phone's viewer: sealed entries are listed as "Ann entered", never with their
values, and a hidden amount is named only to a phone that may see it.
"""
from __future__ import annotations

from datetime import datetime

import flet as ft

from calculators.core.actors import (BANKER, ONLOOKER, is_banker, redo_all, redo_last, redo_target, seat_of, undo_back_to,
                                     undo_last)
from calculators.core.log import active_actions, can_redo, can_undo, redo_count, undone_seqs
from calculators.core.tray import ROLLED
from calculators.core.turns import turns
from calculators.core.words import banker_role, headline, history, text
from companion.context import PASSED
from companion.i18n import _, ngettext
from companion.views.phone_lang import phone_lang
from companion.views.games import bank_viewer, hands_elsewhere, module_for
from companion.views.table import check_line, load
from companion.widgets.confirm import confirm
from companion.widgets.fields import labelled
from companion.widgets.icon_button import icon_button
from companion.widgets.title_bar import title_bar

PAGE = 50  # History's newest actions drawn at first; older ones on a tap (`older_button`)
LISTED = 30  # actions an Undo's question names one by one
# 48 px for one line of text, taller (not clipped) when a long label wraps.
TALL = ft.ButtonStyle(padding=ft.Padding.symmetric(vertical=14, horizontal=16))


def _who(actor: str, lang: str, game: str = "", solo: str | None = None) -> str:
    """A seat by its player's name; the banker by the role's title as the game names it (`banker_role`: Fortune's
    Kasse), at a solo table (`solo`) by its player's name: no bank sits there; the host by its role, in the phone's
    language."""
    if actor == "banker" and solo:
        return solo
    if actor == "banker":
        return banker_role(game, lang)
    return seat_of(actor) or (_("host", lang) if actor == "host" else actor)


def _when(at: str) -> str:
    try:
        return datetime.fromisoformat(at).astimezone().strftime("%H:%M")
    except ValueError:
        return at


def viewer_of(ctx, sid: str, snap) -> str | None:
    """Whose secrets this phone's history may name: its seat, else the bank phone's viewer now (`games.bank_viewer`:
    a bank phone passed around the table names only the money of the player holding it); a phone that only watches
    (the host or a banker link while the role is on another phone) none."""
    actor = ctx.actor(sid) or ""
    return seat_of(actor) or (bank_viewer(ctx, sid, snap) if actor == BANKER else ONLOOKER)


def undo_back(ctx, sid: str, seq: int, newest: int | None = None) -> bool:
    """Take back action `seq` and everything after it, each as an undo event, in one write; a refusal is shown.
    `newest`: the last action the question listed (another phone's, come in since, is refused, not taken back)."""
    if not is_banker(ctx.actor(sid) or ""):
        ctx.toast(_("Only the banker can undo."))
        return False
    return ctx.act(sid, lambda log, actor: undo_back_to(log, actor, seq, newest=newest), several=True)


def ask_undo_back(ctx, sid: str, seq: int, lines: dict[int, str], lang: str) -> None:
    """Confirm first: the dialog lists every action that will be taken back."""
    snap = ctx.services.hub.get(sid)
    log = snap.log
    later = [e for e in active_actions(log) if e.seq >= seq]
    if any(e.seq not in lines for e in later):  # another phone's action came in since the list was drawn: its
        # sentence too (a walk's question listed "#12" alone), as the list will read once drawn again
        lines = history(snap.setup.game, log, lang, viewer_of(ctx, sid, snap))
    n = len(later)
    named = list(reversed(later))[:LISTED]  # the newest; the rest counted (hundreds would only slow the question)
    rest = [ft.Text(ngettext("… and {n} older action", "… and {n} older actions", n - len(named), lang).format(
        n=n - len(named)), size=13, italic=True)] if n > len(named) else []
    listed = ft.Column([ft.Text(ngettext("This takes back {n} action, newest first:",
                                         "This takes back {n} actions, newest first:", n, lang).format(n=n)),
                        *[ft.Text(f"#{e.seq} {lines.get(e.seq, '')}", size=13) for e in named], *rest],
                       tight=True, scroll=ft.ScrollMode.AUTO)
    # "Undo back to #55" was read as keeping #55: the words say #55 goes too.
    title = _("Undo #{seq} and everything after it?", lang) if n > 1 else _("Undo #{seq}?", lang)
    confirm(ctx, title.format(seq=seq), listed,
            _("Undo {n} actions", lang).format(n=n) if n > 1 else _("Undo this action", lang),
            lambda: undo_back(ctx, sid, seq, later[-1].seq if later else None), keep=_("Cancel", lang),
            yes_icon=ft.Icons.UNDO)


def view(ctx, sid: str, base: str) -> ft.View:
    route = f"{base}/history"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    log, game, solo = snap.log, snap.setup.game, snap.setup.solo
    lang = phone_lang(ctx, game)
    lines = history(game, log, lang, viewer_of(ctx, sid, snap))
    turn_of = turns(game, log, lang)  # "12:03 · Turn 33 · Ann": a long History read turn by turn (a walk)
    gone = undone_seqs(log)
    # In a player's hands (the bank phone passed around) History reads, and nothing is undone (a walk undid
    # another player's action from it).
    banker = is_banker(ctx.actor(sid) or "") and not hands_elsewhere(ctx, sid, snap)
    in_force = {e.seq for e in active_actions(log) if e.undoable}
    undo_back_note = getattr(module_for(game), "UNDO_BACK", None)  # the game's word: where the banker gets Undo back
    newest = max((e.seq for e in active_actions(log)), default=0)  # undone back to any older one goes too
    rows = []
    newest_first = list(reversed(log.events))
    rolls = sum(1 for e in newest_first if e.kind == ROLLED)
    dice_key = f"history-dice-{sid}"  # this phone's choice, kept while it is open (as its folded sections)
    with_dice = ctx.session.folds.get(dice_key, True)
    if not with_dice:  # three hours in, the dice tray's rolls buried the game's own actions (a walk: 400 of 864)
        newest_first = [e for e in newest_first if e.kind != ROLLED]
    shown = ctx.get("history-shown", PAGE)
    for e in taps(newest_first[:shown]):
        if isinstance(e, list):  # one tap's long run of undos or redos, as one entry
            rows.append(run_row(e, lang))
            continue
        undone = e.seq in gone
        # "for Ann" only where another rolled for Ann (a solo player rolls for itself: a walk read "Ann, for Ann").
        who = _who(e.actor, lang, game, solo) + (", " + _("for {who}", lang).format(who=e.on_behalf_of)
                                                 if e.on_behalf_of and e.on_behalf_of != solo else "")
        if e.data.get("via") == PASSED:
            who += ", " + _("on the banker's phone", lang)
        label = _("Undo #{seq} and everything after it", lang) if e.seq < newest else _("Undo #{seq}", lang)
        back = [icon_button(ft.Icons.SETTINGS_BACKUP_RESTORE, label.format(seq=e.seq),
                            width=48, height=48,
                            on_click=lambda ev, s=e.seq: ask_undo_back(ctx, sid, s, lines, lang))] \
            if banker and e.seq in in_force else []
        entry = ft.Semantics(identifier=f"event-{e.seq}", key=f"event-{e.seq}", content=ft.ListTile(
            # Narrow gaps around the entry's number: at 360 px an entry of 6 lines (a walk) gets the width back.
            leading=ft.Text(f"#{e.seq}", width=36, size=13), min_leading_width=36, horizontal_spacing=8,
            content_padding=ft.Padding.only(left=8, right=4),
            title=ft.Text(lines[e.seq], color=ft.Colors.OUTLINE if undone else None,
                          style=ft.TextStyle(decoration=ft.TextDecoration.LINE_THROUGH) if undone else None),
            subtitle=ft.Text(" · ".join([_when(e.at), *([turn_of[e.seq]] if e.seq in turn_of else []), who]
                                        + _which(e, lang) + ([_("undone", lang)] if undone else []))),
            dense=True))
        # The button beside the entry, not inside it: the entry stays one text a reader (and a test) can read.
        # Keyed by the event: the list grows at the top with every action of any phone.
        rows.append(ft.Row([ft.Container(entry, expand=True), *back], spacing=0, key=f"event-{e.seq}",
                           vertical_alignment=ft.CrossAxisAlignment.CENTER) if back else entry)
    if len(newest_first) > shown:
        rows.append(older_button(ctx, shown, len(newest_first) - shown, lang))
    return ft.View(
        route=route,
        scroll=ft.ScrollMode.AUTO,
        appbar=title_bar(_("History · {name}", lang).format(name=snap.setup.name)),
        controls=[*(undo_controls(ctx, sid, log, lines, lang) if banker else read_only_note(lang, snap.setup.game)),
                  # The bank phone covered or in a player's hands: how the banker gets Undo and Redo back (a walk's
                  # banker undid a throw, the phone covered for the player due, and Redo was gone, unsaid).
                  *(passed_note(undo_back_note, snap.setup.banker, lang) if undo_back_note and not banker
                    and is_banker(ctx.actor(sid) or "") else []),
                  *check_line(ctx, sid, lang),
                  *(dice_switch(ctx, dice_key, with_dice, rolls, lang) if rolls else []), *rows],
    )


LONG_RUN = 5  # undos (or redos) of one tap listed as one entry: a walk's 21-action undo and its Redo filled 42 rows


def taps(newest_first: list) -> list:
    """The events as History lists them, newest first: each on its own, but a run of LONG_RUN or more undos (or redos)
    made by one tap ("Undo #N and everything after it", "Redo all": one time) as one list."""
    out: list = []
    for e in newest_first:
        last = out[-1] if out else None
        head = last[0] if isinstance(last, list) else last
        if head is not None and e.kind in ("undo", "redo") and e.kind == head.kind and e.at == head.at:
            out[-1] = [*last, e] if isinstance(last, list) else [last, e]
        else:
            out.append(e)
    return [x for run in out for x in ([run] if not isinstance(run, list) or len(run) >= LONG_RUN else run)]


def run_row(run: list, lang: str) -> ft.Control:
    """One entry for a tap's long run of undos or redos: how many, which actions, and when (newest first in `run`)."""
    seqs = sorted(e.target for e in run if e.target)
    said = (_("Undid {n} actions in one tap (#{first} to #{last}); each is listed below, marked undone.", lang)
            if run[0].kind == "undo" else
            _("Redid {n} actions in one tap (#{first} to #{last}); each is listed below, in force again.", lang))
    words = said.format(n=len(run), first=seqs[0] if seqs else "", last=seqs[-1] if seqs else "")
    return ft.Semantics(identifier=f"event-{run[0].seq}", key=f"event-{run[0].seq}", content=ft.ListTile(
        leading=ft.Text(f"#{run[0].seq}", width=36, size=13), min_leading_width=36,
        horizontal_spacing=8, content_padding=ft.Padding.only(left=8, right=4), title=ft.Text(words),
        subtitle=ft.Text(" · ".join([_when(run[0].at), _who(run[0].actor, lang)])), dense=True))


def dice_switch(ctx, key: str, on: bool, rolls: int, lang: str) -> list[ft.Control]:
    """Whether the list shows the dice tray's rolls (they stay in the table's history either way)."""
    def flip(e) -> None:
        ctx.session.folds[key] = bool(e.control.value)
        ctx.put("history-shown", PAGE)  # the list starts again at its newest
    return [labelled(ft.Switch(value=on, on_change=flip), ngettext(
        "Show the dice tray's roll ({n})", "Show the dice tray's rolls ({n})", rolls, lang).format(n=rolls),
        key="history-dice")]


def _which(e, lang: str) -> list[str]:
    """Which entry an Undo or Redo took back or put back: two "Undid: Dee ended the turn" read alike (a walk)."""
    if e.kind == "undo" and e.target:
        return [_("took back #{seq}", lang).format(seq=e.target)]
    if e.kind == "redo" and e.target:
        return [_("put back #{seq}", lang).format(seq=e.target)]
    return []


def older_button(ctx, shown: int, left: int, lang: str) -> ft.Control:
    """More of History, older actions, on a tap: a table three hours in has hundreds, and drawing them all at once
    kept a banker waiting ~2 s for History to open (801 events, 2026-12-05)."""
    more = min(left, 2 * PAGE)
    words = ngettext("Show the {n} older action", "Show the {n} older actions", more, lang).format(n=more) \
        if more == left else \
        ngettext("Show {n} older action ({left} not shown)", "Show {n} older actions ({left} not shown)", more,
                 lang).format(n=more, left=left)
    return ft.Semantics(identifier="history-older", key="history-older", container=True, content=ft.OutlinedButton(
        words, icon=ft.Icons.EXPAND_MORE, style=TALL, on_click=lambda e: ctx.put("history-shown", shown + more)))


def undo_controls(ctx, sid: str, log, lines: dict[int, str], lang: str) -> list[ft.Control]:
    """The banker's Undo and Redo, each naming the action it takes back or puts back."""
    last = active_actions(log)[-1] if can_undo(log) else None
    target, waiting = redo_target(log), redo_count(log)
    # The buttons name the action by its head ("Undo: Cy paid Stage 1"); the full sentence heads the list below.
    undo_words = text("undo.button", lang, what=headline(lines[last.seq])) if last else text("undo.none", lang)
    redo_words = _("Redo: {what}", lang).format(what=headline(lines[target])) if target else \
        _("Redo", lang)
    return [
        # Keyed by the action it names: a redraw for another phone's action makes a new button, so a tap sent from
        # the old one reaches no handler, never the new one's (a walk's tap on "Undo: Bob ended the turn" arrived
        # after the server had drawn "Undo: Cy moved …" and took Cy's move back). A tap that reaches the button it
        # was meant for is still checked by the rules (`expect`: another phone's action came in first, refused).
        ft.Semantics(identifier="undo-last", key=f"undo-last-{last.seq if last else 0}", content=ft.FilledTonalButton(
            undo_words, icon=ft.Icons.UNDO, disabled=not last, width=float("inf"), style=TALL,
            on_click=lambda e: ctx.act(sid, lambda log, actor: undo_last(log, actor, expect=last.seq)))),
        ft.FilledTonalButton(redo_words, icon=ft.Icons.REDO, disabled=not can_redo(log), key=f"redo-{target or 0}",
                             width=float("inf"), style=TALL,
                             on_click=lambda e: ctx.act(sid, lambda log, actor: redo_last(log, actor, expect=target))),
        # Every undone action back in one tap (a walk took back 21 by mistake and needed 21 taps on Redo).
        *([ft.OutlinedButton(ngettext("Redo all: put back the {n} undone action", "Redo all: put back the {n} undone "
                                      "actions", waiting, lang).format(n=waiting), icon=ft.Icons.REDO,
                             key=f"redo-all-{target}-{waiting}", width=float("inf"), style=TALL,
                             on_click=lambda e: ctx.act(sid, lambda log, actor: redo_all(log, actor, expect=target),
                                                        several=True))] if waiting > 1 else []),
        # Redo puts an action back as it was, typed dice too (a walk read "typed dice are typed again" as Redo's).
        ft.Text(_("Undo takes back the table's last action; it stays listed here, marked undone, and Redo puts it "
                  "back as it was. Rolled again instead, an undone roll of the app's dice (or a reveal) comes back "
                  "the same; real dice are typed in again.", lang), size=13,
                key="undo-how"),
    ]


def passed_note(note: str, banker: str, lang: str) -> list[ft.Control]:
    """On the bank phone passed around, while it is not in the banker's hands: where Undo and Redo are, in the
    game's words (`note`: its screens' UNDO_BACK)."""
    return [ft.Text(_(note, lang).format(name=banker), size=13, italic=True, key="history-passed")]


def read_only_note(lang: str, game: str = "") -> list[ft.Control]:
    """A seat's phone, or a watcher's while the banker role is elsewhere: no Undo or Redo to tap, and why (in the
    game's word for the role: Fortune's entries are signed "Kasse", and its note said "banker", a walk)."""
    said = _("Only the Kasse can undo or redo. An action the Kasse takes back stays listed here, marked undone.",
             lang) if game == "fortune" else \
        _("Only the banker can undo or redo. An action the banker takes back stays listed here, marked undone.", lang)
    return [ft.Semantics(identifier="history-read-only", key="read-only", content=ft.Text(said, size=13))]
