//! Fault tests: a deleted, truncated or garbled index is detected and rebuilt, a killed build leaves the
//! previous index usable, readers and a re-ingest run side by side, and an
//! unwritable index directory falls back to a temporary one.

use std::process::{Command, Stdio};

use crate::util::{corpus_dir, stderr, stdout, Crafted};

fn rulings_with_index(index: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_rulings"))
        .arg("--corpus")
        .arg(corpus_dir())
        .arg("--index")
        .arg(index)
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("run rulings")
}

fn live_generation(index: &std::path::Path) -> std::path::PathBuf {
    let current = std::fs::read_to_string(index.join("CURRENT")).unwrap();
    index.join(current.trim())
}

fn answers(output: &std::process::Output) -> bool {
    output.status.success() && stdout(output).contains("Colon Rule")
}

#[test]
fn a_deleted_or_truncated_index_is_rebuilt() {
    let dir = tempfile::TempDir::new().unwrap();
    assert!(rulings_with_index(dir.path(), &["ingest"]).status.success());
    // Truncate every file of the live generation to half its length.
    for entry in std::fs::read_dir(live_generation(dir.path())).unwrap() {
        let path = entry.unwrap().path();
        let bytes = std::fs::read(&path).unwrap();
        std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    }
    let output = rulings_with_index(dir.path(), &["search", "amanda rogers countermanda"]);
    assert!(answers(&output), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("rebuilding"),
        "{}",
        stderr(&output)
    );
    // Delete the generation altogether.
    std::fs::remove_dir_all(live_generation(dir.path())).unwrap();
    let output = rulings_with_index(dir.path(), &["search", "amanda rogers countermanda"]);
    assert!(answers(&output), "{}", stderr(&output));
}

#[test]
fn garbage_written_into_any_index_file_is_detected_and_rebuilt() {
    let dir = tempfile::TempDir::new().unwrap();
    assert!(rulings_with_index(dir.path(), &["ingest"]).status.success());
    // Every kind of file a generation holds: tantivy's segment files (named
    // anew by each build) by their ending, and the named ones.
    let kinds = [
        ".store",
        ".idx",
        ".term",
        ".pos",
        ".fast",
        ".fieldnorm",
        "/meta.json",
        "/records.bin",
        "/store.json",
        "/summary.json",
        "/card-keys.tsv",
        "/card-names.tsv",
        "/ranking.bin",
    ];
    for kind in kinds {
        let path = std::fs::read_dir(live_generation(dir.path()))
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .find(|path| path.to_string_lossy().ends_with(kind))
            .unwrap_or_else(|| panic!("no {kind} file in the index"));
        // Garbage over the middle third, the length unchanged.
        let mut bytes = std::fs::read(&path).unwrap();
        let len = bytes.len();
        for (i, byte) in bytes[len / 3..2 * len / 3].iter_mut().enumerate() {
            *byte = (i as u8).wrapping_mul(151) ^ 0x5a;
        }
        std::fs::write(&path, &bytes).unwrap();
        let output = rulings_with_index(dir.path(), &["search", "amanda rogers countermanda"]);
        assert!(answers(&output), "{kind}: {}", stderr(&output));
        assert!(
            stderr(&output).contains("rebuilding"),
            "{kind}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn a_build_killed_part_way_leaves_the_previous_index_usable() {
    let dir = tempfile::TempDir::new().unwrap();
    assert!(rulings_with_index(dir.path(), &["ingest"]).status.success());
    let live = live_generation(dir.path());
    // What a killed build leaves: a temporary directory with some of the files.
    let partial = dir.path().join(".tmp-99999-1");
    std::fs::create_dir(&partial).unwrap();
    std::fs::write(partial.join("meta.json"), b"{\"segments\": [").unwrap();
    let output = rulings_with_index(dir.path(), &["search", "amanda rogers countermanda"]);
    assert!(answers(&output));
    assert!(
        !stderr(&output).contains("rebuilding"),
        "{}",
        stderr(&output)
    );
    assert_eq!(live_generation(dir.path()), live);
}

#[test]
fn readers_and_a_reingest_run_side_by_side() {
    let dir = tempfile::TempDir::new().unwrap();
    assert!(rulings_with_index(dir.path(), &["ingest"]).status.success());
    let spawn = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_rulings"))
            .arg("--corpus")
            .arg(corpus_dir())
            .arg("--index")
            .arg(dir.path())
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    for _ in 0..3 {
        let ingest = spawn(&["ingest"]);
        let readers: Vec<_> = (0..2)
            .map(|_| spawn(&["search", "amanda rogers countermanda"]))
            .collect();
        for reader in readers {
            let output = reader.wait_with_output().unwrap();
            assert!(answers(&output), "{}", stderr(&output));
        }
        assert!(ingest.wait_with_output().unwrap().status.success());
    }
    let output = rulings_with_index(dir.path(), &["search", "amanda rogers countermanda"]);
    assert!(answers(&output));
}

#[test]
fn an_unwritable_index_directory_falls_back_to_a_temporary_one() {
    let dir = tempfile::TempDir::new().unwrap();
    let file = dir.path().join("not-a-directory");
    std::fs::write(&file, b"a file where the index directory should be").unwrap();
    let output = rulings_with_index(
        &file.join("index"),
        &["search", "amanda rogers countermanda"],
    );
    assert!(answers(&output), "{}", stderr(&output));
    let message = stderr(&output);
    assert!(
        message.contains("cannot build the index in") && message.contains("instead"),
        "{message}"
    );
}

#[cfg(unix)]
#[test]
fn a_fallback_directory_that_is_a_link_is_not_used() {
    use std::os::unix::fs::MetadataExt;
    let dir = tempfile::TempDir::new().unwrap();
    let file = dir.path().join("not-a-directory");
    std::fs::write(&file, b"a file where the index directory should be").unwrap();
    // The fallback's name is predictable: someone else may have put a link there.
    let uid = std::fs::metadata("/proc/self").map_or(0, |m| m.uid());
    let elsewhere = dir.path().join("elsewhere");
    std::fs::create_dir(&elsewhere).unwrap();
    let fallback = dir.path().join(format!("rulings-index-{uid}"));
    std::os::unix::fs::symlink(&elsewhere, &fallback).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_rulings"))
        .arg("--corpus")
        .arg(corpus_dir())
        .arg("--index")
        .arg(file.join("index"))
        .args(["search", "amanda rogers countermanda"])
        .env("TMPDIR", dir.path())
        .env("NO_COLOR", "1")
        .output()
        .expect("run rulings");
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let message = stderr(&output);
    assert!(
        message.contains("another user's") && message.contains("--index"),
        "{message}"
    );
    assert_eq!(std::fs::read_dir(&elsewhere).unwrap().count(), 0);
}

/// Sets a corpus file's modification time to `seconds` ago.
fn age(path: &std::path::Path, seconds: u64) {
    let file = std::fs::File::options().write(true).open(path).unwrap();
    let time = std::time::SystemTime::now() - std::time::Duration::from_secs(seconds);
    file.set_modified(time).unwrap();
}

#[test]
fn a_changed_document_of_the_same_size_is_seen_and_a_touched_one_is_not_a_change() {
    let glossary = |word: &str| format!("downloading – You may download {word} in a turn.\n");
    let crafted = Crafted::new(&[("g.txt", "glossary", glossary("twice").as_bytes())]);
    let corpus = crafted.root.path().join("corpus");
    for file in ["g.txt", "manifest.json"] {
        age(&corpus.join(file), 3600);
    }
    assert!(crafted.run(&["ingest"]).status.success());
    let quiet = crafted.run(&["search", "download"]);
    assert!(stderr(&quiet).is_empty(), "{}", stderr(&quiet));
    // Same size, other words, another time: stale.
    std::fs::write(corpus.join("g.txt"), glossary("thrice")).unwrap();
    age(&corpus.join("g.txt"), 1800);
    let changed = crafted.run(&["search", "thrice"]);
    assert!(
        stderr(&changed).contains("rebuilding"),
        "{}",
        stderr(&changed)
    );
    assert!(stdout(&changed).contains("thrice"));
    // Another time, same bytes: still fresh.
    age(&corpus.join("g.txt"), 900);
    let touched = crafted.run(&["search", "thrice"]);
    assert!(stderr(&touched).is_empty(), "{}", stderr(&touched));
    assert!(stdout(&touched).contains("thrice"));
}

#[test]
fn a_rebuild_leaves_the_users_own_files_in_the_index_directory_alone() {
    let dir = tempfile::TempDir::new().unwrap();
    let own = ["gen-1x", "gen-photos", ".tmp-notes"];
    // Older than the hour after which a build's leftovers are removed.
    let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3 * 3600);
    for name in own {
        let path = dir.path().join(name);
        std::fs::create_dir(&path).unwrap();
        std::fs::write(path.join("keep.txt"), "mine").unwrap();
        std::fs::File::open(&path)
            .and_then(|d| d.set_modified(long_ago))
            .unwrap();
    }
    // Three builds: the first two generations become old ones, removed.
    for _ in 0..3 {
        let output = rulings_with_index(dir.path(), &["ingest"]);
        assert!(output.status.success(), "{}", stderr(&output));
    }
    for name in own {
        let kept = dir.path().join(name).join("keep.txt");
        assert!(kept.exists(), "{} was removed", kept.display());
    }
    let generations = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.starts_with("gen-") && !own.contains(&name.as_str())
        })
        .count();
    assert_eq!(generations, 2, "the live generation and the one before it");
}
