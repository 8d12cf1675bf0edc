//! The table's options for setting up ("Przygotowanie"); the deal itself is `Rules::setup` in
//! `apply.rs`.

use kontor_engine::{Options, SetupError, Text, text};

use crate::state::{AllProvinces, CarriageScoring, Variant};

const GAME: &str = "thurn-taxis";

/// Reads the options `carriage_points=table|face` and `all_provinces=all|outside-baiern`.
pub fn parse_variant(options: &Options) -> Result<Variant, SetupError> {
    let mut variant = Variant::default();
    for (key, value) in options {
        let v = crate::board::fold(value);
        match key.as_str() {
            "carriage_points" | "carriages" => {
                variant.carriage_points = match v.as_str() {
                    "table" | "points" | "235710" | "default" => CarriageScoring::Table,
                    "face" | "number" | "value" => CarriageScoring::Face,
                    _ => return Err(bad(key, value, text!("thurn-taxis-option-carriage-points"))),
                }
            }
            "all_provinces" => {
                variant.all_provinces = match v.as_str() {
                    "all" | "default" | "nine" => AllProvinces::All,
                    "outsidebaiern" | "outside" | "withoutbaiern" => AllProvinces::OutsideBaiern,
                    _ => return Err(bad(key, value, text!("thurn-taxis-option-all-provinces"))),
                }
            }
            _ => {
                return Err(SetupError::UnknownOption {
                    game: GAME,
                    key: key.clone(),
                    known: "carriage_points=table|face, all_provinces=all|outside-baiern".into(),
                });
            }
        }
    }
    Ok(variant)
}

fn bad(key: &str, value: &str, expected: Text) -> SetupError {
    SetupError::BadOptionValue { key: key.to_string(), value: value.to_string(), expected }
}
