//! Embeds the shipped corpus (every file in `corpus/`) into the binary, so an
//! installed `rulings` works from any directory. The manifest decides which of
//! the embedded files are documents.
//!
//! Also hashes the library's sources into `RULINGS_CODE_HASH`: an index built by
//! other parsing or linking code is stale and is rebuilt.

use std::env;
use std::fs;
use std::path::Path;

fn main() {
    let root = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let corpus = Path::new(&root).join("corpus");
    println!("cargo:rerun-if-changed={}", corpus.display());
    let mut files: Vec<String> = Vec::new();
    if let Ok(entries) = fs::read_dir(&corpus) {
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_file() && !name.starts_with('.') {
                println!("cargo:rerun-if-changed={}", path.display());
                files.push(name);
            }
        }
    }
    files.sort();
    let mut code = String::from("/// Every file of the shipped corpus: (file name, bytes).\n");
    code.push_str("pub static EMBEDDED_FILES: &[(&str, &[u8])] = &[\n");
    for name in &files {
        let path = corpus.join(name);
        code.push_str(&format!(
            "    ({name:?}, include_bytes!({path:?})),\n",
            path = path.display().to_string()
        ));
    }
    code.push_str("];\n");
    println!(
        "cargo:rustc-env=RULINGS_CODE_HASH={:016x}",
        code_hash(&Path::new(&root).join("src"))
    );
    let out =
        Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded_corpus.rs");
    fs::write(out, code).expect("write embedded_corpus.rs");
}

/// FNV-1a over every file under `dir`, in path order.
fn code_hash(dir: &Path) -> u64 {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files = Vec::new();
    collect(dir, &mut files);
    files.sort();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for file in files {
        println!("cargo:rerun-if-changed={}", file.display());
        let bytes = fs::read(&file).unwrap_or_default();
        for byte in file.to_string_lossy().bytes().chain(bytes) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

fn collect(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    if let Ok(entries) = fs::read_dir(dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                collect(&path, files);
            } else {
                files.push(path);
            }
        }
    }
}
