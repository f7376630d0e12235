"""Import a shared table: a photo or screenshot of its QR code, the code's text, or a table file.

A table new to this device becomes a new saved table. One saved here already is not copied again: the screen says
how the two stand and offers what fits (open it; bring it up to date from a file of it further on, once asked; or,
when the two were played on apart, a copy named so). An Invite link pasted or scanned here is recognised and offered
as a link to join, not imported.
"""
from __future__ import annotations

import asyncio
import secrets
from typing import Any, Callable

import flet as ft

from companion.device import device_of
from companion.share import ShareError, classify, import_snapshot, read_qr_image
from companion.share.importing import checked_session_file, copy_name, save_session_file, saved_standing
from companion.share.files import checked_size
from companion.share.qr import checked_picture_size
from companion.i18n import _
from companion.storage import StorageError
from companion.widgets.camera_scan import camera_section
from companion.widgets.fields import ERROR_LINES, section
from companion.i18n.refusals import refusal
from companion.widgets.title_bar import title_bar
from companion.views.import_same import SHOWN, Found, bring_into_view, panel

UPLOAD_WAIT = 60.0  # seconds


async def _read_picked(ctx, kinds: list[str], say: Callable[[str], None],
                       checked: Callable[[int], None] = checked_picture_size,
                       reading: Callable[[str], None] = lambda text: None) -> bytes | None:
    """Let the user pick one file and bring it to the server (refused over its size limit: `checked`, the
    pictures' or the table files'). `say` shows what went wrong under the button that asked; `reading`, that the
    file is on its way (and, given "", that it has arrived)."""
    device = device_of(ctx)
    picker = device.file_picker() if device else ft.FilePicker()  # one picker per phone, held by its Device
    files = await picker.pick_files(allow_multiple=False, file_type=ft.FilePickerFileType.CUSTOM,
                                    allowed_extensions=kinds)
    if not files:
        return None
    picked = files[0]
    try:
        checked(picked.size)  # the same limits as the command line's import (one constant each)
    except ShareError as err:
        say(refusal(err))
        return None
    name = f"{secrets.token_hex(8)}.upload"
    target = ctx.services.config.upload_dir / name
    finished: dict[str, str | None] = {}

    def on_upload(e: ft.FilePickerUploadEvent) -> None:
        if e.error or (e.progress is not None and e.progress >= 1.0):
            finished["error"] = e.error

    if device is not None:
        device.on_upload = on_upload
    reading(_("Reading {name}…").format(name=picked.name))
    try:
        await picker.upload([ft.FilePickerUploadFile(id=picked.id, upload_url=ctx.page.get_upload_url(name, 120))])
        waited = 0.0
        # Done when the client says so, or when the whole file has landed.
        while "error" not in finished and waited < UPLOAD_WAIT:
            if target.exists() and target.stat().st_size == picked.size:
                await asyncio.sleep(0.05)  # the server's write of the last chunk closes
                break
            await asyncio.sleep(0.1)
            waited += 0.1
        if finished.get("error") or not target.exists():
            say(_("{name} could not be read ({why}).").format(
                name=picked.name, why=finished.get("error") or _("timed out")))
            return None
        return target.read_bytes()
    finally:
        reading("")  # read or not, it is no longer on its way (a walk saw "Reading …" stay, in red, after the read)
        if device is not None and device.on_upload is on_upload:
            device.on_upload = None
        target.unlink(missing_ok=True)


# Each way in says what went wrong right under its own button (a message at the foot of the screen would be out of
# sight on a phone): the screen's state "say-<way>".
WAYS = ("photo", "camera", "paste", "file")
PASTE_MOST = 8192  # characters the paste box takes: far more than any table's code


def _message(ctx, way: str) -> ft.Control:
    """What the last try of this way in came to, or that its file is on its way (an empty message takes no room)."""
    text, busy = ctx.get(f"say-{way}", ""), ctx.get(f"reading-{way}", "")
    return ft.Text(text or busy, color=ft.Colors.ERROR if text else None, italic=not text,
                   visible=bool(text or busy), key=ft.ScrollKey(f"said-{way}"))


def _save(ctx, make, say: Callable[[str], None]) -> bool:
    """Save an imported table as a new one and open it; a refusal or a disk error is shown, nothing saved."""
    try:
        sid = make()
    except ShareError as err:
        say(refusal(err))
        return False
    except StorageError as err:
        say(_("Not saved: {err}").format(err=refusal(err)))
        return False
    ctx.services.access.forget_table(sid)
    ctx.go(f"/table/{sid}")
    return True


def _offer(ctx, way: str, make, say: Callable[[str], None], *, table_secret: str, game: str, name: str,
           details: dict | None = None, events: list | None = None, state: Any = None) -> bool:
    """Save the table `name` that `make(new_name)` brings (new_name None: as it is named; a file's checked `details`
    and `events`, or a code's `state`), unless it is saved here already: then say how the two stand and offer what
    fits (`import_same`). True when it was saved."""
    ctx.state.values.pop(f"same-{way}", None)
    try:
        found = saved_standing(ctx.services.hub, table_secret, game, name, events, state)
    except StorageError:
        found = None  # the saved tables cannot be listed: import it as a new table, as always
    if found is not None:
        saved, standing = found
        ctx.put(f"same-{way}", Found(saved, standing, copy_name(ctx.services.store, name),
                                     make, details, events))
        bring_into_view(ctx, way)
        return False
    return _save(ctx, lambda: make(None), say)


