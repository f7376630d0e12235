"""Invite: a QR code and a short code per seat, and the banker link; revoke and re-issue any of them."""
from __future__ import annotations

import io
from datetime import datetime

import flet as ft
import qrcode

from calculators.core.actors import BANKER
from companion.context import TOPIC
from companion.i18n import N_, _
from companion.views.table import load
from companion.widgets.confirm import confirm
from companion.widgets.fields import section
from companion.widgets.title_bar import title_bar


def qr_png(data: str) -> bytes:
    buf = io.BytesIO()
    qrcode.make(data, box_size=6, border=3).save(buf, format="PNG")
    return buf.getvalue()


def base_url(ctx) -> tuple[str, bool]:
    """The address phones use, and whether it reaches beyond this computer (needs `companion --lan`)."""
    cfg = ctx.services.config
    if cfg.lan_address:
        return f"{cfg.scheme}://{cfg.lan_address}:{cfg.port}", True
    return f"{cfg.scheme}://127.0.0.1:{cfg.port}", False


def _since(at: str | None) -> str:
    try:
        return datetime.fromisoformat(at or "").astimezone().strftime("%H:%M")
    except ValueError:
        return _("earlier")


AWAY = N_("{seat}'s phone is not connected now: asleep, closed or out of Wi-Fi. Once it opens the table again it is "
           "back; if it is gone, move {seat} to a new phone.")


