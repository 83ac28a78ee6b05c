#!/usr/bin/env bash
# The cross-instance live test needs the Redis at 127.0.0.1:6379; start it if it stopped.
set -uo pipefail
ping() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }
if ! ping && command -v redis-server >/dev/null; then
  echo "Starting Redis…"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null || true
  for _ in $(seq 1 20); do ping && break; sleep 0.5; done
fi
ping
