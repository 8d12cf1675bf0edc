//! Kontor's texts for Traders of Carthage: every message in English and Polish with the same
//! arguments, every text a game hands out renders in both languages, Polish move words, Polish
//! plural forms.

use std::collections::BTreeSet;

use crate::support::{build, buy_with, c, en, pl, render};
use kontor_carthage::{Action, Card, Carthage, Colour, Row, RuleError, Syntax, Useless, space_text};
use kontor_engine::prelude::*;
use kontor_engine::{
    ENGINE_LOCALES, GameRng, Localized, NotationError, Options, Seat, SetupError, Text, text, title_text,
};
use kontor_i18n::{Lang, check};

/// Renders texts in both languages and remembers every message id they use.
#[derive(Default)]
struct Seen {
    ids: BTreeSet<String>,
    texts: usize,
}

impl Seen {
    fn text(&mut self, text: &Text) {
        for lang in Lang::ALL {
            let out = render(lang, text);
            assert!(
                !out.contains('{') || out.contains("{\""),
                "`{text}` leaves a placeable in {lang:?}: {out}"
            );
        }
        let mut ids = Vec::new();
        text.ids(&mut ids);
        self.ids.extend(ids);
        self.texts += 1;
    }

    fn error(&mut self, error: &impl Localized) {
        self.text(&error.text());
    }
}

/// Actions that are often refused, to render the refusals.
fn probes() -> Vec<Action> {
    vec![
        Action::ChooseToken(Colour::Red),
        Action::Buy,
        Action::Pass,
        Action::Pay(c("r5")),
        Action::Take { slot: 0 },
        Action::Take { slot: 12 },
        Action::Reserve { row: Row::Farm, slot: 0 },
        Action::Reserve { row: Row::Market, slot: 12 },
        Action::Protect(Vec::new()),
        Action::Protect(vec![c("b5")]),
        Action::Protect(vec![c("r2")]),
    ]
}

/// Typed lines that are often not moves or not possible now.
const NOTATION_PROBES: [&str; 10] = [
    "fly away",
    "token purple",
    "pay",
    "pay x9",
    "take zz",
    "take farm1",
    "reserve r5",
    "take r5",
    "take g2",
    "",
];

/// Plays one game (bots, or uniformly random moves) and renders everything along the way.
fn play_and_render(seats: usize, seed: u64, bots: bool, seen: &mut Seen) {
    let mut g = Carthage::setup(&Options::new(), seats, seed).unwrap();
    let mut rng = GameRng::from_seed(seed ^ 0xC0FFEE);
    for event in g.opening_events() {
        seen.text(&event.text);
    }
    let mut steps = 0;
    while !g.is_over() {
        steps += 1;
        assert!(steps < 5_000, "{seats} players, seed {seed}: no end");
        seen.text(&g.prompt());
        seen.text(&g.public_summary());
        for seat in Seat::all(seats) {
            seen.text(&g.private_summary(seat));
        }
        let seat = g.active_seats()[0];
        let legal = g.legal_actions(seat);
        for action in &legal {
            seen.text(&g.describe_action(action));
        }
        for action in probes().iter().filter(|a| !legal.contains(a)) {
            let mut probe = g.clone();
            seen.error(&probe.apply(seat, action).expect_err("an unlisted action is refused"));
        }
        let other = seat.next(seats);
        seen.error(&g.clone().apply(other, &Action::Pass).expect_err("out of turn"));
        for line in NOTATION_PROBES {
            if let Err(e) = g.parse_action(seat, line) {
                seen.error(&e);
            }
        }
        let action = if bots {
            kontor_engine::choose_bot_action(&g, seat, &mut rng).expect("a move")
        } else {
            rng.pick(&legal).cloned().expect("a legal move")
        };
        for event in g.apply(seat, &action).expect("a legal move applies") {
            seen.text(&event.text);
        }
    }
    seen.text(&g.prompt());
    seen.text(&g.public_summary());
    for seat in Seat::all(seats) {
        seen.text(&g.private_summary(seat));
    }
    seen.error(&g.clone().apply(Seat(0), &Action::Pass).expect_err("the game is over"));
    let outcome = g.outcome().expect("an outcome");
    for line in &outcome.breakdown {
        seen.text(&line.category);
    }
    // As the service shows them: each name with the count players read.
    let shown = outcome.shown_tiebreaks(&outcome.ranking[0]);
    for (name, n) in outcome.tiebreak_names.iter().zip(shown) {
        seen.text(&name.clone().arg("n", n));
    }
}

