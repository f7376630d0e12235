"""A phone that reconnects gets a new session, drawn afresh, as after a server restart; never its old one back.

Flet 1.0.5 re-attaches a reconnecting page to its old session and sends it the whole page again, its controls under
the ids the phone already has; the phone then drops most later updates (a seat's phone whose Wi-Fi dropped for 2 s
went on showing "Dora's pick" while the table waited for its own pick, until reloaded: a walk; and 4 of 4 tries of
tests/e2e/test_reconnect.py, the connection cut for 2 s). A new session draws the page anew, with new ids, as the app
has always done for a phone that comes back after a restart: the route is the phone's, its seat and host link come
from its own storage. What was typed in a field and not yet sent is drawn afresh too (the page it was typed on had
stopped following the table)."""
from __future__ import annotations


def install() -> None:
    """From now on Flet finds no disconnected session for a reconnecting page, and makes it a new one (the old one is
    closed when it expires, its pub/sub handlers with it)."""
    from flet_web.fastapi.flet_app_manager import FletAppManager

    if getattr(FletAppManager.get_session, "fresh_on_reconnect", False):
        return
    looked_up = FletAppManager.get_session

    async def get_session(self, session_id: str):
        session = await looked_up(self, session_id)
        return None if session is not None and session.expires_at is not None else session  # disconnected

    get_session.fresh_on_reconnect = True
    FletAppManager.get_session = get_session
