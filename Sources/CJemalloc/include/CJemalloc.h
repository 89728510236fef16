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

/// Creates a jemalloc arena whose extents come from one fixed range of addresses
/// (0x200000000000 upwards, mapped in order as the arena grows), and stores its
/// index in `arena`. A forked copy that allocates the same requests on such an arena gets the
/// same addresses whatever its parent mapped before the fork, so that nothing that depends on
/// addresses (jemalloc's radix tree and alignment trimming, hashes of object identities)
/// depends on what else the parent measured. Call it at most once per process (a forked copy
/// is a new process): the range is the process's own. Returns 0, or an errno value (ENOENT
/// without jemalloc).
int nibbench_create_fixed_arena(unsigned *arena);

/// Whether an extent of the fixed arena could not be mapped at its fixed address (the range
/// was taken) and was mapped elsewhere: its counts may then depend on the parent again.
int nibbench_fixed_arena_displaced(void);

#endif
