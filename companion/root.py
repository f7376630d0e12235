"""The app as components: the route's stack of screens, each a component over the live table.

`App` re-renders when the route changes (settled first: `routes.settle`), when this phone's session changes
(language, a cover), and when another phone changes the table on screen (through this page's own loop).
Each `Screen` keeps its own state (`companion.live.ScreenState`) for as long as its key stands: another
table, or the same table after this phone's undo, is a new key and starts afresh. A screen that keeps its draft (`Shown.keeps`:
the quick calculators) keeps it in the phone's session, so leaving it and coming back loses nothing typed; and a phone
that comes back as a new session (its line dropped) finds what it had typed (`companion.draft_shelf`)."""
from __future__ import annotations

import logging

import flet as ft

from companion import asked_notice, i18n, redact
from companion.context import EVERY_TABLE, TOPIC, Ctx
from companion.live import use_screen_state, use_topic
from companion.routes import Shown, crash_view, views_for
from companion.widgets.sealed_form import SEALED_FORMS
from companion.views.phone_lang import follow_locale, session_lang

logger = logging.getLogger("companion")


@ft.component
def Screen(shown: Shown, session, version: int):
    """One view of the stack, drawn from the live table and its own state (`version` changes with every render
    of the app, so the screen re-reads the table)."""
    state = use_screen_state(session.drafts if shown.keeps else None, shown.key)
    shelf = getattr(session.services, "shelf", None)
    if shelf is not None and not shown.keeps:  # a screen left on this phone leaves nothing for its next session;
        # one that keeps its draft (a quick calculator) keeps it for the next session too (a walk: Back, a return and
        # a reload found it empty)
        ft.on_unmounted(lambda: shelf.drop(session, shown.key, state))
    shown_once = ft.use_ref(False)
    if version >= 0:
        shown_once.current = True
    elif not shown_once.current:
        # A view beneath the top one that was never on top (Home under a table opened by its link): drawn when Back
        # first reveals it, so a table's first screen does not wait for Home's list of saved tables.
        return ft.View(route=shown.key.partition("@")[0], controls=[])
    if shelf is not None:  # a draft this phone's last session left here (its line dropped) is taken up
        shelf.shelve(session, shown.key, state)
    # This phone's undo starts the screen afresh (the form that made the mistake shows the state before it); a sealed
    # entry being made on it, which the undo did not concern, keeps what was chosen and typed (a walk: the banker's
    # undo of Bob's entry emptied Cy's choices, unsaid). Another phone's undo leaves the screen as it is.
    route = shown.key.partition("@")[0]
    before = session.before_undo.get(route)
    if before is not None and before is not state:
        state.carry(before, SEALED_FORMS)
    session.before_undo[route] = state
    ctx = Ctx(session, state)
    with i18n.using(lambda: session_lang(session)):
        try:
            view = shown.build(ctx)
        except Exception as err:  # a bug must not take the table away: show it, keep Home reachable
            logger.exception("drawing %s failed", redact.redact(session.route))
            view = crash_view(ctx, session.route, err)
    view.route = shown.key.partition("@")[0]
    state.shown = view  # what a tap's next step scrolls (`widgets.next_step`)
    return view


def redraws_on(session, table: str) -> bool:
    """Whether another phone's message about `table` redraws this session: the table it shows, or every page (a
    house rule switched in Settings changes a finished game's winner on every phone at once, not on a reload)."""
    return table == session.showing_table or table == EVERY_TABLE


@ft.component
def App(session):
    version, set_version = ft.use_state(0)
    session.rerender = lambda: set_version(lambda v: v + 1)
    use_topic(TOPIC, lambda table: redraws_on(session, table), lambda: (asked_notice.tell(session),
                                                                         session.rerender()))
    if not session.language_known():  # a blank screen for a moment rather than a whole screen drawn twice
        return [ft.View(route=session.route, controls=[])]
    follow_locale(session.page, session_lang(session))
    with i18n.using(lambda: session_lang(session)):
        try:
            stack = views_for(session, session.route)
        except Exception as err:  # a route that cannot be resolved still shows why, with a way Home
            logger.exception("routing %s failed", redact.redact(session.route))
            stack = [Shown(session.route, lambda ctx, err=err: crash_view(ctx, session.route, err))]
    session.stack = [s.key.partition("@")[0] for s in stack]
    # Only the top view re-reads the table on every render; the views beneath it (Home under a table, the table
    # under its History) keep their last render until Back reveals them or their own state changes.
    top = len(stack) - 1
    return [ft.memo(Screen)(s, session, version if i == top else -1, key=s.key) for i, s in enumerate(stack)]
