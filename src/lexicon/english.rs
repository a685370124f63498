//! The English the rulings and the questions are written in: the words that
//! carry no topic, in the lists each reader needs.

/// Words too common in questions to help ranking: the analyzer drops them.
/// With them, their contractions as the analyzer sees them (the apostrophe
/// inside the word removed: "what's" is "whats", "I'm" is "im"), but for
/// those that are words of their own ("we're" is "were", "she'd" is "shed",
/// "I'll" is "ill", "let's" is "lets").
pub const STOP_WORDS: &[&str] = &[
    "a", "about", "am", "an", "and", "are", "as", "at", "be", "but", "by", "can", "could", "did",
    "do", "does", "for", "from", "had", "has", "have", "he", "her", "hes", "heres", "him", "his",
    "how", "hows", "i", "if", "im", "in", "into", "is", "it", "its", "ive", "me", "my", "of", "on",
    "or", "she", "shes", "should", "so", "such", "that", "thats", "the", "their", "them", "then",
    "there", "theres", "these", "they", "theyd", "theyll", "theyre", "theyve", "this", "to", "was",
    "we", "weve", "what", "whats", "when", "whens", "where", "wheres", "which", "who", "whos",
    "why", "whys", "will", "with", "would", "you", "youd", "youll", "your", "youre", "youve",
];

/// English function words, sorted: a capitalized one opens a sentence or a
/// question, it does not start a card title ("If", "Can I", "What").
pub const FUNCTION_WORDS: &[&str] = &[
    "a",
    "after",
    "all",
    "also",
    "although",
    "an",
    "and",
    "another",
    "answer",
    "any",
    "are",
    "as",
    "at",
    "basically",
    "because",
    "before",
    "both",
    "but",
    "by",
    "can",
    "could",
    "do",
    "does",
    "each",
    "eight",
    "even",
    "every",
    "example",
    "first",
    "five",
    "for",
    "four",
    "from",
    "he",
    "her",
    "his",
    "how",
    "however",
    "i",
    "if",
    "in",
    "is",
    "it",
    "its",
    "like",
    "many",
    "may",
    "might",
    "most",
    "must",
    "my",
    "nine",
    "no",
    "none",
    "note",
    "now",
    "of",
    "ok",
    "on",
    "once",
    "one",
    "only",
    "or",
    "other",
    "our",
    "question",
    "second",
    "see",
    "seven",
    "she",
    "should",
    "since",
    "six",
    "so",
    "some",
    "such",
    "ten",
    "that",
    "the",
    "their",
    "then",
    "there",
    "these",
    "they",
    "this",
    "those",
    "three",
    "two",
    "unless",
    "we",
    "what",
    "when",
    "whenever",
    "where",
    "which",
    "while",
    "who",
    "why",
    "will",
    "with",
    "would",
    "yes",
    "you",
    "your",
];

/// Small words English keeps lower-case inside a heading or an entry's title
/// ("Going to the Top", "Seeding or Playing"), sorted: a title-cased heading
/// leaves them so, and a run-in title may hold them.
pub const SMALL_WORDS: &[&str] = &[
    "a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "nor", "of", "on", "or", "the",
    "to", "vs", "with",
];

/// The small words that may stand inside a card's name ("Gaps in Normal
/// Space", "Going to the Top"), sorted: not the words that join two names in a
/// list ("and", "or", "as" in "Stefan DeSeve as Romulan"), but the particle of a
/// name ("de").
pub const NAME_SMALL_WORDS: &[&str] = &[
    "a", "an", "at", "by", "de", "for", "from", "in", "into", "of", "on", "the", "to", "with",
];

/// Words that open a sentence after a run-in title ("Activate Subcommands This event").
pub const SENTENCE_STARTERS: &[&str] = &[
    "This", "The", "A", "An", "You", "Your", "When", "Whenever", "If", "Each", "Every", "Any",
    "These", "Those", "It", "Its", "Once", "While", "Unless", "Only", "After", "Before", "During",
    "Some", "All", "Most", "Both", "There", "Until",
];

/// Endings that make a compound an adjective ("Q-Related dilemma",
/// "Klingon-oriented cards"), never a name.
pub const ADJECTIVE_ENDINGS: &[&str] = &["-based", "-oriented", "-related", "-specific", "-style"];

