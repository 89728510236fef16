/// A measurement that could not be taken. A failed read is an error, never a silent zero.
public struct ProbeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier for a kind of probe failure.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }
        /// jemalloc's `mallctl` refused a read.
        public static let jemalloc = Code(rawValue: "jemalloc")
        /// A system call failed (getrusage, posix_fadvise, open).
        public static let system = Code(rawValue: "system")
        /// Valgrind is missing, failed, or wrote counts that cannot be read.
        public static let valgrind = Code(rawValue: "valgrind")
        /// The benchmark had nothing to measure.
        public static let noInput = Code(rawValue: "no-input")
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(message) (\(code))" }
}
