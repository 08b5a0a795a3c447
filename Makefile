# Two commands: `make run` serves the app, `make test` runs every test.
# Both set up what they need on a fresh machine and are safe to repeat.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
CHROMIUM := /usr/bin/chromium

.PHONY: run test lint bench clean browser

$(BIN)/python:
	$(PY) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

# Debian's Chromium for the browser tests (Playwright's own download cannot work here).
browser: $(CHROMIUM)
$(CHROMIUM):
	@if [ "$$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi; \
	$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium

run: $(STAMP)
	$(BIN)/python -m app

test: $(STAMP) $(CHROMIUM)
	$(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check app tests bench
	$(BIN)/ruff format --check app tests bench

bench: $(STAMP)
	$(BIN)/python bench/turn_overhead.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
