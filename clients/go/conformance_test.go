package dutyscout_test

// The shared conformance cases (clients/conformance/cases.json) against the real server the
// Node harness starts (test/clients/go.test.ts, part of npm test), which passes
// DUTYSCOUT_TEST_BASE_URL, DUTYSCOUT_TEST_KEYS, DUTYSCOUT_TEST_VARS and DUTYSCOUT_TEST_CASES.
// Without them these tests are skipped.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/dutyscout/dutyscout/clients/go"
)

type conformanceCase struct {
	Name    string                     `json:"name"`
	Method  string                     `json:"method"`
	Key     string                     `json:"key"`
	Params  map[string]json.RawMessage `json:"params"`
	Options struct {
		MaxRetries *int `json:"maxRetries"`
	} `json:"options"`
	Expect struct {
		Status  int      `json:"status"`
		Body    any      `json:"body"`
		RuleIDs []string `json:"rule_ids"`
		Error   *struct {
			Class   string `json:"class"`
			Code    string `json:"code"`
			Details bool   `json:"details"`
		} `json:"error"`
	} `json:"expect"`
}

type harness struct {
	baseURL string
	keys    map[string]string
	vars    map[string]string
}

func loadHarness(t *testing.T) harness {
	t.Helper()
	base := os.Getenv("DUTYSCOUT_TEST_BASE_URL")
	if base == "" {
		t.Skip("no server: run through npm test (test/clients/go.test.ts) or set DUTYSCOUT_TEST_*")
	}
	h := harness{baseURL: base}
	if err := json.Unmarshal([]byte(os.Getenv("DUTYSCOUT_TEST_KEYS")), &h.keys); err != nil {
		t.Fatalf("DUTYSCOUT_TEST_KEYS: %v", err)
	}
	if err := json.Unmarshal([]byte(os.Getenv("DUTYSCOUT_TEST_VARS")), &h.vars); err != nil {
		t.Fatalf("DUTYSCOUT_TEST_VARS: %v", err)
	}
	return h
}

func loadCases(t *testing.T, vars map[string]string) []conformanceCase {
	t.Helper()
	path := os.Getenv("DUTYSCOUT_TEST_CASES")
	if path == "" {
		path = filepath.Join("..", "conformance", "cases.json")
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := regexp.MustCompile(`\{(\w+)\}`).ReplaceAllStringFunc(string(raw), func(m string) string {
		if v, ok := vars[m[1:len(m)-1]]; ok {
			return v
		}
		return m
	})
	var file struct {
		Cases []conformanceCase `json:"cases"`
	}
	if err := json.Unmarshal([]byte(text), &file); err != nil {
		t.Fatal(err)
	}
	return file.Cases
}

// errorClasses tells, for each class name in cases.json, whether an error is of that type.
var errorClasses = map[string]func(error) bool{
	"BadRequestError":          func(e error) bool { var t *dutyscout.BadRequestError; return errors.As(e, &t) },
	"AuthenticationError":      func(e error) bool { var t *dutyscout.AuthenticationError; return errors.As(e, &t) },
	"PermissionDeniedError":    func(e error) bool { var t *dutyscout.PermissionDeniedError; return errors.As(e, &t) },
	"BetaError":                func(e error) bool { var t *dutyscout.BetaError; return errors.As(e, &t) },
	"NotFoundError":            func(e error) bool { var t *dutyscout.NotFoundError; return errors.As(e, &t) },
	"UnprocessableEntityError": func(e error) bool { var t *dutyscout.UnprocessableEntityError; return errors.As(e, &t) },
	"RateLimitError":           func(e error) bool { var t *dutyscout.RateLimitError; return errors.As(e, &t) },
	"UpstreamError":            func(e error) bool { var t *dutyscout.UpstreamError; return errors.As(e, &t) },
	"InternalServerError":      func(e error) bool { var t *dutyscout.InternalServerError; return errors.As(e, &t) },
	"APIConnectionError":       func(e error) bool { var t *dutyscout.APIConnectionError; return errors.As(e, &t) },
	"APITimeoutError":          func(e error) bool { var t *dutyscout.APITimeoutError; return errors.As(e, &t) },
}

func param[T any](t *testing.T, c conformanceCase, name string) T {
	t.Helper()
	var v T
	if raw, ok := c.Params[name]; ok {
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Fatalf("param %s: %v", name, err)
		}
	}
	return v
}

