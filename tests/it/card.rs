//! `rulings card` and `rulings cards` on the real corpus: colon-rule groups, the
//! forgiving name match, and the rulings about a card's whole group.

use serde_json::Value;

use crate::util::{rulings, rulings_json, stdout};

fn card(name: &str) -> Value {
    rulings_json(&["card", name])
}

fn group(name: &str) -> Vec<String> {
    card(name)["group"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap().to_string())
        .collect()
}

/// The ids of the rulings a `card` answer lists.
fn ruling_ids(answer: &Value) -> Vec<&str> {
    answer["rulings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect()
}

fn quotes(answer: &Value, quote: &str) -> bool {
    answer["rulings"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["text"].as_str().unwrap().contains(quote))
}

#[test]
fn colon_and_dash_forms_join_the_bare_title() {
    assert!(group("Kevin Uxbridge").contains(&"Kevin Uxbridge: Convergence".to_string()));
    assert!(group("Kevin Uxbridge: Convergence").contains(&"Kevin Uxbridge".to_string()));
    assert!(group("Engage Shuttle Operations")
        .contains(&"Engage Shuttle Operations: Dominion".to_string()));
    let incoming = group("Incoming Message");
    assert!(
        incoming.contains(&"Incoming Message: Attack Authorization".to_string()),
        "{incoming:?}"
    );
    assert!(
        incoming.contains(&"Incoming Message - Federation".to_string()),
        "{incoming:?}"
    );
}

#[test]
fn titles_that_only_start_alike_stay_apart() {
    for (name, other) in [
        ("Bajoran Phaser", "Bajoran Phaser Rifle"),
        ("Scan", "Full-Planet Scan"),
        ("Scan", "Full Planet Scan"),
        ("Amanda Rogers", "Countermanda"),
    ] {
        let answer = card(name);
        assert_eq!(answer["card"], name, "{name}");
        assert!(
            !group(name).contains(&other.to_string()),
            "{name} grouped with {other}"
        );
    }
}

#[test]
fn a_long_title_shortened_to_its_initials_finds_the_card() {
    // Players write "AU door" for the Alternate Universe Door.
    let answer = card("AU door");
    assert_eq!(answer["card"], "Alternate Universe Door");
    assert!(quotes(&answer, "close an A.U. Doorway"));
    let found = rulings_json(&["respond", "Revolving Door", "AU door"]);
    assert_eq!(found["verdict"], "yes", "{}", found["reason"]);
}

#[test]
fn a_name_the_documents_shorten_to_initials_finds_the_card_spelled_out() {
    // The FAQ writes "AU Doorway" (and "A.U. Doorway") for the Alternate
    // Universe Door; a player writes it out.
    let answer = card("Alternate Universe Doorway");
    assert_eq!(answer["card"], "Alternate Universe Door");
    let found = rulings_json(&["respond", "Kevin Uxbridge", "Alternate Universe Doorway"]);
    assert_eq!(found["verdict"], "no", "{}", found["reason"]);
}

#[test]
fn a_title_typed_in_full_finds_the_card_the_documents_name_without_its_number() {
    // The FAQ writes "Echo Papa" for Echo Papa 607 Killer Drone.
    let answer = card("Echo Papa 607 Killer Drone");
    assert_eq!(answer["card"], "Echo Papa");
    assert!(quotes(
        &answer,
        "used during away team or rogue Borg battles"
    ));
}

#[test]
fn a_misspelt_name_finds_the_card_and_its_faq_rulings() {
    let answer = card("amanda rodgers");
    assert_eq!(answer["card"], "Amanda Rogers");
    assert!(quotes(
        &answer,
        "Amanda only works against the last Interrupt"
    ));
    let sources: Vec<&str> = answer["rulings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["source"].as_str().unwrap())
        .collect();
    let first_faq = sources.iter().position(|s| *s == "faq").unwrap();
    assert!(
        sources[first_faq..].iter().all(|s| *s == "faq"),
        "newest authority first: {sources:?}"
    );
}

#[test]
fn kevin_uxbridge_includes_the_ruling_on_its_convergence_form() {
    let answer = card("kevin uxbridge");
    assert!(quotes(&answer, "Q2 would nullify both of them"));
    let via: Vec<&Value> = answer["rulings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["via_group"] == true)
        .collect();
    for ruling in via {
        assert!(
            ruling["members"].to_string().contains("Convergence"),
            "{ruling}"
        );
    }
}

#[test]
fn several_fits_are_listed_not_guessed() {
    let answer = card("uxbridge");
    if answer["card"].is_null() {
        assert!(answer["candidates"].as_array().unwrap().len() >= 2);
        assert!(stdout(&rulings(&["card", "uxbridge"])).contains("name one"));
    }
    let unknown = card("no such card at all");
    assert!(unknown["card"].is_null());
}

#[test]
fn the_registry_lists_cards_not_game_terms() {
    let listing = rulings_json(&["cards"]);
    let titles: Vec<&str> = listing["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["title"].as_str().unwrap())
        .collect();
    for card in [
        "Amanda Rogers",
        "Countermanda",
        "Kevin Uxbridge",
        "Hugh",
        "Devidian Door",
    ] {
        assert!(titles.contains(&card), "{card} missing");
    }
    for term in ["General", "Federation", "Planet", "Timing", "Away Team"] {
        assert!(!titles.contains(&term), "{term} is not a card");
    }
    let first = &listing["cards"][0];
    for field in ["title", "aliases", "group", "rulings"] {
        assert!(!first[field].is_null(), "{field}");
    }
}

#[test]
fn the_registry_reads_tables_lists_and_forms_of_names() {
    let listing = rulings_json(&["cards"]);
    let cards = listing["cards"].as_array().unwrap();
    let title_of = |name: &str| {
        cards
            .iter()
            .find(|c| {
                c["title"] == name || c["aliases"].as_array().unwrap().iter().any(|a| a == name)
            })
            .map(|c| c["title"].as_str().unwrap().to_string())
    };
    // The FAQ's Captain's Log table names ships and captains, one pair a row.
    for name in [
        "Haakona",
        "Taris",
        "Kargan",
        "Khazara",
        "Decius",
        "Gomtuu",
        "Tam Elbrun",
    ] {
        assert!(title_of(name).is_some(), "{name} missing");
    }
    // A ranked name and its bare form, both named, are two cards ("Riker" of
    // the Enterprise's crew, "Admiral Riker" of an alternate future); a ship
    // and its registry are one.
    assert_ne!(title_of("Riker"), title_of("Admiral Riker"));
    assert_eq!(title_of("Commander Toreth"), title_of("Toreth"));
    assert_eq!(title_of("Phoenix"), Some("U.S.S. Phoenix".to_string()));
    assert_eq!(title_of("Escape Pods"), title_of("Escape Pod"));
    assert_eq!(title_of("D.Door"), Some("Devidian Door".to_string()));
    assert_eq!(title_of("C.Log"), Some("Captain's Log".to_string()));
    // Named once, but used as cards: "play You Dirty Rat", "under The Nexus",
    // an example in a list ("Dilemmas that could ... include Love Interests and
    // Cardassian Trap").
    for name in [
        "Cardassian Trap",
        "You Dirty Rat",
        "The Nexus",
        "Hippocratic Oath",
        "Subspace Interference",
    ] {
        assert!(title_of(name).is_some(), "{name} missing");
    }
    // Episodes, a product, special-equipment words and row-joined runs are
    // not; nor is a phrase of play the FAQ mostly writes in lower case ("the
    // red shirt strategy") or a skill the Current Rulings add to the list of
    // skills.
    for name in [
        "Red Shirt",
        "V'Shar",
        "Time's Arrow",
        "The Wounded",
        "Holodeck Adventures",
        "Energy Dampener",
        // Listed beside Cloaking Device and Holodeck in a ship's stats.
        "Tractor Beam",
        "Dirty Rat",
        "Admiral Mendak Khazara",
        "Benjamin Maxwell Sutherland",
    ] {
        assert!(title_of(name).is_none(), "{name} is not a card");
    }
}

#[test]
fn search_reaches_group_members_and_filters_by_group() {
    let answer = rulings_json(&["search", "--card", "Kevin Uxbridge", "nullify"]);
    let results = answer["results"].as_array().unwrap();
    assert!(results.iter().any(|r| r["cards"]
        .to_string()
        .contains("Kevin Uxbridge: Convergence")));
    for result in results {
        assert!(
            result["cards"].to_string().contains("Kevin Uxbridge"),
            "{result}"
        );
    }
}

#[test]
fn a_user_card_list_is_merged_into_the_registry() {
    let text = "downloading – Downloads are actions.\n\nTox Uthat ends the game at once.\n";
    let crafted = crate::util::Crafted::new(&[("g.txt", "glossary", text.as_bytes())]);
    let before = crafted.run(&["cards", "--json"]);
    assert!(!crate::util::stdout(&before).contains("Tox Uthat"));
    std::fs::write(
        crafted.root.path().join("corpus/cards.tsv"),
        "# my card list\ntitle\ttype\tset\nTox Uthat\tArtifact\tAlternate Universe\n",
    )
    .unwrap();
    let after: Value = serde_json::from_slice(&crafted.run(&["cards", "--json"]).stdout).unwrap();
    let tox = after["cards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["title"] == "Tox Uthat")
        .expect("merged");
    assert_eq!(tox["rulings"], 1);
    let answer: Value =
        serde_json::from_slice(&crafted.run(&["card", "--json", "tox uthat"]).stdout).unwrap();
    assert_eq!(answer["card"], "Tox Uthat");
}

#[test]
fn a_british_spelling_is_a_form_of_the_same_card() {
    let answer = card("The Traveller");
    assert_eq!(answer["card"], "The Traveler");
    let ids = ruling_ids(&answer);
    assert!(ids.contains(&"faq/1.2/turns"), "{ids:?}");
}

#[test]
fn titles_outside_ascii_in_a_card_list_are_found() {
    // The card keys are searched by halving the file: a half that fell inside
    // a character of a title ("Ψ") stopped `card` with an internal error.
    let text = "downloading – Downloads are actions.\n\nSéance Élite ends the game at once. \
                Zébulon may respond to Séance Élite.\n";
    let crafted = crate::util::Crafted::new(&[("g.txt", "glossary", text.as_bytes())]);
    std::fs::write(
        crafted.root.path().join("corpus/cards.tsv"),
        "title\ttype\tset\nSéance Élite\tEvent\tX\nZébulon\tPersonnel\tX\n\
         Ωμέγα Ψυχή\tEvent\tX\n東京 Station\tEvent\tX\nÆther Ørb\tEvent\tX\n",
    )
    .unwrap();
    for title in [
        "Séance Élite",
        "Zébulon",
        "Ωμέγα Ψυχή",
        "東京 Station",
        "Æther Ørb",
    ] {
        let output = crafted.run(&["card", "--json", &title.to_lowercase()]);
        assert!(
            output.status.success(),
            "{title}: {}",
            crate::util::stderr(&output)
        );
        let answer: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(answer["card"], title);
    }
    let output = crafted.run(&["card", "ψ"]);
    assert!(output.status.success(), "{}", crate::util::stderr(&output));
    assert!(crate::util::stdout(&output).contains("No card matches"));
}

#[test]
fn an_earlier_colon_rule_ruling_that_a_later_rule_overturns_is_noted_while_the_later_is_in_force() {
    let now = card("Tasha Yar");
    let differences = now["differences"].as_array().unwrap();
    let note = differences
        .iter()
        .filter_map(Value::as_str)
        .find(|note| note.contains("Tasha Yar - Alternate"))
        .unwrap_or_else(|| panic!("no difference noted: {differences:?}"));
    assert!(note.contains("faq/1.3/tasha-yar-or-major-rakal"), "{note}");
    assert!(note.contains("the 1996 colon rule"), "{note}");
    assert!(
        note.contains("the 2017 Current Rulings (\"card titles\")"),
        "{note}"
    );
    let then = rulings_json(&["card", "--as-of", "2000-01-01", "Tasha Yar"]);
    assert_eq!(then["differences"], serde_json::json!([]));
}

#[test]
fn tomalak_and_commander_tomalak_are_two_cards() {
    let tomalak = card("Tomalak");
    assert_eq!(tomalak["card"], "Tomalak");
    assert!(!group("Tomalak").contains(&"Commander Tomalak".to_string()));
    assert!(
        quotes(&tomalak, "we have to only allow the basic Tomalak"),
        "{tomalak}"
    );
    let commander = card("Commander Tomalak");
    assert_eq!(commander["card"], "Commander Tomalak");
    assert!(!group("Commander Tomalak").contains(&"Tomalak".to_string()));
}

#[test]
fn initialisms_the_documents_use_are_names_of_their_cards() {
    // "you cannot use the ETA's to beam them back up", beside the card's title.
    assert_eq!(card("ETA")["card"], "Emergency Transporter Armbands");
    assert_eq!(card("tak")["card"], "Telepathic Alien Kidnappers");
    // "KU: Convergence" is Kevin Uxbridge: Convergence: "KU" is Kevin Uxbridge.
    assert_eq!(card("KU")["card"], "Kevin Uxbridge");
    assert_eq!(
        card("KU: Convergence")["card"],
        "Kevin Uxbridge: Convergence"
    );
    let found = crate::util::search("ETA battle");
    assert!(found[..3].iter().any(|r| r["cards"]
        .to_string()
        .contains("Emergency Transporter Armbands")));
}

#[test]
fn a_card_asked_for_by_its_initials_is_the_one_card_they_fit() {
    // The FAQ writes "the DS9 space station" without spelling it out: asked
    // for as a card, the initials fit one title.
    let answer = card("DS9");
    assert_eq!(answer["card"], "Deep Space 9");
    assert!(answer["rulings"]
        .to_string()
        .contains("Deep Space 9 and Terok Nor are two versions of the same facility"));
    // Initials several titles share name none of them.
    assert!(card("AS")["card"].is_null(), "{}", card("AS"));
}

#[test]
fn an_alias_in_the_card_list_names_its_card_in_card_search_and_respond() {
    let faq = std::fs::read(crate::util::corpus_dir().join("faq-1996-05-14.txt")).unwrap();
    let crafted = crate::util::Crafted::new(&[("faq.txt", "faq", &faq)]);
    let card_of = |name: &str| -> Value {
        serde_json::from_slice(&crafted.run(&["card", "--json", name]).stdout).unwrap()
    };
    assert_ne!(card_of("Kev")["card"], "Kevin Uxbridge");
    std::fs::write(
        crafted.root.path().join("corpus/cards.tsv"),
        "title\ttype\tset\taliases\nKevin Uxbridge\tInterrupt\tPremiere\tKU; Kev\n",
    )
    .unwrap();
    assert_eq!(card_of("KU")["card"], "Kevin Uxbridge");
    assert_eq!(card_of("kev")["card"], "Kevin Uxbridge");
    let search: Value = serde_json::from_slice(
        &crafted
            .run(&["search", "--json", "--limit", "3", "kev"])
            .stdout,
    )
    .unwrap();
    // "Kev" is in no document: only the alias can find Kevin's rulings.
    assert!(search["results"][0]["cards"]
        .to_string()
        .contains("\"Kevin Uxbridge\""));
    let respond: Value =
        serde_json::from_slice(&crafted.run(&["respond", "--json", "Kev", "Q2"]).stdout).unwrap();
    assert_eq!(respond["actor_card"], "Kevin Uxbridge");
    // An unlisted short word stays a word.
    let plain: Value =
        serde_json::from_slice(&crafted.run(&["card", "--json", "at"]).stdout).unwrap();
    assert!(plain["card"].is_null());
}

#[test]
fn an_abbreviated_title_is_the_card_it_abbreviates() {
    // The FAQ's "AU Doorway" (a topic of 3.10 Doorways) is the Glossary's
    // Alternate Universe Door: the initials of its words, then its last word.
    let answer = card("AU Doorway");
    assert_eq!(answer["card"], "Alternate Universe Door");
    assert_eq!(answer["type"], "doorway");
    assert!(quotes(
        &answer,
        "Kevin Uxbridge does not nullify the AU Doorway"
    ));
    let answer = rulings_json(&["respond", "Kevin Uxbridge", "Alternate Universe Door"]);
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
}

#[test]
fn a_faq_topic_its_question_calls_this_card_is_a_card() {
    // FAQ 3.9 "VORGON RAIDERS -- 1) Is it true I can use this card to steal
    // artifacts ...?": a card named only in its topic, in capitals.
    let answer = card("Vorgon Raiders");
    assert_eq!(answer["card"], "Vorgon Raiders", "{answer}");
    assert_eq!(answer["type"], "interrupt", "{answer}");
    assert!(quotes(&answer, "steal artifacts"), "{answer}");
    // Titled as cards are written: roman numerals and digits as they are.
    let titles: Vec<String> = rulings_json(&["cards"])["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["title"].as_str().unwrap().to_string())
        .collect();
    for title in [
        "Qualor II Rendezvous",
        "FGC-47 Research",
        "Vulcan Nerve Pinch",
    ] {
        assert!(titles.iter().any(|t| t == title), "{title} missing");
    }
    // FAQ 1.4's INTERRUPTING "ACTIONS" IN PROGRESS says "this interrupt" of
    // an example in its answer: a topic of the rules, no card.
    assert!(!titles.iter().any(|t| t.starts_with("Interrupting")));
}

/// The titles `rulings cards --json` lists.
fn registry_titles() -> Vec<String> {
    rulings_json(&["cards"])["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|card| card["title"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn the_registry_reads_cards_from_what_the_faq_says_of_them() {
    let titles = registry_titles();
    // FAQ, DATHON: "What are the Tamarian related dilemmas? A: Shaka, When
    // the Walls Fell and El-Adrel Creature."
    for card in [
        "Shaka, When the Walls Fell",
        "El-Adrel Creature",
        "Runabout",
    ] {
        assert!(titles.iter().any(|t| t == card), "{card}: {titles:?}");
    }
    // A card the colon-rule answer supposes, and a name three cards share.
    for not_a_card in ["The Traveler: Timestop", "Picard", "Walls Fell"] {
        assert!(!titles.iter().any(|t| t == not_a_card), "{not_a_card}");
    }
    // The bare title of the Traveler's group is a card of its own.
    assert_eq!(card("The Traveler")["card"], "The Traveler");
}

#[test]
fn a_first_name_named_only_in_lists_beside_cards_is_the_cards_short_form() {
    // FAQ 3.6.3 K'MTAR: "Who gets the +5, K'mtar or Alexander?"; the FAQ
    // names the card in full elsewhere ("even Alexander Rozhenko and
    // Fek'lhr?").
    let answer = card("Alexander");
    assert_eq!(answer["card"], "Alexander Rozhenko", "{answer}");
    let ids = ruling_ids(&answer);
    assert!(ids.contains(&"faq/3.6.3/kmtar"), "{ids:?}");
    assert!(ids.contains(&"faq/3.2.2/love-interests"), "{ids:?}");
}

#[test]
fn a_faq_card_topic_quoting_its_text_or_named_in_its_plural_is_a_card() {
    // FAQ 3.9 DEAD IN BED opens its question with the card's text; 3.3
    // SAMUEL CLEMENS' POCKETWATCH has "the pocket watch says", and the FAQ
    // calls it "SCP"; 3.8 BARYON BUILDUP is named in running text only as
    // "Baryon Buildups".
    for (name, title, kind, id) in [
        (
            "dead in bed",
            "Dead in Bed",
            "interrupt",
            "faq/3.9/dead-in-bed",
        ),
        (
            "SCP",
            "Samuel Clemens' Pocketwatch",
            "artifact",
            "faq/3.3/samuel-clemens-pocketwatch",
        ),
        (
            "Baryon Buildup",
            "Baryon Buildup",
            "event",
            "faq/3.8/baryon-buildup",
        ),
        // Its question's "Rishon says ..." is the card's short form.
        (
            "Rishon",
            "Rishon Uxbridge",
            "event",
            "faq/3.8/rishon-uxbridge",
        ),
    ] {
        let answer = card(name);
        assert_eq!(answer["card"], title, "{name}");
        assert_eq!(answer["type"], kind, "{name}");
        assert!(ruling_ids(&answer).contains(&id), "{name}: {answer}");
    }
}

#[test]
fn a_card_named_in_its_possessive_has_the_ruling() {
    // Glossary "card draw": "downloads with the Borg Queen's special skill
    // may replace any or all of the three card draws from Kivas Fajo".
    let answer = card("Borg Queen");
    let ids = ruling_ids(&answer);
    assert!(ids.contains(&"glossary/card-draw"), "{ids:?}");
}

#[test]
fn a_hyphenated_short_form_is_the_card_it_opens() {
    // The FAQ writes "Auto-Destruct" for Auto-Destruct Sequence: "Note that
    // interrupts could still be played on the ship, such as Auto-Destruct"
    // (1.2 STOPPED), "When an Auto-Destruct card used to destroy a ship"
    // (3.5.1 SHIP DESTRUCTION).
    let answer = card("Auto-Destruct");
    assert_eq!(answer["card"], "Auto-Destruct Sequence");
    let ids = ruling_ids(&answer);
    for id in [
        "faq/1.2/stopped",
        "faq/3.5.1/ship-destruction",
        "faq/3.9/auto-destruct-sequence",
    ] {
        assert!(ids.contains(&id), "{id} missing from {ids:?}");
    }
}

#[test]
fn an_initialism_in_its_plural_is_the_card() {
    // FAQ 3.8 THE TRAVELLER: TRANSCENDENCE (2): "Does the Traveler nullify
    // all SWBs in play or just my opponent's?"
    let shown = rulings_json(&["show", "faq/3.8/the-traveller-transcendence/2"]);
    let cards = &shown["record"]["cards"];
    assert!(
        cards
            .as_array()
            .is_some_and(|cards| cards.iter().any(|card| card == "Static Warp Bubble")),
        "{cards}"
    );
}

#[test]
fn a_faq_link_names_its_card_with_its_type_word() {
    // FAQ 2.5 ORDER OF MULTIPLE MULTIPLIERS links "Husnock ship": the link
    // names the card Husnock Ship, a ship.
    let answer = card("Husnock Ship");
    assert_eq!(answer["card"], "Husnock Ship");
    assert_eq!(answer["type"], "ship");
    let ids = ruling_ids(&answer);
    assert!(
        ids.contains(&"faq/2.5/order-of-multiple-multipliers"),
        "{ids:?}"
    );
    assert!(!registry_titles().contains(&"Husnock".to_string()));
}

#[test]
fn a_card_named_with_the_last_word_it_shares_with_the_next_has_that_ruling() {
    // FAQ 3.4 OUTPOSTS AS SHIPS: "Does an outpost get the benefits of
    // Nutational or Metaphasic Shields?"
    for name in ["Nutational Shields", "Metaphasic Shields"] {
        let answer = card(name);
        assert!(
            ruling_ids(&answer).contains(&"faq/3.4/outposts-as-ships"),
            "{name}: {:?}",
            ruling_ids(&answer)
        );
    }
}
