"""Sharing's refusals speak the importing phone's language, numbers included (a walk on a German phone read "This code
was made by a newer Table Companion …" in English, and "Diese Datei ist 16.0 MiB groß")."""
import pytest

from companion import i18n
from companion.share import ShareError
from companion.share.codec import decode
from companion.share.files import size_refusal


def test_a_code_from_a_newer_app_is_refused_in_the_phones_language():
    for lang, start in (("de", "Dieser Code wurde von einer neueren Table Companion erstellt (Code-Format 2;"),
                        ("en", "This code was made by a newer Table Companion (code format 2;")):
        with i18n.using(lang), pytest.raises(ShareError) as err:
            decode("TC2:ABCDEF")
        assert str(err.value).startswith(start) and err.value.kind == "newer_version"


def test_a_files_size_is_written_as_the_language_writes_numbers():
    size = 16 * 2**20 + 5
    with i18n.using("de"):
        assert size_refusal(size).startswith("Diese Datei ist 16,0 MiB groß;")
    assert size_refusal(size).startswith("This file is 16.0 MiB;")
