"""The play pages' click contract (:meth:`tutor.state.State.click_paths`), checked the same way for every game."""

from __future__ import annotations

from tutor.games import click_paths, clicked
from tutor.state import State


def checked_paths(state: State) -> dict[str, tuple[tuple[str, ...], ...]]:
    """``click_paths(state)``, having checked it: each key a decision of ``legal()`` (as it writes it), each with
    one path or more (tuples of places, no place clicked twice running), each path spelling its decision back
    (``clicked``); no path under two decisions, none the beginning of another (of the same decision or not)."""
    paths = click_paths(state)
    assert isinstance(paths, dict)
    legal = set(state.legal())
    assert set(paths) <= legal, set(paths) - legal
    owner: dict[tuple[str, ...], str] = {}
    for decision, its in paths.items():
        assert isinstance(its, tuple) and its, (decision, its)
        for path in its:
            assert isinstance(path, tuple) and path and all(isinstance(p, str) for p in path), (decision, path)
            assert path not in owner, f"{path} is a path of {owner.get(path)} and of {decision}"
            assert all(a != b for a, b in zip(path, path[1:], strict=False)), path
            owner[path] = decision
            assert clicked(state, path) == decision, (path, clicked(state, path), decision)
    ordered = sorted(owner)  # a prefix sorts just before the paths it begins
    for shorter, longer in zip(ordered, ordered[1:], strict=False):
        assert longer[:len(shorter)] != shorter, f"{shorter} ({owner[shorter]}) begins {longer} ({owner[longer]})"
    return paths


def every_path(paths: dict[str, tuple[tuple[str, ...], ...]]) -> list[tuple[str, tuple[str, ...]]]:
    """Each (decision, path) of a ``click_paths()`` answer."""
    return [(decision, path) for decision, its in paths.items() for path in its]
