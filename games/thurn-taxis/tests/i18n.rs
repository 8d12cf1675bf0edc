//! The game's texts in both languages: the English and Polish resources agree (same messages, same
//! arguments), every text of whole games (events, prompts, moves, summaries, the outcome), every
//! refusal and notation error and every rules topic renders without a missing message or argument,
//! the Polish move words parse to the same actions as the canonical ones, and Polish counted nouns
//! take the right plural forms.

use crate::support::{build, c, catalog, cities, refused, render};
use kontor_engine::prelude::*;
use kontor_engine::{
    ENGINE_LOCALES, GameRng, Lang, Localized, NotationError, Options, Seat, Text, choose_bot_action, text,
};
use kontor_i18n::Catalog;
use kontor_thurn_taxis::{
    Action, City, End, NoHouse, Official, Placement, Province, RuleError, Source, Step, Syntax, ThurnTaxis,
    step_hint,
};

/// Renders a text in both languages; panics on any error.
fn both(catalog: &Catalog, text: &Text) -> (String, String) {
    (render(catalog, Lang::En, text), render(catalog, Lang::Pl, text))
}

/// Everything a table shows at this point, in both languages.
fn render_position(catalog: &Catalog, g: &ThurnTaxis) {
    both(catalog, &g.prompt());
    both(catalog, &g.public_summary());
    for seat in Seat::all(g.seats()) {
        let (en, pl) = both(catalog, &g.private_summary(seat));
        assert!(!en.is_empty() && !pl.is_empty());
        for action in g.legal_actions(seat) {
            both(catalog, &g.describe_action(&action));
        }
    }
}

fn render_outcome(catalog: &Catalog, g: &ThurnTaxis) {
    let outcome = g.outcome().expect("over");
    for line in &outcome.breakdown {
        both(catalog, &line.category);
    }
    assert_eq!(outcome.tiebreak_names.len(), 1);
    for name in &outcome.tiebreak_names {
        both(catalog, &name.clone().arg("n", 1));
    }
}

#[test]
fn english_and_polish_have_the_same_messages_with_the_same_arguments() {
    let game = kontor_i18n::check::differences("thurn-taxis", &ThurnTaxis::LOCALES);
    assert!(game.is_empty(), "{game:#?}");
    let engine = kontor_i18n::check::differences("engine", &ENGINE_LOCALES);
    assert!(engine.is_empty(), "{engine:#?}");
    for lang in Lang::ALL {
        let ids = kontor_i18n::check::signatures(ThurnTaxis::LOCALES.get(lang)).unwrap();
        assert!(ids.keys().all(|id| id.starts_with("thurn-taxis-")), "{lang:?}: an id without the prefix");
    }
}

#[test]
fn a_bots_game_renders_every_text_in_both_languages() {
    let catalog = catalog();
    let mut g = ThurnTaxis::setup(&Options::new(), 3, 7).unwrap();
    let mut rng = GameRng::from_seed(7);
    for e in g.opening_events() {
        both(&catalog, &e.text);
    }
    let mut events = 0;
    let mut refusals = 0;
    while !g.is_over() {
        render_position(&catalog, &g);
        let seat = g.active_seats()[0];
        // A refusal now and then: another seat's move, and a move of the wrong step.
        if events % 7 == 0 {
            let other = Seat(((seat.0 as usize + 1) % g.seats()) as u8);
            let err = g.clone().apply(other, &Action::End).unwrap_err();
            both(&catalog, &err.text());
            if let Err(err) = g.clone().apply(seat, &Action::House(City(0))) {
                both(&catalog, &err.text());
                refusals += 1;
            }
        }
        let action = choose_bot_action(&g, seat, &mut rng).expect("a move");
        for e in g.apply(seat, &action).unwrap() {
            let (en, pl) = both(&catalog, &e.text);
            assert_ne!(en, pl, "a log line is not translated");
            events += 1;
        }
    }
    assert!(events > 100 && refusals > 10, "{events} events, {refusals} refusals");
    render_position(&catalog, &g);
    render_outcome(&catalog, &g);
    assert!(g.apply(Seat(0), &Action::End).is_err_and(|e| both(&catalog, &e.text()).0 == "the game is over"));
}

