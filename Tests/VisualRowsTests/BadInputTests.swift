import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import VisualRows
import XCTest

/// A row that cannot be laid out is reported at its line and skipped (nothing added, nothing
/// constrained); the rows around it are laid out as if it were not there.
final class BadInputTests: XCTestCase {
    /// Runs a block whose middle row is bad between two good rows, and checks that the good rows are
    /// laid out (8 pt apart: the gaps around the bad row were 8 and 8), with one diagnostic.
    private func assertSkipped(
        _ kind: LayoutDiagnostic.Kind, _ message: String, in f: Fixture = Fixture(), file: StaticString = #filePath,
        line: UInt = #line, _ block: (Fixture, LayoutView, LayoutView) -> (made: [LayoutConstraint], badLine: Int)
    ) {
        let top = f.view("top")
        let bottom = f.view("bottom")
        let ((made, badLine), diagnostics) = LayoutDiagnostics.collect { block(f, top, bottom) }
        XCTAssertEqual(diagnostics.map(\.kind), [kind], file: file, line: line)
        XCTAssertEqual(diagnostics.first?.message, message, file: file, line: line)
        XCTAssertEqual(diagnostics.first?.line, badLine, file: file, line: line)
        XCTAssertEqual(diagnostics.first?.file, "VisualRowsTests/BadInputTests.swift", file: file, line: line)
        XCTAssertEqual(diagnostics.first?.source, "VisualRows", file: file, line: line)
        XCTAssertEqual(
            described(made, .top),
            [
                "top.top == container.top", "bottom.top == top.bottom + 8",
            ], file: file, line: line)
        XCTAssertTrue(made.allSatisfy(\.isActive), file: file, line: line)
        f.layout()
        XCTAssertEqual(top.frame, CGRect(x: 0, y: 0, width: 300, height: 20), file: file, line: line)
        XCTAssertEqual(bottom.frame, CGRect(x: 0, y: 28, width: 300, height: 20), file: file, line: line)
    }

