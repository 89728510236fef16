import Foundation
import Testing

/// README.md quotes the committed example run (`Results/example/report.md`); these tests keep the
/// quote true: every line of the excerpt stands in the report, and it shows the first three and
/// the last three rows of the report's median table (`scripts/readme-excerpt` writes it).
@Suite struct ReadmeExcerptTests {
    static let begin = "<!-- example-excerpt:begin -->"
    static let end = "<!-- example-excerpt:end -->"

    /// The lines of README.md's excerpt block.
    static func excerpt() throws -> [Substring] {
        let readme = try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: begin), "README.md has no \(begin) block")
        let stop = try #require(readme.range(of: end, range: start.upperBound..<readme.endIndex), "README.md has no \(end)")
        return readme[start.upperBound..<stop.lowerBound].split(separator: "\n")
    }

    /// The report's "Latency, ranked by median" table: header, rule and rows.
    static func medianTable(_ report: String) throws -> [Substring] {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = try #require(lines.firstIndex(of: "## Latency, ranked by median"), "report.md has no median table")
        return Array(lines[(heading + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") })
    }

    @Test func theExcerptQuotesTheCommittedReport() throws {
        let report = try String(contentsOfFile: CLI.packageRoot + "/Results/example/report.md", encoding: .utf8)
        let lines = try Self.excerpt()
        let table = try Self.medianTable(report)
        try #require(table.count > 2)

        let quote = try #require(lines.first { $0.hasPrefix("> ") }, "the excerpt quotes no conclusion")
        #expect(report.contains("\n- " + quote.dropFirst(2) + "\n"), "README's conclusion line is not report.md's")

        let quotedRows = lines.filter { $0.hasPrefix("|") && !$0.hasPrefix("| … |") }
        for row in quotedRows {
            #expect(table.contains(row), "README.md quotes a row that report.md does not have: \(row)")
        }
        let rows = table.dropFirst(2)
        let expected = rows.count > 6 ? Array(rows.prefix(3)) + Array(rows.suffix(3)) : Array(rows)
        #expect(Array(quotedRows.dropFirst(2)) == expected, "the excerpt is not the table's first and last three rows")
        #expect(Array(quotedRows.prefix(2)) == Array(table.prefix(2)), "the excerpt's header is not the report's")
    }
}
