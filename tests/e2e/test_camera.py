"""Import a shared table with the live camera (flet-camera), for real, in Chromium.

From the QR issue: Import accepts "(b) the live camera through flet-camera, offered only where the
browser allows a camera (localhost or HTTPS; on plain http://<LAN-IP> it does not, and the screen
says so)".

Chromium's fake camera plays a video file: the test films the first phone's Share screen (its
screenshot, as the camera would see the other phone held up to it) and the second device's
Import screen scans it. The "LAN" page is the same 127.0.0.1 server under a made-up host name
(Chromium maps it to 127.0.0.1), which the browser treats like any plain-http LAN address.
"""
import re
from urllib.parse import urlsplit, urlunsplit

import pytest
from PIL import Image
from playwright.sync_api import expect

from tests.e2e.browser import CHROMIUM_ARGS
from tests.e2e.conftest import PHONE, enable_semantics
from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.sharing import fingerprint_on, share_a_rolled_table

pytestmark = pytest.mark.e2e
LAN_NAME = "table-host.test"


def write_y4m(picture: Image.Image, path, frames: int = 4) -> None:
    """A short YUV4MPEG2 video (4:2:0) of one picture: the file format Chromium's fake camera plays."""
    w, h = picture.width // 2 * 2, picture.height // 2 * 2
    y, cb, cr = picture.convert("RGB").crop((0, 0, w, h)).convert("YCbCr").split()
    cb, cr = cb.resize((w // 2, h // 2)), cr.resize((w // 2, h // 2))
    with open(path, "wb") as f:
        f.write(f"YUV4MPEG2 W{w} H{h} F10:1 Ip A1:1 C420jpeg\n".encode())
        for _ in range(frames):
            f.write(b"FRAME\n" + y.tobytes() + cb.tobytes() + cr.tobytes())


def test_live_camera_scans_the_other_phones_share_code(tmp_path, phone, browser, chromium_path, servers):
    first = servers(tmp_path / "a")
    second = servers(tmp_path / "b")
    page = phone(first.host("/"), ready_text="New table")
    original = share_a_rolled_table(page, tmp_path / "share.png")
    write_y4m(Image.open(tmp_path / "share.png"), tmp_path / "camera.y4m")

    # A second browser (same Playwright): the fake camera is a launch flag.
    filming = browser.browser_type.launch(executable_path=chromium_path, args=[
        *CHROMIUM_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
        f"--use-file-for-fake-video-capture={tmp_path / 'camera.y4m'}",
        f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1"])
    try:
        ctx = filming.new_context(viewport=PHONE, permissions=["camera"])
        ctx.route(re.compile(rf"^https?://(?!127\.0\.0\.1|{re.escape(LAN_NAME)})"), lambda r: r.abort())
        # On plain http at a LAN-style address the browser has no camera: the screen says so.
        lan = ctx.new_page()
        parts = urlsplit(second.host("/import"))
        lan.goto(urlunsplit(parts._replace(netloc=f"{LAN_NAME}:{parts.port}")))
        enable_semantics(lan)
        expect(reveal(lan, ident(lan, "camera-unavailable"))).to_contain_text(
            f"at http://{LAN_NAME}:{parts.port} the browser gives this page no camera", timeout=30_000)
        expect(lan.get_by_role("button", name="Scan with the camera")).to_have_count(0)
        lan.close()

        other = ctx.new_page()
        other.goto(second.host("/import"))
        enable_semantics(other)
        tap(other, "button", "Scan with the camera")
        expect(other.get_by_text("Seats, clockwise")).to_be_visible(timeout=40_000)
        assert fingerprint_on(other) == original
        other.get_by_label("History").get_by_role("button").click()
        expect(ident(other, "event-1")).to_contain_text("Table imported from")
    finally:
        filming.close()
