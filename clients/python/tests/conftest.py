"""Shared pieces of the Python client's tests.

The conformance cases run against the real server the Node harness starts
(test/clients/python.test.ts, part of ``npm test``), which passes DUTYSCOUT_TEST_BASE_URL,
DUTYSCOUT_TEST_KEYS, DUTYSCOUT_TEST_VARS and DUTYSCOUT_TEST_CASES. Without them those tests are
skipped; the retry and timeout tests need only this machine."""
import json
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional

import pytest

CLIENT_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(CLIENT_ROOT / "src"))


class Harness:
    def __init__(self) -> None:
        self.base_url = os.environ["DUTYSCOUT_TEST_BASE_URL"]
        self.keys = json.loads(os.environ["DUTYSCOUT_TEST_KEYS"])  # type: Dict[str, str]
        self.vars = json.loads(os.environ["DUTYSCOUT_TEST_VARS"])  # type: Dict[str, str]


@pytest.fixture(scope="session")
def harness() -> Harness:
    if "DUTYSCOUT_TEST_BASE_URL" not in os.environ:
        pytest.skip("no server: run through npm test (test/clients/python.test.ts) or set DUTYSCOUT_TEST_*")
    return Harness()


class FaultServer:
    """A local server answering the n-th request with answers[n] (the last one repeats); None never answers."""

    def __init__(self, answers: List[Optional[Dict[str, Any]]]) -> None:
        self.answers = answers
        self.hits = []  # type: List[Dict[str, Any]]
        self._release = threading.Event()
        fault = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                import time

                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                fault.hits.append({"at": time.monotonic(), "ua": self.headers.get("User-Agent"), "auth": self.headers.get("Authorization")})
                answer = fault.answers[min(len(fault.hits) - 1, len(fault.answers) - 1)]
                if answer is None:
                    fault._release.wait(10)
                    return
                body = answer["raw"].encode() if "raw" in answer else json.dumps(answer.get("body", {"results": []})).encode()
                self.send_response(answer["status"])
                self.send_header("Content-Type", "application/json")
                self.send_header("X-Request-Id", "req_fault{}".format(len(fault.hits)))
                for k, v in answer.get("headers", {}).items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = "http://127.0.0.1:{}".format(self.server.server_address[1])
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self._release.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def fault_server() -> Iterator[Any]:
    servers = []  # type: List[FaultServer]

    def start(answers: List[Optional[Dict[str, Any]]]) -> FaultServer:
        server = FaultServer(answers)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.close()
