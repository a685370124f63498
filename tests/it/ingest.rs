//! `rulings ingest` on the real corpus and on crafted documents.

use crate::util::{corpus_dir, rulings_json, stderr, stdout, Crafted};

#[test]
fn every_document_yields_records() {
    let report = rulings_json(&["ingest"]);
    let documents = report["documents"].as_array().unwrap();
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(corpus_dir().join("manifest.json")).unwrap())
            .unwrap();
    assert_eq!(
        documents.len(),
        manifest["documents"].as_array().unwrap().len()
    );
    for document in documents {
        assert!(document["records"].as_u64().unwrap() > 0, "{document}");
    }
    assert!(report["skipped"].as_array().unwrap().is_empty());
}

#[test]
fn every_faq_question_is_a_record() {
    let faq = std::fs::read(corpus_dir().join("faq-1996-05-14.txt")).unwrap();
    let text = String::from_utf8_lossy(&faq);
    let questions = text.matches("@{b}Q:@{ub}").count();
    let output = crate::util::rulings(&["export"]);
    let wholes = stdout(&output)
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .filter(|r| {
            r["source"] == "faq" && (r["kind"] == "question" || r["kind"] == "cross_reference")
        })
        .count();
    assert_eq!(wholes, questions);
}

#[test]
fn export_ids_are_unique_and_stable() {
    let first = stdout(&crate::util::rulings(&["export"]));
    let again = stdout(&crate::util::rulings(&["export"]));
    assert_eq!(first, again);
    let mut ids: Vec<String> = first
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["id"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    let count = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), count);
}

#[test]
fn an_unreadable_document_is_skipped_and_the_rest_indexed() {
    let glossary =
        "downloading – There is no limit on the number of times you may download in a turn.\n";
    let crafted = Crafted::new(&[
        ("good.txt", "glossary", glossary.as_bytes()),
        ("empty.txt", "glossary", b""),
        ("binary.txt", "faq", b"\x00\x01\x02garbage"),
    ]);
    let output = crafted.run(&["ingest"]);
    assert_eq!(output.status.code(), Some(3), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.contains("empty.txt") && text.contains("binary.txt"),
        "{text}"
    );
    let search = crafted.run(&["search", "--json", "download limit"]);
    assert!(search.status.success());
    let value: serde_json::Value = serde_json::from_slice(&search.stdout).unwrap();
    assert_eq!(value["results"][0]["source"], "glossary");
}

