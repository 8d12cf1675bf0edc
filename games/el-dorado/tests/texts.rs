//! The game's texts in both languages: the resources agree, every text a whole game hands out
//! renders in English and Polish without a missing message or argument, the Polish move words parse
//! like the notation's own, and Polish counts take the right plural forms.

use crate::support::*;
use kontor_el_dorado::{
    Action, Case, ElDorado, Phase, RuleError, Source, Symbol, Syntax, Terrain, card as ids, card_name, cards,
    coins, source_in, token_name, tokens,
};
use kontor_engine::conformance::GoldenRecord;
use kontor_engine::prelude::*;
use kontor_engine::{
    ENGINE_LOCALES, GameRng, Lang, Localized, NotationError, Options, Outcome, Seat, Text, text,
};
use kontor_i18n::check::{differences, signatures};

const RECORD: &str = include_str!("golden/el-dorado-3p-seed7.json");

/// `text` rendered in both languages (panics on any error); returns the Polish.
fn both(text: &Text) -> String {
    let en = render(Lang::En, text);
    let pl = render(Lang::Pl, text);
    for (lang, s) in [("en", &en), ("pl", &pl)] {
        assert!(!s.contains("el-dorado-"), "{lang}: `{text}` shows a message id: {s}");
        assert!(!s.contains('{') && !s.contains('}'), "{lang}: `{text}` leaves a placeable: {s}");
    }
    pl
}

#[test]
fn english_and_polish_have_the_same_messages_and_arguments() {
    assert_eq!(differences("el-dorado", &ElDorado::LOCALES), Vec::<String>::new());
    assert_eq!(differences("engine", &ENGINE_LOCALES), Vec::<String>::new());
    for source in [ElDorado::LOCALES.en, ElDorado::LOCALES.pl] {
        let ids = signatures(source).expect("the resources parse");
        assert!(ids.keys().all(|id| id.starts_with("el-dorado-")), "an id without the game's prefix");
        assert!(ids.contains_key("el-dorado-title"));
    }
}

/// The `.topic` attribute of a rules topic in one `.ftl` source.
fn topic(source: &str, t: &str) -> String {
    let head = format!("el-dorado-rules-{t} =");
    let at = source.find(&head).unwrap_or_else(|| panic!("no rules topic {t}"));
    let rest = &source[at..];
    let line = rest.lines().find(|l| l.trim_start().starts_with(".topic =")).expect("a .topic");
    line.trim_start().trim_start_matches(".topic =").trim().to_string()
}

#[test]
fn every_rules_topic_renders_with_its_topic_name() {
    assert_eq!(ElDorado::RULES[0], "overview");
    assert!(ElDorado::RULES.contains(&"notation"));
    let en = signatures(ElDorado::LOCALES.en).expect("en");
    let pl = signatures(ElDorado::LOCALES.pl).expect("pl");
    for t in ElDorado::RULES {
        let id = format!("el-dorado-rules-{t}");
        let polish = both(&Text::msg(id.clone()));
        assert!(polish.len() > 100, "{id} is short: {polish}");
        assert!(en.contains_key(&format!("{id}.topic")) && pl.contains_key(&format!("{id}.topic")), "{id}");
        assert_eq!(topic(ElDorado::LOCALES.en, t), *t, "the English topic is its key");
        let name = topic(ElDorado::LOCALES.pl, t);
        assert!(!name.is_empty() && name != *t, "{t}: Polish topic {name}");
    }
    // The notation topic lists the Polish move words in both languages.
    for lang in Lang::ALL {
        let notation = render(lang, &Text::msg("el-dorado-rules-notation"));
        for word in ["`kup`", "`weź`", "`przesuń`", "`zapłać`", "`usuń`", "`pionek1`"] {
            assert!(notation.contains(word), "{lang:?} notation topic lacks {word}");
        }
    }
    assert_eq!(render(Lang::Pl, &Text::msg("el-dorado-title")), "Wyprawa do El Dorado");
    assert_eq!(render(Lang::En, &Text::msg("el-dorado-title")), ElDorado::TITLE);
}

