"""Every labelled style set keeps the learner above its floors, far above both baselines, and
the scorer itself cannot be flattered (direction, wrong new preferences, multi-turn checks)."""

from pathlib import Path

import pytest

from app.style.baselines import do_nothing, flip_when_named
from app.style.dimensions import Observation
from app.style.evaluation import evaluate, load_scenarios

DATA = Path(__file__).resolve().parents[1] / "data"

SETS = [
    ("style_conflicts.jsonl", 100),
    ("style_conflicts_holdout.jsonl", 40),
    ("style_conflicts_blind.jsonl", 40),
    ("style_conflicts_blind_v2.jsonl", 120),
    ("style_multiturn.jsonl", 20),
    ("style_readings_dev.jsonl", 50),
    ("style_probe_dev.jsonl", 30),
    ("style_probe2_dev.jsonl", 25),
    ("style_probe3_dev.jsonl", 40),
    # Everyday phrasing (u, pls, lol, 别整那么…); first run 100 / 72.0 / 13.6.
    ("style_probe4_dev.jsonl", 25),
    ("style_conflicts_blind_v3.jsonl", 120),
    # First run 85.7 / 77.4 / 9.8 (124 scenarios); at the floors after its kinds were fixed.
    ("style_conflicts_blind_v4.jsonl", 120),
    # First run 74.4 / 76.6 / 7.4 (124 scenarios); at the floors after its kinds were fixed.
    ("style_conflicts_blind_v5.jsonl", 120),
    # Everyday phrasing. First run 86.1 / 85.8 / 1.4 (106 scenarios); at the floors after its
    # kinds were fixed.
    ("style_conflicts_blind_v6.jsonl", 100),
    # Newsroom, marketing and 公众号 voices. First run 75.0 / 76.9 / 4.7 (130 scenarios); at the
    # floors after its kinds were fixed (tests/data/style_conflicts_blind_v7.NOTES.md).
    ("style_conflicts_blind_v7.jsonl", 120),
    # New phrasings of v7's failing kinds, written before the fixes; first run 70.4 / 48.5 / 23.1.
    ("style_probe5_dev.jsonl", 60),
    # Written after the v7 fixes as a check that they generalise; first run 78.6 / 79.2 / 2.6.
    ("style_probe6_dev.jsonl", 50),
    # Mostly precision cases, written after the v7 fixes; first run 85.7 / 85.4 / 11.8.
    ("style_probe7_dev.jsonl", 40),
    # Chat-style and long messages; first run 100 / 80.0 / 13.0.
    ("style_probe8_dev.jsonl", 30),
    # Measured edits of several shapes, person and emoji degrees; first run 60.0 / 79.2 / 0.
    ("style_probe9_dev.jsonl", 20),
    # Mixed kinds, written last; first run 100 / 84.6 / 0.
    ("style_probe10_dev.jsonl", 25),
    # Mixed kinds; first run 50.0 / 61.5 / 10.0 (one line dropped after: 您 is politeness, not
    # the person addressed, and its label had guessed).
    ("style_probe11_dev.jsonl", 25),
    # Mixed kinds; first run 80.0 / 84.6 / 0.
    ("style_probe12_dev.jsonl", 25),
    # Mixed kinds; first run 100 / 54.5 / 15.0.
    ("style_probe13_dev.jsonl", 20),
    # Blind, written without reading code. First run 80.0 / 75.0 / 12.5; held out of the next
    # round's fixes it scored 85.0 / 83.3 / 8.8; at the floors after its kinds were fixed.
    ("style_conflicts_blind_v8.jsonl", 120),
    # New phrasings of v8's failing kinds, written after their fixes as a check that they
    # generalise; first run 91.7 / 87.5 / 16.7 (24 lines). Ten more after later fixes: 8 of
    # 10 at first run; one dropped after, its label had guessed the dimension ("as warm as a
    # tax return" asks for warmth, a tone, not a register).
    ("style_probe14_dev.jsonl", 33),
    # Session 4, round 1: each written by the fixer after a round of fixes and scored before
    # the next (first runs 72.2/75.7/5.3, 75.0/82.5/5.0, 73.7/82.5/0, 66.7/70.0/15.8), then
    # fixed by kind. They show how far a fix generalises; the held-out sets say it honestly.
    # Blind, held out through session 3: first run 73.3 / 78.9 / 6.7, then 76.7 / 80.0 / 6.7;
    # used for fixes in session 4 and at the floors after them.
    ("style_conflicts_blind_v9.jsonl", 90),
    ("style_probe15_dev.jsonl", 35),
    ("style_probe16_dev.jsonl", 38),
    ("style_probe17_dev.jsonl", 38),
    ("style_probe18_dev.jsonl", 38),
    # Blind, written without reading code: first run 75.7 / 61.9 / 13.5 (126 scenarios); the
    # dev set of session 4's second round, at the floors after its kinds were fixed.
    ("style_conflicts_blind_v10.jsonl", 120),
    # Session 4, round 2: written by the fixer before fixing each kind (first runs 66.7/60.0/
    # 12.1, 88.9/71.9/4.3, 100/95.7/0, 62.5/67.9/15.0, 87.5/81.8/7.1, 100/85.0/13.3).
    ("style_probe19_dev.jsonl", 43),
    ("style_probe20_dev.jsonl", 30),
    ("style_probe21_dev.jsonl", 22),
    ("style_probe22_dev.jsonl", 26),
    ("style_probe23_dev.jsonl", 20),
    ("style_probe24_dev.jsonl", 18),
    # Blind, written without reading code; first runs 82.1 / 73.0 / 8.3, 78.6 / 72.0 / 9.7 and
    # 80.6 / 78.0 / 7.2 on the session's starting code. Dev sets of rounds 3 and 4, at the
    # floors after their kinds were fixed. v12 stays held out (README, "First sight").
    ("style_conflicts_blind_v11.jsonl", 100),
    ("style_conflicts_blind_v13.jsonl", 100),
    ("style_conflicts_blind_v14.jsonl", 100),
    # Round 4's probes, each written before its kind was fixed (editors' shorthand, dialect,
    # trade sarcasm, readers, others' habits, one-offs).
    ("style_probe27_dev.jsonl", 34),
    ("style_probe28_dev.jsonl", 18),
    ("style_probe29_dev.jsonl", 15),
    ("style_probe30_dev.jsonl", 15),
    ("style_probe31_dev.jsonl", 10),
    ("style_probe32_dev.jsonl", 10),
    ("style_probe37_dev.jsonl", 7),
    # Blind, written without reading code; first run 72.0 / 83.0 / 5.3 on session 5's starting
    # code, then the dev set of its fixes. v16 (first run 67.7 / 61.0 / 14.5) was fixed too but
    # stays below the recall floor (90.3 %), so it is not listed; v12 stays held out.
    ("style_conflicts_blind_v15.jsonl", 100),
    # Session 5's probes, written before (38–47) or after (48–57) each kind was fixed.
    ("style_probe38_dev.jsonl", 26),
    ("style_probe39_dev.jsonl", 26),
    ("style_probe40_dev.jsonl", 32),
    ("style_probe41_dev.jsonl", 21),
    ("style_probe43_dev.jsonl", 16),
    ("style_probe44_dev.jsonl", 24),
    ("style_probe45_dev.jsonl", 20),
    ("style_probe46_dev.jsonl", 30),
    ("style_probe48_dev.jsonl", 26),
    ("style_probe49_dev.jsonl", 28),
    ("style_probe55_dev.jsonl", 24),
    ("style_probe57_dev.jsonl", 10),
    ("style_probe62_dev.jsonl", 20),
    ("style_probe51_dev.jsonl", 12),
    # Session 6: v17 (held out through session 5, first run 81.2 / 86.7 / 1.1 on its code) and
    # v19 (blind, first run 83.0 / 79.0 / 6.4 on session 6's starting code) became the dev sets;
    # v18 and v20 stay held out. The probes were each written before their kind was fixed; those
    # that do not yet meet every floor (63, 65, 71, 73, 74) are not listed.
    ("style_conflicts_blind_v17.jsonl", 120),
    ("style_conflicts_blind_v19.jsonl", 100),
    ("style_probe64_dev.jsonl", 26),
    ("style_probe66_dev.jsonl", 26),
    ("style_probe67_dev.jsonl", 23),
    ("style_probe68_dev.jsonl", 26),
    ("style_probe69_dev.jsonl", 21),
    ("style_probe70_dev.jsonl", 20),
    ("style_probe72_dev.jsonl", 20),
    ("style_probe75_dev.jsonl", 20),
    ("style_probe77_dev.jsonl", 20),
    ("style_probe79_dev.jsonl", 20),
    ("style_probe81_dev.jsonl", 36),
    ("style_probe83_dev.jsonl", 20),
    # Session 7: v18 (held out from everyone through session 6: first run 92.5 / 83.3 / 5.0),
    # v20 (held out from session 6's fixers) and v22 (blind, first run 73.2 / 71.7 / 5.1 on
    # session 7's starting code) became the dev sets; v21 and v23 stay held out. Probes 84–98
    # were each written before their kind was fixed (63, 73, 74 are session 6's, now passing);
    # 87, 89 and 98 meet the floors but hold too few wishes for the baselines' margin.
    ("style_conflicts_blind_v18.jsonl", 120),
    ("style_conflicts_blind_v20.jsonl", 100),
    ("style_conflicts_blind_v22.jsonl", 120),
    ("style_probe63_dev.jsonl", 27),
    ("style_probe73_dev.jsonl", 20),
    ("style_probe74_dev.jsonl", 20),
    ("style_probe84_dev.jsonl", 20),
    ("style_probe85_dev.jsonl", 24),
    ("style_probe86_dev.jsonl", 24),
    ("style_probe88_dev.jsonl", 18),
    ("style_probe92_dev.jsonl", 12),
    ("style_probe95_dev.jsonl", 24),
    # Session 8: v21 (held out from everyone through session 7: first run 80.5 / 86.7 / 3.8) and
    # v23 (first run 70.0 / 75.8 / 5.0) became the dev sets; v24 and v25 stay held out. Probes
    # 99, 100, 101 and 104 were written before their kind was fixed; the other session-8 probes
    # (102, 103, 106, 108, 110, 150–156) do not meet the floors yet.
    ("style_conflicts_blind_v21.jsonl", 120),
    ("style_conflicts_blind_v23.jsonl", 120),
    ("style_probe99_dev.jsonl", 26),
    ("style_probe100_dev.jsonl", 21),
    ("style_probe101_dev.jsonl", 10),
    ("style_probe104_dev.jsonl", 20),
    # Session 9: v25 (held out from the fixers through session 8: 75.0 / 76.7 / 8.8 at its end)
    # became a dev set; its fixers' probes that reach the floors, each written before its fix.
    # (Fixer Q's 180–184 tag Cantonese and mixed lines with their own language codes, and 184
    # holds no conflict, so this test's shape does not fit them; they are run by hand.)
    ("style_conflicts_blind_v25.jsonl", 120),
    ("style_probe162_dev.jsonl", 24),
    ("style_probe166_dev.jsonl", 20),
    ("style_probe168_dev.jsonl", 14),
    # Session 10: v26 (held out from everyone through session 9: 77.5 / 85.0 / 1.2 at its end)
    # became the dev set; probes 187 and 188 were written before their kinds were fixed (189
    # and 190, never tuned on, do not reach the floors).
    ("style_conflicts_blind_v26.jsonl", 120),
    ("style_probe187_dev.jsonl", 30),
    ("style_probe188_dev.jsonl", 26),
    # Session 11: v27 (held out from everyone through session 10: 82.5 / 83.3 / 6.2 at its end)
    # became the dev set (191 and 192, never tuned on, do not reach the floors).
    ("style_conflicts_blind_v27.jsonl", 120),
    # Session 13: v28 and v29 (held out from everyone through session 12) became the dev sets.
    # v29 went 80.4 / 83.8 / 1.2 -> 97.8 / 96.2 / 0; v28 went 70.0 / 81.7 / 1.2 -> 92.5 / 95.0 / 0
    # and stays below the recall floor, so it is not listed. v31 (blind, first run 83.3 / 84.3 /
    # 1.1 on this session's code before its own fixes) became a dev set at 17:00 and reached
    # 88.1 / 88.8 / 1.1; not listed either. Probes 193-199 were each written before their kind
    # was fixed (first runs 83.3/41.7/0, 66.7/33.3/0, 50.0/41.7/0, 41.7/8.3/0, 100/75.0/20.0,
    # 87.5/50.0/0, 33.3/25.0/0); 193 (91.7/83.3) and 196 (83.3/83.3) do not reach the floors.
    ("style_conflicts_blind_v29.jsonl", 120),
    ("style_probe194_dev.jsonl", 12),
    ("style_probe195_dev.jsonl", 12),
    ("style_probe197_dev.jsonl", 12),
    ("style_probe198_dev.jsonl", 12),
    ("style_probe199_dev.jsonl", 12),
    # Session 14, written before their fixes: corrections in other words (first run 91.7 / 16.7 /
    # 0), the family of words for cutting too hard, writing it out, 第三身 and leaving them out
    # (60.0 / 40.0 / 0), readers who cannot tell the field apart and a pastime's terms (50.0 /
    # 72.7 / 0).
    ("style_probe200_dev.jsonl", 12),
    ("style_probe201_dev.jsonl", 10),
    ("style_probe202_dev.jsonl", 11),
    # A polite request after what it is for or after manners, a text named by its content
    # ('the schedule posts'); first run 50.0 / 77.8 / 0.
    ("style_probe205_dev.jsonl", 9),
    # 粤语 asked nicely (得唔得) and 'real/actual paragraphs'; first run 0.0 / 40.0 / 0.
    ("style_probe206_dev.jsonl", 5),
    # Session 16, written before their kinds were fixed (first runs in 1080162): a question
    # about the future, a correction scoped to one part, a later correction and emoji named by
    # pictures. 223 (a described state) stays below the floors (90.0 / 10.0 false positives)
    # and its do-nothing baseline is 90 %, so it is not listed.
    ("style_probe220_dev.jsonl", 11),
    ("style_probe221_dev.jsonl", 10),
    ("style_probe222_dev.jsonl", 8),
    ("style_probe224_dev.jsonl", 9),
    # Session 17, written before the fix: Cantonese one-offs (呢篇係喜帖, 今次, 淨係呢次) and
    # lasting wishes beside them; first run 76.5 / 18.8 false positives, now 94.1 / 0.
    ("style_probe230_dev.jsonl", 17),
    # The writer's own voice shown by a quoted example ("This is how I write them: '…'",
    # 我平时发的是这种：“…”), someone else's example and a quote to fix beside them; first run
    # 100 / 33.3 / 0, now 100 / 100 / 0.
    ("style_probe232_dev.jsonl", 12),
    # Session 18, written before the fixes: indifference ("whatever works", 表情加不加随便你)
    # alone and beside a real wish, first run 100 / 81.2 / 18.8 false positives, now 100 / 100 / 0;
    # sarcasm about counts, long titles and jargon quoted back, first run 100 / 71.4 / 0, now
    # 100 / 92.9–100 / 0 (the classifier of 14483b7 vetoes one question). 241 (litotes, denied
    # complaints: 33.3 / 64.3 / 18.2 at first run) is listed below since session 22.
    ("style_probe240_dev.jsonl", 16),
    ("style_probe243_dev.jsonl", 14),
    # 242 (colloquial requests, later corrections: 83.3 / 78.6 / 0 at first run, 83.3 / 85.7 / 0
    # at session 19's start): what follows "that was a mistake, …" / 之前说…是我说错了，… is the
    # new wish; 100 / 100 / 0.
    ("style_probe242_dev.jsonl", 14),
    # Session 20: v41 (written blind in session 19, 92.9 / 88.2 / 2.3 at first run) released to
    # the fixers; 100 / 97.1 / 0.8 after the rules' fixes, before the classifier was retrained
    # on it. Dev set 20 (variants of its misses in other words, written before the fixes: 75.0 /
    # 66.7 / 4.8 at first run) stays below the floors and is not listed.
    ("style_conflicts_blind_v41.jsonl", 170),
    # Session 22: v43 (written blind in session 21; 90.9 / 83.5 / 4.0 at first run, 97.7 / 86.5 /
    # 2.4 once the classifier had read it) released to the fixers, now at the floors; probe 241
    # (litotes, denied complaints) too. Dev set 23 (variants of their misses, written before the
    # fixes: 85.7 / 63.4 / 11.1 at first run) stays below the floors and is not listed.
    ("style_conflicts_blind_v43.jsonl", 170),
    ("style_probe241_dev.jsonl", 14),
    # Session 23: v44 (written blind in session 22; 95.5 / 82.9 / 6.3 at first run, 97.7 / 85.3 /
    # 5.6 once the classifier had read it) released to the fixers, now at the floors. Dev set 24
    # (variants of its misses in other words, written before the fixes: 91.7 / 63.5 / 15.4 at
    # first run) stays below the accuracy floor and is not listed.
    ("style_conflicts_blind_v44.jsonl", 170),
    # Session 24: v45 (written blind in session 23; 90.9 / 79.4 / 4.0 at first run, 93.2 / 80.6 /
    # 3.2 once the classifier had read it) released to the fixers, now at the floors. Dev set 25
    # (variants of v45's, dev24's and dev23's misses in other words, written before the fixes:
    # 81.8 / 54.4 / 10.9 at first run) reaches them too.
    ("style_conflicts_blind_v45.jsonl", 170),
    ("style_dev25.jsonl", 57),
    # Session 25: v46 (written blind in session 24; 81.8 / 80.6 / 7.1 at first run, 90.9 / 84.1 /
    # 4.0 once the classifier had read it) released to the fixers, now at the floors. Dev set 26
    # (variants of its misses in other words, written before the fixes: 73.3 / 54.0 / 14.3 at
    # first run) stays below the accuracy floor and is not listed.
    ("style_conflicts_blind_v46.jsonl", 170),
    # Session 26: v47 (written blind in session 25; 88.6 / 82.4 / 6.3 at first run, 93.2 / 86.5 /
    # 3.2 once the classifier had read it) released to the fixers, now at the floors. Dev set 27
    # (variants of its misses in other words, written before the fixes: 70.0 / 37.8 / 31.4 at
    # first run) stays below the accuracy floor and is not listed.
    ("style_conflicts_blind_v47.jsonl", 170),
    # Session 27: v48 (written blind in session 26; 72.7 / 81.2 / 1.6 at first run and at session
    # 26's end, 86.4 / 83.5 / 0.8 once the classifier had read it) released to the fixers, now at
    # the floors (95.5 / 91.2 / 0). Dev set 28 (written before the fixes: 76.0 / 61.4 / 2.2 at
    # first run) stays below the accuracy floor and is not listed: its described complaints are
    # labelled active where older sets label the same kind pending (style_dev28.README.md).
    ("style_conflicts_blind_v48.jsonl", 170),
    # Session 29: v50 (written blind in session 28; 88.6 / 84.1 / 4.8 at first run, 93.2 / 91.2 /
    # 2.4 at session 28's end, 93.2 / 90.6 / 2.4 once the classifier had read it) released to the
    # fixers, now at the floors (97.7 / 94.7 / 1.6). Dev set 32 (written before the fixes: 100 /
    # 82.9 / 5.4 at first run) is at the floors too (100 / 92.9 / 0). v49 (90.9 recall) and dev30
    # (87.1 accuracy) stay below and are not listed.
    ("style_conflicts_blind_v50.jsonl", 170),
    ("style_dev32.jsonl", 70),
    # Session 30: v51 (written blind in session 29; 84.1 / 85.9 / 4.0 at first run, 88.6 / 89.4 /
    # 2.4 at session 29's end, 90.9 / 89.4 / 2.4 once the classifier had read it) released to the
    # fixers, now at the floors (100 / 95.3 / 0.8). Dev set 34 (written before the fixes: 60.0 /
    # 50.0 / 7.7 at first run, 100 / 80.6 / 3.8 after them) stays below and is not listed. v49
    # (written blind in session 27; 84.1 / 86.5 / 5.6 at first run, 90.9 / 94.7 / 0.8 at session
    # 30's start) reaches the floors with the same fixes (97.7 / 96.5 / 0.8).
    ("style_conflicts_blind_v51.jsonl", 170),
    ("style_conflicts_blind_v49.jsonl", 170),
    # Dev set 35 (the style-kinds helper's, written from v52's README before the fixes: 92.9 /
    # 88.8 / 3.0 at first run) is at the floors (100 / 100 / 0).
    ("style_dev35.jsonl", 80),
    # Session 31: v52 (written blind in session 30; 84.1 / 82.4 / 6.3 at first run, 88.6 / 85.9 /
    # 5.6 at session 30's end, 95.5 / 88.8 / 4.0 once the classifier had read it) released to the
    # fixers, now at the floors (100 / 98.8 / 0). Dev set 36 (variants of its misses and of the
    # session's known misses, written before the fixes: 42.9 / 54.8 / 17.1 at first run; 85.7 /
    # 92.9 / 0 with the rules' fixes alone, 100 / 95.2 / 0 once the classifier had read it).
    ("style_conflicts_blind_v52.jsonl", 170),
    ("style_dev36.jsonl", 42),
    # Dev set 37 (the style-kinds helper's, session 31, written from v53's README before the
    # fixes: 82.6 / 80.0 / 7.0 at first run) is at the floors (100 / 98.8 / 0).
    ("style_dev37.jsonl", 80),
    # Session 32: v53 (written blind in session 31; 86.4 / 79.4 / 6.3 at first run, 100 / 90.0 /
    # 4.0 once the classifier had read it) released to the fixers, now at the floors (100 /
    # 97.1 / 0). Dev set 38 (variants in other words of v53's misses and session 31's named
    # misses, written before the fixes: 100 / 70.0 / 7.9 at first run) is at them too (100 /
    # 86.0 / 0 with the rules' fixes alone, 100 / 90.0 / 0 once the classifier had read it).
    ("style_conflicts_blind_v53.jsonl", 170),
    ("style_dev38.jsonl", 50),
    # Session 33: dev set 41 (new voices and phrasings no set had — rambling messages, a reader's
    # trouble passed on, understatement, 网络用语, Cantonese, code-switching, double negation,
    # retractions — written before the fixes: 100 / 81.8 / 0 at first run) is at the floors
    # (100 / 97.0 / 0) with the rules' fixes alone.
    ("style_dev41.jsonl", 60),
    # Session 33: v54 (written blind in session 32; 88.6 / 84.7 / 5.6 at first run, 88.6 / 85.9 /
    # 4.8 at session 32's end, 95.5 / 89.4 / 4.0 once the classifier had read it) released to the
    # fixers, now at the floors (95.5 / 94.7 / 0 after main's dev41 fixes). Dev set 40
    # (variants in other words of v54's misses and the lead's named misses, written before the
    # fixes: 81.0 / 56.6 / 12.5 at first run) is at them too (90.5 / 75.5 / 0 with the rules'
    # fixes alone, 95.2 / 90.6 / 0 once the classifier had read it).
    ("style_conflicts_blind_v54.jsonl", 170),
    ("style_dev40.jsonl", 53),
    # Session 34: v55 (written blind in session 33; 90.9 / 79.4 / 8.7 at first run, 97.7 / 82.4 /
    # 5.6 once the classifier had read it) released to the fixers, now at the floors (100 / 90.6
    # / 0). Dev set 42 (the style-fix helper's: messages that teach nothing lasting — one-offs,
    # curious questions, hypotheticals, wishes reported and not taken up, praise, thanks, tool
    # chatter, mixed one-off and lasting — written before the fixes: 94.4 / 88.3 / 11.9 at first
    # run) is at them too (100 / 100 / 0) with the rules' fixes alone.
    ("style_conflicts_blind_v55.jsonl", 170),
    ("style_dev42.jsonl", 60),
    # Dev set 43 (style2's: what a message teaches — group-chat and official registers,
    # audiences, another shop's lists, styles missed, 太精简 read the right way round — written
    # before the fixes: 60.0 / 76.1 / 0 at first run) is at the floors with the rules' fixes
    # alone (100 / 95.5 / 0; 100 / 97.0 / 0 once the classifier had read it).
    ("style_dev43.jsonl", 60),
    # Dev set 44 (style-fix's: implied complaints, reader harm, rambles, voice-to-text, ESL,
    # Cantonese, withdrawals of a 規定, sarcasm, one-off edit notes — written before the fixes:
    # 75.0 / 77.8 / 2.0 at first run) is at the floors with the rules' fixes alone (100 / 93.7 / 0).
    ("style_dev44.jsonl", 60),
    # Session 35: dev set 45 (style2's: conflicts said in a writer's own words — complaints,
    # comparisons, reversals in other words, measured edits, repeats, rambles, voice-to-text,
    # Cantonese, 繁體, 中英夹杂 — written before the fixes: 85.7 / 86.7 / 5.6 at first run) is at
    # the floors with the rules' fixes alone (97.6 / 98.3 / 0).
    ("style_dev45.jsonl", 60),
    # Session 46: dev set 57 (style67fix's: variants in other words of v67's misses — litotes
    # that only permit, a number scoping one piece, rhetorical complaints, the model quoted back,
    # a denial of what was learned, softened wishes, decided hedges, bans lifted — written before
    # the fixes: 100 / 73.5 / 11.4 at first run) is at the floors (100 / 94.1 / 0).
    ("style_dev57.jsonl", 60),
    # Session 52: dev set 64 (style73fix's: variants of v73's misses — word pairs, conditions on
    # a kind of piece, a wish withdrawn by naming it, strikethrough, apologetic wishes, reading
    # levels, house style guides, fillers, hedges, corrections, with traps beside each — written
    # before the fixes: 92.9 / 62.7 / 3.8 at first run) is at the floors (100 / 94.0 / 1.9,
    # retrained) (tests/data/style_dev64.README.md).
    ("style_dev64.jsonl", 65),
    # Session 53: dev set 65a (style74fix's: variants of v74's misses — wishes typed as hashtags,
    # scores on a scale, quoted questions answered, polite "if you could…", hard words
    # described, the writer's own rambling described, a ban denied before the wish, with a decoy
    # beside each — written before the fixes: 63.6 / 60.0 / 10.2 at first run) is at the floors
    # (100 / 100 / 0) (tests/data/style_dev65a.README.md).
    ("style_dev65a.jsonl", 60),
    # Session 54: dev set 66a (style75fix's: variants of v75's misses — one word a line, tag
    # questions the writer answers, @-mentions of the helper, 「以后不要感叹号」 — and of the
    # retraining's miss, a flat "Too formal, livelier", with a decoy beside each; 92.3 / 75.0 /
    # 7.4 on unchanged main) is at the floors (100 / 100 / 0) (tests/data/style_dev66a.README.md).
    ("style_dev66a.jsonl", 40),
    # Session 55: dev set 67a (style76fix's: variants of v76's misses — mixed-language emoji
    # wishes, stretched letters, starred autocorrect fixes, text-speak and pinyin, double
    # negatives, settings blocks and slash commands, questions answered at once, examples shown
    # by a quote, a link or a screenshot, party emoji on grave news, "never not", 不需要感叹号,
    # with a decoy beside each; 90.0 / 51.1 / 8.1 on unchanged main for the first 47, 100 / 62.5
    # / 16.7 for the last 8, 4 wishes saved inverted) is at the floors (100 / 100 / 0)
    # (tests/data/style_dev67a.README.md).
    ("style_dev67a.jsonl", 55),
    # Session 56: the lead's set from outside55's style-memory findings (session 55: 46.2 / 76.7
    # / 15.0 on fb3d404e) and dev set 68b (style55lead's: new wordings of the same findings —
    # bans narrowed to "fewer", wishes put back to the one piece they were for, "I meant the
    # titles", subheadings, a paragraph counted in sentences, numbers written as words, "in any
    # post, ever", "just this post:", a sentence reworded, "the parents find it unserious" — with
    # traps; 21.4 / 59.6 / 25.6 on fb3d404e) reach 100 / 100 / 0 and 100 / 98.2 / 2.3
    # (tests/data/style_lead55.README.md, tests/data/style_dev68b.README.md).
    ("style_lead55.jsonl", 73),
    ("style_dev68b.jsonl", 57),
]


