"""One browser session (one phone): who it is, and the few choices that outlive a single screen.

Identity is settled when a link or code is opened (`companion.routes.settle`), never while a screen draws.
Everything a screen is typing or choosing lives in that screen's own state (`companion.live.ScreenState`);
the table's state lives in the live table (`TableHub`): a session holds neither."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from companion.access import Identity


@dataclass
class Session:
    """A phone's session: its page and the server's services, who it is, and its phone-wide choices."""

    page: Any
    services: Any
    identity: Identity = field(default_factory=Identity)
    route: str = "/"  # the route on screen, as settled
    showing_table: str | None = None  # the table on screen, for live updates
    device: Any = None  # companion.device.Device: this browser's storage and services
    device_key: str | None = None  # which seats this browser holds (its storage); None while being read
    key: str = ""  # this session's own key (access checks)
    is_host: bool = False  # the host secret was opened in this browser
    old_host_link: bool = False  # this browser kept a host link the server no longer takes (a new one was made)
    saved_seat: str | None = None  # the seat link this phone opened last (its storage)
    saved_seats: list[str] = field(default_factory=list)  # the seat links it opened, newest first (its storage)
    saved_banks: list[str] = field(default_factory=list)  # the banker links it opened, newest first (its storage)
    asked_told: frozenset = frozenset()  # the sealed rounds asking this seat that it was shown (`asked_notice`)
    held_seat: tuple[str, str, str] | None = None  # (table, seat, token) held by this session
    handed_over: dict[str, str] = field(default_factory=dict)  # seat token -> the new phone's name
    remembered: dict[str, str] = field(default_factory=dict)  # what was written to the browser's storage
    lang: str | None = None  # "de"/"en" chosen in Settings; None: follow the device
    fortune_lang: str | None = None  # Fortune's own switch
    device_lang: str | None = None  # the device's language code; None while being asked
    device_lang_asked: bool = False
    restored: bool = True  # this phone's own choices (its language) read from its storage; False while being read
    waited: bool = False  # the first screen waited long enough for the language: draw it anyway
    game_of: dict[str, str] = field(default_factory=dict)  # table id -> its game (never changes)
    folds: dict[str, bool] = field(default_factory=dict)  # sections this phone opened or folded
    pass_phone: dict[str, bool] = field(default_factory=dict)  # Roll and Rails, Owner's Choice: passed around
    real_dice: dict[str, bool] = field(default_factory=dict)  # Owner's Choice: the table throws real dice (a
    # choice of this phone for the whole game: an undo, which starts the screen afresh, kept it off)
    holders: dict[str, str] = field(default_factory=dict)  # Owner's Choice passed around: table id -> the player
    # who said the phone is in their hands now (absent: the banker); `owners_choice.handover`
    cover: dict | None = None  # the banker's phone passed to a seat for a sealed entry
    route_family: str | None = None  # the family of the last route (Back from a table)
    tapped: bool = False  # the next route change was made by the app (not the browser's Back)
    undid: dict[str, int] = field(default_factory=dict)  # table id -> the undos and redos this phone made there
    # (`routes.undo_epoch`: its forms of the table start afresh; another phone's undo leaves them as they are)
    before_undo: dict[str, Any] = field(default_factory=dict)  # route -> the ScreenState it was drawn with last: a
    # sealed entry being made there outlives this phone's own undo of another entry (`root.Screen`; a phone passed)
    drafts: dict[str, Any] = field(default_factory=dict)  # screen key -> the ScreenState of a screen that keeps its
    # draft (`routes.Shown.keeps`: a quick calculator), from one opening to the next
    unshelved: dict[str, Any] = field(default_factory=dict)  # screen key -> its ScreenState, drawn before this
    # browser's device key was read: shelved once it is (`companion.draft_shelf`)
    asking: Any = None  # the dialog `widgets.dialogs.put_up` has up on this phone (a second tap opens no second one)
    last_taps: dict[str, float] = field(default_factory=dict)  # a one-shot tap's name -> when it last ran (`Ctx.again`)
    stack: list[str] = field(default_factory=list)  # the routes of the views on screen, bottom first
    rerender: Callable[[], None] = field(default=lambda: None)  # the app redraws from this session's state

    def language_known(self) -> bool:
        """True once the language this phone's first screen speaks is known: its stored choice read and its
        device's language answered (or waited for long enough). Drawn before, a screen is drawn again whole
        in the other language a moment later (a table's first draw, twice, and laid out twice by the phone)."""
        return self.waited or (self.restored and self.device_lang is not None)

    def update(self, **changes) -> None:
        """Change phone-wide choices and redraw every screen of this phone from them."""
        for name, value in changes.items():
            if not hasattr(self, name):
                raise AttributeError(name)
            setattr(self, name, value)
        self.rerender()
