"""The ``{play-game}`` directive: a whole game against the engine's automatic players (issue 19).

````
```{play-game} <game>
```
````

The page gets a set-up form (the reader's seat, every rule option of the game with its
default preselected and what each source says, a seed), an empty table, and the words
``tutor-play.js`` needs, in the page's language.  Everything else happens in the
reader's browser once Start is pressed: the engine's worker (``_engine/worker.mjs``,
message ``game``, :mod:`tutor.browser`) draws the table as the reader's seat sees it,
lists the legal decisions, refuses an illegal one with its reason, and plays the
other seats with the game's automatic players.  The script only sends decisions
and shows answers; it never decides a rule.  A book (EPUB) gets a line saying that
the game is played on the web page.
"""

from __future__ import annotations

import html
import json
from typing import Any, ClassVar

from docutils import nodes
from sphinx import addnodes
from sphinx.util.docutils import SphinxDirective

from tutor.errors import TutorError
from tutor.game import Game
from tutor.games import game
from tutor.i18n import COLON, N_, NP_, gettext, plural_forms, plural_table
from tutor.options import Choice, Flag, Integer, Option, Subset
from tutor.sphinx.base import note_game, page_language
from tutor.sphinx.glossary import QUOTES, source_reference
from tutor.sphinx.options import REQUIRES

UI = {
    "setup": N_("Set up a game"),
    "seat": N_("Your seat"),
    "seed": N_("Seed"),
    "seed-help": N_("The seed decides the dice and the deal: the same seed, options and decisions give the same "
                    "game, so a game can be replayed or shared."),
    "options": N_("Rule options ({count}): the defaults are chosen; change them to play another reading"),
    "sources-say": N_("What the sources say"),
    "start": N_("Start"),
    "loading": N_("Loading the engine…"),
    "thinking": N_("Deciding now: {seat}…"),  # no verb to agree with a seat named in the plural
    "your-turn": N_("Your decision ({seat})."),
    "to-move": N_("To decide: {seat}"),  # as the command line says it
    "over": N_("The game is over."),
    "decisions": N_("Your legal decisions"),
    "click-help": N_("Click the board to make a decision, or press one of these. Hint shows every legal decision."),
    "list-help": N_("Choose one of your legal decisions. Hint shows every legal decision."),
    "hint": N_("Hint"),
    "write": N_("Or write a decision in the game's notation:"),
    "play": N_("Play it"),
    "hint-said": N_("Every legal decision: {decisions}"),
    "picked": N_("Picked: {places}. Go on clicking, or click a picked place again to take it back."),
    "refused": N_("Not allowed: {reason}"),
    "rule": N_("Where this rule is explained"),
    "pace": N_("The others' pace"),
    "faster": N_("Faster"),
    "slower": N_("Slower"),
    "to-end": N_("To the end of this hand"),
    "log": N_("What happened"),
    "outcome": N_("The outcome"),
    "points": N_("Points"),
    "payments": N_("Payments"),
    "new-game": N_("New game"),
    "download": N_("Download the record"),
    "watch": N_("Watch it as a replay"),
    "continue": N_("Continue it"),
    "corrupt": N_("A game kept in this browser could not be read (old or damaged data); it was set aside."),
    "failed": N_("The engine could not answer: {error}"),
    "you": N_("{seat} (you)"),
    "back": N_("Back"),
    "forward": N_("Forward"),
    "position": N_("Step {n} of {total}"),
    "replay-label": N_("Step-through replay: use the buttons or the left and right arrow keys"),
    "record-file": N_("Game: {game}\nSeed: {seed}\nRule options: {options}\nDecisions: {record}\n"),
}
#: the counted phrases (every form the language has, chosen by the ``plural`` table of the words, as in practice)
COUNTED = {
    "saved": NP_("A game in progress was kept in this browser (seed {seed}, {count} decision).",
                 "A game in progress was kept in this browser (seed {seed}, {count} decisions)."),
}
WEB_ONLY = N_("The game is played on the web version of this page, in the browser.")


def words(language: str) -> dict[str, Any]:
    """The page's words in ``language``; a counted phrase is the list of its forms (see :data:`COUNTED`)."""
    found: dict[str, Any] = {key: gettext(text, language) for key, text in UI.items()}
    found.update({key: plural_forms(forms, language) for key, forms in COUNTED.items()})
    found["plural"] = plural_table(language)
    return found


def _attr(value: str) -> str:
    return html.escape(value, quote=True)


