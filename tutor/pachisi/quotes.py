"""The passages of the pachisi source texts the site cites, verbatim, with glosses in the site's other languages.

In the order of each text; a citation on a page opens the passage that holds its first words
(:class:`tutor.sources.Quote`; ``tests/test_sources.py`` checks each against its text).
"""

from tutor.sources import Quote

QUOTES: tuple[Quote, ...] = ()
