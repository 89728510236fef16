extension TraceModel {
    /// An app being used: 70% navigation between screens with cell bursts
    /// (`navigation(fanOut=3,back=0.35,maxDepth=8,burst=6,scroll=0.5,cellTypes=2)`), 30%
    /// Zipf(0.9)-popular loads. The model of `nibbench run`'s default trace, and of
    /// `nibbench trace generate` without `--model`.
    package static let appDefault = TraceModel.mixture([
        MixtureComponent(weight: 0.7, model: .navigation(NavigationParameters())),
        MixtureComponent(weight: 0.3, model: .zipf(alpha: 0.9))
    ])
}
