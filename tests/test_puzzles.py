"""Puzzles: answers come from the engine; bad puzzle options are errors with codes."""

import pytest

from tutor.errors import TutorError
from tutor.games import game, make_puzzle


def test_kinds():
    assert set(game("bagchen").puzzles) >= {"bagchen.beaters", "bagchen.set-partners", "bagchen.top-rank"}


def test_beaters_answer_and_explanations_in_russian():
    p = make_puzzle("bagchen.beaters", {"lead": "[3-3]", "choices": "[6-6] [5-5] [3-1] [2-2] [4-4] [6-5] [6-3]"}, "ru")
    assert p.mode == "all"
    assert p.answer == ("[6-6]", "[3-1]", "[4-4]")
    why = {c.key: c.explanation for c in p.choices}
    assert why["[5-5]"] == "[5-5] не бьёт [3-3]: равное достоинство (сёстры)"
    assert all(c.figure.startswith("<svg") for c in p.choices)


def test_sets_as_choices():
    p = make_puzzle("bagchen.beaters", {"lead": "[6-4]×3", "choices": "[2-2]×3 [1-1]×3 [6-5]×3 [6-6]×2 [3-3]×2[2-2]"}, "en")
    assert p.answer == ("[2-2]×3", "[1-1]×3")


def test_set_partners():
    p = make_puzzle("bagchen.set-partners", {"tile": "[5-3]", "choices": "[6-2] [5-3] [4-4] [5-4] [1-1]"}, "zh_CN")
    assert p.answer == ("[6-2]", "[5-3]")


def test_top_rank_needs_one_clear_answer():
    p = make_puzzle("bagchen.top-rank", {"choices": "[2-2] [3-1] [6-5] [4-4]"}, "en")
    assert p.mode == "one" and p.answer == ("[4-4]",)
    with pytest.raises(TutorError) as caught:
        make_puzzle("bagchen.top-rank", {"choices": "[5-5] [3-3] [6-5]"}, "en")
    assert caught.value.code == "tutor.puzzle-ambiguous"
    with pytest.raises(TutorError):
        make_puzzle("bagchen.top-rank", {"choices": "[6-6] [6-3]"}, "en")


@pytest.mark.parametrize("kind, options, code", [
    ("bagchen.nothing", {}, "tutor.unknown-puzzle-kind"),
    ("bagchen.beaters", {"choices": "[6-6]"}, "tutor.puzzle-option-missing"),
    ("bagchen.beaters", {"lead": "[5-5][3-3]", "choices": "[6-6]"}, "bagchen.sky-set-not-identical"),
    ("bagchen.beaters", {"lead": "[6-6", "choices": "[6-6]"}, "notation.expected"),
    ("bagchen.beaters", {"lead": "[6-6]", "choices": "[6-6]", "suit": "sky"}, "tutor.unexpected-option"),
    ("chess.mate-in-two", {}, "tutor.unknown-puzzle-kind"),
])
def test_bad_puzzles(kind, options, code):
    with pytest.raises(TutorError) as caught:
        make_puzzle(kind, options, "en")
    assert caught.value.code == code


@pytest.mark.parametrize("kind, options", [
    ("bagchen.set-partners", {"tile": "[5-3][6-2]", "choices": "[6-2]"}),
    ("bagchen.top-rank", {"choices": "[6-6]×2 [1-1]"}),
])
def test_single_tile_options_refuse_lists(kind, options):
    with pytest.raises(TutorError) as caught:
        make_puzzle(kind, options, "en")
    assert caught.value.code == "notation.trailing"


# --- every right choice says why it is right (issue 25, item 19) -------------------------------------

import re  # noqa: E402

from tutor.games import games, make_exercise  # noqa: E402
from tutor.i18n import gettext  # noqa: E402
from tutor.puzzles import FORM_WORDS  # noqa: E402

