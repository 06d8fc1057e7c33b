import LayoutCore
import XCTest

/// `Color`'s hex forms: `0xRRGGBB` in, `#RRGGBB` out.
final class ColorTests: XCTestCase {
    func testHexComponentsRoundTrip() {
        let color = Color(hex: 0x3366CC, alpha: 0.5)
        XCTAssertEqual(color.red, 0.2, accuracy: 1e-12)
        XCTAssertEqual(color.green, 0.4, accuracy: 1e-12)
        XCTAssertEqual(color.blue, 0.8, accuracy: 1e-12)
        XCTAssertEqual(color.alpha, 0.5)
        XCTAssertEqual(color.hexString, "#3366CC")
        XCTAssertEqual(color.description, "#3366CC @ 0.5")
        XCTAssertEqual(Color.systemRed.hexString, "#FF3B30")
        XCTAssertEqual(Color(hex: 0xFF_0001FF).hexString, "#0001FF", "bits above the 24 are ignored")
    }

    func testHexStringRoundsAndClamps() {
        XCTAssertEqual(Color(red: 0.5, green: 1.5, blue: -1).hexString, "#80FF00")
        XCTAssertEqual(Color(white: 2.0 / 3).hexString, "#AAAAAA")
    }
}
