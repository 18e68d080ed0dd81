"""Every {source} citation on a page names a known source text and quotes words that are really in it."""

import re
import sys
from pathlib import Path

import pytest

from tests.conftest import NO_SOURCES, SHARED_SOURCES, require_sources, source_skip_fails_in_ci
from tutor.games import source, sources

ROOT = Path(__file__).resolve().parent.parent
SHARED = SHARED_SOURCES  # tests point it at a missing folder to check the skip (and the failure under CI)
ROLE = re.compile(r"\{source\}`([^`]+)`")


def citations():
    for md in sorted((ROOT / "content").rglob("*.md")):
        if "_build" in md.parts:
            continue
        for match in ROLE.finditer(md.read_text(encoding="utf-8")):
            file, _, locator = match.group(1).partition(" ")
            yield md.relative_to(ROOT), file, locator.strip()


def test_there_are_citations():
    assert len(list(citations())) >= 5


@pytest.mark.parametrize("page, file, locator", list(citations()))
def test_citation_is_real(page, file, locator):
    if not source(file).is_text:
        assert not locator, f"{page}: a web page is cited without a locator"
        return
    text = (require_sources(SHARED) / file).read_text(encoding="utf-8")
    assert locator and locator in text, f"{page}: {locator!r} is not in {file}"


def test_registry_matches_the_shared_folder():
    on_disk = {p.name for p in require_sources(SHARED).glob("*.txt")}
    assert {s.file for s in sources() if s.is_text} == on_disk


def test_readings_quote_their_source_texts():
    from tutor.games import games

    quoted = []
    for g in games():
        for option in g.rules.options():
            for reading in option.readings:
                if reading.source.is_text:
                    quoted.append((g.id, option.name, reading))
                else:  # a web page: nothing to quote, checked with or without the texts
                    assert not reading.locator, (g.id, option.name)
    assert quoted
    folder = require_sources(SHARED)
    for game, name, reading in quoted:
        text = (folder / reading.source.file).read_text(encoding="utf-8")
        assert reading.locator in text, (game, name, reading.locator)


# --- without the source texts: a clone of the published repository skips the quote checks, CI fails

SOURCE_TESTS = [
    lambda: test_citation_is_real(*next(c for c in citations() if source(c[1]).is_text)),
    test_registry_matches_the_shared_folder,
    test_readings_quote_their_source_texts,
]


@pytest.mark.parametrize("check", SOURCE_TESTS, ids=["citation", "registry", "readings"])
def test_without_the_source_texts_the_quote_checks_skip_with_the_reason(check, monkeypatch, tmp_path):
    monkeypatch.setattr(sys.modules[__name__], "SHARED", tmp_path / "missing")
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match=NO_SOURCES):
        check()


@pytest.mark.parametrize("check", SOURCE_TESTS, ids=["citation", "registry", "readings"])
def test_under_ci_missing_source_texts_fail(check, monkeypatch, tmp_path):
    monkeypatch.setattr(sys.modules[__name__], "SHARED", tmp_path / "missing")
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="under CI"):
        check()


def test_under_ci_another_tests_skip_for_missing_source_texts_is_a_failure(monkeypatch):
    """Tests elsewhere skip with the shared reason on their own; the conftest hook fails them under CI."""
    def report():
        return pytest.TestReport("t.py::t", ("t.py", 1, "t"), {}, "skipped", ("t.py", 1, f"Skipped: {NO_SOURCES}"),
                                 "call")
    monkeypatch.delenv("CI", raising=False)
    assert not source_skip_fails_in_ci(skipped := report()) and skipped.skipped
    monkeypatch.setenv("CI", "true")
    assert source_skip_fails_in_ci(failed := report()) and failed.failed
    other = pytest.TestReport("t.py::t", ("t.py", 1, "t"), {}, "skipped", ("t.py", 1, "Skipped: no Chromium"), "call")
    assert not source_skip_fails_in_ci(other) and other.skipped


# --- quotes: what a citation opens to (tutor/<game>/quotes.py, tutor/sphinx/sources.py)

def test_every_citation_on_the_interpretations_pages_opens_to_a_quote():
    from tools.quotes import citations

    cited = [c for c in citations() if c.on_page and c.where.endswith("/interpretations.md")]
    assert len(cited) >= 40
    assert [c for c in cited if not c.quoted()] == []


def test_every_citation_and_every_reading_opens_to_a_quote():
    from tools.quotes import citations

    everything = list(citations())
    assert len(everything) >= 250 and any(not c.on_page for c in everything)
    missing = [f"{c.where}: {c.file} {c.locator}" for c in everything if not c.quoted()]
    assert missing == [], f"{len(missing)} citations without a quote (python -m tools.quotes missing)"


def test_quotes_are_verbatim_and_in_the_order_of_their_text():
    from tutor.games import quotes

    folder = require_sources(SHARED)
    at: dict[str, int] = {}
    for q in quotes():
        text = (folder / q.source.file).read_text(encoding="utf-8")
        where = text.find(q.passage)
        assert where >= 0, f"not in {q.source.file}: {q.passage[:60]!r}"
        assert where >= at.get(q.source.file, -1), f"out of the text's order in {q.source.file}: {q.passage[:60]!r}"
        at[q.source.file] = where


def test_a_quote_is_glossed_in_the_languages_it_is_not_written_in():
    from tutor.i18n import Text
    from tutor.sources import Quote

    ru = source("000_13bb090b37522576.txt")
    quote = Quote(ru, "Шесть взяток", Text("Six tricks", "", "六栋"))
    assert (quote.gloss_in("en"), quote.gloss_in("ru"), quote.gloss_in("zh-cn")) == ("Six tricks", "", "六栋")
    for gloss in (Text("Six tricks", "Шесть взяток", "六栋"), Text("", "", "六栋")):
        with pytest.raises(ValueError, match="gloss"):
            Quote(ru, "Шесть взяток", gloss)
    with pytest.raises(ValueError, match="only a source text"):
        Quote(source("pagat-bagchen"), "Six tricks", Text("", "Шесть", "六"))


def test_a_citation_opens_the_passage_its_first_words_begin():
    from tutor.games import quote

    # "Прочный расклад" stands in more than one passage: the one that begins with it is the one cited
    found = quote("003_683196585d15b5ce.txt", "Прочный расклад")
    assert found is not None and found.passage.startswith("Прочный расклад.")
    assert quote("003_683196585d15b5ce.txt", "words that are nowhere") is None
