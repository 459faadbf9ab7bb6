import ArgumentParser

@main
struct FontPack: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fontpack")
}
