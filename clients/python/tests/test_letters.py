"""The letter's two forms send one body; "no key" is api_key="" (None means "not given")."""
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, Iterator, List

import pytest

import dutyscout


@pytest.fixture()
def recorder() -> Iterator[Any]:
    """A local server that records each request's body and Authorization header and answers 200 {}."""
    seen = []  # type: List[Dict[str, Any]]

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            seen.append({"body": json.loads(body), "auth": self.headers.get("Authorization")})
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"{}")

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    server.seen = seen  # type: ignore[attr-defined]
    server.url = "http://127.0.0.1:{}".format(server.server_address[1])  # type: ignore[attr-defined]
    yield server
    server.shutdown()
    server.server_close()


WIRE = {
    "company": "Acme Hardware Imports LLC",
    "contactName": "Jordan Lee",
    "position": "oppose",
    "htsCodes": ["7326.90.8688"],
    "annualImportValueUsd": 250000,
    "countryOfOrigin": "china",
    "asOf": "2026-09-03",
    "facts": {"domesticAvailability": "None made here.", "jobs": "40 people."},
}


def test_the_letter_takes_snake_case_keywords_like_every_other_call_and_sends_the_dicts_body(recorder: Any) -> None:
    client = dutyscout.Dutyscout(api_key="", base_url=recorder.url, max_retries=0)
    client.tools.draft_comment_letter(
        company="Acme Hardware Imports LLC",
        contact_name="Jordan Lee",
        position="oppose",
        hts_codes=["7326.90.8688"],
        annual_import_value_usd=250000,
        country_of_origin="china",
        as_of="2026-09-03",
        facts={"domestic_availability": "None made here.", "jobs": "40 people."},
    )
    client.tools.draft_comment_letter(WIRE)  # the request body as one dict, as before
    assert recorder.seen[0]["body"] == WIRE
    assert recorder.seen[1]["body"] == WIRE


def test_the_letters_arguments_are_checked_before_sending(recorder: Any) -> None:
    client = dutyscout.Dutyscout(api_key="", base_url=recorder.url, max_retries=0)
    with pytest.raises(TypeError, match=r"needs contact_name, position, hts_codes"):
        client.tools.draft_comment_letter(company="Acme")
    with pytest.raises(TypeError, match=r"as keyword arguments or as one request dict, not both \(got company\)"):
        client.tools.draft_comment_letter(WIRE, company="Acme")
    with pytest.raises(TypeError, match=r"facts takes domestic_availability, supply_chain, jobs, not 'staff'"):
        client.tools.draft_comment_letter(company="A", contact_name="B", position="oppose", hts_codes=["7326.90.8688"], facts={"staff": "4"})
    with pytest.raises(TypeError, match=r"takes a list of HTS codes, not a single string"):
        client.tools.draft_comment_letter(company="A", contact_name="B", position="oppose", hts_codes="7326.90.8688")
    assert recorder.seen == []


def test_no_key_is_api_key_empty_string_even_with_DUTYSCOUT_API_KEY_set(recorder: Any, monkeypatch: Any) -> None:
    monkeypatch.setenv("DUTYSCOUT_API_KEY", "de_" + "a" * 24)
    from_env = dutyscout.Dutyscout(base_url=recorder.url, max_retries=0)
    none_given = dutyscout.Dutyscout(api_key=None, base_url=recorder.url, max_retries=0)
    no_key = dutyscout.Dutyscout(api_key="", base_url=recorder.url, max_retries=0)
    assert from_env.api_key == "de_" + "a" * 24 and none_given.api_key == from_env.api_key, "None is 'not given': the environment's key"
    assert no_key.api_key is None
    for client in (from_env, no_key):
        client.tools.hts_lookup(["7326.90.8688"])
    assert [hit["auth"] for hit in recorder.seen] == ["Bearer " + "de_" + "a" * 24, None]
