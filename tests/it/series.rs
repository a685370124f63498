//! Rulings over time: the shipped corpus plus a later rulings document that
//! amends what the 2017 document amended, replaces one of its entries and adds
//! one of its own. Each step of a chain is listed once, the text in force is
//! the latest, and ids do not depend on the order of the manifest.

use std::process::Output;

use serde_json::Value;
use tempfile::TempDir;

use crate::util::{corpus_dir, stderr, Crafted};

/// A 2019 document in the 2017 document's own layout.
const LATER_RULINGS: &str = "THE CONTINUING COMMITTEE

RULINGS – General

actions - step 1: initiation – replace the 4th paragraph with

Dilemmas revealed and encountered -- A dilemma is revealed when it is turned face-up; its encounter is initiated once its targets are chosen. This is the quinquennial text.

Strategema – replace the entry with:

Strategema prevents battle at its location, whatever else allows the battle. This is the quinquennial text.

Zorn Gambit – Zorn Gambit may be played only during your own turn.

First Edition Current Rulings Document (01 June 2019)

These rulings are effective immediately.
";

/// The same document in Markdown: `#` headings for the title, sections and
/// entries, starred and bold titles, a preamble dated in words.
const LATER_RULINGS_MARKDOWN: &str = "# First Edition Current Rulings

Effective June 1, 2019. This document contains all rulings issued since the Glossary.

## General

### actions - step 1: initiation

Replace the 4th paragraph with:

Dilemmas revealed and encountered -- A dilemma is revealed when it is turned face-up; its encounter is initiated once its targets are chosen. This is the quinquennial text.

### *Strategema

Replace the entry with:

Strategema prevents battle at its location, whatever else allows the battle. This is the quinquennial text.

### Zorn Gambit

Zorn Gambit may be played only during your own turn.
";

/// The shipped corpus with the 2019 document, its manifest entry first or
/// last, and an index beside it (the layout of a [`Crafted`] corpus).
struct Series {
    crafted: Crafted,
}

impl Series {
    fn new(later_first: bool) -> Series {
        Series::with(later_first, LATER_RULINGS)
    }

    fn with(later_first: bool, later_text: &str) -> Series {
        let root = TempDir::new().expect("temp dir");
        let corpus = root.path().join("corpus");
        std::fs::create_dir(&corpus).expect("corpus dir");
        for entry in std::fs::read_dir(corpus_dir()).expect("shipped corpus") {
            let path = entry.expect("entry").path();
            std::fs::copy(&path, corpus.join(path.file_name().unwrap())).expect("copy");
        }
        std::fs::write(corpus.join("rulings-2019.txt"), later_text).expect("write");
        let manifest_path = corpus.join("manifest.json");
        let mut manifest: Value =
            serde_json::from_slice(&std::fs::read(&manifest_path).unwrap()).unwrap();
        let later = serde_json::json!({
            "file": "rulings-2019.txt",
            "kind": "rulings",
            "title": "Current Rulings 2019",
            "issuer": "The Continuing Committee",
            "date": "2019-06-01",
            "authority": 4
        });
        let documents = manifest["documents"].as_array_mut().unwrap();
        if later_first {
            documents.insert(0, later);
        } else {
            documents.push(later);
        }
        std::fs::write(&manifest_path, manifest.to_string()).unwrap();
        Series {
            crafted: Crafted { root },
        }
    }

    /// Runs `rulings ARGS` on this corpus with its own index.
    fn run(&self, args: &[&str]) -> Output {
        self.crafted.run(args)
    }

    fn json(&self, args: &[&str]) -> Value {
        let mut all = args.to_vec();
        all.push("--json");
        let output = self.run(&all);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        serde_json::from_slice(&output.stdout).expect("JSON")
    }

