// swift-tools-version:6.0
import PackageDescription

/// Debug builds check the solver's tableau invariants after every operation (on small systems).
let invariantChecks: [SwiftSetting] = [.define("LAYOUT_INVARIANTS", .when(configuration: .debug))]

let package = Package(
    name: "LayoutKit",
    products: [
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "StackKit", targets: ["StackKit"]),
        .executable(name: "layout", targets: ["LayoutTool"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "LayoutCore", path: "Modules/LayoutCore", swiftSettings: invariantChecks),
        .target(name: "StackKit", dependencies: ["LayoutCore"], path: "Modules/StackKit"),
        .executableTarget(
            name: "LayoutTool", dependencies: ["LayoutCore"], path: "Examples/LayoutTool", exclude: ["Samples"]),
        .executableTarget(
            name: "Benchmarks", dependencies: ["LayoutCore", "StackKit"], path: "Examples/Benchmarks/Sources"),
        .target(name: "ExampleCatalog", dependencies: ["LayoutCore", "StackKit"], path: "Examples/ExampleCatalog"),
        .target(name: "LayoutTestSupport", dependencies: ["LayoutCore"], path: "Tests/LayoutTestSupport"),
        .testTarget(
            name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutTool", "LayoutTestSupport", "ExampleCatalog"],
            path: "Tests/LayoutCoreTests"),
        .testTarget(
            name: "StackKitTests", dependencies: ["StackKit", "LayoutCore", "LayoutTestSupport", "ExampleCatalog"],
            path: "Tests/StackKitTests"),
    ]
)
