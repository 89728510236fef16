/// One dump file that callgrind wrote: the label of the client request that triggered it and
/// the totals of every event it collected (`Ir` always; with the cache simulator `Dr`, `Dw`,
/// `I1mr`, `D1mr`, `D1mw`, `ILmr`, `DLmr`, `DLmw`; with `--collect-systime` `sysCount`, `sysTime`).
package struct CallgrindDump: Sendable, Hashable {
    /// The label given to ``Callgrind/dump(_:)``, or the trigger text for other dumps.
    package var label: String
    /// Each event's total while collection was on, since the previous zeroing, by callgrind's
    /// event name.
    package var events: [String: UInt64]

    /// Creates a dump record from its event totals.
    package init(label: String, events: [String: UInt64]) {
        self.label = label
        self.events = events
    }

    /// Creates a dump record of instructions alone (a dump without the cache simulator).
    package init(label: String, instructions: UInt64) {
        self.init(label: label, events: ["Ir": instructions])
    }

    /// Instructions executed while collection was on, since the previous zeroing (`Ir`).
    package var instructions: UInt64 { events["Ir"] ?? 0 }

    /// The simulated cache's and the system calls' counts, or nil when the dump lacks an event
    /// of ``CacheEvents/eventNames`` (collected without `--cache-sim=yes` or `--collect-systime`).
    package var cacheEvents: CacheEvents? { CacheEvents(events: events) }

    /// Reads the header of a callgrind output file: `desc: Trigger: Client Request: LABEL`, the
    /// `events:` line and the `totals:` (else `summary:`) line, whose numbers are the events' in
    /// order (callgrind leaves out trailing zeros: a missing number is 0). The first event must
    /// be `Ir`.
    ///
    /// `sysCount` and `sysTime` are read from `summary:` (the sum of the file's function costs)
    /// when there is one: callgrind counts a system call whether or not collection is on, and
    /// the `totals:` of a forked copy's first dump also holds the system calls its parent made
    /// before the fork (measured: 20,454 in `totals:` against 559 in `summary:` and in
    /// `callgrind_annotate`'s program totals).
    ///
    /// - Throws: ``ProbeError`` naming the file and line when the file is not a callgrind
    ///   dump, lacks an instruction total, or a total is not a number.
    package static func parse(_ text: String, file: String) throws(ProbeError) -> CallgrindDump {
        var label: String?
        var names: [Substring]?
        var totals: [UInt64]?
        var summary: [UInt64]?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("desc: Trigger: ") {
                let trigger = line.dropFirst("desc: Trigger: ".count)
                label = String(trigger.hasPrefix("Client Request: ") ? trigger.dropFirst("Client Request: ".count) : trigger)
            } else if line.hasPrefix("events:") {
                names = line.dropFirst("events:".count).split(separator: " ")
            } else if line.hasPrefix("totals:") || line.hasPrefix("summary:") {
                var values: [UInt64] = []
                for field in line.split(separator: " ").dropFirst() {
                    guard let value = UInt64(field) else {
                        throw ProbeError(.valgrind, "\(file):\(number + 1): an event total that is not a number: \(line.prefix(80))")
                    }
                    values.append(value)
                }
                if line.hasPrefix("totals:") { totals = values } else { summary = values }
            }
        }
        guard let names, names.first == "Ir" else { throw ProbeError(.valgrind, "\(file): not a callgrind dump with Ir as its first event") }
        guard let values = totals ?? summary, !values.isEmpty else {
            throw ProbeError(.valgrind, "\(file): a callgrind dump without a totals or summary line")
        }
        guard values.count <= names.count, (summary?.count ?? 0) <= names.count else {
            throw ProbeError(.valgrind, "\(file): \(values.count) totals for \(names.count) events")
        }
        var events: [String: UInt64] = [:]
        for (index, name) in names.enumerated() {
            let source = name.hasPrefix("sys") ? summary ?? values : values
            events[String(name)] = index < source.count ? source[index] : 0
        }
        return CallgrindDump(label: label ?? "", events: events)
    }
}
