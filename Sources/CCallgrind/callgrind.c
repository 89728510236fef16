#include "CCallgrind.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define NIBBENCH_HAS_CALLGRIND 1
#endif
#endif

int nibbench_callgrind_compiled_in(void) {
#ifdef NIBBENCH_HAS_CALLGRIND
    return 1;
#else
    return 0;
#endif
}

unsigned nibbench_running_on_valgrind(void) {
#ifdef NIBBENCH_HAS_CALLGRIND
    return (unsigned)RUNNING_ON_VALGRIND;
#else
    return 0;
#endif
}

void nibbench_callgrind_toggle_collect(void) {
#ifdef NIBBENCH_HAS_CALLGRIND
    CALLGRIND_TOGGLE_COLLECT;
#endif
}

void nibbench_callgrind_zero_stats(void) {
#ifdef NIBBENCH_HAS_CALLGRIND
    CALLGRIND_ZERO_STATS;
#endif
}

void nibbench_callgrind_dump_stats(const char *label) {
#ifdef NIBBENCH_HAS_CALLGRIND
    CALLGRIND_DUMP_STATS_AT(label);
#else
    (void)label;
#endif
}

void nibbench_callgrind_start_instrumentation(void) {
#ifdef NIBBENCH_HAS_CALLGRIND
    CALLGRIND_START_INSTRUMENTATION;
#endif
}

void nibbench_callgrind_stop_instrumentation(void) {
#ifdef NIBBENCH_HAS_CALLGRIND
    CALLGRIND_STOP_INSTRUMENTATION;
#endif
}

// Never inlined, and each its own function: callgrind attributes the body's cost to the call
// from this function, which is how one pass tells warm loads from first loads.
__attribute__((noinline)) void nibbench_callgrind_count_warm(void (*body)(void *), void *context) {
    body(context);
    __asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void nibbench_callgrind_count_first(void (*body)(void *), void *context) {
    body(context);
    __asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void nibbench_callgrind_count_decode(void (*body)(void *), void *context) {
    body(context);
    __asm__ volatile("" ::: "memory");
}

unsigned long long nibbench_spin(unsigned long long iterations) {
    volatile unsigned long long state = 0x9E3779B97F4A7C15ull;
    for (unsigned long long i = 0; i < iterations; i++) {
        unsigned long long x = state;
        x ^= x >> 33;
        x *= 0xFF51AFD7ED558CCDull;
        state = x ^ i;
    }
    return state;
}