/// Words that say the name before them is made up for an example ("Warp
/// Engine Overload, a fictional Interrupt").
pub const MADE_UP: &[&str] = &[
    "fictional",
    "hypothetical",
    "imaginary",
    "made-up",
    "invented",
];

/// Words that suppose: a card called so in their sentence is made up for an
/// example. Sorted.
pub const SUPPOSING: &[&str] = &["imagine", "suppose", "supposing"];

/// Abbreviations whose period does not end a sentence.
pub const ABBREVIATIONS: &[&str] = &["Cmdr.", "Capt.", "Dr.", "Lt.", "Mr.", "Mrs.", "St.", "vs."];

/// Leading words of a typed actor or action that name nothing by themselves:
/// articles and owners, the opponent's perhaps written without its
/// apostrophe, as players and the FAQ write it ("one of my opponents
/// Klingons").
pub const LEADING_FILLER: &[&str] = &[
    "a",
    "an",
    "the",
    "my",
    "your",
    "his",
    "her",
    "opponent's",
    "opponents",
    "opponents'",
];

/// The owners among [`LEADING_FILLER`] that name the opponent, to a player
/// asking of his own card ("his ship", "opponent's Revolving Door").
pub const OPPONENTS_OWNERS: &[&str] = &["his", "her", "opponent's", "opponents", "opponents'"];

/// The words for a player, or players, as a typed action names them ("battle
/// declared by my opponent", "a battle against him"): a player doing the
/// action is in every passage about it, so qualifies nothing.
pub const PLAYERS: &[&str] = &[
    "her",
    "herself",
    "him",
    "himself",
    "myself",
    "opponent",
    "opponent's",
    "opponents",
    "player",
    "players",
    "them",
    "you",
];

/// Words that, before "of", pick some of what follows ("one of my opponent's
/// Klingons", "any of his ships"): before a typed action, what follows names
/// it. Sorted.
pub const QUANTIFIERS: &[&str] = &[
    "all", "any", "both", "each", "either", "every", "one", "several", "some",
];

/// The prepositions a player puts before what the actor is played on ("on my
/// counterpart", "against his ship"): before a typed action, they name
/// nothing either.
pub const PREPOSITIONS_OF_TARGET: &[&str] = &["against", "on", "onto", "upon"];

/// The words a question is asked with rather than about ("what happens when",
/// "is it legal", "do I get to"), and the vague nouns a player puts for what
/// he means ("the thing I aimed my card at", "something"): a search weighs
/// them little.
pub const QUESTION_SCAFFOLDING: &[&str] = &[
    "allow",
    "allowed",
    "anything",
    "exactly",
    "get",
    "gets",
    "happen",
    "happens",
    "legal",
    "okay",
    "possible",
    "something",
    "stuff",
    "supposed",
    "thing",
    "things",
    "true",
    "way",
    "work",
    "works",
];

/// Words that say "not" folded into another, as the analyzer sees them (an
/// apostrophe inside a word dropped, lower case): "can't", "cannot", "don't",
/// "isn't". Each is indexed and searched as "not", so "can't move" finds
/// "cannot move"; sorted (looked up by binary search).
pub const NEGATIVE_CONTRACTIONS: &[&str] = &[
    "aint", "arent", "cannot", "cant", "couldnt", "didnt", "doesnt", "dont", "hadnt", "hasnt",
    "havent", "isnt", "mustnt", "neednt", "shouldnt", "wasnt", "werent", "wont", "wouldnt",
];

/// Words that carry no topic when two rulings are compared word by word,
/// sorted (looked up by binary search).
pub const TOPICLESS_WORDS: &[&str] = &[
    "a", "an", "and", "any", "are", "as", "at", "be", "but", "by", "can", "card", "cards", "do",
    "does", "for", "from", "has", "have", "if", "in", "is", "it", "its", "may", "not", "of", "on",
    "one", "or", "that", "the", "their", "them", "they", "this", "to", "was", "when", "which",
    "will", "with", "you", "your",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lists_looked_up_by_binary_search_are_sorted() {
        for list in [
            FUNCTION_WORDS,
            SMALL_WORDS,
            NAME_SMALL_WORDS,
            TOPICLESS_WORDS,
            QUESTION_SCAFFOLDING,
            NEGATIVE_CONTRACTIONS,
        ] {
            assert!(list.windows(2).all(|pair| pair[0] < pair[1]), "{list:?}");
        }
    }
}
