"""Every ``tutor`` name the site's worked examples use has an entry on the Engine page (issue 31).

``tools/examples.py`` reads every example fence of ``content/**/*.md`` as a reader would (the
imports, the attributes read and called on them, what a call returns) and the names the
Engine page's ``{engine-reference}`` blocks document; the built page's anchors are checked in
``tests/test_site_workbench.py``.
"""

from __future__ import annotations

from tools import examples

FENCE = "```{doctest}\n%s\n```\n"


def _page(tmp_path, name: str, text: str):
    page = tmp_path / name
    page.write_text(text, encoding="utf-8")
    return page


def test_every_name_the_examples_use_has_an_entry_on_the_engine_page():
    found = examples.uses()
    names = {u.name for u in found}
    assert len(names) >= 150 and len({u.name for u in found if u.kind == "top"}) >= 110
    left = examples.missing(found)
    assert not left, "no entry on content/engine.md for:\n" + "\n".join(
        sorted({f"  {u.name}  ({u.page})" for u in left}))


def test_the_examples_are_read_as_a_reader_reads_them(tmp_path):
    code = "\n".join([
        ">>> import tutor",
        ">>> from tutor.bagchen import beats",
        ">>> from tutor.bagchen.settlement import multiplier as m",
        '>>> verdict = beats("[3-3]", "[5-5]")',
        '>>> print(verdict.explain("en"))',
        '>>> tutor.start("pachisi")',
        ">>> from tutor.backgammon import START",
        ">>> START.pip_counts()",
        ">>> from tutor.bagchen import Suit",
        ">>> Suit.SKY",
    ])
    page = _page(tmp_path, "page.md", FENCE % code + "```{worded-doctest}\n>>> tutor.options_text('pachisi')\n```\n")
    used = {u.name: u.kind for u in examples.uses([page])}
    assert used == {
        "tutor.bagchen.beats": "top",
        "tutor.bagchen.settlement.multiplier": "top",
        "tutor.bagchen.ranking.Verdict.explain": "member",  # beats() -> Verdict, by its annotation
        "tutor.start": "top",
        "tutor.backgammon.START": "top",
        "tutor.backgammon.board.Position.pip_counts": "member",
        "tutor.bagchen.Suit": "top",
        "tutor.bagchen.tiles.Suit.SKY": "held",
        "tutor.options_text": "top",
    }


def test_a_name_the_page_does_not_document_is_missing(tmp_path):
    engine = _page(tmp_path, "engine.md", ":::{engine-reference}\ntutor.bagchen.beats\ntutor.bagchen.Suit\n:::\n")
    page = _page(tmp_path, "page.md", FENCE % "\n".join([
        ">>> from tutor.bagchen import beats, classify, Suit",
        '>>> beats("[3-3]", "[5-5]").explain("en")',
        '>>> classify("[6-6]"), Suit.SKY',
    ]))
    documented = examples.entries(engine)
    assert documented.names == ["tutor.bagchen.beats", "tutor.bagchen.Suit"]
    left = {u.name for u in examples.missing(examples.uses([page]), documented)}
    assert left == {"tutor.bagchen.classify", "tutor.bagchen.ranking.Verdict.explain"}


def test_an_entry_under_another_name_of_the_same_object_counts(tmp_path):
    # the examples import format_tiles from tutor.bagchen and from tutor.bagchen.notation: one entry serves both
    engine = _page(tmp_path, "engine.md", ":::{engine-reference}\ntutor.bagchen.format_tiles\n:::\n")
    page = _page(tmp_path, "page.md", FENCE % ">>> from tutor.bagchen.notation import format_tiles")
    assert examples.missing(examples.uses([page]), examples.entries(engine)) == []
