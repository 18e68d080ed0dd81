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
- a link to the glossary or to an interpretations page is worded alike in a language.
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
