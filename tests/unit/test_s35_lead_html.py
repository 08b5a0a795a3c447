"""An answer written as HTML is read back as the article's Markdown: headings as `#` lines,
a `<pre><code>` block fenced with its language, list items marked, inline code in
backticks, `<br>` as a line break and entities as characters."""

from __future__ import annotations

from app.editing.formats.html_reply import from_html

ARTICLE = "Intro.\n\n## The command\n\n```bash\nrsync -av a/ b/\n```\n\n1. Open it.\n2. Save."


def test_a_whole_html_article_comes_back_as_markdown() -> None:
    reply = (
        "<h1>Backups</h1>\n<p>Intro.</p>\n<h2>The command</h2>\n"
        '<pre><code class="language-bash">rsync -av a/ b/\n</code></pre>\n'
        "<p>The <code>--delete</code> flag.</p>\n<ol>\n<li>Open it.</li>\n<li>Save.</li>\n</ol>"
    )
    assert from_html(reply, ARTICLE) == (
        "# Backups\n\nIntro.\n\n## The command\n\n```bash\nrsync -av a/ b/\n```\n\n"
        "The `--delete` flag.\n\n1. Open it.\n2. Save."
    )


def test_line_breaks_and_entities_in_a_sign_off() -> None:
    reply = "<p>With love,<br>Jonas &amp; the crew</p>"
    assert from_html(reply, ARTICLE) == "With love,\nJonas & the crew"


def test_code_in_a_code_block_keeps_its_tags_and_entities() -> None:
    reply = '<pre><code class="language-html">&lt;b&gt;hi&lt;/b&gt; <b>x</b></code></pre>'
    assert from_html(reply, ARTICLE) == "```html\n<b>hi</b> <b>x</b>\n```"
