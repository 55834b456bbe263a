#!/usr/bin/env python3
"""Opens a file `passcode seal` wrote, from a whole copy of a Linux store and the passcode —
independently of PasscodeKit's Swift code: Python's hashlib/hmac and pyca/cryptography
(both OpenSSL), from the Security model article alone.

    scripts/open-sealed.py STORE_DIR PASSCODE SEALED_FILE > plaintext

It recomputes the device-bound check (PBKDF2 of HMAC(pepper, passcode), the point hashed onto
P-256, ECDH with the store's `devicekey`, HKDF), compares the tag with the record's, derives
the data key's wrapping key (HKDF info "PasscodeKit data key wrap v1"), opens the wrapped key
(AES-256-GCM, aad "PasscodeKit data key v1"), and opens the sealed file (version 1: STREAM over
AES-256-GCM). Exit status: 0 opened; 1 wrong passcode; 2 the store or the file does not open
(no device key, a damaged record, a changed file). Only numeric and ASCII passcodes are
normalised (no other scripts' digits).

This is what DATA-1's attacker table says of a Linux store copied whole: with `devicekey`,
guesses can be tested offline at the calibrated cost; without it, nothing opens.
"""
import base64
import hashlib
import hmac
import json
import os
import sys

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.exceptions import InvalidTag

P = 2**256 - 2**224 + 2**192 + 2**96 - 1


def hkdf(ikm, salt, info):
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=info).derive(ikm)


def point(k):
    for i in range(256):
        x = hmac.new(k, b"PasscodeKit device point v1" + bytes([i]), hashlib.sha256).digest()
        if int.from_bytes(x, "big") >= P:
            continue
        try:
            return ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), b"\x02" + x)
        except ValueError:
            continue
    raise ValueError("no point")


def fail(status, why):
    print(why, file=sys.stderr)
    sys.exit(status)


def main(store, passcode, sealed_path):
    with open(os.path.join(store, "state"), "rb") as f:
        lines = f.read().split(b"\n")
    record = json.loads(lines[1])
    if hashlib.sha256(lines[1]).hexdigest().encode() != lines[2][len(b"sha256:"):]:
        fail(2, "the state record's checksum does not match")
    with open(os.path.join(store, "pepper"), "rb") as f:
        pepper = f.read()
    try:
        with open(os.path.join(store, "devicekey"), "rb") as f:
            d = f.read()
    except FileNotFoundError:
        fail(2, "no devicekey: the copy cannot test a guess")
    verifier = record["verifier"]
    salt = base64.b64decode(verifier["salt"])
    rounds = verifier["rounds"]
    peppered = hmac.new(pepper, passcode.encode(), hashlib.sha256).digest()
    k = hashlib.pbkdf2_hmac("sha256", peppered, salt, rounds, 32)
    private = ec.derive_private_key(int.from_bytes(d, "big"), ec.SECP256R1())
    z = private.exchange(ec.ECDH(), point(k))
    tag = hkdf(z, salt, b"PasscodeKit device-bound verifier v1")
    if not hmac.compare_digest(tag, base64.b64decode(verifier["hash"])):
        fail(1, "wrong passcode")
    wrap = hkdf(z, salt, b"PasscodeKit data key wrap v1")
    wrapped = base64.b64decode(record["dataKey"]["code"])
    try:
        data_key = AESGCM(wrap).decrypt(wrapped[:12], wrapped[12:], b"PasscodeKit data key v1")
    except InvalidTag:
        fail(2, "the data key does not open")

    with open(sealed_path, "rb") as f:
        sealed = f.read()
    header = sealed[:28]
    if header[:8] != b"PKSEAL\x00\x01":
        fail(2, "not sealed data, version 1")
    chunk_size = int.from_bytes(header[8:12], "big")
    file_key = hkdf(data_key, header[12:28], b"PasscodeKit sealed data v1")
    body, out, index, stored = sealed[28:], bytearray(), 0, chunk_size + 16
    while True:
        last = len(body) <= stored
        chunk, body = body[:stored], body[stored:]
        nonce = bytes(7) + index.to_bytes(4, "big") + (b"\x01" if last else b"\x00")
        try:
            out += AESGCM(file_key).decrypt(nonce, chunk, header)
        except InvalidTag:
            fail(2, "the sealed file was changed")
        index += 1
        if last:
            break
    sys.stdout.buffer.write(bytes(out))


if __name__ == "__main__":
    if len(sys.argv) != 4:
        fail(64, __doc__)
    main(*sys.argv[1:])
