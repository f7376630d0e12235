"""The app's own look outside Flutter: its colours, and the icons drawn for the web manifest.

`python -m companion.brand` redraws the PNG icons in assets/icons (Pillow; a die with a coin on the
app's teal). The loading page and manifest in assets/ use the same colours."""
from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

TEAL = "#00796B"  # the theme seed and the manifest's theme colour
TEAL_DARK = "#004D40"  # pips, and the dark splash
GOLD = "#F9A825"
GOLD_EDGE = "#C17900"
WHITE = "#FFFFFF"
ICONS = Path(__file__).resolve().parent.parent / "assets" / "icons"
SIZES = {  # file name -> (size, maskable: the glyph inside the safe circle on a full-bleed background)
    "table-companion-192.png": (192, False),
    "table-companion-512.png": (512, False),
    "table-companion-maskable-192.png": (192, True),
    "table-companion-maskable-512.png": (512, True),
    "apple-touch-icon.png": (180, True),  # iOS rounds the corners itself and wants no transparency
    "favicon-64.png": (64, False),
}
SCALE = 4  # drawn large, then scaled down: smooth edges


def draw_icon(size: int, maskable: bool) -> Image.Image:
    """The icon at `size` px: a white die (five pips) with a gold coin, on a teal tile (or full-bleed teal)."""
    n = size * SCALE
    img = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    if maskable:
        d.rectangle((0, 0, n, n), fill=TEAL)
        inner = n * 0.56  # inside the maskable safe zone (a circle of 80 % of the width)
    else:
        d.rounded_rectangle((n * 0.03, n * 0.03, n * 0.97, n * 0.97), radius=n * 0.2, fill=TEAL)
        inner = n * 0.62
    x0 = (n - inner) / 2 - inner * 0.06
    y0 = (n - inner) / 2 - inner * 0.06
    die = inner * 0.82
    d.rounded_rectangle((x0, y0, x0 + die, y0 + die), radius=die * 0.18, fill=WHITE)
    r = die * 0.085
    for fx, fy in ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)):
        cx, cy = x0 + die * fx, y0 + die * fy
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=TEAL_DARK)
    coin = inner * 0.44
    cx, cy = x0 + die * 0.98, y0 + die * 0.98
    d.ellipse((cx - coin / 2 - n * 0.012, cy - coin / 2 - n * 0.012, cx + coin / 2 + n * 0.012,
               cy + coin / 2 + n * 0.012), fill=TEAL)  # a teal ring parts the coin from the die
    d.ellipse((cx - coin / 2, cy - coin / 2, cx + coin / 2, cy + coin / 2), fill=GOLD_EDGE)
    c2 = coin * 0.8
    d.ellipse((cx - c2 / 2, cy - c2 / 2, cx + c2 / 2, cy + c2 / 2), fill=GOLD)
    bar = coin * 0.1  # a "$"-less mark: two bars, legible at 48 px
    d.rounded_rectangle((cx - coin * 0.2, cy - bar * 1.6, cx + coin * 0.2, cy - bar * 0.6), radius=bar / 2, fill=GOLD_EDGE)
    d.rounded_rectangle((cx - coin * 0.2, cy + bar * 0.6, cx + coin * 0.2, cy + bar * 1.6), radius=bar / 2, fill=GOLD_EDGE)
    out = img.resize((size, size), Image.LANCZOS)
    if maskable:
        out = out.convert("RGB")
    return out


def write_icons(folder: Path = ICONS) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (size, maskable) in SIZES.items():
        path = folder / name
        draw_icon(size, maskable).save(path, optimize=True)
        written.append(path)
    return written


if __name__ == "__main__":
    for p in write_icons():
        print(p)