def _already_saved(ctx, way: str, say: Callable[[str], None]) -> list[ft.Control]:
    """A table this way in brought that is saved here already (see `import_same`)."""
    found = ctx.get(f"same-{way}")
    return [] if found is None else panel(ctx, way, found, lambda make: _save(ctx, make, say), say)


def view(ctx) -> ft.View:
    def sayer(way: str) -> Callable[[str], None]:
        def say(text: str) -> None:
            if not text:  # a new try, by any way in: what every earlier try came to goes (a walk read a pasted
                # link's refusal under the paste box as the failure of a table file tried after it)
                for other in WAYS:
                    ctx.state.values.pop(f"same-{other}", None)
                    if other != way:
                        ctx.state.values.pop(f"say-{other}", None)
            ctx.put(f"say-{way}", text)
            if text and way == "file":  # the last way in: its refusal began at a 360 px phone's bottom edge (a walk)
                bring_into_view(ctx, way, f"said-{way}")
        return say

    def take(text: str, way: str) -> None:
        say = sayer(way)
        try:
            kind, value = classify(text)
        except ShareError as err:
            say(refusal(err))
            return
        if kind == "invite":
            # Nothing to import and nothing opened here: the link claims its seat for the browser that opens it, so it
            # belongs on the phone of the player it is for, not on the host's.
            say(_("That is an invite link to a seat at a live table, not a shared table: nothing was imported. Open it "
                  "on the phone of the player it is for, to join that seat."))
            return
        make = lambda name: import_snapshot(ctx.services.hub, value, name)  # noqa: E731
        if _offer(ctx, way, make, say, table_secret=value.table_secret, game=value.game, name=value.name,
                  state=value.state):
            ctx.toast(_("Imported {name}: a new saved table.").format(name=value.name))

    async def from_picture(e) -> None:
        say = sayer("photo")
        say("")
        try:
            data = await _read_picked(ctx, ["png", "jpg", "jpeg", "webp", "gif", "bmp"], say,
                                      reading=lambda text: ctx.put("reading-photo", text))
            if data is not None:
                take(read_qr_image(data), "photo")
        except ShareError as err:
            say(refusal(err))

    def scanned(text: str) -> None:
        sayer("camera")("")
        take(text, "camera")

    def from_text(e) -> None:
        sayer("paste")("")
        if not ctx.text("pasted").strip():  # nothing pasted yet (a walk read "This is not a Table Companion code.")
            sayer("paste")(_("Paste a shared table's code into the field first."))
            return
        if len(ctx.text("pasted")) >= PASTE_MOST:  # the field stops there: "cut off" would send the user for the rest
            sayer("paste")(_("This is longer than any table's code (the field takes {n} characters): it is not one "
                             "code, or more than a code was pasted.").format(n=PASTE_MOST))
            return
        take(ctx.text("pasted"), "paste")

    async def from_file(e) -> None:
        say = sayer("file")
        say("")
        data = await _read_picked(ctx, ["json"], say, checked_size, reading=lambda text: ctx.put("reading-file", text))
        if data is None:
            return
        try:
            details, events = checked_session_file(data)
        except ShareError as err:
            say(refusal(err))
            return
        _offer(ctx, "file", lambda name: save_session_file(ctx.services.store, details, events, name), say,
               table_secret=details["table_secret"], game=details["game"], name=details["name"], details=details,
               events=events)

    pasted = ctx.field("pasted", ft.TextField(label=_("Paste the share code here"), multiline=True, min_lines=2,
                                              max_lines=5, max_length=PASTE_MOST, error_max_lines=ERROR_LINES,
                                              width=float("inf")))  # as wide as the buttons (a walk: 300 px)
    ctx.state.values[SHOWN] = shown = ft.View(
        route="/import",
        scroll=ft.ScrollMode.AUTO,
        appbar=title_bar(_("Import a shared table")),
        controls=[
            ft.Text(_("Bring in a table shared by another Companion. A table new to this device becomes a new saved "
                      "table; one already here is not copied again, and changes only when you say so."), size=15),
            section(_("A photo or screenshot of the QR code")),
            ft.Text(_("On a phone, the picker offers the camera."), size=13),
            ft.FilledButton(_("Choose a photo or screenshot"), icon=ft.Icons.PHOTO_CAMERA, on_click=from_picture,
                            width=float("inf")),
            _message(ctx, "photo"),
            *_already_saved(ctx, "photo", sayer("photo")),
            section(_("The live camera")),
            *camera_section(ctx, scanned, "/import"),
            _message(ctx, "camera"),
            *_already_saved(ctx, "camera", sayer("camera")),
            section(_("The code as text")),
            pasted,
            ft.FilledTonalButton(_("Import this code"), icon=ft.Icons.INPUT, on_click=from_text),
            _message(ctx, "paste"),
            *_already_saved(ctx, "paste", sayer("paste")),
            section(_("A table file")),
            ft.OutlinedButton(_("Choose a table file (.json)"), icon=ft.Icons.UPLOAD_FILE, on_click=from_file,
                              width=float("inf")),
            _message(ctx, "file"),
            *_already_saved(ctx, "file", sayer("file")),
        ],
    )
    return shown
