#ifndef NIBBENCH_CJEMALLOC_H
#define NIBBENCH_CJEMALLOC_H
#include <stddef.h>

// jemalloc's control interface, routed through this shim so that a build without jemalloc
// (NIBBENCH_NO_JEMALLOC=1, for the sanitizer runs, whose allocators cannot share the process
// with jemalloc) still links: there every call fails with ENOENT and the probes report
// jemalloc as unavailable.

/// jemalloc's MALLCTL_ARENAS_ALL: the arena index that means "all arenas" in a MIB.
#define NIBBENCH_MALLCTL_ARENAS_ALL 4096

/// mallctl(3).
int nibbench_mallctl(const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen);
/// mallctlnametomib(3).
int nibbench_mallctlnametomib(const char *name, size_t *mibp, size_t *miblenp);
/// mallctlbymib(3).
int nibbench_mallctlbymib(const size_t *mib, size_t miblen, void *oldp, size_t *oldlenp, void *newp, size_t newlen);

#endif
