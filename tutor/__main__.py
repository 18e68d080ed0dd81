"""``python -m tutor`` is the ``tutor`` command."""

from tutor.cli import run

run()
