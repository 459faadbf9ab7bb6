/// A gettext `Plural-Forms` expression (`plural=(n==1 ? 0 : n%10>=2 && n%10<=4 ? 1 : 2)`), the
/// C subset the GNU gettext manual allows: `n`, numbers, `! * / % + - < <= > >= == != && || ?:`
/// and parentheses. msgfmt -c evaluates it to learn which plural forms stand for many numbers.
struct PluralExpression {
    private indirect enum Node {
        case n
        case number(UInt64)
        case not(Node)
        case binary(String, Node, Node)
        case conditional(Node, Node, Node)
    }

    private let root: Node

    /// The expression after `plural=` in a `Plural-Forms` value, or nil when it does not parse.
    init?(pluralForms: some StringProtocol) {
        guard let range = pluralForms.firstRange(of: "plural=") else { return nil }
        var text = Substring(pluralForms[range.upperBound...])
        if let semicolon = text.firstIndex(of: ";") { text = text[..<semicolon] }
        var parser = Parser(scalars: Array(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
        guard let root = parser.conditional(), parser.index == parser.scalars.count else { return nil }
        self.root = root
    }

    /// The plural form of `n`; nil where the expression divides by zero.
    func form(of n: UInt64) -> UInt64? { Self.evaluate(root, n) }

    /// For each of `count` forms, whether it stands for at least five numbers of 0...1000: what
    /// msgfmt -c calls a form used "often", whose translation must take all the arguments.
    func often(forms count: Int) -> [Bool] {
        var uses = [Int](repeating: 0, count: count)
        for n in 0...1000 {
            if let form = form(of: UInt64(n)), form < UInt64(count) { uses[Int(form)] += 1 }
        }
        return uses.map { $0 >= 5 }
    }

    private static func evaluate(_ node: Node, _ n: UInt64) -> UInt64? {
        switch node {
        case .n: return n
        case .number(let value): return value
        case .not(let operand): return evaluate(operand, n).map { $0 == 0 ? 1 : 0 }
        case .conditional(let test, let then, let otherwise):
            guard let condition = evaluate(test, n) else { return nil }
            return evaluate(condition != 0 ? then : otherwise, n)
        case .binary(let op, let left, let right):
            guard let a = evaluate(left, n) else { return nil }
            if op == "&&", a == 0 { return 0 }
            if op == "||", a != 0 { return 1 }
            guard let b = evaluate(right, n) else { return nil }
            switch op {
            case "*": return a &* b
            case "/": return b == 0 ? nil : a / b
            case "%": return b == 0 ? nil : a % b
            case "+": return a &+ b
            case "-": return a &- b
            case "<": return a < b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "&&", "||": return b != 0 ? 1 : 0
            default: return nil
            }
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Nesting is capped: a hostile header must not exhaust the stack.
        var depth = 0

        mutating func take(_ token: String) -> Bool {
            let tokenScalars = Array(token.unicodeScalars)
            guard index + tokenScalars.count <= scalars.count,
                Array(scalars[index..<index + tokenScalars.count]) == tokenScalars
            else { return false }
            // `<` is not `<=`, `!` is not `!=`.
            if tokenScalars.count == 1, ["<", ">", "!", "="].contains(token), index + 1 < scalars.count, scalars[index + 1] == "=" {
                return false
            }
            index += tokenScalars.count
            return true
        }

        mutating func conditional() -> Node? {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64, let test = binary(level: 0) else { return nil }
            guard take("?") else { return test }
            guard let then = conditional(), take(":"), let otherwise = conditional() else { return nil }
            return .conditional(test, then, otherwise)
        }

        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"]]

        mutating func binary(level: Int) -> Node? {
            guard level < Self.levels.count else { return unary() }
            guard var left = binary(level: level + 1) else { return nil }
            while let op = Self.levels[level].first(where: { take($0) }) {
                guard let right = binary(level: level + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        mutating func unary() -> Node? {
            if take("!") {
                depth += 1
                defer { depth -= 1 }
                guard depth < 64 else { return nil }
                return unary().map(Node.not)
            }
            if take("(") {
                guard let inner = conditional(), take(")") else { return nil }
                return inner
            }
            if take("n") { return .n }
            var value: UInt64?
            while index < scalars.count, (0x30...0x39).contains(scalars[index].value) {
                value = (value ?? 0) &* 10 &+ UInt64(scalars[index].value - 0x30)
                index += 1
            }
            return value.map(Node.number)
        }
    }
}
