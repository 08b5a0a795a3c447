"""Two `python -m app` processes on one TinyDB data directory, started together on an empty
one, then writing at once: new articles through both (the index both keep), and turns through
one while the other renames the same article.

Written before reading any of app/: from README.md (several workers share one data
directory on one machine; `python -m app check`), docs/api.md (`PATCH /api/contents/{id}`
renames as a new `manual` version; versions unique and contiguous; a turn whose article
changed while the model was writing is not applied and says so) and the harness in
tests/api/s36_faults_harness.py. The promise: nothing one process wrote is lost to the
other's write, and versions stay contiguous.
"""

import threading
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from tests.api.s36_faults_harness import (
    EDITED,
    ModelServer,
    ServedApp,
    answer,
    every_json_file_parses,
    new_article,
    served,
)
from tests.api.test_s36_faults_process import assert_consistent, wait_answered


def both_at_once(work: list[threading.Thread]) -> None:
    for thread in work:
        thread.start()
    for thread in work:
        thread.join()


def test_started_together_on_an_empty_dir_then_creating_at_once(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    apps = [ServedApp(data_dir, {"REDLINE_LOG_LEVEL": "WARNING"}) for _ in range(2)]
    with ExitStack() as stack:
        for app in apps:
            app.start(wait=False)
            stack.callback(app.stop)
        for app in apps:
            app.wait_up()
        made: list[str] = []

        def create(app: ServedApp, prefix: str) -> None:
            for number in range(15):
                title = f"{prefix} {number}"
                made.append(new_article(app.client, title, f"Body of {title}.")["id"])

        both_at_once(
            [threading.Thread(target=create, args=(app, f"P{i}")) for i, app in enumerate(apps)]
        )
        assert len(set(made)) == 30
        for app in apps:
            for include_body in ("true", "false"):
                listed = app.client.get(f"/api/contents?include_body={include_body}").json()
                missing = set(made) - {item["id"] for item in listed}
                assert not missing, f"articles missing from the list: {missing}"
            personas = app.client.get("/api/personas").json()
            assert [p["name"] for p in personas] == ["My voice"], personas
    every_json_file_parses(data_dir)
    check = apps[0].run("check")
    assert check.returncode == 0, check.stdout + check.stderr
    for app in apps:
        assert "Traceback" not in app.log()
        app.client.close()


def test_turns_in_one_process_while_the_other_renames(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    model = ModelServer(answer(EDITED))
    with ExitStack() as stack:
        turning = stack.enter_context(served(data_dir, model))
        renaming = stack.enter_context(served(data_dir, model))
        content_id = new_article(turning.client)["id"]
        acknowledged: list[str] = []
        renamed: list[dict[str, Any]] = []

        def turns() -> None:
            for number in range(8):
                response = turning.client.post(
                    "/api/chat/send",
                    json={"content_id": content_id, "message": f"More vivid, take {number}."},
                )
                assert response.status_code == 200, response.text
                acknowledged.append(response.json()["user_message"]["id"])

        def renames() -> None:
            for number in range(8):
                response = renaming.client.patch(
                    f"/api/contents/{content_id}", json={"title": f"The bus, {number}"}
                )
                assert response.status_code == 200, response.text
                renamed.append(response.json())

        both_at_once([threading.Thread(target=turns), threading.Thread(target=renames)])
        for app in (turning, renaming):
            wait_answered(app.client, content_id)
            assert_consistent(app.client, content_id, acknowledged)
        revisions = turning.client.get(f"/api/chat/revisions/{content_id}").json()
        at = {r["version"]: r for r in revisions}
        for content in renamed:
            assert at[content["version"]]["revised_title"] == content["title"], content
        final = renaming.client.get(f"/api/contents/{content_id}").json()
        assert final == turning.client.get(f"/api/contents/{content_id}").json()
    model.close()
    every_json_file_parses(data_dir)
    assert "Traceback" not in turning.log() + renaming.log()
