/// The eviction policies nibbench knows by name: the built-in ones (``builtIn``) and any a
/// package registers (``register(_:)``).
public struct PolicyRegistry: Sendable {
    /// Every registration, in the order registered (built-ins first).
    public private(set) var registrations: [PolicyRegistration]

    /// The built-in policies, each in the form libCacheSim implements where it has one:
    /// FIFO, LRU, CLOCK, SIEVE, S3-FIFO, ARC, 2Q, W-TinyLFU, GDSF, GreedyDual and Belady.
    public static let builtIn = PolicyRegistry(registrations: [
        PolicyRegistration(name: "fifo", summary: "first in, first out") { FIFOPolicy<UInt64>(capacity: $0) },
        PolicyRegistration(name: "lru", summary: "least recently used") { LRUPolicy<UInt64>(capacity: $0) },
        PolicyRegistration(name: "clock", summary: "CLOCK: FIFO with a reference bit") { ClockPolicy<UInt64>(capacity: $0) },
        PolicyRegistration(name: "sieve", summary: "SIEVE: a hand that spares visited objects") { SievePolicy<UInt64>(capacity: $0) },
        PolicyRegistration(
            name: "s3fifo", summary: "S3-FIFO: small, main and ghost FIFO queues",
            admitsNothing: { EvictionPolicies.admitsNothing(policyNamed: "s3fifo", capacity: $0, smallestCharge: $1) }
        ) {
            S3FIFOPolicy<UInt64>(capacity: $0)
        },
        PolicyRegistration(name: "arc", summary: "ARC: adaptive between recency and frequency") { ARCPolicy<UInt64>(capacity: $0) },
        PolicyRegistration(name: "2q", summary: "2Q: a FIFO probation queue and an LRU main queue") { TwoQueuePolicy<UInt64>(capacity: $0) },
        PolicyRegistration(
            name: "wtinylfu", summary: "W-TinyLFU: a window LRU and a frequency-filtered SLRU",
            admitsNothing: { EvictionPolicies.admitsNothing(policyNamed: "wtinylfu", capacity: $0, smallestCharge: $1) }
        ) {
            WTinyLFUPolicy<UInt64>(capacity: $0)
        }.replaying { WTinyLFUPolicy<UInt64>(capacity: $0, sparseSketch: true) },
        PolicyRegistration(name: "gdsf", summary: "GDSF: Greedy-Dual-Size-Frequency", costAware: true) { GDSFPolicy<UInt64>(capacity: $0) },
        PolicyRegistration(name: "greedydual", summary: "GreedyDual: cost-aware, size-blind", costAware: true) {
            GreedyDualPolicy<UInt64>(capacity: $0)
        },
        PolicyRegistration(name: "belady", summary: "Belady's offline optimum (needs the future: simulation only)") {
            BeladyPolicy<UInt64>(capacity: $0)
        }
    ])

    /// A registry of exactly `registrations`.
    public init(registrations: [PolicyRegistration] = []) {
        self.registrations = registrations
    }

    /// The names, in registration order.
    public var names: [String] { registrations.map(\.name) }

    /// Adds a policy.
    /// - Throws: ``CachePolicyError`` (`invalid-name`) when the name is taken, empty, or holds
    ///   characters other than lowercase letters, digits and `-`.
    public mutating func register(_ registration: PolicyRegistration) throws(CachePolicyError) {
        let name = registration.name
        guard Self.isValidName(name) else {
            throw CachePolicyError(.invalidName, "A policy name is lowercase letters, digits and -; got \"\(name)\".", policy: name)
        }
        guard !names.contains(name) else {
            throw CachePolicyError(.invalidName, "A policy named \"\(name)\" is already registered.", policy: name)
        }
        registrations.append(registration)
    }

    /// The registration called `name` (case-insensitive, surrounding spaces ignored).
    /// - Throws: ``CachePolicyError`` (`unknown-policy`) listing the registered names.
    public func registration(named name: String) throws(CachePolicyError) -> PolicyRegistration {
        let key = Self.normalized(name)
        guard let found = registrations.first(where: { $0.name == key }) else {
            throw CachePolicyError(
                .unknownPolicy, "Unknown cache policy \"\(name)\"; valid policies are \(names.joined(separator: ", ")).",
                policy: name, validNames: names)
        }
        return found
    }

    /// A new, empty policy called `name`, bounded by `capacity`.
    /// - Throws: ``CachePolicyError`` for an unknown name or a capacity the policy refuses.
    public func make(named name: String, capacity: CacheCapacity) throws(CachePolicyError) -> any EvictionPolicy<UInt64> {
        try registration(named: name).makePolicy(capacity: capacity)
    }

    /// Replays `segments` (requests between memory warnings; the cache is emptied between
    /// them) through the policy called `name` at `capacity`, with the loop specialised for the
    /// policy's type.
    /// - Throws: ``CachePolicyError`` for an unknown name or a capacity the policy refuses.
    public func simulate(
        policyNamed name: String, capacity: CacheCapacity,
        segments: [[CacheRequest<UInt64>]]
    ) throws(CachePolicyError) -> CacheSimulationResult {
        let registration = try registration(named: name)
        try registration.check(capacity)
        return try registration.replay(capacity, segments)
    }

    /// Replays a compact trace (memory warnings empty the cache) through the policy called
    /// `name` at `capacity`, with the loop specialised for the policy's type. Reads `trace`
    /// only: several threads may replay one trace at once.
    /// - Throws: ``CachePolicyError`` for an unknown name or a capacity the policy refuses.
    package func simulate(policyNamed name: String, capacity: CacheCapacity, trace: RequestTrace) throws(CachePolicyError) -> CacheSimulationResult {
        let registration = try registration(named: name)
        try registration.check(capacity)
        return try registration.replayTrace(capacity, trace)
    }

    /// Why the policy called `name` admits no object at `capacity` when the smallest object
    /// costs `smallestCharge` units, or nil when it admits some (or is not registered).
    public func admitsNothing(policyNamed name: String, capacity: CacheCapacity, smallestCharge: Int) -> String? {
        (try? registration(named: name))?.admitsNothing(capacity, smallestCharge)
    }

    /// Whether `name` can name a policy or a strategy: lowercase letters, digits and `-`, not empty.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }
    }

    /// `name` as registered names are looked up: lowercased, surrounding white space dropped.
    static func normalized(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }
}
