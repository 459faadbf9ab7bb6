internal import FontPackage

extension FallbackChainRule {
    static let examples: [RuleExample] = [
        // Noto Sans Hebrew has no digits, so default's link draws them; default's ar link has no medium face.
        .triggering(
            [.drawnByFallback, .fallbackWeight],
            config: """
                {"list": [
                  {"env": "ar", "data": [{"font": 0, "name": "NotoSansArabic-Light"}, {"font": 2, "name": "NotoSansArabic-Bold"}]},
                  {"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular"}], "fallback": ["default"]},
                  {"env": "default", "data": [
                    {"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}],
                   "fallback": ["ar"]}]}
                """,
            fonts: "Fonts"),
        // No chains: each slot's own face draws what it draws.
        .nonTriggering(
            config: """
                {"list": [
                  {"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular"}]},
                  {"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}
                """,
            fonts: "Fonts"),
    ]
}
