#if canImport(Glibc)
    import Glibc
#endif

/// A small deterministic random generator (xorshift64*, seeded through splitmix64), so that a fuzz
/// run is the same on every machine and any system can be replayed from its seed.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = FuzzRandom.mix(seed)
        if state == 0 { state = 0x9E37_79B9_7F4A_7C15 }
    }

    /// splitmix64's finalizer: spreads nearby seeds far apart.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// An index chosen with the given weights.
    mutating func weighted(_ weights: [Int]) -> Int {
        var roll = below(weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}

/// A line written to standard error if the process dies on a trap (a failed invariant check is a
/// `precondition`, which XCTest cannot catch), so that a crashing fuzz system can still be replayed.
enum CrashNote {
    #if canImport(Glibc)
        nonisolated(unsafe) private static var text: UnsafeMutablePointer<CChar>?
        nonisolated(unsafe) private static var length = 0
        nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 2)
        nonisolated(unsafe) private static var installed = false
        private static let signals: [Int32] = [SIGILL, SIGTRAP]

        /// Sets the line to print on a crash (nil: print nothing).
        static func set(_ line: String?) {
            if !installed { install() }
            let old = text
            if let line {
                let bytes = Array(("\n" + line + "\n").utf8CString.dropLast())
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
                buffer.initialize(from: bytes, count: bytes.count)
                length = bytes.count
                text = buffer
            } else {
                text = nil
            }
            old?.deallocate()
        }

        private static func install() {
            installed = true
            for (index, signal) in signals.enumerated() {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { signal in
                    if let text = CrashNote.text {
                        _ = write(2, text, CrashNote.length)
                    }
                    // Hand the signal back to whoever handled it before (the runtime's backtracer).
                    let index = signal == SIGILL ? 0 : 1
                    sigaction(signal, CrashNote.previous + index, nil)
                    raise(signal)
                }
                sigemptyset(&action.sa_mask)
                action.sa_flags = 0
                sigaction(signal, &action, previous + index)
            }
        }
    #else
        static func set(_ line: String?) {}
    #endif
}
