"""Train the strong backgammon player's networks by self-play (issue 29), and write the package's data file.

    python -m tools.train_backgammon check                       # the trainer's plays against the engine's
    python -m tools.train_backgammon train standard --games 600000 [--hidden 80] [--seed 1]
    python -m tools.train_backgammon match standard              # the latest checkpoint against pubeval
    python -m tools.train_backgammon export                      # write tutor/backgammon/nets.bin

The games are played by ``tools/train_backgammon.c`` (built here with the machine's ``gcc``
into ``_build/train/``, loaded with ctypes): one network per variant (standard backgammon,
Acey-Deucey, Russian backgammon), each trained from random weights by TD(lambda) on its own
games only, as Tesauro's TD-Gammon was.  Nothing here reads another program's evaluations;
pubeval (Tesauro's public-domain linear evaluator, in the C file) is only an opponent that
measures progress in the standard game.

The run is reproducible from its seed: the weights start from ``--seed``, and each block of
``BLOCK`` games draws its dice from ``(seed, block number)``, so a run resumed from its
checkpoint (``_build/train/<variant>-h<hidden>-s<seed>/``, not committed) plays the same games
as one that never stopped.  The learning rate steps down on the schedule of ``alpha()``.

``export`` writes the newest checkpoint of each variant, as half-precision floats, into
``tutor/backgammon/nets.bin`` (read by :mod:`tutor.backgammon.evaluator`; the format is
:func:`export`'s), and what the runs took (games, processor time, the progress measured on
the way) into ``benchmarks/results/backgammon-training.txt``.
"""

from __future__ import annotations

import argparse
import ctypes
import hashlib
import json
import math
import random
import statistics
import struct
import subprocess
import sys
import time
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tools" / "train_backgammon.c"
WORK = ROOT / "_build" / "train"
NETS = ROOT / "tutor" / "backgammon" / "nets.bin"
VARIANTS = {"standard": 0, "acey-deucey": 1, "russian": 2}
INPUTS, OUTPUTS = 209, 7
BLOCK = 2000  # games per call of the trainer, and per checkpoint
LOOK = 2  # a turn of several parts: the best few first parts are played out to the end of the turn (strong.LOOK)


def library() -> ctypes.CDLL:
    """The trainer, built from train_backgammon.c by gcc when it changed (named by its digest)."""
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()[:12]
    built = WORK / f"train-{digest}.so"
    if not built.exists():
        WORK.mkdir(parents=True, exist_ok=True)
        # no -ffast-math, no -march=native: the same seed gives the same weights on another x86-64 machine's gcc
        # (-O3 vectorizes the row sums element by element, which changes no rounding)
        subprocess.run(["gcc", "-O3", "-shared", "-fPIC", "-o", str(built), str(SOURCE), "-lm"], check=True)
    lib = ctypes.CDLL(str(built))
    floats, u8 = ctypes.POINTER(ctypes.c_float), ctypes.POINTER(ctypes.c_uint8)
    lib.weight_count.argtypes, lib.weight_count.restype = [ctypes.c_int], ctypes.c_int
    lib.init_weights.argtypes = [floats, ctypes.c_int, ctypes.c_uint64]
    lib.train.argtypes = [floats, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_uint64, ctypes.c_double,
                          ctypes.c_double, ctypes.c_int]
    lib.train.restype = ctypes.c_double
    lib.match.argtypes = [floats, ctypes.c_int, floats, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_uint64,
                          ctypes.c_int, ctypes.POINTER(ctypes.c_double)]
    lib.match.restype = ctypes.c_double
    lib.part_results.argtypes = [u8, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int, u8, ctypes.c_int,
                                 ctypes.POINTER(ctypes.c_int)]
    lib.evaluate.argtypes = [floats, ctypes.c_int, u8, ctypes.c_int, floats]
    return lib


def _pointer(values: array) -> ctypes._Pointer:  # type: ignore[type-arg]
    address, _ = values.buffer_info()
    kind = ctypes.c_float if values.typecode == "f" else ctypes.c_uint8
    return ctypes.cast(address, ctypes.POINTER(kind))


def alpha(games: int) -> float:
    """The learning rate after ``games`` games (a share of each error corrected: the C file's ``update``), stepping
    down as the play settles."""
    if games < 50_000:
        return 0.04
    if games < 200_000:
        return 0.03
    if games < 500_000:
        return 0.02
    return 0.01


def block_seed(seed: int, block: int) -> int:
    return int.from_bytes(hashlib.sha256(f"{seed}:{block}".encode()).digest()[:8], "little")