#[test]
fn every_card_token_terrain_symbol_and_course_has_a_name() {
    for k in 0..cards().len() as u8 {
        let pl = both(&card_name(k));
        assert_eq!(pl, kontor_el_dorado::kind(k).name_pl, "the Polish card names are the glossary's");
        assert_eq!(render(Lang::En, &card_name(k)), kontor_el_dorado::kind(k).name_en);
    }
    for t in 0..tokens().len() as u8 {
        both(&token_name(t));
    }
    let sources =
        (0..cards().len() as u8).map(Source::Card).chain((0..tokens().len() as u8).map(Source::Token));
    for s in sources {
        for case in [Case::Nominative, Case::Accusative, Case::Genitive, Case::Instrumental] {
            both(&source_in(s, case));
        }
    }
    let compass = kontor_el_dorado::kind_id("compass").unwrap();
    assert_eq!(render(Lang::Pl, &source_in(Source::Card(compass), Case::Accusative)), "kartę Kompas");
    assert_eq!(render(Lang::Pl, &source_in(Source::Card(compass), Case::Instrumental)), "kartą Kompas");
    assert_eq!(render(Lang::Pl, &source_in(Source::Token(0), Case::Genitive)), "żetonu z maczetą (1)");
    assert_eq!(render(Lang::En, &source_in(Source::Token(0), Case::Genitive)), "the Machete 1 token");
    for terrain in [
        Terrain::Jungle,
        Terrain::Water,
        Terrain::Village,
        Terrain::Rubble,
        Terrain::Basecamp,
        Terrain::Mountain,
        Terrain::Cave,
        Terrain::Start,
        Terrain::Finish,
    ] {
        both(&terrain.text());
    }
    for symbol in [Symbol::Machete, Symbol::Paddle, Symbol::Coin] {
        both(&symbol.text());
    }
    for course in kontor_el_dorado::layouts().iter().map(|l| l.code.as_str()).chain(["random"]) {
        let mut options = Options::new();
        options.insert("course".into(), course.into());
        let g = ElDorado::setup(&options, 3, 4).expect("setup");
        both(&g.course.text());
    }
}

/// Everything a position shows: the prompt, every legal move's description, both summaries for
/// every seat.
fn render_position(g: &ElDorado) -> usize {
    let mut n = 0;
    both(&g.prompt());
    both(&g.public_summary());
    for seat in Seat::all(g.seats()) {
        both(&g.private_summary(seat));
        for a in g.legal_actions(seat) {
            both(&g.describe_action(&a));
            n += 1;
        }
    }
    n
}

fn render_outcome(outcome: &Outcome) {
    for line in &outcome.breakdown {
        both(&line.category);
    }
    assert_eq!(outcome.tiebreak_names.len(), 2);
    // As the service shows them: each name with the count players read.
    let shown = outcome.shown_tiebreaks(&outcome.ranking[0]);
    for (name, n) in outcome.tiebreak_names.iter().zip(shown) {
        both(&name.clone().arg("n", n));
    }
}

/// Plays a game from `start`, `next` choosing each move, rendering every text on the way.
fn play_and_render(mut g: ElDorado, mut next: impl FnMut(&ElDorado, Seat) -> Action) -> (usize, usize) {
    let (mut events, mut moves) = (0, 0);
    for e in g.opening_events() {
        both(&e.text);
    }
    while !g.is_over() {
        moves += render_position(&g);
        let seat = g.active_seats()[0];
        let action = next(&g, seat);
        for e in g.apply(seat, &action).expect("a legal move") {
            both(&e.text);
            events += 1;
        }
    }
    render_position(&g);
    render_outcome(&g.outcome().expect("the game is over"));
    (events, moves)
}

#[test]
fn a_whole_bots_game_renders_in_both_languages() {
    let record: GoldenRecord<Action> = serde_json::from_str(RECORD).expect("golden JSON");
    let g = ElDorado::setup(&Options::new(), record.seats, record.seed).expect("setup");
    let mut log = record.log().into_iter();
    let (events, moves) = play_and_render(g, |_, seat| {
        let (s, a) = log.next().expect("the record goes on");
        assert_eq!(s, seat);
        a
    });
    assert!(events > 100 && moves > 1_000, "{events} events, {moves} moves described");
}

