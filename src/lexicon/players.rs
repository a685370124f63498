//! The words players use for the documents' terms: a player asks about a
//! "base", "gear" or a "fight"; the rulings say outpost, equipment and battle.
//!
//! Only words with one meaning at a Star Trek CCG table are listed, each for
//! the term the documents use for that meaning: not "guy", which is a
//! personnel in "my guys" and the opponent in "the other guy's turn".

/// Each documents' term with the words players use for it.
pub const PLAYER_WORDS: &[(&str, &[&str])] = &[
    ("attributes", &["stat", "stats"]),
    (
        "battle",
        &[
            "fight",
            "fighting",
            "combat",
            "firefight",
            "brawl",
            "skirmish",
        ],
    ),
    ("beam", &["teleport", "teleported", "teleporting"]),
    (
        "capture",
        &["kidnap", "kidnapped", "abduct", "abducted", "prisoner"],
    ),
    ("deck", &["library"]),
    (
        "destroyed",
        &[
            "blow", "blew", "blown", "explode", "exploded", "wreck", "wrecked",
        ],
    ),
    ("discard", &["trash", "trashed", "graveyard"]),
    ("download", &["tutor", "tutored", "fetch", "fetched"]),
    ("equipment", &["gear", "gadget", "gadgets", "item", "items"]),
    ("examines", &["peek", "peeks", "peeked", "peeking"]),
    ("fire", &["shoot", "shoots", "shooting"]),
    ("look", &["peek", "peeks", "peeked", "peeking"]),
    (
        "nullify",
        &["negate", "negated", "counterspell", "fizzle", "fizzles"],
    ),
    ("outpost", &["base", "bases"]),
    (
        "personnel",
        &["crewman", "crewmen", "crewmember", "crewmembers"],
    ),
    ("repair", &["fix", "fixed", "fixing", "mend", "mended"]),
    ("response", &["reaction", "reactions"]),
    ("seed", &["setup"]),
    ("ship", &["starship", "starships", "boat", "boats"]),
    ("stopped", &["stun", "stunned"]),
    ("target", &["aim", "aimed", "aiming"]),
    ("weapons", &["gun", "guns"]),
    ("win", &["victory"]),
];
