"""What the client retries, how long it waits, and the answer's headers (a local fault server)."""
import logging
import time

import pytest

import dutyscout

FAILURE = {"error": "unavailable", "message": "https://shop.example/ answered HTTP 404", "contact": "support@dutyscout.example", "request_id": "req_body"}


@pytest.mark.parametrize(
    "status,code,tries",
    [(502, "upstream_error", 1), (500, "internal", 1), (502, "upstream_unreachable", 3), (504, "upstream_timeout", 3), (503, "unavailable", 3)],
)
def test_only_what_a_retry_can_change_is_retried(fault_server, status, code, tries):
    f = fault_server([{"status": status, "headers": {"Retry-After": "0"}, "body": dict(FAILURE, error=code)}])
    with pytest.raises(dutyscout.APIError) as info:
        dutyscout.Dutyscout(api_key="", base_url=f.url).tools.scan_storefront("https://shop.example/")
    assert info.value.code == code
    assert len(f.hits) == tries


def test_a_proxys_own_gateway_page_is_retried(fault_server):
    f = fault_server([{"status": 502, "headers": {"Retry-After": "0"}, "raw": "<html>Bad Gateway</html>"}, {"status": 200}])
    dutyscout.Dutyscout(api_key="de_x", base_url=f.url).tariffs.hts.lookup(["1"])
    assert len(f.hits) == 2


def test_a_retry_after_beyond_the_cap_is_raised_at_once(fault_server):
    f = fault_server([{"status": 429, "headers": {"Retry-After": "3600"}, "body": dict(FAILURE, error="rate_limited")}])
    started = time.time()
    with pytest.raises(dutyscout.RateLimitError) as info:
        dutyscout.Dutyscout(api_key="de_x", base_url=f.url, max_retries=3).tariffs.hts.lookup(["1"])
    assert info.value.retry_after == 3600
    assert len(f.hits) == 1
    assert time.time() - started < 1
    g = fault_server([{"status": 429, "headers": {"Retry-After": "1"}, "body": dict(FAILURE, error="rate_limited")}, {"status": 200}])
    with pytest.raises(dutyscout.RateLimitError):
        dutyscout.Dutyscout(api_key="de_x", base_url=g.url).tariffs.hts.lookup(["1"], max_retry_wait=0.5)
    assert len(g.hits) == 1


def test_on_retry_hears_of_every_wait_and_the_default_logs_it(fault_server, caplog):
    f = fault_server([{"status": 429, "headers": {"Retry-After": "0.2"}, "body": dict(FAILURE, error="rate_limited")}, {"status": 200}])
    waits = []
    dutyscout.Dutyscout(api_key="de_x", base_url=f.url, on_retry=waits.append).tariffs.hts.lookup(["1"])
    assert [(w["attempt"], w["delay"], w["error"].code) for w in waits] == [(0, 0.2, "rate_limited")]
    g = fault_server([{"status": 503, "headers": {"Retry-After": "0"}, "body": FAILURE}, {"status": 200}])
    with caplog.at_level(logging.INFO, logger="dutyscout"):
        dutyscout.Dutyscout(api_key="de_x", base_url=g.url).tariffs.hts.lookup(["1"])
    assert any("retry 1 in 0.0 s after 503 unavailable" in r.getMessage() for r in caplog.records)


def test_on_response_gives_the_rate_limit_headers_of_a_success(fault_server):
    f = fault_server([{"status": 200, "headers": {"RateLimit": '"minute";r=99;t=42'}}])
    seen = []
    dutyscout.Dutyscout(api_key="de_x", base_url=f.url).tariffs.hts.lookup(["1"], on_response=seen.append)
    assert seen[0]["status"] == 200
    assert seen[0]["headers"]["RateLimit"] == '"minute";r=99;t=42'
    assert seen[0]["request_id"].startswith("req_fault")
