//! Checks of the resources for tests: every message in every language, with the same arguments.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use kontor_engine::{Lang, Locales};

/// Message ids (and `id.attribute`s) with the variables each uses.
pub type Signatures = BTreeMap<String, BTreeSet<String>>;

/// The messages of one `.ftl` source with their variables; syntax errors as `Err`.
pub fn signatures(source: &str) -> Result<Signatures, String> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut out = Signatures::new();
    for entry in &resource.body {
        if let Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                let mut avars = BTreeSet::new();
                pattern_vars(&a.value, &mut avars);
                out.insert(format!("{}.{}", m.id.name, a.id.name), avars);
            }
            out.insert(m.id.name.to_string(), vars);
        }
    }
    Ok(out)
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            arguments.positional.iter().for_each(|a| inline_vars(a, vars));
            arguments.named.iter().for_each(|a| inline_vars(&a.value, vars));
        }
        InlineExpression::TermReference { arguments: Some(arguments), .. } => {
            arguments.positional.iter().for_each(|a| inline_vars(a, vars));
            arguments.named.iter().for_each(|a| inline_vars(&a.value, vars));
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// Every difference between the languages of `locales`: a message missing in one, or using other
/// arguments. Empty when English and Polish agree.
#[must_use]
pub fn differences(name: &str, locales: &Locales) -> Vec<String> {
    let mut out = Vec::new();
    let parsed: Vec<(Lang, Signatures)> = Lang::ALL
        .iter()
        .filter_map(|l| match signatures(locales.get(*l)) {
            Ok(s) => Some((*l, s)),
            Err(e) => {
                out.push(format!("{name} {}: {e}", l.code()));
                None
            }
        })
        .collect();
    if let [(_, en), (_, pl)] = parsed.as_slice() {
        for (id, vars) in en {
            match pl.get(id) {
                None => out.push(format!("{name}: `{id}` has no Polish")),
                Some(pv) if pv != vars => {
                    out.push(format!("{name}: `{id}` takes {vars:?} in English but {pv:?} in Polish"))
                }
                Some(_) => {}
            }
        }
        for id in pl.keys().filter(|id| !en.contains_key(*id)) {
            out.push(format!("{name}: `{id}` has no English"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differing_arguments_and_missing_messages_are_reported() {
        let l = Locales {
            en: "a = { $x } and { $y }\nb = b\nc = { $n ->\n [one] one\n *[other] { $n }\n}\n",
            pl: "a = { $x }\nc = { $n ->\n [one] jeden\n [few] { $n }\n *[many] { $n }\n}\nd = d\n",
        };
        let d = differences("t", &l);
        assert_eq!(d.len(), 3, "{d:?}");
        assert!(d[0].contains("`a` takes"));
        assert!(d[1].contains("`b` has no Polish"));
        assert!(d[2].contains("`d` has no English"));
    }
}
