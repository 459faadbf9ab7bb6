public import FontPackageReporting
public import FontPackageSubset

/// `subset --format`'s values. They are declared here, where the subset meets
/// the writers, because FontPackageSubset does not depend on
/// FontPackageReporting.
extension PackSubsetReport: CommandOutput {
    public static let writers: [Writer<PackSubsetReport>] = [
        Writer(.text, "A row per file written, sizes before and after.") { $0.table },
        Writer(.json, "Every file written, the totals, both checks.") { try $0.json() },
    ]
}
