"""What every screen shares: the server's services, the phone's session, and the screen's own state; acting on the
rules from a screen."""
from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

import flet as ft

from calculators.core.actors import is_banker, seat_actor
from calculators.core.log import Event, Log
from calculators.core.model import RuleError
from companion.access import Access, Identity
from companion.config import AppConfig
from companion.draft_shelf import DraftShelf
from companion.i18n import _
from companion.redact import redact
from companion.presence import Presence
from companion.seat_claims import SeatClaims
from companion.settings import SettingsStore
from companion.storage import StorageError, Store
from companion.table import TableHub, deleted_words
from companion.i18n.refusals import refusal
from companion.live import ScreenState
from companion.session import Session

REFUSED = "refused-field:"  # + a place on the screen: the rule's field its refusal names
TOPIC = "tables"  # pub/sub: a table changed; every page showing it redraws from its own view of the state
EVERY_TABLE = "*"  # a TOPIC message every page redraws on: a setting that changes how every table is scored
PASSED = "pass-the-phone"  # event data "via": entered for a seat on the banker's phone, not the seat's own


def passed_phone(log: Log, event: Event) -> tuple[Log, Event]:
    """The same action, marked as made on the banker's phone for the seat (the history and the seat's phone say so)."""
    marked = event.model_copy(update={"data": {**event.data, "via": PASSED}})
    return Log.model_construct(events=(*log.events[:-1], marked)), marked


@dataclass
class Refusal:
    """Where a refused action's words go on the screen (see `Ctx.act`)."""

    fields: dict[str, str] | None
    where: str | None
    words: object  # (RuleError) -> str, or None: this phone's language
    cleared: bool  # this try took earlier refusals away


@dataclass
class Services:
    """Shared by every browser session of this server process."""

    config: AppConfig
    store: Store
    hub: TableHub
    settings: SettingsStore
    access: Access
    claims: SeatClaims  # which phone holds each seat
    shelf: DraftShelf = field(default_factory=DraftShelf)  # each phone's drafts, for its next session
    presence: Presence = field(default_factory=Presence)  # which seats have their own phone connected now