#[test]
fn policy_playouts_render_every_event_in_both_languages() {
    let catalog = catalog();
    let mut seen = std::collections::BTreeSet::new();
    for seats in 2..=4 {
        for seed in 0..4u64 {
            let mut g = ThurnTaxis::setup(&Options::new(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            while !g.is_over() {
                let seat = g.active_seats()[0];
                let action = g.playout_action(seat, &mut rng).expect("a move");
                for e in g.apply(seat, &action).unwrap() {
                    both(&catalog, &e.text);
                    let mut ids = Vec::new();
                    e.text.ids(&mut ids);
                    seen.insert(ids[0].clone());
                }
            }
            render_position(&catalog, &g);
            render_outcome(&catalog, &g);
        }
    }
    for id in
        ["thurn-taxis-takes-tile", "thurn-taxis-takes-carriage", "thurn-taxis-keeps", "thurn-taxis-game-ends"]
    {
        assert!(seen.contains(id), "no `{id}` in the playouts: {seen:?}");
    }
}

#[test]
fn every_refusal_step_and_move_description_renders() {
    let catalog = catalog();
    let errors = [
        RuleError::GameOver,
        RuleError::NotYourTurn { active: Seat(2) },
        RuleError::WrongStep { step: Step::Discard },
        RuleError::PostmasterCompulsory,
        RuleError::EmptySlot { slot: 3 },
        RuleError::NoCardsLeft,
        RuleError::NotInHand(c("nue")),
        RuleError::AlreadyOnRoute { city: c("reg") },
        RuleError::NotAdjacent { city: c("lod"), end_city: c("mue"), end: End::Left },
        RuleError::NoRoute,
        RuleError::SecondCardExtends,
        RuleError::RouteTooShort { len: 2 },
        RuleError::NoHouseIn { province: Province::from_word("baiern").unwrap() },
        RuleError::NoHouseHere { city: c("zue"), reason: NoHouse::AlreadyThere },
        RuleError::NoHouseHere { city: c("zue"), reason: NoHouse::NotOnRoute },
        RuleError::NoHouseHere {
            city: c("zue"),
            reason: NoHouse::ProvinceServed(Province::from_word("schweiz").unwrap()),
        },
        RuleError::BadKeep,
    ];
    for e in &errors {
        let (en, pl) = both(&catalog, &e.text());
        assert_eq!(e.to_string(), e.text().to_string());
        assert_ne!(en, pl);
    }
    let (en, pl) = both(&catalog, &errors[8].text());
    assert_eq!(en, "lod (Lodz) does not border mue (München), the left end of your route");
    assert_eq!(pl, "miasto Łódź (lod) nie sąsiaduje z miastem Monachium (mue) na lewym krańcu twojej trasy");
    for step in [
        Step::Start,
        Step::Draw { left: 1 },
        Step::Draw { left: 2 },
        Step::Play { second: false },
        Step::Play { second: true },
        Step::Close,
        Step::Housing { served: 0 },
        Step::Discard,
    ] {
        both(&catalog, &step_hint(step));
    }
    let g = build(2, "display: nue reg - ing mue pas; h0: wue pil ing; r0: stu nue; step: play");
    for action in [
        Action::Official(Official::Postmaster),
        Action::Official(Official::PostalCarrier),
        Action::Official(Official::Administrator),
        Action::Official(Official::Cartwright),
        Action::Draw(Source::Display(0)),
        Action::Draw(Source::Display(2)),
        Action::Draw(Source::Deck),
        Action::Extend { end: End::Left, city: c("ing") },
        Action::New(c("pil")),
        Action::Close(Placement::Each),
        Action::Close(Placement::Province(Province::from_word("baden").unwrap())),
        Action::House(c("zue")),
        Action::Keep(cities("car nue reg")),
        Action::End,
    ] {
        both(&catalog, &g.describe_action(&action));
    }
    for official in Official::ALL {
        both(&catalog, &official.text());
    }
    for city in City::all() {
        both(&catalog, &city.text());
    }
    // Refused moves of a real position.
    let err = refused(&g, 0, Action::Extend { end: End::Right, city: c("lod") });
    both(&catalog, &err.text());
}

#[test]
fn notation_errors_render_in_both_languages() {
    let catalog = catalog();
    let g = build(2, "display: nue reg aug ing mue pas; h0: wue pil ing; r0: stu nue; step: play");
    for typed in [
        "fly nue",
        "",
        "new xyz",
        "new",
        "official",
        "official none",
        "official mayor",
        "draw 9",
        "draw",
        "route",
        "close nowhere",
        "close",
        "route left lod",
        "close each",
        "route wue",
        "draw 3",
    ] {
        let err = g.parse_action(Seat(0), typed).expect_err(typed);
        let (en, pl) = both(&catalog, &err.text());
        assert_ne!(en, pl, "`{typed}`");
    }
    let err = g.parse_action(Seat(0), "fly nue").unwrap_err();
    assert!(matches!(err, NotationError::Unknown { .. }));
    assert!(
        render(&catalog, Lang::Pl, &err.text()).starts_with("`fly nue` to nie jest ruch; ruchy to `official")
    );
    let err = g.parse_action(Seat(0), "route left lod").unwrap_err();
    assert_eq!(render(&catalog, Lang::Pl, &err.text()), "nie masz na ręce karty lod (Łódź)");
}

/// The `.topic` attribute of a rules message in one language's source.
fn topic(source: &str, id: &str) -> Option<String> {
    let mut lines = source.lines().skip_while(|l| !l.starts_with(&format!("{id} =")));
    lines.next()?;
    lines
        .take_while(|l| l.starts_with(' '))
        .find_map(|l| l.trim().strip_prefix(".topic = ").map(str::to_string))
}

#[test]
fn every_rules_topic_renders_with_its_name() {
    let catalog = catalog();
    assert!(ThurnTaxis::RULES.contains(&"notation"));
    both(&catalog, &kontor_engine::title_text(ThurnTaxis::NAME));
    for t in ThurnTaxis::RULES {
        let id = format!("thurn-taxis-rules-{t}");
        let (en, pl) = both(&catalog, &Text::msg(id.clone()));
        assert!(en.len() > 100 && pl.len() > 100, "{t}");
        assert_eq!(topic(ThurnTaxis::LOCALES.en, &id).as_deref(), Some(*t), "English topic of {t}");
        let polish = topic(ThurnTaxis::LOCALES.pl, &id).unwrap_or_else(|| panic!("Polish topic of {t}"));
        assert!(!polish.is_empty() && polish != *t, "Polish topic of {t}: {polish}");
    }
    let notation = render(&catalog, Lang::Pl, &Text::msg("thurn-taxis-rules-notation"));
    for word in ["`weź`", "`dobierz`", "`trasa`", "`zamknij`", "`zostaw`", "`domek`", "`koniec`"] {
        assert!(notation.contains(word), "{word}");
    }
    let english = render(&catalog, Lang::En, &Text::msg("thurn-taxis-rules-notation"));
    assert!(english.contains("`weź`") && english.contains("`zamknij`"));
}

#[test]
fn polish_move_words_parse_to_the_canonical_moves() {
    for (polish, canonical) in [
        ("weź 3", "draw 3"),
        ("wez 3", "draw 3"),
        ("dobierz talia", "draw deck"),
        ("weź talia", "draw deck"),
        ("urzędnik naczelnik", "official postmaster"),
        ("urzednik kurier", "official carrier"),
        ("rządca", "official administrator"),
        ("rzemieslnik", "official cartwright"),
        ("trasa lewo nue", "route left nue"),
        ("dodaj prawo ing", "route right ing"),
        ("zagraj lewy Norymberga", "route left nue"),
        ("prawo ing", "route right ing"),
        ("trasa ing", "route ing"),
        ("nowa nue", "new nue"),
        ("otwórz nue", "new nue"),
        ("zamknij każda", "close each"),
        ("zamknij kazda", "close each"),
        ("zamknij bawaria", "close baiern"),
        ("domek ing", "house ing"),
        ("zostaw nue reg aug", "keep nue reg aug"),
        ("zatrzymaj nue reg aug", "keep nue reg aug"),
        ("koniec", "end"),
        ("zakończ", "end"),
        ("zakoncz", "end"),
    ] {
        assert_eq!(Syntax::parse(polish), Syntax::parse(canonical), "`{polish}`");
        assert!(Syntax::parse(polish).is_ok(), "`{polish}`");
    }
    // Resolved against a position, too.
    let g = build(2, "display: nue reg aug ing mue pas; h0: wue pil ing; r0: stu nue; step: play");
    assert_eq!(g.parse_action(Seat(0), "trasa lewo ing"), g.parse_action(Seat(0), "route left ing"));
    assert_eq!(g.parse_action(Seat(0), "trasa pil"), Ok(Action::Extend { end: End::Right, city: c("pil") }));
}

#[test]
fn polish_counted_nouns_take_their_plural_forms() {
    let catalog = catalog();
    let pl = |t: Text| render(&catalog, Lang::Pl, &t);
    let counts = [1, 2, 5, 12, 22, 25];
    let cards: Vec<String> = counts
        .iter()
        .map(|&n| pl(text!("thurn-taxis-closes", who = Seat(0), route = "a-b-c", cards = n)))
        .collect();
    assert_eq!(
        cards,
        [
            "Ann zamyka trasę a-b-c (1 karta).",
            "Ann zamyka trasę a-b-c (2 karty).",
            "Ann zamyka trasę a-b-c (5 kart).",
            "Ann zamyka trasę a-b-c (12 kart).",
            "Ann zamyka trasę a-b-c (22 karty).",
            "Ann zamyka trasę a-b-c (25 kart).",
        ]
    );
    let points: Vec<String> = counts
        .iter()
        .map(|&n| pl(text!("thurn-taxis-takes-carriage", who = Seat(1), carriage = 5, points = n)))
        .collect();
    assert_eq!(
        points,
        [
            "Bob bierze powóz o wartości 5 (1 punkt).",
            "Bob bierze powóz o wartości 5 (2 punkty).",
            "Bob bierze powóz o wartości 5 (5 punktów).",
            "Bob bierze powóz o wartości 5 (12 punktów).",
            "Bob bierze powóz o wartości 5 (22 punkty).",
            "Bob bierze powóz o wartości 5 (25 punktów).",
        ]
    );
    let houses: Vec<String> = counts
        .iter()
        .map(|&n| {
            pl(text!(
                "thurn-taxis-places-house",
                who = Seat(0),
                city = c("nue").text(),
                code = "nue",
                left = n
            ))
        })
        .collect();
    let tails: Vec<&str> = houses.iter().map(|s| s.rsplit("jeszcze ").next().unwrap()).collect();
    assert_eq!(tails, ["1 domek.", "2 domki.", "5 domków.", "12 domków.", "22 domki.", "25 domków."]);
    let kept: Vec<String> = counts
        .iter()
        .map(|&n| pl(text!("thurn-taxis-keeps", who = Seat(2), kept = n, discarded = "nue")))
        .collect();
    assert_eq!(
        kept,
        [
            "Cid zostawia na ręce 1 kartę i odrzuca nue.",
            "Cid zostawia na ręce 2 karty i odrzuca nue.",
            "Cid zostawia na ręce 5 kart i odrzuca nue.",
            "Cid zostawia na ręce 12 kart i odrzuca nue.",
            "Cid zostawia na ręce 22 karty i odrzuca nue.",
            "Cid zostawia na ręce 25 kart i odrzuca nue.",
        ]
    );
    let tiles: Vec<String> = counts
        .iter()
        .map(|&n| pl(text!("thurn-taxis-summary-stack", tile = Text::plain("Baiern"), top = 5, left = n)))
        .collect();
    assert_eq!(
        tiles,
        [
            "„Baiern”: wierzchni 5 (jeszcze 1 żeton)",
            "„Baiern”: wierzchni 5 (jeszcze 2 żetony)",
            "„Baiern”: wierzchni 5 (jeszcze 5 żetonów)",
            "„Baiern”: wierzchni 5 (jeszcze 12 żetonów)",
            "„Baiern”: wierzchni 5 (jeszcze 22 żetony)",
            "„Baiern”: wierzchni 5 (jeszcze 25 żetonów)",
        ]
    );
    // English: one and other.
    let en = |n: i64| {
        render(&catalog, Lang::En, &text!("thurn-taxis-closes", who = Seat(0), route = "a-b-c", cards = n))
    };
    assert_eq!(en(1), "Ann closes the route a-b-c (1 card).");
    assert_eq!(en(5), "Ann closes the route a-b-c (5 cards).");
}

/// Issue #61: Polish players read Polish placeholders in the move hints (`<miasto>`, `<prowincja>`),
/// never the English ones.
#[test]
fn polish_hints_use_polish_placeholders() {
    let pl = ThurnTaxis::LOCALES.pl;
    for english in ["<city>", "<c>", "<province>", "<name>"] {
        assert!(!pl.contains(english), "the Polish texts show {english}");
    }
    assert!(pl.contains("`house <miasto>`"));
}
