"""No tracked file names a path that exists on one machine only (issue 12).

A fresh clone in another folder, with its own virtual environment, must pass the README's test command:
subprocesses start with `sys.executable`, files are found relative to the repository. A string that starts
with `/` and leads to a virtual environment, a home folder or a workspace is such a path.
"""
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Where a path starts: the start of a line or after a space, quote, bracket, `=`, `:` or a backtick.
_START = r"(?:^|(?<=[\s\"'`=(\[:,]))"
MACHINE_PATH = re.compile(
    _START + r"/(?:"
    r"(?:home|Users)/[^/\s\"'`]+"            # someone's home folder
    r"|root(?:/|\b)"                          # root's home folder
    r"|(?:work|workspace|workspaces|mnt/data)/"  # a workspace
    r"|[^\s\"'`]*?/\.?venv/"                 # a virtual environment somewhere
    r"|[^\s\"'`]*?/(?:site-packages|\.pyenv|virtualenvs)/"
    r")",
    re.MULTILINE,
)


def machine_paths(text: str) -> list[str]:
    """The machine-bound paths in a text (empty when it is portable)."""
    return [m.group(0) for m in MACHINE_PATH.finditer(text)]


def test_the_detector_finds_each_kind_and_spares_portable_paths():
    # written with "{S}" for the slash, so that this file does not name such paths itself
    bad = [line.replace("{S}", "/") for line in (
        'PY = "{S}work{S}venv{S}bin{S}python"', "Run: {S}home{S}ann{S}tc{S}.venv{S}bin{S}python x.py",
        "cd {S}Users{S}bob{S}code", "x={S}root{S}.cache{S}thing", "[{S}opt{S}tools{S}venv{S}bin{S}pytest]",
        "`{S}srv{S}x{S}lib{S}python3.11{S}site-packages{S}flet`")]
    for line in bad:
        assert machine_paths(line), line
    good = [". .venv/bin/activate", "/usr/bin/chromium", "/Applications/Google Chrome.app",
            "~/.local/share/table-companion", "--data-dir /tmp/x", "https://example.org/home/page",
            "tests/e2e/browser.py", "a/b/venv_like.py"]
    for line in good:
        assert not machine_paths(line), line


def test_no_tracked_file_names_a_path_of_one_machine():
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    found = []
    for name in filter(None, files.decode("utf-8").split("\0")):
        path = ROOT / name
        if not path.is_file():
            continue
        data = path.read_bytes()
        if b"\0" in data[:4096]:  # binary (pictures, fixtures packed as bytes)
            continue
        for hit in machine_paths(data.decode("utf-8", errors="replace")):
            found.append(f"{name}: {hit}")
    assert not found, "paths that exist on one machine only:\n" + "\n".join(found)
