//! Big Box rules, one test per rule, named after the Polish Big Box rulebook's sections
//! ("Alternatywne plansze": "Wschodnia Liga Hanzeatycka", "Brytania"; "Karty misji"), with the
//! rulebook's examples.

#[path = "../support/mod.rs"]
mod support;

mod britannia;
mod east;
mod options_and_modules;
