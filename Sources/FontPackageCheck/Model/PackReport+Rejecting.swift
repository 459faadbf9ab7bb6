internal import FontPackage

extension PackReport {
    /// The report of a check that did not run because its rule settings have
    /// errors (a code no rule reports, a tolerance for a rule without one):
    /// its findings are those `unknown-rule` errors, it has no rows and no
    /// faces, and ``hasErrors`` is true.
    init(rejecting settings: RuleSettings, config: FontPackConfig, options: PackCheckOptions) {
        self.init(
            findings: settings.errors, rows: [], faces: [], level: options.level, config: config,
            fontsFolder: options.fontsFolder)
        platformChoice = PlatformChoice.choose(
            commandLine: options.platforms, config: config.platforms, filesByFormat: nil, infoPlist: false)
        ruleSettings = settings
    }
}