/// The texts no playout is likely to reach: every refusal, the rare events, setup errors.
fn render_rare_texts(seen: &mut Seen) {
    let errors = [
        RuleError::GameOver,
        RuleError::NotYourTurn { active: vec![Seat(1)] },
        RuleError::NotYourTurn { active: vec![Seat(1), Seat(2)] },
        RuleError::WrongPhase { expected: text!("carthage-prompt-turn") },
        RuleError::TokenTaken(Colour::Yellow),
        RuleError::NoSuchSlot { label: "farm4".into(), row: Row::Farm, len: 3 },
        RuleError::NoSuchSlot { label: "m2".into(), row: Row::Market, len: 1 },
        RuleError::ReservedByOther { card: c("r5"), by: Seat(1) },
        RuleError::AlreadyReserved { card: c("r5"), by: Seat(2) },
        RuleError::MarkerInUse(c("b2")),
        RuleError::NothingToBuy,
        RuleError::CannotAfford { cost: 12, have: 7 },
        RuleError::CardNotInHand(c("g3")),
        RuleError::SameCard { label: "m3".into(), same: "m1".into() },
        RuleError::UselessProtection { card: c("y2"), reason: Useless::NotRaided(Colour::Yellow) },
        RuleError::UselessProtection { card: c("b5"), reason: Useless::NoIcons },
        RuleError::UselessProtection { card: c("g2"), reason: Useless::NoGoods(Colour::Green) },
        RuleError::UselessProtection {
            card: c("b3"),
            reason: Useless::Covered { colour: Colour::Blue, goods: 1 },
        },
        RuleError::UselessProtection {
            card: c("b3"),
            reason: Useless::Covered { colour: Colour::Red, goods: 2 },
        },
        RuleError::UselessProtection {
            card: c("b3"),
            reason: Useless::Covered { colour: Colour::Green, goods: 5 },
        },
        RuleError::PassNotAllowed,
    ];
    for e in &errors {
        seen.error(e);
    }
    seen.error(&SetupError::PlayerCount { game: Carthage::NAME, min: 2, max: 4, got: 5 });
    let mut options = Options::new();
    options.insert("speed".into(), "fast".into());
    seen.error(&Carthage::setup(&options, 3, 1).expect_err("no options"));
    seen.text(&title_text(Carthage::NAME));
    // Names for the renderers' captions, and the refusal `parse_action` gives should `legal_actions`
    // and `apply` ever disagree.
    for colour in Colour::ALL {
        seen.text(&colour.text());
    }
    for space in 0..=5 {
        seen.text(&space_text(space));
    }
    seen.text(&Row::Market.text());
    seen.text(&Row::Farm.text());
    seen.text(&text!("carthage-illegal-not-now"));

    // A round of passes ends the game.
    let mut g = build(2, "h0: r5 r5; h1: b5; rest: deck");
    g.players[Seat(1)].vp_cards = std::mem::take(&mut g.deck);
    seen.text(&g.describe_action(&Action::Pass));
    for seat in [0, 1] {
        for event in g.apply(Seat(seat), &Action::Pass).unwrap() {
            seen.text(&event.text);
        }
    }
    // Descriptions of positions that hold no card.
    seen.text(&g.describe_action(&Action::Take { slot: 9 }));
    seen.text(&g.describe_action(&Action::Reserve { row: Row::Farm, slot: 9 }));
    seen.text(&g.describe_action(&Action::Pay(c("r5"))));

    // Victory points as substitutes when no card is left to draw.
    let mut g = build(2, "market: g5; s0: g5 g5; t0: g3; h0: y5; ships: 0 0 0 4");
    g.players[Seat(1)].hand = std::mem::take(&mut g.deck);
    for event in buy_with(&mut g, 0, "y5") {
        seen.text(&event.text);
    }

    // Pirates raid a player who protected part of the goods; the Farm runs empty.
    let mut g =
        build(2, "market: r2; farm: g2 g3 g5; h0: r5 b3; s0: b2 b5 b5; ships: 4 3 0 0; rest: nowhere");
    for event in buy_with(&mut g, 0, "r5") {
        seen.text(&event.text);
    }
    for event in g.apply(Seat(0), &Action::Protect(vec![c("b3")])).unwrap() {
        seen.text(&event.text);
    }
    seen.text(&g.public_summary());

    // Ambiguous notation.
    let g = build(2, "market: r5; farm: r5 b3 b5");
    seen.error(&g.parse_action(Seat(0), "reserve r5").expect_err("two r5 to reserve"));
    let g = build(2, "market: r5@1 y2; farm: b2 b3 b5");
    seen.error(&g.parse_action(Seat(0), "reserve r5").expect_err("r5 is reserved"));
    seen.error(&g.parse_action(Seat(0), "take r5").expect_err("r5 is reserved"));
    seen.error(&g.parse_action(Seat(0), "take").expect_err("no card"));
    seen.error(&g.parse_action(Seat(0), "token").expect_err("no colour"));
    seen.error(&g.parse_action(Seat(0), "protect b2 x7").expect_err("not a card"));
}

