internal import FontPackage

/// A finding about one prepared string: the job (language) and the string's position in it.
struct StringFinding: Sendable {
    let job: Int
    let string: Int
    let finding: Finding
}
