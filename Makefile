# Two commands: `make run` serves the app, `make test` runs every test.
# Both set up what they need on a fresh machine and are safe to repeat.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
CHROMIUM := /usr/bin/chromium
# Fonts so that screenshots of Chinese text and emoji are readable, not boxes.
CJK_FONT := /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc
APT_INSTALL = if [ "$$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi; \
	$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq

.PHONY: run test lint bench clean browser

$(BIN)/python:
	$(PY) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

# Debian's Chromium for the browser tests (Playwright's own download cannot work here).
browser: $(CHROMIUM) $(CJK_FONT)
$(CHROMIUM):
	$(APT_INSTALL) chromium
$(CJK_FONT):
	$(APT_INSTALL) fonts-wqy-zenhei fonts-noto-color-emoji

run: $(STAMP)
	$(BIN)/python -m app

test: $(STAMP) $(CHROMIUM) $(CJK_FONT)
	$(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check app tests bench
	$(BIN)/ruff format --check app tests bench

bench: $(STAMP) $(CHROMIUM)
	$(BIN)/python bench/turn_overhead.py
	$(BIN)/python bench/panel_load.py
	$(BIN)/python bench/style_eval.py
	$(BIN)/python bench/style_eval.py tests/data/style_conflicts_blind.jsonl
	$(BIN)/python bench/store_write.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