# Dev sets not yet at the floors above, each held at what it reaches (recall, accuracy, false
# positives) so that it can only go up. Session 47: dev set 59 (style68fix's: variants of v68's
# misses — 60.0 / 57.5 / 13.2 at first run) reaches 100 / 90.4 / 3.8 (two alarms left). Session
# 48: dev set 60 (style69fix's: variants of v69's misses — addressed colleagues, titles and first
# names, rewrite pairs, mixed-language brevity, emoji rebuses, scorecards — 82.8 / 51.8 / 18.5 at
# first run) reaches 89.7 / 78.6 / 0 (mixed-language brevity, emoji rebuses, a one-off edit's
# evidence, a retraction by name left: tests/data/style_dev60.README.md). Session 49: dev set 61
# (style70fix's: variants of v70's misses — sections and readerships said to last, wishes taken
# back in person, corrections after "wait, scratch that", questions without a "?", approvals made
# the rule — 75.9 / 45.0 / 12.9 at first run) reaches 89.7 / 70.0 / 9.7 (retrained)
# (tests/data/style_dev61.README.md). Session 50: dev set 62 (style71fix's: variants of v71's
# misses — musings, bans lifted, personas, homophones, shares, floors, ban lists, checklists —
# 88.9 / 61.7 / 11.9 at first run) reaches 94.4 / 90.0 / 4.8 (retrained)
# (tests/data/style_dev62.README.md). Session 51: dev set 63 (style72fix's: variants of v72's
# misses and outside50 F9 — jokes taken back, the old way called fine, one segment only, slang
# confirmed, curious whys, rhetorical "since when", examples to imitate, ranges, forwarded wishes,
# "less X, more Y", a one-off on one part beside a lasting wish — 20.0 / 40.4 / 17.0 at first
# run) reaches 100 / 98.2 / 0 (retrained) (tests/data/style_dev63.README.md).
SETS_ON_THE_WAY = [
    ("style_dev59.jsonl", 70, (1.0, 0.90, 0.038)),
    ("style_dev60.jsonl", 50, (0.89, 0.78, 0.0)),
    ("style_dev61.jsonl", 60, (0.89, 0.70, 0.097)),
    ("style_dev62.jsonl", 60, (0.94, 0.90, 0.048)),
    ("style_dev63.jsonl", 57, (1.0, 0.98, 0.0)),
]


