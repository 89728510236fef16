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

#include <errno.h>
#include <stdint.h>
#include <sys/mman.h>

// 32 TiB: above a non-randomised PIE (0x555555554000 is 85 TiB: above it, so the range starts
// below), below the mmap area, and inside Valgrind's client address space.
#define FIXED_ARENA_BASE ((uintptr_t)0x200000000000UL)
// The range's size: 64 GiB of addresses, mapped only as the arena asks for extents.
static const uintptr_t fixed_arena_span = (uintptr_t)64 << 30;
static uintptr_t fixed_arena_cursor = FIXED_ARENA_BASE;
static int fixed_arena_was_displaced = 0;

static void *fixed_alloc(extent_hooks_t *hooks, void *new_addr, size_t size, size_t alignment, bool *zero, bool *commit,
                         unsigned arena_ind) {
    (void)hooks; (void)arena_ind;
    uintptr_t align = alignment < 4096 ? 4096 : alignment;
    uintptr_t at = (fixed_arena_cursor + align - 1) & ~(align - 1);
    // An extent asked for at an address (growing one in place) is granted only where the
    // range continues.
    if (new_addr != NULL && (uintptr_t)new_addr != at) return NULL;
    void *p = MAP_FAILED;
    if (at + size <= FIXED_ARENA_BASE + fixed_arena_span) {
        p = mmap((void *)at, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p != MAP_FAILED && (uintptr_t)p != at) {
            munmap(p, size);
            p = MAP_FAILED;
        }
    }
    if (p == MAP_FAILED) {
        // The range is taken or used up: map anywhere, aligned, and say so.
        if (new_addr != NULL) return NULL;
        fixed_arena_was_displaced = 1;
        size_t over = size + align;
        void *q = mmap(NULL, over, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (q == MAP_FAILED) return NULL;
        uintptr_t start = ((uintptr_t)q + align - 1) & ~(align - 1);
        if (start > (uintptr_t)q) munmap(q, start - (uintptr_t)q);
        uintptr_t end = (uintptr_t)q + over;
        if (end > start + size) munmap((void *)(start + size), end - (start + size));
        *zero = true;
        *commit = true;
        return (void *)start;
    }
    fixed_arena_cursor = at + size;
    *zero = true;
    *commit = true;
    return p;
}

// Extents are kept (retained) by jemalloc rather than unmapped: their addresses stay the range's.
static bool fixed_dalloc(extent_hooks_t *hooks, void *addr, size_t size, bool committed, unsigned arena_ind) {
    (void)hooks; (void)addr; (void)size; (void)committed; (void)arena_ind;
    return true;
}

static void fixed_destroy(extent_hooks_t *hooks, void *addr, size_t size, bool committed, unsigned arena_ind) {
    (void)hooks; (void)committed; (void)arena_ind;
    munmap(addr, size);
}

static bool fixed_commit(extent_hooks_t *hooks, void *addr, size_t size, size_t offset, size_t length, unsigned arena_ind) {
    (void)hooks; (void)addr; (void)size; (void)offset; (void)length; (void)arena_ind;
    return false;  // always committed
}

static bool fixed_decommit(extent_hooks_t *hooks, void *addr, size_t size, size_t offset, size_t length, unsigned arena_ind) {
    (void)hooks; (void)addr; (void)size; (void)offset; (void)length; (void)arena_ind;
    return true;  // not decommitted: purging returns the pages
}

static bool fixed_purge_lazy(extent_hooks_t *hooks, void *addr, size_t size, size_t offset, size_t length, unsigned arena_ind) {
    (void)hooks; (void)size; (void)arena_ind;
    return madvise((char *)addr + offset, length, MADV_FREE) != 0;
}

static bool fixed_purge_forced(extent_hooks_t *hooks, void *addr, size_t size, size_t offset, size_t length, unsigned arena_ind) {
    (void)hooks; (void)size; (void)arena_ind;
    return madvise((char *)addr + offset, length, MADV_DONTNEED) != 0;
}

static bool fixed_split(extent_hooks_t *hooks, void *addr, size_t size, size_t size_a, size_t size_b, bool committed, unsigned arena_ind) {
    (void)hooks; (void)addr; (void)size; (void)size_a; (void)size_b; (void)committed; (void)arena_ind;
    return false;
}

static bool fixed_merge(extent_hooks_t *hooks, void *addr_a, size_t size_a, void *addr_b, size_t size_b, bool committed, unsigned arena_ind) {
    (void)hooks; (void)addr_a; (void)size_a; (void)addr_b; (void)size_b; (void)committed; (void)arena_ind;
    return false;  // adjacent extents of the range are one mapping's pages
}

static extent_hooks_t fixed_hooks = {
    fixed_alloc, fixed_dalloc, fixed_destroy, fixed_commit, fixed_decommit, fixed_purge_lazy, fixed_purge_forced, fixed_split, fixed_merge,
};

int nibbench_create_fixed_arena(unsigned *arena) {
    extent_hooks_t *hooks = &fixed_hooks;
    size_t size = sizeof(unsigned);
    return mallctl("arenas.create", arena, &size, &hooks, sizeof(hooks));
}

int nibbench_fixed_arena_displaced(void) { return fixed_arena_was_displaced; }
#else
#include <errno.h>

int nibbench_create_fixed_arena(unsigned *arena) {
    (void)arena;
    return ENOENT;
}

int nibbench_fixed_arena_displaced(void) { return 0; }

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
