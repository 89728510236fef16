#ifndef NIBBENCH_CDIGEST_H
#define NIBBENCH_CDIGEST_H
#include <stddef.h>

// SHA-256 from OpenSSL's libcrypto (Debian's libssl-dev; scripts/setup installs it), routed
// through this one shim so that nibbench compiles no TLS library of its own.

/// Writes the SHA-256 of `count` bytes at `bytes` into `digest` (32 bytes).
/// Returns 1 on success, 0 when libcrypto reports a failure.
int nibbench_sha256(const void *bytes, size_t count, unsigned char digest[32]);

#endif
