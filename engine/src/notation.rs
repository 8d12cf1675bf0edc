//! The `Notation` trait: how players type moves in chat and how moves are named back to them.

use crate::{NotationError, Rules, Seat, Text};

/// The chat notation of one game's moves, and their place in the menu of moves.
pub trait Notation: Rules {
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

    /// Whether an action only steps back out of a multi-step choice (`back`), leaving the game
    /// as it was before the choice began; bots do not weigh such actions.
    fn is_step_back(&self, _action: &Self::Action) -> bool {
        false
    }
}
