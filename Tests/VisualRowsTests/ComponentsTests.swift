import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import VisualRows
import XCTest

/// `container.tl.addComponents { }`.
final class ComponentsTests: XCTestCase {
    func testAddsViewsAndGuidesInOrderWithArraysAndConditions() {
        let container = LayoutView()
        let titleLabel = Label(text: "Title")
        let subtitleLabel = Label(text: "Subtitle")
        let separator = LayoutView()
        let footer = LayoutView()
        let guide = LayoutGuide()
        let staticParts: [any ZDTLComponentsProtocol] = [titleLabel, subtitleLabel]
        let extras: [LayoutView] = [footer]
        let showSeparator = true
        let missing: LayoutView? = nil
        let returned = container.tl.addComponents {
            staticParts
            if showSeparator { separator }
            guide
            extras
            missing
        }
        XCTAssertTrue(returned === container)
        XCTAssertTrue(container.subviews.elementsEqual([titleLabel, subtitleLabel, separator, footer], by: ===))
        XCTAssertTrue(container.layoutGuides.elementsEqual([guide], by: ===))
    }

    func testElseSwitchAndFor() {
        let container = LayoutView()
        let views = (0..<3).map { _ in LayoutView() }
        let compact = false
        let style = 1
        container.tl.addComponents {
            for view in views.prefix(1) { view }
            if compact { views[2] } else { views[1] }
            switch style {
            case 0: views[1]
            default: views[2]
            }
        }
        XCTAssertTrue(container.subviews.elementsEqual(views, by: ===))
    }

    func testMovesViewsAndGuidesFromOtherViews() {
        let container = LayoutView()
        let other = LayoutView()
        let view = LayoutView()
        let guide = LayoutGuide()
        other.addSubview(view)
        other.addLayoutGuide(guide)
        container.tl.addComponents {
            view
            guide
        }
        XCTAssertTrue(view.superview === container)
        XCTAssertTrue(guide.owningView === container)
        XCTAssertEqual(other.subviews.count, 0)
        XCTAssertEqual(other.layoutGuides.count, 0)
    }

    func testUnsupportedComponentIsReported() {
        final class Layer: ZDTLComponentsProtocol {}
        let container = LayoutView()
        let view = LayoutView()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            container.tl.addComponents {  // adds a layer
                Layer()
                view
            }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidInput])
        XCTAssertEqual(
            diagnostics.first?.message, "addComponents: Layer is neither a view nor a layout guide; it was not added")
        XCTAssertEqual(diagnostics.first?.line, line(of: "adds a layer"))
        XCTAssertTrue(view.superview === container)
    }

    func testAddingTheContainerToItselfIsReportedByLayoutCore() {
        let container = LayoutView()
        let view = LayoutView()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            container.tl.addComponents {
                container
                view
            }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy])
        XCTAssertTrue(container.subviews.elementsEqual([view], by: ===))
    }
}