def option_control(o: Option, field_id: str, language: str) -> str:
    """The form control of one rule option, its default chosen (``data-option`` names it for the script)."""
    name = f'data-option="{_attr(o.name)}" id="{field_id}"'
    kind = o.kind
    if isinstance(kind, Subset):
        boxes = "".join(
            f'<label class="tutor-play-check"><input type="checkbox" data-option="{_attr(o.name)}" '
            f'value="{_attr(value)}"{" checked" if value in o.default else ""}> '
            f'{html.escape(kind.label((value,), language))}</label>' for value in kind.names)
        return f'<span class="tutor-play-subset" id="{field_id}" role="group">{boxes}</span>'
    if isinstance(kind, Integer) and not kind.alternatives():
        return (f'<input type="number" {name} min="{kind.low}" max="{kind.high}" step="1" '
                f'value="{o.default}" inputmode="numeric">')
    if isinstance(kind, (Choice, Flag, Integer)):
        values = kind.alternatives()
        items = "".join(
            f'<option value="{_attr(kind.format(v))}"{" selected" if v == o.default else ""}>'
            f'{html.escape(kind.format(v))}'
            f'{" — " + html.escape(kind.label(v, language)) if kind.label(v, language) != kind.format(v) else ""}'
            f'</option>' for v in values)
        return f"<select {name}>{items}</select>"
    return f'<input type="text" {name} value="{_attr(kind.format(o.default))}">'