#[test]
fn english_and_polish_have_the_same_messages_and_arguments() {
    assert_eq!(check::differences("carthage", &Carthage::LOCALES), Vec::<String>::new());
    assert_eq!(check::differences("engine", &ENGINE_LOCALES), Vec::<String>::new());
    for lang in Lang::ALL {
        let ids = check::signatures(Carthage::LOCALES.get(lang)).unwrap();
        let foreign: Vec<&String> = ids.keys().filter(|id| !id.starts_with("carthage-")).collect();
        assert!(foreign.is_empty(), "{lang:?}: ids outside the game's prefix: {foreign:?}");
    }
}

#[test]
fn rules_topics_have_a_text_and_a_topic_name_in_both_languages() {
    assert_eq!(Carthage::RULES[0], "overview");
    for lang in Lang::ALL {
        let ids = check::signatures(Carthage::LOCALES.get(lang)).unwrap();
        for topic in Carthage::RULES {
            let id = format!("carthage-rules-{topic}");
            assert!(ids.contains_key(&format!("{id}.topic")), "{lang:?}: `{id}` has no `.topic`");
            let body = render(lang, &Text::msg(id));
            assert!(body.len() > 80, "{lang:?}: the `{topic}` topic is short: {body}");
        }
    }
    // English topic names are the keys themselves.
    for topic in Carthage::RULES {
        let en = Carthage::LOCALES.en;
        assert!(en.contains(&format!("    .topic = {topic}\n")), "English `.topic` of `{topic}`");
    }
}

#[test]
fn every_text_of_played_games_renders_in_both_languages() {
    let mut seen = Seen::default();
    for seats in 2..=4 {
        for seed in 0..2 {
            play_and_render(seats, seed, true, &mut seen);
            play_and_render(seats, seed, false, &mut seen);
        }
    }
    render_rare_texts(&mut seen);
    assert!(seen.texts > 1_000, "{} texts", seen.texts);
    // Every message of the game was shown at least once (attributes are the rules topics' names).
    let defined = check::signatures(Carthage::LOCALES.en).unwrap();
    let topics: BTreeSet<String> = Carthage::RULES.iter().map(|t| format!("carthage-rules-{t}")).collect();
    let unused: Vec<&String> = defined
        .keys()
        .filter(|id| !id.contains('.') && !topics.contains(*id) && !seen.ids.contains(*id))
        .collect();
    assert!(unused.is_empty(), "messages never rendered: {unused:?}");
}

