//! Why Discord refused a message, and what the player who caused it is told: a command or click
//! is never left on its "thinking…" state, whatever went wrong after it was accepted.

use kontor_service::Lang;

use kontor_service::t;
use serenity::all::HttpError;

/// Discord's JSON error codes Kontor tells apart.
const MISSING_ACCESS: isize = 50001;
const CANNOT_DM: isize = 50007;
const MISSING_PERMISSIONS: isize = 50013;
/// 413 `Request entity too large`: an attachment over the upload limit (10 MiB a file for a bot
/// in a server without boosts, 25 MiB a request).
const TOO_LARGE: isize = 40005;

/// What kept a message from being delivered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SendFailure {
    /// 403 50001 / 50013 on a channel post: Kontor may not see or post in the channel.
    ChannelClosed,
    /// 403 50007: the user does not accept direct messages from Kontor.
    DmClosed,
    /// Discord's own trouble (5xx), a rate limit or the network: the post is tried again later.
    Transient,
    /// The same trouble for an answer that is not kept for another try (a refusal, a view).
    Busy,
    /// Any other refusal, with Discord's message.
    Refused(String),
}

impl SendFailure {
    /// Classifies a failed request.
    #[must_use]
    pub fn of(error: &serenity::Error) -> SendFailure {
        match error {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
                let status = response.status_code;
                match response.error.code {
                    MISSING_ACCESS | MISSING_PERMISSIONS => SendFailure::ChannelClosed,
                    CANNOT_DM => SendFailure::DmClosed,
                    _ if status.is_server_error() || status.as_u16() == 429 => SendFailure::Transient,
                    _ => SendFailure::Refused(response.error.message.clone()),
                }
            }
            serenity::Error::Http(HttpError::Request(_)) | serenity::Error::Io(_) => SendFailure::Transient,
            other => SendFailure::Refused(other.to_string()),
        }
    }

    /// Whether Discord refused a request as too large (413, code 40005): its attachment is over
    /// the upload limit, and the same request would be refused again (a [`SendFailure::Refused`]).
    #[must_use]
    pub fn is_too_large(error: &serenity::Error) -> bool {
        matches!(error, serenity::Error::Http(HttpError::UnsuccessfulRequest(response))
            if response.error.code == TOO_LARGE || response.status_code.as_u16() == 413)
    }

    /// Whether the same request is worth another try later.
    #[must_use]
    pub fn is_transient(&self) -> bool {
        matches!(self, SendFailure::Transient | SendFailure::Busy)
    }

    /// The failure of a post that is kept for another try (`kept`) or not: a transient failure of
    /// a post that is not kept is lost, and the player must ask again.
    #[must_use]
    pub fn of_post(self, kept: bool) -> SendFailure {
        match self {
            SendFailure::Transient if !kept => SendFailure::Busy,
            other => other,
        }
    }

    /// What the player is told, in `lang`.
    #[must_use]
    pub fn note(&self, lang: Lang) -> String {
        match self {
            SendFailure::ChannelClosed => t!(lang, "bot-discord-channel-closed"),
            SendFailure::DmClosed => t!(lang, "bot-discord-dm-closed"),
            SendFailure::Transient => t!(lang, "bot-discord-transient"),
            SendFailure::Busy => t!(lang, "bot-discord-busy"),
            SendFailure::Refused(why) => t!(lang, "bot-discord-refused", why = why),
        }
    }
}
