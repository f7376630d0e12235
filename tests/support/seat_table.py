"""A player's own phone for screen tests without a browser: the seat page of a table (made from a game's log, with a
sealed round open for every seat if the table allows one), drawn as the seat's phone draws it."""
from __future__ import annotations

from calculators.core.actors import BANKER, seat_actor
from calculators.core.bids import FieldSpec, RoundSpec, open_round
from calculators.core.log import Log
from companion.access import Identity
from companion.routes import Shown
from companion.session import Session
from companion.views import seat as seat_view
from tests.support.phone import fake_services, session as phone_session
from tests.support.screens import Table

SEALED = RoundSpec(purpose="Blind bid", participants=("Ann", "Bob", "Cy"),
                   fields=(FieldSpec(name="amount", label="Amount", kind="int", min=0, max=2500, step=10),),
                   resolve="highest", rank_field="amount")


def reopen(hub, sid: str, data: dict) -> None:
    """A shared snapshot leaves out a round being collected (its entries are secret): a prefix that ends on the game
    opening its own round (Rollout's budgets, secret bids, Stage 5 plans) is imported without that event, which is
    then run again on the imported table, as the banker's button did."""
    hub.act(sid, lambda log: open_round(log, BANKER, RoundSpec.model_validate(data["spec"]), round_id=data["round_id"]))


def with_round(hub, sid: str) -> None:
    """A sealed round open for every seat of the table (if the table allows one now)."""
    seats = tuple(hub.get(sid).setup.players)
    try:
        hub.act(sid, lambda log: open_round(log, BANKER, RoundSpec.model_validate(
            {**SEALED.model_dump(), "participants": seats})))
    except Exception:  # noqa: BLE001 — a moment where no round can open is still exercised without one
        pass


class SeatTable(Table):
    """A player's own phone: the seat page, acting as seat:<name>, with a sealed round open."""

    def __init__(self, tmp_path, game: str, seat: str, lang: str = "en", sealed: bool = True):
        super().__init__(tmp_path, game)
        self.seat, self.lang, self.sealed = seat, lang, sealed

    def create(self, log):
        last = log.events[-1] if log is not None and log.events[-1].kind == "bids.opened" else None
        sid = super().create(Log(events=log.events[:-1]) if last else log)
        if last:
            reopen(self.hub, sid, last.data)
        if self.sealed:
            with_round(self.hub, sid)
        return sid

    def session(self, sid: str) -> Session:
        identity = Identity("seat", table=sid, seat=self.seat, token="tok")
        return phone_session("/seat/tok", fake_services(self.hub, self.store, seat_actor(self.seat)), identity,
                             showing_table=sid, device_lang=self.lang)

    def stack(self, s: Session, sid: str, screen: str):
        return [Shown("/seat/tok", lambda ctx: seat_view.view(ctx, sid, self.seat, "/seat/tok"))]
