/// A style length in the engine's compact form: a 32-bit value and a unit (8 bytes, no enum payload).
///
/// Yoga stores style values as 32-bit floats too; results are computed in `Double`. `NaN` is
/// "undefined" in every computed quantity, as `YGUndefined` is in Yoga.
struct StyleLength: Equatable {
    enum Unit: UInt8 {
        case undefined
        case points
        case percent
        case auto
    }

    var value: Float
    var unit: Unit

    static let undefined = StyleLength(value: .nan, unit: .undefined)
    static let auto = StyleLength(value: .nan, unit: .auto)

    static func points(_ value: Double) -> StyleLength { StyleLength(value: Float(value), unit: .points) }

    init(value: Float, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The compact form of a public value; non-finite numbers were refused before this point.
    init(_ value: FlexValue) {
        switch value {
        case .undefined: self = .undefined
        case .auto: self = .auto
        case .points(let number): self.init(value: Float(number), unit: .points)
        case .percent(let number): self.init(value: Float(number), unit: .percent)
        }
    }

    @inline(__always) var isDefined: Bool { unit != .undefined }
    @inline(__always) var isAuto: Bool { unit == .auto }
    @inline(__always) var isPercent: Bool { unit == .percent }

    /// The length in points against `reference` (the containing block's size on the matching axis);
    /// NaN when undefined, `auto`, or a percentage of an undefined reference.
    @inline(__always) func resolve(_ reference: Double) -> Double {
        switch unit {
        case .points: return Double(value)
        case .percent:
            // In 32-bit floats, as Yoga computes it (its answers depend on the last bit), unless the
            // reference is beyond a float's range.
            guard abs(reference) < 1e38 else { return Double(value) * reference * 0.01 }
            return Double(value * Float(reference) * 0.01)
        case .undefined, .auto: return .nan
        }
    }

    /// Yoga's `inexactEquals` on style lengths: the same unit and values within 0.0001.
    func inexactlyEquals(_ other: StyleLength) -> Bool {
        guard unit == other.unit else { return false }
        if value.isNaN || other.value.isNaN { return value.isNaN && other.value.isNaN }
        return abs(value - other.value) < 0.0001
    }

    static func == (lhs: StyleLength, rhs: StyleLength) -> Bool {
        lhs.unit == rhs.unit && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
    }
}

/// A physical edge of a box, as an index into four-edge storage.
enum PhysicalEdge: Int {
    case left = 0
    case top = 1
    case right = 2
    case bottom = 3
}

/// Four style lengths, one per physical edge, with the start/end and shorthand edges already resolved.
struct EdgeLengths: Equatable {
    var left = StyleLength.undefined
    var top = StyleLength.undefined
    var right = StyleLength.undefined
    var bottom = StyleLength.undefined

    init() {}

    /// The physical edges of `edges` in `direction`.
    @inline(__always) init(_ edges: FlexEdges, _ direction: FlexTextDirection) {
        left = StyleLength(edges.resolvedLeft(direction))
        top = StyleLength(edges.resolvedTop)
        right = StyleLength(edges.resolvedRight(direction))
        bottom = StyleLength(edges.resolvedBottom)
    }

    @inline(__always) subscript(edge: PhysicalEdge) -> StyleLength {
        switch edge {
        case .left: return left
        case .top: return top
        case .right: return right
        case .bottom: return bottom
        }
    }
}

/// Four computed lengths in points, one per physical edge.
struct EdgeValues: Equatable {
    var left = 0.0
    var top = 0.0
    var right = 0.0
    var bottom = 0.0

    @inline(__always) subscript(edge: PhysicalEdge) -> Double {
        get {
            switch edge {
            case .left: return left
            case .top: return top
            case .right: return right
            case .bottom: return bottom
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            }
        }
    }
}
