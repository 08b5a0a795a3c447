"""Commands and code a rewrite must copy exactly (app/editing/commands.py)."""

from __future__ import annotations

import pytest

from app.editing.commands import check_commands, code_pieces
from app.editing.elided import Refused
from app.editing.scope import Scope

PREVIEW = "For local previews we run `mkdocs serve --dev-addr 127.0.0.1:8008`, which reloads."
PREVIEW_ZH = "本地预览时我们运行 `mkdocs serve --dev-addr 127.0.0.1:8008`，页面会自动刷新。"
FENCED = "Build it:\n\n```bash\npip install mkdocs==1.6\nmkdocs build --strict\n```\n\nDone."
RESTYLE = Scope(paragraphs=frozenset({0}))
CUT = Scope(paragraphs=frozenset({0}), shorten=True)


def test_code_is_read_as_inline_spans_and_fenced_blocks():
    assert list(code_pieces(PREVIEW)) == ["mkdocs serve --dev-addr 127.0.0.1:8008"]
    assert list(code_pieces(FENCED)) == ["pip install mkdocs==1.6\nmkdocs build --strict"]
    assert list(code_pieces("Use ``a `b` c`` here.")) == ["a `b` c"]


@pytest.mark.parametrize("before", [PREVIEW, PREVIEW_ZH])
@pytest.mark.parametrize("scope", [RESTYLE, CUT])
def test_a_restyle_or_a_cut_that_changes_a_command_is_refused(before: str, scope: Scope):
    after = before.replace("127.0.0.1:8008", "localhost:8000").replace("we run", "run")
    with pytest.raises(Refused, match="changed code of yours"):
        check_commands(before, after, ["Tighten the sentence about local previews."], scope)
    fenced = FENCED.replace("--strict", "")
    with pytest.raises(Refused, match="changed code"):
        check_commands(FENCED, fenced, ["Make it friendlier."], scope)


def test_code_kept_asked_about_or_selected_passes():
    kept = PREVIEW.replace("which reloads", "and it reloads")
    check_commands(PREVIEW, kept, ["Make it friendlier."], RESTYLE)
    changed = PREVIEW.replace("127.0.0.1:8008", "localhost:8000")
    for asked in ("Use localhost in the command.", "Change the port to 8000.", "把端口改成 8000"):
        check_commands(PREVIEW, changed, [asked], RESTYLE)
    check_commands(PREVIEW, changed, ["Make 127.0.0.1:8008 easier to read."], RESTYLE)
    check_commands(PREVIEW, changed, ["Friendlier."], RESTYLE, selected="127.0.0.1:8008")
    # the marks dropped, the command's words kept: nothing a reader would run differently
    check_commands(PREVIEW, PREVIEW.replace("`", ""), ["Make it friendlier."], RESTYLE)


def test_a_command_left_out_is_refused_unless_the_text_was_cut():
    after = "For local previews the page reloads by itself."
    with pytest.raises(Refused, match="left out"):
        check_commands(PREVIEW, after, ["Make it friendlier."], RESTYLE)
    check_commands(PREVIEW, after, ["Shorten it."], CUT)
