//! Game concepts: the rules terms a ruling can be about, each with the words
//! that name it in the documents.
//!
//! The terms for actions a player responds to (battle, encounter, movement,
//! ...) are named by word forms, which `respond` looks for as written and the
//! concept tagger as a pattern ([`Concept::pattern`]); the others by a pattern
//! over folded text alone.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::text::ENDINGS;

/// A game concept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum Concept {
    Action,
    Affiliation,
    AnyTime,
    Artifact,
    AwayTeam,
    Battle,
    Beaming,
    BonusPoints,
    CardDraw,
    CardPlay,
    CargoRun,
    Cloaking,
    ColonRule,
    Counterpart,
    Damage,
    Dilemma,
    Docking,
    Doorway,
    Download,
    Encounter,
    Equipment,
    Errata,
    Event,
    Facility,
    HiddenAgenda,
    Interrupt,
    MissionAttempt,
    MissionCompletion,
    MissionSpecialist,
    Movement,
    Nullify,
    Objective,
    Persona,
    Points,
    QContinuum,
    Report,
    Response,
    Seeding,
    Skill,
    SpecialDownload,
    Stopped,
    SuspendsPlay,
    TimeTravel,
    Timing,
    Turn,
    Unique,
    ValidResponse,
}

/// How the documents name a concept.
#[derive(Debug, Clone, Copy)]
enum Words {
    /// Word forms, each found at word boundaries with one of the [`ENDINGS`].
    Forms(&'static [&'static str]),
    /// Word forms made of each verb form before each object ("completed" and
    /// "a planet mission"), found as [`Words::Forms`] are.
    Phrases(&'static [&'static str], &'static [&'static str]),
    /// A regular expression over folded text, found at word boundaries.
    Pattern(&'static str),
}

use Words::{Forms, Pattern, Phrases};

