//! Benchmarks: ingest (parse + link + index) and query latency against a warm
//! reader, on the shipped corpus (1x) and on a generated corpus 100 times its size.
//!
//! `cargo bench` runs both scales; `RULINGS_BENCH_SCALE=1 cargo bench` only 1x.
//! Above 1x ingest is measured once whole (parse + link + index), over the
//! least criterion allows: ten single runs after a short warm-up.
//! Besides criterion's estimates (the mean of many runs per sample), each query
//! is timed one run at a time and its p50 and p99 printed, the figures the
//! latency targets are stated in.
//! The end-to-end timings (process start to printed result) are in
//! `scripts/bench.sh`.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode};
use rulings::corpus::Corpus;
use rulings::index::{self, Index};
use rulings::ingest::ingest;
use rulings::query::card::card;
use rulings::query::respond::respond;
use rulings::query::search::{search, SearchOptions};
use rulings::query::view::View;
use rulings::scale::write_scaled;

/// Realistic queries: single card, phrase, natural question, a misspelt word.
const QUERIES: &[(&str, &str)] = &[
    ("card", "amanda rogers"),
    ("phrase", "\"suspends play\""),
    (
        "question",
        "can I get the crew off my exploding ship onto the planet first",
    ),
    ("colon", "amanda rogers countermanda"),
    ("misspelt", "do phazers stack on an away team"),
];

/// Card lookups: a name with its group, and a typo.
const CARD_NAMES: &[(&str, &str)] = &[
    ("kevin uxbridge (group expansion)", "kevin uxbridge"),
    ("incoming mesage (typo, group)", "incoming mesage"),
];

/// Respond questions: one a passage answers ("stated"), one none does, whose
/// answer is filled with what searches find ("unknown").
const RESPONDS: &[(&str, &str, &str)] = &[
    ("stated", "Hugh", "Borg Ship dilemma"),
    ("unknown", "Long-Range Scan", "cloaked ship"),
];

fn shipped() -> Corpus {
    Corpus::from_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")).expect("shipped corpus")
}

fn scales() -> Vec<usize> {
    match std::env::var("RULINGS_BENCH_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        Some(scale) => vec![scale],
        None => vec![1, 100],
    }
}

/// The corpus at a scale, written to a temporary directory when scaled.
fn corpus_at(scale: usize, scratch: &Path) -> Corpus {
    let corpus = shipped();
    if scale == 1 {
        return corpus;
    }
    let dir = scratch.join(format!("corpus-{scale}x"));
    write_scaled(&corpus, scale, &dir).expect("write scaled corpus");
    Corpus::from_dir(&dir).expect("scaled corpus")
}

fn built(corpus: &Corpus, dir: &Path) -> Index {
    index::build(dir, ingest(corpus), corpus).expect("build index")
}

fn benches(c: &mut Criterion) {
    let scratch = tempfile::TempDir::new().expect("temp dir");
    for scale in scales() {
        let corpus = corpus_at(scale, scratch.path());
        let mut group = c.benchmark_group(format!("{scale}x"));
        if scale > 1 {
            group
                .sample_size(10)
                .sampling_mode(SamplingMode::Flat)
                .warm_up_time(Duration::from_secs(1))
                .measurement_time(Duration::from_secs(1));
        } else {
            group.bench_function("ingest: parse + link", |b| {
                b.iter(|| black_box(ingest(&corpus)))
            });
        }
        let index_dir = scratch.path().join(format!("index-{scale}x"));
        group.bench_function("ingest: parse + link + index", |b| {
            b.iter(|| black_box(built(&corpus, &index_dir).summary.documents.len()))
        });
        let index = built(&corpus, &index_dir);
        print_percentiles(scale, &index);
        group
            .sample_size(100)
            .sampling_mode(SamplingMode::Auto)
            .warm_up_time(Duration::from_secs(3))
            .measurement_time(Duration::from_secs(5));
        for (name, query) in QUERIES {
            let options = SearchOptions::first(query, 10);
            group.bench_with_input(BenchmarkId::new("search", name), &options, |b, options| {
                b.iter(|| {
                    black_box(
                        search(&View::whole(&index), options)
                            .expect("search")
                            .results
                            .len(),
                    )
                })
            });
        }
        for (name, typed) in CARD_NAMES {
            group.bench_with_input(BenchmarkId::new("card", name), typed, |b, typed| {
                b.iter(|| {
                    black_box(
                        card(&View::whole(&index), typed)
                            .expect("card")
                            .rulings
                            .len(),
                    )
                })
            });
        }
        for (name, actor, action) in RESPONDS {
            group.bench_function(BenchmarkId::new("respond", name), |b| {
                b.iter(|| {
                    black_box(
                        respond(&View::whole(&index), actor, action)
                            .expect("respond")
                            .verdict,
                    )
                })
            });
        }
        group.finish();
    }
}

/// Single runs of each query timed for the percentile table.
const TIMED_RUNS: usize = 2_000;

/// Times each query (searches, card lookups and the respond questions)
/// [`TIMED_RUNS`] times, one run at a time after a warm-up, and prints its p50
/// and p99.
fn print_percentiles(scale: usize, index: &Index) {
    for (name, query) in QUERIES {
        let options = SearchOptions::first(query, 10);
        print_timed(&format!("{scale}x search {name}"), || {
            black_box(
                search(&View::whole(index), &options)
                    .expect("search")
                    .results
                    .len(),
            );
        });
    }
    for (name, typed) in CARD_NAMES {
        print_timed(&format!("{scale}x card {name}"), || {
            black_box(
                card(&View::whole(index), typed)
                    .expect("card")
                    .rulings
                    .len(),
            );
        });
    }
    for (name, actor, action) in RESPONDS {
        print_timed(
            &format!("{scale}x respond {name} {actor} / {action}"),
            || {
                black_box(
                    respond(&View::whole(index), actor, action)
                        .expect("respond")
                        .verdict,
                );
            },
        );
    }
}

/// Runs `query` [`TIMED_RUNS`] times after a tenth as many to warm up, and
/// prints the p50, p99 and slowest run under `label`.
fn print_timed(label: &str, mut query: impl FnMut()) {
    let mut micros: Vec<f64> = (0..TIMED_RUNS + TIMED_RUNS / 10)
        .map(|_| {
            let start = Instant::now();
            query();
            start.elapsed().as_secs_f64() * 1e6
        })
        .skip(TIMED_RUNS / 10)
        .collect();
    micros.sort_by(f64::total_cmp);
    let at = |share: f64| micros[((micros.len() - 1) as f64 * share).round() as usize];
    println!(
        "{label}: p50 {:.0} µs, p99 {:.0} µs, max {:.0} µs ({TIMED_RUNS} runs)",
        at(0.50),
        at(0.99),
        at(1.0)
    );
}

criterion_group!(rulings_benches, benches);
criterion_main!(rulings_benches);
