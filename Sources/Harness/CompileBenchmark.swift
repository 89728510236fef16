import Foundation
import NibArchive
import NibbenchSupport
import Probes
import XIB
import Records

/// Measures xib compile throughput over a set of files held in memory: parse (XML → element
/// tree), compile (tree → nib document) and encode (document → NIBArchive bytes), timed per
/// phase, in rounds; single-threaded, so the figure is per core.
package struct CompileBenchmark: Sendable {
    /// One xib in memory.
    package struct Input: Sendable {
        package var name: String
        package var bytes: Data
        package init(name: String, bytes: Data) {
            self.name = name
            self.bytes = bytes
        }
    }

    package var inputs: [Input]
    package var rounds: Int

    package init(inputs: [Input], rounds: Int = 5) {
        self.inputs = inputs
        self.rounds = max(1, rounds)
    }

    /// Runs the rounds.
    ///
    /// - Throws: ``XIBError`` for a file that does not compile.
    package func run() throws -> CompileBenchmarkResult {
        let clock = MonotonicClock()
        var parse: [Double] = [], compile: [Double] = [], encode: [Double] = []
        var nibBytes = 0
        for _ in 0..<rounds {
            var p = Duration.zero, c = Duration.zero, e = Duration.zero
            nibBytes = 0
            for input in inputs {
                let t0 = clock.now
                let document = try XIBDocument(data: input.bytes, file: input.name)
                let t1 = clock.now
                let compiled = try XIBCompiler.compile(document)
                let t2 = clock.now
                let bytes = try compiled.encoded()
                let t3 = clock.now
                blackHole(bytes)
                nibBytes += bytes.count
                p += t1 - t0
                c += t2 - t1
                e += t3 - t2
            }
            parse.append(p.seconds)
            compile.append(c.seconds)
            encode.append(e.seconds)
        }
        func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
        return CompileBenchmarkResult(
            files: inputs.count, xibBytes: inputs.reduce(0) { $0 + $1.bytes.count }, nibBytes: nibBytes,
            rounds: rounds, parseSeconds: median(parse), compileSeconds: median(compile), encodeSeconds: median(encode))
    }
}
