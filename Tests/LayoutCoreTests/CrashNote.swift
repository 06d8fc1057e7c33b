#if canImport(Glibc)
    import Glibc
#endif

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
