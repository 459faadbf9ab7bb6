/// A command line declared as plain values: each command lists its options,
/// flags and arguments once, in the order help shows them, and reads typed
/// values back through the same declarations. No reflection, no property
/// wrappers: what `fontpack --version` pays for is a few array look-ups.

/// A value an option takes, read from its text.
package protocol ArgumentValue: Sendable {
    /// The value `argument` spells, or nil when it spells none.
    init?(argument: String)
    /// Every value it takes, for help and errors; nil for free text and numbers.
    static var allowedValues: [String]? { get }
    /// What a value must be, for errors: "a whole number", "one of text or json"; empty for free text.
    static var expectation: String { get }
    /// How help shows it as a default.
    var helpText: String { get }
}

extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    package init?(argument: String) { self.init(rawValue: argument) }
    // Closures, not key paths: a key path is built at run time, and help is all that needs these.
    package static var allowedValues: [String]? { allCases.map { $0.rawValue } }
    package static var expectation: String { "one of " + listed(allCases.map { $0.rawValue }, joinedBy: "or") }
    package var helpText: String { rawValue }
}

extension String: ArgumentValue {
    package init?(argument: String) { self = argument }
    package static var allowedValues: [String]? { nil }
    package static var expectation: String { "" }
    package var helpText: String { self }
}

extension Int: ArgumentValue {
    package init?(argument: String) { self.init(argument) }
    package static var allowedValues: [String]? { nil }
    package static var expectation: String { "a whole number" }
    package var helpText: String { description }
}

extension Double: ArgumentValue {
    package init?(argument: String) { self.init(argument) }
    package static var allowedValues: [String]? { nil }
    package static var expectation: String { "a number" }
    package var helpText: String { description }
}

/// `a, b or c`.
package func listed(_ items: [String], joinedBy conjunction: String) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}

/// One named option or flag, as the parser and help see it.
package struct OptionSpec: Sendable {
    /// How the occurrences of an option make its value.
    package enum Arity: Sendable, Equatable {
        /// A flag: no value; given or not.
        case flag
        /// One value; given again, the last one counts.
        case single
        /// Every occurrence adds its value.
        case repeated
        /// Every occurrence adds the values up to the next option (`--strings a b --fonts F`).
        case upToNextOption
    }

    /// The long name without its dashes: `fail-on`.
    package let name: String
    /// The one-letter name, if any: `q` for `-q`.
    package let short: Character?
    /// The value's name in help and usage: `<fail-on>`.
    package let valueName: String
    package let help: String
    package let arity: Arity
    /// Missing it is a usage error.
    package let isRequired: Bool
    /// The next argument is the value even when it starts with `-` (`--weight -0.4`).
    package let takesAnyNextArgument: Bool
    /// The default as help shows it, if any.
    package let defaultText: String?
    /// The type its values read as; asked only when a value is given, and by help and errors,
    /// so declaring an option costs no work for a run that does not use it.
    let valueType: any ArgumentValue.Type

    /// The values it takes, for help and errors; nil for free text and numbers.
    package var allowedValues: [String]? { valueType.allowedValues }
    /// What a value must be, for errors.
    package var expectation: String { valueType.expectation }
    /// Whether `text` is a value of this option.
    package func accepts(_ text: String) -> Bool { valueType.init(argument: text) != nil }

    /// `--fail-on` or `-q, --quiet`.
    package var displayName: String { "--" + name }

    /// `--fail-on <fail-on>`, or `--quiet` for a flag.
    package var synopsis: String { arity == .flag ? displayName : "\(displayName) <\(valueName)>" }
}

/// A positional argument: every argument that is not an option or its value.
package struct ArgumentSpec: Sendable {
    /// Its name in help and usage: `<files>`.
    package let name: String
    package let help: String
    /// Missing it (no argument at all) is a usage error.
    package let isRequired: Bool
}

/// An option whose value reads as `Value`: the declaration a command makes
/// once and reads its parsed value through.
package struct Option<Value: Sendable>: Sendable {
    package let spec: OptionSpec
    let read: @Sendable ([String]) -> Value

    /// An option without a default: nil when not given.
    package init<Element: ArgumentValue>(
        _ name: String, value: String? = nil, help: String, takesAnyNextArgument: Bool = false
    ) where Value == Element? {
        spec = .make(
            name, value: value, help: help, arity: .single, element: Element.self, takesAnyNextArgument: takesAnyNextArgument)
        read = { texts in texts.last.flatMap(Element.init(argument:)) }
    }

    /// An option given any number of times; `upToNextOption` also takes the
    /// arguments after it up to the next option.
    package init<Element: ArgumentValue>(
        repeating name: String, value: String? = nil, upToNextOption: Bool = false, help: String
    ) where Value == [Element] {
        spec = .make(name, value: value, help: help, arity: upToNextOption ? .upToNextOption : .repeated, element: Element.self)
        read = { texts in texts.compactMap(Element.init(argument:)) }
    }
}

extension Option where Value: ArgumentValue {
    /// An option with a default: `--level fontconfig`.
    package init(_ name: String, value: String? = nil, default defaultValue: Value, help: String) {
        spec = .make(name, value: value, help: help, arity: .single, element: Value.self, defaultText: defaultValue.helpText)
        read = { texts in texts.last.flatMap(Value.init(argument:)) ?? defaultValue }
    }

    /// An option the command needs: missing it is a usage error.
    package init(required name: String, value: String? = nil, help: String) {
        spec = .make(name, value: value, help: help, arity: .single, element: Value.self, isRequired: true)
        // The parser has made sure of one value that reads.
        read = { texts in Value(argument: texts.last ?? "")! }
    }
}

extension OptionSpec {
    static func make<Element: ArgumentValue>(
        _ name: String, value: String?, help: String, arity: Arity, element: Element.Type, isRequired: Bool = false,
        takesAnyNextArgument: Bool = false, defaultText: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: nil, valueName: value ?? name, help: help, arity: arity, isRequired: isRequired,
            takesAnyNextArgument: takesAnyNextArgument, defaultText: defaultText, valueType: Element.self)
    }
}

/// An option without a value: given or not.
package struct Flag: Sendable {
    package let spec: OptionSpec

    package init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(
            name: name, short: short, valueName: name, help: help, arity: .flag, isRequired: false,
            takesAnyNextArgument: false, defaultText: nil, valueType: String.self)
    }
}

/// The positional arguments of a command, read as text.
package struct Arguments: Sendable {
    package let spec: ArgumentSpec

    package init(_ name: String, required: Bool = true, help: String) {
        spec = ArgumentSpec(name: name, help: help, isRequired: required)
    }
}

/// A command: its name, its help, and either its options and arguments or its subcommands.
package struct CommandSpec: Sendable {
    package let name: String
    /// One line: the command's purpose.
    package let abstract: String
    /// What help shows after the abstract; line breaks are kept.
    package let discussion: String
    package let options: [OptionSpec]
    package let arguments: ArgumentSpec?
    package let subcommands: [CommandSpec]

    package init(
        _ name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [], arguments: ArgumentSpec? = nil,
        subcommands: [CommandSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommands = subcommands
    }

    /// The option named `--name`.
    func option(named name: Substring) -> OptionSpec? { options.first { $0.name == name } }

    /// The option named `-short`.
    func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }
}
