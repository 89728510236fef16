import NibArchive

/// An error found while planning or running a measurement: an option that names nothing the
/// harness knows, a plan that cannot run, a child process that failed, a result that cannot be
/// resumed.
///
/// `description` renders it on one line, the way the command-line tool prints it:
/// `file: message (code)` when it concerns a file, else `message (code)`.
public struct HarnessError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable identifier for a kind of harness error.
    ///
    /// New codes may be added; compare against the static members rather than switching.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A strategy or policy name that is not registered.
        public static let unknownStrategy = Code(rawValue: "unknown-strategy")
        /// The plan cannot run as asked (byte capacities without sizes, a missing corpus).
        public static let invalidPlan = Code(rawValue: "invalid-plan")
        /// A child process (an isolated repetition, the callgrind child) failed.
        public static let childFailed = Code(rawValue: "child-failed")
        /// A results folder cannot be resumed (complete, older, or its trace changed).
        public static let notResumable = Code(rawValue: "not-resumable")
        /// The operating system refused to create, read or write a file.
        public static let io = Code(rawValue: "io")
    }

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The file or folder concerned, if any.
    public var file: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, file: String? = nil) {
        self.code = code
        self.message = message
        self.file = file
    }

    /// One line: `file: message (code)`, or `message (code)` without a file.
    public var description: String {
        MessageText.oneLine((file.map { "\($0): " } ?? "") + "\(message) (\(code))")
    }
}
