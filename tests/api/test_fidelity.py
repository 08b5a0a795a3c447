"""The fidelity corpora through the HTTP API: the model server answers each case's replies,
and what Redline saved (or refused, or said) must be what a careful editor would have done.

`fidelity` is the corpus the judge was built against; `fidelity_holdout` was written blind
(without reading the code or the first corpus) and keeps the judge honest about kinds;
`fidelity_blind3` is a third blind set (first run 89.1% with 2 silent losses, fixed by kind);
`fidelity_dev12` holds session 12's variants of what blind set 12's dev half failed on;
`fidelity_dev12b` a declined selection and unasked changes to a markdown table's cells;
`fidelity_dev13` session 13's variants of blind set 13's dev half and blind 12's held kinds;
`fidelity_dev13long` 72–110-paragraph articles of look-alike entries (logs, minutes, steps);
`fidelity_dev14` session 14's variants of blind 13's held long, structure and mixed kinds
(entries named by number, date or name; sign-off lines; a paragraph given twice);
`fidelity_dev14b` its selection and truncation kinds (labels, options, arrows, placeholders);
`fidelity_dev15` session 15's variants of blind 14's kinds (mixed scripts, 第N条 registers,
entries by date or topic, compounds, the last line, topic words, 补一行, a reason line);
`fidelity_dev16` session 16's variants of blind 15's kinds (fenced or Old/New selections, a
question with a conditional offer, "Key changes:" notes, entries counted from the end or
named by a holiday, bare Chinese names, headings, an over-long title) and new kinds;
`fidelity_dev17` session 17's variants of blind 16's kinds (a question with "tell me …, I'll
…", a placeholder saying the rest was changed alike, a quoted heading, a line on what the edit
does, a selection translated) and testers' reports (control characters, ", " after hanzi, a
lone `**`, an apology on the paragraph's line, a Chinese name in an English suggestion);
`fidelity_dev17s` edits sent as data (JSON records and lists, tool calls written out,
`key: value` records) and unified diffs, beside articles that hold JSON themselves;
`fidelity_dev18` session 18's variants of blind 17's kinds and testers' reports (a second
"=======" in a REPLACE, scripts in a reply, escape codes written out, a headline over the body,
facts a restyle changed named);
`fidelity_lead20` session 20's lead cases: a restyle or a cut that changes an e-mail or web
address, a phone number, a clock time, a count or a price (refused), or one the writer asked
to change (applied);
`fidelity_lead18` session 18's outside testers' replies and variants (the asked paragraph
folded into an unasked one, a new title like a body paragraph, a merge conflict written out, a
quoted phrase in a named paragraph, the asked paragraph then "the rest is unchanged", a lasting
wish acknowledged);
`fidelity_lead19` session 19's lead cases: an edit answered as a markdown table, one quoted
paragraph under a label, a sign-off under the whole article that reads like a placeholder;
`fidelity_blind19` session 19's blind set, released in session 20 (103/120 with 8 silent losses
when released); `fidelity_dev19` session 20's variants of its kinds (a currency, a rank, a 点半
time or an exact price changed by a restyle, NO_CHANGE under a label or in JSON, per-paragraph
"(unchanged)" lines, ⋮ lines, paragraphs counted from the end, random letters, one paragraph
translated unasked in a whole-article edit);
`fidelity_blind20` session 20's blind set, released in session 21 (116/120 with 4 silent losses
when released); `fidelity_dev21` session 21's variants of its kinds (a web address written
without "https://" whose page a restyle drops, a selection declined with the reason first, a
speaker's quoted words reworded by a restyle, saved and named "Check the quotes: …");
`fidelity_lead21` session 21's lead cases: a restyle that moves a day, changes the bound on a
figure or an offer, or gives a quotation to someone else (refused), and a technical post's
code, table and addresses outside the asked paragraph (kept);
`fidelity_blind21` session 21's blind set, released in session 22 (110/120 with 4 silent losses
when released); `fidelity_dev22` session 22's variants of its kinds (a restyle that changes the
asked paragraph's inline command, "the quote paragraph" restyled with the words given to
someone else, a paragraph named by a possessive, a Latin name or one character of its topic, a
changes list over a rule before the whole article, "Here's paragraph 12" over paragraph 11,
paragraphs separated by "\r\r" or U+2029);
`fidelity_lead22` session 22's lead cases: typography and whitespace a model changed outside the
asked paragraph (kept as the writer's), a reply escaped for HTML, the same quantity written
another way (saved), a figure written for another period or a trial made permanent (refused);
`fidelity_blind22` session 22's blind set, released in session 23 (93/120 with 9 silent losses
when released); `fidelity_dev23` session 23's variants of its kinds (a row added while another
row's figure changed, a fence label renamed, a table flattened by an edit of the sentence under
it, a reported statement given to another person, 不开放 made a welcome, tool calls in the older
OpenAI or Gemini shape, a question sent as JSON, a code block named by what it is);
`fidelity_lead23` session 23's lead cases (verse, scripts, notes; 28/28 since session 24);
`fidelity_blind23` session 23's blind set, released in session 24 (108/120 with 3 silent losses
when released); `fidelity_dev24` session 24's variants of its kinds (a dialogue whose lines
changed speakers, a tagged line given to another person, a decline in other words, the chorus
named, hyphenated number words, a paragraph named as the model, a footnote added as asked,
asked paragraphs under numbered bold labels, ¥ written as yen, a glossed paragraph answered in
another language, a Chinese range with 第 twice, a 0 written "no", a function naming its block);
`fidelity_lead24` session 24's lead cases of blind24's kind names (a new paragraph given alone
at a named place, the paragraph under a heading, a table row or code line by number, a
selection answered with the whole article, HTML and punctuation drift; 57/60);
`fidelity_blind24` session 24's blind set, released in session 25 (102/120 with 6 silent losses
when released); `fidelity_dev25` session 25's variants of its kinds (a selection answered with
what the model cannot work out and a question back, "she said" made the other character's name
in the asked character's line, a link pointed elsewhere under the same shown text, a sentence
answered alone under a "**Sentence 3 (shortened):**" label, curly quotes, em dashes or 全角
punctuation asked for the whole article);
`fidelity_blind25` session 25's blind set, released in session 26 (106/120 with 4 silent losses
when released); `fidelity_dev26` session 26's variants of its kinds (a "sounds translated" ask
answered in another language, a question put with 吗 or beside "don't change anything", a
topic-named paragraph whose neighbour was edited, a note under a lone paragraph, emoji dropped
at the end, a dressed rest-unchanged line, a blockquoted paragraph, a negated verb back as a
noun, a foreign quotation translated back with no paragraph named, a section named in part);
`fidelity_blind26` session 26's blind set, released in session 27 (113/120 with 2 silent losses
when released); `fidelity_dev27` session 27's cases (a quoted word to swap that the article does
not hold, a rewrite that makes up a count, a reasoning block folded by Open WebUI, a title ask
answered by rewriting the opening, an ellipsis written for effect, emoji dropped; 27/51 with 10
silent losses at its first run); `fidelity_lead27` session 27's lead cases of blind27's kind
names; `fidelity_blind27` session 27's blind set, released in session 28 (103/120 with 2 silent
losses when released); `fidelity_dev28` session 28's cases (today's chat models' reply shapes to
everyday asks: a paragraph named by what it says answered alone, "How about this?" over a new
title, emoji-led notes, a look-alike name, a paragraph split or merged as asked; 37/56 with 2
silent losses at its first run);
`fidelity_blind28` session 28's blind set, released in session 29 (97/120 with 9 silent losses
at its first run, 111/120 with 3 when released); `fidelity_dev29` session 29's cases (today's chat
models' reply shapes: a bold label on the paragraph's line, 【修改后】 labels, a marked-up copy
beside the clean one, changes bolded, "*(edited)*", a word count, Codex's apply_patch envelope,
Claude's old_str/new_str, a paragraph named by a topic written in passing elsewhere; 30/56 with
5 silent losses at its first run);
`fidelity_lead29` session 29's cases of the kinds blind29's README
names (a report under the whole article, the paragraph with the link, an offer beside a lone
paragraph or a selection's new text, YAML front matter, sentences of a paragraph put in another
order, headings counted or called 小标题, "which would you cut? don't cut it" answered by quoting
the paragraph; 68/102 with 3 silent losses at the first run of its first 102 cases);
`fidelity_blind29` session 29's blind set, released in session 30 (106/120 at its first run,
115/120 when released, no silent loss either time); `fidelity_dev30` session 30's probes of the
kinds blind29, dev29 and lead29 still failed, in other wordings and reply shapes ("which would
you cut? don't cut it" answered by quoting a paragraph, a sentence moved inside its paragraph,
a figure's kind named, the paragraph after a topic-named one, an exception said with "only",
晚上9点 as 21点, only the title translated; 15/36 with 3 silent losses at its first run, 36/36
since session 31);
`fidelity_lead30` session 30's cases of the kinds blind30's README names (a weekday, month,
e-mail domain or "most" → "all" changed in the asked paragraph, drift outside it in a whole
reply, think blocks, JSON and `<revised_article>` dress, ranged "unchanged" markers, two lengths
offered, several asks in one message, a list reversed, a phone number reformatted, a row removed;
64/86 with 6 silent losses at its first run; two cases added later were both silent losses then);
`fidelity_blind30` session 30's blind set, released in session 31 (95/120 with 6 silent losses at
its first run, 113/120 with none when released, 120/120 after session 31's fixes);
`fidelity_dev31` session 31's cases of blind30's last failures and the lead's known misses (a
one-line note under the whole article, NO_CHANGE above an emoji sign-off, a list alone under a
label, a list then a table each after a lead-in, a topic-named paragraph the model read as
another holding the topic, "the paragraph after the prices one" with two price paragraphs, a
restyle dropping "most" / 大部分, 元 said as 块, ranged "unchanged" markers, cut streams; 20/41 with
5 silent losses at its first run);
`fidelity_blind31` session 31's blind set, released in session 32 (86/120 with 12 silent losses at
its first run, 103/120 with 3 when released, 120/120 after session 32's fixes);
`fidelity_dev32` session 32's probes of blind31's failing kinds and the lead's known misses (a
section's paragraph answered alone in words holding its heading, a warning joined to another by
a comma, "the paragraph about who made it happen" without the person it credits, the asked
paragraph in the other language, `Replace: "…" With: "…"` over several lines, a report line
under the whole reply, a figure named by how the article writes it, "the thank-you paragraph"
beside a thanking opening and closing, a word renamed inside the article's own run, 称呼下面那段;
18/36 with 7 silent losses at its first run, 34/36 with none at the end of session 32, 36/36
after session 33's 致谢那段 fix);
`fidelity_lead32` session 32's lead cases, written from blind32's kind names only (leaked
reasoning and chat-template tokens, diffs, JSON, XML and OLD/NEW dress, per-entry "unchanged"
markers, CRLF, cuts, drift in untouched text, helpful unasked changes, a wrong paragraph, changed
references, figures and names, template slots, NO_CHANGE in tags, fences, channels and after a
checks table; 69/78 with 4 silent losses at its first run, 78/78 after session 32's fixes);
`fidelity_blind32` session 32's blind set, released in session 33 (101/120 with 5 silent losses at
its first run, 106/120 with 4 when released, 120/120 after session 33's fixes);
`fidelity_dev33` session 33's probes of blind32's failing kinds and the lead's known misses (a
fill-in slot left in the asked paragraph, a look-alike name at a sentence's start or before 阿姨,
a code's digits swapped under "the Week 2 paragraph" / 第二周那段, a word-count or reading-time
line under the whole reply, the assistant's signature, one "(unchanged)" line per entry, sections
swapped, a new title for "the opening line", another paragraph reworded alone, a paragraph named
by a synonym of its words; 33/48 with 6 silent losses at its first run, 48/48 at the end);
`fidelity_lead33` session 33's lead cases, reply shapes real models give today: a reasoning
model's draft inside `<think>`, a gpt-oss channel or Thinking… before a different final answer,
artifact tags, "**Changes made:**" lists, the suggestion quoted back, Option A / B offered
unasked, "[Paragraphs 2–10 unchanged]" and `| … |` rows, drift outside the asked paragraph
(splits, joins, headings, quotes, currency, names, sign-offs, table cells, code, emoji), a year
or a transliterated name changed inside it, a 42-paragraph article (63/84 with 7 silent losses
at its first run, 84/84 after session 33's fixes);
`fidelity_dev34` replies to the blocks edit format as models write them: SEARCH with quote,
dash, full-/half-width and trailing-space drift, found twice, spanning two paragraphs or
nowhere, deletions asked or not, unasked blocks, 原文/修改 pairs, cut-off blocks (26/32 at its
first run, 32/32 after the fixes);
`fidelity_lead34` session 34's lead cases, reply shapes of today's models no set held: reasoning
in a `reasoning_content` field or an unclosed `<think>`, Qwen3's `/no_think` echoed, Claude's
`<revised_article>` tags, Gemini's re-bolded or re-numbered headings and lists, a table of
changes, a draft then the final article, the ask quoted back, "[rest unchanged]" / （其余不变）
spellings, quotes, escapes, entities, zero-width spaces, NFD and CRLF drift, JSON under keys
nobody asked for, tool calls, polite refusals (75/97 with 4 replies saved wrong at its first
run, 97/97 after session 34's fixes);
`fidelity_blind36` session 36's blind set, released in session 37 (110/120 with 6 silent losses
at its first run, 116/120 with none after fix36, 120/120 after fid-lead37: a bilingual notice's
paragraph, Chinese line or English clause answered alone, 两百多年前 beside 1745年);
`fidelity_lead37` session 37's lead cases in six new genres (an opera programme note, a
parliamentary written answer, a yoga weekend's joining instructions, 社区团购, 老年大学招生,
无偿献血), each in the reply shapes real models send (111/136 with 5 silent losses at its first
run, 136/136 after the fixes);
`fidelity_dev41` session 37's multi-part asks (a part ignored, done partly or in the wrong
paragraph, a question beside an edit: the writer told what was not done; 33/62 with 2 silent
losses at its first run, 62/62 after the fixes);
`fidelity_lead38` session 38's lead cases in six new genres (年终总结, 法律声明, 民宿入住须知,
教案, a pet-sitter's notes, a plumber's quote), in the reply shapes real chat models send, and
its probes (more shapes; a ban made a wish, a permission a duty, morning made evening):
79/90 with 0 silent losses at its first run, probes 84/108 with 6; 90/90 and 108/108 after;
`fidelity_dev42` session 38's writer's side of the ask (a paragraph or sentence named by what it
says, several asks, "everything except the quotes", a tone asked of the whole or one paragraph)
and reasoning models' reply shapes (`<think>`, `reasoning_content`, two drafts and a "final
version:", a note owning up to an unasked fix, Markdown the article did not have; 63/76 with 3
silent losses at its first run, 88/88 with twelve cases added after the fixes);
`fidelity_blind37` session 37's blind set, released (109/120 blind, 119/120 after fix37, 120/120
once 最后一句致歉的话 named its sentence in session 38);
`fidelity_blind38` session 38's blind set, released (109/120 with 3 silent losses blind,
113/120 with none after fix38, 115/120 once a selection offered as a quoted question and one
saying "we are unable to" were read as the new text, 120/120 after fid-lead39: 福利二 for
**开业福利二：**, a letter's 第一段 past its greeting, "the switch-off paragraph");
`fidelity_lead39` session 39's lead cases (a paragraph named by part of its bold label; a weekday,
a count word, working days or a bound a restyle changed, a day moved beside an asked figure; bold
in a plain article; the facts note in Chinese; a letter's first paragraph past its greeting; 14/35
with 11 silent losses at its first run, 50/50 with fifteen cases added after the fixes);
`fidelity_outside39` links in the writer's message and the reply (outside39, blind tester,
session 39: an added line with a link passed for asked when the message held one);
`fidelity_outside40` the session 40 outside tester's shapes (a name respelt where nobody asked,
chatter around the article as the note, a paragraph dropped beside an asked one given back as
it was, a selection's paragraph rewritten beyond it: 12/37 with 6 silent losses at its first
run, 37/37 after the fixes);
`fidelity_blind40` session 40's blind set, released in session 41 (110/120 with 2 silent losses
when released, 120/120 after fid40fix); `fidelity_dev41b` session 41's variants of its failing
shapes with near-misses (a selection's new text in quotes then a remark, a correction after
", not" with another verb beside a second block, a cost the price covered made a party's, a
request to readers ending an entry, a look-up tool's from/to, a bare style clause after the
title's, a made-up statistic paragraph, "all but 3 of the 41", "give it five minutes": 16/26 with
3 silent losses at its first run);
`fidelity_blind41` session 41's blind set, released in session 42 (115/120 with 3 silent losses
when released, 120/120 after fid41fix); `fidelity_dev42b` session 42's variants of its failing
shapes with near-misses (an item crossed off, struck or 划掉 beside another dropped unasked, a
decline in the `refusal` field that says why beside a stock one, 逾期不候 or "will not wait" made
a wish by a softer restyle, a paragraph named by the topic it opens with answered by another,
a section named by its bold label line "**Key dates:**" whose dates a bolder restyle moved:
11/30 with 10 silent losses at its first run);
`fidelity_msgs42` what the writer is told (outside41 findings
10–13 and 4): "change every X to Y" beside a rewrite done partly, the last paragraph deleted
after a hard-wrapped one, blocks that did not fit answered NO_CHANGE, a negation turned round on
a Chinese article (不, 没有, 无, 无法, 禁止, the title), a translation saying no negation for the
writer's — 12/33 with 3 silent losses on main, 33/33 after;
`fidelity_names42` session 42's restyles that put another person or place in a paragraph
(Leeds → York, Dr Priya Patel → Dr Shah, 昆明湖 → 西湖, 王老师 → 李老师: refused, saying which
became which) and their near-misses (a possessive, a curly apostrophe, a plural, capitals, a
name shortened or only dropped, headings and sentence starts, a rename asked, a translation:
saved; 16/29 with 11 silent losses at its first run);
`fidelity_paras42` session 42's "paragraph N" in articles with `## ` headings, en and zh (a
number, the last paragraph, the second under a heading, a new one after paragraph 2, a deletion,
a split code block; the model counting as the writer, counting the headings, or rewriting
another; plain near-misses): 8/22 with 2 silent losses before, 22/22 after;
`fidelity_shapes42` session 42's reply shapes from how edit tools read replies (aider's formats
and tests): unified diffs with or without line numbers, file lines, `diff --git` headers or any
header at all, lines hard-wrapped at a width (whole, in blocks, in a diff), a SEARCH found twice
placed by the paragraph named, quote, width and whitespace drift, `...` elisions, file-name
lines, fences, XML-ish and JSON wrappers, another language, reasoning with no content,
near-misses (55/66 with 0 silent losses at its first run, 58/71 with probes added after);
`fidelity_blind42` session 42's blind set, released in session 43 (111/120 with 7 silent losses
when released, 120/120 after fid42fix); `fidelity_dev43` session 43's variants of its failing
shapes with near-misses (an exclusion made its opposite, a limit lifted, "free" dropped or made
paid, a figure made vague or rough, a paragraph named by what it does answered in XML-style
tags: 15/27 with 10 silent losses at its first run);
`fidelity_figs43` session 43's figures and titles (outside42 findings 1, 5, 7, 10): a Chinese
figure changed in a reworded sentence (前十五回 → 前二十回, 半小时 → 一小时), a 《title》 swapped,
half-width marks in the asked Chinese paragraph, a list renumbered 一、 / （一） / ① / a. beside
an item restyled, and near-misses (两百 as 二百, ５０ as 50, 一起 / 一下, a figure, title or
numbering asked for): 21/40 with 9 silent losses at its first run, 40/40 after;
`fidelity_msgs43` what the writer is told (outside42 findings 3, 4, 6, 8, 9): a whole-article
reply in English, Japanese or Korean that holds a question mark (refused as another language),
a model's question quoting a paragraph whole or echoing the article's markup (shown), the
refusals on a Chinese article said in Chinese, and near-misses (a restyle holding a "？", a
translation asked for): 12/34 with 4 silent losses on main, 34/34 after;
`fidelity_paras43` session 43's "paragraph N" where session 42 left blocks counted (placeholders
naming paragraphs in headed articles, "the last paragraph under 'Costs'" / “费用”下面最后一段),
a new name opening a sentence in place of the writer's, poems whose last line has no full stop:
21/32 with 5 silent losses before, 32/32 after;
`fidelity_code44` outside43's findings 5, 12 and 14: code a restyle changed in the middle of a
fenced block (the refusal quotes the changed line), a code span made longer (`--dry-runs`,
`go mod tidy -v`), links written reference-style (put back inline), a footnote marker dropped
(put back, or named), a failed model call told in the article's language, with near-misses:
12/29 with 4 silent losses on main, 29/29 after;
`fidelity_scale44` session 44's outside43 findings 1, 11, 10 (out43a): amounts scaled as asked
(double, halve, "by a third", "for 8 instead of 4", 加倍, 翻一番, 减半, 两份, ×1.5 — one amount or
every one, in lists, clauses and tables), the writer's own apology or thanks ending the asked
paragraph kept as article, a softened clause's dropped 书面 / "in writing" named, and near-misses
(a wrong multiple, an unnamed amount or a time scaled, the model's sign-off after the article, a
prohibition made a permission): 25/45 with 1 silent loss before, 45/45 after;
`fidelity_poems44` session 44's variants of outside43's findings 2, 3, 4, 6 and 13 (a poem or
lyric line answered alone, a stop dropped at a middle stanza's end, a table re-padded when a row
is added, `withheld[].paragraph` as the writer counts, dots in file names, versions and
decimals, an image's description changed or the image dropped) with near-misses: 16/36 with 3
silent losses before, 36/36 after;
`fidelity_blind43` session 43's blind set, released in session 44 (105/120 with 6 silent losses
when released, 120/120 after fid43fix); `fidelity_dev44` session 44's variants of its failing
shapes with near-misses (figures traded between two subjects by a restyle, a reworded maximum, a
lookup written as JSON text, an edit in the look-alike paragraph, a question quoting the asked
paragraph as a `> ` blockquote, NO_CHANGE ending a sentence then an offer, a selection between
naming lines, an item placed before item N: 20/30 with 5 silent losses at its first run);
`fidelity_interview44` outside44's findings 2, 7 and 11: a speaker's Nth turn of a transcript
("Dr. Osei's second answer", 王芳的第二个回答, 主持人的第二个问题), a section named by its heading's
ordinal (第二个小标题下面的内容), a duration written in words (约1.5小时 → 约一个半小时, put back),
with near-misses: 6/23 with 11 silent losses on main, 24/24 after;
`fidelity_blind44` session 44's blind set, released in session 45 (103/120 with 9 silent losses
when released, 117/120 with none after fid44fix: a row added to a table answered alone with every
column re-padded keeps the writer's padding, as fidelity_poems44 has it, and "the method" beside
"the table" is not yet read as the numbered steps); `fidelity_dev45` session 45's variants of its
failing shapes with near-misses (the closing line above footnote definitions, a footnote marker a
shortening dropped, 书面 cut from a kept act, a counted list cut short, a ratio changed, a rule
dropped while softening, a scaled table in another unit or with one wrong half, a code block named
by its language's other name, a poem line above a notice's signature, 开头的日期 where the
opening holds none): 17/30 with 8 silent losses on main, 30/30 after;
`fidelity_rest45` outside44's findings 4, 5, 8 and other observations: an attachment or lead-in
list's item dropped by a tone rewrite, a "may" and a "don't" in different paragraphs of a
livelier article, times restyled with am/pm before a colon, a signer's surname cut from a
sign-off, 此致 / 敬礼 joined on one line, 周六 → 周日 named as the word, two 请核对 sentences run
together, with near-misses: 17/32 with 8 silent losses on main, 32/32 after;
`fidelity_scope45` outside45a's findings 1–5 and 12: every block of a kind named as a kind ("every
heading", 所有小标题, "every question" of a FAQ: its question lines), a block by its place among
its kind or its content ("the last table", 最后那个表格, "the second question's answer", "the late
fees answer", 讲每一天的那几段), several places done partly (第一段和最后一段, "every heading": "Not
done" / 没有改), the paragraph after a quote (第二个引文后面那段), with near-misses ("every
paragraph", a whole restyle): 12/30 with 9 silent losses on main, 30/30 after;
`fidelity_words45` outside45a's findings 9, 10, 11, 13 and 19: a person or a whole clause a
restyle or a list recast left out (named), another word for the same party (no reversal), change
lines quoting whole words, a translation told as one — 12/24 on main, 24/24 since session 46's
left-edit (the FAQ answer by its topic, Chinese change lines in whole words);
`fidelity_blind45` session 45's blind set, released in session 46 (111/120 with 4 silent losses
when released, 120/120 after fid45fix); `fidelity_dev46` session 46's variants of its failing
shapes with near-misses (a line the writer asked to extend ending on the writer's unpunctuated
words — a phone, an address, a clause — read as cut off; a counted list of quoted stops or
rooms cut short; a limit beside the edit, 日期别改 / 时间不要动, read as "don't edit"; a weekday
changed in the When / Date / 日期 line; "in writing" cut from a kept act; a paragraph half in
English; the recipe's steps named "the method", "the steps"): 17/40 with 9 silent losses on
main, 40/40 after;
`fidelity_left46` what outside45a found and session 45 left: two asks in one message each about
its own block, both done (F18: "tidy the parking bit and turn the action items into a list",
把停车那段理顺一下，再把待办事项改成列表), a FAQ's answer named by its question's topic ("the
shipping answer", 关于退货的那个回答), "the paragraphs about each speaker / stop / dish", Chinese
change lines quoting whole words (F11), a Chinese letter's 落款 dropped or renamed by a warmer or
shorter rewrite, with near-misses: 21/40 with 10 silent losses on main, 39/40 after (电动自行车 →
电动车 is still told 删了“自行”);
`fidelity_wild46` session 46's set written blind and released at once to its fixer (107/120 with
7 silent losses when released); `fidelity_dev46w` its fixer's variants (a whole reply that stops
with a promise to go on — "(continued in the next message)", cont'd, （未完待续）, 下接 — refused
unless the line is the writer's own; a name respelt by a letter or character in the asked
paragraph while the article names the person elsewhere; a list step answered alone beside a
section named as the model of its wording; 咨询那段 / "the enquiries paragraph" in words no
paragraph holds; an unasked summary under its own heading withheld; 不要 → 别让; an address's
path the ask names; "a rule to the list about closing the gate"): 30/45 with 11 silent losses on
main, 49/49 after (wild46 120/120);
`fidelity_blind46` session 46's blind set, released in session 47 (107/120 with 6 silent losses
when released); `fidelity_dev47` session 47's variants of its failing shapes with near-misses
(figures swapped between their places inside the asked paragraph — two rows' times or counts,
"41 of the 57" — a count of the same thing or a name changed there, quote marks of an untouched
quote made 「」/『』, a summary section appended after the last paragraph, 【修改前】/【修改后】
labels, the paragraph after a list named by its words among two, the quote named as
引用那句 / 那句读者的话): 30/50 with 8 silent losses on main, 48/50 after (blind46 120/120;
"swap the two ticket prices" answered alone was still saved as a move to the top — spliced in
place since session 48, 49/50 — and 那句读者的话后面加上英文翻译 still read as a translation of the
whole);
`fidelity_dev47m` the writer's markup and the model's notes (outside46a F6, F9, F10, F16, F17,
F22; outside46b F7): a proofread's retyped list marks, a heading's level and case, a closing
remark in the first person (我把…放在了最后), a signature or a bracketed note on the edited line,
quotes, two spaces, emoji and list marks drifting inside the changed paragraph, a short reply in
a fence after a preface — 24/46 with 5 silent losses on main, 46/46 after;
`fidelity_dev47f` outside46a's findings F3, F4, F19, F20, F21 in other genres: a fact a
whole-article restyle changed unasked — a number written as a word (Three → Four teachers,
twice → three times, a → two designers, sixth → seventh), a month without a day, a handle, a
name by one letter or character, a shop's or company's name, a Chinese count — also beside a
figure the suggestion names; a restriction lifted (only residents → residents and visitors,
仅限会员 → 所有人, 凭会员卡 → 无需会员卡, 须由家长陪同 → 可以独自); a shortening's dropped
times, prices and phone named; quotes after a negation no reversal; with near-misses: 23/50
with 20 silent losses on main, 50/50 after (F20's numerals put back broke lead22: left open);
`fidelity_dev47s` outside46a's F2, F5, F7, F8 and F14 in other words and genres: one paragraph
named as writers say it ("the third one", "the one about the dishes", "the bit where I mention
the crates", "the start", "the end", 中间那段, 关于小吃的部分, 第二个) with the model's change
elsewhere withheld, a Chinese topic in words no paragraph holds with another line turned into
English, "Highlights: mention …" / 遇到的困难——补充…, an addition with no place answered with its
one paragraph, title options / a tweet / 朋友圈文案 asked for (the model's words, nothing saved),
with near-misses: 16/48 with 15 silent losses on main, 48/48 after;
`fidelity_blind47` session 47's blind set, released in session 48 (108/120 with 5 silent losses
when released, 120/120 after); `fidelity_dev48` session 48's variants of its failing shapes with
near-misses (a limit lifted or a negation turned inside the asked paragraph by a free rewrite —
only members → everyone, 只对本楼租户开放 → 欢迎各位朋友, "We don't accept cash" → "or cash at the
desk" — a name changed in the asked quote, 社区主任那句话 named as the quote, a selection answered
as old/new JSON, a question with "Just answer." / 只回答。, the title answered in bold beside a
salutation like it, a quote's name changed by a letter in a whole reply under the named heading,
two figures asked swapped answered with their paragraph alone — dev47's swap-en-06, now passing):
24/47 with 11 silent losses on main, 47/47 after;
`fidelity_blind48` session 48's blind set, released in session 49 (101/120 with 7 silent losses
when released, 119/120 after); `fidelity_dev49` session 49's variants of its failing shapes with
near-misses (a time twelve hours off, 18:30 → 6:30, 15 minutes → half an hour, digits swapped
under a split ask, a limit lifted beside another sentence's 只能 or "only £2.50", inside the
asked paragraph; a phone changed in a whole reply to "mention in the opening that …"; a sentence
of a paragraph named by its topic answered alone; an edit plus the answer to a question; tracked
changes ~~old~~ **new**; a selection answered as an Original / Revised table): 17/38 with 7
silent losses on main, 35/38 after (the closing thank-you line above a three-line sign-off, and a
sentence answered alone that opens "Sorry, but we can't…", still fail);
`fidelity_dev50s` session 50's variants of fidelity_blind49's reply shapes (every line numbered,
`N | `, `N:`, `N)⇥`, `N⇥`, `  N  `, after a lead-in; the whole article twice, identical or the
original then the revision; Gemini generateContent and Ollama /api/chat bodies, whole, one
paragraph, cut by MAX_TOKENS / done_reason length; git word-diff `[-old-]{+new+}` in a paragraph,
a whole reply or a selection; `<edit><old>…</old><new>…</new></edit>` for a selection) with traps
(an article numbering its own lines or quoting `[-x-]`, two different copies): 13/37 with 1
silent loss on main, 36/37 after (two edit tags for two asks: the warm-up time is withheld as
outside the scope);
`fidelity_dev50j` session 50's variants of the judging blind49 failed on, with traps that must
save (a restriction lifted in new words inside the asked paragraph — "Adults and under-18s alike",
业主和租户都来, 作物高度不限 — or opened as asked; a sentence, a clause or a figure dropped by an
ask to add or restyle, or cut as asked; a name one letter or character off in the asked paragraph
or row, or fixed as asked; untouched sections swapped or in Traditional characters in a whole
reply, or swapped as asked; the asked addition put into another paragraph; a question with "Just
tell me" / 直接告诉我): 20/39 with 13 silent losses on main, 39/39 after (dropped-en-03, a
friendlier rewrite that drops the £1 locker sentence, expects the older corpora's policy: saved,
the dropped fact named; only an ask to add refuses a dropped sentence);
`fidelity_dev51j` session 51's variants of the judging blind50 failed on, with traps that must
save (a count in Chinese numerals or English number words, or a digit figure, changed beside
quoted words to add or replace, or changed as asked; a limit on who may, a forbidding rule or a
place dropped by a restyle — refused by the lead's decision of session 51 — or cut by a shorten,
and a sentence with no fact dropped, saved; a name one off in a quote's attribution, or fixed as
asked; an unasked table or fee change in a whole reply withheld, quoted words placed nowhere and
报名那段 read by where the reply added; the asked addition or another sentence put into another
paragraph; two asks with a changes postscript): 26/42 with 13 silent losses on main (and 1/3, 1
silent, for three cases added later), 44/45 after (dropped-zh-02, 仅限持卡读者 reworded away
as 也欢迎大家来借阅, is saved: the limit test that read it refused restated limits elsewhere);
`fidelity_dev52j` session 52's variants of the judging blind51 failed on, with traps that must
save (a limit per person, household or visit and a rule of conduct said as an instruction dropped
by a restyle; a negation turned — "no later than" → "after", "do not charge" → "charged",
无需 → 需要, 不接受 → 接受; a limit turned into leave for anyone by a shorten; a figure, a price, a
day or a name dropped by a restyle of a named part — refused by the lead's decision of session
52 — or cut by a shorten, a sentence with no fact dropped, facts moved within the paragraph, the
limit or rule said in other words or changed as asked, saved): 23/38 with 15 silent losses on
main, 37/38 after (negations-en-04, "We cannot accept alcohol" restyled as "We are happy to take
alcohol … too", is still saved);
`fidelity_blind49` session 49's blind set, released in session 50 (78/120 with 8 silent losses
when released; 120/120 after fid49shapes and fid49judge);
`fidelity_dev51s` session 51's variants of fidelity_blind50's reply shapes (an edit answered
twice with Correction: / Update: / Actually, scratch that / 更正 / 抱歉……更正如下 after a paragraph,
a list, a whole article or a block; a sentence answered as an `old → new` line with ->, ⟶, => or →;
untouched text hard-wrapped at 60/72/80 columns or every 24/28/30 Chinese characters, quotes
swapped both ways, [[…]] comments and [^n] footnotes added; a whole reply in Traditional for one
paragraph; a question answered after <think>; two exact blocks for two asks) with traps read
literally (an article holding arrows or a Correction:/更正 paragraph, an article in Traditional,
a second version that also changes an unasked line, quotes changed as asked): 28/48 with 2
silent losses on main, 50/50 after (two wrap cases added after the fix);
`fidelity_blind50` session 50's blind set, released in session 51 (95/120 with 11 silent losses
when released; 119/120 after fid50shapes, fid50judge and the lead — tiyuguan-zh-07's expectation
changed from refused to the asked edit, which the rules apply without asking the model);
`fidelity_blind51` session 51's blind set, released in session 52 (103/120 with 8 silent losses
when released; 120/120 after fid51shapes and fid51judge);
`fidelity_dev52s` session 52's variants of fidelity_blind51's reply shapes (an untouched image path
or link URL changed in a whole reply — .png → .jpg, - → _, a leading /, http → https, www. added,
a slug re-hyphenated — in its own paragraph or beside the asked one, and "Add to the opening
that …" beside another section's topic word; NO_CHANGE / NO CHANGES / 无需修改 / 不用改 in
<revised>, <output>, <article>, <result>, a JSON field or a fence, and the article in those tags;
a table re-padded with CJK widths or a redrawn separator, one cell asked, one changed unasked;
one of two asks done, the other promised "next" / 下一条; questions answered in prose, as a list,
after <think>) with traps read literally (an article whose own text says <revised> and NO_CHANGE;
an asked URL change; an asked image swap; a URL changed inside the asked paragraph's rewrite,
refused): 30/44 with 4 silent losses on main, 43/44 after (the
asked image swap, 把示意图换成 img/….png, is taken by the rules editor as a word swap of 示意图).
`fidelity_dev52p` session 52's asks about a paragraph's ending punctuation (remove the full stop,
end with a dash or an ellipsis, 去掉句号, 改成省略号/破折号, a caption's stop, in a whole reply or a
block) and a mark asked for inside a replaced word ("fine." → "great!", 好。→ 很顺利！, a comma or
、 added) with traps (a reply cut mid-sentence or with words lost before the asked mark, refused;
an asked "!" the reply left out, still named "Not done"): 16/31 on main, 31/31 after;
`fidelity_dev53s` session 53's variants of fidelity_blind52's reply shapes (the changed line given
back with its line number, "L19: …", "Line 19: …", L5：…, alone, after a lead-in naming the line or
two of them, and the whole article numbered "L1: …" line by line; the whole article as TOML,
`title = "…"` and a triple-quoted `body`, fenced or bare, a title changed; a paragraph given as a
draft then a final, labels on their own line or before the text, with an aside in brackets,
Draft/Final, 初稿/定稿, 草稿/最终版; a table row named by its key cell after its column's heading,
"Shelf B", "Room 2", 书架B; an untouched paragraph's marks spelt another way in a whole reply,
`__bold__`, `_italics_`, `* item`, 加粗 as `__`) with traps read literally (a knitting pattern
whose own rows start "L1:", an article holding a TOML file with `title` and `body` keys, minutes
whose own entries start "Draft:" and "Final:", a restyle of the marks asked for): 15/34 on main,
34/34 after.
`fidelity_dev53j` session 53's variants of the judging blind52 failed on, with traps that must
save (a contact's name one character off — 发邮件给程思远 → 程思源, also in a typo check; a
restriction turned round — "Sundays only" → "every day", "only dogs on leads" → "all dogs",
"both … and" → "or", 仅周六 → 每天; a ban made a permission on request, 从不收取押金 → 需支付押金;
the numbered list's item changed when the bullet list's was asked; a sentence with a count in
words or a negation dropped by a "flow better" ask — refused; the limit or negation said again,
asked, "cannot" → "can’t", a factless sentence dropped — saved): 19/35 with 12 silent losses
on main, 35/35 after.
`fidelity_dev54s` session 54's variants of fidelity_blind53's reply shapes (a sentence answered
as a table of its old and new text — Original/Revised, Before/After/Why, 原文/修改后,
原句/改写/理由, 位置/修改前/修改后, quoted cells, two of a paragraph's sentences — also in an
article with a table of its own; a clause selected and answered as two clauses, in content parts;
the whole article then a table of the changes after ---, 修改说明： or **Changes:**; the whole
article in a fence of 4 or 5 backticks or tildes; a table row named by one item of a list cell,
耳鼻喉科那行, "the pillows row") with traps (a row quoting no text of the article, refused; a row
for an unasked paragraph, withheld; words offered side by side, the model's words; the article's
own table edited, a paragraph turned into a table and an Old/New comparison table, as asked):
20/36 on main, 36/36 after.
`fidelity_dev55s` session 55's variants of the title and heading asks outside54 (F18, F19) and
lead54's titles.jsonl found answered with the model's words around the new title ("Here is a
catchier title: **…**", "What about “…”?", "… (shorter and more inviting)", 这个标题更有力：**…**,
不如改成：「…」, "## Here's a friendlier heading: **…**"), a list of titles (`model_says`) and a
title in the other language (refused), with traps (the writer's own question title, parentheses
and sentence title); of blind54's streams whose chunks come a `data:` line each with no blank
line between (one cut by length, one cut short); and of the model's words beside the article
(an offer of more work as a list after it, a bracketed note on the edit beside the changed
paragraph, a question over numbered choices read as a new title), with traps (an asked list
with a colon, the writer's own bracketed notes): 20/44 on main, 44/44 after.
`fidelity_dev54j` session 54's variants of the judging blind53 (and blind52's leftovers) failed on,
with traps that must save (a limit of how much each may have dropped by a restyle — "Each car may
bring four visitors at most", 每片场地最多四人; none of a thing at a place or done made some — "no
tickets at the gate" → "pick one up at the gate", "No sheds were lost" → "took two of our sheds",
现场不接受临时订场 → 也可以; a contact after an office's 的 one character off, 郑雅琴 → 郑雅芹; a
limit on who may made "others too", 只有本社区…才能 → 其他社区的居民也可以; a paragraph named by a
count and its thing, "the paragraph about the nine days", its count changed by a restyle refused;
the paragraph under a heading, "under the Getting in heading", 预约规则下面那段, with the addition
put in the next paragraph; the limit lifted as asked, the negation or limit said another way, the
rename or the opening asked, the count changed as asked): 17/30 with 8 silent losses on main,
30/30 after.
`fidelity_blind52` session 52's blind set, released in session 53 (116/120 with 1 silent loss
at session 54's start; 117/120 after fid53judge, the three left refused in plain words).
`fidelity_blind53` session 53's blind set, released in session 54 (107/120 with 5 silent losses
when released; 113/120 with none after fid53judge, 120/120 with fid53shapes' reply shapes).
`fidelity_dev54o` session 54's variants of outside53's F2/F6/F5 (what the writer is shown of a
reply beside the saved text): a lead-in ending on a colon into the text ("I've changed the
second paragraph to:", 好的，我把第二段改成了：, 已将第二段修改为：, "…so it now reads:") is
no note; a change list's label, Markdown and boilerplate ("**Changes made:** … Kept everything
else the same", "### Summary of changes", **修改说明：**, 其余内容保持不变) shown as its label
leading its items; a table only re-padded outside the ask offered as "only the table's spacing
changed" / 只改了表格的空格, not "rewritten", and one also changed as its cell (“£12” → “£15”)
or its alignment (表格的对齐方式改了), not as bars and dashes; traps: a note with a colon,
我改了…，其余保持不变。, an item keeping a named fact, 改动：with items (dev14b), a warning, a
table asked to be lined up (saved): 6/24 on main, 24/24 after.
`fidelity_dev55c` session 55's variants of outside54's F15/F16/F17/F22 (an edit that names a
place changes only there): a paragraph added after paragraph N, or a quote deleted (the first
quote, 删掉第一条引语), with the neighbour also changed (do not object → object, 12 May → 15 May,
plot 40 → plot 14, 不打算缩短 → 打算缩短) — the addition or deletion saved, the neighbour's change
withheld, never "rewrote paragraph N instead"; one list item named (item 2, 借阅规则的第2条,
"item 1 of the list" / 列表第三条 of two lists) or added (a bullet, 第二个列表里加一条) with
another item changed — that item withheld; a moved paragraph or quote whose words changed
(plot 40 → 14, Saturday → Sunday, 半年 → 三个月, 不打算 → 打算) refused; traps (each clean,
the named paragraph also asked to change, two items named, the whole list rewritten, each move
alone): 18/30 with 3 silent losses on main, 30/30 after.
`fidelity_dev55f` session 55's variants of outside54's F5/F9/F13 and blind54's judging losses on a
new library article in English and Chinese: what an ask licenses inside the asked paragraph — an
addition ("say that…", 加一句, 补充一下) new text, not three weeks → four weeks, 七点 → 六点, "does
not open" → "opens"; a stated fact ("The book sale is now on 10 May", 图书义卖改到五月十日了) that
fact, not £1 → £2 or 7 pm → 7:30 pm beside it; a proofread (Fix the typos, 校对, 改错别字) the
slips, not a dropped sentence, clause or figure; a restyle in either language's words the
wording, not eight → six books, £1 each → £1 a bag, 每本 → 每袋, welcome → not welcome, 不需要报名
→ 需要报名 — refused naming the change; traps (the addition alone, one with its own "not", the date
moved as asked, the typos alone, cross-language restyles kept faithful, 最多 → 至多 with the
figure kept) saved: 24/35 (10 silent) on main, 35/35 after.
`fidelity_lead54` outside54's wrong saves (the fake model doing the asked change plus one unasked
change: an addition or a stated fact with another figure or negation changed beside it, a
proofread dropping a sentence, a restyle reversing meaning, a neighbour of an insertion or the
other items of a list changed, a moved paragraph with a changed figure, a title said with the
model's chatter), written in session 54 before any fix: 46/103 with 31 silent losses then,
103/103 after session 55's fid54facts, fid54scope and fid54shapes.
`fidelity_blind54` session 54's blind set, released in session 55 (107/120 with 4 silent losses
at session 55's start; 118/120 with none after fid54facts and fid54shapes, the two left — a list
item returned with its marker and "No bikes" said as "Please keep bikes out" — refused).
`fidelity_lead55` outside55's F1 and F19 (session 55): a sentence the writer dictates that names
the writing (此后大家都记住了这句话。, "That line became our motto."), a dictated 注： / "Note:"
line and an asked invitation to readers were peeled as the model's remark and the article called
unchanged; traps: the model's own remark or note beside the dictated words still peeled: 8/23 on
main, 23/23 after session 56's fid55fix (app/editing/dictated.py).
`fidelity_dev56a` session 56's variants (fid55fix) of lead55 and of blind55's losses, on a new
night-school notice (zh) and repair café article (en): dictated 这句话 sentences and Note / 注
lines, a weekly day (每周五) dropped in a restyle, a name respelt by its surname, a ban made a
permission after a step (先……再), "we cannot accept …" dropped from a friendlier paragraph, a
kept "no passes on the day" beside the noun said more often; traps (the model's remark after the
article, a politer item keeping its 不要, facts kept in the restyle, "we cannot wait to see you"
added, a real "no" turned): 17/27 with 2 silent losses on main, 27/27 after.
`fidelity_blind55` session 55's blind set, released in session 56 (109/120 with 4 silent losses
at session 56's start; 118/120 with none after fid55fix — left: a shorten that changed an end
time read as unchanged, a change made in the wrong paragraph read as "nothing asked changed",
both refusals without a save).
"""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.testing.fidelity import KeptRunner, load_cases
from tests import fidelity_runs

