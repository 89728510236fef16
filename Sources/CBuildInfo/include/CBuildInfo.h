#ifndef NIBBENCH_CBUILDINFO_H
#define NIBBENCH_CBUILDINFO_H

// What Package.swift knew when it built nibbench: the version and the git commit of the
// checkout (Context.gitInformation), handed in as C defines because Swift has no valued ones.

/// nibbench's version, e.g. "0.6.0".
const char *nibbench_build_version(void);
/// The git commit the binary was built from (40 hex digits), or "" when not built from git.
const char *nibbench_build_commit(void);
/// 1 when the checkout had uncommitted changes, 0 when clean or unknown.
int nibbench_build_modified(void);

#endif
