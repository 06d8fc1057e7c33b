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
            <nav>\(modules.map { "<a href=\"#\(slug($0.0))\">\(escapeXML($0.0)) (\($0.1.count))</a>" }.joined(separator: " · "))</nav>
            </header>

            """
        for (module, moduleEntries) in modules {
            body += "<section id=\"\(slug(module))\"><h2>\(escapeXML(module))</h2>\n"
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
        var text = "<article id=\"\(id)\"><h3>\(escapeXML(entry.example.name))</h3>\n<div class=\"example\">\n"
        text += "<div class=\"code\"><pre><code>\(escapeXML(entry.example.code))</code></pre>\n"
        let helpers = entry.example.helpers
        if !helpers.isEmpty {
            // The helpers the code calls, one click away.
            text +=
                "<details><summary>Helpers: \(escapeXML(helpers.map(\.name).joined(separator: ", ")))</summary>"
                + "<pre><code>\(escapeXML(helpers.map(\.code).joined(separator: "\n\n")))</code></pre></details>\n"
        }
        text += "</div>\n<div class=\"pictures\">\n"
        for picture in entry.pictures {
            // Inline, so that the page's one @font-face serves every picture; the link opens the standalone SVG.
            text +=
                "<figure>\(picture.inlineSVG)<figcaption><a href=\"\(picture.path)\">\(picture.environment)</a>"
                + "</figcaption></figure>\n"
        }
        text += "</div>\n</div>\n"
        if !entry.diagnostics.isEmpty {
            text +=
                "<ul class=\"diagnostics\">"
                + entry.diagnostics.map { "<li>\(escapeXML($0.description))</li>" }.joined() + "</ul>\n"
        }
        return text + "</article>\n"
    }

    static let style = """
        @font-face { font-family: "Inter"; src: url("fonts/Inter-Regular.otf") format("opentype"); font-weight: 400; }
        @font-face { font-family: "Inter"; src: url("fonts/Inter-Bold.otf") format("opentype"); font-weight: 700; }
        :root { color-scheme: light; font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        body { margin: 0; background: #F2F2F7; color: #1C1C1E; }
        header { padding: 24px 32px 8px; background: #FFFFFF; border-bottom: 1px solid #D1D1D6; }
        header h1 { margin: 0 0 8px; font-size: 28px; }
        nav a, figcaption a { color: #007AFF; text-decoration: none; }
        section { padding: 8px 32px 24px; }
        h2 { font-size: 22px; margin: 24px 0 8px; }
        article { background: #FFFFFF; border-radius: 12px; padding: 16px; margin: 16px 0; box-shadow: 0 1px 2px rgba(0,0,0,0.08); }
        h3 { margin: 0 0 12px; font-size: 17px; }
        .example { display: grid; grid-template-columns: minmax(0, 520px) minmax(0, 1fr); gap: 16px; align-items: start; }
        .code { min-width: 0; }
        pre { overflow-x: auto; margin: 0; padding: 12px; background: #1C1C1E; color: #F2F2F7; white-space: pre;
              border-radius: 8px; font: 12px/1.45 ui-monospace, Menlo, Consolas, monospace; }
        details { margin-top: 8px; font-size: 13px; }
        details pre { margin-top: 8px; }
        summary { cursor: pointer; color: #007AFF; }
        .pictures { min-width: 0; display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; max-width: 100%; }
        figure svg { display: block; max-width: 100%; height: auto; background: #FFFFFF; border: 1px solid #E5E5EA; }
        figcaption { font-size: 12px; color: #8E8E93; margin-top: 4px; }
        @media (max-width: 720px) {
          header { padding: 16px 16px 8px; }
          section { padding: 8px 12px 16px; }
          article { padding: 12px; }
          .example { grid-template-columns: minmax(0, 1fr); }
        }
        .diagnostics { margin: 12px 0 0; padding-left: 20px; color: #FF3B30; font-size: 12px; white-space: pre-wrap; }
        """

    /// Checks the page in the browser once the bundled font has loaded: every picture is there, and
    /// every line of text, as the browser itself laid it out, lies within its label's frame (the
    /// outline rectangle of the label's group). Results go to `data-` attributes of the body and the
    /// first failures to `#audit`, where a headless browser's DOM dump shows them.
    static let script = """
        (function () {
          function audit() {
            var body = document.body;
            var pictures = document.querySelectorAll('figure > svg');
            var texts = 0, outside = 0, failures = [];
            pictures.forEach(function (svg) {
              var name = svg.parentNode.querySelector('figcaption a').getAttribute('href');
              svg.querySelectorAll('text').forEach(function (text) {
                var frame = text.closest('g').querySelector('rect[fill="none"]');
                if (!frame) { return; }
                texts++;
                var box = text.getBBox();
                var x = parseFloat(frame.getAttribute('x')), width = parseFloat(frame.getAttribute('width'));
                var y = parseFloat(frame.getAttribute('y')), height = parseFloat(frame.getAttribute('height'));
                var clipped = text.parentNode.tagName === 'svg' && text.parentNode !== svg;
                // Across: where the browser placed the first character and ended the last (its
                // advances, which the bounding box rounds up at small sizes).
                var count = text.getNumberOfChars();
                var start = count > 0 ? text.getStartPositionOfChar(0).x : box.x;
                var end = count > 0 ? text.getEndPositionOfChar(count - 1).x : box.x + box.width;
                var wide = !clipped && (start < x - 0.5 || end > x + width + 0.5);
                // Browsers round a line's ascent and descent to whole pixels: up to 1 pt more than the font's.
                var tall = !clipped && (box.y < y - 1 || box.y + box.height > y + height + 1);
                if (wide || tall) {
                  outside++;
                  if (failures.length < 40) {
                    failures.push(name + ': "' + text.textContent + '" ' + start.toFixed(2) + '...' + end.toFixed(2) + ' box ' +
                      box.y.toFixed(2) + ' ' + box.height.toFixed(2) + ' frame ' + x + ' ' + y + ' ' + width + 'x' + height);
                  }
                }
              });
            });
            body.setAttribute('data-shown', String(pictures.length));
            body.setAttribute('data-fonts', document.fonts.check('bold 17px Inter') && document.fonts.check('17px Inter') ? 'loaded' : 'missing');
            body.setAttribute('data-texts', String(texts));
            body.setAttribute('data-texts-outside', String(outside));
            var list = document.createElement('pre');
            list.id = 'audit';
            list.hidden = true;
            list.textContent = failures.join('\\n');
            body.appendChild(list);
          }
          Promise.all([document.fonts.load('17px Inter'), document.fonts.load('bold 17px Inter')])
            .then(function () { return document.fonts.ready; }).then(audit, audit);
        })();
        """
}
