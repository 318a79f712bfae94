# Similarium — developer entry points. `make help` lists them.
# Everything runs from a fresh clone: tools are fetched/installed on first use.

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
VPY := $(VENV)/bin/python
SITE ?= _site
PYTEST_ARGS ?=

.PHONY: help serve vendor bundle venv chromium lint test test-unit test-e2e site bench clean distclean

help: ## list the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 12

vendor: ## fetch + verify Pyodide/PyScript into static/vendor, build the app zip (quick when done)
	@$(PYTHON) scripts/vendor.py

bundle: ## rebuild static/vendor/similarium.zip if a .py changed
	@$(PYTHON) scripts/build_app.py

serve: vendor ## serve the repo root on http://127.0.0.1:8000/ (PORT=... to change)
	@$(PYTHON) scripts/serve.py --port $(PORT)

venv: ## .venv with the dev tools of pyproject.toml (quick when done)
	@$(PYTHON) scripts/devenv.py venv

chromium: venv ## find (or install) a Chromium for the e2e tests; prints its path
	@$(PYTHON) scripts/devenv.py chromium

lint: venv ## ruff check
	$(VENV)/bin/ruff check .

test: venv vendor ## lint and every unit (tests/) and e2e (e2e/) test; fails if either fails
	@CHROMIUM="$$($(PYTHON) scripts/devenv.py chromium)" || exit 1; export CHROMIUM; \
	echo "+ ruff check ."; $(VENV)/bin/ruff check .; lint=$$?; \
	echo "+ pytest tests e2e  (CHROMIUM=$$CHROMIUM)"; \
	PYTHONPATH=py $(VPY) -m pytest tests e2e $(PYTEST_ARGS); tests=$$?; \
	[ $$lint -eq 0 ] || echo "make test: ruff check failed (see above)" >&2; \
	exit $$(( tests != 0 ? tests : lint ))

test-unit: venv ## unit tests only (no browser)
	PYTHONPATH=py $(VPY) -m pytest tests $(PYTEST_ARGS)

test-e2e: venv vendor ## browser tests only
	@CHROMIUM="$$($(PYTHON) scripts/devenv.py chromium)" && export CHROMIUM && \
	PYTHONPATH=py $(VPY) -m pytest e2e $(PYTEST_ARGS)

site: ## build the static site into _site/ (SITE=dir to change)
	@$(PYTHON) scripts/build_site.py --out $(SITE)

bench: venv vendor ## boot time & click latency in headless Chromium -> bench-results/latest.json
	@CHROMIUM="$$($(PYTHON) scripts/devenv.py chromium)" && export CHROMIUM && \
	$(VPY) scripts/bench.py $(BENCH_ARGS)

clean: ## remove build outputs (keeps .venv and the vendored runtime)
	rm -rf $(SITE) bench-results .pytest_cache .ruff_cache static/vendor/similarium.zip

distclean: clean ## also remove .venv and static/vendor
	rm -rf $(VENV) static/vendor
