import ArgumentParser
import NibbenchSupport
import Sessions
import Traces

extension Trace {
    /// `nibbench trace generate --corpus DIR --model SPEC --length N --seed S -o FILE`.
    struct Generate: Command {
        static let configuration = CommandConfiguration(
            abstract: "Generate a reproducible access trace over a corpus.",
            discussion: """
                The same corpus manifest, model, length, seed and options always give the same \
                file, byte for byte. Models (--model, text form): zipf(alpha=A) | uniform | scan \
                | navigation(fanOut=3,back=0.35,maxDepth=8,burst=6,scroll=0.5,cellTypes=2) | \
                app(visits=12,back=0.35,maxDepth=8,fanOut=3,cellTypes=2,extra=0.1,warning=0) | phases(LENGTH:HOT|*:MODEL, …) | mix(WEIGHT:MODEL, …); or a JSON model object \
                ({"type":"zipf","alpha":0.9}). --spec reads a whole JSON TraceSpec; options given \
                on the command line override its fields. Without --model or --spec the model is \
                the one `nibbench run` generates its default trace with: app (default parameters) \
                for a corpus with screens or storyboard controllers, else \(TraceModel.appDefault) \
                when it has views, else zipf(alpha=0.9). \
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
            do { _ = try memoryWarningAfter.map(TraceSpecOverrides.loadCounts) } catch { throw ValidationError(error.message) }
        }

        func execute() throws {
            var overrides = TraceSpecOverrides()
            (overrides.specPath, overrides.model, overrides.length, overrides.seed) = (spec, model, length, seed)
            (overrides.followEmbeds, overrides.memoryWarningRate) = (followEmbeds, memoryWarningRate)
            overrides.memoryWarningAfter = try memoryWarningAfter.map(TraceSpecOverrides.loadCounts)
            let written = try TraceGenerateSession(corpus: corpus, overrides: overrides, output: output).run()
            let loads = MessageText.counted(written.events - written.memoryWarnings, "load")
            emit(
                "wrote \(MessageText.counted(written.events, "event")) (\(loads), \(MessageText.counted(written.memoryWarnings, "memory warning"))) to \(output); model \(written.spec.model), seed \(written.spec.seed)"
            )
        }
    }
}
