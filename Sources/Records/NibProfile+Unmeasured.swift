import Foundation
import NibbenchSupport

extension NibProfile {
    /// A file (or scene) that could not be profiled.
    package struct Failure: Sendable, Codable, Equatable {
        /// The file, relative like ``Entry/source`` (a scene: `<storyboard>/<identifier>`).
        package var file: String
        /// The error, on one line, with its byte offset or line:column.
        package var message: String
        /// The source file that ``file`` belongs to, when ``file`` names a scene or a nib of a
        /// storyboard (nil: ``file`` is the source itself).
        package var source: String?

        /// Creates a record.
        package init(file: String, message: String, source: String? = nil) {
            (self.file, self.message) = (file, message)
            self.source = source == file ? nil : source
        }

        /// The source file this failure leaves unmeasured (all of it, or part of it).
        package var sourceFile: String { source ?? file }

        /// The failure on one line, naming the file once: the message alone when it names the
        /// file already (most do, with the line:column or byte offset), else `file: message`.
        package var line: String {
            message.contains((file as NSString).lastPathComponent) ? message : "\(file): \(message)"
        }
    }

    /// The source files that were not measured, whole or in part (a storyboard with a scene
    /// that failed counts), each once, sorted.
    package var unmeasuredFiles: [String] { Set(failures.map(\.sourceFile)).sorted() }

    /// How many source files the profile looked at: ``sourceFiles`` when recorded, else those
    /// that were measured or failed.
    package var sourceFileCount: Int {
        sourceFiles ?? Set(nibs.map(\.source)).union(failures.map(\.sourceFile)).count
    }

    /// "2 of 14 files not measured", or nil when every file was.
    package var unmeasuredSummary: String? {
        let unmeasured = unmeasuredFiles.count
        guard unmeasured > 0 else { return nil }
        return "\(unmeasured) of \(MessageText.counted(max(sourceFileCount, unmeasured), "file")) not measured"
    }
}

extension NibProfile {
    /// The profile with every occurrence of each `path` in its inputs, failure messages and
    /// entries' warnings written as its `shown` form: a scratch folder's path (a storyboard
    /// compiled for the profile, a corpus being written) never reaches a report.
    package func showing(_ paths: [(path: String, shown: String)]) -> NibProfile {
        guard !paths.isEmpty else { return self }
        func shown(_ text: String) -> String {
            paths.reduce(text) { $0.replacingOccurrences(of: $1.path, with: $1.shown) }
        }
        var profile = self
        profile.inputs = inputs.map(shown)
        for i in profile.failures.indices { profile.failures[i].message = shown(profile.failures[i].message) }
        for i in profile.nibs.indices { profile.nibs[i].warnings = profile.nibs[i].warnings.map(shown) }
        return profile
    }
}