DATA = Path(__file__).resolve().parents[1] / "data"
# Each corpus and the share of its cases that must pass (silent losses must be none).
CORPORA = {
    "fidelity": 0.98,
    "fidelity_holdout": 0.95,
    "fidelity_blind3": 0.95,
    "fidelity_dev12": 1.0,
    "fidelity_dev12b": 1.0,
    "fidelity_dev13": 1.0,
    "fidelity_dev13long": 1.0,
    "fidelity_dev14": 1.0,
    "fidelity_dev14b": 1.0,
    "fidelity_dev15": 1.0,
    "fidelity_dev16": 1.0,
    "fidelity_dev17": 1.0,
    "fidelity_dev17s": 1.0,
    "fidelity_dev18": 1.0,
    "fidelity_lead20": 1.0,
    "fidelity_lead18": 1.0,
    "fidelity_lead19": 1.0,
    "fidelity_blind19": 0.98,
    "fidelity_dev19": 0.95,
    "fidelity_blind20": 1.0,
    "fidelity_dev21": 1.0,
    "fidelity_lead21": 1.0,
    "fidelity_blind21": 1.0,
    "fidelity_dev22": 1.0,
    "fidelity_lead22": 1.0,
    "fidelity_blind22": 0.98,
    "fidelity_dev23": 1.0,
    "fidelity_lead23": 1.0,
    "fidelity_blind23": 1.0,
    "fidelity_dev24": 1.0,
    "fidelity_lead24": 0.95,
    "fidelity_blind24": 0.99,
    "fidelity_dev25": 1.0,
    "fidelity_blind25": 1.0,
    "fidelity_dev26": 1.0,
    "fidelity_blind26": 1.0,
    "fidelity_lead28": 0.99,
    "fidelity_dev27": 1.0,
    "fidelity_lead27": 1.0,
    "fidelity_blind27": 0.99,
    "fidelity_dev28": 0.98,
    "fidelity_blind28": 1.0,
    "fidelity_dev29": 1.0,
    "fidelity_lead29": 1.0,
    "fidelity_blind29": 1.0,
    "fidelity_dev30": 1.0,
    "fidelity_lead30": 1.0,
    "fidelity_blind30": 1.0,
    "fidelity_dev31": 1.0,
    "fidelity_lead31": 1.0,
    "fidelity_blind31": 1.0,
    "fidelity_dev32": 1.0,
    "fidelity_lead32": 1.0,
    "fidelity_blind32": 1.0,
    "fidelity_dev33": 1.0,
    "fidelity_lead33": 0.97,
    "fidelity_dev34": 1.0,
    "fidelity_lead34": 1.0,
    "fidelity_lead35": 1.0,
    "fidelity_dev36": 1.0,
    "fidelity_blind33": 1.0,
    "fidelity_dev35": 1.0,
    "fidelity_blind34": 1.0,
    "fidelity_dev37": 1.0,
    "fidelity_dev38": 1.0,
    "fidelity_lead36": 1.0,
    "fidelity_dev39": 1.0,
    "fidelity_blind35": 1.0,
    "fidelity_dev40": 1.0,
    "fidelity_blind36": 1.0,
    "fidelity_lead37": 1.0,
    "fidelity_dev41": 1.0,
    "fidelity_lead38": 1.0,
    "fidelity_dev42": 1.0,
    "fidelity_blind37": 1.0,
    "fidelity_blind38": 1.0,
    "fidelity_lead39": 1.0,
    "fidelity_outside39": 1.0,
    "fidelity_outside40": 1.0,
    "fidelity_blind39": 1.0,
    "fidelity_lead40": 1.0,
    "fidelity_meaning40": 0.96,
    "fidelity_meaning41": 1.0,
    "fidelity_blind40": 1.0,
    "fidelity_dev41b": 1.0,
    "fidelity_blind41": 1.0,
    "fidelity_dev42b": 1.0,
    "fidelity_msgs42": 1.0,
    "fidelity_names42": 1.0,
    "fidelity_paras42": 1.0,
    "fidelity_shapes42": 1.0,
    "fidelity_blind42": 1.0,
    "fidelity_dev43": 1.0,
    "fidelity_figs43": 1.0,
    "fidelity_msgs43": 1.0,
    "fidelity_paras43": 1.0,
    "fidelity_code44": 1.0,
    "fidelity_scale44": 1.0,
    "fidelity_poems44": 1.0,
    "fidelity_blind43": 1.0,
    "fidelity_dev44": 1.0,
    "fidelity_interview44": 1.0,
    "fidelity_blind44": 0.97,
    "fidelity_dev45": 1.0,
    "fidelity_rest45": 1.0,
    "fidelity_scope45": 1.0,
    "fidelity_words45": 1.0,
    "fidelity_blind45": 1.0,
    "fidelity_dev46": 1.0,
    "fidelity_left46": 0.97,
    "fidelity_wild46": 1.0,
    "fidelity_dev46w": 1.0,
    "fidelity_blind46": 1.0,
    "fidelity_dev47": 0.98,
    "fidelity_dev47m": 1.0,
    "fidelity_dev47f": 1.0,
    "fidelity_dev47s": 1.0,
    "fidelity_blind47": 1.0,
    "fidelity_dev48": 1.0,
    "fidelity_blind48": 0.99,
    "fidelity_dev49": 0.92,
    "fidelity_dev50s": 0.97,
    "fidelity_dev50j": 1.0,
    "fidelity_dev51j": 0.97,
    "fidelity_dev52j": 0.97,
    "fidelity_blind49": 1.0,
    "fidelity_dev51s": 1.0,
    "fidelity_blind50": 0.99,
    "fidelity_blind51": 1.0,
    "fidelity_dev52s": 0.97,
    "fidelity_dev52p": 1.0,
    "fidelity_dev53s": 1.0,
    "fidelity_dev53j": 1.0,
    "fidelity_dev54s": 1.0,
    "fidelity_dev54j": 1.0,
    # (blind52's one left, millfire-en-19: "No lives were lost" → "Nobody died" in a warmer
    # rewrite read as a dropped rule — refused in plain words, none saved wrong)
    "fidelity_blind52": 0.97,
    "fidelity_blind53": 1.0,
    "fidelity_dev54o": 1.0,
    "fidelity_dev55s": 1.0,
    "fidelity_dev55c": 1.0,
    "fidelity_dev55f": 1.0,
    "fidelity_lead54": 1.0,
    "fidelity_blind54": 0.98,
    "fidelity_lead55": 1.0,
    "fidelity_dev56a": 1.0,
    "fidelity_blind55": 0.98,
}


