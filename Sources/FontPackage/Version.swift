public enum FontPackageVersion: Sendable { public static let string = "0.1.0" }
