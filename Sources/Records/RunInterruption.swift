/// Why a run's result is incomplete: an interrupt (SIGINT or SIGTERM) stopped it, and what it
/// had completed by then.
///
/// In `run.json` it is one string, `interrupted` followed by what was completed (``description``),
/// as the field `incomplete` always was.
package struct RunInterruption: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What was completed when it stopped, in words (`after 2 of 5 replays; the replay in
    /// progress was discarded`); empty when nothing more is known.
    package var completed: String

    /// An interruption after `completed` (empty when nothing more is known).
    package init(completed: String = "") {
        self.completed = completed
    }

    /// One interruption for several parts of a run that each stopped: what each completed.
    package init(merging parts: [RunInterruption]) {
        completed = parts.map(\.completed).filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// `interrupted` and what was completed: the text `run.json` keeps.
    package var description: String { completed.isEmpty ? "interrupted" : "interrupted " + completed }

    /// Reads the text; one that does not start with `interrupted` (none is written so) is kept
    /// whole as what was completed.
    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text == "interrupted" {
            completed = ""
        } else if text.hasPrefix("interrupted ") {
            completed = String(text.dropFirst("interrupted ".count))
        } else {
            completed = text
        }
    }

    /// Writes ``description``.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
