//! The bundles of every language and rendering a [`Text`] with them.

use std::borrow::Cow;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use kontor_engine::{Arg, Lang, Locales, Seat, Text};
use thiserror::Error;
use unic_langid::LanguageIdentifier;

/// Why the resources could not be loaded: a syntax error or an id defined twice.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("the {lang:?} Fluent resources are broken: {problems}")]
pub struct CatalogError {
    pub lang: Lang,
    pub problems: String,
}

/// What went wrong while rendering a text: a missing message, a missing argument.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{lang:?}: {problem}")]
pub struct RenderError {
    pub lang: Lang,
    pub problem: String,
}

/// Every message of every crate, per language.
pub struct Catalog {
    en: FluentBundle<FluentResource>,
    pl: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Catalog")
    }
}

fn bundle(lang: Lang, sources: &[Locales]) -> Result<FluentBundle<FluentResource>, CatalogError> {
    let id: LanguageIdentifier =
        lang.code().parse().map_err(|e| CatalogError { lang, problems: format!("{e:?}") })?;
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Chat platforms show the invisible isolation marks as stray characters in code spans.
    bundle.set_use_isolating(false);
    let mut problems = Vec::new();
    for source in sources {
        let resource = match FluentResource::try_new(source.get(lang).to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                problems.extend(errors.iter().map(|e| format!("{e:?}")));
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            problems.extend(errors.iter().map(ToString::to_string));
        }
    }
    if problems.is_empty() { Ok(bundle) } else { Err(CatalogError { lang, problems: problems.join("; ") }) }
}

impl Catalog {
    /// The catalog of the given crates' resources.
    pub fn new(sources: &[Locales]) -> Result<Catalog, CatalogError> {
        Ok(Catalog { en: bundle(Lang::En, sources)?, pl: bundle(Lang::Pl, sources)? })
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        match lang {
            Lang::En => &self.en,
            Lang::Pl => &self.pl,
        }
    }

    /// Whether `lang` has the message `id`.
    #[must_use]
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }

    /// `text` in `lang`, seats named from `names` (a seat without a name is "seat N"). A message
    /// missing in `lang` comes out in English and is logged; one missing everywhere shows its id.
    #[must_use]
    pub fn render(&self, lang: Lang, text: &Text, names: &[String]) -> String {
        match self.try_render(lang, text, names) {
            Ok(s) => s,
            Err((s, errors)) => {
                for e in &errors {
                    tracing::warn!("text rendered with an error: {e}");
                }
                if lang != Lang::En && errors.iter().any(|e| e.problem.starts_with("no message")) {
                    self.render(Lang::En, text, names)
                } else {
                    s
                }
            }
        }
    }

    /// `text` in `lang`, or the best effort with everything that went wrong.
    pub fn try_render(
        &self,
        lang: Lang,
        text: &Text,
        names: &[String],
    ) -> Result<String, (String, Vec<RenderError>)> {
        let mut errors = Vec::new();
        let out = self.render_into(lang, text, names, &mut errors);
        if errors.is_empty() { Ok(out) } else { Err((out, errors)) }
    }

    /// The attribute `attr` of message `id` (a rules topic's `.topic` name), if it exists.
    #[must_use]
    pub fn attribute(&self, lang: Lang, id: &str, attr: &str) -> Option<String> {
        let bundle = self.bundle(lang);
        let pattern = bundle.get_message(id)?.get_attribute(attr)?.value();
        let mut errors = Vec::new();
        Some(bundle.format_pattern(pattern, None, &mut errors).into_owned())
    }

    /// A message by id with arguments, for the service's own texts.
    #[must_use]
    pub fn message(&self, lang: Lang, id: &str, args: &[(&'static str, Arg)]) -> String {
        let mut text = Text::msg(id.to_string());
        for (name, arg) in args {
            text = text.arg(name, arg.clone());
        }
        self.render(lang, &text, &[])
    }

    fn render_into(
        &self,
        lang: Lang,
        text: &Text,
        names: &[String],
        errors: &mut Vec<RenderError>,
    ) -> String {
        match text {
            Text::Plain(s) => fill_seats(s, names),
            Text::Join { parts, sep } => {
                let parts: Vec<String> =
                    parts.iter().map(|p| self.render_into(lang, p, names, errors)).collect();
                parts.join(sep)
            }
            Text::Msg { id, args } => {
                let bundle = self.bundle(lang);
                let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                    errors.push(RenderError { lang, problem: format!("no message `{id}`") });
                    return id.to_string();
                };
                let mut fluent_args = FluentArgs::with_capacity(args.len());
                for (name, arg) in args {
                    let value: FluentValue<'_> = match arg {
                        Arg::Num(n) => FluentValue::from(*n),
                        Arg::Str(s) => FluentValue::from(s.clone()),
                        Arg::Seat(seat) => FluentValue::from(seat_name(*seat, names)),
                        Arg::Text(t) => FluentValue::from(self.render_into(lang, t, names, errors)),
                    };
                    fluent_args.set(Cow::Borrowed(name.as_ref()), value);
                }
                let mut fluent_errors = Vec::new();
                let out = bundle.format_pattern(pattern, Some(&fluent_args), &mut fluent_errors).into_owned();
                errors.extend(
                    fluent_errors.into_iter().map(|e| RenderError { lang, problem: format!("`{id}`: {e}") }),
                );
                fill_seats(&out, names)
            }
        }
    }
}

