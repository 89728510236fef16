import Loaders
import NibArchive

/// The child side of the processes nibbench starts of itself: an isolated repetition (`run
/// --isolate`), and the children counted under callgrind (`run`, `profile` and `bench
/// instantiate` with `--measure instructions`).
///
/// A child is the same executable started with ``flag`` first, then its ``Role`` and the
/// role's operands. The executable asks ``isChild(_:)`` before it parses a command line and, if
/// so, hands the arguments to ``run(_:strategies:shouldStop:)``; no command-line option exists
/// for a child. A `run` child hands its parent the replays unsummarised (``RunReplays``, a
/// binary property list), so the parent computes the statistics once.
package enum ChildProcess {
    /// The first argument of a child process.
    package static let flag = "--nibbench-child"

    /// What a child does.
    package enum Role: String, Sendable, CaseIterable {
        /// Replays the plan in `PLAN` (``ChildRunner``) and writes its ``RunReplays`` to `OUTPUT`;
        /// with a third operand `I/K` (``CountedShard``), only the configurations of that shard.
        case run
        /// Counts the allocation requests of every load of a counted plan (`PLAN`, `run
        /// --measure instructions`) outside Valgrind, each configuration in a forked copy that
        /// first replays it as the copy under callgrind does (``Runner/countsAllocationsOnly``),
        /// and writes the loads with their counts (``RunReplays``) to `OUTPUT`.
        case allocations
        /// Counts every profiled unit's phases (Profiling's `ProfileInstructions`) as the plan in `PLAN`
        /// says (with a second operand `I/K`, only that shard's units); the counts go to
        /// callgrind's dumps.
        case profile
        /// Counts instantiates of nibs of the object counts given
        /// (``InstantiateBenchmark/runCountedInstantiates()``).
        case instantiate
    }

    /// The arguments (after the executable) that start a child of `role` with `operands`.
    package static func arguments(_ role: Role, _ operands: [String]) -> [String] {
        [flag, role.rawValue] + operands
    }

    /// Whether `arguments` (this process's, without the executable) make it a child.
    package static func isChild(_ arguments: [String]) -> Bool {
        arguments.first == flag
    }

    /// Does a child's work as `arguments` (this process's, without the executable) say.
    ///
    /// - Parameters:
    ///   - strategies: the strategies a `run` child's plan refers to (the parent's).
    ///   - profile: does a `profile` child's work on the plan file it is given, for its shard
    ///     of the units when it has one (Profiling's `ProfileInstructions.runChild`, which sits
    ///     above this module).
    ///   - shouldStop: polled between loads by a `run` child; true stops it, and the replays
    ///     it completed are written marked incomplete.
    /// - Throws: ``HarnessError`` `.invalidPlan` for arguments no parent writes; what the
    ///   role's work throws.
    package static func run(
        _ arguments: [String], strategies: StrategyRegistry, profile: (_ planFile: String, _ shard: CountedShard?) throws -> Void,
        shouldStop: () -> Bool
    ) throws {
        guard isChild(arguments), arguments.count >= 2, let role = Role(rawValue: arguments[1]) else {
            throw HarnessError(.invalidPlan, "not a child process's arguments: \(arguments.joined(separator: " "))")
        }
        let operands = Array(arguments.dropFirst(2))
        switch role {
        case .run:
            guard operands.count == 2 || operands.count == 3 else { throw usage(role, "PLAN OUTPUT [I/K]") }
            let shard = try Self.shard(operands.dropFirst(2).first, role, "PLAN OUTPUT [I/K]")
            var runner = Runner(plan: try ChildRunner.readPlan(operands[0]), strategies: strategies)
            runner.shard = shard
            let replays = try runner.replayAll(shouldStop: shouldStop)
            try replays.write(to: operands[1])
        case .allocations:
            guard operands.count == 2 else { throw usage(role, "PLAN OUTPUT") }
            var runner = Runner(plan: try ChildRunner.readPlan(operands[0]), strategies: strategies)
            runner.countsAllocationsOnly = true
            try runner.replayAll(shouldStop: shouldStop).write(to: operands[1])
        case .profile:
            guard operands.count == 1 || operands.count == 2 else { throw usage(role, "PLAN [I/K]") }
            try profile(operands[0], try Self.shard(operands.dropFirst().first, role, "PLAN [I/K]"))
        case .instantiate:
            let sizes = operands.compactMap { Int($0) }.filter { $0 > 0 }
            guard !sizes.isEmpty, sizes.count == operands.count else { throw usage(role, "OBJECTS…") }
            try InstantiateBenchmark(sizes: sizes).runCountedInstantiates()
        }
    }

    /// The shard a child's optional `I/K` operand names (nil: none given, the child counts
    /// everything).
    private static func shard(_ operand: String?, _ role: Role, _ operands: String) throws(HarnessError) -> CountedShard? {
        guard let operand else { return nil }
        guard let shard = CountedShard(operand) else { throw usage(role, operands) }
        return shard
    }

    private static func usage(_ role: Role, _ operands: String) -> HarnessError {
        HarnessError(.invalidPlan, "a \(role.rawValue) child takes \(flag) \(role.rawValue) \(operands)")
    }
}
