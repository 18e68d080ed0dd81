"""Ready to host and to read offline (issue 10): sitemap with hreflang alternates, robots.txt,
a 404 page in three languages, per-page social previews in the page's language, canonical
URLs from SITE_URL, and an EPUB per language that Debian's epubcheck accepts.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from tests.conftest import IN_CI
from tools import site
from tutor.sphinx import AUTHORS, TITLES, hosting

pytestmark = pytest.mark.site

DIRS = {"en": "en", "ru": "ru", "zh_CN": "zh-cn"}
NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
EPUBCHECK = Path("/usr/share/java/epubcheck.jar")  # Debian's package epubcheck


def test_sitemap_lists_every_page_in_every_language_with_alternates(built_site):
    root = ET.parse(built_site / "sitemap.xml").getroot()
    urls = root.findall("s:url", NS)
    pages = hosting.page_names(built_site)
    assert "bagchen/tiles-and-ranking" in pages and "search" not in pages
    assert len(urls) == 3 * len(pages)
    locs = {u.find("s:loc", NS).text for u in urls}
    for name in pages:
        for folder in DIRS.values():
            assert f"/{folder}/{name}.html" in locs
            assert (built_site / folder / f"{name}.html").is_file()
    for url in urls:
        links = {link.get("hreflang"): link.get("href") for link in url.findall("x:link", NS)}
        assert set(links) == {"en", "ru", "zh-CN", "x-default"}
        assert url.find("s:loc", NS).text in links.values()


def test_robots_and_404_page(built_site):
    assert (built_site / "robots.txt").read_text(encoding="utf-8").startswith("User-agent: *\nAllow: /\n")
    page = (built_site / "404.html").read_text(encoding="utf-8")
    for tag, words in (("en", "Page not found"), ("ru", "Страница не найдена"), ("zh-CN", "页面未找到")):
        assert f'<section lang="{tag}">' in page and words in page
    for folder in DIRS.values():
        assert f'href="/{folder}/index.html"' in page


@pytest.mark.parametrize("lang, locale, title", [
    ("en", "en_US", "Bagchen: tiles and ranking · Game Rules Tutor"),
    ("ru", "ru_RU", "Бакчен: камни и их старшинство · Учебник правил игр"),
    ("zh_CN", "zh_CN", "巴尘：牌与等级 · 游戏规则导师"),
])
def test_social_preview_in_the_page_language(built_site, lang, locale, title):
    page = (built_site / DIRS[lang] / "bagchen" / "tiles-and-ranking.html").read_text(encoding="utf-8")
    meta = dict(re.findall(r'<meta (?:property|name)="([^"]+)" content="([^"]*)"', page))
    assert meta["og:locale"] == locale and meta["og:title"] == title
    assert meta["og:site_name"] == TITLES[lang]
    assert meta["og:description"] == meta["description"] and len(meta["description"]) > 40
    # the page's own first paragraph (the rule you play), in its language
    assert {"en": "sky or earth", "ru": "неба или земли", "zh_CN": "天子、地子"}[lang] in meta["description"]
    assert 'rel="canonical"' not in page  # SITE_URL unset: no absolute URL is made up


def test_bad_site_url_is_a_coded_error(monkeypatch):
    from sphinx.errors import ConfigError

    monkeypatch.setenv("SITE_URL", "example.org/tutor")
    with pytest.raises(ConfigError, match="tutor.bad-site-url"):
        hosting.site_url()
    monkeypatch.setenv("SITE_URL", "https://example.org/tutor")
    assert hosting.site_url() == "https://example.org/tutor/"


def test_site_url_gives_canonical_urls_and_an_absolute_sitemap(tmp_path, monkeypatch):
    monkeypatch.setenv("SITE_URL", "https://example.org/tutor")
    site.build(tmp_path, languages=("ru",), pages_only=True)  # the EPUBs and the engine: tested on the whole site
    html = tmp_path / "html"
    page = (html / "ru" / "bagchen" / "tiles-and-ranking.html").read_text(encoding="utf-8")
    url = "https://example.org/tutor/ru/bagchen/tiles-and-ranking.html"
    assert f'<link rel="canonical" href="{url}" />' in page
    assert f'<meta property="og:url" content="{url}"/>' in page
    assert f"<loc>{url}</loc>" in (html / "sitemap.xml").read_text(encoding="utf-8")
    assert "Sitemap: https://example.org/tutor/sitemap.xml" in (html / "robots.txt").read_text(encoding="utf-8")
    assert 'href="https://example.org/tutor/en/index.html"' in (html / "404.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", DIRS)
def test_epub_per_language_linked_from_home_with_metadata_and_drawings(built_site, lang):
    folder = DIRS[lang]
    book = built_site / folder / f"tutor-{folder}.epub"
    home = (built_site / folder / "index.html").read_text(encoding="utf-8")
    assert f'href="tutor-{folder}.epub"' in home
    with zipfile.ZipFile(book) as epub:
        assert epub.namelist()[0] == "mimetype"
        opf = epub.read("content.opf").decode("utf-8")
        pages = {name: epub.read(name).decode("utf-8") for name in epub.namelist() if name.endswith(".xhtml")}
    assert f"<dc:language>{lang.replace('_', '-')}</dc:language>" in opf
    assert f"<dc:title>{TITLES[lang]}</dc:title>" in opf and f"<dc:creator>{AUTHORS[lang]}</dc:creator>" in opf
    drawings = [name for name, text in pages.items() if "<svg" in text]
    assert "bagchen/tiles-and-ranking.xhtml" in drawings
    for name in drawings:
        assert re.search(rf'<item properties="svg"[^>]*href="{re.escape(name)}"', opf), name
    assert "<form" not in pages["bagchen/tiles-and-ranking.xhtml"]  # a book shows the answers instead
    # a book keeps the worked examples as plain blocks: no Run or Edit, no script, no engine (issue 18)
    for name, text in pages.items():
        assert "tutor-doctest" not in text and "tutor-run" not in text and "_engine" not in text, name
    assert "highlight-pycon" in pages["bagchen/tiles-and-ranking.xhtml"]
    assert "tutor-try" in pages["bagchen/index.xhtml"]  # the starter, static, with its heading


def test_epubs_pass_epubcheck(built_site):
    java = shutil.which("java")
    if not EPUBCHECK.is_file() or java is None:
        if IN_CI:
            pytest.fail("epubcheck is required in CI (apt-get install epubcheck)")
        pytest.skip("no epubcheck here (apt-get install epubcheck)")
    books = [str(built_site / folder / f"tutor-{folder}.epub") for folder in DIRS.values()]
    for book in books:
        # the quick compiler only and a plain collector: a third less time for a run of seconds
        result = subprocess.run([java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", str(EPUBCHECK), book],
                                capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
        assert "0 fatals / 0 errors / 0 warnings" in result.stdout + result.stderr


def test_dist_removes_unused_files_and_finds_nothing_missing(built_site, tmp_path):
    from tools import dist

    copy = tmp_path / "html"
    shutil.copytree(built_site, copy)
    assert dist.prune(copy) > 1_000_000  # the theme's source maps and fontawesome.js
    assert not list(copy.rglob("*.map")) and not list(copy.rglob("fontawesome.js"))
    assert dist.check(copy) == []
    (copy / "robots.txt").unlink()
    assert dist.check(copy) == ["missing robots.txt"]


def test_dist_refuses_a_bad_site_url_with_its_code(monkeypatch, capsys, tmp_path):
    from tools import dist

    monkeypatch.setenv("SITE_URL", "example.org")
    assert dist.main(["--out", str(tmp_path)]) == 1
    assert "tutor.bad-site-url" in capsys.readouterr().err
