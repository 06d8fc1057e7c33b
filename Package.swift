// swift-tools-version:6.0
import PackageDescription

/// Debug builds check the solver's tableau invariants after every operation (on small systems).
let invariantChecks: [SwiftSetting] = [.define("LAYOUT_INVARIANTS", .when(configuration: .debug))]

let package = Package(
    name: "LayoutKit",
    products: [
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "Anchors", targets: ["Anchors"]),
        .library(name: "FixFlexKit", targets: ["FixFlexKit"]),
        .library(name: "VisualRows", targets: ["VisualRows"]),
        .library(name: "StackKit", targets: ["StackKit"]),
        .library(name: "FlexKit", targets: ["FlexKit"]),
        .executable(name: "layout", targets: ["LayoutTool"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
        .executable(name: "fixflex-examples", targets: ["FixFlexExamples"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "flex-examples", targets: ["FlexExamples"]),
    ],
    targets: [
        // The modules, each depending only on those above it (Docs/Architecture.md).
        .target(
            name: "LayoutCore", path: "Modules/LayoutCore", resources: [.copy("Text/Fonts")],
            swiftSettings: invariantChecks),
        .target(name: "Anchors", dependencies: ["LayoutCore"], path: "Modules/Anchors"),
        .target(name: "FixFlexKit", dependencies: ["LayoutCore"], path: "Modules/FixFlexKit"),
        .target(name: "VisualRows", dependencies: ["LayoutCore", "Anchors"], path: "Modules/VisualRows"),
        .target(name: "StackKit", dependencies: ["LayoutCore", "Anchors"], path: "Modules/StackKit"),

        .target(name: "FlexKit", dependencies: ["LayoutCore"], path: "Modules/FlexKit"),

        // Examples and tools.
        .target(
            name: "ExampleCatalog",
            dependencies: ["LayoutCore", "Anchors", "FixFlexKit", "VisualRows", "StackKit", "FlexKit"],
            path: "Examples/ExampleCatalog"),
        .executableTarget(
            name: "LayoutTool", dependencies: ["LayoutCore", "FlexKit"], path: "Examples/LayoutTool", exclude: ["Samples"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["LayoutCore", "Anchors", "FixFlexKit", "VisualRows", "StackKit", "FlexKit"],
            path: "Examples/Benchmarks/Sources"),
        .executableTarget(
            name: "Gallery", dependencies: ["LayoutCore", "ExampleCatalog"], path: "Examples/Gallery"),
        .executableTarget(
            name: "FlexExamples", dependencies: ["LayoutCore", "FlexKit", "ExampleCatalog"], path: "Examples/FlexExamples"),
        .executableTarget(
            name: "FixFlexExamples", dependencies: ["LayoutCore", "FixFlexKit", "ExampleCatalog"],
            path: "Examples/FixFlexExamples"),

        // Tests, one target per module, each depending only on its module, those below it and the shared
        // helpers; the example catalog's tests and the layout tool's in targets of their own.
        .target(name: "LayoutTestSupport", dependencies: ["LayoutCore"], path: "Tests/LayoutTestSupport"),
        .testTarget(
            name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutTestSupport"], path: "Tests/LayoutCoreTests"),
        .testTarget(
            name: "AnchorsTests", dependencies: ["Anchors", "LayoutCore", "LayoutTestSupport"],
            path: "Tests/AnchorsTests"),
        .testTarget(
            name: "FixFlexKitTests", dependencies: ["FixFlexKit", "LayoutCore", "LayoutTestSupport"],
            path: "Tests/FixFlexKitTests"),
        .testTarget(
            name: "StackKitTests", dependencies: ["StackKit", "LayoutCore", "LayoutTestSupport"],
            path: "Tests/StackKitTests"),
        .testTarget(
            name: "VisualRowsTests", dependencies: ["VisualRows", "Anchors", "LayoutCore", "LayoutTestSupport"],
            path: "Tests/VisualRowsTests"),
        .testTarget(
            name: "FlexKitTests", dependencies: ["FlexKit", "LayoutCore", "LayoutTestSupport"],
            path: "Tests/FlexKitTests",
            exclude: ["Fixtures"]),
        .testTarget(
            name: "LayoutToolTests", dependencies: ["LayoutTool", "FlexKit", "LayoutCore", "LayoutTestSupport"],
            path: "Tests/LayoutToolTests"),
        .testTarget(
            name: "ExampleCatalogTests",
            dependencies: [
                "ExampleCatalog", "LayoutCore", "Anchors", "FixFlexKit", "VisualRows", "StackKit", "FlexKit",
                "LayoutTestSupport",
            ],
            path: "Tests/ExampleCatalogTests"),
        .testTarget(
            name: "GalleryTests", dependencies: ["Gallery", "ExampleCatalog", "LayoutCore"], path: "Tests/GalleryTests"),
    ]
)
