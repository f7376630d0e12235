"""Share as QR: the whole table as one code another Companion scans — and the table as a file.

The code holds every secret of the table (every balance), so it is offered only on the host's
screen or to a banker who holds no seat, never on a seat's or a seated banker's page.
"""
from __future__ import annotations

import flet as ft

from calculators.core.bids.state import unrevealed
from calculators.core.model import RuleError
from calculators.core.words import SHARED_BY_QR
from companion.device import device_of
from companion.i18n import _
from companion.i18n.refusals import refusal
from companion.share import ShareError, encode, export_session, qr_png, snapshot_of, suggested_file_name
from companion.share.files import SEALED_OPEN
from companion.views.table import load, may_share
from companion.widgets.title_bar import title_bar


def view(ctx, sid: str, base: str) -> ft.View:
    route = f"{base}/share"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    if not may_share(ctx, snap.setup):
        return ft.View(route=route, appbar=title_bar(_("Share as QR")), controls=[ft.Text(_(
            "A share code holds every secret of the table, so only the host, or a banker who does not play, "
            "can show it."))])
    try:
        text = encode(snapshot_of(ctx.services.hub, sid, source=f"{snap.setup.name}{SHARED_BY_QR}"))
    except (ShareError, RuleError) as err:
        return ft.View(route=route, appbar=title_bar(_("Share as QR")),
                       controls=[ft.Text(_("This table cannot be shared: {err}").format(err=err))])

    async def copy(e) -> None:
        device = device_of(ctx)
        clip = device.clipboard if device else ft.Clipboard()  # the phone's own clipboard service (Device)
        await clip.set(text)
        ctx.toast(_("Code copied: paste it on the other device's Import screen."))

    async def export(e) -> None:
        stored = ctx.services.store.load(sid)
        try:
            data = export_session(stored)
        except ShareError as err:  # a sealed entry came in since the screen was drawn
            ctx.toast(refusal(err))
            return
        device = device_of(ctx)
        picker = device.file_picker() if device else ft.FilePicker()  # one picker per phone, held by its Device
        name = suggested_file_name(stored.meta)
        await picker.save_file(file_name=name, src_bytes=data)
        # Said on the screen: the browser's download alone left a walk unsure anything had happened.
        ctx.toast(_("Exported as “{name}”: the whole table with its History and Undo. On the other device: Home, "
                    "Import a shared table, Choose a table file (.json).").format(name=name))

    sealed = unrevealed(snap.log)  # entries nobody has seen: not in the code, and no file while they wait

    return ft.View(
        route=route,
        scroll=ft.ScrollMode.AUTO,
        appbar=title_bar(_("Share as QR")),
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        controls=[
            ft.Container(ft.Text(_("This code holds every secret of the table: every player's cash, loans and "
                                   "holdings. Show it only to the device that takes the table over.")),
                         bgcolor=ft.Colors.ERROR_CONTAINER, padding=12, border_radius=8),
            ft.Semantics(identifier="share-qr", label=_("Share code as a QR code"), content=ft.Image(
                src=qr_png(text, box_size=6, border=4), width=330, height=330, filter_quality=ft.FilterQuality.NONE)),
            ft.Text(_("On the other device: on Home, tap Import a shared table, then choose a photo or screenshot of "
                      "this code, or paste the code text below."), size=13),
            ft.Semantics(identifier="share-text", content=ft.Text(text, size=11)),
            ft.TextButton(_("Copy the code"), icon=ft.Icons.COPY, on_click=copy),
            # A walk moved a three-hour table by its code and found no History, no Undo and no net worth chart on
            # the other device, unwarned: the code is the table as it stands (it must fit a QR code).
            ft.Semantics(identifier="share-what", content=ft.Text(_(
                "The code carries the table as it stands now: money, loans, shares, prices and the board. Its "
                "History, Undo and the charts over the turns stay on this device; to take them along, export the "
                "whole table as a file."), size=13)),
            *([ft.Semantics(identifier="share-sealed", content=ft.Text(_(
                "The code does not carry the sealed round that is open: on the other device it opens again and "
                "its players enter again."), size=13))] if sealed else []),
            ft.OutlinedButton(_("Export the whole table as a file"), icon=ft.Icons.DOWNLOAD, on_click=export,
                              disabled=bool(sealed)),
            *([ft.Semantics(identifier="export-why", content=ft.Text(_(SEALED_OPEN), size=13, italic=True))]
              if sealed else []),
        ],
    )
