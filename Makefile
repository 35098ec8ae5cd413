# TransitionKit Playground
#   make run          build and open the playground window
#   make test         run every test, and the example package's (headless; no display needed)
#   make bench        release build + benchmark table (writes bench.json; window parts under xvfb-run)
#   make fuzz         release build + fuzz SEEDS random seeds (default 1000) with invariants
#                     (VERIFY_DAMAGE_EVERY=M: every M-th seed also checks damage tracking's pixels)
#   make soak         release build + 10,000 random transitions, then every kind 1,000 times (RSS, leaks)
#   make screenshots  headless runs writing docs/screenshots/*.png and docs/filmstrips/sheet.png
#   make deps         install the Debian packages the build needs (run/test/bench do it first)
#   make census-table rewrite README.md's UIKit census table from Tests/UIKitSurfaceTests

SWIFT ?= swift
PLAYGROUND_ARGS ?=
DEB_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libgif-dev fonts-dejavu-core xvfb xdotool imagemagick
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test bench deps screenshots build help fuzz soak census-table

SEEDS ?= 1000
VERIFY_DAMAGE_EVERY ?= 0
STEPS ?= 300

help:
	@sed -n '2,10p' Makefile | sed 's/^#//'

deps:
	@if ! command -v dpkg >/dev/null 2>&1; then \
		echo "make deps: dpkg not found; install SDL2, SDL2_ttf, SDL2_image and giflib (development files) and DejaVu fonts with your package manager"; \
		exit 0; \
	fi; \
	missing=""; \
	for package in $(DEB_PACKAGES); do \
		dpkg -s $$package >/dev/null 2>&1 || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "make deps: installing missing Debian packages:$$missing"; \
		echo "+ $(SUDO) apt-get update"; \
		$(SUDO) apt-get update; \
		echo "+ $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y$$missing"; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi

build: deps
	$(SWIFT) build

run: build
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
		echo "make run: no display (DISPLAY is not set)."; \
		echo "  Use a virtual display:  xvfb-run -a make run"; \
		echo "  or a headless run:      make screenshots   (or .build/debug/playground --headless --screenshot out.png)"; \
		exit 1; \
	fi
	.build/debug/playground $(PLAYGROUND_ARGS)

# Every test target, the example package's (Examples/MyFirstTransition) among them: its sources and
# test are targets of this package too, so they build once. PlaygroundTests checks the example also
# stands alone: its manifest resolves against this package, and its sources type-check as another
# package's (no `package` access).
test: deps
	$(SWIFT) test

# The headless tables and scenes need no display; the real-window, input-latency and launch
# measurements run under Xvfb (xvfb-run), as docs/BENCHMARK.md explains.
BENCH_XVFB := xvfb-run -a -s '-screen 0 1280x800x24'
bench: deps
	$(SWIFT) build -c release --product playground
	@if command -v xvfb-run >/dev/null 2>&1; then \
		echo "+ $(BENCH_XVFB) .build/release/playground --bench"; \
		$(BENCH_XVFB) .build/release/playground --bench; \
	else \
		echo "make bench: xvfb-run not found; the window, latency and launch figures are skipped"; \
		.build/release/playground --bench; \
	fi

# Each demo script assets/scripts/<scene>.txt replays headless (deterministic 1/60 s frames);
# --screenshot redirects the script's own `screenshot` line to docs/screenshots/<scene>.png.
screenshots: build
	mkdir -p docs/screenshots
	.build/debug/playground --headless --frames 3 --screenshot docs/screenshots/sample.png
	@set -e; for script in assets/scripts/*.txt; do \
		scene=$$(basename $$script .txt); \
		echo "+ playground --headless --script $$script --screenshot docs/screenshots/$$scene.png"; \
		.build/debug/playground --headless --script $$script --screenshot docs/screenshots/$$scene.png; \
	done
	mkdir -p docs/filmstrips
	.build/debug/playground --headless --script assets/scripts/sheet.txt --screenshot docs/screenshots/sheet.png \
		--filmstrip docs/filmstrips/sheet.png
	@set -e; for script in assets/scripts/tools/*.txt; do \
		tool=$$(basename $$script .txt); \
		echo "+ playground --headless --capture-tools --script $$script --screenshot docs/screenshots/$$tool.png"; \
		.build/debug/playground --headless --capture-tools --script $$script --screenshot docs/screenshots/$$tool.png; \
	done

census-table: deps
	$(SWIFT) build --build-tests
	scripts/update-census-table.sh

fuzz:
	$(SWIFT) build -c release --product TransitionFuzz
	.build/release/TransitionFuzz fuzz --seeds $(SEEDS) --steps $(STEPS) --verify-damage-every $(VERIFY_DAMAGE_EVERY)

soak:
	$(SWIFT) build -c release --product TransitionFuzz
	.build/release/TransitionFuzz soak --transitions 10000
	.build/release/TransitionFuzz leaks --times 1000
