//! Embeds the shipped corpus (every file in `corpus/`) into the binary, so an
//! installed `rulings` works from any directory. The manifest decides which of
//! the embedded files are documents.

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
    let out =
        Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded_corpus.rs");
    fs::write(out, code).expect("write embedded_corpus.rs");
}
