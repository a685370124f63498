//! The verdict reader: what a sentence states about whether ACTOR may respond
//! to (or be used during) ACTION. Sentences in, verdicts out.
//!
//! It reads the clause that names the actor: "X is a valid response to Y",
//! "X and Z are valid responses to Y", "X is not a valid response to Y", "you
//! cannot play X to avoid Y", "it is too late to use X", "you may respond with
//! X", "X suspends play", "Y is (not) nullified by X", "plays X when Y
//! enters", "X wouldn't work during Y", "X is only used during Y", "use X
//! on Y", a question answered "Yes." or "No.". Negation, "not ... unless" and a no on one player's own
//! cards (conditional noes), and "except" (the excepted case flips the
//! verdict) are read; a sentence that says nothing decisive gives no verdict.

use std::ops::Range;
use std::sync::{LazyLock, OnceLock};

use regex::Regex;
use serde::Serialize;

use crate::normalize::{fold, holds_folding_to_ascii};
use crate::text::{
    ascii_case_insensitive_starts, ends_in_a_short_form, find_word, piece_around, sentence_ranges,
    word_spans, ENDINGS,
};

/// A verdict on "can ACTOR respond to ACTION?".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The documents say it can.
    Yes,
    /// The documents say it cannot.
    No,
    /// The documents do not say.
    Unknown,
}

impl Verdict {
    fn flipped(self) -> Verdict {
        match self {
            Verdict::Yes => Verdict::No,
            Verdict::No => Verdict::Yes,
            Verdict::Unknown => Verdict::Unknown,
        }
    }
}

/// What one sentence states.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Stance {
    /// Yes or no.
    pub verdict: Verdict,
    /// The words that decided it ("is not a valid response", "cannot play").
    pub cue: String,
    /// The construction that read them ("valid response", "answer").
    pub construction: &'static str,
    /// True for a verdict that holds only under a condition ("unless", "if"),
    /// or only for one player's own cards ("your own Echo Papas").
    pub conditional: bool,
    /// True when the action is named in the same clause as the actor.
    pub same_clause: bool,
    /// True when the actor is what nullifies ("Y is not nullified by X"): the
    /// statement rules on what is nullified.
    #[serde(skip)]
    pub actor_nullifies: bool,
    /// True when the clause names what the actor is used for or against ("to
    /// avoid a dilemma", "during battle"): it rules on that, so on an action
    /// only when it names the action itself.
    #[serde(skip)]
    pub names_its_object: bool,
    /// True when the construction names what the actor answers, and it is
    /// the action ("plays X when Y enters", "used to \"abort\" missions"):
    /// the sentence names the action there, and whatever else it says the
    /// actor answers ("nullifying those bonus points") is Y's too.
    #[serde(skip)]
    pub object_names_action: bool,
    /// True when the construction times the play between two of the actions
    /// it names ("Interrupts can be played between dilemmas"): it answers the
    /// moment between them, not one of them.
    #[serde(skip)]
    pub between_actions: bool,
}

impl Stance {
    /// What a sentence that states no verdict states: nothing.
    pub fn none() -> Stance {
        Stance {
            verdict: Verdict::Unknown,
            cue: String::new(),
            construction: "",
            conditional: false,
            same_clause: false,
            actor_nullifies: false,
            names_its_object: false,
            object_names_action: false,
            between_actions: false,
        }
    }
}

/// Names of the actor and forms of the action, in folded form ([`fold`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Forms {
    /// Folded names.
    pub names: Vec<String>,
    /// Folded names of other kinds of the same action ("personnel battle"
    /// beside "ship battle"): a form found inside one of them ("battle") names
    /// that kind, not this one.
    pub other_kinds: Vec<String>,
    /// The folded title the asker typed, when the other names are the rest
    /// of its colon-rule group: where it stands itself decides what a "not"
    /// sets apart ([`Forms::find_asked`]).
    pub asked: Option<String>,
}

impl Forms {
    /// Forms from names as written; they are folded here.
    pub fn new<I: IntoIterator<Item = S>, S: AsRef<str>>(names: I) -> Forms {
        let mut names: Vec<String> = names
            .into_iter()
            .map(|n| fold(n.as_ref()))
            .filter(|n| !n.is_empty())
            .collect();
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        names.dedup();
        Forms {
            names,
            other_kinds: Vec::new(),
            asked: None,
        }
    }

    /// These forms, with `title` the one the asker typed.
    pub fn asked_as(mut self, title: &str) -> Forms {
        self.asked = Some(fold(title));
        self
    }

    /// These forms, less the names of `kinds` other than their own, which a
    /// form found inside no longer names ([`Forms::other_kinds`]); the kinds
    /// they were set apart from before stay apart.
    pub fn apart_from<I: IntoIterator<Item = S>, S: AsRef<str>>(mut self, kinds: I) -> Forms {
        for kind in kinds {
            let kind = fold(kind.as_ref());
            if !kind.is_empty() && !self.other_kinds.contains(&kind) {
                self.other_kinds.push(kind);
            }
        }
        let other_kinds = &self.other_kinds;
        self.names.retain(|name| !other_kinds.contains(name));
        self
    }

    /// True when some form is found in folded `text`, at word boundaries: the
    /// first one found ends the search.
    pub fn named_in(&self, text: &str) -> bool {
        if self.other_kinds.is_empty() {
            return self
                .names
                .iter()
                .any(|name| find_word(text, name).is_some());
        }
        !self.spans(text).is_empty()
    }

    /// Where the last form found in folded `text` stands.
    pub fn last_span_in(&self, text: &str) -> Option<Range<usize>> {
        self.spans(text).into_iter().max_by_key(|span| span.end)
    }

    /// Where each form is found in folded `text`, at word boundaries; a form
    /// found inside a longer one ("kevin" in "kevin uxbridge") is part of
    /// that name, not a name of its own.
    pub fn spans(&self, text: &str) -> Vec<Range<usize>> {
        // Another kind's name holds no form of this one: found first, as a
        // longer name is.
        let mut spans: Vec<Range<usize>> = self
            .other_kinds
            .iter()
            .flat_map(|kind| word_spans(text, kind))
            .collect();
        let taken = spans.len();
        // Forms are kept longest first, so a longer name is found first.
        for name in self.names.iter().filter(|name| !name.is_empty()) {
            for span in word_spans(text, name) {
                let inside_longer = spans
                    .iter()
                    .any(|longer| longer.start <= span.start && span.end <= longer.end);
                if !inside_longer && !ends_compound(&text[..span.start]) {
                    spans.push(span);
                }
            }
        }
        spans.split_off(taken)
    }

    /// The sentences of `text`, as written (see [`sentence_ranges`]), that may
    /// name a form once folded, in order. A folded form's longest run of
    /// ASCII letters and digits stands in the text in some ASCII case, unless
    /// the text holds a character that folds to ASCII
    /// ([`crate::normalize::FOLDING_TO_ASCII`]): only the sentences around such runs are kept,
    /// and every sentence when a form has no run of two or the text holds such
    /// a character. A sentence left out cannot name a form.
    pub fn sentences_that_may_name(&self, text: &str) -> Vec<Range<usize>> {
        let runs: Option<Vec<&str>> = self
            .names
            .iter()
            .map(|name| {
                name.split(|c: char| !c.is_ascii_alphanumeric())
                    .max_by_key(|run| run.len())
                    .filter(|run| run.len() >= 2)
            })
            .collect();
        let Some(runs) = runs.filter(|_| !holds_folding_to_ascii(text)) else {
            return sentence_ranges(text);
        };
        let mut starts: Vec<usize> = runs
            .iter()
            .flat_map(|run| ascii_case_insensitive_starts(text, run))
            .collect();
        starts.sort_unstable();
        let mut sentences: Vec<Range<usize>> = Vec::new();
        // A run is letters and digits, so it never crosses a sentence's end.
        for start in starts {
            if sentences.last().is_none_or(|last| last.end <= start) {
                sentences.push(piece_around(text, start));
            }
        }
        sentences
    }

    /// Where the title the asker typed first stands in folded `text` by
    /// itself, not inside a longer name ("engage shuttle operations" in "...
    /// dominion, not engage shuttle operations"); where any form first stands
    /// when it does not.
    pub fn find_asked(&self, text: &str) -> Option<usize> {
        let own = self.asked.as_deref().and_then(|asked| {
            self.spans(text)
                .into_iter()
                .filter(|span| text[span.clone()] == *asked)
                .map(|span| span.start)
                .min()
        });
        own.or_else(|| self.find(text))
    }

    /// Byte offset of the first form found in folded `text`, at word boundaries.
    pub fn find(&self, text: &str) -> Option<usize> {
        if !self.other_kinds.is_empty() {
            return self.spans(text).iter().map(|span| span.start).min();
        }
        self.names
            .iter()
            .filter_map(|name| find_word(text, name))
            .min()
    }
}

/// The cues together, to find in one pass which of them match the clause
/// naming the actor (marked, [`Marked`]); the first that matches decides.
static CUE_SET: LazyLock<regex::bytes::RegexSet> = LazyLock::new(|| {
    let patterns = CUE_PATTERNS
        .iter()
        .map(|cue| actor_pattern_source(cue.pattern));
    regex::bytes::RegexSetBuilder::new(patterns)
        .unicode(false)
        .build()
        .expect("the verdict patterns are valid regular expressions")
});

/// Each cue on its own, to find where it matches; compiled only once the set
/// finds it first, so a one-shot `respond` compiles the few it meets.
static CUES: [OnceLock<AsciiPattern>; CUE_PATTERNS.len()] =
    [const { OnceLock::new() }; CUE_PATTERNS.len()];

/// The cues that match the marked `text`, in the order of
/// [`CUE_PATTERNS`], each with its compiled pattern.
fn matching_cues(text: &str) -> impl Iterator<Item = (&'static AsciiPattern, Cue)> {
    CUE_SET.matches(text.as_bytes()).into_iter().map(|matched| {
        let cue = CUE_PATTERNS[matched];
        let regex = CUES[matched].get_or_init(|| compile_actor_pattern(cue.pattern));
        (regex, cue)
    })
}

/// The name of the construction that reads playing, using or performing
/// what follows a modal ("you may not play X", "neither player may play a
/// card", "no player may perform an action").
pub const MAY_PLAY: &str = "may play";

/// The name of the construction that reads a thing affected, or not, by the
/// actor ("it is NOT affected by ... Wormholes"): what the actor works on.
pub const AFFECTED_BY: &str = "affected by";

/// A construction as written, `{A}` standing for the actor, with what it
/// states when nothing negates it. Its polarity is read from the clause
/// ([`negated`]), never written into the pattern.
#[derive(Debug, Clone, Copy)]
struct Cue {
    /// The construction's name, as answers show it ("valid response").
    name: &'static str,
    pattern: &'static str,
    verdict: Verdict,
    /// The actor is what nullifies ("Y is not nullified by X"): the cue rules
    /// on what is nullified, which must be the action itself.
    actor_nullifies: bool,
    /// A bare permission ("X may be played") says nothing of any action; its
    /// negation is a prohibition ("X cannot be played"), which does.
    decides_only_negated: bool,
    /// A number allowed ("may play two X") says yes; its negation limits the
    /// number, and says nothing of one.
    decides_only_affirmed: bool,
    /// Affirmed, the construction decides only of the whole actor, for good:
    /// not of a state while it lasts ("when your ship is being affected by
    /// a Conundrum") nor of some of the actor's kind ("it IS affected by
    /// Interrupts and Events that are "in space"" says nothing of every
    /// Interrupt) ([`ongoing_or_of_some`]).
    affirmed_only_of_the_whole: bool,
    /// What the construction answers follows it ("X may be played during
    /// battle"): it rules on that alone, not on another action the sentence
    /// names ("... during a mission attempt or battle, and X may be used
    /// during battle" says nothing of X in a mission attempt).
    object_follows: bool,
    /// What the construction answers stands between its verb and the actor
    /// ("nullify the dilemma with X"): it rules on that alone ("close your
    /// Door with X" says nothing of the card play the sentence names besides).
    object_before: bool,
    /// The construction is passive ("Y is nullified by X"): it rules on its
    /// subject, which must be the action, a word pointing back to it, or left
    /// out ("and thus can be nullified by X"). A clause that opens with it
    /// names the subject after its comma ("When nullified by Kevin, the Gaps
    /// card is discarded").
    passive: bool,
    /// The action is told before the actor, which answers it ("if you
    /// initiate Y, and I close the Door with X, you can still play Y"): a
    /// sentence that tells the actor first tells no answer to the action.
    action_told_first: bool,
}

impl Cue {
    const fn yes(name: &'static str, pattern: &'static str) -> Cue {
        Cue::new(name, pattern, Verdict::Yes)
    }

    const fn no(name: &'static str, pattern: &'static str) -> Cue {
        Cue::new(name, pattern, Verdict::No)
    }

    const fn new(name: &'static str, pattern: &'static str, verdict: Verdict) -> Cue {
        Cue {
            name,
            pattern,
            verdict,
            actor_nullifies: false,
            decides_only_negated: false,
            decides_only_affirmed: false,
            affirmed_only_of_the_whole: false,
            object_follows: false,
            object_before: false,
            passive: false,
            action_told_first: false,
        }
    }

    const fn action_told_first(self) -> Cue {
        Cue {
            action_told_first: true,
            ..self
        }
    }

    const fn actor_nullifies(self) -> Cue {
        Cue {
            actor_nullifies: true,
            ..self
        }
    }

    const fn object_follows(self) -> Cue {
        Cue {
            object_follows: true,
            ..self
        }
    }

    const fn object_before(self) -> Cue {
        Cue {
            object_before: true,
            ..self
        }
    }

    const fn passive(self) -> Cue {
        Cue {
            passive: true,
            ..self
        }
    }

    const fn decides_only_affirmed(self) -> Cue {
        Cue {
            decides_only_affirmed: true,
            ..self
        }
    }

    const fn affirmed_only_of_the_whole(self) -> Cue {
        Cue {
            affirmed_only_of_the_whole: true,
            ..self
        }
    }

    const fn decides_only_negated(self) -> Cue {
        Cue {
            decides_only_negated: true,
            ..self
        }
    }
}

/// A state while it lasts, told before a construction ("is being
/// affected by").
static ONGOING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bbeing $").expect("ongoing pattern is a valid regular expression")
});

/// Some of what the actor names, told right after it: "Interrupts and
/// Events that are "in space"", "cards which are played on a ship".
static OF_SOME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:s)?(?: (?:and|or) [a-z-]+)? (?:that|which|who) (?:is|are)\b")
        .expect("of-some pattern is a valid regular expression")
});

/// True when the construction at `found` in `marked` text tells a state
/// while it lasts ([`ONGOING`]) or what follows its actor narrows it to some
/// of its kind ([`OF_SOME`]).
fn ongoing_or_of_some(marked: &str, found: Range<usize>) -> bool {
    ONGOING.is_match(&marked[..found.start]) || OF_SOME.is_match(&marked[found.end..])
}

/// X used or played on Y: what follows is what X is used against. The cue
/// "used on" reads it, and the respond module finds with it what a sentence
/// uses the actor on.
pub const USED_ON: &str = r"\b(use|uses|used|using|play|plays|played|playing) (a |an |the |your |his |her |their )?{A}( card)? (on|against|upon) ";

