import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` on a new thread with a stack of `stackSize` bytes (512 KB: the size of a secondary
/// thread on Apple platforms) and waits for it: a recursion as deep as the input crashes there first.
public func runOnThread(stackSize: Int = 512 * 1024, _ body: @escaping () -> Void) {
    final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    #if canImport(Darwin)
        var thread: pthread_t?
    #else
        var thread = pthread_t()
    #endif
    let created = pthread_create(
        &thread, &attributes,
        { argument in
            Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue().body()
            return nil
        }, work)
    precondition(created == 0, "pthread_create failed: \(created)")
    #if canImport(Darwin)
        pthread_join(thread!, nil)
    #else
        pthread_join(thread, nil)
    #endif
}
