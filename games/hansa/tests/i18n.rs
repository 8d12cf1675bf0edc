//! Texts in every language (issue #19): both `.ftl` files hold the same messages with the same
//! arguments, and everything the game hands out along seeded bot games on every board renders in
//! Polish and English without a missing message or argument; Polish move words parse to the same
//! actions as the canonical notation; Polish plural forms of the counted nouns.

use crate::support::*;
use kontor_engine::prelude::*;
use kontor_engine::{ENGINE_LOCALES, GameRng, Lang, Localized, NotationError, Options, Seat, Text, text};
use kontor_hansa::{Action, CityId, Hansa};
use kontor_i18n::check::{differences, signatures};

const NAMES: [&str; 5] = ["Ala", "Bartek", "Celina", "Darek", "Ewa"];

fn names() -> Vec<String> {
    NAMES.iter().map(|n| (*n).to_string()).collect()
}

/// Renders `text` in both languages; panics with the problem on a missing message or argument.
fn both(text: &Text, what: &str) {
    for lang in Lang::ALL {
        if let Err((s, errors)) = CATALOG.try_render(lang, text, &names()) {
            panic!("{what} in {lang:?}: {text} → {s:?}: {errors:?}");
        }
    }
}

fn options(pairs: &[(&str, &str)]) -> Options {
    pairs.iter().map(|(k, v)| ((*k).to_string(), (*v).to_string())).collect()
}

#[test]
fn english_and_polish_hold_the_same_messages_with_the_same_arguments() {
    assert_eq!(differences("hansa", &Hansa::LOCALES), Vec::<String>::new());
    assert_eq!(differences("engine", &ENGINE_LOCALES), Vec::<String>::new());
}

#[test]
fn every_rules_topic_has_a_text_and_a_topic_name_in_both_languages() {
    for lang in Lang::ALL {
        let sigs = signatures(Hansa::LOCALES.get(lang)).expect("the resources parse");
        for topic in Hansa::RULES {
            let id = format!("hansa-rules-{topic}");
            assert!(sigs.contains_key(&id), "{lang:?}: no {id}");
            assert!(sigs.contains_key(&format!("{id}.topic")), "{lang:?}: no {id}.topic");
            both(&Text::msg(id), "rules topic");
        }
    }
    both(&kontor_engine::title_text(Hansa::NAME), "title");
}

/// Plays a seeded game with the playout policy, rendering everything along the way.
fn render_game(options: &Options, seats: usize, seed: u64) {
    let mut g = Hansa::setup(options, seats, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed);
    for e in g.opening_events() {
        both(&e.text, "opening event");
    }
    let mut step = 0;
    let mut events = 0;
    while !g.is_over() {
        assert!(step < 20_000, "{options:?}: the game does not end");
        let seat = g.active_seats()[0];
        both(&g.prompt(), "prompt");
        let legal = g.legal_actions(seat);
        for a in &legal {
            both(&g.describe_action(a), "description");
        }
        both(&g.public_summary(), "public summary");
        for s in Seat::all(seats) {
            both(&g.private_summary(s), "private summary");
        }
        // A refused action and notation errors now and then.
        if step % 37 == 0 {
            for probe in [Action::End, Action::Done, Action::Move, Action::PerkUpgrade] {
                if !legal.contains(&probe) {
                    let err = g.clone().apply(seat, &probe).expect_err("unlisted actions are refused");
                    both(&err.text(), "refusal");
                }
            }
            let other = Seat((seat.0 + 1) % seats as u8);
            if let Err(e) = g.clone().apply(other, &legal[0]) {
                both(&e.text(), "not your turn");
            }
            for typed in
                ["hello", "place r99.1 trader", "claim r1 office Nowhere", "displace r1.1", "token swap"]
            {
                if let Err(e) = g.parse_action(seat, typed) {
                    both(&e.text(), "notation error");
                }
            }
        }
        let action = g.playout_action(seat, &mut rng).expect("an action");
        for e in g.apply(seat, &action).expect("a legal action applies") {
            both(&e.text, "event");
            events += 1;
        }
        step += 1;
    }
    assert!(events > 100, "{options:?}: a whole game has more than {events} events");
    let outcome = g.outcome().expect("an outcome");
    for line in &outcome.breakdown {
        both(&line.category, "score category");
    }
    // As the service shows them: each name with the count players read.
    let shown = outcome.shown_tiebreaks(&outcome.ranking[0]);
    assert!(shown.iter().all(|&n| n >= 0), "counts, never negated keys: {shown:?}");
    for (name, n) in outcome.tiebreak_names.iter().zip(shown) {
        both(&name.clone().arg("n", n), "tie-break");
    }
    both(&g.public_summary(), "final summary");
    for s in Seat::all(seats) {
        both(&g.private_summary(s), "final private summary");
    }
}