/// The constructions, in the order they are tried: the first that matches
/// decides. Each is written in the affirmative (but for what is negative in
/// itself, "too late"); "is not", "cannot", "never", "no longer", "does not
/// count as", "it is not legal to" are read by [`negated`].
const CUE_PATTERNS: &[Cue] = &[
    // X is (not / never / no longer) a valid response; X and Y are valid
    // responses; X does not count as a valid response.
    Cue::yes(
        "valid response",
        r"{A}[^.;]*?\b(is|are|be|was|were|does|do|did)( [a-z']+){0,3}? (a |also )?valid responses?\b",
    ),
    Cue::yes("valid response", r"{A}[^.;]{0,40}\bas a valid response\b"),
    // (Not) valid responses: X, Y.
    Cue::yes("valid responses listed", r"\bvalid responses?\b[^.;]*{A}"),
    // Too late (for you) to play (a) X; no time to play X.
    Cue::no(
        "too late",
        r"\btoo late( for [a-z']+)? to (use|play)( (a|an|the|your|his|her|another))? {A}",
    ),
    Cue::no(
        "no time",
        r"\bno time( for [a-z']+)? to (use|play|respond with)( (a|an|the|your|his|her|another))? {A}",
    ),
    // You (do not) have time to use X.
    Cue::yes(
        "time to",
        r"\bhave (the )?time( for [a-z']+)? to (use|play|respond with)( (a|an|the|your|his|her|another))? {A}",
    ),
    // Y was done before X could take effect: X came too late for it.
    Cue::no(
        "before it could take effect",
        r"\bbefore (the )?{A} (could|was able to) (take effect|resolve|act|be played)\b",
    ),
    // X can only be played after Y is complete / has resolved: not in
    // response to it.
    Cue::no(
        "only after",
        r"{A} ([a-z']+ ){0,3}?only (be (played|used) )?(after|once)\b",
    ),
    // During Y, (no player) may perform an action, such as playing X: what a
    // rule on Y allows or forbids, given by an example.
    Cue::yes(
        "such as",
        r"\b(may|can|could|might) (perform|take|do|play|use) (an|any|a) (actions?|cards?)\b[^.;]*?,? such as (playing |using )?(a |an |the |another )?{A}",
    )
    .action_told_first(),
    // Y is (not) immune to X; immune to both A and X (the list ends there,
    // or where a condition begins: "immune to A and X if it is landed";
    // "immune to A and X nullifies it" goes on to another clause).
    Cue::no(
        "immune to",
        r"\bimmune to (both |either )?([a-zA-Z0-9' -]{1,40}?(,| and| or) )*{A}($|[,.;:)!?]| and\b| or\b| (if|unless|when|whenever|while|because|since|as long as)\b)",
    )
    .actor_nullifies(),
    // Y is shielded (protected) from X, or from the use of X: immune to it.
    Cue::no(
        "shielded from",
        r"\b(shielded|protected) from (the (use|effects?) of )?(a |an |the |your )?{A}\b",
    )
    .actor_nullifies(),
    // Y is (not) susceptible or vulnerable to X, or to the effects of X:
    // what "immune to" denies.
    Cue::yes(
        "susceptible to",
        r"\b(susceptible|vulnerable) to (the (use|effects?) of )?(a |an |the |any |your )?{A}\b",
    )
    .actor_nullifies(),
    // X won't have any effect (has no effect) on Y: played, it answers
    // nothing. That it has one tells an effect, no answer.
    Cue::yes(
        "no effect",
        r"{A}( card| cards)? ((will|would|can|could|does|do|did|won't|wouldn't|can't|couldn't|doesn't|don't|didn't) (not )?)?(have|has|had) (an|any) effect\b",
    )
    .decides_only_negated(),
    Cue::no(
        "no effect",
        r"{A}( card| cards)? ((will|would|can|could|does|do|did) )?(have|has|had) no effect\b",
    ),
    // X suspends play (may be played during any action): before the verbs of
    // answering, for which "suspends" takes what it suspends.
    Cue::yes("suspends play", r"{A}[^.;]*\bsuspends? play\b"),
    Cue::yes("suspends play", r"\bsuspends? play\b[^.;]*{A}"),
    // Y is (not) nullified (removed, closed, ...) by X, or by playing A, B
    // or X.
    Cue::yes(
        "nullified by",
        r"\b{UNDONE} by ((playing|using) {LIST})?(a |an |the |another |your )?{A}",
    )
    .actor_nullifies()
    .passive(),
    // Y is (not) affected by X, or by cards such as A, B or X: X works on
    // it, or it is immune to X.
    Cue::yes(
        AFFECTED_BY,
        r"\baffected by ([^.;]{0,80}?\b(such as|like|including) {LIST})?(a |an |the |your )?{A}",
    )
    .actor_nullifies()
    .passive()
    .affirmed_only_of_the_whole(),
    // X (and Y) (does not) nullify, cancel, counter, stop, prevent, suspend,
    // steal, take over, catch (the verb may stand in quotes: 'the Q-Net
    // "catches" the "hurl" of Gomtuu').
    Cue::yes(
        "answering verb",
        r#"{A}\)?((,| or| and| nor) [a-z0-9' -]{1,40}?| \(or [^()]{1,40}\)){0,3} ((also|only|just|then|can|cannot|can't|may|might|will|won't|would|could|couldn't|does|do|did|doesn't|don't|didn't|not|never|no longer|to) )*"?(nullif(y|ies)|cancels?|counters?|stops?|prevents?|suspends?|steals?|takes? over|catch(es)?)\b"#,
    )
    .actor_nullifies(),
    // Y is done still, after X: "if you initiate Y, and I close your Door
    // with X, you can still play Y". What X answered goes on: X did not stop
    // it.
    Cue::no(
        "still done",
        r#"{A}[^.;]*?,"? {PLAYER} ((can|may|could|will|would|might) )?still (play|use|resolve|complete|attempt|initiate) "#,
    )
    .object_follows()
    .action_told_first(),
    // Y must be discarded after X: "if you target an outpost to play Y, and
    // I then destroy the outpost with X during a hiccup, you must discard Y".
    // X undid what Y had begun.
    Cue::yes(
        "undone after",
        r#"{A}[^.;]*?,"? {PLAYER} (must|has to|have to) (discard|lose|return) "#,
    )
    .object_follows()
    .action_told_first(),
    // Y does what it does even if X is played: "Strategema prevents battle
    // even if other restrictions have been removed (for example, by Post
    // Garrison)". What the concession names does not stop Y.
    Cue::no(
        "even if",
        r"\beven (if|though|when)\b[^.;]*?\b(by|with|using|playing) (a |an |the |your |his |her )?{A}",
    )
    .action_told_first(),
    // Y is nullified (a doorway closed) with X: "I nullify it with X",
    // "before you may nullify the dilemma with X", "close your Door with X".
    Cue::yes(
        "answered with",
        r"\b(nullif(y|ies|ied|ying)|cancel(s|ed|led|ling)?|counter(s|ed|ing)?|prevent(s|ed|ing)?|clos(e|es|ed|ing)) [a-z0-9' -]{1,40}? with (a |an |the |your |his |her )?{A}",
    )
    .actor_nullifies()
    .object_before(),
    // Y may (not) be changed with X: "A counterpart may be converted to a
    // drone with He Will Make an Excellent Drone". What is changed is the
    // passive's subject.
    Cue::yes(
        "done with",
        r"\b(may|can|could|cannot|can't|couldn't)( not)? be [a-z]+(ed|en)\b[^.;]{0,40}? with (a |an |the |your |his |her )?{A}",
    )
    .passive(),
    // You may (might, can) do Y by using X: "you might be able to get back
    // a Devidian Door that was discarded by using Palor Toff".
    Cue::yes(
        "done by using",
        r"\b(may|might|can|could|cannot|can't|couldn't|able to)( not)?( be able to)? [a-z0-9' -]{1,60}? by (using|playing) (a |an |the |your |his |her )?{A}",
    )
    .object_before(),
    // I respond by playing (activating, using, revealing) X.
    Cue::yes(
        "respond by",
        r"\brespon(d|ds|ded|ding) by (playing|using|activating|revealing|downloading) (a |an |the |your |his |her )?{A}",
    ),
    // You may (not) play (use, seed) X; it is (not) legal to play X; no
    // player may perform an action.
    Cue::yes(
        MAY_PLAY,
        r"\b(may|can|could|must|cannot|can't|couldn't|legal to|allowed to|able to)( not)? (play|use|seed|perform|be played|be used|be seeded)( (a|an|the|your|his|her))?( card)?( (via|with|from))? {A}",
    ),
    // You could not, for instance, use A to ..., or use X: the modal governs
    // each play or use it is said of.
    Cue::yes(
        MAY_PLAY,
        r"\b(may|can|could|cannot|can't|couldn't)( not)?(,[a-z ]{1,30},)? (play|use) ([^.;:]{1,80}?,? (or|and|nor) (play|use) )?(a |an |the |your |his |her )?{A}",
    ),
    // You may play more than one (two, each) of X: a number allowed. Its
    // negation limits how many, and says nothing of whether one may.
    Cue::yes(
        "may play several",
        r"\b(may|can|could)( not)? play (more than )?(one|two|three|each|any|both|all)( of( the| these)?)? {A}",
    )
    .decides_only_affirmed(),
    // X (or Y) may (not, literally) be played in response to, during, while,
    // when, as, right after, between, against, on, at; or used to abort, avoid, stop, nullify,
    // initiate or start (the action begun with the actor); or used
    // for something during or while Y ("used to download a shuttle during battle").
    Cue::yes(
        "may be played during",
        r"{A}((,| or| and| nor) [a-z0-9' -]{1,40}?){0,3} (may|can|could|cannot|can't|couldn't)( not| never)?( still| also| even| [a-z]+ly)? be (played|used) (in response to|during|while|when|as|(right|immediately|just) after|(in )?between|against|on|upon|at|as a response|to \W?(abort|avoid|escape|stop|prevent|counter|nullify|cancel|interrupt|initiate|start)|to [a-z0-9' -]{1,40}? (during|while))\b",
    )
    .object_follows(),
    // X is (not, only) used or played during Y, with Y ("it is played with
    // the personnel who go through the Devidian Door"), or on Y ("if
    // Resistance is Futile is played on a objective that is being doubled"):
    // what it is for, told.
    Cue::yes(
        "is used during",
        r#"{A} (is|are)( not| never| only| also| always)* "?(played|used) (during|while|in response to|(right|immediately|just) after|along with|together with|with|on|upon|against)\b"#,
    )
    .object_follows(),
    // An X played on Y: a play the sentence goes on to tell the effect of ("a
    // Tetryon Field played on the Gaps would cause a player to stop there").
    Cue::yes(
        "played on",
        r"\b(a|an|the|your|his|her|their|my) {A} (played|used) (on|upon|during|against|in response to)\b",
    )
    .object_follows(),
    // X (does not) say it can be played during Y: what the card's own text
    // allows, under the rule that nothing interrupts an action unless a card
    // allows it ("Warp Engine Overload doesn't say that it can be played in
    // response to an interrupt").
    Cue::yes(
        "says it may be played",
        r"{A} (says|(does|do|did)(n't| not)( specifically)? say)( that)? (it|he|she|they) (can|may|could|will)( only)? be (played|used) (in response to|during|while|when|as|(right|immediately|just) after|against)\b",
    )
    .object_follows(),
    // X (or what is done with X) may (not) replace Y: done in Y's place, in
    // its time ("downloads with the Borg Queen's special skill may replace
    // any or all of the three card draws from Kivas Fajo - Collector").
    Cue::yes(
        "may replace",
        r"{A}('s)?( [a-z']+){0,3}? (may|can|could|cannot|can't|couldn't)( not)? replace\b",
    )
    .object_follows(),
    // X may (not) download Y; X can download only A, not Y: what a card may
    // fetch into play ("Neela can download Bajoran Phaser, but not Bajoran
    // Phaser Rifle").
    Cue::yes(
        "may download",
        r"{A}('s)?( [a-z']+){0,3}? (may|can|could|cannot|can't|couldn't)( not)?( only| also| either)? download\b",
    )
    .object_follows(),
    // X (does not) provide what Y needs: "It provides a destination for a
    // report of a personnel when no destination is otherwise provided".
    Cue::yes(
        "provides for",
        r"{A}( [a-z']+){0,2}? (provides?|provided|gives?) (a |an |the )?[a-z]+ for\b",
    )
    .object_follows(),
    // X (does not) make sense to play (on Y): "a Scan card doesn't make
    // sense to play since a cloaked ship cannot be scanned".
    Cue::yes(
        "makes sense to play",
        r"{A}( card)? ((does|do|did|would|will)(n't| not) make|makes) sense to (play|use)\b",
    ),
    Cue::no(
        "makes sense to play",
        r"\bno sense to (play|use) (a |an |the |your |his |her )?{A}",
    ),
    Cue::yes(
        "makes sense to play",
        r"\bsense to (play|use) (a |an |the |your |his |her )?{A}",
    ),
    // X cannot be played, or discarded to do what it does (a bare permission
    // says nothing): "this doorway cannot be discarded to affect mixing".
    Cue::yes(
        "prohibition",
        r"{A} (may|can|could|must|cannot|can't|couldn't)( not| never)? be (played|used|discarded to)\b",
    )
    .decides_only_negated(),
    Cue::yes(
        "respond with",
        r"\b(may|can|could|cannot|can't)( not)? respond[^.;]*\b(with|using) {A}",
    ),
    Cue::yes(
        "responses such as",
        r"\brespon\w*[^.;]{0,80}\(such as [^)]*{A}",
    ),
    // Cards that can "interrupt" battle: A, B, X.
    Cue::yes(
        "cards that can",
        r"\bcards? (that|which) (can|may|cannot|can't)[^.;:]*: [^.;]*{A}",
    ),
    Cue::yes(
        "in response to",
        r"\b(play|use|with) {A}[^.;]{0,20} in response to\b",
    )
    .object_follows(),
    // X is (not) used or played on, upon or against Y: "to use the
    // W.N.O.H.G.B. on the Borg Ship", "you cannot play Hail on a ship moving".
    Cue::yes("used on", USED_ON).object_follows(),
    // X (does not) work during Y: "this wouldn't work during a battle".
    Cue::yes(
        "works during",
        r"{A}( (does|do|did|doesn't|don't|didn't|would|wouldn't|will|won't|can|cannot|can't|could|couldn't|not|also|still|only|even|never))* (work|works|worked) (during|in response to|against|while)\b",
    )
    .object_follows(),
    // A play told as it happens, in the time of what it answers: "your
    // opponent plays X when Y enters", "using X during battle".
    Cue::yes(
        "played during",
        r"\b(plays?|played|playing|uses?|used|using) (a |an |the |your |his |her |their )?{A}( card)? (during|while|in response to|(right|immediately|just) after|when)\b",
    )
    .object_follows(),
    // X (does not) allow(s) you to Y, lets you Y: "Cards such as X, which do
    // not so specify, do not allow time travel".
    Cue::yes(
        "allows",
        r"{A}( [a-z']+|, [^,.;]{1,40},){0,4} (allows?|allowed|permits?|lets) (you |your [a-z']+ |his [a-z']+ |her [a-z']+ |him |them |players? |the player )?(to )?",
    )
    .object_follows(),
    // X ... could (possibly, also) use (it): an adverb between the modal and
    // its verb leaves the construction whole.
    Cue::yes(
        "may use",
        r"{A}[^.;]*\b(could|can|may)( also| still| then| even| [a-z]+ly)? use\b",
    ),
    Cue::yes("may use", r"\b(could|can|may) use\b[^.;]*\bto play {A}"),
];

/// A card's text right after its name, quoted ("(card) says, \"...",
/// "reads: \"...", "states \"...") or told ("says it nullifies ...", "says
/// that it \"suspends\" Palor Toff", a word of it quoted): the text in group
/// 1 or 2, to its closing quote or the sentence's end.
static QUOTES_ITS_TEXT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"^(?: card)?(?: --)?(?: this| it)? (?:says|reads|states|is worded):?,? (?:"([^"]*)|(?:that )?it ((?:[^"]|"[a-z' -]{1,30}")*))"#)
        .expect("card text pattern is a valid regular expression")
});

/// Card text that plays the card on what has just done something, what it
/// has just done in group 1: "Plays on any Away Team which has just
/// completed a planet mission."
static PLAYS_ON_WHAT_HAS_JUST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bplays? (?:on|at|in) [^.;]*?\b(?:which|that|who) (?:has|have) just ([^.;]+)")
        .expect("card text pattern is a valid regular expression")
});

/// A verb of answering as card text writes it, its subject left out.
static TEXT_VERB: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(nullifies|prevents|cancels|counters|stops|suspends)\b")
        .expect("card text verb pattern is a valid regular expression")
});

/// The words that negate a clause's construction: "not", "n't", "never", "no
/// longer", "cannot", "neither" / "nor" (the pair counts once), and a
/// subject that is no one ("no player may", "no one", "nobody").
static NEGATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(cannot|never|no longer|neither|nor|not|no (one|player)|nobody)\b|n't\b")
        .expect("negation pattern is a valid regular expression")
});

/// A negated possibility or permission before an infinitive: "not possible
/// to", "never legal to", "impossible to", "not allowed to".
static NOT_POSSIBLE_TO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b((not|never) (possible|legal|allowed|permitted|able)|impossible|unable) to\b")
        .expect("negated possibility pattern is a valid regular expression")
});

/// An aside inside a clause, which does not govern its construction: a
/// parenthesis, or words set off by commas.
static ASIDE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\([^)]*\)|, [^,]*,").expect("aside pattern is a valid regular expression")
});

/// How many words before a construction may negate it ("it is not legal to
/// play X", "you may not use X").
const NEGATING_WORDS_BEFORE: usize = 4;

/// Whether the construction matched at `found` in the `marked` clause is
/// negated: an odd number of negations within it (its asides left out) and
/// in the few words before it, back to a comma. With it, where its words
/// begin: at the first negation before it, if any.
fn negated(marked: &str, found: Range<usize>) -> (bool, usize) {
    let from = marked[..found.start]
        .rfind([',', '(', ':'])
        .map_or(0, |at| at + 1);
    let before = last_words(&marked[from..found.start], NEGATING_WORDS_BEFORE);
    let before_start = found.start - before.len();
    let inside = ASIDE.replace_all(&marked[found.clone()], " ");
    // "It is not possible to first switch her and then nullify it": a
    // negated possibility governs the verbs after its "to", however far.
    let distant = NOT_POSSIBLE_TO
        .find(&marked[from..found.start])
        .map(|m| from + m.start())
        .filter(|&at| at < before_start);
    let negations_before: Vec<usize> = distant
        .into_iter()
        .chain(NEGATION.find_iter(before).map(|m| before_start + m.start()))
        .collect();
    let mut count = negations_before.len() + NEGATION.find_iter(&inside).count();
    let governing = format!("{before} {inside}");
    if governing.contains("neither") && governing.contains("nor") {
        count -= 1;
    }
    let start = negations_before.first().copied().unwrap_or(found.start);
    (count % 2 == 1, start)
}

/// True when a construction's `matched` words run from the actor into an
/// exception the sentence sets apart ("you may not interrupt another action
/// to start a download, except when it suspends play or is a valid
/// response"): what the exception allows is no ruling on the actor, which
/// the clause before it rules on.
fn reaches_into_an_exception(matched: &str) -> bool {
    EXCEPTION.is_match(matched)
}

/// What opens an exception a sentence sets apart from its rule.
static EXCEPTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(except (when|if|where|that)|unless)\b")
        .expect("exception pattern is a valid regular expression")
});

/// True when the actor that opens a construction matched at `found` in the
/// `marked` clause stands in a parenthesis that closes inside it ("A card
/// play (e.g., playing an ACTOR) is not a valid response"): an example
/// there, not what the construction speaks of. A parenthesis that opens with
/// "or" offers the actor as an alternative ("play some Kevin Uxbridges (or one
/// ACTOR) to nullify"): the construction speaks of it.
fn in_an_aside(marked: &str, found: Range<usize>) -> bool {
    let Some(actor) = marked[found.clone()].find(ACTOR).map(|at| found.start + at) else {
        return false;
    };
    let opened = marked[..actor].rfind('(');
    let closed = marked[..actor].rfind(')');
    let inside = match (opened, closed) {
        (Some(open), Some(close)) => open > close,
        (Some(_), None) => true,
        _ => false,
    };
    // "(or one ACTOR)" offers the actor in place of what stands before it.
    let an_alternative = opened.is_some_and(|open| marked[open + 1..].starts_with("or "));
    inside && !an_alternative && marked[actor..found.end].contains(')')
}

/// The last `count` words of `text` (words are apart by whitespace).
fn last_words(text: &str, count: usize) -> &str {
    let mut words = 0;
    let mut in_word = false;
    for (at, c) in text.char_indices().rev() {
        let space = c.is_whitespace();
        if space && in_word {
            words += 1;
            if words == count {
                return &text[at..];
            }
        }
        in_word = !space;
    }
    text
}

/// A modal of what would be ("she could nullify it").
static WOULD_BE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(could|would|might)\b").expect("modal pattern is a valid regular expression")
});

/// A condition contrary to fact after it ("if she was in Federation mode").
static CONTRARY_TO_FACT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^[^.;]*?\bif [a-z' ]{1,30}?\b(was|were|had)\b")
        .expect("condition pattern is a valid regular expression")
});

/// True when a construction, its words `cue` and what follows `after`, says
/// what would be were things otherwise ("an Interrupt she could nullify if
/// she was in Federation mode"): no ruling on what is.
fn counterfactual(cue: &str, after: &str) -> bool {
    WOULD_BE.is_match(cue) && CONTRARY_TO_FACT.is_match(after)
}

/// A clause whose subject is a kind of card, then its examples after a comma:
/// "interrupts could still be played on the ship, such as auto-destruct".
static EXAMPLES_AFTER_THEIR_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"^(?P<kind>.*?\b(?:{KINDS_OF_CARDS})) (?P<rest>(?:may|can|could|cannot|can't|couldn't|must|will|would)\b[^,;()]*), (?P<examples>(?:such as|like|e\.g\.,?|for example,?) [^;()]*?)\.?$"))
        .expect("examples pattern is a valid regular expression")
});

/// The kinds of card, in the plural, as a clause names them ("interrupts").
const KINDS_OF_CARDS: &str =
    "cards|interrupts|events|dilemmas|artifacts|equipment|doorways|objectives|ships";

/// A kind of card named in the plural ([`KINDS_OF_CARDS`]).
static KIND_OF_CARDS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"\b(?:{KINDS_OF_CARDS})\b"))
        .expect("kind pattern is a valid regular expression")
});

/// Folded `sentence` with the examples of a kind of card told after its
/// clause moved beside the kind ("interrupts could still be played on the
/// ship, such as auto-destruct" reads as "interrupts such as auto-destruct
/// could still be played on the ship"): an example is what the clause says
/// of the kind. None when the sentence tells no examples so, or when the
/// clause names another kind after its subject, which the examples may be of
/// ("dilemmas can be nullified by interrupts, such as Q2").
fn examples_beside_their_kind(sentence: &str) -> Option<String> {
    let found = EXAMPLES_AFTER_THEIR_CLAUSE.captures(sentence)?;
    if KIND_OF_CARDS.is_match(&found["rest"]) {
        return None;
    }
    Some(format!(
        "{} {} {}.",
        &found["kind"], &found["examples"], &found["rest"]
    ))
}

