"""The host link survives a restart (issue 17, item 8) and HTTPS on the LAN (item 7): "kept in the data
folder, readable only by its owner; `companion --new-host-link` replaces it" and "`companion --lan --https`
serves over TLS with a certificate the app makes and keeps in its data folder (or --cert/--key for one
the user has), prints the address and the certificate's fingerprint"."""
import os
import stat
import subprocess

import pytest
from cryptography import x509

from companion.cli import parse_args
from companion.host_link import FILE_NAME, host_secret
from companion.tls import ensure_certificate, fingerprint, spki_hash


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_the_host_secret_is_kept_private_and_replaced_only_on_request(tmp_path):
    first = host_secret(tmp_path)
    assert len(first) >= 32 and mode(tmp_path / FILE_NAME) == 0o600
    assert host_secret(tmp_path) == first  # a restart: the same link
    os.chmod(tmp_path / FILE_NAME, 0o644)
    assert host_secret(tmp_path) == first and mode(tmp_path / FILE_NAME) == 0o600  # loosened: tightened again
    renewed = host_secret(tmp_path, renew=True)
    assert renewed != first and host_secret(tmp_path) == renewed and mode(tmp_path / FILE_NAME) == 0o600


@pytest.mark.parametrize("content", ["", "short", "x" * 40 + "<script>", "\x00\xff garbage"])
def test_a_damaged_or_weak_secret_file_is_replaced_not_trusted(tmp_path, content):
    (tmp_path / FILE_NAME).write_bytes(content.encode("latin-1"))
    got = host_secret(tmp_path)
    assert got != content and len(got) >= 32 and (tmp_path / FILE_NAME).read_text() == got


def test_the_certificate_is_made_once_names_this_machine_and_the_lan_address(tmp_path):
    cert, key = ensure_certificate(tmp_path, "192.0.2.7")
    assert mode(key) == 0o600
    c = x509.load_pem_x509_certificate(cert.read_bytes())
    san = c.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert {str(i) for i in san.get_values_for_type(x509.IPAddress)} == {"127.0.0.1", "192.0.2.7"}
    assert "localhost" in san.get_values_for_type(x509.DNSName)
    fp = fingerprint(cert)
    assert ensure_certificate(tmp_path, "192.0.2.7") == (cert, key) and fingerprint(cert) == fp  # kept
    # The fingerprint is what openssl (and a phone's certificate details) shows.
    out = subprocess.run(["openssl", "x509", "-in", str(cert), "-noout", "-fingerprint", "-sha256"],
                         capture_output=True, text=True)
    if out.returncode == 0:
        assert out.stdout.strip().split("=", 1)[1] == fp
    assert len(spki_hash(cert)) == 44
    # A new LAN address is not covered: a new certificate (and a new fingerprint to compare).
    ensure_certificate(tmp_path, "192.0.2.99")
    assert fingerprint(cert) != fp


def test_a_damaged_certificate_is_made_anew(tmp_path):
    cert, _key = ensure_certificate(tmp_path, None)
    cert.write_text("-----BEGIN CERTIFICATE-----\nnot a certificate\n-----END CERTIFICATE-----\n")
    ensure_certificate(tmp_path, None)
    x509.load_pem_x509_certificate(cert.read_bytes())


def test_https_flags(tmp_path):
    a = parse_args([])
    assert (a.https, a.cert, a.key, a.new_host_link) == (False, None, None, False)
    assert parse_args(["--lan", "--https"]).https
    cert, key = ensure_certificate(tmp_path, None)
    own = parse_args(["--cert", str(cert), "--key", str(key)])
    assert own.https and own.cert == str(cert)  # your own certificate implies HTTPS
    with pytest.raises(SystemExit):
        parse_args(["--cert", str(cert)])  # without its key
    with pytest.raises(SystemExit):
        parse_args(["--cert", str(tmp_path / "missing.pem"), "--key", str(key)])
    assert parse_args(["--new-host-link"]).new_host_link


def test_a_certificate_that_is_not_one_is_refused_with_a_message(tmp_path):
    from companion.cli import tls_files

    bad = tmp_path / "cert.pem"
    bad.write_text("hello")
    (tmp_path / "key.pem").write_text("hello")
    args = parse_args(["--cert", str(bad), "--key", str(tmp_path / "key.pem")])
    with pytest.raises(SystemExit, match="not a readable PEM certificate"):
        tls_files(args, tmp_path, None)
    assert tls_files(parse_args([]), tmp_path, None) is None
    cert, key, fp = tls_files(parse_args(["--https"]), tmp_path, None)
    assert fp == fingerprint(cert) and os.path.exists(key)
