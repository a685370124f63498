//! The command line, as clap parses it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use rulings::date::Date;
use rulings::query::view::When;
use rulings::record::Source;

const EXAMPLES: &str = "\
Examples:
  rulings search amanda rogers countermanda
  rulings search \"Q's Tent\" --source glossary
  rulings search --json --limit 3 devidian door mission attempt
  rulings show faq/3.9/amanda-rogers
  rulings card kevin uxbridge
  rulings respond Hugh \"Borg Ship dilemma\"
  rulings ingest
  rulings export > records.jsonl
  rulings serve                         (the rulings as web pages, http://127.0.0.1:8080/)

The corpus shipped with rulings is used unless --corpus names another; the index
is built on first use and rebuilt whenever the corpus changes.";

/// Rulings knowledge base and search for the Star Trek CCG, First Edition: the
/// 1996 FAQ, the Glossary and the 2017 Current Rulings, searchable offline.
#[derive(Debug, Parser)]
#[command(name = "rulings", version, after_help = EXAMPLES)]
pub struct Cli {
    /// Where the documents and their manifest are read from.
    #[command(flatten)]
    pub places: Places,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Options every command accepts, before or after its name.
#[derive(Debug, Args)]
pub struct Places {
    /// Read the corpus (manifest.json and documents) from DIR instead of the shipped one.
    #[arg(long, value_name = "DIR", global = true, value_parser = parse_dir)]
    pub corpus: Option<PathBuf>,
    /// Keep the index in DIR (default: ./index in a checkout, else the user cache).
    #[arg(long, value_name = "DIR", global = true, value_parser = parse_dir)]
    pub index: Option<PathBuf>,
    /// When to colour output: auto (a terminal, and NO_COLOR unset), always, never.
    #[arg(long, value_name = "WHEN", global = true, default_value = "auto")]
    pub color: ColorChoice,
}

/// `--color` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour on a terminal, unless NO_COLOR is set or TERM is dumb.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse every document, link and index the records; report per document.
    #[command(
        after_help = "Examples:\n  rulings ingest\n  rulings ingest --corpus ./my-corpus --index /tmp/idx"
    )]
    Ingest(IngestArgs),
    /// Ranked search over every ruling.
    #[command(after_help = "\
Examples:
  rulings search amanda rogers countermanda
  rulings search qs tent                      (Q's Tent, Q’s Tent and qs tent meet)
  rulings search \"colon rule\" source:faq      (a quoted phrase and a filter)
  rulings search battle --card Hugh --limit 3
  rulings search type:interrupt nullify        (rulings about Interrupt cards)
Filters in the query: source:S card:NAME type:T title:WORDS section:WORDS concept:C status:S")]
    Search(SearchArgs),
    /// One record in full, with its cross-references.
    #[command(after_help = "Example:\n  rulings show faq/3.9/amanda-rogers")]
    Show(ShowArgs),
    /// Every ruling about a card and its colon-rule group.
    #[command(after_help = "\
Examples:
  rulings card \"amanda rodgers\"        (small typos are forgiven)
  rulings card kevin uxbridge          (with Kevin Uxbridge: Convergence)
  rulings card --json \"Q's Tent\"")]
    Card(CardArgs),
    /// The card registry: every title the tool treats as a card.
    #[command(after_help = "Examples:\n  rulings cards\n  rulings cards --json")]
    Cards(CardsArgs),
    /// May a card or action be used in response to another? yes / no / unknown, with the passage.
    #[command(after_help = "\
Examples:
  rulings respond Hugh \"Borg Ship dilemma\"
  rulings respond \"can Hugh respond to a Borg Ship dilemma?\"
  rulings respond \"Going to the Top\" \"personnel battle\"
  rulings respond --json \"Amanda Rogers\" Hail
ACTOR is a card or an action (\"a special download\"); ACTION is what it would answer.
One argument may ask the whole question: \"can ACTOR respond to ACTION?\",
\"is ACTOR a valid response to ACTION?\", \"can ACTOR be used in response to ACTION?\".")]
    Respond(RespondArgs),
    /// What later documents replaced, and what replaced it.
    #[command(after_help = "\
