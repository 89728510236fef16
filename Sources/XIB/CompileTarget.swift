import NibbenchSupport

/// Whose output the compiler follows: the Xcode that builds the app and the app's deployment
/// target (`--xcode`, `--deployment-target`; from a built bundle, its `DTXcode` and
/// `MinimumOSVersion`).
///
/// What Apple's compiler writes changes from one Xcode generation to the next; each rule that
/// does reads ``xcode`` (docs/uikit-encoding.md, "Xcode generations", gives each rule's range
/// and the Apple-compiled pairs it was read from). The default is the newest Xcode nibbench
/// follows, ``newestXcode``.
package struct CompileTarget: Sendable, Hashable, CustomStringConvertible {
    /// The Xcode whose output is followed.
    package var xcode: AppleVersion
    /// The iOS version the app is built for; nil: the document's own (`<deployment>`), else
    /// the Xcode's default.
    package var deploymentTarget: AppleVersion?

    package init(xcode: AppleVersion = CompileTarget.newestXcode, deploymentTarget: AppleVersion? = nil) {
        (self.xcode, self.deploymentTarget) = (xcode, deploymentTarget)
    }

    /// The newest Xcode whose output nibbench follows (the newest of the pairs it was checked on).
    package static let newestXcode = AppleVersion(26, 4)
    /// The oldest Xcode `--xcode` takes: the first to write NIBArchive nibs for iOS 6.
    package static let oldestXcode = AppleVersion(4, 2)

    /// The newest Xcode's output, for the document's own deployment target.
    package static let newest = CompileTarget()

    /// `Xcode 15.3, iOS 12.0`, or `Xcode 26.4` without a deployment target.
    package var description: String { "Xcode \(xcode)" + (deploymentTarget.map { ", iOS \($0)" } ?? "") }

    /// What to follow: `xcode` and `deploymentTarget` as typed (`--xcode 15.3`), else the
    /// built app's `DTXcode` and `MinimumOSVersion` (`bundleXcode`, `bundleMinimumOS`), else the
    /// newest Xcode and the documents' own deployment targets. An Xcode older than the oldest
    /// followed is followed as the oldest, one newer than the newest as the newest.
    package static func following(
        xcode: String? = nil, deploymentTarget: String? = nil, bundleXcode: String? = nil, bundleMinimumOS: String? = nil
    ) -> CompileTarget {
        let version = xcode.flatMap { AppleVersion($0) } ?? bundleXcode.flatMap(AppleVersion.init(dtXcode:)) ?? newestXcode
        return CompileTarget(
            xcode: min(max(version, oldestXcode), newestXcode),
            deploymentTarget: deploymentTarget.flatMap { AppleVersion($0) } ?? bundleMinimumOS.flatMap { AppleVersion($0) })
    }

    // MARK: The rules that depend on the Xcode

    /// The archive's coder version: 9 up to Xcode 12.5.1, 10 from Xcode 13.1 (no Xcode 13.0 build
    /// was seen; 13.0 is taken to be the first with 10).
    package var coderVersion: UInt32 { xcode < AppleVersion(13) ? 9 : 10 }

    /// Whether a storyboard's view-controller nibs carry the root's `IBUINibLNEVersionKey` and
    /// end with the LNE trailer: Xcode 15.1 and later.
    package var writesLNEVersion: Bool { xcode >= AppleVersion(15, 1) }

    /// Whether a storyboard scene's plain view controller is written through a class swapper
    /// (`UIClassName` = `UIOriginalClassName` = `UIViewController`): from Xcode 11 (every
    /// controller nib of 11.1 and later has one; Xcode 9.4 to 10.3 write a `UIViewController`).
    package var writesPlainControllersSwapped: Bool { xcode >= AppleVersion(11) }

    /// Whether a scene's view nib reaches its controller, for the outlets and actions between
    /// them, through an `UpstreamPlaceholder` of the controller (mapped by the controller's
    /// `UIExternalObjectsTableForViewLoading`), File's Owner keeping only the `view` outlet:
    /// from Xcode 8 (every build of 8.3.2 and later with such connections; the 7.x builds seen
    /// have none). Xcode 8.3 to 11.1 name the proxy after an id of their own
    /// (`UpstreamPlaceholder-jK7-if-kTH`), which no source holds; nibbench numbers it as 11.5
    /// and later do.
    package var connectsControllerThroughUpstreamPlaceholder: Bool { xcode >= AppleVersion(8) }
}
