#include "CBuildInfo.h"

#ifndef NIBBENCH_VERSION
#define NIBBENCH_VERSION "unknown"
#endif
#ifndef NIBBENCH_COMMIT
#define NIBBENCH_COMMIT ""
#endif
#ifndef NIBBENCH_MODIFIED
#define NIBBENCH_MODIFIED 0
#endif

const char *nibbench_build_version(void) { return NIBBENCH_VERSION; }
const char *nibbench_build_commit(void) { return NIBBENCH_COMMIT; }
int nibbench_build_modified(void) { return NIBBENCH_MODIFIED; }