/// A seat's display name, or "seat N" / the tag when names are unknown.
fn seat_name(seat: Seat, names: &[String]) -> String {
    names.get(seat.index()).cloned().unwrap_or_else(|| seat.tag())
}

/// Replaces the seat tags `{s0}`, `{s1}` … of verbatim texts with display names.
fn fill_seats(text: &str, names: &[String]) -> String {
    if !text.contains("{s") {
        return text.to_string();
    }
    let mut out = text.to_string();
    for (i, name) in names.iter().enumerate() {
        out = out.replace(&Seat(i as u8).tag(), name);
    }
    out
}

#[cfg(test)]
mod tests {
    use kontor_engine::text;

    use super::*;

    const RES: Locales = Locales {
        en: "game-count = { $n ->\n    [one] { $n } game\n   *[other] { $n } games\n}\nturn = { $who } moves: { $what }\ncolour-red = red\n",
        pl: "game-count = { $n ->\n    [one] { $n } gra\n    [few] { $n } gry\n   *[many] { $n } gier\n}\nturn = { $who } wykonuje ruch: { $what }\ncolour-red = czerwony\n",
    };

    #[test]
    fn polish_plurals_follow_cldr() {
        let c = Catalog::new(&[RES]).unwrap();
        let got: Vec<String> = [1, 2, 5, 12, 22, 25]
            .iter()
            .map(|n| c.render(Lang::Pl, &text!("game-count", n = *n), &[]))
            .collect();
        assert_eq!(got, ["1 gra", "2 gry", "5 gier", "12 gier", "22 gry", "25 gier"]);
    }

    #[test]
    fn seats_and_nested_texts_render_in_the_readers_language() {
        let c = Catalog::new(&[RES]).unwrap();
        let t = text!("turn", who = Seat(1), what = text!("colour-red"));
        let names = vec!["Anna".to_string(), "Bob".to_string()];
        assert_eq!(c.render(Lang::Pl, &t, &names), "Bob wykonuje ruch: czerwony");
        assert_eq!(c.render(Lang::En, &t, &names), "Bob moves: red");
    }

    #[test]
    fn a_missing_message_is_an_error_not_a_silent_fallback() {
        let c = Catalog::new(&[RES]).unwrap();
        let err = c.try_render(Lang::Pl, &text!("nope"), &[]).unwrap_err();
        assert_eq!(err.1[0].problem, "no message `nope`");
    }

    #[test]
    fn an_id_defined_twice_is_refused() {
        assert!(Catalog::new(&[RES, RES]).is_err());
    }
}

/// A catalog speaking one language at one table: renders texts with the seats' names.
#[derive(Clone, Copy, Debug)]
pub struct Voice<'a> {
    pub catalog: &'a Catalog,
    pub lang: Lang,
    pub names: &'a [String],
}

impl Voice<'_> {
    /// `text` in this voice's language.
    #[must_use]
    pub fn say(&self, text: &Text) -> String {
        self.catalog.render(self.lang, text, self.names)
    }

    /// The message `id` without arguments.
    #[must_use]
    pub fn id(&self, id: &'static str) -> String {
        self.say(&Text::msg(id))
    }
}
