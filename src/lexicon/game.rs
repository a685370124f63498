//! The game's own words: card types, affiliations, skills, ranks and the
//! rules' terms, which are not card titles however they are written.

use serde::{Deserialize, Serialize};

/// Game vocabulary: card types, affiliations, skills, attributes, rule and
/// document words, sorted. A name made only of these words (and function words)
/// is a game term, not a card, unless the FAQ files it as a topic of its own.
pub const GAME_WORDS: &[&str] = &[
    "action",
    "actions",
    "affiliation",
    "affiliations",
    "alpha",
    "alternate",
    "android",
    "androids",
    "anthropology",
    "archaeology",
    "artifact",
    "artifacts",
    "astrophysics",
    "attack",
    "attacks",
    "au",
    "away",
    "bajoran",
    "barbering",
    "battle",
    "beaming",
    "biology",
    "borg",
    "card",
    "cardassian",
    "cards",
    "classification",
    "classifications",
    "cloak",
    "cloaking",
    "colon",
    "common",
    "computer",
    "cunning",
    "current",
    "decipher",
    "definitions",
    "dilemma",
    "dilemmas",
    "diplomacy",
    "director",
    "discard",
    "docking",
    "document",
    "dominion",
    "doorway",
    "doorways",
    "double",
    "ds9",
    "dual",
    "edition",
    "empathy",
    "end",
    "engineer",
    "equipment",
    "event",
    "events",
    "every",
    "exobiology",
    "exocomp",
    "exocomps",
    "facilities",
    "facility",
    "faq",
    "fed",
    "federation",
    "feds",
    "ferengi",
    "full",
    "game",
    "general",
    "geology",
    "glossary",
    "greed",
    "guide",
    "holo",
    "hologram",
    "holograms",
    "holographic",
    "honor",
    "icon",
    "icons",
    "inc",
    "integrity",
    "intelligence",
    "interest",
    "interests",
    "interrupt",
    "interrupts",
    "introduction",
    "introductory",
    "klingon",
    "klingons",
    "law",
    "leaders",
    "leadership",
    "love",
    "medical",
    "mindmeld",
    "miscellaneous",
    "mission",
    "missions",
    "movement",
    "music",
    "navigation",
    "netreps",
    "neutral",
    "next",
    "non-aligned",
    "nullifies",
    "nullify",
    "objective",
    "objectives",
    "officer",
    "official",
    "outpost",
    "outposts",
    "paramount",
    "persona",
    "personnel",
    "phase",
    "physics",
    "planet",
    "player",
    "players",
    "q",
    "range",
    "rare",
    "release",
    "released",
    "repair",
    "reporting",
    "reserved",
    "rest",
    "rights",
    "romulan",
    "romulans",
    "rule",
    "rulebook",
    "rules",
    "rulings",
    "science",
    "scientist",
    "section",
    "sections",
    "security",
    "seed",
    "seeding",
    "set",
    "sets",
    "sheet",
    "sheets",
    "shields",
    "ship",
    "ships",
    "skill",
    "skills",
    "space",
    "spaceline",
    "speed",
    "staffing",
    "standard",
    "star",
    "start",
    "stasis",
    "stopped",
    "strength",
    "submissions",
    "tactic",
    "team",
    "teams",
    "terminology",
    "timing",
    "tng",
    "tournament",
    "treachery",
    "treaties",
    "treaty",
    "trek",
    "turn",
    "turns",
    "type",
    "types",
    "ultra",
    "ultra-rare",
    "uncommon",
    "unique",
    "universal",
    "universe",
    "vulcan",
    "vulcans",
    "warp",
    "weapons",
    "youth",
];

/// Game terms written like card titles that no card bears: never cards, however
/// they are capitalized or marked up.
pub const GAME_PHRASES: &[&str] = &[
    "away team",
    "away teams",
    "alternate universe",
    "colon rule",
    "current rulings",
    "holographic personnel",
    "star trek",
    "warp speed",
];

/// The special equipment of ships that no card bears as a title: never cards,
/// and a name listed beside one is special equipment too ("Cloaking Device,
/// Holodeck, Tractor Beam").
pub const SPECIAL_EQUIPMENT: &[&str] = &[
    "cloaking device",
    "holodeck",
    "long range scan shielding",
    "phasing cloak",
];

