"""`companion import | tables` on what a walk typed: text that is neither a file nor a code is not printed back (a
Wi-Fi QR's text held its password); nothing given, a folder, a --data-dir that is a file or not there: one line each,
no traceback, no folder made."""
import io

from companion.share import encode, snapshot_of
from companion.storage import Store
from companion.table import TableHub
from companion.table_commands import run
from tests.support.tables import started_table


def cli(*argv) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return run(list(map(str, argv)), stdin=io.BytesIO(b""), out=out, err=err), out.getvalue(), err.getvalue()


def test_text_that_is_no_file_and_no_code_is_refused_without_printing_it(tmp_path):
    status, out, err = cli("import", "WIFI:S:home;T:WPA;P:secret;;", "--data-dir", tmp_path / "d")
    assert status == 2 and "secret" not in err and err == "error: This is neither a file here nor a share code.\n"
    status, _, err = cli("import", "", "--data-dir", tmp_path / "d")
    assert status == 2 and err.startswith("error: Nothing to import: give a table file")
    status, _, err = cli("import", tmp_path / "missing.table.json", "--data-dir", tmp_path / "d")
    assert status == 2 and err == f"error: {tmp_path / 'missing.table.json'}: no such file\n"
    status, _, err = cli("import", tmp_path, "--data-dir", tmp_path / "d")
    assert status == 2 and "is a folder" in err
    assert not (tmp_path / "d").exists()  # nothing refused makes a data folder


def test_tables_in_a_folder_that_is_not_there_or_is_a_file(tmp_path):
    status, out, err = cli("tables", "--data-dir", tmp_path / "nowhere")
    assert (status, out, err) == (0, "", f"No saved tables in {tmp_path / 'nowhere'}.\n")
    assert not (tmp_path / "nowhere").exists()
    a_file = tmp_path / "notes.txt"
    a_file.write_text("x")
    source = TableHub(Store(tmp_path / "source"))
    code = encode(snapshot_of(source, started_table(source, "rollout")))
    status, out, err = cli("import", code, "--data-dir", a_file)
    assert status == 2 and err.startswith("error: ") and "Traceback" not in err and err.count("\n") == 1