#[test]
fn a_whole_game_with_caves_renders_in_both_languages() {
    for (seats, seed) in [(2, 3), (4, 11)] {
        let mut options = Options::new();
        options.insert("caves".into(), "on".into());
        options.insert("course".into(), "random".into());
        let g = ElDorado::setup(&options, seats, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        let (events, _) = play_and_render(g, |g, seat| {
            g.playout_action(seat, &mut rng).expect("the active seat has a move")
        });
        assert!(events > 50, "{events} events");
    }
}

#[test]
fn refusals_notation_and_option_errors_render_in_both_languages() {
    let g = ElDorado::setup(&Options::new(), 3, 7).expect("setup");
    let explorer = Source::Card(ids::EXPLORER);
    let errors = [
        RuleError::GameOver,
        RuleError::NotYourTurn(Seat(1)),
        RuleError::WrongPhase(Phase::Paying { kind: 5, paid: 3, cost: 8 }),
        RuleError::WrongPhase(Phase::Discarding { left: 2 }),
        RuleError::NotHeld(explorer),
        RuleError::NotHeld(Source::Token(9)),
        RuleError::NoSuchCard,
        RuleError::DoesNotMove(Source::Card(20)),
        RuleError::PaidWithCards(Terrain::Rubble),
        RuleError::PaidWithCards(Terrain::Basecamp),
        RuleError::NoSymbol { card: explorer, symbol: Symbol::Paddle },
        RuleError::TooWeak { card: explorer, power: 1, strength: 2 },
        RuleError::TooFewCards { terrain: Terrain::Rubble, strength: 3 },
        RuleError::NoCardInPlay,
        RuleError::InPlayForOtherPawn,
        RuleError::InPlayFor(Symbol::Coin),
        RuleError::StrengthLeft { left: 1, strength: 3 },
        RuleError::NoSuchPawn,
        RuleError::PawnArrived,
        RuleError::NotNeighbour,
        RuleError::Mountain,
        RuleError::StartSpace,
        RuleError::Occupied("C14".into()),
        RuleError::BlockadeInTheWay,
        RuleError::NoBlockade(4),
        RuleError::NotAtBlockade(4),
        RuleError::NotAction(ids::SAILOR),
        RuleError::NativeMoves,
        RuleError::NothingToTake,
        RuleError::MovementToken,
        RuleError::NotForSale,
        RuleError::TooDear(5),
        RuleError::OnlyCoinTokensPay,
        RuleError::NoCaves,
        RuleError::NotACave,
        RuleError::NotAtCave,
        RuleError::CaveEmpty,
        RuleError::NotStopped,
        RuleError::LeaveCave,
    ];
    for e in &errors {
        both(&e.text());
    }
    // Refused moves as players meet them.
    let mut probe = g.clone();
    let refused = probe.apply(Seat(2), &Action::End).unwrap_err();
    assert_eq!(refused, RuleError::NotYourTurn(Seat(0)));
    assert_eq!(render(Lang::Pl, &refused.text()), "teraz tura gracza Ann");
    let refused = probe.apply(Seat(0), &Action::Done).unwrap_err();
    both(&refused.text());
    // Notation errors: unknown words, unknown cards and spaces, illegal moves.
    for line in
        ["fly away", "", "move explorer Q99", "buy zzz", "use qqq", "blockade 9", "pay", "move compass B17"]
    {
        let e = g.parse_action(Seat(0), line).unwrap_err();
        let pl = both(&e.text());
        assert!(matches!(e, NotationError::Unknown { .. } | NotationError::Illegal { .. }), "{line}: {e:?}");
        assert!(!pl.is_empty());
    }
    let mut poor = g.clone();
    deal(&mut poor, Seat(0), &["explorer", "sailor"], &[]);
    let illegal = poor.parse_action(Seat(0), "kup odkrywca").unwrap_err();
    assert!(matches!(illegal, NotationError::Illegal { .. }), "{illegal:?}");
    assert_eq!(en(&illegal.text()), "Trailblazer costs 3 coins");
    assert_eq!(render(Lang::Pl, &illegal.text()), "karta Odkrywca kosztuje 3 monety");
    let unsold = poor.parse_action(Seat(0), "buy pioneer").unwrap_err();
    assert_eq!(render(Lang::Pl, &unsold.text()), "tej karty nie można teraz kupić");
    let unknown = g.parse_action(Seat(0), "fly away").unwrap_err();
    assert!(render(Lang::Pl, &unknown.text()).starts_with("`fly away` to nie jest ruch; ruchy to `move"));
    // Option errors.
    for (key, value) in [("caves", "maybe"), ("course", "nowhere"), ("colour", "red")] {
        let mut options = Options::new();
        options.insert(key.into(), value.into());
        let e = ElDorado::setup(&options, 3, 1).unwrap_err();
        both(&e.text());
    }
    let e = ElDorado::setup(&Options::new(), 5, 1).unwrap_err();
    both(&e.text());
}

#[test]
fn polish_move_words_parse_like_the_notation() {
    let pairs = [
        ("przesuń explorer C14", "move explorer C14"),
        ("przesun globtroter C14", "move explorer C14"),
        ("idź C15 pionek2", "move C15 pawn2"),
        ("idz C15 pionek1", "move C15 pawn1"),
        ("blokada odkrywca 5", "blockade trailblazer 5"),
        ("zdobądź 3", "blockade 3"),
        ("zdobadz 3", "blockade 3"),
        ("użyj kartograf", "use cartographer"),
        ("uzyj kartograf", "use cartographer"),
        ("zagraj tdraw", "use tdraw"),
        ("eksploruj B9", "explore B9"),
        ("kup kompas", "buy compass"),
        ("Kup compass", "buy compass"),
        ("zapłać turystka", "pay traveler"),
        ("zaplac turystka", "pay traveler"),
        ("płać tc2", "pay tc2"),
        ("plac tc2", "pay tc2"),
        ("odrzuć marynarz", "discard sailor"),
        ("odrzuc marynarz", "discard sailor"),
        ("usuń globtroter", "remove explorer"),
        ("usun globtroter", "remove explorer"),
        ("weź pionier", "take pioneer"),
        ("wez pionier", "take pioneer"),
        ("WEŹ pionier", "take pioneer"),
        ("gotowe", "done"),
        ("koniec", "end"),
        ("pas", "end"),
    ];
    for (polish, canonical) in pairs {
        let want = Syntax::parse(canonical).unwrap_or_else(|e| panic!("{canonical}: {e:?}"));
        assert_eq!(Syntax::parse(polish), Ok(want), "`{polish}` reads as `{canonical}`");
    }
    // Against a position: the same actions.
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, Seat(0), &["explorer", "traveler", "sailor"], &[]);
    for (polish, canonical) in [("przesuń globtroter X2", "move explorer X2"), ("koniec", "end")] {
        assert_eq!(g.parse_action(Seat(0), polish), g.parse_action(Seat(0), canonical));
        assert!(g.parse_action(Seat(0), polish).is_ok(), "{polish}");
    }
}

