/* Self-play training of the strong backgammon player's evaluator (tools/train_backgammon.py drives it).
 *
 * A network of one hidden layer (rectified linear units) evaluates a position with a side about to roll: seven outputs,
 * each a probability from that side's point of view (tutor/backgammon/evaluator.py reads the same
 * inputs and outputs):
 *
 *   win, win a gammon, win a backgammon, lose a gammon, lose a backgammon,
 *   win x (the loser's checkers not borne off / 15), lose x (own checkers not borne off / 15)
 *
 * It learns by temporal differences from its own games (TD(lambda), as Tesauro's TD-Gammon did):
 * each game is played greedily by the current network, then every position of it is moved towards
 * its lambda-return (the offline forward view: the same updates as accumulating traces over the
 * game, without a trace per weight).  Nothing comes from another program's evaluations.
 *
 * The rules are the engine's defaults (tutor/backgammon/rules.py, turns.py, moves.py) for the three
 * variants: standard backgammon; Acey-Deucey (all checkers start off the board; a 1-2 played in
 * full is followed by a double of the player's choice and another roll); Russian backgammon (both
 * sides run the same way; after a player's first turn a double is played, then its complement,
 * then the player rolls again).  tools/train_backgammon.py checks this file's plays against the
 * engine's on random positions before it trains.
 *
 * Built by the driver with the machine's gcc into a shared library; plain C99, no dependencies.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { STANDARD = 0, ACEY = 1, RUSSIAN = 2 };
#define BAR 25
#define WAIT 26
#define OFF 0
#define CHECKERS 15

#define SIDE_INPUTS 104
#define INPUTS (2 * SIDE_INPUTS + 1)
#define OUTPUTS 7
#define MAX_HIDDEN 256
#define MAX_ACTIVE 128

/* A position seen from the side on roll ("me"): me[1..24] its points in its own numbering, me[25]
 * its bar, me[26] its checkers waiting to enter; them[1..24] the opponent's checkers on MY points,
 * them[0] the opponent's bar; twait the opponent's checkers waiting.  56 bytes. */
typedef struct {
    uint8_t me[27];
    uint8_t them[25];
    uint8_t twait;
    uint8_t pad[3];
} Pos;

/* ------------------------------------------------------------------ random numbers (splitmix64) */

static uint64_t rng_state;

