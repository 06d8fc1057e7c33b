import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// The traits a view inherits (layout direction, text size) are cached per view; these tests compare
/// them with a plain walk up the tree after random edits, and read them on trees far deeper than a
/// recursive walk could.
final class InheritedTraitsTests: XCTestCase {
    /// The answer a reader of UIKit's documentation would compute: walk up to the first view that
    /// decides.
    private func expectedDirection(of view: LayoutView) -> UserInterfaceLayoutDirection {
        var node = view
        while true {
            switch node.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: break
            }
            guard let parent = node.superview else { return node.userInterfaceLayoutDirection }
            node = parent
        }
    }

    private func expectedSizeCategory(of view: LayoutView) -> ContentSizeCategory {
        var node: LayoutView? = view
        while let current = node {
            if let category = current.preferredContentSizeCategory { return category }
            node = current.superview
        }
        return .large
    }

    func testRandomEditsKeepEveryViewsTraitsAsTheTreeSays() {
        var random = SeededRandom(seed: 19)
        func next(_ bound: Int) -> Int { random.below(bound) }
        let attributes: [SemanticContentAttribute] = [.unspecified, .unspecified, .forceRightToLeft, .forceLeftToRight]
        let categories: [ContentSizeCategory?] = [nil, nil, .small, .extraLarge, .accessibilityLarge]
        for round in 0..<200 {
            var views = (0..<30).map { _ in LayoutView() }
            for step in 0..<300 {
                let view = views[next(views.count)]
                switch next(7) {
                case 0, 1:
                    let parent = views[next(views.count)]
                    parent.addSubview(view)  // refused (with a diagnostic) when it would make a cycle
                case 2: view.removeFromSuperview()
                case 3: view.semanticContentAttribute = attributes[next(attributes.count)]
                case 4: view.userInterfaceLayoutDirection = next(2) == 0 ? .leftToRight : .rightToLeft
                case 5: view.preferredContentSizeCategory = categories[next(categories.count)]
                default:
                    // A view freed while its subviews live on: they become roots.
                    let index = next(views.count)
                    views[index] = LayoutView()
                }
                // Read a few views (filling caches) and check all of them now and then.
                for _ in 0..<3 {
                    let probe = views[next(views.count)]
                    XCTAssertEqual(probe.effectiveUserInterfaceLayoutDirection, expectedDirection(of: probe))
                }
                if step % 25 == 0 {
                    for probe in views {
                        XCTAssertEqual(
                            probe.effectiveUserInterfaceLayoutDirection, expectedDirection(of: probe),
                            "round \(round) step \(step)")
                        XCTAssertEqual(
                            probe.traitCollection.preferredContentSizeCategory, expectedSizeCategory(of: probe),
                            "round \(round) step \(step)")
                        var top = probe
                        while let parent = top.superview { top = parent }
                        XCTAssertTrue(probe.rootView === top, "round \(round) step \(step)")
                    }
                }
            }
        }
    }

    func testTraitsOfAViewAHundredThousandLevelsDeepOnASmallStack() {
        let depth = 100_000
        let root = LayoutView()
        root.userInterfaceLayoutDirection = .rightToLeft
        root.preferredContentSizeCategory = .extraSmall
        var leaf = root
        var views: [LayoutView] = [root]
        views.reserveCapacity(depth)
        for _ in 1..<depth {
            let view = LayoutView()
            leaf.addSubview(view)
            views.append(view)
            leaf = view
        }
        var answers: [String] = []
        runOnThread {
            answers.append(
                "\(leaf.effectiveUserInterfaceLayoutDirection) \(leaf.traitCollection.preferredContentSizeCategory)")
            views[depth / 2].semanticContentAttribute = .forceLeftToRight
            answers.append("\(leaf.effectiveUserInterfaceLayoutDirection)")
            views[depth / 2].removeFromSuperview()
            answers.append(
                "\(leaf.effectiveUserInterfaceLayoutDirection) \(leaf.traitCollection.preferredContentSizeCategory)")
            answers.append("\(leaf.rootView === views[depth / 2])")
        }
        XCTAssertEqual(answers, ["rightToLeft xSmall", "leftToRight", "leftToRight Large", "true"])
    }
}
