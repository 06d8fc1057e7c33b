import ExampleCatalog
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

final class LayoutCoreExamplesTests: XCTestCase {
    func testCardWithAnchorsLaysOutInEveryEnvironment() throws {
        let example = try XCTUnwrap(ExampleCatalog.layoutCore.first { $0.name == "Card With Anchors" })
        XCTAssertTrue(example.code.hasPrefix("let card = LayoutView()"))
        for environment in ExampleEnvironment.all {
            let (card, diagnostics) = example.render(in: environment)
            XCTAssertEqual(diagnostics, [], "\(environment)")
            XCTAssertEqual(card.frame.width, 240)
            let title = card.subviews[0]
            let body = card.subviews[1]
            let leading: CGFloat =
                environment.layoutDirection == .leftToRight ? title.frame.minX : 240 - title.frame.maxX
            XCTAssertEqual(leading, 8, "\(environment)")
            XCTAssertEqual(body.frame.width, 224, "\(environment)")
            XCTAssertEqual(body.frame.minY, title.frame.maxY + 8, accuracy: 0.34, "\(environment)")
            XCTAssertEqual(card.frame.height, body.frame.maxY + 8, accuracy: 0.34, "\(environment)")
        }
        let small = example.render(in: ExampleEnvironment(contentSizeCategory: .extraSmall)).root
        let huge = example.render(in: ExampleEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge)).root
        XCTAssertLessThan(small.frame.height, huge.frame.height)
    }
}