static uint64_t next_random(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int die(void) { return (int)(next_random() % 6) + 1; }

static double uniform(void) { return (next_random() >> 11) * (1.0 / 9007199254740992.0); }

/* ------------------------------------------------------------------ sets of positions */

typedef struct {
    Pos *items;
    int count, capacity;
    int32_t *table;
    uint32_t mask;
} PosSet;

static uint64_t hash_pos(const Pos *p)
{
    uint64_t words[7], h = 0x12345678ULL;
    memcpy(words, p, sizeof words);
    for (int i = 0; i < 7; i++) {
        h = (h ^ words[i]) * 0x9E3779B97F4A7C15ULL;
        h ^= h >> 29;
    }
    return h;
}

static void set_init(PosSet *s, int capacity)
{
    s->capacity = capacity;
    s->items = malloc(sizeof(Pos) * (size_t)capacity);
    uint32_t size = 1;
    while (size < (uint32_t)capacity * 2) size <<= 1;
    s->mask = size - 1;
    s->table = malloc(sizeof(int32_t) * size);
    memset(s->table, 0xff, sizeof(int32_t) * size);
    s->count = 0;
}

static void set_clear(PosSet *s)
{
    for (int i = 0; i < s->count; i++) {
        uint32_t slot = (uint32_t)hash_pos(&s->items[i]) & s->mask;
        while (s->table[slot] >= 0) {
            s->table[slot] = -1;
            slot = (slot + 1) & s->mask;
        }
    }
    s->count = 0;
}

/* adds p unless it is there; 1 if added (or the set is full: then nothing is added, 0) */
static int set_add(PosSet *s, const Pos *p)
{
    uint32_t slot = (uint32_t)hash_pos(p) & s->mask;
    while (s->table[slot] >= 0) {
        if (!memcmp(&s->items[s->table[slot]], p, sizeof(Pos))) return 0;
        slot = (slot + 1) & s->mask;
    }
    if (s->count >= s->capacity) return 0;
    s->items[s->count] = *p;
    s->table[slot] = s->count++;
    return 1;
}

/* ------------------------------------------------------------------ the rules */

/* The single steps one die allows (moves.py: _steps and _variant_steps, the default rules). */
static int steps(const Pos *p, int d, int variant, uint8_t out[][2])
{
    const uint8_t *me = p->me, *them = p->them;
    int n = 0;
    if (me[BAR] || variant == STANDARD || !me[WAIT]) {
        if (me[BAR]) {
            int t = 25 - d;
            if (them[t] <= 1) { out[n][0] = BAR; out[n][1] = (uint8_t)t; n++; }
            return n;
        }
        int high = 24;
        while (high && !me[high]) high--;
        int home = high <= 6;
        for (int q = high; q > 0; q--) {
            if (!me[q]) continue;
            int t = q - d;
            if (t >= 1) {
                if (them[t] <= 1) { out[n][0] = (uint8_t)q; out[n][1] = (uint8_t)t; n++; }
            } else if (home && (t == 0 || q == high)) {
                out[n][0] = (uint8_t)q; out[n][1] = OFF; n++;
            }
        }
        return n;
    }
    /* checkers still waiting (the variants): enter one as from the bar, or move one on the board */
    int t = 25 - d;
    if (them[t] <= 1) { out[n][0] = BAR; out[n][1] = (uint8_t)t; n++; }
    for (int q = 24; q > 0; q--)
        if (me[q] && q - d >= 1 && them[q - d] <= 1) { out[n][0] = (uint8_t)q; out[n][1] = (uint8_t)(q - d); n++; }
    return n;
}

static void apply_step(Pos *p, int from, int to)
{
    if (from == BAR && !p->me[BAR]) from = WAIT;
    p->me[from]--;
    if (to == OFF) return;
    p->me[to]++;
    if (p->them[to] == 1) { p->them[to] = 0; p->them[0]++; }
}

static PosSet level_a[5], level_b[5], scratch;
static int sets_ready = 0;

static void ensure_sets(void)
{
    if (sets_ready) return;
    for (int i = 0; i < 5; i++) { set_init(&level_a[i], 20000); set_init(&level_b[i], 20000); }
    set_init(&scratch, 40000);
    sets_ready = 1;
}

static void expand(PosSet *from, PosSet *to, int d, int variant)
{
    uint8_t found[32][2];
    set_clear(to);
    for (int i = 0; i < from->count; i++) {
        int n = steps(&from->items[i], d, variant, found);
        for (int k = 0; k < n; k++) {
            Pos next = from->items[i];
            apply_step(&next, found[k][0], found[k][1]);
            set_add(to, &next);
        }
    }
}

/* The positions one part of a turn can leave (moves.generate): `values` two different dice, or
 * `count` moves of one number.  Returns the most moves played; the positions go to `out`. */
static int generate(const Pos *start, int first, int second, int count, int variant, PosSet *out)
{
    set_clear(out);
    if (count == 2 && first != second) {
        int high = first > second ? first : second, low = first + second - high;
        set_clear(&level_a[0]); set_add(&level_a[0], start);
        expand(&level_a[0], &level_a[1], high, variant);
        expand(&level_a[1], &level_a[2], low, variant);
        set_clear(&level_b[0]); set_add(&level_b[0], start);
        expand(&level_b[0], &level_b[1], low, variant);
        expand(&level_b[1], &level_b[2], high, variant);
        if (level_a[2].count || level_b[2].count) {
            for (int i = 0; i < level_a[2].count; i++) set_add(out, &level_a[2].items[i]);
            for (int i = 0; i < level_b[2].count; i++) set_add(out, &level_b[2].items[i]);
            return 2;
        }
        PosSet *one = level_a[1].count ? &level_a[1] : &level_b[1];
        if (one->count) {
            for (int i = 0; i < one->count; i++) set_add(out, &one->items[i]);
            return 1;
        }
        set_add(out, start);
        return 0;
    }
    set_clear(&level_a[0]); set_add(&level_a[0], start);
    int depth = 0;
    for (int k = 0; k < count; k++) {
        expand(&level_a[k], &level_a[k + 1], first, variant);
        if (!level_a[k + 1].count) break;
        depth = k + 1;
    }
    for (int i = 0; i < level_a[depth].count; i++) set_add(out, &level_a[depth].items[i]);
    return depth;
}

static int borne_off(const uint8_t *side, int slots, int waiting)
{
    int on = waiting;
    for (int i = 1; i <= slots; i++) on += side[i];
    return CHECKERS - on;
}

static int my_off(const Pos *p) { return borne_off(p->me, 26, 0); }

static int their_off(const Pos *p)
{
    int on = p->twait;
    for (int i = 0; i <= 24; i++) on += p->them[i];
    return CHECKERS - on;
}

/* The other side on roll: its points in its own numbering. */
static Pos swapped(const Pos *p, int same_direction)
{
    Pos s;
    memset(&s, 0, sizeof s);
    for (int q = 1; q <= 24; q++) {
        int mine = same_direction ? q : 25 - q;
        s.me[q] = p->them[mine];
        s.them[q] = p->me[mine];
    }
    s.me[BAR] = p->them[0];
    s.me[WAIT] = p->twait;
    s.them[0] = p->me[BAR];
    s.twait = p->me[WAIT];
    return s;
}

static Pos start_position(int variant)
{
    Pos p;
    memset(&p, 0, sizeof p);
    if (variant != STANDARD) {
        p.me[WAIT] = CHECKERS;
        p.twait = CHECKERS;
        return p;
    }
    int points[4] = {24, 13, 8, 6}, counts[4] = {2, 5, 3, 5};
    for (int i = 0; i < 4; i++) {
        p.me[points[i]] = (uint8_t)counts[i];
        p.them[25 - points[i]] = (uint8_t)counts[i];
    }
    return p;
}

/* ------------------------------------------------------------------ the network */

typedef struct {
    int hidden;
    float *w1;  /* INPUTS x hidden, one row per input */
    float *b1;  /* hidden */
    float *w2;  /* OUTPUTS x hidden */
    float *b2;  /* OUTPUTS */
} Net;

static void bind_net(Net *net, float *weights, int hidden)
{
    net->hidden = hidden;
    net->w1 = weights;
    net->b1 = net->w1 + INPUTS * hidden;
    net->w2 = net->b1 + hidden;
    net->b2 = net->w2 + OUTPUTS * hidden;
}

int weight_count(int hidden) { return INPUTS * hidden + hidden + OUTPUTS * hidden + OUTPUTS; }

typedef struct {
    int n;
    int index[MAX_ACTIVE];
    float value[MAX_ACTIVE];
} Inputs;

static void put(Inputs *x, int index, float value)
{
    x->index[x->n] = index;
    x->value[x->n] = value;
    x->n++;
}

static void side_inputs(Inputs *x, int base, const uint8_t own[25], int bar, int waiting)
{
    int pips = 0, on = bar + waiting;
    for (int q = 1; q <= 24; q++) {
        int n = own[q];
        if (!n) continue;
        on += n;
        pips += q * n;
        int at = base + (q - 1) * 4;
        put(x, at, 1.0f);
        if (n >= 2) put(x, at + 1, 1.0f);
        if (n >= 3) put(x, at + 2, 1.0f);
        if (n > 3) put(x, at + 3, (n - 3) / 2.0f);
    }
    pips += 25 * (bar + waiting);
    if (bar >= 1) put(x, base + 96, 1.0f);
    if (bar >= 2) put(x, base + 97, 1.0f);
    if (bar > 2) put(x, base + 98, (bar - 2) / 2.0f);
    if (waiting) { put(x, base + 99, 1.0f); put(x, base + 100, waiting / 15.0f); }
    int off = CHECKERS - on;
    if (off) { put(x, base + 101, 1.0f); put(x, base + 102, off / 15.0f); }
    if (pips) put(x, base + 103, pips / 200.0f);
}

/* Can a checker still meet an opposing one?  (Standard geometry: my rearmost checker is behind the
 * opponent's rearmost; Russian backgammon, one direction: either side has a checker behind one of the
 * other's.)  Checkers on the bar or waiting are at 25 of their side's numbering. */
static int contact(const Pos *p, int same_direction)
{
    int my_back = p->me[BAR] || p->me[WAIT] ? 25 : 0, my_front = 26;
    for (int q = 24; q >= 1 && !my_back; q--) if (p->me[q]) my_back = q;
    for (int q = 1; q <= 25; q++) if (q == 25 ? (p->me[BAR] || p->me[WAIT]) : p->me[q]) { my_front = q; break; }
    if (!same_direction) {
        int their_back = p->them[0] || p->twait ? 0 : 25;  /* in my numbering: they move up */
        for (int q = 1; q <= 24 && their_back == 25; q++) if (p->them[q]) their_back = q;
        return my_back > their_back;
    }
    int their_back = p->them[0] || p->twait ? 25 : 0, their_front = 26;
    for (int q = 24; q >= 1 && !their_back; q--) if (p->them[q]) their_back = q;
    for (int q = 1; q <= 25; q++) if (q == 25 ? (p->them[0] || p->twait) : p->them[q]) { their_front = q; break; }
    return my_back > their_front || their_back > my_front;
}

static void encode(const Pos *p, int same_direction, Inputs *x)
{
    uint8_t other[25];
    x->n = 0;
    side_inputs(x, 0, p->me, p->me[BAR], p->me[WAIT]);
    other[0] = 0;
    for (int q = 1; q <= 24; q++) other[q] = p->them[same_direction ? q : 25 - q];
    side_inputs(x, SIDE_INPUTS, other, p->them[0], p->twait);
    if (contact(p, same_direction)) put(x, 2 * SIDE_INPUTS, 1.0f);
}

static float sigmoid(float z) { return 1.0f / (1.0f + expf(-z)); }

static void forward(const Net *net, const Inputs *x, float *hidden, float *out)
{
    int h = net->hidden;
    float acc[MAX_HIDDEN];
    memcpy(acc, net->b1, sizeof(float) * (size_t)h);
    for (int a = 0; a < x->n; a++) {
        const float *row = net->w1 + (size_t)x->index[a] * (size_t)h;
        float v = x->value[a];
        if (v == 1.0f)
            for (int j = 0; j < h; j++) acc[j] += row[j];
        else
            for (int j = 0; j < h; j++) acc[j] += v * row[j];
    }
    for (int j = 0; j < h; j++) hidden[j] = acc[j] > 0.0f ? acc[j] : 0.0f;  /* rectified: cheap here and in Python */
    for (int k = 0; k < OUTPUTS; k++) {
        const float *row = net->w2 + k * h;
        float z = net->b2[k];
        for (int j = 0; j < h; j++) z += row[j] * hidden[j];
        out[k] = sigmoid(z);
    }
}

/* The outputs of a position from the other side's point of view. */
static void flip(const float *v, float *f)
{
    float w[OUTPUTS];
    memcpy(w, v, sizeof w);
    f[0] = 1.0f - w[0];
    f[1] = w[3]; f[2] = w[4]; f[3] = w[1]; f[4] = w[2];
    f[5] = w[6]; f[6] = w[5];
}

/* What a position is worth to the side on roll, by the variant's default scoring. */
static float equity(const float *v, int variant)
{
    if (variant == RUSSIAN) return 2.0f * v[0] - 1.0f;
    return 2.0f * v[0] - 1.0f + v[1] - v[3] + v[2] - v[4];
}

/* The side on roll has just borne off its last checker in p: the outputs, its point of view. */
static void won(const Pos *p, int same_direction, float *z)
{
    (void)same_direction;
    int off = their_off(p);
    int stragglers = p->them[0] + p->twait;
    /* the loser's own points 19..24 (where his course began) */
    for (int q = 19; q <= 24; q++) stragglers += p->them[same_direction ? q : 25 - q];
    z[0] = 1.0f;
    z[1] = off == 0;
    z[2] = off == 0 && stragglers > 0;
    z[3] = z[4] = 0.0f;
    z[5] = (CHECKERS - off) / 15.0f;
    z[6] = 0.0f;
}

/* The evaluation the players use, faster than encode + forward and with the same sums in the same order
 * (so the same values): the rows of the side on roll are summed once and kept while the plays of a roll
 * leave that side as it was (they hit nothing), and only the outputs the equity needs are computed. */
static uint8_t kept_side[27];
static float kept_sum[MAX_HIDDEN];
static const Net *kept_net = NULL;
static long kept_version = -1, weights_version = 0;

static void forward_fast(const Net *net, const Pos *p, int same_direction, int outputs, float *out)
{
    int h = net->hidden;
    float acc[MAX_HIDDEN];
    if (kept_net != net || kept_version != weights_version || memcmp(kept_side, p->me, 27)) {
        Inputs x;
        x.n = 0;
        side_inputs(&x, 0, p->me, p->me[BAR], p->me[WAIT]);
        memcpy(kept_sum, net->b1, sizeof(float) * (size_t)h);
        for (int a = 0; a < x.n; a++) {
            const float *row = net->w1 + (size_t)x.index[a] * (size_t)h;
            float v = x.value[a];
            if (v == 1.0f)
                for (int j = 0; j < h; j++) kept_sum[j] += row[j];
            else
                for (int j = 0; j < h; j++) kept_sum[j] += v * row[j];
        }
        memcpy(kept_side, p->me, 27);
        kept_net = net;
        kept_version = weights_version;
    }
    memcpy(acc, kept_sum, sizeof(float) * (size_t)h);
    Inputs x;
    uint8_t other[25];
    x.n = 0;
    other[0] = 0;
    for (int q = 1; q <= 24; q++) other[q] = p->them[same_direction ? q : 25 - q];
    side_inputs(&x, SIDE_INPUTS, other, p->them[0], p->twait);
    if (contact(p, same_direction)) put(&x, 2 * SIDE_INPUTS, 1.0f);
    for (int a = 0; a < x.n; a++) {
        const float *row = net->w1 + (size_t)x.index[a] * (size_t)h;
        float v = x.value[a];
        if (v == 1.0f)
            for (int j = 0; j < h; j++) acc[j] += row[j];
        else
            for (int j = 0; j < h; j++) acc[j] += v * row[j];
    }
    for (int j = 0; j < h; j++) acc[j] = acc[j] > 0.0f ? acc[j] : 0.0f;
    for (int k = 0; k < OUTPUTS; k++) {
        if (k >= outputs) { out[k] = 0.0f; continue; }
        const float *row = net->w2 + k * h;
        float z = net->b2[k];
        for (int j = 0; j < h; j++) z += row[j] * acc[j];
        out[k] = sigmoid(z);
    }
}

static float value_for_me(const Net *net, const Pos *after, int again, int variant)
{
    float v[OUTPUTS], f[OUTPUTS];
    int same = variant == RUSSIAN, outputs = variant == RUSSIAN ? 1 : 5;
    if (my_off(after) == CHECKERS) {
        won(after, same, v);
        return equity(v, variant);
    }
    if (again) {
        forward_fast(net, after, same, outputs, v);
        return equity(v, variant);
    }
    Pos other = swapped(after, same);
    forward_fast(net, &other, same, outputs, v);
    flip(v, f);
    return equity(f, variant);
}

/* ------------------------------------------------------------------ playing a turn */

typedef float (*Judge)(const Pos *after, int again, int variant, void *context);

typedef struct {
    const Net *net;
} NetJudge;

static float judge_net(const Pos *after, int again, int variant, void *context)
{
    return value_for_me(((NetJudge *)context)->net, after, again, variant);
}

static float pubeval_score(const Pos *p, int race);
static int is_race(const Pos *p) { return !contact(p, 0); }

typedef struct {
    int race;
} PubJudge;

static float judge_pubeval(const Pos *after, int again, int variant, void *context)
{
    (void)again; (void)variant;
    return pubeval_score(after, ((PubJudge *)context)->race);
}

enum { REST_NONE = 0, REST_COMPLEMENT = 1, REST_NAMED = 2 };
#define MOST_LOOK 8

static PosSet candidates, inner;

/* The best ending of a turn whose first part left p (played in full): the complement `number` four
 * times (Russian backgammon), or any double the player names (Acey-Deucey); then the same side rolls
 * again if that was played in full.  Returns its value; *end and *again say what it leaves. */
static float best_rest(const Pos *p, int rest, int number, int variant, Judge judge, void *context, Pos *end,
                       int *again)
{
    float best = -1e30f;
    int low = rest == REST_NAMED ? 1 : number, high = rest == REST_NAMED ? 6 : number;
    for (int d = low; d <= high; d++) {
        int more = generate(p, d, d, 4, variant, &inner) == 4;
        for (int i = 0; i < inner.count; i++) {
            float v = judge(&inner.items[i], more, variant, context);
            if (v > best) { best = v; *end = inner.items[i]; *again = more; }
        }
    }
    return best;
}

/* Plays a part of a turn (two dice, or `count` moves of one number) and what follows it (`rest`),
 * for `judge`.  A part followed by more is first judged as if its side were on roll, and the `look`
 * best by that judgement are played out to the end of the turn.  Returns 1 when the same side rolls
 * again. */
static int play_part(Pos *p, int first, int second, int count, int rest, int number, int variant, Judge judge,
                     void *context, int look)
{
    int full = generate(p, first, second, count, variant, &candidates) == count;
    int following = full && rest != REST_NONE;
    static float values[40000];
    int best = 0;
    for (int i = 0; i < candidates.count; i++) {
        values[i] = judge(&candidates.items[i], following, variant, context);
        if (values[i] > values[best]) best = i;
    }
    if (!following) {
        *p = candidates.items[best];
        return 0;
    }
    if (look < 1) look = 1;
    if (look > MOST_LOOK) look = MOST_LOOK;
    Pos top[MOST_LOOK];
    int tops = 0;
    for (; tops < look && tops < candidates.count; tops++) {
        int at = -1;
        for (int i = 0; i < candidates.count; i++)
            if (values[i] > -1e29f && (at < 0 || values[i] > values[at])) at = i;
        top[tops] = candidates.items[at];
        values[at] = -1e30f;
    }
    float best_value = -1e30f;
    int again = 0;
    for (int t = 0; t < tops; t++) {
        Pos end;
        int more = 0;
        float v = best_rest(&top[t], rest, number, variant, judge, context, &end, &more);
        if (v > best_value) { best_value = v; *p = end; again = more; }
    }
    return again;
}

/* Plays one whole turn of roll (a, b) for the side on roll.  Returns 1 when the same side rolls again. */
static int play_turn(Pos *p, int a, int b, int variant, Judge judge, void *context, int look)
{
    int high = a > b ? a : b, low = a + b - high;
    if (variant == ACEY && high == 2 && low == 1)
        return play_part(p, 2, 1, 2, REST_NAMED, 0, variant, judge, context, look);
    if (high == low) {
        if (variant == RUSSIAN && p->me[WAIT] != CHECKERS)
            return play_part(p, high, high, 4, REST_COMPLEMENT, 7 - high, variant, judge, context, look);
        return play_part(p, high, high, 4, REST_NONE, 0, variant, judge, context, look);
    }
    return play_part(p, high, low, 2, REST_NONE, 0, variant, judge, context, look);
}

/* ------------------------------------------------------------------ pubeval (Tesauro, public domain) */

static const float pub_race[122] = {
    .00000f, -.17160f, .27010f, .29906f, -.08471f, .00000f, -1.40375f, -1.05121f, .07217f, -.01351f,
    .00000f, -1.29506f, -2.16183f, .13246f, -1.03508f, .00000f, -2.29847f, -2.34631f, .17253f, .08302f,
    .00000f, -1.27266f, -2.87401f, -.07456f, -.34240f, .00000f, -1.34640f, -2.46556f, -.13022f, -.01591f,
    .00000f, .27448f, .60015f, .48302f, .25236f, .00000f, .39521f, .68178f, .05281f, .09266f,
    .00000f, .24855f, -.06844f, -.37646f, .05685f, .00000f, .17405f, .00430f, .74427f, .00576f,
    .00000f, .12392f, .31202f, -.91035f, -.16270f, .00000f, .01418f, -.10839f, -.02781f, -.88035f,
    .00000f, 1.07274f, 2.00366f, 1.16242f, .22520f, .00000f, .85631f, 1.06349f, 1.49549f, .18966f,
    .00000f, .37183f, -.50352f, -.14818f, .12039f, .00000f, .13681f, .13978f, 1.11245f, -.12707f,
    .00000f, -.22082f, .20178f, -.06285f, -.52728f, .00000f, -.13597f, -.19412f, -.09308f, -1.26062f,
    .00000f, 3.05454f, 5.16874f, 1.50680f, 5.35000f, .00000f, 2.19605f, 3.85390f, .88296f, 2.30052f,
    .00000f, .92321f, 1.08744f, -.11696f, -.78560f, .00000f, -.09795f, -.83050f, -1.09167f, -4.94251f,
    .00000f, -1.00316f, -3.66465f, -2.56906f, -9.67677f, .00000f, -2.77982f, -7.26713f, -3.40177f, -12.32252f,
    .00000f, 3.42040f};
static const float pub_contact[122] = {
    .25696f, -.66937f, -1.66135f, -2.02487f, -2.53398f, -.16092f, -1.11725f, -1.06654f, -.92830f, -1.99558f,
    -1.10388f, -.80802f, .09856f, -.62086f, -1.27999f, -.59220f, -.73667f, .89032f, -.38933f, -1.59847f,
    -1.50197f, -.60966f, 1.56166f, -.47389f, -1.80390f, -.83425f, -.97741f, -1.41371f, .24500f, .10970f,
    -1.36476f, -1.05572f, 1.15420f, .11069f, -.38319f, -.74816f, -.59244f, .81116f, -.39511f, .11424f,
    -.73169f, -.56074f, 1.09792f, .15977f, .13786f, -1.18435f, -.43363f, 1.06169f, -.21329f, .04798f,
    -.94373f, -.22982f, 1.22737f, -.13099f, -.06295f, -.75882f, -.13658f, 1.78389f, .30416f, .36797f,
    -.69851f, .13003f, 1.23070f, .40868f, -.21081f, -.64073f, .31061f, 1.59554f, .65718f, .25429f,
    -.80789f, .08240f, 1.78964f, .54304f, .41174f, -1.06161f, .07851f, 2.01451f, .49786f, .91936f,
    -.90750f, .05941f, 1.83120f, .58722f, 1.28777f, -.83711f, -.33248f, 2.64983f, .52698f, .82132f,
    -.58897f, -1.18223f, 3.35809f, .62017f, .57353f, -.07276f, -.36214f, 4.37655f, .45481f, .21746f,
    .10504f, -.61977f, 3.54001f, .04612f, -.18108f, .63211f, -.87046f, 2.47673f, -.48016f, -1.27157f,
    .86505f, -1.11342f, 1.24612f, -.82385f, -2.77082f, 1.23606f, -1.59529f, .10438f, -1.30206f, -4.11520f,
    5.62596f, -2.75800f};

/* pubeval's score of the position a play leaves, the mover still "me" (standard game only) */
static float pubeval_score(const Pos *p, int race)
{
    if (my_off(p) == CHECKERS) return 99999999.0f;
    const float *w = race ? pub_race : pub_contact;
    float score = 0.0f;
    for (int j = 1; j <= 24; j++) {
        int point = 25 - j;
        int n = p->me[point] ? p->me[point] : -(int)p->them[point];
        const float *wj = w + 5 * (j - 1);
        if (n == -1) score += wj[0];
        if (n == 1) score += wj[1];
        if (n >= 2) score += wj[2];
        if (n == 3) score += wj[3];
        if (n >= 4) score += wj[4] * (n - 3) / 2.0f;
    }
    score += w[120] * (p->them[0] / 2.0f);  /* x[120] = -pos[0]/2, pos[0] = -(their bar) */
    score += w[121] * (my_off(p) / 15.0f);
    return score;
}

/* ------------------------------------------------------------------ games */

#define MAX_TURNS 2000

typedef struct {
    Pos pos;
    int mover;
} Step;

static Step history[MAX_TURNS + 1];

/* One game between judges (side 0 and side 1; `first` rolls first).  Returns the points side 0 won
 * (negative when it lost) by the variant's default scoring, and fills history (the positions
 * before each roll) for training. */
static int play_game(int variant, Judge judges[2], void *contexts[2], int first, int look, int *turns_out,
                     float *final_z, int *final_mover)
{
    Pos p = start_position(variant);
    int mover = first, turns = 0, opening = 1;
    int same = variant == RUSSIAN;
    while (turns < MAX_TURNS) {
        history[turns].pos = p;
        history[turns].mover = mover;
        turns++;
        int a = die(), b = die();
        while (opening && a == b && variant != ACEY) { a = die(); b = die(); }
        opening = 0;
        if (judges[mover] == judge_pubeval) ((PubJudge *)contexts[mover])->race = is_race(&p);
        int again = play_turn(&p, a, b, variant, judges[mover], contexts[mover], look);
        if (my_off(&p) == CHECKERS) {
            won(&p, same, final_z);
            *final_mover = mover;
            *turns_out = turns;
            int points = 1;
            if (variant != RUSSIAN) points = final_z[2] > 0.5f ? 3 : final_z[1] > 0.5f ? 2 : 1;
            return mover == 0 ? points : -points;
        }
        if (!again) {
            p = swapped(&p, same);
            mover = 1 - mover;
        }
    }
    *turns_out = 0;  /* too long: not used for training */
    return 0;
}

/* ------------------------------------------------------------------ training */

static float hiddens[MAX_TURNS + 1][MAX_HIDDEN];
static float outputs[MAX_TURNS + 1][OUTPUTS];
static Inputs inputs_of[MAX_TURNS + 1];

/* One step of gradient descent on the cross-entropy of the outputs against `target`, each layer's step
 * divided by the squared length of its input (normalised least mean squares): a position has a few
 * dozen inputs at 1 and the hidden layer many units active, so a plain step would move the sums by
 * far more than `alpha` of the error. */
static void update(Net *net, int t, const float *target, float alpha)
{
    int h = net->hidden;
    weights_version++;
    float delta[OUTPUTS], grad[MAX_HIDDEN];
    const Inputs *x = &inputs_of[t];
    float norm1 = 1.0f, norm2 = 1.0f;
    for (int a = 0; a < x->n; a++) norm1 += x->value[a] * x->value[a];
    for (int j = 0; j < h; j++) norm2 += hiddens[t][j] * hiddens[t][j];
    float alpha1 = alpha / norm1, alpha2 = alpha / norm2;
    for (int k = 0; k < OUTPUTS; k++) delta[k] = target[k] - outputs[t][k];
    for (int j = 0; j < h; j++) {
        float g = 0.0f;
        for (int k = 0; k < OUTPUTS; k++) g += delta[k] * net->w2[k * h + j];
        grad[j] = hiddens[t][j] > 0.0f ? g : 0.0f;
    }
    for (int k = 0; k < OUTPUTS; k++) {
        float *row = net->w2 + k * h;
        for (int j = 0; j < h; j++) row[j] += alpha2 * delta[k] * hiddens[t][j];
        net->b2[k] += alpha2 * delta[k];
    }
    for (int a = 0; a < x->n; a++) {
        float *row = net->w1 + (size_t)x->index[a] * (size_t)h;
        float v = alpha1 * x->value[a];
        for (int j = 0; j < h; j++) row[j] += v * grad[j];
    }
    for (int j = 0; j < h; j++) net->b1[j] += alpha1 * grad[j];
}

/* Trains `weights` (weight_count(hidden) floats) by `games` games of self-play.  Returns the mean
 * number of turns per game. */
double train(float *weights, int hidden, int variant, int games, uint64_t seed, double alpha, double lambda,
             int look)
{
    ensure_sets();
    if (!candidates.items) { set_init(&candidates, 40000); set_init(&inner, 40000); }
    rng_state = seed;
    Net net;
    bind_net(&net, weights, hidden);
    NetJudge judge = {&net};
    Judge judges[2] = {judge_net, judge_net};
    void *contexts[2] = {&judge, &judge};
    int same = variant == RUSSIAN;
    long total_turns = 0;
    for (int g = 0; g < games; g++) {
        int turns, winner;
        float z[OUTPUTS], ret[OUTPUTS], v[OUTPUTS];
        play_game(variant, judges, contexts, (int)(next_random() & 1), look, &turns, z, &winner);
        if (!turns) continue;
        total_turns += turns;
        for (int t = 0; t < turns; t++) {
            encode(&history[t].pos, same, &inputs_of[t]);
            forward(&net, &inputs_of[t], hiddens[t], outputs[t]);
        }
        /* the lambda-returns, from the end back, each in its own mover's point of view */
        if (history[turns - 1].mover == winner) memcpy(ret, z, sizeof ret); else flip(z, ret);
        float targets[OUTPUTS];
        for (int t = turns - 1; t >= 0; t--) {
            if (t < turns - 1) {
                /* ret holds the return of t + 1 in t + 1's mover's view, outputs[t + 1] its value */
                float next_value[OUTPUTS], next_return[OUTPUTS];
                if (history[t + 1].mover == history[t].mover) {
                    memcpy(next_value, outputs[t + 1], sizeof next_value);
                    memcpy(next_return, ret, sizeof next_return);
                } else {
                    flip(outputs[t + 1], next_value);
                    flip(ret, next_return);
                }
                for (int k = 0; k < OUTPUTS; k++)
                    ret[k] = (float)((1.0 - lambda) * next_value[k] + lambda * next_return[k]);
            }
            memcpy(targets, ret, sizeof targets);
            /* the impossible outcomes are known: no gammon to win once the opponent has borne off one */
            update(&net, t, targets, (float)alpha);
        }
        (void)v;
    }
    return games ? (double)total_turns / games : 0.0;
}

/* A match of the network (side 0) against pubeval (side 1) in the standard game, or against another
 * network (`other`, may be NULL).  Returns the total points of side 0; the first player alternates. */
double match(const float *weights, int hidden, const float *other, int other_hidden, int variant, int games,
             uint64_t seed, int look, double *squares)
{
    ensure_sets();
    if (!candidates.items) { set_init(&candidates, 40000); set_init(&inner, 40000); }
    rng_state = seed;
    Net net, net2;
    bind_net(&net, (float *)weights, hidden);
    NetJudge mine = {&net}, theirs;
    PubJudge pub = {0};
    Judge judges[2] = {judge_net, judge_pubeval};
    void *contexts[2] = {&mine, &pub};
    if (other) {
        bind_net(&net2, (float *)other, other_hidden);
        theirs.net = &net2;
        judges[1] = judge_net;
        contexts[1] = &theirs;
    }
    double total = 0.0, sq = 0.0;
    for (int g = 0; g < games; g++) {
        int turns, winner;
        float z[OUTPUTS];
        int points = play_game(variant, judges, contexts, g & 1, look, &turns, z, &winner);
        total += points;
        sq += (double)points * points;
    }
    if (squares) *squares = sq;
    return total;
}

void init_weights(float *weights, int hidden, uint64_t seed)
{
    rng_state = seed;
    int n = weight_count(hidden);
    Net net;
    bind_net(&net, weights, hidden);
    float scale1 = 1.0f / sqrtf(20.0f), scale2 = 1.0f / sqrtf((float)hidden);
    for (int i = 0; i < n; i++) weights[i] = 0.0f;
    for (int i = 0; i < INPUTS * hidden; i++) net.w1[i] = (float)((uniform() * 2 - 1) * scale1);
    for (int i = 0; i < OUTPUTS * hidden; i++) net.w2[i] = (float)((uniform() * 2 - 1) * scale2);
}

/* ------------------------------------------------------------------ checks against the engine */

/* The positions a turn part leaves, for tools/train_backgammon.py to compare with the engine's walk:
 * `position` is me[27] then them[25] then twait; the results are written the same way, 53 bytes
 * each.  Returns the count (or -1 when `room` is too small); *most the most moves played. */
int part_results(const uint8_t *position, int first, int second, int count, int variant, uint8_t *out, int room,
                 int *most)
{
    ensure_sets();
    if (!candidates.items) { set_init(&candidates, 40000); set_init(&inner, 40000); }
    Pos p;
    memset(&p, 0, sizeof p);
    memcpy(p.me, position, 27);
    memcpy(p.them, position + 27, 25);
    p.twait = position[52];
    *most = generate(&p, first, second, count, variant, &candidates);
    if (candidates.count > room) return -1;
    for (int i = 0; i < candidates.count; i++) {
        memcpy(out + 53 * i, candidates.items[i].me, 27);
        memcpy(out + 53 * i + 27, candidates.items[i].them, 25);
        out[53 * i + 52] = candidates.items[i].twait;
    }
    return candidates.count;
}

/* The network's seven outputs for a position (the same layout), for the evaluator's tests. */
void evaluate(const float *weights, int hidden, const uint8_t *position, int variant, float *out)
{
    Pos p;
    memset(&p, 0, sizeof p);
    memcpy(p.me, position, 27);
    memcpy(p.them, position + 27, 25);
    p.twait = position[52];
    Net net;
    bind_net(&net, (float *)weights, hidden);
    Inputs x;
    float hidden_values[MAX_HIDDEN];
    encode(&p, variant == RUSSIAN, &x);
    forward(&net, &x, hidden_values, out);
}
