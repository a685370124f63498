//! A user's card list, `cards.tsv`: one card a line, tab-separated, with the
//! columns title, type, set and aliases (the other names players call the card
//! by, separated by `;`). Only the title is required; `#` starts a comment and
//! a header line starting with "title" is skipped.

use crate::lexicon::game::CardType;

/// A card of a user's card list: its title, its type if the list gives one,
/// and the other names the user calls it by.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Entry {
    /// The card's title.
    pub title: String,
    /// Its type, when the list gives one the game knows ("Outpost" is a
    /// facility).
    pub kind: Option<CardType>,
    /// Other names for it ("ETA" for Emergency Transporter Armbands).
    pub aliases: Vec<String>,
}

/// The column of the aliases (after title, type and set).
const ALIASES: usize = 3;

/// The cards of a `cards.tsv`, in the list's order.
pub fn parse(tsv: &str) -> Vec<Entry> {
    tsv.lines().filter_map(listed_card).collect()
}

fn listed_card(line: &str) -> Option<Entry> {
    let columns: Vec<&str> = line.split('\t').map(str::trim).collect();
    let title = columns[0];
    if title.is_empty() || title.starts_with('#') || title.eq_ignore_ascii_case("title") {
        return None;
    }
    let kind = columns
        .get(1)
        .and_then(|kind| kind.split_whitespace().find_map(CardType::named));
    let aliases = columns
        .get(ALIASES)
        .map(|aliases| {
            aliases
                .split(';')
                .map(str::trim)
                .filter(|alias| !alias.is_empty() && *alias != title)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    Some(Entry {
        title: title.to_string(),
        kind,
        aliases,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_list_gives_titles_types_and_aliases() {
        let tsv = "# comment\ntitle\ttype\tset\taliases\n\
                   Tox Uthat\tArtifact\tAU\n\n\
                   Q’s Tent\tEvent\n\
                   Emergency Transporter Armbands\tEquipment\tPremiere\tETA; Armbands ;\n\
                   Klingon Outpost\tOutpost\n\
                   Shaka, When the Walls Fell\tMission Card\tPremiere\n\
                   Kevin Uxbridge\tTactic\t\tKU\n";
        let listed = parse(tsv);
        let titles: Vec<&str> = listed.iter().map(|card| card.title.as_str()).collect();
        assert_eq!(
            titles,
            [
                "Tox Uthat",
                "Q’s Tent",
                "Emergency Transporter Armbands",
                "Klingon Outpost",
                "Shaka, When the Walls Fell",
                "Kevin Uxbridge"
            ]
        );
        let kinds: Vec<Option<CardType>> = listed.iter().map(|card| card.kind).collect();
        assert_eq!(
            kinds,
            [
                Some(CardType::Artifact),
                Some(CardType::Event),
                Some(CardType::Equipment),
                Some(CardType::Facility),
                Some(CardType::Mission),
                None
            ]
        );
        assert_eq!(listed[2].aliases, ["ETA", "Armbands"]);
        assert_eq!(listed[5].aliases, ["KU"]);
        assert!(listed[0].aliases.is_empty());
    }
}
