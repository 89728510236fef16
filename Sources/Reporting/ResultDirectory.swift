import Foundation
import NibbenchSupport
import Records

/// Writes a run's folder: `samples.sqlite` (every load, ``SampleStore``), `summary.csv`,
/// `report.md`, `report.html`, `charts/*.svg`, `run.json` (everything but the samples), and
/// `samples.csv` on request. The folder is written beside its destination and put in place in
/// one step (``AtomicFolderWriter``), so a reader never sees half a file or half a folder.
package enum ResultDirectory {
    /// A run id from the date and time (`2026-11-23T09-41-07`), sortable and path-safe.
    package static func newID(date: Date = Date()) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH-mm-ss"
        return f.string(from: date)
    }

    /// Writes every file of `run` into `folder` (created if needed): the samples store, the
    /// CSVs, the reports of ``renderReports(_:id:charts:)`` (charts under `charts/`,
    /// `report.md`, `report.html`), and `run.json`.
    ///
    /// The folder is replaced as a whole through ``AtomicFolderWriter``: a reader (or a process
    /// killed mid-write) sees the previous results or the complete new ones, never a mix. Other
    /// files already in `folder` are kept; a `samples.csv` among them is written anew, so it
    /// never describes other samples than the store.
    ///
    /// - Parameters:
    ///   - charts: Extra Markdown to embed after the generated charts.
    ///   - samplesCSV: Also write `samples.csv` (one row per load; the store holds the same).
    /// - Throws: ``ReportingError`` `io` naming the file or folder that cannot be written.
    package static func write(
        _ run: RunResult, id: String, to folder: String, charts: [String] = [],
        samplesCSV: Bool = false
    ) throws(ReportingError) {
        var files = try render(run, id: id, charts: charts, folder: folder)
        if samplesCSV || FileManager.default.fileExists(atPath: folder + "/samples.csv") {
            files.insert(("samples.csv", CSVReport.samples(run)), at: 0)
        }
        try writeFolder(files, to: folder) { temporary throws(ReportingError) in
            do throws(ReportingError) {
                try SampleStore.write(run, to: temporary + "/" + SampleStore.fileName)
            } catch {
                // Name the file where it is going, not the temporary folder it passes through.
                throw error.movedTo(folder + "/" + SampleStore.fileName)
            }
        }
    }

    /// Writes `files` (paths relative to `folder`, subfolders created) as one new `folder`
    /// through ``AtomicFolderWriter``: every file through ``AtomicFileWriter``, then what
    /// `more` writes into the temporary folder it is given, then the folder put in place in one
    /// step. On any failure the previous folder is left as it was.
    ///
    /// - Throws: ``ReportingError`` `io` naming the file or folder that cannot be written;
    ///   what `more` throws.
    package static func writeFolder(
        _ files: [(path: String, text: String)], to folder: String,
        more: (_ temporary: String) throws(ReportingError) -> Void = { _ in }
    ) throws(ReportingError) {
        let writer: AtomicFolderWriter
        do { writer = try AtomicFolderWriter(destination: folder) } catch { throw ReportingError(io: error) }
        do {
            try more(writer.folder)
        } catch {
            writer.abandon()
            throw error
        }
        do throws(FileError) {
            for (path, text) in files {
                if let slash = path.lastIndex(of: "/") {
                    let subfolder = String(path[..<slash])
                    do {
                        try FileManager.default.createDirectory(atPath: writer.folder + "/" + subfolder, withIntermediateDirectories: true)
                    } catch {
                        throw FileError(wrapping: error, .io, "cannot create the folder", file: folder + "/" + subfolder)
                    }
                }
                do {
                    try AtomicFileWriter.write(text.utf8, to: writer.folder + "/" + path)
                } catch {
                    // Name the file where it is going, not the temporary folder it passes through.
                    throw error.movedTo(folder + "/" + path)
                }
            }
            try writer.commit()
        } catch {
            writer.abandon()
            throw ReportingError(io: error)
        }
    }

    /// Every text file of a run's folder, by path relative to it, in the order they are written
    /// (`samples.csv`, written on request, is not among them).
    static func render(_ run: RunResult, id: String, charts: [String], folder: String) throws(ReportingError) -> [(path: String, text: String)] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do { json = try encoder.encode(run) } catch {
            throw ReportingError(wrapping: error, .unrepresentable, "cannot encode the run as JSON", file: folder + "/run.json")
        }
        return [("summary.csv", CSVReport.summary(run))]
            + renderReports(run, id: id, charts: charts)
            + [("run.json", String(decoding: json, as: UTF8.self))]
    }

    /// The human-readable reports of `run`, by path relative to the run folder: every chart of
    /// ``ReportCharts`` (`charts/*.svg`), then `report.md` embedding them under "Charts", then
    /// `report.html` with them inlined.
    ///
    /// - Parameter charts: Extra Markdown to embed after the generated charts.
    package static func renderReports(_ run: RunResult, id: String, charts: [String] = []) -> [(path: String, text: String)] {
        let made = ReportCharts.make(run)
        let markdown = MarkdownReport.render(run, id: id, charts: (made.isEmpty ? [] : ["## Charts"] + made.map(\.markdown)) + charts)
        let svgs = Dictionary(made.map { ($0.path, $0.svg) }, uniquingKeysWith: { first, _ in first })
        let html = HTMLReport.render(markdown: markdown, title: "nibbench run \(id)", inline: svgs)
        return made.map { ($0.path, $0.svg) } + [("report.md", markdown), ("report.html", html)]
    }

    /// The `run.json` of `reference`: a results folder, the file itself, or the name of a
    /// baseline saved with `run --save-baseline` (`Results/baselines/NAME/run.json`).
    ///
    /// Only a bare name is looked up as a baseline: a reference that is a path (absolute,
    /// holding a `/`, or ending in `.json`) and names nothing is reported as itself.
    /// - Throws: ``ReportingError`` `io` naming the reference: a path with no `run.json`
    ///   (`/some/missing: no run.json here (no such file or folder)`), or a bare name that
    ///   is no saved baseline, saying where it was looked for.
    package static func resolve(_ reference: String) throws -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: reference, isDirectory: &isFolder) {
            guard isFolder.boolValue else { return reference }
            let file = (reference.hasSuffix("/") ? reference : reference + "/") + "run.json"
            guard FileManager.default.fileExists(atPath: file) else {
                throw ReportingError(.io, "no run.json here (a folder, but not a run folder)", file: reference)
            }
            return file
        }
        guard !isPath(reference) else {
            throw ReportingError(.io, "no run.json here (no such file or folder)", file: reference)
        }
        let saved = "Results/baselines/\(reference)/run.json"
        guard FileManager.default.fileExists(atPath: saved) else {
            throw ReportingError(.io, "no such run folder, run.json or saved baseline (looked for \(saved))", file: reference)
        }
        return saved
    }

    /// Whether `reference` is written as a path rather than a baseline name.
    static func isPath(_ reference: String) -> Bool {
        reference.contains("/") || reference.hasSuffix(".json") || reference.hasPrefix("~") || reference == "." || reference == ".."
    }

    /// Reads a `run.json` and its samples: from `samples.sqlite` beside it (schema 2), or from
    /// the file itself (schema 1, whose `records` held them).
    ///
    /// - Throws: ``ReportingError`` `io` naming `path` when it cannot be read; `invalid-json`
    ///   naming the file and the JSON path of a bad field, or the line and column where the
    ///   bytes stop being JSON; `unsupported-schema` for a schema version this nibbench does
    ///   not read; `invalid-samples` naming the samples store when it is missing or unreadable.
    package static func read(_ path: String) throws(ReportingError) -> RunResult {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw ReportingError(io: error)
        }
        var result: RunResult
        do {
            // One parse for both schemas: a RunDocument reads `records` when schema 1 has them.
            result = try JSONDecoder().decode(RunDocument.self, from: Data(bytes)).result
            guard RunResult.oldestSchemaVersion...RunResult.schemaVersion ~= result.schemaVersion else {
                throw ReportingError(
                    .unsupportedSchema,
                    "run.json schema \(result.schemaVersion); this nibbench reads schemas \(RunResult.oldestSchemaVersion) to \(RunResult.schemaVersion)",
                    file: path, jsonPath: "schemaVersion")
            }
        } catch let error as ReportingError {
            throw error
        } catch {
            throw ReportingError.json(error, bytes: bytes, file: path)
        }
        if result.schemaVersion >= 2 {
            let store = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(SampleStore.fileName).path
            result.records = try SampleStore.read(store, configurations: result.configs.count)
        }
        result.schemaVersion = RunResult.schemaVersion
        return result
    }

    /// Writes `text` to `path` through ``AtomicFileWriter`` (a temporary file in the same
    /// folder, `fsync`, `rename(2)`), which replaces an existing file atomically.
    ///
    /// - Throws: ``ReportingError`` `io` naming `path`; an existing `path` is left as it was.
    package static func atomically(_ text: String, to path: String) throws(ReportingError) {
        do {
            try AtomicFileWriter.write(text.utf8, to: path)
        } catch {
            throw ReportingError(io: error)
        }
    }
}
