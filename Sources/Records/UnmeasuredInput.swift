import NibbenchSupport

/// A part of the input that could not be measured — a file that did not compile or import, a
/// nib or scene that did not instantiate, a confirming run that failed — and why.
package struct UnmeasuredInput: Sendable, Codable, Equatable {
    /// The file, nib or configuration concerned.
    package var what: String
    /// The error on one line, with its file and line:column or byte offset where it has them.
    package var cause: String

    /// Creates a record.
    package init(what: String, cause: String) {
        (self.what, self.cause) = (what, cause)
    }

    /// One line naming the input and its cause (the cause alone when it names the input).
    package var line: String { cause.contains(what) ? cause : "\(what): \(cause)" }
}

/// A command stopped because part of its input could not be measured and the user did not
/// ask to go on without it (`--allow-partial`): the command layer prints each ``items`` line
/// first, then ``summary``.
package struct UnmeasuredInputError: Error, Sendable, CustomStringConvertible {
    /// What could not be measured.
    package var items: [UnmeasuredInput]
    /// "2 of 14 inputs not measured: …", one sentence.
    package var summary: String

    /// Creates the error.
    package init(items: [UnmeasuredInput], summary: String) {
        (self.items, self.summary) = (items, summary)
    }

    /// The summary and the first item, on one line.
    package var description: String {
        summary + (items.first.map { "; the first: " + $0.line } ?? "")
    }
}
