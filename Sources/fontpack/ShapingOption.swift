import ArgumentParser

/// `--shaping on|off`: the HarfBuzz shaping checks, on by default at every level.
enum ShapingOption: String, ExpressibleByArgument, CaseIterable {
    case on, off

    var isOn: Bool { self == .on }
}
