#!/usr/bin/env bash
# What a self-hoster does on a production host, run for real: a fresh clone of this repository's
# HEAD (committed work only) into a temp dir, `npm ci --omit=dev`, `npm start` with PORT set,
# all with the machine's own node and npm (say Node 20; the node_modules/.bin that `npm test`
# puts first on PATH is left out), then GET /healthz on 127.0.0.1, then SIGTERM.
# Extra arguments go to npm ci: the test passes --offline (npm's cache only, no network).
# Exit 0 when /healthz answered 200 and the service stopped; else 1 with what went wrong.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
PATH=$(printf %s "$PATH" | tr : '\n' | grep -v '/node_modules/\.bin$' | paste -sd: -)
export PATH
dir=$(mktemp -d "${TMPDIR:-/tmp}/dutyscout-install-XXXXXX")
pid=
cleanup() {
  [ -n "$pid" ] && kill -TERM "$pid" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT

echo "== host: node $(node --version), npm $(npm --version)"
git clone -q "$repo" "$dir/app"
cd "$dir/app"
start=$(date +%s)
npm ci --omit=dev --no-audit --no-fund --loglevel=error "$@"
echo "== npm ci --omit=dev: $(( $(date +%s) - start )) s; node_modules/.bin/node is $(node_modules/.bin/node --version)"
if [ -e node_modules/typescript ]; then echo "devDependencies were installed (node_modules/typescript)" >&2; exit 1; fi

# Started directly with an older Node, the entry says which Node it needs and how to get it.
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 24 ]; then
  if said=$(node src/entry.mjs serve 2>&1); then echo "node $(node --version) src/entry.mjs started" >&2; exit 1; fi
  echo "== node $(node --version) src/entry.mjs: ${said%%$'\n'*}"
fi

port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
PORT=$port HOST=127.0.0.1 DATABASE_URL="sqlite:$dir/db.sqlite" LOG_LEVEL=warn npm start >"$dir/start.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  if body=$(curl -fsS --max-time 2 "http://127.0.0.1:$port/healthz" 2>/dev/null); then
    echo "== GET /healthz: $body"
    kill -TERM "$pid"
    wait "$pid" && rc=0 || rc=$?
    pid=
    [ "$rc" = 0 ] || { echo "npm start exited $rc after SIGTERM" >&2; cat "$dir/start.log" >&2; exit 1; }
    echo "== stopped (exit 0)"
    exit 0
  fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "npm start exited before /healthz answered:" >&2
    cat "$dir/start.log" >&2
    exit 1
  fi
  sleep 0.5
done
echo "/healthz did not answer within 60 s:" >&2
cat "$dir/start.log" >&2
exit 1
