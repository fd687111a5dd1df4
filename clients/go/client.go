// Package dutyscout is a client for the dutyscout API: Section 232 HTS lookup, the storefront
// tag scan, the locked GCC stub and the three public tools. Standard library only.
//
// Every answer is informational: not clearance, not legal advice. dutyscout never issues,
// signs, certifies or files a GCC or CPC.
package dutyscout

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

const (
	// DefaultBaseURL is used when neither WithBaseURL nor DUTYSCOUT_BASE_URL says otherwise.
	DefaultBaseURL = "http://localhost:8080"
	// DefaultMaxRetries is how many times a retriable failure is retried.
	DefaultMaxRetries = 2
	// DefaultTimeout bounds each attempt.
	DefaultTimeout = 60 * time.Second

	// DefaultMaxRetryWait is the longest Retry-After the client waits out (WithMaxRetryWait).
	DefaultMaxRetryWait = 60 * time.Second

	initialRetryDelay = 500 * time.Millisecond
	maxRetryDelay     = 8 * time.Second
)

// RetryInfo tells a WithOnRetry hook about a wait before the next attempt.
type RetryInfo struct {
	// Attempt is the attempt that failed (0 is the first).
	Attempt int
	// Delay is how long the client waits before the next one.
	Delay time.Duration
	Err   error
}

var userAgent = fmt.Sprintf("dutyscout-go/%s %s", Version, runtime.Version())

// Option configures a client (NewClient) or one call (the last arguments of every method).
type Option func(*options)

type options struct {
	baseURL    string
	httpClient *http.Client
	maxRetries int
	timeout    time.Duration
	asOf       string
	maxAge     *int
	maxWait    time.Duration
	onRetry    func(RetryInfo)
	header     *http.Header
}

// WithBaseURL sets the server (default DUTYSCOUT_BASE_URL, else http://localhost:8080).
func WithBaseURL(url string) Option {
	return func(o *options) { o.baseURL = strings.TrimRight(url, "/") }
}

// WithHTTPClient sets the *http.Client the requests go through.
func WithHTTPClient(c *http.Client) Option { return func(o *options) { o.httpClient = c } }

// WithMaxRetryWait sets the longest Retry-After the client waits out (default 60 s); a longer one
// is returned at once (a *RateLimitError keeps RetryAfter).
func WithMaxRetryWait(d time.Duration) Option { return func(o *options) { o.maxWait = d } }

// WithOnRetry sets a hook called before every wait between attempts (to log or count them).
func WithOnRetry(hook func(RetryInfo)) Option { return func(o *options) { o.onRetry = hook } }

// WithResponseHeader stores the final answer's headers in h, a success's included (RateLimit,
// RateLimit-Policy, X-Request-Id): a per-call option.
func WithResponseHeader(h *http.Header) Option { return func(o *options) { o.header = h } }

// WithMaxRetries sets how many times a failure a retry can change is retried (default 2): a 429,
// a 503, a storefront unreachable or too slow (502 upstream_unreachable, 504 upstream_timeout), a
// proxy's own 502/503/504 page, a connection error or a timeout.
func WithMaxRetries(n int) Option { return func(o *options) { o.maxRetries = n } }

// WithTimeout bounds each attempt (default 60 s).
func WithTimeout(d time.Duration) Option { return func(o *options) { o.timeout = d } }

// WithAsOf is the day (YYYY-MM-DD, UTC) Tariffs.HTS.Lookup answers for; default today.
func WithAsOf(date string) Option { return func(o *options) { o.asOf = date } }

// WithMaxAge lets Pixels.Scan accept a copy of the page fetched at most this many seconds ago.
func WithMaxAge(seconds int) Option { return func(o *options) { o.maxAge = &seconds } }

// Client calls the dutyscout API. Its services hold the methods:
// Tariffs.HTS.Lookup, Pixels.Scan, Entries.GCC.Generate and Tools.{ScanStorefront, ReadinessCheck, DutyImpact}.
type Client struct {
	Tariffs *TariffsService
	Pixels  *PixelsService
	Entries *EntriesService
	Tools   *ToolsService

	apiKey string
	opts   options
}

// NewClient returns a client holding the bearer key for /api/v1 ("" reads DUTYSCOUT_API_KEY; the
// public tools need no key).
func NewClient(apiKey string, opts ...Option) *Client {
	if apiKey == "" {
		apiKey = os.Getenv("DUTYSCOUT_API_KEY")
	}
	base := os.Getenv("DUTYSCOUT_BASE_URL")
	if base == "" {
		base = DefaultBaseURL
	}
	c := &Client{apiKey: apiKey, opts: options{baseURL: strings.TrimRight(base, "/"), httpClient: http.DefaultClient, maxRetries: DefaultMaxRetries, timeout: DefaultTimeout, maxWait: DefaultMaxRetryWait}}
	for _, opt := range opts {
		opt(&c.opts)
	}
	c.Tariffs = &TariffsService{HTS: &HTSService{c}}
	c.Pixels = &PixelsService{c}
	c.Entries = &EntriesService{GCC: &GCCService{c}}
	c.Tools = &ToolsService{c}
	return c
}

// BaseURL is the server the client calls.
func (c *Client) BaseURL() string { return c.opts.baseURL }

