import Foundation
import LayoutCore
import XCTest

/// Every difference the model test found, shrunk, kept as a program that must agree with the model.
final class EngineModelRegressionTests: XCTestCase {
    private func assertAgrees(_ program: ModelProgram, file: StaticString = #filePath, line: UInt = #line) {
        switch ModelRunner.run(program) {
        case .agreed(let layouts): XCTAssertEqual(layouts, program.edits.count + 1, file: file, line: line)
        case .conflicted: XCTFail("the program hit a required conflict", file: file, line: line)
        case .differed(let message): XCTFail(message, file: file, line: line)
        }
    }

    /// Seed 91: a view with a negative width (a required `leading == superview.trailing + 60` and the
    /// superview's width pulled below it); its subview's frame was written from the parent's
    /// standardized `minX` (its other edge) once a priority edit made the write incremental.
    func testSubviewOfAViewWithANegativeWidthAfterAPriorityEdit() {
        assertAgrees(
            ModelProgram(
                rootSize: CGSize(width: 204, height: 408),
                rightToLeft: false,
                views: [
                    ModelView(parent: -1),
                    ModelView(parent: 0),
                    ModelView(parent: 1),
                ],
                constraints: [
                    ModelConstraint(
                        first: 2, firstAttribute: .leading, second: 1, secondAttribute: .trailing, constant: 60),
                    ModelConstraint(first: 2, firstAttribute: .width),
                ],
                edits: [
                    .priority(1, 24.77)
                ]))
    }

    /// Seed 14: the same, reached by activating a constraint.
    func testSubviewOfAViewWithANegativeWidthAfterAnActivation() {
        assertAgrees(
            ModelProgram(
                rootSize: CGSize(width: 405, height: 132),
                rightToLeft: false,
                views: [
                    ModelView(parent: -1),
                    ModelView(parent: 0),
                    ModelView(parent: 1),
                ],
                constraints: [
                    ModelConstraint(
                        first: 1, firstAttribute: .trailing, second: 1, secondAttribute: .leading, constant: -39),
                    ModelConstraint(
                        first: 2, firstAttribute: .trailing, second: 1, secondAttribute: .trailing, active: false),
                ],
                edits: [
                    .activate(1)
                ]))
    }

    /// Seed 85: the same, three levels deep, reached by a constant edit.
    func testDeepSubviewOfAViewWithANegativeWidthAfterAConstantEdit() {
        assertAgrees(
            ModelProgram(
                rootSize: CGSize(width: 339, height: 428),
                rightToLeft: false,
                views: [
                    ModelView(parent: -1),
                    ModelView(parent: 0),
                    ModelView(parent: 1),
                    ModelView(parent: 2),
                    ModelView(parent: 0),
                ],
                constraints: [
                    ModelConstraint(first: 3, firstAttribute: .trailing, second: 1, secondAttribute: .trailing),
                    ModelConstraint(first: 2, firstAttribute: .centerX, second: 4, secondAttribute: .right),
                    ModelConstraint(
                        first: 1, firstAttribute: .right, relation: .greaterThanOrEqual, second: 4,
                        secondAttribute: .left,
                        constant: 90),
                    ModelConstraint(first: 1, firstAttribute: .leading, second: 0, secondAttribute: .centerX),
                ],
                edits: [
                    .constant(2, -3.5)
                ]))
    }

    /// Monkey seed 30: an infinite frame set on a frame-based view made its subviews' frames infinite
    /// (the frame is now refused with a diagnostic).
    func testInfiniteFrameOnAFrameBasedView() {
        assertAgrees(
            ModelProgram(
                rootSize: CGSize(width: 113, height: 775),
                rightToLeft: false,
                views: [
                    ModelView(parent: -1),
                    ModelView(parent: 0, frame: CGRect(x: 12, y: 41, width: 23, height: 24)),
                    ModelView(parent: 0, frame: CGRect(x: 28, y: 53, width: 11, height: 0)),
                    ModelView(parent: 2),
                    ModelView(parent: 0, frame: CGRect(x: 60, y: 24, width: 67, height: 25)),
                    ModelView(parent: 0, frame: CGRect(x: 17, y: 7, width: 23, height: 18)),
                    ModelView(parent: 0),
                ],
                constraints: [],
                edits: [
                    .wild(14_919_440_739_899_171_883)
                ]))
    }

    /// Monkey seed 7: a display scale of `.greatestFiniteMagnitude` made frames infinite.
    func testHugeDisplayScale() {
        assertAgrees(
            ModelProgram(
                rootSize: CGSize(width: 361, height: 393),
                rightToLeft: false,
                views: [
                    ModelView(parent: -1),
                    ModelView(parent: 0),
                ],
                constraints: [],
                edits: [
                    .wild(4_299_692_372_789_449_476)
                ]))
    }

