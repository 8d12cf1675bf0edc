//! Kontor's texts in the reader's language.
//!
//! Every crate that speaks to people ships Project Fluent resources (`locales/en.ftl`,
//! `locales/pl.ftl`) and hands out [`Text`]s: message ids with named arguments. A [`Catalog`]
//! holds the resources of every crate, one Fluent bundle per [`Lang`], and renders a text for a
//! reader. [`check`] compares the languages (same ids, same arguments) for tests.

mod catalog;
pub mod check;

pub use catalog::{Catalog, CatalogError, RenderError, Voice};
pub use kontor_engine::{Arg, Lang, Locales, Text, text};