func call(t *testing.T, client *dutyscout.Client, c conformanceCase) (any, error) {
	ctx := context.Background()
	var opts []dutyscout.Option
	if c.Options.MaxRetries != nil {
		opts = append(opts, dutyscout.WithMaxRetries(*c.Options.MaxRetries))
	}
	switch c.Method {
	case "tariffs.hts.lookup":
		if asOf := param[string](t, c, "asOf"); asOf != "" {
			opts = append(opts, dutyscout.WithAsOf(asOf))
		}
		return client.Tariffs.HTS.Lookup(ctx, param[[]string](t, c, "codes"), opts...)
	case "pixels.scan":
		return client.Pixels.Scan(ctx, param[string](t, c, "url"), opts...)
	case "entries.gcc.generate":
		return nil, client.Entries.GCC.Generate(ctx, param[dutyscout.GCCGenerateRequest](t, c, "request"), opts...)
	case "tools.scanStorefront":
		return client.Tools.ScanStorefront(ctx, dutyscout.ScanStorefrontRequest{URL: param[string](t, c, "url"), Email: param[string](t, c, "email")}, opts...)
	case "tools.readinessCheck":
		return client.Tools.ReadinessCheck(ctx, dutyscout.ReadinessCheckRequest{StoreURL: param[string](t, c, "storeUrl"), HTSCode: param[string](t, c, "htsCode"), Email: param[string](t, c, "email")}, opts...)
	case "tools.htsLookup":
		return client.Tools.HTSLookup(ctx, dutyscout.HTSLookupToolRequest{HTSCodes: param[[]string](t, c, "htsCodes"), AsOf: param[string](t, c, "asOf")}, opts...)
	case "tools.dutyImpact":
		return client.Tools.DutyImpact(ctx, dutyscout.DutyImpactRequest{
			HTSCodes: param[[]string](t, c, "htsCodes"), AnnualImportValueUSD: param[float64](t, c, "annualImportValueUsd"),
			CountryOfOrigin: param[string](t, c, "countryOfOrigin"), Email: param[string](t, c, "email"),
		}, opts...)
	case "tools.draftCommentLetter":
		var req dutyscout.LetterDraftRequest
		raw, err := json.Marshal(c.Params)
		if err == nil {
			err = json.Unmarshal(raw, &req)
		}
		if err != nil {
			t.Fatalf("params: %v", err)
		}
		return client.Tools.DraftCommentLetter(ctx, req, opts...)
	}
	t.Fatalf("unknown method %s", c.Method)
	return nil, nil
}

