import Measurements
/// One dump file that callgrind wrote: the label of the client request that triggered it and
/// the totals of every event it collected (`Ir` always; with the cache simulator `Dr`, `Dw`,
/// `I1mr`, `D1mr`, `D1mw`, `ILmr`, `DLmr`, `DLmw`; with `--collect-systime` `sysCount`, `sysTime`).
package struct CallgrindDump: Sendable, Hashable {
    /// The label given to ``Callgrind/dump(_:)``, or the trigger text for other dumps.
    package var label: String
    /// Each event's total while collection was on, since the previous zeroing, by callgrind's
    /// event name.
    package var events: [String: UInt64]
    /// Each region's events (``CallgrindRegion``): the inclusive cost of the calls its C
    /// function made, by callgrind's event name; a region that ran nothing is absent.
    package var regions: [CallgrindRegion: [String: UInt64]]

    /// Creates a dump record from its event totals and its regions' costs.
    package init(label: String, events: [String: UInt64], regions: [CallgrindRegion: [String: UInt64]] = [:]) {
        self.label = label
        self.events = events
        self.regions = regions
    }

    /// Creates a dump record of instructions alone (a dump without the cache simulator).
    package init(label: String, instructions: UInt64) {
        self.init(label: label, events: ["Ir": instructions])
    }

    /// Instructions executed while collection was on, since the previous zeroing (`Ir`).
    package var instructions: UInt64 { events["Ir"] ?? 0 }

    /// Instructions executed inside `region` (0 when it ran nothing).
    package func instructions(in region: CallgrindRegion) -> UInt64 { regions[region]?["Ir"] ?? 0 }

    /// The simulated cache's and the system calls' counts inside `region` (all zero when it
    /// ran nothing), or nil when the dump lacks one of ``CacheEvents/eventNames``.
    package func cacheEvents(in region: CallgrindRegion) -> CacheEvents? {
        guard cacheEvents != nil else { return nil }
        return CacheEvents(events: regions[region] ?? [:]) ?? .zero
    }

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
    /// The body's cost lines are read for the regions (``CallgrindRegion``): within each
    /// `fn=` block of a region's function, its own cost lines and the inclusive cost line after
    /// each `calls=` line add up to what the region cost (callgrind's name compression, `fn=(N)`
    /// and `cfn=(N) name`, is followed).
    ///
    /// - Throws: ``ProbeError`` naming the file and line when the file is not a callgrind
    ///   dump, lacks an instruction total, or a total or a region's cost is not a number.
    package static func parse(_ text: String, file: String) throws(ProbeError) -> CallgrindDump {
        var label: String?
        var names: [Substring]?
        var totals: [UInt64]?
        var summary: [UInt64]?
        var positions = 1
        // The body: function names by compressed id, and the region whose block this is.
        var functions: [Substring: Substring] = [:]
        var region: CallgrindRegion?
        var regionCosts: [CallgrindRegion: [UInt64]] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let first = line.first else { continue }
            if ("0"..."9").contains(first) || first == "+" || first == "-" || first == "*" {
                guard let region else { continue }
                let fields = line.split(separator: " ").dropFirst(positions)
                var sum = regionCosts[region] ?? []
                for (index, field) in fields.enumerated() {
                    guard let value = UInt64(field) else {
                        throw ProbeError(.valgrind, "\(file):\(number + 1): a cost that is not a number: \(line.prefix(80))")
                    }
                    if index == sum.count { sum.append(0) }
                    sum[index] += value
                }
                regionCosts[region] = sum
            } else if line.hasPrefix("fn=") {
                region = CallgrindRegion(function: Self.name(line.dropFirst(3), in: &functions))
            } else if line.hasPrefix("cfn=") {
                _ = Self.name(line.dropFirst(4), in: &functions)
            } else if line.hasPrefix("positions:") {
                positions = line.dropFirst("positions:".count).split(separator: " ").count
            } else if line.hasPrefix("desc: Trigger: ") {
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
        var regions: [CallgrindRegion: [String: UInt64]] = [:]
        for (region, costs) in regionCosts {
            guard costs.count <= names.count else {
                throw ProbeError(.valgrind, "\(file): \(costs.count) costs of \(region.function) for \(names.count) events")
            }
            regions[region] = Dictionary(uniqueKeysWithValues: names.enumerated().map { (String($1), $0 < costs.count ? costs[$0] : 0) })
        }
        return CallgrindDump(label: label ?? "", events: events, regions: regions)
    }

    /// A function's name from a `fn=` or `cfn=` operand: `(N) name` defines id N, `(N)` refers
    /// to it, a bare name is itself.
    private static func name(_ operand: Substring, in functions: inout [Substring: Substring]) -> Substring {
        guard operand.first == "(", let close = operand.firstIndex(of: ")") else { return operand }
        let id = operand[operand.index(after: operand.startIndex)..<close]
        let rest = operand[operand.index(after: close)...].drop { $0 == " " }
        if rest.isEmpty { return functions[id] ?? "" }
        functions[id] = rest
        return rest
    }
}
