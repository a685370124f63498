//! The command line: help, exit codes, pipes, index freshness.

use std::process::{Command, Stdio};

use crate::util::{corpus_dir, rulings, run_in, stderr, stdout, Crafted};

#[test]
fn help_shows_examples() {
    let output = crate::util::rulings(&["search", "--help"]);
    assert!(output.status.success());
    assert!(stdout(&output).contains("Examples:"));
}

#[test]
fn usage_errors_exit_2() {
    let output = crate::util::rulings(&["search", "--limit", "0", "hugh"]);
    assert_eq!(output.status.code(), Some(2));
    let output = crate::util::rulings(&["search", "--source", "novel", "hugh"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn unknown_id_says_what_to_do() {
    let output = crate::util::rulings(&["show", "faq/9.9/nothing-here"]);
    assert_ne!(output.status.code(), Some(0));
    assert!(
        stderr(&output).contains("no record has the id"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn show_prints_a_record_in_full() {
    let results = crate::util::search("amanda rogers countermanda");
    let id = results[0]["id"].as_str().unwrap();
    let value = crate::util::rulings_json(&["show", id]);
    assert_eq!(value["record"]["id"], id);
    let output = crate::util::rulings(&["show", id]);
    assert!(stdout(&output).contains(id));
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let index = tempfile::TempDir::new().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_rulings"))
        .args([
            "--corpus",
            corpus_dir().to_str().unwrap(),
            "--index",
            index.path().to_str().unwrap(),
            "export",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(!stderr(&output).contains("panicked"));
}

#[test]
fn the_embedded_corpus_works_from_any_directory() {
    let home = tempfile::TempDir::new().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_rulings"))
        .args(["search", "--json", "amanda rogers countermanda"])
        .current_dir(home.path())
        .env("HOME", home.path())
        .env("XDG_CACHE_HOME", home.path().join("cache"))
        // Set but empty is unset: not the current directory.
        .env("RULINGS_INDEX", "")
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(value["results"][0]["source"], "faq");
    assert!(home.path().join("cache/rulings/index/CURRENT").is_file());
    let written: Vec<_> = std::fs::read_dir(home.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(written, ["cache"]);
}

#[test]
fn an_empty_directory_name_is_a_usage_error() {
    let cwd = tempfile::TempDir::new().unwrap();
    for option in ["--index", "--corpus"] {
        let args = [option, "", "search", "hugh"].map(String::from);
        let output = run_in(cwd.path(), &args);
        assert_eq!(output.status.code(), Some(2), "{option}");
        assert!(
            stderr(&output).contains("an empty directory name"),
            "{option}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn a_changed_corpus_rebuilds_the_index() {
    let crafted = Crafted::new(&[(
        "g.txt",
        "glossary",
        "cargo run – A ship may make one cargo run.".as_bytes(),
    )]);
    let first = crafted.run(&["search", "--json", "cargo"]);
    assert!(first.status.success());
    assert!(
        stderr(&first).contains("building the index"),
        "{}",
        stderr(&first)
    );
    let quiet = crafted.run(&["search", "--json", "cargo"]);
    assert!(!stderr(&quiet).contains("build"), "{}", stderr(&quiet));
    std::fs::write(
        crafted.root.path().join("corpus/g.txt"),
        "cargo run – A ship may make two cargo runs at once.",
    )
    .unwrap();
    let after = crafted.run(&["search", "--json", "cargo"]);
    assert!(stderr(&after).contains("stale"), "{}", stderr(&after));
    assert!(stdout(&after).contains("two cargo runs"));
}

#[test]
fn a_corrupt_index_is_rebuilt() {
    let crafted = Crafted::new(&[(
        "g.txt",
        "glossary",
        "cargo run – A ship may make one cargo run.".as_bytes(),
    )]);
    assert!(crafted.run(&["ingest"]).status.success());
    let index = crafted.root.path().join("index");
    let current = std::fs::read_to_string(index.join("CURRENT")).unwrap();
    let generation = index.join(current.trim());
    for entry in std::fs::read_dir(&generation).unwrap() {
        let path = entry.unwrap().path();
        std::fs::write(&path, b"garbage").unwrap();
    }
    let output = crafted.run(&["search", "--json", "cargo"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("rebuilding"),
        "{}",
        stderr(&output)
    );
    assert!(stdout(&output).contains("cargo run"));
}

#[test]
fn colour_only_when_asked() {
    let index = tempfile::TempDir::new().unwrap();
    let corpus = corpus_dir();
    let mut forced: Vec<String> = vec![
        "--corpus".into(),
        corpus.display().to_string(),
        "--index".into(),
        index.path().display().to_string(),
    ];
    forced.extend(["--color", "always", "search", "hugh"].map(String::from));
    let output = run_in(index.path(), &forced);
    assert!(stdout(&output).contains("\u{1b}["));
}

#[test]
fn a_card_lookup_without_a_name_is_a_usage_error() {
    for name in ["", "  -- "] {
        let output = rulings(&["card", name]);
        assert_eq!(output.status.code(), Some(2), "{name:?}");
        assert!(
            stderr(&output).contains("no card name"),
            "{}",
            stderr(&output)
        );
    }
}

#[test]
fn a_date_before_every_document_or_off_the_calendar_is_a_usage_error() {
    let before = rulings(&["search", "battle", "--as-of", "1990-01-01"]);
    assert_eq!(before.status.code(), Some(2));
    assert!(
        stderr(&before).contains("in force from 1996-05-14"),
        "{}",
        stderr(&before)
    );
    let off = rulings(&["search", "battle", "--as-of", "2017-02-30"]);
    assert_eq!(off.status.code(), Some(2));
    assert!(stderr(&off).contains("not a date"), "{}", stderr(&off));
}

#[test]
fn the_record_ids_in_the_help_examples_exist() {
    let mut ids = Vec::new();
    for help in [&["--help"][..], &["show", "--help"]] {
        let text = stdout(&rulings(help));
        ids.extend(
            text.lines()
                .filter_map(|line| line.trim().strip_prefix("rulings show "))
                .map(|id| id.trim().to_string()),
        );
    }
    assert!(ids.len() >= 2, "{ids:?}");
    for id in ids {
        let output = rulings(&["show", &id]);
        assert!(output.status.success(), "{id}: {}", stderr(&output));
    }
}
