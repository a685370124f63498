//! `rulings respond` on the real corpus: the verdicts the documents state, with
//! the passage that states them, and `unknown` with the general rules otherwise.

use serde_json::Value;

use crate::util::{rulings, rulings_json, stderr, stdout};

fn respond(actor: &str, action: &str) -> Value {
    rulings_json(&["respond", actor, action])
}

/// `respond --json ACTOR ACTION` over the real FAQ and a crafted Current
/// Rulings document holding `ruling`.
fn respond_beside_the_faq(ruling: &str, actor: &str, action: &str) -> Value {
    let faq = std::fs::read(crate::util::corpus_dir().join("faq-1996-05-14.txt")).unwrap();
    let crafted = crate::util::Crafted::new(&[
        ("faq.txt", "faq", &faq),
        ("r.txt", "rulings", ruling.as_bytes()),
    ]);
    let output = crafted.run(&["respond", "--json", actor, action]);
    assert!(output.status.success(), "{}", stderr(&output));
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The evidence of `answer` that states a verdict (the passages after it only
/// name both).
fn stating(answer: &Value) -> Vec<&Value> {
    answer["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["stance"]["verdict"] != "unknown")
        .collect()
}

/// The ids of an answer's evidence passages, in order.
fn evidence_ids(answer: &Value) -> Vec<&str> {
    ids_shown_as(answer, "passage")
}

/// The ids of the evidence of `answer` shown as `role`, in order.
fn ids_shown_as<'a>(answer: &'a Value, role: &str) -> Vec<&'a str> {
    shown_as(answer, role)
        .into_iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect()
}

/// The evidence of `answer` shown as `role`.
fn shown_as<'a>(answer: &'a Value, role: &str) -> Vec<&'a Value> {
    answer["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["role"] == role)
        .collect()
}

/// The passages `answer` read for its verdict, in order: not the actor's
/// rulings or the general rules shown after them.
fn passages(answer: &Value) -> Vec<&Value> {
    shown_as(answer, "passage")
}

/// Asserts the verdict and that some evidence passage contains `quote`.
fn assert_verdict(actor: &str, action: &str, verdict: &str, quote: &str) {
    let answer = respond(actor, action);
    assert_eq!(
        answer["verdict"], verdict,
        "{actor} / {action}: {}",
        answer["reason"]
    );
    let evidence = answer["evidence"].as_array().unwrap();
    assert!(
        evidence
            .iter()
            .any(|e| e["text"].as_str().unwrap().contains(quote)),
        "{actor} / {action}: no evidence quotes {quote:?}"
    );
    for e in evidence {
        for field in [
            "id", "source", "title", "text", "cards", "status", "sentence",
        ] {
            assert!(!e[field].is_null(), "{field} missing");
        }
    }
}

#[test]
fn hugh_answers_a_borg_ship_dilemma() {
    assert_verdict(
        "Hugh",
        "Borg Ship dilemma",
        "yes",
        "Hugh is a valid response to the attack of a Borg Ship",
    );
}

#[test]
fn smoke_bomb_and_phaser_burns_answer_personnel_battle() {
    for actor in ["Smoke Bomb", "Phaser Burns"] {
        assert_verdict(
            actor,
            "personnel battle",
            "yes",
            "Smoke Bomb and Phaser Burns are valid responses",
        );
    }
}

#[test]
fn going_to_the_top_does_not() {
    assert_verdict(
        "Going to the Top",
        "personnel battle",
        "no",
        "Going to the Top is not a valid response to personnel battle",
    );
}

#[test]
fn temporal_rift_does_not_answer_a_borg_ship() {
    assert_verdict(
        "Temporal Rift",
        "Borg Ship",
        "no",
        "you cannot play Temporal Rift on your own ship to avoid the attack",
    );
}

#[test]
fn out_of_time_is_too_late_once_battle_is_declared() {
    assert_verdict(
        "Out Of Time",
        "battle already declared",
        "no",
        "too late to use Out Of Time",
    );
}

#[test]
fn a_special_download_of_out_of_time_during_battle_suspends_play() {
    assert_verdict(
        "a special download",
        "battle",
        "yes",
        "Special downloading suspends play, so Out Of Time would immediately play",
    );
    assert_verdict(
        "Daniels",
        "battle",
        "yes",
        "use his special download (if valid) to play Out Of Time",
    );
}

#[test]
fn devidian_door_cannot_play_a_card_during_a_mission_attempt_or_battle() {
    assert_verdict(
        "Devidian Door",
        "mission attempt",
        "no",
        "Devidian Door to an Away Team during a mission attempt or battle",
    );
    assert_verdict(
        "Devidian Door",
        "battle",
        "no",
        "Devidian Door to an Away Team during a mission attempt or battle",
    );
}

#[test]
fn amanda_rogers_answers_hail() {
    assert_verdict(
        "Amanda Rogers",
        "Hail",
        "yes",
        "in response to another interrupt? The answer is yes",
    );
}

#[test]
fn countermanda_answers_palor_toff() {
    assert_verdict(
        "Countermanda",
        "Palor Toff",
        "yes",
        "respond first with Countermanda",
    );
}

#[test]
fn except_reads_the_excepted_case() {
    assert_verdict(
        "Emergency Transporter Armbands",
        "Firestorm",
        "yes",
        "(except Firestorm)",
    );
}

#[test]
fn the_evidence_ends_with_what_a_search_finds_the_actors_rulings_and_the_general_rules_each_shown_once(
) {
    // One passage states it (FAQ 3.9 Q2), so a search for both finds more.
    let answer = respond("Q2", "Q dilemma");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    let evidence = answer["evidence"].as_array().unwrap();
    let order = |e: &Value| match e["role"].as_str().unwrap() {
        "passage" => 0,
        "found by search" => 1,
        "actor's ruling" => 2,
        "general rule" => 3,
        other => panic!("unknown role {other}"),
    };
    let roles: Vec<u8> = evidence.iter().map(order).collect();
    assert!(roles.windows(2).all(|pair| pair[0] <= pair[1]), "{roles:?}");
    assert!(
        [0, 1, 2, 3].iter().all(|role| roles.contains(role)),
        "{roles:?}"
    );
    each_record_once(&answer);
    // FAQ 1.2 "NULLIFY" is a passage here and one of Hugh's rulings: shown once.
    let answer = respond("Hugh", "Borg Ship dilemma");
    let ids = each_record_once(&answer);
    // Five passages name both: a search adds none.
    assert_eq!(passages(&answer).len(), 5, "{ids:?}");
    assert!(shown_as(&answer, "found by search").is_empty(), "{ids:?}");
    assert!(ids.contains(&"faq/1.2/nullify"), "{ids:?}");
}

#[test]
fn a_passage_naming_the_pair_in_other_words_is_found_by_a_search_for_both() {
    // FAQ 2.4 EVENTS/INTERRUPTS asks "Can Events and Interrupts be played on
    // a cloaked ship? i.e. Scans, ...": it names neither "Long-Range Scan" nor
    // any card, so no passage names both, and a search for both finds it.
    let answer = respond("Long-Range Scan", "cloaked ship");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
    let found = ids_shown_as(&answer, "found by search");
    assert!(found.contains(&"faq/2.4/events-interrupts"), "{found:?}");
    assert!(found.len() <= 3, "{found:?}");
    // Shown beside a stated verdict too, after the passages that state it,
    // and never a general rule (shown in its own place) or a passage twice.
    let phaser = respond(
        "Phaser Burns",
        "battle where Phaser Burns was already played",
    );
    assert_eq!(phaser["verdict"], "yes", "{}", phaser["reason"]);
    let found = ids_shown_as(&phaser, "found by search");
    assert!(!found.is_empty(), "{}", phaser["evidence"]);
    let rules = ids_shown_as(&phaser, "general rule");
    assert!(found.iter().all(|id| !rules.contains(id)), "{found:?}");
    each_record_once(&phaser);
}

