import ExampleCatalog
import Foundation
import LayoutCore
import XCTest

@testable import Gallery

final class GalleryTests: XCTestCase {
    private func writeGallery() throws -> (URL, [GalleryWriter.Entry]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        let entries = try GalleryWriter(directory: directory).write()
        return (directory, entries)
    }

    func testEveryExampleIsDrawnInEveryEnvironment() throws {
        let (directory, entries) = try writeGallery()
        defer { try? FileManager.default.removeItem(at: directory) }
        XCTAssertEqual(entries.count, ExampleCatalog.all.count)
        let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        for entry in entries {
            XCTAssertEqual(entry.pictures.count, ExampleEnvironment.all.count)
            XCTAssertTrue(page.contains(">\(htmlEscape(entry.example.name))</h3>"), entry.example.name)
            XCTAssertGreaterThan(entry.viewCount, 0)
            for picture in entry.pictures {
                let svg = try String(contentsOf: directory.appendingPathComponent(picture.path), encoding: .utf8)
                XCTAssertTrue(svg.hasPrefix("<svg"), picture.path)
                XCTAssertTrue(page.contains("src=\"\(picture.path)\""), picture.path)
                XCTAssertGreaterThan(picture.size.width, 0, picture.path)
                XCTAssertGreaterThan(picture.size.height, 0, picture.path)
            }
        }
        XCTAssertEqual(slug("Fill Parent With Inset"), "fill-parent-with-inset")
        XCTAssertEqual(slug("AX5 RTL"), "ax5-rtl")
    }

    func testThePageLooksRightInChromium() throws {
        guard let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(findExecutable).first
        else {
            throw XCTSkip(
                "Chromium is not installed (Debian: apt-get install chromium), so the gallery page was not checked in a browser"
            )
        }
        let (directory, entries) = try writeGallery()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("index.html").absoluteString
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=10000"]
        let dom = try run(chromium, flags + ["--dump-dom", page])
        let pictures = entries.reduce(0) { $0 + $1.pictures.count }
        XCTAssertTrue(dom.contains("data-pictures=\"\(pictures)\""), "the page lists every picture")
        XCTAssertTrue(dom.contains("data-loaded=\"\(pictures)\""), "every picture loaded in the browser")
        XCTAssertTrue(dom.contains("data-broken=\"0\""), "no picture failed to load")
        let screenshot = directory.appendingPathComponent("screenshot.png")
        _ = try run(chromium, flags + ["--window-size=1400,2400", "--screenshot=\(screenshot.path)", page])
        let data = try Data(contentsOf: screenshot)
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        XCTAssertGreaterThan(data.count, 40_000, "a blank page compresses to a few kilobytes; the gallery does not")
    }

    private func findExecutable(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
