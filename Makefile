# Two commands: `make run` serves the app, `make test` runs every test.
# Both set up what they need on a fresh machine and are safe to repeat.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
CHROMIUM := /usr/bin/chromium
# Fonts so that screenshots of Chinese text and emoji are readable, not boxes.
CJK_FONT := /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc
# apt-get where it exists (Debian, Ubuntu); elsewhere the browser comes from Playwright's own
# download and fonts are left to the system.
HAS_APT := $(shell command -v apt-get 2>/dev/null)
APT_INSTALL = if [ "$$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi; \
	$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq

.PHONY: run test test-fast lint bench clean browser postgresql

$(BIN)/python:
	$(PY) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

# Debian's Chromium for the browser tests (Playwright's own download cannot work here);
# without apt-get, Playwright downloads its Chromium (REDLINE_CHROMIUM tells the tests where).
ifeq ($(HAS_APT),)
browser: $(STAMP)
	$(BIN)/python -m playwright install chromium
else
browser: $(CHROMIUM) $(CJK_FONT)
$(CHROMIUM):
	$(APT_INSTALL) chromium
$(CJK_FONT):
	$(APT_INSTALL) fonts-wqy-zenhei fonts-noto-color-emoji
endif

# PostgreSQL's server binaries for the store tests, which start a throwaway server of their own
# (app/testing/pgserver.py); without apt-get those tests skip, saying how to install it.
ifeq ($(HAS_APT),)
postgresql:
else
postgresql:
	@if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then $(APT_INSTALL) postgresql; fi
endif

run: $(STAMP)
	$(BIN)/python -m app

# Three pytest workers (pytest-xdist) take whole files in the order they are collected — the
# browser files last in each worker, as pyproject.toml's testpaths asks (xdist's default puts
# big files first); the two long sweeps, test_fidelity.py and test_style_eval.py, go out a
# test at a time (tests/xdist_spread.py). TEST_WORKERS=0 runs everything in one process. The
# 30 slowest tests are listed at the end, so a run that grew longer names what grew; every
# test's time is kept in test-results/junit.xml (`python bench/test_time.py` sums it by folder
# and file).
# Three on two cores: a worker often waits (a server it started, Chromium, a sleep of a fault
# test) and a third keeps both cores busy meanwhile; the cost is one more collection (≈9 s of
# CPU).
# Bytecode is cached even where the environment says not to (PYTHONDONTWRITEBYTECODE=1, as on
# this project's machines): without it every worker compiles and rewrites every test module
# again, and every `python -m app` a test starts compiles all of app/ again (and its ~1,700
# regular expressions: app/regex_cache.py keeps them beside the bytecode).
# The tests' temporary folders (pytest's tmp_path: each test's data directory, written file by
# file) in memory where the machine has a tmpfs at /dev/shm, elsewhere the system's own: on this
# project's machines /tmp is a disk shared with the other work, and the tests waited on it when
# that work kept it busy (test_s34_tree_walk + test_api_chat: 142 s on /tmp against 68 s in
# memory one minute, 69 against 69 the next; system time 3.9 s against 1.9 both times).
# Only with 4 GiB free there (a container's default /dev/shm is 64 MB, too small for the
# suite's files). TEST_TMPDIR= (empty) keeps the system's.
TEST_TMPDIR ?= $(shell [ -d /dev/shm ] && [ -w /dev/shm ] && [ "$$(df -Pk /dev/shm | awk 'NR==2 {print $$4}')" -ge 4194304 ] 2>/dev/null && echo /dev/shm)
TEST_ENV = PYTHONDONTWRITEBYTECODE= $(if $(TEST_TMPDIR),TMPDIR=$(TEST_TMPDIR))
TEST_WORKERS ?= 3
test: $(STAMP) browser postgresql
	$(TEST_ENV) $(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder --durations=30 \
		--junitxml=test-results/junit.xml

# Everything but the browser: unit and API tests, a few seconds.
test-fast: $(STAMP) postgresql
	$(TEST_ENV) $(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder tests/unit tests/api

lint: $(STAMP)
	$(BIN)/ruff check app tests bench
	$(BIN)/ruff format --check app tests bench
	$(BIN)/mypy

bench: $(STAMP) browser
	$(BIN)/python bench/turn_overhead.py
	$(BIN)/python bench/store_write.py
	$(BIN)/python bench/throughput.py
	$(BIN)/python bench/panel_load.py
	$(BIN)/python bench/fidelity.py
	$(BIN)/python bench/fidelity.py --corpus tests/data/fidelity_holdout
	$(BIN)/python bench/fidelity.py --corpus tests/data/fidelity_blind3
	$(BIN)/python bench/fidelity.py --corpus tests/data/fidelity_blind4
	$(BIN)/python bench/fidelity.py --corpus tests/data/fidelity_blind5
	$(BIN)/python bench/fidelity.py --corpus tests/data/fidelity_blind6
	$(BIN)/python bench/fidelity.py --corpus tests/data/fidelity_blind7
	$(BIN)/python bench/style_eval.py
	$(BIN)/python bench/crash_trials.py 20 8
	$(BIN)/python bench/style_queue.py
	$(BIN)/python bench/crash_http.py
	$(BIN)/python bench/migrate_store.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache
