//! Running the binary: on the shipped corpus with a shared index, or on a
//! crafted corpus in a temporary directory.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use serde_json::Value;
use tempfile::TempDir;

/// The repository's own corpus directory.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// An index of the shipped corpus, built once for the whole test run.
pub fn shared_index() -> &'static Path {
    static INDEX: OnceLock<TempDir> = OnceLock::new();
    INDEX
        .get_or_init(|| {
            let dir = TempDir::new().expect("temp dir");
            let output = run_in(dir.path(), &corpus_args(dir.path(), &["ingest"]));
            assert!(
                output.status.success(),
                "ingest failed: {}",
                stderr(&output)
            );
            dir
        })
        .path()
}

/// `--corpus` (the shipped corpus) and `--index INDEX`, then `args`.
pub fn corpus_args(index: &Path, args: &[&str]) -> Vec<String> {
    let mut all = vec![
        "--corpus".to_string(),
        corpus_dir().display().to_string(),
        "--index".to_string(),
        index.display().to_string(),
    ];
    all.extend(args.iter().map(|a| a.to_string()));
    all
}

/// Runs `rulings ARGS` in `cwd` with colour and width settings cleared.
pub fn run_in(cwd: &Path, args: &[String]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rulings"))
        .args(args)
        .current_dir(cwd)
        .env_remove("RULINGS_INDEX")
        .env_remove("COLUMNS")
        .env("NO_COLOR", "1")
        .output()
        .expect("run rulings")
}

/// Runs `rulings ARGS` on the shipped corpus with the shared index.
pub fn rulings(args: &[&str]) -> Output {
    let index = shared_index();
    run_in(index, &corpus_args(index, args))
}

/// Runs `rulings ARGS --json` on the shipped corpus and decodes stdout.
pub fn rulings_json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let output = rulings(&all);
    assert!(
        output.status.success(),
        "rulings {args:?} failed: {}",
        stderr(&output)
    );
    serde_json::from_slice(&output.stdout).expect("stdout is JSON")
}

/// The results of `rulings search --json QUERY`.
pub fn search(query: &str) -> Vec<Value> {
    let value = rulings_json(&["search", "--limit", "10", query]);
    value["results"].as_array().cloned().unwrap_or_default()
}

/// Stdout as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Stderr as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A crafted corpus: a manifest listing `documents` (file, kind, bytes).
pub struct Crafted {
    /// Holds corpus/ and index/.
    pub root: TempDir,
}

impl Crafted {
    /// Writes the documents and a manifest naming them.
    pub fn new(documents: &[(&str, &str, &[u8])]) -> Crafted {
        let root = TempDir::new().expect("temp dir");
        let corpus = root.path().join("corpus");
        std::fs::create_dir(&corpus).expect("corpus dir");
        let mut entries = Vec::new();
        for (file, kind, bytes) in documents {
            std::fs::write(corpus.join(file), bytes).expect("write document");
            entries.push(serde_json::json!({
                "file": file, "kind": kind, "title": file, "issuer": "test", "authority": 1
            }));
        }
        let manifest = serde_json::json!({ "documents": entries });
        std::fs::write(corpus.join("manifest.json"), manifest.to_string()).expect("manifest");
        Crafted { root }
    }

    /// Runs `rulings` on this corpus with its own index.
    pub fn run(&self, args: &[&str]) -> Output {
        let mut all = vec![
            "--corpus".to_string(),
            self.root.path().join("corpus").display().to_string(),
            "--index".to_string(),
            self.root.path().join("index").display().to_string(),
        ];
        all.extend(args.iter().map(|a| a.to_string()));
        run_in(self.root.path(), &all)
    }
}

/// The text a user sees of a result: title and text.
pub fn seen(result: &Value) -> String {
    format!(
        "{} {}",
        result["title"].as_str().unwrap_or_default(),
        result["text"].as_str().unwrap_or_default()
    )
}
