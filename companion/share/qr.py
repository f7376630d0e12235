"""QR codes: drawing a share code, reading one from a photo or screenshot, telling codes from invite links."""
from __future__ import annotations

import io
import re
import warnings
from typing import Literal
from urllib.parse import urlsplit

import qrcode
import qrcode.exceptions
import qrcode.util
from PIL import Image, ImageOps

from calculators.core.snapshot import Snapshot
from companion.i18n import N_, _

from .base45 import ALPHABET
from .codec import decode
from .errors import ShareError
from .limits import MAX_IMAGE_BYTES

MAX_IMAGE_PIXELS = 64_000_000  # a 48-megapixel phone photo is 8000 x 6000 = 48 M (a JPEG, decoded at 1/2 or less)
MAX_DECODE_BYTES = 64 * 1024 * 1024  # what one decoded frame may take in memory, before it is shrunk for reading
MAX_DECODE_PIXELS = 16_000_000  # a frame decoded whole (not a JPEG): 4000 x 4000, about 0.3 s on a quiet machine
_SCAN_SIDE = 2000  # photos are shrunk to at most this many pixels on the long side before reading
_BYTES_PER_PIXEL = {"1": 1, "L": 1, "P": 1, "I;16": 2}  # as Pillow holds them; every other mode takes 4
# Pillow's own decompression-bomb guard (a warning above, an error at twice this), process-wide: no picture
# this app reads needs more.
Image.MAX_IMAGE_PIXELS = MAX_IMAGE_PIXELS

INVITE_MESSAGE = "This is an invite link, not a table: open it to join that table."
NO_CODE_MESSAGE = N_(
    "No QR code found in that picture: try a sharper photo, closer, with the whole code in view."
)
# Links the Companion server hands out: /seat/<token> (a player), /bank/<token> (the banker), /join….
_INVITE_PATH = re.compile(r"(?:^|/)(?:(?:seat|bank)/[^/?#]+|join(?:/[^?#]*)?)/?$")


def _qr(text: str) -> qrcode.QRCode:
    qr = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, box_size=8, border=4)
    if text and all(c in ALPHABET for c in text):
        # A share code is all alphanumeric: one dense alphanumeric segment (5.5 bits a character).
        qr.add_data(qrcode.util.QRData(text, mode=qrcode.util.MODE_ALPHA_NUM), optimize=0)
    else:
        qr.add_data(text)
    try:
        qr.make(fit=True)
    except (qrcode.exceptions.DataOverflowError, ValueError):
        raise ShareError(
            _("This table is too big for one QR code: share it as a file instead."), "too_big_for_qr"
        ) from None
    return qr


def qr_version(text: str) -> int:
    """The smallest QR version (1-40) holding `text` at error correction M."""
    return _qr(text).version


def qr_png(text: str, box_size: int = 8, border: int = 4) -> bytes:
    """A PNG of the QR code of `text` (error correction M), black on white, `border` modules of margin."""
    qr = _qr(text)
    qr.box_size, qr.border = box_size, border
    image = qr.make_image(fill_color="black", back_color="white")
    buf = io.BytesIO()
    image.save(buf, format="PNG")
    return buf.getvalue()


def _too_big(width: int, height: int) -> ShareError:
    return ShareError(_("That picture is {width} x {height} pixels, too many to read: take a screenshot of the code, "
                        "or a photo of it alone.").format(width=f"{width:,}", height=f"{height:,}"), "too_big")


def _open_image(data: bytes) -> Image.Image:
    """The picture's first frame in greyscale, at most _SCAN_SIDE pixels on the long side.

    Bounded before any pixel is decoded: Pillow opens lazily, so the size is checked first; a JPEG is
    decoded at a reduced scale (draft); any other picture whose one frame would take more than
    MAX_DECODE_PIXELS or MAX_DECODE_BYTES is refused; only the first frame of an animation is ever
    read (no seek, no frame count, which would read them all)."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise ShareError(_("That is not a picture."), "not_an_image")
    checked_picture_size(len(data))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(bytes(data)))  # reads the header only
            width, height = image.size
            if width * height > MAX_IMAGE_PIXELS:
                raise _too_big(width, height)
            image.draft("L", (_SCAN_SIDE, _SCAN_SIDE))  # JPEG: decode at 1/2, 1/4 or 1/8 scale, cheaply
            pixels = image.width * image.height  # after draft: what will really be decoded
            if pixels > MAX_DECODE_PIXELS or pixels * _BYTES_PER_PIXEL.get(image.mode, 4) > MAX_DECODE_BYTES:
                raise _too_big(width, height)
            orientation = image.getexif().get(0x0112)  # from the header; applied once the picture is small
            image.load()  # the first frame only
            image = image.convert("L")  # a quarter of an RGBA frame; the decoded frame is freed just after
            if max(image.size) > _SCAN_SIDE:
                image.thumbnail((_SCAN_SIDE, _SCAN_SIDE))  # in place: reduce() by whole steps, then resample
            if orientation and orientation != 1:
                image.getexif()[0x0112] = orientation
                image = ImageOps.exif_transpose(image) or image
    except ShareError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise ShareError(_("That picture has too many pixels to read: take a screenshot of the code, or a smaller "
                           "photo of it."), "too_big") from None
    except Exception:  # PIL raises many kinds for damaged or unknown files
        raise ShareError(
            _("That file could not be opened as a picture: choose a photo or screenshot (PNG or JPEG)."),
            "not_an_image",
        ) from None
    return image


def checked_picture_size(size: int) -> None:
    """ShareError when a picture of `size` bytes is over MAX_IMAGE_BYTES (a phone's photo may be larger than a
    table file, so pictures have their own limit)."""
    if size > MAX_IMAGE_BYTES:
        raise ShareError(
            _("That picture is {size} MiB; pictures up to 16 MiB can be read. Take a screenshot of the code "
              "instead.").format(size=f"{size / 2**20:.1f}"),
            "too_big",
        )


def read_qr_image(data: bytes) -> str:
    """The text of the QR code in a photo or screenshot (PNG, JPEG…); ShareError if there is none."""
    image = _open_image(data)
    try:
        import zxingcpp
    except ImportError:  # pragma: no cover - zxing-cpp is a dependency of the app
        raise ShareError(_("This app cannot read pictures: zxing-cpp is not installed."), "no_code") from None
    found = [b.text for b in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode) if b.text]
    if not found:
        raise ShareError(_(NO_CODE_MESSAGE), "no_code")
    # Several codes in one picture: prefer ours, then an invite link, then whatever was read.
    for text in found:
        if text.lstrip().upper().startswith("TC"):
            return text
    for text in found:
        if invite_url(text):
            return text
    return found[0]


def invite_url(text: str) -> str | None:
    """The URL when `text` is a Companion invite link (http(s), path /seat/<token>, /bank/<token> or /join…), else None."""
    url = text.strip() if isinstance(text, str) else ""
    if not url or any(c.isspace() for c in url):
        return None
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        return None
    return url if _INVITE_PATH.search(parts.path) else None


def classify(text: str) -> tuple[Literal["snapshot"], Snapshot] | tuple[Literal["invite"], str]:
    """("invite", url) for an invite link, ("snapshot", Snapshot) for a share code; ShareError otherwise."""
    url = invite_url(text)
    if url is not None:
        return "invite", url
    if isinstance(text, str) and re.match(r"\s*https?://", text, re.IGNORECASE):
        raise ShareError(
            _("This is a web link, not a Table Companion code or invite link."), "not_ours"
        )
    return "snapshot", decode(text)