    /// Each change of `target` as (old id, new id).
    fn steps(&self, args: &[&str], target: &str) -> Vec<(String, String)> {
        let mut all = vec!["superseded"];
        all.extend(args);
        self.json(&all)["changes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["target"].as_str().unwrap().eq_ignore_ascii_case(target))
            .map(|c| {
                let id = |r: &Value| r["id"].as_str().unwrap_or("(none)").to_string();
                (id(&c["old"]), id(&c["new"]))
            })
            .collect()
    }
}

const GLOSSARY_P4: &str = "glossary/actions-step-1-initiation/p4";
const INITIATION_2017: &str = "rulings/2017-12-04/actions-step-1-initiation";
const INITIATION_2019: &str = "rulings/2019-06-01/actions-step-1-initiation";

#[test]
fn each_step_of_a_chain_is_listed_once() {
    for layout in [LATER_RULINGS, LATER_RULINGS_MARKDOWN] {
        chain_in_either_layout(&Series::with(false, layout));
    }
}

fn chain_in_either_layout(series: &Series) {
    assert_eq!(
        series.steps(&[], "actions - step 1: initiation"),
        [
            (GLOSSARY_P4.to_string(), INITIATION_2017.to_string()),
            (INITIATION_2017.to_string(), INITIATION_2019.to_string()),
        ]
    );
    assert_eq!(
        series.steps(&[], "Strategema"),
        [
            // The 2017 entry deletes words the shipped Glossary passages do not hold.
            (
                "(none)".to_string(),
                "rulings/2017-12-04/strategema".to_string()
            ),
            (
                "(none)".to_string(),
                "rulings/2017-12-04/strategema".to_string()
            ),
            (
                "rulings/2017-12-04/strategema".to_string(),
                "rulings/2019-06-01/strategema".to_string()
            ),
        ]
    );
    // An entry of its own replaces nothing.
    assert!(series.steps(&[], "Zorn Gambit").is_empty());
}

#[test]
fn show_gives_the_text_in_force_now_and_the_chain() {
    let series = Series::new(false);
    let shown = series.json(&["show", GLOSSARY_P4]);
    let chain: Vec<&str> = shown["chain"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(chain, [INITIATION_2017, INITIATION_2019]);
    let fourth = shown["amended_entry"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["paragraphs"] == serde_json::json!([4]))
        .expect("the fourth paragraph");
    assert_eq!(fourth["changed_by"], INITIATION_2019);
    assert!(fourth["text"].as_str().unwrap().contains("quinquennial"));
    let older = series.json(&["show", INITIATION_2017]);
    assert_eq!(older["record"]["status"], "superseded");
}

#[test]
fn as_of_a_date_gives_the_text_then_in_force() {
    let series = Series::new(false);
    let status = |as_of: &str, id: &str| -> Value {
        series.json(&["show", "--as-of", as_of, id])["record"]["status"].clone()
    };
    assert_eq!(status("2018-01-01", INITIATION_2017), "current");
    assert_eq!(status("2020-01-01", INITIATION_2017), "superseded");
    assert_eq!(status("2020-01-01", INITIATION_2019), "current");
    assert_eq!(
        series.steps(&["--as-of", "2018-01-01"], "actions - step 1: initiation"),
        [(GLOSSARY_P4.to_string(), INITIATION_2017.to_string())]
    );
    let current = series.json(&["search", "--current", "quinquennial text initiation"]);
    let ids: Vec<&str> = current["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert!(ids.contains(&INITIATION_2019), "{ids:?}");
    assert!(!ids.contains(&INITIATION_2017), "{ids:?}");
}

#[test]
fn ids_and_steps_do_not_depend_on_the_order_of_the_manifest() {
    let ids = |series: &Series| -> Vec<String> {
        let mut ids: Vec<String> = series.json(&["search", "--limit", "50", "strategema"])
            ["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["id"].as_str().unwrap().to_string())
            .collect();
        ids.sort();
        ids
    };
    let (last, first) = (Series::new(false), Series::new(true));
    assert_eq!(ids(&last), ids(&first));
    assert!(ids(&first).contains(&"rulings/2019-06-01/strategema".to_string()));
    assert_eq!(
        last.steps(&[], "actions - step 1: initiation"),
        first.steps(&[], "actions - step 1: initiation")
    );
}

#[test]
fn a_rulings_record_is_labelled_with_its_documents_title_and_date() {
    let series = Series::new(false);
    let output = series.run(&["show", "rulings/2019-06-01/zorn-gambit"]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("Current Rulings 2019 General"), "{text}");
    assert!(text.contains("issued 2019-06-01"), "{text}");
}

#[test]
fn the_markdown_layout_gives_the_same_entries_without_rubble() {
    let series = Series::with(false, LATER_RULINGS_MARKDOWN);
    let report = series.json(&["ingest"]);
    let document = report["documents"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["file"] == "rulings-2019.txt")
        .expect("the 2019 document is read")
        .clone();
    assert_eq!(document["warnings"], 0, "{document}");
    assert_eq!(document["records"], 5, "{document}");
    let zorn = series.json(&["show", "rulings/2019-06-01/zorn-gambit"]);
    assert_eq!(zorn["record"]["section"], "General");
    assert!(zorn["record"]["text"]
        .as_str()
        .unwrap()
        .contains("only during your own turn"));
    let strategema = series.json(&["show", "rulings/2019-06-01/strategema"]);
    assert_eq!(strategema["record"]["changed"], true);
}

#[test]
fn a_document_of_a_layout_not_understood_is_skipped_and_ingest_exits_3() {
    let prose = "Current Rulings, June 2019\n\nWe looked again at several cards this year.\n\n\
        The committee met twice and discussed the timing of responses at length.\n\n\
        Players asked many questions about dilemmas and we thank them all.\n";
    let series = Series::with(false, prose);
    let output = series.run(&["ingest"]);
    assert_eq!(output.status.code(), Some(3), "{}", stderr(&output));
    let told = crate::util::stdout(&output);
    assert!(
        told.contains(
            "rulings-2019.txt: not a rulings document: most of its text could not be placed"
        ),
        "{told}"
    );
    // The other documents are still indexed and answer.
    assert!(!series.steps(&[], "actions - step 1: initiation").is_empty());
}
