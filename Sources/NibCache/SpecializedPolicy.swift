/// A policy behind closures compiled for its concrete type: what ``PolicyRegistration`` hands
/// the decoded caches. An `any EvictionPolicy<UInt64>` of a generic policy type calls its
/// generic implementation through witness tables; these closures are written where the type is
/// known (the registration), so each request runs the specialised code.
@usableFromInline
struct SpecializedPolicy: EvictionPolicy {
    @usableFromInline final class Box<P: EvictionPolicy<UInt64>> {
        @usableFromInline var policy: P
        @usableFromInline init(_ policy: P) { self.policy = policy }
    }

    @usableFromInline let name: String
    @usableFromInline let capacity: CacheCapacity
    @usableFromInline let needsNextAccess: Bool
    @usableFromInline let state: () -> (count: Int, used: Int, residentBytes: Int)
    @usableFromInline let containsKey: (UInt64) -> Bool
    @usableFromInline let serve: (CacheRequest<UInt64>, Int, inout [UInt64]) -> CacheAccessOutcome
    @usableFromInline let removeKey: (UInt64) -> Bool
    @usableFromInline let empty: () -> Void

    @inlinable
    init<P: EvictionPolicy<UInt64>>(_ policy: P) {
        let box = Box(policy)
        (name, capacity, needsNextAccess) = (policy.name, policy.capacity, policy.needsNextAccess)
        state = { (box.policy.count, box.policy.used, box.policy.residentBytes) }
        containsKey = { box.policy.contains($0) }
        serve = { request, next, evictions in box.policy.access(request, nextAccess: next, evictions: &evictions) }
        removeKey = { box.policy.remove($0) }
        empty = { box.policy.removeAll() }
    }

    @usableFromInline var count: Int { state().count }
    @usableFromInline var used: Int { state().used }
    @usableFromInline var residentBytes: Int { state().residentBytes }
    @usableFromInline func contains(_ key: UInt64) -> Bool { containsKey(key) }
    @usableFromInline func access(_ request: CacheRequest<UInt64>, nextAccess: Int, evictions: inout [UInt64]) -> CacheAccessOutcome {
        serve(request, nextAccess, &evictions)
    }
    @usableFromInline func remove(_ key: UInt64) -> Bool { removeKey(key) }
    @usableFromInline func removeAll() { empty() }
}