@pytest.mark.parametrize(("name", "at_least", "floors"), SETS_ON_THE_WAY)
def test_each_dev_set_on_the_way_keeps_what_it_reaches(name, at_least, floors):
    scenarios = load_scenarios(DATA / name)
    assert len(scenarios) >= at_least
    assert {s["lang"] for s in scenarios} == {"zh", "en"}
    report = evaluate(scenarios)
    recall, accuracy, false_positives = floors
    assert report.recall >= recall, report.failures
    assert report.accuracy >= accuracy, report.failures
    assert report.false_positive_rate <= false_positives + 1e-9, report.failures
    for baseline in (do_nothing, flip_when_named):
        naive = evaluate(scenarios, baseline)
        assert naive.accuracy <= report.accuracy - 0.3, (baseline.__name__, naive.accuracy)


@pytest.mark.parametrize(("name", "at_least"), SETS)
def test_each_set_meets_the_floors_and_beats_both_baselines(name, at_least):
    scenarios = load_scenarios(DATA / name)
    assert len(scenarios) >= at_least
    assert {s["lang"] for s in scenarios} == {"zh", "en"}
    report = evaluate(scenarios)
    assert report.recall >= 0.95, report.failures
    assert report.accuracy >= 0.90, report.failures
    assert report.false_positive_rate <= 0.03, report.failures
    for baseline in (do_nothing, flip_when_named):
        naive = evaluate(scenarios, baseline)
        assert naive.accuracy <= report.accuracy - 0.3, (baseline.__name__, naive.accuracy)


