# Two commands do everything on a fresh machine:  make serve  and  make test.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
OUT    := _build
PORT   ?= 8000

.PHONY: help venv catalogs site dist book serve test translations stats bench clean

help:
	@echo "make serve         build the three languages and serve them on http://127.0.0.1:$(PORT)/"
	@echo "make test          run every test (engine, page doctests, builds, catalogs, browser)"
	@echo "make site          build _build/html/{en,ru,zh-cn} with -W -n"
	@echo "make dist          the same, ready for a static host (SITE_URL=https://... for canonical URLs)"
	@echo "make book          build the English book with jupyter-book and the engine (content/_build/html)"
	@echo "make translations  refresh the .pot/.po catalogs and report what is left to translate"
	@echo "make bench         run the benchmarks (results in benchmarks/results/)"

$(VENV)/.installed: pyproject.toml setup.py constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -c constraints.txt -e ".[docs,test]"
	@# GNU Backgammon for the live differential test; the test says why it skips if this fails
	$(PY) -m pip install --quiet -c constraints.txt -e ".[oracle]" || echo "oracle (gnubg-nn, gnubg) not installed"
	touch $@

# the C generator of backgammon's plays, rebuilt when its source changes (moves.py refuses a stale build)
$(VENV)/.plays-built: tutor/backgammon/_plays.c setup.py $(VENV)/.installed
	$(PY) setup.py --quiet build_ext --inplace 2>/dev/null || echo "tutor/backgammon/_plays.c not built: the engine uses the Python generator"
	touch $@

# Pyodide for the engine in the page, at the version package-lock.json pins (tools/engine.py ships it)
node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund --ignore-scripts

venv: $(VENV)/.installed $(VENV)/.plays-built node_modules/.package-lock.json

catalogs: venv
	$(PY) -m tools.site catalogs

site: venv
	$(PY) -m tools.site build --out $(OUT)

# _build/html ready for any static host: EPUBs, sitemap.xml, robots.txt, 404.html, no unused files
dist: venv catalogs
	$(PY) -m tools.dist --out $(OUT)

# the standalone English book, with the engine inside its folder: Run, play and practice work there
# (served over http: python -m http.server --directory content/_build/html)
book: venv catalogs
	$(VENV)/bin/jupyter-book build content -W -n --keep-going
	$(PY) -m tools.engine content/_build/html

serve: site
	@echo "Serving the site on http://127.0.0.1:$(PORT)/  (Ctrl+C stops)"
	$(PY) -m http.server $(PORT) --bind 127.0.0.1 --directory $(OUT)/html

# two processes, each file whole in one of them (a page's fences share their names; a module's fixtures
# are made once); each process that runs a test of the site builds it once
test: venv catalogs
	$(PY) -m pytest -n 2 --dist loadfile

translations: venv
	$(PY) -m tools.site translations

stats: venv
	$(PY) -m tools.site report

bench: venv catalogs
	$(PY) -m benchmarks.run

clean:
	rm -rf $(OUT) content/_build tutor/locale