/// A play timed between actions, right after the construction: "in
/// between", "between".
static BETWEEN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\W*(?:in )?between\b").expect("between pattern is a valid regular expression")
});

/// "unless" or "if" after a negated construction: it holds only then; or
/// what it answers is one player's own ("does not nullify your own Echo
/// Papas"): it holds only for them, not for the action as such.
static CONDITION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(unless|if)\b|\b(your|his|her|their|my) own\b")
        .expect("condition pattern is a valid regular expression")
});

/// What a use of a card is for or against, named after it: a purpose ("to
/// avoid a dilemma", "to help you overcome a dilemma", its verb quoted or not,
/// in group 2), the action it answers ("in response to", "during",
/// "against"), the moment it is used at ("when your opponent encounters an
/// Anaphasic Organism") or what it is played on ("on a ship moving past a
/// planet", "onto the location"); the first word of what it names in group
/// 3.
static OBJECT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"\b(to "?([\w-]+)"?|in response to|during|against|when|whenever|while|on|onto|upon|"?interrupts?"?) (\w+)"#,
    )
    .expect("object pattern is a valid regular expression")
});

/// How many words of what a use is for or against may stand before a "such"
/// that points back ([`names_its_object`]).
const OBJECT_WORDS: usize = 5;

/// Whether `text` names what a use is for or against ([`OBJECT`]) by words of
/// its own: "to nullify it" points back at what was named before.
fn names_its_object(text: &str) -> bool {
    OBJECT.is_match(text)
        && OBJECT.captures_iter(text).any(|found| {
            let verb = found.get(2).map_or("", |word| word.as_str());
            let first = found.get(3).map_or("", |word| word.as_str());
            // "such a Q-Battle" points back as "it" does, a few words on
            // ("during the middle of such a Q-Battle"); the actor is no
            // object of its own use ("time to use X").
            let such = found.get(3).is_some_and(|first| {
                text[first.start()..]
                    .split(' ')
                    .take(OBJECT_WORDS)
                    .any(|word| word == "such")
            });
            let pronoun = such
                || matches!(
                    first,
                    "it" | "them" | "this" | "that" | "these" | "those" | ACTOR
                );
            // A player a card is played on ("on you") is no action; one a
            // use helps ("to help you overcome a dilemma") leads to one.
            let player = found.get(2).is_none() && matches!(first, "you" | "him" | "me" | "us");
            !pronoun && !player && !matches!(verb, "be" | "have")
        })
}

/// The phrase of `clause` that opens at `start`, to the first comma after
/// `end` (where the construction's words end).
fn phrase_of(clause: &str, start: usize, end: usize) -> &str {
    let close = clause[end..]
        .find(',')
        .map_or(clause.len(), |comma| end + comma);
    &clause[start..close]
}

/// An example given right after a name ("an Interrupt, like Rogue Borg,"), to
/// the end of its phrase.
static EXAMPLE_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^,? (like|such as|e\.g\.,?) [^,.;()]+")
        .expect("example pattern is a valid regular expression")
});

/// A list member led by a personal pronoun: a clause with a subject of its
/// own ("…, I try to nullify it").
static NEW_SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(,| and| or) (i|you|he|she|we|they) ")
        .expect("new subject pattern is a valid regular expression")
});

static CLAUSE_BREAK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r";|, because\b|, although\b|, but\b|\bhowever,|, so\b|\. ")
        .expect("clause pattern is a valid regular expression")
});

static EXCEPT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\(except [^)]*\)|\bexcept( for)? [^,.;]*")
        .expect("except pattern is a valid regular expression")
});

/// What a sentence that says yes sets apart with a "not": "X nullifies A,
/// not B", "... but not B", "X only nullifies A; it does not nullify B".
static SET_APART: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(, ?|\bbut )not [^,.;]*|; (it|he|she|they) (does not|doesn't|cannot|can't|can not|will not|won't|may not) (nullify|cancel|stop|affect) [^.;]*",
    )
    .expect("set-apart pattern is a valid regular expression")
});

/// An answer that opens "yes" or "no" ("a: no", "the answer is yes"), or
/// words that say one of them ("I would say so", "I don't think so", "of
/// course", "certainly not"), after the number of its part ("a: 1) no").
static ANSWER_AT_START: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(a: )?(?:\d{1,2}\) )?(the answer is )?((?:yes|no|i(?: would|'d) say (?:so|not)|i (?:don't )?(?:think|believe) so)\b|(?:of course|certainly|absolutely)(?: not)?[.,!;])")
        .expect("answer pattern is a valid regular expression")
});

/// How many words of an answer [`ANSWER_AT_START`] needs: its longest match
/// is nine words ("a: 3) the answer is i don't think so"), and the tenth
/// shows where the ninth ends.
const OPENING_WORDS: usize = 10;

/// "The answer is yes" anywhere in an answer.
static ANSWER_LATER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bthe answer is (yes|no)\b").expect("answer pattern is a valid regular expression")
});

/// True when `text` holds, as written, what its fold needs to hold "the
/// answer is": "answer" in any ASCII case (only ASCII letters fold to the
/// letters of "answer").
fn may_say_the_answer(text: &str) -> bool {
    text.as_bytes()
        .windows(b"answer".len())
        .any(|window| window.eq_ignore_ascii_case(b"answer"))
}

/// The clause of folded `sentence` around byte offset `at`.
fn clause_around(sentence: &str, at: usize) -> (usize, usize) {
    let mut start = 0;
    let mut end = sentence.len();
    let breaks = CLAUSE_BREAK
        .find_iter(sentence)
        .filter(|m| !(m.as_str() == ". " && ends_in_a_short_form(&sentence[..m.start()])))
        // ", but not B" sets B apart within the clause ([`SET_APART`]).
        .filter(|m| !(m.as_str() == ", but" && sentence[m.end()..].starts_with(" not ")));
    for m in breaks {
        if m.end() <= at {
            start = m.end();
        } else if m.start() > at {
            end = m.start();
            break;
        }
    }
    (start, end)
}

/// What `sentence` states about `actor` and `action`, if anything. The sentence
/// must name the actor; the action may be named here or (weaker) elsewhere in
/// the passage, which the caller decides.
pub fn read_sentence(sentence: &str, actor: &Forms, action: &Forms) -> Option<Stance> {
    Reader::new(actor.clone()).read(sentence, action)
}

/// The verdict reader for one actor.
#[derive(Debug, Clone)]
pub struct Reader {
    actor: Forms,
}

impl Reader {
    /// A reader of sentences about `actor`.
    pub fn new(actor: Forms) -> Reader {
        Reader { actor }
    }

    /// The actor's names.
    pub fn actor(&self) -> &Forms {
        &self.actor
    }

    /// What `sentence` states about the actor and `action`, if anything.
    pub fn read(&self, sentence: &str, action: &Forms) -> Option<Stance> {
        self.read_folded(&fold(sentence), action)
    }

    /// What a sentence, folded ([`fold`]), states about the actor and
    /// `action`, if anything.
    pub fn read_folded(&self, folded: &str, action: &Forms) -> Option<Stance> {
        if let Some(denied) = self.denied_by_only(folded, action) {
            return Some(denied);
        }
        if let Some(own_text) = self.own_text(folded, action) {
            return Some(own_text);
        }
        let examples_moved = examples_beside_their_kind(folded);
        let folded = examples_moved.as_deref().unwrap_or(folded);
        let at = self.actor.find(folded)?;
        let resolved = self.this_card_resolved(folded, at);
        let folded = resolved.as_deref().unwrap_or(folded);
        let (start, end) = clause_around(folded, at);
        let clause = &folded[start..end];
        let marked = Marked::new(clause, &self.actor);
        // The first construction that rules on the action decides: "I close
        // your Door with X, you can still play Y" answers the Door one way
        // and Y the other.
        matching_cues(&marked.text).find_map(|(regex, cue)| {
            regex
                .find_iter(marked.text.as_bytes())
                .find_map(|found| self.read_cue(folded, clause, &marked, found, cue, action))
        })
    }

    /// What the construction `cue`, matched at `found`, states about the
    /// actor and `action` in `clause` of the `folded` sentence, `marked` with
    /// the actor, if it rules on the action.
    fn read_cue(
        &self,
        folded: &str,
        clause: &str,
        marked: &Marked,
        found: regex::bytes::Match,
        cue: Cue,
        action: &Forms,
    ) -> Option<Stance> {
        if actor_is_responded_to(&marked.text, found.range()) {
            return None;
        }
        if in_an_aside(&marked.text, found.range())
            || reaches_into_an_exception(&marked.text[found.range()])
        {
            return None;
        }
        // The subjects of a verb of answering are names: a member led by a
        // person ("an Interrupt, I try to nullify it") opens a clause of its
        // own, whose subject is that person, not the actor.
        if cue.actor_nullifies && NEW_SUBJECT.is_match(&marked.text[found.range()]) {
            return None;
        }
        let (negated, cue_start) = negated(&marked.text, found.range());
        if (cue.decides_only_negated && !negated) || (cue.decides_only_affirmed && negated) {
            return None;
        }
        if cue.affirmed_only_of_the_whole
            && !negated
            && ongoing_or_of_some(&marked.text, found.range())
        {
            return None;
        }
        // What a construction answers follows it: the action itself, or a
        // pronoun standing for what was named before ("it"). A noun of its
        // own ("during the battle") is what it answers, whatever else the
        // sentence names.
        let object_names_action =
            cue.object_follows && self.object_names_action(&marked.text, found.end(), action);
        if cue.object_follows
            && !object_names_action
            && !points_back_to_what_was_named(&marked.text, found.end())
        {
            return None;
        }
        if cue.object_before
            && !self.object_before_names_action(&marked.text, found.range(), action)
        {
            return None;
        }
        // Told first, outside a parenthesis ("until that battle is over (ie,
        // ships have been turned ...)"): what the construction rules on.
        let told_first = PARENTHESIS.replace_all(&marked.text[..found.start()], " ");
        if cue.action_told_first && !self.names_action(&told_first, action) {
            return None;
        }
        // A passive construction rules on its subject: the action, a word
        // standing for it, or a subject left out ("and thus can be nullified
        // by X").
        let subject = cue
            .passive
            .then(|| self.passive_subject(&marked.text, found.range(), action));
        if subject == Some(Subject::Other) {
            return None;
        }
        // A construction told after the action rules on it by name.
        let object_names_action =
            object_names_action || subject == Some(Subject::Action) || cue.action_told_first;
        if counterfactual(&marked.text[found.range()], &marked.text[found.end()..]) {
            return None;
        }
        if self.between_other_actions(&marked.text[found.end()..], action) {
            return None;
        }
        let stated = if negated {
            cue.verdict.flipped()
        } else {
            cue.verdict
        };
        let conditional_clause =
            stated == Verdict::No && CONDITION.is_match(&marked.text[found.end()..]);
        // Worked out only for a clause with a cue: most that name the actor have none.
        let same_clause = object_names_action || self.names_action(clause, action);
        let conditional_sentence =
            is_conditional_sentence(folded) && !self.sets_the_action_as_condition(folded, action);
        let words = clause[marked.original(cue_start)..marked.original(found.end())].trim();
        let verdict = if action_set_apart(folded, action, stated) {
            stated.flipped()
        } else {
            stated
        };
        Some(Stance {
            verdict,
            cue: words.to_string(),
            construction: cue.name,
            conditional: conditional_clause || conditional_sentence,
            same_clause,
            actor_nullifies: cue.actor_nullifies,
            // A passive construction's object is its subject, read above.
            // What follows a comma ("..., forcing you to discard your hand")
            // tells what the use brings about, not what it is used on.
            names_its_object: !cue.passive
                && names_its_object(phrase_of(&marked.text, found.start(), found.end())),
            object_names_action,
            between_actions: BETWEEN.is_match(&marked.text[found.end()..])
                || marked.text[found.range()].ends_with("between"),
        })
    }

    /// The actor's own text, quoted or told after its name and "says" or
    /// "reads", in the folded `sentence`: "the traveler
    /// says, \"...while in play, nullifies static warp bubble.\"". None when
    /// the sentence quotes none.
    pub fn quoted_text<'s>(&self, sentence: &'s str) -> Option<&'s str> {
        if !sentence.contains(" says")
            && !sentence.contains(" reads")
            && !sentence.contains(" states")
            && !sentence.contains(" worded")
        {
            return None;
        }
        self.actor.spans(sentence).into_iter().find_map(|name| {
            let quoted = QUOTES_ITS_TEXT.captures(&sentence[name.end..])?;
            quoted
                .get(1)
                .or_else(|| quoted.get(2))
                .map(|text| text.as_str())
        })
    }

    /// What the actor's own text ([`Reader::quoted_text`]) states about
    /// `action`: card text leaves out its subject, the card itself, so each
    /// verb of answering in it is read with the actor before it ("...
    /// nullifies static warp bubble" is "the traveler nullifies static warp
    /// bubble"; "as an interrupt (prevents supernova)"). Only a verb whose
    /// words name the action rules on it.
    fn own_text(&self, folded: &str, action: &Forms) -> Option<Stance> {
        let text = self.quoted_text(folded)?;
        let name = self.actor.names.first()?;
        // Played on what has just done the action, it is played right after it.
        let just_done = PLAYS_ON_WHAT_HAS_JUST
            .captures(text)
            .filter(|found| self.names_action(&found[1], action))
            .and_then(|found| {
                self.read_folded(
                    &format!("{name} may be played right after {}", &found[1]),
                    action,
                )
            });
        if let Some(stance) = just_done {
            return Some(Stance {
                same_clause: true,
                object_names_action: true,
                ..stance
            });
        }
        TEXT_VERB.find_iter(text).find_map(|verb| {
            let said = &text[verb.start()..];
            let said = &said[..said.find(['.', ';', ')']).unwrap_or(said.len())];
            if !self.names_action(said, action) {
                return None;
            }
            let stance = self.read_folded(&format!("{name} {said}"), action)?;
            Some(Stance {
                same_clause: true,
                object_names_action: true,
                ..stance
            })
        })
    }

    /// What "only A can be used to Y, not X" says of the actor X, set apart
    /// after the "not": what it says of A, turned. None when the actor is no
    /// member of what the "not" sets apart.
    fn denied_by_only(&self, folded: &str, action: &Forms) -> Option<Stance> {
        if !folded.contains(", not ") {
            return None;
        }
        let found = ONLY_NOT.captures(folded)?;
        let (said, denied) = (found.get(1)?, found.get(2)?);
        // "not to end it": a use set apart, not a card.
        if denied.as_str().starts_with("to ") || self.actor.named_in(&folded[..denied.start()]) {
            return None;
        }
        let actor = self.actor.last_span_in(denied.as_str())?;
        let restated = format!("{} {}", &denied.as_str()[actor], said.as_str());
        let stance = self.read_folded(&restated, action)?;
        Some(Stance {
            verdict: stance.verdict.flipped(),
            conditional: stance.conditional || is_conditional_sentence(folded),
            ..stance
        })
    }

    /// Whether the condition of a conditional sentence is the action itself ("If
    /// any destination is otherwise provided (e.g. a report with crew action),
    /// then this doorway cannot be discarded"): the sentence rules on the
    /// action, under no condition beyond it. A condition that names the actor
    /// too ("if you play K'chiQ and I close your Door with a Revolving Door")
    /// is a scene set, whatever follows.
    fn sets_the_action_as_condition(&self, folded: &str, action: &Forms) -> bool {
        condition_of(folded).is_some_and(|condition| {
            self.names_action(condition, action) && !self.actor.named_in(condition)
        })
    }

    /// Folded `sentence` with "this card" after the actor's name (found at
    /// `at`) read as that name: "a Plasma Fire can happen aboard any ship,
    /// and thus this card can be played on a cloaked ship". None when the
    /// sentence says no "this card" after it.
    fn this_card_resolved(&self, sentence: &str, at: usize) -> Option<String> {
        const THIS_CARD: &str = "this card";
        let name = self
            .actor
            .names
            .iter()
            .find(|name| sentence[at..].starts_with(name.as_str()))?;
        let after = at + name.len();
        let mut resolved = sentence[..after].to_string();
        let mut from = after;
        for span in word_spans(sentence, THIS_CARD).filter(|span| span.start >= after) {
            resolved.push_str(&sentence[from..span.start]);
            resolved.push_str(name);
            from = span.end;
        }
        (from > after).then(|| resolved + &sentence[from..])
    }

    /// True when the object of a construction, the phrase of `marked` from
    /// `start`, names the action itself, alone or with the construction's
    /// last word, quoted or not ("used to \"abort\" missions": a mission
    /// attempt is what is aborted).
    fn object_names_action(&self, marked: &str, start: usize, action: &Forms) -> bool {
        let object = object_from(marked, start);
        if self.names_action(&marked[object.clone()], action) {
            return true;
        }
        // "X can download A, but not Y": what is set apart right after the
        // object is an object too, read with its "not" ([`action_set_apart`]).
        let rest = &marked[object.end..];
        if let Some(apart) = SET_APART.find(rest) {
            let between = rest[..apart.start()].trim_matches([',', ' ']);
            if between.is_empty() && self.names_action(apart.as_str(), action) {
                return true;
            }
        }
        let verb = marked[..start].rfind(' ').map_or(0, |space| space + 1);
        let phrase = marked[verb..object.end].replace('"', "");
        self.names_action(&phrase, action)
    }

    /// True when what the construction found at `found` in the `marked`
    /// clause answers, the words between its verb and its last "with" or
    /// "by", names the action or stands for it
    /// ([`Reader::stands_for_the_action`]: "nullify it with X", "nullify the
    /// dilemma with X", "get back a Door by using X").
    fn object_before_names_action(
        &self,
        marked: &str,
        found: Range<usize>,
        action: &Forms,
    ) -> bool {
        let found_text = &marked[found.clone()];
        let means = [" with ", " by "]
            .iter()
            .filter_map(|word| found_text.rfind(word))
            .max();
        let object = match (found_text.find(' '), means) {
            (Some(verb_end), Some(with)) if verb_end < with => &found_text[verb_end..with],
            _ => return false,
        };
        self.names_action(object, action)
            || self.stands_for_the_action(marked, object, found.end, action)
    }

    /// Whether `phrase`, what a construction in the `marked` clause answers,
    /// may stand for the action named before it: a pronoun ("it"), unless
    /// the clause names the action after `after` (then the pronoun is
    /// something else); a determiner and a noun or two ("the dilemma"),
    /// unless the clause names the action anywhere (then the noun is another
    /// thing: "play K'chiQ, and I close the door with X").
    fn stands_for_the_action(
        &self,
        marked: &str,
        phrase: &str,
        after: usize,
        action: &Forms,
    ) -> bool {
        let phrase = phrase.trim();
        if PRONOUNS.contains(&phrase) {
            return !self.names_action(&marked[after..], action);
        }
        points_back_by_a_noun(phrase) && !self.names_action(marked, action)
    }

    /// What the subject of the passive construction found at `found` in
    /// `marked` is: the words that open its phrase, to their verb ("the
    /// revolving door" can be removed by X; "she" is not nullified by Q2 and
    /// only nullified by X). A participle that opens the clause has its
    /// subject after its comma ("when nullified by kevin, the gaps card is
    /// discarded"); one set in the middle, before it ("hail, once nullified
    /// by amanda rogers, is discarded").
    fn passive_subject(&self, marked: &str, found: Range<usize>, action: &Forms) -> Subject {
        let (earlier, before) = marked[..found.start]
            .rsplit_once(", ")
            .unwrap_or(("", &marked[..found.start]));
        let phrase = if !PARTICIPLE_OPENS.is_match(before.trim()) {
            before
        } else if !earlier.trim().is_empty() {
            earlier.rsplit(", ").next().unwrap_or(earlier)
        } else {
            let Some((_, after)) = marked[found.end..].split_once(", ") else {
                return Subject::Elided;
            };
            after
        };
        let subject = &phrase[..SUBJECT_END
            .find(phrase)
            .map_or(phrase.len(), |verb| verb.start())];
        if self.names_action(subject, action) {
            return Subject::Action;
        }
        let words: Vec<&str> = subject
            .split_whitespace()
            .filter(|word| !PASSIVE_FILLER.contains(word) && !is_part_number(word))
            .collect();
        match words.join(" ") {
            words if words.is_empty() => Subject::Elided,
            words if self.stands_for_the_action(marked, &words, found.start, action) => {
                Subject::PointsBack
            }
            _ => Subject::Other,
        }
    }

    /// True when what follows a construction times it between actions ("so
    /// that you can play Interrupts in between", "between your individual
    /// actions") and what it is between is not the action ("between
    /// dilemmas"): a play between actions is no response during one.
    fn between_other_actions(&self, after: &str, action: &Forms) -> bool {
        BETWEEN.find(after).is_some_and(|between| {
            let what = &after[between.end()..];
            let phrase = what.find([',', '.', ';']).map_or(what, |end| &what[..end]);
            !self.names_action(phrase, action)
        })
    }

    /// True when folded `text` names the action outside quotations, outside
    /// the actor's own lists (a parenthesis or the subject of "... are valid
    /// responses" that names the actor) and not as another card that
    /// nullifies ("not nullified by Q2": Q2 is no action there).
    pub fn names_action(&self, text: &str, action: &Forms) -> bool {
        let text = self.without_actor_lists(&without_quotations(text));
        let names = action.spans(&text);
        if names.is_empty() {
            return false;
        }
        let actor = self.actor.spans(&text);
        names
            .iter()
            .any(|name| !actor.iter().any(|at| listed_together(&text, at, name)))
    }

    /// Folded `text` with the actor's own lists blanked: a parenthesis, and
    /// the subject of "... are valid responses", that name the actor. What
    /// they name besides is listed beside the actor ("such as Amanda Rogers or
    /// Hail"), not what it responds to. Other cards that nullify ("nullified by
    /// Q2") are blanked too: they act, they are not acted on.
    fn without_actor_lists(&self, text: &str) -> String {
        let subjects = VALID_RESPONSE_SUBJECT
            .captures_iter(text)
            .filter_map(|found| found.get(1))
            .map(|subject| subject.range());
        let parentheses = PARENTHESIS.find_iter(text).map(|found| found.range());
        let lists = subjects
            .chain(parentheses)
            .filter(|list| self.actor.named_in(&text[list.clone()]));
        // "an Interrupt, like Rogue Borg,": the example is the actor's.
        let examples = self.actor.spans(text).into_iter().filter_map(|actor| {
            let example = EXAMPLE_AFTER.find(&text[actor.end..])?;
            Some(actor.end + example.start()..actor.end + example.end())
        });
        let other_agents = NULLIFIED_BY
            .captures_iter(text)
            .filter_map(|found| found.get(1))
            .map(|agent| agent.range())
            .filter(|agent| !self.actor.named_in(&text[agent.clone()]));
        blanked(text, lists.chain(examples).chain(other_agents).collect())
    }
}