#: a verdict that only says a choice is right, without the reason (what the practice themes said before)
BARE = {
    "en": re.compile(r"(is legal|is legal and eats a piece of [^:]+|is a legal play of \d-\d"
                     r"|may lead it \([^)]*\))$"),
    "ru": re.compile(r"(— допустимый ход|— допустимый ход, и он съедает шашку соперника \([^)]*\)"
                     r"|— допустимый ход при броске \d-\d|может этим зайти \([^)]*\))$"),
    "zh_CN": re.compile(r"(是合法走法|是合法走法，并吃掉[^：]+的一枚棋子|时的合法走法|可以领出它（[^）]*）)$"),
}
THEMES = [t.id for g in games() for t in g.themes]


@pytest.mark.parametrize("theme", THEMES)
def test_every_right_choice_says_why_in_every_language(theme):
    """Seeds 0–199: each right choice has the engine's reason, worded in each language, never a bare verdict
    nor the form's own words; the page shows it when the reader misses the choice (tutor-puzzle.js)."""
    for seed in range(200):
        said = {}
        for language in ("en", "ru", "zh_CN"):
            form = {gettext(text, language) for text in FORM_WORDS.values()}
            puzzle = make_exercise(theme, seed, language)
            right = [c.explanation for c in puzzle.choices if c.correct]
            assert right, (theme, seed)
            for why in right:
                where = f"{theme}, seed {seed}, {language}: {why!r}"
                assert why.strip() and why not in form, where
                assert not BARE[language].search(why), where
            said[language] = right
        # worded in each language (an untranslated message would read the same as the English)
        assert said["ru"] != said["en"] and said["zh_CN"] != said["en"], (theme, seed, said)


@pytest.mark.parametrize("rules", ["pagat", "berkhin", "zh"])
def test_every_lead_a_passport_allows_has_its_clause(rules):
    """passport_reason names, for every lead passport_options allows, the clause that opens it (the Bagchen
    passport puzzles and practice word it): random hands and face-up tiles, under each source's rules."""
    import random

    from tutor.bagchen.passport import passport_options, passport_reason
    from tutor.bagchen.rules import Rules
    from tutor.bagchen.tiles import TILE_TYPES

    rng = random.Random(rules)
    deck = [t for t in TILE_TYPES for _ in range(t.copies)]
    seen = set()
    for _ in range(300):
        rng.shuffle(deck)
        hand, face_up = deck[:rng.randint(1, 8)], deck[8:8 + rng.randint(0, 12)]
        leads, must_throw = passport_options(hand, "6-5", face_up, Rules(passport_rules=rules))
        if must_throw:
            continue
        for lead in leads:
            seen.add(passport_reason(hand, lead, "6-5", face_up, Rules(passport_rules=rules)))
    assert len(seen) >= 3, seen  # the clauses vary with the hands


def test_counted_words_of_practice_and_play_agree_with_the_number():
    """The practice and play pages get every form of a counted phrase and the table of which form a count
    takes (the catalog's rule); the page script only looks it up (issue 25, item 21)."""
    from tutor.sphinx import play, practice

    def said(words, key, n, **values):
        return words[key][words["plural"][n if n < 100 else 100 + n % 100]].format(count=n, **values)

    ru = practice.words("ru")
    assert [said(ru, "streak", n, best=7) for n in (1, 2, 5, 11, 21, 112)] == [
        f"Серия: {n} {form} подряд (лучшая — 7)." for n, form in
        ((1, "верный"), (2, "верных"), (5, "верных"), (11, "верных"), (21, "верный"), (112, "верных"))]
    assert said(practice.words("en"), "streak", 1, best=1) == "Streak: 1 right in a row (best 1)."
    assert said(practice.words("zh_CN"), "streak", 3, best=4) == "连对：3 题（最佳 4 题）。"
    saved = [said(play.words("ru"), "saved", n, seed=5) for n in (1, 3, 12)]
    assert [s.split(", ")[1] for s in saved] == ["1 решение).", "3 решения).", "12 решений)."]
    assert said(play.words("en"), "saved", 1, seed=5).endswith("(seed 5, 1 decision).")
    # a puzzle is numbered for readers from 1; the link keeps the seed
    assert practice.number(practice.BUILT_IN) == 1
    assert gettext(practice.UI["puzzle"], "ru").format(theme="Т", number=1) == "Т — задача 1"
