import NibCache

/// Capacities as the command line gives them (NibCache knows only their text form,
/// ``CacheCapacity/init(parsing:)``).
extension CacheCapacity {
    /// Parses a capacity given on the command line: a positive count (`64`) or byte size
    /// (`8MiB`, `512KiB`, `1GiB`, `1000B`).
    ///
    /// - Parameter text: The argument.
    /// - Throws: ``CachePolicyError`` `invalid-capacity` saying what a capacity must be, for
    ///   text that is neither, or for a capacity of zero or below.
    /// - Complexity: O(*n*) in the length of `text`.
    package init(argument text: String) throws(CachePolicyError) {
        guard let capacity = CacheCapacity(parsing: text), capacity.limit > 0 else {
            if let suggestion = Self.binarySpelling(of: text) {
                throw CachePolicyError(
                    .invalidCapacity, "capacity \"\(text)\": did you mean \(suggestion)? nibbench counts bytes in KiB/MiB/GiB (1024-based)")
            }
            throw CachePolicyError(.invalidCapacity, "capacity \"\(text)\": a capacity must be a positive count or byte size, e.g. 64 or 8MiB")
        }
        self = capacity
    }

    /// The binary-unit spelling of a byte size written with a decimal or abbreviated unit, in
    /// any case — `8MB`, `8mb`, `8M`, `512kB`, `1 GiB` → `8MiB`, `512KiB`, `1GiB` — or nil when
    /// `text` is not a positive number followed by such a unit.
    ///
    /// Byte capacities are not read in decimal units: nibbench shows every byte figure in
    /// 1024-based units, and `8MB` read as 8,000,000 bytes would be shown as `7.6 MiB`.
    package static func binarySpelling(of text: String) -> String? {
        let trimmed = text.filter { $0 != " " }
        guard let unitStart = trimmed.firstIndex(where: { !($0.isNumber || $0 == ".") }) else { return nil }
        let number = trimmed[..<unitStart]
        guard let amount = Double(number), amount > 0 else { return nil }
        let units = ["k": "KiB", "kb": "KiB", "kib": "KiB", "m": "MiB", "mb": "MiB", "mib": "MiB", "g": "GiB", "gb": "GiB", "gib": "GiB"]
        guard let unit = units[trimmed[unitStart...].lowercased()] else { return nil }
        return number + unit
    }

    /// Parses capacities given on the command line, each argument a comma-separated list
    /// (`--capacities 16,64 8MiB`).
    ///
    /// - Throws: ``CachePolicyError`` `invalid-capacity` naming the first that is not one.
    package static func list(_ arguments: [String]) throws(CachePolicyError) -> [CacheCapacity] {
        var capacities: [CacheCapacity] = []
        for text in CommaList.items(arguments) { capacities.append(try CacheCapacity(argument: text)) }
        return capacities
    }

    /// `arguments` with every value after one of `options` that looks like a negative number
    /// attached to its option (`--capacity=-5`). An argument parser would take `-5` for an
    /// option and report a missing value; attached, it reaches ``init(argument:)``, which says
    /// what a capacity must be.
    package static func attachingNegativeValues(_ arguments: [String], to options: Set<String>) -> [String] {
        var result: [String] = []
        var option: String?
        for argument in arguments {
            if let current = option, argument.count > 1, argument.hasPrefix("-"),
                argument.dropFirst().first.map({ $0.isNumber || $0 == "." }) == true
            {
                if result.last == current { result.removeLast() }
                result.append(current + "=" + argument)
                continue
            }
            if options.contains(argument) {
                option = argument
            } else if argument.hasPrefix("-") {
                option = nil
            }
            result.append(argument)
        }
        return result
    }
}
