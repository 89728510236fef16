// swift-tools-version: 6.0
// nibbench — benchmarks and profiles nib loading and nib caching strategies.
// Module layout follows ../shared/DESIGN.md §2; dependencies point downwards.

import PackageDescription

let package = Package(
    name: "nibbench",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "nibbench", targets: ["nibbench"]),
        .library(name: "NibArchive", targets: ["NibArchive"]),
        .library(name: "NibModel", targets: ["NibModel"]),
        .library(name: "NibRuntime", targets: ["NibRuntime"]),
        .library(name: "Harness", targets: ["Harness"]),
        .library(name: "Workload", targets: ["Workload"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
    ],
    targets: [
        // The binary NIBArchive format: zero-copy reader, canonical writer, typed errors.
        .target(
            name: "NibArchive",
            dependencies: [.product(name: "SystemPackage", package: "swift-system")]
        ),
        // The UIKit-level document model and its mapping to and from NIBArchive.
        .target(name: "NibModel", dependencies: ["NibArchive"]),
        // Class registry, runtime objects, Nib (the UINib analogue) and instantiation.
        .target(name: "NibRuntime", dependencies: ["NibArchive", "NibModel"]),
        // Corpus manifests, access traces (ours and libCacheSim's), seeded trace generators, statistics.
        .target(
            name: "Workload",
            dependencies: [.product(name: "SystemPackage", package: "swift-system")]
        ),
        // jemalloc, from Debian's libjemalloc-dev; linking it replaces malloc process-wide.
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        // Measurement: clocks, jemalloc probes, benchmarks that return plain values.
        .target(
            name: "Harness",
            dependencies: ["NibArchive", "NibModel", "NibRuntime", "CJemalloc"]
        ),
        // The command-line tool: argument parsing and printing only.
        .executableTarget(
            name: "nibbench",
            dependencies: [
                "NibArchive",
                "NibModel",
                "NibRuntime",
                "Harness",
                "Workload",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .testTarget(name: "NibArchiveTests", dependencies: ["NibArchive"]),
        .testTarget(name: "NibModelTests", dependencies: ["NibModel", "NibArchive"]),
        .testTarget(name: "NibRuntimeTests", dependencies: ["NibRuntime", "NibModel", "NibArchive"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "NibArchive"]),
        .testTarget(name: "WorkloadTests", dependencies: ["Workload"]),
    ]
)