/// True when what a construction answers, the phrase of `marked` from
/// `start`, is a pronoun standing for what was named before ("it").
fn points_back_to_what_was_named(marked: &str, start: usize) -> bool {
    PRONOUN_BACK.is_match(marked[object_from(marked, start)].trim())
}

/// True when the names at `a` and `b` in `text` stand side by side in one list
/// ("use Amanda Rogers or Kevin Uxbridge to nullify ..."): what the sentence
/// says of one it says of both, not of one responding to the other.
fn listed_together(text: &str, a: &Range<usize>, b: &Range<usize>) -> bool {
    let between = if a.end <= b.start {
        &text[a.end..b.start]
    } else if b.end <= a.start {
        &text[b.end..a.start]
    } else {
        return false;
    };
    LIST_JOIN.is_match(between)
}

/// What joins two names of one list: commas, slashes, "or", "and", "nor",
/// and the members between them, names with perhaps a parenthesis of their
/// own ("kevin uxbridge, amanda rogers, countermanda"; "candle, q2 (to nullify
/// q), eyes in the dark").
static LIST_JOIN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:\s*(?:,|/|\bor\b|\band\b|\bnor\b)\s*)+(?:[a-z0-9'’:. -]{1,40}?(?:\s*\([^()]*\))?(?:\s*(?:,|/|\bor\b|\band\b|\bnor\b)\s*)+)*$")
        .expect("list pattern is a valid regular expression")
});

/// Whether `word` numbers a FAQ part ("2)").
fn is_part_number(word: &str) -> bool {
    word.strip_suffix(')')
        .is_some_and(|number| !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether folded `sentence` sets its statement under a condition ("if ...",
/// "..., if ...").
fn is_conditional_sentence(sentence: &str) -> bool {
    sentence.starts_with("if ") || sentence.contains(", if ") || sentence.contains(". if ")
}

/// The condition of a folded conditional sentence: from its "if" to the comma
/// that closes it, outside parentheses ("if any destination is otherwise
/// provided (e.g. a report, or a download)") and not going on with "and" or
/// "or" ("if you play K'chiQ, and I close your Door, ..."), or to the end.
fn condition_of(sentence: &str) -> Option<&str> {
    let start = if sentence.starts_with("if ") {
        0
    } else {
        [", if ", ". if "]
            .iter()
            .filter_map(|opening| sentence.find(opening).map(|at| at + 2))
            .min()?
    };
    let mut depth = 0usize;
    for (at, c) in sentence[start..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                let rest = &sentence[start + at + 1..];
                if !rest.starts_with(" and ") && !rest.starts_with(" or ") {
                    return Some(&sentence[start..start + at]);
                }
            }
            _ => {}
        }
    }
    Some(&sentence[start..])
}

/// What the subject of a passive construction is ([`Reader::passive_subject`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Subject {
    /// It names the action.
    Action,
    /// A word standing for the action ([`Reader::stands_for_the_action`]:
    /// "it", "the dilemma").
    PointsBack,
    /// None: only auxiliaries and adverbs ("and thus can be").
    Elided,
    /// Something else: the construction rules on that.
    Other,
}

/// The words of a passive subject that name nothing: auxiliaries, negations,
/// adverbs and conjunctions ("and thus can not be"), the FAQ's "a:".
const PASSIVE_FILLER: &[&str] = &[
    "a:",
    "also",
    "always",
    "and",
    "are",
    "be",
    "been",
    "being",
    "but",
    "can",
    "cannot",
    "could",
    "even",
    "however",
    "is",
    "longer",
    "may",
    "might",
    "must",
    "never",
    "no",
    "not",
    "now",
    "only",
    "q:",
    "shall",
    "should",
    "so",
    "still",
    "then",
    "therefore",
    "thus",
    "was",
    "were",
    "will",
    "would",
];

/// Pronouns that may stand for a card named before, as subject or object.
const PRONOUNS: &[&str] = &[
    "he", "her", "him", "it", "she", "that", "them", "these", "they", "this", "those",
];

/// "Only A can be used to Y, not X or Z": what is said of A (group 1, from
/// its verb) and the names the "not" sets apart (group 2: a list of names,
/// not a phrase such as "to end it"), to the next mark.
static ONLY_NOT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bonly (?:a |an |the )?[a-z0-9' -]{1,40}? ((?:can|may|could|will|must) [^.;]{1,80}?), not ((?:a |an |the )?[a-z0-9'][a-z0-9' -]{0,39}?(?:(?:,| or| and|, or|, and) (?:a |an |the )?[a-z0-9'][a-z0-9' -]{0,39}?){0,4})(?:[.;,!?]|$)")
        .expect("only-not pattern is a valid regular expression")
});

/// What may open a clause before a passive participle: nothing, or a
/// subordinator with perhaps its subject and verb ("when", "once it is"),
/// after a FAQ's "A:" or a part's number.
static PARTICIPLE_OPENS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^((q|a): |\d+\) )?((and |but |so )?(when|once|if|after|unless|until|before|while)( (it|he|she|they) (is|are|was|were))?)?$")
        .expect("participle opening pattern is a valid regular expression")
});

/// Where the subject of a clause ends: its verb, or a clause mark.
static SUBJECT_END: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r" (is|are|was|were|has|have|had|will|would|can|cannot|may|might|must|does|do|did)\b|[,;]",
    )
    .expect("subject end pattern is a valid regular expression")
});

/// Who answers, in "nullified by X" or another of [`UNDONE`]: the words
/// after "by", to "and", "or" or the end of the phrase.
static NULLIFIED_BY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"\b{UNDONE} by ([^,;:().]*?)(?: and\b| or\b|[,;:().]|$)"
    ))
    .expect("nullified-by pattern is a valid regular expression")
});

/// The passive verbs of answering a card: what is "nullified by", "removed
/// by", "closed by" X is what X answers. Not "destroyed" (a ship destroyed
/// by a card's effect is no card answered) nor "stopped" (a status).
const UNDONE: &str = "(?:nullified|removed|closed|cancell?ed|countered|prevented)";

/// A pronoun opening what a response is to: it stands for a card named
/// before ("it", "it from attacking me").
static PRONOUN_BACK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(it|them|him|her)\b").expect("pronoun pattern is a valid regular expression")
});

/// A determiner and a noun or two, all of what a response is to: they may
/// stand for a card named before ("the dilemma", "that attack", "its attack").
static DETERMINED_BACK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(the|that|this|these|those|its|their) [a-z-]+( [a-z-]+)?$")
        .expect("pointing pattern is a valid regular expression")
});

/// True when what a response is to, a phrase of folded text, is a
/// determiner and a noun or two that may stand for a card named before ("the
/// dilemma"), not a pronoun.
pub fn points_back_by_a_noun(object: &str) -> bool {
    DETERMINED_BACK.is_match(object.trim().trim_end_matches(['.', '?', '!', '"']))
}

/// True when what a response is to, a phrase of folded text, points back to
/// a card named before: a pronoun ("it from attacking me"),
/// or a determiner and a noun or two ("the dilemma").
pub fn points_back(object: &str) -> bool {
    let object = object.trim().trim_end_matches(['.', '?', '!', '"']);
    PRONOUN_BACK.is_match(object) || DETERMINED_BACK.is_match(object)
}

/// The subject of "X and Y are (not) valid responses": the words before the
/// verb, from the start of the text or of its phrase.
static VALID_RESPONSE_SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:^|[,;:(])([^,;:()]*?)\b(?:is|are|be|was|were)(?: not)? (?:a |also )?valid responses?\b")
        .expect("subject pattern is a valid regular expression")
});

/// A parenthesis, with no other inside it.
pub static PARENTHESIS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\([^()]*\)").expect("parenthesis pattern is a valid regular expression")
});

/// `text` with each of the `spans` (byte ranges, some of them overlapping)
/// replaced by a space.
pub fn blanked(text: &str, mut spans: Vec<Range<usize>>) -> String {
    spans.sort_by_key(|span| span.start);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for span in spans {
        if span.start >= at {
            out.push_str(&text[at..span.start]);
            out.push(' ');
        }
        at = at.max(span.end);
    }
    out.push_str(&text[at..]);
    out
}

/// True when the actor a cue matched (its first mark in the `cue` range of the
/// `marked` clause) is what a response is to ("not valid responses to
/// encountering a Borg Ship"): then the clause says nothing of the actor
/// responding.
fn actor_is_responded_to(marked: &str, cue: Range<usize>) -> bool {
    let Some(at) = marked[cue.clone()].find(ACTOR) else {
        return false;
    };
    let at = cue.start + at;
    response_objects(marked)
        .iter()
        .any(|object| object.contains(&at))
}

/// What introduces what a response is to: "response to", "respond to",
/// "nullify".
static RESPONSE_TO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(respon[a-z]* to|nullif(y|ies|ying)) ")
        .expect("response pattern is a valid regular expression")
});

/// What ends what a response is to: a clause mark, or a word that goes on to
/// something else ("respond to Hail with Amanda Rogers").
static OBJECT_END: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"[,;:()]| (with|by|using|because|so|but) ")
        .expect("object end pattern is a valid regular expression")
});

/// Where `text` (folded, or marked) says what a response is to: the words
/// after each "response to", "respond to" or "nullify", to the end of the
/// phrase.
pub fn response_objects(text: &str) -> Vec<Range<usize>> {
    RESPONSE_TO
        .find_iter(text)
        .map(|found| object_from(text, found.end()))
        .collect()
}

/// The phrase of `text` from `start` to a clause mark or a word that goes on
/// to something else: what a response, or a use of a card, is to. A
/// parenthesis opening with "or" offers another thing the phrase names ("a
/// Borg Ship (or any other dilemma)"), and one opening with "such as" gives
/// examples of it ("an Event that is immediately played and
/// discarded (such as Kivas Fajo)"): it is part of the phrase.
pub fn object_from(text: &str, start: usize) -> Range<usize> {
    let mut from = start;
    while let Some(end) = OBJECT_END.find(&text[from..]) {
        let at = from + end.start();
        let goes_on = ["or ", "such as "]
            .iter()
            .any(|opening| text[at + 1..].starts_with(opening));
        if end.as_str() != "(" || !goes_on {
            return start..at;
        }
        match text[at..].find(')') {
            Some(close) => from = at + close + 1,
            None => break,
        }
    }
    start..text.len()
}

/// What stands for the actor in a cue pattern and in the text matched against
/// it: capitals, which folded text never holds, so that the patterns compile
/// once rather than for every actor asked about.
pub const ACTOR: &str = "ACTOR";

/// Folded text with every form of an actor, and a plural or possessive ending
/// after it, replaced by [`ACTOR`]; a form in quotation marks of its own
/// ("immune to "Loss of Orbital Stability"") is replaced with them, as the
/// card it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Marked {
    /// The text as marked.
    pub text: String,
    /// Where each [`ACTOR`] stands in `text`, and the length of what it replaced.
    replaced: Vec<(usize, usize)>,
}

impl Marked {
    /// Marks `folded`: at each place, the longest form found there (forms are
    /// kept longest first) and the first ending that follows it.
    pub fn new(folded: &str, actor: &Forms) -> Marked {
        let mut text = String::with_capacity(folded.len());
        let mut replaced = Vec::new();
        let mut at = 0;
        while let Some((found, name)) = next_name(folded, at, actor) {
            text.push_str(&folded[at..found]);
            let after = &folded[found + name.len()..];
            let ending = ENDINGS
                .iter()
                .find(|ending| after.starts_with(*ending))
                .map_or(0, |ending| ending.len());
            let quoted = text.ends_with('"') && after[ending..].starts_with('"');
            let quotes = if quoted {
                text.pop();
                2
            } else {
                0
            };
            replaced.push((text.len(), name.len() + ending + quotes));
            text.push_str(ACTOR);
            at = found + name.len() + ending + quotes / 2;
        }
        text.push_str(&folded[at..]);
        Marked { text, replaced }
    }

    /// The offset in the folded text of an offset in the marked text (one
    /// inside an [`ACTOR`] is taken to its start).
    pub fn original(&self, offset: usize) -> usize {
        // The marks before `offset`, and the text they replaced.
        let (mut marks, mut replaced) = (0, 0);
        for &(at, len) in &self.replaced {
            if offset < at + ACTOR.len() {
                return offset.min(at) - marks + replaced;
            }
            marks += ACTOR.len();
            replaced += len;
        }
        offset - marks + replaced
    }
}

/// The first place in `folded` at or after `at` where a form of the actor
/// starts, with the longest form there (forms are kept longest first). An
/// empty form (Forms::new drops them) would mark nothing, so is not looked for.
fn next_name<'f>(folded: &str, at: usize, actor: &'f Forms) -> Option<(usize, &'f str)> {
    let names = actor.names.iter().filter(|name| !name.is_empty());
    let found = at
        + names
            .filter_map(|name| folded[at..].find(name.as_str()))
            .min()?;
    let rest = &folded[found..];
    let name = actor
        .names
        .iter()
        .find(|name| !name.is_empty() && rest.starts_with(name.as_str()))?;
    Some((found, name))
}

/// A pattern matched against the bytes of a text, with ASCII classes and word
/// boundaries.
pub type AsciiPattern = regex::bytes::Regex;

/// Compiles a pattern with ASCII classes and word boundaries (the folded rules
/// text is English; a name's own letters are matched as written), which
/// compiles in a fraction of the time Unicode ones take.
fn compile_ascii_pattern(pattern: &str) -> Option<AsciiPattern> {
    regex::bytes::RegexBuilder::new(pattern)
        .unicode(false)
        .build()
        .ok()
}

/// A pattern of this module's own, with [`ACTOR`] for `{A}`, compiled.
pub fn compile_actor_pattern(pattern: &str) -> AsciiPattern {
    compile_ascii_pattern(&actor_pattern_source(pattern))
        .expect("the verdict patterns are valid regular expressions")
}

/// A pattern of this module's own as the regular expression engine reads it:
/// [`ACTOR`] for `{A}`, [`UNDONE`] for `{UNDONE}`, [`LIST_BEFORE`] for
/// `{LIST}`, [`PLAYER`] for `{PLAYER}`.
fn actor_pattern_source(pattern: &str) -> String {
    pattern
        .replace("{A}", ACTOR)
        .replace("{UNDONE}", UNDONE)
        .replace("{LIST}", LIST_BEFORE)
        .replace("{PLAYER}", PLAYER)
}

/// A player, the subject of what is done after a response ("..., you can
/// still play Y", "..., you must discard Y").
const PLAYER: &str = "(?:you|he|she|they|i|we|(?:your|the|his|her) opponent)";

/// The members of a list before its last ("another AU Doorway, another
/// Revolving Door of your own, or "): up to three, each ended by a comma,
/// "or" or "and".
const LIST_BEFORE: &str = "([a-z0-9' -]{1,40}?(,| or| and|, or|, and) ){0,3}";

/// True when `before` ends a word and a hyphen joined to it ("q-", "q- "):
/// a form that follows is the end of a compound ("Q-Battle", a war of
/// Interrupts), not a name of its own. An adverb of time joined so ("just-",
/// "already-") leaves the form what it is: a "just-scored mission" is a
/// scored mission.
fn ends_compound(before: &str) -> bool {
    let before = before.strip_suffix(' ').unwrap_or(before);
    let Some(joined) = before.strip_suffix('-') else {
        return false;
    };
    let word = joined
        .rsplit(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or_default();
    !word.is_empty() && !TIME_ADVERBS.contains(&word)
}

/// Adverbs of time that may be joined to the participle after them by a
/// hyphen ("just-scored", "already-initiated").
const TIME_ADVERBS: &[&str] = &["already", "just", "newly", "recently"];

/// The text with long quotations (a card's own words) blanked: a name inside
/// quoted game text is not what the sentence is about.
pub fn without_quotations(text: &str) -> String {
    QUOTATION.replace_all(text, " ").into_owned()
}

static QUOTATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#""[^"]*\s[^"]*\s[^"]*\s[^"]*""#)
        .expect("quotation pattern is a valid regular expression")
});

