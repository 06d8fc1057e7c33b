import Foundation
import LayoutCore
import XCTest

/// The two fixed-point loops of a layout pass (frames that feed back through safe areas, wrapping
/// labels that feed back through their width) give up after a few rounds: they say so, naming the
/// views still changing, and keep the last result.
final class EngineUnsettledLayoutTests: XCTestCase {
    func testFramesThatNeverSettleAreReportedWithTheirViews() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.identifier = "root"
        root.safeAreaInsets = EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        let banner = LayoutView()
        banner.identifier = "banner"
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        // The taller the banner, the further up it starts, the more of it the safe area covers, the
        // taller it gets: its height is twice its own top safe-area inset plus 20.
        let inset = banner.topAnchor.anchorWithOffset(to: banner.safeAreaLayoutGuide.topAnchor)
        LayoutConstraint.activate([
            banner.leftAnchor.constraint(equalTo: root.leftAnchor),
            banner.widthAnchor.constraint(equalToConstant: 100),
            banner.bottomAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            banner.heightAnchor.constraint(equalTo: inset, multiplier: 2, constant: 20),
        ])
        let (_, found) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        let unsettled = found.filter { $0.kind == .unsettledLayout }
        XCTAssertFalse(unsettled.isEmpty, "\(found)")
        XCTAssertTrue(unsettled.allSatisfy { $0.message.contains("banner") }, "\(unsettled)")
        XCTAssertTrue(unsettled.allSatisfy { $0.message.contains("4 rounds") }, "\(unsettled)")
        XCTAssertTrue(banner.frame.height.isFinite && banner.frame.height >= 20)
        XCTAssertEqual(banner.frame.maxY, 60)
    }

    func testWrappingLabelsThatNeverSettleAreReportedWithTheirNames() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let label = Label(text: "one two three four five six seven eight nine ten eleven twelve thirteen")
        label.identifier = "caption"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        // The taller the label, the wider it gets, the fewer lines it needs: its width swings between
        // two values for ever.
        label.setContentHuggingPriority(LayoutPriority(1), for: .horizontal)
        label.setContentCompressionResistancePriority(LayoutPriority(1), for: .horizontal)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalTo: label.heightAnchor, multiplier: 6),
        ])
        let (_, found) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        let unsettled = found.filter { $0.kind == .unsettledLayout }
        XCTAssertFalse(unsettled.isEmpty, "\(found) \(label.frame)")
        XCTAssertTrue(unsettled.allSatisfy { $0.message.contains("caption") }, "\(unsettled)")
        XCTAssertTrue(unsettled.contains { $0.message.contains("6 rounds") }, "\(unsettled)")
        XCTAssertEqual(label.frame.width, 6 * label.frame.height, accuracy: 1)
    }

    func testLabelsThatSettleAreNotReported() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let label = Label(text: "one two three four five six seven eight nine ten")
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 80),
        ])
        let (_, found) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(found, [])
        XCTAssertGreaterThan(label.frame.height, 40)
    }
}
