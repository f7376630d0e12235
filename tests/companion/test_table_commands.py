"""`companion import | export | tables` in a fresh process with no server (issue 13, item 5)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.share import encode, export_session, snapshot_of, table_fingerprint
from companion.storage import Store
from companion.table import TableHub
from tests.support.tables import started_table

ROOT = Path(__file__).resolve().parents[2]


def companion(*args, stdin=None):
    """`companion …` as a user types it, in its own process (the module's entry point, this interpreter)."""
    return subprocess.run([sys.executable, "-m", "companion", *map(str, args)], input=stdin, capture_output=True,
                          cwd=ROOT, timeout=120)


def tree(folder: Path) -> dict:
    """Every file under `folder` with its bytes: to show nothing changed."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def source(tmp_path):
    hub = TableHub(Store(tmp_path / "source"))
    return hub


def test_import_a_table_file_and_a_code_of_every_game_then_list_and_export(source, tmp_path):
    data = tmp_path / "data"
    ids = {}
    for game in ("rollout", "roll-and-rails", "owners-choice", "fortune"):
        sid = started_table(source, game)
        path = tmp_path / f"{game}.table.json"
        path.write_bytes(export_session(source.store.load(sid)))
        code_file = tmp_path / f"{game}.code.txt"
        code_file.write_text(encode(snapshot_of(source, sid)) + "\n")
        fp = table_fingerprint(source, sid)
        for given in (path, code_file):
            run = companion("import", given, "--data-dir", data)
            assert run.returncode == 0, run.stderr
            new_id, said_game, said_fp = run.stdout.decode().split()
            assert (said_game, said_fp) == (game, fp) and run.stdout.decode().count("\n") == 1
            ids[new_id] = game
    # The code as text on the command line, too.
    text = encode(snapshot_of(source, sid))
    run = companion("import", text, "--data-dir", data)
    assert run.returncode == 0 and run.stdout.decode().split()[1:] == ["fortune", fp]

    listed = companion("tables", "--data-dir", data)
    assert listed.returncode == 0
    lines = listed.stdout.decode().splitlines()
    assert len(lines) == 9 and {line.split()[0] for line in lines} >= set(ids)

    some_id = next(i for i, g in ids.items() if g == "owners-choice")
    exported = companion("export", some_id, "--data-dir", data)
    assert exported.returncode == 0 and json.loads(exported.stdout)["meta"]["game"] == "owners-choice"
    code = companion("export", some_id, "--data-dir", data, "--code")
    assert code.returncode == 0 and code.stdout.decode().startswith("TC1:")
    # What export wrote imports again, from stdin, with the same fingerprint.
    again = companion("import", "-", "--data-dir", tmp_path / "elsewhere", stdin=exported.stdout)
    assert again.returncode == 0 and again.stdout.decode().split()[2] == run_fp(data, some_id)


def run_fp(data, sid):
    return table_fingerprint(TableHub(Store(data)), sid)


def test_a_refused_import_says_why_on_stderr_exits_2_and_leaves_the_data_folder_unchanged(source, tmp_path):
    data = tmp_path / "data"
    sid = started_table(source, "owners-choice")
    ok = tmp_path / "ok.table.json"
    ok.write_bytes(export_session(source.store.load(sid)))
    assert companion("import", ok, "--data-dir", data).returncode == 0
    before = tree(data)
    doc = json.loads(ok.read_bytes())
    doc["events"].append({"seq": len(doc["events"]) + 1, "kind": "oc.cash_corrected", "actor": "banker",
                          "at": doc["events"][-1]["at"], "data": {"seat": "Ann", "amount": 10**30}})
    bad = tmp_path / "bad.table.json"
    bad.write_text(json.dumps(doc))
    for given in (bad, "TC1:NOT-A-CODE", tmp_path / "missing.json"):
        run = companion("import", given, "--data-dir", data)
        err = run.stderr.decode()
        assert run.returncode == 2 and run.stdout == b"" and err.startswith("error: ") and err.count("\n") == 1
        assert tree(data) == before
    assert "Action #5: " in companion("import", bad, "--data-dir", data).stderr.decode()
    # A refused import into a folder that did not exist does not create it.
    assert companion("import", bad, "--data-dir", tmp_path / "new").returncode == 2
    assert not (tmp_path / "new").exists()


def test_export_of_an_unknown_table_is_refused(tmp_path):
    run = companion("export", "0123456789abcdef", "--data-dir", tmp_path)
    assert run.returncode == 2 and run.stderr.decode().startswith("error: ")


def test_the_server_options_still_parse_without_a_subcommand():
    from companion.cli import parse_args, table_command

    assert table_command(["--port", "9000"]) is None
    a = parse_args(["--port", "9000", "--data-dir", "somewhere", "--no-browser"])
    assert (a.port, a.data_dir, a.no_browser) == (9000, "somewhere", True)


def test_a_picture_of_the_qr_code_or_a_code_file_is_read_like_the_code_itself(source):
    """In-process: what `companion import` prepares from a PNG of the code, and from a file holding it."""
    from companion.share import qr_png
    from companion.table_commands import Refused, _prepared

    snap = snapshot_of(source, started_table(source, "roll-and-rails"))
    code = encode(snap)
    assert _prepared(qr_png(code)) == ("code", snap)
    assert _prepared(("\ufeff" + code + "\r\n").encode("utf-8")) == ("code", snap)
    with pytest.raises(Refused):
        _prepared(b"\xff\xfe\x00garbage")


def import_run(tmp_path, source, stdin: bytes = b"") -> tuple[int, str]:
    """`companion import SOURCE` in this process: (exit status, what it printed on stderr)."""
    import io

    from companion.table_commands import run

    err = io.StringIO()
    status = run(["import", str(source), "--data-dir", str(tmp_path / "data")], stdin=io.BytesIO(stdin),
                 out=io.StringIO(), err=err)
    return status, err.getvalue()


def test_an_import_too_large_empty_or_not_ours_says_so_in_words(tmp_path):
    big = tmp_path / "big.table.json"
    with big.open("wb") as f:
        f.write(b"{")
        f.truncate(30 * 2**20)  # 30 MiB: more than is ever read, its real size is still told
    assert import_run(tmp_path, big) == (2, "error: This file is 30.0 MiB; table files up to 8 MiB can be "
                                            "imported.\n")
    assert import_run(tmp_path, "-", b"{" + bytes(12 * 2**20))[1] == ("error: This file is 12.0 MiB; table files up "
                                                                       "to 8 MiB can be imported.\n")
    photo = tmp_path / "photo.png"
    photo.write_bytes(b"\x89PNG" + bytes(20 * 2**20))  # a picture has its own limit, 16 MiB
    assert "That picture is 20.0 MiB; pictures up to 16 MiB can be read" in import_run(tmp_path, photo)[1]
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    assert import_run(tmp_path, empty) == (2, "error: This file is empty: it holds no table to import.\n")
    noise = tmp_path / "noise.bin"
    noise.write_bytes(bytes(range(128, 256)) * 4)
    assert import_run(tmp_path, noise) == (2, "error: This is neither a table file nor a share code.\n")
    assert not (tmp_path / "data").exists()


def test_the_browser_and_the_command_line_share_each_limit():
    from companion.share import ShareError
    from companion.share.files import MAX_FILE_BYTES, checked_size
    from companion.share.qr import MAX_IMAGE_BYTES, checked_picture_size

    checked_size(MAX_FILE_BYTES)
    checked_picture_size(MAX_IMAGE_BYTES)
    with pytest.raises(ShareError, match=r"^This file is 10\.0 MiB; table files up to 8 MiB can be imported\.$"):
        checked_size(10 * 2**20)  # the Import screen's table file, before it is uploaded
    checked_picture_size(10 * 2**20)  # a photo of that size is read
    with pytest.raises(ShareError, match="This file is empty"):
        checked_size(0)


def test_a_file_whose_first_action_names_other_players_says_so_in_words_not_field_names(source, tmp_path):
    sid = started_table(source, "rollout")
    doc = json.loads(export_session(source.store.load(sid)))
    doc["events"][0]["data"]["players"] = ["Ann", "Bob", "Zed"]
    bad = tmp_path / "bad.table.json"
    bad.write_text(json.dumps(doc))
    status, err = import_run(tmp_path, bad)
    assert status == 2 and "Action #1: it records other players, or another seating order, than the table's setup." in err, err


def test_a_file_whose_setup_holds_options_this_app_does_not_know_says_what_to_do_and_no_spelling(source, tmp_path):
    """A file from a newer app (or a changed one): the refusal says what a player can do, not the file's keys."""
    sid = started_table(source, "rollout")
    doc = json.loads(export_session(source.store.load(sid)))
    doc["events"][0]["data"]["house_rule_xyz"] = True
    bad = tmp_path / "bad.table.json"
    bad.write_text(json.dumps(doc))
    status, err = import_run(tmp_path, bad)
    assert status == 2 and "Action #1: its setup holds options this version of the app does not know: it was made " \
        "by a newer version (update the app), or the file was changed." in err, err
    assert "house_rule_xyz" not in err


def test_importing_a_table_saved_here_already_says_so_on_stderr(source, tmp_path):
    """The app asks before a second copy of a table; the command line imports it (a script asked for it) and says
    which saved table it copies."""
    import io

    from companion.table_commands import run

    code_file = tmp_path / "code.txt"
    code_file.write_text(encode(snapshot_of(source, started_table(source, "rollout"))))
    data = tmp_path / "data"
    said = []
    for _ in range(2):
        out, err = io.StringIO(), io.StringIO()
        assert run(["import", str(code_file), "--data-dir", str(data)], out=out, err=err) == 0
        said.append((out.getvalue().split()[0], err.getvalue()))
    (first, quiet), (second, note) = said
    assert quiet == "" and first != second
    assert note == f"note: this table is already saved here as {first} (Rollout night); imported as another copy\n"
