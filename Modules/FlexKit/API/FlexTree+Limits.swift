#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The limits that keep a layout from crashing on hostile trees: the pass recurses once per level,
/// so a tree deeper than the calling thread's stack can hold is refused before the pass starts, and
/// a layout whose numbers overflowed is reported and zeroed instead of handed out as infinities.
extension FlexTree {
    /// The deepest tree ``calculateLayout(for:width:height:direction:)`` lays out on any thread.
    public static let maximumDepth = 10_000

    /// The stack a layout pass may use per level of the tree, with a margin over what it was measured
    /// to use (about 4 KB per level in debug builds, 1.5 KB in release builds; four times that in a
    /// process run under the address sanitizer, whose frames carry red zones).
    static let stackPerLevel: Int = {
        #if DEBUG
            let level = 6 * 1024
        #else
            let level = 3 * 1024
        #endif
        return underAddressSanitizer ? 4 * level : level
    }()

    /// Whether the address sanitizer's runtime is loaded into this process.
    static let underAddressSanitizer: Bool = {
        #if canImport(Darwin)
            return dlsym(UnsafeMutableRawPointer(bitPattern: -2), "__asan_init") != nil  // RTLD_DEFAULT
        #elseif canImport(Glibc) || canImport(Musl)
            return dlsym(nil, "__asan_init") != nil  // RTLD_DEFAULT
        #else
            return false
        #endif
    }()

    /// The most stack a thread is taken to have: a distance beyond it means the marker is not on the
    /// thread's stack (the address sanitizer keeps locals on a heap-allocated "fake stack").
    static let largestStack = 1 << 30

    /// The stack left to the pass: kept free for the caller, the measure functions and the runtime.
    static let stackReserve = 128 * 1024

    /// The depth of the tree under `root` (the root alone is depth 1), without recursion.
    func subtreeDepth(_ root: Int) -> Int {
        if measuredDepth.root == root && measuredDepth.version == structureVersion { return measuredDepth.depth }
        var deepest = 1
        var depth = 1
        var node = root
        while true {
            let first = Int(linkStore[node].firstChild)
            if first >= 0 {
                node = first
                depth += 1
                deepest = max(deepest, depth)
                continue
            }
            // Climb until a node has a next sibling, stopping at the root.
            while node != root && linkStore[node].nextSibling < 0 {
                node = Int(linkStore[node].parent)
                depth -= 1
            }
            if node == root { break }
            node = Int(linkStore[node].nextSibling)
        }
        measuredDepth = (root, structureVersion, deepest)
        return deepest
    }

    /// The deepest tree the calling thread's stack can lay out now (at most ``maximumDepth``).
    static func depthAllowedOnThisThread() -> Int {
        guard let left = stackLeft() else { return min(maximumDepth, 64) }
        return max(0, min(maximumDepth, (left - stackReserve) / stackPerLevel))
    }

    /// The bytes of stack between here and the end of the calling thread's stack, when known.
    static func stackLeft() -> Int? {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        guard let bottom = stackBottom() else { return nil }
        let left = here - bottom
        return left > 0 && left <= largestStack ? left : nil
    }

    /// Per thread, the lowest usable address of its stack (found once: on Linux finding it reads
    /// `/proc/self/maps` for the main thread, far too slow for every layout).
    private static let stackBottomKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    private static func stackBottom() -> Int? {
        guard let key = stackBottomKey else { return findStackBottom() }
        if let known = pthread_getspecific(key) { return Int(bitPattern: known) }
        guard let bottom = findStackBottom() else { return nil }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: bottom))
        return bottom
    }

    private static func findStackBottom() -> Int? {
        #if canImport(Darwin)
            let top = Int(bitPattern: pthread_get_stackaddr_np(pthread_self()))
            return top - pthread_get_stacksize_np(pthread_self())
        #elseif canImport(Glibc) || canImport(Musl)
            // `pthread_getattr_np` is a GNU extension the Glibc module does not declare: found at run time.
            typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
            guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
            let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var base: UnsafeMutableRawPointer?
            var size = 0
            var guardSize = 0
            guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
            pthread_attr_getguardsize(&attributes, &guardSize)
            return Int(bitPattern: base) + guardSize
        #else
            return nil
        #endif
    }

    /// Refuses (with a diagnostic) a layout of a tree deeper than this thread's stack can hold.
    func refuseTooDeep(_ root: Int) -> Bool {
        // A tree of n nodes is at most n deep: small trees need no walk.
        let allowed = FlexTree.depthAllowedOnThisThread()
        if liveNodeCount <= allowed { return false }
        let depth = subtreeDepth(root)
        guard depth > allowed else { return false }
        report(
            .invalidHierarchy,
            "calculateLayout: the tree under \(label(root)) is \(depth) levels deep; this thread's stack lays out "
                + "at most \(allowed) (FlexTree.maximumDepth is \(FlexTree.maximumDepth)); refused, layouts unchanged")
        return true
    }

    /// Reports and zeroes the layouts under `root` that overflowed (numbers too large to add up),
    /// so that no infinity or NaN reaches the caller.
    func clearOverflowedLayouts(_ root: Int) {
        var overflowed: [Int] = []
        var node = root
        while true {
            let frame = frameStore[node]
            let layout = layoutStore[node]
            func finite(_ edges: FloatEdges) -> Bool {
                edges.left.isFinite && edges.top.isFinite && edges.right.isFinite && edges.bottom.isFinite
            }
            if !(frame.left.isFinite && frame.top.isFinite && frame.width.isFinite && frame.height.isFinite)
                || !finite(layout.margin) || !finite(layout.border) || !finite(layout.padding)
            {
                overflowed.append(node)
                frameStore[node] = NodeFrame()
                layoutStore[node].margin = FloatEdges()
                layoutStore[node].border = FloatEdges()
                layoutStore[node].padding = FloatEdges()
            }
            let first = Int(linkStore[node].firstChild)
            if first >= 0 {
                node = first
                continue
            }
            while node != root && linkStore[node].nextSibling < 0 { node = Int(linkStore[node].parent) }
            if node == root { break }
            node = Int(linkStore[node].nextSibling)
        }
        guard !overflowed.isEmpty else { return }
        let named = overflowed.prefix(10).map(label).joined(separator: ", ")
        let more = overflowed.count > 10 ? " and \(overflowed.count - 10) more" : ""
        report(
            .invalidValue,
            "the layout of \(named)\(more) overflowed (sizes too large to add up to a finite number); set to 0")
    }
}