Examples:
  rulings superseded
  rulings superseded --candidates      (older rulings a later one may contradict)
  rulings superseded --json")]
    Superseded(SupersededArgs),
    /// Serve the rulings as web pages and JSON over HTTP, until interrupted.
    #[command(after_help = "\
Examples:
  rulings serve                        (http://127.0.0.1:8080/)
  rulings serve --addr 0.0.0.0:8080    (reachable from other machines)
Pages: / and /search?q=, /r/ID, /card/NAME, /respond?actor=&action=, /superseded.
JSON (the --json answers): /api/search?q=, /api/record/ID, /api/card/NAME,
/api/respond?actor=&action=, /api/superseded.")]
    Serve(ServeArgs),
    /// Write N distinct copies of the corpus to DIR, for benchmarks at scale.
    #[command(
        after_help = "Examples:\n  rulings generate-corpus --times 100 /tmp/corpus-100x\n  rulings --corpus /tmp/corpus-100x ingest"
    )]
    GenerateCorpus(GenerateArgs),
    /// Every record, one JSON object per line.
    #[command(after_help = "Example:\n  rulings export --format jsonl > records.jsonl")]
    Export(ExportArgs),
}

/// `rulings ingest`
#[derive(Debug, Args)]
pub struct IngestArgs {
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
}

/// `rulings search`
#[derive(Debug, Args)]
pub struct SearchArgs {
    /// Words to search for, as you would type them; "quoted phrases" and
    /// field:value filters work too.
    #[arg(required_unless_present_any = ["source", "card"], value_name = "QUERY")]
    pub query: Vec<String>,
    /// Only rulings from this kind of document: faq, glossary or rulings.
    #[arg(long, value_name = "SOURCE", value_parser = parse_source)]
    pub source: Option<Source>,
    /// Only rulings about this card.
    #[arg(long, value_name = "CARD")]
    pub card: Option<String>,
    /// At most N results.
    #[arg(long, short = 'n', value_name = "N", default_value_t = 10,
          value_parser = clap::value_parser!(u16).range(1..))]
    pub limit: u16,
    /// Which rulings the answer is drawn from.
    #[command(flatten)]
    pub view: ViewArgs,
    /// Print JSON: {"query": ..., "results": [record + score, ...]}.
    #[arg(long)]
    pub json: bool,
}

/// `--as-of`, for the commands that answer from the rulings in force.
#[derive(Debug, Args)]
pub struct AsOf {
    /// Answer from the documents issued by DATE (YYYY-MM-DD), with the amendments in force then.
    #[arg(long, value_name = "DATE")]
    pub as_of: Option<Date>,
}

impl AsOf {
    /// The view these options ask for.
    pub fn when(&self) -> When {
        When {
            as_of: self.as_of.clone(),
            current: false,
        }
    }
}

/// `--as-of` and `--current`, for the commands that list rulings.
#[derive(Debug, Args)]
pub struct ViewArgs {
    /// When the answer applies.
    #[command(flatten)]
    pub as_of: AsOf,
    /// Leave out rulings that a later document superseded.
    #[arg(long)]
    pub current: bool,
}

impl ViewArgs {
    /// The view these options ask for.
    pub fn when(&self) -> When {
        When {
            current: self.current,
            ..self.as_of.when()
        }
    }
}

/// `rulings show`
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The record id (as printed by search).
    #[arg(value_name = "ID")]
    pub id: String,
    /// When the answer applies.
    #[command(flatten)]
    pub when: AsOf,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// `rulings card`
#[derive(Debug, Args)]
pub struct CardArgs {
    /// The card's name, as you remember it.
    #[arg(required = true, value_name = "NAME")]
    pub name: Vec<String>,
    /// Which rulings the answer is drawn from.
    #[command(flatten)]
    pub view: ViewArgs,
    /// Print JSON: {"card": ..., "group": [...], "rulings": [...]}.
    #[arg(long)]
    pub json: bool,
}

