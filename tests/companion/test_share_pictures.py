"""Picture imports are bounded in work (issue 18 item 6): at most about a second and 100 MiB each.

The red team's pictures: a PNG of 9,400 x 9,400 pixels of mostly one colour (257 KB; it took 4.3 s and
711 MiB) and a GIF of 5,000 frames (7 s). Each is read in a fresh interpreter so that its peak memory
(resident set, which counts Pillow's and zxing's C allocations too) is measured alone.
"""
import io
import json
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
import qrcode
from PIL import GifImagePlugin, Image

from companion.share import ShareError
from companion.share.qr import MAX_DECODE_PIXELS, read_qr_image

ROOT = Path(__file__).resolve().parents[2]
MEMORY_BOUND_MIB = 100
TIME_BOUND_S = 20  # generous: a correctness guard on a loaded machine, not a speed goal (measured figures print)
TEXT = "TC1:PICTURE-BOUNDS"
MEASURE = """
import json, sys, time
from companion.share import ShareError
from companion.share.qr import read_qr_image

def status(key):  # kB, from the kernel's own accounting of this process
    for line in open("/proc/self/status"):
        if line.startswith(key + ":"):
            return int(line.split()[1])

data = open(sys.argv[1], "rb").read()
with open("/proc/self/clear_refs", "w") as f:
    f.write("5")  # reset the peak (VmHWM) to what is resident now
before = status("VmRSS")
start = time.perf_counter()
try:
    result = "read " + read_qr_image(data)
except ShareError as e:
    result = e.kind
seconds = time.perf_counter() - start
print(json.dumps({"result": result, "seconds": seconds, "peak_mib": (status("VmHWM") - before) / 1024}))
"""


def measured(tmp_path, name: str, data: bytes) -> dict:
    path = tmp_path / name
    path.write_bytes(data)
    done = subprocess.run([sys.executable, "-c", MEASURE, str(path)], cwd=ROOT, capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""}, timeout=120)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    print(name, f"{len(data):,} bytes:", figures)
    assert figures["peak_mib"] < MEMORY_BOUND_MIB and figures["seconds"] < TIME_BOUND_S, figures
    return figures


def png(width: int, height: int, row) -> bytes:
    """A greyscale PNG written row by row, so a huge picture costs the test no memory: row(y) -> bytes."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    packer = zlib.compressobj(9)
    idat = b"".join(packer.compress(b"\x00" + row(y)) for y in range(height)) + packer.flush()
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", idat) + chunk(b"IEND", b""))


def qr_image(side: int = 400) -> Image.Image:
    return qrcode.make(TEXT, box_size=8).convert("L").resize((side, side), Image.NEAREST)


def test_the_9400_pixel_png_is_refused_before_it_is_decoded(tmp_path):
    white, dark = b"\xff" * 9400, b"\xff" * 4000 + b"\x00" * 1400 + b"\xff" * 4000
    bomb = png(9400, 9400, lambda y: dark if 4000 <= y < 5400 else white)  # mostly one colour
    assert len(bomb) < 300_000 and struct.unpack(">II", bomb[16:24]) == (9400, 9400)
    assert measured(tmp_path, "bomb.png", bomb)["result"] == "too_big"
    with pytest.raises(ShareError, match="too many") as e:
        read_qr_image(bomb)
    assert e.value.kind == "too_big"


def test_a_png_just_past_the_whole_decode_limit_is_refused_and_one_within_is_read(tmp_path):
    side = int(MAX_DECODE_PIXELS ** 0.5) + 1
    over = png(side, side, lambda y: b"\xff" * side)
    assert measured(tmp_path, "over.png", over)["result"] == "too_big"
    within = Image.new("L", (3000, 3000), 255)
    within.paste(qr_image(), (1300, 1300))
    buf = io.BytesIO()
    within.save(buf, "PNG")
    assert measured(tmp_path, "within.png", buf.getvalue())["result"] == f"read {TEXT}"


def test_a_48_megapixel_photo_is_decoded_at_a_reduced_size_and_read(tmp_path):
    photo = Image.new("L", (8000, 6000), 230)
    photo.paste(qr_image(900), (3500, 2500))
    buf = io.BytesIO()
    photo.save(buf, "JPEG", quality=85)
    del photo
    assert measured(tmp_path, "photo.jpg", buf.getvalue())["result"] == f"read {TEXT}"


def _descriptor_at(raw: bytes) -> int:
    """Where a one-frame GIF's image descriptor starts: after the header, the global palette and any extension."""
    pos = 13 + (3 << ((raw[10] & 7) + 1) if raw[10] & 0x80 else 0)
    while raw[pos] == 0x21:  # an extension: label, then sub-blocks up to a zero length
        pos += 2
        while raw[pos]:
            pos += raw[pos] + 1
        pos += 1
    assert raw[pos] == 0x2C
    return pos


def five_thousand_frames() -> bytes:
    """A GIF whose first frame is a QR code, followed by 4,999 blank frames of the same size."""
    first, blank = qr_image(), Image.new("L", (400, 400), 255)
    parts = []
    for image in (first, blank):
        buf = io.BytesIO()
        image.convert("1").save(buf, "GIF")  # both with Pillow's same 256-grey global palette
        parts.append(buf.getvalue())
    assert parts[0][:_descriptor_at(parts[0])] == parts[1][:_descriptor_at(parts[1])]
    head = parts[0][:_descriptor_at(parts[0])]
    frame = lambda raw: raw[_descriptor_at(raw):-1]  # image descriptor and data, without the trailer
    delay = b"\x21\xf9\x04\x04\x02\x00\x00\x00"  # graphic control: keep the frame, 20 ms
    return head + delay + frame(parts[0]) + (delay + frame(parts[1])) * 4999 + b"\x3b"


def test_a_5000_frame_gif_is_read_from_its_first_frame_only(tmp_path, monkeypatch):
    gif = five_thousand_frames()
    opened = Image.open(io.BytesIO(gif))
    assert opened.n_frames == 5000 and opened.size == (400, 400)
    assert measured(tmp_path, "frames.gif", gif)["result"] == f"read {TEXT}"
    seeks = []
    real = GifImagePlugin.GifImageFile.seek
    monkeypatch.setattr(GifImagePlugin.GifImageFile, "seek", lambda self, f: seeks.append(f) or real(self, f))
    assert read_qr_image(gif) == TEXT
    assert all(f == 0 for f in seeks), f"frames read: {sorted(set(seeks))[:5]}..."


def test_a_photo_turned_by_its_exif_orientation_is_turned_after_it_is_made_small():
    from companion.share.qr import _open_image

    photo = Image.new("L", (3000, 1000), 255)
    photo.paste(qr_image(600), (1200, 200))
    exif = Image.Exif()
    exif[0x0112] = 6  # "rotate 90° clockwise to view"
    buf = io.BytesIO()
    photo.save(buf, "JPEG", exif=exif.tobytes())
    opened = _open_image(buf.getvalue())
    assert opened.mode == "L" and opened.size[0] < opened.size[1] and max(opened.size) <= 2000
    assert read_qr_image(buf.getvalue()) == TEXT
