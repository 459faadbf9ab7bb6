import Foundation
import Testing

@Suite("fontpack check, coverage, langs")
struct CheckCommandTests {
    @Test("check on the example pack: exit 0, findings and the language x slot table")
    func exampleText() throws {
        let run = try CommandLineRun.fontpack("check")
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("Config/appfont.json:"))
        // The merged block names the face each entry's medium requests use, as the table's `medium -> light` rows do.
        #expect(run.standardOutput.contains(
            "note: [weight-fallback] 2 entries have no medium face; their medium requests use another slot's face: "
                + "ar NotoSansArabic-Light (light) and ja NotoSansCJKjp-Light (light)"))
        #expect(run.standardOutput.contains("entry    slots  fontconfig"))
        #expect(run.standardOutput.contains("medium -> light"))
        #expect(run.standardOutput.contains("warning: [line-height-mismatch] ar light, medium: NotoSansArabic-Light lays a line out in"))
        #expect(run.standardOutput.contains("0 errors, 3 warnings, 2 notes"))
    }

    @Test("a --languages item that is no language tag is a usage error, exit 2, as resolve's --locale is")
    func invalidLanguage() throws {
        let check = try CommandLineRun.fontpack("check", "--languages", "vi,123")
        #expect(check.status == 2)
        #expect(check.standardError.contains("--languages: invalid locale identifier '123'"))
        #expect(try CommandLineRun.fontpack("resolve", "--locale", "123").status == 2)
        #expect(try CommandLineRun.fontpack("report", "--languages", "123", "--output", "build/unused").status == 2)
    }

    @Test("with --strings, a language the strings show and no entry serves gets its rows and its default-script warning")
    func stringsLanguageRows() throws {
        let run = try CommandLineRun.fontpack(
            "check", "--strings", "Config/ExampleApp", "--info-plist", "Config/ExampleApp/Info.plist", "--format", "json")
        #expect(run.status == 1)
        let object = try run.json()
        let table = try #require(object["table"] as? [[String: Any]])
        #expect(table.filter { $0["language"] as? String == "th" }.map { $0["env"] as? String } == ["default", "default", "default"])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["code"] as? String == "default-script" && $0["language"] as? String == "th" })
        // Languages an entry already checks get no second row (en is default's, vi-VN would be vi's).
        #expect(table.filter { $0["language"] as? String == "en" }.count == 3)
    }

    @Test("messages that say what is wrong: a folder as --config, a missing file, invalid UTF-8 with its position")
    func plainMessages() throws {
        let folder = try temporaryConfig("{}")
        let directory = (folder as NSString).deletingLastPathComponent
        let asFolder = try CommandLineRun.fontpack("check", "--config", directory)
        #expect(asFolder.status == 2)
        #expect(asFolder.standardError.contains("config file is a directory, not a file"))

        let missing = try temporaryConfig(
            #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSerif-Light", "file": "NotoSerif/NotoSerif-Ligt.ttf"}]}]}"#)
        let run = try CommandLineRun.fontpack("check", "--config", missing)
        #expect(run.standardOutput.contains("font file 'NotoSerif/NotoSerif-Ligt.ttf' does not exist in the pack; closest files: 'NotoSerif/NotoSerif-Light.ttf'"))
        #expect(!run.standardOutput.contains("no font named"))

        let bytes: [UInt8] = Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "Inter-"#.utf8) + [0xFF, 0xFE]
            + Array(#"Light"}]}]}"#.utf8)
        let invalid = try temporaryConfig("")
        try Data(bytes).write(to: URL(fileURLWithPath: invalid))
        let utf8 = try CommandLineRun.fontpack("check", "--config", invalid)
        #expect(utf8.status == 2)
        #expect(utf8.standardError.contains("\(invalid):1:66: error: [invalid-json] invalid UTF-8 (byte 0xFF) inside a string"))
    }

    @Test("check --format json: the contract's fields, exit 1 on errors")
    func jsonContract() throws {
        let run = try CommandLineRun.fontpack("check", "--languages", "fa,vi", "--format", "json")
        #expect(run.status == 1, "\(run.standardError)")
        let object = try run.json()
        let findings = try #require(object["findings"] as? [[String: Any]])
        let persian = try #require(
            findings.first { $0["language"] as? String == "fa" && $0["requirement"] as? String == "fontconfig" })
        #expect(persian["code"] as? String == "missing-characters")
        #expect(persian["severity"] as? String == "error")
        #expect(persian["slot"] as? String == "light")
        #expect((persian["font"] as? String)?.hasSuffix("NotoSans/NotoSans-Light.ttf") == true)
        let missing = try #require(persian["missing"] as? [Int])
        #expect(missing.count == 40)
        #expect(missing == missing.sorted())
        let location = try #require(persian["location"] as? [String: Any])
        #expect(location["file"] as? String == "Config/appfont.json")
        #expect((location["line"] as? Int ?? 0) > 0)
        #expect((location["column"] as? Int ?? 0) > 0)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect((summary["errors"] as? Int ?? 0) >= 3)
        #expect(summary["languages"] as? Int == 2)
    }

    @Test("check exits 2 for a broken config or a missing font folder")
    func inputErrors() throws {
        let config = try temporaryConfig(#"{"list": []}"#)
        let broken = try CommandLineRun.fontpack("check", "--config", config)
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("error: [no-entries]"))
        let noFolder = try CommandLineRun.fontpack("check", "--fonts", "/nonexistent/fonts")
        #expect(noFolder.status == 2)
        #expect(noFolder.standardError.contains("does not exist"))
        #expect(try CommandLineRun.fontpack("check", "--level", "strict").status == 2)
    }

    @Test("coverage --format json lists every face of a collection, missing code points sorted")
    func coverageJSON() throws {
        let run = try CommandLineRun.fontpack(
            "coverage", "Fonts/NotoSansCJK/NotoSansCJK-Light.ttc", "--lang", "zh-Hant,ja", "--format", "json")
        #expect(run.status == 1)
        let fonts = try #require(try run.json()["fonts"] as? [[String: Any]])
        #expect(fonts.map { $0["index"] as? Int } == [0, 1, 2])
        #expect(fonts.map { $0["postscriptName"] as? String } == ["NotoSansCJKsc-Light", "NotoSansCJKtc-Light", "NotoSansCJKjp-Light"])
        let languages = try #require(fonts[1]["languages"] as? [[String: Any]])
        let traditional = try #require(languages.first { $0["language"] as? String == "zh-Hant" && $0["requirement"] as? String == "fontconfig" })
        #expect(traditional["required"] as? Int == 13_063)
        let missing = try #require(traditional["missing"] as? [Int])
        #expect(missing.count == 8_168)
        #expect(missing == missing.sorted())
        let japanese = try #require(languages.first { $0["language"] as? String == "ja" && $0["requirement"] as? String == "fontconfig" })
        #expect((japanese["missing"] as? [Int])?.isEmpty == true)
        let one = try CommandLineRun.fontpack(
            "coverage", "Fonts/NotoSansCJK/NotoSansCJK-Light.ttc", "--lang", "ja", "--index", "2", "--format", "json")
        #expect(one.status == 0)
        #expect((try one.json()["fonts"] as? [[String: Any]])?.count == 1)
    }

    @Test("langs agrees with fc-query for every face of the example pack")
    func langsAgreesWithFcQuery() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: CommandLineRun.packageRoot.appendingPathComponent("Fonts").path)
            .filter { ["ttf", "otf", "ttc", "woff2"].contains(($0 as NSString).pathExtension) }
            .map { "Fonts/" + $0 }.sorted()
        #expect(files.count >= 10)
        let run = try CommandLineRun.fontpack(arguments: ["langs", "--format", "json"] + files)
        #expect(run.status == 0, "\(run.standardError)")
        let fonts = try #require(try run.json()["fonts"] as? [[String: Any]])
        for font in fonts {
            let file = try #require(font["file"] as? String)
            let index = try #require(font["index"] as? Int)
            let query = Process()
            query.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            query.arguments = ["fc-query", "--index", String(index), "--format", "%{lang}", file]
            query.currentDirectoryURL = CommandLineRun.packageRoot
            let pipe = Pipe()
            query.standardOutput = pipe
            try query.run()
            let expected = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            query.waitUntilExit()
            let languages = try #require(font["languages"] as? [String])
            #expect(Set(languages) == Set(expected.split(separator: "|").map(String.init)), "\(file)#\(index)")
        }
        #expect(fonts.count == files.count + 4)  // two 3-face collections
    }

    @Test("langs keeps only the files it is reading mapped: its peak memory does not grow with the number of files")
    func langsPeakMemoryIsBounded() throws {
        // Each path is mapped on its own, so links to one font stand for as many files of its size.
        let font = CommandLineRun.packageRoot.appendingPathComponent("Fonts/NotoSansCJK/NotoSansCJKsc-Medium.otf").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-langs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let links = try (0..<64).map { number in
            let link = folder.appendingPathComponent("Face\(number).otf").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: font)
            return link
        }
        // The kernel's high-water mark of resident memory for the one child python3 waits for.
        let script = """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode
            print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """
        func peakKilobytes(_ files: [String]) throws -> Int {
            let run = try runTool("python3", ["-c", script, CommandLineRun.executable.path, "langs"] + files)
            let fields = run.output.split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            try #require(run.status == 0 && fields.count == 2 && fields[0] == 0, "\(run.output)")
            return try #require(fields[1])
        }
        let few = try peakKilobytes(Array(links.prefix(8)))
        let many = try peakKilobytes(links)
        // Keeping every file mapped to the end held the pages fontconfig and FreeType
        // read from each, about 400 KiB for this face: 56 more files, over 20 MiB more.
        #expect(many - few < 8 * 1024, "8 files: \(few) KB, 64 files: \(many) KB")
    }

    @Test("coverage and langs: an unreadable font is exit 2, the others are still reported")
    func unreadableFont() throws {
        let run = try CommandLineRun.fontpack(
            "langs", "Tests/Fixtures/Fonts/Corrupt.ttf", "Tests/Fixtures/Fonts/Light.ttf", "--format", "json")
        #expect(run.status == 2)
        #expect(run.standardError.contains("Corrupt.ttf"))
        #expect((try run.json()["fonts"] as? [[String: Any]])?.count == 1)
    }
}

