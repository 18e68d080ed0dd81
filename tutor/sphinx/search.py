"""Chinese search that also finds one-character words.

Sphinx's Chinese search indexes jieba's words and drops every word of one
character, but a learner types exactly those: 番, 碰, 胡, 吃.  This language
indexes each Chinese character of the text as well, so a one-character query
finds every page that uses it; longer queries still match jieba's words.
"""

from __future__ import annotations

import re

from sphinx.search.zh import SearchChinese

HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


class SearchChineseCharacters(SearchChinese):
    def split(self, input: str) -> list[str]:
        return super().split(input) + HAN.findall(input)

    def word_filter(self, stemmed_word: str) -> bool:
        return len(stemmed_word) > 1 or bool(HAN.fullmatch(stemmed_word))
