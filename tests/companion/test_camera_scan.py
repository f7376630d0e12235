"""The Import screen's live camera: where a browser allows one, and how pictures become a code.

QR issue: "the live camera through flet-camera, offered only where the browser allows a camera
(localhost or HTTPS; on plain http://<LAN-IP> it does not, and the screen says so)". The camera
itself is driven for real in tests/e2e/test_camera.py (Chromium's fake camera); here a stand-in
camera feeds `_look` pictures, to pin down its loop: the back camera, no camera, stop, bad frames.
"""
import io

import flet_camera as fc
import pytest
import qrcode
from PIL import Image

from companion.widgets import camera_scan
from companion.widgets.camera_scan import _look, camera_possible
from tests.support.aio import run_async


@pytest.mark.parametrize("url,web,allowed", [
    ("ws://127.0.0.1:8550", True, True),
    ("ws://localhost:8550", True, True),
    ("ws://[::1]:8550", True, True),
    ("ws://127.0.1.1:8550", True, True),
    ("wss://table.example.org", True, True),
    ("https://table.example.org", True, True),
    ("ws://192.168.1.20:8550", True, False),  # a phone at the table on the host's LAN address
    ("http://table-host.test:8550", True, False),
    ("", True, False),
    (None, True, False),
    ("ws://192.168.1.20:8550", False, True),  # a packaged app asks the phone itself
])
def test_camera_only_in_a_secure_context(url, web, allowed):
    assert camera_possible(url, web) is allowed


def png(picture: Image.Image) -> bytes:
    out = io.BytesIO()
    picture.save(out, "PNG")
    return out.getvalue()


BLANK = png(Image.new("RGB", (320, 240), "gray"))
CODE = png(qrcode.make("TC1:HELLO").convert("RGB"))


class StandInCamera:
    """Plays the part of flet-camera's Camera: its cameras, and a queue of pictures."""

    def __init__(self, cameras, pictures):
        self.cameras, self.pictures, self.started_with = cameras, list(pictures), None

    async def get_available_cameras(self):
        return self.cameras

    async def initialize(self, description, preset, enable_audio=True):
        self.started_with = description

    async def take_picture(self):
        return self.pictures.pop(0)


def lens(name, direction):
    return fc.CameraDescription(name=name, lens_direction=direction, sensor_orientation=0)


def run(camera, going=lambda: True):
    said = []
    found = run_async(_look(camera, going, lambda text, looking: said.append((text, looking))))
    return found, said


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(camera_scan, "FRAME_GAP", 0)


def test_reads_until_a_picture_holds_a_code_with_the_back_camera():
    cam = StandInCamera([lens("front", fc.CameraLensDirection.FRONT), lens("back", fc.CameraLensDirection.BACK)],
                        [BLANK, BLANK, CODE])
    found, said = run(cam)
    assert found == "TC1:HELLO"
    assert cam.started_with.name == "back" and cam.pictures == []
    assert said == [("Looking for a QR code…", True)]


def test_not_a_picture_is_said_and_looking_goes_on():
    found, said = run(StandInCamera([lens("webcam", fc.CameraLensDirection.EXTERNAL)], [b"garbage", CODE]))
    assert found == "TC1:HELLO"
    assert said[1][1] is True and "picture" in said[1][0].lower()


def test_no_camera_says_so():
    found, said = run(StandInCamera([], []))
    assert found is None and said == [("No camera found on this device. Choose a photo or screenshot instead.",
                                       False)]


def test_stop_switches_the_camera_off():
    looks = iter([True, True, False])
    found, said = run(StandInCamera([lens("w", fc.CameraLensDirection.EXTERNAL)], [BLANK, BLANK]),
                      going=lambda: next(looks))
    assert found is None and said[-1] == ("Camera stopped.", False)


def test_gives_up_after_the_time_limit(monkeypatch):
    monkeypatch.setattr(camera_scan, "SCAN_SECONDS", -1)
    found, said = run(StandInCamera([lens("w", fc.CameraLensDirection.EXTERNAL)], []))
    assert found is None and "two minutes" in said[-1][0] and said[-1][1] is False


@pytest.mark.parametrize("err, said", [
    ("CameraException(cameraNotFound, No camera found for the given camera options.)",
     "Keine Kamera auf diesem Gerät. Wähle stattdessen ein Foto oder einen Screenshot."),
    ("NotAllowedError: Permission denied",
     "Der Browser hat die Kamera für diese Seite nicht erlaubt: erlaube sie in den Einstellungen des Browsers, oder "
     "wähle stattdessen ein Foto."),
    ("NotReadableError: Could not start video source",
     "Die Kamera ist nicht angegangen (vielleicht nutzt sie eine andere App). Versuch es noch einmal, oder wähle "
     "stattdessen ein Foto."),
])
def test_a_camera_that_does_not_start_is_said_in_the_phones_words_with_what_to_do(err, said):
    """A walk's German phone on a device with no camera read "The camera did not start (CameraException(
    cameraNotFound, …)). Allow the camera for this page" -- the browser's English, and advice that could not help."""
    from companion.i18n import using
    from companion.widgets.camera_scan import camera_refusal

    with using("de"):
        assert camera_refusal(err) == said
