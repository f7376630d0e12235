"""HTTPS on the LAN: a self-signed certificate the app makes once and keeps in its data folder.

Browsers give a page the camera, the screen wake lock, the clipboard and "install" only in a secure
context (HTTPS, or localhost), so `companion --lan --https` serves over TLS. Flet's own server
(`ft.run`) starts uvicorn without TLS options, so the app is served as Flet's ASGI app
(`ft.run(..., export_asgi_app=True)`) under uvicorn with `ssl_certfile`/`ssl_keyfile` (see cli.py).
A phone trusts the certificate once, after comparing its SHA-256 fingerprint with the one printed.
"""
from __future__ import annotations

import datetime as dt
import ipaddress
import os
import socket
from pathlib import Path

CERT_NAME = "https-cert.pem"
KEY_NAME = "https-key.pem"
VALID_DAYS = 825  # the longest validity Apple platforms accept for a TLS server certificate


def _names(lan_address: str | None) -> tuple[list[str], list[str]]:
    """(DNS names, IP addresses) the certificate must cover: this machine, localhost and the LAN address."""
    dns = ["localhost"]
    host = socket.gethostname()
    if host and host not in dns:
        dns.append(host)
    ips = ["127.0.0.1"]
    if lan_address and lan_address not in ips:
        try:
            ipaddress.ip_address(lan_address)
            ips.append(lan_address)
        except ValueError:
            dns.append(lan_address)
    return dns, ips


def _covers(cert, dns: list[str], ips: list[str]) -> bool:
    from cryptography import x509

    try:
        san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except x509.ExtensionNotFound:
        return False
    have_dns = set(san.get_values_for_type(x509.DNSName))
    have_ips = {str(i) for i in san.get_values_for_type(x509.IPAddress)}
    still_valid = cert.not_valid_after_utc > dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=1)
    return set(dns) <= have_dns and set(ips) <= have_ips and still_valid


def make_certificate(cert_path: Path, key_path: Path, dns: list[str], ips: list[str]) -> None:
    """A new EC key and a self-signed server certificate for `dns` and `ips`; the key file is mode 0600."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    from companion.storage.files import atomic_write

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Table Companion on this network"),
                      x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Table Companion")])
    now = dt.datetime.now(dt.timezone.utc)
    alt = [x509.DNSName(d) for d in dns] + [x509.IPAddress(ipaddress.ip_address(i)) for i in ips]
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(minutes=5)).not_valid_after(now + dt.timedelta(days=VALID_DAYS))
            .add_extension(x509.SubjectAlternativeName(alt), critical=False)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
            .sign(key, hashes.SHA256()))
    atomic_write(key_path, key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                             serialization.NoEncryption()))
    os.chmod(key_path, 0o600)
    atomic_write(cert_path, cert.public_bytes(serialization.Encoding.PEM))
    os.chmod(cert_path, 0o644)


def ensure_certificate(data_dir: Path, lan_address: str | None) -> tuple[Path, Path]:
    """The kept certificate and key, made anew only when missing, expiring, or not naming `lan_address`."""
    from cryptography import x509

    cert_path, key_path = Path(data_dir) / CERT_NAME, Path(data_dir) / KEY_NAME
    dns, ips = _names(lan_address)
    if cert_path.exists() and key_path.exists():
        try:
            if _covers(x509.load_pem_x509_certificate(cert_path.read_bytes()), dns, ips):
                return cert_path, key_path
        except ValueError:
            pass  # a damaged certificate is replaced
    Path(data_dir).mkdir(parents=True, exist_ok=True)
    make_certificate(cert_path, key_path, dns, ips)
    return cert_path, key_path


def fingerprint(cert_path: Path) -> str:
    """The certificate's SHA-256 fingerprint as browsers show it: 32 hex pairs joined by colons."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes

    cert = x509.load_pem_x509_certificate(Path(cert_path).read_bytes())
    return ":".join(f"{b:02X}" for b in cert.fingerprint(hashes.SHA256()))


def spki_hash(cert_path: Path) -> str:
    """base64(SHA-256 of the public key): what Chromium's --ignore-certificate-errors-spki-list takes."""
    import base64
    import hashlib

    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    cert = x509.load_pem_x509_certificate(Path(cert_path).read_bytes())
    der = cert.public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    return base64.b64encode(hashlib.sha256(der).digest()).decode()
