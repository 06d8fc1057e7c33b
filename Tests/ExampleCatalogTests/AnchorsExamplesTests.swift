import ExampleCatalog
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// Every Anchors example of the catalog (the seeds' README examples, as the gallery shows them) lays
/// out as expected in every environment, with no diagnostics.
final class AnchorsExamplesTests: XCTestCase {
    /// Expected frames by example: left to right, and where it differs, right to left.
    private let expected: [String: (ltr: [String: CGRect], rtl: [String: CGRect])] = [
        "Alignment": AnchorsExamplesTests.same([
            "button": CGRect(x: 12, y: 12, width: 296, height: 44),
            "dot": CGRect(x: 148, y: 88, width: 24, height: 24),
            "badge": CGRect(x: 100, y: 156, width: 120, height: 32),
        ]),
        // Right to left, the container's trailing edge is its left edge (0), as in UIKit.
        "Relative Alignment": (
            ["view": CGRect(x: 180, y: 50, width: 40, height: 40)],
            ["view": CGRect(x: -20, y: 50, width: 40, height: 40)]
        ),
        "Sizing": (
            [
                "view": CGRect(x: 12, y: 12, width: 100, height: 40),
                "imageView": CGRect(x: 12, y: 64, width: 60, height: 80),
                "twin": CGRect(x: 84, y: 64, width: 60, height: 80),
                "picture": CGRect(x: 156, y: 64, width: 120, height: 90),
            ],
            [
                "view": CGRect(x: 208, y: 12, width: 100, height: 40),
                "imageView": CGRect(x: 248, y: 64, width: 60, height: 80),
                "twin": CGRect(x: 176, y: 64, width: 60, height: 80),
                "picture": CGRect(x: 44, y: 64, width: 120, height: 90),
            ]
        ),
        "Composite Anchors": (
            [
                "background": CGRect(x: 0, y: 0, width: 320, height: 200),
                "imageView": CGRect(x: 10, y: 5, width: 290, height: 180),
                "content": CGRect(x: 10, y: 10, width: 270, height: 160),
            ],
            [
                "background": CGRect(x: 0, y: 0, width: 320, height: 200),
                "imageView": CGRect(x: 20, y: 5, width: 290, height: 180),
                "content": CGRect(x: 10, y: 10, width: 270, height: 160),
            ]
        ),
        "Priority": (
            [
                "low": CGRect(x: 12, y: 12, width: 80, height: 30),
                "almostRequired": CGRect(x: 140, y: 54, width: 80, height: 30),
                "custom": CGRect(x: 140, y: 96, width: 80, height: 30),
            ],
            [
                "low": CGRect(x: 228, y: 12, width: 80, height: 30),
                "almostRequired": CGRect(x: 140, y: 54, width: 80, height: 30),
                "custom": CGRect(x: 140, y: 96, width: 80, height: 30),
            ]
        ),
        "Storing Constraints": AnchorsExamplesTests.same([
            "imageView": CGRect(x: 128, y: 24, width: 64, height: 64),
            "button": CGRect(x: 0, y: 100, width: 320, height: 100),
        ]),
        "Batching Constraints": (
            [
                "view2": CGRect(x: 20, y: 50, width: 120, height: 100),
                "view1": CGRect(x: 160, y: 50, width: 120, height: 50),
            ],
            [
                "view2": CGRect(x: 180, y: 50, width: 120, height: 100),
                "view1": CGRect(x: 40, y: 50, width: 120, height: 50),
            ]
        ),
        "Updating Existing Constraints": AnchorsExamplesTests.updated,
        "Unmatched Behavior": AnchorsExamplesTests.updated,
        "Faster Operators": AnchorsExamplesTests.same([
            "view2": CGRect(x: 20, y: 20, width: 280, height: 160),
            "view1": CGRect(x: 32, y: 32, width: 256, height: 136),
        ]),
        "Activate with tl": (
            [
                "view2": CGRect(x: 16, y: 16, width: 288, height: 30),
                "view1": CGRect(x: 16, y: 54, width: 120, height: 40),
            ],
            [
                "view2": CGRect(x: 16, y: 16, width: 288, height: 30),
                "view1": CGRect(x: 184, y: 54, width: 120, height: 40),
            ]
        ),
        "Formula": (
            [
                "viewB": CGRect(x: 20, y: 20, width: 200, height: 30),
                "viewA": CGRect(x: 20, y: 70, width: 96, height: 30),
            ],
            [
                "viewB": CGRect(x: 100, y: 20, width: 200, height: 30),
                "viewA": CGRect(x: 204, y: 70, width: 96, height: 30),
            ]
        ),
        "Formula Aspect Ratio": AnchorsExamplesTests.same(["viewA": CGRect(x: 80, y: 20, width: 160, height: 120)]),
        "Formula Priority": (
            ["innerView": CGRect(x: 4, y: 4, width: 100, height: 112)],
            ["innerView": CGRect(x: 216, y: 4, width: 100, height: 112)]
        ),
        "Formula Sample App": AnchorsExamplesTests.same([
            "v1": CGRect(x: 80, y: 50, width: 80, height: 80),
            "v2": CGRect(x: 80, y: 230, width: 80, height: 80),
        ]),
    ]

