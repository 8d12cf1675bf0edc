//! Setting up a race, in the rulebook's order: the options, the course ("Trasa wyprawy") and its
//! blockades, the market ("Rynek"), the caves ("Wariant z jaskiniami") and the players' pawns and
//! starting decks ("Gracze").

use kontor_engine::{BySeat, GameRng, Options, Seat, SetupError, text};

use crate::course::{Course, CourseSpec};
use crate::data::{self, BLOCKADES, card};
use crate::state::{ElDorado, HAND, MAX_SEATS, MIN_SEATS, Phase, Player, SLOTS, TurnFlags};

/// The table's choices: the caves variant and a course name (`random`, or none for the first game).
struct Choices {
    caves: bool,
    course: Option<String>,
}

impl ElDorado {
    pub fn new(options: &Options, seats: usize, seed: u64) -> Result<ElDorado, SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(SetupError::PlayerCount {
                game: "el-dorado",
                min: MIN_SEATS,
                max: MAX_SEATS,
                got: seats,
            });
        }
        let choices = Choices::read(options)?;
        let mut rng = GameRng::from_seed(seed);
        let course = course(choices.course.as_deref(), &mut rng)?;
        let blockades = blockades(&course, &mut rng);
        let (supply, market) = market();
        let caves = if choices.caves { caves(&course, &mut rng) } else { Vec::new() };
        let players = BySeat::from_fn(seats, |seat| player(&course, seats, seat));
        let mut game = ElDorado {
            course,
            caves_variant: choices.caves,
            players,
            turn: Seat(0),
            phase: Phase::Play,
            active: None,
            flags: TurnFlags::default(),
            market,
            supply,
            blockades,
            caves,
            boxed: Vec::new(),
            tokens_used: 0,
            reveals: 0,
            rng,
        };
        // "Przed pierwszą rundą weźcie do ręki po 4 karty."
        for seat in Seat::all(seats) {
            let p = &mut game.players[seat];
            game.rng.shuffle(&mut p.draw);
            game.draw_cards(seat, HAND);
        }
        Ok(game)
    }
}

impl Choices {
    /// `caves=on|off` and `course=<name>|random`.
    fn read(options: &Options) -> Result<Choices, SetupError> {
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
fn course(choice: Option<&str>, rng: &mut GameRng) -> Result<Course, SetupError> {
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
fn blockades(course: &Course, rng: &mut GameRng) -> Vec<(u8, u8)> {
    let mut numbers: Vec<u8> = BLOCKADES.iter().map(|b| b.0).collect();
    rng.shuffle(&mut numbers);
    course.borders.iter().enumerate().map(|(i, _)| (i as u8, numbers[i % numbers.len()])).collect()
}

/// "Rynek": three cards of every kind; the six kinds marked with the sun on the market.
fn market() -> (Vec<u8>, [Option<u8>; SLOTS]) {
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
fn caves(course: &Course, rng: &mut GameRng) -> Vec<Vec<u8>> {
    let mut pool: Vec<u8> = Vec::new();
    for (i, t) in data::tokens().iter().enumerate() {
        pool.extend(std::iter::repeat_n(i as u8, usize::from(t.count)));
    }
    rng.shuffle(&mut pool);
    course.caves.iter().map(|_| pool.drain(..4.min(pool.len())).collect()).collect()
}

/// "Gracze": pawns on the start spaces (two each at a two-player table) and the starting deck of
/// 3 Explorers, 4 Travellers and a Sailor, not yet shuffled.
fn player(course: &Course, seats: usize, seat: Seat) -> Player {
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
