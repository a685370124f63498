//! The routes: each page and its JSON twin ask the library the same question
//! the subcommand asks (the `*_answer` functions), then render it as HTML or
//! as the subcommand's `--json`.

use std::sync::Arc;

use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use maud::html;
use rulings::error::Error;
use rulings::index::Index;
use rulings::query::card::{card, CardAnswer};
use rulings::query::respond::{respond, RespondAnswer};
use rulings::query::search::{search, SearchAnswer};
use rulings::query::show::{show, Shown};
use rulings::query::superseded::{superseded, SupersededAnswer};
use rulings::query::view::View;
use rulings::render::html::{self, escape_url, search_href};
use rulings::render::json;

use super::live::Live;
use super::pages::{self, RespondForm, SearchForm};
use super::params::{checked_length, Params};
use crate::cmd::card::check_name;
use crate::cmd::respond::actor_and_action;

/// What a request could not be answered for.
#[derive(Debug)]
pub enum Failure {
    /// Bad input (400), saying what is wrong.
    Bad(String),
    /// Nothing has that id or name (404): what was missing, and words to
    /// search for instead.
    Missing {
        /// What is not there.
        message: String,
        /// What to search for instead.
        search: String,
    },
    /// A failure inside (500), logged.
    Internal(String),
}

impl From<Error> for Failure {
    fn from(error: Error) -> Failure {
        match error {
            Error::Query { reason } => Failure::Bad(reason),
            other => Failure::Internal(other.to_string()),
        }
    }
}

/// Whether a route answers a person (HTML) or a program (JSON): errors are
/// said the same way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Page,
    Api,
}

/// The query string as the routes read it.
type Asked = Result<Query<Params>, QueryRejection>;

/// A path's wildcard, percent-decoded.
type Named = Result<Path<String>, PathRejection>;

/// Every route, over the index `live` serves.
pub fn router(live: Arc<Live>) -> Router {
    Router::new()
        .route("/", get(search_page))
        .route("/search", get(search_page))
        .route("/r/{*id}", get(record_page))
        .route("/card/{*name}", get(card_page))
        .route("/respond", get(respond_page))
        .route("/superseded", get(superseded_page))
        .route("/style.css", get(stylesheet))
        .route("/api/search", get(search_api))
        .route("/api/record/{*id}", get(record_api))
        .route("/api/card/{*name}", get(card_api))
        .route("/api/respond", get(respond_api))
        .route("/api/superseded", get(superseded_api))
        .fallback(not_found)
        .with_state(live)
}

/// Runs `work` (a query and its rendering) on the blocking pool and returns
/// its response; a failure becomes its error page or JSON, and a panic a 500.
/// Every 500 is logged to stderr with the request's path.
async fn answered<F>(uri: Uri, kind: Kind, work: F) -> Response
where
    F: FnOnce() -> Result<Response, Failure> + Send + 'static,
{
    let failure = match tokio::task::spawn_blocking(work).await {
        Ok(Ok(response)) => return response,
        Ok(Err(failure)) => failure,
        Err(error) if error.is_panic() => Failure::Internal("internal error (a panic)".into()),
        Err(_) => Failure::Internal("the request was cancelled".into()),
    };
    if let Failure::Internal(message) = &failure {
        eprintln!("rulings: 500 on {uri}: {message}");
    }
    failed(kind, failure)
}

/// The error page or JSON error object of a failure.
fn failed(kind: Kind, failure: Failure) -> Response {
    let (status, message, search_for) = match failure {
        Failure::Bad(message) => (StatusCode::BAD_REQUEST, message, None),
        Failure::Missing { message, search } => (StatusCode::NOT_FOUND, message, Some(search)),
        Failure::Internal(_) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The server failed to answer this request; the failure is logged where it runs."
                .to_string(),
            None,
        ),
    };
    match kind {
        Kind::Api => {
            let error = serde_json::json!({ "error": message, "status": status.as_u16() });
            json_response(status, json::pretty(&error))
        }
        Kind::Page => {
            let title = match status {
                StatusCode::BAD_REQUEST => "Cannot answer that",
                StatusCode::NOT_FOUND => "Not found",
                _ => "Something went wrong",
            };
            html_response(
                status,
                pages::error_page(title, &message, search_for.as_deref()),
            )
        }
    }
}

