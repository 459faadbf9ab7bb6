internal import FontPackage

extension TextStyleSlotRule {
    static let examples: [RuleExample] = [
        // Headline is drawn from the medium slot, which ar does not fill.
        .triggering(
            [.textStyleSlotMissing],
            config: """
                {"list": [
                  {"env": "ar", "data": [{"font": 0, "name": "NotoSansArabic-Light"}, {"font": 2, "name": "NotoSansArabic-Bold"}]},
                  {"env": "default", "data": [
                    {"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}]}],
                 "textStyles": {"headline": {"slot": "medium", "size": 18}}}
                """,
            fonts: "Fonts"),
        // Headline is drawn from the bold slot, which both entries fill.
        .nonTriggering(
            config: """
                {"list": [
                  {"env": "ar", "data": [{"font": 0, "name": "NotoSansArabic-Light"}, {"font": 2, "name": "NotoSansArabic-Bold"}]},
                  {"env": "default", "data": [
                    {"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}]}],
                 "textStyles": {"headline": {"slot": "bold", "size": 18}}}
                """,
            fonts: "Fonts"),
    ]
}
