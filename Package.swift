// swift-tools-version:6.0
import PackageDescription

/// Debug builds check the solver's tableau invariants after every operation (on small systems).
let invariantChecks: [SwiftSetting] = [.define("LAYOUT_INVARIANTS", .when(configuration: .debug))]

let package = Package(
    name: "LayoutKit",
    products: [
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "FlexKit", targets: ["FlexKit"]),
        .executable(name: "layout", targets: ["LayoutTool"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "LayoutCore", path: "Modules/LayoutCore", swiftSettings: invariantChecks),
        .target(name: "FlexKit", dependencies: ["LayoutCore"], path: "Modules/FlexKit"),
        .executableTarget(
            name: "LayoutTool", dependencies: ["LayoutCore", "FlexKit"], path: "Examples/LayoutTool", exclude: ["Samples"]),
        .executableTarget(
            name: "Benchmarks", dependencies: ["LayoutCore", "FlexKit"], path: "Examples/Benchmarks/Sources"),
        .testTarget(
            name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutTool"], path: "Tests/LayoutCoreTests"),
        .testTarget(
            name: "FlexKitTests", dependencies: ["FlexKit", "LayoutCore"], path: "Tests/FlexKitTests",
            exclude: ["Fixtures"]),
    ]
)
