import Foundation

/// Where diagnostics go: a process-wide handler (standard error by default) and scoped collectors.
///
/// ```swift
/// let (_, found) = LayoutDiagnostics.collect {
///     root.layoutIfNeeded()
/// }
/// ```
public enum LayoutDiagnostics {
    /// A function that receives diagnostics.
    public typealias Handler = @Sendable (LayoutDiagnostic) -> Void

    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var handler: Handler = { diagnostic in
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
    }

    private static let store = Store()

    /// The innermost collector of this task or thread (a task-local value, declared without the `@TaskLocal`
    /// macro: the kit uses no macros).
    private static let scopedCollector = TaskLocal<Handler?>(wrappedValue: nil)

    /// The process-wide handler, used where no scoped collector is active. Prints to standard error by default.
    public static var handler: Handler {
        get {
            store.lock.lock()
            defer { store.lock.unlock() }
            return store.handler
        }
        set {
            store.lock.lock()
            store.handler = newValue
            store.lock.unlock()
        }
    }

    /// Sends a diagnostic to the innermost scoped collector, or else to ``handler``.
    public static func report(_ diagnostic: LayoutDiagnostic) {
        if let scoped = scopedCollector.get() {
            scoped(diagnostic)
        } else {
            handler(diagnostic)
        }
    }

    /// Runs `body` and returns its result with every diagnostic reported while it ran (on this task or thread).
    ///
    /// Diagnostics collected here do not reach ``handler``.
    public static func collect<T>(_ body: () throws -> T) rethrows -> (result: T, diagnostics: [LayoutDiagnostic]) {
        let box = CollectorBox()
        let collector: Handler = { box.append($0) }
        let result = try scopedCollector.withValue(collector) {
            try body()
        }
        return (result, box.items)
    }

    private final class CollectorBox: @unchecked Sendable {
        let lock = NSLock()
        private var storage: [LayoutDiagnostic] = []
        func append(_ diagnostic: LayoutDiagnostic) {
            lock.lock()
            storage.append(diagnostic)
            lock.unlock()
        }
        var items: [LayoutDiagnostic] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }
}
