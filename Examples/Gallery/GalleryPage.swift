import ExampleCatalog
import Foundation
import LayoutCore

/// The gallery's HTML page: a section per module, and per example its code beside its pictures in
/// every environment. A small script counts the pictures that loaded, so that a browser check can
/// tell a page whose pictures all show from a broken one.
struct GalleryPage {
    let entries: [GalleryWriter.Entry]
    let environments: [ExampleEnvironment]

    var html: String {
        var modules: [(String, [GalleryWriter.Entry])] = []
        for entry in entries {
            if let index = modules.firstIndex(where: { $0.0 == entry.example.module }) {
                modules[index].1.append(entry)
            } else {
                modules.append((entry.example.module, [entry]))
            }
        }
        let pictureCount = entries.reduce(0) { $0 + $1.pictures.count }
        var body = """
            <header><h1>LayoutKit gallery</h1>
            <p>\(entries.count) examples from the original libraries' documentation, re-created with LayoutKit and laid \
            out by its engines, each at three text sizes (xSmall, Large, AX5) and in both layout directions: \
            \(pictureCount) pictures.</p>
            <nav>\(modules.map { "<a href=\"#\(slug($0.0))\">\(escape($0.0)) (\($0.1.count))</a>" }.joined(separator: " · "))</nav>
            </header>

            """
        for (module, moduleEntries) in modules {
            body += "<section id=\"\(slug(module))\"><h2>\(escape(module))</h2>\n"
            for entry in moduleEntries {
                body += article(entry)
            }
            body += "</section>\n"
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>LayoutKit gallery</title>
            <style>
            \(GalleryPage.style)
            </style>
            </head>
            <body data-pictures="\(pictureCount)">
            \(body)
            <script>
            \(GalleryPage.script)
            </script>
            </body>
            </html>

            """
    }

    private func article(_ entry: GalleryWriter.Entry) -> String {
        let id = slug(entry.example.module) + "--" + slug(entry.example.name)
        var text = "<article id=\"\(id)\"><h3>\(escape(entry.example.name))</h3>\n<div class=\"example\">\n"
        text += "<pre><code>\(escape(entry.example.code))</code></pre>\n<div class=\"pictures\">\n"
        for picture in entry.pictures {
            let width = max(1, Int(picture.size.width.rounded(.up)))
            let height = max(1, Int(picture.size.height.rounded(.up)))
            text +=
                "<figure><img src=\"\(picture.path)\" width=\"\(width)\" height=\"\(height)\" alt=\""
                + "\(escape(entry.example.name)), \(picture.environment)\" loading=\"eager\">"
                + "<figcaption>\(picture.environment)</figcaption></figure>\n"
        }
        text += "</div>\n</div>\n"
        if !entry.diagnostics.isEmpty {
            text +=
                "<ul class=\"diagnostics\">"
                + entry.diagnostics.map { "<li>\(escape($0.description))</li>" }.joined() + "</ul>\n"
        }
        return text + "</article>\n"
    }

    private func escape(_ text: String) -> String { htmlEscape(text) }

    static let style = """
        :root { color-scheme: light; font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        body { margin: 0; background: #F2F2F7; color: #1C1C1E; }
        header { padding: 24px 32px 8px; background: #FFFFFF; border-bottom: 1px solid #D1D1D6; }
        header h1 { margin: 0 0 8px; font-size: 28px; }
        nav a { color: #007AFF; text-decoration: none; }
        section { padding: 8px 32px 24px; }
        h2 { font-size: 22px; margin: 24px 0 8px; }
        article { background: #FFFFFF; border-radius: 12px; padding: 16px; margin: 16px 0; box-shadow: 0 1px 2px rgba(0,0,0,0.08); }
        h3 { margin: 0 0 12px; font-size: 17px; }
        .example { display: flex; gap: 16px; align-items: flex-start; }
        pre { flex: 0 0 420px; max-width: 420px; overflow-x: auto; margin: 0; padding: 12px; background: #1C1C1E; color: #F2F2F7;
              border-radius: 8px; font: 12px/1.45 ui-monospace, Menlo, Consolas, monospace; }
        .pictures { flex: 1; display: grid; grid-template-columns: repeat(2, max-content); gap: 12px; align-items: start; }
        figure { margin: 0; }
        figure img { display: block; max-width: 100%; height: auto; background: #FFFFFF; border: 1px solid #E5E5EA; }
        figcaption { font-size: 12px; color: #8E8E93; margin-top: 4px; }
        .diagnostics { margin: 12px 0 0; padding-left: 20px; color: #FF3B30; font-size: 12px; white-space: pre-wrap; }
        """

    static let script = """
        (function () {
          var images = Array.prototype.slice.call(document.images);
          var loaded = 0, broken = 0;
          function done() {
            document.body.setAttribute('data-loaded', String(loaded));
            document.body.setAttribute('data-broken', String(broken));
          }
          images.forEach(function (image) {
            if (image.complete) { if (image.naturalWidth > 0) { loaded++; } else { broken++; } return; }
            image.addEventListener('load', function () { loaded++; done(); });
            image.addEventListener('error', function () { broken++; done(); });
          });
          done();
        })();
        """
}

/// Text made safe inside HTML: `&`, `<`, `>` and `"` as entities.
func htmlEscape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
