/*
 * Times Yoga 3 on a flex tree, for `benchmarks flex`. Our code, calling Yoga's public C API.
 *
 * Reads from standard input the line format written by yoga_flex.py:
 *   C <yoga|web> <pointScaleFactor> <errata> <fixFlexBasisFitContent> <availW|nan> <availH|nan> <ltr|rtl>
 *     <nodeCount> <changingLeaf> <runs>
 *   N <parent> key=value ...       (one node per line, in pre-order)
 * Builds the tree, then prints JSON with the medians of YGNodeCalculateLayout alone: on a freshly built
 * tree ("cold") and after the changing leaf was dirtied ("relayout").
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <yoga/Yoga.h>

typedef struct {
    int kind; /* 0 none, 1 fixed, 2 text, 3 ahem */
    float width, height, charWidth, lineHeight;
    int column, count, partCount;
    int *parts;
} Measure;

typedef struct {
    int parent;
    char *line;
    Measure measure;
} Spec;

/* Yoga's warnings (a measure function's NaN answer, say) go to standard error: standard output carries one
 * JSON answer a tree. */
static int logToStderr(YGConfigConstRef config, YGNodeConstRef node, YGLogLevel level, const char *format,
                       va_list args) {
    (void)config;
    (void)node;
    (void)level;
    return vfprintf(stderr, format, args);
}

static float fixedAxis(float natural, float offered, YGMeasureMode mode) {
    if (mode == YGMeasureModeExactly) return offered;
    return mode == YGMeasureModeAtMost ? fminf(natural, offered) : natural;
}

static YGSize measureFixed(YGNodeConstRef node, float w, YGMeasureMode wm, float h, YGMeasureMode hm) {
    /* Per axis, as the format says: the offered size when exactly, min(W, offered) when at-most, W when undefined. */
    Measure *m = (Measure *)YGNodeGetContext(node);
    YGSize size = {fixedAxis(m->width, w, wm), fixedAxis(m->height, h, hm)};
    return size;
}

static float textLines(const Measure *m, float width) {
    if ((float)m->count * m->charWidth <= width) return 1;
    float lines = 1, current = 0;
    for (int i = 0; i < m->partCount; i++) {
        float wordWidth = (float)m->parts[i] * m->charWidth;
        if (wordWidth > width) {
            lines += (current > 0 ? 1 : 0) + 1;
            current = 0;
        } else if (current + wordWidth <= width) {
            current += wordWidth + m->charWidth;
        } else {
            lines += 1;
            current = wordWidth + m->charWidth;
        }
    }
    return current == 0 ? lines - 1 : lines;
}

static YGSize measureText(YGNodeConstRef node, float w, YGMeasureMode wm, float h, YGMeasureMode hm) {
    Measure *m = (Measure *)YGNodeGetContext(node);
    float natural = (float)m->count * m->charWidth;
    float width = wm == YGMeasureModeExactly ? w : (wm == YGMeasureModeAtMost ? fminf(natural, w) : natural);
    int longest = 0;
    for (int i = 0; i < m->partCount; i++) longest = m->parts[i] > longest ? m->parts[i] : longest;
    float wrap = m->column ? width : fmaxf((float)longest * m->charWidth, width);
    float height = h;
    if (hm != YGMeasureModeExactly) {
        height = textLines(m, wrap) * m->lineHeight;
        if (hm == YGMeasureModeAtMost) height = fminf(height, h);
    }
    YGSize size = {width, height};
    return size;
}

static YGSize measureAhem(YGNodeConstRef node, float w, YGMeasureMode wm, float h, YGMeasureMode hm) {
    Measure *m = (Measure *)YGNodeGetContext(node);
    int longest = 0, total = 0;
    for (int i = 0; i < m->partCount; i++) {
        longest = m->parts[i] > longest ? m->parts[i] : longest;
        total += m->parts[i];
    }
    float minContent = (float)longest * m->charWidth, maxContent = (float)total * m->charWidth;
    float inline_ = wm == YGMeasureModeExactly ? w : (wm == YGMeasureModeAtMost ? fminf(w, maxContent) : maxContent);
    inline_ = fmaxf(inline_, minContent);
    YGSize size = {wm == YGMeasureModeExactly ? w : inline_, h};
    if (hm == YGMeasureModeExactly) return size;
    int perLine = m->charWidth > 0 ? (int)floorf(inline_ / m->charWidth) : 1 << 30;
    int lines = 1, current = 0;
    for (int i = 0; i < m->partCount; i++) {
        if (current + m->parts[i] > perLine) {
            lines += current > 0 ? 1 : 0;
            current = m->parts[i];
        } else {
            current += m->parts[i];
        }
    }
    size.height = (float)lines * m->lineHeight;
    return size;
}

