/* The standard game's legal plays in C: the same plays, steps, notation and order as the
 * general walk, ``tutor.backgammon.moves.generate``, which stays the reference and the
 * fallback (the browser has no C build).
 *
 * moves.py uses this module only when it was built from this very file (setup.py
 * passes the file's SHA-256 as SOURCE_SHA256) and checks it against the general walk
 * in the tests (tests/backgammon/test_moves.py).  (A Python port of this walk, kept
 * until issue 17, was 1.8 times faster than the general walk; it was removed.)
 *
 * A side's checkers on points 1..25 are a key of 4 bits a point (at most 15 checkers):
 * points 1..16 in ``lo``, points 17..25 in the low 36 bits of ``hi``; the opponent's
 * blots hit are the bits above them in ``hi``.  Two plays leave the same position
 * exactly when they leave the same key.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifndef SOURCE_SHA256
#define SOURCE_SHA256 ""
#endif

#define BAR 25
#define WAIT 26
#define OFF 0
#define CHECKERS 15
#define HIT_SHIFT 36
#define MAX_OPTIONS 26
#define TEXT_MAX 96

typedef struct {
    uint64_t lo, hi;
} Key;

/* ---- a hash map from keys to leaf numbers, cleared by bumping a generation ---- */

typedef struct {
    uint64_t lo, hi;
    uint32_t gen;
    int32_t value;
} Slot;

typedef struct {
    Slot *slots;
    uint32_t mask; /* capacity - 1, a power of two */
    uint32_t count;
    uint32_t gen;
} Table;

