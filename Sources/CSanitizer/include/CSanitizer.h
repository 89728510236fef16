#ifndef NIBBENCH_CSANITIZER_H
#define NIBBENCH_CSANITIZER_H

// Happens-before annotations for ThreadSanitizer. Swift's Synchronization.Mutex hands off
// through futexes and atomics inside the (uninstrumented) standard library, so ThreadSanitizer
// cannot see that it orders the accesses it protects; code holding such a lock calls these
// right after taking it and right before releasing it. No-ops unless this file is built with
// -fsanitize=thread.

/// Announces that the lock identified by `address` was just acquired.
void nibbench_tsan_acquire(const void *address);
/// Announces that the lock identified by `address` is about to be released.
void nibbench_tsan_release(const void *address);

#endif
