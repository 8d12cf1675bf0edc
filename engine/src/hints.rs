//! The `BotHints` trait: what a game tells the generic bots about playing it.

use crate::{GameRng, Rules, Seat};

/// How bots play one game: how they explore, how they play positions on after their search
/// tree, how they rate a position and what they may assume about hidden information. Every item
/// has a default that suits a plain game without hidden information.
pub trait BotHints: Rules {
    /// Chance that the generic bot plays a random legal action instead of its best one; a little
    /// exploration breaks the deadlocks a greedy bot can fall into (pawns blocking each other).
    const BOT_EXPLORATION: f64 = 0.0;
    /// Chance that the generic bot plays the game's playout policy ([`BotHints::playout_action`])
    /// instead of its best one-ply move: for games where every seat's best one-ply move can be a
    /// move that changes nothing, so that bot-only tables would never end.
    const BOT_POLICY: f64 = 0.0;
    /// How bot search plays positions on after its tree ([`crate::Rollout`]); see also
    /// [`BotHints::rollout`].
    const ROLLOUT: crate::Rollout = crate::Rollout::RANDOM;

    /// How bot search plays this table on after its tree: [`BotHints::ROLLOUT`] unless the game
    /// plays some tables (a seat count) otherwise.
    fn rollout(&self) -> crate::Rollout {
        Self::ROLLOUT
    }

    /// Whether the table has stood still for a while (every seat choosing moves that change
    /// nothing): searching bots then play the playout policy ([`BotHints::playout_action`]) until
    /// something changes, since a search that rates every move alike would keep standing still.
    fn stalled(&self) -> bool {
        false
    }

    /// How good the position looks for `seat`, from what that seat may know; bots maximise it.
    fn evaluate(&self, _seat: Seat) -> f64 {
        0.0
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
}
