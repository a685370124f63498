//! What type of card a card answers, as its rulings say right after its
//! name: "Amanda Rogers "nullifies" an interrupt", "Kevin Uxbridge can be
//! used to "counter" an Event", "the Q2 card says it "nullifies any
//! Q-Related dilemma"". A card that answers the cards of one type does not
//! answer a card of another: Amanda Rogers does not nullify an Event.

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use crate::lexicon::english::FUNCTION_WORDS;
use crate::lexicon::game::CardType;
use crate::query::verdict::Forms;

/// What a card is said to answer, read right after its name: the answering
/// verb (after "card says it", "can be used to", "only"), then the thing
/// answered, with its articles and at most a "-related" (what it is related
/// to in group 1) or a location word before its type ("nullifies any one
/// Interrupt card", "only works against the last Interrupt", "nullifies any
/// Q-Related dilemma"), the type in group 2, then more types joined to it
/// ("an Interrupt or Event", group 3). A type word that goes on into another
/// noun ("the Borg Ship dilemma", group 4) names no type answered: see
/// [`types_answered`].
static ANSWERS: LazyLock<Regex> = LazyLock::new(|| {
    let types = type_words();
    Regex::new(&format!(
        r#"^(?:'s)?(?: card)?(?: (?:says|reads)(?: that)? (?:it|she|he))?(?: (?:only|also|just|can|may|will|could))*(?: be used to)? "?(?:nullif(?:y|ies)|counters?|cancels?|destroys?|works? against|interferes? with)"? "?(?:(?:any|one|an|a|the|last|all) )*"?(?:([a-z0-9]+)-related |space |planet )?({types})\b((?: cards?)?(?:(?:,| or| and| and/or) (?:an? |any )?(?:{types})\b)*)( [a-z]+)?"#
    ))
    .expect("answered type pattern is a valid regular expression")
});

/// The words of every card type, longest first, as one alternation.
fn type_words() -> String {
    let mut words: Vec<&str> = CardType::words().collect();
    words.sort_by_key(|word| std::cmp::Reverse(word.len()));
    words.join("|")
}

/// What a sentence says a card answers ([`types_answered`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answered {
    /// The types of card it answers.
    pub types: Vec<CardType>,
    /// What the cards it answers are related to, when it says ("nullifies
    /// any Q-Related dilemma": "q"): a card is related to what its title
    /// names, as the FAQ tells of "future Bynars-related cards (which is why
    /// we gave it the long name ...)".
    pub related: Option<String>,
    /// Where the words that say so are: the name to the last type.
    pub words: Range<usize>,
}

/// What types of card folded `sentence` says the `actor` answers
/// (nullifies, counters, cancels, destroys, works against, interferes
/// with), named right after it; none when it names none, or when what it
/// answers is negated (the verb may have only the words before it that the
/// answering pattern allows, so no "not").
pub fn types_answered(sentence: &str, actor: &Forms) -> Option<Answered> {
    actor.spans(sentence).into_iter().find_map(|name| {
        let found = ANSWERS.captures(&sentence[name.end..])?;
        let next = found.get(4).map_or("", |word| word.as_str().trim());
        if !ends_the_noun(next) {
            return None;
        }
        let (first, joined) = (&found[2], found.get(3).map_or("", |more| more.as_str()));
        let types = CardType::named(first)
            .into_iter()
            .chain(joined.split([' ', ',']).filter_map(CardType::named))
            .collect();
        let end = name.end + found.get(3).map_or(found[2].len(), |more| more.end());
        Some(Answered {
            types,
            related: found.get(1).map(|word| word.as_str().to_string()),
            words: name.start..end,
        })
    })
}

