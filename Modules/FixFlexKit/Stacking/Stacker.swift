import Foundation
import LayoutCore

/// Makes the constraints and layout guides of one `hstack` or `vstack`, as FixFlex does.
///
/// For each intent in order, each of its items (its views, or one new layout guide for a spacer):
/// 1. a start constraint to every end anchor of the previous intent's items (for the first intent,
///    to the stack's start anchor plus `startOffset`, unless it is nil), plus the intent's spacing before;
/// 2. its size constraints (``SizingIntent/Sizing``).
///
/// Then every item of the last intent gets an end constraint, `item.end == endAnchor + endOffset`,
/// unless `endOffset` is nil. Callbacks see each constraint before all are activated at once.
struct Stacker<Anchor: StackAnchor> {
    let base: LayoutView
    let axis: StackAxis<Anchor>
    let startAnchor: Anchor
    let startOffset: CGFloat?
    let endAnchor: Anchor
    let endOffset: CGFloat?
    /// Where the stack was called, for diagnostics about the call itself.
    let file: StaticString
    let line: UInt

    /// The constraints made so far, in order.
    private(set) var constraints: [LayoutConstraint] = []
    /// The guides made for spacers, in order.
    private(set) var layoutGuides: [LayoutGuide] = []
    /// The first positive-weight `Fill` item: every later `Fill` is proportional to it.
    var fillReference: (dimension: LayoutDimension, weight: CGFloat)?
    /// The location text of the last intent named, for the next of the same line.
    private var lastLocation: (file: StaticString, line: UInt, text: String)?

    init(
        base: LayoutView, axis: StackAxis<Anchor>, start: (Anchor, CGFloat?), end: (Anchor, CGFloat?),
        file: StaticString, line: UInt
    ) {
        self.base = base
        self.axis = axis
        (startAnchor, startOffset) = start
        (endAnchor, endOffset) = end
        self.file = file
        self.line = line
    }

    /// Makes and activates the stack of `intents`.
    mutating func stack(_ intents: [SizingIntent]) -> StackingResult {
        guard let last = intents.last else {
            LayoutDiagnostics.report(
                LayoutDiagnostic(
                    kind: .invalidInput, message: "fx.\(axis.name) was given no intents; it made nothing",
                    source: "FixFlexKit", file: "\(file)", line: Int(line)))
            return StackingResult(constraints: [], layoutGuides: [])
        }
        let startConstant = startOffset.map { finite($0, "startOffset of fx.\(axis.name)") }
        var previousEnds = startConstant == nil ? [] : [startAnchor]
        var lastNames: (intent: String, items: [String]) = ("", [])
        for (index, intent) in intents.enumerated() {
            let intentName = identifierPrefix(intent, index)
            let items = makeItems(for: intent, named: intentName)
            let spacing = finite(intent.spacing, "spacingBefore of fx.\(axis.name)[\(index)]", intent)
            lastNames = (intentName, [])
            for (target, item) in items.enumerated() {
                let name = items.count > 1 ? IdentifierText.join(intentName, "[", String(target), "]") : intentName
                if items.count > 1 { lastNames.items.append(name) }
                let leading = axis.start(item)
                for previous in previousEnds {
                    let constant = (index == 0 ? startConstant ?? 0 : 0) + spacing
                    let constraint = leading.constraint(
                        equalTo: previous, constant: constant, file: intent.file, line: intent.line)
                    add(constraint, leading.attribute.description, name, intent)
                    intent.startConstraintHandler?(constraint)
                }
                addSizeConstraints(for: item, of: intent, at: index, name: name)
            }
            previousEnds = items.map(axis.end)
        }
        if let endOffset {
            let constant = finite(endOffset, "endOffset of fx.\(axis.name)")
            for (target, previous) in previousEnds.enumerated() {
                let constraint = previous.constraint(
                    equalTo: endAnchor, constant: constant, file: last.file, line: last.line)
                let name = previousEnds.count > 1 ? lastNames.items[target] : lastNames.intent
                add(constraint, previous.attribute.description, name, last)
                last.endConstraintHandler?(constraint)
            }
        }
        LayoutConstraint.activate(constraints)
        return StackingResult(constraints: constraints, layoutGuides: layoutGuides)
    }

