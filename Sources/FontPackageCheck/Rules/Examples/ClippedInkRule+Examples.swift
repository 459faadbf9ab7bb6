internal import FontPackage

extension ClippedInkRule {
    static let examples: [RuleExample] = [
        // An ascender of 1000 units where Ẩ Ắ Ổ rise to 1050.
        .triggering(
            [.clippedInk],
            config: #"{"list": [{"env": "vi", "data": [{"font": 0, "name": "FixtureClipLowAscender-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/Fonts/Clip"),
        // The same outlines under an ascender of 1069 units.
        .nonTriggering(
            config: #"{"list": [{"env": "vi", "data": [{"font": 0, "name": "FixtureClipVietnamese-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/Fonts/Clip"),
    ]
}
