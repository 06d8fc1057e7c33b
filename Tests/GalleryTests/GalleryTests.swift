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
        // Links and headings read once: searching the whole page for each picture is slow.
        let links = Set(
            page.components(separatedBy: "<a href=\"").dropFirst().compactMap { $0.split(separator: "\"").first })
        let headings = Set(
            page.components(separatedBy: "<h3>").dropFirst().compactMap { $0.components(separatedBy: "</h3>").first })
        for entry in entries {
            XCTAssertEqual(entry.pictures.count, ExampleEnvironment.all.count)
            XCTAssertTrue(headings.contains(escapeXML(entry.example.name)), entry.example.name)
            XCTAssertGreaterThan(entry.viewCount, 0)
            for picture in entry.pictures {
                let svg = try String(contentsOf: directory.appendingPathComponent(picture.path), encoding: .utf8)
                XCTAssertTrue(svg.hasPrefix("<svg"), picture.path)
                XCTAssertTrue(svg.contains("url(\"../../fonts/Inter-Regular.otf\")"), "a standalone SVG links the font")
                XCTAssertTrue(links.contains(Substring(picture.path)), picture.path)
                XCTAssertGreaterThan(picture.size.width, 0, picture.path)
                XCTAssertGreaterThan(picture.size.height, 0, picture.path)
            }
        }
        XCTAssertEqual(page.components(separatedBy: "@font-face").count - 1, 2, "the page declares the font once")
        let inline = page.components(separatedBy: "<figure><svg ").count - 1
        XCTAssertEqual(inline, entries.reduce(0) { $0 + $1.pictures.count }, "the page carries every picture inline")
        for face in BundledFont.allCases {
            let data = try Data(contentsOf: directory.appendingPathComponent("fonts/\(face.fileName)"))
            XCTAssertEqual(data, face.data)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("fonts/OFL.txt").path))
        XCTAssertEqual(slug("Fill Parent With Inset"), "fill-parent-with-inset")
        XCTAssertEqual(slug("AX5 RTL"), "ax5-rtl")
    }

    /// The page in headless Chromium: every picture shows, the bundled font loads, and every line of
    /// text, as the browser laid it out, lies within its label; screenshots at phone and desktop width.
    /// Set `GALLERY_SCREENSHOTS` to a folder to keep the screenshots (Docs/images holds them).
    func testThePageLooksRightInChromium() throws {
        guard let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(findExecutable).first
        else {
            if ProcessInfo.processInfo.environment["GALLERY_REQUIRE_CHROMIUM"] == "1" {
                return XCTFail("GALLERY_REQUIRE_CHROMIUM is set but no Chromium is on the PATH")
            }
            throw XCTSkip(
                "Chromium is not installed (Debian: apt-get install chromium), so the gallery page was not checked in a browser"
            )
        }
        let (directory, entries) = try writeGallery()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("index.html").absoluteString
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=20000"]
        let dom = try run(chromium, flags + ["--dump-dom", page])
        let pictures = entries.reduce(0) { $0 + $1.pictures.count }
        XCTAssertTrue(dom.contains("data-pictures=\"\(pictures)\""), "the page lists every picture")
        XCTAssertTrue(dom.contains("data-shown=\"\(pictures)\""), "every picture is on the page")
        XCTAssertTrue(dom.contains("data-fonts=\"loaded\""), "the browser loaded the bundled font")
        let texts = Int(attribute("data-texts", in: dom) ?? "") ?? 0
        XCTAssertGreaterThan(texts, 400, "the browser laid out the pictures' text")
        var failures = ""
        if let start = dom.range(of: "<pre id=\"audit\" hidden=\"\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        {
            failures = String(dom[start.upperBound..<end.lowerBound])
        }
        XCTAssertEqual(
            attribute("data-texts-outside", in: dom), "0", "text outside its label in the browser:\n\(failures)")
        let keep = ProcessInfo.processInfo.environment["GALLERY_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
        if let keep { try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true) }
        for (name, size) in [("gallery-390", "390,2400"), ("gallery-desktop", "1400,1800")] {
            let screenshot = (keep ?? directory).appendingPathComponent("\(name).png")
            _ = try run(chromium, flags + ["--window-size=\(size)", "--screenshot=\(screenshot.path)", page])
            let data = try Data(contentsOf: screenshot)
            XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
            XCTAssertGreaterThan(data.count, 40_000, "a blank page compresses to a few kilobytes; the gallery does not")
        }
    }

    private func attribute(_ name: String, in dom: String) -> String? {
        guard let start = dom.range(of: "\(name)=\""), let end = dom[start.upperBound...].firstIndex(of: "\"") else {
            return nil
        }
        return String(dom[start.upperBound..<end])
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