/// Every concept, in the order of [`Concept`], with its name and words; the
/// names are in alphabetical order.
const CONCEPTS: [(Concept, &str, Words); 47] = [
    (Concept::Action, "action", Pattern(r"actions?|sub-actions?")),
    (
        Concept::Affiliation,
        "affiliation",
        Pattern(r"affiliations?|non-aligned"),
    ),
    (
        Concept::AnyTime,
        "any time",
        Pattern(r"at any time|any time"),
    ),
    (Concept::Artifact, "artifact", Pattern(r"artifacts?")),
    (Concept::AwayTeam, "away team", Pattern(r"away teams?")),
    (
        Concept::Battle,
        "battle",
        Forms(&[
            "battle",
            "personnel battle",
            "ship battle",
            "attack",
            "initiate battle",
            "declared an attack",
            "already-initiated battle",
        ]),
    ),
    (
        Concept::Beaming,
        "beaming",
        Forms(&["beam", "beaming", "transport", "transporter"]),
    ),
    (
        Concept::BonusPoints,
        "bonus points",
        Pattern(r"bonus points?|bonus point area"),
    ),
    (
        Concept::CardDraw,
        "card draw",
        Pattern(r"card draws?|draw(s|ing)? (a|one|two|three|an extra) cards?"),
    ),
    (
        Concept::CardPlay,
        "card play",
        Forms(&[
            "card play",
            "normal card play",
            "just played",
            "play a card",
            "plays a card",
            "played a card",
            "playing a card",
            "play the card",
            "plays the card",
            "played the card",
            "playing the card",
            "play this card",
            "plays this card",
            "played this card",
            "playing this card",
        ]),
    ),
    (Concept::CargoRun, "cargo run", Pattern(r"cargo runs?")),
    (Concept::Cloaking, "cloaking", Forms(&["cloak", "uncloak"])),
    (
        Concept::ColonRule,
        "colon rule",
        Pattern(r"colon rule|followed by a colon|colon or (a )?dash"),
    ),
    (
        Concept::Counterpart,
        "counterpart",
        Pattern(r"counterparts?"),
    ),
    (
        Concept::Damage,
        "damage",
        Pattern(r"damage( markers?)?|hull integrity"),
    ),
    (Concept::Dilemma, "dilemma", Forms(&["dilemma"])),
    (
        Concept::Docking,
        "docking",
        Pattern(r"dock(s|ed|ing)?|undock(s|ed|ing)?"),
    ),
    (Concept::Doorway, "doorway", Pattern(r"doorways?")),
    (
        Concept::Download,
        "download",
        Forms(&["download", "downloading"]),
    ),
    (
        Concept::Encounter,
        "encounter",
        Forms(&["encounter", "encountering", "just encountered"]),
    ),
    (Concept::Equipment, "equipment", Pattern(r"equipment")),
    (Concept::Errata, "errata", Pattern(r"errata")),
    (Concept::Event, "event", Forms(&["event"])),
    (
        Concept::Facility,
        "facility",
        Pattern(r"facilit(y|ies)|outposts?|stations?"),
    ),
    (
        Concept::HiddenAgenda,
        "hidden agenda",
        Pattern(r"hidden agendas?"),
    ),
    (Concept::Interrupt, "interrupt", Forms(&["interrupt"])),
    (
        Concept::MissionAttempt,
        "mission attempt",
        Forms(&[
            "mission attempt",
            "attempt a mission",
            "attempts a mission",
            "attempted a mission",
            "attempting a mission",
            "attempt the mission",
            "attempts the mission",
            "attempted the mission",
            "attempting the mission",
            "attempt this mission",
            "attempts this mission",
            "attempted this mission",
            "attempting this mission",
            "abort a mission",
            "aborts a mission",
            "aborted a mission",
            "aborting a mission",
            "abort the mission",
            "aborts the mission",
            "aborted the mission",
            "aborting the mission",
            "abort mission",
        ]),
    ),
    (
        Concept::MissionCompletion,
        "mission completion",
        Phrases(
            &[
                "complete",
                "completes",
                "completed",
                "completing",
                "solve",
                "solves",
                "solved",
                "solving",
                "score",
                "scores",
                "scored",
                "scoring",
            ],
            &[
                "mission",
                "a mission",
                "the mission",
                "this mission",
                "his mission",
                "your mission",
                "a planet mission",
                "a space mission",
                "the planet mission",
                "the space mission",
            ],
        ),
    ),
    (
        Concept::MissionSpecialist,
        "mission specialist",
        Pattern(r"mission specialists?"),
    ),
    (
        Concept::Movement,
        "movement",
        Forms(&["move", "moved", "moving", "movement", "range", "spaceline"]),
    ),
    (
        Concept::Nullify,
        "nullify",
        Pattern(r"nullif(y|ies|ied|ying)"),
    ),
    (Concept::Objective, "objective", Pattern(r"objectives?")),
    (Concept::Persona, "persona", Pattern(r"personas?")),
    (
        Concept::Points,
        "points",
        Pattern(r"points?|scor(e|es|ed|ing)"),
    ),
    (
        Concept::QContinuum,
        "q-continuum",
        Pattern(r"q-continuum|q-flash|q-icon"),
    ),
    (Concept::Report, "report", Forms(&["report"])),
    (
        Concept::Response,
        "response",
        Pattern(r"respon(d|ds|ded|ding|se|ses)|valid responses?"),
    ),
    (
        Concept::Seeding,
        "seeding",
        Pattern(r"seed(s|ed|ing)?|seed phase"),
    ),
    (
        Concept::Skill,
        "skill",
        Pattern(r"skills?|skill multipliers?"),
    ),
    (
        Concept::SpecialDownload,
        "special download",
        Pattern(r"special download(s|ed|ing)?"),
    ),
    (
        Concept::Stopped,
        "stopped",
        Pattern(r"stopped|stops? (the|an|a|your)"),
    ),
    (
        Concept::SuspendsPlay,
        "suspends play",
        Pattern(r"suspends? play|suspending"),
    ),
    (
        Concept::TimeTravel,
        "time travel",
        Forms(&[
            "time travel",
            "time travelled",
            "time travelling",
            "time location",
        ]),
    ),
    (
        Concept::Timing,
        "timing",
        Pattern(r"timing|first in,? first out|framing action"),
    ),
    (
        Concept::Turn,
        "turn",
        Pattern(r"end of (your |the )?turn|every turn|per turn|once per turn"),
    ),
    (Concept::Unique, "unique", Pattern(r"unique|universal")),
    (
        Concept::ValidResponse,
        "valid response",
        Pattern(r"valid responses?|not a valid response"),
    ),
];

impl Concept {
    /// Every concept, in alphabetical order of its name.
    pub fn all() -> impl Iterator<Item = Concept> {
        CONCEPTS.iter().map(|(concept, _, _)| *concept)
    }

