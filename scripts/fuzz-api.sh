#!/usr/bin/env bash
# Fuzzes a real running dutyscout against its own two OpenAPI documents with schemathesis:
# /openapi.yaml (3.0.3, /api/v1, bearer keys) and /api/openapi.json (3.1, the public tools).
# Optional for development (needs python3 with venv and pip), run by CI (.ci/run).
#
# The server runs on 127.0.0.1 with a throwaway SQLite store and EGRESS_ENABLED=false: it
# fetches no third-party page, so every scan of a well-formed URL answers 422
# url_not_allowed and nothing leaves this machine. The fuzz therefore reaches validation,
# the tariffs handlers, the guards and the error paths; page parsing is covered by the tests.
#
# Budgets: FUZZ_MAX_EXAMPLES (per operation, default 300: about 1.5 minutes on 2 cores, about
# 2,000 requests); FUZZ_SEED to replay a run (schemathesis prints the seed of each run).
# Two schemathesis warnings are expected and do not fail the run: "Authentication failed"
# on the GCC stub (it answers 403 `beta` to every call, by design) and "Schema validation
# mismatch" on the scans (with egress disabled every well-formed URL is refused 422).
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
MAX_EXAMPLES=${FUZZ_MAX_EXAMPLES:-300}
# /api/v1 allows 100 requests per UTC minute per key; see scripts/fuzz_api_hooks.py.
KEY_COUNT=20
PER_KEY_PER_MINUTE=90
# What must hold for every generated request, valid or not: no 5xx, only documented status
# codes, documented content types, bodies and headers matching their schemas; invalid bodies
# refused (400), wrong methods answered 405.
# Not positive_data_acceptance ("schema-valid requests are accepted"): with egress disabled
# every valid scan URL is refused 422 by design, and two rules cannot be written in JSON
# Schema (readiness_check's `url` must equal `storeUrl` when both are given; `as_of` before
# the first day the Section 232 data covers is 400), so it would only report those.
CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance,negative_data_rejection,unsupported_method

if ! command -v python3 >/dev/null 2>&1; then
  echo "fuzz-api: python3 is required (with venv and pip) to install schemathesis" >&2
  exit 1
fi

venv=.venv
if [ "$("$venv/bin/schemathesis" --version 2>/dev/null || true)" != "schemathesis, version $SCHEMATHESIS_VERSION" ]; then
  echo "== installing schemathesis $SCHEMATHESIS_VERSION into $venv"
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi
st="$venv/bin/schemathesis"
# Hypothesis keeps its example database (failing inputs are tried first next time) and caches
# under the git-ignored venv rather than in the work tree.
export HYPOTHESIS_STORAGE_DIRECTORY="$venv/hypothesis"

tmp=$(mktemp -d)
server_pid=
stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap stop_server EXIT
trap 'exit 130' INT TERM

export DATABASE_URL="sqlite:$tmp/db.sqlite"
export LOG_LEVEL=warn

keys=()
for _ in $(seq "$KEY_COUNT"); do
  key=$(bin/dutyscout keys create --scope all --notes delegate:on --label fuzz | tail -n 1)
  [[ $key =~ ^de_[A-Za-z0-9]{24}$ ]] || { echo "fuzz-api: keys create printed no key" >&2; exit 1; }
  keys+=("$key")
done

PORT=0 HOST=127.0.0.1 EGRESS_ENABLED=false EGRESS_ALLOW_PRIVATE=false \
  PUBLIC_RATE_PER_MINUTE=1000000 PUBLIC_RATE_BURST=1000000 \
  bin/dutyscout serve >"$tmp/server.log" 2>"$tmp/server.err" &
server_pid=$!

base=
for _ in $(seq 150); do
  base=$(grep -o 'dutyscout listening on http://127\.0\.0\.1:[0-9]*' "$tmp/server.err" | grep -o 'http://.*' || true)
  [ -n "$base" ] && break
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  sleep 0.2
done
if [ -z "$base" ]; then
  echo "fuzz-api: the server did not start:" >&2
  cat "$tmp/server.err" >&2
  exit 1
fi
echo "== dutyscout on $base (egress disabled, store $DATABASE_URL)"

seed_args=()
[ -n "${FUZZ_SEED:-}" ] && seed_args=(--seed "$FUZZ_SEED")
common=(--config-file scripts/fuzz-api.toml run --url "$base" --checks "$CHECKS"
  --max-examples "$MAX_EXAMPLES" --workers 2 --request-timeout 20 --no-color
  "${seed_args[@]}")

status=0
echo "== /openapi.yaml (v1), $KEY_COUNT keys round-robin"
# Missing or bad credentials are left out (--generation-with-security-parameters false): 20
# failed authentications a minute from one address earn that address 429 for the rest of the
# minute, which would hide everything else. The 401 paths are tested in test/http/v1-auth.test.ts.
DUTYSCOUT_FUZZ_KEYS=$(IFS=,; echo "${keys[*]}") SCHEMATHESIS_HOOKS=scripts/fuzz_api_hooks.py \
  timeout 600 "$st" "${common[@]}" "$base/openapi.yaml" \
  --generation-with-security-parameters false \
  --rate-limit "$((KEY_COUNT * PER_KEY_PER_MINUTE))/m" || status=1

echo "== /api/openapi.json (public tools)"
timeout 600 "$st" "${common[@]}" "$base/api/openapi.json" || status=1

if ! kill -0 "$server_pid" 2>/dev/null; then
  echo "fuzz-api: the server died during the run" >&2
  status=1
fi
if grep -q '"level":[56][0-9]' "$tmp/server.log"; then
  echo "fuzz-api: the server logged errors:" >&2
  grep '"level":[56][0-9]' "$tmp/server.log" | head -n 20 >&2
  status=1
fi
exit "$status"
