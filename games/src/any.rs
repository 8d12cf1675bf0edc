//! Dispatch over every game. The [`games!`] list at the bottom is the one place a new game is added:
//! it generates `AnyGame`, `AnyAction`, `AnyView` and every dispatching method.

use kontor_engine::prelude::*;
use kontor_engine::{
    BotLevel, Decision, Event, GameRng, Locales, Localized, NotationError, Options, Outcome, PlayoutError,
    Seat, SetupError, Text, Viewer, choose_action, choose_bot_action, replay, text,
};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why an action was refused: the game's own message, or an action of another game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    #[error("{0}")]
    Rule(Text),
    #[error("{}", self.text())]
    WrongGame,
}

impl Localized for ActionError {
    fn text(&self) -> Text {
        match self {
            ActionError::Rule(text) => text.clone(),
            ActionError::WrongGame => text!("games-wrong-game"),
        }
    }
}

/// `AnyGame` methods that hand the call to the game's own method of the same name, for the listed
/// variants: each `fn` line becomes a `#[must_use]` method.
macro_rules! forward {
    ($variants:tt $($(#[$doc:meta])* fn $name:ident(&self $(, $arg:ident: $ty:ty)*) -> $ret:ty;)*) => {
        $(forward!(@one $variants ($($arg),*) $(#[$doc])* fn $name(&self $(, $arg: $ty)*) -> $ret);)*
    };
    (@one [$($variant:ident),*] $call:tt $(#[$doc:meta])* fn $name:ident(&self $(, $arg:ident: $ty:ty)*) -> $ret:ty) => {
        $(#[$doc])*
        #[must_use]
        pub fn $name(&self $(, $arg: $ty)*) -> $ret {
            match self { $(AnyGame::$variant(g) => g.$name $call,)* }
        }
    };
}

macro_rules! games {
    ($($variant:ident($name:literal, $game:ty)),* $(,)?) => {
        /// Every game Kontor hosts. The serialised names are stable: they are stored with every game.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum GameKind {
            $(#[serde(rename = $name)] $variant,)*
        }

        impl GameKind {
            pub const ALL: [GameKind; [$(GameKind::$variant),*].len()] = [$(GameKind::$variant),*];

            /// The name used in commands (`/new carthage`) and storage.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self { $(GameKind::$variant => <$game as Rules>::NAME,)* }
            }

            /// The printed title, for logs.
            #[must_use]
            pub const fn title(self) -> &'static str {
                match self { $(GameKind::$variant => <$game as Presentation>::TITLE,)* }
            }

            /// The printed title in the reader's language.
            #[must_use]
            pub fn title_text(self) -> Text {
                kontor_engine::title_text(self.name())
            }

            /// The game's Fluent resources.
            #[must_use]
            pub const fn locales(self) -> Locales {
                match self { $(GameKind::$variant => <$game as Presentation>::LOCALES,)* }
            }

            /// Fewest and most players.
            #[must_use]
            pub const fn seat_range(self) -> (usize, usize) {
                match self { $(GameKind::$variant => (<$game as Rules>::MIN_SEATS, <$game as Rules>::MAX_SEATS),)* }
            }

            /// The rules topics, the overview first.
            #[must_use]
            pub const fn rules(self) -> &'static [&'static str] {
                match self { $(GameKind::$variant => <$game as Presentation>::RULES,)* }
            }

            /// Looks a game up by name or alias (any case).
            pub fn from_name(name: &str) -> Result<GameKind, crate::UnknownGame> {
                let name = name.to_ascii_lowercase();
                GameKind::ALL
                    .into_iter()
                    .find(|k| k.name() == name || k.aliases().contains(&name.as_str()))
                    .ok_or(crate::UnknownGame { name })
            }

            /// How the options play out before the seats are known (which board side the seat
            /// count chooses), for the lobby post.
            #[must_use]
            pub fn lobby_note(self, options: &Options) -> Option<Text> {
                match self { $(GameKind::$variant => <$game as Presentation>::lobby_note(options),)* }
            }

            fn aliases(self) -> &'static [&'static str] {
                match self { $(GameKind::$variant => <$game as Presentation>::ALIASES,)* }
            }
        }

        /// A game of any kind, with its full (secret-holding) state.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "state")]
        pub enum AnyGame {
            $(#[serde(rename = $name)] $variant($game),)*
        }

        /// An action of any game.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "action")]
        pub enum AnyAction {
            $(#[serde(rename = $name)] $variant(<$game as Rules>::Action),)*
        }

        /// A view of any game, for renderers and adapters.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(tag = "game", content = "view")]
        pub enum AnyView {
            $(#[serde(rename = $name)] $variant(<$game as Presentation>::View),)*
        }

        impl AnyGame {
            /// Sets up a new game of `kind`.
            pub fn setup(kind: GameKind, options: &Options, seats: usize, seed: u64) -> Result<AnyGame, SetupError> {
                match kind {
                    $(GameKind::$variant => Ok(AnyGame::$variant(<$game>::setup(options, seats, seed)?)),)*
                }
            }

            /// Rebuilds a game from its setup and action log.
            #[allow(unreachable_patterns)]
            pub fn replay(
                kind: GameKind,
                options: &Options,
                seats: usize,
                seed: u64,
                actions: &[(Seat, AnyAction)],
            ) -> Result<AnyGame, PlayoutError> {
                match kind {
                    $(GameKind::$variant => {
                        let mut log = Vec::with_capacity(actions.len());
                        for (index, (seat, action)) in actions.iter().enumerate() {
                            match action {
                                AnyAction::$variant(a) => log.push((*seat, a.clone())),
                                _ => {
                                    let reason = "an action of another game";
                                    return Err(PlayoutError::refused(index, *seat, format!("{action:?}"), reason));
                                }
                            }
                        }
                        Ok(AnyGame::$variant(replay::<$game>(options, seats, seed, &log)?))
                    })*
                }
            }

            #[must_use]
            pub fn kind(&self) -> GameKind {
                match self {
                    $(AnyGame::$variant(_) => GameKind::$variant,)*
                }
            }

            #[must_use]
            pub fn legal_actions(&self, seat: Seat) -> Vec<AnyAction> {
                match self {
                    $(AnyGame::$variant(g) => g.legal_actions(seat).into_iter().map(AnyAction::$variant).collect(),)*
                }
            }

            /// Applies an action atomically: on error the game is unchanged.
            #[allow(unreachable_patterns)]
            pub fn apply(&mut self, seat: Seat, action: &AnyAction) -> Result<Vec<Event>, ActionError> {
                match (self, action) {
                    $((AnyGame::$variant(g), AnyAction::$variant(a)) => {
                        g.apply(seat, a).map_err(|e| ActionError::Rule(e.text()))
                    })*
                    _ => Err(ActionError::WrongGame),
                }
            }

            #[must_use]
            pub fn view(&self, viewer: Viewer) -> AnyView {
                match self {
                    $(AnyGame::$variant(g) => AnyView::$variant(g.view(viewer)),)*
                }
            }

            /// Short notation of an action (`take r5`); `?` for an action of another game.
            #[must_use]
            #[allow(unreachable_patterns)]
            pub fn format_action(&self, action: &AnyAction) -> String {
                match (self, action) {
                    $((AnyGame::$variant(g), AnyAction::$variant(a)) => g.format_action(a),)*
                    _ => "?".into(),
                }
            }

            /// Where an action sits in the menu of moves (see [`Notation::choice_path`]).
            #[must_use]
            #[allow(unreachable_patterns)]
            pub fn choice_path(&self, action: &AnyAction) -> Vec<String> {
                match (self, action) {
                    $((AnyGame::$variant(g), AnyAction::$variant(a)) => g.choice_path(a),)*
                    _ => vec!["?".into()],
                }
            }

            /// One random-playout action for `seat`, as bot search plays them.
            pub fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<AnyAction> {
                match self {
                    $(AnyGame::$variant(g) => g.playout_action(seat, rng).map(AnyAction::$variant),)*
                }
            }

            /// One line saying what an action does.
            #[must_use]
            #[allow(unreachable_patterns)]
            pub fn describe_action(&self, action: &AnyAction) -> Text {
                match (self, action) {
                    $((AnyGame::$variant(g), AnyAction::$variant(a)) => g.describe_action(a),)*
                    _ => text!("games-wrong-game"),
                }
            }

            /// Parses chat notation typed by `seat`.
            pub fn parse_action(&self, seat: Seat, text: &str) -> Result<AnyAction, NotationError> {
                match self {
                    $(AnyGame::$variant(g) => g.parse_action(seat, text).map(AnyAction::$variant),)*
                }
            }

            /// A bot's choice for `seat`, if it has anything to do.
            pub fn bot_action(&self, seat: Seat, rng: &mut GameRng) -> Option<AnyAction> {
                match self {
                    $(AnyGame::$variant(g) => choose_bot_action(g, seat, rng).map(AnyAction::$variant),)*
                }
            }

            /// The choice of a bot of `level` for `seat` ([`kontor_engine::choose_action`]);
            /// `time_left` says what share of the level's time is left (`|| None`: iterations only).
            pub fn level_action(
                &self,
                seat: Seat,
                level: BotLevel,
                rng: &mut GameRng,
                time_left: impl FnMut() -> Option<f64>,
            ) -> Option<Decision<AnyAction>> {
                match self {
                    $(AnyGame::$variant(g) => choose_action(g, seat, level, rng, time_left)
                        .map(|d| Decision { action: AnyAction::$variant(d.action), iterations: d.iterations }),)*
                }
            }

            /// A bot's choice at `level` within the level's budget: its iterations and its time,
            /// as `elapsed` tells the time spent since the bot began (the caller's clock: the rules
            /// never read one). `max_iterations` caps the iterations and turns the time budget
            /// off, so the choice depends only on `rng` (tests, measurements).
            pub fn think(
                &self,
                seat: Seat,
                level: BotLevel,
                max_iterations: Option<usize>,
                rng: &mut GameRng,
                elapsed: impl Fn() -> std::time::Duration,
            ) -> Option<Decision<AnyAction>> {
                let Some(budget) = level.budget() else { return self.level_action(seat, level, rng, || None) };
                let iterations = max_iterations.map_or(budget.iterations, |cap| cap.min(budget.iterations));
                let time = budget.time.filter(|_| max_iterations.is_none());
                let time_left = || time.map(|t| 1.0 - elapsed().as_secs_f64() / t.as_secs_f64());
                match self {
                    $(AnyGame::$variant(g) => kontor_engine::search_action(g, seat, iterations, rng, time_left)
                        .map(|d| Decision { action: AnyAction::$variant(d.action), iterations: d.iterations }),)*
                }
            }

            /// Plays the game to its end with the playout policy bot search uses; returns the steps.
            pub fn fast_playout(&mut self, rng: &mut GameRng, max_steps: usize) -> Result<usize, kontor_engine::PlayoutError> {
                match self {
                    $(AnyGame::$variant(g) => kontor_engine::fast_playout(g, rng, max_steps),)*
                }
            }

            forward! { [$($variant),*]
                fn seats(&self) -> usize;
                fn active_seats(&self) -> Vec<Seat>;
                fn turn_owner(&self) -> Option<Seat>;
                fn outcome(&self) -> Option<Outcome>;
                /// Each seat's public running score, `None` for a game without one.
                fn public_scores(&self) -> Option<kontor_engine::BySeat<i64>>;
                fn is_over(&self) -> bool;
                fn reveal_count(&self) -> u64;
                /// What the seat that must act is asked to do now, in the second person.
                fn prompt(&self) -> Text;
                /// The public lines that announce a freshly set-up game.
                fn opening_events(&self) -> Vec<Event>;
                /// The public state as text (seat names as `{s0}` tags).
                fn public_summary(&self) -> Text;
                /// What `seat` alone may know, as text.
                fn private_summary(&self, seat: Seat) -> Text;
            }
        }
    };
}

games! {
    Carthage("carthage", crate::carthage::Carthage),
    ThurnTaxis("thurn-taxis", crate::thurn_taxis::ThurnTaxis),
    Hansa("hansa", crate::hansa::Hansa),
    ElDorado("el-dorado", crate::el_dorado::ElDorado),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_game_round_trips_through_json_and_replays() {
        for kind in GameKind::ALL {
            let (min, _) = kind.seat_range();
            let mut game = AnyGame::setup(kind, &Options::new(), min, 11).unwrap();
            let mut log = Vec::new();
            let mut rng = GameRng::from_seed(3);
            for _ in 0..40 {
                let Some(&seat) = game.active_seats().first() else { break };
                let action = game.bot_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
                log.push((seat, action));
            }
            let json = serde_json::to_string(&game).unwrap();
            assert!(json.starts_with(&format!("{{\"game\":\"{}\"", kind.name())));
            let back: AnyGame = serde_json::from_str(&json).unwrap();
            assert_eq!(back, game);
            let replayed = AnyGame::replay(kind, &Options::new(), min, 11, &log).unwrap();
            assert_eq!(replayed, game);
        }
    }

    /// The search bot decides the same with the same generator when budgeted by iterations, and
    /// plays every game to its end.
    #[test]
    fn search_is_deterministic_and_plays_legal_moves() {
        for kind in GameKind::ALL {
            let (min, _) = kind.seat_range();
            let mut game = AnyGame::setup(kind, &Options::new(), min, 5).unwrap();
            for step in 0..12u64 {
                let Some(&seat) = game.active_seats().first() else { break };
                let decide = || {
                    game.think(seat, BotLevel::Normal, Some(24), &mut GameRng::from_seed(step), || {
                        std::time::Duration::ZERO
                    })
                    .unwrap()
                };
                let (a, b) = (decide(), decide());
                assert_eq!(a, b, "{kind} step {step}");
                assert!(a.iterations <= 24);
                game.apply(seat, &a.action).unwrap();
            }
        }
    }
}
