#include "CPasscodeAEAD.h"

#if defined(__linux__)

// BoringSSL's EVP_AEAD interface (include/openssl/aead.h), as swift-crypto's copy names it.
// Declared here rather than included: swift-crypto does not export its BoringSSL module.
// Linking fails, loudly, if a swift-crypto release ever renames them.
typedef struct evp_aead_st EVP_AEAD;
typedef struct evp_aead_ctx_st EVP_AEAD_CTX;
extern const EVP_AEAD *CCryptoBoringSSL_EVP_aead_aes_256_gcm(void);
extern EVP_AEAD_CTX *CCryptoBoringSSL_EVP_AEAD_CTX_new(
  const EVP_AEAD *aead, const uint8_t *key, size_t key_len, size_t tag_len);
extern void CCryptoBoringSSL_EVP_AEAD_CTX_free(EVP_AEAD_CTX *ctx);
extern int CCryptoBoringSSL_EVP_AEAD_CTX_seal(
  const EVP_AEAD_CTX *ctx, uint8_t *out, size_t *out_len, size_t max_out_len,
  const uint8_t *nonce, size_t nonce_len, const uint8_t *in, size_t in_len,
  const uint8_t *ad, size_t ad_len);
extern int CCryptoBoringSSL_EVP_AEAD_CTX_open(
  const EVP_AEAD_CTX *ctx, uint8_t *out, size_t *out_len, size_t max_out_len,
  const uint8_t *nonce, size_t nonce_len, const uint8_t *in, size_t in_len,
  const uint8_t *ad, size_t ad_len);

enum { key_length = 32, nonce_length = 12, tag_length = 16 };

passcode_aead *passcode_aead_new(const uint8_t *key) {
  return (passcode_aead *)CCryptoBoringSSL_EVP_AEAD_CTX_new(
    CCryptoBoringSSL_EVP_aead_aes_256_gcm(), key, key_length, tag_length);
}

void passcode_aead_free(passcode_aead *context) {
  // BoringSSL's OPENSSL_free, which EVP_AEAD_CTX_free ends with, zeroes the context (the key
  // schedule) before it frees it.
  CCryptoBoringSSL_EVP_AEAD_CTX_free((EVP_AEAD_CTX *)context);
}

int passcode_aead_seal(
  const passcode_aead *context, uint8_t *out, const uint8_t *nonce, const uint8_t *in,
  size_t in_length, const uint8_t *ad, size_t ad_length) {
  size_t written = 0;
  int sealed = CCryptoBoringSSL_EVP_AEAD_CTX_seal(
    (const EVP_AEAD_CTX *)context, out, &written, in_length + tag_length, nonce, nonce_length,
    in, in_length, ad, ad_length);
  return sealed == 1 && written == in_length + tag_length;
}

int passcode_aead_open(
  const passcode_aead *context, uint8_t *out, const uint8_t *nonce, const uint8_t *in,
  size_t in_length, const uint8_t *ad, size_t ad_length) {
  if (in_length < tag_length) return 0;
  size_t written = 0;
  int opened = CCryptoBoringSSL_EVP_AEAD_CTX_open(
    (const EVP_AEAD_CTX *)context, out, &written, in_length - tag_length, nonce, nonce_length,
    in, in_length, ad, ad_length);
  return opened == 1 && written == in_length - tag_length;
}

#endif
