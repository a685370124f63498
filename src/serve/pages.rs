//! The pages around the answers: the layout every page shares, the forms and
//! the error pages. The answers themselves are rendered by
//! [`rulings::render::html`].

use maud::{html, Markup, DOCTYPE};
use rulings::render::html::search_href;

/// The stylesheet, served at `/style.css`: light and dark schemes, one column
/// on a phone.
pub const STYLESHEET: &str = include_str!("style.css");

/// What the search form holds.
#[derive(Debug, Default)]
pub struct SearchForm<'a> {
    /// The words.
    pub q: &'a str,
    /// `faq`, `glossary`, `rulings` or empty for any.
    pub source: &'a str,
    /// A card the rulings must name.
    pub card: &'a str,
    /// Leave out superseded rulings.
    pub current: bool,
    /// `YYYY-MM-DD` or empty.
    pub as_of: &'a str,
}

/// What the respond form holds.
#[derive(Debug, Default)]
pub struct RespondForm<'a> {
    /// The card or action that would respond, or the whole question.
    pub actor: &'a str,
    /// What it would respond to.
    pub action: &'a str,
    /// Leave out superseded rulings.
    pub current: bool,
    /// `YYYY-MM-DD` or empty.
    pub as_of: &'a str,
}

/// A whole page: `title`, the site's header, `body`, and a link to the same
/// answer as JSON when there is one.
pub fn page(title: &str, body: Markup, json_href: Option<&str>) -> String {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="light dark";
                title { (title) " · rulings" }
                link rel="stylesheet" href="/style.css";
            }
            body {
                header.site {
                    a.home href="/" { "rulings" }
                    nav {
                        a href="/" { "Search" }
                        a href="/respond" { "Respond" }
                        a href="/superseded" { "Superseded" }
                    }
                }
                main { (body) }
                footer {
                    p {
                        "Star Trek CCG First Edition rulings: the 1996 FAQ, the Glossary and the Current Rulings."
                        @if let Some(href) = json_href { " " a href=(href) { "This answer as JSON" } "." }
                    }
                }
            }
        }
    }
    .into_string()
}

/// The search form, filled in with what was asked.
pub fn search_form(form: &SearchForm) -> Markup {
    let sources = [
        ("", "any document"),
        ("faq", "FAQ"),
        ("glossary", "Glossary"),
        ("rulings", "Current Rulings"),
    ];
    html! {
        form.search action="/search" method="get" role="search" {
            div.query {
                label for="q" { "Search the rulings" }
                input #q type="search" name="q" value=(form.q) maxlength="1000"
                    placeholder="amanda rogers countermanda" autofocus[form.q.is_empty()];
                button type="submit" { "Search" }
            }
            details.filters open[has_filters(form)] {
                summary { "Filters" }
                label { "Source " select name="source" {
                    @for (value, name) in sources {
                        option value=(value) selected[form.source == value] { (name) }
                    }
                } }
                label { "Card " input type="text" name="card" value=(form.card); }
                label { "As of " input type="date" name="as_of" value=(form.as_of); }
                label.check { input type="checkbox" name="current" value="true" checked[form.current]; " current rulings only" }
            }
        }
    }
}

/// True when the form has a filter set, so that it shows them open.
fn has_filters(form: &SearchForm) -> bool {
    !form.source.is_empty() || !form.card.is_empty() || form.current || !form.as_of.is_empty()
}

/// The respond form, filled in with what was asked.
pub fn respond_form(form: &RespondForm) -> Markup {
    html! {
        form.respond action="/respond" method="get" {
            p { "May a card or action be used in response to another?" }
            label { "Card or action that responds (or the whole question)"
                input type="text" name="actor" value=(form.actor) maxlength="1000" placeholder="Hugh"; }
            label { "What it responds to"
                input type="text" name="action" value=(form.action) maxlength="1000" placeholder="Borg Ship dilemma"; }
            details.filters open[form.current || !form.as_of.is_empty()] {
                summary { "Filters" }
                label { "As of " input type="date" name="as_of" value=(form.as_of); }
                label.check { input type="checkbox" name="current" value="true" checked[form.current]; " current rulings only" }
            }
            button type="submit" { "Ask" }
        }
    }
}

/// The page of a request that could not be answered: what is wrong and, when
/// there is something to look for, a search for it.
pub fn error_page(title: &str, message: &str, search_for: Option<&str>) -> String {
    let body = html! {
        h1 { (title) }
        p.error { (message) }
        @if let Some(words) = search_for.filter(|words| !words.trim().is_empty()) {
            p { "Search the rulings for " a href=(search_href(words)) { "“" (words) "”" } ", or ask another question:" }
        }
        (search_form(&SearchForm { q: search_for.unwrap_or_default(), ..SearchForm::default() }))
    };
    page(title, body, None)
}