/// Whether a type word followed by the word `next` ends its noun: nothing
/// follows, or a function word ("an Interrupt that"), or what tells the card
/// as played ("an Interrupt just played"). In "the Borg Ship dilemma" and
/// "Outpost Raid" the type word goes on into a noun.
fn ends_the_noun(next: &str) -> bool {
    next.is_empty()
        || FUNCTION_WORDS.contains(&next)
        || ["just", "played", "being", "already", "was", "were"].contains(&next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::normalize::fold;

    fn answered(sentence: &str, actor: &str) -> Vec<CardType> {
        types_answered(&fold(sentence), &Forms::new([actor]))
            .map(|answered| answered.types)
            .unwrap_or_default()
    }

    #[test]
    fn the_words_that_say_what_is_answered_are_found() {
        let s = fold("Also, Kevin Uxbridge can be used to \"counter\" an Event that is played.");
        let words = types_answered(&s, &Forms::new(["kevin uxbridge"]))
            .unwrap()
            .words;
        assert_eq!(
            &s[words],
            "kevin uxbridge can be used to \"counter\" an event"
        );
    }

    #[test]
    fn a_card_that_nullifies_a_type_answers_it() {
        let s = "Amanda Rogers \"nullifies\" an interrupt.";
        assert_eq!(answered(s, "amanda rogers"), vec![CardType::Interrupt]);
        let s = "Now, since the Amanda Rogers card says it \"Nullifies any one Interrupt card just played (except Kevin Uxbridge)\"";
        assert_eq!(answered(s, "amanda rogers"), vec![CardType::Interrupt]);
        let s = "A: Amanda only works against the last Interrupt \"just played.\"";
        assert_eq!(answered(s, "amanda"), vec![CardType::Interrupt]);
    }

    #[test]
    fn a_card_used_to_counter_a_type_answers_it() {
        let s = "Also, Kevin Uxbridge can be used to \"counter\" an Event that is immediately played and discarded.";
        assert_eq!(answered(s, "kevin uxbridge"), vec![CardType::Event]);
    }

    #[test]
    fn a_kind_of_a_type_is_the_type_and_what_it_is_related_to_is_kept() {
        let s = fold("The Q2 card says it \"nullifies any Q-Related dilemma\".");
        let answered = types_answered(&s, &Forms::new(["q2"])).unwrap();
        assert_eq!(answered.types, vec![CardType::Dilemma]);
        assert_eq!(answered.related.as_deref(), Some("q"));
        let s = fold("No. Q2 can only interfere with Q-related Dilemmas.");
        let answered = types_answered(&s, &Forms::new(["q2"])).unwrap();
        assert_eq!(answered.types, vec![CardType::Dilemma]);
        assert_eq!(answered.related.as_deref(), Some("q"));
        let s = fold("Zorn Gambit nullifies any space dilemma.");
        let answered = types_answered(&s, &Forms::new(["zorn gambit"])).unwrap();
        assert_eq!(answered.related, None);
    }

    #[test]
    fn types_joined_are_each_answered() {
        let s = "Zorn Gambit nullifies any Interrupt or Event played on your ship.";
        assert_eq!(
            answered(s, "zorn gambit"),
            vec![CardType::Interrupt, CardType::Event]
        );
    }

    #[test]
    fn a_type_word_going_on_into_a_card_name_is_no_type_answered() {
        let s = "Zorn Gambit nullifies the ship dilemma.";
        assert!(answered(s, "zorn gambit").is_empty());
        let s = "Zorn Gambit can nullify Outpost Raid.";
        assert!(answered(s, "zorn gambit").is_empty());
        let s = "Hugh nullifies the attack of the Borg Ship, not the ship itself.";
        assert!(answered(s, "hugh").is_empty());
    }

    #[test]
    fn a_negated_answer_answers_nothing() {
        let s = "Zorn Gambit does not nullify an Interrupt.";
        assert!(answered(s, "zorn gambit").is_empty());
        let s = "Zorn Gambit cannot counter an Event.";
        assert!(answered(s, "zorn gambit").is_empty());
    }

    #[test]
    fn a_card_answered_by_another_is_not_the_one_answering() {
        let s = "You play Amanda Rogers to nullify Hugh; Kevin Uxbridge nullifies Hail.";
        assert!(answered(s, "amanda rogers").is_empty());
        assert!(answered(s, "kevin uxbridge").is_empty());
    }
}
