"""A compound suggestion with an open ask ("…, and make the pub sound cosier"): search/replace
blocks on the paragraph the open ask points at are applied beside the exact change, as a
whole-article reply's are; a lone change the open ask does not point at is withheld and
offered apart, not let in as its answer."""

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

BODY = (
    "Our meeting is on Thursday 8 May at 7 pm in the back room of the Crown & Anchor.\n\n"
    "Last month twelve of us came along, the most since the club started.\n\n"
    "New members are always welcome. Spoilers are part of the fun."
)
COSY = "Our meeting is on Thursday 8 May at 7 pm in the cosy back room of the Crown & Anchor."
REWORDED = "New members are welcome at any time. Spoilers are part of the fun."
ASK = 'Replace "twelve" with "fourteen", and make the pub sound cosier.'


def _block(search: str, replace: str) -> str:
    return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"


def _paragraphs(body: str) -> list[str]:
    return body.split("\n\n")


def test_blocks_answering_an_open_ask_are_applied_beside_the_exact_change(
    settings: Settings,
) -> None:
    settings.edit_format = "blocks"
    fake = FakeModel()
    with TestClient(app=create_app(settings, provider=fake)) as client:
        content = create(client, "Book club", BODY)
        old = _paragraphs(BODY)
        fake.enqueue(
            _block(old[1], old[1].replace("twelve", "fourteen")) + "\n\n" + _block(old[0], COSY)
        )
        result = send(client, content["id"], ASK)
    saved = _paragraphs(result["content"]["body"])
    assert saved == [COSY, old[1].replace("twelve", "fourteen"), old[2]]


def test_a_lone_change_nothing_in_the_open_ask_asked_for_is_withheld_and_offered(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "Book club", BODY)
    old = _paragraphs(BODY)
    fake_model.enqueue(
        "Book club\n\n" + "\n\n".join([old[0], old[1].replace("twelve", "fourteen"), REWORDED])
    )
    result = send(llm_client, content["id"], ASK)
    saved = _paragraphs(result["content"]["body"])
    assert saved == [old[0], old[1].replace("twelve", "fourteen"), old[2]]
    lines = result["assistant_message"]["content"].split("\n")
    assert any(line.startswith("• also suggested: paragraph 3") for line in lines), lines
