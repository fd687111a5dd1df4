"""Every ``python`` example in the README runs as written against the real server, and prints
what the README says it prints (a ``text`` block after "prints")."""
import os
import re
import subprocess
import sys
from pathlib import Path

CLIENT_ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"```python\n(.*?)```(?:\s*prints\s*```text\n(.*?)```)?", re.S)


def test_readme_examples_run_as_written(harness):
    examples = BLOCK.findall((CLIENT_ROOT / "README.md").read_text())
    assert len(examples) >= 3, "the README has examples"
    assert any(prints for _, prints in examples), "an example shows its output"
    env = dict(os.environ, DUTYSCOUT_API_KEY=harness.keys["all"], DUTYSCOUT_BASE_URL=harness.base_url, PYTHONPATH=str(CLIENT_ROOT / "src"))
    for i, (code, prints) in enumerate(examples, 1):
        run = subprocess.run([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=60)
        assert run.returncode == 0, "example {}:\n{}\n{}{}".format(i, code, run.stdout, run.stderr)
        assert run.stdout.strip(), "example {} prints its result".format(i)
        if prints:
            assert run.stdout == prints, "example {} prints what the README says".format(i)
