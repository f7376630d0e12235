"""The live camera on the Import screen: point it at a share code and the table comes in.

Browsers give a page the camera only in a secure context — HTTPS, or the machine itself
(localhost) — so a phone that opened the app at plain `http://<LAN address>` has none; the
screen says so and points to the photo picker (which, on a phone, offers the camera anyway).
The camera is `flet-camera`, whose web side ships in Flet's web client; the pictures are read
with zxing-cpp on the server, exactly like a chosen photo.
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Callable
from urllib.parse import urlsplit

import flet as ft

if TYPE_CHECKING:
    import flet_camera as fc

from companion.i18n import _

log = logging.getLogger(__name__)

LOOPBACK_NAMES = {"localhost", "::1", "[::1]"}
SCAN_SECONDS = 120.0  # give up looking after two minutes (the camera is switched off)
FRAME_GAP = 0.4  # seconds between two pictures


def camera_possible(page_url: str | None, web: bool) -> bool:
    """Whether the browser lets this page use a camera: always in a packaged app; on the web only over
    HTTPS (wss) or on the machine itself (localhost, 127.x.x.x, ::1) — browsers call that a secure context."""
    if not web:
        return True
    try:
        parts = urlsplit(page_url or "")
        host = (parts.hostname or "").lower()
    except ValueError:
        return False
    if parts.scheme.lower() in ("https", "wss"):
        return True
    return host in LOOPBACK_NAMES or host.endswith(".localhost") or host.startswith("127.")


def _where(page_url: str | None) -> str:
    try:
        parts = urlsplit(page_url or "")
        return f"http://{parts.netloc}" if parts.netloc else _("this address")
    except ValueError:
        return _("this address")


class _Drawn:
    """The camera control of the latest render. Each render draws a new `fc.Camera` that takes over the previous
    one's identity on the page (the browser's camera keeps running); only the latest instance is attached to the
    page, so every call goes to it."""

    def __init__(self, latest: Callable[[], fc.Camera | None]):
        self._latest = latest

    def __getattr__(self, name: str):
        camera = self._latest()
        if camera is None:
            raise RuntimeError("the camera is no longer on the screen")
        return getattr(camera, name)


async def _mounted(camera: _Drawn, seconds: float = 10.0) -> None:
    """Wait until a render has put the camera on the page (its methods need it there)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        try:
            if camera.page is not None:  # raises until the control is attached to the page
                return
        except RuntimeError:
            pass
        if loop.time() > deadline:
            raise TimeoutError("the camera did not reach the page")
        await asyncio.sleep(0.05)