def in_memory_folder() -> Path | None:
    """/dev/shm where it is a folder this process may write (Linux's tmpfs), else None (the
    system's temporary folder). Each case writes an article and a turn, file by file (written
    aside, then renamed), all removed when the runner is renewed. On this project's machines
    /tmp is a disk: the same corpus (fidelity_lead37, 144 cases) took 4.8 s of CPU there and
    4.3 s in memory, its system time 0.94 s and 0.52 s (bench figures in the commit message)."""
    shm = Path("/dev/shm")
    return shm if shm.is_dir() and os.access(shm, os.W_OK | os.X_OK) else None


@pytest.fixture(scope="session")
def kept_runner() -> Iterator[KeptRunner]:
    """The stub and apps the corpora run through in this process, started once and renewed
    every few hundred cases (app/testing/fidelity.KeptRunner): starting them for each corpus
    was ≈50 s of the sweep's ≈350 s of CPU. Each case still makes its own article, in a data
    directory kept in memory where the machine has a tmpfs."""
    runner = KeptRunner(folder=in_memory_folder())
    yield runner
    runner.close()


@pytest.mark.parametrize(("corpus", "floor"), list(CORPORA.items()))
def test_fidelity_corpus_passes_with_no_silent_loss(
    corpus: str, floor: float, tmp_path_factory: pytest.TempPathFactory, kept_runner: KeptRunner
) -> None:
    cases = load_cases(DATA / corpus)
    if not cases:
        pytest.skip(f"no fidelity cases in tests/data/{corpus}")
    results = kept_runner.run_all(cases)
    # The browser test of the server's sentences reads these replies instead of running again.
    fidelity_runs.save(tmp_path_factory, corpus, results)
    failing = [f"{r.id} ({r.kind}): {r.happened}" for r in results if not r.passed]
    losses = [r.id for r in results if r.silent_loss]
    assert not losses, f"silent losses: {losses}"
    rate = sum(r.passed for r in results) / len(results)
    assert rate >= floor, f"pass rate {rate:.1%} of {len(results)} cases; failing:\n" + "\n".join(
        failing
    )
