"""The list of articles (index.json) deleted under a running `python -m app` — an operator
cleaning what README calls a rebuilt-on-demand file, a backup tool restoring a folder without
it. At start-up the app rebuilds it from the articles; a running app must not show the writer
an emptied home page until the next restart.

Written before reading any of app/: from README.md (`python -m app check` "rebuilds the
index"), docs/api.md (`GET /api/contents` lists every article out of the trash; with
`include_body=false` it reads only the index) and the layout of a data directory the app
wrote (index.json beside contents/). Found by a probe of session 36's fault hunt: every
article not changed since was gone from both lists, and one created then was the only one
listed.
"""

from pathlib import Path

import httpx

from tests.api.s36_faults_harness import new_article, served


def listed(client: httpx.Client, include_body: str) -> set[str]:
    response = client.get(f"/api/contents?include_body={include_body}")
    assert response.status_code == 200, response.text
    return {item["id"] for item in response.json()}


def test_index_deleted_while_running_lists_every_article(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    with served(data_dir) as app:
        made = {new_article(app.client, f"Article {n}", f"Text {n}.")["id"] for n in range(3)}
        assert listed(app.client, "false") == made
        (data_dir / "index.json").unlink()
        assert listed(app.client, "false") == made
        (data_dir / "index.json").unlink()
        made.add(new_article(app.client, "After", "Made after the index went.")["id"])
        assert listed(app.client, "false") == made
        assert listed(app.client, "true") == made
    assert "Traceback" not in app.log()
