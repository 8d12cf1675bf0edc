//! Big Box rules, one test per rule, named after the Polish Big Box rulebook's sections
//! ("Alternatywne plansze": "Wschodnia Liga Hanzeatycka", "Brytania"; "Karty misji"), with the
//! rulebook's examples.

mod britannia;
mod east;
mod options_and_modules;
