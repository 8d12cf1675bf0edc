//! The player names a delivery may contain, for adapters whose platform reads markup in text
//! (Discord's markdown): they escape these user-chosen names, and only them, in the service's
//! own texts.

use std::collections::BTreeSet;

use kontor_storage::{GameId, UserKey};

use crate::delivery::{Delivery, Picture};
use crate::service::Service;

impl Service {
    /// The display names of every seat of the games a delivery can be about: the open game of
    /// its chat, the games its image and buttons belong to, and every game of the users it
    /// pings or is addressed to (their newest). Names are user-chosen: an adapter treats them as plain text.
    #[must_use]
    pub fn names_near(&self, delivery: &Delivery) -> Vec<String> {
        let store = &self.ctx().store;
        let mut games: BTreeSet<GameId> = BTreeSet::new();
        let mut users: Vec<&UserKey> = Vec::new();
        let (image, choices) = match delivery {
            Delivery::Channel { chat, image, choices, mentions, .. } => {
                games.extend(store.game_in_chat(chat).ok().flatten());
                users.extend(mentions);
                (image, choices)
            }
            Delivery::Private { user, image, choices, .. } => {
                users.push(user);
                (image, choices)
            }
        };
        games.extend(image.as_ref().map(|i| picture_game(&i.source)));
        games.extend(choices.iter().map(|c| c.game));
        // A user's open games are among their newest (at most `MAX_OPEN_GAMES` are open).
        for user in users {
            let theirs = store.games_of(user).unwrap_or_default();
            games.extend(theirs.into_iter().rev().take(2 * crate::MAX_OPEN_GAMES));
        }
        let names: BTreeSet<String> = games
            .into_iter()
            .filter_map(|id| store.record(id).ok().flatten())
            .flat_map(|record| record.names())
            .collect();
        names.into_iter().collect()
    }

    /// The display names of the seats of a chat's open game (none without one).
    #[must_use]
    pub fn names_in_chat(&self, chat: &kontor_storage::ChatKey) -> Vec<String> {
        let store = &self.ctx().store;
        let record = store.game_in_chat(chat).ok().flatten().and_then(|id| store.record(id).ok().flatten());
        record.map(|r| r.names()).unwrap_or_default()
    }
}

fn picture_game(picture: &Picture) -> GameId {
    match *picture {
        Picture::Board { game, .. }
        | Picture::Hand { game, .. }
        | Picture::Scores { game }
        | Picture::History { game, .. }
        | Picture::Replay { game } => game,
    }
}
