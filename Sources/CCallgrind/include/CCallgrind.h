#ifndef NIBBENCH_CCALLGRIND_H
#define NIBBENCH_CCALLGRIND_H

// Valgrind callgrind client requests (valgrind/callgrind.h from Debian's valgrind package),
// routed through this one shim. Built without the header, or run outside Valgrind, every
// request is a no-op: a client request is a few instructions that do nothing on a real CPU.

/// 1 when the shim was compiled with valgrind/callgrind.h, so its requests reach callgrind.
int nibbench_callgrind_compiled_in(void);
/// The number of Valgrind layers the process runs under (0 on a real CPU).
unsigned nibbench_running_on_valgrind(void);
/// Switches event collection on or off (CALLGRIND_TOGGLE_COLLECT): start with collection off
/// (`--collect-atstart=no`) and call it once before and once after each measured region.
void nibbench_callgrind_toggle_collect(void);
/// Sets every counter to zero (CALLGRIND_ZERO_STATS).
void nibbench_callgrind_zero_stats(void);
/// Writes the counters to a new dump file whose description names `label`
/// (CALLGRIND_DUMP_STATS_AT), then zeroes them.
void nibbench_callgrind_dump_stats(const char *label);
/// Starts instrumenting the code that runs from here on (CALLGRIND_START_INSTRUMENTATION), in a
/// process started with `--instr-atstart=no`: what ran before was not simulated at all.
void nibbench_callgrind_start_instrumentation(void);
/// Stops instrumenting the code that runs from here on (CALLGRIND_STOP_INSTRUMENTATION): it
/// runs several times faster and nothing more is counted. Only for a process that counts
/// nothing after this point.
void nibbench_callgrind_stop_instrumentation(void);
/// Calls `body(context)` inside a function of its own, so that callgrind's dump holds what the
/// call cost, inclusive, under this function's name: the warm loads of a counted replay (a
/// profiled unit's warm instantiate).
void nibbench_callgrind_count_warm(void (*body)(void *), void *context);
/// The same for the first loads of a counted replay (a profiled unit's first instantiate).
void nibbench_callgrind_count_first(void (*body)(void *), void *context);
/// The same for a profiled unit's decode.
void nibbench_callgrind_count_decode(void (*body)(void *), void *context);
/// A fixed amount of work the optimiser cannot remove: `iterations` rounds of a
/// multiply-xorshift on a volatile accumulator. Deterministic in instructions.
unsigned long long nibbench_spin(unsigned long long iterations);

#endif
