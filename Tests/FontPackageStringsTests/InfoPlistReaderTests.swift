import FontPackage
import FontPackageStrings
import Testing

@Suite struct InfoPlistReaderTests {
    @Test func languagesOfTheExampleApp() throws {
        let file = "App/Info.plist"
        let reading = InfoPlistReader.read(bytes: Fixtures.bytes(file), file: file)
        #expect(reading.diagnostics.isEmpty)
        let info = try #require(reading.info)
        #expect(info.developmentRegion?.language.identifier == "en")
        #expect(info.developmentRegion?.location == SourceLocation(file: file, line: 8, column: 10))
        #expect(info.localizations.map(\.language.identifier) == ["en", "fr", "ja", "pt-BR", "pt_PT", "zh-Hans"])
        #expect(info.localizations.map(\.location.line) == Array(11...16))
        #expect(info.localizations[4].language.locale?.tag.identifier == "pt-PT")
    }

    @Test func buildSettingsLegacyNamesAndBadEntries() throws {
        let file = "InfoPlist/Variables-Info.plist"
        let reading = InfoPlistReader.read(bytes: Fixtures.bytes(file), file: file)
        let info = try #require(reading.info)
        #expect(info.developmentRegion?.language.identifier == "$(DEVELOPMENT_LANGUAGE)")
        #expect(info.developmentRegion?.language.locale == nil)
        #expect(info.localizations.map(\.language.identifier) == ["English", "de", "not a language!"])
        #expect(info.localizations.first?.language.locale?.tag.identifier == "en")
        #expect(reading.diagnostics.map { "\($0.location?.line ?? 0) \($0.path ?? "")" } == [
            "5 CFBundleDevelopmentRegion", "10 CFBundleLocalizations[2]", "11 CFBundleLocalizations[3]",
        ])
        #expect(reading.diagnostics.allSatisfy { $0.code == .infoPlist && $0.severity == .warning })
        #expect(reading.diagnostics.first?.message.contains("build setting") == true)
    }

    @Test func binaryPlistIsOneError() {
        let file = "InfoPlist/Binary-Info.plist"
        let reading = InfoPlistReader.read(bytes: Fixtures.bytes(file), file: file)
        #expect(reading.info == nil)
        #expect(reading.diagnostics.map(\.code) == [.stringsUnsupportedFormat])
        #expect(reading.diagnostics.first?.severity == .error)
    }
}
