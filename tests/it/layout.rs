//! The pipeline's stages import only the stages before them: parse and link
//! never reach into ingest, the index, queries or rendering; the index never
//! into queries; queries never into rendering; and rendering takes only the
//! answer types of the queries, never the index. Read from the sources, test
//! modules left out (they may drive the whole pipeline).

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            found.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    found.sort();
    found
}

/// The source of a file without its test module.
fn without_tests(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("a source file");
    match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// The lines of code of stage `stage` (a module file and its folder) that name
/// one of `later` (paths such as `crate::query`), each with its file.
fn upward_imports(stage: &str, later: &[&str]) -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    let dir = src.join(stage);
    if dir.is_dir() {
        files.extend(sources(&dir));
    }
    let file = src.join(format!("{stage}.rs"));
    if file.is_file() {
        files.push(file);
    }
    assert!(!files.is_empty(), "no sources for the stage {stage}");
    let mut found = Vec::new();
    for path in files {
        // Comments may point a reader to a later stage.
        for line in without_tests(&path)
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
        {
            if later.iter().any(|module| line.contains(module)) {
                found.push(format!("{}: {}", path.display(), line.trim()));
            }
        }
    }
    found
}

#[test]
fn parse_and_link_import_no_later_stage() {
    let later = [
        "crate::ingest",
        "crate::index",
        "crate::query",
        "crate::render",
        "crate::workspace",
    ];
    for stage in ["normalize", "parse", "link", "lexicon", "text", "analyze"] {
        let found = upward_imports(stage, &later);
        assert!(
            found.is_empty(),
            "{stage} imports a later stage:\n{found:#?}"
        );
    }
    let found = upward_imports("parse", &["crate::link"]);
    assert!(found.is_empty(), "parse imports link:\n{found:#?}");
}

#[test]
fn the_index_imports_no_query_and_queries_no_rendering() {
    let found = upward_imports("index", &["crate::query", "crate::render"]);
    assert!(
        found.is_empty(),
        "the index imports a later stage:\n{found:#?}"
    );
    let found = upward_imports("query", &["crate::render", "crate::workspace"]);
    assert!(
        found.is_empty(),
        "a query imports a later stage:\n{found:#?}"
    );
}

#[test]
fn rendering_takes_only_the_answer_types_of_the_queries() {
    let found = upward_imports("render", &["crate::index", "crate::link", "crate::parse"]);
    assert!(
        found.is_empty(),
        "render reaches past the answers:\n{found:#?}"
    );
    for line in upward_imports("render", &["crate::query::"]) {
        let names = line.rsplit("::").next().unwrap_or_default();
        let names = names.trim_matches(|c: char| "{};".contains(c));
        for name in names.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            assert!(
                name.starts_with(char::is_uppercase),
                "render takes {name:?}, which is no answer type: {line}"
            );
        }
    }
}
