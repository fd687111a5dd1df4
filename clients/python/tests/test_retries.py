"""Retries and timeouts against a local fault server."""
import os
import platform

import pytest

import dutyscout

FAILURE = {"error": "unavailable", "message": "down", "contact": "support@dutyscout.example", "request_id": "req_body"}


def test_429_with_retry_after_then_200_waits_and_succeeds(fault_server):
    f = fault_server([{"status": 429, "headers": {"Retry-After": "1"}, "body": dict(FAILURE, error="rate_limited")}, {"status": 200}])
    assert dutyscout.Dutyscout(api_key="de_x", base_url=f.url).tariffs.hts.lookup(["7326.90.8688"]) == {"results": []}
    assert len(f.hits) == 2
    assert f.hits[1]["at"] - f.hits[0]["at"] >= 0.95


def test_503_twice_then_200_two_retries_by_default_with_backoff(fault_server):
    f = fault_server([{"status": 503, "body": FAILURE}, {"status": 503, "body": FAILURE}, {"status": 200}])
    dutyscout.Dutyscout(api_key="de_x", base_url=f.url).tariffs.hts.lookup(["7326.90.8688"])
    assert len(f.hits) == 3
    first, second = f.hits[1]["at"] - f.hits[0]["at"], f.hits[2]["at"] - f.hits[1]["at"]
    assert 0.35 <= first < 0.9, first
    assert 0.72 <= second < 1.5, second


def test_retries_are_configurable_per_client_and_per_call(fault_server):
    f = fault_server([{"status": 503, "body": FAILURE}])
    client = dutyscout.Dutyscout(api_key="de_x", base_url=f.url, max_retries=0)
    with pytest.raises(dutyscout.InternalServerError) as info:
        client.tariffs.hts.lookup(["7326.90.8688"])
    assert str(info.value) == "503 unavailable: down"
    assert len(f.hits) == 1
    with pytest.raises(dutyscout.InternalServerError):
        client.tariffs.hts.lookup(["7326.90.8688"], max_retries=1)
    assert len(f.hits) == 3


def test_a_4xx_other_than_429_is_never_retried(fault_server):
    details = [{"path": "codes", "message": "Too small"}]
    f = fault_server([{"status": 400, "body": dict(FAILURE, error="invalid_request", details=details)}])
    with pytest.raises(dutyscout.BadRequestError) as info:
        dutyscout.Dutyscout(api_key="de_x", base_url=f.url, max_retries=5).tariffs.hts.lookup([])
    assert info.value.details == details
    assert len(f.hits) == 1


def test_a_rate_limit_error_carries_retry_after(fault_server):
    f = fault_server([{"status": 429, "headers": {"Retry-After": "120"}, "body": dict(FAILURE, error="rate_limited")}])
    with pytest.raises(dutyscout.RateLimitError) as info:
        dutyscout.Dutyscout(api_key="de_x", base_url=f.url, max_retries=0).tariffs.hts.lookup(["1"])
    assert info.value.retry_after == 120
    assert info.value.request_id == "req_body"


def test_a_server_that_never_answers_is_a_timeout_retried_like_a_connection_error(fault_server):
    f = fault_server([None])
    with pytest.raises(dutyscout.APITimeoutError) as info:
        dutyscout.Dutyscout(api_key="de_x", base_url=f.url, timeout=0.3, max_retries=0).tariffs.hts.lookup(["1"])
    assert isinstance(info.value, dutyscout.APIConnectionError)
    assert str(info.value).startswith("0 timeout: no response within 0.3 s")
    with pytest.raises(dutyscout.APITimeoutError):
        dutyscout.Dutyscout(api_key="de_x", base_url=f.url, timeout=0.2, max_retries=1).tariffs.hts.lookup(["1"])
    assert len(f.hits) == 3


def test_nothing_listening_is_a_connection_error_and_the_user_agent_names_the_library(fault_server):
    f = fault_server([{"status": 200}])
    dutyscout.Dutyscout(api_key="de_abc", base_url=f.url).tools.duty_impact(["7326.90.8688"], 1, "eu")
    assert f.hits[0]["ua"] == "dutyscout-python/{} {}/{}".format(dutyscout.__version__, platform.python_implementation(), platform.python_version())
    assert f.hits[0]["auth"] == "Bearer de_abc"
    url = f.url
    f.close()
    with pytest.raises(dutyscout.APIConnectionError) as info:
        dutyscout.Dutyscout(base_url=url, max_retries=0).tools.duty_impact(["1"], 1, "eu")
    assert not isinstance(info.value, dutyscout.APITimeoutError)
    assert str(info.value).startswith("0 connection_error: cannot reach {}/api/mcp/tariffs/duty_impact".format(url))


def test_a_2xx_body_that_is_not_json_is_an_api_error_not_retried(fault_server):
    f = fault_server([{"status": 200, "raw": "<html>proxy</html>"}])
    with pytest.raises(dutyscout.APIError) as info:
        dutyscout.Dutyscout(api_key="de_x", base_url=f.url).tariffs.hts.lookup(["1"])
    assert type(info.value) is dutyscout.APIError
    assert str(info.value).startswith("200 invalid_response: cannot decode the answer")
    assert info.value.request_id == "req_fault1"
    assert len(f.hits) == 1


def test_key_and_base_url_from_the_environment(monkeypatch):
    monkeypatch.delenv("DUTYSCOUT_API_KEY", raising=False)
    monkeypatch.delenv("DUTYSCOUT_BASE_URL", raising=False)
    assert dutyscout.Dutyscout().base_url == "http://localhost:8080"
    assert dutyscout.Dutyscout().api_key is None
    monkeypatch.setenv("DUTYSCOUT_BASE_URL", "http://127.0.0.1:1234/")
    monkeypatch.setenv("DUTYSCOUT_API_KEY", "de_fromenv")
    assert dutyscout.Dutyscout().base_url == "http://127.0.0.1:1234"
    assert dutyscout.Dutyscout().api_key == "de_fromenv"
    assert dutyscout.Dutyscout(api_key="").api_key is None
    assert os.environ["DUTYSCOUT_API_KEY"] == "de_fromenv"
