import Foundation

/// What this machine is: its processor, its kernel and its architecture, read once where the
/// platform keeps them. Linux reads `/proc/cpuinfo`; Darwin has no such file, and its branch
/// (`sysctl machdep.cpu.brand_string`) is left out: the processor reads "unknown" there. The
/// kernel and architecture come from `uname` on both.
package struct MachineDescription: Sendable, Equatable {
    /// The processor's model name, or "unknown".
    package var cpu: String
    /// The kernel's name and release, e.g. `Linux 6.1.0-18-amd64`.
    package var kernel: String
    /// The architecture, e.g. `x86_64` (what `setarch` takes).
    package var machine: String

    /// This machine.
    package static func current() -> MachineDescription {
        var name = utsname()
        uname(&name)
        func field<T>(_ value: inout T) -> String {
            withUnsafeBytes(of: &value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let system = field(&name.sysname), release = field(&name.release), machine = field(&name.machine)
        #if os(Linux)
            let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let cpu =
                cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
                .flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        #else
            let cpu = "unknown"
        #endif
        return MachineDescription(cpu: cpu, kernel: system + " " + release, machine: machine)
    }
}
