// AES-256-GCM that seals and opens in place, for DataSealer on Linux.
//
// swift-crypto's AES.GCM returns every result in new memory and copies it once more into its
// sealed box; sealing a large file a chunk at a time then spends more time copying than
// encrypting. These functions reach the same BoringSSL that swift-crypto links (its symbols
// carry swift-crypto's CCryptoBoringSSL_ prefix) through its EVP_AEAD interface, which writes
// where it is told, in place included. Linux only: on Apple platforms DataSealer uses
// CryptoKit, and this module is not built.
#ifndef CPASSCODE_AEAD_H
#define CPASSCODE_AEAD_H

#include <stddef.h>
#include <stdint.h>

/// An AES-256-GCM key, ready to seal and open (16-byte tags, 12-byte nonces).
typedef struct passcode_aead passcode_aead;

/// A context for the 32-byte `key` (copied); NULL when it cannot be made.
passcode_aead *passcode_aead_new(const uint8_t *key);

/// Zeroes and frees `context` (NULL is allowed).
void passcode_aead_free(passcode_aead *context);

/// Seals `in_length` bytes of `in` with the 12-byte `nonce` and `ad_length` bytes of
/// associated data, writing the ciphertext and then the 16-byte tag to `out`, which has room
/// for `in_length + 16` bytes and is `in` itself or does not overlap it. Returns 1 on success,
/// 0 on failure.
int passcode_aead_seal(
  const passcode_aead *context, uint8_t *out, const uint8_t *nonce, const uint8_t *in,
  size_t in_length, const uint8_t *ad, size_t ad_length);

/// Opens `in_length` bytes of `in` (ciphertext, then the 16-byte tag), writing the
/// `in_length - 16` bytes of plaintext to `out` (`in` itself, or not overlapping it). Returns 1
/// when it authenticates; 0 otherwise, with `out` zeroed.
int passcode_aead_open(
  const passcode_aead *context, uint8_t *out, const uint8_t *nonce, const uint8_t *in,
  size_t in_length, const uint8_t *ad, size_t ad_length);

#endif