#[test]
fn texts_name_players_and_cards_in_the_readers_language() {
    let g = build(2, "market: r5@1 y2; farm: b2 b3 b5; h0: g2 b2");
    let refusal = g.clone().apply(Seat(0), &Action::Take { slot: 0 }).unwrap_err();
    assert_eq!(en(&refusal.text()), "r5 is reserved by Ben; only they may buy or take it");
    assert_eq!(
        pl(&refusal.text()),
        "karta r5 jest zarezerwowana przez gracza Ben; tylko ten gracz może ją kupić lub wziąć"
    );
    let NotationError::Illegal { reason } = g.parse_action(Seat(0), "take farm1").unwrap_err() else {
        panic!("a Farm card cannot be taken")
    };
    assert_eq!(
        pl(&reason),
        "jako monety można wziąć tylko karty z Rynku; karty z Farmy można jedynie zarezerwować"
    );
    assert_eq!(
        en(&g.describe_action(&Action::Take { slot: 1 })),
        "take y2 from the Market into your hand (2 coins)"
    );
    assert_eq!(pl(&g.describe_action(&Action::Take { slot: 1 })), "weź y2 z Rynku do ręki (2 monety)");
    assert_eq!(
        pl(&g.private_summary(Seat(0))),
        "Na ręce: b2 g2 (4 monety, 4 ikony przechowywania). Twoje punkty zwycięstwa: 0."
    );
    let summary = pl(&g.public_summary());
    assert!(summary.starts_with("czerwony statek: Aleksandria; niebieski statek: Aleksandria"), "{summary}");
    assert!(summary.contains("Rynek: m1=r5 (rezerwacja: Ben), m2=y2"), "{summary}");
    assert!(summary.contains("Ann: 2 karty na ręce; towary: brak; znaczniki realizacji: brak"), "{summary}");
    let mut g = build(2, "market: r2 r3; farm: g2 g3 g5; h0: r5; ships: 4 3 0 0");
    let events = buy_with(&mut g, 0, "r5");
    let polish: Vec<String> = events.iter().map(|e| pl(&e.text)).collect();
    assert!(
        polish.contains(&"Czerwony statek przesuwa się o 2 pola do Kartaginy.".to_string()),
        "{polish:?}"
    );
    assert!(polish.contains(&"Dzień Wypłaty dla czerwonych towarów!".to_string()), "{polish:?}");
    assert!(
        polish.contains(
            &"Ann sprzedaje 2 czerwone towary i otrzymuje czerwony znacznik realizacji.".to_string()
        )
    );
    let mut g = build(2, "market: y2; farm: g2 g3 g5; h0: y5 b3 r3; s0: b5 r5 r2; ships: 3 4 4 0");
    let events = buy_with(&mut g, 0, "y5");
    let polish: Vec<String> = events.iter().map(|e| pl(&e.text)).collect();
    assert!(
        polish.iter().any(|t| t.starts_with("Napad piratów na statki: czerwony i niebieski!")),
        "{polish:?}"
    );
    assert!(polish.contains(&"Dzień Wypłaty dla żółtych towarów!".to_string()), "{polish:?}");
}

#[test]
fn polish_move_words_parse_like_the_english_ones() {
    let pairs = [
        ("buy", "kup"),
        ("buy", "KUP"),
        ("pay r5", "zapłać r5"),
        ("pay r5", "zaplac r5"),
        ("take r5", "weź r5"),
        ("take r5", "wez r5"),
        ("take m2", "Weź m2"),
        ("reserve farm2", "rezerwuj farma2"),
        ("reserve farm2", "zarezerwuj farm2"),
        ("reserve m1", "rezerwuj m1"),
        ("token red", "znacznik czerwony"),
        ("token blue", "znacznik niebieski"),
        ("token yellow", "znacznik żółty"),
        ("token yellow", "znacznik zolty"),
        ("token green", "znacznik zielony"),
        ("token green", "token zielony"),
        ("protect b2 b3", "chroń b2 b3"),
        ("protect b2 b3", "chron b3 b2"),
        ("done", "gotowe"),
        ("done", "nic"),
        ("pass", "pas"),
    ];
    for (english, polish) in pairs {
        let canonical = Syntax::parse(english);
        assert!(canonical.is_ok(), "`{english}`: {canonical:?}");
        assert_eq!(Syntax::parse(polish), canonical, "`{polish}` reads as `{english}`");
    }
    // Against a position: the same actions, and the same refusals.
    let g = build(2, "market: r5 y2 g3; farm: b2 b3 b5; h0: g2");
    for (english, polish) in [
        ("take r5", "weź r5"),
        ("reserve farm2", "zarezerwuj farma2"),
        ("reserve y2", "rezerwuj y2"),
        ("take farm1", "wez farma1"),
    ] {
        assert_eq!(g.parse_action(Seat(0), polish), g.parse_action(Seat(0), english), "`{polish}`");
    }
    assert_eq!(g.parse_action(Seat(0), "weź r5"), Ok(Action::Take { slot: 0 }));
    // The canonical notation is unchanged.
    assert_eq!(g.format_action(&Action::Take { slot: 0 }), "take r5");
    assert_eq!(g.format_action(&Action::ChooseToken(Colour::Yellow)), "token yellow");
    // The notation topic lists the Polish words in both languages.
    for lang in Lang::ALL {
        let topic = render(lang, &text!("carthage-rules-notation"));
        for word in [
            "znacznik",
            "kup",
            "zapłać",
            "zaplac",
            "weź",
            "wez",
            "rezerwuj",
            "zarezerwuj",
            "chroń",
            "chron",
            "gotowe",
            "nic",
            "pas",
        ] {
            assert!(topic.contains(&format!("`{word}`")), "{lang:?} notation topic lacks `{word}`");
        }
    }
}

