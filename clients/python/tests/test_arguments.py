"""Arguments the client refuses before sending anything."""
import pytest

import dutyscout


@pytest.mark.parametrize(
    "call",
    [
        lambda c: c.tariffs.hts.lookup("7326.90.8688"),
        lambda c: c.tools.hts_lookup("7326.90.8688"),
        lambda c: c.tools.duty_impact("7326.90.8688", 1000, "china"),
        lambda c: c.tariffs.hts.lookup(b"7326.90.8688"),
    ],
)
def test_a_single_string_where_a_list_of_codes_belongs_is_a_type_error(call):
    # A str is a Sequence: without the check it would be sent as twelve one-character codes.
    client = dutyscout.Dutyscout(api_key="de_" + "a" * 24, base_url="http://127.0.0.1:9", max_retries=0)
    with pytest.raises(TypeError, match=r"takes a list of HTS codes, not a single string: use \['7326\.90\.8688'\]|use \[b'7326\.90\.8688'\]"):
        call(client)
