"""quick_expect's failure message names the test's own timeout, not its last slice's."""

from tests.browser import quick_expect


def test_the_last_slices_timeout_is_said_as_the_whole_wait() -> None:
    result = {
        "matches": False,
        "timedOut": True,
        "received": {"value": "写作中…"},
        "log": [
            'Expect "to_be_visible" locator("#stop-again") with timeout 960.0018450000789ms',
            'waiting for locator("#stop-again")',
        ],
    }
    said = quick_expect._whole_timeout_said(result, 15000.0)
    assert said["log"][0] == (
        'Expect "to_be_visible" locator("#stop-again") with timeout 15000ms'
        " (looked at in slices of 2000ms)"
    )
    assert said["log"][1] == 'waiting for locator("#stop-again")'
    assert said["received"] == {"value": "写作中…"} and said["timedOut"] is True
    assert result["log"][0].endswith("960.0018450000789ms")  # the driver's own left as it was


def test_a_result_without_a_log_stays_without_one() -> None:
    assert quick_expect._whole_timeout_said({"timedOut": True}, 3000.0)["log"] == []