static int lookup(const char *value, const char *const *names, int count) {
    for (int i = 0; i < count; i++)
        if (strcmp(value, names[i]) == 0) return i;
    fprintf(stderr, "yoga_flex: unknown value %s\n", value);
    exit(2);
}

static YGEdge edgeNamed(const char *name) {
    static const char *const names[] = {"left", "top", "right", "bottom", "start", "end", "horizontal", "vertical", "all"};
    static const YGEdge edges[] = {YGEdgeLeft,  YGEdgeTop,        YGEdgeRight,    YGEdgeBottom, YGEdgeStart,
                                   YGEdgeEnd,   YGEdgeHorizontal, YGEdgeVertical, YGEdgeAll};
    return edges[lookup(name, names, 9)];
}

static YGAlign alignNamed(const char *value) {
    static const char *const names[] = {"auto", "flex-start", "center", "flex-end", "stretch",
                                        "baseline", "space-between", "space-around", "space-evenly"};
    static const YGAlign aligns[] = {YGAlignAuto,     YGAlignFlexStart,    YGAlignCenter,
                                     YGAlignFlexEnd,  YGAlignStretch,      YGAlignBaseline,
                                     YGAlignSpaceBetween, YGAlignSpaceAround, YGAlignSpaceEvenly};
    return aligns[lookup(value, names, 9)];
}

/* A length value: "auto", "N%" or a number; returns 0 auto, 1 points, 2 percent. */
static int lengthOf(const char *value, float *number) {
    if (strcmp(value, "auto") == 0) return 0;
    *number = strtof(value, NULL);
    return value[strlen(value) - 1] == '%' ? 2 : 1;
}

#define SIZE_SETTER(NAME)                                                                        \
    static void set_##NAME(YGNodeRef node, const char *value) {                                  \
        float number;                                                                            \
        switch (lengthOf(value, &number)) {                                                      \
        case 0: YGNodeStyleSet##NAME##Auto(node); break;                                         \
        case 1: YGNodeStyleSet##NAME(node, number); break;                                       \
        default: YGNodeStyleSet##NAME##Percent(node, number);                                    \
        }                                                                                        \
    }
SIZE_SETTER(Width)
SIZE_SETTER(Height)
SIZE_SETTER(FlexBasis)

#define MINMAX_SETTER(NAME)                                                                      \
    static void set_##NAME(YGNodeRef node, const char *value) {                                  \
        float number;                                                                            \
        if (lengthOf(value, &number) == 2) YGNodeStyleSet##NAME##Percent(node, number);          \
        else YGNodeStyleSet##NAME(node, number);                                                 \
    }
MINMAX_SETTER(MinWidth)
MINMAX_SETTER(MinHeight)
MINMAX_SETTER(MaxWidth)
MINMAX_SETTER(MaxHeight)

static void applyEdge(YGNodeRef node, char set, const char *edgeName, const char *value) {
    YGEdge edge = edgeNamed(edgeName);
    float number = 0;
    int kind = lengthOf(value, &number);
    switch (set) {
    case 'm':
        if (kind == 0) YGNodeStyleSetMarginAuto(node, edge);
        else if (kind == 2) YGNodeStyleSetMarginPercent(node, edge, number);
        else YGNodeStyleSetMargin(node, edge, number);
        break;
    case 'p':
        if (kind == 2) YGNodeStyleSetPaddingPercent(node, edge, number);
        else YGNodeStyleSetPadding(node, edge, number);
        break;
    case 'b': YGNodeStyleSetBorder(node, edge, number); break;
    default:
        if (kind == 0) YGNodeStyleSetPositionAuto(node, edge);
        else if (kind == 2) YGNodeStyleSetPositionPercent(node, edge, number);
        else YGNodeStyleSetPosition(node, edge, number);
    }
}