#[test]
fn polish_counts_take_their_plural_forms() {
    let counts = [1u8, 2, 5, 12, 22, 25];
    let pl = |t: Text| render(Lang::Pl, &t);
    let coins_pl: Vec<String> = counts.iter().map(|&n| pl(coins(2 * n))).collect();
    assert_eq!(coins_pl, ["1 moneta", "2 monety", "5 monet", "12 monet", "22 monety", "25 monet"]);
    let coins_en: Vec<String> = counts.iter().map(|&n| render(Lang::En, &coins(2 * n))).collect();
    assert_eq!(coins_en, ["1 coin", "2 coins", "5 coins", "12 coins", "22 coins", "25 coins"]);
    assert_eq!(pl(coins(1)), "½ monety");
    assert_eq!(pl(coins(5)), "2½ monety");
    assert_eq!(render(Lang::En, &coins(1)), "½ coin");
    assert_eq!(render(Lang::En, &coins(5)), "2½ coins");

    let cards: Vec<String> =
        counts.iter().map(|&n| pl(text!("el-dorado-prompt-trimming", left = n))).collect();
    for (got, want) in cards.iter().zip(["1 kartę", "2 karty", "5 kart", "12 kart", "22 karty", "25 kart"]) {
        assert!(got.contains(&format!("najwyżej {want}:")), "{got}");
    }
    let price: Vec<String> =
        counts.iter().map(|&n| pl(text!("el-dorado-describe-buy", card = card_name(3), cost = n))).collect();
    for (got, want) in
        price.iter().zip(["1 monetę", "2 monety", "5 monet", "12 monet", "22 monety", "25 monet"])
    {
        assert!(got.ends_with(&format!("za {want}")), "{got}");
    }
    let needs: Vec<String> = counts
        .iter()
        .map(|&n| pl(text!("el-dorado-error-too-few-cards", terrain = "rubble", strength = n)))
        .collect();
    for (got, want) in needs.iter().zip(["1 karty", "2 kart", "5 kart", "12 kart", "22 kart", "25 kart"]) {
        assert!(got.contains(&format!("wymaga {want} z ręki")), "{got}");
    }
    for (symbol, forms) in [
        ("machete", ["1 maczeta", "2 maczety", "5 maczet", "12 maczet", "22 maczety", "25 maczet"]),
        ("paddle", ["1 wiosło", "2 wiosła", "5 wioseł", "12 wioseł", "22 wiosła", "25 wioseł"]),
        ("coin", ["1 moneta", "2 monety", "5 monet", "12 monet", "22 monety", "25 monet"]),
    ] {
        for (&n, want) in counts.iter().zip(forms) {
            let got = pl(text!("el-dorado-summary-in-play", code = "pioneer", left = n, symbol = symbol));
            assert_eq!(got, format!("zagrana karta: pioneer (jeszcze {want})"));
        }
    }
    let slots: Vec<String> = counts
        .iter()
        .map(|&n| pl(text!("el-dorado-summary-free-slots", n = n, stacks = "compass")))
        .collect();
    for (got, want) in slots.iter().zip([
        "1 wolne miejsce",
        "2 wolne miejsca",
        "5 wolnych miejsc",
        "12 wolnych miejsc",
        "22 wolne miejsca",
        "25 wolnych miejsc",
    ]) {
        assert!(got.starts_with(want), "{got}");
    }
}

