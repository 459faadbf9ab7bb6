#ifndef FONTPACKAGE_CFONTPACKAGE_SHIM_H
#define FONTPACKAGE_CFONTPACKAGE_SHIM_H

#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H

#endif