static void applyToken(YGNodeRef node, Measure *measure, char *token) {
    char *equals = strchr(token, '=');
    if (!equals) return;
    *equals = 0;
    const char *key = token, *value = equals + 1;
    if (strcmp(key, "fd") == 0) {
        static const char *const names[] = {"column", "column-reverse", "row", "row-reverse"};
        static const YGFlexDirection values[] = {YGFlexDirectionColumn, YGFlexDirectionColumnReverse, YGFlexDirectionRow,
                                                 YGFlexDirectionRowReverse};
        YGNodeStyleSetFlexDirection(node, values[lookup(value, names, 4)]);
    } else if (strcmp(key, "jc") == 0) {
        static const char *const names[] = {"flex-start", "center", "flex-end", "space-between", "space-around", "space-evenly"};
        static const YGJustify values[] = {YGJustifyFlexStart,    YGJustifyCenter,      YGJustifyFlexEnd,
                                           YGJustifySpaceBetween, YGJustifySpaceAround, YGJustifySpaceEvenly};
        YGNodeStyleSetJustifyContent(node, values[lookup(value, names, 6)]);
    } else if (strcmp(key, "ai") == 0) {
        YGNodeStyleSetAlignItems(node, alignNamed(value));
    } else if (strcmp(key, "as") == 0) {
        YGNodeStyleSetAlignSelf(node, alignNamed(value));
    } else if (strcmp(key, "ac") == 0) {
        YGNodeStyleSetAlignContent(node, alignNamed(value));
    } else if (strcmp(key, "fw") == 0) {
        static const char *const names[] = {"nowrap", "wrap", "wrap-reverse"};
        static const YGWrap values[] = {YGWrapNoWrap, YGWrapWrap, YGWrapWrapReverse};
        YGNodeStyleSetFlexWrap(node, values[lookup(value, names, 3)]);
    } else if (strcmp(key, "pt") == 0) {
        static const char *const names[] = {"static", "relative", "absolute"};
        static const YGPositionType values[] = {YGPositionTypeStatic, YGPositionTypeRelative, YGPositionTypeAbsolute};
        YGNodeStyleSetPositionType(node, values[lookup(value, names, 3)]);
    } else if (strcmp(key, "d") == 0) {
        static const char *const names[] = {"flex", "none", "contents"};
        static const YGDisplay values[] = {YGDisplayFlex, YGDisplayNone, YGDisplayContents};
        YGNodeStyleSetDisplay(node, values[lookup(value, names, 3)]);
    } else if (strcmp(key, "o") == 0) {
        static const char *const names[] = {"visible", "hidden", "scroll"};
        static const YGOverflow values[] = {YGOverflowVisible, YGOverflowHidden, YGOverflowScroll};
        YGNodeStyleSetOverflow(node, values[lookup(value, names, 3)]);
    } else if (strcmp(key, "dir") == 0) {
        static const char *const names[] = {"inherit", "ltr", "rtl"};
        static const YGDirection values[] = {YGDirectionInherit, YGDirectionLTR, YGDirectionRTL};
        YGNodeStyleSetDirection(node, values[lookup(value, names, 3)]);
    } else if (strcmp(key, "bs") == 0) {
        static const char *const names[] = {"border-box", "content-box"};
        static const YGBoxSizing values[] = {YGBoxSizingBorderBox, YGBoxSizingContentBox};
        YGNodeStyleSetBoxSizing(node, values[lookup(value, names, 2)]);
    } else if (strcmp(key, "fl") == 0) {
        YGNodeStyleSetFlex(node, strtof(value, NULL));
    } else if (strcmp(key, "fg") == 0) {
        YGNodeStyleSetFlexGrow(node, strtof(value, NULL));
    } else if (strcmp(key, "fs") == 0) {
        YGNodeStyleSetFlexShrink(node, strtof(value, NULL));
    } else if (strcmp(key, "ar") == 0) {
        YGNodeStyleSetAspectRatio(node, strtof(value, NULL));
    } else if (strcmp(key, "fb") == 0) {
        set_FlexBasis(node, value);
    } else if (strcmp(key, "w") == 0) {
        set_Width(node, value);
    } else if (strcmp(key, "h") == 0) {
        set_Height(node, value);
    } else if (strcmp(key, "minw") == 0) {
        set_MinWidth(node, value);
    } else if (strcmp(key, "minh") == 0) {
        set_MinHeight(node, value);
    } else if (strcmp(key, "maxw") == 0) {
        set_MaxWidth(node, value);
    } else if (strcmp(key, "maxh") == 0) {
        set_MaxHeight(node, value);
    } else if (strncmp(key, "gap.", 4) == 0) {
        YGGutter gutter = strcmp(key + 4, "row") == 0 ? YGGutterRow : (strcmp(key + 4, "column") == 0 ? YGGutterColumn : YGGutterAll);
        float number = 0;
        if (lengthOf(value, &number) == 2) YGNodeStyleSetGapPercent(node, gutter, number);
        else YGNodeStyleSetGap(node, gutter, number);
    } else if (strncmp(key, "m.", 2) == 0 || strncmp(key, "p.", 2) == 0 || strncmp(key, "b.", 2) == 0) {
        applyEdge(node, key[0], key + 2, value);
    } else if (strncmp(key, "pos.", 4) == 0) {
        applyEdge(node, 'x', key + 4, value);
    } else if (key[0] == 'm' && (key[1] == 'f' || key[1] == 't' || key[1] == 'a') && key[2] == 0) {
        char *copy = strdup(value), *cursor = copy;
        if (key[1] == 'f') {
            measure->kind = 1;
            measure->width = strtof(strsep(&cursor, ","), NULL);
            measure->height = strtof(strsep(&cursor, ","), NULL);
        } else {
            measure->kind = key[1] == 't' ? 2 : 3;
            measure->charWidth = strtof(strsep(&cursor, ","), NULL);
            measure->lineHeight = strtof(strsep(&cursor, ","), NULL);
            if (measure->kind == 2) {
                measure->column = atoi(strsep(&cursor, ","));
                measure->count = atoi(strsep(&cursor, ","));
            }
            measure->parts = calloc(strlen(value) + 1, sizeof(int));
            char *part;
            while (cursor && (part = strsep(&cursor, ";")) != NULL) measure->parts[measure->partCount++] = atoi(part);
        }
        free(copy);
    } else {
        fprintf(stderr, "yoga_flex: unknown key %s\n", key);
        exit(2);
    }
}

