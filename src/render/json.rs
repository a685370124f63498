//! JSON output: answers are serialized in the shapes README.md lists under
//! "Commands" (their serde derives), pretty-printed for `--json`, one compact
//! object per line for `export`.

use serde::Serialize;

/// A pretty-printed JSON document for `--json`.
pub fn pretty<T: Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value)
        .unwrap_or_else(|e| format!("{{\"error\": {:?}}}", e.to_string()))
}

/// One compact JSON object, for JSON lines.
pub fn line<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\": {:?}}}", e.to_string()))
}