    func testEmptyArrayRow() {
        assertSkipped(
            .invalidInput,
            "row `|--[]--|`: the row is empty: a row needs at least one view or layout guide; the row was skipped"
        ) { f, top, bottom in
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--top--| /=/ 20
                8
                |--[]--|  // bad row 1
                8
                |--bottom--| /=/ 20
            }
            return (made, line(of: "bad row 1"))
        }
    }

    func testRowOfOnlyANumber() {
        assertSkipped(
            .invalidInput,
            "row `|--15--|`: the row is empty: a row needs at least one view or layout guide; the row was skipped"
        ) { f, top, bottom in
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--top--| /=/ 20
                8
                |--15--|  // bad row 2
                8
                |--bottom--| /=/ 20
            }
            return (made, line(of: "bad row 2"))
        }
    }

    func testTwoAdjacentNumbers() {
        let f = Fixture()
        let a = f.view("a")
        let b = f.view("b")
        assertSkipped(
            .invalidInput,
            "row `|--a--10--20--b--|`: two numbers stand next to each other (10 and 20); write one margin or gap; "
                + "the row was skipped"
        ) { f, top, bottom in
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--top--| /=/ 20
                8
                |--a--10--20--b--|  // bad row 3
                8
                |--bottom--| /=/ 20
            }
            return (made, line(of: "bad row 3"))
        }
        XCTAssertNil(a.superview)
        XCTAssertNil(b.superview)
        XCTAssertTrue(a.translatesAutoresizingMaskIntoConstraints)
    }

    func testTwoAdjacentNumbersAtTheStartAndInAnArray() {
        let f = Fixture()
        let a = f.view("a")
        let b = f.view("b")
        // swift-format-ignore
        let (made, diagnostics) = LayoutDiagnostics.collect {
            f.container.tl.layoutConstraints {
                |--10--20--a--|
                |--[a, 4, 5.5, b]--|
            }
        }
        XCTAssertEqual(made.count, 0)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "row `|--10--20--a--|`: two numbers stand next to each other (10 and 20); write one margin or gap; the "
                    + "row was skipped",
                "row `|--[a, 4, 5.5, b]--|`: two numbers stand next to each other (4 and 5.5); write one margin or gap; "
                    + "the row was skipped",
            ])
    }

    func testForeignView() {
        let f = Fixture()
        let other = f.view("other")
        f.root.addSubview(other)
        let foreign = f.view("foreign")
        other.addSubview(foreign)
        let mine = f.view("mine")
        assertSkipped(
            .invalidHierarchy,
            "row `|--mine--8--foreign--|`: foreign belongs to other, not to the container container; rows hold only "
                + "the container's items and items not added to any view yet; the row was skipped", in: f
        ) { f, top, bottom in
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--top--| /=/ 20
                8
                |--mine--8--foreign--|  // bad row 4
                8
                |--bottom--| /=/ 20
            }
            return (made, line(of: "bad row 4"))
        }
        XCTAssertNil(mine.superview, "nothing of a skipped row is added")
        XCTAssertTrue(foreign.superview === other)
        XCTAssertTrue(foreign.translatesAutoresizingMaskIntoConstraints)
    }

    func testForeignGuideAndTheContainerItself() {
        let f = Fixture()
        let guide = f.guide("guide")
        f.root.addLayoutGuide(guide)
        // swift-format-ignore
        let (made, diagnostics) = LayoutDiagnostics.collect {
            f.container.tl.layoutConstraints {
                |--guide--|
                |--f.container--|
            }
        }
        XCTAssertEqual(made.count, 0)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy, .invalidHierarchy])
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "row `|--guide--|`: guide belongs to root, not to the container container; rows hold only the "
                    + "container's items and items not added to any view yet; the row was skipped",
                "row `|--container--|`: container is the container itself; the row was skipped",
            ])
        XCTAssertTrue(guide.owningView === f.root)
    }

    func testItemTwiceInARowOrInTwoRows() {
        let f = Fixture()
        let a = f.view("a")
        // swift-format-ignore
        let (made, diagnostics) = LayoutDiagnostics.collect {
            f.container.tl.layoutConstraints {
                |--a--8--a--|
                |--a--| /=/ 20  // placed a
                |--a--|
            }
        }
        XCTAssertEqual(made.count, 4)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "row `|--a--8--a--|`: a appears twice in the row; the row was skipped",
                "row `|--a--|`: a was already placed by the row on line \(line(of: "placed a")); the row was skipped",
            ])
    }

    func testFenceInsideARow() {
        assertSkipped(
            .invalidInput,
            "row `a--|--b`: a fence `|` stands inside the row; fences go only at its ends; the row was skipped"
        ) { f, top, bottom in
            let a = f.view("a")
            let b = f.view("b")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--top--| /=/ 20
                8
                a -- |--b  // bad row 5
                8
                |--bottom--| /=/ 20
            }
            return (made, line(of: "bad row 5"))
        }
    }

    func testArrayMustStartAndEndWithAnItem() {
        let f = Fixture()
        let a = f.view("a")
        let b = f.view("b")
        // swift-format-ignore
        let (made, diagnostics) = LayoutDiagnostics.collect {
            f.container.tl.layoutConstraints {
                |--[10, a, b]--|
                |--[a, b, 10]--|
            }
        }
        XCTAssertEqual(made.count, 0)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "row `|--[10, a, b]--|`: the array [10, a, b] must start and end with a view or layout guide, not a "
                    + "number (write margins outside the array); the row was skipped",
                "row `|--[a, b, 10]--|`: the array [a, b, 10] must start and end with a view or layout guide, not a "
                    + "number (write margins outside the array); the row was skipped",
            ])
    }

    func testNonFiniteNumber() {
        assertSkipped(
            .invalidValue,
            "row `|--nan--a--|`: the row has a number that is not finite (nan); the row was skipped"
        ) { f, top, bottom in
            let a = f.view("a")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--top--| /=/ 20
                8
                |--CGFloat.nan--a--|  // bad row 6
                8
                |--bottom--| /=/ 20
            }
            return (made, line(of: "bad row 6"))
        }
    }

    func testFinishedRowOrRowInsideAnotherRowOrArray() {
        let f = Fixture()
        let a = f.view("a")
        let b = f.view("b")
        // swift-format-ignore
        let (made, diagnostics) = LayoutDiagnostics.collect {
            f.container.tl.layoutConstraints {
                (|--a--| /=/ 44)--b
                |--[a, |b]--|
            }
        }
        XCTAssertEqual(made.count, 0)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "row `?--b`: the row `|--a--| /=/ 44` has a height, a priority or a vertical gap, so it cannot be part "
                    + "of another row; the row was skipped",
                "row `|--[a, ?]--|`: a row (`|--b`) inside an array; the row was skipped",
            ])
    }

    func testUnsupportedElement() {
        struct Spacer: VisualRowElement {}
        let f = Fixture()
        let a = f.view("a")
        // swift-format-ignore
        let (made, diagnostics) = LayoutDiagnostics.collect {
            f.container.tl.layoutConstraints {
                |--a--Spacer()--|
            }
        }
        XCTAssertEqual(made.count, 0)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "row `|--a--?--|`: Spacer is not a view, a layout guide or a number; the row was skipped"
            ])
    }
}
