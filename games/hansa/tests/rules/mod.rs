//! One test per rule, named after its rulebook section (Polish base rulebook and Big Box), and the
//! rulebook's own examples.

mod end;
mod establish;
mod income;
mod moving;
mod notation;
mod place;
mod setup;
mod tokens;
mod two_players;
