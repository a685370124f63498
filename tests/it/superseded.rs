//! Supersession on the real corpus: amendments applied to the Glossary, every
//! instruction listed, candidates for review, and answers that respect authority.

use serde_json::Value;

use crate::util::{corpus_dir, rulings, rulings_json, search, stderr, stdout};

fn changes() -> Vec<Value> {
    rulings_json(&["superseded"])["changes"]
        .as_array()
        .unwrap()
        .clone()
}

fn change<'a>(changes: &'a [Value], target: &str, kind: &str) -> &'a Value {
    changes
        .iter()
        .find(|c| c["target"] == target && c["change"] == kind)
        .unwrap_or_else(|| panic!("no {kind} change of {target:?}"))
}

#[test]
fn the_fourth_paragraph_of_initiation_is_superseded() {
    let changes = changes();
    let initiation = change(&changes, "actions - step 1: initiation", "replace");
    assert_eq!(initiation["target_present"], true);
    let old = &initiation["old"];
    assert_eq!(old["status"], "superseded");
    assert!(old["text"]
        .as_str()
        .unwrap()
        .starts_with("Dilemma encounters"));
    assert_eq!(old["paragraphs"], serde_json::json!([4]));
    assert!(initiation["new"]["text"]
        .as_str()
        .unwrap()
        .contains("Dilemmas revealed and encountered"));
    assert_eq!(old["superseded_by"][0], initiation["new"]["id"]);
}

#[test]
fn the_amended_entry_shows_the_new_paragraph_in_place() {
    let shown = rulings_json(&["show", "glossary/actions-step-1-initiation/p4"]);
    let entry = shown["amended_entry"].as_array().unwrap();
    let fourth = entry
        .iter()
        .find(|p| p["paragraphs"] == serde_json::json!([4]))
        .unwrap();
    assert!(fourth["text"]
        .as_str()
        .unwrap()
        .starts_with("Dilemmas revealed and encountered"));
    assert!(fourth["old_text"]
        .as_str()
        .unwrap()
        .starts_with("Dilemma encounters"));
    assert_eq!(
        fourth["changed_by"],
        "rulings/2017-12-04/actions-step-1-initiation"
    );
    let third = entry
        .iter()
        .find(|p| p["paragraphs"] == serde_json::json!([3]))
        .unwrap();
    assert!(third["changed_by"].is_null());
    let text = stdout(&rulings(&["show", "glossary/actions-step-1-initiation/p4"]));
    assert!(
        text.contains("Replaced by rulings/2017-12-04/actions-step-1-initiation"),
        "{text}"
    );
}

#[test]
fn changes_of_each_kind_are_recognised() {
    let changes = changes();
    let deleted = change(&changes, "Strategema", "delete");
    let added = change(&changes, "Strategema", "add");
    assert_eq!(deleted["new"]["id"], added["new"]["id"]);
    let equipment = change(&changes, "equipment", "replace");
    assert_eq!(equipment["scope"], "paragraphs 3 and 4");
    let retitle = change(&changes, "use (ship)", "retitle");
    for absent in [deleted, added, equipment, retitle] {
        assert_eq!(absent["target_present"], false, "{absent}");
        assert!(absent["old"].is_null());
    }
}

#[test]
fn every_instruction_of_the_current_rulings_is_listed() {
    let raw = std::fs::read_to_string(corpus_dir().join("current-rulings-2017-12-04.txt")).unwrap();
    let clause = regex::Regex::new(
        r"(?i)(?:[–-] |, |and |^)(replace|delete|add|revise|change|in paragraphs)\b",
    )
    .unwrap();
    let instruction_line = regex::Regex::new(
        r"(?i)^\**[\w ,()'’:–-]{1,60}\** [–-] (replace|delete|add|revise|change|in paragraphs)\b|^(Add|Delete) the text:",
    )
    .unwrap();
    let in_source: usize = raw
        .lines()
        .filter(|line| instruction_line.is_match(line))
        .map(|line| clause.find_iter(line).count())
        .sum();
    let listed = changes()
        .iter()
        .filter(|c| c["new"]["source"] == "rulings")
        .count();
    assert_eq!(listed, in_source);
    assert_eq!(listed, 26);
}