def camera_section(ctx, on_code: Callable[[str], None], route: str) -> list[ft.Control]:
    """The Import screen's live camera: a Scan button, the preview while it looks, and what it found.

    Drawn from the screen's state: "camera" (the preview is on the screen), "camera-status" (what it says),
    "camera-on" (looking goes on).
    `on_code` receives the text of the first QR code seen; looking stops when a code is read, on Stop,
    when the user leaves `route`, or after SCAN_SECONDS."""
    page = ctx.page
    if not camera_possible(page.url, bool(page.web)):
        return [ft.Semantics(identifier="camera-unavailable", content=ft.Text(
            _("The live camera needs HTTPS or this machine's own address (localhost): at {where} the browser "
              "gives this page no camera. Choose a photo instead — on a phone the picker offers the camera.").format(
                where=_where(page.url)), size=13))]

    def here() -> bool:  # still on this screen (the route may carry a query: ?host=…)
        return urlsplit(page.route or "/").path == route

    def show(text: str | None, *, looking: bool) -> None:
        if not here():  # the user has left the screen: nothing of it is on the page any more
            return
        if text is not None:
            ctx.put("camera-status", text)
        if not looking:
            ctx.put("camera", False)  # the camera control leaves the page, so the browser lets the camera go

    async def scan(e) -> None:
        if ctx.get("camera-on"):
            return
        camera = _Drawn(lambda: ctx.get("camera-control"))
        ctx.state.values["camera-on"] = True
        ctx.state.values["camera-failed"] = False
        ctx.put("camera", True)
        show(_("Starting the camera…"), looking=True)
        found = None
        try:
            await _mounted(camera)
            found = await _look(camera, lambda: bool(ctx.get("camera-on")) and here(), show)
        except (RuntimeError, TimeoutError) as err:  # the browser's refusal (no permission, camera busy)
            log.info("camera failed: %s", err)
            ctx.state.values["camera-failed"] = True
            show(camera_refusal(str(err)), looking=False)
            return
        finally:
            ctx.state.values["camera-on"] = False
        if found is None:
            show(None, looking=False)
            return
        show(_("Code read."), looking=False)
        on_code(found)

    looking, status = bool(ctx.get("camera")), ctx.get("camera-status", "")
    camera = _camera_module().Camera(expand=True, key="camera") if looking else None
    ctx.state.values["camera-control"] = camera  # this render's instance, for the scan's calls (no redraw of its own)
    return [
        ft.Text(_("Hold the other phone's QR code in front of this device's camera."), size=13),
        ft.FilledTonalButton(_("Scan with the camera"), icon=ft.Icons.QR_CODE_SCANNER, on_click=scan,
                             width=float("inf")),
        ft.Container(camera, height=300, visible=looking, border_radius=12, bgcolor=ft.Colors.BLACK,
                     clip_behavior=ft.ClipBehavior.ANTI_ALIAS),
        ft.OutlinedButton(_("Stop the camera"), icon=ft.Icons.VIDEOCAM_OFF, visible=looking,
                          on_click=lambda e: ctx.put("camera-on", False)),
        ft.Semantics(identifier="camera-status", content=ft.Text(
            status, size=13, color=ft.Colors.ERROR if ctx.get("camera-failed") else None), visible=bool(status)),
    ]


def camera_refusal(err: str) -> str:
    """Why the camera did not start, in the phone's words and with what to do (the browser's own message is for the
    log: a walk's German phone read "CameraException(cameraNotFound, No camera found …)" and was told to allow a
    camera it did not have)."""
    if "notfound" in err.casefold().replace("_", ""):
        return _("No camera found on this device. Choose a photo or screenshot instead.")
    if any(word in err.casefold() for word in ("notallowed", "permission", "denied")):
        return _("The browser did not allow the camera for this page: allow it in the browser's settings, or choose "
                 "a photo instead.")
    return _("The camera did not start (it may be in use by another app). Try again, or choose a photo instead.")


async def _look(camera: fc.Camera, going: Callable[[], bool], show) -> str | None:
    """Start the camera (the back one when there is one) and read pictures until one holds a QR code."""
    from companion.share import ShareError, read_qr_image  # QR reading and its imaging library: when the camera first looks

    cameras = await camera.get_available_cameras()
    if not cameras:
        show(_("No camera found on this device. Choose a photo or screenshot instead."), looking=False)
        return None
    fc = _camera_module()
    back = [c for c in cameras if c.lens_direction == fc.CameraLensDirection.BACK]
    await camera.initialize((back or cameras)[0], fc.ResolutionPreset.HIGH, enable_audio=False)
    show(_("Looking for a QR code…"), looking=True)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + SCAN_SECONDS
    while going():
        if loop.time() > deadline:
            show(_("No QR code seen for two minutes, so the camera is off. Try again closer, with more light."),
                 looking=False)
            return None
        await asyncio.sleep(FRAME_GAP)
        picture = await camera.take_picture()
        try:
            return read_qr_image(picture)
        except ShareError as err:
            if err.kind != "no_code":  # not a picture at all: say so, keep looking
                show(err.message, looking=True)
    show(_("Camera stopped."), looking=False)
    return None


def _camera_module():
    """flet_camera, imported when a camera is first shown (it adds ~0.15 s to every server's start otherwise)."""
    import flet_camera

    return flet_camera