def _one(suggestion, existing, expected, conflict, **extra):
    return {
        "id": "t1",
        "lang": "en",
        "kind": extra.pop("kind", "reversal"),
        "existing": existing,
        "suggestion": suggestion,
        "revision_kind": "llm",
        "conflict": conflict,
        "expected": expected,
        **extra,
    }


HELD_FORMAL = [
    {"dimension": "formality", "value": "formal", "confidence": 0.6, "evidence": 1, "age_days": 40}
]


def test_a_conflict_the_wrong_way_round_is_a_miss():
    held_none = [
        {"dimension": "emoji", "value": "none", "confidence": 0.6, "evidence": 1, "age_days": 40}
    ]
    scenario = _one(
        "I said fewer emoji, not none",
        held_none,
        {"dimension": "emoji", "value": "fewer", "state": "active"},
        True,
    )

    def backwards(revision, words, held):
        return [Observation("emoji", "more", "writer", 0.75, True, explicit=True)]

    report = evaluate([scenario], backwards)
    assert (report.conflicts, report.detected, report.correct) == (1, 0, 0)


def test_a_wrong_new_preference_on_an_unnamed_dimension_is_a_false_positive():
    scenario = _one(
        "My editor wants shorter paragraphs",
        [],
        {"dimension": "paragraph_length", "value": None, "state": None},
        False,
        kind="third_party",
    )

    def files_tone(revision, words, held):
        return [Observation("tone", "lively", "writer", 0.6, True)]

    report = evaluate([scenario], files_tone)
    assert (report.false_positives, report.wrong_new, report.correct) == (1, 1, 0)
    assert evaluate([scenario]).false_positives == 0


