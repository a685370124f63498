//! The English answers are worded in: the sentences an answer's structured
//! reasons become, in tables and in the one-line fields of the JSON answers.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::query::card::{Difference, TypeFacts};
use crate::query::respond::{Basis, Evidence, Reason, RespondAnswer, Role};
use crate::query::verdict::Verdict;
use crate::record::Record;
use crate::text::capitalized;

/// A card's type as its first line shows it: "Interrupt", "Dilemma
/// (Space)", "Artifact, played as an Interrupt", "type unknown: the
/// documents say interrupt and doorway"; none when no document speaks of its
/// type.
pub fn card_type(typed: &TypeFacts) -> Option<String> {
    if let Some(kind) = typed.kind {
        let name = capitalized(kind.name());
        let name = match &typed.class {
            Some(class) => format!("{name} ({class})"),
            None => name,
        };
        return Some(match &typed.played_as {
            Some(told) => {
                let played = told.kind.name();
                format!(
                    "{name}, played as {} {}",
                    article(played),
                    capitalized(played)
                )
            }
            None => name,
        });
    }
    let mut said: Vec<&str> = typed.type_evidence.iter().map(|e| e.kind.name()).collect();
    said.sort_unstable();
    said.dedup();
    match said.split_last() {
        Some((last, rest)) if !rest.is_empty() => Some(format!(
            "type unknown: the documents say {} and {last}",
            rest.join(", ")
        )),
        _ => None,
    }
}

/// "a" or "an", as English puts it before `word`.
fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// "Yes", "No" or "Unknown".
pub fn verdict_word(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Yes => "Yes",
        Verdict::No => "No",
        Verdict::Unknown => "Unknown",
    }
}

/// The evidence of `answer` that states its verdict, and the passages after
/// it that only name both (the reader found no verdict in them).
pub fn stating_and_naming(answer: &RespondAnswer) -> (Vec<&Evidence>, Vec<&Evidence>) {
    answer
        .evidence
        .iter()
        .filter(|evidence| evidence.role == Role::Passage)
        .partition(|evidence| evidence.stance.verdict != Verdict::Unknown)
}

/// The evidence `answer` shows as `role`, in order.
pub fn evidence_as(answer: &RespondAnswer, role: Role) -> Vec<&Evidence> {
    answer
        .evidence
        .iter()
        .filter(|evidence| evidence.role == role)
        .collect()
}

/// The heading of the passages that give a card the type a verdict by type
/// reads.
pub const TYPE_GIVEN_HEADING: &str = "Where the documents give the card its type";

/// The heading of the passages a search for the actor and the action finds.
pub const FOUND_BY_SEARCH_HEADING: &str =
    "Found by a search for both (the reader did not read them for a verdict)";

/// The records `answer` shows as `role`: the actor's own rulings on timing,
/// or the general rules.
pub fn shown_as(answer: &RespondAnswer, role: Role) -> Vec<&Record> {
    evidence_as(answer, role)
        .into_iter()
        .map(|evidence| &evidence.record)
        .collect()
}

/// The heading of the passages that state no verdict: beside an unknown,
/// those that name both and the actor's rulings nearest the action, beside a
/// verdict the other passages that name both.
pub fn naming_both_heading(answer: &RespondAnswer) -> &'static str {
    if answer.verdict == Verdict::Unknown {
        "Passages to read (the reader found no verdict in them)"
    } else {
        "Other passages that name both (the reader found no verdict in them)"
    }
}

