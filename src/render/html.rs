//! HTML for a person in a browser (`rulings serve`): each answer as the body of
//! a page, built with maud, which escapes every text it is given. The page
//! around it (layout, forms, error pages) is the server's.
//!
//! Every record links to its page (`/r/{id}`) and every card it names to the
//! card's page (`/card/{title}`), inside its text as well as in its lists.

use maud::{html, Markup};

use crate::normalize::collapse_spaces;
use crate::query::card::CardAnswer;
use crate::query::respond::{Evidence, RespondAnswer, Role};
use crate::query::search::{Hit, SearchAnswer};
use crate::query::show::{AmendedParagraph, Shown};
use crate::query::superseded::{CandidateView, ChangeView, SupersededAnswer};
use crate::query::verdict::Verdict;
use crate::record::{ChangeKind, Record, Status};
use crate::render::diff::{word_diff, Piece};
use crate::render::{counted, excerpt, marked_words, words};

/// Longest passage shown in a list of rulings.
const PASSAGE_CHARS: usize = 420;

/// The path of a record's page.
pub fn record_href(id: &str) -> String {
    format!("/r/{}", escape_url(id, true))
}

/// The path of a card's page.
pub fn card_href(title: &str) -> String {
    format!("/card/{}", escape_url(title, false))
}

/// The path of a search for `query`.
pub fn search_href(query: &str) -> String {
    format!("/search?q={}", escape_url(query, false))
}