#[test]
fn two_pawns_are_told_apart_when_the_notation_names_them() {
    let cells = [(J, 1, 0); 9];
    let mut g = strip_game(2, &cells, 1);
    g.players[Seat(0)].pawns[1] = 2;
    deal(&mut g, Seat(0), &["explorer"], &[]);
    let two = g.parse_action(Seat(0), "move explorer X2 pawn2").expect("legal");
    assert_eq!(g.format_action(&two), "move explorer X2 pawn2");
    assert_eq!(en(&g.describe_action(&two)), "play Explorer and move to X2 (jungle 1) (pawn 2)");
    assert_eq!(
        render(Lang::Pl, &g.describe_action(&two)),
        "zagraj kartę Globtroter i przesuń pionek na pole X2 (dżungla 1) (pionek 2)"
    );
    let one = g.parse_action(Seat(0), "idź globtroter X4").expect("only the second pawn can go there");
    assert_eq!(g.format_action(&one), "move explorer X4");
    assert!(!en(&g.describe_action(&one)).contains("pawn"));
}

/// Issue #61: tie-breaks are named for the count players read ("1 blockade", "2 blockades"), and
/// a random course reads naturally inside the opening sentence.
#[test]
fn tiebreak_names_and_random_course_read_naturally() {
    use kontor_engine::text;
    assert_eq!(render(Lang::En, &text!("el-dorado-tiebreak-blockades", n = 1u8)), "blockade");
    assert_eq!(render(Lang::En, &text!("el-dorado-tiebreak-blockades", n = 2u8)), "blockades");
    for n in [1u8, 2, 5, 22] {
        assert_eq!(render(Lang::Pl, &text!("el-dorado-tiebreak-blockades", n = n)), "liczba blokad");
    }
    // A random course is named by the first four hex digits of its seed.
    assert_eq!(kontor_el_dorado::course_tag(0xd9f2_2ff0_0cdc_bbcb), "d9f2");
    let course = text!("el-dorado-course-random", seed = kontor_el_dorado::course_tag(0xd9f2_2ff0_0cdc_bbcb));
    let opening = render(Lang::En, &text!("el-dorado-opening", course = course.clone(), who = Seat(0)));
    assert!(opening.starts_with("The expedition sets out on the random (d9f2) course."), "{opening}");
    let opening = render(Lang::Pl, &text!("el-dorado-opening", course = course, who = Seat(0)));
    assert!(opening.starts_with("Wyprawa wyrusza, trasa: losowa (d9f2)."), "{opening}");
}