    /// The intent's views (made ready for constraints) or a new guide, named `name`, added to the stack's view.
    private mutating func makeItems(for intent: SizingIntent, named name: String) -> [any LayoutItem] {
        guard intent.views.isEmpty else {
            for view in intent.views {
                view.translatesAutoresizingMaskIntoConstraints = false
                if case .flex(_, _, let hugging, let compression) = intent.sizing {
                    if let hugging { view.setContentHuggingPriority(hugging, for: axis.axis) }
                    if let compression { view.setContentCompressionResistancePriority(compression, for: axis.axis) }
                }
            }
            return intent.views
        }
        let guide = LayoutGuide()
        guide.identifier = name
        base.addLayoutGuide(guide)
        layoutGuides.append(guide)
        intent.layoutGuideHandler?(guide)
        return [guide]
    }

    /// Names a constraint after where it came from (`fx.hstack[1].Flex.width.min @ File.swift:12`) and
    /// records it. The name is made in one allocation: a stack names every constraint it makes.
    mutating func add(_ constraint: LayoutConstraint, _ part: String, _ prefix: String, _ intent: SizingIntent) {
        add(constraint, part, "", prefix, intent)
    }

    /// The same, with `suffix` after the part (`.min`).
    mutating func add(
        _ constraint: LayoutConstraint, _ part: String, _ suffix: String, _ prefix: String, _ intent: SizingIntent
    ) {
        constraint.identifier = IdentifierText.join(prefix, ".", part, suffix, location(of: intent))
        constraints.append(constraint)
    }

    /// ` @ File.swift:12` for the intent: made once for the intents of one line (the usual case), since
    /// a stack names every constraint it makes.
    private mutating func location(of intent: SizingIntent) -> String {
        if let last = lastLocation, last.line == intent.line, last.file.isSame(as: intent.file) { return last.text }
        let text = " @ \(fileName(intent.file)):\(intent.line)"
        lastLocation = (intent.file, intent.line, text)
        return text
    }

    /// `fx.hstack[2].Fix`: the name of the intent's guide, and of its constraints (with `[1]` after
    /// it for the second view of a parallel intent).
    private func identifierPrefix(_ intent: SizingIntent, _ index: Int) -> String {
        IdentifierText.join(axis.identifierStart, String(index), "].", intent.sizing.name)
    }

    /// `value`, or 0 with a diagnostic when it is not finite.
    func finite(_ value: CGFloat, _ what: @autoclosure () -> String, _ intent: SizingIntent? = nil) -> CGFloat {
        guard !value.isFinite else { return value }
        report(.invalidValue, "\(what()) is \(value), not a finite number; 0 was used", intent)
        return 0
    }

    /// Reports a problem at the intent's source location (or the stack call's).
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String, _ intent: SizingIntent?) {
        let file = intent.map { "\($0.file)" } ?? "\(self.file)"
        let line = Int(intent?.line ?? self.line)
        LayoutDiagnostics.report(
            LayoutDiagnostic(kind: kind, message: message, source: "FixFlexKit", file: file, line: line))
    }
}

/// The last path component of a `#fileID`: `FixFlexExamples.swift` (found in its UTF-8 bytes).
private func fileName(_ file: StaticString) -> String {
    let text = String(describing: file)
    let bytes = text.utf8
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return text }
    return String(text[bytes.index(after: slash)...])
}

extension StaticString {
    /// Whether both are the same text at the same address (two `#fileID`s of one file usually are).
    fileprivate func isSame(as other: StaticString) -> Bool {
        guard hasPointerRepresentation, other.hasPointerRepresentation else { return false }
        return utf8Start == other.utf8Start && utf8CodeUnitCount == other.utf8CodeUnitCount
    }
}
