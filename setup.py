"""The one compiled part: the standard game's legal plays in C (tutor/backgammon/_plays.c).

It is optional: when it cannot be built, the install goes on and the engine uses
the same generator in Python (tutor/backgammon/moves.py), only slower.  The file's
SHA-256 goes into the module, so moves.py never uses a build of an older _plays.c.
"""

import hashlib
from pathlib import Path

from setuptools import Extension, setup

SOURCE = "tutor/backgammon/_plays.c"
digest = hashlib.sha256(Path(__file__).with_name("tutor").joinpath("backgammon", "_plays.c").read_bytes()).hexdigest()

setup(ext_modules=[Extension("tutor.backgammon._plays", [SOURCE], optional=True,
                             define_macros=[("SOURCE_SHA256", f'"{digest}"')],
                             extra_compile_args=["-O2"])])
