//! The human-readable output of `rulings search`, `card`, `respond` and
//! `superseded` (no `--json`) on the shipped corpus, compared whole with the
//! text in `tests/it/expected/NAME.txt`: one file per case, holding exactly
//! the command's stdout, rendered without colour at 100 columns (see
//! `util::run_in`).
//!
//! A mismatch fails with both texts and the first line that differs. When a
//! change of the output is intended, regenerate the expected files with
//!
//! ```text
//! RULINGS_BLESS=1 cargo test --test it tables
//! ```
//!
//! which writes what each command printed into its file instead of failing;
//! then review the change with `git diff tests/it/expected`.

use std::path::{Path, PathBuf};

use crate::util::{rulings, stderr, stdout};

/// The expected stdout of case `name`.
fn expected_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/it/expected")
        .join(format!("{name}.txt"))
}

/// Whether `RULINGS_BLESS=1` asks to write the expected files.
fn blessing() -> bool {
    std::env::var_os("RULINGS_BLESS").is_some_and(|value| value == "1")
}

/// Runs `rulings ARGS`, checks it succeeds, and compares its stdout with the
/// expected text of case `name` (or writes that text when blessing).
fn assert_table(name: &str, args: &[&str]) {
    let output = rulings(args);
    assert!(
        output.status.success(),
        "rulings {args:?} exited with {}: {}",
        output.status,
        stderr(&output)
    );
    let got = stdout(&output);
    let path = expected_path(name);
    if blessing() {
        std::fs::write(&path, &got)
            .unwrap_or_else(|error| panic!("cannot write {}: {error}", path.display()));
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|error| {
        panic!(
            "cannot read {}: {error} (RULINGS_BLESS=1 writes it)",
            path.display()
        )
    });
    if let Some(report) = difference(&expected, &got) {
        panic!(
            "rulings {args:?}: stdout differs from {}\n{report}\n\
             If the new output is right, rerun with RULINGS_BLESS=1 to write it.",
            path.display()
        );
    }
}

/// None when the texts are equal; else a report of both texts and the first
/// line (counted from 1) where they differ.
fn difference(expected: &str, got: &str) -> Option<String> {
    if expected == got {
        return None;
    }
    let mut expected_lines = expected.split_inclusive('\n');
    let mut got_lines = got.split_inclusive('\n');
    let mut number = 1;
    let (want, have) = loop {
        match (expected_lines.next(), got_lines.next()) {
            (Some(want), Some(have)) if want == have => number += 1,
            (want, have) => break (want, have),
        }
    };
    let shown = |line: Option<&str>| line.map_or("(end of text)".to_string(), |l| format!("{l:?}"));
    Some(format!(
        "first difference at line {number}:\n  expected: {}\n  got:      {}\n\
         --- expected ---\n{expected}--- got ---\n{got}--- end ---",
        shown(want),
        shown(have)
    ))
}

#[test]
fn search_amanda_rogers_countermanda_table() {
    assert_table(
        "search_amanda_rogers_countermanda",
        &["search", "--limit", "3", "amanda rogers countermanda"],
    );
}

#[test]
fn search_suspends_play_table() {
    assert_table(
        "search_suspends_play",
        &["search", "--limit", "3", "suspends play"],
    );
}

#[test]
fn search_qs_tent_in_the_glossary_table() {
    assert_table(
        "search_qs_tent_glossary",
        &["search", "--limit", "2", "--source", "glossary", "qs tent"],
    );
}

#[test]
fn search_without_a_match_table() {
    assert_table("search_no_match", &["search", "xylophonequartz"]);
}

#[test]
fn card_kevin_uxbridge_table() {
    assert_table("card_kevin_uxbridge", &["card", "Kevin Uxbridge"]);
}

#[test]
fn card_countermanda_table() {
    assert_table("card_countermanda", &["card", "Countermanda"]);
}

#[test]
fn card_ambiguous_name_table() {
    assert_table("card_ambiguous_phaser", &["card", "phaser"]);
}

#[test]
fn card_unknown_name_table() {
    assert_table("card_no_match", &["card", "zzzzqqq"]);
}

#[test]
fn respond_hugh_borg_ship_dilemma_table() {
    assert_table(
        "respond_hugh_borg_ship_dilemma",
        &["respond", "Hugh", "Borg Ship dilemma"],
    );
}

#[test]
fn respond_going_to_the_top_personnel_battle_table() {
    assert_table(
        "respond_going_to_the_top_personnel_battle",
        &["respond", "Going to the Top", "personnel battle"],
    );
}

#[test]
fn respond_unknown_verdict_table() {
    assert_table(
        "respond_kurlan_naiskos_kevin_uxbridge",
        &["respond", "Kurlan Naiskos", "Kevin Uxbridge"],
    );
}

#[test]
fn superseded_table() {
    assert_table("superseded", &["superseded"]);
}

#[test]
fn superseded_candidates_table() {
    assert_table("superseded_candidates", &["superseded", "--candidates"]);
}
