import CSanitizer
import Synchronization

extension Mutex where Value: ~Copyable {
    /// `withLock`, announcing the lock's ordering to ThreadSanitizer.
    ///
    /// ThreadSanitizer cannot see that `Mutex` orders the accesses it protects on Linux (its
    /// futex hand-off lives in the uninstrumented standard library) and reports races inside
    /// correctly locked code; this variant marks the acquire and the release on `token`'s
    /// address. Outside a `-sanitize=thread` build the marks are empty calls.
    ///
    /// - Parameters:
    ///   - token: An object that lives as long as the mutex (usually its owner).
    ///   - body: Runs with the lock held.
    /// - Returns: What `body` returns.
    package borrowing func withLock<Result: ~Copyable, E: Error>(
        announcing token: AnyObject,
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        let address = UnsafeRawPointer(Unmanaged.passUnretained(token).toOpaque())
        return try withLock { (value: inout sending Value) throws(E) -> sending Result in
            nibbench_tsan_acquire(address)
            defer { nibbench_tsan_release(address) }
            return try body(&value)
        }
    }
}
