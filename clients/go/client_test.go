package dutyscout_test

// Retries and timeouts against a local fault server.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dutyscout/dutyscout/clients/go"
)

type answer struct {
	status int
	header map[string]string
	body   any
	raw    string // sent as is instead of body
}

type hit struct {
	at         time.Time
	userAgent  string
	authHeader string
}

type faultServer struct {
	*httptest.Server
	mu      sync.Mutex
	hits    []hit
	release chan struct{}
}

// startFault answers the n-th request with answers[n] (the last one repeats); a nil answer never answers.
func startFault(t *testing.T, answers ...*answer) *faultServer {
	f := &faultServer{release: make(chan struct{})}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.hits = append(f.hits, hit{time.Now(), r.Header.Get("User-Agent"), r.Header.Get("Authorization")})
		n := len(f.hits)
		f.mu.Unlock()
		a := answers[min(n-1, len(answers)-1)]
		if a == nil {
			select {
			case <-f.release:
			case <-r.Context().Done():
			}
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-Request-Id", fmt.Sprintf("req_fault%d", n))
		for k, v := range a.header {
			w.Header().Set(k, v)
		}
		w.WriteHeader(a.status)
		if a.raw != "" {
			_, _ = w.Write([]byte(a.raw))
			return
		}
		body := a.body
		if body == nil {
			body = map[string]any{"results": []any{}}
		}
		_ = json.NewEncoder(w).Encode(body)
	}))
	t.Cleanup(func() {
		close(f.release)
		f.Close()
	})
	return f
}

func (f *faultServer) Hits() []hit {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]hit(nil), f.hits...)
}

func failure(code, message string) map[string]any {
	return map[string]any{"error": code, "message": message, "contact": "support@dutyscout.example", "request_id": "req_body"}
}

var ctx = context.Background()

func TestRetryAfterThenSuccess(t *testing.T) {
	f := startFault(t, &answer{status: 429, header: map[string]string{"Retry-After": "1"}, body: failure("rate_limited", "slow down")}, &answer{status: 200})
	res, err := dutyscout.NewClient("de_x", dutyscout.WithBaseURL(f.URL)).Tariffs.HTS.Lookup(ctx, []string{"7326.90.8688"})
	if err != nil || len(res.Results) != 0 {
		t.Fatalf("got %v, %v", res, err)
	}
	hits := f.Hits()
	if len(hits) != 2 || hits[1].at.Sub(hits[0].at) < 950*time.Millisecond {
		t.Fatalf("%d hits, waited %s", len(hits), hits[len(hits)-1].at.Sub(hits[0].at))
	}
}

func TestTwo503sThenSuccessWithBackoff(t *testing.T) {
	down := &answer{status: 503, body: failure("unavailable", "down")}
	f := startFault(t, down, down, &answer{status: 200})
	if _, err := dutyscout.NewClient("de_x", dutyscout.WithBaseURL(f.URL)).Tariffs.HTS.Lookup(ctx, []string{"7326.90.8688"}); err != nil {
		t.Fatal(err)
	}
	hits := f.Hits()
	if len(hits) != 3 {
		t.Fatalf("%d attempts, expected 3", len(hits))
	}
	first, second := hits[1].at.Sub(hits[0].at), hits[2].at.Sub(hits[1].at)
	if first < 350*time.Millisecond || first > 900*time.Millisecond || second < 720*time.Millisecond || second > 1500*time.Millisecond {
		t.Fatalf("backoffs %s and %s, expected about 0.5 s and 1 s less up to 25%%", first, second)
	}
}

func TestRetriesConfigurablePerClientAndPerCall(t *testing.T) {
	f := startFault(t, &answer{status: 503, body: failure("unavailable", "down")})
	client := dutyscout.NewClient("de_x", dutyscout.WithBaseURL(f.URL), dutyscout.WithMaxRetries(0))
	_, err := client.Tariffs.HTS.Lookup(ctx, []string{"7326.90.8688"})
	var ise *dutyscout.InternalServerError
	if !errors.As(err, &ise) || err.Error() != "503 unavailable: down" || len(f.Hits()) != 1 {
		t.Fatalf("%T %v after %d attempts", err, err, len(f.Hits()))
	}
	_, err = client.Tariffs.HTS.Lookup(ctx, []string{"7326.90.8688"}, dutyscout.WithMaxRetries(1))
	if !errors.As(err, &ise) || len(f.Hits()) != 3 {
		t.Fatalf("%v after %d attempts in all", err, len(f.Hits()))
	}
}

func TestA4xxOtherThan429IsNeverRetried(t *testing.T) {
	body := failure("invalid_request", "bad")
	body["details"] = []map[string]string{{"path": "codes", "message": "Too small"}}
	f := startFault(t, &answer{status: 400, body: body})
	_, err := dutyscout.NewClient("de_x", dutyscout.WithBaseURL(f.URL), dutyscout.WithMaxRetries(5)).Tariffs.HTS.Lookup(ctx, nil)
	var bad *dutyscout.BadRequestError
	if !errors.As(err, &bad) || len(bad.Err.Details) != 1 || bad.Err.Details[0].Path != "codes" || len(f.Hits()) != 1 {
		t.Fatalf("%T %v after %d attempts", err, err, len(f.Hits()))
	}
}

