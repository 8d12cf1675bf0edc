//! Whether the user of an interaction moderates its channel, for the service's
//! `Command::moderator`: read from `member.permissions`, the member's permissions in the channel
//! as Discord computes them (roles and overwrites) and sends with every interaction in a server.
//! A moderator may *Manage Channels* or *Manage Messages* there, or is an *Administrator*. In a
//! DM there is no member, and nobody moderates.

use kontor_service::ChatKey;
use serenity::all::{CommandInteraction, ComponentInteraction, Member, Permissions};

/// Permissions any one of which makes a member a moderator of the channel.
pub const MODERATING: Permissions =
    Permissions::MANAGE_CHANNELS.union(Permissions::MANAGE_MESSAGES).union(Permissions::ADMINISTRATOR);

/// Whether a member (none in a DM) moderates the channel the interaction came from.
#[must_use]
pub fn moderates(member: Option<&Member>) -> bool {
    member.and_then(|m| m.permissions).is_some_and(|p| p.intersects(MODERATING))
}

/// Whether the user of a slash command moderates its channel.
#[must_use]
pub fn of_command(interaction: &CommandInteraction) -> bool {
    moderates(interaction.member.as_deref())
}

/// Whether the user of a click moderates the game's channel `chat`: only a click in that very
/// channel says (a click in a DM, on a private prompt, carries no member).
#[must_use]
pub fn of_click(click: &ComponentInteraction, chat: &ChatKey) -> bool {
    chat.id == click.channel_id.to_string() && moderates(click.member.as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(permissions: Option<u64>) -> Member {
        let mut member = serde_json::json!({"user": {"id": "11", "username": "alice", "discriminator": "0"},
            "roles": [], "joined_at": "2026-01-01T00:00:00Z", "deaf": false, "mute": false, "flags": 0});
        if let Some(bits) = permissions {
            member["permissions"] = serde_json::json!(bits.to_string());
        }
        member["guild_id"] = serde_json::json!("1");
        serde_json::from_value(member).unwrap()
    }

    #[test]
    fn managing_channels_or_messages_or_administering_moderates() {
        let send = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES;
        for moderating in
            [Permissions::MANAGE_CHANNELS, Permissions::MANAGE_MESSAGES, Permissions::ADMINISTRATOR]
        {
            assert!(moderates(Some(&member(Some((send | moderating).bits())))), "{moderating:?}");
        }
        assert!(!moderates(Some(&member(Some(send.bits())))), "a plain member");
        assert!(!moderates(Some(&member(None))), "permissions not sent");
        assert!(!moderates(None), "a DM");
    }
}
