"""The client: one POST with JSON in and out, the bearer key, the User-Agent, a timeout, and
retries (429, 5xx, connection errors and timeouts) with exponential backoff."""
import email.utils
import json
import logging
import os
import platform
import random
import socket
import time
import urllib.error
import urllib.request
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, cast

from ._errors import APIConnectionError, APIError, APITimeoutError, error_class_for
from ._version import __version__
from .types import (
    CountryOfOrigin,
    DutyImpactResult,
    LetterDraftRequest,
    LetterDraftResult,
    GccGenerateRequest,
    HtsLookupResponse,
    HtsLookupToolResult,
    ReadinessCheckResult,
    ScanReport,
    ScanStorefrontResult,
)

DEFAULT_BASE_URL = "http://localhost:8080"
DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_RETRIES = 2
INITIAL_RETRY_DELAY = 0.5
MAX_RETRY_DELAY = 8.0
DEFAULT_MAX_RETRY_WAIT = 60.0

# on_response receives {"status": int, "headers": the answer's headers, "request_id": str or None};
# on_retry receives {"attempt": int, "delay": seconds, "error": APIError}.
OnResponse = Callable[[Dict[str, Any]], None]
OnRetry = Callable[[Dict[str, Any]], None]
_LOG = logging.getLogger("dutyscout")

USER_AGENT = "dutyscout-python/{} {}/{}".format(__version__, platform.python_implementation(), platform.python_version())


def parse_retry_after(value: Optional[str]) -> Optional[float]:
    """Seconds from a Retry-After header (delta-seconds or an HTTP date); None when absent or unreadable."""
    if value is None or not value.strip():
        return None
    try:
        return float(value)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when is None:
        return None
    return max(0.0, when.timestamp() - time.time())


def retry_delay(attempt: int, headers: Optional[Mapping[str, str]]) -> float:
    """Retry-After when the server sends one, else 0.5 s x 2^attempt (at most 8 s) less up to 25% jitter."""
    retry_after = parse_retry_after(headers.get("Retry-After") if headers else None)
    if retry_after is not None and retry_after >= 0:
        return retry_after
    base = min(INITIAL_RETRY_DELAY * 2 ** attempt, MAX_RETRY_DELAY)
    return base * (1 - 0.25 * random.random())


# What a retry can change: the limit's window passing (429), a service or a storefront down or
# slow for now (503 unavailable, 502 upstream_unreachable, 504 upstream_timeout), a proxy's own
# gateway page (no JSON code), and no answer at all (status 0). Not a bug (500 internal), nor a
# storefront's own answer (502 upstream_error: its 404 stays a 404), nor a page too large.
_RETRIED_CODES = frozenset(["rate_limited", "unavailable", "upstream_unreachable", "upstream_timeout", "http_502", "http_503", "http_504"])


def _is_retriable(error: APIError) -> bool:
    return error.status == 0 or error.code in _RETRIED_CODES


def _log_retry(info: Dict[str, Any]) -> None:
    _LOG.info("dutyscout: retry %d in %.1f s after %s", info["attempt"] + 1, info["delay"], info["error"])


def _error_from(status: int, raw: bytes, headers: Mapping[str, str], reason: str) -> APIError:
    text = raw.decode("utf-8", "replace")
    body = {}  # type: Dict[str, Any]
    try:
        parsed = json.loads(text)
        if isinstance(parsed, dict):
            body = parsed
    except ValueError:
        pass  # not JSON (a proxy's page): keep the text as the message

    def string(value: Any) -> Optional[str]:
        return value if isinstance(value, str) else None

    code = string(body.get("error")) or "http_{}".format(status)
    message = string(body.get("message")) or text[:200] or reason or "no message"
    details = body.get("details")
    return error_class_for(status, code)(
        status,
        code,
        message,
        request_id=string(body.get("request_id")) or headers.get("X-Request-Id"),
        contact=string(body.get("contact")),
        details=details if isinstance(details, list) else [],
        headers=headers,
        retry_after=parse_retry_after(headers.get("Retry-After")),
    )


def _parse_answer(status: int, raw: bytes, headers: Mapping[str, str]) -> Any:
    """A 2xx body that is not JSON (a proxy's page) is an APIError ``invalid_response``, never retried."""
    try:
        return json.loads(raw.decode("utf-8"))
    except ValueError as e:
        raise APIError(status, "invalid_response", "cannot decode the answer: {}".format(e), request_id=headers.get("X-Request-Id"), headers=headers) from None


