/*
 * cmap_walk: the floor for `fontpack langs`. Opens every face of every file
 * with FreeType and walks its Unicode cmap (FT_Get_First_Char/FT_Get_Next_Char),
 * nothing else: no charset is built and no language is compared.
 *
 *     cmap_walk [-j THREADS] FILE...
 *
 * Prints "file index characters" per face. With -j N the files are shared
 * among N threads, each with its own FT_Library (FreeType's rule: a library
 * and its faces belong to one thread at a time).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ft2build.h>
#include FT_FREETYPE_H

static char **files;
static int nfiles;
static int next_file;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char **results; /* one output buffer per file, printed in order */
static int failures;

static void *work(void *unused)
{
    (void)unused;
    FT_Library library;
    if (FT_Init_FreeType(&library)) {
        fprintf(stderr, "cannot initialise FreeType\n");
        exit(2);
    }
    for (;;) {
        pthread_mutex_lock(&lock);
        int f = next_file++;
        pthread_mutex_unlock(&lock);
        if (f >= nfiles)
            break;
        char *buffer = NULL;
        size_t size = 0;
        FILE *out = open_memstream(&buffer, &size);
        long faces = 1;
        for (long index = 0; index < faces; index++) {
            FT_Face face;
            if (FT_New_Face(library, files[f], index, &face)) {
                fprintf(stderr, "%s#%ld: cannot read\n", files[f], index);
                pthread_mutex_lock(&lock);
                failures++;
                pthread_mutex_unlock(&lock);
                break;
            }
            faces = face->num_faces;
            unsigned long count = 0;
            if (FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0) {
                FT_UInt glyph;
                FT_ULong c = FT_Get_First_Char(face, &glyph);
                while (glyph != 0) {
                    count++;
                    c = FT_Get_Next_Char(face, c, &glyph);
                }
            }
            fprintf(out, "%s %ld %lu\n", files[f], index, count);
            FT_Done_Face(face);
        }
        fclose(out);
        results[f] = buffer;
    }
    FT_Done_FreeType(library);
    return NULL;
}

int main(int argc, char **argv)
{
    int threads = 1;
    int first = 1;
    if (argc > 2 && strcmp(argv[1], "-j") == 0) {
        threads = atoi(argv[2]);
        first = 3;
    }
    if (threads < 1 || first >= argc) {
        fprintf(stderr, "usage: %s [-j THREADS] FILE...\n", argv[0]);
        return 2;
    }
    files = argv + first;
    nfiles = argc - first;
    results = calloc(nfiles, sizeof *results);
    pthread_t *ids = calloc(threads, sizeof *ids);
    for (int t = 1; t < threads; t++)
        pthread_create(&ids[t], NULL, work, NULL);
    work(NULL);
    for (int t = 1; t < threads; t++)
        pthread_join(ids[t], NULL);
    for (int f = 0; f < nfiles; f++) {
        if (results[f])
            fputs(results[f], stdout);
        free(results[f]);
    }
    free(results);
    free(ids);
    return failures ? 2 : 0;
}
