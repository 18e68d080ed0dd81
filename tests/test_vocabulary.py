"""One vocabulary across the games (issue 15): page titles and the recurring words must not drift apart.

The site decided: a rule option is «параметр правил» / 规则选项, a source's reading «прочтение» / 读法,
and every game's interpretations page is titled "<Game>: readings and rule options" in each language.
The games come from the registry (``tutor.games``), so a new game is checked without naming it here.
What is checked is what can be checked without false alarms:

- each game's interpretations page title follows the one pattern in each language, with the same
  game word as the game's other "<Game>: …" pages, and each game's first page is titled with its name;
- no Russian or Chinese catalog, and no Russian or Chinese text of a rule option or a term, uses a
  word the site gave up («вариант правил», «толкование», «опция»; 解读, 规则参数, …);
- wherever the English says "rule option" or "readings" (on a page, "option" too), the translation says
  the decided word;
- a link to the glossary or to an interpretations page is worded alike in a language;
- one word per idea (issue 28): the mother-and-son call is 老母寻亲, never 母寻子 or 母子寻亲; «фишка» is a
  Mahjong tile or a chip, never a board piece (a backgammon checker, a Pachisi piece: «шашка»); printing is
  打印, not 列印; the Chinese article's 至尊 is a glossary term («высший заход»), said with its word wherever
  the English says "supreme" and linked to the glossary where a page first uses it; the passport clauses
  R1–R4 are cited only on a page that numbers them;
- Chinese text takes full-width punctuation (``：；，``) beside Chinese words, the engine's score lines too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tutor.games import PACKAGES, games
from tutor.options import Choice, Subset

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"
LOCALES = ROOT / "locales"
TRANSLATIONS = ("ru", "zh_CN")

#: the interpretations pages' title, ``{game}`` being the game's word used in its pages' titles
INTERPRETATIONS_TITLE = {
    "en": "{game}: readings and rule options",
    "ru": "{game}: прочтения и параметры правил",
    "zh_CN": "{game}：读法与规则选项",
}
#: how a page title joins the game's word to the rest ("Bagchen: the point")
TITLE_COLON = {"en": ": ", "ru": ": ", "zh_CN": "："}
#: the decided words (regular expressions, case ignored), where the English says "rule option(s)"
RULE_OPTION = {"ru": r"параметр\w* правил", "zh_CN": "规则选项"}
#: ... and where it says "readings" (a source's readings of a rule)
READINGS = {"ru": "прочтени", "zh_CN": "读法"}
#: on a page an "option" alone is a rule option too («вариант» stays for a game variant)
OPTION = {"ru": "параметр", "zh_CN": "选项"}
#: words the site gave up for a rule option or a reading
GIVEN_UP = {
    "ru": r"вариант\w* правил|толковани|(?<![а-яё])опци",
    "zh_CN": "解读|诠释|释读|规则参数|规则变体|可选规则|规则设置|规则选择",
}
#: the word a link to a page must contain, by the kind of page it points to
LINK_WORDS = {"glossary": {"ru": "глоссари", "zh_CN": "术语表"},
              "interpretations": {"ru": "прочтени", "zh_CN": "读法"}}
LINK = re.compile(r"\{ref\}`([^`<]+?)\s*<([^>`]+)>`")
SOURCE = re.compile(r"\{source\}`[^`]*`")  # a quoted source keeps its own words
#: one word per idea: words given up for an idea that has a decided word (regular expressions)
ONE_WORD = {
    "ru": {},
    "zh_CN": {"the mother-and-son call is 老母寻亲": "母寻子|母子寻亲|子寻母",
              "printing is 打印": "列印"},
}
#: «фишка» is for Mahjong's tiles and Bagchen's chips; a piece moved on a board is «шашка»
BOARD_PIECE = {"english": re.compile(r"\b(pieces?|checkers?|counters?)\b", re.IGNORECASE),
               "games": ("backgammon", "pachisi"), "given_up": re.compile("фишк", re.IGNORECASE)}
#: a term said with its word in each language (where the English says it), linked where a page first uses it
TERM_WORDS = {"bagchen.supreme": {"en": r"\bsupremes?\b", "ru": r"«высш|высш\w* заход", "zh_CN": "至尊"}}
#: a passport clause R1–R4, and the words that number them on the page that cites them
CLAUSE = re.compile(r"\bR[1-4]\b")
CLAUSES_NUMBERED = re.compile(r"R1 to R4")
#: ASCII punctuation beside a Chinese character (code, roles and placeholders taken out first)
HALF_WIDTH = re.compile(r"[\u4e00-\u9fff][:;,](?!\d)|[:;,] ?[\u4e00-\u9fff]")
#: where an ASCII colon is notation, not punctuation: the backgammon record's ROLL: PLAY, in words
NOTATION = ("掷骰: 走法",)
MARKUP = re.compile(r"`[^`]*`|\{[^{}]*\}|\[[^\]]*\]|'[^']*'")
CODE = re.compile(r"`[^`]*`")  # code in the English (a command, an option's name) is not prose

Message = tuple[str, str, str]  # where, English, translation


def game_ids() -> list[str]:
    """The registered games that have pages (a test's plug-in game has none)."""
    return [g.id for g in games() if (CONTENT / g.id / "index.md").is_file()]


def test_every_built_in_game_has_pages():
    assert len(game_ids()) >= len(PACKAGES)


@cache
def catalog(language: str, page: str) -> dict[str, str]:
    """msgid → msgstr of one page's catalog (``page`` as under content/, without .md); fuzzy ones left out."""
    with (LOCALES / language / "LC_MESSAGES" / f"{page}.po").open("rb") as handle:
        messages = read_po(handle)
    return {m.id: m.string for m in messages if isinstance(m.id, str) and m.id and m.string and not m.fuzzy}


def messages(language: str) -> Iterator[Message]:
    """Every translated message of ``language``: the pages' catalogs and the engine's own (tutor.po)."""
    folder = LOCALES / language / "LC_MESSAGES"
    for po in sorted(folder.rglob("*.po")):
        page = po.relative_to(folder).with_suffix("").as_posix()
        for msgid, msgstr in catalog(language, page).items():
            yield po.relative_to(LOCALES).as_posix(), msgid, msgstr


def declared_texts(language: str) -> Iterator[Message]:
    """The games' own words in ``language``: rule options (summary, values, readings) and terms."""
    index = {"ru": 1, "zh_CN": 2}[language]
    for g in games():
        for option in g.rules.options():
            texts = [option.summary, *(r.says for r in option.readings)]
            if isinstance(option.kind, Choice | Subset):
                texts += [label for _, label in option.kind.values]
            for text in texts:
                yield f"{g.id} option {option.name}", text[0], text[index]
        for term in g.terms:
            yield f"{g.id} term {term.id}", term.en, term.name(language)
            yield f"{g.id} term {term.id}", term.definition_en, term.define(language)


def page_title(language: str, page: str) -> str:
    """The title of ``content/<page>.md`` in ``language`` (English, or its catalog's translation)."""
    lines = (CONTENT / f"{page}.md").read_text(encoding="utf-8").splitlines()
    english = next(line[2:].strip() for line in lines if line.startswith("# "))
    if language == "en":
        return english
    translated = catalog(language, page).get(english)
    assert translated, f"{language}: the title {english!r} of {page} is not translated"
    return translated


def titles_pattern(language: str) -> re.Pattern[str]:
    head, tail = INTERPRETATIONS_TITLE[language].split("{game}")
    return re.compile(re.escape(head) + r"(?P<game>.+?)" + re.escape(tail) + r"\Z")


# --- the checks, as functions of the messages (so the tests below can show that each one can fail)

def given_up_words(language: str, found: Iterable[Message]) -> list[str]:
    given_up = re.compile(GIVEN_UP[language], re.IGNORECASE)
    return [f"{where}: {m.group(0)!r} in {text!r}" for where, _, text in found
            if (m := given_up.search(text))]


def missing_words(language: str, found: Iterable[Message]) -> list[str]:
    expected = ((re.compile(r"\brule options?\b", re.IGNORECASE), re.compile(RULE_OPTION[language], re.IGNORECASE)),
                (re.compile(r"\breadings\b", re.IGNORECASE), re.compile(READINGS[language], re.IGNORECASE)))
    return [f"{where}: {english!r} → {text!r} lacks {word.pattern!r}" for where, english, text in found
            for said, word in expected if said.search(english) and not word.search(text)]


def option_words(language: str, found: Iterable[Message]) -> list[str]:
    """On the pages (not the engine's messages, where a directive has options too), "option" is a rule option."""
    said = re.compile(r"(?<![-\w])options?\b", re.IGNORECASE)
    word = re.compile(OPTION[language], re.IGNORECASE)
    return [f"{where}: {english!r} → {text!r} lacks {word.pattern!r}" for where, english, text in found
            if said.search(CODE.sub("", english)) and not word.search(text)]


def page_messages(language: str) -> Iterator[Message]:
    """The pages' messages only (not tutor.po)."""
    return (m for m in messages(language) if not m[0].endswith("/tutor.po"))


def link_words(language: str, found: Iterable[Message]) -> list[str]:
    wrong = []
    for where, _, text in found:
        for words, label in LINK.findall(text):
            kind = "glossary" if label == "glossary" else label.rsplit("-", 1)[-1]
            word = LINK_WORDS.get(kind, {}).get(language)
            if word and word not in words.casefold():
                wrong.append(f"{where}: the link {words!r} to {label} lacks {word!r}")
    return wrong


def given_up_for_one_word(language: str, found: Iterable[Message]) -> list[str]:
    wrong = []
    for idea, words in ONE_WORD[language].items():
        given_up = re.compile(words)
        wrong += [f"{where}: {m.group(0)!r} in {text!r} ({idea})" for where, _, text in found
                  if (m := given_up.search(SOURCE.sub("", text)))]
    return wrong


def piece_words(found: Iterable[Message]) -> list[str]:
    """Russian messages that call a board piece «фишка»: the English names a piece, or the game has no tiles."""
    def of_board_game(where: str) -> bool:
        return any(where.startswith((f"ru/LC_MESSAGES/{g}/", f"{g} ")) for g in BOARD_PIECE["games"])
    return [f"{where}: {english!r} → {text!r}" for where, english, text in found
            if BOARD_PIECE["given_up"].search(text) and (BOARD_PIECE["english"].search(english) or of_board_game(where))]


def term_words(language: str, found: Iterable[Message]) -> list[str]:
    """Where the English says a term, the translation says the term's word in ``language``."""
    wrong = []
    for term_id, words in TERM_WORDS.items():
        said, word = re.compile(words["en"], re.IGNORECASE), re.compile(words[language], re.IGNORECASE)
        wrong += [f"{where}: {english!r} → {text!r} lacks {word.pattern!r} ({term_id})" for where, english, text in found
                  if said.search(english) and not word.search(text)]
    return wrong


def headings(page: str) -> set[str]:
    return {line.lstrip("#").strip() for line in (CONTENT / f"{page}.md").read_text(encoding="utf-8").splitlines()
            if line.startswith("#")}


def undefined_terms(language: str, page: str, paragraphs: list[tuple[str, str]]) -> list[str]:
    """The first paragraph of ``page`` (English, translation) that uses a term's word must link the term; a heading
    cannot, so the first paragraph after it must."""
    wrong = []
    titles = headings(page) if (CONTENT / f"{page}.md").is_file() else set()
    for term_id, words in TERM_WORDS.items():
        word = re.compile(words[language], re.IGNORECASE)
        for english, text in paragraphs:
            if english in titles or not word.search(SOURCE.sub("", text)):
                continue
            if f"<{term_id}>`" not in text:
                wrong.append(f"{language} {page}: {term_id} is first used unlinked in {text!r}")
            break
    return wrong


def page_paragraphs(language: str, page: str) -> list[tuple[str, str]]:
    """(English, translation) of a page's messages in page order (English: the msgid twice)."""
    with (LOCALES / ("ru" if language == "en" else language) / "LC_MESSAGES" / f"{page}.po").open("rb") as handle:
        found = [(m.id, m.string) for m in read_po(handle) if isinstance(m.id, str) and m.id]
    return [(en, en if language == "en" else text) for en, text in found]


def uncited_clauses(page_texts: Iterable[tuple[str, list[str]]]) -> list[str]:
    """Texts that cite a passport clause (R1 … R4) where nothing numbers them."""
    wrong = []
    for where, texts in page_texts:
        if any(CLAUSE.search(CODE.sub("", text)) for text in texts) and not any(CLAUSES_NUMBERED.search(x) for x in texts):
            wrong.append(f"{where} cites R1–R4 but does not number them")
    return wrong


def half_width(found: Iterable[Message]) -> list[str]:
    wrong = []
    for where, _, text in found:
        bare = MARKUP.sub(" ", SOURCE.sub(" ", text))
        for notation in NOTATION:
            bare = bare.replace(notation, " ")
        if m := HALF_WIDTH.search(bare):
            wrong.append(f"{where}: {m.group(0)!r} in {text!r}")
    return wrong


# --- titles

@pytest.mark.parametrize("language", ["en", *TRANSLATIONS])
@pytest.mark.parametrize("game_id", game_ids())
def test_interpretations_page_title_follows_the_pattern(game_id, language):
    title = page_title(language, f"{game_id}/interpretations")
    match = titles_pattern(language).match(title)
    assert match, f"{language}: {title!r} is not {INTERPRETATIONS_TITLE[language]!r}"
    word = match.group("game")
    game = next(g for g in games() if g.id == game_id)
    assert word.casefold() in game.name(language).casefold(), (word, game.name(language))
    # the game's other "<Game>: …" pages use the same word
    for page in sorted((CONTENT / game_id).glob("*.md")):
        if TITLE_COLON["en"] in page_title("en", f"{game_id}/{page.stem}"):
            other = page_title(language, f"{game_id}/{page.stem}")
            assert other.startswith(word + TITLE_COLON[language]), f"{language}: {other!r} vs {title!r}"


@pytest.mark.parametrize("language", ["en", *TRANSLATIONS])
@pytest.mark.parametrize("game_id", game_ids())
def test_a_games_first_page_is_titled_with_its_name(game_id, language):
    name = next(g for g in games() if g.id == game_id).name(language)
    assert page_title(language, f"{game_id}/index") == name[:1].upper() + name[1:]


# --- words

@pytest.mark.parametrize("language", TRANSLATIONS)
def test_no_word_the_site_gave_up(language):
    offenders = given_up_words(language, [*messages(language), *declared_texts(language)])
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_rule_option_and_readings_are_said_with_the_decided_words(language):
    offenders = missing_words(language, [*messages(language), *declared_texts(language)])
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_an_option_on_a_page_is_said_with_the_decided_word(language):
    offenders = option_words(language, page_messages(language))
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_links_to_the_glossary_and_the_interpretations_pages_are_worded_alike(language):
    found = list(messages(language))
    assert any(LINK.search(text) for _, _, text in found)
    offenders = link_words(language, found)
    assert not offenders, "\n".join(offenders)


# --- one word per idea (issue 28)

@pytest.mark.parametrize("language", TRANSLATIONS)
def test_one_word_per_idea(language):
    offenders = given_up_for_one_word(language, [*messages(language), *declared_texts(language)])
    assert not offenders, "\n".join(offenders)


def test_a_board_piece_is_no_fishka():
    offenders = piece_words([*messages("ru"), *declared_texts("ru")])
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_term_is_said_with_its_word(language):
    glossary = {entry.id: entry for g in games() for entry in g.terms}
    for term_id, words in TERM_WORDS.items():  # the glossary names the term with the decided word
        assert re.search(words[language], glossary[term_id].name(language), re.IGNORECASE), term_id
    offenders = term_words(language, [*messages(language), *declared_texts(language)])
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("language", ["en", *TRANSLATIONS])
@pytest.mark.parametrize("game_id", game_ids())
def test_a_term_is_linked_where_a_page_first_uses_it(game_id, language):
    offenders = [wrong for page in sorted((CONTENT / game_id).glob("*.md"))
                 for wrong in undefined_terms(language, f"{game_id}/{page.stem}",
                                              page_paragraphs(language, f"{game_id}/{page.stem}"))]
    assert not offenders, "\n".join(offenders)


def test_the_passport_clauses_are_numbered_where_cited():
    pages = [(f"content/{p.relative_to(CONTENT).as_posix()}", [m.group(0) for m in re.finditer(r"[^\n]+", p.read_text("utf-8"))])
             for p in sorted(CONTENT.rglob("*.md"))]
    declared = [(where, [english]) for where, english, _ in declared_texts("ru")]
    assert any(CLAUSE.search(" ".join(texts)) for _, texts in pages)  # the playing page cites them
    offenders = uncited_clauses([*pages, *declared])
    assert not offenders, "\n".join(offenders)


def test_chinese_text_takes_full_width_punctuation():
    offenders = half_width([*messages("zh_CN"), *declared_texts("zh_CN")])
    assert not offenders, "\n".join(offenders)


def test_the_engines_score_lines_are_worded_in_chinese_and_russian():
    """A Mahjong score row names its table in the reader's language and, in Chinese, takes the full-width colon."""
    from tutor.mahjong.scoring import Item
    rows = {language: (Item("A", "pung-exposed-simples", points=2, tiles="2D 2D 2D").explain(language),
                       Item("limit", "limit.all-honours").explain(language)) for language in ("en", "ru", "zh_CN")}
    assert rows["en"][1].startswith("limit  ")
    assert "：+2" in rows["zh_CN"][0] and not half_width([("zh", "", line) for line in rows["zh_CN"]])
    assert not any("limit" in line for line in (*rows["ru"], *rows["zh_CN"])), rows


def test_each_check_catches_a_drift():
    """The checks above on made-up messages that drift: each one must complain."""
    ru = [("x.po", "the rule option `a`", "вариант правил `a`"), ("x.po", "the readings", "толкования")]
    assert len(given_up_words("ru", ru)) == 2 and len(missing_words("ru", ru)) == 2
    zh = [("x.po", "the rule option `a`", "规则参数 `a`"), ("x.po", "both readings", "两种解读")]
    assert len(given_up_words("zh_CN", zh)) == 2 and len(missing_words("zh_CN", zh)) == 2
    assert len(option_words("ru", [("x.po", "The option `a` and the --option flag", "Вариант `a`")])) == 1
    assert not option_words("ru", [("x.po", "use --option a=b or `tutor x options`", "--option a=b")])
    ru_links = [("x.po", "", "{ref}`страница толкований <g-interpretations>`, {ref}`словарь <glossary>`")]
    assert len(link_words("ru", ru_links)) == 2
    assert len(link_words("zh_CN", [("x.po", "", "{ref}`解读页 <g-interpretations>`，{ref}`术语表 <glossary>`")])) == 1
    assert not titles_pattern("ru").match("Бакчен: варианты правил")
    assert titles_pattern("zh_CN").match("巴尘：读法与规则选项").group("game") == "巴尘"  # type: ignore[union-attr]
    assert not given_up_words("ru", [("x.po", "", "Позиция, адопция")])  # «опци» only at a word's start
    zh_words = [("x.po", "", "宣告“母寻子”"), ("x.po", "", "宣告母子寻亲"), ("x.po", "", "列印为 PDF"),
                ("x.po", "", "{source}`x.txt 宣布“老母寻子”或“幼子寻母”` 老母寻亲")]
    assert len(given_up_for_one_word("zh_CN", zh_words)) == 3
    assert len(piece_words([("ru/LC_MESSAGES/tutor.po", "the place a piece leaves", "откуда уходит фишка"),
                            ("ru/LC_MESSAGES/backgammon/x.po", "a checker", "фишка"),
                            ("ru/LC_MESSAGES/mahjong/x.po", "a tile", "фишка")])) == 2
    assert len(term_words("ru", [("x.po", "a supreme (至尊)", "очко (至尊)")])) == 1
    assert undefined_terms("zh_CN", "x", [("a point", "一点至尊"), ("b", "{term}`至尊 <bagchen.supreme>`")])
    assert not undefined_terms("ru", "x", [("the highest rank", "высшее достоинство"),
                                           ("b", "{term}`«высший» заход <bagchen.supreme>`")])
    assert uncited_clauses([("a", ["pagat's rules R1–R4"]), ("b", ["R1 to R4 below", "R4: throw"])]) == [
        "a cites R1–R4 but does not number them"]
    assert len(half_width([("x.po", "", "中张明刻 2D 2D 2D: +2"), ("x.po", "", "老母: {tile}"),
                           ("x.po", "", "中张明刻 `a: b`，{x}: 满贯：8")])) == 2