@Suite("fontpack check --strings")
struct CheckStringsCommandTests {
    @Test("string findings share the JSON shape, with key and characters; exit 1 on tofu")
    func json() throws {
        let run = try CommandLineRun.fontpack(
            "check", "--strings", "Config/ExampleApp", "--info-plist", "Config/ExampleApp/Info.plist", "--format", "json")
        #expect(run.status == 1, "\(run.standardError)")
        let object = try run.json()
        let findings = try #require(object["findings"] as? [[String: Any]])
        let arrow = try #require(findings.first { $0["key"] as? String == "onboarding.next" })
        #expect(arrow["code"] as? String == "string-missing-characters")
        #expect(arrow["characters"] as? [String] == ["→"])
        #expect(arrow["missing"] as? [Int] == [0x2192])
        #expect(arrow["language"] as? String == "en")
        let location = try #require(arrow["location"] as? [String: Any])
        #expect(location["file"] as? String == "Config/ExampleApp/en.lproj/Localizable.strings")
        #expect(location["line"] as? Int == 6)
        let summary = try #require(object["summary"] as? [String: Any])
        let strings = try #require(summary["strings"] as? [String: Any])
        #expect(strings["filesRead"] as? Int == 8)
        let bySlot = try #require(strings["bySlot"] as? [[String: Any]])
        #expect(bySlot.contains { $0["language"] as? String == "th" && $0["stringsWithTofu"] as? Int == 2 })
    }

    @Test("--languages narrows the strings too; a clean language exits 0")
    func narrowed() throws {
        let run = try CommandLineRun.fontpack("check", "--strings", "Config/ExampleApp", "--languages", "vi,ar")
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("note: [string-emoji] 2 languages' strings use emoji"))
        #expect(!run.standardOutput.contains("\nth "))
        #expect(run.standardOutput.contains("warning: [strings-language] Base.lproj has no language"))
    }

    @Test("a --strings path that does not exist is a usage error")
    func missingPath() throws {
        let run = try CommandLineRun.fontpack("check", "--strings", "/nonexistent/app")
        #expect(run.status == 2)
        #expect(run.standardError.contains("/nonexistent/app does not exist"))
    }
}
