import Foundation
import NibbenchSupport
import Verdicts

extension ProfileBudget {
    /// Reads the budget file at `path`.
    ///
    /// - Throws: ``ReportingError`` `.io` when it cannot be read, `.invalidBudget` naming the
    ///   file and the line:column (syntax) or JSON path (a bad field) otherwise.
    package static func read(_ path: String) throws(ReportingError) -> ProfileBudget {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw ReportingError(io: error)
        }
        return try decode(bytes: bytes, file: path)
    }

    /// Decodes a budget from JSON `bytes`, strictly.
    ///
    /// - Parameter file: named in errors.
    /// - Throws: ``ReportingError`` `.invalidBudget` with the line:column or JSON path.
    package static func decode(bytes: [UInt8], file: String) throws(ReportingError) -> ProfileBudget {
        do {
            return try JSONDecoder().decode(ProfileBudget.self, from: Data(bytes))
        } catch {
            let located = ReportingError.json(error, bytes: bytes, file: file)
            throw ReportingError(
                .invalidBudget, located.message, file: file, line: located.line, column: located.column,
                jsonPath: located.jsonPath, cause: error)
        }
    }
}
