//! The HTTP server of `rulings serve`: a thin layer over the library's
//! queries, the same calls the subcommands make, answering web pages
//! ([`rulings::render::html`]) and the subcommands' `--json` answers.
//!
//! One thread runs the server (a current-thread tokio runtime); each request's
//! query and rendering run on tokio's blocking pool, one thread per core, and
//! a panic inside one is that request's 500 page alone. [`live`] keeps the
//! index and swaps in a new one when the corpus changes.

mod live;
mod pages;
mod params;
mod routes;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;

pub use live::Live;

/// How long requests still running at Ctrl-C may take to finish.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// Listens on `addr`, prints the URL, and serves `live` until Ctrl-C.
pub fn serve(addr: SocketAddr, live: Arc<Live>) -> anyhow::Result<()> {
    let listener =
        std::net::TcpListener::bind(addr).with_context(|| format!("cannot listen on {addr}"))?;
    listener.set_nonblocking(true)?;
    let url = format!("http://{}/", listener.local_addr()?);
    crate::cmd::emit(&format!("Serving the rulings at {url} (Ctrl-C to stop)"))?;
    live.watch();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .max_blocking_threads(answering_threads())
        .build()
        .context("cannot start the server's runtime")?;
    let served = runtime.block_on(async {
        let listener = tokio::net::TcpListener::from_std(listener)?;
        axum::serve(listener, routes::router(live))
            .with_graceful_shutdown(interrupted())
            .await
    });
    runtime.shutdown_timeout(SHUTDOWN_GRACE);
    served.with_context(|| format!("serving on {url}"))
}

/// Most requests answered at once: one per core. More threads only take
/// turns, and raised the p99 latency in `scripts/serve-bench.sh`.
fn answering_threads() -> usize {
    std::thread::available_parallelism().map_or(2, usize::from)
}

/// Resolves on Ctrl-C (SIGINT).
async fn interrupted() {
    if tokio::signal::ctrl_c().await.is_err() {
        // No signal handler could be installed: serve until killed.
        std::future::pending::<()>().await;
    }
}
