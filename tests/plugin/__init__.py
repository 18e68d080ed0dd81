"""A tiny game of this test suite's own (not shipped): proof that a game plugs in with no other change."""
