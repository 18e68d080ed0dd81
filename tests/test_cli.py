"""The ``tutor`` command, run as a user runs it: a separate process, exit codes, no tracebacks."""

import json
import os
import subprocess
import sys

import pytest


def tutor(*args: str, env_lang: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LANGUAGE", "LC_ALL", "TUTOR_LANG")}
    if env_lang:
        env["LANG"] = env_lang
    return subprocess.run([sys.executable, "-m", "tutor", *args], capture_output=True, text=True,
                          env=env, timeout=60)


@pytest.mark.parametrize("lang, expected", [
    ("en", "no — equal rank (sisters)"),
    ("ru", "нет — равное достоинство (сёстры)"),
    ("zh", "否——同等级（天女）"),
])
def test_beats_in_three_languages(lang, expected):
    result = tutor("bagchen", "beats", "[3-3]", "[5-5]", "--lang", lang)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == expected


def test_json_answer():
    result = tutor("bagchen", "beats", "[3-3]", "[3-1]", "--json")
    data = json.loads(result.stdout)
    assert result.returncode == 0
    assert data["beats"] is True and data["reason"] == "bagchen.higher-rank"


def test_language_from_the_environment():
    result = tutor("bagchen", "beats", "[3-3]", "[5-5]", env_lang="ru_RU.UTF-8")
    assert result.stdout.strip() == "нет — равное достоинство (сёстры)"


@pytest.mark.parametrize("args, code", [
    (("bagchen", "beats", "[7-1]", "[5-5]"), "notation.out-of-range"),
    (("bagchen", "beats", "[6-6", "[5-5]"), "notation.expected"),
    (("bagchen", "beats", "banana", "[5-5]"), "notation.expected"),
    (("bagchen", "beats", "[5-5][3-3]", "[6-6]×2"), "bagchen.sky-set-not-identical"),
    (("bagchen", "tile", "[6-6]×5"), "notation.trailing"),
    (("bagchen", "beats", "[3-3]", "[5-5]", "--lang", "fr"), "tutor.unknown-language"),
    (("bagchen", "castle"), "tutor.usage"),
    (("chess",), "tutor.usage"),
])
def test_bad_input_exits_2_with_a_coded_message_and_no_traceback(args, code):
    result = tutor(*args)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr + result.stdout
    assert f"[{code}]" in result.stderr
    as_json = tutor(*args, "--json")
    assert as_json.returncode == 2
    assert json.loads(as_json.stdout)["error"] == code


def test_error_message_is_translated():
    result = tutor("bagchen", "beats", "[7-1]", "[5-5]", "--lang", "ru")
    assert result.returncode == 2
    assert "ошибка" in result.stderr.lower() and "[notation.out-of-range]" in result.stderr


def test_tile_and_svg_commands():
    result = tutor("bagchen", "tile", "[5-5]", "--lang", "ru")
    assert result.returncode == 0 and "сёстры" in result.stdout and "белая десятка" in result.stdout
    svg = tutor("bagchen", "svg", "[4-2][2-1]")
    assert svg.returncode == 0 and svg.stdout.startswith("<svg")
