"""A file not under /static, or a path that climbs out of it, is a 404 with the app's own
sentence ("Nothing is at …"), not Litestar's "no file or directory match the path
../../app/settings.py was found", and nothing outside the folder is served."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings


@pytest.mark.parametrize(
    "path",
    ["/static/nothing-here.js", "/static/..%2F..%2Fapp%2Fsettings.py", "/static/%2e%2e/README.md"],
)
def test_a_missing_static_file_is_a_404_in_the_apps_words(settings: Settings, path: str) -> None:
    with TestClient(app=create_app(settings)) as client:
        answer = client.get(path)
        assert answer.status_code == 404
        detail = answer.json()["detail"]
        assert detail.startswith("Nothing is at /static/") and "no file or directory" not in detail
        assert "BaseSettings" not in answer.text  # the settings module was not served