/// The ids of the records `answer` shows, asserting that none is shown twice.
fn each_record_once(answer: &Value) -> Vec<&str> {
    let ids: Vec<&str> = answer["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    let unique: std::collections::HashSet<&&str> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "{ids:?}");
    ids
}

#[test]
fn an_undiscussed_pair_is_unknown_with_the_general_rule() {
    let answer = respond("Tox Uthat", "Hail");
    assert_eq!(answer["verdict"], "unknown");
    assert!(passages(&answer).is_empty());
    // The evidence is the general rules, after any passage.
    let rules = serde_json::to_string(&shown_as(&answer, "general rule")).unwrap();
    assert!(
        rules.contains("A valid response must specifically relate to"),
        "{rules}"
    );
    assert!(rules.contains("suspends play"), "{rules}");
    // FAQ 1.2 "ACTION": the rule that no action is interrupted unless a card
    // permits it, with the cards that may interrupt each kind of action.
    assert!(
        rules.contains("by any other actions, unless a card specifically permits"),
        "{rules}"
    );
    // FAQ 1.4 TIMING: no card interrupts a player moving, beaming or
    // encountering a dilemma, but for the cards that cancel cards.
    assert!(
        rules.contains("use a card to interrupt your opponent while he is moving"),
        "{rules}"
    );
    assert!(!answer["reason"].as_str().unwrap().is_empty());
}

#[test]
fn output_for_a_person_leads_with_the_verdict() {
    let output = rulings(&["respond", "Hugh", "Borg Ship dilemma"]);
    let text = stdout(&output);
    assert!(text.starts_with("Yes — "), "{text}");
    assert!(
        text.contains("»Likewise, Hugh is a valid response"),
        "{text}"
    );
    assert!(text.contains("General rules:"), "{text}");
    // What a search for both finds, under its own heading, before the rules.
    let output = rulings(&["respond", "Long-Range Scan", "cloaked ship"]);
    let text = stdout(&output);
    let found = text.find("Found by a search for both").expect(&text);
    let events = text.find("(faq/2.4/events-interrupts)").expect(&text);
    let rules = text.find("General rules:").expect(&text);
    assert!(found < events && events < rules, "{text}");
}

/// What `rulings respond ARGS` says on stderr when it refuses the question as
/// a usage error (exit 2, nothing on stdout).
fn refused(args: &[&str]) -> String {
    let output = rulings(&[&["respond"], args].concat());
    assert_eq!(
        output.status.code(),
        Some(2),
        "{args:?}: {}",
        stdout(&output)
    );
    assert!(output.stdout.is_empty(), "{args:?}: {}", stdout(&output));
    stderr(&output)
}

#[test]
fn an_empty_actor_or_action_is_a_usage_error() {
    let message = refused(&["", ""]);
    assert!(message.contains("the actor is empty"), "{message}");
    let message = refused(&["Hugh", " "]);
    assert!(message.contains("the action is empty"), "{message}");
}

#[test]
fn an_actor_that_is_the_action_is_a_usage_error() {
    let message = refused(&["battle", "the battle"]);
    assert!(
        message.contains("the actor and the action are the same"),
        "{message}"
    );
}

#[test]
fn a_card_asked_of_itself_is_asked_of_another_copy_of_it() {
    // FAQ 3.8 RISHON UXBRIDGE: "Rishon says that she is "not cumulative,"
    // ... But could I put one Rishon on another? A: No."
    let answer = respond("Rishon Uxbridge", "Rishon Uxbridge");
    let shown = evidence_ids(&answer);
    assert_eq!(shown.first(), Some(&"faq/3.8/rishon-uxbridge"), "{shown:?}");
    // FAQ 3.8 WARTIME CONDITIONS: "4) Can I have more than one W. Conditions
    // in play at the same time? ... 4) Yes, you can have more than one."
    let answer = respond(
        "Wartime Conditions",
        "my Wartime Conditions already in play",
    );
    let shown = evidence_ids(&answer);
    assert!(shown.contains(&"faq/3.8/wartime-conditions/4"), "{shown:?}");
    // A battle the card starts is no copy of it.
    let answer = respond("Rogue Borg", "Rogue Borg battle");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
}

#[test]
fn one_mention_names_the_actor_or_the_action_not_both() {
    // FAQ 1.2 ACTION: "Some cards that can "interrupt" a card play: Kevin
    // Uxbridge, Amanda Rogers, Countermanda." names Kevin Uxbridge once: the
    // actor, not Kevin Uxbridge: Convergence, which it would be interrupting.
    // What decides is what Kevin nullifies: Events, and KU: Convergence is an
    // Interrupt.
    let answer = respond("Kevin Uxbridge", "Kevin Uxbridge: Convergence");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type", "{}", answer["reason"]);
    // "Some cards that can "interrupt" battle: ..., Phaser Burns, ..." names
    // Phaser Burns, not a Phaser that could respond to it.
    let answer = respond("Phaser", "Phaser Burns");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
    // Nor is Phaser named in another card's title: "Smoke Bomb and Phaser
    // Burns are valid responses to personnel battle." says nothing of it.
    let answer = respond("Phaser", "battle at its location");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
    // "Are you required to play an Event on your next turn? No." names one
    // Event: it says nothing of one Event answering another.
    let answer = respond("Event", "Event just played");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
    // So too when the question is asked of the actor's type: "Can my opponent
    // play an interrupt, like Rogue Borg, while I'm moving my ship? No." says
    // nothing of an Interrupt (Vulcan Mindmeld) in a chain of Interrupts.
    let answer = respond("Vulcan Mindmeld", "chain of Interrupts (Q-battle)");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
    // FAQ 3.5.5 MERCENARY SHIP: "the ship is shielded from the use of the
    // Long-Range Scan Interrupt card": the Interrupt named is the actor.
    let answer = respond("Long-Range Scan", "chain of Interrupts (Q-battle)");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
}

#[test]
fn a_card_listed_with_what_it_does_answers_only_that() {
    // FAQ 1.2 ACTION: "Some cards that can "interrupt" dilemmas: Howard
    // Heirloom Candle, Q2 (to nullify Q), Eyes in the Dark".
    let answer = respond("Q2", "Q dilemma");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    let answer = respond("Q2", "dilemma with a Strength requirement");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
    // The other cards of the list answer every dilemma.
    let answer = respond("Eyes in the Dark", "dilemma with a Strength requirement");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn the_type_that_stands_for_a_card_named_before_is_not_the_whole_type() {
    // Glossary, Actions – Step 1: "For example, your Away Team encounters
    // Nausicaans. The target must be selected ... before you may nullify the
    // dilemma with Interphase Generator": the dilemma is Nausicaans, so
    // nothing is said by type of the Borg Ship, another dilemma.
    let answer = respond("Interphase Generator", "attacking the Borg Ship");
    assert_ne!(answer["basis"], "by type", "{}", answer["reason"]);
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
}

#[test]
fn an_action_told_as_done_is_not_what_the_play_answers() {
    // FAQ 3.1.2 INVESTIGATE TIME CONTINUUM: "When you bring an Away Team to
    // the planet ... (and have gone through all the Dilemmas there), you can
    // play it directly onto the planet": the Time Travel Pod is played after
    // the dilemmas, in response to none.
    let answer = respond("Time Travel Pod", "any dilemma");
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
    // "Plays on any Away Team which has just completed a planet mission"
    // answers the moment right after.
    let answer = respond("Alien Groupie", "completed planet mission");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn a_pronoun_is_no_actor() {
    let message = refused(&["it", "battle"]);
    assert!(
        message.contains("the actor \"it\" names no card or action"),
        "{message}"
    );
}

#[test]
fn a_question_is_no_ruling_and_no_passage_is_cited_twice() {
    let answer = respond("Q2", "Countermanda");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    let evidence = stating(&answer);
    assert!(
        evidence[0]["sentence"]
            .as_str()
            .unwrap()
            .contains("not nullified by Q2"),
        "{}",
        answer["reason"]
    );
    let cited = |field: &str| -> Vec<String> {
        let all = evidence
            .iter()
            .copied()
            .chain(answer["disagreements"].as_array().unwrap());
        all.map(|e| e[field].as_str().unwrap().to_string())
            .collect()
    };
    for sentence in cited("sentence") {
        assert!(
            !sentence.ends_with('?'),
            "a question as a ruling: {sentence}"
        );
    }
    for field in ["id", "sentence"] {
        let mut seen = cited(field);
        let all = seen.len();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), all, "a {field} cited twice: {seen:?}");
    }
}

#[test]
fn an_answered_question_is_cited_with_its_answer() {
    let text = stdout(&rulings(&["respond", "Hugh", "Outpost Raid"]));
    assert!(
        text.starts_with("No — Q: 3) Can Hugh nullify Outpost Raid? A: 3) No.\n"),
        "{text}"
    );
}

#[test]
fn a_pronoun_after_a_sentence_whose_subject_is_the_actor_stands_for_it() {
    // FAQ 3.2.4 OUTPOST RAID: "Hugh only nullifies the attacks of the Borg
    // Ship or Rogue Borg. He does not nullify all "Borg-Related dilemmas"."
    assert_verdict(
        "Hugh",
        "Borg-related dilemma",
        "no",
        "He does not nullify all \"Borg-Related dilemmas\"",
    );
}

#[test]
fn an_action_typed_without_its_articles_is_the_documents_action() {
    // Players drop the "a" the documents write: "completed planet mission"
    // is what Alien Groupie's text plays on.
    assert_verdict(
        "Alien Groupie",
        "completed planet mission",
        "yes",
        "Plays on any Away Team which has just completed a planet mission",
    );
}

#[test]
fn an_answers_these_cards_are_the_cards_its_question_asks_about() {
    // "Can Events and Interrupts be played on a cloaked ship? ... A:
    // Generally speaking, these cards CAN be played on a cloaked ship, *as
    // long as ...*": the answer's own sentence ends at its closing asterisk.
    for kind in ["Event", "Interrupt"] {
        assert_verdict(
            kind,
            "cloaked ship",
            "yes",
            "these cards CAN be played on a cloaked ship",
        );
    }
}

#[test]
fn a_play_onto_a_place_rules_on_that_place_not_on_the_scene_before() {
    // "So, Yes, you can play Events onto the Gaps' location" follows "Ships
    // can also battle there": the play is onto a location, not into battle.
    let answer = respond("Event", "battle");
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
    let evidence = answer["evidence"].to_string();
    assert!(evidence.contains("onto the Gaps' location"), "{evidence}");
}

#[test]
fn the_actor_must_be_the_one_responding() {
    // The passage says Temporal Rift is no valid response to a Borg Ship: it
    // says nothing of a Borg Ship responding to anything.
    let answer = respond("Borg Ship", "Hugh");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
    // The passages that name both are there to read, none of them a verdict.
    let evidence = answer["evidence"].as_array().unwrap();
    assert!(evidence.iter().all(|e| e["stance"]["verdict"] == "unknown"));
}

#[test]
fn a_statement_about_another_cards_attack_says_nothing_of_battle() {
    // "Hugh is a valid response to the attack of a Borg Ship dilemma" is about
    // the Borg Ship, though the passage around it speaks of personnel battle.
    // What does rule on battle is FAQ 1.2's list of "cards that can
    // "interrupt" battle", Hugh among them.
    for action in ["personnel battle", "battle"] {
        let answer = respond("Hugh", action);
        for evidence in stating(&answer) {
            assert!(
                !evidence["sentence"]
                    .as_str()
                    .unwrap()
                    .contains("Borg Ship dilemma"),
                "{action}: {}",
                answer["reason"]
            );
        }
        if answer["verdict"] != "unknown" {
            assert_eq!(answer["evidence"][0]["id"], "faq/1.2/action");
        }
    }
}

#[test]
fn a_card_listed_beside_the_actor_is_not_what_it_responds_to() {
    // FAQ 3.9 lists Amanda Rogers and Hail together as response cards; the
    // ruling that Amanda may answer a Hail is the worked example of FAQ 1.4.
    let answer = respond("Amanda Rogers", "Hail");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    let evidence = stating(&answer);
    assert_eq!(
        evidence[0]["id"], "faq/1.4/timing/p12",
        "{}",
        answer["reason"]
    );
    for e in evidence {
        let sentence = e["sentence"].as_str().unwrap();
        assert!(!sentence.contains("such as Amanda Rogers"), "{sentence}");
    }
}

#[test]
fn a_whole_question_answers_as_actor_and_action_do() {
    let two = respond("Hugh", "a Borg Ship dilemma");
    assert_eq!(two["verdict"], "yes", "{}", two["reason"]);
    for asked in [
        "can Hugh respond to a Borg Ship dilemma?",
        "Is Hugh a valid response to a Borg Ship dilemma",
        "can hugh be used in response to a borg ship dilemma?",
    ] {
        let one = rulings_json(&["respond", asked]);
        for field in ["verdict", "reason", "evidence", "disagreements"] {
            assert_eq!(one[field], two[field], "{asked}: {field}");
        }
    }
    let unquoted = "can Hugh respond to a Borg Ship dilemma?".split(' ');
    let args: Vec<&str> = ["respond"].into_iter().chain(unquoted).collect();
    assert_eq!(rulings_json(&args)["evidence"], two["evidence"]);
}

#[test]
fn one_argument_that_is_no_question_is_a_usage_error() {
    let message = refused(&["Hugh"]);
    for form in [
        "rulings respond ACTOR ACTION",
        "rulings respond \"can ACTOR respond to ACTION?\"",
    ] {
        assert!(message.contains(form), "{message}");
    }
}

#[test]
fn a_card_that_nullifies_in_a_sentence_is_not_what_the_actor_responds_to() {
    // FAQ 3.9: "She is therefore not nullified by Q2 and only nullified by
    // Amanda Rogers." Q2 nullifies (or not) there; it is not acted on.
    let output = rulings(&["respond", "--json", "Amanda Rogers", "Q2"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let answer: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    // FAQ 1.4's chain of interrupts does rule on it: "You play another Amanda
    // Rogers to nullify my Q2".
    assert_ne!(answer["verdict"], "no", "{answer}");
    for evidence in answer["evidence"].as_array().unwrap() {
        assert!(!evidence["sentence"]
            .as_str()
            .unwrap()
            .contains("not nullified by Q2"));
    }
}

#[test]
fn what_is_nullified_is_the_sentences_own_subject_not_a_card_around_it() {
    // "She is therefore not nullified by Q2" (FAQ 3.9, Countermanda) and "...
    // Countermanda ... CAN be nullified by Amanda Rogers" (FAQ 1.3) rule on
    // Countermanda, not on Palor Toff or events named near them: no verdict
    // is stated, though one follows from the type each card answers.
    for (actor, action) in [("Q2", "Palor Toff"), ("Amanda Rogers", "event")] {
        let output = rulings(&["respond", "--json", actor, action]);
        assert!(output.status.success(), "{}", stderr(&output));
        let answer: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_ne!(answer["verdict"], "yes", "{actor} / {action}: {answer}");
        assert_eq!(answer["basis"], "by type", "{actor} / {action}: {answer}");
        let cited = answer["evidence"][0]["id"].as_str().unwrap();
        assert!(
            !["faq/3.9/countermanda", "faq/1.3/the-colon-rule"].contains(&cited),
            "{actor} / {action}: {cited}"
        );
    }
    let answer = rulings_json(&["respond", "Q2", "Countermanda"]);
    assert_eq!(answer["verdict"], "no", "{answer}");
}

#[test]
fn a_card_that_nullifies_the_action_answers_it() {
    // FAQ 3.9: "Amanda nullifies any "Interrupt card just played", so she can
    // only stop only one Rogue Borg at a time."; FAQ 3.2.4: "Hugh only
    // nullifies the attacks of the Borg Ship or Rogue Borg." (both were
    // unknown: no cue read "X nullifies").
    assert_verdict("Amanda Rogers", "Rogue Borg", "yes", "only one Rogue Borg");
    assert_verdict("Hugh", "Rogue Borg", "yes", "Borg Ship or Rogue Borg");
}

#[test]
fn what_a_card_nullifies_is_not_what_it_sets_apart() {
    // "X only nullifies A; it does not nullify B" says yes of A and no of B
    // (B was read as a yes: the sentence says X nullifies and names B).
    let ruling = "Countermanda – Countermanda only nullifies Telepathic Alien Kidnappers \
                  when played on your own card; it does not nullify Scan.\n";
    for (action, verdict) in [("Scan", "no"), ("Telepathic Alien Kidnappers", "yes")] {
        let answer = respond_beside_the_faq(ruling, "Countermanda", action);
        assert_eq!(answer["verdict"], verdict, "{action}: {answer}");
        // The FAQ's "Countermanda nullifies one TAK at a time" may come first
        // for the Kidnappers (TAK is their initialism).
        let evidence = answer["evidence"].as_array().unwrap();
        assert!(evidence.iter().any(|e| e["sentence"]
            .as_str()
            .unwrap()
            .contains("it does not nullify Scan")));
    }
}

#[test]
fn a_card_listed_with_the_actor_shares_its_verdict_rather_than_suffering_it() {
    // FAQ 3.3 asks whether "Amanda Rogers or Kevin Uxbridge" may nullify a
    // Gift Box: Kevin stands beside Amanda there. FAQ 1.3 rules on the pair:
    // Amanda will NOT nullify Kevin Uxbridge: Convergence, which is grouped
    // with Kevin Uxbridge, "exempted from Amanda's control".
    let answer = respond("Amanda Rogers", "Kevin Uxbridge");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    for e in stating(&answer) {
        assert_ne!(e["id"], "faq/3.3/betazoid-gift-box", "{}", answer["reason"]);
    }
    assert!(answer["evidence"][0]["sentence"]
        .as_str()
        .unwrap()
        .contains("exempted from Amanda's control"));
}

#[test]
fn a_ruling_on_the_action_holds_beside_another_card_it_names() {
    // A sentence that also says what else the actor nullifies still rules on
    // the action it names (the FAQ makes Borg Ship and Rogue Borg cards; the
    // sentence was dropped for naming the Borg Ship).
    let ruling = "Hugh – Hugh is not a valid response to Rogue Borg; it nullifies only the \
                  attack of a Borg Ship dilemma.\n";
    let answer = respond_beside_the_faq(ruling, "Hugh", "Rogue Borg");
    let stated = [&answer["evidence"], &answer["disagreements"]];
    let read = stated
        .iter()
        .flat_map(|list| list.as_array().unwrap())
        .any(|e| {
            e["stance"]["verdict"] == "no"
                && e["sentence"]
                    .as_str()
                    .unwrap()
                    .contains("not a valid response to Rogue Borg")
        });
    assert!(read, "{answer}");
}

#[test]
fn every_negation_of_a_clause_says_no() {
    // Each of these gave yes (the first two) or unknown (the last two) when
    // each pattern carried its own negation.
    let rulings = "RULINGS – General\n\n\
        Zorn Gambit – Zorn Gambit does not count as a valid response to battle.\n\n\
        Wesley Trick – It is not legal to play Wesley Trick in response to battle.\n\n\
        Picard Maneuver – Picard Maneuver is never a valid response to battle.\n\n\
        Riker Feint – Riker Feint is no longer a valid response to battle.\n";
    let crafted = crate::util::Crafted::new(&[("r.txt", "rulings", rulings.as_bytes())]);
    for actor in [
        "Zorn Gambit",
        "Wesley Trick",
        "Picard Maneuver",
        "Riker Feint",
    ] {
        let output = crafted.run(&["respond", "--json", actor, "battle"]);
        let answer: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(answer["verdict"], "no", "{actor}: {}", answer["reason"]);
    }
}

#[test]
fn what_the_asker_says_is_missing_is_the_thing_not_its_determiner() {
    let rulings = "RULINGS – General\n\n\
        Hail – Hail cannot be played during a battle with no personnel present.\n\n\
        Scan – Scan may be played during a battle.\n\n\
        Red Alert – Red Alert is an Event.\n";
    let crafted = crate::util::Crafted::new(&[("r.txt", "rulings", rulings.as_bytes())]);
    for typed in [
        "battle with no personnel present",
        "battle with no other personnel present",
        "battle without my personnel",
    ] {
        let output = crafted.run(&["respond", "--json", "Hail", typed]);
        let answer: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(answer["verdict"], "no", "{typed}: {}", answer["reason"]);
        let output = crafted.run(&["respond", "--json", "Scan", typed]);
        let answer: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(
            answer["verdict"], "unknown",
            "{typed}: {}",
            answer["reason"]
        );
    }
}

#[test]
fn this_card_of_a_type_is_one_card_not_the_whole_type() {
    // Current Rulings, Temporal Micro-Wormhole: "This doorway does not allow
    // you to download personnel"; Activate Subcommands: "This event may
    // download a drone". Neither rules on every Doorway or Event.
    for (actor, action) in [
        ("Doorway", "downloading a personnel"),
        ("Event", "downloading a personnel"),
    ] {
        let answer = respond(actor, action);
        assert_eq!(
            answer["verdict"], "unknown",
            "{actor}: {}",
            answer["reason"]
        );
    }
}

#[test]
fn more_examples_share_the_ruling_on_the_example_before() {
    // FAQ 2.4 EVENTS/INTERRUPTS: "For example, a Plasma Fire can happen
    // aboard a ship whether it is cloaked or not, and thus this card can be
    // played on a cloaked ship. Other examples are Temporal Rift, Wormholes,
    // etc."
    assert_verdict(
        "Wormhole",
        "cloaked ship",
        "yes",
        "Other examples are Temporal Rift, Wormholes, etc.",
    );
    // Before a sentence that names two cards, the examples are of neither.
    let rulings = "RULINGS – General\n\n\
        Hail – For example, a Hail can be played during battle. Another example is Red Alert.\n\n\
        Scan – A Scan or a Hail cannot be played during battle. Other examples are Red Alert.\n\n\
        Red Alert – Red Alert is an Event.\n";
    let crafted = crate::util::Crafted::new(&[("r.txt", "rulings", rulings.as_bytes())]);
    let output = crafted.run(&["respond", "--json", "Red Alert", "battle"]);
    let answer: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert_eq!(answer["disagreements"], serde_json::json!([]), "{answer}");
}

#[test]
fn examples_of_such_a_card_share_the_ruling_on_it_before() {
    // FAQ 3.6.2 TASHA YAR-ALTERNATE (2): "She is not affected by such a card.
    // Cards like the Disruptor Overload say they destroy one "equipment
    // card", and this doesn't fit her category."
    assert_verdict(
        "Disruptor Overload",
        "Tasha Yar - Alternate",
        "no",
        "She is not affected by such a card.",
    );
    // A card named far into the sentence is no example of the kind.
    let rulings = "RULINGS – General\n\n\
        Hail – Battle is not affected by such a card. Cards like those that stop or turn away a ship in the middle of a battle, as Red Alert does, are another matter.\n\n\
        Red Alert – Red Alert is an Event.\n";
    let crafted = crate::util::Crafted::new(&[("r.txt", "rulings", rulings.as_bytes())]);
    let output = crafted.run(&["respond", "--json", "Red Alert", "battle"]);
    let answer: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
}

#[test]
fn an_answer_that_opens_with_a_question_back_is_read_with_its_question() {
    // FAQ 3.9 KLINGON DEATH YELL: "Tell me, Grasshoper, If a Klingon yells in
    // the forest, does he make a sound? The answer is yes, if ... (say, if
    // they all got killed from an Anti-Time Anomaly), you can still Yell".
    let answer = respond("Klingon Death Yell", "Anti-Time Anomaly");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    // Read in its part, the question with its own answer.
    assert_eq!(answer["evidence"][0]["id"], "faq/3.9/klingon-death-yell/1");
}

#[test]
fn a_typed_target_picked_by_a_quantifier_is_read_as_what_it_picks_from() {
    // FAQ 3.9 KLINGON DEATH YELL: "2) Can I play a Klingon Death Yell on one
    // of my opponents Klingons? ... 2) Yes."
    let answer = respond("Klingon Death Yell", "one of my opponent's Klingons");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert!(
        evidence_ids(&answer).contains(&"faq/3.9/klingon-death-yell/2"),
        "{answer}"
    );
}

#[test]
fn a_card_shielded_from_the_actor_is_immune_to_it_and_the_topic_is_named_by_its_type() {
    // FAQ 3.5.5 MERCENARY SHIP: "It means the ship is shielded from the use
    // of the Long-Range Scan Interrupt card": "the ship" of a passage titled
    // with the Mercenary Ship is that ship.
    assert_verdict(
        "Long-Range Scan",
        "Mercenary Ship",
        "no",
        "the ship is shielded from the use of the Long-Range Scan",
    );
    let answer = respond("Long-Range Scan", "Mercenary Ship");
    assert_eq!(
        answer["evidence"][0]["stance"]["construction"],
        "shielded from"
    );
}

#[test]
fn what_the_typed_action_requires_is_what_the_actor_is_asked_about() {
    // Current Rulings, use (skills): "The Art of Diplomacy allows your
    // personnel to use 2 Treachery as if it were 1 Diplomacy." A dilemma
    // alone the passage does not rule on.
    assert_verdict(
        "The Art of Diplomacy",
        "a dilemma requiring Diplomacy",
        "yes",
        "allows your personnel to use 2 Treachery as if it were 1 Diplomacy",
    );
    assert_eq!(
        respond("The Art of Diplomacy", "a dilemma")["verdict"],
        "unknown"
    );
}

#[test]
fn a_use_that_must_be_made_at_once_cannot_wait() {
    // Glossary, Assign Mission Specialists: "If you choose to use the optional
    // download, you must do so immediately upon seeding or playing the
    // objective."
    let answer = respond(
        "Assign Mission Specialists",
        "using its download on my next turn",
    );
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "stated");
    assert!(answer["reason"]
        .as_str()
        .unwrap()
        .contains("you must do so immediately upon seeding or playing the objective"));
    // Asked at no later moment, it says nothing.
    let answer = respond(
        "Assign Mission Specialists",
        "downloading two mission specialists",
    );
    assert_ne!(answer["verdict"], "no", "{}", answer["reason"]);
}

#[test]
fn a_card_that_may_not_be_seeded_then_is_no_answer() {
    // Current Rulings, Deep Space 9: "if a player seeds Deep Space 9 during
    // the dilemma phase, his opponent may not seed Terok Nor during the
    // facility phase".
    assert_verdict(
        "Terok Nor",
        "Deep Space 9 seeded during the dilemma phase",
        "no",
        "his opponent may not seed Terok Nor during the facility phase",
    );
}

#[test]
fn a_card_played_on_what_has_just_done_the_action_may_follow_it() {
    // FAQ 1.2 TURNS: "Alien Groupie -- this is worded: "Plays on any Away
    // Team which has just completed a planet mission. ...""
    assert_verdict(
        "Alien Groupie",
        "planet mission",
        "yes",
        "Plays on any Away Team which has just",
    );
}

#[test]
fn a_card_an_action_passes_over_is_its_place_not_the_action() {
    // "cruising his ship across my Gaps in Normal Space" asks about the move
    // (FAQ 2.1: "Can my opponent play an interrupt, like Rogue Borg, while
    // I'm moving my ship? A: No.").
    let answer = respond(
        "Rogue Borg",
        "my opponent cruising his ship across my Gaps in Normal Space",
    );
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert!(answer["reason"]
        .as_str()
        .unwrap()
        .contains("while I'm moving my ship"));
    // Typed as the card alone, it asks about the card.
    let answer = respond("Rogue Borg", "Gaps in Normal Space");
    assert_eq!(
        answer["action_cards"],
        serde_json::json!(["Gaps in Normal Space"])
    );
}

#[test]
fn such_an_action_points_back_to_the_one_told_before() {
    // FAQ 3.9 PALOR TOFF: a "Q- Battle" (in which you play an Interrupt, I
    // try to nullify it with Amanda, and you block with Q2, ...). "You don't
    // have time to use Palor Toff during the middle of such a Q-Battle".
    assert_verdict(
        "Palor Toff",
        "Q2",
        "no",
        "You don't have time to use Palor Toff during the middle of such",
    );
}

#[test]
fn a_play_that_will_have_no_effect_is_no_answer() {
    // FAQ 3.2.3 CYTHERIANS: "2) What happens if I play an incoming message
    // card on the ship? A: 2) It won't have any effect."
    assert_verdict(
        "Incoming Message",
        "my ship that the Cytherians are sending to the end of the spaceline",
        "no",
        "It won't have any effect.",
    );
}

#[test]
fn a_ruling_on_avoiding_a_dilemma_says_nothing_of_battle() {
    // "You cannot use Emergency Transporter Armbands to avoid a dilemma"
    // follows talk of battle, but rules on dilemmas.
    let answer = respond("Emergency Transporter Armbands", "battle");
    assert_ne!(answer["verdict"], "no", "{}", answer["reason"]);
}

#[test]
fn with_no_verdict_the_passages_naming_both_are_shown() {
    // FAQ 3.9 KEVIN UXBRIDGE: CONVERGENCE asks whether it can destroy a
    // Kurlan Naiskos; its answer is no verdict on the Naiskos responding.
    let answer = respond("Kurlan Naiskos", "Kevin Uxbridge");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
    let evidence = passages(&answer);
    assert!(!evidence.is_empty() && evidence.len() <= 5);
    assert!(evidence
        .iter()
        .any(|e| e["id"] == "faq/3.9/kevin-uxbridge-convergence/3"));
    assert!(evidence.iter().all(|e| e["stance"]["verdict"] == "unknown"));
    assert!(answer["reason"]
        .as_str()
        .unwrap()
        .contains("read the passages that name both"));
}

#[test]
fn a_question_about_playing_a_list_of_cards_asks_about_each() {
    // FAQ 3.2.3 CYTHERIANS: "Can I play two Wormholes or Where No One Has Gone
    // Before to get me there quicker? A: Yes."
    let answer = respond("Where No One Has Gone Before", "Cytherians");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn an_interrupt_with_no_ruling_of_its_own_on_movement_is_answered_by_its_type() {
    // Countermanda is filed under FAQ 3.9 Interrupts; FAQ 2.1 asks "Can my
    // opponent play an interrupt, like Rogue Borg, while I'm moving my ship?
    // A: No."
    let answer = respond("Countermanda", "movement");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type");
    assert!(answer["reason"]
        .as_str()
        .unwrap()
        .contains("by type: Countermanda is an Interrupt"));
    assert_eq!(
        answer["evidence"][0]["id"],
        "faq/2.1/interrupts-during-movement"
    );
    // A card the FAQ names among those that can "interrupt" movement is
    // answered by that, not by its type.
    let hail = respond("Hail", "movement");
    assert_eq!(hail["verdict"], "yes", "{}", hail["reason"]);
    assert_eq!(hail["basis"], "stated");
    // With nothing stated of the card or its type, the general rules decide.
    let unknown = respond("Kurlan Naiskos", "Kevin Uxbridge");
    assert_eq!(unknown["basis"], "general rule");
}

#[test]
fn a_card_with_no_ruling_on_the_action_card_is_answered_by_the_actions_type() {
    // FAQ 1.4: "You cannot use Emergency Transporter Armbands to avoid a
    // dilemma (except Firestorm)." The Borg Ship is a (space) dilemma.
    let answer = respond("Emergency Transporter Armbands", "Borg Ship");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type");
    let reason = answer["reason"].as_str().unwrap();
    assert!(
        reason.contains("by type: Borg Ship is a Dilemma"),
        "{reason}"
    );
    assert_eq!(answer["evidence"][0]["id"], "faq/1.4/timing/p5");
    // FAQ 3.2.1: "... such as Birth of "Junior." You could use Kevin Uxbridge
    // to nullify it.": "it" is the dilemma the sentence before names, not
    // every dilemma, so the Borg Ship gets no yes by its type.
    let kevin = respond("Kevin Uxbridge", "Borg Ship");
    assert_ne!(kevin["verdict"], "yes", "{}", kevin["reason"]);
    // FAQ 1.2: "Some cards that can "interrupt" dilemmas: Howard Heirloom
    // Candle, Q2 (to nullify Q), Eyes in the Dark": Q2 for the Q dilemma
    // only, not for every dilemma; by type it does not answer the Cytherians,
    // no Q-related dilemma.
    let q2 = respond("Q2", "Cytherians");
    assert_eq!(q2["verdict"], "no", "{}", q2["reason"]);
    let cue = q2["evidence"][0]["stance"]["cue"].as_str().unwrap();
    assert!(cue.contains("q-related"), "{cue}");
    let candle = respond("Howard Heirloom Candle", "Cytherians");
    assert_eq!(candle["basis"], "by type", "{}", candle["reason"]);
}

#[test]
fn a_ruling_on_one_kind_of_a_type_holds_for_that_kind_only() {
    // FAQ 3.9 TEMPORAL RIFT: "Can I use Temporal Rift to allow my ship to
    // "escape" a space dilemma ...? A: No." Conundrum is filed under 3.2.3
    // Space dilemmas; Zaldan under 3.2.2 Planet.
    // The passages read for the verdict (a search for both may still find
    // the other ruling, for the player to read).
    let shown = |answer: &serde_json::Value| -> Vec<String> {
        let evidence = answer["evidence"].as_array().unwrap();
        evidence
            .iter()
            .filter(|e| e["role"] != "found by search")
            .map(|e| e["id"].to_string())
            .collect()
    };
    let space = respond("Temporal Rift", "Conundrum");
    assert_eq!(space["verdict"], "no", "{}", space["reason"]);
    assert_eq!(space["basis"], "by type");
    assert!(shown(&space).contains(&"\"faq/3.9/temporal-rift\"".to_string()));
    // Zaldan answers to the Glossary's ruling on "a Borg Ship (or any other
    // dilemma)", never to the one on space dilemmas.
    let planet = respond("Temporal Rift", "Zaldan");
    assert!(
        !shown(&planet).contains(&"\"faq/3.9/temporal-rift\"".to_string()),
        "{}",
        planet["reason"]
    );
    // A mission or a ship is where things are done, not something done: no
    // ruling about missions answers for one.
    let mission = respond("Time Travel Pod", "Quash Conspiracy");
    assert_ne!(mission["basis"], "by type", "{}", mission["reason"]);
}

#[test]
fn a_passage_naming_the_only_cards_allowed_answers_no_for_every_other_card() {
    // FAQ 1.2: "Only one card (Barclay's Transporter Phobia) currently allows
    // you to "interrupt" beaming."
    for actor in ["Q2", "Red Alert", "Countermanda"] {
        let answer = respond(actor, "beaming");
        assert_eq!(answer["verdict"], "no", "{actor}: {}", answer["reason"]);
        assert_eq!(answer["basis"], "general rule");
        assert_eq!(answer["evidence"][0]["id"], "faq/1.2/action");
        let sentence = answer["evidence"][0]["sentence"].as_str().unwrap();
        assert!(sentence.starts_with("Only one card"), "{sentence}");
    }
    // The card it names is not excluded, and the rule says nothing of
    // another action.
    let phobia = respond("Barclay's Transporter Phobia", "beaming");
    assert_eq!(phobia["verdict"], "yes", "{}", phobia["reason"]);
    let battle = respond("Red Alert", "battle");
    let sentence = battle["evidence"][0]["sentence"].as_str().unwrap();
    assert!(!sentence.starts_with("Only one card"), "{sentence}");
    // The rule is on cards played during the action, a type of them or
    // what a player calls a card; not on personnel who do the action.
    for actor in ["Event", "a card that suspends play"] {
        let answer = respond(actor, "beaming");
        assert_eq!(answer["verdict"], "no", "{actor}: {}", answer["reason"]);
    }
    let personnel = respond(
        "non-aligned personnel",
        "beaming from my Federation ship to my Klingon ship",
    );
    assert_eq!(personnel["verdict"], "unknown", "{}", personnel["reason"]);
}

#[test]
fn the_target_of_another_cards_play_is_not_what_the_sentence_rules_on() {
    // Glossary, Actions - Step 2: "Playing Temporal Rift on the ship and
    // returning the ship to your hand by discarding a Space-Time Portal are
    // not valid responses to encountering a Borg Ship": of the two cards,
    // not of the ship.
    let ships = respond("several of my ships", "attacking the Borg Ship");
    assert_ne!(ships["verdict"], "no", "{}", ships["reason"]);
    for actor in ["Temporal Rift", "Space-Time Portal"] {
        assert_verdict(
            actor,
            "Borg Ship dilemma",
            "no",
            "are not valid responses to encountering a Borg Ship",
        );
    }
}

#[test]
fn a_card_told_to_work_from_play_on_the_action_is_not_one_played_during_it() {
    // FAQ 3.6.7 LONE HOLOGRAPHIC PERSONNEL: "Can holographic Personnel beam
    // themselves to a planet ...? Yes, assuming you have Holo-Projectors in
    // play." FAQ 1.2's "Only one card ... allows you to "interrupt" beaming"
    // rules on what is played during beaming, not on a card in play.
    let answer = respond("Holo-Projectors", "Away Team beamed from an Outpost");
    assert_ne!(answer["verdict"], "no", "{}", answer["reason"]);
    // A card in play whose passages say nothing of beaming is still ruled on.
    let answer = respond("Red Alert", "beaming");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
}

#[test]
fn a_ruling_on_the_scenes_card_is_no_answer_for_what_is_done_in_the_scene() {
    // FAQ 3.9 ASTEROID SANCTUARY: "Can I use Asteroid Sanctuary to prevent
    // the Borg Ship from blowing me away ...? A: Yes, you can avoid the
    // battle." That rules on the Borg Ship, not on leaving the asteroids
    // while it is there.
    let answer = respond(
        "Asteroid Sanctuary",
        "leaving the sanctuary while the Borg Ship is still at the location",
    );
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
    // What is done in the scene, in the documents' words, still reads with
    // it: "a card may not be played via Devidian Door to an Away Team during
    // a mission attempt".
    assert_verdict(
        "Devidian Door",
        "reporting a crewman to my landing party while it attempts a mission",
        "no",
        "may not be played via",
    );
}

#[test]
fn the_actors_own_ruling_on_the_scene_comes_before_any_general_rule() {
    // FAQ 3.4 ATMOSPHERIC IONIZATION asks whether the card applies to "Away
    // Teams being sent to the affected planet from an Outpost" (yes): FAQ
    // 1.2's "Only one card ... allows you to "interrupt" beaming" does not
    // answer no for it.
    let answer = respond(
        "Atmospheric Ionization",
        "beaming an Away Team to the planet from an outpost",
    );
    assert_ne!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(
        answer["evidence"][0]["id"],
        "faq/3.4/atmospheric-ionization"
    );
}

#[test]
fn an_action_word_inside_another_cards_title_is_that_title() {
    // "Some cards that can "interrupt" battle: ..., Phaser Burns, Emergency
    // Transporter Armbands, Hugh." names no beaming: "transporter" is part of
    // the Armbands' title.
    let answer = respond("Phaser Burns", "beaming");
    for evidence in answer["evidence"].as_array().unwrap() {
        assert!(
            !evidence["sentence"]
                .as_str()
                .unwrap()
                .contains("\"interrupt\" battle")
                || evidence["stance"]["verdict"] == "unknown",
            "{}",
            answer["reason"]
        );
    }
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn a_card_used_on_another_card_rules_on_that_card_not_the_action() {
    // FAQ 3.9 HAIL: "Can I use Hail on the Borg Ship to prevent it from
    // attacking me? A: No." is about the Borg Ship dilemma, not battle: what
    // holds for Hail in battle is the rule on its type (FAQ 1.2).
    let answer = rulings_json(&["respond", "Hail", "battle"]);
    assert_ne!(answer["basis"], "stated", "{answer}");
    assert_eq!(answer["evidence"][0]["id"], "faq/1.2/action", "{answer}");
}

#[test]
fn a_word_ending_a_hyphened_compound_is_not_the_action() {
    // A "Q- Battle" (Interrupts played against each other, FAQ 3.9 PALOR
    // TOFF) is no battle: it used to answer yes, by type, for every Interrupt.
    for actor in ["Amanda Rogers", "Countermanda", "Wormhole"] {
        let answer = rulings_json(&["respond", actor, "battle"]);
        assert_ne!(answer["verdict"], "yes", "{actor}: {answer}");
    }
}

#[test]
fn a_clause_of_another_subject_or_an_example_of_the_actor_decides_nothing() {
    // FAQ PALOR TOFF: "(in which you play an Interrupt, I try to nullify it
    // with Amanda, ...)": I nullify, not the Interrupt. FAQ 2.1: "Can my
    // opponent play an interrupt, like Rogue Borg, while I'm moving my
    // ship? No.": Rogue Borg is the Interrupt, not what it responds to.
    // Both used to decide, by type, for every Interrupt.
    let amanda = rulings_json(&["respond", "Scan", "Amanda Rogers"]);
    assert_ne!(amanda["verdict"], "yes", "{amanda}");
    let rogue_borg = rulings_json(&["respond", "Scan", "Rogue Borg"]);
    assert_ne!(rogue_borg["verdict"], "no", "{rogue_borg}");
    // The ruling on movement itself still holds for the type.
    let movement = rulings_json(&["respond", "Scan", "movement"]);
    assert_eq!(movement["verdict"], "no", "{movement}");
}

#[test]
fn a_word_of_the_game_is_no_short_form_of_a_card() {
    // "the Borg have the technology … the Rogue Borg can't be used on a
    // cloaked ship" (FAQ ROGUE BORG) speaks of the Borg, not of Borg Ship.
    for action in ["beaming", "movement"] {
        let answer = rulings_json(&["respond", "Borg Ship", action]);
        assert_ne!(answer["basis"], "stated", "{action}: {answer}");
    }
}

#[test]
fn what_the_glossarys_examples_nullify_with_the_actor() {
    // "you play Q's Tent and I nullify it with Wrong Door": "it" is Q's Tent.
    assert_verdict(
        "Wrong Door",
        "Q's Tent",
        "yes",
        "I nullify it with Wrong Door",
    );
    // "… before you may nullify the dilemma with Interphase Generator": the
    // dilemma is the Nausicaans of the sentence before.
    assert_verdict(
        "Interphase Generator",
        "Nausicaans",
        "yes",
        "nullify the dilemma with Interphase Generator",
    );
    assert_verdict(
        "Computer Crash",
        "Activate Subcommands",
        "yes",
        "I respond by activating Computer Crash",
    );
    // "… or your opponent may respond by replacing the dilemma with a Q-Flash
    // (using Beware of Q)."
    assert_verdict("Beware of Q", "Nausicaans", "yes", "(using Beware of Q)");
}

#[test]
fn a_card_immune_to_a_list_is_immune_to_each_member() {
    assert_verdict(
        "Kevin Uxbridge: Convergence",
        "Calamarain",
        "no",
        "Calamarain is immune to both Kevin Uxbridge and Kevin Uxbridge: Convergence",
    );
    // Offered as an alternative in a parenthesis, it nullifies.
    assert_verdict(
        "Kevin Uxbridge: Convergence",
        "Baryon Buildup",
        "yes",
        "(or one Kevin Uxbridge: Convergence) to nullify",
    );
}

#[test]
fn a_short_form_written_as_a_plain_word_is_not_the_card() {
    // "… Launch Portal may be used to download and launch a shuttle during
    // battle": the second "launch" is a verb, not Launch Portal.
    assert_verdict(
        "Launch Portal",
        "battle",
        "yes",
        "Launch Portal may be used to download and launch a shuttle during battle",
    );
    // The same sentence names a mission attempt, but not for Launch Portal.
    assert_eq!(
        respond("Launch Portal", "mission attempt")["verdict"],
        "unknown"
    );
}

#[test]
fn a_numbered_question_is_answered_by_its_own_part() {
    // FAQ 3.8 SUPERNOVA: "2) … Can Kevin Uxbridge?" is answered by "2) No."
    // (no card undoes a Supernova), and the answer goes on: Kevin may be
    // played as the Supernova is played. "Can Kevin Uxbridge?" borrows its
    // verb from the question before, so the statement with a verb of its own
    // decides.
    assert_verdict(
        "Kevin Uxbridge",
        "Supernova",
        "yes",
        "You could play Kevin Uxbridge just as your opponent is playing the Supernova",
    );
    // FAQ 3.9 PALOR TOFF: "Q: 1) Can I use Palor Toff …? A: 1) No."
    assert_verdict(
        "Palor Toff",
        "Interrupt",
        "no",
        "Can I use Palor Toff to rescue Amanda Rogers",
    );
}

#[test]
fn a_card_used_along_the_way_is_not_what_the_actor_answers() {
    // "Can I use Palor Toff to rescue Amanda Rogers … and immediately play her
    // to nullify an opponent's Interrupt card? No." rules on Amanda against
    // that Interrupt, not against Palor Toff; the Glossary rules on that.
    assert_verdict(
        "Amanda Rogers",
        "Palor Toff",
        "yes",
        "and then with Amanda Rogers to nullify Palor Toff",
    );
    let answer = respond("Amanda Rogers", "Palor Toff");
    assert!(
        answer["disagreements"].as_array().unwrap().is_empty(),
        "{answer}"
    );
}

#[test]
fn what_a_card_could_do_were_things_otherwise_is_no_ruling() {
    // FAQ 3.6.6: "… an Interrupt on her which she could nullify if she was in
    // Federation mode, it is not possible to first switch her and then
    // nullify the Interrupt." What she could do were she Federation is no
    // yes; what is not possible is the no.
    let answer = respond("Major Rakal", "Interrupt");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    let cue = answer["evidence"][0]["stance"]["cue"].as_str().unwrap();
    assert!(!cue.contains("could"), "{cue}");
}

#[test]
fn cards_listed_together_do_not_respond_to_each_other() {
    // FAQ 1.2: "Some cards that can "interrupt" a card play: Kevin Uxbridge,
    // Amanda Rogers, Countermanda." says what each may interrupt, not that
    // one answers another.
    for (actor, action) in [
        ("Countermanda", "Kevin Uxbridge"),
        ("Howard Heirloom Candle", "Eyes in the Dark"),
    ] {
        let answer = respond(actor, action);
        assert_ne!(
            answer["basis"], "stated",
            "{actor} / {action}: {}",
            answer["reason"]
        );
    }
}

#[test]
fn a_noun_pointing_back_is_not_another_card_the_sentence_names() {
    // Glossary step 1: "… before you may nullify the dilemma with Interphase
    // Generator or your opponent may respond by replacing the dilemma with a
    // Q-Flash (using Beware of Q)": the dilemma is the Nausicaans, not Beware
    // of Q.
    let answer = respond("Interphase Generator", "Beware of Q");
    assert_ne!(answer["basis"], "stated", "{}", answer["reason"]);
    assert_verdict(
        "Interphase Generator",
        "Nausicaans",
        "yes",
        "nullify the dilemma with Interphase Generator",
    );
}

#[test]
fn a_ruling_on_one_kind_of_battle_says_nothing_of_the_other() {
    // "Smoke Bomb and Phaser Burns are valid responses to personnel battle."
    let ship = respond("Smoke Bomb", "ship battle");
    assert_ne!(ship["verdict"], "yes", "{}", ship["reason"]);
    assert_verdict(
        "Smoke Bomb",
        "personnel battle",
        "yes",
        "Smoke Bomb and Phaser Burns are valid responses to personnel battle",
    );
    // Battle as such covers both kinds.
    assert_eq!(respond("Smoke Bomb", "battle")["verdict"], "yes");
}

#[test]
fn a_play_told_in_the_time_of_the_action_answers_it() {
    // "Khan!" ends no sentence before "when", nor "Dr." before "Tolian", and
    // what Khan! nullifies there ("those bonus points") is Soran's.
    assert_verdict(
        "Khan!",
        "Dr. Tolian Soran",
        "yes",
        "if your opponent plays Khan! when Dr. Tolian Soran first enters The Nexus",
    );
}

#[test]
fn a_parenthesis_typed_with_the_action_tells_the_scene_and_names_nothing() {
    // Rogue Borg in the aside is no action; the answer is the one for
    // personnel battle.
    let answer = respond("Smoke Bomb", "personnel battle (started by Rogue Borg)");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert_eq!(answer["action_cards"], serde_json::json!([]));
    assert_eq!(answer["action"], "personnel battle (started by Rogue Borg)");
    let answer = respond("Smoke Bomb (from my hand)", "personnel battle");
    assert_eq!(answer["actor_card"], "Smoke Bomb", "{}", answer["reason"]);
    assert_eq!(answer["verdict"], "yes");
    // The refusals read the words outside the asides too.
    let refused = crate::util::rulings(&["respond", "battle", "battle (again)"]);
    assert!(!refused.status.success());
    assert!(
        stderr(&refused).contains("the same"),
        "{}",
        stderr(&refused)
    );
}

#[test]
fn what_a_card_does_not_work_during_it_does_not_answer() {
    // "This" opens the answer's sentence about the card's use as an escape.
    assert_verdict(
        "Engage Shuttle Operations",
        "battle",
        "no",
        "This wouldn't work during",
    );
}

#[test]
fn what_is_aborted_is_a_mission_attempt() {
    // "used to \"abort\" missions": the quoted verb and its object name the
    // action together.
    assert_verdict(
        "Temporal Rift",
        "mission attempt",
        "yes",
        "can be used to \"abort\" missions",
    );
}

#[test]
fn a_card_named_by_its_dotted_initials_is_used_on_the_action() {
    // The FAQ spells out Where No One Has Gone Before, then writes it
    // "W.N.O.H.G.B.", whose last period ends no clause.
    let card = crate::util::rulings_json(&["card", "W.N.O.H.G.B."]);
    assert_eq!(card["card"], "Where No One Has Gone Before");
    assert_verdict(
        "Where No One Has Gone Before",
        "Borg Ship",
        "yes",
        "to use the W.N.O.H.G.B. on the",
    );
}

#[test]
fn these_counted_in_a_cards_own_answer_are_that_card() {
    assert_verdict(
        "Vulcan Nerve Pinch",
        "personnel battle",
        "yes",
        "you can play more than one of these per battle",
    );
}

#[test]
fn a_no_for_ones_own_cards_gives_way_to_a_yes_for_the_card_as_such() {
    // "does not nullify your own Echo Papas" holds for the owner only.
    assert_verdict(
        "Paul Rice",
        "Echo Papa 607",
        "yes",
        "Paul nullifies one Echo Papa present",
    );
}

#[test]
fn this_card_after_the_card_is_named_is_that_card() {
    assert_verdict(
        "Plasma Fire",
        "cloaked ship",
        "yes",
        "this card can be played on a cloaked ship",
    );
}

#[test]
fn a_doorway_is_answered_by_the_card_played_on_it_to_close_it() {
    // FAQ 3.10 AU DOORWAY writes the card "A.U. Doorway": "The main way to
    // close an A.U. Doorway is to play the Revolving Door card on it."
    let answer = respond("Revolving Door", "AU Doorway");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    let ids = evidence_ids(&answer);
    assert!(ids.contains(&"faq/3.10/au-doorway/2"), "{ids:?}");
    // The Glossary: "I close your Alternate Universe Door with a Revolving Door".
    assert!(
        ids.contains(&"glossary/actions-step-2-responses/p12"),
        "{ids:?}"
    );
}

#[test]
fn closing_another_card_with_the_actor_is_no_answer_to_the_action() {
    // "if you initiate the play of K'chiQ, and I close your Alternate
    // Universe Door with a Revolving Door during a hiccup, you can still
    // play K'chiQ": the Door is closed, K'chiQ is not answered.
    let answer = respond("Revolving Door", "K'chiQ");
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
    let ids = evidence_ids(&answer);
    assert!(
        ids.contains(&"glossary/actions-step-2-responses/p12"),
        "{ids:?}"
    );
}

#[test]
fn a_card_removed_by_playing_the_actor_is_answered_by_it() {
    // FAQ 3.10 AU DOORWAY: "The Revolving Door can be removed by playing
    // another AU Doorway, another Revolving Door of your own, or Kevin
    // Uxbridge."
    assert_verdict(
        "Kevin Uxbridge",
        "Revolving Door",
        "yes",
        "can be removed by playing another AU Doorway",
    );
}

#[test]
fn a_question_whose_subject_follows_its_verb_asks_about_the_topic_card() {
    // FAQ 3.6.7 EXOCOMPS AND ANDROIDS: "If so, can they be used to counter
    // the Ktarian Game dilemma? A: No."
    assert_verdict(
        "Exocomp",
        "Ktarian Game",
        "no",
        "can they be used to counter the Ktarian Game dilemma",
    );
}

#[test]
fn a_card_not_affected_by_the_actor_is_no() {
    // FAQ 3.2.3 BORG SHIP (4): "Thus, it is NOT affected by various Interrupt
    // or Event cards which are "played on a ship", such as Temporal Rift,
    // Transwarp Conduit, Wormholes, etc."
    assert_verdict(
        "Transwarp Conduit",
        "Borg Ship",
        "no",
        "it is NOT affected by various Interrupt or Event cards",
    );
    // "... it IS affected by Interrupts and Events that are "in space" which
    // it encounters" speaks of some Interrupts, not of every one: no yes by
    // type from it.
    let answer = respond("Brain Drain", "Borg Ship");
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
    let first = answer["evidence"][0]["sentence"].as_str().unwrap();
    assert!(!first.contains("IS affected by"), "{first}");
}

#[test]
fn only_the_card_of_that_exact_title_and_not_the_others() {
    // Current Rulings, card titles: "only a Scan can be used to initiate
    // battle at Nebula, not a Full-Planet Scan or a Tactical Scan."
    let quote = "only a Scan can be used to initiate battle at Nebula";
    assert_verdict("Scan", "battle at Nebula", "yes", quote);
    assert_verdict("Tactical Scan", "battle at Nebula", "no", quote);
    assert_verdict("Full-Planet Scan", "battle at Nebula", "no", quote);
}

#[test]
fn an_answer_that_restates_the_question_as_a_ruling_answers_it() {
    // FAQ 3.2.3 QUANTUM SINGULARITY LIFEFORMS (2): "Can I play the Emergency
    // Transporter Armbands on my opponent's ship to free him from stasis?"
    // "Anyone may play the Emergency Transporter Armbands to release *all*
    // ships caught in stasis."
    assert_verdict(
        "Emergency Transporter Armbands",
        "Quantum Singularity Lifeforms",
        "yes",
        "Anyone may play the Emergency Transporter Armbands to release",
    );
}

#[test]
fn what_is_still_done_after_the_actor_answered_was_not_stopped_by_it() {
    // Glossary, Actions - Step 2: "if you initiate the play of K'chiQ, and I
    // close your Alternate Universe Door with a Revolving Door during a
    // "hiccup", you can still play K'chiQ". The same sentence answers the
    // Door itself with a yes.
    let quote = "you can still play K’chiQ because the condition was met";
    assert_verdict("Revolving Door", "K'chiQ", "no", quote);
    assert_verdict("Revolving Door", "Alternate Universe Door", "yes", quote);
}

#[test]
fn what_a_card_does_not_allow_it_is_not_used_for() {
    // Current Rulings, time travel: "Cards such as Iconian Gateway, which do
    // not so specify, do not allow time travel."
    assert_verdict(
        "Iconian Gateway",
        "time travel",
        "no",
        "Cards such as Iconian Gateway, which do not so specify, do not allow",
    );
}

#[test]
fn a_cards_own_text_quoted_or_told_rules_with_the_card_for_its_subject() {
    // FAQ 3.3 TOX UTHAT (2), a question that quotes the card: "Tox Uthat
    // reads: "... OR as an interrupt (prevents supernova)."
    assert_verdict(
        "Tox Uthat",
        "Supernova",
        "yes",
        "Tox Uthat reads: \"Place in hand until played on table as an event",
    );
    // FAQ 3.8 THE TRAVELLER: TRANSCENDENCE (1): "The Traveler: Transcendence
    // says it nullifies Static Warp Bubbles."
    assert_verdict(
        "The Traveler: Transcendence",
        "Static Warp Bubble",
        "yes",
        "The Traveler: Transcendence says it nullifies Static Warp Bubbles",
    );
}

#[test]
fn an_example_of_a_use_on_a_player_answers_what_the_sentence_before_names() {
    // FAQ 3.10 DEVIDIAN DOOR and ITS TIME LIMIT: "... forcing you to discard
    // the Devidian Door before you get the chance to show it. For example, he
    // could play Masaka Transformations on you, forcing you to discard your
    // entire hand."
    assert_verdict(
        "Masaka Transformations",
        "Devidian Door",
        "yes",
        "he could play Masaka Transformations on you",
    );
}

#[test]
fn a_card_named_in_a_concession_does_not_stop_the_action() {
    // Current Rulings, Strategema: "Strategema prevents battle even if other
    // restrictions, such as affiliation attack restrictions, have been
    // removed (for example, by Post Garrison)."
    assert_verdict(
        "Post Garrison",
        "Strategema",
        "no",
        "Strategema prevents battle even if other restrictions",
    );
}

#[test]
fn what_it_is_not_possible_to_do_with_the_card_named_before_is_a_no() {
    // FAQ 3.6.6 DUAL AFFILIATION PERSONNEL (3): "if Major Rakal is currently
    // Romulan and the opponent plays an Interrupt on her which she could
    // nullify if she was in Federation mode, it is not possible to first
    // switch her and then nullify the Interrupt."
    assert_verdict(
        "Major Rakal",
        "Interrupt",
        "no",
        "it is not possible to first switch her and then nullify the Interrupt",
    );
}

#[test]
fn what_must_be_discarded_after_the_actor_answered_was_undone_by_it() {
    // Glossary, Actions - Step 2: "if you target an outpost to play K'chiQ,
    // and I then destroy the outpost with a Supernova during a Manheim
    // "hiccup," you must discard K'chiQ."
    assert_verdict(
        "Supernova",
        "K'chiQ",
        "yes",
        "I then destroy the outpost with a Supernova during a Manheim",
    );
}

#[test]
fn the_examples_after_an_answer_are_answered_by_it() {
    // FAQ 3.9 VORGON RAIDERS (1): "Is it true I can use this card to steal
    // artifacts from the opponent? Yes, that is correct. For example, ... Or,
    // if he plays the Ophidian Cane, you could usurp it and use it as your
    // own."
    assert_verdict(
        "Vorgon Raiders",
        "Ophidian Cane",
        "yes",
        "if he plays the Ophidian Cane, you could usurp it",
    );
}

#[test]
fn an_action_asked_at_a_moment_that_takes_no_response_is_a_no_for_every_card() {
    // Current Rulings, actions - step 1: a dilemma "has been "just revealed"
    // but cannot otherwise be responded to" until its targets are chosen.
    for (actor, action) in [
        ("Beware of Q", "a dilemma that has just been revealed"),
        ("Interphase Generator", "Nausicaans just revealed"),
        // The moment told in the words of the clause that tells it.
        (
            "Interphase Generator",
            "Nausicaans, slid out from under the mission and turned over, players still reading",
        ),
    ] {
        let answer = respond(actor, action);
        assert_eq!(answer["verdict"], "no", "{actor}: {}", answer["reason"]);
        assert_eq!(answer["basis"], "general rule", "{actor}");
        assert!(
            answer["reason"]
                .as_str()
                .unwrap()
                .contains("cannot otherwise be responded to"),
            "{}",
            answer["reason"]
        );
    }
    // Asked at no such moment, what is stated of the card holds.
    assert_verdict(
        "Interphase Generator",
        "Nausicaans",
        "yes",
        "before you may nullify the dilemma with Interphase Generator",
    );
}

#[test]
fn a_ruling_that_extends_to_any_other_of_a_kind_answers_for_the_kind() {
    // Glossary, Actions - Step 2: "... discarding a Space-Time Portal are not
    // valid responses to encountering a Borg Ship (or any other dilemma)."
    assert_verdict(
        "Space-Time Portal",
        "a dilemma being encountered",
        "no",
        "are not valid responses to encountering a Borg Ship (or any other dilemma)",
    );
    // Without such words, a ruling on one dilemma does not answer for all:
    // Hugh answers the Borg Ship's attack, not every dilemma.
    let answer = respond("Hugh", "a dilemma being encountered");
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn a_verdict_from_a_long_answer_cites_the_whole_answer_with_its_reasons() {
    // FAQ 1.3 THE COLON RULE: "Does Q2 nullify Kevin Uxbridge: Convergence?
    // A: Yes." The reason comes pages later: Q2 "would nullify both of them".
    assert_verdict(
        "Q2",
        "Kevin Uxbridge: Convergence",
        "yes",
        "would nullify both of them",
    );
}

#[test]
fn the_clause_that_sets_an_actions_scene_is_not_the_action() {
    // "after Rogue Borg are played on my ship" tells when the battle comes;
    // the Glossary rules on the battle: "Smoke Bomb and Phaser Burns are
    // valid responses to personnel battle."
    assert_verdict(
        "Smoke Bomb",
        "personnel battle after Rogue Borg are played on my ship",
        "yes",
        "Smoke Bomb and Phaser Burns are valid responses to personnel battle",
    );
}

#[test]
fn a_question_the_faq_asks_twice_is_cited_where_it_gives_its_reasons() {
    // FAQ 3.9 answers "No. See "Doorways," below."; FAQ 3.10 answers the same
    // question with its reasons.
    assert_verdict(
        "Energy Vortex",
        "Devidian Door",
        "no",
        "The Devidian Door is not \"played,\" it's just \"shown,\"",
    );
}

#[test]
fn a_play_told_with_a_pronoun_in_the_cards_own_topic_is_the_cards() {
    // FAQ 3.8 WARTIME CONDITIONS, part 3: "You can play it any time after the
    // attack": "it" is the topic's card.
    assert_verdict(
        "Wartime Conditions",
        "attack on my Federation ship",
        "yes",
        "You can play it any time after the attack",
    );
}

#[test]
fn a_ruling_on_what_the_action_is_done_by_comes_before_one_on_the_action() {
    // Part 1 rules on an attack by a non-aligned ship; part 3, on any attack,
    // is shown as saying otherwise.
    assert_verdict(
        "Wartime Conditions",
        "attack by a non-aligned ship",
        "no",
        "it will not work against a non-aligned ship",
    );
}

#[test]
fn a_doer_told_before_the_action_qualifies_it_as_one_told_after() {
    // A player puts the attacker first as readily as after "by": the same
    // ruling decides. A ship of no kind told apart says nothing more than
    // "an attack": part 3 answers it.
    assert_verdict(
        "Wartime Conditions",
        "a non-aligned ship attacking me",
        "no",
        "it will not work against a non-aligned ship",
    );
    assert_verdict(
        "Wartime Conditions",
        "my opponent's ship attacking me",
        "yes",
        "You can play it any time after the attack",
    );
    // So does its affiliation before the attack.
    assert_verdict(
        "Wartime Conditions",
        "non-aligned attack",
        "no",
        "it will not work against a non-aligned ship",
    );
}

#[test]
fn a_thing_asked_of_in_a_moment_is_answered_for_the_moment() {
    // ROGUE BORG part 6 says they may be played on a ship turn after turn;
    // INTERRUPTS DURING MOVEMENT, that none may be played on a ship moving.
    assert_verdict(
        "Rogue Borg",
        "my opponent's ship while it is moving down the spaceline",
        "no",
        "like Rogue Borg, while I'm moving my ship?",
    );
    // FAQ 1.2 lists the Armbands among the cards that can "interrupt"
    // battle; BEAMING part 2 speaks of an Away Team stopped by a dilemma.
    assert_verdict(
        "Emergency Transporter Armbands",
        "my Away Team while it is in a battle",
        "yes",
        "Some cards that can \"interrupt\" battle",
    );
    // Hail is played on a ship moving past one's own: the moment agrees.
    assert_verdict(
        "Hail",
        "his ship while it is moving",
        "yes",
        "You can play Hail on a ship passing one of your ships",
    );
}

#[test]
fn a_passage_read_both_for_the_action_and_for_what_qualifies_it_is_shown_once() {
    // "my own Echo Papa 607" is read for the Echo Papa and for whose it is;
    // PAUL RICE part 2 answers both ways alike.
    let answer = respond("Paul Rice", "my own Echo Papa 607");
    assert_eq!(answer["verdict"], "no", "{answer}");
    let shown: Vec<(&Value, &Value)> = answer["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (&e["id"], &e["sentence"]))
        .collect();
    for (at, one) in shown.iter().enumerate() {
        assert!(!shown[at + 1..].contains(one), "{one:?} twice in {answer}");
    }
}

#[test]
fn what_a_card_is_used_during_answers_for_that_action() {
    // FAQ 3.1.2 BRUTE FORCE: "The Echo Papa is only \"used during away team
    // or rogue Borg battles...\"" (its "No." answers another question).
    assert_verdict(
        "Echo Papa 607",
        "away team battle",
        "yes",
        "The Echo Papa is only \"used during away team",
    );
}

#[test]
fn an_action_typed_as_a_verb_is_the_action_the_rulings_name() {
    // "moving" is movement: FAQ 1.2 ACTION lists Hail among the cards that
    // can "interrupt" movement.
    assert_verdict(
        "Hail",
        "ship moving past my ship",
        "yes",
        "Some cards that can \"interrupt\" movement: Hail",
    );
}

#[test]
fn an_example_takes_the_scene_of_the_rule_it_shows() {
    // FAQ 1.2 ACTION, 5) Encountering a dilemma: "neither player may play a
    // card, unless specifically permitted. You could not, for instance, ...
    // use Humuhumunukunukuapua'a to raise your attributes".
    assert_verdict(
        "Humuhumunukunukuapua'a",
        "dilemma encounter",
        "no",
        "use Humuhumunukunukuapua'a to raise your attributes",
    );
}

#[test]
fn a_card_that_qualifies_the_action_is_not_the_action() {
    // Current Rulings, Strategema: it "prevents battle even if other
    // restrictions ... have been removed (for example, by Post Garrison)".
    assert_verdict(
        "Strategema",
        "an attack my opponent makes legal with Post Garrison",
        "yes",
        "Strategema prevents battle even if other restrictions",
    );
}

#[test]
fn a_yes_that_waits_for_something_is_no_before_it() {
    // Glossary, Actions - Step 1: "The target must be selected ... before you
    // may nullify the dilemma with Interphase Generator".
    let quote = "before you may nullify the dilemma with Interphase Generator";
    assert_verdict("Interphase Generator", "Nausicaans", "yes", quote);
    assert_verdict(
        "Interphase Generator",
        "Nausicaans the instant it is turned face-up, before a target is picked",
        "no",
        quote,
    );
    // The words are compared by their stems: "targets" is "target".
    assert_verdict(
        "Interphase Generator",
        "Nausicaans, before its targets are chosen",
        "no",
        quote,
    );
    // Asked before something the ruling does not wait for, the yes holds.
    assert_verdict(
        "Interphase Generator",
        "Nausicaans before the end of my turn",
        "yes",
        quote,
    );
    // What has not happened yet is asked before it.
    assert_verdict(
        "Interphase Generator",
        "Nausicaans, when no target has been chosen yet",
        "no",
        quote,
    );
}

#[test]
fn a_yes_refused_after_the_action_is_no_once_it_is_over() {
    // FAQ 3.8 SUPERNOVA: "You could play Kevin Uxbridge just as your opponent
    // is playing the Supernova to nullify it, but you couldn't nullify it
    // after the Supernova has had its effect."
    let quote = "but you couldn't nullify it after the Supernova has had its effect";
    assert_verdict("Kevin Uxbridge", "a Supernova being played", "yes", quote);
    assert_verdict(
        "Kevin Uxbridge",
        "a Supernova that has already destroyed my mission",
        "no",
        quote,
    );
}

#[test]
fn moving_to_a_time_location_is_time_travel() {
    // Current Rulings, time travel: "Cards such as Iconian Gateway, which do
    // not so specify, do not allow time travel."
    assert_verdict(
        "Iconian Gateway",
        "moving my ship from the spaceline to a time location",
        "no",
        "do not so specify, do not allow time travel",
    );
}

#[test]
fn a_card_named_after_the_action_is_how_it_is_done_not_what_is_answered() {
    // Glossary, Actions - Step 2: "if you initiate the play of K'chiQ,
    // and I close your Alternate Universe Door with a Revolving Door ...,
    // you can still play K'chiQ".
    assert_verdict(
        "Revolving Door",
        "my opponent's K'chiQ, by closing his Alternate Universe Door while he plays it",
        "no",
        "and I close your Alternate Universe Door with a Revolving Door",
    );
}

#[test]
fn a_ship_under_cloak_is_a_cloaked_ship() {
    // FAQ 3.9 ROGUE BORG: "the Rogue Borg can't be used on a cloaked ship".
    assert_verdict(
        "Rogue Borg",
        "a ship under cloak",
        "no",
        "the Rogue Borg can't be used on a cloaked ship",
    );
}

#[test]
fn a_ship_that_decloaked_is_not_a_cloaked_ship() {
    // FAQ 3.9 ROGUE BORG (2): "the Rogue Borg can't be used on a cloaked
    // ship. ... just wait until the ship decloaks and then attack it".
    let answer = respond("Rogue Borg", "a ship that just decloaked");
    assert_ne!(answer["verdict"], "no", "{}", answer["reason"]);
}

#[test]
fn a_ruling_that_leaves_out_what_the_asker_says_is_missing_does_not_answer() {
    // FAQ 3.1.2 BRUTE FORCE (2): "The Echo Papa is only "used during away
    // team or rogue Borg battles"", said of a battle with personnel; FAQ 3.7
    // ECHO PAPA (3) answers no to sending it into a battle by itself.
    let answer = respond(
        "Echo Papa 607 Killer Drone",
        "battle with no personnel present",
    );
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert_verdict(
        "Echo Papa 607 Killer Drone",
        "battle",
        "yes",
        "only \"used during away team or rogue Borg battles",
    );
}

#[test]
fn a_use_told_in_a_passage_titled_with_the_action_rules_on_the_action() {
    // FAQ 3.2.2 ROYALE CASINO: BLACKJACK (1), after the tactic of waiting for
    // a good hand: "(Or you can use Mickey D.)".
    assert_verdict(
        "Mickey D.",
        "Royale Casino: Blackjack",
        "yes",
        "(Or you can use Mickey D.)",
    );
}

#[test]
fn an_answer_that_tells_what_you_could_do_rules_on_the_use_asked_about() {
    // FAQ 3.9 VULCAN MINDMELD (4): "Can I use Vulcan Mindmeld to get the
    // "special" skills of characters such as Mickey D. or Dathon?"
    assert_verdict(
        "Vulcan Mindmeld",
        "Mickey D.",
        "yes",
        "So you could get Mickey D's or Dathon's special skill.",
    );
    assert_verdict(
        "Vulcan Mindmeld",
        "Tasha Yar - Alternate",
        "no",
        "However, you could not gain Tasha Yar -- Alternate's skill",
    );
    // "(... to repair the ship)" is an aside: no ruling on ships.
    let answer = respond("Vulcan Mindmeld", "opponent's ship");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
}

#[test]
fn a_thing_told_with_what_was_just_done_to_it_after_it_is_the_documents_just_done_thing() {
    // FAQ 3.9 PARTICLE FOUNTAIN: "Can I play Particle Fountain on my
    // opponent's just-scored mission if I have 2 Engineer present? No."
    for typed in [
        "opponent's mission just scored",
        "a mission my opponent just scored",
    ] {
        assert_verdict(
            "Particle Fountain",
            typed,
            "no",
            "Can I play Particle Fountain on my opponent's just-scored mission",
        );
    }
    // The ruling is on the opponent's mission, not the asker's own.
    for typed in [
        "my own just-scored mission",
        "my own mission I just scored",
        "a mission I just scored",
    ] {
        let answer = respond("Particle Fountain", typed);
        assert_eq!(
            answer["verdict"], "unknown",
            "{typed}: {}",
            answer["reason"]
        );
    }
}

#[test]
fn a_typed_pair_reads_as_the_question_asked_in_one_piece() {
    // FAQ 1.4 Timing: "You don't have time to use Palor Toff during the
    // middle of such a Q-Battle".
    let quote = "You don't have time to use Palor Toff during the middle of such a Q-Battle";
    for action in [
        "Q-Battle",
        "in response to Q-Battle",
        "during a Q-Battle",
        "the Q-Battle card",
    ] {
        assert_verdict("Palor Toff", action, "no", quote);
    }
    // The possessive without its apostrophe, as the FAQ writes it: "2) Can
    // I play a Klingon Death Yell on one of my opponents Klingons?".
    for action in ["one of my opponent's Klingons", "my opponents Klingon"] {
        let answer = respond("Klingon Death Yell", action);
        assert_eq!(answer["verdict"], "yes", "{action}: {}", answer["reason"]);
    }
    // A card the registry does not know, typed with "card" after its name.
    assert_verdict(
        "the Neela card",
        "Bajoran Phaser",
        "yes",
        "Neela can download Bajoran Phaser",
    );
    // "own" before "card" is no name: FAQ 3.10 DEVIDIAN DOOR's "Can I play
    // the card onto one of my own ships ...? Yes." is about ships.
    let answer = respond("Devidian Door", "my own card");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
}

#[test]
fn two_cards_that_share_their_last_word_are_each_asked_about() {
    // FAQ 3.4 OUTPOSTS AS SHIPS: "Does an outpost get the benefits of
    // Nutational or Metaphasic Shields? ... The answer is no to all of these."
    for actor in ["Nutational Shields", "Metaphasic Shields"] {
        assert_verdict(actor, "outpost", "no", "The answer is no to all of these.");
    }
}

#[test]
fn a_card_that_does_not_say_it_may_answer_an_interrupt_may_not() {
    // FAQ 1.4 Timing, the Hail example: "Although it can be played during
    // movement, Warp Engine Overload doesn't say that it can be played in
    // response to an interrupt".
    assert_verdict(
        "Warp Engine Overload",
        "Hail",
        "no",
        "Warp Engine Overload doesn't say that it can be played in response",
    );
}

#[test]
fn a_pronoun_before_the_card_it_stands_for_is_read_as_that_card() {
    // The same sentence: "Although it can be played during movement, Warp
    // Engine Overload ..." tells that the card may be played while a ship moves.
    assert_verdict(
        "Warp Engine Overload",
        "my ship is moving",
        "yes",
        "Although it can be played during movement",
    );
}

#[test]
fn what_an_action_happens_between_is_its_scene_not_the_action() {
    // FAQ 1.2 ACTION: "Interrupts can be played between dilemmas ... So, cards
    // like Emergency Transporter Armbands or Temporal Rift can be used to
    // "abort" missions"; a ruling on encountering a dilemma is not asked.
    assert_verdict(
        "Temporal Rift",
        "my mission attempt, between two dilemmas",
        "yes",
        "Temporal Rift can be used to \"abort\" missions",
    );
}

#[test]
fn an_action_typed_in_any_of_its_forms_is_that_action() {
    // Glossary, valid response: "a card may not be played via "Devidian Door"
    // to an Away Team during a mission attempt or battle".
    assert_verdict(
        "Devidian Door",
        "my opponent's Away Team attempting the mission",
        "no",
        "may not be played via",
    );
}

#[test]
fn the_first_numbered_part_of_a_question_asks_about_the_card_its_topic_names() {
    // FAQ 3.9 DISTORTION OF THE SPACE-TIME CONTINUUM: "Q: 1) Can this be
    // played during my opponent's turn, giving me an extra move during their
    // turn? ... A: 1) No."
    assert_verdict(
        "Distortion of the Space-Time Continuum",
        "during my opponent's turn, to give my own ship an extra move",
        "no",
        "Can this be played during my opponent's turn",
    );
}

#[test]
fn a_card_one_could_possibly_use_against_the_action_answers_it() {
    // FAQ 3.10 DEVIDIAN DOOR and ITS TIME LIMIT: "if he has the Telepathic
    // Alien Kidnappers in play, he could possibly use it to correctly guess
    // which card is your Devidian Door".
    assert_verdict(
        "Telepathic Alien Kidnappers",
        "Devidian Door used last turn, not yet shown",
        "yes",
        "he could possibly use it to",
    );
}

#[test]
fn a_ruling_on_a_card_or_any_other_of_its_type_rules_on_each_card_of_the_type() {
    // Glossary, Actions - Step 2: "... discarding a Space-Time Portal are not
    // valid responses to encountering a Borg Ship (or any other dilemma)";
    // The Tarellian Plague Ship is a dilemma.
    let answer = respond(
        "Space-Time Portal",
        "my ship's crew encountering Tarellian Plague Ship",
    );
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type", "{}", answer["reason"]);
    let first = answer["evidence"][0]["text"].as_str().unwrap();
    assert!(first.contains("(or any other dilemma)"), "{first}");
}

#[test]
fn whether_a_card_helps_against_the_action_is_whether_it_answers_it() {
    // FAQ 3.8 GENETRONIC REPLICATOR: "3) Does it help against Barclay's
    // Protomorphosis Disease? ... 3) No, ..."
    assert_verdict(
        "Genetronic Replicator",
        "Barclay's Protomorphosis Disease",
        "no",
        "3) No, the Barclay's Protmorphosis Disease acts upon the entire",
    );
}

#[test]
fn what_one_may_do_to_the_action_by_using_a_card_the_card_answers() {
    // FAQ 3.10 DEVIDIAN DOOR and ITS TIME LIMIT: "you might be able to get
    // back a Devidian Door that was discarded by using Palor Toff".
    assert_verdict(
        "Palor Toff",
        "my Devidian Door got discarded before I could show it",
        "yes",
        "discarded by using Palor Toff",
    );
}

#[test]
fn what_a_card_is_played_with_is_an_action_it_is_played_during() {
    // FAQ 3.10 DEVIDIAN DOOR and OPHIDIAN CANE: "It is played with the
    // personnel who "go through" the Devidian Door".
    assert_verdict(
        "Ophidian Cane",
        "using a Devidian Door to play personnel",
        "yes",
        "It is played with the personnel",
    );
}

#[test]
fn what_is_done_with_a_card_in_place_of_an_action_answers_it() {
    // Glossary, card draw: "downloads with the Borg Queen's special skill may
    // replace any or all of the three card draws from Kivas Fajo - Collector".
    assert_verdict(
        "Borg Queen",
        "the three card draws from Kivas Fajo - Collector",
        "yes",
        "may replace any or all of the three card draws",
    );
}

#[test]
fn this_and_the_cards_type_in_its_own_entry_is_the_card() {
    // Current Rulings, Temporal Micro-Wormhole: "This doorway does not allow
    // you to download personnel (other than Dr. Telek R'Mor)".
    assert_verdict(
        "Temporal Micro-Wormhole",
        "special download of a personnel",
        "no",
        "This doorway does not allow you to download personnel",
    );
}

#[test]
fn a_ruling_on_the_players_own_cards_answers_for_the_askers_own() {
    // FAQ 3.6.7 PAUL RICE: "Once per turn, Paul nullifies one Echo Papa
    // present" and "Paul Rice does not nullify your own Echo Papas."
    assert_verdict(
        "Paul Rice",
        "my own Echo Papa 607",
        "no",
        "Paul Rice does not nullify your own Echo Papas.",
    );
    assert_verdict(
        "Paul Rice",
        "my opponent's Echo Papa 607",
        "yes",
        "Once per turn, Paul nullifies one Echo Papa present.",
    );
}

#[test]
fn a_card_that_makes_no_sense_to_play_on_the_action_may_not_be_played_on_it() {
    // FAQ 2.4 EVENTS/INTERRUPTS: "For example, a Scan card doesn't make sense
    // to play since a cloaked ship cannot be scanned, by definition." Its
    // example before, "a Plasma Fire can happen aboard a ship whether it is
    // cloaked or not, and thus this card can be played on a cloaked ship",
    // is about Plasma Fire, not about every interrupt.
    assert_verdict(
        "Scan",
        "my opponent's cloaked ship",
        "no",
        "a Scan card doesn't make sense to play",
    );
    let answer = respond("Scan", "my opponent's cloaked ship");
    assert!(!evidence_says(&answer, "Plasma Fire"), "{answer}");
}

#[test]
fn this_card_after_another_card_in_its_sentence_is_that_card() {
    // The same passage, titled EVENTS/INTERRUPTS: "this card" is Plasma Fire,
    // so nothing is said there of interrupts as a type.
    let answer = respond("Interrupt", "a cloaked ship");
    assert!(!evidence_says(&answer, "thus this card"), "{answer}");
}

/// Whether a sentence an answer gives as evidence holds `words`.
fn evidence_says(answer: &serde_json::Value, words: &str) -> bool {
    let evidence = answer["evidence"].as_array().unwrap();
    evidence
        .iter()
        .any(|e| e["sentence"].as_str().unwrap().contains(words))
}

#[test]
fn a_card_that_catches_what_the_action_does_answers_it() {
    // FAQ 3.5.5 GOMTUU: "The Q-Net "catches" the "hurl" of Gomtuu."
    assert_verdict(
        "Q-Net",
        "Gomtuu hurling my ship down the spaceline",
        "yes",
        "The Q-Net \"catches\" the \"hurl\" of Gomtuu.",
    );
}

#[test]
fn a_card_told_as_played_on_the_action_may_be_played_on_it() {
    // Current Rulings, Harness Particle 010: "when Resistance is Futile is
    // played on Assimilate Planet doubled by Harness Particle 010, the
    // objective is worth 60 points".
    assert_verdict(
        "Resistance is Futile",
        "an Assimilate Planet doubled by Harness Particle 010",
        "yes",
        "when Resistance is Futile is played on Assimilate Planet",
    );
}

#[test]
fn what_a_card_may_download_is_told_apart_from_what_it_may_not() {
    // Current Rulings, card titles: "Weyoun's Warship can download only
    // Engage Shuttle Operations: Dominion, not Engage Shuttle Operations or
    // Engage Shuttle Operations: Starfleet"; "Neela can download Bajoran
    // Phaser, but not Bajoran Phaser Rifle".
    let quote = "Weyoun's Warship can download only Engage Shuttle Operations: Dominion";
    assert_verdict(
        "Weyoun's Warship",
        "downloading Engage Shuttle Operations: Starfleet",
        "no",
        quote,
    );
    assert_verdict(
        "Weyoun's Warship",
        "Engage Shuttle Operations: Dominion",
        "yes",
        quote,
    );
    // The bare title stands by itself among what is set apart.
    assert_verdict("Weyoun's Warship", "Engage Shuttle Operations", "no", quote);
    let quote = "Neela can download Bajoran Phaser, but not Bajoran Phaser Rifle";
    assert_verdict("Neela", "Bajoran Phaser Rifle", "no", quote);
    assert_verdict("Neela", "Bajoran Phaser", "yes", quote);
}

#[test]
fn a_stated_verdict_shows_the_other_passages_that_name_both_after_its_evidence() {
    // FAQ 1.2 "ACTION" lists Eyes in the Dark among the cards that can
    // "interrupt" dilemmas; FAQ 1.4 names it too ("such as Hugh or Eyes in the
    // Dark"), which the judge reads after the evidence.
    let answer = respond("Eyes in the Dark", "dilemma");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    let ids = evidence_ids(&answer);
    assert_eq!(ids, ["faq/1.2/action", "faq/1.4/timing/p4"]);
    assert_eq!(answer["evidence"][1]["stance"]["verdict"], "unknown");
    let text = stdout(&rulings(&["respond", "Eyes in the Dark", "dilemma"]));
    let evidence = text.find("\nEvidence:\n").unwrap();
    let others = text
        .find("\nOther passages that name both (the reader found no verdict in them):\n")
        .unwrap();
    assert!(evidence < others && text[others..].contains("faq/1.4/timing/p4"));
}

#[test]
fn when_nothing_is_stated_of_the_action_its_scene_may_be_the_moment_asked() {
    // The actor's own play, asked of a moment: nothing rules on reporting a
    // crewman as such, but the Glossary rules on the mission attempt: "a card
    // may not be played via "Devidian Door" to an Away Team during a mission
    // attempt or battle".
    assert_verdict(
        "Devidian Door",
        "reporting a crewman to my landing party while it attempts a mission",
        "no",
        "may not be played via",
    );
    // A scene read apart still answers first: the attempt, not the dilemmas.
    assert_verdict(
        "Temporal Rift",
        "a mission attempt, between two dilemmas",
        "yes",
        "Temporal Rift",
    );
}

#[test]
fn the_actors_type_names_it_after_a_sentence_about_a_card_of_another_kind() {
    // Current Rulings, Temporal Micro-Wormhole: a sentence naming Defend
    // Homeworld comes between the title and "If any destination is otherwise
    // provided (e.g. a *report with crew* action, ...), then this doorway
    // cannot be discarded to affect mixing."
    assert_verdict(
        "Temporal Micro-Wormhole",
        "a report-with-crew action or special download",
        "no",
        "then this doorway cannot be discarded to affect mixing",
    );
}

#[test]
fn what_a_card_provides_a_destination_for_it_may_be_used_for() {
    // Current Rulings, Temporal Micro-Wormhole: "It provides a destination for
    // a report of a personnel when no destination is otherwise provided (e.g.,
    // one played as your normal card play, ...)". "It" follows a sentence
    // whose only other card stands in an aside ("(other than Dr. Telek
    // R'Mor)"). A report with crew has a destination: "this doorway cannot be
    // discarded to affect mixing".
    assert_verdict(
        "Temporal Micro-Wormhole",
        "reporting a personnel as my normal card play",
        "yes",
        "It provides a destination for a report of a personnel",
    );
    assert_verdict(
        "Temporal Micro-Wormhole",
        "reporting my captain with crew aboard his ship",
        "no",
        "then this doorway cannot be discarded to affect mixing",
    );
}

#[test]
fn a_card_a_thing_may_be_changed_with_may_be_used_on_it() {
    // Glossary, counterpart: "A counterpart may be converted to a drone with
    // He Will Make an Excellent Drone". The player tells the use.
    assert_verdict(
        "He Will Make an Excellent Drone",
        "use it on my counterpart",
        "yes",
        "A counterpart may be converted to a drone with",
    );
}

#[test]
fn a_card_brought_into_an_action_by_the_actor_asks_about_that_action() {
    // Glossary, Actions - Step 2: "Going to the Top is not a valid response to
    // personnel battle; although returning a personnel to hand or downloading
    // one could affect the outcome of the battle, ...". What the card
    // downloads is not what is asked; the battle is.
    assert_verdict(
        "Going to the Top",
        "download a personnel into my personnel battle",
        "no",
        "Going to the Top is not a valid response to personnel battle",
    );
}

#[test]
fn what_the_asker_hopes_to_do_is_not_the_action_answered() {
    // The same Glossary ruling: the battle is what Going to the Top would
    // answer; downloading a personnel is what the asker hopes it does.
    for typed in [
        "my opponent just started a personnel battle - I want to download a personnel",
        "a personnel battle, to download a personnel",
    ] {
        assert_verdict(
            "Going to the Top",
            typed,
            "no",
            "Going to the Top is not a valid response to personnel battle",
        );
    }
}

#[test]
fn a_players_word_in_the_action_is_read_as_the_documents_term() {
    // corpus/vocabulary.tsv: "fight" is battle, "landing party" an Away Team.
    assert_verdict(
        "Going to the Top",
        "a landing party fight",
        "no",
        "Going to the Top is not a valid response to personnel battle",
    );
    // A ship "cruising" moves: FAQ 1.4 TIMING.
    assert_verdict(
        "Loss of Orbital Stability",
        "his ship cruising past the planet",
        "no",
        "You can't play Loss of Orbital Stability on a ship moving past a planet location",
    );
}

#[test]
fn an_example_of_what_a_card_answers_is_answered() {
    // FAQ 1.4 TIMING: "Kevin Uxbridge can be used to \"counter\" an Event
    // that is immediately played and discarded (such as Kivas Fajo)". The
    // ruling names the card itself; its type is not needed.
    let answer = respond("Kevin Uxbridge", "Kivas Fajo - Collector");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "stated");
    assert!(stating(&answer)[0]["text"]
        .as_str()
        .unwrap()
        .contains("(such as Kivas Fajo)"));
}

#[test]
fn the_actors_own_use_set_in_a_moment_asks_about_that_moment() {
    // FAQ 2.1 INTERRUPTS DURING MOVEMENT: "Can my opponent play an interrupt,
    // like Rogue Borg, while I'm moving my ship? A: No."
    assert_verdict(
        "Rogue Borg",
        "he plays Rogue Borg on my ship while I'm in the middle of moving it",
        "no",
        "Movement is an \"action\" that cannot be interrupted",
    );
}

#[test]
fn an_event_asked_about_is_found_by_the_word_event() {
    // FAQ 1.4 TIMING: "Kevin Uxbridge can be used to \"counter\" an Event
    // that is immediately played and discarded".
    let answer = respond("Kevin Uxbridge", "an Event my opponent just played");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert!(
        stating(&answer).iter().any(|e| e["text"]
            .as_str()
            .unwrap()
            .contains("Kevin Uxbridge can be used to \"counter\" an Event")),
        "{answer}"
    );
}

#[test]
fn a_whole_type_of_card_as_the_actor_is_read_by_the_types_words() {
    // FAQ 2.1 INTERRUPTS DURING MOVEMENT: "Can my opponent play an interrupt,
    // like Rogue Borg, while I'm moving my ship? A: No."
    assert_verdict(
        "an Interrupt card",
        "ship movement",
        "no",
        "Movement is an \"action\" that cannot be interrupted",
    );
}

#[test]
fn an_action_asked_before_it_may_be_responded_to_takes_no_response() {
    // Current Rulings, actions - step 1: a dilemma "may be responded to) only
    // when any targets for the dilemma have been chosen".
    let quote = "only when any targets for the dilemma have been chosen";
    let answer = respond(
        "Hugh",
        "a Borg Ship dilemma as it is turned face up, before any targets are picked",
    );
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "general rule");
    assert!(answer["evidence"][0]["text"]
        .as_str()
        .unwrap()
        .contains(quote));
    // Asked at large, the Glossary's yes stands.
    assert_eq!(respond("Hugh", "Borg Ship dilemma")["verdict"], "yes");
}

#[test]
fn a_card_doing_something_to_another_card_is_the_action() {
    // FAQ 3.10 AU DOORWAY: "The Revolving Door can be removed by playing
    // another AU Doorway, another Revolving Door of your own, or Kevin
    // Uxbridge." The AU Doorway is what the Revolving Door is played on;
    // "Kevin Uxbridge does not nullify the AU Doorway" is not about it.
    assert_verdict(
        "Kevin Uxbridge",
        "Revolving Door shutting my AU Doorway",
        "yes",
        "The Revolving Door can be removed by playing another AU Doorway",
    );
}

#[test]
fn of_two_statements_of_one_passage_the_one_saying_more_of_the_question_rules() {
    // FAQ 3.3 SAMUEL CLEMENS' POCKETWATCH: "you can use SCP to show the Door
    // immediately" is about your own Door; the next sentence is about the
    // opponent's.
    assert_verdict(
        "Samuel Clemens' Pocketwatch",
        "make my opponent show his Devidian Door",
        "no",
        "you could not use SCP on your opponent to make him show a Devidian Door",
    );
    assert_verdict(
        "Samuel Clemens' Pocketwatch",
        "show my own Devidian Door now",
        "yes",
        "you can use SCP to show the Door immediately",
    );
}

#[test]
fn a_card_named_as_played_on_the_action_may_be_played_on_it() {
    // FAQ 3.8 GAPS IN NORMAL SPACE: "a Tetryon Field played on the Gaps would
    // cause a player to stop there".
    assert_verdict(
        "tetryon field",
        "on a Gaps in Normal Space location",
        "yes",
        "a Tetryon Field played on the Gaps would",
    );
}

#[test]
fn completing_a_mission_is_an_action_in_its_forms() {
    // FAQ 3.9 PARTICLE FOUNTAIN: "Can I play Particle Fountain on my
    // opponent's just-scored mission if I have 2 Engineer present? A: No."
    assert_verdict(
        "Particle Fountain",
        "my opponent just scored a mission",
        "no",
        "just-scored mission if I have 2 Engineer present",
    );
}

#[test]
fn a_preposition_before_what_the_actor_is_played_on_names_nothing() {
    // Glossary, counterpart: "A counterpart may be converted to a drone with
    // He Will Make an Excellent Drone".
    assert_verdict(
        "He Will Make An Excellent Drone",
        "on my counterpart",
        "yes",
        "A counterpart may be converted to a drone with He Will Make an Excellent Drone",
    );
}

#[test]
fn a_card_an_action_is_done_using_qualifies_the_action() {
    // Current Rulings, Strategema: "Strategema prevents battle even if other
    // restrictions ... have been removed (for example, by Post Garrison)."
    assert_verdict(
        "Strategema",
        "opponent initiates battle using Post Garrison",
        "yes",
        "Strategema prevents battle even if other restrictions",
    );
}

#[test]
fn an_action_typed_from_its_moment_on_is_read_whole() {
    // FAQ 1.2 "ACTION": "If the opponent, for example, announces his intent
    // to beam down to a planet, it is too late for you to play a Rogue Borg
    // on his ship to stop him."
    assert_verdict(
        "Rogue Borg",
        "right after they announce they're beaming down to the planet",
        "no",
        "it is too late for you to play a Rogue Borg on his ship to stop him",
    );
}

#[test]
fn the_askers_my_is_the_documents_your() {
    // FAQ 3.9 DISTORTION OF THE SPACE-TIME CONTINUUM: "So, you can't play it
    // on your own ship during your opponent's turn."
    assert_verdict(
        "Distortion of the Space-Time Continuum",
        "on my own ship during my opponent's turn",
        "no",
        "you can't play it on your own ship during your opponent's turn",
    );
}

#[test]
fn the_last_word_of_a_cards_title_done_by_a_person_is_the_cards_use() {
    // FAQ 3.9 VULCAN NERVE PINCH part 2: "do you mean that I might pinch my
    // own personnel? ... No, you can not accidentally (or intentionally)
    // pinch one of your own personnel."
    assert_verdict(
        "Vulcan Nerve Pinch",
        "my personnel",
        "no",
        "pinch one of your own personnel",
    );
}

#[test]
fn a_ruling_on_ones_own_things_does_not_answer_for_anyones() {
    // DEVIDIAN DOOR: WHERE PLAYED part 2 says yes to playing it onto "one of
    // my own ships"; part 9 tells what happens on an opponent's. "a ship"
    // says whose it is nowhere.
    let mine = respond("Devidian Door", "one of my own ships");
    assert_eq!(mine["verdict"], "yes", "{mine}");
    let anyones = respond("Devidian Door", "a ship");
    assert_eq!(anyones["verdict"], "unknown", "{anyones}");
}

#[test]
fn a_ruling_on_the_moment_an_action_is_asked_in_answers_it() {
    // FAQ 1.2 ACTION: "However, Interrupts can be played between dilemmas or
    // before the first dilemma is encountered."
    assert_verdict(
        "Interrupt",
        "a mission attempt, between two dilemmas",
        "yes",
        "Interrupts can be played between dilemmas",
    );
}

#[test]
fn the_owners_a_player_leaves_out_are_read_as_the_documents_write_them() {
    // "my ship" is the documents' "your own ship"; a bare "opponent's",
    // "your opponent's".
    assert_verdict(
        "Distortion of the Space-Time Continuum",
        "on my ship during opponent's turn",
        "no",
        "you can't play it on your own ship during your opponent's turn",
    );
}

#[test]
fn a_ruling_on_one_players_cards_alone_answers_no_for_the_others() {
    // FAQ 3.8 THE TRAVELLER: TRANSCENDENCE: "Does the Traveler nullify all
    // SWBs in play or just my opponent's? ... 2) Just your opponent's".
    assert_verdict(
        "The Traveler: Transcendence",
        "my own Static Warp Bubble",
        "no",
        "Just your opponent's",
    );
    assert_verdict(
        "The Traveler: Transcendence",
        "my opponent's Static Warp Bubble",
        "yes",
        "nullifies Static Warp Bubble",
    );
    // FAQ 3.3 SAMUEL CLEMENS' POCKETWATCH: "you could not use SCP on your
    // opponent to make him show a Devidian Door, because you can only use
    // SCP on yourself."
    assert_verdict(
        "Samuel Clemens' Pocketwatch",
        "my opponent's Devidian Door",
        "no",
        "you can only use SCP on yourself",
    );
    assert_verdict(
        "Samuel Clemens' Pocketwatch",
        "my Devidian Door",
        "yes",
        "you can use SCP to show the Door immediately",
    );
}

#[test]
fn a_card_typed_in_its_possessive_is_the_action_card() {
    // FAQ 3.5.5 GOMTUU: "2) The Q-Net "catches" the "hurl" of Gomtuu."
    assert_verdict(
        "Q-Net",
        "Gomtuu's hurl",
        "yes",
        "The Q-Net \"catches\" the \"hurl\" of Gomtuu.",
    );
}

#[test]
fn an_unknown_shows_the_actors_rulings_nearest_the_action() {
    // Few passages name Gomtuu and "a ship with SHIELDS 9 or higher"; FAQ
    // 3.5.5 GOMTUU part 1 rules on it: "If the target ship has shields 9 or
    // higher, Gomtuu can't affect it."
    let answer = respond("Gomtuu", "a ship with SHIELDS 9 or higher");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
    assert!(
        evidence_ids(&answer).contains(&"faq/3.5.5/gomtuu/1"),
        "{:?}",
        evidence_ids(&answer)
    );
    // Of the question found, the part that names the actor: FAQ 3.8 ENGAGE
    // SHUTTLE OPERATIONS part 4, on a shuttle parked on a planet and Loss of
    // Orbital Stability, not part 2 on landing.
    let answer = respond("Loss of Orbital Stability", "shuttle landed on a planet");
    let shown = evidence_ids(&answer);
    assert!(
        shown.contains(&"faq/3.8/engage-shuttle-operations/4"),
        "{shown:?}"
    );
}

#[test]
fn he_that_is_used_in_a_passage_about_a_personnel_is_the_personnel() {
    // FAQ 3.6.7 FEK'LHR: "Klingons normally won't travel on Federation ships
    // ..., so normally he can't be used on a Federation ship."
    assert_verdict(
        "Fek'lhr",
        "Federation ship",
        "no",
        "so normally he can't be used on a Federation ship",
    );
}

#[test]
fn a_play_between_the_opponents_actions_is_no_response_during_them() {
    // FAQ 3.9 TIMING: "... so that you can play Interrupts in between" is
    // about the time between actions. FAQ 1.2 "ACTION" rules on beaming:
    // "Only one card (Barclay's Transporter Phobia) currently allows you to
    // \"interrupt\" beaming."
    assert_verdict(
        "Interrupt",
        "opponent's beaming",
        "no",
        "currently allows you to \"interrupt\" beaming",
    );
}

#[test]
fn a_question_about_cards_such_as_the_actor_is_answered_for_it() {
    // FAQ 2.3 BEAMING (5): "Can I beam using special cards such as Emergency
    // Transporter Armbands or Near-Warp Transport even if beaming would not
    // normally be allowed (ie, ... a Distortion Field is in effect ...)?
    // A: 5) No."
    assert_verdict(
        "Near-Warp Transport",
        "Distortion Field",
        "no",
        "These cards are a form of beaming",
    );
}

#[test]
fn a_question_about_playing_copies_of_the_actor_is_answered_for_it() {
    // FAQ 3.2.3 CYTHERIANS (3): "Can I play two Wormholes or Where No One Has
    // Gone Before to get me there quicker? A: 3) Yes."
    assert_verdict("Wormhole", "Cytherians", "yes", "Can I play two Wormholes");
}

#[test]
fn the_card_played_in_a_passage_titled_with_the_actor_is_the_actor() {
    // FAQ 3.10 DEVIDIAN DOOR: WHERE PLAYED: "11) \"Can I play the card on a
    // dilemma like the Borg ship or the Radioactive Garbage Scow?\" Yes, but
    // currently, these are the only two dilemmas ..."
    assert_verdict(
        "Devidian Door",
        "Borg Ship",
        "yes",
        "Can I play the card on a dilemma like the Borg ship",
    );
}

#[test]
fn a_ruling_on_one_players_card_or_another_cards_use_is_no_answer_for_the_others() {
    // FAQ 3.10 DEVIDIAN DOOR: WHERE PLAYED (2) "Can I play the card onto one
    // of my own ships ...? A: Yes." is about one's own ships; FAQ 3.3 SAMUEL
    // CLEMENS' POCKETWATCH "you can only use SCP on yourself" keeps SCP, not
    // the Door, to one player.
    let answer = respond("Devidian Door", "opponent's ship");
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
    for statement in stating(&answer) {
        let sentence = statement["sentence"].as_str().unwrap();
        assert!(!sentence.contains("my own ships"), "{sentence}");
        assert!(!sentence.contains("use SCP on yourself"), "{sentence}");
    }
}

#[test]
fn whether_the_actor_is_counted_in_an_action_is_whether_it_works_there() {
    // FAQ 3.2.2 HUNTER GANGS: "1) Are cards which modify the Cunning of
    // Personnel, like Yellow Alert, factored into determining if a Personnel
    // is killed by Hunter Gangs? A: 1) Yes."
    assert_verdict(
        "Yellow Alert",
        "Hunter Gangs",
        "yes",
        "like Yellow Alert, factored into",
    );
}

#[test]
fn whether_something_gets_the_actors_benefits_is_whether_it_works_there() {
    // FAQ 3.4 OUTPOSTS AS SHIPS: "Does an outpost get the benefits of
    // Nutational or Metaphasic Shields? ... A: The answer is no to all of
    // these."
    assert_verdict(
        "Metaphasic Shields",
        "outpost",
        "no",
        "The answer is no to all of these",
    );
}

#[test]
fn whether_something_benefits_from_a_kind_of_card_holds_for_each_example() {
    // FAQ 3.6.3 FEDERATION KLINGONS AND PARTIAL KLINGONS: "Can Federation
    // Klingons benefit from special Klingon-oriented cards like Right of
    // Vengeance, Death Yell, or Targ? ... A: Yes."
    for actor in ["Right of Vengeance", "Targ"] {
        assert_verdict(actor, "Federation Klingon", "yes", "A: Yes.");
    }
}

#[test]
fn an_example_told_after_its_clause_has_what_the_clause_says_of_its_kind() {
    // FAQ 1.2 "STOPPED": "Note that interrupts could still be played on the
    // ship, such as Auto-Destruct."
    let answer = respond("Auto-Destruct Sequence", "ship");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    let sentences: Vec<&str> = stating(&answer)
        .iter()
        .map(|statement| statement["sentence"].as_str().unwrap())
        .collect();
    assert!(
        sentences
            .iter()
            .any(|sentence| sentence.contains("interrupts could still be played on the ship")),
        "{sentences:?}"
    );
}

#[test]
fn a_question_asking_to_use_it_in_the_actors_passage_is_answered_for_the_actor() {
    // FAQ 3.9 ANTI-MATTER SPREAD (3): "Could I use it *on behalf* of the Borg
    // Ship ...? A: 3) I would say so."
    assert_verdict("Anti-Matter Spread", "Borg Ship", "yes", "I would say so");
}

#[test]
fn a_question_mark_after_the_typed_action_changes_nothing() {
    // FAQ 3.8 WARTIME CONDITIONS answers attacks by Federation ships; with a
    // "?" after it, the typed action once read as a different question.
    for (actor, action) in [
        ("Wartime Conditions", "attack by a non-aligned ship"),
        ("Metaphasic Shields", "outpost"),
        ("Hugh", "Borg Ship dilemma"),
    ] {
        let plain = respond(actor, action);
        let asked = respond(actor, &format!("{action}?"));
        assert_eq!(asked["verdict"], plain["verdict"], "{actor} / {action}?");
        assert!(plain["evidence"][0]["id"].is_string(), "{plain}");
        assert_eq!(asked["evidence"][0]["id"], plain["evidence"][0]["id"]);
    }
}

#[test]
fn an_actor_typed_with_the_word_card_after_it_is_the_card() {
    // Glossary, Actions - Step 2: "Smoke Bomb and Phaser Burns are valid
    // responses to personnel battle".
    assert_verdict(
        "the Smoke Bomb card",
        "personnel battle",
        "yes",
        "Smoke Bomb and Phaser Burns are valid responses",
    );
    let answer = crate::util::rulings_json(&["card", "the Smoke Bomb card"]);
    assert_eq!(answer["card"], "Smoke Bomb");
}

#[test]
fn an_action_card_typed_in_its_plural_is_the_card() {
    // FAQ 1.3 THE COLON RULE: "Can Countermanda be nullified by Amanda
    // Rogers? ... A: Yes."
    let answer = respond("Amanda Rogers", "Countermandas");
    assert_eq!(answer["action_cards"], serde_json::json!(["Countermanda"]));
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn a_card_that_answers_one_type_of_card_does_not_answer_another() {
    // FAQ 1.2 NULLIFY: "Amanda Rogers "nullifies" an interrupt." Red Alert
    // is an Event.
    let answer = respond("Amanda Rogers", "Red Alert");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type");
    let reason = answer["reason"].as_str().unwrap();
    assert!(
        reason.contains("by type: Red Alert is an Event"),
        "{reason}"
    );
    assert!(
        reason.contains("Amanda Rogers \"nullifies\" an interrupt"),
        "{reason}"
    );
    assert_eq!(
        answer["evidence"][0]["stance"]["construction"],
        "answers another type"
    );
    // FAQ 1.4: "Kevin Uxbridge can be used to "counter" an Event"; Hail is
    // an Interrupt.
    let kevin = respond("Kevin Uxbridge", "Hail");
    assert_eq!(kevin["verdict"], "no", "{}", kevin["reason"]);
    assert!(kevin["evidence"][0]["sentence"]
        .as_str()
        .unwrap()
        .contains("can be used to \"counter\" an Event"));
    // A card of the type it answers is no such case.
    let amanda = respond("Amanda Rogers", "Hail");
    assert_eq!(amanda["verdict"], "yes", "{}", amanda["reason"]);
}

#[test]
fn a_type_asked_about_is_read_as_a_noun_not_as_the_verb_it_shares() {
    // FAQ 1.2: "Some cards that can "interrupt" a card play: Kevin Uxbridge,
    // Amanda Rogers, Countermanda" is the verb, and says nothing of the
    // Interrupt type; Kevin nullifies Events.
    let kevin = respond("Kevin Uxbridge", "an Interrupt");
    assert_eq!(kevin["verdict"], "no", "{}", kevin["reason"]);
    assert!(!kevin["reason"]
        .as_str()
        .unwrap()
        .contains("cards that can \"interrupt\""));
    // "an Event just played" is an Event, not any card play.
    let amanda = respond("Amanda Rogers", "Event just played");
    assert_eq!(amanda["verdict"], "no", "{}", amanda["reason"]);
    // Hail is an Interrupt: "may an Interrupt respond to an Interrupt?" is no
    // question of its type's own (every sentence on interrupts would be
    // read as both, as FAQ 2.1 "Can my opponent play an interrupt ... while
    // I'm moving my ship? A: No.").
    let hail = respond("Hail", "an Interrupt");
    assert_ne!(hail["basis"], "by type", "{}", hail["reason"]);
    let interrupt = respond("Amanda Rogers", "an Interrupt");
    assert_eq!(interrupt["verdict"], "yes", "{}", interrupt["reason"]);
    assert!(interrupt["evidence"][0]["sentence"]
        .as_str()
        .unwrap()
        .contains("Amanda Rogers \"nullifies\" an interrupt"));
}

#[test]
fn a_card_text_told_with_a_quoted_word_states_what_the_card_answers() {
    // FAQ 3.9 COUNTERMANDA: "3) Countermanda says that it "suspends" Palor
    // Toff or Res-Q." The sentence ends at "Res-Q.", a card's name, not an
    // initial.
    let answer = respond("Countermanda", "Res-Q");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert_eq!(answer["evidence"][0]["id"], "faq/3.9/countermanda/3");
    assert!(answer["evidence"][0]["sentence"]
        .as_str()
        .unwrap()
        .contains("says that it \"suspends\" Palor Toff or Res-Q."));
    // Once a Countermanda answered it, the Res-Q is no longer "just played".
    let again = respond("Countermanda", "Res-Q already countered by Countermanda");
    assert_eq!(again["verdict"], "no", "{}", again["reason"]);
    assert!(again["evidence"][0]["stance"]["cue"]
        .as_str()
        .unwrap()
        .contains("just played"));
}

#[test]
fn a_card_that_prevents_an_action_does_not_answer_it_once_over() {
    // FAQ 3.3 TOX UTHAT: "Tox Uthat reads: ... OR as an interrupt (prevents
    // supernova)." What has had its effect can no longer be prevented.
    let before = respond("Tox Uthat", "Supernova");
    assert_eq!(before["verdict"], "yes", "{}", before["reason"]);
    assert_eq!(before["evidence"][0]["id"], "faq/3.3/tox-uthat/2");
    let after = respond("Tox Uthat", "Supernova already in effect");
    assert_eq!(after["verdict"], "no", "{}", after["reason"]);
    assert_eq!(after["evidence"][0]["id"], "faq/3.3/tox-uthat/2");
    assert_eq!(after["evidence"][0]["stance"]["cue"], "prevents supernova");
}

#[test]
fn a_yes_for_a_type_under_a_proviso_is_not_carried_to_its_cards() {
    // FAQ 2.4 EVENTS/INTERRUPTS: "Generally speaking, these cards CAN be
    // played on a cloaked ship, *as long as the card is logically independent
    // of cloaking ability.*" and then "a Scan card doesn't make sense to
    // play". Which Interrupts meet the proviso, the reader cannot tell.
    for card in ["Long-Range Scan", "Hail"] {
        let answer = respond(card, "cloaked ship");
        assert_ne!(answer["verdict"], "yes", "{card}: {}", answer["reason"]);
    }
    // Without a proviso, an Interrupt's type still answers for it.
    let answer = respond("Amanda Rogers", "Long-Range Scan");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type", "{}", answer["reason"]);
}

#[test]
fn a_use_timed_by_another_card_does_not_rule_on_the_card_before_it() {
    // FAQ 1.4 TIMING: "... even if he's trying to do it during a dilemma
    // (such as Punishment Zone or Portal Guard). ... - You can use Howard
    // Heirloom Candle when your opponent encounters an Anaphasic Organism."
    // The second rules on the Anaphasic Organism; FAQ 1.2's list of cards
    // that can "interrupt" dilemmas rules on Portal Guard, a dilemma.
    let answer = respond("Howard Heirloom Candle", "Portal Guard");
    let first = answer["evidence"][0]["sentence"].as_str().unwrap();
    assert!(!first.contains("Anaphasic Organism"), "{first}");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type", "{}", answer["reason"]);
    // Asked of the Anaphasic Organism, the sentence rules.
    let answer = respond("Howard Heirloom Candle", "Anaphasic Organism");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn a_verdict_by_type_shows_where_the_card_is_given_its_type() {
    // FAQ 1.2: "Amanda Rogers "nullifies" an interrupt"; FAQ 3.9 INCOMING
    // MESSAGES: "Would the Incoming Message interrupt have any effect ...".
    let answer = respond("Amanda Rogers", "Incoming Message");
    assert_eq!(answer["basis"], "by type", "{}", answer["reason"]);
    let given: Vec<&Value> = answer["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["role"] == "card's type")
        .collect();
    assert_eq!(given.len(), 1, "{answer}");
    assert_eq!(given[0]["id"], "faq/3.9/incoming-messages");
    assert!(given[0]["sentence"]
        .as_str()
        .unwrap()
        .contains("Incoming Message interrupt"));
    // A no by type shows it too, as the terminal shows it: Supernova is
    // filed under FAQ 3.8 Events.
    let output = rulings(&["--color", "never", "respond", "Amanda Rogers", "Supernova"]);
    let shown = stdout(&output);
    let heading = shown
        .find("Where the documents give the card its type:")
        .expect(&shown);
    assert!(shown[heading..].contains("(faq/3.8/supernova)"), "{shown}");
}

#[test]
fn a_card_answering_the_cards_related_to_a_name_does_not_answer_others() {
    // FAQ 3.8 Q-NET: "Q2 can only interfere with Q-related Dilemmas"; FAQ
    // 3.9: "there is only one "Q-related dilemma", the basic one named "Q"".
    let answer = respond("Q2", "Borg Ship dilemma");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type", "{}", answer["reason"]);
    let cue = answer["evidence"][0]["stance"]["cue"].as_str().unwrap();
    assert!(cue.contains("q-related dilemma"), "{cue}");
    // The dilemma named Q is related to Q.
    let answer = respond("Q2", "Q dilemma");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn an_immunity_in_a_cards_quoted_text_is_the_cards() {
    // FAQ 3.6.7 HOLO-PROJECTION FROM AN OUTPOST: "The Holo-Projector card
    // says, "Plays on table. ... (Immune to Kevin Uxbridge).""
    let answer = respond("Kevin Uxbridge", "Holo-Projectors");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(
        answer["evidence"][0]["id"],
        "faq/3.6.7/holo-projection-from-an-outpost"
    );
    assert_eq!(answer["evidence"][0]["stance"]["construction"], "immune to");
}

#[test]
fn a_cards_text_naming_a_groups_bare_title_applies_to_each_member() {
    // FAQ 1.3 THE COLON RULE: Kevin Uxbridge: Convergence "is considered to
    // be grouped with the normal Kevin Uxbridge card. Any card that applies
    // to "Kevin Uxbridge" would apply to both of them." The Holo-Projector
    // card's text: "(Immune to Kevin Uxbridge)".
    let answer = respond("Kevin Uxbridge: Convergence", "Holo-Projectors");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(
        answer["evidence"][0]["id"],
        "faq/3.6.7/holo-projection-from-an-outpost"
    );
    // What the rulings say Kevin Uxbridge himself does is not said of the
    // other member: "This does not mean that Kevin Uxbridge: Convergence is
    // the same card as Kevin Uxbridge."
    let answer = respond("Kevin Uxbridge: Convergence", "Kivas Fajo");
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn an_interrupt_does_not_answer_an_action_that_cannot_be_interrupted() {
    // FAQ 1.2 "ACTION" (6): "Each dilemma is its own separate "miniaction"
    // which cannot be interrupted. However, Interrupts can be played between
    // dilemmas ...". Rogue Borg is an Interrupt; Nausicaans a dilemma.
    let answer = respond("Rogue Borg", "Nausicaans");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type", "{}", answer["reason"]);
    let first = &answer["evidence"][0];
    assert_eq!(first["stance"]["construction"], "not to be interrupted");
    assert!(first["sentence"]
        .as_str()
        .unwrap()
        .contains("which cannot be interrupted"));
    let answer = respond("Interrupt", "a dilemma");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "general rule", "{}", answer["reason"]);
    // The passage that says so is shown once, with its deciding sentence.
    each_record_once(&answer);
    // What a card says of itself comes first: "Some cards that can
    // "interrupt" dilemmas: Howard Heirloom Candle, ...".
    let answer = respond("Howard Heirloom Candle", "Nausicaans");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    // The ruling leaves the moments around a dilemma open, and a dilemma
    // that is no encounter.
    for action in ["between dilemmas", "discarded dilemma"] {
        let answer = respond("Interrupt", action);
        assert_ne!(answer["verdict"], "no", "{action}: {}", answer["reason"]);
    }
}

#[test]
fn a_ruling_on_an_action_is_no_answer_for_the_moment_between_two() {
    // FAQ 3.9 VULCAN MINDMELD (3): "... you can't use it to help you
    // overcome a Dilemma." FAQ 1.2 "ACTION" (6): "Interrupts can be played
    // between dilemmas or before the first dilemma is encountered."
    let during = respond("Vulcan Mindmeld", "dilemma");
    assert_eq!(during["verdict"], "no", "{}", during["reason"]);
    let between = respond("Vulcan Mindmeld", "between dilemmas of a mission attempt");
    assert_ne!(between["verdict"], "no", "{}", between["reason"]);
    // Told in an aside, the moment is the scene of the action asked.
    let aside = respond("Temporal Rift", "mission attempt (between dilemmas)");
    assert_eq!(aside["verdict"], "yes", "{}", aside["reason"]);
}

#[test]
fn a_play_between_two_actions_answers_that_moment_not_the_action() {
    // FAQ 1.2 "ACTION" (6): "However, Interrupts can be played between
    // dilemmas or before the first dilemma is encountered."
    assert_verdict(
        "Interrupt",
        "between dilemmas",
        "yes",
        "Interrupts can be played between dilemmas",
    );
    // It holds for an Interrupt with no ruling of its own on that moment.
    let answer = respond("Vulcan Mindmeld", "between dilemmas of a mission attempt");
    assert_eq!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "by type", "{}", answer["reason"]);
    // Between two dilemmas is not during one: each is a "miniaction".
    let answer = respond("Interrupt", "a dilemma");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
}

#[test]
fn a_part_of_a_question_is_read_with_its_own_answer_not_the_answers_between() {
    // FAQ 3.9 COUNTERMANDA part 3 asks "can you still use Toff or Res-Q?"
    // and answers "3) Yes"; answer 1 between them names Amanda Rogers, of
    // which part 3 says nothing. FAQ 3.9 PALOR TOFF: "You don't have time to
    // use Palor Toff during the middle of such a Q-Battle".
    let answer = respond("Palor Toff", "Amanda Rogers");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    for shown in answer["evidence"].as_array().unwrap() {
        let sentence = shown["sentence"].as_str().unwrap();
        assert!(!sentence.contains("Colon Rule"), "{sentence}");
    }
}

#[test]
fn a_card_told_as_played_as_a_type_is_of_that_type() {
    // Tox Uthat is an Artifact; its text plays it "as an event" or "as an
    // interrupt". FAQ 1.4: "Kevin Uxbridge can be used to "counter" an
    // Event"; FAQ 1.2: "Amanda Rogers "nullifies" an interrupt."
    let kevin = respond("Kevin Uxbridge", "Tox Uthat played as an Event");
    assert_eq!(kevin["verdict"], "yes", "{}", kevin["reason"]);
    let reason = kevin["reason"].as_str().unwrap();
    assert!(
        reason.contains("by type: Tox Uthat played as an Event is an Event"),
        "{reason}"
    );
    let amanda = respond("Amanda Rogers", "Tox Uthat played as an Event");
    assert_eq!(amanda["verdict"], "no", "{}", amanda["reason"]);
    // "May an Event respond to an Event?" is no question of the type's own:
    // FAQ 1.4 "Are you required to play an Event on your next turn? No."
    // does not answer it.
    let event = respond("Event", "Red Alert");
    assert_ne!(event["basis"], "by type", "{}", event["reason"]);
}

#[test]
fn a_rule_given_by_an_example_rules_on_the_example() {
    // FAQ 1.2 ACTION: "From the moment you announce that you are starting a
    // battle to the time when that battle is over (ie, ships have been
    // turned to indicate damage, or ships and personnel have been
    // discarded), no player may perform an action, such as playing an
    // Interrupt. Some cards that can "interrupt" battle: ..., Hugh."
    let interrupt = respond("Interrupt", "battle");
    assert_eq!(interrupt["verdict"], "no", "{}", interrupt["reason"]);
    assert_eq!(interrupt["evidence"][0]["id"], "faq/1.2/action");
    assert_eq!(
        interrupt["evidence"][0]["stance"]["construction"],
        "such as"
    );
    // Rogue Borg, an Interrupt with no ruling of its own on battle, by type.
    let rogue = respond("Rogue Borg", "battle");
    assert_eq!(rogue["verdict"], "no", "{}", rogue["reason"]);
    assert_eq!(rogue["basis"], "by type");
    // A card the FAQ names among those that can is answered by that.
    let hugh = respond("Hugh", "battle");
    assert_eq!(hugh["verdict"], "yes", "{}", hugh["reason"]);
    // What the parenthesis explains is not what the rule is on: "ships and
    // personnel", "turned".
    for action in ["opponent's personnel", "opponent's turn"] {
        let answer = respond("Interrupt", action);
        let cited = answer["evidence"][0]["stance"]["construction"].as_str();
        assert_ne!(cited, Some("such as"), "{action}: {}", answer["reason"]);
    }
}

#[test]
fn a_card_played_only_in_ones_own_turn_is_not_played_in_the_opponents() {
    // FAQ 3.10 AU DOORWAY: "a "Doorway" card is assumed to work as follows:
    // you can play it at any time during your own turn. It is thus similar
    // to an Interrupt, except that it plays only during your turn, not
    // during anyone's turn."
    let doorway = respond("Doorway", "opponent's turn");
    assert_eq!(doorway["verdict"], "no", "{}", doorway["reason"]);
    assert_eq!(doorway["evidence"][0]["id"], "faq/3.10/au-doorway/3");
    // "it" there is the Doorway, not the Interrupt it is compared with.
    let interrupt = respond("Interrupt", "opponent's turn");
    assert_ne!(interrupt["verdict"], "no", "{}", interrupt["reason"]);
    // An opponent's card is no opponent's turn.
    for action in ["my opponent's Interrupt", "between opponent's card plays"] {
        let card = respond("Doorway", action);
        assert_ne!(card["verdict"], "no", "{action}: {}", card["reason"]);
    }
    // It holds for a Doorway with no ruling of its own on turns: the Current
    // Rulings call Temporal Micro-Wormhole "this doorway".
    let micro = respond("Temporal Micro-Wormhole", "my opponent's turn");
    assert_eq!(micro["verdict"], "no", "{}", micro["reason"]);
    assert_eq!(micro["basis"], "by type", "{}", micro["reason"]);
    assert_eq!(micro["evidence"][0]["id"], "faq/3.10/au-doorway/3");
    // Only a type kept to one player's turn is carried here: what else the
    // passages state of Interrupts ("you may not interrupt another action to
    // start a download") is by_type's to weigh, and says nothing of a turn.
    let interrupt = respond("Incoming Message", "download on a later turn");
    assert_ne!(interrupt["basis"], "by type", "{}", interrupt["reason"]);
}

#[test]
fn an_answer_giving_each_thing_asked_about_its_verdict_rules_on_each() {
    // FAQ 3.6.7 VULCAN MINDMELD: "Can I Mindmeld with Soong-type Androids,
    // Exocomps or Holograms? A: Yes to Data and Exocomps ... No to
    // Holograms."
    assert_verdict("Vulcan Mindmeld", "Data", "yes", "Yes to Data and Exocomps");
    // FAQ 3.2.3 TSIOLKOVSKY INFECTION: "3) Are Data, Exocomp, and/or
    // Holograms affected? A: ... 3) Data --Yes (...). Exocomps, no.
    // Holograms, yes."
    assert_verdict("Tsiolkovsky Infection", "Data", "yes", "Data --Yes");
    let answer = respond("Tsiolkovsky Infection", "Exocomp");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    let shown = stating(&answer)[0]["sentence"].as_str().unwrap();
    assert_eq!(
        shown,
        "Q: 3) Are Data, Exocomp, and/or Holograms affected? Exocomps, no."
    );
}

#[test]
fn a_rule_forbidding_any_card_during_an_action_answers_a_card_played_as_an_action() {
    // FAQ 1.2 "ACTION" (3): "From the moment you announce that you are
    // starting a battle to the time when that battle is over ..., no player
    // may perform an action, such as playing an Interrupt." Kivas Fajo is an
    // Event, of which nothing more is stated.
    for actor in ["Kivas Fajo", "an Event"] {
        let answer = respond(actor, "battle");
        assert_eq!(answer["verdict"], "no", "{actor}: {}", answer["reason"]);
        assert_eq!(answer["basis"], "general rule");
        let reason = answer["reason"].as_str().unwrap();
        assert!(
            reason.starts_with("No — by the general rule: From the moment"),
            "{reason}"
        );
    }
    // FAQ 1.4 TIMING: "So, you *cannot* use a card to interrupt your
    // opponent while he is moving, beaming, or encountering a dilemma."
    let answer = respond("Plasma Fire", "opponent's ship movement");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    let deciding = stating(&answer)[0]["sentence"].as_str().unwrap();
    assert!(deciding.contains("*cannot* use a card"), "{deciding}");
    // What is more than the action is no action the rule forbids a card
    // during: Res-Q takes back a dilemma discarded, it does not interrupt
    // its encounter (FAQ 3.8 RES-Q AND PALOR TOFF).
    let answer = respond("Res-Q", "discarded dilemma");
    assert_ne!(answer["verdict"], "no", "{}", answer["reason"]);
    // A card used from play is no card played: the rule leaves it open.
    let answer = respond("Echo Papa 607 Killer Drone", "ship movement");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
}

#[test]
fn a_rule_on_a_card_played_with_another_is_no_rule_of_every_card() {
    // A crafted ruling: it forbids a card played via Devidian Door, not every
    // card, during a download.
    let ruling = "downloading – During a download, you may not play a card via Devidian Door.\n";
    let answer = respond_beside_the_faq(ruling, "an Event", "download");
    assert_eq!(answer["verdict"], "unknown", "{}", answer["reason"]);
    // Without the card it names, it is a rule of every card.
    let ruling = "downloading – During a download, you may not play a card.\n";
    let answer = respond_beside_the_faq(ruling, "an Event", "download");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
    assert_eq!(answer["basis"], "general rule");
}

#[test]
fn a_question_about_copies_of_the_actor_is_answered_for_another_copy() {
    // FAQ 3.8 WARTIME CONDITIONS (4): "Can I have more than one W.
    // Conditions in play at the same time? ... A: 4) Yes, you can have more
    // than one."
    for action in [
        "another Wartime Conditions",
        "my Wartime Conditions already in play",
    ] {
        assert_verdict(
            "Wartime Conditions",
            action,
            "yes",
            "you can have more than one",
        );
    }
    // FAQ 3.8 DISTORTION FIELDS: "Can I play two Distortion Fields on a
    // planet, rendering it impenetrable? A: Yes, if you time it right." The
    // actor's title in "two Distortion Fields" is the copies' words.
    assert_verdict(
        "Distortion Field",
        "another Distortion Field",
        "yes",
        "if you time it right",
    );
    // FAQ 3.6.3 TARG (2): "Is the +1 bonus accumulative with multiple targs?
    // A: 2) Yes, except that it doesn't apply to the other Targs."
    assert_verdict(
        "Targ",
        "another Targ",
        "no",
        "doesn't apply to the other Targs",
    );
    // FAQ 3.8 GAPS IN NORMAL SPACE (2): "Can you place more than one "Gaps
    // in Normal Space" card between the same two missions ...? A: 2) No."
    assert_verdict(
        "Gaps in Normal Space",
        "another Gaps in Normal Space between the same two missions",
        "no",
        "mega-gap",
    );
    // Told, not asked: in "I block your Q2 with another Amanda" (FAQ 3.9
    // PALOR TOFF) the copy is a card played, not what Amanda answers.
    let answer = respond("Amanda Rogers", "another Amanda Rogers");
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn a_card_that_says_it_plays_immediately_after_an_action_answers_it() {
    // FAQ 3.10 ENERGY VORTEX: "Energy Vortex says that it can be played
    // immediately after a player "plays a card.""
    assert_verdict(
        "Energy Vortex",
        "opponent just played a card",
        "yes",
        "immediately after a player",
    );
}

#[test]
fn a_card_that_answers_one_at_a_time_answers_no_for_several_at_once() {
    // FAQ 3.9 COUNTERMANDA (2): "Countermanda nullifies one TAK at a time."
    assert_verdict(
        "Countermanda",
        "two Telepathic Alien Kidnappers played at the same time",
        "no",
        "one TAK at a time",
    );
    // FAQ 3.9 ROGUE BORG (5): "she can only stop only one Rogue Borg at a
    // time"; one Rogue Borg is still hers to stop.
    assert_verdict(
        "Amanda Rogers",
        "three Rogue Borg played at once",
        "no",
        "only one Rogue Borg at a time",
    );
    assert_verdict(
        "Amanda Rogers",
        "Rogue Borg",
        "yes",
        "only one Rogue Borg at a time",
    );
}

#[test]
fn a_thing_asked_in_a_place_is_answered_by_a_ruling_on_it_there() {
    // FAQ 3.8 ENGAGE SHUTTLE OPERATIONS part 4: "Can a shuttle "parked" on a
    // planet be affected by Loss of Orbital Stability? ... the shuttle would
    // be immune to "Loss of Orbital Stability" if it is located on a planet."
    assert_verdict(
        "Loss of Orbital Stability",
        "my shuttle parked on a planet",
        "no",
        "immune to \"Loss of Orbital Stability\"",
    );
    // FAQ 3.4 ATMOSPHERIC IONIZATION: "Do Atmospheric Ionization and
    // Distortion Field cards apply to Away Teams being sent to the affected
    // planet from an Outpost? A: Yes."
    assert_verdict(
        "Atmospheric Ionization",
        "an Away Team beamed from my outpost",
        "yes",
        "Away Teams being sent to the affected planet from an Outpost",
    );
    // A ruling on the thing in one place says nothing of it in another.
    let elsewhere = respond("Loss of Orbital Stability", "a shuttle in space");
    assert_eq!(elsewhere["verdict"], "unknown", "{}", elsewhere["reason"]);
}

#[test]
fn a_turn_told_with_on_is_the_documents_turn_told_with_during() {
    // FAQ 3.9 DISTORTION OF THE SPACE-TIME CONTINUUM part 1: "So, you can't
    // play it on your own ship during your opponent's turn."
    assert_verdict(
        "Distortion of the Space-Time Continuum",
        "my own ship on my opponent's turn",
        "no",
        "you can't play it on your own ship during your opponent's turn",
    );
}

#[test]
fn a_thing_susceptible_to_a_card_may_have_it_used_on_it() {
    // FAQ 3.6.7 LOVE INTERESTS: "Data, even though he is an android, is
    // considered to be a male, and thus susceptible to the Male's Love
    // Interest."
    assert_verdict(
        "Male's Love Interest",
        "Data",
        "yes",
        "thus susceptible to the Male's Love Interest",
    );
}

#[test]
fn a_question_whether_the_card_includes_a_thing_is_answered_for_it() {
    // FAQ 3.8 ANTI-TIME ANOMALY: "It will kill all Personnel on table. 1)
    // Does this include Rogue Borg? A: 1) No. Only personnel cards."
    assert_verdict(
        "Anti-Time Anomaly",
        "Rogue Borg",
        "no",
        "Does this include Rogue Borg?",
    );
    // FAQ 3.9 ANTI-MATTER SPREAD: "2) Does it affect all my opponent's ships
    // or just one? A: 2) Yes."
    assert_verdict(
        "Anti-Matter Spread",
        "my opponent's ships",
        "yes",
        "Does it affect all my opponent's ships or just one?",
    );
}

#[test]
fn what_an_exception_allows_is_no_ruling_on_the_actor() {
    // Glossary, downloading: "you may not interrupt another action to start a
    // download, except when it suspends play or is a valid response". The
    // exception is no yes to downloading during another action.
    let answer = respond("download", "another action");
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
    assert!(
        evidence_ids(&answer).contains(&"glossary/downloading"),
        "{answer}"
    );
}

#[test]
fn an_example_a_question_gives_is_asked_of_the_card_it_is_filed_under() {
    // FAQ 2.4 LA FORGE MANEUVER: "This card says ... Do you have to be the
    // one doing the attacking? For instance, could you "decloak" it so the
    // Borg Ship could attack? A: Yes :)"
    assert_verdict(
        "La Forge Maneuver",
        "the Borg Ship attacking my cloaked ship",
        "yes",
        "could you \"decloak\" it so the Borg Ship could attack?",
    );
}

#[test]
fn a_player_doing_the_action_qualifies_nothing() {
    // Glossary, valid response: "once your opponent has declared an attack,
    // it is normally too late to use Out Of Time". Read for the opponent as
    // a qualifier, "However, if you have Daniels in play ... you could use
    // his special download" answered first, a wrong yes.
    assert_verdict(
        "Out Of Time",
        "an attack by my opponent",
        "no",
        "it is normally too late to use Out Of Time",
    );
    // "You can use Howard Heirloom Candle when your opponent encounters an
    // Anaphasic Organism" says nothing of beaming.
    let answer = respond("Howard Heirloom Candle", "beaming by my opponent");
    assert_ne!(answer["verdict"], "yes", "{}", answer["reason"]);
}

#[test]
fn a_clause_typed_as_the_action_is_no_thing_in_a_place() {
    // "my ship is destroyed in battle" tells a clause, and "in battle" a
    // moment of an action: read as a ship in a place, every ruling on battle
    // was set aside and the answer was unknown.
    let answer = respond("Auto-Destruct Sequence", "my ship is destroyed in battle");
    assert_eq!(answer["verdict"], "no", "{}", answer["reason"]);
}

#[test]
fn a_battle_is_of_the_kind_its_target_tells() {
    // Glossary, Actions - Step 2: "Smoke Bomb and Phaser Burns are valid
    // responses to personnel battle." A battle against a ship is a ship
    // battle, of which that says nothing; one against an Away Team is a
    // personnel battle.
    let ship = respond("Smoke Bomb", "an attack on my ship");
    assert_ne!(ship["verdict"], "yes", "{}", ship["reason"]);
    assert_verdict(
        "Smoke Bomb",
        "my opponent battling my Away Team",
        "yes",
        "Smoke Bomb and Phaser Burns are valid responses to personnel battle",
    );
}

#[test]
fn an_affiliations_personnel_told_with_what_befell_it_is_asked_of_itself() {
    // FAQ 3.9 KLINGON DEATH YELL: "Can I play a Klingon Death Yell on one
    // of my opponents Klingons? A: 2) Yes." A player types the moment he
    // would play it: the Klingon with what befell it after.
    for action in ["opponent's Klingon killed", "my opponent's Klingon dying"] {
        assert_verdict(
            "Klingon Death Yell",
            action,
            "yes",
            "Can I play a Klingon Death Yell on one of my opponents Klingons?",
        );
    }
}

#[test]
fn a_question_on_what_the_actor_does_once_used_is_about_using_it() {
    // FAQ 3.7 EQUIPMENT: "If an Engineering Padd is used, will the person
    // using it be able to give the bonus to Nutational Shields? A: 4) Yes."
    assert_verdict(
        "Engineering Padd",
        "Nutational Shields requirement",
        "yes",
        "If an Engineering Padd is used, will the person using it",
    );
}

#[test]
fn a_use_told_with_what_it_is_to_stop_asks_about_what_it_stops() {
    // Glossary, Actions - Step 2: "if you initiate the play of K'chiQ, and I
    // close your Alternate Universe Door with a Revolving Door during a
    // "hiccup", you can still play K'chiQ". Closing the door is the use; it
    // does not stop K'chiQ, though the FAQ's "The main way to close an A.U.
    // Doorway is to play the Revolving Door card on it" says yes to the use.
    for action in [
        "close his Alternate Universe Door to stop K'chiQ",
        "shut the AU Door in order to prevent his K'chiQ",
    ] {
        assert_verdict(
            "Revolving Door",
            action,
            "no",
            "you can still play K\u{2019}chiQ",
        );
    }
}

#[test]
fn a_card_its_answer_lists_beside_one_a_question_asks_about_is_answered_alike() {
    // FAQ 3.2.3 CYTHERIANS: "3) Can I play two Wormholes or Where No One Has
    // Gone Before to get me there quicker? A: 3) Yes. The ship can be
    // affected by "natural phenomena" it encounters on the spaceline in its
    // journey -- including Wormholes, Gaps in Normal Space, Q-Net, etc."
    for actor in ["Gaps in Normal Space", "Q-Net"] {
        assert_verdict(
            actor,
            "Cytherians",
            "yes",
            "including Wormholes, Gaps in Normal Space, Q-Net",
        );
    }
    // A card the answer does not list is not answered so.
    let field = respond("Tetryon Field", "Cytherians");
    assert_eq!(field["verdict"], "unknown", "{}", field["reason"]);
}

#[test]
fn a_word_of_the_cards_text_asked_what_it_means_asks_what_the_card_reaches() {
    // FAQ 3.3 RECEPTACLE STONES: "It says, "Any space dilemmas you
    // encounter..." ... 2) Does "any" here mean "every" space dilemma, even
    // the Borg Ship? A: 2) Yes, "any" does mean all of the space dilemmas you
    // encounter on a turn, and the Borg Ship is one!"
    assert_verdict(
        "Receptacle Stones",
        "Borg Ship dilemma",
        "yes",
        "and the Borg Ship is one!",
    );
}

#[test]
fn what_may_be_played_at_any_time_may_be_played_in_any_players_turn() {
    // FAQ 1.4 TIMING: "Page 16 of the rulebook says that Interrupt cards can
    // literally be played at any time."
    let quote = "Interrupt cards can literally be played at any time";
    assert_verdict("Interrupt", "my opponent's turn", "yes", quote);
    let hail = respond("Hail", "opponent's turn");
    assert_eq!(hail["verdict"], "yes", "{}", hail["reason"]);
    assert_eq!(hail["basis"], "by type");
    // "You can play it at any time during your own turn" is a time of your
    // own turn only: a Doorway plays "only during your turn".
    assert_verdict(
        "Doorway",
        "opponent's turn",
        "no",
        "it plays only during your turn, not during anyone's turn",
    );
    // "You can play it any time after the attack" is a time after the
    // attack, not every turn.
    let wartime = respond("Wartime Conditions", "my opponent's turn");
    assert_ne!(wartime["verdict"], "yes", "{}", wartime["reason"]);
    // A passage that quotes a card "at any time" tells no turn in its other
    // sentences: "you could use his special download (if valid) to play Out
    // Of Time" is no answer for a turn.
    let out_of_time = respond("Out Of Time", "my opponent's turn");
    assert_eq!(
        out_of_time["verdict"], "unknown",
        "{}",
        out_of_time["reason"]
    );
    // A thing done in a turn is no turn.
    let event = respond("Samuel Clemens' Pocketwatch", "playing an Event next turn");
    assert_eq!(event["verdict"], "no", "{}", event["reason"]);
}

#[test]
fn some_of_what_a_ruling_names_share_what_it_says_of_them() {
    // FAQ 3.2.3 BORG SHIP: "the Borg Ship does MOVE like a ship, and thus it
    // IS affected by Interrupts and Events that are "in space" which it
    // encounters. Some of these have little effect (Gaps in Normal Space,
    // Tetryon Field, Subspace Warp Rift), but some do have interesting
    // effects -- Q-Net."
    for actor in ["Q-Net", "Gaps in Normal Space"] {
        assert_verdict(
            actor,
            "Borg Ship",
            "yes",
            "but some do have interesting effects -- Q-Net",
        );
    }
    // Affected by some Interrupts is not by every Interrupt: the general rule
    // on dilemmas still answers.
    let interrupt = respond("Interrupt", "Borg Ship dilemma");
    assert_eq!(interrupt["verdict"], "no", "{}", interrupt["reason"]);
    // "It" is the Borg Ship, not the moving it does like a ship.
    let moving = respond("Gaps in Normal Space", "ship movement");
    let reason = moving["reason"].as_str().unwrap();
    assert!(!reason.contains("Some of these"), "{reason}");
    // What the actor affects is no answer for an action done against it: "The
    // ship can be affected by "natural phenomena" ... including Wormholes"
    // says nothing of a battle against a ship.
    let battle = respond("Wormhole", "a battle against my ship");
    assert_ne!(battle["verdict"], "yes", "{}", battle["reason"]);
}