/// The verdict in one line: the verdict word and the sentence that states it,
/// the reason for a verdict by type or by the general rule, or that no
/// passage states one.
pub fn verdict_line(answer: &RespondAnswer) -> String {
    let verdict = verdict_word(answer.verdict);
    let stated = answer.verdict != Verdict::Unknown;
    match answer.evidence.first() {
        Some(_) if answer.basis == Basis::ByType => answer.reason.to_string(),
        Some(_) if stated && answer.basis == Basis::GeneralRule => answer.reason.to_string(),
        Some(best) if stated => format!("{verdict} — {}", best.sentence),
        _ => format!(
            "{verdict} — no passage states whether {} may respond to {}.",
            answer.actor, answer.action
        ),
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::NoneStated {
                actor,
                action,
                passages,
            } => {
                write!(
                    f,
                    "No passage states whether {actor} may respond to {action}"
                )?;
                if *passages > 0 {
                    write!(
                        f,
                        " in words the reader knows; read the passages that name both"
                    )?;
                }
                f.write_str(
                    "; apply the general rules below: a valid response must specifically \
                     relate to the action.",
                )
            }
            Reason::ByType {
                card,
                kind,
                played_as,
                stated,
            } => {
                let said = stated.to_string();
                // The statement's own verdict word leads: "No — by type: ...".
                let (word, rest) = said.split_once(" — ").unwrap_or(("", &said));
                let is = if *played_as { "is played as" } else { "is" };
                write!(
                    f,
                    "{word} — by type: {card} {is} {} {}; {rest}",
                    article(kind.name()),
                    capitalized(kind.name())
                )
            }
            Reason::GeneralRule { stated } => {
                let said = stated.to_string();
                // The statement's own verdict word leads: "No — by the
                // general rule: ...".
                let (word, rest) = said.split_once(" — ").unwrap_or(("", &said));
                write!(f, "{word} — by the general rule: {rest}")
            }
            Reason::Stated {
                verdict,
                sentence,
                citation,
                cue,
                conditional,
            } => {
                let word = verdict_word(*verdict);
                write!(f, "{word} — {sentence} ({citation}: \"{cue}\")")?;
                if *conditional {
                    f.write_str("; only under the condition stated")?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let year = |date: &Option<crate::date::Date>| {
            date.as_ref()
                .map_or("undated", |date| date.year())
                .to_string()
        };
        let (earlier, later) = (&self.earlier, &self.later);
        write!(
            f,
            "{} ({}) treats \"{}\" and \"{}\" under the {} colon rule, which counted only a \
             colon; the {} {} (\"{}\") count a colon or a dash, which groups them.",
            earlier.citation,
            earlier.id,
            self.bare,
            self.member,
            year(&earlier.date),
            year(&later.date),
            later.source.label(),
            later.title
        )
    }
}

/// Writes a reason as its sentence.
impl Serialize for Reason {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Writes a difference as its sentence.
impl Serialize for Difference {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::card::Cited;
    use crate::record::Source;

    #[test]
    fn a_reason_is_worded_with_its_citation_and_condition() {
        let reason = Reason::Stated {
            verdict: Verdict::No,
            sentence: "Going to the Top is not a valid response to personnel battle.".into(),
            citation: "Glossary actions".into(),
            cue: "is not a valid response".into(),
            conditional: true,
        };
        assert_eq!(
            reason.to_string(),
            "No — Going to the Top is not a valid response to personnel battle. \
             (Glossary actions: \"is not a valid response\"); only under the condition stated"
        );
        let none = Reason::NoneStated {
            actor: "Hugh".into(),
            action: "battle".into(),
            passages: 0,
        };
        assert!(none
            .to_string()
            .starts_with("No passage states whether Hugh may respond to battle;"));
        assert_eq!(
            serde_json::to_string(&none).unwrap(),
            serde_json::to_string(&none.to_string()).unwrap()
        );
    }

    #[test]
    fn a_difference_names_the_years_of_both_documents() {
        let cited = |id: &str, source: Source, date: &str| Cited {
            id: id.into(),
            citation: format!("{} x", source.label()),
            title: "card titles".into(),
            source,
            date: crate::date::Date::parse(date),
        };
        let difference = Difference {
            bare: "Tasha Yar".into(),
            member: "Tasha Yar - Alternate".into(),
            earlier: cited("faq/1.3/x", Source::Faq, "1996-05-14"),
            later: cited(
                "rulings/2017-12-04/card-titles",
                Source::Rulings,
                "2017-12-04",
            ),
        };
        assert_eq!(
            difference.to_string(),
            "FAQ x (faq/1.3/x) treats \"Tasha Yar\" and \"Tasha Yar - Alternate\" under the 1996 \
             colon rule, which counted only a colon; the 2017 Current Rulings (\"card titles\") \
             count a colon or a dash, which groups them."
        );
    }
}
