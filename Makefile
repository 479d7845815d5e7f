# ipodtui: every target installs what is missing first (Debian packages via apt-get).
SWIFT ?= swift
ARGS ?=

.PHONY: run test build release bench soak deps test-deps snapshots

run: deps
	@$(SWIFT) build --product ipodtui -q
	@.build/debug/ipodtui $(ARGS)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product ipodtui

test: test-deps
	$(SWIFT) build --build-tests
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test --skip-build

bench: test-deps release
	@scripts/bench.sh

# Ten minutes of playback with the wheel spinning: resident memory and CPU every 30 s.
soak: test-deps release
	@scripts/soak.sh

deps:
	@scripts/install-deps.sh run

test-deps:
	@scripts/install-deps.sh test

# Rewrites the golden screens (the run fails on purpose: review the diff, then run make test).
snapshots:
	RECORD_SNAPSHOTS=1 $(SWIFT) test --filter WheelCoreTests || true
