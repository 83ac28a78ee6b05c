#!/usr/bin/env bash
# The server tests run on PGlite and on the PostgreSQL at 127.0.0.1:5432; start it if it stopped.
set -uo pipefail
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    echo "Starting PostgreSQL…"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
    for _ in $(seq 1 20); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 0.5; done
  fi
fi
pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null
