public enum FontPackageVersion { public static let string = "0.1.0" }
