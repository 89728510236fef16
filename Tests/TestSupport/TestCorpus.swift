import Foundation
import NibModel

/// Small corpora of real NIBArchive files for the loader, runner and compare tests.
public enum TestCorpus {
    /// Writes `count` nibs `n0` … `n<count-1>` to `folder` (made if missing): nib `i` is a view
    /// with `i + 1` labels, the File's Owner's `view` outlet pointing at it. Returns `folder`.
    @discardableResult
    public static func labelledViews(_ count: Int, in folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for i in 0..<count {
            var d = NibDocument()
            let owner = d.addPlaceholder(UIKitKeys.filesOwner)
            let labels = (0...i).map { j in
                d.add(NibDocumentObject(className: "UILabel", properties: [NibProperty("UIText", .string("label \(j)"))]))
            }
            let subviews = NibProperty("UISubviews", .array(labels.map { .object($0) }, mutable: true))
            let root = d.add(NibDocumentObject(className: "UIView", properties: [subviews]), topLevel: true)
            d.connect(.outlet("view", source: owner, destination: root))
            try Data(try d.encoded()).write(to: URL(fileURLWithPath: folder + "/n\(i).nib"), options: .atomic)
        }
        return folder
    }

    /// ``labelledViews(_:in:)`` in a new ``TemporaryFolder``, which the caller removes.
    public static func labelledViews(_ count: Int) throws -> String {
        try labelledViews(count, in: TemporaryFolder.make("corpus"))
    }
}
