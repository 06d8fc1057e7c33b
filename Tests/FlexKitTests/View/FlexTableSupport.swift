import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// Table tests whose expected frames come from FlexLayout's own test files (ported from FlexLayout's
/// InsetTests, MarginTests, PaddingTests, WidthSizeContentTests).

/// One row of a table test: a name, what to set on the item `aView` of a 400 x 400 container, and
/// the frame `aView` must get.
struct FlexCase {
    let name: String
    let configure: (_ root: Flex, _ item: Flex) -> Void
    let expected: CGRect

    init(_ name: String, _ expected: CGRect, _ configure: @escaping (_ root: Flex, _ item: Flex) -> Void) {
        self.name = name
        self.expected = expected
        self.configure = configure
    }
}

/// Runs each case in a fresh 400 x 400 container (as FlexLayout's own tests do) and checks `aView`.
func check(_ cases: [FlexCase], file: StaticString = #filePath, line: UInt = #line) {
    for testCase in cases {
        let rootFlexContainer = container(400, 400)
        let aView = LayoutView()
        var item: Flex?
        rootFlexContainer.flex.define { flex in
            item = flex.addItem(aView)
        }
        if let item { testCase.configure(rootFlexContainer.flex, item) }
        rootFlexContainer.flex.layout()
        XCTAssertEqual(
            aView.frame, testCase.expected, "\(testCase.name): got \(aView.frame)", file: file, line: line)
        XCTAssertEqual(rootFlexContainer.frame, rect(0, 0, 400, 400), testCase.name, file: file, line: line)
    }
}

/// A view with a fixed content size, as a button or a segmented control has.
final class SizedView: LayoutView {
    var contentSize: CGSize
    var measureCount = 0

    init(_ width: CGFloat, _ height: CGFloat, _ name: String) {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
        identifier = name
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        measureCount += 1
        return contentSize
    }
}

/// A named plain view.
func named(_ name: String) -> LayoutView {
    let view = LayoutView()
    view.identifier = name
    return view
}

/// A root container at (0, 0) of the given size, on the integer pixel grid.
func container(_ width: CGFloat, _ height: CGFloat, _ name: String = "root") -> LayoutView {
    let view = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.identifier = name
    view.displayScale = 1
    return view
}