// mismatches says where a value does not match a cases.json body pattern (nothing when it does).
func mismatches(value, pattern any, path string) []string {
	if p, ok := pattern.(string); ok && regexp.MustCompile(`^<\w+>$`).MatchString(p) {
		var ok bool
		switch p {
		case "<string>":
			_, ok = value.(string)
		case "<number>":
			_, ok = value.(float64)
		case "<integer>":
			f, isNum := value.(float64)
			ok = isNum && f == float64(int64(f))
		case "<boolean>":
			_, ok = value.(bool)
		case "<array>":
			_, ok = value.([]any)
		case "<object>":
			_, ok = value.(map[string]any)
		case "<null>":
			ok = value == nil
		case "<nonempty>":
			s, isStr := value.(string)
			a, isArr := value.([]any)
			ok = (isStr && s != "") || (isArr && len(a) > 0)
		default:
			return []string{fmt.Sprintf("%s: unknown pattern %s", path, p)}
		}
		if !ok {
			return []string{fmt.Sprintf("%s: %v is not %s", path, value, p)}
		}
		return nil
	}
	switch p := pattern.(type) {
	case []any:
		v, ok := value.([]any)
		if !ok {
			return []string{path + ": not an array"}
		}
		if len(v) < len(p) {
			return []string{fmt.Sprintf("%s: %d items, expected at least %d", path, len(v), len(p))}
		}
		var out []string
		for i := range p {
			out = append(out, mismatches(v[i], p[i], fmt.Sprintf("%s[%d]", path, i))...)
		}
		return out
	case map[string]any:
		v, ok := value.(map[string]any)
		if !ok {
			return []string{path + ": not an object"}
		}
		var out []string
		for k, pk := range p {
			if vk, ok := v[k]; ok {
				out = append(out, mismatches(vk, pk, path+"."+k)...)
			} else {
				out = append(out, path+"."+k+": missing")
			}
		}
		return out
	}
	if fmt.Sprint(value) != fmt.Sprint(pattern) {
		return []string{fmt.Sprintf("%s: %v != %v", path, value, pattern)}
	}
	return nil
}

func TestConformance(t *testing.T) {
	h := loadHarness(t)
	cases := loadCases(t, h.vars)
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range cases {
		c := c
		t.Run(c.Name, func(t *testing.T) {
			key := h.keys[c.Key]
			client := dutyscout.NewClient(key, dutyscout.WithBaseURL(h.baseURL))
			result, err := call(t, client, c)
			if c.Expect.Error != nil {
				want := c.Expect.Error
				if err == nil {
					t.Fatalf("expected %s, got a result", want.Class)
				}
				is, known := errorClasses[want.Class]
				if !known || !is(err) {
					t.Fatalf("expected %s, got %T: %v", want.Class, err, err)
				}
				if got := fmt.Sprintf("%T", err); got != "*dutyscout."+want.Class {
					t.Fatalf("error type %s, expected *dutyscout.%s", got, want.Class)
				}
				var apiErr *dutyscout.Error
				if !errors.As(err, &apiErr) {
					t.Fatalf("%T does not wrap *dutyscout.Error", err)
				}
				if apiErr.StatusCode != c.Expect.Status || apiErr.Code != want.Code {
					t.Fatalf("got %d %s, expected %d %s", apiErr.StatusCode, apiErr.Code, c.Expect.Status, want.Code)
				}
				if prefix := fmt.Sprintf("%d %s: ", c.Expect.Status, want.Code); !strings.HasPrefix(err.Error(), prefix) {
					t.Fatalf("message %q does not start with %q", err.Error(), prefix)
				}
				if apiErr.RequestID == "" || !strings.Contains(apiErr.Contact, "@") {
					t.Fatalf("request id %q, contact %q", apiErr.RequestID, apiErr.Contact)
				}
				if want.Details && (len(apiErr.Details) == 0 || apiErr.Details[0].Message == "") {
					t.Fatalf("no details: %+v", apiErr.Details)
				}
				return
			}
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			// Matched on the typed result encoded again: a field the model lost fails here.
			raw, _ := json.Marshal(result)
			var body any
			if err := json.Unmarshal(raw, &body); err != nil {
				t.Fatal(err)
			}
			if m := mismatches(body, c.Expect.Body, "$"); len(m) > 0 {
				t.Fatalf("body mismatches: %s", strings.Join(m, "; "))
			}
			for _, rule := range c.Expect.RuleIDs {
				found := false
				for _, f := range body.(map[string]any)["findings"].([]any) {
					found = found || f.(map[string]any)["rule_id"] == rule
				}
				if !found {
					t.Fatalf("no finding %s", rule)
				}
			}
		})
	}
}
