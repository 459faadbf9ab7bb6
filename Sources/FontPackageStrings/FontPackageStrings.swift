// Readers for .strings, .stringsdict and .xcstrings files.
