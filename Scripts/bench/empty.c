/* empty: process start-up only, linked against the same libraries as
 * charset_check (fontconfig, FreeType), so its time is what charset_check pays
 * before doing any work. */
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fontconfig.h>

int main(void)
{
    /* Referenced so the libraries are really loaded and relocated. */
    volatile void *keep[] = { (void *)FcLangGetCharSet, (void *)FT_Init_FreeType };
    (void)keep;
    return 0;
}
