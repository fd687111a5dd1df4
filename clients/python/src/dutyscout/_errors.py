"""One exception class per failure kind.

Every error carries the HTTP status (0 when no response came back), the machine code, the
message, the request id and the support contact; ``str(err)`` starts with status and code:
``403 beta: ...``.
"""
from typing import Any, Dict, List, Mapping, Optional, Type


class APIError(Exception):
    """Base class of every error the client raises."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        request_id: Optional[str] = None,
        contact: Optional[str] = None,
        details: Optional[List[Dict[str, Any]]] = None,
        headers: Optional[Mapping[str, str]] = None,
        retry_after: Optional[float] = None,
    ) -> None:
        super().__init__("{} {}: {}".format(status, code, message))
        self.status = status
        """HTTP status; 0 for a connection error or a timeout (no response)."""
        self.code = code
        """The API's machine code (``beta``, ``unauthorized``, ...), or ``connection_error`` / ``timeout``."""
        self.message = "{} {}: {}".format(status, code, message)
        self.api_message = message
        self.request_id = request_id
        self.contact = contact
        self.details = details or []
        """On 400: each offending field (``path``, ``message``)."""
        self.headers = dict(headers) if headers is not None else {}
        self.retry_after = retry_after


class BadRequestError(APIError):
    """400 ``invalid_request``: the body does not match the schema; ``details`` lists each path."""


class AuthenticationError(APIError):
    """401 ``unauthorized``: key missing, malformed, unknown or revoked."""


class PermissionDeniedError(APIError):
    """403 ``forbidden_scope``: the key's scope does not cover this product."""


class BetaError(PermissionDeniedError):
    """403 ``beta``: the key is valid but not enrolled in delegate mode; ``contact`` is for enrolment."""


class NotFoundError(APIError):
    """404 ``not_found``."""


class UnprocessableEntityError(APIError):
    """422 ``url_not_allowed`` or ``not_html``: the page cannot be scanned; ``page_too_complex``: it was fetched, but its analysis ran past the server's budget."""


class RateLimitError(APIError):
    """429 ``rate_limited``; ``retry_after`` is the server's Retry-After in seconds."""


class InternalServerError(APIError):
    """Any other 5xx (``internal``, ``unavailable``)."""


class UpstreamError(InternalServerError):
    """502 or 504: the scanned page could not be fetched (``upstream_*``)."""


class APIConnectionError(APIError):
    """No response: the connection failed."""


class APITimeoutError(APIConnectionError):
    """No response within the timeout."""


def error_class_for(status: int, code: str) -> Type[APIError]:
    """The error class for an HTTP status and API code."""
    if status == 400:
        return BadRequestError
    if status == 401:
        return AuthenticationError
    if status == 403:
        return BetaError if code == "beta" else PermissionDeniedError
    if status == 404:
        return NotFoundError
    if status == 422:
        return UnprocessableEntityError
    if status == 429:
        return RateLimitError
    if status in (502, 504):
        return UpstreamError
    if status >= 500:
        return InternalServerError
    return APIError
