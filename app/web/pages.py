"""The HTML pages: the article list, the writer's panel, the persona page and the editor's
desk, plus the download of any version under a readable name (Markdown, text or Word).

Pages stay light: they render what is needed for a first paint (the article's text as
paragraphs, the list of contents) and leave the conversation, history and preferences to
the browser, which reads them from the JSON API.
"""

import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any, Literal
from urllib.parse import quote

import anyio.to_thread
from litestar import Controller, MediaType, Request, get
from litestar.di import NamedDependency
from litestar.exceptions import ValidationException
from litestar.params import FromPath, FromQuery
from litestar.response import Response, Template

from app.accounts.permissions import owner_for_new, refusal, target_of, visible
from app.domain.actors import Actor
from app.domain.errors import Damaged, NotFound
from app.domain.ids import owner_of
from app.domain.models import Content, Persona
from app.domain.table_blocks import with_tables
from app.editing.contents import DEFAULT_PERSONA_ID, DEFAULT_PERSONA_NAME, ContentService
from app.editing.desk import CHANGE_KINDS
from app.style.dimensions import STATEMENTS
from app.style.personas import PersonaService
from app.web.errors import validation_error
from app.web.lang import lang_of
from app.web.word import DOCX_MEDIA_TYPE, docx_bytes

# The panel's scripts, preloaded so the browser fetches them in parallel rather than one
# import after another.
PANEL_MODULES = [
    *(
        f"panel/{name}.js"
        for name in (
            "main",
            "box-on-screen",
            "to-box",
            "state",
            "text",
            "table-breaks",
            "blocks",
            "article",
            "review",
            "selection",
            "caret",
            "transcript",
            "branches",
            "turn",
            "composer",
            "held",
            "othertabs",
            "enter",
            "editor",
            "merge-note",
            "history",
            "comments",
            "live",
            "persona",
            "trashed",
            "sharing",
            "words",
            "server-words",
            "server-words-english",
            "stream-slots",
            "chinese",
            "message-text",
            "stale",
        )
    ),
    "api.js",
    "sse.js",
    "persona.js",
    "labels.js",
    "labels-pages.js",
    "labels-now.js",
    "word-limits.js",
    "markdown.js",
]


def named_by_redline(persona: Persona) -> bool:
    """Whether `persona` still has the name Redline gave a writer's default persona ("My
    voice"): the pages draw that name in the reader's language, a name a writer chose as
    written (static/js/labels.js)."""
    default = persona.id == DEFAULT_PERSONA_ID or persona.id.startswith(DEFAULT_PERSONA_ID + "_")
    return default and persona.name == DEFAULT_PERSONA_NAME


def shared_before_accounts(actor: Actor) -> Callable[[Persona], bool]:
    """Whether a persona, shown to `actor`, is one nobody owns (made in the single-user mode,
    everyone's) while the reader is signed in: labelled "(shared, from before accounts)",
    so a writer tells it from their own of the same name (outside49 F2)."""
    return lambda persona: actor.kind != "local" and persona.owner_id is None


# Each style value in words ("emoji:none" → "Use no emoji (不用表情符号)."), so a preference's
# buttons say what they switch to, not the raw value (static/js/persona.js).
STYLE_WORDS = {f"{dimension}:{value}": words for (dimension, value), words in STATEMENTS.items()}


async def _changes_at_load(
    contents: ContentService, content: Content, conversation: bool
) -> list[str]:
    """What changed in the version shown, line by line, as the panel's changes bar lists it
    once loaded: drawn with the page, the bar is as tall as it will be from the first paint —
    no empty space reserved under one line, and nothing below moves when the panel fills it."""
    if not conversation or content.version <= 1:
        return []
    revisions = await contents.list_revisions(content.id)
    made = [r for r in revisions if r.version == content.version]
    if not made:
        return []
    return (await contents.diff(made[-1].id)).descriptions


