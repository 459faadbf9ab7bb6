#ifndef FONTPACKAGE_CFONTPACKAGE_SHIM_H
#define FONTPACKAGE_CFONTPACKAGE_SHIM_H

// fontconfig, FreeType, HarfBuzz (with its subsetter), the Brotli encoder
// (WOFF2) and GNU FriBidi (the Unicode bidirectional algorithm, UAX #9, that
// splits text into direction runs before shaping), as FontPackageCheck sees them. Everything Swift cannot call directly
// (macros, variadic functions, FreeType's error table) gets a `static inline`
// wrapper here, prefixed `fp_`.

#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_FONT_FORMATS_H
#include FT_OUTLINE_H
#include FT_COLOR_H
#include <hb.h>
#include <hb-ot.h>
#include <hb-ft.h>
#include <hb-subset.h>
#include <brotli/encode.h>
#include <fribidi.h>
#include <stdlib.h>
#include <stdint.h>

// MARK: FreeType face flags (macros in freetype.h)

static inline int fp_face_is_sfnt(FT_Face face) { return FT_IS_SFNT(face) ? 1 : 0; }
static inline int fp_face_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline int fp_face_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }
static inline int fp_face_has_glyph_names(FT_Face face) { return FT_HAS_GLYPH_NAMES(face) ? 1 : 0; }
static inline int fp_face_is_variable(FT_Face face) { return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0; }
static inline int fp_face_is_italic(FT_Face face) { return (face->style_flags & FT_STYLE_FLAG_ITALIC) ? 1 : 0; }
static inline int fp_face_is_bold(FT_Face face) { return (face->style_flags & FT_STYLE_FLAG_BOLD) ? 1 : 0; }

/// The OS/2 table's fields this package reads. `present` is 0 when the face has
/// no OS/2 table (or FreeType marks it invalid with version 0xFFFF).
typedef struct {
    int present;
    int weight_class;
    int width_class;
    int fs_selection;
    unsigned long code_page_range1;
    unsigned long code_page_range2;
} fp_os2_info;

static inline fp_os2_info fp_face_os2(FT_Face face) {
    fp_os2_info info = {0, 0, 0, 0, 0, 0};
    TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    if (os2 && os2->version != 0xFFFF) {
        info.present = 1;
        info.weight_class = os2->usWeightClass;
        info.width_class = os2->usWidthClass;
        info.fs_selection = os2->fsSelection;
        info.code_page_range1 = os2->ulCodePageRange1;
        info.code_page_range2 = os2->ulCodePageRange2;
    }
    return info;
}

// MARK: Glyph ink

/// Whether glyph `gid` draws nothing: an outline with no contours, or a bitmap
/// with no pixels, and (for colour fonts) no COLR layers or paint either.
/// Returns 1 blank, 0 has ink, or -(FreeType error) - 1 when the glyph cannot
/// be loaded (a damaged glyph is not blank: the caller reports it apart).
static inline int fp_glyph_is_blank(FT_Face face, FT_UInt gid) {
    FT_Error error;
    if (FT_IS_SCALABLE(face)) {
        error = FT_Load_Glyph(face, gid, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_NO_AUTOHINT);
    } else {
        if (face->num_fixed_sizes > 0 && !face->size->metrics.x_ppem) {
            FT_Select_Size(face, 0);
        }
        error = FT_Load_Glyph(face, gid, FT_LOAD_DEFAULT | FT_LOAD_COLOR);
    }
    if (error) return -(int)error - 1;
    FT_GlyphSlot slot = face->glyph;
    int blank;
    switch (slot->format) {
    case FT_GLYPH_FORMAT_OUTLINE:
        blank = slot->outline.n_contours == 0 || slot->outline.n_points == 0;
        break;
    case FT_GLYPH_FORMAT_BITMAP:
        blank = slot->bitmap.width == 0 || slot->bitmap.rows == 0;
        break;
    default:
        // Composite (unexpanded), SVG or another format: something is drawn.
        blank = 0;
        break;
    }
    if (blank && FT_HAS_COLOR(face)) {
        FT_UInt layer_glyph = 0, layer_color = 0;
        FT_LayerIterator iterator;
        iterator.p = NULL;
        if (FT_Get_Color_Glyph_Layer(face, gid, &layer_glyph, &layer_color, &iterator)) return 0;
        FT_OpaquePaint paint;
        paint.p = NULL;
        if (FT_Get_Color_Glyph_Paint(face, gid, FT_COLOR_NO_ROOT_TRANSFORM, &paint)) return 0;
    }
    return blank;
}

// MARK: FreeType error text

/// FreeType's own message for an error code, from its error table (works
/// whether or not the library was built with FT_CONFIG_OPTION_ERROR_STRINGS).
static inline const char *fp_ft_error_string(FT_Error error) {
#undef FTERRORS_H_
#undef FT_ERR_PROTOS_DEFINED
#define FT_ERRORDEF(e, v, s) case v: return s;
#define FT_ERROR_START_LIST switch (error) {
#define FT_ERROR_END_LIST }
#include FT_ERRORS_H
    return "unknown FreeType error";
}

// MARK: Bidi levels (GNU FriBidi)

/// The embedding level of each character of one paragraph, by the Unicode
/// bidirectional algorithm (UAX #9, with its paired-bracket rule N0), the
/// paragraph's direction given (`rtl` 1: right to left, 0: left to right).
/// `brackets` receives each character's paired bracket (BidiBrackets.txt):
/// 0 for none, the opening bracket's code point for an opening bracket, and
/// minus it for a closing one. Returns the highest level plus one, or 0 when
/// FriBidi fails (out of memory).
static inline int fp_bidi_levels(const uint32_t *text, int length, int rtl, int8_t *levels, int32_t *brackets) {
    if (length <= 0) return 1;
    FriBidiCharType *types = (FriBidiCharType *)malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *pairs = (FriBidiBracketType *)malloc(sizeof(FriBidiBracketType) * (size_t)length);
    if (!types || !pairs) {
        free(types);
        free(pairs);
        return 0;
    }
    fribidi_get_bidi_types(text, length, types);
    fribidi_get_bracket_types(text, length, types, pairs);
    FriBidiParType direction = rtl ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
    FriBidiLevel highest = fribidi_get_par_embedding_levels_ex(types, pairs, length, &direction, (FriBidiLevel *)levels);
    for (int i = 0; i < length; i++) {
        FriBidiBracketType pair = pairs[i];
        int32_t id = (int32_t)FRIBIDI_BRACKET_ID(pair);
        brackets[i] = id == 0 ? 0 : ((pair & FRIBIDI_BRACKET_OPEN_MASK) ? id : -id);
    }
    free(types);
    free(pairs);
    return highest;
}

// MARK: fontconfig pattern objects (string macros, for clarity)

static inline const char *fp_fc_family(void) { return FC_FAMILY; }
static inline const char *fp_fc_style(void) { return FC_STYLE; }
static inline const char *fp_fc_fullname(void) { return FC_FULLNAME; }
static inline const char *fp_fc_postscript_name(void) { return FC_POSTSCRIPT_NAME; }
static inline const char *fp_fc_charset(void) { return FC_CHARSET; }
static inline const char *fp_fc_lang(void) { return FC_LANG; }
static inline const char *fp_fc_fontformat(void) { return FC_FONTFORMAT; }

#endif
