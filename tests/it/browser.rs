//! `rulings serve` in a real browser: headless Chromium, driven over
//! WebDriver (chromedriver) with fantoccini, does what a judge would do and
//! the test reads the DOM Chromium built at each step.
//!
//! Needs Debian's `chromium` and `chromium-driver` packages (`.ci/run`
//! installs them). The screenshots in `docs/` are made by the ignored test
//! here: `cargo test --test it screenshots -- --ignored`.

use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::json;

use crate::serve::Server;

/// Where Debian installs Chromium and its driver.
const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// A chromedriver process, ended when dropped, with the profile directory
/// of the browser it starts.
struct Driver {
    child: Child,
    port: u16,
    profile: tempfile::TempDir,
}

impl Driver {
    /// Starts chromedriver on a free port and waits until it listens.
    fn start() -> Driver {
        for program in [CHROMIUM, CHROMEDRIVER] {
            assert!(
                Path::new(program).exists(),
                "{program} is missing: the browser test needs Debian's chromium and \
                 chromium-driver (apt-get install -y chromium chromium-driver; .ci/run installs them)"
            );
        }
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let deadline = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not listen");
            std::thread::sleep(Duration::from_millis(50));
        }
        Driver {
            child,
            port,
            profile: tempfile::TempDir::new().expect("a profile directory"),
        }
    }

    /// A new headless browser session with a window `width` × `height`.
    async fn browser(&self, width: u32, height: u32) -> Client {
        let args = [
            "--headless".to_string(),
            "--no-sandbox".to_string(),
            "--disable-gpu".to_string(),
            "--disable-quic".to_string(),
            "--no-first-run".to_string(),
            "--disable-background-networking".to_string(),
            "--disable-component-update".to_string(),
            "--disable-sync".to_string(),
            "--disable-dev-shm-usage".to_string(),
            "--hide-scrollbars".to_string(),
            format!("--window-size={width},{height}"),
            format!("--user-data-dir={}", self.profile.path().display()),
        ];
        let mut capabilities = serde_json::Map::new();
        capabilities.insert(
            "goog:chromeOptions".to_string(),
            json!({ "binary": CHROMIUM, "args": args }),
        );
        ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{}", self.port))
            .await
            .expect("a Chromium session")
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs `test` on a runtime of its own.
fn in_runtime<F: std::future::Future<Output = ()>>(test: F) {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(test);
}

/// The text a person sees in the first element `css` selects.
async fn text_of(browser: &Client, css: &str) -> String {
    browser
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no {css}: {e}"))
        .text()
        .await
        .expect("its text")
}

#[test]
fn a_judge_searches_opens_the_ruling_and_then_a_card() {
    let server = Server::shipped();
    let driver = Driver::start();
    in_runtime(async {
        let browser = driver.browser(1280, 900).await;
        browser.goto(&format!("{}/", server.url)).await.unwrap();
        assert_eq!(browser.title().await.unwrap(), "Search · rulings");
        let query = "amanda rogers countermanda";
        let search = browser.find(Locator::Css("input[name=q]")).await.unwrap();
        assert!(search.is_displayed().await.unwrap(), "the search box shows");
        search.send_keys(query).await.unwrap();
        let submit = browser
            .find(Locator::Css("form.search button[type=submit]"))
            .await
            .unwrap();
        submit.click().await.unwrap();

        browser
            .wait()
            .for_element(Locator::Css("ol.results"))
            .await
            .unwrap();
        assert!(browser.title().await.unwrap().starts_with(query));
        assert!(text_of(&browser, "p.count")
            .await
            .ends_with("results, best first"));
        let first = browser.find(Locator::Css("ol.results > li")).await.unwrap();
        let passage = first
            .find(Locator::Css("p.passage"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(passage.contains("Countermanda"), "first result: {passage}");
        let marked = first.find_all(Locator::Css("mark")).await.unwrap();
        assert!(!marked.is_empty(), "the query's words are marked");
        for mark in marked {
            let word = mark.text().await.unwrap().to_lowercase();
            assert!(query.contains(&word), "{word} is not a query word");
        }
        let link = first.find(Locator::Css("h3.title a")).await.unwrap();
        let title = link.text().await.unwrap();
        assert!(
            title.to_lowercase().contains("colon"),
            "first result: {title}"
        );
        link.click().await.unwrap();

        browser
            .wait()
            .for_element(Locator::Css("article.record h1"))
            .await
            .unwrap();
        assert!(browser
            .current_url()
            .await
            .unwrap()
            .path()
            .starts_with("/r/"));
        assert_eq!(text_of(&browser, "article.record h1").await, title);
        let text = text_of(&browser, "article.record .text").await;
        assert!(
            text.contains("Amanda Rogers") && text.contains("Countermanda"),
            "{text}"
        );
        let card = browser
            .find(Locator::XPath(
                "//p[@class='cards']/a[normalize-space()='Countermanda']",
            ))
            .await
            .expect("a link to Countermanda among the record's cards");
        card.click().await.unwrap();

        browser
            .wait()
            .for_element(Locator::Css("main h1"))
            .await
            .unwrap();
        assert_eq!(text_of(&browser, "main h1").await, "Countermanda");
        assert!(browser
            .current_url()
            .await
            .unwrap()
            .path()
            .starts_with("/card/"));
        let heading = text_of(&browser, "main section h2").await;
        assert!(
            heading.ends_with("rulings, newest authority first"),
            "{heading}"
        );
        let rulings = browser
            .find_all(Locator::Css("ol.results > li"))
            .await
            .unwrap();
        assert!(!rulings.is_empty(), "the card's rulings are listed");
        browser.close().await.unwrap();
    });
}

#[test]
#[ignore = "writes the screenshots in docs/; run by hand"]
fn screenshots() {
    let server = Server::shipped();
    let driver = Driver::start();
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    std::fs::create_dir_all(&docs).unwrap();
    in_runtime(async {
        for (name, width, height) in [("phone", 360, 780), ("laptop", 1280, 800)] {
            let browser = driver.browser(width, height).await;
            let search = format!("{}/search?q=amanda+rogers+countermanda", server.url);
            browser.goto(&search).await.unwrap();
            let png = browser.screenshot().await.unwrap();
            std::fs::write(docs.join(format!("serve-search-{name}.png")), png).unwrap();
            let first = browser
                .find(Locator::Css("ol.results h3.title a"))
                .await
                .unwrap();
            first.click().await.unwrap();
            browser
                .wait()
                .for_element(Locator::Css("article.record"))
                .await
                .unwrap();
            let png = browser.screenshot().await.unwrap();
            std::fs::write(docs.join(format!("serve-record-{name}.png")), png).unwrap();
            browser.close().await.unwrap();
        }
    });
}