/// `stance`, read from folded `answer`, with the opposite verdict when the
/// answer sets the action apart (names it first in an "except ..." phrase,
/// or after a "not" in an answer that says yes: "Yes, except that it doesn't
/// apply to the other Targs").
pub fn except_the_action(stance: Stance, answer: &str, action: &Forms) -> Stance {
    if action_set_apart(answer, action, stance.verdict) {
        Stance {
            verdict: stance.verdict.flipped(),
            ..stance
        }
    } else {
        stance
    }
}

/// True when the action is first named inside an "except ..." phrase, or,
/// in a sentence that says yes, inside what a "not" sets apart: the
/// sentence's verdict is the opposite for it.
fn action_set_apart(folded: &str, action: &Forms, verdict: Verdict) -> bool {
    let Some(at) = action.find_asked(folded) else {
        return false;
    };
    let inside = |m: regex::Match| at >= m.start() && at < m.end();
    EXCEPT.find_iter(folded).any(inside)
        || (verdict == Verdict::Yes && SET_APART.find_iter(folded).any(inside))
}

/// A "Yes"/"No" answer at the start of an answer or as "the answer is yes".
/// Only the opening words are folded to read the start; the whole answer
/// only when it may say "the answer is".
pub fn read_answer(answer: &str) -> Option<Stance> {
    let opening = fold(first_words(answer, OPENING_WORDS));
    if let Some(captures) = ANSWER_AT_START.captures(&opening) {
        return answer_stance(&captures, 3);
    }
    if !may_say_the_answer(answer) {
        return None;
    }
    answer_stance(&ANSWER_LATER.captures(&fold(answer))?, 1)
}

/// The beginning of `text` through its `count`th word (words are apart by
/// whitespace), or all of it when it has fewer. Folded, it is the beginning
/// of the text folded, the same words.
fn first_words(text: &str, count: usize) -> &str {
    let mut words = 0;
    let mut in_word = false;
    for (at, c) in text.char_indices() {
        let space = c.is_whitespace();
        if space && in_word {
            words += 1;
            if words == count {
                return &text[..at];
            }
        }
        in_word = !space;
    }
    text
}

/// Whether the words an answer opens with ([`ANSWER_AT_START`]) say no: "no",
/// "... not", "I don't think so"; "yes" and the rest say yes.
fn says_no(word: &str) -> bool {
    let word = word.trim_end_matches(|c: char| !c.is_alphanumeric());
    word == "no" || word.ends_with(" not") || word.contains("n't")
}

