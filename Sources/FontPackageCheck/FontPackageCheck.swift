// fontconfig and FreeType inspection of font files.