func TestRateLimitErrorCarriesRetryAfter(t *testing.T) {
	f := startFault(t, &answer{status: 429, header: map[string]string{"Retry-After": "120"}, body: failure("rate_limited", "slow down")})
	_, err := dutyscout.NewClient("de_x", dutyscout.WithBaseURL(f.URL), dutyscout.WithMaxRetries(0)).Tariffs.HTS.Lookup(ctx, []string{"1"})
	var rl *dutyscout.RateLimitError
	if !errors.As(err, &rl) || rl.Err.RetryAfter != 120*time.Second || rl.Err.RequestID != "req_body" {
		t.Fatalf("%T %+v", err, err)
	}
}

func TestServerThatNeverAnswersTimesOutAndIsRetried(t *testing.T) {
	f := startFault(t, nil)
	started := time.Now()
	_, err := dutyscout.NewClient("de_x", dutyscout.WithBaseURL(f.URL), dutyscout.WithTimeout(300*time.Millisecond), dutyscout.WithMaxRetries(0)).Tariffs.HTS.Lookup(ctx, []string{"1"})
	var to *dutyscout.APITimeoutError
	if !errors.As(err, &to) || !strings.HasPrefix(err.Error(), "0 timeout: no response within 300ms") || time.Since(started) > 2*time.Second {
		t.Fatalf("%T %v after %s", err, err, time.Since(started))
	}
	_, err = dutyscout.NewClient("de_x", dutyscout.WithBaseURL(f.URL), dutyscout.WithTimeout(200*time.Millisecond), dutyscout.WithMaxRetries(1)).Tariffs.HTS.Lookup(ctx, []string{"1"})
	if !errors.As(err, &to) || len(f.Hits()) != 3 {
		t.Fatalf("%v after %d attempts in all", err, len(f.Hits()))
	}
}

func TestConnectionErrorAndUserAgent(t *testing.T) {
	f := startFault(t, &answer{status: 200})
	req := dutyscout.DutyImpactRequest{HTSCodes: []string{"7326.90.8688"}, AnnualImportValueUSD: 1, CountryOfOrigin: "eu"}
	if _, err := dutyscout.NewClient("de_abc", dutyscout.WithBaseURL(f.URL)).Tools.DutyImpact(ctx, req); err != nil {
		t.Fatal(err)
	}
	h := f.Hits()[0]
	if want := "dutyscout-go/" + dutyscout.Version + " " + runtime.Version(); h.userAgent != want || h.authHeader != "Bearer de_abc" {
		t.Fatalf("User-Agent %q (want %q), Authorization %q", h.userAgent, want, h.authHeader)
	}
	url := f.URL
	f.Close()
	_, err := dutyscout.NewClient("", dutyscout.WithBaseURL(url), dutyscout.WithMaxRetries(0)).Tools.DutyImpact(ctx, req)
	var conn *dutyscout.APIConnectionError
	if !errors.As(err, &conn) || !strings.HasPrefix(err.Error(), "0 connection_error: cannot reach "+url+"/api/mcp/tariffs/duty_impact") {
		t.Fatalf("%T %v", err, err)
	}
	var apiErr *dutyscout.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != 0 {
		t.Fatalf("not a *dutyscout.Error: %v", err)
	}
}

func TestKeyAndBaseURLFromTheEnvironment(t *testing.T) {
	t.Setenv("DUTYSCOUT_API_KEY", "")
	t.Setenv("DUTYSCOUT_BASE_URL", "")
	if got := dutyscout.NewClient("").BaseURL(); got != "http://localhost:8080" {
		t.Fatalf("default base URL %q", got)
	}
	t.Setenv("DUTYSCOUT_BASE_URL", "http://127.0.0.1:1234/")
	if got := dutyscout.NewClient("").BaseURL(); got != "http://127.0.0.1:1234" {
		t.Fatalf("base URL from the environment %q", got)
	}
	if got := dutyscout.NewClient("", dutyscout.WithBaseURL("http://x.example")).BaseURL(); got != "http://x.example" {
		t.Fatalf("WithBaseURL %q", got)
	}
}

func TestCanceledContextIsNotRetried(t *testing.T) {
	f := startFault(t, nil)
	cctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	_, err := dutyscout.NewClient("de_x", dutyscout.WithBaseURL(f.URL), dutyscout.WithMaxRetries(3)).Tariffs.HTS.Lookup(cctx, []string{"1"})
	if !errors.Is(err, context.DeadlineExceeded) || len(f.Hits()) != 1 {
		t.Fatalf("%v after %d attempts", err, len(f.Hits()))
	}
}

func TestA2xxBodyThatIsNotJSONIsAnErrorNotRetried(t *testing.T) {
	f := startFault(t, &answer{status: 200, raw: "<html>proxy</html>"})
	_, err := dutyscout.NewClient("de_x", dutyscout.WithBaseURL(f.URL)).Tariffs.HTS.Lookup(ctx, []string{"1"})
	apiErr, ok := err.(*dutyscout.Error)
	if !ok || !strings.HasPrefix(err.Error(), "200 invalid_response: cannot decode the answer") || apiErr.RequestID != "req_fault1" || len(f.Hits()) != 1 {
		t.Fatalf("%T %v after %d attempts", err, err, len(f.Hits()))
	}
}
