package dutyscout

import (
	"fmt"
	"net/http"
	"time"
)

// Error is every failure the client returns, alone or wrapped in one of the typed errors below
// (use errors.As with *Error to read it from any of them). Its message starts with the status
// and the code: "403 beta: ...".
type Error struct {
	// StatusCode is the HTTP status; 0 for a connection error or a timeout (no response).
	StatusCode int
	// Code is the API's machine code ("beta", "unauthorized", ...), or "connection_error" / "timeout".
	Code string
	// Message is the API's message, without the status and code prefix.
	Message   string
	RequestID string
	Contact   string
	// Details lists each offending field on a 400.
	Details []ErrorDetail
	// RetryAfter is the server's Retry-After (on a 429), 0 when absent.
	RetryAfter time.Duration
	Header     http.Header
	// Cause is the transport error behind a connection error or a timeout.
	Cause error
}

func (e *Error) Error() string { return fmt.Sprintf("%d %s: %s", e.StatusCode, e.Code, e.Message) }

// Unwrap returns the transport error behind a connection error or a timeout.
func (e *Error) Unwrap() error { return e.Cause }

// BadRequestError is a 400 invalid_request: the body does not match the schema (Details lists each path).
type BadRequestError struct{ Err *Error }

// AuthenticationError is a 401: key missing, malformed, unknown or revoked.
type AuthenticationError struct{ Err *Error }

// PermissionDeniedError is a 403 forbidden_scope: the key's scope does not cover this product.
type PermissionDeniedError struct{ Err *Error }

// BetaError is a 403 beta: the key is valid but not enrolled in delegate mode (Contact is for enrolment).
type BetaError struct{ Err *Error }

// NotFoundError is a 404.
type NotFoundError struct{ Err *Error }

// UnprocessableEntityError is a 422 url_not_allowed or not_html: the page cannot be scanned; or
// page_too_complex: it was fetched, but its analysis ran past the server's budget.
type UnprocessableEntityError struct{ Err *Error }

// RateLimitError is a 429 rate_limited (RetryAfter says how long to wait).
type RateLimitError struct{ Err *Error }

// UpstreamError is a 502 or 504: the scanned page could not be fetched.
type UpstreamError struct{ Err *Error }

// InternalServerError is any other 5xx.
type InternalServerError struct{ Err *Error }

// APIConnectionError is a failure with no response: the connection failed.
type APIConnectionError struct{ Err *Error }

// APITimeoutError is no response within the timeout.
type APITimeoutError struct{ Err *Error }

func (e *BadRequestError) Error() string          { return e.Err.Error() }
func (e *AuthenticationError) Error() string      { return e.Err.Error() }
func (e *PermissionDeniedError) Error() string    { return e.Err.Error() }
func (e *BetaError) Error() string                { return e.Err.Error() }
func (e *NotFoundError) Error() string            { return e.Err.Error() }
func (e *UnprocessableEntityError) Error() string { return e.Err.Error() }
func (e *RateLimitError) Error() string           { return e.Err.Error() }
func (e *UpstreamError) Error() string            { return e.Err.Error() }
func (e *InternalServerError) Error() string      { return e.Err.Error() }
func (e *APIConnectionError) Error() string       { return e.Err.Error() }
func (e *APITimeoutError) Error() string          { return e.Err.Error() }

func (e *BadRequestError) Unwrap() error          { return e.Err }
func (e *AuthenticationError) Unwrap() error      { return e.Err }
func (e *PermissionDeniedError) Unwrap() error    { return e.Err }
func (e *BetaError) Unwrap() error                { return e.Err }
func (e *NotFoundError) Unwrap() error            { return e.Err }
func (e *UnprocessableEntityError) Unwrap() error { return e.Err }
func (e *RateLimitError) Unwrap() error           { return e.Err }
func (e *UpstreamError) Unwrap() error            { return e.Err }
func (e *InternalServerError) Unwrap() error      { return e.Err }
func (e *APIConnectionError) Unwrap() error       { return e.Err }
func (e *APITimeoutError) Unwrap() error          { return e.Err }

// The same hierarchy as the Node and Python clients: errors.As finds a BetaError as the
// PermissionDeniedError it is, an UpstreamError as an InternalServerError (a server error), and an
// APITimeoutError as an APIConnectionError.

// As lets errors.As(err, &permissionDenied) match a BetaError.
func (e *BetaError) As(target any) bool {
	if t, ok := target.(**PermissionDeniedError); ok {
		*t = &PermissionDeniedError{e.Err}
		return true
	}
	return false
}

// As lets errors.As(err, &internalServerError) match an UpstreamError.
func (e *UpstreamError) As(target any) bool {
	if t, ok := target.(**InternalServerError); ok {
		*t = &InternalServerError{e.Err}
		return true
	}
	return false
}

// As lets errors.As(err, &connectionError) match an APITimeoutError.
func (e *APITimeoutError) As(target any) bool {
	if t, ok := target.(**APIConnectionError); ok {
		*t = &APIConnectionError{e.Err}
		return true
	}
	return false
}

// typed wraps an *Error in the type its status and code call for (the *Error itself otherwise).
func typed(e *Error) error {
	switch {
	case e.StatusCode == 0 && e.Code == "timeout":
		return &APITimeoutError{e}
	case e.StatusCode == 0:
		return &APIConnectionError{e}
	case e.StatusCode == 400:
		return &BadRequestError{e}
	case e.StatusCode == 401:
		return &AuthenticationError{e}
	case e.StatusCode == 403 && e.Code == "beta":
		return &BetaError{e}
	case e.StatusCode == 403:
		return &PermissionDeniedError{e}
	case e.StatusCode == 404:
		return &NotFoundError{e}
	case e.StatusCode == 422:
		return &UnprocessableEntityError{e}
	case e.StatusCode == 429:
		return &RateLimitError{e}
	case e.StatusCode == 502 || e.StatusCode == 504:
		return &UpstreamError{e}
	case e.StatusCode >= 500:
		return &InternalServerError{e}
	}
	return e
}
