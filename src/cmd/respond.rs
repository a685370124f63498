//! `rulings respond`: a verdict with its evidence and the general rules.

use rulings::query::respond::{respond, split_question};
use rulings::query::view::View;
use rulings::render::{json, table};

use crate::cli::RespondArgs;
use crate::cmd::{emit, Context, Outcome};

/// Prints the verdict, the passages that state it and the rules that apply.
pub fn run(args: &RespondArgs, context: &Context) -> anyhow::Result<Outcome> {
    let action = (!args.action.is_empty()).then(|| args.action.join(" "));
    let (actor, action) = actor_and_action(&args.actor, action.as_deref())?;
    let index = context.open_index()?;
    let answer = respond(&View::new(&index, args.view.when())?, &actor, &action)?;
    if args.json {
        emit(&json::pretty(&answer))?;
    } else {
        emit(&table::respond(&answer, context.style))?;
    }
    Ok(Outcome::Answered)
}

/// The actor and the action: the arguments as ACTOR and ACTION, or the whole
/// question in ACTOR when there is no ACTION, or in unquoted words when ACTOR is
/// one word that opens a question ("can", "is", ...: [`split_question`] reads
/// only a question so opened), so that an ACTOR typed whole is never split.
/// `rulings serve` reads its `actor` and `action` parameters the same way.
pub fn actor_and_action(
    actor: &str,
    action: Option<&str>,
) -> rulings::error::Result<(String, String)> {
    let Some(action) = action else {
        return split_question(actor);
    };
    let one_word = !actor.is_empty() && !actor.contains(char::is_whitespace);
    if one_word {
        if let Ok(split) = split_question(&format!("{actor} {action}")) {
            return Ok(split);
        }
    }
    Ok((actor.to_string(), action.to_string()))
}
