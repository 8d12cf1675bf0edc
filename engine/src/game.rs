//! The `Game` trait: the printed rules of one game as pure functions over a state.

use std::collections::BTreeMap;
use std::fmt::Debug;

use serde::{Serialize, de::DeserializeOwned};
use thiserror::Error;

use crate::{BySeat, Event, GameRng, Locales, Localized, Outcome, Seat, Text, Viewer, text};

/// Game options as given by `/new <game> key=value …`; each game validates its own keys.
pub type Options = BTreeMap<String, String>;

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{}", self.text())]
    PlayerCount { game: &'static str, min: usize, max: usize, got: usize },
    #[error("{}", self.text())]
    UnknownOption { game: &'static str, key: String, known: String },
    /// `expected` says which values the option takes.
    #[error("{}", self.text())]
    BadOptionValue { key: String, value: String, expected: Text },
    /// The chosen board (or board side) is printed for other player counts; `instead` is an
    /// option that would seat `got` players (`side=45`, `map=league`). `board` is the board's
    /// name as the subject of a sentence.
    #[error("{}", self.text())]
    BoardSeats { board: Text, min: usize, max: usize, got: usize, instead: Option<String> },
}

/// The printed title of the game named `name`, as a text (`carthage-title`).
#[must_use]
pub fn title_text(name: &str) -> Text {
    Text::msg(format!("{name}-title"))
}

impl Localized for SetupError {
    fn text(&self) -> Text {
        match self {
            SetupError::PlayerCount { game, min, max, got } => {
                text!("setup-player-count", game = title_text(game), min = *min, max = *max, got = *got)
            }
            SetupError::UnknownOption { game, key, known } => {
                text!(
                    "setup-unknown-option",
                    game = title_text(game),
                    key = key.as_str(),
                    known = known.as_str()
                )
            }
            SetupError::BadOptionValue { key, value, expected } => {
                text!(
                    "setup-bad-option-value",
                    key = key.as_str(),
                    value = value.as_str(),
                    expected = expected.clone()
                )
            }
            SetupError::BoardSeats { board, min, max, got, .. } => {
                let players = if min == max {
                    text!("setup-players-exactly", n = *min)
                } else {
                    text!("setup-players-range", min = *min, max = *max)
                };
                text!("setup-board-seats", board = board.clone(), players = players, got = *got)
            }
        }
    }
}

/// A menu path grouping a move by the first word of its notation: `buy compass` → `buy` /
/// `compass`; a one-word move (`end`) stands alone.
#[must_use]
pub fn path_by_first_word(notation: &str) -> Vec<String> {
    match notation.split_once(' ') {
        Some((kind, rest)) => vec![kind.to_string(), rest.to_string()],
        None => vec![notation.to_string()],
    }
}

/// Why a line of move notation could not be turned into an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    /// The text is not a move of this game at all.
    #[error("{}", self.text())]
    Unknown { text: String, hint: Text },
    /// The text fits several legal moves.
    #[error("{}", self.text())]
    Ambiguous { text: String, candidates: Vec<String> },
    /// The text names a real move that the rules do not allow now.
    #[error("{}", self.text())]
    Illegal { reason: Text },
}

impl Localized for NotationError {
    fn text(&self) -> Text {
        match self {
            NotationError::Unknown { text, hint } => {
                text!("notation-unknown", text = text.as_str(), hint = hint.clone())
            }
            NotationError::Ambiguous { text, candidates } => {
                let quoted: Vec<Text> = candidates.iter().map(|c| Text::plain(format!("`{c}`"))).collect();
                text!("notation-ambiguous", text = text.as_str(), candidates = Text::join(quoted, ", "))
            }
            NotationError::Illegal { reason } => reason.clone(),
        }
    }
}

