"""The built site: three languages, switchers, translated titles, search, puzzles (built with -W -n)."""

import json
import posixpath
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

pytestmark = pytest.mark.site

DIRS = {"en": "en", "ru": "ru", "zh_CN": "zh-cn"}
PAGES = ["index", "bagchen/index", "bagchen/tiles-and-ranking", "bagchen/notation", "glossary", "sources"]


def page(site: Path, lang: str, name: str) -> str:
    return (site / DIRS[lang] / f"{name}.html").read_text(encoding="utf-8")


def test_three_languages_and_a_root_that_redirects(built_site):
    for _lang, folder in DIRS.items():
        for name in PAGES:
            assert (built_site / folder / f"{name}.html").is_file(), (folder, name)
    root = (built_site / "index.html").read_text(encoding="utf-8")
    assert "navigator.language" in root
    for folder in DIRS.values():
        assert f'href="{folder}/index.html"' in root  # plain links without JavaScript


@pytest.mark.parametrize("lang, html_lang, title", [
    ("en", "en", "Game Rules Tutor"), ("ru", "ru", "Учебник правил игр"), ("zh_CN", "zh-CN", "游戏规则导师"),
])
def test_language_attribute_and_title(built_site, lang, html_lang, title):
    html = page(built_site, lang, "bagchen/tiles-and-ranking")
    assert f'<html lang="{html_lang}"' in html
    assert re.search(r"<title>[^<]*" + re.escape(title) + "</title>", html)


@pytest.mark.parametrize("lang", DIRS)
def test_every_page_links_to_itself_in_the_other_languages(built_site, lang):
    for name in PAGES:
        html = page(built_site, lang, name)
        nav = re.search(r'<nav class="tutor-lang".*?</nav>', html, re.S).group(0)
        here = posixpath.dirname(f"{DIRS[lang]}/{name}")
        targets = {posixpath.normpath(posixpath.join(here, href))
                   for href in re.findall(r'href="([^"]+)"', nav)}
        assert 'aria-current="page"' in nav
        assert targets == {f"{folder}/{name}.html" for other, folder in DIRS.items() if other != lang}


@pytest.mark.parametrize("lang, words", [
    ("ru", ["Бакчен: камни и их старшинство", "сёстры", "шеф неба"]),
    ("zh_CN", ["天皇", "天女", "地子"]),
])
def test_pages_are_translated_with_the_sources_terms(built_site, lang, words):
    html = page(built_site, lang, "bagchen/tiles-and-ranking")
    for word in words:
        assert word in html, word
    assert "{term}" not in html and "{source}" not in html


def test_code_is_identical_in_every_language(built_site):
    """The same code in every language; what it prints is the engine's words in the page's (issue 28)."""
    def code_blocks(html):
        return re.findall(r'<div class="highlight-pycon notranslate">.*?</pre>', html, re.S)

    def code(blocks):  # the prompts' lines (>>> and ...), without what the examples print
        return [[line for line in block.split("\n") if '<span class="gp">' in line] for block in blocks]

    en = code_blocks(page(built_site, "en", "bagchen/tiles-and-ranking"))
    ru = code_blocks(page(built_site, "ru", "bagchen/tiles-and-ranking"))
    zh = code_blocks(page(built_site, "zh_CN", "bagchen/tiles-and-ranking"))
    assert en and code(en) == code(ru) == code(zh) and all(code(en))
    assert en != ru and ru != zh  # an error's message, for one, is worded in the page's language


@pytest.mark.parametrize("lang, ok", [("en", "Correct!"), ("ru", "Верно!"), ("zh_CN", "正确！")])
def test_puzzles_carry_answers_and_translated_feedback(built_site, lang, ok):
    html = page(built_site, lang, "bagchen/tiles-and-ranking")
    forms = re.findall(r'<form class="tutor-check"[^>]*>', html)
    assert len(forms) >= 3
    assert all(f'data-ok="{ok}"' in form for form in forms)
    assert 'data-answer="[6-6]\n[3-1]\n[4-4]"' in html


def test_glossary_has_every_term_with_an_anchor(built_site):
    from tutor.games import glossary

    html = page(built_site, "zh_CN", "glossary")
    for entry in glossary().values():
        assert f'id="{entry.anchor}"' in html
    assert "སྦག་ཆེན་" in html and "藏文：" in html
    assert "Тибетский: " in page(built_site, "ru", "glossary")


def _search_terms(site: Path, folder: str) -> dict:
    text = (site / folder / "searchindex.js").read_text(encoding="utf-8")
    data = json.loads(text[text.index("(") + 1: text.rindex(")")])
    return data["terms"]


