//! The rules stay pure (../shared/DESIGN.md, "pure rules with no I/O"): the engine, the game
//! crates and the games facade depend on no runtime, storage, chat or drawing crate, and their
//! code reads no clock and writes no file. Time enters the rules as data, drawing happens in
//! `kontor-render`, and everything else above them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// The crates that hold the rules.
const RULES_CRATES: [&str; 6] = [
    "kontor-engine",
    "kontor-games",
    "kontor-carthage",
    "kontor-el-dorado",
    "kontor-hansa",
    "kontor-thurn-taxis",
];

/// What no rules crate may depend on, even indirectly.
const FORBIDDEN: [&str; 9] =
    ["tokio", "sled", "tokio-postgres", "serenity", "poise", "teloxide", "image", "plotters", "gif"];

/// Text that reads a clock or touches files, and may not stand in the rules' code.
const IMPURE: [&str; 7] =
    ["Instant::now", "SystemTime", "std::fs", "File::create", "File::open", "std::net", "std::process"];

/// The workspace's dependency graph from `cargo metadata`: each package's name and, by id, the
/// ids of its normal (not dev, not build) dependencies.
struct Graph {
    names: BTreeMap<String, String>,
    normal_deps: BTreeMap<String, Vec<String>>,
    dirs: BTreeMap<String, PathBuf>,
}

/// The graph for the machine's own platform: the packages the build has fetched. (Unfiltered,
/// cargo would want every platform's packages, some never downloaded to build here.)
fn metadata() -> Graph {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--locked", "--offline", "--filter-platform"])
        .arg(host_triple())
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(out.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).expect("cargo metadata prints JSON");
    graph(&json)
}

/// The platform rustc builds for by default, from `rustc -vV`.
fn host_triple() -> String {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = Command::new(rustc).arg("-vV").output().expect("rustc -vV runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let host = text.lines().find_map(|line| line.strip_prefix("host: "));
    host.expect("rustc -vV names its host").trim().to_string()
}

fn graph(json: &Value) -> Graph {
    let mut names = BTreeMap::new();
    let mut dirs = BTreeMap::new();
    for p in json["packages"].as_array().expect("packages") {
        let id = p["id"].as_str().expect("id").to_string();
        names.insert(id.clone(), p["name"].as_str().expect("name").to_string());
        let manifest = PathBuf::from(p["manifest_path"].as_str().expect("manifest path"));
        dirs.insert(id, manifest.parent().expect("a crate folder").to_path_buf());
    }
    let mut normal_deps = BTreeMap::new();
    for node in json["resolve"]["nodes"].as_array().expect("resolved nodes") {
        let deps = node["deps"].as_array().expect("deps").iter().filter(|d| is_normal(d));
        let ids = deps.map(|d| d["pkg"].as_str().expect("pkg").to_string()).collect();
        normal_deps.insert(node["id"].as_str().expect("id").to_string(), ids);
    }
    Graph { names, normal_deps, dirs }
}

/// Whether a dependency edge is linked into the crate's library (not only its tests or build).
fn is_normal(dep: &Value) -> bool {
    dep["dep_kinds"].as_array().is_some_and(|kinds| kinds.iter().any(|k| k["kind"].is_null()))
}

impl Graph {
    fn id_of(&self, name: &str) -> &str {
        self.names.iter().find(|(_, n)| *n == name).map(|(id, _)| id.as_str()).expect("a workspace crate")
    }

    /// The names of every package `name` depends on, directly or not, through normal edges.
    fn reachable(&self, name: &str) -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![self.id_of(name).to_string()];
        while let Some(id) = todo.pop() {
            for dep in self.normal_deps.get(&id).into_iter().flatten() {
                if seen.insert(dep.clone()) {
                    todo.push(dep.clone());
                }
            }
        }
        seen.iter().map(|id| self.names[id].clone()).collect()
    }
}

/// The forbidden crates among `deps`.
fn forbidden_in(deps: &BTreeSet<String>) -> Vec<&'static str> {
    FORBIDDEN.into_iter().filter(|f| deps.contains(*f)).collect()
}

#[test]
fn rules_crates_depend_on_no_runtime_storage_chat_or_drawing_crate() {
    let graph = metadata();
    for name in RULES_CRATES {
        let deps = graph.reachable(name);
        assert!(deps.contains("serde"), "{name}: the graph was read ({deps:?})");
        assert_eq!(forbidden_in(&deps), Vec::<&str>::new(), "{name} depends on them");
    }
    // The check can fail: the service does depend on tokio and sled.
    let service = graph.reachable("kontor-service");
    assert!(forbidden_in(&service).contains(&"tokio") && forbidden_in(&service).contains(&"sled"));
}

/// The `.rs` files under `dir`, recursively.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The impure calls in one file's code outside its unit tests (a `#[cfg(test)]` module, which
/// stands at the end of a file here).
fn impure_lines(text: &str) -> Vec<(usize, &'static str)> {
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    let lines = code.lines().enumerate().filter(|(_, l)| !l.trim_start().starts_with("//"));
    lines
        .flat_map(|(i, l)| IMPURE.into_iter().filter(move |w| l.contains(w)).map(move |w| (i + 1, w)))
        .collect()
}

#[test]
fn rules_code_reads_no_clock_and_writes_no_file() {
    let graph = metadata();
    let mut files = Vec::new();
    for name in RULES_CRATES {
        sources(&graph.dirs[graph.id_of(name)].join("src"), &mut files);
    }
    // The conformance harness is test support, built only for the game crates' tests (feature
    // `conformance`): it may write a regenerated golden record.
    files.retain(|f| !f.components().any(|c| c.as_os_str() == "conformance"));
    assert!(files.len() > 50, "{} files", files.len());
    let found: Vec<String> = files
        .iter()
        .flat_map(|f| {
            let text = std::fs::read_to_string(f).expect("a source file");
            impure_lines(&text).into_iter().map(move |(n, w)| format!("{}:{n}: {w}", f.display()))
        })
        .collect();
    assert_eq!(found, Vec::<String>::new());
    // The scan finds what it looks for.
    assert_eq!(impure_lines("fn f() {\n    let t = std::time::Instant::now();\n}\n"), [(2, "Instant::now")]);
}