/// Names for a family of cards that no card bears alone ("Love Interests" for
/// Male's and Female's Love Interest): never cards, but unlike a game term
/// they stand among card names.
pub const CARD_FAMILIES: &[&str] = &["love interest", "love interests"];

/// People and document words that are not cards in this corpus: the players of
/// worked examples and the publisher.
pub const NOT_CARDS: &[&str] = &["alice", "bob", "carol", "decipher", "netrep", "paramount"];

/// Ranks and titles that may open a personnel's name ("Commander Tomalak").
pub const RANKS: &[&str] = &[
    "Admiral",
    "Ambassador",
    "Captain",
    "Chancellor",
    "Chief",
    "Colonel",
    "Commander",
    "Commodore",
    "Counselor",
    "Doctor",
    "Dr.",
    "Ensign",
    "Governor",
    "Gul",
    "Legate",
    "Lieutenant",
    "Lt.",
    "Major",
    "Professor",
    "Subcommander",
];

/// Card types that may follow a card's name in running text ("Long-Range Scan
/// Interrupt"), each with its leading space.
pub const TYPE_WORDS: &[&str] = &[" Dilemma", " Doorway", " Event", " Interrupt", " Objective"];

/// Game terms an untitled passage may be about, each with the forms that name it.
/// Kept small on purpose: the first of these a passage uses becomes its title, so
/// terms that are often mentioned in passing (interrupt, hidden agenda, Away Team,
/// time travel) are left out.
pub const UNTITLED_PASSAGE_TOPICS: &[(&str, &str)] = &[
    ("valid response", r"(?i)\bvalid responses?\b"),
    ("downloading", r"(?i)\bdownload(?:s|ed|ing)?\b"),
    ("card draw", r"(?i)\bcard draws?\b"),
    ("cargo run", r"(?i)\bcargo runs?\b"),
    ("counterpart", r"(?i)\bcounterparts?\b"),
    ("damage", r"(?i)\bdamage\b"),
    ("sub-action", r"(?i)\bsub-actions?\b"),
    ("suspends play", r"(?i)\bsuspends? play\b"),
    ("mission specialist", r"(?i)\bmission specialists?\b"),
    ("drone", r"(?i)\bdrones?\b"),
    ("dilemma", r"(?i)\bdilemmas?\b"),
    ("battle", r"(?i)\bbattles?\b"),
];

/// A card's type, as the game prints it on the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardType {
    /// An artifact.
    Artifact,
    /// A dilemma (planet, space, or either).
    Dilemma,
    /// A doorway.
    Doorway,
    /// Equipment.
    Equipment,
    /// An event.
    Event,
    /// A facility: an outpost, a station.
    Facility,
    /// An incident.
    Incident,
    /// An interrupt.
    Interrupt,
    /// A mission (planet or space).
    Mission,
    /// An objective.
    Objective,
    /// A personnel.
    Personnel,
    /// A ship.
    Ship,
}

/// Each type with the words the documents use for it, singular first.
const CARD_TYPES: [(CardType, &[&str]); 12] = [
    (CardType::Artifact, &["artifact", "artifacts"]),
    (CardType::Dilemma, &["dilemma", "dilemmas"]),
    (CardType::Doorway, &["doorway", "doorways"]),
    (CardType::Equipment, &["equipment"]),
    (CardType::Event, &["event", "events"]),
    (
        CardType::Facility,
        &["facility", "facilities", "outpost", "outposts"],
    ),
    (CardType::Incident, &["incident", "incidents"]),
    (CardType::Interrupt, &["interrupt", "interrupts"]),
    (CardType::Mission, &["mission", "missions"]),
    (CardType::Objective, &["objective", "objectives"]),
    (CardType::Personnel, &["personnel"]),
    (CardType::Ship, &["ship", "ships"]),
];