typedef struct {
    char defaults[8], direction[8];
    float scale, width, height;
    long errata;
    int fixFlexBasis, count, leaf, runs;
} Header;

static YGNodeRef *build(const Header *header, Spec *specs, YGConfigRef *configOut) {
    YGConfigRef config = YGConfigNew();
    YGConfigSetLogger(config, logToStderr);
    YGConfigSetUseWebDefaults(config, strcmp(header->defaults, "web") == 0);
    YGConfigSetPointScaleFactor(config, header->scale);
    YGConfigSetErrata(config, (YGErrata)header->errata);
    if (header->fixFlexBasis) YGConfigSetExperimentalFeatureEnabled(config, (YGExperimentalFeature)1, true);
    YGNodeRef *nodes = malloc(sizeof(YGNodeRef) * header->count);
    for (int i = 0; i < header->count; i++) {
        nodes[i] = YGNodeNewWithConfig(config);
        char *line = strdup(specs[i].line), *cursor = line, *token;
        strsep(&cursor, " ");
        strsep(&cursor, " ");
        while (cursor && (token = strsep(&cursor, " ")) != NULL) applyToken(nodes[i], &specs[i].measure, token);
        free(line);
        if (specs[i].measure.kind) {
            YGNodeSetContext(nodes[i], &specs[i].measure);
            YGNodeSetMeasureFunc(nodes[i], specs[i].measure.kind == 1 ? measureFixed
                                           : specs[i].measure.kind == 2 ? measureText : measureAhem);
        }
        if (specs[i].parent >= 0) {
            YGNodeRef parent = nodes[specs[i].parent];
            YGNodeInsertChild(parent, nodes[i], YGNodeGetChildCount(parent));
        }
    }
    *configOut = config;
    return nodes;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : (x > y ? 1 : 0);
}

/* Reads one tree (header and node lines) from standard input; returns 0 at the end of the input. */
static int readTree(Header *header, Spec **specsOut) {
    char widthText[32], heightText[32];
    int fields = scanf(" C %7s %f %ld %d %31s %31s %7s %d %d %d", header->defaults, &header->scale, &header->errata,
                       &header->fixFlexBasis, widthText, heightText, header->direction, &header->count,
                       &header->leaf, &header->runs);
    if (fields == EOF) return 0;
    if (fields != 10 || header->count < 1) {
        fprintf(stderr, "yoga_flex: bad header\n");
        exit(2);
    }
    header->width = strcmp(widthText, "nan") == 0 ? YGUndefined : strtof(widthText, NULL);
    header->height = strcmp(heightText, "nan") == 0 ? YGUndefined : strtof(heightText, NULL);
    Spec *specs = calloc(header->count, sizeof(Spec));
    size_t capacity = 0;
    char *line = NULL;
    if (getline(&line, &capacity, stdin) < 0) exit(2);
    for (int i = 0; i < header->count; i++) {
        if (getline(&line, &capacity, stdin) < 0) exit(2);
        line[strcspn(line, "\n")] = 0;
        specs[i].line = strdup(line);
        if (sscanf(line, "N %d", &specs[i].parent) != 1 || specs[i].parent >= i) {
            fprintf(stderr, "yoga_flex: bad node line %d\n", i);
            exit(2);
        }
    }
    free(line);
    *specsOut = specs;
    return 1;
}

