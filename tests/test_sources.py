"""Every {source} citation on a page names a known source text and quotes words that are really in it."""

import re
from pathlib import Path

import pytest

from tutor.games import source, sources

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "sources"
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
    if not SHARED.is_dir():
        pytest.skip("shared/sources is not beside the repository")
    text = (SHARED / file).read_text(encoding="utf-8")
    assert locator and locator in text, f"{page}: {locator!r} is not in {file}"


def test_registry_matches_the_shared_folder():
    if not SHARED.is_dir():
        pytest.skip("shared/sources is not beside the repository")
    on_disk = {p.name for p in SHARED.glob("*.txt")}
    assert {s.file for s in sources() if s.is_text} == on_disk


def test_readings_quote_their_source_texts():
    from tutor.games import games

    for g in games():
        for option in g.rules.options():
            for reading in option.readings:
                if reading.source.is_text:
                    text = (SHARED / reading.source.file).read_text(encoding="utf-8")
                    assert reading.locator in text, (g.id, option.name, reading.locator)
                else:
                    assert not reading.locator, (g.id, option.name)
