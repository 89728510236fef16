# shellcheck shell=bash
# Sourced by scripts/sanitize and scripts/fuzz-build (not run on its own): the one release build
# with AddressSanitizer that the address-sanitizer tests and the libFuzzer targets share, in
# .build-address.
#
# Its modules carry libFuzzer's coverage instrumentation too (-sanitize-coverage: the edges,
# indirect calls and comparisons `swiftc -sanitize=fuzzer` adds, without linking libFuzzer, whose
# main() would clash with the test runner's; in a test binary the ASan runtime's empty callbacks
# take the calls). So scripts/fuzz-build links its targets from the objects the address tests
# were built with, instead of compiling every module again (CI: 270 s of its fuzz step).
# Built as `swift test` builds (testable imports on) with jemalloc left out (the sanitizer's
# allocator cannot share a process with it) and only the test targets the address run needs.
ADDRESS_SCRATCH=.build-address
ADDRESS_TEST_TARGETS=NibArchiveTests,NibModelTests,XIBTests,NibRuntimeTests,ManifestTests,TracesTests,CorpusTests,NibCacheTests,LoadersTests
ADDRESS_FLAGS=(
  -c release --sanitize=address --scratch-path "$ADDRESS_SCRATCH"
  -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
)

# address_build: builds it (nothing when it is up to date), printing SwiftPM's lines but not the
# test list.
address_build() {
  NIBBENCH_NO_JEMALLOC=1 NIBBENCH_TEST_TARGETS="$ADDRESS_TEST_TARGETS" swift test list "${ADDRESS_FLAGS[@]}" | sed -E '/^[A-Za-z]+Tests\./d'
}
