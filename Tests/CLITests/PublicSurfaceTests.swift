import Foundation
import Testing

/// Issue 30: a small public surface. The library products of `Package.swift` are the ones
/// docs/plugins.md ("What is public, and why") names, and a module that is no product declares
/// nothing `public` or `open` (its API is `package`), apart from its error types.
@Suite struct PublicSurfaceTests {
    /// The library products `Package.swift` declares.
    static func libraryProducts() throws -> [String] {
        let manifest = try String(contentsOfFile: CLI.packageRoot + "/Package.swift", encoding: .utf8)
        return manifest.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: ".library(name: \"") else { return nil }
            return line[start.upperBound...].split(separator: "\"").first.map(String.init)
        }
    }

    /// The products the table under "What is public, and why" in docs/plugins.md lists.
    static func documentedProducts() throws -> [String] {
        let text = try String(contentsOfFile: CLI.packageRoot + "/docs/plugins.md", encoding: .utf8)
        guard let section = text.components(separatedBy: "## What is public, and why").dropFirst().first else { return [] }
        let body = section.components(separatedBy: "\n## ").first ?? ""
        return body.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        }
    }

    /// `public` or `open` declarations (`file:line`) in the Swift files of `Sources/<module>`,
    /// error types' files left out. Comments and string literals on a line are not read.
    static func publicDeclarations(in module: String) throws -> [String] {
        let folder = CLI.packageRoot + "/Sources/" + module
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var found: [String] = []
        for file in files.sorted() where file.hasSuffix(".swift") && !file.contains("Error") {
            let lines = try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                let words = code.split(whereSeparator: \.isWhitespace)
                // Attributes and modifiers come before the introducer; `public`/`open` among them.
                let modifiers = words.prefix {
                    ![
                        "func", "var", "let", "class", "struct", "enum", "protocol", "extension",
                        "init", "subscript", "typealias", "case", "actor"
                    ].contains($0) && !$0.contains("(")
                }
                if modifiers.count < words.count, modifiers.contains(where: { $0 == "public" || $0 == "open" }) {
                    found.append("Sources/\(module)/\(file):\(index + 1)")
                }
            }
        }
        return found
    }

    @Test func theProductsAreTheOnesDocsNames() throws {
        let products = try Self.libraryProducts()
        #expect(!products.isEmpty)
        let documented = try Self.documentedProducts()
        #expect(
            products.sorted() == documented.sorted(),
            "Package.swift's library products \(products) and docs/plugins.md's (What is public, and why) \(documented) differ")
    }

    @Test func modulesThatAreNoProductsDeclareNothingPublic() throws {
        let products = Set(try Self.libraryProducts())
        let modules = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot + "/Sources")
            .filter { !products.contains($0) && $0 != "nibbench" }.sorted()
        #expect(modules.contains("Harness") && modules.contains("Traces"))
        for module in modules {
            let found = try Self.publicDeclarations(in: module)
            #expect(found.isEmpty, "\(module) is no product, so its API is `package`; public: \(found.prefix(5).joined(separator: ", "))")
        }
    }

    @Test func theCheckFindsAPublicDeclaration() throws {
        // The product modules do declare public API, so the scan is not blind.
        #expect(try Self.publicDeclarations(in: "Loaders").count > 20)
        #expect(try Self.publicDeclarations(in: "NibRuntime").contains { $0.hasPrefix("Sources/NibRuntime/UIView.swift:") })
    }
}