static uint32_t
hash_key(Key k)
{
    uint64_t h = k.lo * 0x9E3779B97F4A7C15ULL ^ (k.hi + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 31;
    return (uint32_t)h;
}

static int
table_init(Table *t, uint32_t capacity)
{
    t->slots = calloc(capacity, sizeof(Slot));
    if (t->slots == NULL) {
        return -1;
    }
    t->mask = capacity - 1;
    t->count = 0;
    t->gen = 1;
    return 0;
}

static void
table_clear(Table *t)
{
    t->count = 0;
    if (++t->gen == 0) { /* wrapped: forget every old generation */
        memset(t->slots, 0, (size_t)(t->mask + 1) * sizeof(Slot));
        t->gen = 1;
    }
}

static int
table_grow(Table *t)
{
    uint32_t old_capacity = t->mask + 1, capacity = old_capacity * 2;
    Slot *old = t->slots, *slots = calloc(capacity, sizeof(Slot));
    if (slots == NULL) {
        return -1;
    }
    for (uint32_t i = 0; i < old_capacity; i++) {
        if (old[i].gen == t->gen) {
            Key k = {old[i].lo, old[i].hi};
            uint32_t j = hash_key(k) & (capacity - 1);
            while (slots[j].gen == t->gen) {
                j = (j + 1) & (capacity - 1);
            }
            slots[j] = old[i];
        }
    }
    free(old);
    t->slots = slots;
    t->mask = capacity - 1;
    return 0;
}

/* The slot of ``k``; a new one has value -1.  NULL when memory runs out. */
static Slot *
table_slot(Table *t, Key k)
{
    if ((t->count + 1) * 2 > t->mask + 1 && table_grow(t) < 0) {
        return NULL;
    }
    uint32_t i = hash_key(k) & t->mask;
    while (t->slots[i].gen == t->gen) {
        if (t->slots[i].lo == k.lo && t->slots[i].hi == k.hi) {
            return &t->slots[i];
        }
        i = (i + 1) & t->mask;
    }
    Slot *slot = &t->slots[i];
    slot->lo = k.lo;
    slot->hi = k.hi;
    slot->gen = t->gen;
    slot->value = -1;
    t->count++;
    return slot;
}

/* ---- the walk ---- */

typedef struct {
    Key key;
    uint8_t depth; /* dice used */
    uint8_t die;   /* one die used: which */
    uint8_t steps[4][2];
    char text[TEXT_MAX];
} Leaf;

typedef struct {
    int me[27];   /* 1..24 points, 25 the bar, 26 waiting (left alone by the standard rules) */
    int them[27]; /* the opponent's checkers on my points; them[0] the opponent's bar */
    int empty_entry;
    int high;
    int movers[7][24]; /* movers[die]: points a step of die may leave, highest first */
    int count_movers[7];
    uint64_t hit[26]; /* the bit in hi for a blot hit on the point */
    int path[4][2];
    Leaf *leaves;
    size_t count_leaves, capacity_leaves;
    Table two, one, leaf_map, seen[5];
    int failed;
} Walk;

static Walk walk_state;

static inline Key
key_move(Key k, int from, int to, const uint64_t *hit)
{
    /* from is 1..25; to is 0 (off) or 1..24 */
    if (from <= 16) {
        k.lo -= 1ULL << (4 * (from - 1));
    }
    else {
        k.hi -= 1ULL << (4 * (from - 17));
    }
    if (to) {
        if (to <= 16) {
            k.lo += 1ULL << (4 * (to - 1));
        }
        else {
            k.hi += 1ULL << (4 * (to - 17));
        }
        k.hi |= hit[to];
    }
    return k;
}

static Leaf *
new_leaf(Walk *w, Key k, int depth, int die)
{
    if (w->count_leaves == w->capacity_leaves) {
        size_t capacity = w->capacity_leaves ? w->capacity_leaves * 2 : 256;
        Leaf *grown = realloc(w->leaves, capacity * sizeof(Leaf));
        if (grown == NULL) {
            w->failed = 1;
            return NULL;
        }
        w->leaves = grown;
        w->capacity_leaves = capacity;
    }
    Leaf *leaf = &w->leaves[w->count_leaves++];
    leaf->key = k;
    leaf->depth = (uint8_t)depth;
    leaf->die = (uint8_t)die;
    for (int i = 0; i < depth; i++) {
        leaf->steps[i][0] = (uint8_t)w->path[i][0];
        leaf->steps[i][1] = (uint8_t)w->path[i][1];
    }
    return leaf;
}

static void
set_steps(Walk *w, Leaf *leaf, int depth)
{
    leaf->depth = (uint8_t)depth;
    for (int i = 0; i < depth; i++) {
        leaf->steps[i][0] = (uint8_t)w->path[i][0];
        leaf->steps[i][1] = (uint8_t)w->path[i][1];
    }
}

/* ``_steps`` for ``me``: outside is the number of my checkers off the home board (points 7..25). */
static int
options(Walk *w, int die, int outside, int found[][2])
{
    int n = 0;
    if (w->me[BAR]) {
        int target = BAR - die;
        if (w->them[target] > 1 || (w->empty_entry && (w->them[target] || w->me[target]))) {
            return 0;
        }
        found[0][0] = BAR;
        found[0][1] = target;
        return 1;
    }
    for (int i = 0; i < w->count_movers[die]; i++) {
        int p = w->movers[die][i];
        if (w->me[p]) {
            found[n][0] = p;
            found[n][1] = p - die;
            n++;
        }
    }
    if (!outside) {
        if (w->me[die]) {
            found[n][0] = die;
            found[n][1] = OFF;
            n++;
        }
        else {
            int highest = 6;
            while (highest && !w->me[highest]) {
                highest--;
            }
            if (highest && highest < die) {
                found[n][0] = highest;
                found[n][1] = OFF;
                n++;
            }
        }
    }
    return n;
}

static void
record_leaf(Walk *w, Key k, int depth, int overwrite)
{
    Slot *slot = table_slot(&w->leaf_map, k);
    if (slot == NULL) {
        w->failed = 1;
        return;
    }
    if (slot->value < 0) {
        Leaf *leaf = new_leaf(w, k, depth, 0);
        if (leaf != NULL) {
            slot->value = (int32_t)(leaf - w->leaves);
        }
    }
    else if (overwrite) {
        set_steps(w, &w->leaves[slot->value], depth);
    }
}

/* A double with four or more checkers outside: each multiset of steps once, highest point first. */
static void
multisets(Walk *w, int depth, Key k, int limit)
{
    int moves[MAX_OPTIONS][2], n = 0;
    if (w->failed) {
        return;
    }
    if (depth == 4) {
        record_leaf(w, k, depth, 1);
        return;
    }
    int die = w->high;
    if (w->me[BAR]) {
        n = options(w, die, 1, moves);
        if (!n) {
            record_leaf(w, k, depth, 1);
            return;
        }
    }
    else {
        int higher_left = 0;
        for (int i = 0; i < w->count_movers[die]; i++) {
            int p = w->movers[die][i];
            if (!w->me[p]) {
                continue;
            }
            if (p > limit) {
                higher_left = 1;
            }
            else {
                moves[n][0] = p;
                moves[n][1] = p - die;
                n++;
            }
        }
        if (!n) {
            if (!higher_left) {
                record_leaf(w, k, depth, 1);
            }
            return;
        }
    }
    for (int i = 0; i < n; i++) {
        int a = moves[i][0], b = moves[i][1];
        w->me[a]--;
        w->me[b]++;
        w->path[depth][0] = a;
        w->path[depth][1] = b;
        multisets(w, depth + 1, key_move(k, a, b, w->hit), a);
        w->me[a]++;
        w->me[b]--;
    }
}

/* A double near home: a depth-first walk that visits each board once per depth. */
static void
walk_double(Walk *w, int depth, Key k, int outside)
{
    int moves[MAX_OPTIONS][2], n = 0;
    if (w->failed) {
        return;
    }
    if (depth < 4) {
        n = options(w, w->high, outside, moves);
    }
    if (!n) {
        record_leaf(w, k, depth, 0);
        return;
    }
    Table *marks = &w->seen[depth + 1];
    for (int i = 0; i < n; i++) {
        int a = moves[i][0], b = moves[i][1];
        Key after = key_move(k, a, b, w->hit);
        Slot *slot = table_slot(marks, after);
        if (slot == NULL) {
            w->failed = 1;
            return;
        }
        if (slot->value >= 0) {
            continue;
        }
        slot->value = 0;
        w->me[a]--;
        w->me[b]++;
        w->path[depth][0] = a;
        w->path[depth][1] = b;
        walk_double(w, depth + 1, after, outside - (a > 6) + (b > 6));
        w->me[a]++;
        w->me[b]--;
    }
}

/* Two different dice, played in either order: the two-step leaves, or the one-step ones with the die used. */
static void
walk_two(Walk *w, Key k0, int high, int low, int outside0)
{
    int firsts[MAX_OPTIONS][2], seconds[MAX_OPTIONS][2];
    for (int order = 0; order < 2; order++) {
        int first = order ? low : high, second = order ? high : low;
        int n1 = options(w, first, outside0, firsts);
        for (int i = 0; i < n1; i++) {
            int a = firsts[i][0], b = firsts[i][1];
            w->me[a]--;
            w->me[b]++;
            w->path[0][0] = a;
            w->path[0][1] = b;
            Key k1 = key_move(k0, a, b, w->hit);
            int n2 = options(w, second, outside0 - (a > 6) + (b > 6), seconds);
            if (n2) {
                for (int j = 0; j < n2; j++) {
                    Slot *slot = table_slot(&w->two, key_move(k1, seconds[j][0], seconds[j][1], w->hit));
                    if (slot == NULL) {
                        w->failed = 1;
                        return;
                    }
                    if (slot->value < 0) {
                        w->path[1][0] = seconds[j][0];
                        w->path[1][1] = seconds[j][1];
                        Leaf *leaf = new_leaf(w, (Key){slot->lo, slot->hi}, 2, 0);
                        if (leaf == NULL) {
                            return;
                        }
                        slot->value = (int32_t)(leaf - w->leaves);
                    }
                }
            }
            else {
                Slot *slot = table_slot(&w->one, k1);
                if (slot == NULL) {
                    w->failed = 1;
                    return;
                }
                if (slot->value < 0) {
                    Leaf *leaf = new_leaf(w, k1, 1, first);
                    if (leaf == NULL) {
                        return;
                    }
                    slot->value = (int32_t)(leaf - w->leaves);
                }
                else if (w->leaves[slot->value].die < first) {
                    set_steps(w, &w->leaves[slot->value], 1);
                    w->leaves[slot->value].die = (uint8_t)first;
                }
            }
            w->me[a]++;
            w->me[b]--;
        }
    }
}

/* ---- notation: notation.format_play ---- */

static char *
put_point(char *out, int point)
{
    if (point == OFF) {
        memcpy(out, "off", 3);
        return out + 3;
    }
    if (point == BAR) {
        memcpy(out, "bar", 3);
        return out + 3;
    }
    if (point >= 10) {
        *out++ = (char)('0' + point / 10);
    }
    *out++ = (char)('0' + point % 10);
    return out;
}

static void
format_play(const Leaf *leaf, const int *them, char *out)
{
    int n = leaf->depth;
    if (!n) {
        strcpy(out, "pass");
        return;
    }
    int ordered[4][2];
    for (int i = 0; i < n; i++) { /* highest start first; same start: highest end first */
        int a = leaf->steps[i][0], b = leaf->steps[i][1], j = i;
        while (j > 0 && (ordered[j - 1][0] < a || (ordered[j - 1][0] == a && ordered[j - 1][1] < b))) {
            ordered[j][0] = ordered[j - 1][0];
            ordered[j][1] = ordered[j - 1][1];
            j--;
        }
        ordered[j][0] = a;
        ordered[j][1] = b;
    }
    /* join each checker's steps into chains (start, inner hit points, end), equal chains counted */
    int used[4] = {0, 0, 0, 0}, chains = 0;
    int start[4], end[4], inner[4][3], count_inner[4], repeats[4];
    for (int i = 0; i < n; i++) {
        if (used[i]) {
            continue;
        }
        int s = ordered[i][0], e = ordered[i][1], hits[3], h = 0;
        for (int j = i + 1; j < n; j++) {
            if (!used[j] && ordered[j][0] == e) {
                used[j] = 1;
                if (e >= 1 && e <= 24 && them[e]) {
                    hits[h++] = e;
                }
                e = ordered[j][1];
            }
        }
        int c = 0;
        for (; c < chains; c++) {
            if (start[c] == s && end[c] == e && count_inner[c] == h &&
                memcmp(inner[c], hits, (size_t)h * sizeof(int)) == 0) {
                repeats[c]++;
                break;
            }
        }
        if (c == chains) {
            start[c] = s;
            end[c] = e;
            count_inner[c] = h;
            memcpy(inner[c], hits, (size_t)h * sizeof(int));
            repeats[c] = 1;
            chains++;
        }
    }
    uint32_t starred = 0;
    char *o = out;
    for (int c = 0; c < chains; c++) {
        if (c) {
            *o++ = ' ';
        }
        o = put_point(o, start[c]);
        for (int i = 0; i < count_inner[c]; i++) {
            *o++ = '/';
            o = put_point(o, inner[c][i]);
            *o++ = '*';
            starred |= 1u << inner[c][i];
        }
        *o++ = '/';
        o = put_point(o, end[c]);
        if (end[c] >= 1 && end[c] <= 24 && them[end[c]] && !(starred & (1u << end[c]))) {
            *o++ = '*';
            starred |= 1u << end[c];
        }
        if (repeats[c] > 1) {
            *o++ = '(';
            *o++ = (char)('0' + repeats[c]);
            *o++ = ')';
        }
    }
    *o = '\0';
}

/* ---- building the Python objects ---- */

static PyObject *PlayType, *PositionType;
static PyObject *small_ints[CHECKERS * 2 + 2];
static PyObject *step_tuples[26][26];
static PyObject *empty_string;
static PyObject *s_mover, *s_opponent, *s_mover_waiting, *s_opponent_waiting, *s_same_direction;
static PyObject *s_notation, *s_steps, *s_result, *s_then;

/* ``object.__new__(cls)`` with its fields put straight into its __dict__ (frozen dataclasses) */
static PyObject *
new_instance(PyObject *cls, PyObject *const *names, PyObject *const *values, int count)
{
    PyTypeObject *type = (PyTypeObject *)cls;
    PyObject *object = type->tp_alloc(type, 0);
    if (object == NULL) {
        return NULL;
    }
    PyObject *dict = PyObject_GenericGetDict(object, NULL);
    if (dict == NULL) {
        Py_DECREF(object);
        return NULL;
    }
    for (int i = 0; i < count; i++) {
        if (PyDict_SetItem(dict, names[i], values[i]) < 0) {
            Py_DECREF(dict);
            Py_DECREF(object);
            return NULL;
        }
    }
    Py_DECREF(dict);
    return object;
}

static PyObject *
small_int(int value)
{
    PyObject *number = small_ints[value];
    Py_INCREF(number);
    return number;
}

static int
read_side(PyObject *position, PyObject *name, int *into)
{
    PyObject *side = PyObject_GetAttr(position, name);
    if (side == NULL) {
        return -1;
    }
    if (!PyTuple_Check(side) || PyTuple_GET_SIZE(side) != 25) {
        Py_DECREF(side);
        PyErr_SetString(PyExc_ValueError, "a side is a tuple of 25 counts");
        return -1;
    }
    for (int i = 0; i < 25; i++) {
        long value = PyLong_AsLong(PyTuple_GET_ITEM(side, i));
        if (value == -1 && PyErr_Occurred()) {
            Py_DECREF(side);
            return -1;
        }
        if (value < 0 || value > CHECKERS) {
            Py_DECREF(side);
            PyErr_SetString(PyExc_ValueError, "a point holds 0 to 15 checkers");
            return -1;
        }
        into[i] = (int)value;
    }
    Py_DECREF(side);
    return 0;
}

static int
compare_text(const void *a, const void *b)
{
    return strcmp((*(const Leaf *const *)a)->text, (*(const Leaf *const *)b)->text);
}

static PyObject *
build_play(Walk *w, const Leaf *leaf, int same, PyObject *same_object, PyObject *untouched,
           PyObject *their_waiting, PyObject *my_waiting)
{
    PyObject *mover, *mine, *steps, *notation, *result, *made;
    uint64_t hits = leaf->key.hi >> HIT_SHIFT;
    if (hits) {
        int theirs[25];
        theirs[0] = w->them[0];
        for (int p = 1; p <= 24; p++) {
            theirs[p] = w->them[p];
            if (hits & (1ULL << (p - 1))) {
                theirs[p] = 0;
                theirs[0]++;
            }
        }
        mover = PyTuple_New(25);
        if (mover == NULL) {
            return NULL;
        }
        for (int i = 0; i < 24; i++) {
            PyTuple_SET_ITEM(mover, i, small_int(theirs[same ? i + 1 : 24 - i]));
        }
        PyTuple_SET_ITEM(mover, 24, small_int(theirs[0]));
    }
    else {
        mover = untouched;
        Py_INCREF(mover);
    }
    mine = PyTuple_New(25);
    if (mine == NULL) {
        Py_DECREF(mover);
        return NULL;
    }
    for (int p = 1; p <= 25; p++) {
        int count = p <= 16 ? (int)((leaf->key.lo >> (4 * (p - 1))) & 15) : (int)((leaf->key.hi >> (4 * (p - 17))) & 15);
        PyTuple_SET_ITEM(mine, p - 1, small_int(count));
    }
    PyObject *position_values[5] = {mover, mine, their_waiting, my_waiting, same_object};
    PyObject *position_names[5] = {s_mover, s_opponent, s_mover_waiting, s_opponent_waiting, s_same_direction};
    result = new_instance(PositionType, position_names, position_values, 5);
    Py_DECREF(mover);
    Py_DECREF(mine);
    if (result == NULL) {
        return NULL;
    }
    steps = PyTuple_New(leaf->depth);
    if (steps == NULL) {
        Py_DECREF(result);
        return NULL;
    }
    for (int i = 0; i < leaf->depth; i++) {
        PyObject *step = step_tuples[leaf->steps[i][0]][leaf->steps[i][1]];
        Py_INCREF(step);
        PyTuple_SET_ITEM(steps, i, step);
    }
    notation = PyUnicode_FromString(leaf->text);
    if (notation == NULL) {
        Py_DECREF(result);
        Py_DECREF(steps);
        return NULL;
    }
    PyObject *play_values[4] = {notation, steps, result, empty_string};
    PyObject *play_names[4] = {s_notation, s_steps, s_result, s_then};
    made = new_instance(PlayType, play_names, play_values, 4);
    Py_DECREF(notation);
    Py_DECREF(steps);
    Py_DECREF(result);
    return made;
}

PyDoc_STRVAR(standard_plays_doc,
"standard_plays(position, high, low, empty_entry)\n--\n\n"
"The legal plays of the roll high-low (high >= low) in position under the standard\n"
"rules, as a tuple of Play sorted by notation: moves.generate's plays, in C.");

static PyObject *
standard_plays(PyObject *module, PyObject *args)
{
    PyObject *position;
    int high, low, empty_entry;
    if (!PyArg_ParseTuple(args, "Oiip:standard_plays", &position, &high, &low, &empty_entry)) {
        return NULL;
    }
    if (PlayType == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "bind(Play, Position) first");
        return NULL;
    }
    if (low < 1 || high > 6 || low > high) {
        PyErr_SetString(PyExc_ValueError, "the dice are two numbers from 1 to 6, the higher first");
        return NULL;
    }
    Walk *w = &walk_state;
    int mover[25], opponent[25];
    if (read_side(position, s_mover, mover) < 0 || read_side(position, s_opponent, opponent) < 0) {
        return NULL;
    }
    PyObject *same_object = PyObject_GetAttr(position, s_same_direction);
    if (same_object == NULL) {
        return NULL;
    }
    int same = PyObject_IsTrue(same_object);
    PyObject *their_waiting = PyObject_GetAttr(position, s_opponent_waiting);
    PyObject *my_waiting = PyObject_GetAttr(position, s_mover_waiting);
    PyObject *untouched = PyTuple_New(25);
    PyObject *plays = NULL;
    const Leaf **kept = NULL;
    if (same < 0 || their_waiting == NULL || my_waiting == NULL || untouched == NULL) {
        goto done;
    }

    w->me[0] = 0;
    for (int p = 1; p <= 25; p++) {
        w->me[p] = mover[p - 1];
    }
    w->me[WAIT] = 0; /* the standard rules never enter a waiting checker */
    w->them[0] = opponent[24];
    for (int p = 1; p <= 24; p++) {
        w->them[p] = same ? opponent[p - 1] : opponent[24 - p];
    }
    w->them[25] = w->them[26] = 0;
    w->empty_entry = empty_entry;
    w->high = high;
    w->hit[0] = 0;
    for (int p = 1; p <= 24; p++) {
        w->hit[p] = w->them[p] == 1 ? 1ULL << (HIT_SHIFT + p - 1) : 0;
    }
    w->hit[25] = 0;
    int dice[2] = {high, low};
    for (int i = 0; i < 2; i++) {
        int die = dice[i], n = 0;
        for (int p = 24; p > die; p--) {
            if (w->them[p - die] <= 1) {
                w->movers[die][n++] = p;
            }
        }
        w->count_movers[die] = n;
    }
    for (int i = 0; i < 24; i++) {
        PyTuple_SET_ITEM(untouched, i, small_int(w->them[same ? i + 1 : 24 - i]));
    }
    PyTuple_SET_ITEM(untouched, 24, small_int(w->them[0]));

    Key k0 = {0, 0};
    for (int p = 1; p <= 25; p++) {
        if (p <= 16) {
            k0.lo |= (uint64_t)w->me[p] << (4 * (p - 1));
        }
        else {
            k0.hi |= (uint64_t)w->me[p] << (4 * (p - 17));
        }
    }
    int outside0 = 0;
    for (int p = 7; p <= 25; p++) {
        outside0 += w->me[p];
    }
    w->count_leaves = 0;
    w->failed = 0;
    int most = 0, want_die = 0;
    if (high != low) {
        table_clear(&w->two);
        table_clear(&w->one);
        walk_two(w, k0, high, low, outside0);
        if (!w->failed) {
            int have_two = 0, have_high = 0;
            for (size_t i = 0; i < w->count_leaves; i++) {
                have_two |= w->leaves[i].depth == 2;
                have_high |= w->leaves[i].depth == 1 && w->leaves[i].die == high;
            }
            if (have_two) {
                most = 2;
            }
            else if (w->count_leaves) {
                most = 1;
                want_die = have_high ? high : 0;
            }
            else {
                new_leaf(w, k0, 0, 0); /* nothing can be played */
            }
        }
    }
    else {
        table_clear(&w->leaf_map);
        if (outside0 >= 4) {
            multisets(w, 0, k0, BAR);
        }
        else {
            for (int i = 0; i < 5; i++) {
                table_clear(&w->seen[i]);
            }
            walk_double(w, 0, k0, outside0);
        }
        for (size_t i = 0; i < w->count_leaves; i++) {
            if (w->leaves[i].depth > most) {
                most = w->leaves[i].depth;
            }
        }
    }
    if (w->failed) {
        PyErr_NoMemory();
        goto done;
    }
    kept = malloc((w->count_leaves + 1) * sizeof(Leaf *));
    if (kept == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    size_t count = 0;
    for (size_t i = 0; i < w->count_leaves; i++) {
        Leaf *leaf = &w->leaves[i];
        if (leaf->depth == most && (!want_die || leaf->die == want_die)) {
            format_play(leaf, w->them, leaf->text);
            kept[count++] = leaf;
        }
    }
    qsort(kept, count, sizeof(Leaf *), compare_text);
    plays = PyTuple_New((Py_ssize_t)count);
    if (plays == NULL) {
        goto done;
    }
    for (size_t i = 0; i < count; i++) {
        PyObject *made = build_play(w, kept[i], same, same_object, untouched, their_waiting, my_waiting);
        if (made == NULL) {
            Py_CLEAR(plays);
            goto done;
        }
        PyTuple_SET_ITEM(plays, (Py_ssize_t)i, made);
    }
done:
    free(kept);
    Py_XDECREF(untouched);
    Py_XDECREF(their_waiting);
    Py_XDECREF(my_waiting);
    Py_DECREF(same_object);
    return plays;
}

PyDoc_STRVAR(bind_doc,
"bind(play_class, position_class)\n--\n\n"
"The classes standard_plays makes its results of.");

static PyObject *
bind(PyObject *module, PyObject *args)
{
    PyObject *play, *position;
    if (!PyArg_ParseTuple(args, "O!O!:bind", &PyType_Type, &play, &PyType_Type, &position)) {
        return NULL;
    }
    Py_INCREF(play);
    Py_INCREF(position);
    Py_XSETREF(PlayType, play);
    Py_XSETREF(PositionType, position);
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"standard_plays", standard_plays, METH_VARARGS, standard_plays_doc},
    {"bind", bind, METH_VARARGS, bind_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "tutor.backgammon._plays",
    "The standard game's legal plays in C (the general walk, moves.generate, in C).", -1, methods,
};

#define INTERN(var, text) \
    if ((var = PyUnicode_InternFromString(text)) == NULL) return NULL

PyMODINIT_FUNC
PyInit__plays(void)
{
    Walk *w = &walk_state;
    if (table_init(&w->two, 1024) < 0 || table_init(&w->one, 256) < 0 || table_init(&w->leaf_map, 1024) < 0) {
        return PyErr_NoMemory();
    }
    for (int i = 0; i < 5; i++) {
        if (table_init(&w->seen[i], 256) < 0) {
            return PyErr_NoMemory();
        }
    }
    for (int i = 0; i < CHECKERS * 2 + 2; i++) {
        if ((small_ints[i] = PyLong_FromLong(i)) == NULL) {
            return NULL;
        }
    }
    for (int a = 0; a < 26; a++) {
        for (int b = 0; b < 26; b++) {
            if ((step_tuples[a][b] = Py_BuildValue("(ii)", a, b)) == NULL) {
                return NULL;
            }
        }
    }
    INTERN(empty_string, "");
    INTERN(s_mover, "mover");
    INTERN(s_opponent, "opponent");
    INTERN(s_mover_waiting, "mover_waiting");
    INTERN(s_opponent_waiting, "opponent_waiting");
    INTERN(s_same_direction, "same_direction");
    INTERN(s_notation, "notation");
    INTERN(s_steps, "steps");
    INTERN(s_result, "result");
    INTERN(s_then, "then");
    PyObject *module = PyModule_Create(&module_def);
    if (module == NULL) {
        return NULL;
    }
    if (PyModule_AddStringConstant(module, "SOURCE_SHA256", SOURCE_SHA256) < 0) {
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
