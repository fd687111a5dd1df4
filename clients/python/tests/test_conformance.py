"""The shared conformance cases (clients/conformance/cases.json) against the real server."""
import json
import os
import re
from pathlib import Path
from typing import Any, Dict, List

import pytest

import dutyscout

CASES_PATH = Path(os.environ.get("DUTYSCOUT_TEST_CASES") or Path(__file__).resolve().parents[2] / "conformance" / "cases.json")
CASES = json.loads(CASES_PATH.read_text())["cases"]


def substitute(value: Any, variables: Dict[str, str]) -> Any:
    if isinstance(value, str):
        return re.sub(r"\{(\w+)\}", lambda m: variables.get(m.group(1), m.group(0)), value)
    if isinstance(value, list):
        return [substitute(v, variables) for v in value]
    if isinstance(value, dict):
        return {k: substitute(v, variables) for k, v in value.items()}
    return value


TYPE_PATTERNS = {
    "<string>": lambda v: isinstance(v, str),
    "<number>": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "<integer>": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "<boolean>": lambda v: isinstance(v, bool),
    "<array>": lambda v: isinstance(v, list),
    "<object>": lambda v: isinstance(v, dict),
    "<null>": lambda v: v is None,
    "<nonempty>": lambda v: isinstance(v, (str, list)) and len(v) > 0,
}


def mismatches(value: Any, pattern: Any, path: str = "$") -> List[str]:
    """Where a value does not match a cases.json body pattern (empty when it does)."""
    if isinstance(pattern, str) and re.fullmatch(r"<\w+>", pattern):
        check = TYPE_PATTERNS.get(pattern)
        if check is None:
            return ["{}: unknown pattern {}".format(path, pattern)]
        return [] if check(value) else ["{}: {!r} is not {}".format(path, value, pattern)]
    if isinstance(pattern, list):
        if not isinstance(value, list):
            return ["{}: not an array".format(path)]
        if len(value) < len(pattern):
            return ["{}: {} items, expected at least {}".format(path, len(value), len(pattern))]
        return [m for i, p in enumerate(pattern) for m in mismatches(value[i], p, "{}[{}]".format(path, i))]
    if isinstance(pattern, dict):
        if not isinstance(value, dict):
            return ["{}: not an object".format(path)]
        out = []  # type: List[str]
        for k, p in pattern.items():
            out += mismatches(value[k], p, "{}.{}".format(path, k)) if k in value else ["{}.{}: missing".format(path, k)]
        return out
    if isinstance(pattern, bool) or isinstance(value, bool):
        return [] if value is pattern else ["{}: {!r} != {!r}".format(path, value, pattern)]
    return [] if value == pattern else ["{}: {!r} != {!r}".format(path, value, pattern)]


def call(client: dutyscout.Dutyscout, case: Dict[str, Any]) -> Any:
    p = case["params"]
    opts = {}
    if "maxRetries" in case.get("options", {}):
        opts["max_retries"] = case["options"]["maxRetries"]
    method = case["method"]
    if method == "tariffs.hts.lookup":
        return client.tariffs.hts.lookup(p["codes"], as_of=p.get("asOf"), **opts)
    if method == "pixels.scan":
        return client.pixels.scan(p["url"], **opts)
    if method == "entries.gcc.generate":
        return client.entries.gcc.generate(p["request"], **opts)
    if method == "tools.scanStorefront":
        return client.tools.scan_storefront(p["url"], email=p.get("email"), **opts)
    if method == "tools.readinessCheck":
        return client.tools.readiness_check(p["storeUrl"], hts_code=p.get("htsCode"), email=p.get("email"), **opts)
    if method == "tools.htsLookup":
        return client.tools.hts_lookup(p["htsCodes"], as_of=p.get("asOf"), **opts)
    if method == "tools.dutyImpact":
        return client.tools.duty_impact(p["htsCodes"], p["annualImportValueUsd"], p["countryOfOrigin"], email=p.get("email"), **opts)
    if method == "tools.draftCommentLetter":
        # The keyword form, in snake_case like every other call (test_letters.py: the dict form sends the same body).
        snake = {"contactName": "contact_name", "htsCodes": "hts_codes", "docketId": "docket_id", "inclusionRequestId": "inclusion_request_id",
                 "annualImportValueUsd": "annual_import_value_usd", "countryOfOrigin": "country_of_origin", "asOf": "as_of"}
        facts_snake = {"domesticAvailability": "domestic_availability", "supplyChain": "supply_chain", "jobs": "jobs"}
        kwargs = {snake.get(k, k): v for k, v in p.items()}
        if "facts" in kwargs:
            kwargs["facts"] = {facts_snake[k]: v for k, v in kwargs["facts"].items()}
        return client.tools.draft_comment_letter(**kwargs, **opts)
    raise AssertionError("unknown method " + method)


@pytest.mark.parametrize("raw", CASES, ids=[c["name"] for c in CASES])
def test_case(raw: Dict[str, Any], harness: Any) -> None:
    case = substitute(raw, harness.vars)
    key = "" if case["key"] == "none" else harness.keys[case["key"]]
    client = dutyscout.Dutyscout(api_key=key, base_url=harness.base_url)
    expect = case["expect"]
    if "error" in expect:
        cls = getattr(dutyscout, expect["error"]["class"])
        with pytest.raises(dutyscout.APIError) as info:
            call(client, case)
        err = info.value
        assert isinstance(err, cls), "{}: {}".format(type(err).__name__, err)
        assert type(err).__name__ == expect["error"]["class"]
        assert err.status == expect["status"]
        assert err.code == expect["error"]["code"]
        assert str(err).startswith("{} {}: ".format(expect["status"], expect["error"]["code"])), str(err)
        assert err.request_id, "request id"
        assert err.contact and "@" in err.contact, "contact"
        if expect["error"].get("details"):
            assert err.details and all(isinstance(d["path"], str) and d["message"] for d in err.details)
    else:
        assert expect["status"] == 200
        body = call(client, case)
        assert mismatches(body, expect["body"]) == []
        for rule in expect.get("rule_ids", []):
            assert any(f["rule_id"] == rule for f in body["findings"]), "finding " + rule
