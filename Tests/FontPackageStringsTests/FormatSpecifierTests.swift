import FontPackageStrings
import Testing

@Suite struct FormatSpecifierTests {
    /// (text, syntax, text after stripping)
    @Test(arguments: [
        ("%@", FormatSyntax.printf, ""),
        ("Hi %@!", .printf, "Hi !"),
        ("%d %i %u", .printf, "  "),
        ("%ld|%lld|%lu|%llu|%zd|%hhd|%hd|%qd|%jd|%td|%Lf", .printf, "||||||||||"),
        ("%f %.2f %5.1f %-8.3e %+d %05d %'d", .printf, "      "),
        ("%1$@ %2$ld %3$.2f %10$@", .printf, "   "),
        ("%x%X%o%e%E%g%G%a%A%c%C%s%S%p%F%D%O%U%n", .printf, ""),
        ("%*d %.*f %*1$d", .printf, "  "),
        ("100%%", .printf, "100%"),
        ("%%d", .printf, "%d"),
        ("%%%d%%", .printf, "%%"),
        ("%#@files@ in %#@folders@", .printf, " in "),
        ("%1$#@files@ and %2$#@folders@", .printf, " and "),
        // Not a reference, but still `%@` with the `#` flag, as NSString reads it.
        ("%#@@", .printf, "@"),
        ("%#@unterminated", .printf, "unterminated"),
        ("50 % de remise", .printf, "50 % de remise"),
        ("% d", .printf, "% d"),
        ("%y %k %", .printf, "%y %k %"),
        ("%lunch", .printf, "nch"),
        ("%1$", .printf, "%1$"),
        ("%arg files", .printf, "rg files"),
        ("%arg files", [.printf, .substitutionArgument], " files"),
        ("%arg", .substitutionArgument, ""),
        ("%d %arg", .substitutionArgument, "%d "),
        ("Hi {name}, {0}", .printf, "Hi {name}, {0}"),
        ("Hi {name}, {0}", [.printf, .braces], "Hi , "),
        ("{ } {} {a b}", [.printf, .braces], "{ } {} {a b}"),
        ("Ünïcödé %@ 日本 %1$@", .printf, "Ünïcödé  日本 "),
    ] as [(String, FormatSyntax, String)])
    func strip(text: String, syntax: FormatSyntax, expected: String) {
        #expect(FormatSpecifiers.strip(text, syntax: syntax) == expected)
    }

    @Test func placeholdersAsWritten() {
        #expect(FormatSpecifiers.placeholders(in: "%1$@ has %2$#@n@ (%.1f%%)") == ["%1$@", "%2$#@n@", "%.1f", "%%"])
    }

    @Test func variableReferences() {
        #expect(FormatSpecifiers.variableReferences(in: "%1$#@files@ in %#@folders@, %@") == ["files", "folders"])
        #expect(FormatSpecifiers.variableReferences(in: "no references %d").isEmpty)
    }

    /// `%#@` that does not open a `%#@name@` reference: once a runtime trap.
    @Test(arguments: [
        ("%#@re%views@", [String](), ["%#@re"]),
        ("%#@rev\\iews@", [], ["%#@rev"]),
        ("%#@%@", [], ["%#@"]),
        ("%#@", [], ["%#@"]),
        ("%#@@", [], ["%#@"]),
        ("%1$#@a@ %2$#@", ["a"], ["%2$#@"]),
        ("%%#@a@ %#@b@", ["b"], []),
        ("%#@日本@", [], ["%#@"]),
    ] as [(String, [String], [String])])
    func malformedReferences(text: String, names: [String], malformed: [String]) {
        #expect(FormatSpecifiers.variableReferences(in: text) == names)
        #expect(FormatSpecifiers.malformedVariableReferences(in: text) == malformed)
        _ = FormatSpecifiers.strip(text)
        _ = FormatSpecifiers.placeholders(in: text)
    }
}
