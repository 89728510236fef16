import Measurements
import Foundation
import Harness
import NibbenchSupport
import NibRuntime
import Probes
import Records

/// Counts the instructions of every profiled unit's phases in one child `nibbench` under
/// callgrind (``CallgrindSession``: cleared environment, fixed hashing, no address
/// randomisation, fixed paths).
///
/// The parent writes each nib into the session folder under a fixed name (`u0000.nib`, …),
/// links each storyboard bundle (`u0000.storyboardc`) and describes each unit in a file of its
/// own (`u0000.json`), then runs `nibbench --nibbench-child profile plan.json` (``ChildProcess``);
/// the plan holds only the number of units. The child warms up on a small built-in nib, then
/// measures each unit in a forked copy of itself on a fresh allocator arena
/// (``ForkedCopy``): the copy reads its unit's description, finds the unit under a fixed name
/// (`unit.nib`, `unit.storyboardc`), warms it up (one decode and two instantiates, uncounted),
/// then runs decode, the first instantiate and a warm instantiate with collection switched on
/// only around each, each in its ``CallgrindRegion``, and dumps the counts once, under
/// `nibbench profile unit=N`. Nothing of any unit is read before the fork: the copy starts from
/// the same process state whatever the plan holds (decoding a plan of scenes and prototype
/// cells had filled the Swift runtime's caches with more types than a plan of one xib, and moved
/// a unit's counts by up to 2,478 instructions between a whole-folder and a one-file profile).
/// A unit's counts therefore depend on the binary and that unit alone: not on the nibs profiled
/// before it or beside it, their number or their order (docs/measurement.md).
package enum ProfileInstructions {
    /// One unit's instructions per phase, and with a cache model what its simulator saw.
    struct Phases: Sendable {
        var decode: UInt64, first: UInt64, warm: UInt64
        /// Under `--measure cycles`: decode, first instantiate, warm instantiate.
        var cycles: (decode: NibProfile.Cycles, first: NibProfile.Cycles, warm: NibProfile.Cycles)?
    }

    /// What the child is told: how many units there are. Unit `i` is described by its own file,
    /// ``unitFile(_:)``, relative to the child's folder, read by the copy that measures it.
    struct Plan: Codable {
        var units: Int
    }

    /// The file that describes unit `index` (a ``ProfileUnit/ChildPayload``), in the session folder.
    static func unitFile(_ index: Int) -> String { String(format: "u%04d.json", index) }

    /// Runs the child over `units` and returns their counts in the same order, with
    /// Valgrind's version. With a `cache` model callgrind simulates that cache and counts
    /// system calls (``Phases/cycles``).
    ///
    /// - Throws: ``HarnessError`` `.valgrind` when Valgrind is missing, the child fails or a
    ///   count is missing.
    static func count(
        _ units: [ProfileUnit], executable: String, cache: CacheModel? = nil, jobs: Int = CallgrindSession.defaultJobs,
        note: (String) -> Void
    ) throws -> (phases: [Phases], valgrind: String) {
        let shards = CallgrindSession.shardCount(jobs: jobs, items: units.count)
        let sessions = try (0..<shards).map { _ in try CallgrindSession(executable: executable) }
        for session in sessions { try writePlan(units, in: session) }
        note(
            "counting \(cache == nil ? "instructions" : "instructions and simulated cache misses") under callgrind: "
                + "\(MessageText.counted(units.count, "nib")), three phases each, "
                + (shards == 1 ? "in one child process" : "in \(shards) child processes side by side"))
        // Each child counts its shard of the units (``CountedShard``), each unit in a forked
        // copy of the same common set-up: a unit counts the same in whichever child it runs.
        let dumps = try CallgrindSession.runSideBySide(sessions, ChildProcess.arguments(.profile, ["plan.json"]), cache: cache)
        var found: [Int: CallgrindDump] = [:]
        for dump in dumps {
            guard let unit = parse(label: dump.label) else { continue }
            found[unit] = dump
        }
        let phases = try units.indices.map { (index) throws(HarnessError) -> Phases in
            guard let dump = found[index] else {
                throw HarnessError(.valgrind, "callgrind wrote no counts for \(units[index].name) (the child process may have failed)")
            }
            let (decode, first, warm) = (dump.instructions(in: .decode), dump.instructions(in: .first), dump.instructions(in: .warm))
            // Every phase runs code; their sum is at most what was collected (the region calls
            // themselves are outside them).
            guard decode > 0, first > 0, warm > 0, decode + first + warm <= dump.instructions else {
                throw HarnessError(
                    .valgrind,
                    "callgrind's counts for \(units[index].name) do not add up: decode \(decode), first \(first), warm \(warm) of \(dump.instructions) collected"
                )
            }
            var phases = Phases(decode: decode, first: first, warm: warm)
            if let cache {
                guard let d = dump.cacheEvents(in: .decode), let f = dump.cacheEvents(in: .first), let w = dump.cacheEvents(in: .warm) else {
                    throw HarnessError(.valgrind, "callgrind wrote no cache counts for \(units[index].name)")
                }
                phases.cycles = (NibProfile.Cycles(d, model: cache), NibProfile.Cycles(f, model: cache), NibProfile.Cycles(w, model: cache))
            }
            return phases
        }
        return (phases, try sessions[0].version())
    }

    /// Writes each unit into `session`'s folder under its fixed name (`u0000.nib`, or a link to
    /// its storyboard bundle), its description (`u0000.json`) and the plan, `plan.json`.
    private static func writePlan(_ units: [ProfileUnit], in session: CallgrindSession) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (index, unit) in units.enumerated() {
            let stem = String(format: "u%04d", index)
            let payload: ProfileUnit.ChildPayload
            switch unit.payload {
            case .nib(let bytes, let bundle):
                try AtomicFileWriter.write(bytes, to: session.directory + "/" + stem + ".nib")
                payload = .nib(file: stem + ".nib", bundle: try bundle.map { try session.link($0, as: stem + ".bundle") })
            case .scene(let folder, let identifier, let controllerNib, let viewNib):
                let linked = try session.link(folder, as: stem + ".storyboardc")
                payload = .scene(storyboard: linked, identifier: identifier, controllerNib: controllerNib, viewNib: viewNib)
            case .prototype(let bytes, let identifier, let role, let placeholders):
                try AtomicFileWriter.write(bytes, to: session.directory + "/" + stem + ".nib")
                payload = .prototype(file: stem + ".nib", identifier: identifier, role: role, placeholders: placeholders)
            }
            try AtomicFileWriter.write(Array(try encoder.encode(payload)), to: session.directory + "/" + unitFile(index))
        }
        try AtomicFileWriter.write(Array(try encoder.encode(Plan(units: units.count))), to: session.directory + "/plan.json")
    }

    /// The dump label of unit `unit` (its phases are the dump's regions).
    static func label(unit: Int) -> String { "nibbench profile unit=\(unit)" }

    /// The unit a dump label names, or nil for another label.
    static func parse(label: String) -> Int? {
        let fields = label.split(separator: " ")
        guard fields.count == 3, fields[0] == "nibbench", fields[1] == "profile", fields[2].hasPrefix("unit=") else { return nil }
        return Int(fields[2].dropFirst(5))
    }

    /// The child's side: reads the plan the parent wrote and runs every unit's phases with
    /// callgrind collecting only inside them. Prints nothing; the counts go to callgrind's dumps.
    ///
    /// - Throws: ``HarnessError`` `.io` when the plan or a unit's description cannot be read;
    ///   what a phase throws.
    package static func runChild(planFile: String, shard: CountedShard? = nil) throws {
        let plan: Plan
        do {
            plan = try JSONDecoder().decode(Plan.self, from: Data(contentsOf: URL(fileURLWithPath: planFile)))
        } catch {
            throw HarnessError(wrapping: error, .io, "not a profile plan written by a parent nibbench", file: planFile)
        }
        ProfilePhases.warmUp([])
        // Between forks the loop allocates nothing: each copy starts from the same state.
        for index in 0..<plan.units where shard?.owns(index) ?? true {
            do {
                try ForkedCopy.run {
                    // Relative to the child's folder, as the files the unit names.
                    let file = unitFile(index)
                    let unit: ProfileUnit.ChildPayload
                    do {
                        unit = try JSONDecoder().decode(ProfileUnit.ChildPayload.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
                    } catch {
                        throw HarnessError(wrapping: error, .io, "not a profile unit written by a parent nibbench", file: file)
                    }
                    let fixed = try unit.linkedUnderFixedName()
                    defer { fixed.remove() }
                    Callgrind.zero()
                    let payload = try fixed.payload.payload()
                    ProfilePhases.warmUp([payload], builtIn: false)
                    let phases = ProfilePhases(payload, name: "unit")
                    for region in [CallgrindRegion.decode, .first, .warm] {
                        // What the phase made is released with collection off.
                        let made = try phases.run(region, collect: true)
                        withExtendedLifetime(made) {}
                    }
                    // One dump for the three: a dump costs callgrind a walk of all it has seen.
                    Callgrind.dump(label(unit: index))
                }
            } catch {
                throw HarnessError(.valgrind, "unit \(index) (\(unitFile(index))) could not be counted: \(error)", cause: error)
            }
        }
    }
}

