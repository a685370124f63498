//! The search query language, as forgiving as a search box: plain words as typed
//! (an apostrophe or a colon is never a syntax error), `"quoted phrases"`, and
//! `field:value` filters (`source:faq`, `card:"Q's Tent"`, `title:timing`,
//! `concept:battle`, `status:current`, `type:interrupt`). A word with an unknown field prefix is
//! just words ("devidian door: where played").

/// A filter written in the query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Filter {
    /// `source:faq`
    Source(String),
    /// `card:NAME`
    Card(String),
    /// `title:WORDS`: the words must occur in the title.
    Title(String),
    /// `section:WORDS`: the words must occur in the section name.
    Section(String),
    /// `concept:NAME`
    Concept(String),
    /// `status:current`
    Status(String),
    /// `type:interrupt`: rulings about a card of that type.
    Type(String),
}

/// A parsed search query.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ParsedQuery {
    /// Plain words, in the order typed, joined by spaces.
    pub words: String,
    /// Quoted phrases, each required.
    pub phrases: Vec<String>,
    /// Field filters, each required.
    pub filters: Vec<Filter>,
}

impl ParsedQuery {
    /// True when the query asks nothing at all.
    pub fn is_empty(&self) -> bool {
        self.words.trim().is_empty() && self.phrases.is_empty() && self.filters.is_empty()
    }
}

/// Splits a query into words, phrases and filters. Never fails: an unbalanced
/// quote runs to the end of the query.
pub fn parse_query(input: &str) -> ParsedQuery {
    let mut query = ParsedQuery::default();
    let mut words: Vec<String> = Vec::new();
    let chars: Vec<char> = input.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        if is_quote(chars[i]) {
            let (phrase, next) = read_quoted(&chars, i + 1);
            if !phrase.trim().is_empty() {
                query.phrases.push(phrase.trim().to_string());
            }
            i = next;
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() && !is_quote(chars[i]) {
            i += 1;
        }
        let token: String = chars[start..i].iter().collect();
        match split_field(&token) {
            Some((field, rest)) => {
                let value = if rest.is_empty() && i < chars.len() && is_quote(chars[i]) {
                    let (value, next) = read_quoted(&chars, i + 1);
                    i = next;
                    value
                } else {
                    rest.to_string()
                };
                match make_filter(field, value.trim()) {
                    Some(filter) => query.filters.push(filter),
                    None => words.push(token),
                }
            }
            None => words.push(token),
        }
    }
    query.words = words.join(" ");
    query
}

fn is_quote(c: char) -> bool {
    matches!(c, '"' | '\u{201C}' | '\u{201D}')
}

/// Reads up to the closing quote (or the end); returns the text and the index after it.
fn read_quoted(chars: &[char], start: usize) -> (String, usize) {
    let mut end = start;
    while end < chars.len() && !is_quote(chars[end]) {
        end += 1;
    }
    let text: String = chars[start..end].iter().collect();
    (text, (end + 1).min(chars.len()))
}

/// `source:faq` -> ("source", "faq"), for known field names only.
fn split_field(token: &str) -> Option<(&str, &str)> {
    let (field, rest) = token.split_once(':')?;
    let known = [
        "source", "card", "title", "section", "concept", "status", "type",
    ];
    known
        .contains(&field.to_ascii_lowercase().as_str())
        .then_some((field, rest))
}

fn make_filter(field: &str, value: &str) -> Option<Filter> {
    if value.is_empty() {
        return None;
    }
    let value = value.to_string();
    Some(match field.to_ascii_lowercase().as_str() {
        "source" => Filter::Source(value),
        "card" => Filter::Card(value),
        "title" => Filter::Title(value),
        "section" => Filter::Section(value),
        "concept" => Filter::Concept(value),
        "status" => Filter::Status(value),
        "type" => Filter::Type(value),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_words_keep_apostrophes_and_colons() {
        let query = parse_query("devidian door: what's played?");
        assert_eq!(query.words, "devidian door: what's played?");
        assert!(query.filters.is_empty());
    }

    #[test]
    fn phrases_and_filters() {
        let query = parse_query(r#"source:faq "colon rule" card:"Q's Tent" amanda"#);
        assert_eq!(query.words, "amanda");
        assert_eq!(query.phrases, vec!["colon rule"]);
        assert_eq!(
            query.filters,
            vec![
                Filter::Source("faq".into()),
                Filter::Card("Q's Tent".into())
            ]
        );
    }

    #[test]
    fn unbalanced_quotes_run_to_the_end() {
        let query = parse_query(r#"amanda "rogers countermanda"#);
        assert_eq!(query.words, "amanda");
        assert_eq!(query.phrases, vec!["rogers countermanda"]);
    }

    #[test]
    fn empty_and_odd_input() {
        assert!(parse_query("").is_empty());
        assert!(parse_query("   \"\" ").is_empty());
        assert_eq!(parse_query("source:").words, "source:");
        assert_eq!(parse_query("Q’s Tent").words, "Q’s Tent");
    }
}