def test_also_lists_the_other_preferences_a_scenario_allows():
    scenario = _one(
        "Too formal, livelier",
        HELD_FORMAL,
        {"dimension": "formality", "value": "casual", "state": "active"},
        True,
        also=[{"dimension": "tone", "value": "lively"}],
    )
    assert evaluate([scenario]).correct == 1
    scenario["also"] = []
    assert evaluate([scenario]).wrong_new == 1


def test_multi_turn_expectations_are_checked():
    scenario = {
        "id": "mt",
        "lang": "en",
        "kind": "repeat",
        "existing": [],
        "turns": [
            {"suggestion": "No emoji.", "expect": {"dimension": "emoji", "value": "none"}},
            {
                "suggestion": "No emoji.",
                "regenerate": True,
                "expect": {"dimension": "emoji", "confidence": "up"},  # wrong on purpose
            },
        ],
    }
    report = evaluate([scenario])
    assert report.correct == 0 and "confidence" in report.failures[0]
    scenario["turns"][1]["expect"]["confidence"] = "same"
    scenario["turns"].append({"days_later": 90, "expect": {"dimension": "emoji", "weight": "down"}})
    assert evaluate([scenario]).correct == 1


def test_a_refused_or_failed_edit_is_never_measured():
    # The edit the model proposed (emoji added) was refused: nothing changed to measure.
    edit = {
        "revision_kind": "manual",
        "before": "Weekly roundup\n\nWe did 412 drops this week.\n\nSam starts Monday, say hi.",
        "after": "Weekly roundup 🚲\n\nWe did 412 drops 🎉\n\nSam starts Monday, say hi 👋",
    }
    want_emoji = {"dimension": "emoji", "value": "more", "state": "active"}
    saved = {"id": "m", "lang": "en", "kind": "measured_edit", "existing": []}
    saved["turns"] = [{**edit, "expect": want_emoji}]
    assert evaluate([saved]).correct == 1
    for outcome in ("refused", "failed", "stopped", "lost"):
        refused = {**saved, "turns": [{**edit, "outcome": outcome, "expect": {"nothing": True}}]}
        assert evaluate([refused]).correct == 1, outcome
