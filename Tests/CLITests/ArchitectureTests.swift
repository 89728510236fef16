import Foundation
import Testing

/// Issue 30: the module map in docs/architecture.md is the module graph. Each module's `import`
/// lines (in `Sources/<Module>/*.swift`) name exactly the package modules its row lists, and
/// every one of them stands on a lower floor (issue 54: the floors of DESIGN §2, in the map's
/// second column), so no import points up or sideways. No type is named as a module is.
@Suite struct ArchitectureTests {
    /// A row of the module map: the module and the package modules it imports, in table order.
    struct Row {
        var module: String
        var floor: Int
        var imports: Set<String>
    }

    /// The rows of the table under "Module map", lowest module first.
    static func rows() throws -> [Row] {
        let text = try String(contentsOfFile: CLI.packageRoot + "/docs/architecture.md", encoding: .utf8)
        var rows: [(module: String, floor: Int, listed: [String])] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5 else { continue }
            let module = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let floor = try #require(Int(cells[2]), "\(module)'s floor is a number, not \(cells[2])")
            // "NibCache (reuse distances, object ids), CDigest; SystemPackage": the package
            // modules come before the semicolon; remarks in parentheses are dropped.
            let packagePart = cells[cells.count - 2].split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            let withoutRemarks = packagePart.replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
            let names = withoutRemarks.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "—" }
            rows.append((module, floor, names))
        }
        let modules = Set(rows.map(\.module))
        // Outside names in a row without a semicolon (`libcrypto`, `jemalloc (…)`) are not modules.
        return rows.map { Row(module: $0.module, floor: $0.floor, imports: Set($0.listed.filter(modules.contains))) }
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
        #expect(rows.map(\.floor) == rows.map(\.floor).sorted(), "the map lists the lowest floor first")
        for row in rows {
            let below = Set(rows.filter { $0.floor < row.floor }.map(\.module))
            #expect(
                row.imports.isSubset(of: below),
                "\(row.module) (floor \(row.floor)) lists a module that is not on a lower floor: \(row.imports.subtracting(below).sorted())")
            guard let imported = try Self.imports(of: row.module, packageModules: modules) else { continue }
            #expect(
                imported == row.imports,
                "\(row.module): imported but not listed \(imported.subtracting(row.imports).sorted()); listed but not imported \(row.imports.subtracting(imported).sorted())"
            )
        }
    }

    /// The public types that keep their module's name: the products' API (docs/architecture.md).
    static let namedAsTheirModule: Set<String> = ["NibArchive", "NibbenchCommand"]

    @Test func noTypeIsNamedAsAModule() throws {
        let modules = Set(try Self.rows().map(\.module))
        let declaration = try Regex(
            #"^\s*(?:@\w+\s+)*(?:(?:public|package|private|fileprivate|internal|final)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+(\w+)"#)
        var found: [String] = []
        for root in ["/Sources", "/Tests"] {
            let folder = CLI.packageRoot + root
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                for line in try String(contentsOfFile: folder + "/" + path, encoding: .utf8).split(separator: "\n") {
                    guard let match = try declaration.firstMatch(in: line), let name = match.output[1].substring.map(String.init) else { continue }
                    if modules.contains(name), !Self.namedAsTheirModule.contains(name) { found.append("\(root.dropFirst())/\(path): \(name)") }
                }
            }
        }
        #expect(found.isEmpty, "types named as a module is: \(found)")
    }
}
