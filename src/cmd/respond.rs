//! `rulings respond`: a verdict with its evidence and the general rules.

use rulings::query::respond::{respond, split_question};
use rulings::query::view::View;
use rulings::render::{json, table};

use crate::cli::RespondArgs;
use crate::cmd::{emit, Context, Outcome};

/// Prints the verdict, the passages that state it and the rules that apply.
pub fn run(args: &RespondArgs, context: &Context) -> anyhow::Result<Outcome> {
    let (actor, action) = actor_and_action(args)?;
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
/// question in one argument, or in unquoted words when the first is one word
/// that opens a question ("can", "is", ...: [`split_question`] reads only a
/// question so opened), so that an ACTOR typed whole is never split.
fn actor_and_action(args: &RespondArgs) -> rulings::error::Result<(String, String)> {
    if args.action.is_empty() {
        return split_question(&args.actor);
    }
    let action = args.action.join(" ");
    let one_word = !args.actor.is_empty() && !args.actor.contains(char::is_whitespace);
    if one_word {
        if let Ok(split) = split_question(&format!("{} {action}", args.actor)) {
            return Ok(split);
        }
    }
    Ok((args.actor.clone(), action))
}
