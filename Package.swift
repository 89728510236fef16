// swift-tools-version: 6.0
// nibbench — benchmarks and profiles nib loading and nib caching strategies.
// Module layout: docs/architecture.md; dependencies point downwards.

import PackageDescription

/// jemalloc is linked (and replaces malloc process-wide) unless NIBBENCH_NO_JEMALLOC is set:
/// the sanitizer runs set it, because their allocators cannot share a process with jemalloc.
let linksJemalloc = Context.environment["NIBBENCH_NO_JEMALLOC"] == nil

/// A packaged binary (scripts/package) has jemalloc inside it: NIBBENCH_JEMALLOC_OBJECT names one
/// relocatable object made from Debian's static libjemalloc (`ld -r --whole-archive`), linked in
/// place of `-ljemalloc`. Not the archive itself: a `--static-swift-stdlib` link passes
/// `--exclude-libs ALL`, which keeps an archive's symbols out of the dynamic symbol table, so the
/// shared libraries kept glibc's malloc (a test program crashed freeing with jemalloc's what
/// libc's strdup had allocated); an object's malloc is exported and replaces glibc's
/// process-wide, as the shared library's does (docs/packaging.md).
let jemallocObject = Context.environment["NIBBENCH_JEMALLOC_OBJECT"]

/// With NIBBENCH_STATIC_CRYPTO set (scripts/package), libcrypto is linked from its static archive.
let linksCryptoStatically = Context.environment["NIBBENCH_STATIC_CRYPTO"] != nil

/// nibbench's version (`nibbench --version`, recorded in every result with the commit).
let nibbenchVersion = "0.6.0"

/// The checkout's commit and whether it had uncommitted changes, compiled into the binary.
/// SwiftPM re-evaluates this manifest only when it or the environment changes, so the scripts
/// export NIBBENCH_CHECKOUT (the commit) to keep the recorded commit current.
let buildDefines: [CSetting] = [
    .define("NIBBENCH_VERSION", to: "\"\(nibbenchVersion)\""),
    .define("NIBBENCH_COMMIT", to: "\"\(Context.gitInformation?.currentCommit ?? "")\""),
    .define("NIBBENCH_MODIFIED", to: Context.gitInformation?.hasUncommittedChanges == true ? "1" : "0")
]