def test_chinese_search_indexes_words_and_russian_search_stems(built_site):
    zh = _search_terms(built_site, "zh-cn")
    assert any(re.fullmatch(r"[\u4e00-\u9fff]{2,}", t) for t in zh), "jieba segmentation missing"
    assert "天女" in zh or "天皇" in zh
    ru = _search_terms(built_site, "ru")
    assert "камн" in ru or "камен" in ru


@pytest.mark.parametrize("lang", ["ru", "zh_CN"])
def test_the_themes_words_are_in_the_pages_language(built_site, lang):
    from tutor.sphinx.theme_words import THEME_WORDS

    html = page(built_site, lang, "bagchen/tiles-and-ranking")
    assert "pst-back-to-top" in html  # the theme still draws the button
    shown = [word for word in THEME_WORDS if re.search(rf">\s*(<[^>]+>\s*)*{re.escape(word)}\s*<", html)]
    assert not shown, shown


def test_cjk_font_stack_is_shipped(built_site):
    css = (built_site / "zh-cn" / "_static" / "tutor.css").read_text(encoding="utf-8")
    assert 'html[lang|="zh"]' in css and "Noto Sans CJK SC" in css


class _VisibleText(HTMLParser):
    """The text a reader sees or hears on a page (text, and the aria-label, title and alt
    attributes), in segments, with code, notation blocks and scripts left out, and the blocks
    the page marks as English on purpose (``lang="en"``: the engine reference)."""

    SKIP = {"code", "pre", "kbd", "samp", "script", "style"}
    VOID = {"area", "base", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"}
    SPOKEN = ("aria-label", "title", "alt", "placeholder")

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, bool]] = []
        self.skipping = 0
        self.segments: list[str] = []

    def _attributes(self, attrs: list[tuple[str, str | None]]) -> None:
        if not self.skipping:
            self.segments += [value for name, value in attrs if name in self.SPOKEN and value]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._attributes(attrs)
        if tag in self.VOID:
            return
        skip = (tag in self.SKIP or "highlight" in (dict(attrs).get("class") or "").split()
                or dict(attrs).get("lang") == "en")
        self.open.append((tag, skip))
        self.skipping += skip

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._attributes(attrs)

    def handle_endtag(self, tag: str) -> None:
        while self.open:
            name, skip = self.open.pop()
            self.skipping -= skip
            if name == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.skipping and data.strip():
            self.segments.append(" ".join(data.split()))


def visible_text(html: str) -> set[str]:
    parser = _VisibleText()
    parser.feed(html)
    return set(parser.segments)


# what may read the same in every language: addresses, data written as key=value, Tibetan in
# transliteration (a name, not a word), and notation (a play like bar/20 bar/19 has one word at most)
_NOT_WORDS = re.compile(r"\S*(?:://|\.com|\.org|\.ca|=)\S*")
_WORD = re.compile(r"\b[a-z]{3,}\b")
_OWN_SCRIPT = {"ru": re.compile(r"[а-яё]", re.I), "zh_CN": re.compile(r"[\u4e00-\u9fff]")}


def english_words(segment: str) -> set[str]:
    """The English-looking words of a segment that is meant to be read.

    >>> sorted(english_words("1. Black circles throw a 6"))
    ['circles', 'throw']
    >>> english_words("bar/20 bar/19"), english_words("dice=3+4 gap=7"), english_words("https://www.bkgm.com/x")
    ({'bar'}, set(), set())
    """
    return set(_WORD.findall(_NOT_WORDS.sub(" ", segment)))


@pytest.mark.parametrize("lang", ["ru", "zh_CN"])
def test_no_text_is_left_as_in_english(built_site, lang):
    """Catalogs at 100 % can still leave English on a page (Sphinx drops a translated heading
    that re-parses as something else; a theme writes its own words): compare what a reader
    sees on each page with the English page, segment by segment."""
    from tutor.games import glossary

    terms = glossary()
    wylie = [terms[key].wylie for key in terms if terms[key].wylie]
    transliterations = {*wylie, *(f"({name})" for name in wylie)}
    left: list[str] = []
    for english in sorted((built_site / "en").rglob("*.html")):
        name = english.relative_to(built_site / "en")
        if name.parts[0].startswith("_") or name.name in ("genindex.html", "search.html"):
            continue
        other = built_site / DIRS[lang] / name
        same = visible_text(english.read_text(encoding="utf-8")) & visible_text(other.read_text(encoding="utf-8"))
        left += [f"{name}: {segment}" for segment in sorted(same)
                 if len(english_words(segment)) >= 2 and segment not in transliterations
                 and not _OWN_SCRIPT[lang].search(segment)]
    assert not left, "\n".join(left)
