// swift-tools-version: 6.0
// A package of a team's own nib-loading strategies, measured by nibbench like its built-in
// ones: `swift run custom-nibbench run --quick` (see README.md).
import PackageDescription

let package = Package(
    name: "CustomStrategy",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "custom-nibbench", targets: ["custom-nibbench"])
    ],
    dependencies: [
        // nibbench by path: this example lives in its repository. Elsewhere:
        // .package(url: "https://…/nibbench.git", from: "0.6.0")
        .package(name: "nibbench", path: "../..")
    ],
    targets: [
        .target(
            name: "CustomStrategies",
            dependencies: [
                .product(name: "NibbenchCommand", package: "nibbench"),
                .product(name: "Loaders", package: "nibbench"),
                .product(name: "NibCache", package: "nibbench"),
                .product(name: "NibRuntime", package: "nibbench"),
                .product(name: "NibArchive", package: "nibbench"),
                .product(name: "NibbenchSupport", package: "nibbench")
            ]
        ),
        .executableTarget(
            name: "custom-nibbench",
            dependencies: ["CustomStrategies", .product(name: "NibbenchCommand", package: "nibbench")]
        ),
        .testTarget(
            name: "CustomStrategiesTests",
            dependencies: [
                "CustomStrategies",
                .product(name: "Loaders", package: "nibbench"),
                .product(name: "NibCache", package: "nibbench"),
                .product(name: "NibRuntime", package: "nibbench"),
                .product(name: "NibArchive", package: "nibbench"),
                .product(name: "NibModel", package: "nibbench")
            ]
        )
    ]
)