class PlayDirective(SphinxDirective):
    required_arguments = 1  # the game's id
    has_content = False
    option_spec: ClassVar[dict[str, Any]] = {}

    def run(self) -> list[nodes.Node]:
        language = page_language(self.env.config)
        try:
            g = game(self.arguments[0])
            if g.state is None:
                raise TutorError("tutor.unknown-game", game=g.id, games="—")
        except TutorError as error:
            raise self.error(f"play-game: {error}") from None
        note_game(self.env, g)
        t = words(language)
        box = nodes.container(classes=["tutor-play-box"])
        web = addnodes.only(expr="not epub")
        book = addnodes.only(expr="epub")
        book += nodes.paragraph(text=gettext(WEB_ONLY, language), translatable=False)
        web += nodes.raw("", self._opening(g, t, language), format="html")
        web += self._options(g, t, language)
        web += nodes.raw("", self._closing(g, t), format="html")
        box += [web, book]
        return [box]

    def _links(self, g: Game) -> dict[str, str]:
        """Each error code's rule, as a link relative to this page."""
        builder = self.env.app.builder
        links = {}
        for code, target in g.rule_links.items():
            doc, _, anchor = target.partition("#")
            if doc not in self.env.found_docs:
                raise self.error(f"play-game: the rule link of {code} names no page: {target}")
            uri = builder.get_relative_uri(self.env.docname, doc) if builder.format == "html" else doc
            links[code] = uri + (f"#{anchor}" if anchor else "")
        return links

    def _opening(self, g: Game, t: dict[str, str], language: str) -> str:
        state = g.state.start(g.rules(), 0) if g.state else None
        seats = state.seats if state else ()
        words_json = json.dumps(t, ensure_ascii=False).replace("</", "<\\/")
        links_json = json.dumps(self._links(g), ensure_ascii=False).replace("</", "<\\/")
        names = {seat: g.state.seat_name(seat, language) for seat in seats} if g.state else {}
        seat_options = "".join(f'<option value="{_attr(seat)}">{html.escape(names[seat])}</option>' for seat in seats)
        return (
            f'<div class="tutor-play" id="play-{g.id}" data-game="{g.id}" data-game-name="{_attr(g.name(language))}">'
            f'<script type="application/json" class="tutor-play-words">{words_json}</script>'
            f'<script type="application/json" class="tutor-play-links">{links_json}</script>'
            f'<script type="application/json" class="tutor-play-names">'
            f'{json.dumps(names, ensure_ascii=False)}</script>'
            f'<p class="tutor-play-notice" role="status" hidden></p>'
            f'<form class="tutor-play-setup"><fieldset><legend>{html.escape(t["setup"])}</legend>'
            f'<p><label for="play-{g.id}-seat">{html.escape(t["seat"])}</label> '
            f'<select id="play-{g.id}-seat" name="seat">{seat_options}</select></p>'
            f'<p><label for="play-{g.id}-seed">{html.escape(t["seed"])}</label> '
            f'<input id="play-{g.id}-seed" name="seed" type="number" min="0" step="1" value="0" '
            f'inputmode="numeric" aria-describedby="play-{g.id}-seed-help"></p>'
            f'<p class="tutor-play-help" id="play-{g.id}-seed-help">{html.escape(t["seed-help"])}</p>'
            f'<details class="tutor-play-options"><summary>'
            f'{html.escape(t["options"].format(count=len(g.rules.options())))}</summary>'
        )

    def _options(self, g: Game, t: dict[str, str], language: str) -> nodes.container:
        """Every rule option: its control, what it decides, and what each source says (linked, as on
        the interpretations page)."""
        options = nodes.container(classes=["tutor-play-option-list"])
        for o in g.rules.options():
            field_id = f"play-{g.id}-option-{o.name}"
            item = nodes.container(classes=["tutor-play-option"])
            item += nodes.raw("", f'<p><label for="{field_id}"><code>{html.escape(o.name)}</code></label> '
                                  f'{option_control(o, field_id, language)}</p>', format="html")
            item += nodes.paragraph(text=o.summary.get(language), classes=["tutor-play-help"], translatable=False)
            if g.rules.requirement(o.name):
                item += nodes.paragraph(text=gettext(REQUIRES, language).format(requires=g.rules.requirement(o.name)),
                                        classes=["tutor-play-help"], translatable=False)
            if o.readings:
                item += nodes.raw("", f'<details class="tutor-play-readings"><summary>'
                                      f'{html.escape(t["sources-say"])}</summary>', format="html")
                readings = nodes.bullet_list(classes=["tutor-readings"])
                for reading in o.readings:
                    para = nodes.paragraph()
                    label = reading.source.short(language)
                    if reading.locator:
                        opening, closing = QUOTES[language]
                        label = f"{label} {opening}{reading.locator}{closing}"
                    para += source_reference(reading.source, label)
                    para += nodes.Text(f"{COLON[language]}{reading.says.get(language)}")
                    if reading.value is not None:
                        written = o.kind.format(reading.value)
                        para += nodes.Text(" → ")
                        para += nodes.literal(written, written, classes=["tutor-reading-value"])
                    readings += nodes.list_item("", para)
                item += readings
                item += nodes.raw("", "</details>", format="html")
            options += item
        return options

    def _closing(self, g: Game, t: dict[str, str]) -> str:
        return (
            f'</details><p><button type="submit" class="tutor-play-start">{html.escape(t["start"])}</button></p>'
            f'</fieldset></form>'
            f'<progress class="tutor-play-progress" aria-label="{_attr(t["loading"])}" hidden></progress>'
            f'<div class="tutor-play-game" hidden>'
            f'<div class="tutor-play-table" data-to-move="" data-outcome="">'
            f'<p class="tutor-play-status" role="status" aria-live="polite"></p>'
            f'<div class="tutor-play-board tutor-svg"></div></div>'
            f'<div class="tutor-play-decide" role="group" aria-label="{_attr(t["decisions"])}">'
            f'<p class="tutor-play-help tutor-play-decide-help"></p>'
            f'<div class="tutor-play-decisions"></div>'
            f'<p><button type="button" data-act="hint">{html.escape(t["hint"])}</button></p>'
            f'<form class="tutor-play-write"><label for="play-{g.id}-write">{html.escape(t["write"])}</label> '
            f'<input id="play-{g.id}-write" type="text" class="tutor-notation" autocomplete="off" '
            f'autocapitalize="off" spellcheck="false"> '
            f'<button type="submit">{html.escape(t["play"])}</button></form>'
            f'<p class="tutor-play-said" aria-live="assertive"></p></div>'
            f'<div class="tutor-play-pace" role="group" aria-label="{_attr(t["pace"])}">'
            f'<button type="button" data-act="slower">{html.escape(t["slower"])}</button> '
            f'<button type="button" data-act="faster">{html.escape(t["faster"])}</button> '
            f'<button type="button" data-act="to-end">{html.escape(t["to-end"])}</button></div>'
            f'<div class="tutor-play-end" hidden><h2 class="tutor-play-heading">{html.escape(t["outcome"])}</h2>'
            f'<p class="tutor-play-result" hidden></p>'
            f'<table class="tutor-table tutor-play-outcome"><tbody></tbody></table>'
            f'<ul class="tutor-play-payments"></ul>'
            f'<p><button type="button" data-act="new">{html.escape(t["new-game"])}</button> '
            f'<button type="button" data-act="download">{html.escape(t["download"])}</button> '
            f'<button type="button" data-act="watch">{html.escape(t["watch"])}</button></p>'
            f'<div class="tutor-play-replay"></div></div>'
            f'<h2 class="tutor-play-heading" id="play-{g.id}-log">{html.escape(t["log"])}</h2>'
            # it scrolls: focusable, so that a keyboard can scroll it too
            f'<ol class="tutor-play-log" aria-live="polite" tabindex="0" aria-labelledby="play-{g.id}-log"></ol>'
            f'</div></div>'
        )
