"""An installed wheel carries the pages: templates/ and static/ mapped into the package."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(out),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("redline-*.whl")
    return zipfile.ZipFile(built)


def test_the_wheel_carries_every_template_and_static_file(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    for folder, packaged in (("templates", "app/_templates"), ("static", "app/_static")):
        files = [p for p in (ROOT / folder).rglob("*") if p.is_file()]
        assert files
        for path in files:
            assert f"{packaged}/{path.relative_to(ROOT / folder).as_posix()}" in names


def test_the_wheel_does_not_carry_the_tests(wheel: zipfile.ZipFile) -> None:
    assert not [n for n in wheel.namelist() if n.startswith("tests/")]
