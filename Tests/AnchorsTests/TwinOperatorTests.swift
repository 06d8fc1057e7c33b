import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The seed's "A Note on Compile Times": `/==/`, `/<=/` and `/>=/` make the same constraints as
/// `==`, `<=` and `>=`.
final class TwinOperatorTests: XCTestCase {
    /// A constraint's properties, for comparing what two spellings made.
    private func summary(_ c: LayoutConstraint) -> String {
        "\(c) [\(c.relation) m=\(c.multiplier) c=\(c.constant) p=\(c.priority) active=\(c.isActive)]"
    }

    func testTwinsMakeTheSameConstraintsAsTheRelations() {
        let f = Fixture()
        let a = f.add("a")
        let b = f.add("b")
        let plain = batch(active: false) {
            a.leadingAnchor == b.leadingAnchor
            a.leadingAnchor <= b.trailingAnchor + 4
            a.centerXAnchor >= 2 * b.trailingAnchor / 3
            a.topAnchor == b.bottomAnchor
            a.topAnchor <= b.bottomAnchor / 4 - 1
            a.bottomAnchor >= b.bottomAnchor
            a.widthAnchor == b.widthAnchor
            a.widthAnchor <= 4 * b.heightAnchor / 3
            a.heightAnchor >= 100
            a.edgeAnchors == b.edgeAnchors
            a.edgeAnchors <= b.edgeAnchors + 10
            a.edgeAnchors >= b.edgeAnchors + EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            a.horizontalAnchors == b.horizontalAnchors + 5
            a.verticalAnchors <= b.verticalAnchors
            a.centerAnchors >= b.centerAnchors - 2
            a.sizeAnchors == b.sizeAnchors
            a.sizeAnchors <= CGSize(width: 10, height: 20)
            a[.width] == 0.5 * b[.width] - 4.0
            a[.height] <= 44
            20 >= a[.height]
        }
        let twins = batch(active: false) {
            a.leadingAnchor /==/ b.leadingAnchor
            a.leadingAnchor /<=/ b.trailingAnchor + 4
            a.centerXAnchor />=/ 2 * b.trailingAnchor / 3
            a.topAnchor /==/ b.bottomAnchor
            a.topAnchor /<=/ b.bottomAnchor / 4 - 1
            a.bottomAnchor />=/ b.bottomAnchor
            a.widthAnchor /==/ b.widthAnchor
            a.widthAnchor /<=/ 4 * b.heightAnchor / 3
            a.heightAnchor />=/ 100
            a.edgeAnchors /==/ b.edgeAnchors
            a.edgeAnchors /<=/ b.edgeAnchors + 10
            a.edgeAnchors />=/ b.edgeAnchors + EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            a.horizontalAnchors /==/ b.horizontalAnchors + 5
            a.verticalAnchors /<=/ b.verticalAnchors
            a.centerAnchors />=/ b.centerAnchors - 2
            a.sizeAnchors /==/ b.sizeAnchors
            a.sizeAnchors /<=/ CGSize(width: 10, height: 20)
            a[.width] /==/ 0.5 * b[.width] - 4.0
            a[.height] /<=/ 44
            20 />=/ a[.height]
        }
        XCTAssertEqual(plain.count, 9 + 3 * 4 + 5 * 2 + 3)
        XCTAssertEqual(plain.map(summary), twins.map(summary))
    }

    func testSeedExampleLaysOutTheSame() {
        let f = Fixture()
        let view1 = f.add("view1")
        let view2 = f.add("view2")
        view2.edgeAnchors == f.container.edgeAnchors + 20
        let group = view1.edgeAnchors /==/ view2.edgeAnchors
        f.layout()
        XCTAssertTrue(group.all.allSatisfy(\.isActive))
        assertFrames(f.root, ["view1": CGRect(x: 20, y: 20, width: 260, height: 160)])
    }
}
