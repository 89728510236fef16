#ifndef NIBBENCH_CJEMALLOC_SHIM_H
#define NIBBENCH_CJEMALLOC_SHIM_H
// Debian's libjemalloc-dev builds jemalloc without a symbol prefix: mallctl() and friends,
// and malloc/free themselves, come from jemalloc once the library is linked.
#include <jemalloc/jemalloc.h>
#endif
