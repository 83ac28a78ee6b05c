#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit and server tests (PGlite and PostgreSQL; among them every bench
# script run once on tiny inputs, tests/bench/benches.test.ts), build, browser tests.
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

# Lint and typecheck side by side (one core each); each one's output is shown after both end.
echo "== lint and typecheck $(date -u +%T)"
checks=$(mktemp -d)
npm run -s lint > "$checks/lint.log" 2>&1 & lint_pid=$!
npm run -s typecheck > "$checks/typecheck.log" 2>&1 & typecheck_pid=$!
lint_rc=0; typecheck_rc=0
wait "$lint_pid" || lint_rc=$?
wait "$typecheck_pid" || typecheck_rc=$?
cat "$checks/lint.log" "$checks/typecheck.log"
rm -rf "$checks"
if [ "$lint_rc" -ne 0 ] || [ "$typecheck_rc" -ne 0 ]; then
  echo "lint exited with $lint_rc, typecheck with $typecheck_rc" >&2
  exit 1
fi
# hadolint is neither a Debian package nor on npm (docs/operations/deploy.md): linted where installed.
if command -v hadolint >/dev/null 2>&1; then
  echo "== hadolint $(date -u +%T)"; hadolint Dockerfile
fi
echo "== unit and server tests $(date -u +%T)"; npx vitest run
echo "== build $(date -u +%T)";     npm run -s build
echo "== browser tests $(date -u +%T)"; npm run -s test:e2e
echo "== done $(date -u +%T)"