    /// The concept's name, as records and filters write it ("colon rule").
    pub fn name(self) -> &'static str {
        CONCEPTS[self as usize].1
    }

    /// The concept named `name`, if any.
    pub fn named(name: &str) -> Option<Concept> {
        CONCEPTS
            .iter()
            .find(|(_, known, _)| *known == name)
            .map(|(concept, _, _)| *concept)
    }

    /// The word forms that name the concept, for the concepts named by forms.
    pub fn forms(self) -> Option<Vec<String>> {
        match CONCEPTS[self as usize].2 {
            Forms(forms) => Some(forms.iter().map(|form| form.to_string()).collect()),
            Phrases(verbs, objects) => Some(
                verbs
                    .iter()
                    .flat_map(|verb| objects.iter().map(move |object| format!("{verb} {object}")))
                    .collect(),
            ),
            Pattern(_) => None,
        }
    }

    /// A regular expression over folded text that finds the concept's words,
    /// without the word boundaries around it: its pattern, or its forms, the
    /// longest first, each with one of the [`ENDINGS`] allowed.
    pub fn pattern(self) -> String {
        match (CONCEPTS[self as usize].2, self.forms()) {
            (Pattern(pattern), _) => pattern.to_string(),
            (_, forms) => {
                let mut forms = forms.unwrap_or_default();
                forms.sort_by_key(|form| std::cmp::Reverse(form.len()));
                let forms: Vec<String> = forms.iter().map(|f| regex::escape(f)).collect();
                let endings: Vec<String> = ENDINGS.iter().map(|e| regex::escape(e)).collect();
                format!("(?:{})(?:{})?", forms.join("|"), endings.join("|"))
            }
        }
    }
}

impl fmt::Display for Concept {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Concept {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Concept {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Concept, D::Error> {
        let name = String::deserialize(deserializer)?;
        Concept::named(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("no concept is named {name:?}")))
    }
}

/// What a player's word for an action is read as: the concepts whose words
/// name it ("attack": battle; "encounter": an encounter or the dilemma met).
pub const ACTION_WORDS: &[(&str, &[Concept])] = &[
    ("battle", &[Concept::Battle]),
    ("attack", &[Concept::Battle]),
    ("encounter", &[Concept::Encounter, Concept::Dilemma]),
    ("mission attempt", &[Concept::MissionAttempt]),
    ("mission completion", &[Concept::MissionCompletion]),
    ("beaming", &[Concept::Beaming]),
    ("movement", &[Concept::Movement]),
    ("move", &[Concept::Movement]),
    ("moved", &[Concept::Movement]),
    ("moving", &[Concept::Movement]),
    ("beam", &[Concept::Beaming]),
    ("card play", &[Concept::CardPlay]),
    ("dilemma", &[Concept::Dilemma, Concept::Encounter]),
    ("interrupt", &[Concept::Interrupt]),
    ("event", &[Concept::Event]),
    ("download", &[Concept::Download]),
    ("report", &[Concept::Report]),
    ("cloak", &[Concept::Cloaking]),
    ("time travel", &[Concept::TimeTravel]),
    ("time location", &[Concept::TimeTravel]),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_concept_stands_at_its_place_and_the_names_are_sorted() {
        for (at, (concept, name, _)) in CONCEPTS.iter().enumerate() {
            assert_eq!(*concept as usize, at, "{name}");
            assert_eq!(Concept::named(name), Some(*concept));
        }
        let names: Vec<&str> = Concept::all().map(Concept::name).collect();
        assert!(names.windows(2).all(|pair| pair[0] < pair[1]), "{names:?}");
    }

    #[test]
    fn a_concept_reads_back_by_its_name() {
        let json = serde_json::to_string(&Concept::ColonRule).unwrap();
        assert_eq!(json, "\"colon rule\"");
        assert_eq!(
            serde_json::from_str::<Concept>(&json).unwrap(),
            Concept::ColonRule
        );
        assert!(serde_json::from_str::<Concept>("\"rule of thumb\"").is_err());
    }

    #[test]
    fn word_forms_give_a_pattern_with_their_endings() {
        let battle = regex::Regex::new(&format!(r"\b{}\b", Concept::Battle.pattern())).unwrap();
        for text in [
            "a battle",
            "two battles",
            "attacked",
            "the ship battle's end",
        ] {
            assert!(battle.is_match(text), "{text}");
        }
        assert!(!battle.is_match("a battleground"));
    }

    #[test]
    fn phrases_are_each_verb_form_before_each_object() {
        let forms = Concept::MissionCompletion.forms().unwrap();
        for form in [
            "completed a planet mission",
            "scores the mission",
            "solved mission",
        ] {
            assert!(forms.iter().any(|f| f == form), "{form}");
        }
        let completion =
            regex::Regex::new(&format!(r"\b{}\b", Concept::MissionCompletion.pattern())).unwrap();
        assert!(completion.is_match("once you complete the missions"));
        assert!(!completion.is_match("complete the action"));
    }

    #[test]
    fn every_action_word_is_read_as_concepts_named_by_forms() {
        for (word, concepts) in ACTION_WORDS {
            for concept in *concepts {
                assert!(concept.forms().is_some(), "{word}: {concept}");
            }
        }
    }
}