class _Core:
    def __init__(
        self,
        api_key: Optional[str],
        base_url: Optional[str],
        timeout: float,
        max_retries: int,
        max_retry_wait: float = DEFAULT_MAX_RETRY_WAIT,
        on_retry: Optional[OnRetry] = None,
    ) -> None:
        if api_key is None:
            api_key = os.environ.get("DUTYSCOUT_API_KEY") or None
        self.api_key = api_key or None
        self.base_url = (base_url or os.environ.get("DUTYSCOUT_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        if not isinstance(max_retries, int) or max_retries < 0:
            raise ValueError("max_retries must be a whole number >= 0, got {!r}".format(max_retries))
        if not timeout > 0:
            raise ValueError("timeout must be > 0 seconds, got {!r}".format(timeout))
        self.timeout = float(timeout)
        self.max_retries = max_retries
        self.max_retry_wait = float(max_retry_wait)
        self.on_retry = on_retry or _log_retry

    def post(
        self,
        path: str,
        body: Any,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        max_retry_wait: Optional[float] = None,
        on_response: Optional[OnResponse] = None,
    ) -> Any:
        retries = self.max_retries if max_retries is None else max_retries
        seconds = self.timeout if timeout is None else timeout
        max_wait = self.max_retry_wait if max_retry_wait is None else max_retry_wait

        def answered(status: int, answer_headers: Mapping[str, str]) -> None:
            if on_response is not None:
                on_response({"status": status, "headers": answer_headers, "request_id": answer_headers.get("X-Request-Id")})

        url = self.base_url + path
        headers = {"Content-Type": "application/json", "Accept": "application/json", "User-Agent": USER_AGENT}
        if self.api_key:
            headers["Authorization"] = "Bearer " + self.api_key
        payload = json.dumps(body).encode("utf-8")
        attempt = 0
        while True:
            request = urllib.request.Request(url, data=payload, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(request, timeout=seconds) as response:
                    raw = response.read()
                    status, response_headers = response.status, response.headers
                answered(status, response_headers)
                return _parse_answer(status, raw, response_headers)
            except urllib.error.HTTPError as e:
                raw = e.read()
                error = _error_from(e.code, raw, e.headers, e.reason)  # type: APIError
                retry_headers = e.headers  # type: Optional[Mapping[str, str]]
                delay = retry_delay(attempt, retry_headers)
                if not _is_retriable(error) or attempt >= retries or delay > max_wait:
                    answered(e.code, e.headers)
                    raise error from None
            except (socket.timeout, TimeoutError) as e:
                error = APITimeoutError(0, "timeout", "no response within {:g} s from {}".format(seconds, url))
                error.__cause__ = e
                retry_headers = None
            except (urllib.error.URLError, ConnectionError, OSError) as e:
                reason = getattr(e, "reason", e)
                if isinstance(reason, (socket.timeout, TimeoutError)):
                    error = APITimeoutError(0, "timeout", "no response within {:g} s from {}".format(seconds, url))
                else:
                    error = APIConnectionError(0, "connection_error", "cannot reach {}: {}".format(url, reason))
                error.__cause__ = e
                retry_headers = None
            if retry_headers is None:  # no answer (a connection error or a timeout): the backoff
                delay = retry_delay(attempt, None)
                if attempt >= retries:
                    raise error
            self.on_retry({"attempt": attempt, "delay": delay, "error": error})
            time.sleep(delay)
            attempt += 1


class _Hts:
    def __init__(self, core: _Core) -> None:
        self._core = core

    def lookup(
        self,
        codes: Sequence[str],
        as_of: Optional[str] = None,
        *,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        max_retry_wait: Optional[float] = None,
        on_response: Optional[OnResponse] = None
    ) -> HtsLookupResponse:
        """Looks 1 to 50 HTS codes (strings) up against the dated Section 232 lists; ``as_of`` is YYYY-MM-DD (UTC), default today."""
        body = {"codes": _code_list(codes, "codes")}  # type: Dict[str, Any]
        if as_of is not None:
            body["as_of"] = as_of
        return cast(HtsLookupResponse, self._core.post("/api/v1/tariffs/hts/lookup", body, max_retries, timeout, max_retry_wait, on_response))


class _Tariffs:
    def __init__(self, core: _Core) -> None:
        self.hts = _Hts(core)


class _Pixels:
    def __init__(self, core: _Core) -> None:
        self._core = core

    def scan(
        self, url: str, max_age: Optional[int] = None, *, max_retries: Optional[int] = None, timeout: Optional[float] = None, max_retry_wait: Optional[float] = None, on_response: Optional[OnResponse] = None
    ) -> ScanReport:
        """Scans a storefront page for legacy, duplicated or drifting tags; ``max_age`` (seconds) accepts a recent cached copy."""
        body = {"url": url}  # type: Dict[str, Any]
        if max_age is not None:
            body["max_age"] = max_age
        return cast(ScanReport, self._core.post("/api/v1/pixels/scan", body, max_retries, timeout, max_retry_wait, on_response))


class _Gcc:
    def __init__(self, core: _Core) -> None:
        self._core = core

    def generate(self, request: GccGenerateRequest, *, max_retries: Optional[int] = None, timeout: Optional[float] = None, max_retry_wait: Optional[float] = None, on_response: Optional[OnResponse] = None) -> None:
        """The locked contract stub: always raises BetaError (403 ``beta``) after the key checks.

        dutyscout never issues, signs, certifies or files a GCC or CPC."""
        self._core.post("/api/v1/entries/gcc/generate", request, max_retries, timeout, max_retry_wait, on_response)
        raise AssertionError("the GCC stub answered 2xx")  # the server never does


class _Entries:
    def __init__(self, core: _Core) -> None:
        self.gcc = _Gcc(core)


def _code_list(codes: Sequence[str], name: str) -> List[str]:
    """A list of HTS codes. A str is a Sequence too: lookup("7326.90.8688") would send twelve
    one-character codes, so a string (or bytes) where the list belongs is a TypeError."""
    if isinstance(codes, (str, bytes)):
        raise TypeError("{} takes a list of HTS codes, not a single string: use [{!r}]".format(name, codes))
    return list(codes)


def _without_none(**fields: Any) -> Dict[str, Any]:
    return {k: v for k, v in fields.items() if v is not None}


class _Tools:
    """The public tools: no key needed."""

    def __init__(self, core: _Core) -> None:
        self._core = core

    def scan_storefront(
        self, url: str, email: Optional[str] = None, *, max_retries: Optional[int] = None, timeout: Optional[float] = None, max_retry_wait: Optional[float] = None, on_response: Optional[OnResponse] = None
    ) -> ScanStorefrontResult:
        """The public storefront tag scan. ``email`` is validated, never stored."""
        body = _without_none(url=url, email=email)
        return cast(ScanStorefrontResult, self._core.post("/api/mcp/pixels/scan_storefront", body, max_retries, timeout, max_retry_wait, on_response))

    def readiness_check(
        self,
        store_url: str,
        hts_code: Optional[str] = None,
        email: Optional[str] = None,
        *,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        max_retry_wait: Optional[float] = None,
        on_response: Optional[OnResponse] = None
    ) -> ReadinessCheckResult:
        """The public product-listing readiness check."""
        body = _without_none(storeUrl=store_url, htsCode=hts_code, email=email)
        return cast(ReadinessCheckResult, self._core.post("/api/mcp/entries/readiness_check", body, max_retries, timeout, max_retry_wait, on_response))

    def hts_lookup(
        self,
        hts_codes: Sequence[str],
        as_of: Optional[str] = None,
        *,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        max_retry_wait: Optional[float] = None,
        on_response: Optional[OnResponse] = None
    ) -> HtsLookupToolResult:
        """The public Section 232 lookup of 1 to 50 HTS codes (no key needed): the v1 lookup's results."""
        body = _without_none(htsCodes=_code_list(hts_codes, "hts_codes"), asOf=as_of)
        return cast(HtsLookupToolResult, self._core.post("/api/mcp/tariffs/hts_lookup", body, max_retries, timeout, max_retry_wait, on_response))

    def duty_impact(
        self,
        hts_codes: Sequence[str],
        annual_import_value_usd: float,
        country_of_origin: CountryOfOrigin,
        email: Optional[str] = None,
        *,
        origin_country: Optional[str] = None,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        max_retry_wait: Optional[float] = None,
        on_response: Optional[OnResponse] = None
    ) -> DutyImpactResult:
        """The public order-of-magnitude duty-impact estimate (US dollars a year). ``origin_country`` (ISO code or English name) refines 'eu' and 'other'."""
        body = _without_none(
            htsCodes=_code_list(hts_codes, "hts_codes"),
            annualImportValueUsd=annual_import_value_usd,
            countryOfOrigin=country_of_origin,
            originCountry=origin_country,
            email=email,
        )
        return cast(DutyImpactResult, self._core.post("/api/mcp/tariffs/duty_impact", body, max_retries, timeout, max_retry_wait, on_response))

    def draft_comment_letter(
        self,
        request: Optional[LetterDraftRequest] = None,
        *,
        company: Optional[str] = None,
        contact_name: Optional[str] = None,
        position: Optional[str] = None,
        hts_codes: Optional[Sequence[str]] = None,
        title: Optional[str] = None,
        email: Optional[str] = None,
        docket_id: Optional[str] = None,
        inclusion_request_id: Optional[str] = None,
        annual_import_value_usd: Optional[float] = None,
        country_of_origin: Optional[CountryOfOrigin] = None,
        as_of: Optional[str] = None,
        facts: Optional[Mapping[str, str]] = None,
        max_retries: Optional[int] = None,
        timeout: Optional[float] = None,
        max_retry_wait: Optional[float] = None,
        on_response: Optional[OnResponse] = None
    ) -> LetterDraftResult:
        """Drafts a Section 232 comment letter (no key needed); the service files nothing and stores nothing.

        Keyword arguments in snake_case, as every other call takes them (``company``,
        ``contact_name``, ``position``, ``hts_codes``, ...; ``facts`` with ``domestic_availability``,
        ``supply_chain``, ``jobs``), or the request body itself as one dict (camelCase, the
        wire's names), but not both."""
        fields = _without_none(
            company=company,
            contactName=contact_name,
            position=position,
            htsCodes=None if hts_codes is None else _code_list(hts_codes, "hts_codes"),
            title=title,
            email=email,
            docketId=docket_id,
            inclusionRequestId=inclusion_request_id,
            annualImportValueUsd=annual_import_value_usd,
            countryOfOrigin=country_of_origin,
            asOf=as_of,
            facts=None if facts is None else _letter_facts(facts),
        )
        if request is not None:
            if fields:
                raise TypeError("draft_comment_letter takes the letter as keyword arguments or as one request dict, not both (got {})".format(", ".join(sorted(fields))))
            body = dict(request)  # type: Dict[str, Any]
        else:
            missing = [name for name, wire in _LETTER_REQUIRED if wire not in fields]
            if missing:
                raise TypeError("draft_comment_letter needs {}".format(", ".join(missing)))
            body = fields
        return cast(LetterDraftResult, self._core.post("/api/letters/draft", body, max_retries, timeout, max_retry_wait, on_response))


_LETTER_REQUIRED = [("company", "company"), ("contact_name", "contactName"), ("position", "position"), ("hts_codes", "htsCodes")]
_LETTER_FACTS = {"domestic_availability": "domesticAvailability", "supply_chain": "supplyChain", "jobs": "jobs"}


def _letter_facts(facts: Mapping[str, str]) -> Dict[str, str]:
    """The facts in the wire's names; snake_case keys (as the keyword arguments) or the wire's own."""
    out = {}  # type: Dict[str, str]
    wire_names = set(_LETTER_FACTS.values())
    for key, value in facts.items():
        name = _LETTER_FACTS.get(key, key if key in wire_names else None)
        if name is None:
            raise TypeError("facts takes {}, not {!r}".format(", ".join(_LETTER_FACTS), key))
        out[name] = value
    return out


class Dutyscout:
    """The dutyscout API.

    ``api_key`` defaults to ``DUTYSCOUT_API_KEY``; pass ``""`` for no key (the public tools need
    none; the Node client's ``apiKey: ''`` or ``null``), since ``None`` means "not given"; ``base_url`` to ``DUTYSCOUT_BASE_URL``, else http://localhost:8080; ``timeout`` is
    in seconds per attempt; ``max_retries`` counts retries after the first attempt.
    """

    def __init__(
        self,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        timeout: float = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        max_retry_wait: float = DEFAULT_MAX_RETRY_WAIT,
        on_retry: Optional[OnRetry] = None,
    ) -> None:
        self._core = _Core(api_key, base_url, timeout, max_retries, max_retry_wait, on_retry)
        self.tariffs = _Tariffs(self._core)
        self.pixels = _Pixels(self._core)
        self.entries = _Entries(self._core)
        self.tools = _Tools(self._core)

    @property
    def base_url(self) -> str:
        return self._core.base_url

    @property
    def api_key(self) -> Optional[str]:
        return self._core.api_key

    @property
    def max_retries(self) -> int:
        return self._core.max_retries

    @property
    def timeout(self) -> float:
        return self._core.timeout


__all__ = ["Dutyscout", "DEFAULT_BASE_URL", "DEFAULT_MAX_RETRIES", "DEFAULT_TIMEOUT", "USER_AGENT"]