    private static let updated: (ltr: [String: CGRect], rtl: [String: CGRect]) = (
        [
            "other": CGRect(x: 20, y: 20, width: 120, height: 40),
            "view": CGRect(x: 20, y: 80, width: 144, height: 40),
        ],
        [
            "other": CGRect(x: 180, y: 20, width: 120, height: 40),
            "view": CGRect(x: 156, y: 80, width: 144, height: 40),
        ]
    )

    private static func same(_ frames: [String: CGRect]) -> (ltr: [String: CGRect], rtl: [String: CGRect]) {
        (frames, frames)
    }

    func testEveryExampleHasExpectedFrames() {
        XCTAssertEqual(Set(ExampleCatalog.anchors.map(\.name)), Set(expected.keys))
        XCTAssertTrue(ExampleCatalog.modules.contains { $0.name == "Anchors" })
    }

    func testExamplesLayOutInEveryEnvironment() {
        for example in ExampleCatalog.anchors {
            guard let frames = expected[example.name] else { continue }
            for environment in ExampleEnvironment.all {
                let (root, diagnostics) = example.render(in: environment)
                XCTAssertEqual(diagnostics, [], "\(example.name) \(environment)")
                assertFrames(root, environment.layoutDirection == .leftToRight ? frames.ltr : frames.rtl)
                XCTAssertFalse(root.hasAmbiguousLayout, "\(example.name) \(environment)")
            }
        }
    }

    func testExampleCodeIsTheSeedCode() {
        let code = Dictionary(uniqueKeysWithValues: ExampleCatalog.anchors.map { ($0.name, $0.code) })
        let lines = [
            "Alignment": "button.leadingAnchor == container.leadingAnchor + 12",
            "Relative Alignment": "view.centerXAnchor == 2 * container.trailingAnchor / 3",
            "Sizing": "picture.widthAnchor == 4 * picture.heightAnchor / 3",
            "Composite Anchors": "imageView.edgeAnchors == container.edgeAnchors + insets",
            "Priority": "custom.centerXAnchor == custom.superview!.centerXAnchor + 20 ~ 752",
            "Storing Constraints": "let edgeConstraints = (button.edgeAnchors == container.edgeAnchors).all",
            "Batching Constraints": "let constraints = batch(active: false) {",
            "Updating Existing Constraints": "view.widthAnchor == other.widthAnchor + 24 ~ .high",
            "Unmatched Behavior": "updateConstraints(unmatched: .makeNew) {",
            "Faster Operators": "view1.edgeAnchors /==/ view2.edgeAnchors + 12",
            "Activate with tl": "LayoutConstraint.tl.activate {",
            "Formula": "viewA[.width] == 0.5 * viewB[.width] - 4.0",
            "Formula Aspect Ratio": "viewA[.width] * 3.0 == viewA[.height] * 4.0",
            "Formula Priority": "innerView[.leading] == outerView[.leading] + 4.0 ~ 750",
            "Formula Sample App": "v1[.centerY] == view[.centerY] * (1.0 / 2.0),",
        ]
        for (name, line) in lines {
            XCTAssertTrue(code[name]?.contains(line) ?? false, "\(name) shows \(line)")
            XCTAssertFalse(code[name]?.contains("// end example") ?? true, name)
        }
    }
}