/// `rulings cards`
#[derive(Debug, Args)]
pub struct CardsArgs {
    /// Print JSON: {"cards": [{"title", "aliases", "group", "rulings"}, ...]}.
    #[arg(long)]
    pub json: bool,
}

/// `rulings respond`
#[derive(Debug, Args)]
pub struct RespondArgs {
    /// The card or action that would respond ("Hugh", "a special download"),
    /// or the whole question ("can Hugh respond to a Borg Ship dilemma?").
    #[arg(value_name = "ACTOR")]
    pub actor: String,
    /// What it would respond to ("Borg Ship dilemma", "personnel battle");
    /// left out when ACTOR is the whole question.
    #[arg(value_name = "ACTION")]
    pub action: Vec<String>,
    /// Which rulings the answer is drawn from.
    #[command(flatten)]
    pub view: ViewArgs,
    /// Print JSON: {"verdict": ..., "basis": ..., "reason": ..., "evidence": [...]}, each
    /// evidence passage with its role ("passage", "card's type", "found by search",
    /// "actor's ruling", "general rule").
    #[arg(long)]
    pub json: bool,
}

/// `rulings superseded`
#[derive(Debug, Args)]
pub struct SupersededArgs {
    /// Also list candidates: older rulings a later one may contradict, for review.
    #[arg(long)]
    pub candidates: bool,
    /// When the answer applies.
    #[command(flatten)]
    pub when: AsOf,
    /// Print JSON: {"changes": [{"target", "change", "old", "new"}, ...]}.
    #[arg(long)]
    pub json: bool,
}

/// `rulings serve`
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Listen on this address and port (port 0: one the system picks).
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8080")]
    pub addr: std::net::SocketAddr,
}

/// `rulings generate-corpus`
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// How many copies.
    #[arg(long, value_name = "N", default_value_t = 100,
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub times: u32,
    /// Where to write them (created if absent).
    #[arg(value_name = "DIR")]
    pub out: PathBuf,
}

/// `rulings export`
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Output format.
    #[arg(long, value_enum, default_value = "jsonl")]
    pub format: ExportFormat,
}

/// Export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// One JSON object per line.
    Jsonl,
}

/// A directory named on the command line: an empty name would mean the current
/// directory without saying so.
fn parse_dir(name: &str) -> Result<PathBuf, String> {
    if name.is_empty() {
        return Err("an empty directory name: give a directory, e.g. `.` for this one".to_string());
    }
    Ok(PathBuf::from(name))
}

fn parse_source(name: &str) -> Result<Source, String> {
    Source::parse(name)
        .ok_or_else(|| format!("unknown source {name:?}: use faq, glossary or rulings"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn global_options_go_before_or_after_the_command() {
        let before = Cli::try_parse_from(["rulings", "--index", "/x", "search", "hugh"]).unwrap();
        let after = Cli::try_parse_from(["rulings", "search", "hugh", "--index", "/x"]).unwrap();
        assert_eq!(before.places.index, after.places.index);
    }

    #[test]
    fn the_json_help_of_respond_names_every_role_of_its_evidence() {
        use rulings::query::respond::Role;
        let roles = [
            Role::Passage,
            Role::TypeGiven,
            Role::FoundBySearch,
            Role::ActorRuling,
            Role::GeneralRule,
        ];
        // A role added to the answer is not listed until it is named here.
        for role in roles {
            match role {
                Role::Passage
                | Role::TypeGiven
                | Role::FoundBySearch
                | Role::ActorRuling
                | Role::GeneralRule => {}
            }
        }
        let command = Cli::command();
        let respond = command.find_subcommand("respond").unwrap();
        let json = respond.get_arguments().find(|arg| arg.get_id() == "json");
        let help = json.and_then(|arg| arg.get_help()).unwrap().to_string();
        for role in roles {
            let name = serde_json::to_string(&role).unwrap();
            assert!(help.contains(&name), "{name} in {help}");
        }
    }

    #[test]
    fn limit_zero_is_refused() {
        assert!(Cli::try_parse_from(["rulings", "search", "--limit", "0", "hugh"]).is_err());
    }
}