#[test]
fn polish_plural_forms_of_goods_coins_cards_and_points() {
    let counts = [1, 2, 5, 12, 22, 25];
    let each = |make: &dyn Fn(i64) -> Text| counts.map(|n| pl(&make(n)));
    assert_eq!(
        each(&|n| text!("carthage-goods", count = n, colour = "yellow")),
        [
            "1 żółty towar",
            "2 żółte towary",
            "5 żółtych towarów",
            "12 żółtych towarów",
            "22 żółte towary",
            "25 żółtych towarów"
        ]
    );
    assert_eq!(
        each(&|n| text!("carthage-describe-take", card = "r5", coins = n))
            .map(|s| s.replace("weź r5 z Rynku do ręki ", "")),
        ["(1 moneta)", "(2 monety)", "(5 monet)", "(12 monet)", "(22 monety)", "(25 monet)"]
    );
    assert_eq!(
        each(&|n| text!("carthage-describe-buy", goods = "r5", cost = n))
            .map(|s| s.replace("kup r5 za ", "")),
        ["1 monetę", "2 monety", "5 monet", "12 monet", "22 monety", "25 monet"]
    );
    assert_eq!(
        each(&|n| text!("carthage-summary-piles", deck = n, discard = 0))
            .map(|s| s.replace(", stos kart odrzuconych: 0.", "")),
        [
            "Talia dociągania: 1 karta",
            "Talia dociągania: 2 karty",
            "Talia dociągania: 5 kart",
            "Talia dociągania: 12 kart",
            "Talia dociągania: 22 karty",
            "Talia dociągania: 25 kart"
        ]
    );
    assert_eq!(
        each(&|n| text!("carthage-summary-final-points", points = n)),
        [
            "1 punkt zwycięstwa",
            "2 punkty zwycięstwa",
            "5 punktów zwycięstwa",
            "12 punktów zwycięstwa",
            "22 punkty zwycięstwa",
            "25 punktów zwycięstwa"
        ]
    );
    assert_eq!(
        each(&|n| text!("carthage-ship-sails", colour = "red", steps = n, space = "carthage"))
            .map(|s| s.replace("Czerwony statek przesuwa się o ", "").replace(" do Kartaginy.", "")),
        ["1 pole", "2 pola", "5 pól", "12 pól", "22 pola", "25 pól"]
    );
    // English: one and other.
    assert_eq!(en(&text!("carthage-goods", count = 1, colour = "red")), "1 red good");
    assert_eq!(en(&text!("carthage-goods", count = 2, colour = "red")), "2 red goods");
    assert_eq!(en(&text!("carthage-describe-buy", goods = "r5", cost = 1)), "buy r5 for 1 coin");
    let card: Card = c("b2");
    assert_eq!(card.code(), "b2");
}

/// Issue #61: the tie-break is named for the count players read ("1 achievement token").
#[test]
fn tiebreak_name_agrees_with_its_count() {
    assert_eq!(en(&text!("carthage-tiebreak-tokens", n = 1u8)), "achievement token");
    assert_eq!(en(&text!("carthage-tiebreak-tokens", n = 2u8)), "achievement tokens");
    for n in [1u8, 2, 5, 22] {
        assert_eq!(pl(&text!("carthage-tiebreak-tokens", n = n)), "znaczniki realizacji");
    }
}
