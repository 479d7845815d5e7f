# Sourced by the benchmark scripts that drive the real program in a private tmux server:
# defines `t` (tmux on that server), a work folder `$work`, and a cleanup on exit that kills
# the server, removes the socket tmux 3.3 leaves behind, and retries removing `$work` while
# the program may still be saving into it. Usage: source scripts/bench-tmux.sh NAME
server="$1-$$"
work=$(mktemp -d)
t() { tmux -L "$server" -f /dev/null "$@"; }
socket=""
cleanup() {
  t kill-server 2>/dev/null || true
  [ -n "$socket" ] && rm -f "$socket"
  for _ in 1 2 3 4 5 6 7 8 9 10; do rm -rf "$work" 2>/dev/null && break; sleep 0.2; done
  true
}
trap cleanup EXIT