    /// Monkey seed 74: a constant of 1e300 (clamped to 1e9) moved a view a billion points down and
    /// back; far from the origin, its move looked like whole pixels, so its label kept a frame
    /// rounded out there.
    func testViewMovedFarAwayAndBack() {
        assertAgrees(
            ModelProgram(
                rootSize: CGSize(width: 278, height: 459),
                rightToLeft: false,
                views: [
                    ModelView(parent: -1),
                    ModelView(parent: 0),
                    ModelView(parent: 1, kind: .label("Title text")),
                    ModelView(parent: 0),
                ],
                constraints: [
                    ModelConstraint(
                        first: 1, firstAttribute: .centerY, second: 3, secondAttribute: .bottom, priority: 772.134,
                        active: false)
                ],
                edits: [
                    .activate(0),
                    .deactivate(0),
                    .move(1, to: 3, viaOtherTree: false, touching: nil),
                    .priority(0, 1000.0),
                    .move(1, to: 3, viaOtherTree: true, touching: nil),
                    .activate(0),
                    .wild(1_915_289_757_124_486_835),
                ]))
    }

    /// Seed 104812: after the direction turned right to left, a view whose frame became its own mirror
    /// image (the same rectangle with a negative width) kept its old frame: frames were compared with
    /// `==`, which compares rectangles standardized.
    func testFrameThatBecomesItsMirrorImageIsWritten() {
        assertAgrees(
            ModelProgram(
                rootSize: CGSize(width: 349, height: 228),
                rightToLeft: false,
                views: [
                    ModelView(parent: -1),
                    ModelView(parent: 0),
                    ModelView(parent: 1),
                    ModelView(parent: 1, frame: CGRect(x: 14, y: 13, width: 26, height: 36)),
                    ModelView(parent: 3),
                ],
                constraints: [
                    ModelConstraint(first: 2, firstAttribute: .leading, second: 3, secondAttribute: .centerX),
                    ModelConstraint(first: 2, firstAttribute: .trailing, second: 4, secondAttribute: .centerX),
                ],
                edits: [
                    .direction(rightToLeft: true)
                ]))
    }

    /// Seeds 102401 and 103858: a wrapping label solved to a width of zero, give or take a rounding
    /// error, was measured at that width, and a hair below zero breaks every letter.
    func testWrappingLabelSolvedToNoWidth() {
        assertAgrees(
            ModelProgram(
                rootSize: CGSize(width: 348, height: 529),
                rightToLeft: false,
                views: [
                    ModelView(parent: -1),
                    ModelView(parent: 0, kind: .wrappingLabel("Hi")),
                    ModelView(parent: 0, kind: .label("Ok")),
                ],
                constraints: [
                    ModelConstraint(first: 1, firstAttribute: .leading, second: 2, secondAttribute: .trailing),
                    ModelConstraint(first: 1, firstAttribute: .leading, second: 1, secondAttribute: .centerX),
                ],
                edits: []))
        assertAgrees(
            ModelProgram(
                rootSize: CGSize(width: 269, height: 576),
                rightToLeft: false,
                views: [
                    ModelView(parent: -1),
                    ModelView(parent: 0, kind: .wrappingLabel("Hello")),
                    ModelView(parent: 1, frame: CGRect(x: 46, y: 21, width: 17, height: 11)),
                ],
                constraints: [
                    ModelConstraint(
                        first: 1, firstAttribute: .centerX, second: 1, secondAttribute: .right, active: false)
                ],
                edits: [
                    .activate(0)
                ]))
    }

    /// The first found problem as a program: sizes across levels gain no offsets.
    func testSizesAcrossLevels() {
        assertAgrees(
            ModelProgram(
                rootSize: CGSize(width: 400, height: 800),
                views: [
                    ModelView(parent: -1),
                    ModelView(parent: 0, frame: CGRect(x: 40, y: 50, width: 300, height: 300)),
                    ModelView(parent: 1),
                    ModelView(parent: 0),
                ],
                constraints: [
                    ModelConstraint(
                        first: 2, firstAttribute: .width, second: 0, secondAttribute: .width, multiplier: 0.5),
                    ModelConstraint(
                        first: 2, firstAttribute: .height, second: 0, secondAttribute: .height, multiplier: 0.25),
                    ModelConstraint(first: 3, firstAttribute: .width, second: 2, secondAttribute: .width),
                    ModelConstraint(first: 3, firstAttribute: .height, second: 2, secondAttribute: .height),
                ],
                edits: [.constant(0, 10), .move(2, to: 0, viaOtherTree: true, touching: 2)]))
    }
}