#[test]
fn unknown_kind_in_the_manifest_is_reported() {
    let crafted = Crafted::new(&[
        (
            "good.txt",
            "glossary",
            "cargo run – A ship may make one cargo run.".as_bytes(),
        ),
        ("odd.txt", "novel", b"It was a dark and stormy night."),
    ]);
    let output = crafted.run(&["ingest"]);
    assert_eq!(output.status.code(), Some(3));
    assert!(
        stdout(&output).contains("unknown kind"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn latin1_and_crlf_documents_are_read() {
    let mut bytes =
        b"Q\x92s Tent \x96 You may play it once per turn.\r\n\r\nSee downloading.\r\n".to_vec();
    bytes.extend_from_slice(b"\r\n");
    let crafted = Crafted::new(&[("old.txt", "glossary", &bytes)]);
    let output = crafted.run(&["ingest", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let warnings = report["warnings"].to_string();
    assert!(
        warnings.contains("Windows-1252") && warnings.contains("old.txt"),
        "{warnings}"
    );
    let search = crafted.run(&["search", "--json", "qs tent"]);
    let value: serde_json::Value = serde_json::from_slice(&search.stdout).unwrap();
    let text = value["results"][0]["text"].as_str().unwrap();
    assert!(text.contains("Q’s Tent") && !text.contains('\r'), "{text}");
}

#[test]
fn a_malformed_manifest_is_a_clear_error() {
    let crafted = Crafted::new(&[]);
    std::fs::write(
        crafted.root.path().join("corpus/manifest.json"),
        "{not json",
    )
    .unwrap();
    let output = crafted.run(&["search", "hugh"]);
    assert_eq!(output.status.code(), Some(1));
    let message = stderr(&output);
    assert!(
        message.contains("manifest") && !message.contains("panicked"),
        "{message}"
    );
    // The error comes alone: no build was started.
    assert!(!message.contains("building the index"), "{message}");
}

#[test]
fn a_generated_scale_corpus_parses_into_as_many_records_per_copy() {
    let root = tempfile::TempDir::new().unwrap();
    let scaled = root.path().join("scaled");
    let generate = crate::util::run_in(
        root.path(),
        &[
            "--corpus".to_string(),
            corpus_dir().display().to_string(),
            "generate-corpus".to_string(),
            "--times".to_string(),
            "3".to_string(),
            scaled.display().to_string(),
        ],
    );
    assert!(generate.status.success(), "{}", stderr(&generate));
    let ingest = crate::util::run_in(
        root.path(),
        &[
            "--corpus".to_string(),
            scaled.display().to_string(),
            "--index".to_string(),
            root.path().join("index").display().to_string(),
            "ingest".to_string(),
            "--json".to_string(),
        ],
    );
    assert!(ingest.status.success(), "{}", stderr(&ingest));
    let report: serde_json::Value = serde_json::from_slice(&ingest.stdout).unwrap();
    let shipped = rulings_json(&["ingest"]);
    let per_file = |report: &serde_json::Value, file: &str| {
        report["documents"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["file"] == file)
            .map(|d| d["records"].as_u64().unwrap())
    };
    for document in shipped["documents"].as_array().unwrap() {
        let file = document["file"].as_str().unwrap();
        let records = document["records"].as_u64().unwrap();
        for copy in 0..3 {
            let name = format!("copy{copy:04}-{file}");
            assert_eq!(per_file(&report, &name), Some(records), "{name}");
        }
    }
}

#[test]
fn generate_corpus_refuses_to_write_over_a_directory_that_holds_files() {
    let root = tempfile::TempDir::new().unwrap();
    let manifest = root.path().join("manifest.json");
    std::fs::write(&manifest, "{\"documents\": []}").unwrap();
    let generate = crate::util::run_in(
        root.path(),
        &[
            "--corpus".to_string(),
            corpus_dir().display().to_string(),
            "generate-corpus".to_string(),
            "--times".to_string(),
            "2".to_string(),
            root.path().display().to_string(),
        ],
    );
    assert_eq!(generate.status.code(), Some(2), "{}", stderr(&generate));
    assert!(
        stderr(&generate).contains("not empty"),
        "{}",
        stderr(&generate)
    );
    assert_eq!(
        std::fs::read_to_string(&manifest).unwrap(),
        "{\"documents\": []}"
    );
    assert_eq!(std::fs::read_dir(root.path()).unwrap().count(), 1);
}

#[test]
fn a_title_repeated_by_a_second_document_gets_an_id_of_its_own_and_a_warning() {
    let crafted = Crafted::new(&[
        (
            "first.txt",
            "glossary",
            "cargo run – A ship may make one cargo run.".as_bytes(),
        ),
        (
            "second.txt",
            "glossary",
            "cargo run – A ship may make two cargo runs.".as_bytes(),
        ),
    ]);
    let output = crafted.run(&["ingest", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let warnings = report["warnings"].as_array().unwrap();
    let duplicate = warnings
        .iter()
        .find(|w| w["kind"] == "duplicate-id")
        .unwrap_or_else(|| panic!("no duplicate-id warning in {warnings:?}"));
    assert_eq!(duplicate["doc"], "second.txt");
    for (id, words) in [
        ("glossary/cargo-run/p1", "one cargo run"),
        ("glossary/cargo-run/p1~2", "two cargo runs"),
    ] {
        let output = crafted.run(&["show", "--json", id]);
        assert!(output.status.success(), "{id}: {}", stderr(&output));
        assert!(stdout(&output).contains(words), "{id}: {}", stdout(&output));
    }
}

#[test]
fn a_document_listed_twice_is_read_once_and_the_second_entry_reported() {
    let crafted = Crafted::new(&[(
        "good.txt",
        "glossary",
        "cargo run – A ship may make one cargo run.".as_bytes(),
    )]);
    let manifest = crafted.root.path().join("corpus/manifest.json");
    let mut listed: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&manifest).unwrap()).unwrap();
    let entry = listed["documents"][0].clone();
    listed["documents"].as_array_mut().unwrap().push(entry);
    std::fs::write(&manifest, listed.to_string()).unwrap();
    let output = crafted.run(&["ingest", "--json"]);
    assert_eq!(output.status.code(), Some(3), "{}", stderr(&output));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["documents"].as_array().unwrap().len(), 1);
    let skipped = report["skipped"].to_string();
    assert!(skipped.contains("listed twice"), "{skipped}");
}

#[test]
fn a_manifest_listing_no_documents_is_an_error_that_says_so() {
    let crafted = Crafted::new(&[]);
    let output = crafted.run(&["search", "cargo run"]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("lists no documents"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_corpus_directory_that_does_not_exist_is_named_in_the_error() {
    let root = tempfile::TempDir::new().unwrap();
    let missing = root.path().join("no-corpus-here");
    let output = crate::util::run_in(
        root.path(),
        &[
            "--corpus".to_string(),
            missing.display().to_string(),
            "search".to_string(),
            "hugh".to_string(),
        ],
    );
    assert_eq!(output.status.code(), Some(1));
    let message = stderr(&output);
    assert!(message.contains("no such directory"), "{message}");
    assert!(!message.contains("building the index"), "{message}");
}

#[test]
fn the_parts_of_a_renamed_question_follow_it() {
    let faq = |n: u32| {
        format!(
            "@Node A \"x/Odd Things\"\n@{{b}}4.1 ODD THINGS@{{ub}}\n@{{b}}Q:@{{ub}} @{{i}}PARTS --\n   \
             1) Can Hugh fly{n}?\n   2) Can Hugh swim{n}?@{{ui}}\n@{{b}}A:@{{ub}} 1) Yes{n}.\n   \
             2) No{n}.\n@EndNode\n"
        )
    };
    let (first, second) = (faq(1), faq(2));
    let crafted = Crafted::new(&[
        ("faq1.txt", "faq", first.as_bytes()),
        ("faq2.txt", "faq", second.as_bytes()),
    ]);
    let output = crafted.run(&["show", "--json", "faq/4.1/parts~2"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let shown = stdout(&output);
    assert!(
        shown.contains("faq/4.1/parts/1~2") && shown.contains("faq/4.1/parts/2~2"),
        "{shown}"
    );
    let output = crafted.run(&["export"]);
    for line in stdout(&output).lines() {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        if record["doc"] == "faq2.txt" && !record["parent"].is_null() {
            assert_eq!(record["parent"], "faq/4.1/parts~2", "{record}");
        }
    }
}