class Run:
    """A training run's folder: its settings, its checkpoints and its log."""

    def __init__(self, variant: str, hidden: int, seed: int):
        self.variant, self.hidden, self.seed = variant, hidden, seed
        self.folder = WORK / f"{variant}-h{hidden}-s{seed}"
        self.lib = library()
        self.size = self.lib.weight_count(hidden)

    def checkpoints(self) -> list[Path]:
        return sorted(self.folder.glob("games-*.f32"), key=lambda p: int(p.stem.split("-")[1]))

    def latest(self) -> tuple[int, array]:
        """(games played, weights) of the newest checkpoint, or the seeded start."""
        found = self.checkpoints()
        weights = array("f", bytes(4 * self.size))
        if not found:
            self.lib.init_weights(_pointer(weights), self.hidden, self.seed)
            return 0, weights
        weights = array("f")
        weights.frombytes(found[-1].read_bytes())
        return int(found[-1].stem.split("-")[1]), weights

    def log(self, record: dict[str, object]) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        with (self.folder / "log.jsonl").open("a", encoding="utf-8") as out:
            out.write(json.dumps(record) + "\n")
        print(json.dumps(record), flush=True)

    def train(self, games: int, every: int, keep: int) -> None:
        done, weights = self.latest()
        self.folder.mkdir(parents=True, exist_ok=True)
        while done < games:
            start = time.perf_counter()
            cpu = time.process_time()
            turns = self.lib.train(_pointer(weights), self.hidden, VARIANTS[self.variant], BLOCK,
                                   block_seed(self.seed, done // BLOCK), alpha(done), 0.7, LOOK)
            done += BLOCK
            (self.folder / f"games-{done}.f32").write_bytes(weights.tobytes())
            for old in self.checkpoints()[:-keep]:
                if int(old.stem.split("-")[1]) % 50_000:  # every 50,000th stays, to measure progress later
                    old.unlink()
            record: dict[str, object] = {"games": done, "turns": round(turns, 1), "alpha": alpha(done - BLOCK),
                                         "seconds": round(time.perf_counter() - start, 1),
                                         "cpu": round(time.process_time() - cpu, 1)}
            if every and done % every == 0:
                record.update(self.measure(weights, 2000))
            self.log(record)

    def measure(self, weights: array, games: int, seed: int = 99) -> dict[str, object]:
        """Points per game against pubeval (standard) or against the network of 50,000 games earlier."""
        squares = ctypes.c_double()
        if self.variant == "standard":
            total = self.lib.match(_pointer(weights), self.hidden, None, 0, 0, games, seed, LOOK,
                                   ctypes.byref(squares))
            against = "pubeval"
        else:
            older = [p for p in self.checkpoints() if int(p.stem.split("-")[1]) % 50_000 == 0]
            if not older:
                return {}
            other = array("f")
            other.frombytes(older[-1].read_bytes() if len(older) == 1 else older[-2].read_bytes())
            total = self.lib.match(_pointer(weights), self.hidden, _pointer(other), self.hidden,
                                   VARIANTS[self.variant], games, seed, LOOK, ctypes.byref(squares))
            against = "earlier"
        mean = total / games
        spread = math.sqrt(max(squares.value / games - mean * mean, 0.0) / games)
        return {f"ppg vs {against}": round(mean, 3), "±": round(1.96 * spread, 3)}


# --- checks: the trainer's rules are the engine's -------------------------------------------------------------

def check(positions: int = 300, seed: int = 5) -> int:
    """Compare the C trainer's plays with the engine's general walk, part by part, in random games of each variant.

    Returns the number of parts compared (raises on the first difference).
    """
    import tutor
    from tutor.backgammon.counts import counts
    from tutor.backgammon.moves import generate, stepper

    lib = library()
    room = 40000
    out = (ctypes.c_uint8 * (53 * room))()
    most = ctypes.c_int()
    compared = 0
    for variant, number in VARIANTS.items():
        rng = random.Random(seed)
        for game in range(positions // 10):
            state = tutor.start("backgammon", seed=seed * 1000 + game, variant=variant)
            while not state.finished:
                if state.phase == "play" and state.parts:
                    me, them = counts(state.position)
                    values = state.parts[0]
                    python_most, found = generate(me, them, values, stepper(state.rules, state.roll))
                    expected = {(key[0][1:], key[1][:25]) for key in found}
                    raw = bytes(me[:27]) + bytes(them[:25]) + bytes([state.position.opponent_waiting])
                    buffer = (ctypes.c_uint8 * 53).from_buffer_copy(raw)
                    count = lib.part_results(buffer, values[0], values[-1], len(values), number, out, room,
                                             ctypes.byref(most))
                    got = set()
                    for i in range(count):
                        item = bytes(out[53 * i:53 * i + 53])
                        got.add((tuple(item[1:27]), tuple(item[27:52])))
                    if got != expected or most.value != python_most:
                        raise AssertionError(f"{variant}: {state.position} {state.roll} part {values}: "
                                             f"{len(got)} vs {len(expected)}, most {most.value} vs {python_most}")
                    compared += 1
                state = state.play(rng.choice(state.legal()))
    return compared


# --- the package's data file ----------------------------------------------------------------------------------

MAGIC = b"TUTORBG1"


def export(runs: dict[str, Path], target: Path = NETS) -> int:
    """Write the networks (variant -> a checkpoint's .f32 file) into ``target`` as half floats; returns its size."""
    lib = library()
    parts = [MAGIC, struct.pack("<H", len(runs))]
    for variant, path in runs.items():
        weights = array("f")
        weights.frombytes(path.read_bytes())
        hidden = next(h for h in range(1, 513) if lib.weight_count(h) == len(weights))
        name = variant.encode()
        parts.append(struct.pack("<B", len(name)) + name + struct.pack("<HHH", INPUTS, hidden, OUTPUTS))
        parts.append(struct.pack(f"<{len(weights)}e", *weights))
    data = b"".join(parts)
    target.write_bytes(data)
    return len(data)


SUMMARY = ROOT / "benchmarks" / "results" / "backgammon-training.txt"


def summary(chosen: dict[str, Path]) -> str:
    """What each exported network's run took, from its log: games, processor and wall time, progress measured."""
    lines = ["The networks in tutor/backgammon/nets.bin (python -m tools.train_backgammon export), each trained from "
             "random weights by self-play TD(lambda = 0.7) on this machine's 2 shared cores (gcc -O3, nice):"]
    for variant, path in chosen.items():
        games = int(path.stem.split("-")[1])
        records = [json.loads(line) for line in (path.parent / "log.jsonl").read_text(encoding="utf-8").splitlines()]
        records = [r for r in records if r["games"] <= games]
        cpu = sum(r["cpu"] for r in records)
        wall = sum(r["seconds"] for r in records)
        lines.append(f"- {variant}: {path.parent.name}, {games:,} games, {cpu / 3600:.2f} h of processor time "
                     f"({wall / 3600:.2f} h wall), {statistics.fmean(r['turns'] for r in records):.0f} turns a game")
        measured = [r for r in records if any(key.startswith("ppg") for key in r)]
        for r in measured:
            key = next(k for k in r if k.startswith("ppg"))
            lines.append(f"    after {r['games']:>9,} games: {r[key]:+.3f} ± {r['±']:.3f} points a game {key[4:]}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.train_backgammon", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("check")
    trainer = commands.add_parser("train")
    trainer.add_argument("variant", choices=VARIANTS)
    trainer.add_argument("--games", type=int, default=600_000)
    trainer.add_argument("--hidden", type=int, default=80)
    trainer.add_argument("--seed", type=int, default=1)
    trainer.add_argument("--every", type=int, default=20_000, help="measure every this many games (0: never)")
    trainer.add_argument("--keep", type=int, default=3)
    matcher = commands.add_parser("match")
    matcher.add_argument("variant", choices=VARIANTS)
    matcher.add_argument("--hidden", type=int, default=80)
    matcher.add_argument("--seed", type=int, default=1)
    matcher.add_argument("--games", type=int, default=10_000)
    exporter = commands.add_parser("export")
    exporter.add_argument("runs", nargs="*", help="variant=FOLDER_OR_F32 (default: each variant's newest run)")
    args = parser.parse_args(argv)
    if args.command == "check":
        print(f"{check()} turn parts: the trainer's plays are the engine's")
    elif args.command == "train":
        Run(args.variant, args.hidden, args.seed).train(args.games, args.every, args.keep)
    elif args.command == "match":
        run = Run(args.variant, args.hidden, args.seed)
        done, weights = run.latest()
        print(done, run.measure(weights, args.games))
    else:
        chosen: dict[str, Path] = {}
        for item in args.runs:
            variant, _, where = item.partition("=")
            path = Path(where)
            chosen[variant] = path if path.suffix == ".f32" else Run.newest(path)
        for variant in VARIANTS:
            if variant not in chosen:
                folders = sorted(WORK.glob(f"{variant}-h*"), key=lambda p: p.stat().st_mtime)
                chosen[variant] = Run.newest(folders[-1])
        print(f"{export(chosen)} bytes: {NETS.relative_to(ROOT)} from {', '.join(map(str, chosen.values()))}")
        SUMMARY.write_text(summary(chosen), encoding="utf-8")
        print(SUMMARY.read_text(encoding="utf-8"))
    return 0


def _newest(folder: Path) -> Path:
    return sorted(folder.glob("games-*.f32"), key=lambda p: int(p.stem.split("-")[1]))[-1]


Run.newest = staticmethod(_newest)  # type: ignore[attr-defined]

if __name__ == "__main__":
    sys.exit(main())
