#include "CSanitizer.h"

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define NIBBENCH_TSAN 1
#endif
#endif

#ifdef NIBBENCH_TSAN
void __tsan_acquire(void *address);
void __tsan_release(void *address);

void nibbench_tsan_acquire(const void *address) { __tsan_acquire((void *)address); }
void nibbench_tsan_release(const void *address) { __tsan_release((void *)address); }
#else
void nibbench_tsan_acquire(const void *address) { (void)address; }
void nibbench_tsan_release(const void *address) { (void)address; }
#endif