/// The printed rules of one game.
///
/// `apply` is the only mutation and is atomic: on error the state is unchanged. Turn, phase and
/// end-of-game bookkeeping happen inside `apply`. `legal_actions` agrees with `apply`: every listed
/// action applies and nothing unlisted does.
pub trait Game: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// One decision, as plain data referring to board elements by stable ids.
    type Action: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// What one viewer may see; never holds another seat's hidden cards, the deck order or the RNG.
    type View: Clone + Debug + Serialize;
    /// Why an action was refused, as a text for the player.
    type Error: std::error::Error + Localized + Clone + PartialEq + Send + Sync + 'static;

    /// Stable name, used in commands and storage.
    const NAME: &'static str;
    /// The printed title, for logs; players read the message `<NAME>-title` of [`Game::LOCALES`].
    const TITLE: &'static str;
    /// The game's Fluent resources: every text of [`Text`] it hands out, in every language.
    const LOCALES: Locales;
    /// Other names players may type for the game (lower case).
    const ALIASES: &'static [&'static str] = &[];
    /// The rules topics, the first being the overview; topic `t` is the message
    /// `<NAME>-rules-<t>` (which includes the chat notation) and its name in the reader's language
    /// is `<NAME>-rules-<t>.topic`.
    const RULES: &'static [&'static str];
    /// Chance that the generic bot plays a random legal action instead of its best one; a little
    /// exploration breaks the deadlocks a greedy bot can fall into (pawns blocking each other).
    const BOT_EXPLORATION: f64 = 0.0;
    /// Chance that the generic bot plays the game's playout policy ([`Game::playout_action`])
    /// instead of its best one-ply move: for games where every seat's best one-ply move can be a
    /// move that changes nothing, so that bot-only tables would never end.
    const BOT_POLICY: f64 = 0.0;
    /// How bot search plays positions on after its tree ([`crate::Rollout`]); see also
    /// [`Game::rollout`].
    const ROLLOUT: crate::Rollout = crate::Rollout::RANDOM;
    /// Fewest seats.
    const MIN_SEATS: usize;
    /// Most seats.
    const MAX_SEATS: usize;

    /// A new game for `seats` players, shuffled from `seed`.
    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError>;
    /// Number of seats at the table.
    fn seats(&self) -> usize;
    /// Who must answer now (empty once the game is over).
    fn active_seats(&self) -> Vec<Seat>;
    /// Whose turn it is, when one seat's turn is under way: by default the one seat that must
    /// answer. A game where others answer inside a turn (a displaced player) names the seat whose
    /// turn it stays; `None` while several seats answer at once or the game is over.
    fn turn_owner(&self) -> Option<Seat> {
        match self.active_seats().as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }
    /// Every action `seat` may take now (empty if it need not act).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;
    /// Applies one action of `seat`; on error the state is unchanged.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Event>, Self::Error>;
    /// What `viewer` may see.
    fn view(&self, viewer: Viewer) -> Self::View;
    /// The final result once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Each seat's score as everyone at the table can see it now (a score track, points lying
    /// face up), for charts of the score over time; `None` for a game without a public running
    /// score. It never counts hidden information, so it is the same whoever asks.
    fn public_scores(&self) -> Option<BySeat<i64>> {
        None
    }
    /// How many cards were drawn or revealed so far; undo never crosses a change of this count.
    fn reveal_count(&self) -> u64;
    /// How bot search plays this table on after its tree: [`Game::ROLLOUT`] unless the game
    /// plays some tables (a seat count) otherwise.
    fn rollout(&self) -> crate::Rollout {
        Self::ROLLOUT
    }

    /// Whether the table has stood still for a while (every seat choosing moves that change
    /// nothing): searching bots then play the playout policy ([`Game::playout_action`]) until
    /// something changes, since a search that rates every move alike would keep standing still.
    fn stalled(&self) -> bool {
        false
    }

    /// Short chat notation of an action (`take r5`); `parse_action(format_action(a)) == a`.
    fn format_action(&self, action: &Self::Action) -> String;
    /// One line saying what the action does, for move lists and buttons.
    fn describe_action(&self, action: &Self::Action) -> Text;
    /// Parses notation typed by `seat` and resolves it against the state.
    fn parse_action(&self, seat: Seat, text: &str) -> Result<Self::Action, NotationError>;

    /// Where the action sits in the menu of moves: one to three labels, the groups a player
    /// passes through (kind of move, then route, card or pawn) and last the action's own label.
    /// The service builds the menu from these paths, splits a level of more than 25 entries by
    /// ranges of its labels and shows a group with a single action as that action, so a game only
    /// says how players think about its moves. Labels name board elements as the pictures do.
    /// The default is one level: the notation itself.
    fn choice_path(&self, action: &Self::Action) -> Vec<String> {
        vec![self.format_action(action)]
    }

    /// What the seat that must act is asked to do now, in the second person ("choose `buy`, …").
    fn prompt(&self) -> Text;

    /// A note for the lobby post on how the options play out before the seats are known (which
    /// board side the seat count chooses).
    fn lobby_note(_options: &Options) -> Option<Text> {
        None
    }

    /// Public lines announcing a freshly set-up game (who starts, what happens first).
    fn opening_events(&self) -> Vec<Event> {
        Vec::new()
    }

    /// The public state, one line per element.
    fn public_summary(&self) -> Text;

    /// The hidden information `seat` may see (its hand, secret points).
    fn private_summary(&self, seat: Seat) -> Text;

    /// How good the position looks for `seat`, from what that seat may know; bots maximise it.
    fn evaluate(&self, _seat: Seat) -> f64 {
        0.0
    }

    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// One action for `seat` in a random playout, as bot search plays them: always one of
    /// `legal_actions(seat)`, drawn from `rng`. The default is uniform over the legal actions; a game
    /// may weigh its choices (first the kind of move, then its details) so that random games last
    /// about as long as real ones instead of wandering through thousands of pointless moves.
    fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Self::Action> {
        let legal = self.legal_actions(seat);
        rng.pick(&legal).cloned()
    }

    /// A state `seat` cannot tell from this one: everything it cannot see (other players' hands
    /// and secret cards, the order of face-down decks and stacks, the random generator) drawn
    /// afresh from `rng`, consistently with what it has seen. The result depends only on what
    /// `seat` can see and on `rng`, so bots that decide on it never peek. The default suits a game
    /// without hidden information.
    fn determinize(&self, _seat: Seat, _rng: &mut GameRng) -> Self {
        self.clone()
    }

    /// Whether an action only steps back out of a multi-step choice (`back`), leaving the game
    /// as it was before the choice began; bots do not weigh such actions.
    fn is_step_back(&self, _action: &Self::Action) -> bool {
        false
    }

    /// `apply` without the event texts, for playouts: the same state change, the same refusals.
    fn advance(&mut self, seat: Seat, action: &Self::Action) -> Result<(), Self::Error> {
        self.apply(seat, action).map(drop)
    }
}
