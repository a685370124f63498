#!/usr/bin/env python3
"""Byte-for-byte parity of two `rulings` binaries' JSON answers.

A refactoring that keeps behaviour must give the same bytes for the same
questions. This runs both binaries (each on an index of its own, over the same
corpus) on:

  - every question of a JSONL file of the answer-quality check's shape
    (`--questions`, optional): its search, respond or card command;
  - 1,000 searches: single corpus words, pairs and triples of them, and card
    names, drawn with a fixed seed;
  - `card` for every card of `rulings cards`;
  - `respond` for 50 actors x 30 actions (card titles and action words);
  - `show` for every record id of `rulings export`;
  - `superseded` (with and without candidates), `cards` and `export`.

Usage:
  scripts/parity.py --before OLD_BIN --after NEW_BIN [--questions FILE]
                    [--corpus DIR] [--jobs N] [--show-diffs N] [--ignore KEY]...

With --ignore KEY, answers are compared as JSON with every KEY left out at any
depth (e.g. --ignore score to see whether only scores moved).
Exit status: 0 when every answer is the same, 1 when some differ.
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import subprocess
import sys
import tempfile

ACTION_WORDS = [
    "battle", "personnel battle", "ship battle", "attack", "encounter",
    "mission attempt", "beaming", "movement", "card play", "dilemma",
    "interrupt", "download", "a special download", "Borg Ship dilemma", "a Hail",
]


def run(binary, index, corpus, args):
    """The exit status, stdout and stderr of one command."""
    command = [binary, "--corpus", corpus, "--index", index, "--color", "never"] + args
    done = subprocess.run(command, capture_output=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def corpus_words(records):
    """Distinct words of four letters or more in the records' titles and texts."""
    words = set()
    for record in records:
        for word in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", record["title"] + " " + record["text"]):
            words.add(word.lower())
    return sorted(words)


def questions_from(path):
    """The commands of an answer-quality check's questions."""
    commands = []
    if not path:
        return commands
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if not line.strip():
                continue
            q = json.loads(line)
            if q["kind"] == "search":
                commands.append(["search", "--json", "--limit", "10", q["query"]])
            elif q["kind"] == "respond":
                commands.append(["respond", "--json", q["actor"], q["action"]])
            elif q["kind"] == "card":
                commands.append(["card", "--json", q["card"]])
    return commands


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", required=True)
    ap.add_argument("--questions")
    ap.add_argument("--corpus", default=os.path.join(os.path.dirname(__file__), "..", "corpus"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--show-diffs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=24)
    ap.add_argument("--ignore", action="append", default=[])
    a = ap.parse_args()
    corpus = os.path.abspath(a.corpus)
    scratch = tempfile.mkdtemp(prefix="rulings-parity-")
    indexes = {a.before: os.path.join(scratch, "before"), a.after: os.path.join(scratch, "after")}
    for binary, index in indexes.items():
        status, _, err = run(binary, index, corpus, ["ingest", "--json"])
        if status not in (0, 3):
            sys.exit(f"{binary} ingest failed: {err.decode()[-300:]}")

    _, exported, _ = run(a.before, indexes[a.before], corpus, ["export"])
    records = [json.loads(line) for line in exported.splitlines() if line.strip()]
    _, listed, _ = run(a.before, indexes[a.before], corpus, ["cards", "--json"])
    cards = [card["title"] for card in json.loads(listed)["cards"]]

    rng = random.Random(a.seed)
    words = corpus_words(records)
    searches = []
    for n in range(1000):
        shape = n % 4
        if shape == 3 and cards:
            searches.append(rng.choice(cards))
        else:
            searches.append(" ".join(rng.sample(words, shape + 1)))
    actors = rng.sample(cards, min(40, len(cards))) + ACTION_WORDS[:10]
    actions = rng.sample(cards, min(15, len(cards))) + ACTION_WORDS

    commands = {"questions": questions_from(a.questions)}
    commands["search"] = [["search", "--json", "--limit", "10", q] for q in searches]
    commands["card"] = [["card", "--json", title] for title in cards]
    commands["respond"] = [["respond", "--json", x, y] for x in actors for y in actions]
    commands["show"] = [["show", "--json", r["id"]] for r in records]
    commands["whole"] = [
        ["superseded", "--json"], ["superseded", "--json", "--candidates"],
        ["cards", "--json"], ["export"],
    ]
    filtered = []
    for query in searches[:40]:
        for extra in (["--current"], ["--source", "faq"], ["--card", cards[0]] if cards else []):
            filtered.append(["search", "--json", "--limit", "10", query] + extra)
        filtered.append(["search", "--json", "--limit", "10", query + " status:superseded"])
    commands["filtered"] = filtered
    dated = []
    for date in ("2000-01-01", "2018-01-01"):
        dated += [["search", "--json", "--as-of", date, q] for q in searches[:50]]
        dated += [["card", "--json", "--as-of", date, t] for t in cards[:30]]
        dated += [["respond", "--json", "--as-of", date, x, y] for x in actors[:10] for y in actions[:10]]
        dated += [["show", "--json", "--as-of", date, r["id"]] for r in records[:100]]
    commands["as-of"] = dated

    def without(value):
        if isinstance(value, dict):
            return {k: without(v) for k, v in value.items() if k not in a.ignore}
        if isinstance(value, list):
            return [without(v) for v in value]
        return value

    def answer(done):
        status, out, err = done
        if not a.ignore:
            return status, out
        try:
            return status, json.dumps(without(json.loads(out)), sort_keys=True)
        except json.JSONDecodeError:
            pass
        try:
            lines = [json.loads(line) for line in out.splitlines() if line.strip()]
            return status, json.dumps(without(lines), sort_keys=True)
        except json.JSONDecodeError:
            return status, out

    def compare(args):
        before = run(a.before, indexes[a.before], corpus, args)
        after = run(a.after, indexes[a.after], corpus, args)
        return args, before, after

    failed = 0
    for kind, batch in commands.items():
        same = 0
        diffs = []
        with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
            for args, before, after in pool.map(compare, batch):
                if answer(before) == answer(after):
                    same += 1
                else:
                    diffs.append((args, before, after))
        print(f"{kind:10} {same} of {len(batch)} the same")
        for args, before, after in diffs[: a.show_diffs]:
            print(f"  differs: rulings {' '.join(args)}")
            print(f"    before: exit {before[0]}: {before[1][:300]!r} {before[2][-200:]!r}")
            print(f"    after:  exit {after[0]}: {after[1][:300]!r} {after[2][-200:]!r}")
        failed += len(diffs)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
