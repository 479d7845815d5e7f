# ipodtui: every target installs what is missing first (Debian packages via apt-get).
SWIFT ?= swift
ARGS ?=

# Installing: `make install PREFIX=/usr/local DESTDIR=` puts the release binary in bin/ and the
# sounds and demo library in share/ipodtui/, where the binary looks for them (../share/ipodtui).
PREFIX ?= /usr/local
DESTDIR ?=
SHARE = $(DESTDIR)$(PREFIX)/share
# Debian's zsh reads packaged completions from vendor-completions, local ones from site-functions.
ZSH_COMPLETIONS ?= $(if $(filter /usr,$(PREFIX)),vendor-completions,site-functions)

.PHONY: run test lint format build release bench soak deps test-deps bench-deps snapshots install uninstall deb check-install

run: deps
	@$(SWIFT) build --product ipodtui -q
	@.build/debug/ipodtui $(ARGS)

build: deps
	$(SWIFT) build

# The Swift standard library and Foundation linked in: the binary runs without the toolchain.
# No $ORIGIN RUNPATH (--disable-local-rpath): the binary loads no library of its own from beside itself,
# and Debian's policy (lintian's custom-library-search-path) forbids a search path in an installed binary.
release: deps
	$(SWIFT) build -c release --product ipodtui --static-swift-stdlib --disable-local-rpath

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(SHARE)/ipodtui/sounds $(SHARE)/man/man1 $(SHARE)/applications \
	  $(SHARE)/bash-completion/completions $(SHARE)/zsh/$(ZSH_COMPLETIONS) $(SHARE)/fish/vendor_completions.d
	install -m 755 .build/release/ipodtui $(DESTDIR)$(PREFIX)/bin/ipodtui
	install -m 644 sounds/*.wav sounds/README.md $(SHARE)/ipodtui/sounds/
	rm -rf $(SHARE)/ipodtui/demo && cp -R demo $(SHARE)/ipodtui/demo && chmod -R u=rwX,go=rX $(SHARE)/ipodtui/demo
	install -m 644 dist/ipodtui.1 $(SHARE)/man/man1/ipodtui.1
	install -m 644 dist/ipodtui.desktop $(SHARE)/applications/ipodtui.desktop
	install -m 644 dist/completions/ipodtui.bash $(SHARE)/bash-completion/completions/ipodtui
	install -m 644 dist/completions/_ipodtui $(SHARE)/zsh/$(ZSH_COMPLETIONS)/_ipodtui
	install -m 644 dist/completions/ipodtui.fish $(SHARE)/fish/vendor_completions.d/ipodtui.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/ipodtui $(SHARE)/man/man1/ipodtui.1 $(SHARE)/applications/ipodtui.desktop \
	  $(SHARE)/bash-completion/completions/ipodtui $(SHARE)/zsh/$(ZSH_COMPLETIONS)/_ipodtui \
	  $(SHARE)/fish/vendor_completions.d/ipodtui.fish
	rm -rf $(SHARE)/ipodtui

# A Debian package in .build/ (stripped, dependencies from dpkg-shlibdeps) and its debug symbols in
# ipodtui-dbgsym; docs/PACKAGE.md says how, and `make check-install` checks both with lintian.
deb: release
	@scripts/make-deb.sh

# Not part of `make test` (a release build takes minutes): installs into a temporary folder and
# runs the installed binary and the unpacked package without the toolchain.
check-install:
	@scripts/check-install.sh

# The suites that judge sound by its timing (dropouts, real time on PulseAudio and PipeWire) run
# after the rest, on their own: they make their own busy machine (two spinning cores) where they
# need one, and the hundreds of programs and servers the other tests start at once would make
# their figures a measure of the test run instead of the player.
test: test-deps lint
	$(SWIFT) build --build-tests
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test --skip-build --skip SoundServerTests
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test --skip-build --filter SoundServerTests

# The formatter that ships with the toolchain, configured in .swift-format (docs/FORMAT.md).
lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

# Issue 17's figures side by side with cmus (scripts/bench-compare.py), then the older parts,
# most of them from the benchmark tool ipodtui-bench (Sources/Benchmarks), which is never installed.
bench: bench-deps release
	@scripts/bench.sh

# Ten minutes of playback with the wheel spinning: resident memory and CPU every 30 s.
soak: test-deps release
	@scripts/soak.sh
	IPODTUI_SOAK=1 SWIFT_BACKTRACE=interactive=no $(SWIFT) test --filter TinySongQueueTests

deps:
	@scripts/install-deps.sh run

test-deps:
	@scripts/install-deps.sh test

bench-deps:
	@scripts/install-deps.sh bench

# Rewrites the golden screens (the run fails on purpose: review the diff, then run make test).
snapshots:
	RECORD_SNAPSHOTS=1 $(SWIFT) test --filter WheelCoreTests || true