# A blank line (and the spacing after it) ends a paragraph, as app/domain/text.py splits them;
# in a text with no blank line at all, each line break does (one paragraph a line, its
# full-width indentation kept), as static/js/panel/text.js draws them.
_BLANK_LINE = re.compile(r"\n[^\S\n]*\n")
_PARAGRAPH_BREAK = re.compile(r"\n[^\S\n]*\n\s*")
_LINE_BREAK = re.compile(r"[^\S\n]*\n")
# A line ending of a text written one paragraph a line (CRLF or LF), doubled for Markdown; the
# line's own characters (a hard break's two trailing spaces, say) are kept as written.
_LINE_END = re.compile(r"\r?\n")
# Lines Markdown reads as part of a block with the line before or after: a table row, a list
# item, a quote, a heading, a fence, indented code. A blank line between two of them breaks
# the block (a table becomes lines of pipes).
_BLOCK_LINE = re.compile(r"[ \t]*(?:[|>#]|[-*+][ \t]|\d{1,9}[.)][ \t]|```|~~~)|    |\t")


def _paragraphs_for_markdown(body: str) -> str:
    """`body`, written one paragraph a line, with the blank line Markdown needs between two
    lines of prose; lines of a table, a list or code stay together as written."""
    lines = _LINE_END.split(body)
    ends = _LINE_END.findall(body)
    out = [lines[0]]
    for end, before, line in zip(ends, lines[:-1], lines[1:], strict=True):
        prose = not (_BLOCK_LINE.match(before) or _BLOCK_LINE.match(line))
        out.append(end * 2 if prose else end)
        out.append(line)
    return "".join(out)


DownloadFormat = Literal["md", "txt", "docx"]
_MEDIA_TYPES: dict[str, str] = {
    "md": "text/markdown",  # Litestar adds "; charset=utf-8" to text types, once
    "txt": "text/plain",
    "docx": DOCX_MEDIA_TYPE,
}


def paragraphs(body: str) -> list[tuple[int, str]]:
    """The body's paragraphs with where each starts (in UTF-16 units, as the page counts)."""
    out: list[tuple[int, str]] = []
    last = 0
    # Where `last` starts in UTF-16 units, counted on from the paragraph before (counting
    # from the body's start each time took 3.4 s for 25,000 paragraphs: bench/long_page.py).
    start = 0
    breaks = _PARAGRAPH_BREAK if _BLANK_LINE.search(body) else _LINE_BREAK
    # A table is one block wherever it stands (app/domain/table_blocks.py; the panel's
    # static/js/panel/table-breaks.js the same).
    spans = with_tables(body, [match.span() for match in breaks.finditer(body)])
    for span in [*spans, None]:
        end = span[0] if span else len(body)
        if body[last:end]:
            out.append((start, body[last:end]))
        if span:
            start += len(body[last : span[1]].encode("utf-16-le")) // 2
            last = span[1]
    return out


# Beyond this many paragraphs the page draws them in boxes of CHUNK_PARAGRAPHS, each laid out
# only near the screen (app.css `.para-chunk`; static/js/panel/text.js draws them so too).
MANY_PARAGRAPHS = 200
CHUNK_PARAGRAPHS = 100


# A paragraph the Word export (app/web/word.py) makes a heading or a quote: the page shows it
# so too, every character of the writer's text kept (the marks included, hidden: the text the
# writer selects, edits and copies is the text they wrote). static/js/panel/blocks.js
# `markdownBlock`, which also draws tables, lists and fenced code.
_MD_HEADING = re.compile(r"#{1,6}[ \t]+\S[^\n]*")
_MD_QUOTE = re.compile(r"[ \t]*>[^\n]*(?:\n[ \t]*>[^\n]*)*")


def markdown_block(text: str) -> str | None:
    """The class of a paragraph written as a Markdown heading (`md-h1` … `md-h6`, one line)
    or quote (`md-quote`, every line starting with ">"); None for any other."""
    if _MD_HEADING.fullmatch(text):
        return f"md-h{len(text) - len(text.lstrip('#'))}"
    return "md-quote" if _MD_QUOTE.fullmatch(text) else None


def _named_by(char: str) -> bool:
    # Emoji are part of a title ("🎉🎉" downloads as 🎉🎉-v1.md, not as the article's id);
    # the joiner and variation selector hold a composed emoji together, a skin tone too.
    return (
        char.isalnum()
        or char == "_"
        or unicodedata.category(char) == "So"
        or char in "\u200d\ufe0f"
        or "\U0001f3fb" <= char <= "\U0001f3ff"
    )


def slug(title: str) -> str:
    """A file name from a title: lower-case words joined by hyphens, CJK kept as it is; a
    title of emoji alone by its emoji (beside words they are left out, as punctuation is)."""
    text = unicodedata.normalize("NFKC", title).lower()
    words = re.findall(r"\w+", text) or "".join(c if _named_by(c) else " " for c in text).split()
    name = "-".join(words)[:60].strip("-")
    return name or "article"


