import Foundation
import LayoutCore
import XCTest

final class EngineBasicsTests: XCTestCase {
    func testFillParentWithInset() {
        let parent = LayoutView()
        parent.identifier = "parent"
        parent.translatesAutoresizingMaskIntoConstraints = false
        let child = LayoutView()
        child.identifier = "child"
        parent.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.widthAnchor.constraint(equalToConstant: 200).isActive = true
        parent.heightAnchor.constraint(equalToConstant: 100).isActive = true
        NSLayoutConstraintActivate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 15),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -15),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 15),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -15),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(child.frame, CGRect(x: 15, y: 15, width: 170, height: 70))
        parent.userInterfaceLayoutDirection = .rightToLeft
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 15, y: 15, width: 170, height: 70))
    }

    func testLabelIntrinsicAndCentering() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = Label(text: "Hello")
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        label.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
        root.layoutIfNeeded()
        let size = label.intrinsicContentSize
        XCTAssertGreaterThan(size.width, 0)
        XCTAssertEqual(label.frame.width, size.width, accuracy: 0.01)
        XCTAssertEqual(label.frame.height, size.height, accuracy: 0.01)
        XCTAssertEqual(label.frame.midX, 150, accuracy: 0.34)
        print(root.hierarchyDescription())
    }

    func testWrappingLabel() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        let label = Label(text: "one two three four five six seven eight nine ten")
        label.numberOfLines = 0
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        label.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 100)
        let expected = label.textLayout(width: 100).size.height
        XCTAssertGreaterThan(label.textLayout(width: 100).lines.count, 2)
        XCTAssertEqual(label.frame.height, ceil(expected * 3) / 3, accuracy: 0.01)
    }

    func testUnsatisfiableReportsAndLaysOutTheRest() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = LayoutView()
        a.identifier = "a"
        root.addSubview(a)
        a.translatesAutoresizingMaskIntoConstraints = false
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        a.heightAnchor.constraint(equalToConstant: 20).isActive = true
        a.widthAnchor.constraint(equalToConstant: 50).isActive = true
        a.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let (_, found) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.kind, .unsatisfiableConstraints)
        print(found.first?.description ?? "")
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 10, width: 50, height: 20))
    }

    func testFittingSize() {
        let cell = LayoutView()
        let label = Label(text: "Hi")
        cell.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraintActivate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        let size = cell.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        XCTAssertEqual(size.width, label.intrinsicContentSize.width + 16, accuracy: 0.01)
        XCTAssertEqual(size.height, label.intrinsicContentSize.height + 16, accuracy: 0.01)
    }
}

private func NSLayoutConstraintActivate(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
}
