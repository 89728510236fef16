import Manifest

extension TraceModel {
    /// An app being used: 70% navigation between screens with cell bursts
    /// (`navigation(fanOut=3,back=0.35,maxDepth=8,burst=6,scroll=0.5,cellTypes=2)`), 30%
    /// Zipf(0.9)-popular loads. The model of `nibbench run`'s default trace, and of
    /// `nibbench trace generate` without `--model`, for a corpus with views but no nib of kind
    /// `screen` and no storyboard controller (see ``defaultModel(for:)``).
    package static let appDefault = TraceModel.mixture([
        MixtureComponent(weight: 0.7, model: .navigation(NavigationParameters())),
        MixtureComponent(weight: 0.3, model: .zipf(alpha: 0.9))
    ])

    /// The model `nibbench run`'s default trace and `nibbench trace generate` without `--model`
    /// use for `manifest`: ``app(_:)`` with default parameters when it has a screen (a nib of
    /// kind `screen`, or a storyboard controller: an entry with `segues`, `views` or `entry`);
    /// else ``appDefault`` when it has a view; else Zipf(0.9).
    package static func defaultModel(for manifest: CorpusManifest) -> TraceModel {
        if manifest.nibs.contains(where: { $0.kind == .screen || $0.segues != nil || $0.views != nil || $0.entry == true }) {
            return .app(AppParameters())
        }
        return manifest.nibs.contains { $0.kind == .view } ? .appDefault : .zipf(alpha: 0.9)
    }
}