let package = Package(
    name: "nibbench",
    platforms: [.macOS(.v15)],
    // Products: the executable, and the libraries a plug-in package or a library user imports
    // (docs/plugins.md, "What is public, and why"). The other modules are the package's own:
    // their declarations are `package`, and no product exports them.
    products: [
        .executable(name: "nibbench", targets: ["nibbench"]),
        .library(name: "NibbenchSupport", targets: ["NibbenchSupport"]),
        .library(name: "NibArchive", targets: ["NibArchive"]),
        .library(name: "NibModel", targets: ["NibModel"]),
        .library(name: "NibRuntime", targets: ["NibRuntime"]),
        .library(name: "NibCache", targets: ["NibCache"]),
        .library(name: "Loaders", targets: ["Loaders"]),
        .library(name: "NibbenchCommand", targets: ["NibbenchCommand"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Built apps as users have them: an .ipa is a zip archive (Corpus's AppBundleInput).
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20")
    ],
    targets: [
        // The binary NIBArchive format: zero-copy reader, canonical writer, typed errors.
        .target(
            name: "NibbenchSupport",
            dependencies: [.product(name: "SystemPackage", package: "swift-system")]
        ),
        .target(
            name: "NibArchive",
            dependencies: ["NibbenchSupport", .product(name: "SystemPackage", package: "swift-system")]
        ),
        // The UIKit-level document model and its mapping to and from NIBArchive.
        .target(name: "NibModel", dependencies: ["NibbenchSupport", "NibArchive"]),
        // iOS .xib reader (FoundationXML) and compiler to NibModel / NIBArchive.
        .target(name: "XIB", dependencies: ["NibbenchSupport", "NibArchive", "NibModel"]),
        // Class registry, runtime objects, Nib (the UINib analogue) and instantiation.
        // ThreadSanitizer happens-before marks for Mutex (no-ops in normal builds).
        .target(name: "CSanitizer"),
        .target(name: "NibRuntime", dependencies: ["NibbenchSupport", "NibArchive", "NibModel", "CSanitizer"]),
        // The corpus manifest: the nibs a corpus holds (names, kinds, sizes, digests), which
        // Corpus writes and traces name nibs by; the errors of the input files both read.
        .target(name: "Manifest", dependencies: ["NibbenchSupport", .product(name: "SystemPackage", package: "swift-system")]),
        // Access traces (ours and libCacheSim's), seeded trace generators, app and navigation
        // models, statistics (reuse distances from NibCache's StackDistances).
        .target(
            name: "Traces",
            dependencies: ["NibbenchSupport", "NibCache", "Manifest"]
        ),
        .target(
            name: "Corpus",
            dependencies: [
                "NibbenchSupport", "Manifest", "XIB", "NibArchive", "NibModel", "CDigest",
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation")
            ]
        ),
        // SHA-256 from OpenSSL's libcrypto (Debian's libssl-dev): one C call, no TLS library
        // compiled here.
        .target(name: "CDigest", linkerSettings: [.linkedLibrary(linksCryptoStatically ? ":libcrypto.a" : "crypto")]),
        // jemalloc, from Debian's libjemalloc-dev (scripts/setup installs it): a shim over
        // mallctl; linking it replaces malloc process-wide.
        .target(
            name: "CJemalloc",
            cSettings: linksJemalloc ? [.define("NIBBENCH_JEMALLOC")] : [],
            linkerSettings: !linksJemalloc ? [] : jemallocObject.map { [.unsafeFlags(["-Xlinker", $0])] } ?? [.linkedLibrary("jemalloc")]
        ),
        // The version and git commit the binary was built from (defines set above).
        .target(name: "CBuildInfo", cSettings: buildDefines),
        // Valgrind callgrind client requests (valgrind/callgrind.h when installed; no-ops
        // otherwise) for the instruction-count mode, and a fixed work loop for injection.
        .target(name: "CCallgrind"),
        // The values the probes measure (callgrind's events and its simulated cache, jemalloc's
        // snapshot, getrusage's figures): plain Codable values that link nothing, so the records
        // that carry them link no C shim.
        .target(name: "Measurements"),
        // Probes: jemalloc (through CJemalloc), getrusage, page-cache eviction, callgrind; they
        // return Measurements' values (the clock is NibbenchSupport's MonotonicClock).
        .target(
            name: "Probes",
            dependencies: [
                "NibbenchSupport", "Measurements", "CJemalloc", "CBuildInfo", "CCallgrind", .product(name: "SystemPackage", package: "swift-system")
            ]
        ),
        // The values floor: what a run, a profile, a benchmark, a simulation and a recommendation
        // record (configurations, records, summaries, statistics, profiles), as plain values with
        // their JSON forms, under Harness, Profiling and Reporting, and the history's series. It
        // measures nothing and links no loader, corpus, compiler or C shim.
        .target(
            name: "Records",
            dependencies: ["NibbenchSupport", "NibCache", "Measurements", "Manifest", .product(name: "Histogram", package: "hdrhistogram-swift")]
        ),
        // The decisions a report or a gate shows, over Records' values alone: compare's families,
        // thresholds and floors, the gate, acceptance, budgets, the history's steps and creep.
        .target(name: "Verdicts", dependencies: ["NibbenchSupport", "Records"]),
        // Measurement: benchmarks, the planner and the runner, returning Records' values.
        .target(
            name: "Harness",
            dependencies: [
                "NibbenchSupport", "NibArchive", "NibModel", "NibRuntime", "XIB", "Measurements", "Probes", "NibCache", "Loaders", "Manifest",
                "Traces", "Corpus", "Records"
            ]
        ),
        // Profiling and recommendation: the nib profiler (profile.json), its callgrind child, the
        // budget sweep, the recommender and what a miss of each nib costs, over Harness's runner.
        .target(
            name: "Profiling",
            dependencies: [
                "NibbenchSupport", "NibArchive", "NibModel", "NibRuntime", "XIB", "Measurements", "Probes", "NibCache", "Loaders", "Manifest",
                "Traces", "Corpus", "Records", "Harness"
            ]
        ),
        // Eviction policies, the slot table, trace simulation and exact LRU miss-ratio curves:
        // pure Swift on NibbenchSupport alone (its error context; no clock, no I/O, no archives).
        .target(name: "NibCache", dependencies: ["NibbenchSupport"]),
        // Nib loaders (cold, uinib, mmap, bytes-lru, decoded-<policy>), the nib store, the strategy
        // registry and SynchronizedLoader: the policies of NibCache over real archives, timed
        // and measured (Probes).
        .target(name: "Loaders", dependencies: ["NibbenchSupport", "NibCache", "NibArchive", "NibRuntime", "Probes"]),
        // The history of results across commits: a store (SQLite through GRDB) and what a run or
        // a profile adds to it; its steps and creep are Verdicts'.
        .target(
            name: "History",
            dependencies: [
                "NibbenchSupport", "Records", "Corpus",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift")
            ]),
        // Reporters, rendering only: CSV, Markdown, SVG charts, HTML, JSON, the results folder
        // with its samples store (SQLite through GRDB; Debian's libsqlite3-dev), of Records'
        // values and Verdicts' decisions.
        .target(
            name: "Reporting",
            dependencies: [
                "NibbenchSupport", "Records", "Verdicts", "Measurements",
                .product(name: "GRDB", package: "GRDB.swift")
            ]),
        .target(
            name: "Sessions",
            dependencies: [
                "NibbenchSupport", "Records", "Verdicts", "Harness", "Profiling", "Reporting", "History", "Loaders", "NibCache", "Traces",
                "Manifest", "Corpus", "XIB", "Probes"
            ]),
        // The commands, as a library: argument parsing and printing only. A package that adds its
        // own strategies gets the whole command through NibbenchCommand.main(registering:).
        .target(
            name: "NibbenchCommand",
            dependencies: [
                "NibbenchSupport",
                "NibArchive",
                "NibRuntime",
                "XIB",
                "Probes",
                "Records",
                "Verdicts",
                "Harness",
                "Profiling",
                "Reporting",
                "Sessions",
                "History",
                "NibCache",
                "Loaders",
                "Manifest",
                "Traces",
                "Corpus",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system")
            ]
        ),
        // The executable: the command with the built-in strategies.
        .executableTarget(name: "nibbench", dependencies: ["NibbenchCommand"]),
        // What the tests share: the vendored test vectors (Tests/Vectors, data only: no
        // target's folder holds it), located for the tests that read them, a seeded
        // generator, unique temporary folders and small corpora of real nibs (NibModel).
        .target(
            name: "TestSupport", dependencies: ["NibbenchSupport", "NibModel", "Manifest", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            path: "Tests/TestSupport"),
        .testTarget(name: "NibbenchSupportTests", dependencies: ["NibbenchSupport"]),
        .testTarget(name: "NibArchiveTests", dependencies: ["NibbenchSupport", "NibArchive", "TestSupport"]),
        .testTarget(name: "NibModelTests", dependencies: ["NibModel", "NibArchive", "TestSupport"]),
        .testTarget(name: "NibRuntimeTests", dependencies: ["NibRuntime", "NibModel", "NibArchive", "TestSupport"]),
        .testTarget(
            name: "XIBTests", dependencies: ["NibbenchSupport", "XIB", "NibModel", "NibArchive", "NibRuntime", "TestSupport"],
            exclude: ["Snapshots", "Fixtures"]),
        .testTarget(
            name: "ReportingTests",
            dependencies: [
                "NibbenchSupport", "Records", "Verdicts", "Reporting", "Harness", "NibCache", "Loaders", "Measurements", "Probes", "Manifest",
                "Traces",
                "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift")
            ], exclude: ["Snapshots", "Fixtures"]),
        .testTarget(name: "MeasurementsTests", dependencies: ["Measurements"]),
        .testTarget(name: "ProbesTests", dependencies: ["Measurements", "Probes"]),
        .testTarget(name: "ManifestTests", dependencies: ["NibbenchSupport", "Manifest", "TestSupport"]),
        .testTarget(name: "RecordsTests", dependencies: ["Records", "TestSupport"]),
        .testTarget(name: "VerdictsTests", dependencies: ["NibbenchSupport", "Records", "Verdicts"]),
        // The flows, without the commands that print them (ReportingTests' fixtures as inputs).
        .testTarget(
            name: "SessionsTests",
            dependencies: ["NibbenchSupport", "Records", "Verdicts", "Reporting", "History", "Sessions", "Traces", "TestSupport"]),
        .testTarget(
            name: "HistoryTests",
            dependencies: [
                "NibbenchSupport", "Records", "Verdicts", "History", "Reporting", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")
            ]),
        .testTarget(
            name: "HarnessTests",
            dependencies: [
                "NibbenchSupport", "Records", "Harness", "Measurements", "Probes", "NibArchive", "NibModel", "NibCache", "Loaders", "Manifest",
                "Traces", "Corpus",
                "TestSupport"
            ]
        ),
        .testTarget(
            name: "ProfilingTests",
            dependencies: [
                "NibbenchSupport", "Records", "Profiling", "Harness", "Measurements", "Probes", "NibCache", "Loaders", "Manifest", "Traces", "Corpus",
                "XIB",
                "TestSupport"
            ]
        ),
        .testTarget(name: "NibCacheTests", dependencies: ["NibCache", "TestSupport"]),
        .testTarget(
            name: "LoadersTests", dependencies: ["NibbenchSupport", "Loaders", "NibCache", "NibRuntime", "NibArchive", "NibModel", "TestSupport"]),
        .testTarget(name: "TracesTests", dependencies: ["NibbenchSupport", "Manifest", "Traces", "Corpus", "NibCache", "TestSupport"]),
        .testTarget(
            name: "CorpusTests",
            dependencies: ["NibbenchSupport", "Manifest", "Traces", "Corpus", "NibCache", "NibRuntime", "XIB", "NibArchive", "TestSupport"]),
        // The command layer's own parsing (capacities, comma lists, argv), as a library.
        .testTarget(name: "NibbenchCommandTests", dependencies: ["NibbenchCommand", "NibCache"]),
        // The command layer, run as a user runs it: the built executable in a child process
        // (from TestSupport it takes the vectors and temporary folders).
        .testTarget(name: "CLITests", dependencies: ["TestSupport"])
    ]
)

/// With NIBBENCH_TEST_TARGETS set (a comma list of test targets), the package declares only
/// those test targets and the targets they need, and no products: `swift build --build-tests`
/// then compiles just what those tests run. The sanitizer runs set it (scripts/sanitize): each is
/// a whole build of its own, and the suites they run need neither the command layer nor the
/// reporting floor (GRDB among them).
if let names = Context.environment["NIBBENCH_TEST_TARGETS"] {
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var needed = Set<String>()
    var pending = names.split(separator: ",").map(String.init)
    while let name = pending.popLast() {
        guard needed.insert(name).inserted, let target = byName[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
    }
    package.targets = package.targets.filter { needed.contains($0.name) }
    package.products = []
}
