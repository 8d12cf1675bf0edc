//! One test per rule of the Polish rulebook of Traders of Carthage, named after its section
//! ("Przygotowanie", "Zakup towarów", "Wzięcie monet", "Rezerwacja karty", "Dokładanie kart",
//! "Przesuwanie statków", "Dzień wypłaty", "Napad piratów", "Powrót statków", "Koniec gry",
//! "Zwycięstwo"), plus every worked example of the rulebook.

mod actions;
mod end;
mod payday;
mod pirates;
mod refill_and_ships;
mod secret_information;
mod setup;
mod turn_example;
