package dutyscout_test

// What the client retries, how long it waits, the error hierarchy and the answer's headers.

import (
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/dutyscout/dutyscout/clients/go"
)

func TestOnlyWhatARetryCanChangeIsRetried(t *testing.T) {
	cases := []struct {
		status int
		code   string
		tries  int
	}{
		{502, "upstream_error", 1}, // the storefront's own 404: permanent
		{500, "internal", 1},
		{502, "upstream_unreachable", 3},
		{504, "upstream_timeout", 3},
		{503, "unavailable", 3},
	}
	for _, c := range cases {
		f := startFault(t, &answer{status: c.status, header: map[string]string{"Retry-After": "0"}, body: failure(c.code, "https://shop.example/ answered HTTP 404")})
		_, err := dutyscout.NewClient("", dutyscout.WithBaseURL(f.URL)).Tools.ScanStorefront(ctx, dutyscout.ScanStorefrontRequest{URL: "https://shop.example/"})
		var apiErr *dutyscout.Error
		if !errors.As(err, &apiErr) || apiErr.Code != c.code || len(f.Hits()) != c.tries {
			t.Errorf("%d %s: %v after %d attempts, want %d", c.status, c.code, err, len(f.Hits()), c.tries)
		}
	}
	// A proxy's own gateway page (no JSON) is retried.
	p := startFault(t, &answer{status: 502, header: map[string]string{"Retry-After": "0"}, raw: "<html>Bad Gateway</html>"}, &answer{status: 200})
	if _, err := dutyscout.NewClient("", dutyscout.WithBaseURL(p.URL)).Tariffs.HTS.Lookup(ctx, []string{"1"}); err != nil || len(p.Hits()) != 2 {
		t.Fatalf("%v after %d attempts", err, len(p.Hits()))
	}
}

func TestARetryAfterBeyondTheCapIsReturnedAtOnceAndOnRetryHearsOfWaits(t *testing.T) {
	f := startFault(t, &answer{status: 429, header: map[string]string{"Retry-After": "3600"}, body: failure("rate_limited", "slow down")})
	started := time.Now()
	_, err := dutyscout.NewClient("", dutyscout.WithBaseURL(f.URL), dutyscout.WithMaxRetries(3)).Tariffs.HTS.Lookup(ctx, []string{"1"})
	var rl *dutyscout.RateLimitError
	if !errors.As(err, &rl) || rl.Err.RetryAfter != time.Hour || len(f.Hits()) != 1 || time.Since(started) > time.Second {
		t.Fatalf("%v after %d attempts in %s", err, len(f.Hits()), time.Since(started))
	}
	g := startFault(t, &answer{status: 429, header: map[string]string{"Retry-After": "1"}, body: failure("rate_limited", "slow down")}, &answer{status: 200})
	var waits []dutyscout.RetryInfo
	client := dutyscout.NewClient("", dutyscout.WithBaseURL(g.URL), dutyscout.WithOnRetry(func(i dutyscout.RetryInfo) { waits = append(waits, i) }))
	if _, err := client.Tariffs.HTS.Lookup(ctx, []string{"1"}); err != nil {
		t.Fatal(err)
	}
	if len(waits) != 1 || waits[0].Attempt != 0 || waits[0].Delay != time.Second || !errors.As(waits[0].Err, &rl) {
		t.Fatalf("waits %+v", waits)
	}
	// The per-call cap: half a second is less than the one-second Retry-After.
	h := startFault(t, &answer{status: 429, header: map[string]string{"Retry-After": "1"}, body: failure("rate_limited", "slow down")}, &answer{status: 200})
	if _, err := dutyscout.NewClient("", dutyscout.WithBaseURL(h.URL)).Tariffs.HTS.Lookup(ctx, []string{"1"}, dutyscout.WithMaxRetryWait(500*time.Millisecond)); !errors.As(err, &rl) || len(h.Hits()) != 1 {
		t.Fatalf("%v after %d attempts", err, len(h.Hits()))
	}
}

func TestTheErrorHierarchyIsTheOtherClients(t *testing.T) {
	beta := startFault(t, &answer{status: 403, body: failure("beta", "not enrolled")})
	err := dutyscout.NewClient("de_x", dutyscout.WithBaseURL(beta.URL)).Entries.GCC.Generate(ctx, dutyscout.GCCGenerateRequest{})
	var b *dutyscout.BetaError
	var pd *dutyscout.PermissionDeniedError
	var base *dutyscout.Error
	if !errors.As(err, &b) || !errors.As(err, &pd) || !errors.As(err, &base) || pd.Err.Code != "beta" {
		t.Fatalf("a beta error is a PermissionDeniedError: %T %v", err, err)
	}
	up := startFault(t, &answer{status: 502, body: failure("upstream_error", "answered HTTP 404")})
	_, err = dutyscout.NewClient("", dutyscout.WithBaseURL(up.URL)).Tools.ScanStorefront(ctx, dutyscout.ScanStorefrontRequest{URL: "https://shop.example/"})
	var u *dutyscout.UpstreamError
	var server *dutyscout.InternalServerError
	if !errors.As(err, &u) || !errors.As(err, &server) || server.Err.StatusCode != 502 {
		t.Fatalf("an upstream error is a server error: %T %v", err, err)
	}
	var forbidden *dutyscout.PermissionDeniedError
	if errors.As(err, &forbidden) {
		t.Fatal("an upstream error is not a permission error")
	}
}

func TestWithResponseHeaderGivesTheRateLimitHeadersOfASuccess(t *testing.T) {
	f := startFault(t, &answer{status: 200, header: map[string]string{"RateLimit": `"minute";r=99;t=42`, "RateLimit-Policy": `"minute";q=100;w=60`}})
	var h http.Header
	if _, err := dutyscout.NewClient("de_x", dutyscout.WithBaseURL(f.URL)).Tariffs.HTS.Lookup(ctx, []string{"1"}, dutyscout.WithResponseHeader(&h)); err != nil {
		t.Fatal(err)
	}
	if h.Get("RateLimit") != `"minute";r=99;t=42` || h.Get("X-Request-Id") != "req_fault1" {
		t.Fatalf("headers %v", h)
	}
}
