package dutyscout_test

// Every `go` example in the README runs as written (go run, in a module that requires this one
// through a replace directive) against the real server, and prints what the README says it
// prints (a `text` block after "prints"). Skipped without the server (see conformance_test.go).

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
)

func TestReadmeExamples(t *testing.T) {
	h := loadHarness(t)
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```go\n(.*?)```(?:\\s*prints\\s*```text\n(.*?)```)?").FindAllStringSubmatch(string(readme), -1)
	if len(blocks) < 3 {
		t.Fatalf("the README has %d go examples", len(blocks))
	}
	here, _ := filepath.Abs(".")
	shown := false
	for i, b := range blocks {
		dir := t.TempDir()
		gomod := "module example\n\ngo 1.21\n\nrequire github.com/dutyscout/dutyscout/clients/go v0.0.0\n\nreplace github.com/dutyscout/dutyscout/clients/go => " + here + "\n"
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(b[1]), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("go", "run", ".")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "DUTYSCOUT_API_KEY="+h.keys["all"], "DUTYSCOUT_BASE_URL="+h.baseURL, "GOFLAGS=-mod=mod")
		var stdout, stderr []byte
		stdout, err := cmd.Output()
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		if err != nil {
			t.Fatalf("example %d: %v\n%s\n%s%s", i+1, err, b[1], stdout, stderr)
		}
		if len(stdout) == 0 {
			t.Fatalf("example %d prints nothing", i+1)
		}
		if b[2] != "" {
			shown = true
			if string(stdout) != b[2] {
				t.Fatalf("example %d prints %q, the README says %q", i+1, stdout, b[2])
			}
		}
	}
	if !shown {
		t.Fatal("no example shows its output")
	}
}
