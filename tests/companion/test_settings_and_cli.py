"""App settings survive restarts and damage; the `companion` command's options."""
import io
import json

import pytest
import zxingcpp
from PIL import Image

from companion.cli import parse_args, print_lan_banner
from companion.settings import SettingsStore


def test_house_rule_is_off_by_default_and_persists(tmp_path):
    s = SettingsStore(tmp_path)
    assert s.value.floor_negative_share_values is False
    s.update(floor_negative_share_values=True)
    assert SettingsStore(tmp_path).value.floor_negative_share_values is True


def test_damaged_settings_file_is_kept_aside_not_overwritten(tmp_path):
    (tmp_path / "settings.json").write_text("{not json")
    s = SettingsStore(tmp_path)
    assert s.value.floor_negative_share_values is False
    assert "damaged" in s.problem
    assert (tmp_path / "settings.damaged.json").read_text() == "{not json"


def test_defaults_and_options():
    a = parse_args([])
    assert (a.host, a.port, a.data_dir, a.lan) == (None, 8550, None, False)
    a = parse_args(["--port", "9000", "--host", "0.0.0.0", "--data-dir", "/tmp/x"])
    assert (a.host, a.port, a.data_dir) == ("0.0.0.0", 9000, "/tmp/x")
    with pytest.raises(SystemExit):
        parse_args(["--port", "0"])
    with pytest.raises(SystemExit):
        parse_args(["--lan", "--host", "127.0.0.1"])


def test_lan_banner_prints_the_address_and_a_scannable_qr_code():
    out = io.StringIO()
    print_lan_banner("http://192.0.2.7:8550", out=out)
    text = out.getvalue()
    assert "http://192.0.2.7:8550" in text
    # Render the terminal QR (half-block characters) to pixels and decode it with zxing-cpp.
    rows = [line for line in text.splitlines() if line and set(line) <= set(" \xa0█▀▄")]
    width = max(len(r) for r in rows)
    img = Image.new("L", (width * 4, len(rows) * 8), 255)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row.ljust(width)):
            top = ch in "█▀"
            bottom = ch in "█▄"
            for dy, dark in ((0, top), (4, bottom)):
                if dark:
                    img.paste(0, (x * 4, y * 8 + dy, x * 4 + 4, y * 8 + dy + 4))
    img = Image.eval(img, lambda v: 255 - v)  # the banner prints light modules on a dark terminal (invert=True)
    big = Image.new("L", (img.width + 80, img.height + 80), 255)
    big.paste(img, (40, 40))
    assert [r.text for r in zxingcpp.read_barcodes(big)] == ["http://192.0.2.7:8550"]
