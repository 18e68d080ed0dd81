"""The Mahjong pages in every language: the claims page writes the claims with the glossary's words, so a
reader who searches 胡, 碰, 吃 or 杠 (the glossary's Chinese names) finds it."""

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tutor.mahjong.terms import GLOSSARY

ROOT = Path(__file__).resolve().parents[2]
CLAIMS = ("mahjong.mahjong", "mahjong.pung", "mahjong.kong", "mahjong.chow")


def _text(path: Path) -> str:
    with path.open("rb") as handle:
        catalog = read_po(handle)
    return "\n".join(str(m.string) for m in catalog if m.id)


@pytest.mark.parametrize("language", ["ru", "zh_CN"])
def test_the_claims_page_uses_the_glossary_for_every_claim(language):
    text = _text(ROOT / "locales" / language / "LC_MESSAGES" / "mahjong" / "claims.po")
    for term in CLAIMS:
        assert f"<{term}>`" in text, term


def test_the_chinese_claims_page_shows_the_glossary_names():
    text = _text(ROOT / "locales" / "zh_CN" / "LC_MESSAGES" / "mahjong" / "claims.po")
    for term in CLAIMS:
        name = GLOSSARY[term].name("zh")
        assert f"{{term}}`{name} <{term}>`" in text, name
