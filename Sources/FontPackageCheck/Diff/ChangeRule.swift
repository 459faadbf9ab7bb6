package import FontPackage

/// A rule of `fontpack diff`: it declares `diff-` codes and words what a
/// comparison of two packs measured (``PackDiff``). Listed in
/// ``RuleRegistry/all`` like every rule, so `fontpack rules`, SARIF and the
/// `rules` settings know its codes; `check` never reports them.
package protocol ChangeRule: CodesOnlyRule {
    /// Its findings about the comparison, in its own order.
    static func findings(in diff: PackDiff) -> [Finding]
}

extension RuleRegistry {
    /// The rules of `fontpack diff`, in registry order.
    package static var changeRules: [any ChangeRule.Type] { all.compactMap { $0 as? any ChangeRule.Type } }
}

extension ChangeRule {
    /// `fontpack diff` reads both packs, both checks and the app's strings.
    package static var reads: [CheckInput] { [.config, .fontFiles, .strings] }
}
