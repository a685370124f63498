//! Each card's type, read from the documents: `card`'s first line, `cards
//! --json`, and search's `type:` filter, on the real corpus.

use std::collections::HashSet;

use serde_json::Value;

use crate::util::{rulings, rulings_json, stdout};

/// The first line `rulings card NAME` prints.
fn first_line(name: &str) -> String {
    let output = rulings(&["--color", "never", "card", name]);
    assert!(output.status.success());
    stdout(&output)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn card_shows_the_type_the_faq_files_it_under() {
    assert_eq!(first_line("Amanda Rogers"), "Amanda Rogers — Interrupt");
    assert_eq!(first_line("countermanda"), "Countermanda — Interrupt");
    assert_eq!(first_line("Borg Ship"), "Borg Ship — Dilemma (Space)");
    assert_eq!(
        first_line("Kurlan Naiskos"),
        "Kurlan Naiskos — Artifact, played as an Event"
    );
    let answer = rulings_json(&["card", "Borg Ship"]);
    assert_eq!(answer["type"], "dilemma");
    assert_eq!(answer["class"], "Space");
    let evidence = answer["type_evidence"].as_array().unwrap();
    assert!(evidence.iter().any(|e| e["says"] == "FAQ 3.2.3 Space"));
    assert!(evidence.iter().any(|e| e["says"] == "Borg Ship dilemma"));
}

#[test]
fn a_passage_titled_with_a_card_calling_it_this_and_a_type_gives_the_type() {
    // Current Rulings, Temporal Micro-Wormhole: "This doorway does not allow
    // you to download personnel"; Strategema: "When this incident is in play".
    assert_eq!(
        first_line("Temporal Micro-Wormhole"),
        "Temporal Micro-Wormhole — Doorway"
    );
    assert_eq!(first_line("Strategema"), "Strategema — Incident");
    let answer = rulings_json(&["card", "Temporal Micro-Wormhole"]);
    let evidence = answer["type_evidence"].as_array().unwrap();
    assert!(
        evidence.iter().any(|e| e["says"] == "This doorway"),
        "{answer}"
    );
}

#[test]
fn a_type_beside_a_name_in_an_entry_a_card_word_or_a_list_gives_the_type() {
    // FAQ 1.2 TURNS: "Loss of Orbital Stability -- this Interrupt says";
    // FAQ 3.5.5 MERCENARY SHIP: "the Long-Range Scan Interrupt card"; FAQ
    // 3.2.1 DILEMMAS: "The "wall" Dilemmas, such as Impassible Door"; FAQ
    // 1.4: "during a dilemma (such as Punishment Zone or Portal Guard)".
    for (card, line) in [
        (
            "Loss of Orbital Stability",
            "Loss of Orbital Stability — Interrupt",
        ),
        ("Long-Range Scan", "Long-Range Scan — Interrupt"),
        ("Impassible Door", "Impassible Door — Dilemma"),
        ("Portal Guard", "Portal Guard — Dilemma"),
    ] {
        assert_eq!(first_line(card), line);
    }
    // "cards which modify the Cunning of Personnel, like Yellow Alert" says
    // nothing of Yellow Alert's type.
    assert_eq!(first_line("Yellow Alert"), "Yellow Alert");
    // A card typed so is answered by type.
    let answer = rulings_json(&["respond", "Amanda Rogers", "Loss of Orbital Stability"]);
    assert_eq!(answer["verdict"], "yes", "{answer}");
    assert_eq!(answer["basis"], "by type", "{answer}");
}

#[test]
fn an_entry_under_a_topic_named_for_a_type_is_a_card_of_it() {
    // FAQ 3.2.1 DILEMMAS: "Parallel Romance -- Assuming you have a male and
    // female present"; FAQ 3.9 Interrupts: "Q: Q2 -- If my opponent has
    // enough to override the Q dilemma".
    assert_eq!(first_line("Parallel Romance"), "Parallel Romance — Dilemma");
    assert_eq!(first_line("Q2"), "Q2 — Interrupt");
    let answer = rulings_json(&["card", "Q2"]);
    let evidence = answer["type_evidence"].as_array().unwrap();
    assert!(
        evidence.iter().any(|e| e["says"] == "Interrupts: Q2 --"),
        "{answer}"
    );
    // Kevin Uxbridge counters Events; Q2, an Interrupt, by type he does not.
    let answer = rulings_json(&["respond", "Kevin Uxbridge", "Q2"]);
    assert_eq!(answer["verdict"], "no", "{answer}");
    assert_eq!(answer["basis"], "by type", "{answer}");
}

#[test]
fn a_card_told_as_played_as_another_type_is_answered_as_that_type() {
    // FAQ 3.1.2: "the Time Travel Pod is an Artifact that says it is "played
    // once as an Interrupt card on any ship""; FAQ 3.3 BETAZOID GIFT BOX:
    // "Kevin can only nullify Events or "Artifacts played as an Event," such
    // as a Kurlan Naiskos".
    assert_eq!(
        first_line("Time Travel Pod"),
        "Time Travel Pod — Artifact, played as an Interrupt"
    );
    assert_eq!(
        first_line("Kurlan Naiskos"),
        "Kurlan Naiskos — Artifact, played as an Event"
    );
    let answer = rulings_json(&["respond", "Kevin Uxbridge", "Time Travel Pod"]);
    assert_eq!(answer["verdict"], "no", "{answer}");
    let reason = answer["reason"].as_str().unwrap();
    assert!(
        reason.contains("Time Travel Pod is played as an Interrupt"),
        "{reason}"
    );
    let answer = rulings_json(&["respond", "Amanda Rogers", "Kurlan Naiskos"]);
    assert_eq!(answer["verdict"], "no", "{answer}");
    let given = answer["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["role"] == "card's type")
        .expect("the passage that tells it");
    assert_eq!(given["id"], "faq/3.3/betazoid-gift-box");
}

#[test]
fn what_an_away_team_encounters_is_a_dilemma() {
    // Glossary, Actions - Step 1: "your Away Team encounters Nausicaans".
    assert_eq!(first_line("Nausicaans"), "Nausicaans — Dilemma");
    let answer = rulings_json(&["card", "Nausicaans"]);
    let evidence = answer["type_evidence"].as_array().unwrap();
    assert!(
        evidence
            .iter()
            .any(|e| e["says"] == "encounters Nausicaans"),
        "{answer}"
    );
    // The Glossary's rule on "any other dilemma" then answers for it.
    let answer = rulings_json(&["respond", "Space-Time Portal", "Nausicaans"]);
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type");
}

#[test]
fn where_the_documents_disagree_the_type_is_unknown() {
    // The FAQ asks about Energy Vortex under both Interrupts and Doorways.
    let answer = rulings_json(&["card", "Energy Vortex"]);
    assert!(answer["type"].is_null(), "{answer}");
    assert_eq!(
        first_line("Energy Vortex"),
        "Energy Vortex — type unknown: the documents say doorway and interrupt"
    );
    // "the Hugh Incident" is a name, not Hugh's type.
    let hugh = rulings_json(&["card", "Hugh"]);
    assert!(hugh["type"].is_null(), "{hugh}");
}

/// The titles of the cards a FAQ question of section 3 ("Questions by Card
/// Type") is titled with, whole.
fn cards_with_a_section_3_entry(cards: &[Value]) -> HashSet<String> {
    let key = |name: &str| -> String {
        name.to_lowercase()
            .replace('’', "'")
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut named = std::collections::HashMap::new();
    for card in cards {
        let title = card["title"].as_str().unwrap();
        let aliases = card["aliases"].as_array().unwrap().iter();
        for name in std::iter::once(title).chain(aliases.map(|a| a.as_str().unwrap())) {
            named.entry(key(name)).or_insert_with(|| title.to_string());
        }
    }
    let export = stdout(&rulings(&["export"]));
    export
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|r| r["source"] == "faq" && r["section"].as_str().unwrap().starts_with("3."))
        .filter(|r| r["kind"] == "question" && r["id"].as_str().unwrap().matches('/').count() == 2)
        .filter_map(|r| named.get(&key(r["title"].as_str().unwrap())).cloned())
        .collect()
}

#[test]
fn most_cards_with_a_faq_entry_of_their_own_have_a_type_with_its_evidence() {
    let listing = rulings_json(&["cards"]);
    let cards = listing["cards"].as_array().unwrap();
    let own = cards_with_a_section_3_entry(cards);
    assert!(own.len() > 80, "{}", own.len());
    let typed: Vec<&Value> = cards
        .iter()
        .filter(|c| own.contains(c["title"].as_str().unwrap()))
        .filter(|c| !c["type"].is_null())
        .collect();
    assert!(
        typed.len() * 10 >= own.len() * 9,
        "{} of {} typed",
        typed.len(),
        own.len()
    );
    for card in cards.iter().filter(|c| !c["type"].is_null()) {
        let evidence = card["type_evidence"].as_array().unwrap();
        assert!(!evidence.is_empty(), "{card}");
        assert!(evidence.iter().all(|e| e["type"] == card["type"]), "{card}");
    }
}

#[test]
fn the_type_filter_keeps_rulings_about_cards_of_that_type() {
    let listing = rulings_json(&["cards"]);
    let interrupts: HashSet<&str> = listing["cards"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["type"] == "interrupt")
        .map(|c| c["title"].as_str().unwrap())
        .collect();
    let found = rulings_json(&["search", "type:interrupt nullify"]);
    let results = found["results"].as_array().unwrap();
    assert!(!results.is_empty());
    for result in results {
        let cards = result["cards"].as_array().unwrap();
        assert!(
            cards
                .iter()
                .any(|c| interrupts.contains(c.as_str().unwrap())),
            "{}: {:?}",
            result["id"],
            cards
        );
    }
    let output = rulings(&["search", "type:tribble nullify"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(crate::util::stderr(&output).contains("unknown card type \"tribble\""));
}