/// What every page is sent with: no script of any origin runs in it.
const PAGE_POLICY: &str =
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'";

/// An HTML page.
fn html_response(status: StatusCode, page: String) -> Response {
    let headers = [
        (header::CONTENT_TYPE, "text/html; charset=utf-8"),
        (header::CONTENT_SECURITY_POLICY, PAGE_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    ];
    (status, headers, page).into_response()
}

/// A JSON answer, as the subcommand's `--json` prints it.
fn json_response(status: StatusCode, mut body: String) -> Response {
    body.push('\n');
    let headers = [
        (header::CONTENT_TYPE, "application/json"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    ];
    (status, headers, body).into_response()
}

/// The query string's fields, checked.
fn read(asked: Asked) -> Result<Params, Failure> {
    let Query(params) = asked.map_err(|rejection| Failure::Bad(rejection.body_text()))?;
    params.check()?;
    Ok(params)
}

/// The path's wildcard, checked.
fn read_name(named: Named, what: &str) -> Result<String, Failure> {
    let Path(name) = named.map_err(|rejection| Failure::Bad(rejection.body_text()))?;
    checked_length(what, &name)?;
    Ok(name)
}

/// `/api/...` with this request's query string.
fn api_href(path: &str, uri: &Uri) -> String {
    match uri.query() {
        Some(query) => format!("/api/{path}?{query}"),
        None => format!("/api/{path}"),
    }
}

/// `rulings search --json`'s answer.
fn search_answer(index: &Index, params: &Params) -> Result<SearchAnswer, Failure> {
    let options = params.search()?;
    let view = View::new(index, params.when()?)?;
    Ok(search(&view, &options)?)
}

/// `rulings show --json`'s answer; an unknown id is a [`Failure::Missing`].
fn record_answer(index: &Index, id: &str, params: &Params) -> Result<Shown, Failure> {
    let view = View::new(index, params.as_of_only()?)?;
    show(&view, id).map_err(|error| match error {
        Error::Query { reason } => Failure::Missing {
            message: reason,
            search: id.rsplit('/').next().unwrap_or(id).replace(['-', '~'], " "),
        },
        other => other.into(),
    })
}

/// `rulings card --json`'s answer.
fn card_answer(index: &Index, name: &str, params: &Params) -> Result<CardAnswer, Failure> {
    check_name(name)?;
    let view = View::new(index, params.when()?)?;
    Ok(card(&view, name)?)
}

/// `rulings respond --json`'s answer.
fn respond_answer(index: &Index, params: &Params) -> Result<RespondAnswer, Failure> {
    let actor = Params::text(&params.actor);
    if actor.trim().is_empty() {
        return Err(Failure::Bad(
            "no actor: give actor=CARD and action=ACTION (actor=Hugh&action=Borg+Ship+dilemma), or the whole question in actor".into(),
        ));
    }
    // The form sends an empty action when the whole question is in the actor.
    let action = params.action.as_deref().filter(|a| !a.trim().is_empty());
    let (actor, action) = actor_and_action(actor, action)?;
    let view = View::new(index, params.when()?)?;
    Ok(respond(&view, &actor, &action)?)
}

/// `rulings superseded --json`'s answer, with the candidates when `candidates`.
fn superseded_answer(
    index: &Index,
    params: &Params,
    candidates: bool,
) -> Result<SupersededAnswer, Failure> {
    let view = View::new(index, params.as_of_only()?)?;
    Ok(superseded(&view, candidates)?)
}

/// The search form as the request filled it in.
fn search_form(params: &Params) -> SearchForm<'_> {
    SearchForm {
        q: Params::text(&params.q),
        source: Params::text(&params.source),
        card: Params::text(&params.card),
        current: params.when().is_ok_and(|when| when.current),
        as_of: Params::text(&params.as_of),
    }
}

/// `/` and `/search`: the search form, and the results when asked.
async fn search_page(State(live): State<Arc<Live>>, uri: Uri, asked: Asked) -> Response {
    let index = live.index();
    let json_href = api_href("search", &uri);
    answered(uri, Kind::Page, move || {
        let params = read(asked)?;
        let form = pages::search_form(&search_form(&params));
        if !params.asks_search() {
            return Ok(html_response(
                StatusCode::OK,
                pages::page("Search", form, None),
            ));
        }
        let answer = search_answer(&index, &params)?;
        let title = format!("{} — search", answer.query);
        let body = html! { (form) (html::search(&answer)) };
        Ok(html_response(
            StatusCode::OK,
            pages::page(&title, body, Some(&json_href)),
        ))
    })
    .await
}

/// `/api/search?q=`: `rulings search --json`.
async fn search_api(State(live): State<Arc<Live>>, uri: Uri, asked: Asked) -> Response {
    let index = live.index();
    answered(uri, Kind::Api, move || {
        let answer = search_answer(&index, &read(asked)?)?;
        Ok(json_response(StatusCode::OK, json::pretty(&answer)))
    })
    .await
}

/// `/r/{id}`: one record in full.
async fn record_page(
    State(live): State<Arc<Live>>,
    uri: Uri,
    named: Named,
    asked: Asked,
) -> Response {
    let index = live.index();
    answered(uri, Kind::Page, move || {
        let id = read_name(named, "id")?;
        let params = read(asked)?;
        let shown = match record_answer(&index, &id, &params) {
            Err(Failure::Missing { search, .. }) => {
                return Err(Failure::Missing {
                    message: format!("No ruling has the id “{id}”."),
                    search,
                })
            }
            other => other?,
        };
        let json_href = format!("/api/record/{}", escape_url(&id, true));
        let page = pages::page(&shown.record.title, html::show(&shown), Some(&json_href));
        Ok(html_response(StatusCode::OK, page))
    })
    .await
}

/// `/api/record/{id}`: `rulings show --json`.
async fn record_api(
    State(live): State<Arc<Live>>,
    uri: Uri,
    named: Named,
    asked: Asked,
) -> Response {
    let index = live.index();
    answered(uri, Kind::Api, move || {
        let id = read_name(named, "id")?;
        let shown = record_answer(&index, &id, &read(asked)?)?;
        Ok(json_response(StatusCode::OK, json::pretty(&shown)))
    })
    .await
}

/// `/card/{name}`: the card's rulings; a 404 with the cards the name may mean
/// when it names none.
async fn card_page(
    State(live): State<Arc<Live>>,
    uri: Uri,
    named: Named,
    asked: Asked,
) -> Response {
    let index = live.index();
    answered(uri, Kind::Page, move || {
        let name = read_name(named, "card name")?;
        let answer = card_answer(&index, &name, &read(asked)?)?;
        let json_href = format!("/api/card/{}", escape_url(&name, false));
        let Some(title) = &answer.card else {
            let body = html! {
                h1 { "Not found" }
                (html::card(&answer))
                p { "Search the rulings for " a href=(search_href(&name)) { "“" (name) "”" } "." }
                (pages::search_form(&SearchForm { q: &name, ..SearchForm::default() }))
            };
            let page = pages::page("Not found", body, Some(&json_href));
            return Ok(html_response(StatusCode::NOT_FOUND, page));
        };
        let page = pages::page(title, html::card(&answer), Some(&json_href));
        Ok(html_response(StatusCode::OK, page))
    })
    .await
}

/// `/api/card/{name}`: `rulings card --json` (404 when the name is no card's).
async fn card_api(State(live): State<Arc<Live>>, uri: Uri, named: Named, asked: Asked) -> Response {
    let index = live.index();
    answered(uri, Kind::Api, move || {
        let name = read_name(named, "card name")?;
        let answer = card_answer(&index, &name, &read(asked)?)?;
        let status = match answer.card {
            Some(_) => StatusCode::OK,
            None => StatusCode::NOT_FOUND,
        };
        Ok(json_response(status, json::pretty(&answer)))
    })
    .await
}

/// `/respond`: the form, and the verdict when asked.
async fn respond_page(State(live): State<Arc<Live>>, uri: Uri, asked: Asked) -> Response {
    let index = live.index();
    let json_href = api_href("respond", &uri);
    answered(uri, Kind::Page, move || {
        let params = read(asked)?;
        let form = pages::respond_form(&RespondForm {
            actor: Params::text(&params.actor),
            action: Params::text(&params.action),
            current: params.when().is_ok_and(|when| when.current),
            as_of: Params::text(&params.as_of),
        });
        if params.actor.is_none() && params.action.is_none() {
            return Ok(html_response(
                StatusCode::OK,
                pages::page("Respond", form, None),
            ));
        }
        let answer = respond_answer(&index, &params)?;
        let title = format!("{} in response to {}?", answer.actor, answer.action);
        let body = html! { (form) (html::respond(&answer)) };
        Ok(html_response(
            StatusCode::OK,
            pages::page(&title, body, Some(&json_href)),
        ))
    })
    .await
}

/// `/api/respond?actor=&action=`: `rulings respond --json`.
async fn respond_api(State(live): State<Arc<Live>>, uri: Uri, asked: Asked) -> Response {
    let index = live.index();
    answered(uri, Kind::Api, move || {
        let answer = respond_answer(&index, &read(asked)?)?;
        Ok(json_response(StatusCode::OK, json::pretty(&answer)))
    })
    .await
}

/// `/superseded`: every change and the candidates for review.
async fn superseded_page(State(live): State<Arc<Live>>, uri: Uri, asked: Asked) -> Response {
    let index = live.index();
    answered(uri, Kind::Page, move || {
        let params = read(asked)?;
        let answer = superseded_answer(&index, &params, true)?;
        let json_href = match &params.as_of {
            Some(date) => format!(
                "/api/superseded?candidates=true&as_of={}",
                escape_url(date, false)
            ),
            None => "/api/superseded?candidates=true".to_string(),
        };
        let body = html! { h1 { "What later documents replaced" } (html::superseded(&answer)) };
        Ok(html_response(
            StatusCode::OK,
            pages::page("Superseded", body, Some(&json_href)),
        ))
    })
    .await
}

/// `/api/superseded`: `rulings superseded --json` (`?candidates=true`: with
/// `--candidates`).
async fn superseded_api(State(live): State<Arc<Live>>, uri: Uri, asked: Asked) -> Response {
    let index = live.index();
    answered(uri, Kind::Api, move || {
        let params = read(asked)?;
        let answer = superseded_answer(&index, &params, params.candidates()?)?;
        Ok(json_response(StatusCode::OK, json::pretty(&answer)))
    })
    .await
}

/// `/style.css`.
async fn stylesheet() -> Response {
    let headers = [
        (header::CONTENT_TYPE, "text/css; charset=utf-8"),
        (header::CACHE_CONTROL, "max-age=3600"),
    ];
    (headers, pages::STYLESHEET).into_response()
}

/// Any other path: a 404 page, or a JSON error under `/api/`.
async fn not_found(uri: Uri) -> Response {
    let kind = if uri.path().starts_with("/api/") {
        Kind::Api
    } else {
        Kind::Page
    };
    failed(
        kind,
        Failure::Missing {
            message: format!("Nothing is served at {}.", uri.path()),
            search: String::new(),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(work: impl FnOnce() -> Result<Response, Failure> + Send + 'static) -> Response {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        runtime.block_on(answered(Uri::from_static("/test"), Kind::Page, work))
    }

    #[test]
    fn a_panic_inside_a_request_is_a_500_page() {
        let response = run(|| panic!("deliberately"));
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
    }

    #[test]
    fn a_failure_inside_is_a_500_and_bad_input_a_400() {
        let internal = run(|| Err(Failure::Internal("disk gone".into())));
        assert_eq!(internal.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let bad = run(|| Err(Failure::Bad("no".into())));
        assert_eq!(bad.status(), StatusCode::BAD_REQUEST);
    }
}
