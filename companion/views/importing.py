"""Import a shared table: a photo or screenshot of its QR code, the code's text, or a table file.

An imported table is always a new saved table: it never overwrites one. An Invite link pasted
or scanned here is recognised and offered as a link to join, not imported.
"""
from __future__ import annotations

import asyncio
import secrets

import flet as ft

from companion.share import ShareError, classify, import_session_file, import_snapshot, read_qr_image
from companion.share.qr import MAX_IMAGE_BYTES
from companion.i18n import _
from companion.storage import StorageError
from companion.widgets.camera_scan import camera_section
from companion.widgets.fields import section
from companion.i18n.refusals import refusal

UPLOAD_WAIT = 60.0  # seconds


async def _read_picked(ctx, picker: ft.FilePicker, kinds: list[str], message: ft.Text) -> bytes | None:
    """Let the user pick one file and bring it to the server (refused over the size limit)."""
    files = await picker.pick_files(allow_multiple=False, file_type=ft.FilePickerFileType.CUSTOM,
                                    allowed_extensions=kinds)
    if not files:
        return None
    picked = files[0]
    if picked.size > MAX_IMAGE_BYTES:
        _say(message, _("{name} is {size} MiB; files over 16 MiB are refused.").format(
            name=picked.name, size=f"{picked.size / 2**20:.1f}"))
        return None
    name = f"{secrets.token_hex(8)}.upload"
    target = ctx.services.config.upload_dir / name
    finished: dict[str, str | None] = {}

    def on_upload(e: ft.FilePickerUploadEvent) -> None:
        if e.error or (e.progress is not None and e.progress >= 1.0):
            finished["error"] = e.error

    picker.on_upload = on_upload
    picker.update()
    _say(message, _("Reading {name}…").format(name=picked.name))
    message.update()
    await picker.upload([ft.FilePickerUploadFile(id=picked.id, upload_url=ctx.page.get_upload_url(name, 120))])
    waited = 0.0
    # Done when the client says so, or when the whole file has landed.
    while "error" not in finished and waited < UPLOAD_WAIT:
        if target.exists() and target.stat().st_size == picked.size:
            await asyncio.sleep(0.05)  # the server's write of the last chunk closes
            break
        await asyncio.sleep(0.1)
        waited += 0.1
    try:
        if finished.get("error") or not target.exists():
            _say(message, _("{name} could not be read ({why}).").format(
                name=picked.name, why=finished.get("error") or _("timed out")))
            return None
        return target.read_bytes()
    finally:
        target.unlink(missing_ok=True)


def _message() -> ft.Text:
    return ft.Text("", color=ft.Colors.ERROR, visible=False)


def _say(message: ft.Text, text: str) -> None:
    """Show `text` under its button (an empty message takes no room)."""
    message.value, message.visible = text, bool(text)


def view(ctx) -> ft.View:
    # Each way in says what went wrong right under its own button (a message at the foot of the screen
    # would be out of sight on a phone).
    photo_msg, camera_msg, paste_msg, file_msg = (_message() for _ in range(4))
    pasted = ft.TextField(label=_("Paste the share code here"), multiline=True, min_lines=2, max_lines=5,
                          max_length=8192, error_max_lines=4)
    picker = ctx.keep("import-picker", ft.FilePicker)
    if picker not in ctx.page.services:
        ctx.page.services.append(picker)

    def take(text: str, message: ft.Text) -> None:
        try:
            kind, value = classify(text)
        except ShareError as err:
            _say(message, refusal(err))
            return
        if kind == "invite":
            _say(message, _("That is an invite link to a live table: open it in the browser to join."))
            ctx.page.launch_url(value)
            return
        if save(lambda: import_snapshot(ctx.services.hub, value), message):
            ctx.toast(_("Imported {name}: a new saved table.").format(name=value.name))

    def save(make, message: ft.Text) -> bool:
        """Save an imported table as a new one and open it; a refusal or a disk error is shown, nothing saved."""
        try:
            sid = make()
        except ShareError as err:
            _say(message, refusal(err))
            return False
        except StorageError as err:
            _say(message, _("Not saved: {err}").format(err=refusal(err)))
            return False
        ctx.services.access.forget_table(sid)
        ctx.go(f"/table/{sid}")
        return True

    async def from_picture(e) -> None:
        _say(photo_msg, "")
        try:
            data = await _read_picked(ctx, picker, ["png", "jpg", "jpeg", "webp", "gif", "bmp"], photo_msg)
            if data is not None:
                take(read_qr_image(data), photo_msg)
        except ShareError as err:
            _say(photo_msg, refusal(err))
        finally:
            photo_msg.update()  # this handler updated the page itself once, so Flet will not do it again

    def scanned(text: str) -> None:
        _say(camera_msg, "")
        take(text, camera_msg)
        camera_msg.update()

    def from_text(e) -> None:
        _say(paste_msg, "")
        take(pasted.value or "", paste_msg)

    async def from_file(e) -> None:
        _say(file_msg, "")
        try:
            data = await _read_picked(ctx, picker, ["json"], file_msg)
            if data is not None:
                save(lambda: import_session_file(ctx.services.store, data), file_msg)
        finally:
            file_msg.update()

    return ft.View(
        route="/import",
        scroll=ft.ScrollMode.AUTO,
        appbar=ft.AppBar(title=ft.Text(_("Import a shared table"))),
        controls=[
            ft.Text(_("Bring in a table shared by another Companion. It becomes a new saved table here; "
                      "nothing on this device is overwritten."), size=15),
            section(_("A photo or screenshot of the QR code")),
            ft.Text(_("On a phone, the picker offers the camera."), size=13),
            ft.FilledButton(_("Choose a photo or screenshot"), icon=ft.Icons.PHOTO_CAMERA, on_click=from_picture,
                            width=float("inf")),
            photo_msg,
            section(_("The live camera")),
            *camera_section(ctx, scanned, "/import"),
            camera_msg,
            section(_("The code as text")),
            pasted,
            ft.FilledTonalButton(_("Import this code"), icon=ft.Icons.INPUT, on_click=from_text),
            paste_msg,
            section(_("A table file")),
            ft.OutlinedButton(_("Choose a table file (.json)"), icon=ft.Icons.UPLOAD_FILE, on_click=from_file,
                              width=float("inf")),
            file_msg,
        ],
    )
