import Foundation
import LayoutCore
import XCTest

/// `LayoutView` where code ported from UIKit relies on `UIView` being an `NSObject`: equality and
/// hashing by identity (NSObject's `isEqual(_:)` and `hash` default to the object's identity, so
/// `view.subviews == [a, b]` and `Set<UIView>` work), and UIKit's `required init?(coder: NSCoder)`
/// boilerplate in a subclass, with or without `super.init(coder:)` (UIView adopts NSCoding).
final class LayoutViewIdentityTests: XCTestCase {
    func testSubviewsCompareByIdentity() {
        let container = LayoutView()
        let (a, b) = (LayoutView(), LayoutView())
        container.addSubview(a)
        container.addSubview(b)
        XCTAssertTrue(container.subviews == [a, b])
        XCTAssertFalse(container.subviews == [b, a])
        XCTAssertEqual(container.subviews.firstIndex(of: b), 1)
        XCTAssertTrue(container.subviews.contains(a))
        XCTAssertNotEqual(a, b, "two views with the same properties are still two views")
        XCTAssertEqual(a, a)
        b.removeFromSuperview()
        XCTAssertEqual(container.subviews, [a])
    }

    func testSetsAndDictionariesOfViews() {
        let (a, b) = (LayoutView(), LayoutView())
        var set: Set<LayoutView> = [a, b, a]
        XCTAssertEqual(set.count, 2)
        a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        a.identifier = "moved"
        XCTAssertTrue(set.contains(a), "the hash does not follow the frame or any property")
        set.remove(b)
        XCTAssertEqual(set, [a])
        var names: [LayoutView: String] = [a: "a"]
        names[b] = "b"
        XCTAssertEqual(names[a], "a")
        XCTAssertEqual(names.count, 2)
    }

    func testSubclassesKeepIdentityEquality() {
        let (first, second) = (Label(text: "Same"), Label(text: "Same"))
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(first, first)
        let image = ImageView(image: nil)
        let mixed: [LayoutView] = [first, image, second]
        XCTAssertEqual(mixed.firstIndex(of: second), 2)
        XCTAssertTrue(first == (first as LayoutView))
        XCTAssertEqual(Set<LayoutView>([first, image, first]).count, 2)
    }

    func testUIKitsCoderBoilerplateCompilesAndRuns() {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let decoded = CoderView(coder: coder)
        XCTAssertEqual(decoded?.name, "decoded")
        XCTAssertEqual(decoded?.frame, .zero)
        XCTAssertEqual(CoderView(name: "made").name, "made")
        let label = CoderLabel(coder: coder)
        XCTAssertEqual(label?.text, "from coder")
        XCTAssertEqual(LayoutView(coder: coder).frame, .zero)
        XCTAssertEqual(FatalCoderView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)).frame.width, 5)
        XCTAssertEqual(PlainSubview(tag: 3).tag, 3, "a subclass without the boilerplate still compiles")
    }
}

/// UIKit's pattern with `super.init(coder:)` (FlexLayout's README, "TestView" in its issues).
private final class CoderView: LayoutView {
    let name: String

    init(name: String) {
        self.name = name
        super.init(frame: .zero)
    }

    required init?(coder aDecoder: NSCoder) {
        name = "decoded"
        super.init(coder: aDecoder)
    }
}

/// The same on a label.
private final class CoderLabel: Label {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        text = "from coder"
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// UIKit's other pattern: the coder initializer is never used.
private final class FatalCoderView: LayoutView {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A subclass written for the kit, without any coder initializer.
private final class PlainSubview: LayoutView {
    init(tag: Int) {
        super.init(frame: .zero)
        self.tag = tag
    }
}