def claimed_card(seat: str, at: str | None, reissue, away: bool = False) -> ft.Control:
    """A seat already on its phone: no link, no code; the banker may move it to a new phone. `away`: that phone is
    not connected now."""
    return ft.Card(semantic_container=False, key=f"claimed-{seat}", content=ft.Container(ft.Column([
        ft.Text(seat, theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
        ft.Semantics(identifier=f"claimed-{seat}", content=ft.Text(
            _("On {seat}'s phone since {time}. The link is not shown again.").format(seat=seat, time=_since(at)),
            size=16)),
        *([ft.Semantics(identifier=f"away-{seat}", content=ft.Text(_(AWAY).format(seat=seat), size=14,
                                                                     color=ft.Colors.ERROR))] if away else []),
        ft.TextButton(_("Move {seat} to a new phone").format(seat=seat), icon=ft.Icons.PHONELINK_SETUP,
                      on_click=lambda e: reissue(seat)),
        ft.Text(_("The old phone is told and loses the seat; a new link and code appear here."), size=12),
    ], horizontal_alignment=ft.CrossAxisAlignment.CENTER), padding=12))


def view(ctx, sid: str, base: str) -> ft.View:
    route = f"{base}/invite"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    words = link_words(snap.setup.game)
    if ctx.actor(sid) != BANKER:
        return ft.View(route=route, appbar=title_bar(_("Invite")), controls=[ft.Text(_(words["only"]))])
    access, claims = ctx.services.access, ctx.services.claims
    url, reachable = base_url(ctx)
    # A claimed seat's link and code are not shown again: the seat is on its phone.
    free = [seat for seat in snap.setup.players if not claims.is_claimed(sid, seat)]
    # The same codes on every visit, valid while the table is open until used or replaced.
    codes = access.table_codes(sid, free)
    retired = access.codes_status(sid)  # "guessed": these codes no longer open a seat

    def fresh_codes(e=None) -> None:
        access.fresh_codes(sid, free)
        ctx.state.rerender()  # this screen reads the new codes

    def reissue(seat: str | None) -> None:
        if seat is None:
            body, title, yes = _(words["body"]), _(words["ask"]), _("Revoke the link")
        elif seat in free:
            body = _("{seat}'s link and six-character code stop working at once; a new link and code appear "
                     "here.").format(seat=seat)
            title, yes = _("Revoke {seat}'s link?").format(seat=seat), _("Revoke the link")
        else:
            body = _("{seat}'s phone is told and loses the seat at once; a new link and code appear here.").format(
                seat=seat)
            title, yes = _("Move {seat} to a new phone?").format(seat=seat), _("Move the seat")
        confirm(ctx, title, body, yes, lambda: really_reissue(seat), keep=_("Keep it"))

    def really_reissue(seat: str | None) -> None:
        if seat is None:
            access.reissue_banker(sid)
        else:
            if seat in free:
                access.reissue_seat(sid, seat)
            else:
                claims.move(sid, seat)  # the old phone is told and loses the seat; the new link is unclaimed
        ctx.page.pubsub.send_all_on_topic(TOPIC, sid)
        ctx.toast(_("The old link no longer works; here is the new one."))

    notice = [] if reachable else [ft.Container(ft.Text(_(
        "This server listens on this computer only, so other phones cannot open these links. "
        "Stop it and restart with “companion --lan” to invite phones on the same Wi-Fi.")),
        bgcolor=ft.Colors.ERROR_CONTAINER, padding=12, border_radius=8, key="local-only")]
    if retired:
        why = (_("Too many wrong codes were typed on this network, so these codes were retired.")
               if retired == "guessed" else _("These codes were replaced."))
        notice.append(ft.Container(ft.Column([
            ft.Semantics(identifier="codes-retired", content=ft.Text(_("{why} The QR codes and links still work.").format(why=why))),
            ft.FilledButton(_("Show fresh codes"), icon=ft.Icons.REFRESH, on_click=fresh_codes),
        ]), bgcolor=ft.Colors.ERROR_CONTAINER, padding=12, border_radius=8, key="codes-retired"))
    joined = [seat for seat in snap.setup.players if seat not in free]
    # A banker who plays is at the table already, on this phone: not waited for (their seat's code stays below,
    # should they want a phone of their own as well).
    at_bank = snap.setup.banker if snap.setup.banker_plays and snap.setup.banker in free else None
    present = joined + ([_(words["at_bank"]).format(seat=at_bank)] if at_bank else [])
    waiting = [seat for seat in free if seat != at_bank]
    status = ft.Semantics(identifier="joined", content=ft.Text(
        (_("Joined: {names}").format(names=", ".join(present)) if present else _("Nobody has joined yet"))
        + " · " + (_("Waiting for: {names}").format(names=", ".join(waiting)) if waiting
                   else _("Everyone is at the table")),
        size=16, weight=ft.FontWeight.BOLD))
    # A seat on its phone is not a phone connected now (a walk read "Everyone is at the table", Bob's phone closed).
    presence = getattr(ctx.services, "presence", None)
    away = [seat for seat in joined if presence is not None and not presence.connected(sid, seat)]
    gone = [ft.Semantics(identifier="not-connected", content=ft.Text(
        _("Not connected now: {names}").format(names=", ".join(away)), size=15, color=ft.Colors.ERROR))] if away else []
    cards = []
    for seat in snap.setup.players:
        if seat not in free:
            cards.append(claimed_card(seat, claims.holder_since(sid, seat), reissue, away=seat in away))
            continue
        link = f"{url}/seat/{access.seat_token(sid, seat)}"
        cards.append(ft.Card(semantic_container=False, key=f"free-{seat}", content=ft.Container(ft.Column([
            ft.Text(seat, theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
            ft.Image(src=qr_png(link), width=200, height=200, filter_quality=ft.FilterQuality.NONE),
            ft.Semantics(identifier=f"code-{seat}", content=ft.Text(
                _("Code: retired") if retired else _("Code: {code}").format(code=codes[seat]), size=22, weight=ft.FontWeight.BOLD)),
            ft.Semantics(identifier=f"link-{seat}", content=ft.Text(link, size=12)),
            ft.TextButton(_("Revoke {seat}'s link and issue a new one").format(seat=seat), on_click=lambda e, s=seat: reissue(s)),
        ], horizontal_alignment=ft.CrossAxisAlignment.CENTER), padding=12)))
    banker_link = f"{url}/bank/{access.banker_token(sid)}"
    return ft.View(
        route=route,
        scroll=ft.ScrollMode.AUTO,
        appbar=title_bar(_("Invite phones")),
        controls=[
            status,
            *gone,
            *notice,
            ft.Text(_("Each player scans their seat's code with their phone's camera, or opens this app on their phone, "
                      "taps “I have a code” and types the short code. A six-character code works once, while the "
                      "table is open, until it is used or replaced.")),
            *cards,
            section(_(words["title"])),
            *bank_link(ctx, banker_link, reissue, words),
        ],
    )


def bank_link(ctx, link: str, reissue, words: dict[str, str]) -> list[ft.Control]:
    """The bank's own link, folded away until asked for: drawn like a seat's card right under the last one, a
    player scanning down the screen could take the bank (a walk's finding)."""
    out: list[ft.Control] = [ft.Text(_(words["about"]))]
    shown = bool(ctx.get("bank-link-shown"))

    def toggle(e) -> None:
        ctx.put("bank-link-shown", not shown)

    out.append(ft.OutlinedButton(_(words["hide"]) if shown else _(words["show"]),
                                 icon=ft.Icons.VISIBILITY_OFF if shown else ft.Icons.QR_CODE, on_click=toggle,
                                 key="bank-link-toggle"))
    if shown:
        out += [ft.Image(src=qr_png(link), width=200, height=200, filter_quality=ft.FilterQuality.NONE,
                         key="bank-link-qr"),
                ft.Semantics(identifier="link-banker", content=ft.Text(link, size=12))]
    return out + [ft.TextButton(_(words["revoke"]), on_click=lambda e: reissue(None))]


# The bank's link in the role's own words: Fortune's banker is the Kasse, as its every screen says (a walk read
# "Bank-Link … wer diesen Link öffnet, führt die Bank" under "Die Kasse").
BANK_LINK = {
    "title": N_("Banker link"), "only": N_("Only the banker can invite phones to the table."),
    "at_bank": N_("{seat} (on the bank phone)"),
    "about": N_("For the banker only: whoever opens this link runs the bank. Run the bank from your own phone; this "
                "screen can take the role back at any time."),
    "show": N_("Show the banker's QR code"), "hide": N_("Hide the banker's QR code"),
    "revoke": N_("Revoke the banker link and issue a new one"), "ask": N_("Revoke the banker link?"),
    "body": N_("The banker link shown now stops working at once; a phone running the bank with it loses the role."),
}
KASSE_LINK = {
    "title": N_("Kasse link"), "only": N_("Only the Kasse can invite phones to the table."),
    "at_bank": N_("{seat} (on the Kasse's phone)"),
    "about": N_("For the Kasse only: whoever opens this link runs the Kasse. Run the Kasse from your own phone; this "
                "screen can take the role back at any time."),
    "show": N_("Show the Kasse's QR code"), "hide": N_("Hide the Kasse's QR code"),
    "revoke": N_("Revoke the Kasse link and issue a new one"), "ask": N_("Revoke the Kasse link?"),
    "body": N_("The Kasse link shown now stops working at once; a phone running the Kasse with it loses the role."),
}


def link_words(game: str) -> dict[str, str]:
    """The bank link's words at a table of `game` (msgids, translated where shown)."""
    return KASSE_LINK if game == "fortune" else BANK_LINK
