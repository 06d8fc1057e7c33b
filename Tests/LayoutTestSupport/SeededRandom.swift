/// The tests' one seeded random generator (SplitMix64): the same numbers on every machine and run, so a
/// random test is reproducible and any failing input replays from its seed.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose numbers are fixed by `seed` (nearby seeds give unrelated sequences).
    public init(seed: UInt64) {
        state = seed
    }

    /// SplitMix64's finalizer: spreads nearby values far apart (also a way to derive seeds from seeds).
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        defer { state &+= 0x9E37_79B9_7F4A_7C15 }
        return SeededRandom.mix(state)
    }

    /// A number in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One of `items`, each as likely.
    public mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// An index chosen with the given weights.
    public mutating func weighted(_ weights: [Int]) -> Int {
        var roll = below(weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}
