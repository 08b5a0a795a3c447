"""The clock jumping backwards between turns, seen from outside `python -m app`: a data
directory written while the machine's clock ran a year ahead (a wrong NTP answer, a laptop's
dead CMOS battery put right), then served again with the clock set back. Every record the
earlier run wrote carries a time later than anything written now.

The app's files are JSON; the test moves every timestamp in them one year ahead while the
app is stopped, which is what such a run leaves behind.

Written before reading any of app/: from docs/api.md (history lists every version "oldest
first"; a session's `messages` are every node "in creation order" and its `path` root →
head; versions are numbered in creation order; a list of articles is "the most recently
changed first"). The promise: order follows what happened, not what the clock said — a new
turn's version comes after the old ones in the history and the conversation, nothing is lost,
and the files still parse and `check` stays clean.

Session 39: the list of articles and the editor's desk order by the times stamped, and
after the jump those had put a new article under the ones stamped "a year ahead", and the
desk showed the article's new V4 under its V2 and V3. The app's clock no longer goes back
past the newest change the store holds (app/domain/clock.py), so both follow what happened.
"""

import re
from pathlib import Path

from tests.api.s36_faults_harness import (
    every_json_file_parses,
    new_article,
    send,
    served,
    session,
)

STAMP = re.compile(rb"20(\d\d)-(\d\d-\d\dT\d\d:\d\d:\d\d)")


def a_year_ahead(data_dir: Path) -> int:
    """Every timestamp in the data directory's JSON moved one year later; how many."""
    moved = 0
    done: set[int] = set()  # a file with a second name (a hard link) is moved once
    for path in [*data_dir.rglob("*.json"), *data_dir.rglob("*.jsonl")]:
        if path.stat().st_ino in done:
            continue
        done.add(path.stat().st_ino)
        text = path.read_bytes()
        later, count = STAMP.subn(lambda m: b"20%02d-%s" % (int(m.group(1)) + 1, m.group(2)), text)
        if count:
            path.write_bytes(later)
            moved += count
    return moved


def test_turns_after_the_clock_went_back_keep_their_order(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    with served(data_dir) as app:
        cid = new_article(app.client)["id"]
        send(app.client, cid, 'Replace "twenty" with "thirty"')
        send(app.client, cid, 'Replace "thirty" with "forty"')
        other = new_article(app.client, "Earlier", "Written before the clock went back.")["id"]
    assert a_year_ahead(data_dir) > 10
    with served(data_dir) as app:
        fourth = send(app.client, cid, 'Replace "forty" with "fifty"')
        assert fourth["revision"]["version"] == 4, fourth["revision"]
        fresh = new_article(app.client, "Now", "Written after.")["id"]
        content = app.client.get(f"/api/contents/{cid}").json()
        assert content["version"] == 4 and "fifty minutes" in content["body"], content
        history = app.client.get(f"/api/contents/{cid}/history").json()
        assert [entry["version"] for entry in history] == [2, 3, 4], history
        view = session(app.client, cid)
        asked = [m["content"] for m in view["messages"] if m["role"] == "user"]
        assert asked == [
            'Replace "twenty" with "thirty"',
            'Replace "thirty" with "forty"',
            'Replace "forty" with "fifty"',
        ], asked
        path = [m["content"] for m in view["path"] if m["role"] == "user"]
        assert path == asked, path
        assert view["path"][-1]["id"] == view["head_id"] == fourth["assistant_message"]["id"]
        for version in (1, 2, 3, 4):
            shown = app.client.get(f"/api/contents/{cid}/versions/{version}")
            assert shown.status_code == 200, shown.text
        listed = [entry["id"] for entry in app.client.get("/api/contents").json()]
        assert listed == [fresh, cid, other], listed  # the most recently changed first
        desk = app.client.get("/api/revisions").json()
        versions = [entry["version"] for entry in desk["entries"] if entry["content_id"] == cid]
        assert versions == [4, 3, 2], versions  # newest first, as before the jump
        diff = app.client.get(f"/api/contents/{cid}/diff?from=3&to=4")
        assert diff.status_code == 200, diff.text
        persona = app.client.get(f"/api/personas/{content['persona_id']}").json()
        for preference in persona["preferences"]:
            assert 0 <= preference["confidence"] <= 0.98, preference
    every_json_file_parses(data_dir)
    check = app.run("check")
    assert check.returncode == 0, check.stdout + check.stderr
    assert "Traceback" not in app.log() + check.stdout + check.stderr
