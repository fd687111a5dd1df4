# Schemathesis hooks for scripts/fuzz-api.sh (loaded through SCHEMATHESIS_HOOKS for the
# /api/v1 run only).
#
# /api/v1 allows 100 requests per UTC minute per key, and a fuzz run sends far more than
# that. Without help almost every request would be answered 429 `rate_limited`: documented,
# so no check fails, but the bodies behind the limit would go untested. So the script
# creates several keys and this provider hands them out round-robin, one per request, while
# the script caps the whole run at (keys x 100 - margin) requests a minute with
# --rate-limit. Each key then stays under its own minute window and the fuzz reaches the
# handlers. The limit itself is tested exactly in test/http/v1-limits.test.ts; a 429 that
# still happens is a documented answer and is accepted by every check.
import itertools
import os
import threading

import schemathesis

_KEYS = [k for k in os.environ.get("DUTYSCOUT_FUZZ_KEYS", "").split(",") if k]
if not _KEYS:
    raise RuntimeError("DUTYSCOUT_FUZZ_KEYS must hold the comma-separated keys to rotate")

_next_key = itertools.cycle(_KEYS)
_lock = threading.Lock()


# refresh_interval=None: no caching, `get` runs for every test case so each request takes
# the next key. retry_on=[]: a 401 is a finding to report, not a reason to fetch a new key.
@schemathesis.auth(refresh_interval=None, retry_on=[])
class RotatingBearerKeys:
    def get(self, case, ctx):
        with _lock:
            return next(_next_key)

    def set(self, case, data, ctx):
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {data}"