def download_title(content: Content) -> str:
    """What a download is named from: the title, or the article's id when the title has no
    letter, digit or emoji in it ("!!!" would otherwise download as "article")."""
    return content.title if any(map(_named_by, content.title)) else content.id


def article_choices(articles: list[Content]) -> list[tuple[str, str]]:
    """The desk's article filter: (id, label) by title; articles sharing a title are told
    apart by when each was made (an outside tester met two identical "Weekly notes")."""
    ordered = sorted(articles, key=lambda c: (c.title.casefold(), c.created_at))
    counts = Counter(c.title.strip() for c in ordered)
    labels: list[tuple[str, str]] = []
    for content in ordered:
        label = content.title or "(untitled)"
        if counts[content.title.strip()] > 1:
            label += f" (created {content.created_at:%Y-%m-%d %H:%M} UTC)"
        labels.append((content.id, label))
    repeated = Counter(label for _, label in labels)
    return [(id_, f"{label} · {id_}" if repeated[label] > 1 else label) for id_, label in labels]


def export_name(content: Content, version: int | None = None) -> str:
    """E.g. 'weekly-notes-v3'."""
    return f"{slug(download_title(content))}-v{version or content.version}"


# Latin letters that do not decompose into a plain letter and an accent.
_LATIN_LETTERS = str.maketrans(
    {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "ł": "l", "þ": "th", "ı": "i"}
)


def attachment(
    title: str, version: int, extension: str, *, plain: str | None = None, ascii_of: str = ""
) -> str:
    """The Content-Disposition of a download: `filename` in plain ASCII for every browser
    (`plain`, else the ASCII words of `ascii_of` or the title, else "article"), and RFC
    5987's `filename*` with the title as it is, Chinese and emoji included, for those that
    read it."""
    name = f"{slug(title)}-v{version}.{extension}"
    if plain is not None:
        return f"attachment; filename=\"{plain}\"; filename*=UTF-8''{quote(name, safe='')}"
    # Accents folded first ("Ünïcödé" → "unicode", "Straße" → "strasse"), not dropped with
    # their letters.
    decomposed = unicodedata.normalize("NFKD", slug(ascii_of or title).translate(_LATIN_LETTERS))
    folded = "".join(c for c in decomposed if not unicodedata.combining(c))
    ascii_words = re.findall(r"[a-z0-9]+", folded.encode("ascii", "ignore").decode())
    fallback = f"{'-'.join(ascii_words)[:60] or 'article'}-v{version}.{extension}"
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(name, safe='')}"


def _not_found(what: str, detail: str = "") -> Template:
    context = {"what": what, "detail": detail}
    return Template(template_name="_not_found.html", context=context, status_code=404)


def _damaged(content_id: str, error: Damaged) -> Template:
    """A page, not the API's JSON: what is wrong and how to repair it."""
    return Template(
        template_name="_damaged.html",
        context={"detail": str(error), "content_id": content_id},
        status_code=500,
    )


def _wants_page(request: Request[Any, Any, Any]) -> bool:
    """Asked for by a browser's tab (text/html before JSON), not by an API client (JSON, */*)."""
    return request.accept.best_match([MediaType.JSON, MediaType.HTML]) == MediaType.HTML


def _download_refused(request: Request[Any, Any, Any], error: ValidationException) -> Response[Any]:
    """A download address typed or edited by hand (`…/download?format=pdf`) and opened in a
    tab: a short page saying what is wrong, with the formats there are and a way back, under
    the same 400. API clients keep the JSON."""
    answer = validation_error(request, error)
    if not _wants_page(request):
        return answer
    version = request.query_params.get("version", "")
    return Template(
        template_name="_download_refused.html",
        context={
            "detail": answer.content["detail"],
            "content_id": request.path_params.get("content_id", ""),
            "version_query": f"&version={version}" if version.isdigit() else "",
        },
        status_code=answer.status_code or 400,
        headers=FRESH,
    )


# A page shows what the store holds now. Without this, Back brings the browser's copy of
# the article list from before the edit just made (V1 where the article is at V2).
FRESH = {"Cache-Control": "no-store"}


def _content_json(content: Content) -> dict[str, Any]:
    return content.model_dump(mode="json")


