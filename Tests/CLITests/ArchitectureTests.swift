import Foundation
import Testing

/// Issue 30: the module map in docs/architecture.md is the module graph. Each module's `import`
/// lines (in `Sources/<Module>/*.swift`) name exactly the package modules its row lists, and
/// every one of them stands above it in the table (no import points up).
@Suite struct ArchitectureTests {
    /// A row of the module map: the module and the package modules it imports, in table order.
    struct Row {
        var module: String
        var imports: Set<String>
    }

    /// The rows of the table under "Module map", lowest module first.
    static func rows() throws -> [Row] {
        let text = try String(contentsOfFile: CLI.packageRoot + "/docs/architecture.md", encoding: .utf8)
        var rows: [(module: String, listed: [String])] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5 else { continue }
            let module = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            // "NibCache (reuse distances, object ids), CDigest; SystemPackage": the package
            // modules come before the semicolon; remarks in parentheses are dropped.
            let packagePart = cells[cells.count - 2].split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            let withoutRemarks = packagePart.replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
            let names = withoutRemarks.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "—" }
            rows.append((module, names))
        }
        let modules = Set(rows.map(\.module))
        // Outside names in a row without a semicolon (`libcrypto`, `jemalloc (…)`) are not modules.
        return rows.map { Row(module: $0.module, imports: Set($0.listed.filter(modules.contains))) }
    }

    /// The package modules `module`'s sources import (nil: it has no Swift sources).
    static func imports(of module: String, packageModules: Set<String>) throws -> Set<String>? {
        let folder = CLI.packageRoot + "/Sources/" + module
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".swift") }), !files.isEmpty else {
            return nil
        }
        var found: Set<String> = []
        for file in files {
            for line in try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let at = words.firstIndex(of: "import"), words[..<at].allSatisfy({ $0.hasPrefix("@") }), at + 1 < words.count else { continue }
                let name = String(words[at + 1].split(separator: ".").first ?? "")
                if packageModules.contains(name), name != module { found.insert(name) }
            }
        }
        return found
    }

    @Test func theModuleMapIsTheImportGraph() throws {
        let rows = try Self.rows()
        let modules = Set(rows.map(\.module))
        let sourceFolders = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot + "/Sources")
        #expect(Set(sourceFolders) == modules, "every folder of Sources/ has a row, and every row a folder")
        for (position, row) in rows.enumerated() {
            let below = Set(rows[..<position].map(\.module))
            #expect(row.imports.isSubset(of: below), "\(row.module) lists a module that is not below it: \(row.imports.subtracting(below).sorted())")
            guard let imported = try Self.imports(of: row.module, packageModules: modules) else { continue }
            #expect(
                imported == row.imports,
                "\(row.module): imported but not listed \(imported.subtracting(row.imports).sorted()); listed but not imported \(row.imports.subtracting(imported).sorted())"
            )
        }
    }
}
