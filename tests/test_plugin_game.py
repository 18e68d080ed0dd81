"""A game plugs in with one package and one registration: the glossary, the directives, the
command line and ``{rules-options}`` pick up the test's own coin-toss game with no other change.
And a page is rebuilt when the game it draws from changes, not when another game does."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tutor import games
from tutor.cli import main
from tutor.errors import TutorError

ROOT = Path(__file__).resolve().parent.parent
COIN = ROOT / "tests" / "plugin" / "coin.py"


@pytest.fixture(autouse=True, scope="module")
def coin():
    games.register("tests.plugin.coin")
    yield
    games._registered.pop("coin", None)  # leave the registry as the other tests expect it
    games._cache.clear()


def test_the_registry_and_the_rules(coin):
    assert games.game("coin").name("ru") == "орлянка"
    assert games.load_game("coin", winner="tails").winner == "tails"
    assert games.term("coin.game").name("zh_CN") == "掷硬币"
    assert games.make_puzzle("coin.pick", {"faces": "heads tails"}, "en").answer == ("heads",)
    assert len(games.make_replay("coin.tosses", {"faces": "heads heads"}, "en").frames) == 2
    with pytest.raises(TutorError) as caught:
        games.make_replay("coin.nothing", {}, "en")
    assert caught.value.code == "tutor.unknown-replay-kind"


def test_the_command_line(coin, capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "coin" in capsys.readouterr().out
    assert main(["coin", "toss", "heads", "--json", "--option", "winner=tails"]) == 0
    assert json.loads(capsys.readouterr().out) == {"won": False, "caller": None, "options": {"winner": "tails"}}
    assert main(["coin", "toss", "--caller", "Ann", "tails", "--loudly", "--option", "winner=tails"]) == 0
    assert capsys.readouterr().out == "WON\n"
    assert main(["coin", "toss", "--caller", "Ann", "tails", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["caller"] == "Ann"
    assert main(["coin", "toss", "heads", "--option", "winner=edge", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "rules.bad-choice"
    assert main(["coin", "options", "--lang", "ru"]) == 0
    assert "Какая сторона выигрывает" in capsys.readouterr().out


CONF = 'extensions = ["myst_parser", "tutor.sphinx"]\nhtml_theme = "basic"\ntutor_games = ["tests.plugin.coin"]\n'
PAGES = {
    "index": "# Coin\n\nThe {term}`coin.game`.\n\n```{figure-from-engine} coin.winner\n:rules: winner=tails\n```\n\n"
             "```{puzzle} coin.pick\n:faces: heads tails\n\nWhich face wins?\n```\n\n```{rules-options} coin\n```\n\n"
             "```{replay} coin.tosses\n:faces: heads tails heads\n:rules: winner=tails\n```\n\n"
             "```{toctree}\nother\nglossary\n```\n",
    "other": "# Other\n\nA {term}`bagchen.sky-chief`.\n",
    "glossary": "# Glossary\n\n```{tutor-glossary}\n```\n\n```{source-list}\n```\n",
}


def build(src: Path, language: str = "en") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sphinx", "-q", "-W", "-n", "-b", "html", "-D",
                           f"language={language}", str(src), str(src / "_out")],
                          capture_output=True, text=True, cwd=ROOT)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    src = tmp_path_factory.mktemp("coin-site")
    (src / "conf.py").write_text(CONF, encoding="utf-8")
    for name, text in PAGES.items():
        (src / f"{name}.md").write_text(text, encoding="utf-8")
    result = build(src)
    assert result.returncode == 0, result.stderr
    return src


def test_the_site_picks_it_up(site):
    index = (site / "_out" / "index.html").read_text(encoding="utf-8")
    assert 'href="glossary.html#term-coin-game"' in index  # {term}
    assert "<p>tails</p>" in index  # {figure-from-engine} under the page's rules
    assert 'data-answer="heads"' in index  # {puzzle} answered by the engine (default rules)
    assert 'id="option-coin-winner"' in index and "Heads, mostly." in index  # {rules-options}
    assert 'href="glossary.html#source-folklore-coin"' in index  # the reading links to its source
    assert 'data-total="3"' in index and "<figcaption>tails: won</figcaption>" in index  # {replay}
    glossary = (site / "_out" / "glossary.html").read_text(encoding="utf-8")
    assert 'id="term-coin-game"' in glossary and "https://example.org/coin" in glossary


def test_editing_one_game_rebuilds_only_its_pages(site):
    out = site / "_out"
    before = {name: (out / f"{name}.html").stat().st_mtime_ns for name in ("index", "other")}
    time.sleep(0.05)
    os.utime(COIN)  # "edit" the coin game
    result = build(site)
    assert result.returncode == 0, result.stderr
    after = {name: (out / f"{name}.html").stat().st_mtime_ns for name in ("index", "other")}
    assert after["index"] > before["index"], "the coin page was not rebuilt"
    assert after["other"] == before["other"], "a page of another game was rebuilt"


def test_the_common_state_interface(coin):
    import tutor
    from tutor.errors import IllegalPlayError, NotationError

    state = tutor.start("coin", seed=3, winner="tails")
    assert (state.to_move, state.legal(), state.outcome(), state.finished) == ("A", ("heads", "tails"), None, False)
    with pytest.raises(IllegalPlayError) as caught:
        state.play("edge")
    assert caught.value.code == "tutor.not-legal" and "heads, tails" in caught.value.message("ru")
    with pytest.raises(NotationError):
        state.play("heads; tails")
    while not state.finished:
        state = state.play(tutor.suggest(state, seed=len(state.decisions)))
    outcome = state.outcome()
    assert sum(outcome.values()) == 0 and set(outcome) == {"A", "B"}
    assert tutor.replay("coin", state.record(), seed=3, winner="tails") == state
    assert tutor.replay("coin", state.record(), winner="tails") == state  # the record holds the tosses
    assert tutor.replay("coin", state.record(), seed=3) != state  # other rules, another game
    with pytest.raises(IllegalPlayError) as caught:
        state.play("heads")
    assert caught.value.code == "tutor.game-over"
    with pytest.raises(TutorError) as caught:
        tutor.replay("coin", "heads; edge", seed=3)
    assert caught.value.code == "tutor.record-step" and "edge" in caught.value.message("zh")
    with pytest.raises(TutorError) as caught:
        state.view("C")
    assert caught.value.code == "tutor.unknown-seat"
    assert state.view("A")["legal"] == [] and state.summary()["record"] == state.record()


def test_new_and_step_on_the_command_line(coin, capsys):
    import tutor

    assert main(["coin", "new", "--seed", "3", "--option", "winner=tails", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Coin toss, seed 3", "A calls first.", "To decide: A", "Legal decisions (2): heads, tails"]
    assert main(["coin", "step", "--seed", "3", "--record", "tails", "--play", "heads", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    expected = tutor.replay("coin", "tails; heads", seed=3)
    assert data["record"] == expected.record() == "tails; toss heads; heads; toss heads"  # the seed's tosses
    assert (data["finished"], data["outcome"], data["options"]) == (True, expected.outcome(), {"winner": "heads"})
    assert main(["coin", "step", "--seed", "3", "--record", "edge", "--lang", "ru"]) == 2
    assert "[tutor.record-step]" in capsys.readouterr().err
    # without a seed the toss is a step of its own: the reader's coin
    assert main(["coin", "step", "--record", "heads", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[-2:] == [
        "Chance comes next: play what it brought", "Legal decisions (2): toss heads, toss tails"]
    assert main(["coin", "step", "--record", "heads", "--play", "toss tails", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["record"], data["to_move"], data["seed"]) == ("heads; toss tails", "B", None)
    assert main(["coin", "step", "--record", "heads", "--play", "tails", "--lang", "ru"]) == 2
    assert "[tutor.chance-expected]" in capsys.readouterr().err
