import Corpus
import Records

extension HistoryIdentity {
    /// A profiled nib's identity: its bytes' digest, and the digest of its shape (source kind,
    /// archive figures, objects by class).
    package init(_ nib: NibProfile.Entry) {
        let a = nib.deterministic.archive
        var text = "\(nib.sourceKind.rawValue)\n\(a.bytes) \(a.objects) \(a.keys) \(a.values) \(a.classNames)\n"
        for c in nib.deterministic.objectsByClass { text += "\(c.class) \(c.count)\n" }
        self.init(digest: nib.sha256, shape: ContentDigest.sha256(Array(text.utf8)))
    }
}
