import ArgumentParser
import Foundation
import NibArchive
import Workload

extension Trace {
    /// `nibbench trace generate --corpus DIR --model SPEC --length N --seed S -o FILE`.
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Generate a reproducible access trace over a corpus.",
            discussion: """
                The same corpus manifest, model, length, seed and options always give the same \
                file, byte for byte. Models (--model, text form): zipf(alpha=A) | uniform | scan \
                | navigation(fanOut=3,back=0.35,maxDepth=8,burst=6,scroll=0.5,cellTypes=2) | \
                phases(LENGTH:HOT|*:MODEL, …) | mix(WEIGHT:MODEL, …); or a JSON model object \
                ({"type":"zipf","alpha":0.9}). --spec reads a whole JSON TraceSpec; options given \
                on the command line override its fields. Without --model or --spec the model is \
                the one `nibbench run` generates its default trace with: \(TraceModel.appDefault). \
                The file is written atomically.

                Examples:
                  nibbench trace generate --corpus Corpora/default -o t.csv
                  nibbench trace generate --corpus Corpora/default --model "zipf(alpha=0.9)" \\
                    --length 50000 --seed 3 -o zipf.csv
                  nibbench trace generate --corpus Corpora/default --model scan -o scan.csv
                """
        )

        @Option(help: "Corpus folder with manifest.json (or the manifest file).")
        var corpus: String

        @Option(help: "The model, in text form or as a JSON object (default: the model of `nibbench run`'s default trace).")
        var model: String?

        @Option(help: "A JSON TraceSpec file (model, length, seed, followEmbeds, memoryWarnings).")
        var spec: String?

        @Option(help: "Number of loads (default 10000).")
        var length: Int?

        @Option(help: "Seed (default 0).")
        var seed: UInt64?

        @Flag(help: "Follow each load with loads of the nibs it embeds, depth first.")
        var followEmbeds = false

        @Option(help: "Poisson memory warnings: expected warnings per load.")
        var memoryWarningRate: Double?

        @Option(help: "Memory warnings after these numbers of loads (comma-separated).")
        var memoryWarningAfter: String?

        @Option(name: .shortAndLong, help: "The trace file to write.")
        var output: String

        func validate() throws {
            _ = try memoryWarningPositions()
        }

        /// `--memory-warning-after` as numbers of loads.
        func memoryWarningPositions() throws -> [Int]? {
            try memoryWarningAfter.map { text in
                try text.split(separator: ",").map {
                    guard let n = Int($0.trimmingCharacters(in: .whitespaces)) else {
                        throw ValidationError("--memory-warning-after takes comma-separated integers, got \"\($0)\"")
                    }
                    return n
                }
            }
        }

        func run() throws {
            do {
                let manifest = try CorpusManifest.load(from: corpus)
                let spec = try makeSpec()
                let generator: TraceGenerator
                do {
                    generator = try TraceGenerator(manifest: manifest, spec: spec)
                } catch {
                    throw error.inFile(self.spec ?? "--model")
                }
                let writer = try TraceWriter(path: output)
                var warnings = 0
                for event in generator.events() {
                    if event.nib == nil { warnings += 1 }
                    try writer.append(event)
                }
                try writer.commit()
                let loads = writer.eventCount - warnings
                emit("wrote \(MessageText.counted(writer.eventCount, "event")) (\(MessageText.counted(loads, "load")), \(MessageText.counted(warnings, "memory warning"))) to \(output); model \(spec.model), seed \(spec.seed)")
            } catch {
                throw fail(error)
            }
        }

        func makeSpec() throws -> TraceSpec {
            var result = try spec.map(TraceSpec.load(from:)) ?? TraceSpec(model: .appDefault)
            if let model {
                if model.hasPrefix("{") {
                    result.model = try TraceSpec.decode(Array("{\"model\":\(model)}".utf8), file: "--model").model
                } else {
                    do {
                        result.model = try TraceModel(parsing: model)
                    } catch {
                        var located = error
                        located.file = "--model"
                        throw located
                    }
                }
            }
            if let length { result.length = length }
            if let seed { result.seed = seed }
            if followEmbeds { result.followEmbeds = true }
            if let memoryWarningRate { result.memoryWarnings.ratePerLoad = memoryWarningRate }
            if let positions = try memoryWarningPositions() { result.memoryWarnings.afterLoads = positions }
            return result
        }
    }
}