/// Options, seats and seed of one table.
type Table = (&'static [(&'static str, &'static str)], usize, u64);

#[test]
fn seeded_games_on_every_board_render_in_both_languages() {
    let tables: [Table; 8] = [
        (&[], 2, 1),
        (&[("side", "3")], 3, 2),
        (&[("side", "45"), ("tokens", "bigbox")], 4, 3),
        (&[("missions", "on"), ("favour", "on")], 5, 4),
        (&[("map", "east")], 3, 5),
        (&[("map", "east"), ("tokens", "bigbox")], 5, 6),
        (&[("map", "britannia")], 3, 7),
        (&[("map", "britannia")], 4, 8),
    ];
    for (pairs, seats, seed) in tables {
        render_game(&options(pairs), seats, seed);
    }
}

#[test]
fn lobby_notes_and_setup_errors_render_in_both_languages() {
    for pairs in [&[][..], &[("map", "britannia")][..]] {
        let note = Hansa::lobby_note(&options(pairs)).expect("a note");
        both(&note, "lobby note");
    }
    assert!(Hansa::lobby_note(&options(&[("map", "east")])).is_none());
    let refusals: [(&[(&str, &str)], usize); 8] = [
        (&[("map", "britannia"), ("side", "3")], 4),
        (&[("map", "britannia"), ("side", "45")], 3),
        (&[("map", "britannia")], 2),
        (&[("map", "east")], 2),
        (&[("map", "east"), ("missions", "on")], 3),
        (&[("map", "east"), ("side", "3")], 3),
        (&[("tokens", "gold")], 3),
        (&[("colour", "red")], 3),
    ];
    for (pairs, seats) in refusals {
        let err = Hansa::setup(&options(pairs), seats, 1).expect_err("refused");
        both(&err.text(), "setup error");
    }
    let err = Hansa::setup(&options(&[("map", "britannia"), ("side", "3")]), 4, 1).expect_err("refused");
    assert_eq!(
        render(Lang::Pl, &err.text()),
        "Strona planszy Brytanii dla 3 graczy jest dla dokładnie 3 graczy, nie dla 4."
    );
    assert_eq!(render(Lang::En, &err.text()), "Britannia's 3-player side is for exactly 3 players, not 4.");
}

#[test]
fn polish_move_words_parse_to_the_canonical_actions() {
    let mut g = empty(3, "3");
    let pairs = [
        ("pozyskaj", "income"),
        ("umieść r17.2 sprzedawca", "place r17.2 trader"),
        ("umiesc r17.2 kupiec", "place r17.2 merchant"),
        ("postaw r17 trader", "place r17 trader"),
        ("POSTAW r5 sprzedawca", "place r5 trader"),
        ("koniec", "end"),
        ("zakończ", "end"),
    ];
    for (polish, canonical) in pairs {
        let a = g.parse_action(Seat(0), polish);
        let b = g.parse_action(Seat(0), canonical);
        assert!(b.is_ok(), "{canonical}: {b:?}");
        assert_eq!(a, b, "{polish} = {canonical}");
    }
    // Displacing, moving and establishing: set up a position where they are legal.
    act(&mut g, 0, "place r17.2 trader");
    act(&mut g, 0, "place r5.1 trader");
    for (polish, canonical) in [
        ("przemieść r17.1 kupiec", "displace r17.1 merchant"),
        ("przemiesc r17.1 sprzedawca", "displace r17.1 trader"),
        ("gotowe", "done"),
    ] {
        assert_eq!(g.parse_action(Seat(1), polish).ok(), g.parse_action(Seat(1), canonical).ok(), "{polish}");
    }
    assert!(g.parse_action(Seat(1), "przemieść r17.1 kupiec").is_ok());
}

/// The words-only stage of parsing, to compare notations without a position.
struct Syntaxes;

impl Syntaxes {
    fn of(typed: &str) -> Result<kontor_hansa::Syntax, NotationError> {
        kontor_hansa::Syntax::parse(typed)
    }
}

#[test]
fn every_polish_move_word_means_its_canonical_word() {
    for (polish, canonical) in [
        ("pozyskaj 2 1m", "income 2 1m"),
        ("umieść r17.2 trader", "place r17.2 trader"),
        ("przemieść r4.1 merchant pay 1t1m", "displace r4.1 merchant pay 1t1m"),
        ("ruch r3.1 r5", "move r3.1 r5"),
        ("rusz r3.1", "move r3.1"),
        ("przesuń r3.1", "move r3.1"),
        ("zamień r3.1 r5.2", "swap r3.1 r5.2"),
        ("na r5", "to r5"),
        ("ustanów r17 office Hamburg", "claim r17 office Hamburg"),
        ("ustanow r17 upgrade keys", "claim r17 upgrade keys"),
        ("usuń r4.1", "remove r4.1"),
        ("żeton actions3", "token actions3"),
        ("zeton upgrade bank", "token upgrade bank"),
        ("premia r12", "bonus r12"),
        ("neutralna Hamburg", "neutral Hamburg"),
        ("przychylność cities swap upgrade", "favour cities swap upgrade"),
        ("gotowe", "done"),
        ("koniec", "end"),
        ("zakończ", "end"),
        ("wróć", "back"),
    ] {
        assert_eq!(Syntaxes::of(polish), Syntaxes::of(canonical), "{polish}");
        assert!(Syntaxes::of(polish).is_ok(), "{polish}");
    }
}

#[test]
fn polish_plurals_of_the_counted_nouns() {
    let pl = |t: Text| render(Lang::Pl, &t);
    let counts = [1u8, 2, 5, 12, 22, 25];
    // A noun's form for each count: singular, 2–4 (also 22), otherwise.
    let forms = |one, few, many| [one, few, many, many, few, many];
    let points: Vec<String> =
        counts.iter().map(|&n| pl(text!("hansa-ev-printed-points", who = Seat(0), points = n))).collect();
    let points_forms = forms("punkt renomy", "punkty renomy", "punktów renomy");
    for ((line, n), form) in points.iter().zip(counts).zip(points_forms) {
        assert_eq!(line, &format!("{{s0}} otrzymuje {n} {form} z symbolu monety."));
    }
    let traders: Vec<String> =
        counts.iter().map(|&n| pl(text!("hansa-pieces", traders = n, merchants = 0))).collect();
    assert_eq!(
        traders,
        [
            "1 sprzedawcę",
            "2 sprzedawców",
            "5 sprzedawców",
            "12 sprzedawców",
            "22 sprzedawców",
            "25 sprzedawców"
        ]
    );
    let both_kinds = pl(text!("hansa-pieces", traders = 1u8, merchants = 2u8));
    assert_eq!(both_kinds, "1 sprzedawcę i 2 kupców");
    let cities: Vec<String> =
        counts.iter().map(|&n| pl(text!("hansa-ev-city-full", city = "Hamburg", full = n))).collect();
    let city_forms = forms("w pełni zajęte miasto", "w pełni zajęte miasta", "w pełni zajętych miast");
    for ((line, n), form) in cities.iter().zip(counts).zip(city_forms) {
        assert_eq!(line, &format!("Miasto Hamburg jest w pełni zajęte ({n} {form})."));
    }
    let actions: Vec<String> =
        counts.iter().map(|&n| pl(text!("hansa-ev-turn", who = Seat(1), actions = n))).collect();
    assert_eq!(actions[0], "Tura: {s1} (1 akcja).");
    assert_eq!(actions[1], "Tura: {s1} (2 akcje).");
    assert_eq!(actions[2], "Tura: {s1} (5 akcji).");
    assert_eq!(actions[4], "Tura: {s1} (22 akcje).");
    let spaces: Vec<String> =
        counts.iter().map(|&n| pl(text!("hansa-err-route-spaces", route = "r3", spaces = n))).collect();
    assert_eq!(spaces[0], "szlak r3 ma 1 pole");
    assert_eq!(spaces[1], "szlak r3 ma 2 pola");
    assert_eq!(spaces[3], "szlak r3 ma 12 pól");
    assert_eq!(spaces[4], "szlak r3 ma 22 pola");
    let pieces: Vec<String> = counts.iter().map(|&n| pl(text!("hansa-hint-removing", left = n))).collect();
    assert!(pieces[0].contains("1 handlarza przeciwników"), "{}", pieces[0]);
    assert!(pieces[2].contains("5 handlarzy przeciwników"), "{}", pieces[2]);
    // English: one / other.
    assert_eq!(
        render(Lang::En, &text!("hansa-ev-printed-points", who = Seat(0), points = 1u8)),
        "{s0} scores 1 printed point."
    );
    assert_eq!(
        render(Lang::En, &text!("hansa-pieces", traders = 2u8, merchants = 1u8)),
        "2 traders and 1 merchant"
    );
}

/// Issue #61: the pieces are masculine-personal nouns, so 2–4 take the genitive like 5 ("2
/// handlarzy", "3 sprzedawców", "2 kupców", never "2 handlarze"); English counts read "1 …" /
/// "2 …s"; tie-breaks are named for the count players read, and the special-points table by its
/// board's city.
#[test]
fn masculine_personal_numerals_and_counted_names() {
    let pl = |t: Text| render(Lang::Pl, &t);
    let forms = |n: u8| match n {
        1 => ("handlarz", "sprzedawca", "kupiec"),
        _ => ("handlarzy", "sprzedawców", "kupców"),
    };
    for n in [1u8, 2, 5, 22] {
        let (piece, trader, merchant) = forms(n);
        let sum = pl(text!("hansa-err-income-sum", n = n));
        assert!(sum.starts_with(&format!("{n} {piece} łącznie")), "{sum}");
        let traders = pl(text!("hansa-err-income-traders", traders = n, n = 9u8));
        assert!(traders.starts_with(&format!("{n} {trader} to")), "{traders}");
        let desk = pl(text!(
            "hansa-summary-desk",
            who = Seat(0),
            points = 3u8,
            bank = 3u8,
            actiones = 2u8,
            keys = 1u8,
            liber = 2u8,
            privilegium = "white",
            tokens = 0u8,
            traders = n,
            merchants = n,
            general_traders = 0u8,
            general_merchants = 0u8,
            unused = 0u8,
            used = 0u8
        ));
        assert!(desk.contains(&format!("{n} {trader} + {n} {merchant}")), "{desk}");
        let moving = pl(text!("hansa-ev-move", who = Seat(0), left = n));
        let expected = if n == 1 { "1 handlarz)".to_string() } else { format!("{n} handlarzy)") };
        assert!(moving.contains(&expected), "{moving}");
    }
    let en = |t: Text| render(Lang::En, &t);
    assert_eq!(en(text!("hansa-tiebreak-actiones", n = 1u8)), "Actiones upgrade (the fewer wins)");
    assert_eq!(en(text!("hansa-tiebreak-actiones", n = 2u8)), "Actiones upgrades (the fewer wins)");
    assert_eq!(en(text!("hansa-tiebreak-network", n = 1u8)), "network point");
    assert_eq!(en(text!("hansa-tiebreak-network", n = 2u8)), "network points");
    assert_eq!(en(text!("hansa-score-table", city = "Plymouth")), "Plymouth special-points table");
    assert!(
        !en(text!(
            "hansa-ev-token-placed",
            who = Seat(0),
            token = text!("hansa-token", token = "extra"),
            route = "r1",
            name = "A–B"
        ))
        .contains("a Extra")
    );
    assert_eq!(pl(text!("hansa-favour-word", tile = "reinforce")), "posiłki");
}

/// Issue #61: the favour tiles have Polish chat words, and both languages' words play the tile.
#[test]
fn favour_tiles_take_polish_and_english_words() {
    use kontor_hansa::Favour;
    for f in Favour::ALL {
        assert_eq!(Favour::from_word(f.word()), Some(f));
        assert_eq!(Favour::from_word(f.polish_word()), Some(f));
    }
    assert_eq!(
        kontor_hansa::Syntax::parse("przychylność posiłki swap upgrade"),
        kontor_hansa::Syntax::parse("favour posilki swap upgrade")
    );
}

/// Issue #61: every Polish argument word reads as its English one, so a whole move can be typed
/// in Polish (`ustanów r5 placówka Danzig` = `claim r5 office Danzig`).
#[test]
fn polish_argument_words_mean_their_english_ones() {
    for (polish, english) in [
        ("ustanów r5 placówka Danzig", "claim r5 office Danzig"),
        ("ustanow r5 placowka Danzig", "claim r5 office Danzig"),
        ("ustanów r5 dodatkowa Danzig", "claim r5 extra Danzig"),
        ("ustanów r5 rozwiń klucze", "claim r5 upgrade keys"),
        ("ustanów r5 rozwiń przywileje", "claim r5 upgrade privilegium"),
        ("ustanów r5 rozwiń księga", "claim r5 upgrade liber"),
        ("ustanów r5 rozwiń sakiewka", "claim r5 upgrade bank"),
        ("ustanów r5 nic", "claim r5 nothing"),
        ("ustanów r5 tabela 8", "claim r5 table 8"),
        ("przemieść r4.1 kupiec zapłać 1t1m", "displace r4.1 merchant pay 1t1m"),
        ("żeton akcje3", "token actions3"),
        ("żeton akcje4", "token actions4"),
        ("żeton rozwiń sakiewka", "token upgrade bank"),
        ("żeton zamiana Hamburg 1", "token swap Hamburg 1"),
        ("żeton usuń", "token remove"),
        ("żeton ruch", "token move"),
    ] {
        let (a, b) = (kontor_hansa::Syntax::parse(polish), kontor_hansa::Syntax::parse(english));
        assert!(b.is_ok(), "{english}: {b:?}");
        assert_eq!(a, b, "{polish} = {english}");
    }
}

/// A city is named as in the reader's edition: the Polish rulebook's name in Polish (`Lubeka`),
/// the board's elsewhere (`Lübeck`), in events, the route's name and the prompt's descriptions;
/// notation takes both.
#[test]
fn cities_carry_the_polish_editions_names_in_polish() {
    let mut g = empty(4, "45");
    let lubeck = city(&g, "Lübeck");
    let c = &kontor_hansa::board(g.side).city(lubeck);
    assert_eq!(c.display_name(Lang::Pl), "Lubeka");
    assert_eq!(c.display_name(Lang::En), "Lübeck");
    assert_eq!(city(&g, "Lubeka"), lubeck);
    // The Polish rulebook keeps Coellen ("Coellen, czyli dzisiejsza Kolonia"); Kolonia is typed too.
    let coellen = city(&g, "Coellen");
    let c = &kontor_hansa::board(g.side).city(coellen);
    assert_eq!(c.display_name(Lang::Pl), "Coellen");
    assert_eq!(city(&g, "Kolonia"), coellen);
    let r = route(&g, "Hamburg", "Lübeck");
    let n = kontor_hansa::board(g.side).route(r).spaces;
    fill(&mut g, r, 0, &"t".repeat(usize::from(n)));
    balance(&mut g);
    let action = g.parse_action(Seat(0), &format!("claim {} office Lubeka", r)).unwrap();
    assert_eq!(g.parse_action(Seat(0), &format!("claim {} office Lübeck", r)).unwrap(), action);
    let description = g.describe_action(&action);
    assert!(render(Lang::Pl, &description).contains("Lubeka"), "{}", render(Lang::Pl, &description));
    assert!(en(&description).contains("Lübeck"), "{}", en(&description));
    let events = g.apply(Seat(0), &action).unwrap();
    let pl: Vec<String> = events.iter().map(|e| render(Lang::Pl, &e.text)).collect();
    let english: Vec<String> = events.iter().map(|e| en(&e.text)).collect();
    assert!(pl.iter().any(|t| t.contains("w mieście Lubeka")), "{pl:?}");
    assert!(pl.iter().any(|t| t.contains("Hamburg–Lubeka") || t.contains("Lubeka–Hamburg")), "{pl:?}");
    assert!(pl.iter().all(|t| !t.contains("Lübeck")), "{pl:?}");
    assert!(english.iter().any(|t| t.contains("Lübeck")), "{english:?}");
    assert!(english.iter().all(|t| !t.contains("Lubeka")), "{english:?}");
}

/// Every refusal, with the values it carries, renders in both languages; a few read as before the
/// refusals were typed.
#[test]
fn every_refusal_renders_in_both_languages() {
    use kontor_hansa::{Favour, Phase, Reward, RewardRefusal, RouteId, RuleError as E, SpaceName};
    let space = SpaceName { route: RouteId(16), index: 1 };
    let why = [
        RewardRefusal::NotAnEnd,
        RewardRefusal::CityFull { city: CityId(0) },
        RewardRefusal::NextOffice { city: CityId(0), slot: 0 },
        RewardRefusal::Unavailable,
    ];
    let mut all = vec![
        E::GameOver,
        E::NotYourTurn { active: Seat(1) },
        E::WrongPhase { phase: Phase::PlaceTokens },
        E::OutOfRange,
        E::NoActionLeft,
        E::MoveSteps,
        E::NoSuchSpace,
        E::SpaceEmpty { space },
        E::OwnPiece,
        E::NoneInSupply { merchant: true },
        E::DisplaceCost { target_merchant: true, cost: 2, have: 1 },
        E::ShipSpace { space },
        E::FirstFree,
        E::Occupied { space },
        E::PayOptions { cost: 2, merchants: (0, 2) },
        E::NeedsPermission { space },
        E::NoFreeSpace,
        E::CannotDisplace,
        E::GeneralEmpty,
        E::IncomeCount { most: 3, got: 5 },
        E::IncomeMerchants { n: 3, min: 0, max: 1 },
        E::NothingRelocated,
        E::NotNearest { space, merchant: false, nearest: vec![space, space] },
        E::NotNearest { space, merchant: true, nearest: Vec::new() },
        E::Nearest { nearest: vec![space] },
        E::DisplacedKind { merchant: false },
        E::NoExtraLeft,
        E::SuppliesEmpty,
        E::NoKindToTake { merchant: true },
        E::BoardOnlyWhenEmpty,
        E::MoveOwnPiece,
        E::NothingMoves,
        E::NotYours { space },
        E::AlreadyOn { route: RouteId(4) },
        E::CannotGo { route: RouteId(4) },
        E::RouteFirst,
        E::NoOpposing { space },
        E::NowhereToMove,
        E::AlreadyMoving,
        E::NoMove,
        E::BringingTo { route: RouteId(1), other: RouteId(2) },
        E::RouteNoRoom { route: RouteId(3) },
        E::MoveTakes { route: RouteId(3), space },
        E::NoSwap,
        E::NothingPicked,
        E::NotFirstFree { space },
        E::NoRemoval,
        E::ChooseOpposing,
        E::NoSuchRoute,
        E::RouteNotYours { route: RouteId(2) },
        E::NoToken,
        E::TokenNow,
        E::TokenRoute,
        E::NeutralCity,
        E::FavourStart,
        E::FavourNotShown { tile: Favour::ALL[0] },
        E::FavourTokens,
        E::NoPerk,
        E::PerkPlacesNone,
        E::KindCannotGo { merchant: false, space },
        E::NoKindToPlace { merchant: false },
        E::PerkBoardOnly,
        E::WalesScotland,
        E::PerkNotUpgrade,
        E::PrivilegiumFull,
        E::PerkNoOffice,
        E::GreenCity,
        E::PutDownFirst,
        E::PieceWithRoom,
        E::SpaceRefuses,
    ];
    let options = vec![Reward::Nothing, Reward::Office { city: CityId(0) }];
    all.extend(why.into_iter().map(|why| E::Reward {
        side: 0,
        route: RouteId(0),
        why,
        options: options.clone(),
    }));
    for e in &all {
        both(&e.text(), "refusal");
    }
    assert_eq!(
        en(&E::Occupied { space }.text()),
        "r17.2 is occupied: `displace r17.2` replaces an opposing piece"
    );
    assert_eq!(
        en(&E::Nearest { nearest: vec![space, space] }.text()),
        "the nearest free spaces are r17.2, r17.2"
    );
    assert!(
        en(&E::PayOptions { cost: 2, merchants: (0, 2) }.text()).contains("`pay 2t`, `pay 1t1m`, `pay 2m`")
    );
}
