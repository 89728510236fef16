#include "CDigest.h"
#include <openssl/evp.h>

int nibbench_sha256(const void *bytes, size_t count, unsigned char digest[32]) {
    unsigned int length = 0;
    static const unsigned char empty = 0;
    if (EVP_Digest(count ? bytes : &empty, count, digest, &length, EVP_sha256(), NULL) != 1) return 0;
    return length == 32;
}