extension ProfileUnit {
    /// A payload as the child reads it: a nib by file name, not its bytes.
    enum ChildPayload: Codable {
        case nib(file: String, bundle: String?)
        case scene(storyboard: String, identifier: String, controllerNib: String, viewNib: String?)
        case prototype(file: String, identifier: String, role: CellPrototype.Role, placeholders: [String])

        /// The file or folder the payload names.
        var file: String {
            switch self {
            case .nib(let file, _), .prototype(let file, _, _, _): file
            case .scene(let storyboard, _, _, _): storyboard
            }
        }

        /// The payload's file linked as `unit.nib` or `unit.storyboardc` in the working folder,
        /// so that no path the measured code sees depends on the unit's position.
        func linkedUnderFixedName() throws(HarnessError) -> FixedName {
            let name: String
            let payload: ChildPayload
            var bundleLink: String?
            switch self {
            case .nib(_, let bundle):
                (name, payload) = ("unit.nib", .nib(file: "unit.nib", bundle: bundle.map { _ in "unit.bundle" }))
                bundleLink = bundle
            case .prototype(_, let identifier, let role, let placeholders):
                (name, payload) = ("unit.nib", .prototype(file: "unit.nib", identifier: identifier, role: role, placeholders: placeholders))
            case .scene(_, let identifier, let controllerNib, let viewNib):
                (name, payload) = (
                    "unit.storyboardc", .scene(storyboard: "unit.storyboardc", identifier: identifier, controllerNib: controllerNib, viewNib: viewNib)
                )
            }
            try? FileManager.default.removeItem(atPath: name)
            do {
                try FileManager.default.createSymbolicLink(atPath: name, withDestinationPath: file)
            } catch {
                throw HarnessError(.io, "cannot link \(file) as \(name)", file: file, cause: error)
            }
            if let bundleLink {
                try? FileManager.default.removeItem(atPath: "unit.bundle")
                do {
                    try FileManager.default.createSymbolicLink(atPath: "unit.bundle", withDestinationPath: bundleLink)
                } catch {
                    throw HarnessError(.io, "cannot link \(bundleLink) as unit.bundle", file: bundleLink, cause: error)
                }
            }
            return FixedName(name: name, payload: payload, links: bundleLink == nil ? [name] : [name, "unit.bundle"])
        }

        /// The payload, its nib read into memory (outside any counted span).
        func payload() throws -> Payload {
            switch self {
            case .nib(let file, let bundle): .nib(bytes: try FileBytes.read(file), bundle: bundle)
            case .scene(let storyboard, let identifier, let controllerNib, let viewNib):
                .scene(storyboard: storyboard, identifier: identifier, controllerNib: controllerNib, viewNib: viewNib)
            case .prototype(let file, let identifier, let role, let placeholders):
                .prototype(bytes: try FileBytes.read(file), identifier: identifier, role: role, placeholders: placeholders)
            }
        }
    }
}

/// A unit's file linked under a fixed name for the time of its measurement.
struct FixedName {
    /// The link (relative to the working folder).
    var name: String
    /// The payload, naming the link.
    var payload: ProfileUnit.ChildPayload
    /// Every link made (the unit's, and its bundle folder's as `unit.bundle`).
    var links: [String]

    /// Removes the links.
    func remove() {
        for link in links { try? FileManager.default.removeItem(atPath: link) }
    }
}
