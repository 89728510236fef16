/// Option values of which each may be a comma-separated list (`--strategies cold,uinib mmap`,
/// `--capacity 16,64 8MiB`): the command line's one way of reading them. Empty items are
/// dropped (`a,,b` is `a`, `b`).
package enum CommaList {
    /// The items of `arguments`, in order.
    package static func items(_ arguments: [String]) -> [String] {
        arguments.flatMap { $0.split(separator: ",").map(String.init) }
    }
}