class Ctx:
    """What a screen's code holds: this phone's session (who it is, the server's services) and the screen's own
    state (what is typed, chosen or refused there; `companion.live.ScreenState`). Handlers change state; the
    screen re-renders from it and from the live table."""

    def __init__(self, session: Session, state: ScreenState | None = None):
        self.session = session
        self.state = state if state is not None else ScreenState()

    @property
    def page(self) -> ft.Page:
        return self.session.page

    @property
    def services(self) -> Services:
        return self.session.services

    @property
    def identity(self) -> Identity:
        return self.session.identity

    @property
    def showing_table(self) -> str | None:
        return self.session.showing_table

    # the screen's own state (see ScreenState)
    def field(self, key: str, field: ft.TextField) -> ft.TextField:
        return self.state.field(key, field)

    def text(self, key: str, default: str = "") -> str:
        return self.state.text(key, default)

    def get(self, key: str, default=None):
        return self.state.get(key, default)

    def put(self, key: str, value) -> None:
        self.state.put(key, value)

    def fail(self, key: str | None, message: str) -> None:
        self.state.fail(key, message)

    def error(self, key: str | None = None) -> str | None:
        return self.state.error(key)

    def go(self, route: str) -> None:
        self.session.tapped = True  # a route change the app made (a browser Back is not)
        self.page.navigate(route)

    def again(self, name: str, within: float = 1.0) -> bool:
        """True when the one-shot tap `name` already ran on this phone less than `within` seconds ago: the repeat of
        a tap the phone had not yet shown the result of. A phone on weak Wi-Fi holds its taps and sends them all when
        the line comes back: a walk's three taps on "Borrow $1B" became three loans within 75 ms."""
        now = time.monotonic()
        last = self.session.last_taps.get(name)
        if last is not None and now - last < within:
            self.toast(_("One at a time: the last tap is done; tap again for one more."))  # never silent
            return True
        self.session.last_taps[name] = now
        return False

    def toast(self, message: str) -> None:
        self.page.show_dialog(ft.SnackBar(ft.Text(redact(message)), show_close_icon=True))

    def _own_seat(self, table: str) -> str | None:
        """The actor of the banker's own seat (a playing banker), whose entries on this phone are their own."""
        setup = self.services.hub.get(table).setup
        return seat_actor(setup.banker) if setup.banker_plays else None

    def actor(self, table: str) -> str | None:
        return self.services.access.actor_for(self.identity, table)

    def act(self, table: str, action, *, as_actor: str | None = None, raise_rule: bool = False,
            fields: dict[str, str] | None = None, where: str | None = None, words=None,
            clears: str | None = None, several: bool = False) -> bool:
        """Run a rules command as this session's actor; on success this phone re-renders and every other phone
        of the table is told. The one way a screen acts on the rules, for every game.

        A refused action (RuleError) or a storage failure changes nothing and is shown. The rules' refusal goes on
        the screen field it names (`fields` maps a rule's field name to the screen's field key; "buys.RED" and
        "dice[2]" also find "buys" and "dice") and beside the controls that were tapped (`where`, a key of the
        screen's state, read with `error(where)`; `refused_field(where)` names the rule's field); with neither, it
        is a message. `words` gives a refusal in the game's own words (default: this phone's language). This try
        first takes away the refusals it replaces: those at `where` and at `fields`, and every one whose key starts
        with `clears` (a screen that shows one refusal at a time). With `raise_rule` the RuleError goes to the
        caller instead. `as_actor` (a seat, on a phone passed around the table) is only for the banker's device.
        With `several` the action records several events in one write (`TableHub.act_many`: undo back to an entry);
        it is the banker's own, never a seat's on a passed phone."""
        cleared = self._clear(where, fields, clears)
        outcome = self._run(table, action, None if several else as_actor, several)
        return self._after(table, outcome, raise_rule, Refusal(fields, where, words, cleared))

    def refused_field(self, where: str) -> str | None:
        """The rule's field named by the refusal shown at `where` (a company, "buys.RED"), while it is shown."""
        return self.state.values.get(REFUSED + where) if self.state.errors.get(where) else None

    def _clear(self, where: str | None, fields: dict[str, str] | None, clears: str | None) -> bool:
        errors = self.state.errors
        keys = {k for k in (where, *(fields or {}).values()) if k is not None}
        if clears:
            keys |= {k for k in errors if isinstance(k, str) and k.startswith(clears)}
        return bool([k for k in keys if errors.pop(k, None) is not None])

    async def act_async(self, table: str, action, *, as_actor: str | None = None, raise_rule: bool = False,
                        fields: dict[str, str] | None = None, where: str | None = None, words=None,
                        clears: str | None = None) -> bool:
        """`act` for an async handler: the rules and the durable write (an fsync) run off the event loop, so
        the other phones' taps go on meanwhile; the screen shows the outcome once it is on disk."""
        cleared = self._clear(where, fields, clears)
        outcome = await asyncio.to_thread(self._run, table, action, as_actor)
        return self._after(table, outcome, raise_rule, Refusal(fields, where, words, cleared))

    def _refuse(self, err: RuleError, shown: "Refusal") -> None:
        said = (shown.words or refusal)(err)
        name = err.field or ""
        fields = shown.fields or {}
        target = next((fields[k] for k in (name, name.split("[")[0], name.split(".")[0]) if k in fields), None)
        if target is None and shown.where is None:
            self.toast(said)
            return
        if target is not None:
            self.state.errors[target] = said
        if shown.where is not None:
            # Beside the button tapped, the refusal names the field at fault: the field may be out of sight above.
            label = _field_label(self.state.fields.get(target)) if target is not None else None
            self.refuse(shown.where, _("{field}: {refusal}").format(field=label, refusal=said) if label else said,
                        err.field)
        else:
            self.state.rerender()

    def refuse(self, where: str, said: str, field: str | None = None) -> None:
        """Show `said` beside the controls at `where`, naming the rule's `field` (`refused_field`); a screen's own
        check refuses so too, as the rules would."""
        self.state.values[REFUSED + where] = field
        self.fail(where, said)

    def _run(self, table: str, action, as_actor: str | None, several: bool = False) -> Exception | None:
        """The action checked, applied and written (on disk before this returns); the refusal, or None."""
        actor = self.actor(table)
        if as_actor is not None and not is_banker(actor or ""):
            actor = None
        if actor is None:
            gone = self.services.hub.deleted(table)
            if gone is not None:  # the banker deleted it: say so, and the screen shows why (`_after`)
                return PermissionError(deleted_words(gone))
            return PermissionError(_("This device cannot act at that table."))
        passed = as_actor is not None and as_actor != self._own_seat(table)

        def run(log):
            new_log, event = action(log, as_actor or actor)
            return passed_phone(new_log, event) if passed else (new_log, event)

        try:
            if several:
                made = self.services.hub.act_many(table, lambda log: action(log, actor))
            else:
                made = [self.services.hub.act(table, run)]
        except (RuleError, StorageError) as err:
            return err
        if any(e.kind in ("undo", "redo") for e in made):  # this phone's forms of the table start afresh
            self.session.undid[table] = self.session.undid.get(table, 0) + 1  # (`routes.undo_epoch`)
        return None

    def _after(self, table: str, outcome: Exception | None, raise_rule: bool, shown: "Refusal") -> bool:
        if isinstance(outcome, RuleError):
            if raise_rule:
                raise outcome
            self._refuse(outcome, shown)
            return False
        if outcome is not None:
            self.toast(_("Not saved: {err}").format(err=refusal(outcome)) if isinstance(outcome, StorageError)
                       else str(outcome))
            if self.services.hub.deleted(table) is not None:
                self.session.rerender()  # the table is gone: this phone's screen says so
                return False
            if shown.cleared:
                self.state.rerender()  # the refusals this try replaced are gone from the screen
            return False
        self.state.errors.clear()
        self.session.rerender()  # this phone now; every other phone of the table on its own loop
        self.page.pubsub.send_others_on_topic(TOPIC, table)
        return True


def _field_label(field) -> str | None:
    """A text field's label as the phone shows it (a string or a Text), or None."""
    label = getattr(field, "label", None)
    label = label.value if isinstance(label, ft.Text) else label
    return label if isinstance(label, str) and label.strip() else None
