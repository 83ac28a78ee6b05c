#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit and server tests (PGlite and PostgreSQL), build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if bash scripts/ensure-services.sh; then
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL at 127.0.0.1:5432 is not reachable; CI needs it." >&2
  exit 1
else
  echo "warning: PostgreSQL is not reachable; server tests run on PGlite only." >&2
fi

if bash scripts/ensure-redis.sh; then
  export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
elif [ "${CI:-}" = "true" ]; then
  echo "Redis at 127.0.0.1:6379 is not reachable; CI needs it." >&2
  exit 1
else
  echo "warning: Redis is not reachable; the cross-instance live test is skipped." >&2
fi

echo "== lint $(date -u +%T)";      npm run -s lint
echo "== typecheck $(date -u +%T)"; npm run -s typecheck
echo "== unit and server tests $(date -u +%T)"; npx vitest run
echo "== build $(date -u +%T)";     npm run -s build
echo "== browser tests $(date -u +%T)"; npm run -s test:e2e
echo "== done $(date -u +%T)"