/* One layout; prints every node's rounded frame relative to its parent, in pre-order, and frees the tree. */
static void printFrames(const Header *header, Spec *specs) {
    YGConfigRef config;
    YGNodeRef *nodes = build(header, specs, &config);
    YGDirection direction = strcmp(header->direction, "rtl") == 0 ? YGDirectionRTL : YGDirectionLTR;
    YGNodeCalculateLayout(nodes[0], header->width, header->height, direction);
    printf("{\"frames\": [");
    for (int i = 0; i < header->count; i++) {
        float values[4] = {YGNodeLayoutGetLeft(nodes[i]), YGNodeLayoutGetTop(nodes[i]), YGNodeLayoutGetWidth(nodes[i]),
                           YGNodeLayoutGetHeight(nodes[i])};
        printf("%s[", i ? ", " : "");
        for (int k = 0; k < 4; k++) {
            if (!isfinite(values[k])) printf("%snull", k ? ", " : ""); /* JSON has no NaN or infinity */
            else printf("%s%.9g", k ? ", " : "", values[k]);
        }
        printf("]");
    }
    printf("]}\n");
    fflush(stdout);
    YGNodeFreeRecursive(nodes[0]);
    YGConfigFree(config);
    free(nodes);
    for (int i = 0; i < header->count; i++) {
        free(specs[i].measure.parts);
        free(specs[i].line);
    }
    free(specs);
}

int main(int argc, char **argv) {
    int framesOnly = argc > 1 && strcmp(argv[1], "--frames") == 0;
    Header header;
    Spec *specs;
    if (framesOnly) {
        /* Frames of every tree on the input, one JSON line each (a stream: answers as trees arrive). */
        while (readTree(&header, &specs)) printFrames(&header, specs);
        return 0;
    }
    if (!readTree(&header, &specs)) return 2;
    YGDirection direction = strcmp(header.direction, "rtl") == 0 ? YGDirectionRTL : YGDirectionLTR;
    double *times = malloc(sizeof(double) * header.runs);

    for (int run = 0; run < header.runs; run++) {
        YGConfigRef config;
        YGNodeRef *nodes = build(&header, specs, &config);
        double start = now();
        YGNodeCalculateLayout(nodes[0], header.width, header.height, direction);
        times[run] = now() - start;
        YGNodeFreeRecursive(nodes[0]);
        YGConfigFree(config);
        free(nodes);
        for (int i = 0; i < header.count; i++) {
            free(specs[i].measure.parts);
            memset(&specs[i].measure, 0, sizeof(Measure));
        }
    }
    qsort(times, header.runs, sizeof(double), compare);
    double cold = times[header.runs / 2];

    YGConfigRef config;
    YGNodeRef *nodes = build(&header, specs, &config);
    YGNodeCalculateLayout(nodes[0], header.width, header.height, direction);
    YGNodeRef leaf = nodes[header.leaf];
    for (int run = 0; run < header.runs; run++) {
        if (YGNodeHasMeasureFunc(leaf)) {
            YGNodeMarkDirty(leaf);
        } else {
            /* Yoga dirties only measured leaves on request: change a style and change it back. */
            YGDirection own = YGNodeStyleGetDirection(leaf);
            YGNodeStyleSetDirection(leaf, own == YGDirectionRTL ? YGDirectionLTR : YGDirectionRTL);
            YGNodeStyleSetDirection(leaf, own);
        }
        double start = now();
        YGNodeCalculateLayout(nodes[0], header.width, header.height, direction);
        times[run] = now() - start;
    }
    qsort(times, header.runs, sizeof(double), compare);
    printf("{\"cold\": %.9g, \"relayout\": %.9g, \"nodes\": %d, \"rootWidth\": %g, \"rootHeight\": %g}\n", cold,
           times[header.runs / 2], header.count, YGNodeLayoutGetWidth(nodes[0]), YGNodeLayoutGetHeight(nodes[0]));
    return 0;
}
