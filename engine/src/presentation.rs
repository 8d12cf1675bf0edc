//! The `Presentation` trait: what players and spectators are shown of a game.

use std::fmt::Debug;

use serde::Serialize;

use crate::{Locales, Options, Rules, Seat, Text, Viewer};

/// How one game is shown: its titles and texts, what each viewer sees, what the active seat is
/// asked.
pub trait Presentation: Rules {
    /// What one viewer may see; never holds another seat's hidden cards, the deck order or the RNG.
    type View: Clone + Debug + Serialize;

    /// The printed title, for logs; players read the message `<NAME>-title` of
    /// [`Presentation::LOCALES`].
    const TITLE: &'static str;
    /// The game's Fluent resources: every text of [`Text`] it hands out, in every language.
    const LOCALES: Locales;
    /// Other names players may type for the game (lower case).
    const ALIASES: &'static [&'static str] = &[];
    /// The rules topics, the first being the overview; topic `t` is the message
    /// `<NAME>-rules-<t>` (which includes the chat notation) and its name in the reader's language
    /// is `<NAME>-rules-<t>.topic`.
    const RULES: &'static [&'static str];

    /// What `viewer` may see.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// What the seat that must act is asked to do now, in the second person ("choose `buy`, …").
    fn prompt(&self) -> Text;

    /// A note for the lobby post on how the options play out before the seats are known (which
    /// board side the seat count chooses).
    fn lobby_note(_options: &Options) -> Option<Text> {
        None
    }

    /// The public state, one line per element.
    fn public_summary(&self) -> Text;

    /// The hidden information `seat` may see (its hand, secret points).
    fn private_summary(&self, seat: Seat) -> Text;
}
