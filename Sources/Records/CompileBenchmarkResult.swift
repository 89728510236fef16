/// Medians over rounds, for the whole input set.
package struct CompileBenchmarkResult: Sendable {
    package var files: Int
    package var xibBytes: Int
    package var nibBytes: Int
    package var rounds: Int
    package var parseSeconds: Double
    package var compileSeconds: Double
    package var encodeSeconds: Double
    package var totalSeconds: Double { parseSeconds + compileSeconds + encodeSeconds }
    package var xibsPerSecond: Double { Double(files) / totalSeconds }
    package var megabytesPerSecond: Double { Double(xibBytes) / totalSeconds / 1e6 }

    /// Creates the value, field by field.
    package init(files: Int, xibBytes: Int, nibBytes: Int, rounds: Int, parseSeconds: Double, compileSeconds: Double, encodeSeconds: Double) {
        self.files = files
        self.xibBytes = xibBytes
        self.nibBytes = nibBytes
        self.rounds = rounds
        self.parseSeconds = parseSeconds
        self.compileSeconds = compileSeconds
        self.encodeSeconds = encodeSeconds
    }
}