class PageController(Controller):
    """Server-rendered pages; everything interactive talks to /api."""

    path = ""
    include_in_schema = False

    @get("/", name="home")
    async def show_home(
        self,
        contents: NamedDependency[ContentService],
        personas: NamedDependency[PersonaService],
        actor: NamedDependency[Actor],
        q: FromQuery[str] = "",
    ) -> Template:
        """The articles you may read (or those matching the search `q`), with create,
        import, generate and export."""
        query = q.strip()[:500]
        rows = [
            {"content": c, "unit": c.word_unit, "export_name": export_name(c)}
            for c in visible(actor, "article", await contents.list_contents(query=query or None))
        ]
        trashed = await contents.list_contents(include_body=False, trashed=True)
        owner = owner_for_new(actor)
        # The persona a new article gets when none is chosen: the first choice of the form,
        # named as it is (once it exists), not listed a second time under its own name.
        default_id = DEFAULT_PERSONA_ID + (f"_{owner}" if owner else "")
        mine = visible(actor, "persona", await personas.list())
        default = next((p for p in mine if p.id == default_id), None)
        if default is None and refusal(actor, "write", None) is None:
            # A writer's first visit: their persona exists from the start, so a draft from a
            # brief can be written before any article (the form needs a persona to write in).
            await contents.ensure_default_persona(owner)
            mine = visible(actor, "persona", await personas.list())
            default = next((p for p in mine if p.id == default_id), None)
        return Template(
            template_name="index.html",
            headers=FRESH,
            context={
                "lang_of": lang_of,
                "rows": rows,
                "personas": mine,
                "default_persona": default,
                "named_by_redline": named_by_redline,
                "shared": shared_before_accounts(actor),
                "trashed_personas": visible(actor, "persona", await personas.list(trashed=True)),
                "query": query,
                "trashed": visible(actor, "article", trashed),
                "me": actor.author,
            },
        )

    @get("/articles/{content_id:str}", name="article")
    async def show_article(
        self,
        content_id: FromPath[str],
        contents: NamedDependency[ContentService],
        personas: NamedDependency[PersonaService],
        actor: NamedDependency[Actor],
    ) -> Template:
        """The writer's panel: the article beside its conversation."""
        try:
            content = await contents.get_content(content_id)
        except NotFound:
            return _not_found("article")
        except Damaged as error:
            return _damaged(content_id, error)
        persona = None
        if content.persona_id:
            try:
                persona = await personas.get(content.persona_id)
            except (NotFound, Damaged):  # a damaged persona: the article is shown without it
                persona = None
        conversation = await contents.has_conversation(content.id)
        return Template(
            template_name="article.html",
            headers=FRESH,
            context={
                "lang_of": lang_of,
                "content": content,
                "content_json": _content_json(content),
                "persona": persona,
                "named_by_redline": named_by_redline,
                "shared": shared_before_accounts(actor),
                "unit": content.word_unit,
                "paragraphs": paragraphs(content.body),
                "many_paragraphs": MANY_PARAGRAPHS,
                "chunk_paragraphs": CHUNK_PARAGRAPHS,
                "markdown_block": markdown_block,
                "export_name": export_name(content),
                "modules": PANEL_MODULES,
                "style_words": STYLE_WORDS,
                # A new article has no conversation yet: nothing to preload or fetch (a
                # request for it would only answer 404).
                "conversation": conversation,
                "changes_lines": await _changes_at_load(contents, content, conversation),
                # Who is looking: messages someone else wrote are named, the reader's own
                # stay "You".
                "me": actor.author,
                # An editor without the writer role reads, restores and comments: the panel
                # offers no suggestion box or change the server would refuse (why, in words).
                "read_only": refusal(actor, "suggest", target_of("article", content)),
                # Its own writer, signed in, may share it (with accounts; a key may not).
                "can_share": actor.kind == "user"
                and refusal(actor, "share", target_of("article", content)) is None,
            },
        )

    @get(
        "/articles/{content_id:str}/download",
        name="download",
        exception_handlers={ValidationException: _download_refused},
    )
    async def download_version(
        self,
        content_id: FromPath[str],
        contents: NamedDependency[ContentService],
        request: Request[Any, Any, Any],
        format: FromQuery[DownloadFormat] = "md",  # noqa: A002 - the query parameter's public name
        version: FromQuery[int | None] = None,
    ) -> Response[bytes] | Template:
        """Any version as Markdown, text or Word, named after the title (`weekly-notes-v3.md`).
        No such article or version: a tab gets the "not found" page, an API client the JSON."""
        missing = "article"
        try:
            content = await contents.get_content(content_id)
            number, title, body = content.version, content.title, content.body
            if version is not None and version != content.version:
                missing = "version"
                text = await contents.get_version(content_id, version)
                number, title, body = text.version, text.title, text.body
        except NotFound:
            if _wants_page(request):
                return _not_found(missing)
            raise
        except Damaged as error:
            # An export link of the list, clicked: the page saying how to repair it, as the
            # article's own link gives.
            if _wants_page(request):
                return _damaged(content_id, error)
            raise
        if format == "docx":
            made = [r for r in await contents.list_revisions(content_id) if r.version == number]
            author = made[0].author if made else None
            # Off the event loop: python-docx takes seconds on a long article, and every other
            # request (and open stream) of this worker would wait for it meanwhile.
            document = await anyio.to_thread.run_sync(
                partial(
                    docx_bytes,
                    title,
                    body,
                    version=number,
                    updated_at=content.updated_at,
                    by=author.name if author and author.kind != "local" else None,
                )
            )
        elif format == "md":
            # Markdown joins lines into one paragraph: an article written one paragraph a
            # line gets the blank lines Markdown needs between them.
            if not _BLANK_LINE.search(body):
                body = _paragraphs_for_markdown(body)
            document = f"# {title}\n\n{body}\n".encode()
        else:
            document = f"{title}\n\n{body}\n".encode()
        return Response(
            document,
            media_type=_MEDIA_TYPES[format],
            headers={
                # docs/api.md: the ASCII name is the title's ASCII words, else "article" —
                # never the id the Unicode name falls back to for a title of punctuation.
                "Content-Disposition": attachment(
                    download_title(content), number, format, ascii_of=content.title or "-"
                )
            },
        )

    @get("/desk", name="desk")
    async def show_desk(
        self, contents: NamedDependency[ContentService], actor: NamedDependency[Actor]
    ) -> Template:
        """The editor's desk: recent revisions across the articles the reader may read, each
        with its diff and comments (the list itself comes from GET /api/revisions)."""
        articles = visible(actor, "article", await contents.list_contents(include_body=False))
        return Template(
            template_name="desk.html",
            headers=FRESH,
            context={
                "lang_of": lang_of,
                "articles": article_choices(articles),
                "kinds": CHANGE_KINDS,
                "me": actor.author.model_dump(mode="json"),
            },
        )

    @get("/personas/{persona_id:str}", name="persona")
    async def show_persona(
        self,
        persona_id: FromPath[str],
        personas: NamedDependency[PersonaService],
        contents: NamedDependency[ContentService],
        actor: NamedDependency[Actor],
    ) -> Template:
        """A persona and its learned preferences with their evidence (each piece naming the
        article it came from, when the reader may open it); rename, move to the trash, and
        the personas in the trash to restore."""
        try:
            persona = await personas.get(persona_id)
        except NotFound as error:  # one `check` set aside says so (app/store/personas.py)
            return _not_found("persona", str(error) if "is no longer here" in str(error) else "")
        except Damaged as error:  # a page saying what is wrong, not the API's JSON
            context = {"detail": str(error), "persona_id": persona_id}
            return Template(template_name="_damaged_persona.html", context=context, status_code=500)
        listed = [
            *await contents.list_contents(include_body=False),
            *await contents.list_contents(include_body=False, trashed=True),
        ]
        titles = {c.id: c.title for c in visible(actor, "article", listed)}
        # A piece of evidence names the revision, or the message (a wish that changed nothing
        # today), that it came from: both ids name their article.
        sources = {
            source: {"id": owner, "title": titles[owner]}
            for p in persona.preferences
            for e in p.evidence
            if (source := e.revision_id or e.message_id) and (owner := owner_of(source)) in titles
        }
        return Template(
            template_name="persona.html",
            headers=FRESH,
            context={
                "persona": persona,
                "named_by_redline": named_by_redline,
                "shared": shared_before_accounts(actor),
                "trashed": visible(actor, "persona", await personas.list(trashed=True)),
                "evidence_articles": sources,
                "style_words": STYLE_WORDS,
            },
        )
