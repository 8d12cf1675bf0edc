//! The steps of setting up a race that `Rules::setup` (in `apply.rs`) takes in the rulebook's
//! order: the options, the course ("Trasa wyprawy") and its blockades, the market ("Rynek"), the
//! caves ("Wariant z jaskiniami") and the players' pawns and starting decks ("Gracze").

use kontor_engine::{GameRng, Options, Seat, SetupError, text};

use crate::course::{Course, CourseSpec};
use crate::data::{self, BLOCKADES, card};
use crate::state::{Player, SLOTS};

/// The table's choices: the caves variant and a course name (`random`, or none for the first game).
pub(crate) struct Choices {
    pub caves: bool,
    pub course: Option<String>,
}

impl Choices {
    /// `caves=on|off` and `course=<name>|random`.
    pub(crate) fn read(options: &Options) -> Result<Choices, SetupError> {
        let mut choices = Choices { caves: false, course: None };
        for (key, value) in options {
            match key.as_str() {
                "caves" => {
                    choices.caves = match value.as_str() {
                        "on" | "yes" | "true" => true,
                        "off" | "no" | "false" => false,
                        _ => {
                            return Err(SetupError::BadOptionValue {
                                key: key.clone(),
                                value: value.clone(),
                                expected: text!("el-dorado-option-caves"),
                            });
                        }
                    }
                }
                "course" => choices.course = Some(value.to_ascii_lowercase().replace('_', "-")),
                _ => {
                    return Err(SetupError::UnknownOption {
                        game: "el-dorado",
                        key: key.clone(),
                        known: "caves=on|off, course=<name>|random".into(),
                    });
                }
            }
        }
        Ok(choices)
    }
}

/// "Trasa wyprawy": the first game's course, a printed one by name, or a random one.
pub(crate) fn course(choice: Option<&str>, rng: &mut GameRng) -> Result<Course, SetupError> {
    let spec = match choice {
        None => CourseSpec::Printed(0),
        Some("random") => CourseSpec::Generated(rng.next_u64()),
        Some(name) => {
            let layouts = data::layouts();
            let found = layouts.iter().position(|l| l.code == name || l.code.replace('-', "") == name);
            match found {
                Some(i) => CourseSpec::Printed(i as u8),
                None => {
                    return Err(SetupError::BadOptionValue {
                        key: "course".into(),
                        value: name.into(),
                        expected: course_choices(),
                    });
                }
            }
        }
    };
    Course::build(spec).map_err(|_| SetupError::BadOptionValue {
        key: "course".into(),
        value: format!("{spec:?}"),
        expected: course_choices(),
    })
}

/// Blockades: a random sample of the six, one per border.
pub(crate) fn blockades(course: &Course, rng: &mut GameRng) -> Vec<(u8, u8)> {
    let mut numbers: Vec<u8> = BLOCKADES.iter().map(|b| b.0).collect();
    rng.shuffle(&mut numbers);
    course.borders.iter().enumerate().map(|(i, _)| (i as u8, numbers[i % numbers.len()])).collect()
}

/// "Rynek": three cards of every kind; the six kinds marked with the sun on the market.
pub(crate) fn market() -> (Vec<u8>, [Option<u8>; SLOTS]) {
    let mut supply = vec![0u8; usize::from(card::KINDS)];
    let mut market = [None; SLOTS];
    let mut slot = 0;
    for k in card::FIRST_MARKET..card::KINDS {
        supply[usize::from(k)] = 3;
        if data::kind(k).starts_on_market && slot < SLOTS {
            market[slot] = Some(k);
            slot += 1;
        }
    }
    (supply, market)
}

/// "Wariant z jaskiniami": the 36 tokens shuffled, a pile of 4 on every cave.
pub(crate) fn caves(course: &Course, rng: &mut GameRng) -> Vec<Vec<u8>> {
    let mut pool: Vec<u8> = Vec::new();
    for (i, t) in data::tokens().iter().enumerate() {
        pool.extend(std::iter::repeat_n(i as u8, usize::from(t.count)));
    }
    rng.shuffle(&mut pool);
    course.caves.iter().map(|_| pool.drain(..4.min(pool.len())).collect()).collect()
}

/// "Gracze": pawns on the start spaces (two each at a two-player table) and the starting deck of
/// 3 Explorers, 4 Travellers and a Sailor, not yet shuffled.
pub(crate) fn player(course: &Course, seats: usize, seat: Seat) -> Player {
    let pawns: Vec<u16> = if seats == 2 {
        // Start player on spaces 1 and 3, the other on 2 and 4.
        vec![course.starts[seat.index()], course.starts[seat.index() + 2]]
    } else {
        vec![course.starts[seat.index()]]
    };
    let mut draw = Vec::with_capacity(8);
    draw.extend([card::EXPLORER; 3]);
    draw.extend([card::TRAVELER; 4]);
    draw.push(card::SAILOR);
    Player {
        hand: Vec::new(),
        draw,
        discard: Vec::new(),
        played: Vec::new(),
        tokens: Vec::new(),
        blockades: Vec::new(),
        cave_lock: vec![0; pawns.len()],
        pawns,
    }
}

/// The values of `course=`, for an option error.
fn course_choices() -> kontor_engine::Text {
    let names: Vec<&str> = data::layouts().iter().map(|l| l.code.as_str()).collect();
    text!("el-dorado-option-course", names = names.join(", "))
}
