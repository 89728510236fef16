#include "CJemalloc.h"

#ifdef NIBBENCH_JEMALLOC
// Debian's libjemalloc-dev builds jemalloc without a symbol prefix: mallctl() and friends,
// and malloc/free themselves, come from jemalloc once the library is linked.
#include <jemalloc/jemalloc.h>

int nibbench_mallctl(const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen) {
    return mallctl(name, oldp, oldlenp, newp, newlen);
}

int nibbench_mallctlnametomib(const char *name, size_t *mibp, size_t *miblenp) {
    return mallctlnametomib(name, mibp, miblenp);
}

int nibbench_mallctlbymib(const size_t *mib, size_t miblen, void *oldp, size_t *oldlenp, void *newp, size_t newlen) {
    return mallctlbymib(mib, miblen, oldp, oldlenp, newp, newlen);
}
#else
#include <errno.h>

int nibbench_mallctl(const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen) {
    (void)name; (void)oldp; (void)oldlenp; (void)newp; (void)newlen;
    return ENOENT;
}

int nibbench_mallctlnametomib(const char *name, size_t *mibp, size_t *miblenp) {
    (void)name; (void)mibp; (void)miblenp;
    return ENOENT;
}

int nibbench_mallctlbymib(const size_t *mib, size_t miblen, void *oldp, size_t *oldlenp, void *newp, size_t newlen) {
    (void)mib; (void)miblen; (void)oldp; (void)oldlenp; (void)newp; (void)newlen;
    return ENOENT;
}
#endif

#ifdef NIBBENCH_JEMALLOC
_Static_assert(NIBBENCH_MALLCTL_ARENAS_ALL == MALLCTL_ARENAS_ALL, "MALLCTL_ARENAS_ALL changed");
#endif