#[test]
fn candidates_pair_contradicting_rulings() {
    let answer = rulings_json(&["superseded", "--candidates"]);
    let candidates = answer["candidates"].as_array().unwrap();
    let paired = |old: &str, new: &str| {
        candidates
            .iter()
            .any(|c| c["old"]["id"].as_str().unwrap().starts_with(old) && c["new"]["title"] == new)
    };
    assert!(
        paired("faq/3.2.1/dilemmas", "overcome"),
        "automatically overcome vs 2017 overcome"
    );
    assert!(paired("faq/1.3/tasha-yar", "card titles"));
    assert!(paired("faq/1.3/tasha-yar", "persona"));
    for candidate in candidates {
        assert!(!candidate["reasons"].as_array().unwrap().is_empty());
    }
}

#[test]
fn search_ranks_the_replacement_above_what_it_replaced() {
    let results = search("dilemma encounter initiation just encountered");
    let position = |id: &str| results.iter().position(|r| r["id"] == id);
    let new = position("rulings/2017-12-04/actions-step-1-initiation").expect("2017 text found");
    let old = position("glossary/actions-step-1-initiation/p4").expect("old paragraph found");
    assert!(new < old);
    assert_eq!(results[old]["status"], "superseded");
    let current = rulings_json(&[
        "search",
        "--current",
        "dilemma encounter initiation just encountered",
    ]);
    assert!(current["results"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["status"] != "superseded"));
}

#[test]
fn as_of_1997_answers_from_the_faq_and_glossary_only() {
    let answer = rulings_json(&[
        "search",
        "--as-of",
        "1997-01-01",
        "dilemma encounter initiation just encountered",
    ]);
    let results = answer["results"].as_array().unwrap();
    assert!(results.iter().all(|r| r["source"] != "rulings"));
    let old = results
        .iter()
        .find(|r| r["id"] == "glossary/actions-step-1-initiation/p4")
        .unwrap();
    assert_eq!(old["status"], "current");
    let documents = answer["documents"].to_string();
    assert!(!documents.contains("Current Rulings"), "{documents}");
    let bad = rulings(&["search", "--as-of", "last year", "hugh"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn the_table_shows_the_new_text_of_an_amendment_whose_target_is_not_in_the_corpus() {
    let output = rulings(&["superseded"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let art = text
        .split("\n\n")
        .find(|block| block.starts_with("Art of Diplomacy"))
        .unwrap_or_else(|| panic!("no Art of Diplomacy change in {text}"));
    assert!(art.contains("see use (skills)."), "{art}");
    assert!(art.contains("target not in the corpus"), "{art}");
}

#[test]
fn as_of_2000_only_the_faqs_own_revisions_were_made() {
    let then = rulings_json(&["superseded", "--as-of", "2000-01-01"]);
    assert_eq!(then["as_of"], "2000-01-01");
    let made = then["changes"].as_array().unwrap();
    assert!(!made.is_empty());
    for change in made {
        assert_eq!(change["change"], "revise", "{change}");
        assert_eq!(change["new"]["source"], "faq", "{change}");
    }
    let documents = then["documents"].to_string();
    assert!(!documents.contains("Current Rulings"), "{documents}");
    // Today the 2017 document's amendments are listed too.
    let now = changes();
    assert!(now.len() > made.len());
    assert!(now.iter().any(|c| c["change"] == "replace"));
}

#[test]
fn a_paragraph_the_2017_document_replaced_was_in_force_in_2000() {
    let id = "glossary/actions-step-1-initiation/p4";
    let then = rulings_json(&["show", "--as-of", "2000-01-01", id]);
    assert_eq!(then["record"]["status"], "current");
    assert!(then["replaced_by"].as_array().unwrap().is_empty());
    let now = rulings_json(&["show", id]);
    assert_eq!(now["record"]["status"], "superseded");
    assert_eq!(
        now["replaced_by"][0]["id"],
        "rulings/2017-12-04/actions-step-1-initiation"
    );
}