impl CardType {
    /// The type's name, as JSON and filters write it ("interrupt").
    pub fn name(self) -> &'static str {
        CARD_TYPES[self as usize].1[0]
    }

    /// The type a word names ("Interrupts", "outpost"), in any case.
    pub fn named(word: &str) -> Option<CardType> {
        let word = word.to_lowercase();
        CARD_TYPES
            .iter()
            .find(|(_, words)| words.contains(&word.as_str()))
            .map(|(kind, _)| *kind)
    }

    /// Every type, in alphabetical order.
    pub fn all() -> impl Iterator<Item = CardType> {
        CARD_TYPES.iter().map(|(kind, _)| *kind)
    }

    /// Whether the rules let a card of this type be played in response to
    /// what another player does: Interrupts, played "at any time". What the
    /// rulings say an Interrupt may do during an action holds for each
    /// Interrupt that says nothing else.
    pub fn plays_in_response(self) -> bool {
        self == CardType::Interrupt
    }

    /// Whether a card of this type is itself something a player does, which
    /// others may respond to: it is played (an Interrupt, an Event, an
    /// Incident, a Doorway, an Objective) or encountered (a Dilemma). A
    /// mission, a ship, a personnel, equipment, a facility or an artifact is
    /// where or with what things are done.
    pub fn is_an_action(self) -> bool {
        matches!(
            self,
            CardType::Dilemma
                | CardType::Doorway
                | CardType::Event
                | CardType::Incident
                | CardType::Interrupt
                | CardType::Objective
        )
    }

    /// Every word the documents use for some type, lower-case.
    pub fn words() -> impl Iterator<Item = &'static str> {
        CARD_TYPES
            .iter()
            .flat_map(|(_, words)| words.iter().copied())
    }
}

impl std::fmt::Display for CardType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The affiliations, and how the FAQ heads the personnel and ships of more
/// than one.
pub const AFFILIATIONS: &[&str] = &[
    "Bajoran",
    "Borg",
    "Cardassian",
    "Dominion",
    "Dual-Affiliated",
    "Federation",
    "Ferengi",
    "Klingon",
    "Non-Aligned",
    "Romulan",
];

/// Whether folded `word` is an affiliation's name, one or more of them
/// ("klingon", "klingons", "non-aligned").
pub fn is_an_affiliation(word: &str) -> bool {
    let one = word.strip_suffix('s').unwrap_or(word);
    AFFILIATIONS.iter().any(|affiliation| {
        affiliation.eq_ignore_ascii_case(word) || affiliation.eq_ignore_ascii_case(one)
    })
}

/// Where a mission or a dilemma is played.
pub const LOCATIONS: &[&str] = &["Planet", "Space", "Either"];

/// The kinds of one action, each a game action of its own: a ruling on one
/// kind ("valid responses to personnel battle") says nothing of another.
pub const ACTION_KINDS: &[&[&str]] = &[&["personnel battle", "ship battle"]];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_affiliation_is_named_one_or_many() {
        assert!(is_an_affiliation("klingon"));
        assert!(is_an_affiliation("klingons"));
        assert!(is_an_affiliation("non-aligned"));
        assert!(!is_an_affiliation("ship"));
        assert!(!is_an_affiliation("klingon ship"));
    }

    #[test]
    fn each_card_type_stands_at_its_place_and_reads_back_by_its_words() {
        for (at, (kind, words)) in CARD_TYPES.iter().enumerate() {
            assert_eq!(*kind as usize, at);
            for word in *words {
                assert_eq!(CardType::named(word), Some(*kind), "{word}");
                assert_eq!(CardType::named(&word.to_uppercase()), Some(*kind));
            }
        }
        assert_eq!(CardType::named("Outposts"), Some(CardType::Facility));
        let actions: Vec<CardType> = CardType::all().filter(|kind| kind.is_an_action()).collect();
        assert!(actions.contains(&CardType::Dilemma) && actions.contains(&CardType::Interrupt));
        assert!(!actions.contains(&CardType::Mission) && !actions.contains(&CardType::Ship));
        assert_eq!(CardType::named("card"), None);
        let json = serde_json::to_string(&CardType::Interrupt).unwrap();
        assert_eq!(json, "\"interrupt\"");
    }

    #[test]
    fn the_game_words_are_sorted() {
        assert!(GAME_WORDS.windows(2).all(|pair| pair[0] < pair[1]));
    }
}