/// `text` percent-encoded for a URL path segment or query value: every byte
/// but ASCII letters, digits and `-._~` (and `/` when `keep_slash`).
pub fn escape_url(text: &str, keep_slash: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        let plain = byte.is_ascii_alphanumeric()
            || matches!(byte, b'-' | b'.' | b'_' | b'~')
            || (keep_slash && byte == b'/');
        if plain {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The ranked results of a search, the query's words marked.
pub fn search(answer: &SearchAnswer) -> Markup {
    let terms = answer
        .results
        .first()
        .map(|hit| hit.terms.as_slice())
        .unwrap_or_default();
    html! {
        @if answer.results.is_empty() {
            p.empty { "No ruling matches “" (answer.query) "”. Try fewer or other words, or drop a filter." }
        } @else {
            p.count { (counted(answer.results.len(), "result", "results")) ", best first" }
            ol.results {
                @for hit in &answer.results {
                    li { (hit_item(hit, terms)) }
                }
            }
        }
    }
}

/// One search result: its title, where it is from, a passage, what replaced it.
fn hit_item(hit: &Hit, terms: &[String]) -> Markup {
    let record = &hit.record;
    let passage = excerpt(&record.text, terms, PASSAGE_CHARS);
    html! {
        (record_heading(record))
        p.passage { (linked_text(&passage, &record.cards, terms)) }
        @if !hit.via_group.is_empty() {
            p.note { "Through the colon-rule group: " (card_links(&hit.via_group)) }
        }
        (replaced_note(record))
    }
}

/// A record's title (a link to its page) and where it is from.
fn record_heading(record: &Record) -> Markup {
    html! {
        h3.title { a href=(record_href(&record.id)) { (record.title) } }
        (record_meta(record))
    }
}

/// "FAQ 1.3 The Colon Rule · 1996-05-14 · current · faq/1.3/..."
fn record_meta(record: &Record) -> Markup {
    html! {
        p.meta {
            span.source { (record.citation()) }
            @if let Some(date) = &record.doc_date {
                " · " time { (date.as_str()) }
            }
            " · " (status_badge(record.status))
            " · " a.id href=(record_href(&record.id)) { (record.id) }
        }
    }
}

/// The status of a ruling, marked unless current.
fn status_badge(status: Status) -> Markup {
    html! {
        @match status {
            Status::Current => span.status.current { "current" },
            Status::Superseded => span.status.superseded { "superseded" },
            Status::Historical => span.status.historical { "historical" },
        }
    }
}

/// "Superseded by …", linked, for a ruling a later one replaced.
fn replaced_note(record: &Record) -> Markup {
    html! {
        @if !record.superseded_by.is_empty() {
            p.replaced { "Superseded by " (record_links(&record.superseded_by)) }
        }
    }
}

/// Links to the records with these ids, separated by commas.
fn record_links(ids: &[String]) -> Markup {
    html! {
        @for (at, id) in ids.iter().enumerate() {
            @if at > 0 { ", " }
            a href=(record_href(id)) { (id) }
        }
    }
}

/// Links to these cards' pages, separated by commas.
fn card_links(titles: &[String]) -> Markup {
    html! {
        @for (at, title) in titles.iter().enumerate() {
            @if at > 0 { ", " }
            a.card href=(card_href(title)) { (title) }
        }
    }
}

/// `text` with the cards it names linked to their pages and the words of
/// `terms` marked.
fn linked_text(text: &str, cards: &[String], terms: &[String]) -> Markup {
    html! {
        @for (run, card) in card_runs(text, cards) {
            @match card {
                Some(title) => a.card href=(card_href(title)) { (marked(run, terms)) },
                None => (marked(run, terms)),
            }
        }
    }
}

/// `text` cut into runs, each with the title of the card it names, if any.
fn card_runs<'t, 'c>(text: &'t str, cards: &'c [String]) -> Vec<(&'t str, Option<&'c str>)> {
    let mut runs = Vec::new();
    let mut from = 0;
    for (start, end, title) in card_spans(text, cards) {
        if from < start {
            runs.push((&text[from..start], None));
        }
        runs.push((&text[start..end], Some(title)));
        from = end;
    }
    if from < text.len() {
        runs.push((&text[from..], None));
    }
    runs
}

/// `text` with the words of `terms` marked.
fn marked(text: &str, terms: &[String]) -> Markup {
    html! {
        @for (run, is_term) in marked_words(text, terms) {
            @if is_term { mark { (run) } } @else { (run) }
        }
    }
}

/// Where `text` names one of `cards` (ASCII case folded, at word boundaries),
/// as byte ranges with the card's title, in order and not overlapping: of
/// two names at one place, the longer.
fn card_spans<'c>(text: &str, cards: &'c [String]) -> Vec<(usize, usize, &'c str)> {
    let folded = text.to_ascii_lowercase();
    let mut found: Vec<(usize, usize, &str)> = Vec::new();
    for title in cards {
        let name = title.to_ascii_lowercase();
        if name.is_empty() {
            continue;
        }
        for (start, _) in folded.match_indices(&name) {
            let end = start + name.len();
            let before = folded[..start].chars().next_back();
            let after = folded[end..].chars().next();
            if !before.is_some_and(char::is_alphanumeric)
                && !after.is_some_and(char::is_alphanumeric)
            {
                found.push((start, end, title));
            }
        }
    }
    found.sort_by_key(|&(start, end, _)| (start, std::cmp::Reverse(end)));
    let mut spans: Vec<(usize, usize, &str)> = Vec::new();
    for span in found {
        if spans.last().is_none_or(|last| span.0 >= last.1) {
            spans.push(span);
        }
    }
    spans
}

/// One record in full: where it is from, its text (and the entry as amended),
/// its parts, cards and cross-references, what replaced it and what it
/// replaced, and what refers to it.
pub fn show(shown: &Shown) -> Markup {
    let record = &shown.record;
    html! {
        article.record {
            h1 { (record.title) }
            (record_meta(record))
            p.context {
                (record.doc_title)
                @if !record.section.is_empty() { " › " (record.section) }
            }
            @if let Some(parent) = &shown.parent {
                p.note {
                    "Part " (record.part.unwrap_or(0)) " of "
                    a href=(record_href(&parent.id)) { (parent.title) }
                }
            }
            (replaced_note(record))
            div.text { (linked_text(&record.text, &record.cards, &[])) }
            @if !shown.amended_entry.is_empty() {
                section.amended {
                    h2 { "The entry as amended" }
                    @for paragraph in &shown.amended_entry { (amended_paragraph(paragraph)) }
                }
            }
            @if !shown.parts.is_empty() {
                section {
                    h2 { "Parts" }
                    ul { @for part in &shown.parts { li { (record_link(part)) } } }
                }
            }
            @if !record.cards.is_empty() {
                section {
                    h2 { "Cards" }
                    p.cards { (card_links(&record.cards)) }
                }
            }
            @if !record.see_also.is_empty() {
                section {
                    h2 { "See also" }
                    ul {
                        @for see in &record.see_also {
                            li {
                                @match &see.id {
                                    Some(id) => a href=(record_href(id)) { (see.target) },
                                    None => { (see.target) " (not in the corpus)" },
                                }
                            }
                        }
                    }
                }
            }
            (record_section("Replaced by", &shown.replaced_by, true))
            @if shown.chain.len() > 1 {
                (record_section("Replaced in turn by (the last is in force)", &shown.chain, false))
            }
            (record_section("Replaces", &shown.replaced, true))
            (record_section("Referred to by", &shown.referred_by, false))
        }
    }
}

/// A titled list of records, with their text when `whole`.
fn record_section(heading: &str, records: &[Record], whole: bool) -> Markup {
    html! {
        @if !records.is_empty() {
            section {
                h2 { (heading) }
                ul.records {
                    @for record in records {
                        li {
                            (record_heading(record))
                            @if whole { div.text { (linked_text(&record.text, &record.cards, &[])) } }
                        }
                    }
                }
            }
        }
    }
}

/// A link to a record, "Title (FAQ 1.3 …)".
fn record_link(record: &Record) -> Markup {
    html! {
        a href=(record_href(&record.id)) { (record.title) }
        " (" (record.citation()) ")"
    }
}

/// One paragraph of an amended entry: the text in force, with what the
/// amendment removed struck through and what it added marked.
fn amended_paragraph(paragraph: &AmendedParagraph) -> Markup {
    let numbers: Vec<String> = paragraph.paragraphs.iter().map(u32::to_string).collect();
    html! {
        div.paragraph {
            span.number { "¶" (numbers.join(",")) " " }
            @match (&paragraph.old_text, &paragraph.changed_by) {
                (Some(old), Some(by)) => {
                    (diff(old, &paragraph.text))
                    " " span.note { "(changed by " a href=(record_href(by)) { (by) } ")" }
                },
                _ => (paragraph.text),
            }
        }
    }
}

/// A word diff: removed words struck through, added words marked.
fn diff(old: &str, new: &str) -> Markup {
    html! {
        @for piece in word_diff(old, new) {
            @match piece {
                Piece::Same(words) => { (words) " " },
                Piece::Removed(words) => { del { (words) } " " },
                Piece::Added(words) => { ins { (words) } " " },
            }
        }
    }
}

/// A card, its type, its colon-rule group and its rulings; or the cards the
/// name may mean.
pub fn card(answer: &CardAnswer) -> Markup {
    let Some(title) = &answer.card else {
        return card_unknown(answer);
    };
    html! {
        h1 { (title) }
        @if let Some(kind) = words::card_type(&answer.typed) { p.type { (kind) } }
        @if answer.members.len() > 1 {
            section {
                h2 { "Colon-rule group" }
                ul {
                    @for member in &answer.members {
                        li { a.card href=(card_href(&member.title)) { (member.title) } " — " (member.reason) }
                    }
                }
            }
        }
        @for note in &answer.differences { p.note { (note.to_string()) } }
        section {
            h2 { (counted(answer.rulings.len(), "ruling", "rulings")) ", newest authority first" }
            @if answer.rulings.is_empty() { p.empty { "No ruling names this card." } }
            ol.results {
                @for ruling in &answer.rulings {
                    li {
                        (record_heading(&ruling.record))
                        p.passage { (linked_text(&excerpt(&ruling.record.text, &[], PASSAGE_CHARS), &ruling.record.cards, &[])) }
                        @if ruling.via_group { p.note { "Through " (card_links(&ruling.members)) } }
                        (replaced_note(&ruling.record))
                    }
                }
            }
        }
        @if !answer.grouping.is_empty() {
            section {
                h2 { "Rulings on how this card groups (the colon rule)" }
                ul { @for record in &answer.grouping { li { (record_link(record)) } } }
            }
        }
    }
}

/// No card by that name: the cards it may mean, when there are some.
fn card_unknown(answer: &CardAnswer) -> Markup {
    html! {
        @if answer.candidates.is_empty() {
            p { "No card matches “" (answer.query) "”." }
        } @else {
            p { "No card is called “" (answer.query) "”. Several cards fit; did you mean:" }
            ul { @for candidate in &answer.candidates { li { a.card href=(card_href(candidate)) { (candidate) } } } }
        }
    }
}

/// A verdict: one line, the passages that state it with the deciding sentence
/// marked, the passages that say otherwise, what a search for both finds,
/// then the general rules.
pub fn respond(answer: &RespondAnswer) -> Markup {
    let (stating, naming) = words::stating_and_naming(answer);
    let rules = words::shown_as(answer, Role::GeneralRule);
    let actor_rulings = words::shown_as(answer, Role::ActorRuling);
    let typed = words::evidence_as(answer, Role::TypeGiven);
    let found = words::evidence_as(answer, Role::FoundBySearch);
    let class = match answer.verdict {
        Verdict::Yes => "verdict yes",
        Verdict::No => "verdict no",
        Verdict::Unknown => "verdict unknown",
    };
    html! {
        p class=(class) { (words::verdict_line(answer)) }
        @if !stating.is_empty() {
            section {
                h2 { "Evidence" }
                ul.records { @for evidence in &stating { li { (evidence_item(evidence)) } } }
            }
        }
        @if !typed.is_empty() {
            section {
                h2 { (words::TYPE_GIVEN_HEADING) }
                ul.records { @for evidence in &typed { li { (evidence_item(evidence)) } } }
            }
        }
        @if !naming.is_empty() {
            section {
                h2 { (words::naming_both_heading(answer)) }
                ul.records { @for evidence in &naming { li { (evidence_item(evidence)) } } }
            }
        }
        @if !answer.disagreements.is_empty() {
            section {
                h2 { "Passages that say otherwise" }
                p.note { "The stronger statement, then the later authority, wins." }
                ul.records { @for evidence in &answer.disagreements { li { (evidence_item(evidence)) } } }
            }
        }
        @if !found.is_empty() {
            section {
                h2 { (words::FOUND_BY_SEARCH_HEADING) }
                ul.records { @for evidence in &found { li { (evidence_item(evidence)) } } }
            }
        }
        @if !rules.is_empty() {
            section {
                h2 { "General rules" }
                ul.records {
                    @for rule in &rules {
                        li {
                            (record_heading(rule))
                            p.passage { (linked_text(&excerpt(&rule.text, &[], PASSAGE_CHARS), &rule.cards, &[])) }
                        }
                    }
                }
            }
        }
        @if !actor_rulings.is_empty() {
            section {
                h2 { "What the rulings on " (answer.actor) " say about timing" }
                ul { @for record in &actor_rulings { li { (record_link(record)) } } }
            }
        }
    }
}

/// A passage of evidence, whole, with its deciding sentence marked.
fn evidence_item(evidence: &Evidence) -> Markup {
    let record = &evidence.record;
    let text = collapse_spaces(&record.text);
    let cards = &record.cards;
    html! {
        (record_heading(record))
        blockquote.passage {
            @match text.find(&evidence.sentence) {
                Some(at) => {
                    (linked_text(&text[..at], cards, &[]))
                    mark.sentence { (linked_text(&evidence.sentence, cards, &[])) }
                    (linked_text(&text[at + evidence.sentence.len()..], cards, &[]))
                },
                None => mark.sentence { (evidence.sentence) },
            }
        }
    }
}

/// Every change, old and new side by side, then the candidates for review.
pub fn superseded(answer: &SupersededAnswer) -> Markup {
    html! {
        p.count { (counted(answer.changes.len(), "change", "changes")) }
        @for change in &answer.changes { (change_item(change)) }
        @if let Some(candidates) = &answer.candidates {
            section {
                h2 { (counted(candidates.len(), "candidate", "candidates")) " for review" }
                p.note { "Older rulings a later one may contradict, with why they were paired." }
                @for candidate in candidates { (candidate_item(candidate)) }
            }
        }
    }
}

/// One change: what it targets, the record that makes it, old against new.
fn change_item(change: &ChangeView) -> Markup {
    let new = &change.new;
    let revised_here = change.change == ChangeKind::Revise && change.target_present;
    html! {
        section.change {
            h2 { (change.target) " — " (change.change.as_str()) " " (change.scope) }
            p.meta {
                (new.citation())
                @if let Some(date) = &new.doc_date { " · " time { (date.as_str()) } }
                " · by " a href=(record_href(&new.id)) { (new.id) } ": " (change.wording)
            }
            @match &change.old {
                Some(_) => div.sides {
                    div.old {
                        h3 { "Old" }
                        p.meta { (record_links(&change.old_all.iter().map(|r| r.id.clone()).collect::<Vec<_>>())) }
                        p { (change.old_text()) }
                    }
                    div.new { h3 { "New" } p { (change.new_text()) } }
                },
                None if revised_here => {},
                None => {
                    div.sides { div.new { h3 { "New" } p { (change.new_text()) } } }
                    p.note { "Target not in the corpus: the amendment stands as the current ruling for it." }
                    @if !change.related.is_empty() {
                        p.note {
                            (counted(change.related.len(), "related passage", "related passages"))
                            " of that entry, place unknown: " (record_links(&change.related))
                        }
                    }
                },
            }
        }
    }
}

/// A candidate pair for review.
fn candidate_item(candidate: &CandidateView) -> Markup {
    html! {
        div.candidate {
            div.sides {
                div.old {
                    h3 { "Older ruling" }
                    (record_heading(&candidate.old))
                    p { (excerpt(&candidate.old.text, &[], 300)) }
                }
                div.new {
                    h3 { "Later ruling" }
                    (record_heading(&candidate.new))
                    p { (excerpt(&candidate.new.text, &[], 300)) }
                }
            }
            p.note { "Why paired: " (candidate.reasons.join("; ")) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_keep_only_plain_characters() {
        assert_eq!(
            record_href("faq/1.3/the-colon-rule"),
            "/r/faq/1.3/the-colon-rule"
        );
        assert_eq!(
            card_href("Q's Tent: Dominion"),
            "/card/Q%27s%20Tent%3A%20Dominion"
        );
        assert_eq!(search_href("a/b <c>"), "/search?q=a%2Fb%20%3Cc%3E");
    }

    #[test]
    fn card_names_link_at_word_boundaries_longest_first() {
        let cards = vec![
            "Amanda Rogers".to_string(),
            "Amanda".to_string(),
            "Scan".to_string(),
        ];
        let spans = card_spans("amanda rogers and Full-Planet Scanner; Amanda.", &cards);
        assert_eq!(spans, vec![(0, 13, "Amanda Rogers"), (39, 45, "Amanda")]);
    }

    #[test]
    fn text_is_escaped_and_cards_linked() {
        let cards = vec!["Hugh".to_string()];
        let terms = vec!["respond".to_string()];
        let html = linked_text("<b>Hugh</b> may respond", &cards, &terms).into_string();
        assert_eq!(
            html,
            "&lt;b&gt;<a class=\"card\" href=\"/card/Hugh\">Hugh</a>&lt;/b&gt; may <mark>respond</mark>"
        );
    }
}
