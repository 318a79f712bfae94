# Similarium — developer entry points. `make help` lists them.
# Everything runs from a fresh clone: tools are fetched/installed on first use.

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
VPY := $(VENV)/bin/python
SITE ?= _site
PYTEST_ARGS ?=

.PHONY: help serve vendor bundle venv chromium firefox webkit browsers lint test test-unit test-e2e test-smoke site bench screenshots clean distclean

help: ## list the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 12

vendor: ## fetch + verify Pyodide/PyScript into static/vendor, build the app zip (quick when done)
	@$(PYTHON) scripts/vendor.py

bundle: ## rebuild static/vendor/similarium.zip if a .py changed
	@$(PYTHON) scripts/build_app.py

serve: vendor ## serve the repo root on http://127.0.0.1:8000/ (PORT=... to change)
	@$(PYTHON) scripts/build_site.py --offline-list
	@$(PYTHON) scripts/serve.py --port $(PORT)

venv: ## .venv with the dev tools of pyproject.toml (quick when done)
	@$(PYTHON) scripts/devenv.py venv

chromium: venv ## find (or install) a Chromium for the e2e tests; prints its path
	@$(PYTHON) scripts/devenv.py chromium

firefox: ## find (or apt-install, as root) Firefox ESR for the smoke tests; prints its path
	@$(PYTHON) scripts/devenv.py firefox

webkit: ## find (or apt-install, as root) WebKitWebDriver + Xvfb for the smoke tests; prints its path
	@$(PYTHON) scripts/devenv.py webkit

browsers: venv ## find or install every browser make test needs (apt via sudo when not root); fails naming a missing one
	@$(PYTHON) scripts/devenv.py browsers

lint: venv ## ruff check
	$(VENV)/bin/ruff check .

# A browser for the smoke tests that cannot be installed (not root, no apt) leaves its variable
# empty: its tests then fail under CI=true and are skipped elsewhere, saying why.
BROWSERS = CHROMIUM="$$($(PYTHON) scripts/devenv.py chromium)" || exit 1; export CHROMIUM; \
	FIREFOX="$$($(PYTHON) scripts/devenv.py firefox)"; export FIREFOX; \
	WEBKIT_DRIVER="$$($(PYTHON) scripts/devenv.py webkit)"; export WEBKIT_DRIVER

test: venv vendor ## lint and every unit (tests/), e2e (e2e/, Chromium) and smoke (smoke/, Firefox + WebKit) test; fails if any fails
	@$(BROWSERS); \
	echo "+ ruff check ."; $(VENV)/bin/ruff check .; lint=$$?; \
	echo "+ pytest tests e2e smoke  (CHROMIUM=$$CHROMIUM FIREFOX=$$FIREFOX WEBKIT_DRIVER=$$WEBKIT_DRIVER)"; \
	PYTHONPATH=py $(VPY) -m pytest tests e2e smoke $(PYTEST_ARGS); tests=$$?; \
	[ $$lint -eq 0 ] || echo "make test: ruff check failed (see above)" >&2; \
	exit $$(( tests != 0 ? tests : lint ))

test-unit: venv ## unit tests only (no browser)
	PYTHONPATH=py $(VPY) -m pytest tests $(PYTEST_ARGS)

test-e2e: venv vendor ## browser tests in Chromium only (e2e/)
	@CHROMIUM="$$($(PYTHON) scripts/devenv.py chromium)" && export CHROMIUM && \
	PYTHONPATH=py $(VPY) -m pytest e2e $(PYTEST_ARGS)

test-smoke: venv vendor ## smoke tests only: every game boots and plays one move in Firefox ESR and WebKitGTK
	@$(BROWSERS); \
	PYTHONPATH=py $(VPY) -m pytest smoke $(PYTEST_ARGS)

site: ## build the static site into _site/ (SITE=dir to change)
	@$(PYTHON) scripts/build_site.py --out $(SITE)

screenshots: venv vendor ## home, every game's table and end: phone and desktop, light (EN) and dark (FR) -> docs/screenshots/
	@CHROMIUM="$$($(PYTHON) scripts/devenv.py chromium)" && $(VPY) scripts/screenshots.py --chromium "$$CHROMIUM"

bench: venv vendor ## boot time & click latency in headless Chromium -> bench-results/latest.json
	@CHROMIUM="$$($(PYTHON) scripts/devenv.py chromium)" && export CHROMIUM && \
	$(VPY) scripts/bench.py $(BENCH_ARGS)

clean: ## remove build outputs (keeps .venv and the vendored runtime)
	rm -rf $(SITE) bench-results .pytest_cache .ruff_cache static/vendor/similarium.zip \
		static/vendor/similarium.snapshot.json static/vendor/similarium-*.snapshot.gz

distclean: clean ## also remove .venv and static/vendor
	rm -rf $(VENV) static/vendor
