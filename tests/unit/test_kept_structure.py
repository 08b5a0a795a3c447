"""A table flattened or a code block's label renamed while the prose was edited is given back
as the writer had it (and withheld), unless the suggestion asks for it."""

from app.editing.beside import beside_block, block_named
from app.editing.kept import structure_kept
from app.editing.scope import Scope, scope_of

TABLE = "| Court | Hours |\n|---|---|\n| Court 1 | 18 |\n| Court 2 | 24 |"
CODE = "```python\nprint(1)\n```"
PARAS = ["Intro.", CODE, "It runs fast.", TABLE, "The table lists the courts."]
BEFORE = "\n\n".join(PARAS)
WHOLE = Scope(whole=True, title=True)


def _body(changes: dict[int, str]) -> str:
    return "\n\n".join(changes.get(i, p) for i, p in enumerate(PARAS))


def test_a_flattened_table_is_given_back_and_withheld() -> None:
    flat = "- Court 1: 18 hours\n- Court 2: 24 hours"
    after = _body({3: flat, 4: "These are the courts."})
    kept, withheld = structure_kept(BEFORE, after, ["Rephrase the last sentence."], WHOLE)
    assert kept == _body({4: "These are the courts."})
    assert len(withheld) == 1 and withheld[0].after == flat


def test_a_flattening_asked_for_stays() -> None:
    after = _body({3: "- Court 1: 18 hours\n- Court 2: 24 hours"})
    kept, withheld = structure_kept(BEFORE, after, ["Turn the table into a bullet list."], WHOLE)
    assert (kept, withheld) == (after, [])


def test_a_renamed_fence_label_is_given_back() -> None:
    after = _body({1: CODE.replace("```python", "```py"), 2: "It flies."})
    kept, withheld = structure_kept(BEFORE, after, ["Make the post livelier."], WHOLE)
    assert kept == _body({2: "It flies."})
    assert withheld[0].before == "```python" and withheld[0].after == "```py"


def test_a_label_the_suggestion_names_may_change() -> None:
    after = _body({1: CODE.replace("```python", "```py")})
    kept, _ = structure_kept(BEFORE, after, ["Label the block py, not python."], WHOLE)
    assert kept == after


def test_the_sentence_under_a_table_is_the_paragraph_after_it() -> None:
    assert beside_block("Rephrase the sentence under the table.", PARAS) == {4}
    assert beside_block("把代码块下面那句话写得生动些。", PARAS) == {2}
    assert beside_block("Make the line before the court table clearer.", PARAS) == {2}
    assert beside_block("Rephrase the sentence about the table.", PARAS) is None


def test_a_block_named_by_what_it_is() -> None:
    assert block_named("Add a docstring to the code block.", PARAS) == {1}
    assert block_named("Put Court 3 in the table.", PARAS) == {3}
    assert block_named("Make the sentence about the table shorter.", PARAS) is None
    two = [*PARAS, "```bash\nrsync deploy\n```"]
    assert block_named("Add a docstring to the code block.", two) is None
    assert block_named("Add --dry-run to the deploy command.", two) == {5}


def test_the_command_is_the_shell_block() -> None:
    two = [*PARAS, "```bash\nrsync deploy\n```"]
    assert block_named("给部署命令加上 --dry-run 参数。", two) == {5}
    assert beside_block("把部署命令前面那句写得更友好一些。", two) == {4}
    assert block_named("Change the port in the command.", PARAS) is None  # no shell block


def test_a_piece_of_a_split_code_block_names_the_whole_block() -> None:
    from app.editing.units import split_paragraphs

    body = "Intro.\n\n```python\nimport csv\n\n# local times\n```\n\nAfter."
    scope = scope_of(["Change the comment in the Python example."], "T", split_paragraphs(body))
    assert scope.paragraphs == {1, 2}