/// The stance of an answer matched with its "yes" or "no" in capture group
/// `word`, the whole match quoted as its cue.
fn answer_stance(captures: &regex::Captures, word: usize) -> Option<Stance> {
    let word = captures.get(word)?.as_str();
    Some(Stance {
        verdict: if says_no(word) {
            Verdict::No
        } else {
            Verdict::Yes
        },
        cue: captures
            .get(0)
            .map(|m| m.as_str().to_string())
            .unwrap_or_default(),
        construction: "answer",
        conditional: false,
        same_clause: true,
        actor_nullifies: false,
        names_its_object: false,
        object_names_action: false,
        between_actions: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(sentence: &str, actor: &str, action: &str) -> Option<(Verdict, bool)> {
        read_sentence(sentence, &Forms::new([actor]), &Forms::new([action]))
            .map(|s| (s.verdict, s.conditional))
    }

    #[test]
    fn what_a_rule_forbids_is_read_of_its_example() {
        let s = "From the moment you announce that you are starting a battle to the time when that battle is over, no player may perform an action, such as playing an Interrupt.";
        assert_eq!(
            read(s, "an interrupt", "battle"),
            Some((Verdict::No, false))
        );
        let s = "During a battle, players may perform an action, such as playing an Interrupt.";
        assert_eq!(
            read(s, "an interrupt", "battle"),
            Some((Verdict::Yes, false))
        );
        // An example of something else is none of the rule's.
        let s =
            "No player may perform an action during battle, such as the Klingon boarding party's.";
        assert_eq!(read(s, "an interrupt", "battle"), None);
        // What the rule is on is told before it, not in a parenthesis there.
        let s = "Until that battle is over (ie, ships and personnel have been discarded), no player may perform an action, such as playing an Interrupt.";
        assert_eq!(read(s, "an interrupt", "personnel"), None);
        assert_eq!(
            read(s, "an interrupt", "battle"),
            Some((Verdict::No, false))
        );
    }

    #[test]
    fn an_answer_has_the_opposite_verdict_for_what_it_sets_apart() {
        let yes = read_answer("Yes, except that it doesn't apply to the other Targs.").unwrap();
        let answer = "2) yes, except that it doesn't apply to the other targs.";
        let targs = Forms::new(["other targs"]);
        assert_eq!(
            except_the_action(yes.clone(), answer, &targs).verdict,
            Verdict::No
        );
        // What it does not set apart keeps the answer's verdict.
        let klingons = Forms::new(["klingons"]);
        let answer = "2) yes, for klingons, except that it doesn't apply to the other targs.";
        assert_eq!(
            except_the_action(yes, answer, &klingons).verdict,
            Verdict::Yes
        );
    }

    #[test]
    fn a_rule_forbidding_any_card_or_action_is_read_of_any() {
        let any = "an action";
        let s = "From the moment you announce that you are starting a battle to the time when that battle is over, no player may perform an action, such as playing an Interrupt.";
        assert_eq!(read(s, any, "battle"), Some((Verdict::No, false)));
        let s = "Once a dilemma has been overturned, neither player may play a card, unless specifically permitted.";
        assert_eq!(read(s, "a card", "dilemma"), Some((Verdict::No, true)));
        let s = "So, you cannot use a card to interrupt your opponent while he is moving.";
        assert_eq!(read(s, "a card", "moving"), Some((Verdict::No, false)));
    }

    #[test]
    fn valid_response_statements() {
        let s = "Likewise, Hugh is a valid response to the attack of a Borg Ship dilemma just encountered, because it nullifies that attack.";
        assert_eq!(read(s, "Hugh", "Borg Ship"), Some((Verdict::Yes, false)));
        let s = "Smoke Bomb and Phaser Burns are valid responses to personnel battle.";
        assert_eq!(
            read(s, "Phaser Burns", "personnel battle"),
            Some((Verdict::Yes, false))
        );
        assert_eq!(
            read(s, "Smoke Bomb", "personnel battle"),
            Some((Verdict::Yes, false))
        );
    }

    #[test]
    fn an_example_told_after_its_clause_is_what_the_clause_says_of_its_kind() {
        let s = "Note that interrupts could still be played on the ship, such as Auto-Destruct.";
        assert_eq!(
            read(s, "Auto-Destruct", "ship"),
            Some((Verdict::Yes, false))
        );
        let s = "Interrupts cannot be played during battle, like Rogue Borg or Q2.";
        assert_eq!(read(s, "Q2", "battle"), Some((Verdict::No, false)));
        assert_eq!(
            examples_beside_their_kind("events may be played on a planet, e.g. plasma fire."),
            Some("events e.g. plasma fire may be played on a planet.".to_string())
        );
        // Nor are examples that may be of another kind the clause names.
        assert_eq!(
            examples_beside_their_kind("dilemmas can be nullified by interrupts, such as q2."),
            None
        );
        // An example of something else than the subject's kind is not moved.
        assert_eq!(
            examples_beside_their_kind("hugh may be played in battle, such as a borg battle."),
            None
        );
    }

    #[test]
    fn a_play_between_other_actions_is_no_response_during_one() {
        let s =
            "Of course, you can ask him to slow down, so that you can play Interrupts in between.";
        assert_eq!(read(s, "Interrupts", "beaming"), None);
        let s =
            "You must give your opponent time to play Interrupts between your individual actions.";
        assert_eq!(read(s, "Interrupts", "battle"), None);
        // Between the action itself, or no timing at all, the play is read.
        let s = "However, you may play Interrupts between dilemmas.";
        assert_eq!(
            read(s, "Interrupts", "dilemmas"),
            Some((Verdict::Yes, false))
        );
        let s = "So that you can play Interrupts to nullify the battle.";
        assert_eq!(read(s, "Interrupts", "battle"), Some((Verdict::Yes, false)));
    }

    #[test]
    fn a_play_between_two_of_the_actions_is_told_apart() {
        let between = |s: &str| {
            read_sentence(s, &Forms::new(["interrupts"]), &Forms::new(["dilemmas"]))
                .map(|stance| (stance.verdict, stance.between_actions))
        };
        let s = "However, Interrupts can be played between dilemmas or before the first dilemma is encountered.";
        assert_eq!(between(s), Some((Verdict::Yes, true)));
        let s = "However, you may play Interrupts in between dilemmas.";
        assert_eq!(between(s), Some((Verdict::Yes, true)));
        let s = "Interrupts cannot be played during dilemmas.";
        assert_eq!(between(s), Some((Verdict::No, false)));
    }

    #[test]
    fn a_modal_governs_each_use_it_is_said_of() {
        let s = "You could not, for instance, use Vulcan Mindmeld to gain more skills, or use Humuhumunukunukuapua'a to raise your attributes.";
        for actor in ["Vulcan Mindmeld", "Humuhumunukunukuapua'a"] {
            assert_eq!(
                read(s, actor, "dilemma").map(|v| v.0),
                Some(Verdict::No),
                "{actor}"
            );
        }
        let s = "You can play Hail, or use Q2 during battle.";
        assert_eq!(read(s, "Q2", "battle").map(|v| v.0), Some(Verdict::Yes));
    }

    #[test]
    fn what_a_card_is_played_with_it_is_played_during() {
        let s = "It is played with the personnel who go through the Devidian Door.";
        assert_eq!(
            read(
                &s.replace("It", "Zorn Gambit"),
                "Zorn Gambit",
                "Devidian Door"
            )
            .map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "Zorn Gambit is not played along with a Devidian Door.";
        assert_eq!(
            read(s, "Zorn Gambit", "Devidian Door").map(|v| v.0),
            Some(Verdict::No)
        );
        // What it is played with is that alone.
        let s = "Zorn Gambit is played with two MEDICAL present, after the Devidian Door.";
        assert_eq!(read(s, "Zorn Gambit", "Devidian Door"), None);
    }

    #[test]
    fn what_a_card_is_played_on_it_answers() {
        let s =
            "When Zorn Gambit is played on Assimilate Planet, the objective is worth 60 points.";
        assert_eq!(
            read(s, "Zorn Gambit", "Assimilate Planet").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "Zorn Gambit is never played against a cloaked ship.";
        assert_eq!(
            read(s, "Zorn Gambit", "cloaked ship").map(|v| v.0),
            Some(Verdict::No)
        );
    }

    #[test]
    fn a_card_that_catches_the_action_answers_it() {
        let s = "The Zorn Gambit \"catches\" the \"hurl\" of Gomtuu.";
        assert_eq!(
            read(s, "Zorn Gambit", "Gomtuu").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "Zorn Gambit does not catch Gomtuu.";
        assert_eq!(
            read(s, "Zorn Gambit", "Gomtuu").map(|v| v.0),
            Some(Verdict::No)
        );
    }

    #[test]
    fn what_makes_no_sense_to_play_on_the_action_is_not_played_on_it() {
        let s = "For example, a Zorn Gambit card doesn't make sense to play since a cloaked ship cannot be scanned.";
        assert_eq!(
            read(s, "Zorn Gambit", "cloaked ship").map(|v| v.0),
            Some(Verdict::No)
        );
        let s = "It makes sense to play Zorn Gambit on a cloaked ship.";
        assert_eq!(
            read(s, "Zorn Gambit", "cloaked ship").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "It makes no sense to play Zorn Gambit on a cloaked ship.";
        assert_eq!(
            read(s, "Zorn Gambit", "cloaked ship").map(|v| v.0),
            Some(Verdict::No)
        );
    }

    #[test]
    fn what_a_card_may_download_it_answers_and_what_is_set_apart_it_does_not() {
        let s = "Zorn Gambit may download Hail.";
        assert_eq!(
            read(s, "Zorn Gambit", "Hail").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "Zorn Gambit cannot download Hail.";
        assert_eq!(
            read(s, "Zorn Gambit", "Hail").map(|v| v.0),
            Some(Verdict::No)
        );
        // ", but not" and ", not" set a card apart inside the clause.
        let s = "Zorn Gambit can download Hail, but not Wormhole, because they differ.";
        assert_eq!(
            read(s, "Zorn Gambit", "Hail").map(|v| v.0),
            Some(Verdict::Yes)
        );
        assert_eq!(
            read(s, "Zorn Gambit", "Wormhole").map(|v| v.0),
            Some(Verdict::No)
        );
        let s = "Zorn Gambit can download only Hail, not Wormhole or Scan.";
        assert_eq!(
            read(s, "Zorn Gambit", "Scan").map(|v| v.0),
            Some(Verdict::No)
        );
        // What the card downloads is named: another card's download is not it.
        let s = "Zorn Gambit can download Hail.";
        assert_eq!(read(s, "Zorn Gambit", "Wormhole"), None);
    }

    #[test]
    fn a_card_that_cannot_be_discarded_to_do_what_it_does_cannot_answer() {
        let s = "If a destination is provided (e.g. a report with crew action), then Zorn Gambit cannot be discarded to affect mixing.";
        assert_eq!(
            read(s, "Zorn Gambit", "report with crew"),
            Some((Verdict::No, false))
        );
        // A permission to discard says nothing of what it answers.
        let s = "Zorn Gambit may be discarded to affect mixing after a report with crew.";
        assert_eq!(read(s, "Zorn Gambit", "report with crew"), None);
    }

    #[test]
    fn what_may_be_changed_with_a_card_it_may_be_used_on() {
        let s = "A counterpart may be converted to a drone with Zorn Gambit.";
        assert_eq!(
            read(s, "Zorn Gambit", "counterpart").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "A counterpart cannot be converted to a drone with Zorn Gambit.";
        assert_eq!(
            read(s, "Zorn Gambit", "counterpart").map(|v| v.0),
            Some(Verdict::No)
        );
        // The passive rules on its subject, not on another thing named.
        let s = "A counterpart may be converted to a drone with Zorn Gambit during battle.";
        assert_eq!(read(s, "Zorn Gambit", "battle"), None);
    }

    #[test]
    fn what_a_card_provides_for_it_answers() {
        let s = "Zorn Gambit provides a destination for a report of a personnel when no destination is otherwise provided.";
        assert_eq!(
            read(s, "Zorn Gambit", "report").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "Zorn Gambit does not provide a destination for a report of a personnel.";
        assert_eq!(
            read(s, "Zorn Gambit", "report").map(|v| v.0),
            Some(Verdict::No)
        );
        // What it provides for is named: another thing says nothing.
        let s = "Zorn Gambit provides a destination for a report of a personnel.";
        assert_eq!(read(s, "Zorn Gambit", "battle"), None);
    }

    #[test]
    fn where_the_asked_title_stands_by_itself_decides_what_is_set_apart() {
        let group = Forms::new(["Hail", "Hail: Storm", "Hail: Calm"]);
        let s = "zorn gambit can download only hail: storm, not hail or hail: calm";
        // Asked as the bare title: it stands by itself after the "not".
        let bare = group.clone().asked_as("Hail");
        assert_eq!(bare.find_asked(s), s.find("hail or"));
        // Asked as a member: where that member stands.
        let storm = group.asked_as("Hail: Storm");
        assert_eq!(storm.find_asked(s), s.find("hail: storm"));
    }

    #[test]
    fn what_a_card_may_replace_it_answers() {
        let s = "Downloads with Zorn Gambit's special skill may replace any of the card draws from Kivas Fajo.";
        assert_eq!(
            read(s, "Zorn Gambit", "Kivas Fajo").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "Zorn Gambit cannot replace a card draw from Kivas Fajo.";
        assert_eq!(
            read(s, "Zorn Gambit", "Kivas Fajo").map(|v| v.0),
            Some(Verdict::No)
        );
        // What it replaces is that alone.
        let s = "Zorn Gambit may replace a personnel, and then Kivas Fajo is played.";
        assert_eq!(read(s, "Zorn Gambit", "Kivas Fajo"), None);
    }

    #[test]
    fn what_one_may_do_by_using_a_card_it_answers() {
        let s = "For example, you might be able to get back a Devidian Door that was discarded by using Palor Toff.";
        assert_eq!(
            read(s, "Palor Toff", "Devidian Door").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "You cannot escape the Borg Ship by playing Zorn Gambit.";
        assert_eq!(
            read(s, "Zorn Gambit", "Borg Ship").map(|v| v.0),
            Some(Verdict::No)
        );
        // What is done by using it is that alone.
        let s = "You may draw a card by using Zorn Gambit, and then the Borg Ship attacks.";
        assert_eq!(read(s, "Zorn Gambit", "Borg Ship").map(|v| v.0), None);
    }

    #[test]
    fn an_adverb_between_could_and_use_leaves_the_construction_whole() {
        let s = "If he has Zorn Gambit in play, he could possibly use it to discard your Devidian Door.";
        assert_eq!(
            read(s, "Zorn Gambit", "Devidian Door").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "If he has Zorn Gambit in play, he could also use it against the Devidian Door.";
        assert_eq!(
            read(s, "Zorn Gambit", "Devidian Door").map(|v| v.0),
            Some(Verdict::Yes)
        );
    }

    #[test]
    fn what_a_card_says_it_may_be_played_during_it_answers() {
        let s = "Zorn Gambit doesn't say that it can be played in response to an interrupt.";
        assert_eq!(
            read(s, "Zorn Gambit", "an interrupt").map(|v| v.0),
            Some(Verdict::No)
        );
        let s = "Zorn Gambit does not specifically say it may be played during battle.";
        assert_eq!(
            read(s, "Zorn Gambit", "battle").map(|v| v.0),
            Some(Verdict::No)
        );
        let s = "Zorn Gambit says it can be played during battle.";
        assert_eq!(
            read(s, "Zorn Gambit", "battle").map(|v| v.0),
            Some(Verdict::Yes)
        );
        // Right, immediately or just after an action is timed by it.
        for after in ["right after", "immediately after", "just after"] {
            let s =
                format!("Zorn Gambit says that it can be played {after} a player plays a card.");
            let read_play = read(&s, "Zorn Gambit", "plays a card").map(|v| v.0);
            assert_eq!(read_play, Some(Verdict::Yes), "{s}");
            let s = format!("Zorn Gambit can be played {after} a battle.");
            let read_battle = read(&s, "Zorn Gambit", "battle").map(|v| v.0);
            assert_eq!(read_battle, Some(Verdict::Yes), "{s}");
        }
        // What it says it may answer is that alone.
        let s = "Zorn Gambit doesn't say it can be played during movement, and battle follows.";
        assert_eq!(read(s, "Zorn Gambit", "battle"), None);
    }

    #[test]
    fn what_a_card_is_used_during_is_what_it_answers() {
        let s = "The Echo Papa is only \"used during away team battles...\"";
        assert_eq!(
            read(s, "Echo Papa", "away team battles").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "Red Alert is not played during battle.";
        assert_eq!(
            read(s, "Red Alert", "battle").map(|v| v.0),
            Some(Verdict::No)
        );
        // What follows is what it is used during: another action says
        // nothing, unless it is set apart with a "not".
        let s = "Red Alert is used during a mission attempt, and battle follows.";
        assert_eq!(read(s, "Red Alert", "battle"), None);
        let s = "Red Alert is used during a mission attempt, not in battle.";
        assert_eq!(
            read(s, "Red Alert", "battle").map(|v| v.0),
            Some(Verdict::No)
        );
    }

    #[test]
    fn negations() {
        let s = "Going to the Top is not a valid response to personnel battle; although returning a personnel to hand could affect the outcome of the battle, Going to the Top does not specifically say that it is related to battle.";
        assert_eq!(
            read(s, "Going to the Top", "personnel battle"),
            Some((Verdict::No, false))
        );
        let s = "If you encounter a Borg Ship dilemma, you cannot play Temporal Rift on your own ship to avoid the attack.";
        assert_eq!(
            read(s, "Temporal Rift", "Borg Ship").map(|v| v.0),
            Some(Verdict::No)
        );
        let s = "On the other hand, once your opponent has declared an attack, it is normally too late to use Out Of Time to escape by time travelling.";
        assert_eq!(
            read(s, "Out Of Time", "attack").map(|v| v.0),
            Some(Verdict::No)
        );
        let s = "Playing Temporal Rift on the ship and returning the ship to your hand are not valid responses to encountering a Borg Ship.";
        assert_eq!(
            read(s, "Temporal Rift", "Borg Ship").map(|v| v.0),
            Some(Verdict::No)
        );
    }

    #[test]
    fn a_verb_and_its_object_name_the_action_together() {
        let s = "So, cards like Emergency Transporter Armbands or Temporal Rift can be used to \"abort\" missions, but cannot \"abort\" individual dilemmas.";
        let reader = Reader::new(Forms::new(["Temporal Rift"]));
        let attempt = Forms::new(["mission attempt", "abort a mission", "abort mission"]);
        let stance = reader.read(s, &attempt).unwrap();
        assert_eq!(stance.verdict, Verdict::Yes);
        assert!(stance.same_clause && stance.object_names_action);
        assert_eq!(reader.read(s, &Forms::new(["dilemma"])), None);
    }

    #[test]
    fn this_card_after_the_actor_is_the_actor() {
        let s = "For example, a Plasma Fire can happen aboard a ship whether it is cloaked or not, and thus this card can be played on a cloaked ship.";
        assert_eq!(
            read(s, "Plasma Fire", "cloaked ship"),
            Some((Verdict::Yes, false))
        );
        // Before the actor is named, "this card" is another one.
        let s = "This card can be played on a cloaked ship, unlike Plasma Fire.";
        assert_eq!(read(s, "Plasma Fire", "cloaked ship"), None);
        // Only "this card" as words of their own.
        let reader = Reader::new(Forms::new(["Plasma Fire"]));
        let s = "plasma fire burns this cardassian ship, and this card is gone.";
        assert_eq!(
            reader.this_card_resolved(s, 0).as_deref(),
            Some("plasma fire burns this cardassian ship, and plasma fire is gone.")
        );
    }

    #[test]
    fn a_no_for_ones_own_holds_only_for_them() {
        let s = "A: Paul Rice does not nullify your own Echo Papas.";
        assert_eq!(read(s, "Paul Rice", "Echo Papa"), Some((Verdict::No, true)));
        let s = "A: Once per turn, Paul Rice nullifies one Echo Papa present.";
        assert_eq!(
            read(s, "Paul Rice", "Echo Papa"),
            Some((Verdict::Yes, false))
        );
    }

    #[test]
    fn how_many_may_be_played() {
        let s = "Yes, you can play more than one of Vulcan Nerve Pinch per battle.";
        assert_eq!(
            read(s, "Vulcan Nerve Pinch", "battle"),
            Some((Verdict::Yes, false))
        );
        let s = "You may play two Wormholes during a mission attempt.";
        assert_eq!(
            read(s, "Wormhole", "mission attempt"),
            Some((Verdict::Yes, false))
        );
        // A limit on the number says nothing of one.
        let s = "You may not play more than one Wormhole during a mission attempt.";
        assert_eq!(read(s, "Wormhole", "mission attempt"), None);
    }

    #[test]
    fn what_a_card_is_used_on() {
        let s = "The interpretation we prefer is that to use the W.N.O.H.G.B. on the Borg Ship you must play one especially for it.";
        let actor = Forms::new(["Where No One Has Gone Before", "W.N.O.H.G.B."]);
        let stance = read_sentence(s, &actor, &Forms::new(["Borg Ship"])).unwrap();
        assert_eq!(stance.verdict, Verdict::Yes);
        let s = "You can't play Hail on a ship moving past a planet.";
        assert_eq!(read(s, "Hail", "ship"), Some((Verdict::No, false)));
        let s = "At the outpost, you played Red Alert on your ships.";
        assert_eq!(read(s, "Red Alert", "outpost"), None);
        // "card" may follow the title: "play the X card on it".
        let s = "The main way to close an AU Doorway is to play the Revolving Door card on it.";
        assert_eq!(
            read(s, "Revolving Door", "AU Doorway"),
            Some((Verdict::Yes, false))
        );
    }

    #[test]
    fn what_is_undone_by_the_actor() {
        let s = "The Revolving Door can be removed by playing another AU Doorway, another Revolving Door of your own, or Kevin Uxbridge.";
        assert_eq!(
            read(s, "Kevin Uxbridge", "Revolving Door"),
            Some((Verdict::Yes, false))
        );
        let s = "It can be nullified by Kevin Uxbridge: Convergence.";
        assert_eq!(
            read(s, "Kevin Uxbridge: Convergence", "Gaps in Normal Space"),
            Some((Verdict::Yes, false))
        );
        let s = "The Tent is not closed by Kevin Uxbridge.";
        assert_eq!(
            read(s, "Kevin Uxbridge", "Tent"),
            Some((Verdict::No, false))
        );
        // A clause opening with the participle names what is undone after
        // its comma: the Gaps, not the spaceline.
        let s = "A: When nullified by Kevin, the Gaps in Normal Space card is discarded, and the gap in the spaceline is closed up.";
        assert_eq!(
            read(s, "Kevin", "Gaps in Normal Space"),
            Some((Verdict::Yes, false))
        );
        assert_eq!(read(s, "Kevin", "spaceline"), None);
        // A FAQ part's number opens no subject.
        let s = "2) It can be removed by Kevin Uxbridge.";
        assert_eq!(
            read(s, "Kevin Uxbridge", "Revolving Door"),
            Some((Verdict::Yes, false))
        );
        // A participle set in the middle has its subject before it.
        let s = "Hail, once nullified by Amanda Rogers, is discarded.";
        assert_eq!(
            read(s, "Amanda Rogers", "Hail"),
            Some((Verdict::Yes, false))
        );
        // The subject of a clause joined to the one before is that one's.
        let s = "Your Klingon Outpost is damaged and thus can be removed by a Supernova.";
        assert_eq!(read(s, "Supernova", "K'chiQ"), None);
        let s = "You play K'chiQ, and then the outpost is removed by a Supernova.";
        assert_eq!(read(s, "Supernova", "K'chiQ"), None);
        // Being stopped is a status, not an answer; nor is being destroyed.
        assert_eq!(
            read("The away team is stopped by Q2.", "Q2", "away team"),
            None
        );
        let s = "Your ship is destroyed by Warp Engine Overload.";
        assert_eq!(read(s, "Warp Engine Overload", "ship"), None);
    }

    #[test]
    fn what_is_affected_by_the_actor() {
        let s = "Thus, it is NOT affected by various Interrupt or Event cards which are \"played on a ship\", such as Temporal Rift, Transwarp Conduit, Wormholes, etc.";
        let stance = read_sentence(
            s,
            &Forms::new(["Transwarp Conduit"]),
            &Forms::new(["Borg Ship"]),
        )
        .unwrap();
        assert_eq!(stance.verdict, Verdict::No);
        // What is affected is the subject "it": the "ship" the cards are
        // played on is no object of the construction.
        assert!(!stance.names_its_object);
        // "it" is not the Interrupt the sentence names besides.
        assert_eq!(read(s, "Temporal Rift", "interrupt"), None);
        let s = "The Borg Ship is not affected by Q-Net.";
        assert_eq!(read(s, "Q-Net", "Borg Ship"), Some((Verdict::No, false)));
        // Affected by it for good: it works on the thing.
        let s = "The Borg Ship is affected by Q-Net.";
        assert_eq!(read(s, "Q-Net", "Borg Ship"), Some((Verdict::Yes, false)));
        // A state while it lasts tells an effect, no answer.
        let s = "When your ship is being affected by a Conundrum, you must chase it.";
        assert_eq!(read(s, "Conundrum", "ship"), None);
        // Some of the actor's kind: nothing of the whole kind.
        let s = "The Borg Ship IS affected by Interrupts and Events that are \"in space\" which it encounters.";
        assert_eq!(read(s, "interrupt", "Borg Ship"), None);
        let s = "The Borg Ship is affected by Interrupts which are played in space.";
        assert_eq!(read(s, "interrupt", "Borg Ship"), None);
        let s = "The Borg Ship is affected by Interrupts.";
        assert_eq!(
            read(s, "interrupt", "Borg Ship"),
            Some((Verdict::Yes, false))
        );
        // The subject is another card: the sentence rules on that.
        let s = "Your outpost is not affected by Q-Net during battle.";
        assert_eq!(read(s, "Q-Net", "battle"), None);
    }

    #[test]
    fn a_passive_subject_left_out_is_the_one_before() {
        let s = "Countermanda is not one of these exceptions, and thus can be nullified by Amanda Rogers.";
        assert_eq!(
            read(s, "Amanda Rogers", "Countermanda"),
            Some((Verdict::Yes, false))
        );
    }

    #[test]
    fn what_is_done_still_after_the_actor_was_not_stopped_by_it() {
        let s = "For example, if you initiate the play of K'chiQ, and I close your Alternate Universe Door with a Revolving Door during a \"hiccup\", you can still play K'chiQ because the condition was met during the initiation.";
        assert_eq!(
            read(s, "Revolving Door", "K'chiQ"),
            Some((Verdict::No, true))
        );
        let s = "When he begins the mission and you play Amanda Rogers, he can still complete the mission.";
        assert_eq!(
            read(s, "Amanda Rogers", "mission"),
            Some((Verdict::No, false))
        );
        // What is done still is another thing than the action.
        let s = "If you play Hail, and I play Amanda Rogers, you can still play a Wormhole.";
        assert_eq!(read(s, "Amanda Rogers", "Hail"), None);
        // Told before the action, the actor answers nothing of it.
        let s = "If you play Amanda Rogers on your own turn, you can still play Hail.";
        assert_eq!(read(s, "Amanda Rogers", "Hail"), None);
        // The actor done still, after the action, is no answer to it.
        let s = "If they all got killed from an Anti-Time Anomaly, you can still play Klingon Death Yell.";
        assert_eq!(read(s, "Klingon Death Yell", "Anti-Time Anomaly"), None);
    }

    #[test]
    fn a_negated_possibility_governs_the_verbs_after_its_to() {
        let s = "It is not possible to first switch Major Rakal and then nullify the Interrupt.";
        assert_eq!(
            read(s, "Major Rakal", "Interrupt"),
            Some((Verdict::No, false))
        );
        let s = "It is possible to first switch Major Rakal and then nullify the Interrupt.";
        assert_eq!(
            read(s, "Major Rakal", "Interrupt"),
            Some((Verdict::Yes, false))
        );
        // Past a comma it governs nothing.
        let s = "It is not possible to switch back, and Major Rakal then nullifies the Interrupt.";
        assert_eq!(
            read(s, "Major Rakal", "Interrupt"),
            Some((Verdict::Yes, false))
        );
    }

    #[test]
    fn each_place_a_construction_matches_is_read_in_turn() {
        // The first "nullify" is what would be; the second rules.
        let s = "Major Rakal could nullify it if she was Federation, as Major Rakal cannot nullify an Interrupt as a Romulan.";
        assert_eq!(
            read(s, "Major Rakal", "Interrupt"),
            Some((Verdict::No, false))
        );
    }

    #[test]
    fn what_must_be_discarded_after_the_actor_was_undone_by_it() {
        let s = "For example, if you target an outpost to play K'chiQ, and I then destroy the outpost with a Supernova during a Manheim \"hiccup,\" you must discard K'chiQ.";
        assert_eq!(read(s, "Supernova", "K'chiQ"), Some((Verdict::Yes, true)));
        // What is discarded is another card than the action.
        let s = "If you play K'chiQ, and I then play a Supernova, you must discard your hand.";
        assert_eq!(read(s, "Supernova", "K'chiQ"), None);
        // Told before the action, the actor undid nothing of it.
        let s = "If you play a Supernova, and then K'chiQ, you must discard K'chiQ.";
        assert_eq!(read(s, "Supernova", "K'chiQ"), None);
    }

    #[test]
    fn what_a_concession_names_does_not_stop_the_action() {
        let s = "Strategema prevents battle even if other restrictions, such as affiliation attack restrictions, have been removed (for example, by Post Garrison).";
        assert_eq!(
            read(s, "Post Garrison", "Strategema"),
            Some((Verdict::No, false))
        );
        // The action named in the concession is what the actor stands against.
        let s = "Does this agreement hold even if the Raise the Stakes event is later destroyed (by Kevin Uxbridge)?";
        assert_eq!(read(s, "Kevin Uxbridge", "Raise the Stakes"), None);
    }

    #[test]
    fn what_the_actor_allows_it_may_be_used_for() {
        let s = "Cards such as Iconian Gateway, which do not so specify, do not allow time travel.";
        assert_eq!(
            read(s, "Iconian Gateway", "time travel"),
            Some((Verdict::No, false))
        );
        let s = "Barclay's Transporter Phobia allows you to \"interrupt\" beaming.";
        assert_eq!(
            read(s, "Barclay's Transporter Phobia", "beaming"),
            Some((Verdict::Yes, false))
        );
        let s = "The Art of Diplomacy allows your personnel to use 2 Treachery as if it were 1 Diplomacy.";
        assert_eq!(
            read(s, "The Art of Diplomacy", "Diplomacy"),
            Some((Verdict::Yes, false))
        );
        // What it allows is another thing than the action.
        let s = "The Horga'hn allows you to take double turns during battle.";
        assert_eq!(read(s, "Horga'hn", "Hail"), None);
    }

    #[test]
    fn what_a_use_is_for_is_named_unless_it_points_back_or_is_the_actor() {
        assert!(names_its_object("have time to use ACTOR during a battle"));
        assert!(!names_its_object(
            "have time to use ACTOR during the middle of such a q-battle"
        ));
        assert!(!names_its_object("have time to use ACTOR"));
        assert!(!names_its_object("may use ACTOR to nullify it"));
        assert!(names_its_object("may use ACTOR to nullify the battle"));
        assert!(names_its_object(
            "you can play ACTOR onto the gaps' location"
        ));
        assert!(names_its_object("ACTOR may be played upon a ship"));
        assert!(names_its_object(
            "you can use ACTOR when your opponent encounters an anaphasic organism"
        ));
        assert!(!names_its_object("you can use ACTOR when it is played"));
    }

    #[test]
    fn card_text_that_plays_it_on_what_has_just_done_the_action() {
        let s = r#"Zorn Groupie -- this is worded: "Plays on any Away Team which has just completed a planet mission. Delays beam up.""#;
        assert_eq!(
            read(s, "Zorn Groupie", "planet mission"),
            Some((Verdict::Yes, false))
        );
        assert_eq!(read(s, "Zorn Groupie", "battle"), None);
        let s = r#"Zorn Groupie says: "Plays on any ship which has just moved.""#;
        assert_eq!(
            read(s, "Zorn Groupie", "moved"),
            Some((Verdict::Yes, false))
        );
    }

    #[test]
    fn a_cards_quoted_text_has_the_card_for_its_subject() {
        let s = r#"A: 1) The Traveler says, "...while in play, nullifies Static Warp Bubble.""#;
        assert_eq!(
            read(s, "Traveler", "Static Warp Bubble"),
            Some((Verdict::Yes, false))
        );
        let s = r#"2) Tox Uthat reads: "Place in hand until played on table as an event (supernova can be played on later turn) OR as an interrupt (prevents supernova). Discard after use.""#;
        assert_eq!(
            read(s, "Tox Uthat", "Supernova"),
            Some((Verdict::Yes, false))
        );
        // A verb of the text that answers something else.
        let s = r#"The Genetronic Replicator says, "Plays on table. Prevents any of your Away Team members from being killed if 2 MEDICAL present.""#;
        assert_eq!(
            read(
                s,
                "Genetronic Replicator",
                "Barclay's Protomorphosis Disease"
            ),
            None
        );
        let s = "Q: 1) The Traveler: Transcendence says it nullifies Static Warp Bubbles.";
        assert_eq!(
            read(s, "The Traveler: Transcendence", "Static Warp Bubble"),
            Some((Verdict::Yes, false))
        );
        // A told text may quote a word of the card's.
        let s = r#"Q: 3) Countermanda says that it "suspends" Palor Toff or Res-Q."#;
        assert_eq!(
            read(s, "Countermanda", "Res-Q"),
            Some((Verdict::Yes, false))
        );
        // Another card's text is not the actor's.
        let s = r#"The Traveler says the Supernova card reads: "prevents Static Warp Bubble.""#;
        assert_eq!(read(s, "Traveler", "Static Warp Bubble"), None);
    }

    #[test]
    fn a_player_or_what_a_use_brings_about_is_no_object_of_it() {
        let names_object = |sentence: &str| {
            read_sentence(
                sentence,
                &Forms::new(["Masaka Transformations"]),
                &Forms::new(["Devidian Door"]),
            )
            .map(|stance| stance.names_its_object)
        };
        // Played on a player, forcing a discard: the use's object is left to
        // the sentence before.
        let s = "For example, he could play Masaka Transformations on you, forcing you to discard your entire hand.";
        assert_eq!(names_object(s), Some(false));
        // Played on a card, or to do something of its own.
        let s = "For example, he could play Masaka Transformations on your ship.";
        assert_eq!(names_object(s), Some(true));
        let s = "For example, he could play Masaka Transformations to discard your entire hand.";
        assert_eq!(names_object(s), Some(true));
    }

    #[test]
    fn only_one_card_and_not_the_others() {
        let s = "For example, only a Scan can be used to initiate battle at Nebula, not a Full-Planet Scan or a Tactical Scan.";
        let battle = "battle at Nebula";
        assert_eq!(read(s, "Scan", battle), Some((Verdict::Yes, false)));
        assert_eq!(read(s, "Tactical Scan", battle), Some((Verdict::No, false)));
        assert_eq!(
            read(s, "Full-Planet Scan", battle),
            Some((Verdict::No, false))
        );
        // Set apart from something else than what the actor is said to do.
        let s = "Only a Scan can be used to initiate battle at Nebula, not to end it with a Tactical Scan.";
        assert_eq!(read(s, "Tactical Scan", battle), None);
        // The names set apart end at the list's end.
        let s = "Only a Scan can be used to initiate battle at Nebula, not a Full-Planet Scan, although a Tactical Scan can be used during it.";
        assert_ne!(read(s, "Tactical Scan", battle), Some((Verdict::No, false)));
        // Under a condition, what is set apart is so too.
        let s = "If only a Scan could be used to initiate battle at Nebula, not a Tactical Scan, the game would be dull.";
        assert_ne!(read(s, "Tactical Scan", battle), Some((Verdict::No, false)));
        let s = "Only Hail may be played during battle, not Red Alert, Scan or Q2.";
        assert_eq!(read(s, "Scan", "battle"), Some((Verdict::No, false)));
    }

    #[test]
    fn a_door_closed_with_the_actor() {
        // A doorway is answered by closing it.
        let s = "If I close your Alternate Universe Door with a Revolving Door during a hiccup, you can still play K'chiQ.";
        assert_eq!(
            read(s, "Revolving Door", "Alternate Universe Door"),
            Some((Verdict::Yes, true))
        );
        let s = "You cannot close a Devidian Door with Kevin Uxbridge.";
        assert_eq!(
            read(s, "Kevin Uxbridge", "Devidian Door"),
            Some((Verdict::No, false))
        );
        // What is closed is what the actor answers, not another card the
        // sentence names: that goes on still.
        let s = "If you initiate the play of K'chiQ, and I close your Alternate Universe Door with a Revolving Door during a hiccup, you can still play K'chiQ.";
        assert_eq!(
            read(s, "Revolving Door", "K'chiQ"),
            Some((Verdict::No, true))
        );
        let s = "You play Q's Tent and I close it with a Revolving Door.";
        assert_eq!(
            read(s, "Revolving Door", "Q's Tent"),
            Some((Verdict::Yes, false))
        );
        // "The door" is another thing than the K'chiQ the clause names; "her
        // outpost" is no pronoun.
        let s = "If you initiate the play of K'chiQ, and I close the door with a Revolving Door, you may then play K'chiQ.";
        assert_eq!(read(s, "Revolving Door", "K'chiQ"), None);
        let s = "You play Q's Tent, and I close her outpost with a Revolving Door.";
        assert_eq!(read(s, "Revolving Door", "Q's Tent"), None);
        // Closing is done with the actor, not beside it.
        let s = "Close the AU Doorway before you play a Revolving Door.";
        assert_eq!(read(s, "Revolving Door", "AU Doorway"), None);
    }

    #[test]
    fn what_works_during_the_action() {
        let s =
            "Escaping this way wouldn't work during a battle or dilemma, only when you have time.";
        assert_eq!(read(s, "this way", "battle"), Some((Verdict::No, false)));
        let s = "Red Alert works during battle too.";
        assert_eq!(read(s, "Red Alert", "battle"), Some((Verdict::Yes, false)));
        let s = "Red Alert works during battle too.";
        assert_eq!(read(s, "Red Alert", "mission attempt"), None);
        // The actor as the subject of another verb.
        let s = "Hail makes Red Alert work during battle.";
        assert_eq!(read(s, "Hail", "battle"), None);
    }

    #[test]
    fn a_play_told_in_the_time_of_the_action() {
        let s = "If your opponent plays Khan when Tolian Soran first enters The Nexus, nullifying those bonus points, you score 0 points.";
        assert_eq!(read(s, "Khan", "Tolian Soran"), Some((Verdict::Yes, true)));
        let s = "He escaped by using Emergency Transporter Armbands during the battle.";
        assert_eq!(
            read(s, "Emergency Transporter Armbands", "battle"),
            Some((Verdict::Yes, false))
        );
        let s = "You never play Palor Toff right after a Wormhole.";
        assert_eq!(
            read(s, "Palor Toff", "Wormhole"),
            Some((Verdict::No, false))
        );
        // It rules on what follows it, not on another action named.
        let s = "During a mission attempt you may see a player using Red Alert during battle.";
        assert_eq!(read(s, "Red Alert", "mission attempt"), None);
        // A play at another time says nothing of when it may be played.
        let s = "You play Khan from your hand.";
        assert_eq!(read(s, "Khan", "Tolian Soran"), None);
    }

    #[test]
    fn the_actor_responded_to_is_not_the_one_responding() {
        let s = "Playing Temporal Rift on the ship and returning the ship to your hand are not valid responses to encountering a Borg Ship (or any other dilemma).";
        assert_eq!(read(s, "Borg Ship", "Temporal Rift"), None);
        assert_eq!(
            read(s, "Temporal Rift", "Borg Ship"),
            Some((Verdict::No, false))
        );
        let s = "You may respond to Hail with Amanda Rogers.";
        assert_eq!(
            read(s, "Amanda Rogers", "Hail"),
            Some((Verdict::Yes, false))
        );
    }

    #[test]
    fn what_a_response_is_to() {
        let text = "x is a valid response to the attack of a borg ship, because it nullifies that attack; respond to hail with amanda";
        let objects: Vec<&str> = response_objects(text)
            .into_iter()
            .map(|object| &text[object])
            .collect();
        assert_eq!(
            objects,
            ["the attack of a borg ship", "that attack", "hail"]
        );
    }

    #[test]
    fn what_is_listed_beside_the_actor_is_not_what_it_responds_to() {
        let s = "Unless a card is meant to be played as a response to another action (such as Amanda Rogers or Barclay Transporter Phobia or Hail), you cannot play it.";
        let reader = Reader::new(Forms::new(["Amanda Rogers"]));
        let hail = Forms::new(["Hail"]);
        assert!(!reader.names_action(&fold(s), &hail));
        assert!(reader.read(s, &hail).is_none_or(|read| !read.same_clause));
        let s = "Smoke Bomb and Phaser Burns are valid responses to personnel battle.";
        let reader = Reader::new(Forms::new(["Smoke Bomb"]));
        assert!(!reader.names_action(&fold(s), &Forms::new(["Phaser Burns"])));
        assert!(reader.names_action(&fold(s), &Forms::new(["personnel battle"])));
        let s =
            "You cannot use Emergency Transporter Armbands to avoid a dilemma (except Firestorm).";
        let reader = Reader::new(Forms::new(["Emergency Transporter Armbands"]));
        assert!(reader.names_action(&fold(s), &Forms::new(["Firestorm"])));
        assert_eq!(blanked("a(b)c(d(e)f)g", vec![5..12, 1..4, 7..10]), "a c g");
    }

    #[test]
    fn polarity_is_read_once_per_clause_whatever_the_construction() {
        let no = Some((Verdict::No, false));
        let yes = Some((Verdict::Yes, false));
        for (sentence, verdict) in [
            (
                "Zorn Gambit does not count as a valid response to battle.",
                no,
            ),
            (
                "It is not legal to play Zorn Gambit in response to battle.",
                no,
            ),
            ("Zorn Gambit is never a valid response to battle.", no),
            ("Zorn Gambit is no longer a valid response to battle.", no),
            ("Zorn Gambit is a valid response to battle.", yes),
            ("Zorn Gambit doesn't nullify battle.", no),
            ("Zorn Gambit nullifies battle.", yes),
            ("Battle cannot be nullified by Zorn Gambit.", no),
            ("Battle is nullified by Zorn Gambit.", yes),
            ("You may not use Zorn Gambit in response to battle.", no),
            ("His opponent may not seed Zorn Gambit during battle.", no),
            ("You may use Zorn Gambit in response to battle.", yes),
            (
                "Neither Zorn Gambit nor Hail is a valid response to battle.",
                no,
            ),
            ("Zorn Gambit cannot be played during battle.", no),
            ("Zorn Gambit may be played during battle.", yes),
            ("Zorn Gambit can literally be played at battle.", yes),
            ("Zorn Gambit cannot really be played at battle.", no),
            (
                "Some cards that can \"interrupt\" battle: Hail, Zorn Gambit.",
                yes,
            ),
            (
                "Some cards that cannot \"interrupt\" battle: Hail, Zorn Gambit.",
                no,
            ),
            ("It is not too late to use Zorn Gambit in battle.", yes),
        ] {
            assert_eq!(
                read(sentence, "Zorn Gambit", "battle"),
                verdict,
                "{sentence}"
            );
        }
    }

    #[test]
    fn lateness_order_immunity_and_the_verbs_of_answering() {
        let no = Some((Verdict::No, false));
        let yes = Some((Verdict::Yes, false));
        for (sentence, verdict) in [
            ("By then there is no time to play Zorn Gambit.", no),
            (
                "Once battle is announced, it is too late for you to play a Zorn Gambit on his ship.",
                no,
            ),
            ("There is no time for him to play another Zorn Gambit in battle.", no),
            (
                "Thus the battle is over before the Zorn Gambit could take effect.",
                no,
            ),
            (
                "Zorn Gambit takes effect before the battle could start.",
                None,
            ),
            (
                "Zorn Gambit can only be played after the battle is complete.",
                no,
            ),
            ("Battle is immune to Zorn Gambit.", no),
            ("Zorn Gambit will have no effect on the battle.", no),
            ("A Zorn Gambit card won't have any effect during battle.", no),
            ("Zorn Gambit has an effect on the battle.", None),
            ("The battle is shielded from the use of the Zorn Gambit card.", no),
            ("Battle is protected from Zorn Gambit.", no),
            ("Battle is not protected from Zorn Gambit.", yes),
            ("Battle is not immune to Zorn Gambit.", yes),
            ("Thus the battle is susceptible to the Zorn Gambit.", yes),
            ("The battle is not vulnerable to the effects of Zorn Gambit.", no),
            ("Zorn Gambit suspends the battle.", yes),
            ("Zorn Gambit takes over the battle just played.", yes),
            ("Zorn Gambit does not stop a battle.", no),
            ("Zorn Gambit may be played while a battle goes on.", yes),
            ("Zorn Gambit cannot be played right after a battle.", no),
            ("Hail or Zorn Gambit can be used to \"abort\" battle.", yes),
            ("Zorn Gambit or Hail can be used to \"abort\" battle.", yes),
            ("Zorn Gambit and Hail nullify battle.", yes),
            (
                "You play Zorn Gambit, I try to nullify the battle with Hail.",
                None,
            ),
            ("Zorn Gambit, Hail and Q2 cannot stop a battle.", no),
        ] {
            assert_eq!(
                read(sentence, "Zorn Gambit", "battle"),
                verdict,
                "{sentence}"
            );
        }
    }

    #[test]
    fn an_example_in_parentheses_is_not_the_subject() {
        let s = "A card play (e.g., playing Zorn Gambit) is not a valid response to battle.";
        assert_eq!(read(s, "Zorn Gambit", "battle"), None);
        // An answering verb needs its object: "stops there" answers nothing.
        let s = "A ship moves to where Zorn Gambit is and stops there.";
        assert_eq!(read(s, "Zorn Gambit", "movement"), None);
    }

    #[test]
    fn an_aside_does_not_negate_the_clause_around_it() {
        let s = "Zorn Gambit (which is not an Interrupt) is a valid response to battle.";
        assert_eq!(
            read(s, "Zorn Gambit", "battle"),
            Some((Verdict::Yes, false))
        );
        // A bare permission says nothing; a prohibition does.
        assert_eq!(
            read("Zorn Gambit may be played.", "Zorn Gambit", "battle"),
            None
        );
        assert_eq!(
            read("Zorn Gambit cannot be played.", "Zorn Gambit", "battle"),
            Some((Verdict::No, false))
        );
    }

    #[test]
    fn a_use_for_something_else_names_its_own_object() {
        let reader = Reader::new(Forms::new(["Emergency Transporter Armbands"]));
        let battle = Forms::new(["battle"]);
        let s = "You cannot use Emergency Transporter Armbands to avoid a dilemma.";
        assert!(reader.read(s, &battle).unwrap().names_its_object);
        let s = "You cannot use Emergency Transporter Armbands.";
        assert!(!reader.read(s, &battle).unwrap().names_its_object);
        let s = "Emergency Transporter Armbands can be used to \"counter\" an Event.";
        let event = Forms::new(["event"]);
        assert!(reader.read(s, &event).unwrap().names_its_object);
        let s = "You could use Emergency Transporter Armbands to nullify it.";
        assert!(!reader.read(s, &battle).unwrap().names_its_object);
        let s = "You can't use Emergency Transporter Armbands to help you overcome a dilemma.";
        assert!(reader.read(s, &battle).unwrap().names_its_object);
        let s = "You can't use Emergency Transporter Armbands to be sure.";
        assert!(!reader.read(s, &battle).unwrap().names_its_object);
        let s = "You can't play Emergency Transporter Armbands on a ship moving past a planet.";
        assert!(reader.read(s, &battle).unwrap().names_its_object);
    }

    #[test]
    fn a_short_form_inside_a_listed_name_is_that_name() {
        // "Kevin" is part of "Kevin Uxbridge", which stands in the actor's list.
        let s = "Some cards that can \"interrupt\" a card play: Kevin Uxbridge, Amanda Rogers.";
        let reader = Reader::new(Forms::new(["Amanda Rogers", "Amanda"]));
        let kevin = Forms::new(["Kevin Uxbridge", "Kevin"]);
        assert!(!reader.names_action(&fold(s), &kevin));
    }

    #[test]
    fn not_unless_is_a_conditional_no() {
        let s = "A card play that may occur at any time is not a valid response to an action unless it specifically relates to that action.";
        assert_eq!(read(s, "card play", "action"), Some((Verdict::No, true)));
    }

    #[test]
    fn a_card_played_on_the_action_tells_a_play() {
        let s = "i.e., a Frob Field played on the Gaps would cause a player to stop there (if they have no Navigation).";
        assert_eq!(read(s, "Frob Field", "Gaps"), Some((Verdict::Yes, false)));
        let s = "A Frob Field is not played on the Gaps.";
        assert_eq!(read(s, "Frob Field", "Gaps"), Some((Verdict::No, false)));
    }

    #[test]
    fn a_condition_that_is_the_action_itself_sets_no_condition() {
        let s = "If a destination is otherwise provided (e.g. a report with crew action, or a special download), then Frob Hole cannot be discarded to affect mixing.";
        assert_eq!(
            read(s, "Frob Hole", "report with crew action"),
            Some((Verdict::No, false))
        );
        let s = "If you have 2 Engineer present, Frob Hole cannot be played on a report with crew action.";
        assert_eq!(
            read(s, "Frob Hole", "report with crew action"),
            Some((Verdict::No, true))
        );
        assert_eq!(
            condition_of("you may not, if it is (say, at once) stopped, move it."),
            Some("if it is (say, at once) stopped")
        );
        assert_eq!(
            condition_of("if you play it, and i close it, you may go on."),
            Some("if you play it, and i close it")
        );
    }

    #[test]
    fn what_a_not_sets_apart_gets_the_opposite_of_a_yes() {
        let s = "Countermanda only nullifies Telepathic Alien Kidnappers when played on your own card; it does not nullify Scan.";
        assert_eq!(
            read(s, "Countermanda", "Scan").map(|v| v.0),
            Some(Verdict::No)
        );
        assert_eq!(
            read(s, "Countermanda", "Telepathic Alien Kidnappers").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "Hugh nullifies the attack of a Borg Ship dilemma, not Rogue Borg.";
        assert_eq!(
            read(s, "Hugh", "Rogue Borg").map(|v| v.0),
            Some(Verdict::No)
        );
        assert_eq!(
            read(s, "Hugh", "Borg Ship").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "Hugh does not nullify a Borg Ship, not even its attack.";
        assert_eq!(read(s, "Hugh", "Borg Ship").map(|v| v.0), Some(Verdict::No));
    }

    #[test]
    fn except_flips_the_excepted_case() {
        let s =
            "You cannot use Emergency Transporter Armbands to avoid a dilemma (except Firestorm).";
        assert_eq!(
            read(s, "Emergency Transporter Armbands", "Firestorm").map(|v| v.0),
            Some(Verdict::Yes)
        );
        assert_eq!(
            read(s, "Emergency Transporter Armbands", "dilemma").map(|v| v.0),
            Some(Verdict::No)
        );
    }

    #[test]
    fn permissions_and_responses() {
        let s = "For example, if I play Palor Toff, you may respond first with Countermanda to place three cards out of play, and then with Amanda Rogers to nullify Palor Toff.";
        assert_eq!(
            read(s, "Countermanda", "Palor Toff").map(|v| v.0),
            Some(Verdict::Yes)
        );
        let s = "Special downloading suspends play, so Out Of Time would immediately play to the table.";
        assert_eq!(
            read(s, "special download", "battle").map(|v| v.0),
            Some(Verdict::Yes)
        );
    }

    #[test]
    fn nullified_by_the_actor() {
        let s = "She is therefore not nullified by Q2 and only nullified by Amanda Rogers.";
        assert_eq!(read(s, "Q2", "Countermanda"), Some((Verdict::No, false)));
        assert_eq!(
            read(s, "Amanda Rogers", "Countermanda"),
            Some((Verdict::Yes, false))
        );
        // Q2 nullifies, or not, in that sentence: it is not what Amanda
        // Rogers would respond to.
        // Both stances say the actor is what nullifies; a valid-response cue
        // does not.
        let nullifies = |sentence: &str, actor: &str| {
            read_sentence(
                sentence,
                &Forms::new([actor]),
                &Forms::new(["Countermanda"]),
            )
            .map(|stance| stance.actor_nullifies)
        };
        assert_eq!(nullifies(s, "Q2"), Some(true));
        assert_eq!(nullifies(s, "Amanda Rogers"), Some(true));
        let valid = "Amanda Rogers is a valid response to Countermanda.";
        assert_eq!(nullifies(valid, "Amanda Rogers"), Some(false));
        let reader = Reader::new(Forms::new(["Amanda Rogers"]));
        assert!(!reader.names_action(&fold(s), &Forms::new(["Q2"])));
        let reader = Reader::new(Forms::new(["Q2"]));
        assert!(!reader.names_action(&fold(s), &Forms::new(["Amanda Rogers"])));
    }

    #[test]
    fn sentences_without_a_cue_say_nothing() {
        assert_eq!(read("Hugh is a Borg personnel.", "Hugh", "Borg Ship"), None);
        assert_eq!(read("Nothing about it.", "Hugh", "Borg Ship"), None);
    }

    #[test]
    fn answers() {
        assert_eq!(
            read_answer("Yes. You can.").map(|s| s.verdict),
            Some(Verdict::Yes)
        );
        assert_eq!(
            read_answer("No, because...").map(|s| s.verdict),
            Some(Verdict::No)
        );
        assert_eq!(
            read_answer("So, can you? The answer is yes.").map(|s| s.verdict),
            Some(Verdict::Yes)
        );
        assert_eq!(read_answer("Perhaps."), None);
        // Words that say yes or no.
        let said = |answer: &str| read_answer(answer).map(|s| s.verdict);
        assert_eq!(
            said("A: 3) I would say so. Those Borg learn quick."),
            Some(Verdict::Yes)
        );
        assert_eq!(said("I'd say not."), Some(Verdict::No));
        assert_eq!(said("I don't think so."), Some(Verdict::No));
        assert_eq!(
            said("Of course, as long as it is in play."),
            Some(Verdict::Yes)
        );
        assert_eq!(said("Certainly not."), Some(Verdict::No));
        assert_eq!(
            said("A: 3) The answer is of course not."),
            Some(Verdict::No)
        );
        assert_eq!(said("I don't believe so."), Some(Verdict::No));
        // An adverb that goes on is no answer.
        assert_eq!(said("Absolutely nothing happens."), None);
        assert_eq!(said("Of course you can't play it then."), None);
        assert_eq!(said("I would say the card is wrong."), None);
    }

    #[test]
    fn an_answer_is_read_from_its_opening_words_or_from_the_answer_is() {
        for (answer, cue) in [
            (
                "A:   The   Answer is YES, of course.",
                Some("a: the answer is yes"),
            ),
            ("a: the answer is yesterday's.", None),
            ("No", Some("no")),
            ("  no one knows. The answer is no.", Some("no")),
            ("It depends. The answer is yes.", Some("the answer is yes")),
            ("It depends. The ANSWER\nis no", Some("the answer is no")),
            ("It depends on the answer.", None),
        ] {
            let read = read_answer(answer).map(|stance| stance.cue);
            assert_eq!(read.as_deref(), cue, "{answer}");
        }
        assert_eq!(first_words(" one  two\nthree ", 2), " one  two");
        assert_eq!(first_words("one two", 3), "one two");
    }

    /// [`read_answer`] as one pattern over the whole answer folded.
    fn read_answer_whole(answer: &str) -> Option<(String, String)> {
        let whole = Regex::new(&format!(
            "{}|{}",
            ANSWER_AT_START.as_str(),
            ANSWER_LATER.as_str()
        ));
        let folded = fold(answer);
        let captures = whole.unwrap().captures(&folded)?;
        let word = captures.get(3).or_else(|| captures.get(4))?.as_str();
        let word = if says_no(word) { "no" } else { "yes" };
        Some((word.to_string(), captures[0].to_string()))
    }

    proptest::proptest! {
        #[test]
        fn reading_the_opening_words_reads_as_the_whole_answer(
            answer in "((a:|A:|1\\)|12\\)|the|The|answer|ANSWER|is|yes|YES|no|No.|yesterday|I|i'd|would|say|so|not|think|don't|of|course|Certainly|x|Σ|é)[ \n\t]{0,2}){0,10}"
        ) {
            let read = read_answer(&answer).map(|stance| {
                let word = if stance.verdict == Verdict::Yes { "yes" } else { "no" };
                (word.to_string(), stance.cue)
            });
            proptest::prop_assert_eq!(read, read_answer_whole(&answer));
        }
    }

    #[test]
    fn only_ascii_letters_fold_to_the_letters_of_answer() {
        let non_ascii = (0x80..=u32::from(char::MAX)).filter_map(char::from_u32);
        for c in non_ascii {
            let folded = fold(&c.to_string());
            assert!(!folded.contains(|l| "answer".contains(l)), "{c:?}");
        }
    }

    proptest::proptest! {
        /// Every sentence whose fold names a form is among the sentences that
        /// may name one, whatever the case, spacing and characters.
        #[test]
        fn no_sentence_naming_a_form_is_passed_over(
            pieces in proptest::collection::vec(proptest::sample::select(vec![
                "Hugh", "HUGH", "hugh's", "Borg", "SHIP", "ship", "q2", "Q", "\u{212A}evin",
                "\u{130}", "é", "kevin", ".", "?", "!", "\n", " ", "  ", "ab", "Mr. B.",
            ]), 0..24),
        ) {
            let text: String = pieces.concat();
            let forms = Forms::new(["Hugh", "Borg Ship", "Q2", "Kevin"]);
            let kept = forms.sentences_that_may_name(&text);
            for sentence in sentence_ranges(&text) {
                if forms.named_in(&fold(&text[sentence.clone()])) {
                    proptest::prop_assert!(kept.contains(&sentence), "{:?} in {:?}", &text[sentence], text);
                }
            }
            for sentence in &kept {
                proptest::prop_assert!(sentence_ranges(&text).contains(sentence));
            }
        }
    }

    #[test]
    fn the_actor_is_marked_longest_form_first_with_its_ending() {
        let actor = Forms::new(["Q", "Q's Tent", "Hugh"]);
        let folded = fold("Hugh's friend Q plays Q's Tent; hughes");
        let marked = Marked::new(&folded, &actor);
        assert_eq!(marked.text, "ACTOR friend ACTOR plays ACTOR; ACTOR");
        let (start, end) = (marked.text.find("plays").unwrap(), marked.text.len());
        let cue = &folded[marked.original(start)..marked.original(end)];
        assert_eq!(cue, "plays q's tent; hughes");
        assert_eq!(marked.original(1), 0, "inside a mark is its start");
        assert_eq!(Marked::new("no one", &actor).original(3), 3);
        let empty = Forms {
            names: vec![String::new()],
            other_kinds: Vec::new(),
            asked: None,
        };
        assert_eq!(Marked::new("no one", &empty).text, "no one");
    }

    #[test]
    fn the_cue_set_finds_the_cues_that_match_in_their_order() {
        let clauses = [
            "ACTOR is not a valid response unless it relates",
            "ACTOR is a valid response; too late to use ACTOR",
            "you cannot play ACTOR, but ACTOR suspends play",
            "you may respond with ACTOR",
            "nothing here",
        ];
        for clause in clauses {
            let one_by_one: Vec<String> = CUE_PATTERNS
                .iter()
                .map(|cue| compile_actor_pattern(cue.pattern))
                .filter(|regex| regex.is_match(clause.as_bytes()))
                .map(|regex| regex.as_str().to_string())
                .collect();
            let from_the_set: Vec<String> = matching_cues(clause)
                .map(|(regex, _)| regex.as_str().to_string())
                .collect();
            assert_eq!(from_the_set, one_by_one, "{clause}");
        }
    }

    #[test]
    fn the_cue_set_and_each_cue_agree_on_every_clause_of_the_corpus() {
        let corpus = crate::corpus::Corpus::embedded().expect("the embedded corpus");
        let actor = Forms::new(["Hugh", "Q", "Amanda Rogers", "it", "you"]);
        let cues: Vec<AsciiPattern> = CUE_PATTERNS
            .iter()
            .map(|cue| compile_actor_pattern(cue.pattern))
            .collect();
        let (mut clauses, mut with_a_cue) = (0, 0);
        for document in &corpus.documents {
            let text = String::from_utf8_lossy(&document.bytes);
            for clause in text.split(['.', ';', '\n']) {
                let marked = Marked::new(&fold(clause), &actor).text;
                let set: Vec<usize> = CUE_SET.matches(marked.as_bytes()).into_iter().collect();
                let one_by_one: Vec<usize> = (0..cues.len())
                    .filter(|&i| cues[i].is_match(marked.as_bytes()))
                    .collect();
                assert_eq!(set, one_by_one, "{marked}");
                clauses += 1;
                with_a_cue += usize::from(!set.is_empty());
            }
        }
        assert!(clauses > 5_000 && with_a_cue > 20, "{clauses} {with_a_cue}");
    }

    /// [`Marked::new`] place by place: at each, the first form that starts
    /// there, else the character there.
    fn marked_place_by_place(folded: &str, actor: &Forms) -> Marked {
        let mut text = String::new();
        let mut replaced = Vec::new();
        let mut at = 0;
        while at < folded.len() {
            let rest = &folded[at..];
            let name = actor
                .names
                .iter()
                .find(|name| !name.is_empty() && rest.starts_with(name.as_str()));
            if let Some(name) = name {
                let after = &rest[name.len()..];
                let ending = ENDINGS
                    .iter()
                    .find(|ending| after.starts_with(*ending))
                    .map_or(0, |ending| ending.len());
                let quoted = text.ends_with('"') && after[ending..].starts_with('"');
                if quoted {
                    text.pop();
                }
                let quotes = if quoted { 2 } else { 0 };
                replaced.push((text.len(), name.len() + ending + quotes));
                text.push_str(ACTOR);
                at += name.len() + ending + quotes / 2;
            } else {
                let c = rest.chars().next().unwrap_or_default();
                text.push(c);
                at += c.len_utf8();
            }
        }
        Marked { text, replaced }
    }

    proptest::proptest! {
        #[test]
        fn marking_from_name_to_name_marks_as_place_by_place(
            folded in "((q|q's|q's tent|tent|hugh|é|s|es|ing|'s| )){0,12}",
            with_empty in proptest::bool::ANY,
        ) {
            let mut actor = Forms::new(["Q", "Q's Tent", "Hugh", "Tent"]);
            if with_empty {
                actor.names.push(String::new());
            }
            proptest::prop_assert_eq!(Marked::new(&folded, &actor), marked_place_by_place(&folded, &actor));
        }
    }

    #[test]
    fn the_cue_is_quoted_from_the_sentence_with_the_actor_named() {
        let s = "You may not play Q's Tent to get a Hail, but you can use Q.";
        let stance = read_sentence(s, &Forms::new(["Q's Tent"]), &Forms::new(["Hail"])).unwrap();
        assert_eq!(stance.verdict, Verdict::No);
        assert_eq!(stance.cue, "may not play q's tent");
    }

    #[test]
    fn a_form_ending_a_hyphened_compound_is_not_named() {
        let battle = Forms::new(["battle"]);
        assert!(battle
            .spans("players in a \"q- battle\" of interrupts")
            .is_empty());
        assert!(battle.spans("a q-battle").is_empty());
        assert_eq!(battle.spans("during a battle - then").len(), 1);
        assert_eq!(battle.spans("interrupts - battle too").len(), 1);
        // An adverb of time joined to a participle leaves it the participle.
        let scored = Forms::new(["scored mission"]);
        assert_eq!(scored.spans("my opponent's just-scored mission").len(), 1);
        assert_eq!(battle.spans("an already-battle").len(), 1);
        assert!(scored.spans("a q-scored mission").is_empty());
    }

    #[test]
    fn an_example_right_after_the_actor_is_the_actors_not_the_action() {
        let reader = Reader::new(Forms::new(["an interrupt"]));
        let rogue_borg = Forms::new(["rogue borg"]);
        assert!(!reader.names_action(
            "can my opponent play an interrupt, like rogue borg, while i move?",
            &rogue_borg
        ));
        assert!(reader.names_action("can an interrupt nullify rogue borg?", &rogue_borg));
    }

    #[test]
    fn what_is_nullified_with_the_actor() {
        let yes = Some((Verdict::Yes, false));
        let no = Some((Verdict::No, false));
        let s = "You reveal Hidden Trap and I counter it with Devious Plan.";
        assert_eq!(read(s, "Devious Plan", "Hidden Trap"), yes);
        // The one nullified is not what nullifies.
        assert_eq!(read(s, "Hidden Trap", "Devious Plan"), None);
        let s = "You may never cancel the Tax Collector with Quiet Retreat.";
        assert_eq!(read(s, "Quiet Retreat", "Tax Collector"), no);
    }

    #[test]
    fn responding_by_playing_the_actor() {
        let s = "You begin the play of Long Voyage, and I respond by playing Sudden Calm.";
        assert_eq!(
            read(s, "Sudden Calm", "Long Voyage"),
            Some((Verdict::Yes, false))
        );
        let s = "He cannot respond by revealing Sudden Calm after the Long Voyage ends.";
        assert_eq!(
            read(s, "Sudden Calm", "Long Voyage").map(|v| v.0),
            Some(Verdict::No)
        );
    }

    #[test]
    fn immune_to_a_list_that_holds_the_actor() {
        let s = "The Grey Cloud is immune to both Red Herring and Red Herring: Reprise.";
        let no = Some((Verdict::No, false));
        assert_eq!(read(s, "Red Herring: Reprise", "Grey Cloud"), no);
        assert_eq!(read(s, "Red Herring", "Grey Cloud"), no);
        let s = "The Grey Cloud is not immune to Tidal Wave, Red Herring or Sudden Calm.";
        assert_eq!(
            read(s, "Sudden Calm", "Grey Cloud"),
            Some((Verdict::Yes, false))
        );
    }

    #[test]
    fn an_alternative_in_a_parenthesis_is_offered_not_set_aside() {
        let s = "Play some Red Herrings (or one Red Herring: Reprise) to nullify the Grey Clouds.";
        let yes = Some((Verdict::Yes, false));
        assert_eq!(read(s, "Red Herring: Reprise", "Grey Cloud"), yes);
        // An example in a parenthesis is still set aside.
        let s = "A card play (e.g., playing Red Herring) does not nullify the Grey Cloud.";
        assert_eq!(read(s, "Red Herring", "Grey Cloud"), None);
    }

    #[test]
    fn a_use_during_an_action_rules_on_that_action_alone() {
        let s = "A card may be used to draw a card during a mission attempt or battle, and Deep Anchor may be used to tow a ship during battle.";
        assert_eq!(
            read(s, "Deep Anchor", "battle"),
            Some((Verdict::Yes, false))
        );
        assert_eq!(read(s, "Deep Anchor", "mission attempt"), None);
        let s = "Deep Anchor may not be played in response to it.";
        assert_eq!(read(s, "Deep Anchor", "battle"), Some((Verdict::No, false)));
    }

    #[test]
    fn a_numbered_answer_opens_with_its_word() {
        assert_eq!(
            read_answer("A: 1) No. This is common.").map(|s| s.verdict),
            Some(Verdict::No)
        );
        assert_eq!(
            read_answer("2) Yes, always.").map(|s| s.verdict),
            Some(Verdict::Yes)
        );
        assert_eq!(read_answer("A: 1) Not now.").map(|s| s.verdict), None);
    }

    #[test]
    fn having_time_to_use_the_actor() {
        let s = "You don't have time to use Deep Anchor during the middle of such a battle.";
        assert_eq!(read(s, "Deep Anchor", "battle"), Some((Verdict::No, false)));
        let s = "You still have time to play Deep Anchor before the battle resolves.";
        assert_eq!(
            read(s, "Deep Anchor", "battle"),
            Some((Verdict::Yes, false))
        );
    }

    #[test]
    fn what_would_be_were_things_otherwise_is_no_ruling() {
        let s = "If she is Romulan and you play an Interrupt which Red Herring could nullify if she was in Federation mode, it is not possible to switch first.";
        assert_eq!(read(s, "Red Herring", "Interrupt"), None);
        // A plain condition is a ruling that holds then.
        let s = "Red Herring could nullify an Interrupt if she is in Federation mode.";
        assert_eq!(
            read(s, "Red Herring", "Interrupt").map(|v| v.0),
            Some(Verdict::Yes)
        );
    }

    #[test]
    fn responding_using_the_actor() {
        let s = "Your opponent may respond by replacing the dilemma with a Red Herring (using Deep Anchor).";
        assert_eq!(
            read(s, "Deep Anchor", "dilemma"),
            Some((Verdict::Yes, false))
        );
        let s = "You cannot respond to the battle using Deep Anchor.";
        assert_eq!(read(s, "Deep Anchor", "battle"), Some((Verdict::No, false)));
    }

    #[test]
    fn a_list_with_members_between_is_still_one_list() {
        let s = "Some cards that can \"interrupt\" a card play: Kevin Uxbridge, Amanda Rogers, Countermanda.";
        let reader = Reader::new(Forms::new(["Kevin Uxbridge"]));
        assert!(!reader.names_action(&fold(s), &Forms::new(["Countermanda"])));
        assert!(
            !reader
                .read(s, &Forms::new(["Countermanda"]))
                .unwrap()
                .same_clause
        );
        let s = "Cards that can interrupt dilemmas: Howard Heirloom Candle, Q2 (to nullify Q), Eyes in the Dark.";
        let reader = Reader::new(Forms::new(["Howard Heirloom Candle"]));
        assert!(!reader.names_action(&fold(s), &Forms::new(["Eyes in the Dark"])));
        // A clause of its own between two names is no list.
        let s = "Kevin Uxbridge, and then you nullify Countermanda.";
        assert!(reader_names(s, "Kevin Uxbridge", "Countermanda"));
    }

    fn reader_names(sentence: &str, actor: &str, action: &str) -> bool {
        Reader::new(Forms::new([actor])).names_action(&fold(sentence), &Forms::new([action]))
    }

    #[test]
    fn a_use_during_a_named_action_is_not_pointed_back_to_another() {
        let s = "A card may be used during a mission attempt or battle, and Deep Anchor may be used to tow a ship during the battle.";
        assert_eq!(read(s, "Deep Anchor", "mission attempt"), None);
        assert_eq!(
            read(s, "Deep Anchor", "battle"),
            Some((Verdict::Yes, false))
        );
    }

    #[test]
    fn a_name_in_quotation_marks_of_its_own_is_the_card() {
        let s = "It makes sense that the shuttle would be immune to \"Loss of Orbital Stability\".";
        assert_eq!(
            read(s, "Loss of Orbital Stability", "shuttle"),
            Some((Verdict::No, false))
        );
        let marked = Marked::new(
            "it is \"kevin uxbridge\", not q2.",
            &Forms::new(["kevin uxbridge"]),
        );
        assert_eq!(marked.text, "it is ACTOR, not q2.");
        assert_eq!(marked.original(6), 6);
        assert_eq!(marked.original(13), 24);
    }

    #[test]
    fn a_construction_inside_an_exception_is_no_ruling_on_the_actor() {
        let s = "However, each download is a separate action, and you may not interrupt another action to start a download, except when it suspends play or is a valid response.";
        assert_eq!(read(s, "download", "another action"), None);
        // An exception after the construction leaves it the sentence's.
        let s = "A download is not a valid response to an action unless it specifically relates to that action.";
        assert_eq!(read(s, "download", "action"), Some((Verdict::No, true)));
    }

    #[test]
    fn a_list_of_immunities_ends_where_a_condition_begins() {
        let s = "The shuttle would be immune to Loss of Orbital Stability if it is located on a planet.";
        assert_eq!(
            read(s, "Loss of Orbital Stability", "shuttle"),
            Some((Verdict::No, false))
        );
    }

    #[test]
    fn a_list_of_immunities_ends_where_a_clause_goes_on() {
        let s = "The Grey Cloud is immune to Tidal Wave and Red Herring nullifies it.";
        assert_ne!(
            read(s, "Red Herring", "Grey Cloud").map(|v| v.0),
            Some(Verdict::No)
        );
        let s = "The Grey Cloud is immune to Tidal Wave and Red Herring.";
        assert_eq!(
            read(s, "Red Herring", "Grey Cloud"),
            Some((Verdict::No, false))
        );
    }

    #[test]
    fn a_form_inside_another_kind_of_the_action_does_not_name_it() {
        let ship_battle = Forms::new(["ship battle", "battle"]).apart_from(["personnel battle"]);
        assert!(!ship_battle.named_in("valid responses to personnel battle."));
        assert!(ship_battle.named_in("valid responses to ship battle."));
        assert!(ship_battle.named_in("it may not be played during battle."));
        assert!(ship_battle.named_in("after personnel battle, a battle at sea."));
        assert_eq!(ship_battle.find("personnel battle, then battle"), Some(23));
        // Set apart from more kinds later, it stays apart from the first.
        let apart_again = ship_battle.clone().apart_from(["battle station"]);
        assert!(!apart_again.named_in("valid responses to personnel battle."));
        assert!(!apart_again.named_in("a battle station is a facility."));
        let reader = Reader::new(Forms::new(["Smoke Bomb"]));
        let s = "Smoke Bomb and Phaser Burns are valid responses to personnel battle.";
        assert!(!reader.read(s, &ship_battle).unwrap().same_clause);
    }

    #[test]
    fn an_alternative_in_a_parenthesis_is_part_of_what_is_responded_to() {
        let s = "they are not valid responses to encountering a borg ship (or any other dilemma), he said";
        let objects: Vec<&str> = response_objects(s).into_iter().map(|o| &s[o]).collect();
        assert_eq!(objects, ["encountering a borg ship (or any other dilemma)"]);
        // So is an example of it.
        let s = "it can nullify an event that is discarded (such as kivas fajo); it says so";
        let objects: Vec<&str> = response_objects(s).into_iter().map(|o| &s[o]).collect();
        assert_eq!(objects, ["an event that is discarded (such as kivas fajo)"]);
        // Any other parenthesis still ends the phrase.
        let s = "a valid response to a borg ship (see below).";
        let objects: Vec<&str> = response_objects(s).into_iter().map(|o| &s[o]).collect();
        assert_eq!(objects, ["a borg ship "]);
    }
}
