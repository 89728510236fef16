import Measurements
import Probes
import NibRuntime
import Records

/// The instantiate benchmark counted in instructions: deterministic figures per object
/// (docs/measurement.md), for comparing commits on a shared machine.
extension InstantiateBenchmark {
    /// Instantiates counted per size: enough to average out the first-use paths, few enough
    /// that a 1,000-object nib counts in seconds under callgrind.
    static let countedRepetitions = 8

    /// Counts the instructions of `instantiate` for every size in a child of `executable` (this
    /// binary) under callgrind, in a deterministic environment (see ``CallgrindSession``); with
    /// a `cache` model, under callgrind's cache simulator too (each row's ``InstantiateInstructionRow/events``).
    ///
    /// - Parameter executable: the nibbench binary (normally `/proc/self/exe`).
    /// - Returns: one row per size, in ``sizes`` order, and `valgrind --version`.
    /// - Throws: ``HarnessError`` `.valgrind` when Valgrind is missing or the child fails,
    ///   `.childFailed` when a size's count is missing from its dumps.
    package func countInstructions(executable: String, cache: CacheModel? = nil) throws -> (rows: [InstantiateInstructionRow], valgrind: String) {
        let session = try CallgrindSession(executable: executable)
        let dumps = try session.run(ChildProcess.arguments(.instantiate, sizes.map(String.init)), cache: cache)
        let rows = try sizes.map { size in
            let prefix = "instantiate size=\(size) "
            guard let dump = dumps.first(where: { $0.label.hasPrefix(prefix) }) else {
                throw HarnessError(.childFailed, "the callgrind child wrote no count for size \(size)")
            }
            let fields = dump.label.dropFirst(prefix.count).split(separator: " ")
            guard fields.count == 2, let objects = Int(fields[0].dropFirst("objects=".count)),
                let repetitions = Int(fields[1].dropFirst("repetitions=".count)), repetitions > 0, objects > 0
            else {
                throw HarnessError(.childFailed, "the callgrind child's label \"\(dump.label)\" is not one it writes")
            }
            if cache != nil && dump.cacheEvents == nil {
                throw HarnessError(.childFailed, "the callgrind child's dump for size \(size) has no cache counts")
            }
            return InstantiateInstructionRow(
                objects: objects, repetitions: repetitions, instructions: dump.instructions, events: cache.flatMap { _ in dump.cacheEvents })
        }
        return (rows, try session.version())
    }

    /// The child's side of ``countInstructions(executable:)``: for each size, builds and
    /// decodes the nib, instantiates it twice uncounted, then counts
    /// ``countedRepetitions`` instantiates (collection switched on around `instantiate`
    /// alone; the graph is released outside) and dumps them under a label naming the size.
    /// Outside callgrind it only does the work.
    package func runCountedInstantiates() throws {
        for size in sizes {
            let nib = Nib(data: try Self.makeNib(objects: size))
            let objects = try nib.instantiateDetailed(owner: GenericObject()).createdObjects.count
            blackHole(try nib.instantiate(owner: GenericObject()))
            // callgrind counts system calls with collection off too: without this, the first
            // size's would hold every call the process made since it started.
            Callgrind.zero()
            for _ in 0..<Self.countedRepetitions {
                let owner = GenericObject()
                Callgrind.toggleCollect()
                let result = try nib.instantiate(owner: owner)
                Callgrind.toggleCollect()
                blackHole(result)
            }
            Callgrind.dump("instantiate size=\(size) objects=\(objects) repetitions=\(Self.countedRepetitions)")
        }
    }
}
