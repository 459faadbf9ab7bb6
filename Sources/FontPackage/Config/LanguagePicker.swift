/// The config's `languagePicker`: the app lists languages by their own names
/// (ไทย, हिन्दी, العربية), each drawn in the face of the language the UI is in.
package enum LanguagePicker: Sendable, Hashable {
    /// `true`: every localization the app declares (its strings' languages,
    /// or without strings the languages checked).
    case appLanguages
    /// The languages the picker shows, as written.
    case languages([String])
}
