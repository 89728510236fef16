#!/usr/bin/env python3
"""Miss ratios from libCacheSim (PyPI `libcachesim`, pinned 0.3.5) for an oracleGeneral trace.

Usage:
    libcachesim-oracle.py TRACE --sizes N[,N...] [--policies lru,fifo,...] [--hashpower P]

TRACE is an oracleGeneral file (docs/commands.md, trace): packed little-endian 24-byte records
`u32 timestamp, u64 obj_id, u32 obj_size, i64 next_access_vtime` (-1 = no next access).
libCacheSim's reader skips records of size 0. Cache sizes are in the trace's size unit: bytes
for real sizes; write every obj_size as 1 to get object-count capacities.

Prints one JSON document on stdout:
    {"libcachesim": "0.3.5", "trace": PATH, "requests": N, "requested_bytes": B,
     "results": [{"policy", "cache_size", "requests", "hits", "misses", "hit_bytes",
                  "miss_ratio", "byte_miss_ratio"}, ...],
     "unavailable": [policy names this libcachesim build lacks],
     "skipped": [{"policy", "cache_size", "reason"}]}
Hits are counted request by request with `Cache.get`, so counts are exact.
Errors go to stderr as one line; exit code 2 for bad arguments, 1 for other failures.
"""

import argparse
import json
import sys

POLICY_CLASSES = {
    "lru": "LRU",
    "fifo": "FIFO",
    "clock": "Clock",
    "sieve": "Sieve",
    "arc": "ARC",
    "s3fifo": "S3FIFO",
    "2q": "TwoQ",
    "wtinylfu": "WTinyLFU",
    "belady": "Belady",
    "gdsf": "GDSF",
}
DEFAULT_POLICIES = "lru,fifo,sieve,arc,s3fifo,wtinylfu,belady"


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description="libCacheSim miss ratios for an oracleGeneral trace")
    parser.add_argument("trace", help="oracleGeneral trace file")
    parser.add_argument("--sizes", required=True, help="comma-separated cache sizes (trace size units)")
    parser.add_argument("--policies", default=DEFAULT_POLICIES, help="comma-separated policy names")
    parser.add_argument("--hashpower", type=int, default=20, help="log2 of libCacheSim's hash table size")
    arguments = parser.parse_args(argv)
    try:
        arguments.sizes = [int(size) for size in arguments.sizes.split(",") if size.strip()]
    except ValueError:
        parser.error("--sizes must be comma-separated integers")
    if not arguments.sizes or any(size <= 0 for size in arguments.sizes):
        parser.error("--sizes must list positive integers")
    arguments.policies = [name.strip().lower() for name in arguments.policies.split(",") if name.strip()]
    unknown = [name for name in arguments.policies if name not in POLICY_CLASSES]
    if unknown:
        parser.error(f"unknown policies {unknown}; known: {sorted(POLICY_CLASSES)}")
    return arguments


def main(argv):
    arguments = parse_arguments(argv)
    try:
        import libcachesim as lcs
    except ImportError as error:
        print(f"libcachesim-oracle: cannot import libcachesim ({error}); run scripts/libcachesim-setup", file=sys.stderr)
        return 1

    reader = lcs.TraceReader(arguments.trace, lcs.TraceType.ORACLE_GENERAL_TRACE)
    requests = list(reader)
    requested_bytes = sum(request.obj_size for request in requests)

    results = []
    unavailable = []
    skipped = []
    for name in arguments.policies:
        policy_class = getattr(lcs, POLICY_CLASSES[name], None)
        if policy_class is None:
            unavailable.append(name)
            continue
        for size in arguments.sizes:
            if name == "s3fifo" and (int(size * 0.1) <= 0 or size - int(size * 0.1) <= 0):
                # libCacheSim aborts the process on an empty small or main queue.
                skipped.append({"policy": name, "cache_size": size, "reason": "small queue would be empty"})
                continue
            cache = policy_class(size, hashpower=arguments.hashpower)
            hits = 0
            hit_bytes = 0
            for request in requests:
                if cache.get(request):
                    hits += 1
                    hit_bytes += request.obj_size
            count = len(requests)
            results.append({
                "policy": name,
                "cache_size": size,
                "requests": count,
                "hits": hits,
                "misses": count - hits,
                "hit_bytes": hit_bytes,
                "miss_ratio": (count - hits) / count if count else 0.0,
                "byte_miss_ratio": (requested_bytes - hit_bytes) / requested_bytes if requested_bytes else 0.0,
            })

    json.dump({
        "libcachesim": getattr(lcs, "__version__", "unknown"),
        "trace": arguments.trace,
        "requests": len(requests),
        "requested_bytes": requested_bytes,
        "results": results,
        "unavailable": unavailable,
        "skipped": skipped,
    }, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except SystemExit:
        raise
    except Exception as error:  # one line on stderr, never a traceback wall
        print(f"libcachesim-oracle: {type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(1)
