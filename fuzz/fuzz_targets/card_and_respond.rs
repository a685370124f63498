//! Any text as a card name, and as an actor and an action (split at the first
//! line break; without one, asked beside a real card both ways round), against
//! an index of the shipped corpus: `card` and `respond` never panic, and each
//! answers or refuses with a message.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rulings::query::card::card;
use rulings::query::respond::respond;
use rulings::query::view::View;
use rulings_fuzz::shipped_index;

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    let view = View::whole(shipped_index());
    if let Err(error) = card(&view, text) {
        assert!(!error.to_string().is_empty());
    }
    // Without a line break, the text is asked both ways round beside a real card.
    let pairs = match text.split_once('\n') {
        Some(pair) => vec![pair],
        None => vec![(text, "Borg Ship dilemma"), ("Amanda Rogers", text)],
    };
    for (actor, action) in pairs {
        if let Err(error) = respond(&view, actor, action) {
            assert!(!error.to_string().is_empty());
        }
    }
});
