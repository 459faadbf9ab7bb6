/*
 * charset_check: the charset comparisons of `fontpack check --level fontconfig`
 * done with fontconfig directly, in one process, as a floor for the benchmark.
 *
 *     charset_check PAIRS
 *
 * PAIRS has one "file<TAB>index<TAB>fontconfig-language" per line. For each
 * distinct (file, index) the face is opened with FreeType once and its charset
 * taken with FcFreeTypeCharSet (what fc-validate and fc-query do); for each pair
 * the language's orthography (FcLangGetCharSet) is compared with it
 * (FcCharSetSubtractCount). Prints "file index lang missing" per pair.
 * Exits 1 if a pair misses characters, 2 on an unreadable font or bad input.
 *
 * It leaves out what fontpack does beyond the orthography (locale digits,
 * empty glyphs, composable letters, weights, names): it is the floor.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>

struct face {
    char *file;
    long index;
    FcCharSet *charset;
};

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s PAIRS\n", argv[0]);
        return 2;
    }
    FILE *in = fopen(argv[1], "r");
    if (!in) {
        perror(argv[1]);
        return 2;
    }
    FT_Library library;
    if (FT_Init_FreeType(&library)) {
        fprintf(stderr, "cannot initialise FreeType\n");
        return 2;
    }
    struct face *faces = NULL;
    size_t nfaces = 0, capacity = 0;
    int status = 0;
    char line[4096];
    while (fgets(line, sizeof line, in)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0])
            continue;
        char *file = strtok(line, "\t");
        char *index_text = strtok(NULL, "\t");
        char *lang = strtok(NULL, "\t");
        if (!file || !index_text || !lang) {
            fprintf(stderr, "bad line: %s\n", line);
            return 2;
        }
        long index = strtol(index_text, NULL, 10);

        struct face *face = NULL;
        for (size_t i = 0; i < nfaces; i++)
            if (faces[i].index == index && strcmp(faces[i].file, file) == 0) {
                face = &faces[i];
                break;
            }
        if (!face) {
            if (nfaces == capacity) {
                capacity = capacity ? 2 * capacity : 16;
                faces = realloc(faces, capacity * sizeof *faces);
            }
            face = &faces[nfaces++];
            face->file = strdup(file);
            face->index = index;
            face->charset = NULL;
            FT_Face ftface;
            if (FT_New_Face(library, file, index, &ftface) == 0) {
                face->charset = FcFreeTypeCharSet(ftface, NULL);
                FT_Done_Face(ftface);
            }
        }
        if (!face->charset) {
            fprintf(stderr, "%s#%ld: cannot read\n", file, index);
            status = 2;
            continue;
        }
        const FcCharSet *required = FcLangGetCharSet((const FcChar8 *)lang);
        if (!required) {
            fprintf(stderr, "%s: not a fontconfig language\n", lang);
            status = 2;
            continue;
        }
        FcChar32 missing = FcCharSetSubtractCount(required, face->charset);
        printf("%s %ld %s %u\n", file, index, lang, (unsigned)missing);
        if (missing && status == 0)
            status = 1;
    }
    fclose(in);
    for (size_t i = 0; i < nfaces; i++) {
        if (faces[i].charset)
            FcCharSetDestroy(faces[i].charset);
        free(faces[i].file);
    }
    free(faces);
    FT_Done_FreeType(library);
    return status;
}
