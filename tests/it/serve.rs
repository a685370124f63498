//! `rulings serve` over a real socket: every page and API route, their
//! statuses, the escaping of what they echo, and the API's answers against
//! the subcommands' `--json`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::util::{corpus_args, rulings_json, shared_index, Crafted};

/// A `rulings serve` process on a port the system picked; killed when dropped.
pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT`, without the final slash.
    pub url: String,
    /// What it wrote to stderr so far.
    stderr: Arc<Mutex<String>>,
}

impl Server {
    /// Serves the shipped corpus from the index the other tests share.
    pub fn shipped() -> Server {
        let index = shared_index();
        Server::start(index, &corpus_args(index, &[]))
    }

    /// Runs `rulings ARGS serve --addr 127.0.0.1:0` in `cwd` and waits for the
    /// URL it prints.
    pub fn start(cwd: &Path, args: &[String]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rulings"))
            .args(args)
            .args(["serve", "--addr", "127.0.0.1:0"])
            .current_dir(cwd)
            .env_remove("RULINGS_INDEX")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run rulings serve");
        let stderr = Arc::new(Mutex::new(String::new()));
        let sink = Arc::clone(&stderr);
        let lines = BufReader::new(child.stderr.take().expect("stderr"));
        std::thread::spawn(move || {
            for line in lines.lines().map_while(Result::ok) {
                let mut all = sink.lock().unwrap();
                all.push_str(&line);
                all.push('\n');
            }
        });
        let mut first = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut first)
            .expect("read the URL line");
        let url = first
            .split_whitespace()
            .find(|word| word.starts_with("http://"))
            .unwrap_or_else(|| panic!("no URL in {first:?}; stderr: {}", stderr.lock().unwrap()))
            .trim_end_matches('/')
            .to_string();
        Server { child, url, stderr }
    }

    /// `GET path`.
    pub fn get(&self, path: &str) -> Reply {
        request(&self.url, "GET", path)
    }

    /// `GET path`, decoded as JSON.
    pub fn json(&self, path: &str) -> Value {
        let reply = self.get(path);
        assert!(reply.is_json(), "{path}: not JSON: {}", reply.head);
        serde_json::from_str(&reply.body).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// What the server wrote to stderr so far.
    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An HTTP response.
pub struct Reply {
    /// The status code.
    pub status: u16,
    /// The status line and headers, lowercased.
    pub head: String,
    /// The body.
    pub body: String,
}

impl Reply {
    /// True for `application/json`.
    fn is_json(&self) -> bool {
        self.head.contains("content-type: application/json")
    }

    /// True for an HTML page.
    fn is_html(&self) -> bool {
        self.head.contains("content-type: text/html; charset=utf-8")
    }
}

/// One HTTP/1.1 request on a new connection, read to its end.
pub fn request(url: &str, method: &str, path: &str) -> Reply {
    let host = url.trim_start_matches("http://");
    let mut stream = TcpStream::connect(host).expect("connect to the server");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("read the response");
    let raw = String::from_utf8(raw).expect("a UTF-8 response");
    let (head, body) = raw.split_once("\r\n\r\n").expect("a head and a body");
    let head = head.to_lowercase();
    let status = head[9..12].parse().expect("a status code");
    let body = if head.contains("transfer-encoding: chunked") {
        unchunked(body)
    } else {
        body.to_string()
    };
    Reply { status, head, body }
}

/// A chunked body, joined.
fn unchunked(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).expect("a chunk size");
        if size == 0 {
            break;
        }
        out.push_str(&rest[..size]);
        body = &rest[size + 2..];
    }
    out
}

/// `text` percent-encoded for a path or query value.
fn encoded(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The first result's id and a card it names, for "amanda rogers countermanda".
fn colon_rule_question(server: &Server) -> (String, String) {
    let answer = server.json("/api/search?q=amanda+rogers+countermanda");
    let first = &answer["results"][0];
    let id = first["id"].as_str().expect("an id").to_string();
    let card = first["cards"][0].as_str().expect("a card").to_string();
    (id, card)
}

#[test]
fn every_page_answers_with_its_status_and_type() {
    let server = Server::shipped();
    let (id, card) = colon_rule_question(&server);
    let pages = [
        ("/".to_string(), 200),
        ("/search?q=amanda+rogers+countermanda".to_string(), 200),
        (
            "/search?q=battle&source=glossary&current=true&as_of=2000-01-01".to_string(),
            200,
        ),
        (format!("/r/{id}"), 200),
        (format!("/card/{}", encoded(&card)), 200),
        ("/respond".to_string(), 200),
        (
            "/respond?actor=Hugh&action=Borg+Ship+dilemma".to_string(),
            200,
        ),
        (
            "/respond?actor=can+Hugh+respond+to+a+Borg+Ship+dilemma%3F".to_string(),
            200,
        ),
        ("/superseded".to_string(), 200),
        ("/r/no/such-record".to_string(), 404),
        ("/card/zzxq%20qqzz".to_string(), 404),
        ("/no-such-page".to_string(), 404),
        ("/search?q=".to_string(), 400),
    ];
    for (path, status) in pages {
        let reply = server.get(&path);
        assert_eq!(reply.status, status, "{path}: {}", reply.body);
        assert!(reply.is_html(), "{path}: {}", reply.head);
        assert!(reply.body.starts_with("<!DOCTYPE html>"), "{path}");
    }
    let style = server.get("/style.css");
    assert_eq!(style.status, 200);
    assert!(style.head.contains("content-type: text/css"));
    assert!(style.body.contains("prefers-color-scheme: dark"));
}

#[test]
fn pages_show_what_a_person_asked_for() {
    let server = Server::shipped();
    let (id, card) = colon_rule_question(&server);
    let results = server.get("/search?q=amanda+rogers+countermanda").body;
    assert!(
        results.contains(&format!("href=\"/r/{id}\"")),
        "the first result links to its page"
    );
    assert!(results.contains("<mark>"), "the query's words are marked");
    let record = server.get(&format!("/r/{id}")).body;
    let card_link = format!("href=\"/card/{}\"", encoded(&card));
    assert!(
        record.contains(&card_link),
        "the record links its cards: {card_link}"
    );
    let card_page = server.get(&format!("/card/{}", encoded(&card))).body;
    assert!(card_page.contains(&format!("<h1>{card}</h1>")));
    assert!(
        card_page.contains(&format!("href=\"/r/{id}\"")),
        "the card lists the question"
    );
    let verdict = server
        .get("/respond?actor=Hugh&action=Borg+Ship+dilemma")
        .body;
    assert!(verdict.contains("class=\"verdict yes\""));
    assert!(verdict.contains("<mark class=\"sentence\">"));
    // A verdict by type shows where the card is given its type.
    let by_type = server
        .get("/respond?actor=Amanda+Rogers&action=Supernova")
        .body;
    let heading = by_type
        .find("Where the documents give the card its type")
        .expect(&by_type);
    assert!(
        by_type[heading..].contains("href=\"/r/faq/3.8/supernova\""),
        "{by_type}"
    );
    // What a search for both finds, under its own heading.
    let found = server
        .get("/respond?actor=Long-Range+Scan&action=cloaked+ship")
        .body;
    let heading = found.find("Found by a search for both").expect(&found);
    assert!(
        found[heading..].contains("href=\"/r/faq/2.4/events-interrupts\""),
        "{found}"
    );
    let changes = server.get("/superseded").body;
    assert!(changes.contains("class=\"old\"") && changes.contains("class=\"new\""));
    assert!(changes.contains("for review"));
}

#[test]
fn api_answers_equal_the_command_line_json() {
    let server = Server::shipped();
    let (id, card) = colon_rule_question(&server);
    let same = |path: &str, args: &[&str]| {
        assert_eq!(
            server.json(path),
            rulings_json(args),
            "{path} against rulings {args:?}"
        );
    };
    same(
        "/api/search?q=amanda+rogers+countermanda",
        &["search", "amanda rogers countermanda"],
    );
    same(
        "/api/search?q=battle&source=glossary&limit=3&current=true",
        &[
            "search",
            "battle",
            "--source",
            "glossary",
            "--limit",
            "3",
            "--current",
        ],
    );
    same(
        "/api/search?card=Hugh&as_of=2000-01-01",
        &["search", "--card", "Hugh", "--as-of", "2000-01-01"],
    );
    same(&format!("/api/record/{id}"), &["show", &id]);
    same(&format!("/api/card/{}", encoded(&card)), &["card", &card]);
    same("/api/card/amanda%20rodgers", &["card", "amanda rodgers"]);
    same(
        "/api/respond?actor=Hugh&action=Borg+Ship+dilemma",
        &["respond", "Hugh", "Borg Ship dilemma"],
    );
    same(
        "/api/respond?actor=can+Hugh+respond+to+a+Borg+Ship+dilemma%3F",
        &["respond", "can Hugh respond to a Borg Ship dilemma?"],
    );
    same("/api/superseded", &["superseded"]);
    same(
        "/api/superseded?candidates=true",
        &["superseded", "--candidates"],
    );
    let first = server.json("/api/search?q=amanda+rogers+countermanda");
    let title = first["results"][0]["title"]
        .as_str()
        .unwrap()
        .to_lowercase();
    assert!(
        title.contains("colon"),
        "the colon-rule question comes first: {title}"
    );
}

#[test]
fn input_is_escaped_on_every_page_that_echoes_it() {
    let server = Server::shipped();
    let attack = "<script>alert(1)</script>";
    let sent = encoded(attack);
    let pages = [
        format!("/search?q={sent}"),
        format!("/search?q=battle&card={sent}"),
        format!("/search?q=battle&source={sent}"),
        format!("/search?q=battle&as_of={sent}"),
        format!("/r/{sent}"),
        format!("/card/{sent}"),
        format!("/respond?actor={sent}&action=battle"),
        format!("/respond?actor=Hugh&action={sent}"),
    ];
    for path in pages {
        let reply = server.get(&path);
        assert!(
            !reply.body.contains("<script"),
            "{path} echoes a tag: {}",
            reply.body
        );
        assert!(
            reply.body.contains("&lt;script&gt;"),
            "{path} does not show the input"
        );
        assert!(reply
            .head
            .contains("content-security-policy: default-src 'none'"));
    }
    let elsewhere = server.get(&format!("/no/{sent}"));
    assert_eq!(elsewhere.status, 404);
    assert!(!elsewhere.body.contains("<script"));
    for path in [format!("/api/search?q={sent}"), format!("/api/card/{sent}")] {
        let reply = server.get(&path);
        assert!(reply.is_json(), "{path}");
        assert!(reply.head.contains("x-content-type-options: nosniff"));
    }
}

#[test]
fn bad_input_is_a_400_that_says_what_is_wrong() {
    let server = Server::shipped();
    let long = "a".repeat(1001);
    let cases = [
        ("/search?q=", "empty"),
        ("/search?q=%20%20", "empty"),
        (&*format!("/search?q={long}"), "1001 characters"),
        ("/search?q=battle&as_of=1999-02-30", "not a date"),
        ("/search?q=battle&source=wiki", "unknown source"),
        ("/search?q=battle&limit=0", "limit"),
        ("/search?q=battle&current=maybe", "neither true nor false"),
        ("/respond?actor=&action=battle", "no actor"),
    ];
    for (path, says) in cases {
        let page = server.get(path);
        assert_eq!(page.status, 400, "{path}");
        assert!(page.body.contains(says), "{path}: {}", page.body);
        let api = server.get(&format!("/api{path}"));
        assert_eq!(api.status, 400, "/api{path}");
        let error: Value = serde_json::from_str(&api.body).unwrap();
        assert!(
            error["error"].as_str().unwrap().contains(says),
            "/api{path}: {error}"
        );
    }
}

#[test]
fn unknown_ids_and_cards_are_404s_that_offer_a_search() {
    let server = Server::shipped();
    let record = server.get("/r/faq/9.9/no-such-topic");
    assert_eq!(record.status, 404);
    assert!(record.body.contains("No ruling has the id"));
    assert!(record.body.contains("href=\"/search?q=no%20such%20topic\""));
    let card = server.get("/card/zzxq%20qqzz");
    assert_eq!(card.status, 404);
    assert!(card.body.contains("No card matches"));
    assert!(card.body.contains("href=\"/search?q=zzxq%20qqzz\""));
    let api = server.get("/api/record/faq/9.9/no-such-topic");
    assert_eq!(api.status, 404);
    let error: Value = serde_json::from_str(&api.body).unwrap();
    assert!(error["error"]
        .as_str()
        .unwrap()
        .contains("no record has the id"));
    let no_card = server.get("/api/card/zzxq%20qqzz");
    assert_eq!(no_card.status, 404);
    assert_eq!(
        serde_json::from_str::<Value>(&no_card.body).unwrap()["card"],
        Value::Null
    );
    assert_eq!(server.get("/api/nothing").status, 404);
}

#[test]
fn only_get_and_head_are_served() {
    let server = Server::shipped();
    let head = request(&server.url, "HEAD", "/search?q=hugh");
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    for method in ["POST", "PUT", "DELETE"] {
        assert_eq!(
            request(&server.url, method, "/search?q=hugh").status,
            405,
            "{method}"
        );
    }
}

#[test]
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn serves_on_loopback_by_default_and_ends_cleanly_on_ctrl_c() {
    let help = crate::util::rulings(&["serve", "--help"]);
    assert!(crate::util::stdout(&help).contains("[default: 127.0.0.1:8080]"));
    let mut server = Server::shipped();
    assert!(server.url.starts_with("http://127.0.0.1:"));
    assert_eq!(server.get("/").status, 200);
    interrupt(&server.child);
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "still serving after Ctrl-C");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(
        status.success(),
        "exit status {status}: {}",
        server.stderr()
    );
}

/// Sends `child` SIGINT, as Ctrl-C in its terminal would (libc is a
/// dependency on glibc only).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn interrupt(child: &Child) {
    let pid = libc::pid_t::try_from(child.id()).expect("a pid");
    // SAFETY: kill(2) with a child's own pid and a signal number reads no memory.
    let sent = unsafe { libc::kill(pid, libc::SIGINT) };
    assert_eq!(sent, 0, "kill -INT {pid}");
}

#[test]
fn a_changed_corpus_is_swapped_in_while_requests_are_answered() {
    let crafted = Crafted::new(&[(
        "g.txt",
        "glossary",
        "cargo run – A ship may make one cargo run.".as_bytes(),
    )]);
    let root = crafted.root.path();
    let args = [
        "--corpus".to_string(),
        root.join("corpus").display().to_string(),
        "--index".to_string(),
        root.join("index").display().to_string(),
    ];
    let server = Server::start(root, &args);
    let found = |server: &Server| {
        server.json("/api/search?q=zebra")["results"]
            .as_array()
            .unwrap()
            .len()
    };
    assert_eq!(found(&server), 0);
    std::fs::write(
        root.join("corpus/g.txt"),
        "cargo run – A ship may make one cargo run.\n\nzebra stripes – A zebra is striped.",
    )
    .unwrap();
    // Every request until the new index is served is answered from the old
    // one. (How many fall in the rebuild depends on the machine's load: on a
    // busy one the swap may land before the first of them, so none is
    // counted.)
    let deadline = Instant::now() + Duration::from_secs(120);
    while found(&server) == 0 {
        assert_eq!(
            server.get("/search?q=cargo").status,
            200,
            "answered while rebuilding"
        );
        assert!(
            Instant::now() < deadline,
            "the new corpus was never served: {}",
            server.stderr()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // The server says so before it swaps, but the test reads its stderr on
    // a thread of its own, which may not have read the line yet when the
    // new index answers.
    while !server.stderr().contains("now serving its new index") {
        assert!(
            Instant::now() < deadline,
            "the swap was never told: {}",
            server.stderr()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}