func (c *Client) callOptions(opts []Option) options {
	o := c.opts
	for _, opt := range opts {
		opt(&o)
	}
	return o
}

// post sends one JSON request, retrying as documented, and decodes a 2xx answer into out.
func (c *Client) post(ctx context.Context, path string, body any, out any, o options) error {
	payload, err := json.Marshal(body)
	if err != nil {
		return fmt.Errorf("dutyscout: encoding the request: %w", err)
	}
	url := o.baseURL + path
	for attempt := 0; ; attempt++ {
		apiErr, header := c.attempt(ctx, url, payload, out, o)
		if o.header != nil && header != nil {
			*o.header = header
		}
		if apiErr == nil {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if !retriable(apiErr) || attempt >= o.maxRetries {
			return typed(apiErr)
		}
		delay := retryDelay(attempt, header)
		if delay > o.maxWait {
			return typed(apiErr)
		}
		if o.onRetry != nil {
			o.onRetry(RetryInfo{Attempt: attempt, Delay: delay, Err: typed(apiErr)})
		}
		timer := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			timer.Stop()
			return ctx.Err()
		case <-timer.C:
		}
	}
}

func (c *Client) attempt(ctx context.Context, url string, payload []byte, out any, o options) (*Error, http.Header) {
	actx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(actx, http.MethodPost, url, bytes.NewReader(payload))
	if err != nil {
		return &Error{Code: "connection_error", Message: fmt.Sprintf("cannot build the request for %s: %v", url, err), Cause: err}, nil
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", userAgent)
	if c.apiKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.apiKey)
	}
	res, err := o.httpClient.Do(req)
	var raw []byte
	if err == nil {
		raw, err = io.ReadAll(res.Body)
		res.Body.Close()
	}
	if err != nil {
		if errors.Is(actx.Err(), context.DeadlineExceeded) && ctx.Err() == nil {
			return &Error{Code: "timeout", Message: fmt.Sprintf("no response within %s from %s", o.timeout, url), Cause: err}, nil
		}
		return &Error{Code: "connection_error", Message: fmt.Sprintf("cannot reach %s: %v", url, err), Cause: err}, nil
	}
	if res.StatusCode >= 200 && res.StatusCode < 300 {
		if out == nil {
			return nil, res.Header
		}
		if err := json.Unmarshal(raw, out); err != nil {
			return &Error{StatusCode: res.StatusCode, Code: "invalid_response", Message: fmt.Sprintf("cannot decode the answer: %v", err), RequestID: res.Header.Get("X-Request-Id"), Header: res.Header}, res.Header
		}
		return nil, res.Header
	}
	return errorFrom(res, raw), res.Header
}

func errorFrom(res *http.Response, raw []byte) *Error {
	var body struct {
		Error     string        `json:"error"`
		Message   string        `json:"message"`
		Contact   string        `json:"contact"`
		RequestID string        `json:"request_id"`
		Details   []ErrorDetail `json:"details"`
	}
	_ = json.Unmarshal(raw, &body) // not JSON (a proxy's page): the text is the message
	e := &Error{StatusCode: res.StatusCode, Code: body.Error, Message: body.Message, RequestID: body.RequestID, Contact: body.Contact, Details: body.Details, Header: res.Header}
	if e.Code == "" {
		e.Code = "http_" + strconv.Itoa(res.StatusCode)
	}
	if e.Message == "" {
		e.Message = strings.TrimSpace(string(raw))
		if len(e.Message) > 200 {
			e.Message = e.Message[:200]
		}
		if e.Message == "" {
			e.Message = http.StatusText(res.StatusCode)
		}
	}
	if e.RequestID == "" {
		e.RequestID = res.Header.Get("X-Request-Id")
	}
	if d, ok := parseRetryAfter(res.Header.Get("Retry-After")); ok {
		e.RetryAfter = d
	}
	return e
}

// parseRetryAfter reads delta-seconds or an HTTP date.
func parseRetryAfter(v string) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil && s >= 0 {
		return time.Duration(s * float64(time.Second)), true
	}
	if t, err := http.ParseTime(v); err == nil {
		d := time.Until(t)
		if d < 0 {
			d = 0
		}
		return d, true
	}
	return 0, false
}

// retriedCodes are what a retry can change: the limit's window passing, a service or a
// storefront down or slow for now, a proxy's own gateway page. Not a bug (500 internal), nor a
// storefront's own answer (502 upstream_error: its 404 stays a 404), nor a page too large.
var retriedCodes = map[string]bool{"rate_limited": true, "unavailable": true, "upstream_unreachable": true, "upstream_timeout": true, "http_502": true, "http_503": true, "http_504": true}

func retriable(e *Error) bool {
	return e.StatusCode == 0 || retriedCodes[e.Code]
}

// retryDelay is Retry-After when the server sends one, else 0.5 s x 2^attempt (at most 8 s) less up to 25% jitter.
func retryDelay(attempt int, header http.Header) time.Duration {
	if header != nil {
		if d, ok := parseRetryAfter(header.Get("Retry-After")); ok {
			return d
		}
	}
	base := math.Min(float64(initialRetryDelay)*math.Pow(2, float64(attempt)), float64(maxRetryDelay))
	return time.Duration(base * (1 - 0.25*rand.Float64()))
}
