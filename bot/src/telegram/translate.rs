//! Pure translation: Telegram updates → service commands, service deliveries → Bot API posts.
//! Nothing here does I/O; the async modules beside it (`dispatch`, `press`, `send`) carry out what
//! these functions plan.

use std::collections::BTreeMap;
use std::sync::Arc;

use kontor_service::{ChatKey, Command, Delivery, Image, Input, Lang, UserKey};
use teloxide::types::{Message, Update, UpdateKind, User};

use super::callback::Data;
pub use super::html::{html, split_text};
use super::place::Place;
use super::state::Keyboard;
use crate::platforms::TELEGRAM as PLATFORM;
use kontor_service::t;

/// Telegram's limit on photo and animation captions (characters after entity parsing; we count
/// the HTML).
pub const MAX_CAPTION: usize = 1024;
/// The largest file a bot may upload (50 MB, the Bot API's limit on `sendAnimation` and other
/// files sent as multipart uploads).
pub const MAX_UPLOAD: usize = 50 * 1000 * 1000;
/// Telegram's limit on message text.
pub const MAX_TEXT: usize = 4096;
/// Choice buttons per keyboard page, and per row.
pub const PAGE_SIZE: usize = 8;
const PER_ROW: usize = 2;
/// Telegram's limit on callback alert texts.
pub const MAX_ALERT: usize = 200;

/// Who sent an update.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sender {
    pub id: i64,
    pub name: String,
    /// The language of the user's app (`language_code`: `pl`, `en`, …), when Telegram says.
    pub locale: Option<String>,
    /// The @username, if the user has one.
    pub handle: Option<String>,
}

impl Sender {
    fn of(user: &User) -> Sender {
        let mut name = user.first_name.clone();
        if let Some(last) = &user.last_name {
            name = format!("{name} {last}");
        }
        if name.trim().is_empty() {
            name = user.username.clone().unwrap_or_else(|| format!("user {}", user.id.0));
        }
        let handle = user.username.clone();
        Sender { id: user.id.0 as i64, name, locale: user.language_code.clone(), handle }
    }

    /// A command of this sender in `chat`, with their app's language.
    #[must_use]
    pub fn command(&self, chat: ChatKey, line: impl Into<String>) -> Command {
        Command::text(chat, self.key(), &self.name, line)
            .with_locale(self.locale.as_deref())
            .with_handle(self.handle.as_deref())
    }

    /// A press of this sender on a button of `data`'s game and version in `chat`: `text` for that
    /// version (a stale one is refused).
    #[must_use]
    pub fn choice(&self, chat: ChatKey, data: &Data, text: String) -> Command {
        let input = Input::Choice { game: data.game, version: data.version, text };
        Command { input, ..self.command(chat, "") }
    }

    /// The sender as a service user.
    #[must_use]
    pub fn key(&self) -> UserKey {
        UserKey::new(PLATFORM, self.id.to_string())
    }
}

/// What an update asks of the adapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// A command for the service; `private` when typed in the private chat with the bot.
    Command { cmd: Command, from: Sender, place: Place, private: bool },
    /// `/start [payload]` in the private chat: the chat is open; a payload names the group whose
    /// hand to show.
    Start { from: Sender, group: Option<Place>, update: String },
    /// A button press (`data` is `None` for buttons this adapter did not make).
    Press {
        query: String,
        from: Sender,
        chat: Option<i64>,
        message: Option<i32>,
        /// The forum topic of the pressed message, if any.
        thread: Option<i32>,
        data: Option<Data>,
        update: String,
    },
    /// A command posted anonymously in `chat` (an anonymous group admin, or a channel posting in
    /// the group): it names nobody, so it gets an explanation instead of an answer.
    Anonymous { place: Place },
    /// The group `from` became the supergroup `to` (Telegram's service messages
    /// `migrate_to_chat_id` in the old chat and `migrate_from_chat_id` in the new one).
    Migrated { from: i64, to: i64 },
    /// Nothing for Kontor (other bots' commands, chatter, joins, edits …).
    Ignored,
}

/// The service's delivery id of an update.
#[must_use]
pub fn delivery_id(update: &Update) -> String {
    format!("telegram:{}", update.id.0)
}

/// Translates one update; `bot` is the bot's username (without `@`).
#[must_use]
pub fn incoming(update: &Update, bot: &str) -> Incoming {
    match &update.kind {
        UpdateKind::Message(message) => from_message(message, bot, delivery_id(update)),
        UpdateKind::CallbackQuery(query) => {
            let message = query.message.as_ref();
            Incoming::Press {
                query: query.id.0.clone(),
                from: Sender::of(&query.from),
                chat: message.map(|m| m.chat().id.0),
                message: message.map(|m| m.id().0),
                thread: query.regular_message().and_then(|m| Place::of(m).thread),
                data: query.data.as_deref().and_then(Data::parse),
                update: delivery_id(update),
            }
        }
        _ => Incoming::Ignored,
    }
}

fn from_message(message: &Message, bot: &str, update: String) -> Incoming {
    if let Some(to) = message.migrate_to_chat_id() {
        return Incoming::Migrated { from: message.chat.id.0, to: to.0 };
    }
    if let Some(from) = message.migrate_from_chat_id() {
        return Incoming::Migrated { from: from.0, to: message.chat.id.0 };
    }
    if message.sender_chat.is_some()
        && let Some(text) = message.text()
    {
        // Telegram sends an anonymous admin's post as from @GroupAnonymousBot with the group as
        // `sender_chat`, and a channel's post with the channel.
        let to_bot = message.reply_to_message().and_then(|m| m.from.as_ref()).is_some_and(|u| {
            u.is_bot && u.username.as_deref().is_some_and(|name| name.eq_ignore_ascii_case(bot))
        });
        return match command_line(text, to_bot, bot) {
            Some(_) => Incoming::Anonymous { place: Place::of(message) },
            None => Incoming::Ignored,
        };
    }
    let (Some(user), Some(text)) = (message.from.as_ref(), message.text()) else { return Incoming::Ignored };
    if user.is_bot {
        return Incoming::Ignored;
    }
    let private = message.chat.is_private();
    let to_bot = message.reply_to_message().and_then(|m| m.from.as_ref()).is_some_and(|u| {
        u.is_bot && u.username.as_deref().is_some_and(|name| name.eq_ignore_ascii_case(bot))
    });
    let Some(line) = command_line(text, private || to_bot, bot) else { return Incoming::Ignored };
    let from = Sender::of(user);
    let (verb, payload) = split_verb(&line);
    if private && verb == "start" {
        let group = payload.strip_prefix('c').and_then(|id| Place::parse(&id.replacen('_', "/", 1)));
        return Incoming::Start { from, group, update };
    }
    let place = Place::of(message);
    let line = match replied_person(message) {
        // `/stats` in reply to someone's message is about them, as a mention would be.
        Some(id) if verb == "stats" && names_no_player(&payload) => format!("{} <@{id}>", line.trim_end()),
        _ => line,
    };
    let cmd = from.command(place.key(), line).with_delivery(update);
    Incoming::Command { cmd, from, place, private }
}

/// The person a message answers, if it is a reply to a person's message (not to a bot's, and not
/// the start of a forum topic, which every message of the topic carries as its reply).
fn replied_person(message: &Message) -> Option<u64> {
    let replied = message.reply_to_message()?;
    if message.thread_id.is_some_and(|thread| thread.0 == replied.id) {
        return None;
    }
    replied.from.as_ref().filter(|u| !u.is_bot).map(|u| u.id.0)
}

/// Whether `/stats` arguments name no player: nothing, or a game only.
fn names_no_player(payload: &str) -> bool {
    payload.split_whitespace().all(|word| kontor_games::GameKind::from_name(word).is_ok())
}

/// The verb and arguments of a command line, as the service splits it.
pub(super) fn split_verb(line: &str) -> (String, String) {
    let line = line.trim().trim_start_matches('/');
    let (verb, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let verb = verb.split('@').next().unwrap_or(verb);
    (verb.to_ascii_lowercase(), rest.trim().to_string())
}

/// The command line in a message: `/verb …` (not addressed to another bot), or any text when the
/// message is meant for the bot (private chat, reply to the bot).
#[must_use]
pub fn command_line(text: &str, for_bot: bool, bot: &str) -> Option<String> {
    let text = text.trim();
    if let Some(rest) = text.strip_prefix('/') {
        let verb = rest.split_whitespace().next().unwrap_or("");
        if let Some((_, name)) = verb.split_once('@')
            && !name.eq_ignore_ascii_case(bot)
        {
            return None;
        }
        return (!verb.is_empty()).then(|| text.to_string());
    }
    (for_bot && !text.is_empty()).then(|| text.to_string())
}

/// A button of an inline keyboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Button {
    Callback {
        label: String,
        data: String,
    },
    Url {
        label: String,
        url: String,
    },
    /// A page opened inside Telegram (a Mini App): private chats only, HTTPS only.
    WebApp {
        label: String,
        url: String,
    },
}

/// The button of a game's page on the web (`/watch`) under a post to `place`: opened inside
/// Telegram in a private chat where the page is HTTPS (Telegram allows Mini App buttons nowhere
/// else), else an ordinary link.
#[must_use]
pub fn page_button(place: Place, lang: Lang, url: &str) -> Button {
    let label = t!(lang, "watch-button");
    if !place.is_group() && url.starts_with("https://") {
        Button::WebApp { label, url: url.to_string() }
    } else {
        Button::Url { label, url: url.to_string() }
    }
}

/// Rows of buttons.
pub type Markup = Vec<Vec<Button>>;

/// What one message carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Body {
    Photo {
        name: String,
        png: Arc<Vec<u8>>,
        caption: String,
    },
    /// An animated GIF (`sendAnimation`), never put in place of another picture.
    Animation {
        name: String,
        gif: Arc<Vec<u8>>,
        caption: String,
    },
    Text(String),
}

/// One Bot API send (sendPhoto, sendAnimation or sendMessage, HTML parse mode).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Post {
    pub chat: i64,
    /// The forum topic to post in (`message_thread_id`).
    pub thread: Option<i32>,
    pub body: Body,
    pub keyboard: Option<Markup>,
}

/// Where a delivery goes on Telegram; `None` for other platforms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Chat(Place),
    User(i64),
}

/// The Telegram chat or user of a delivery.
#[must_use]
pub fn target(delivery: &Delivery) -> Option<Target> {
    match delivery {
        Delivery::Channel { chat, .. } if chat.platform == PLATFORM => {
            Place::parse(&chat.id).map(Target::Chat)
        }
        Delivery::Private { user, .. } if user.platform == PLATFORM => user.id.parse().ok().map(Target::User),
        _ => None,
    }
}

/// Plain text for an alert: no backticks, at most [`MAX_ALERT`] characters.
#[must_use]
pub fn alert_text(text: &str) -> String {
    let plain = text.replace('`', "");
    if plain.chars().count() <= MAX_ALERT {
        return plain;
    }
    let mut cut: String = plain.chars().take(MAX_ALERT - 1).collect();
    cut.push('…');
    cut
}

/// A mention that notifies the user: `<a href="tg://user?id=…">name</a>` (a user whose name
/// Kontor has not seen is "player", in `lang`).
#[must_use]
pub fn mention(user: &UserKey, names: &BTreeMap<i64, String>, lang: Lang) -> String {
    let name = user.id.parse::<i64>().ok().and_then(|id| names.get(&id).cloned());
    let name = name.unwrap_or_else(|| t!(lang, "bot-telegram-player"));
    format!("<a href=\"tg://user?id={}\">{}</a>", user.id, html(&name))
}

/// The HTML of a channel delivery: its mentions first, then its text (`lang` is the chat's).
#[must_use]
pub fn channel_html(text: &str, mentions: &[UserKey], names: &BTreeMap<i64, String>, lang: Lang) -> String {
    let body = html(text);
    if mentions.is_empty() {
        return body;
    }
    let who: Vec<String> = mentions.iter().map(|u| mention(u, names, lang)).collect();
    format!("{}\n{body}", who.join(" "))
}

/// The posts of one message with an optional image and keyboard: a photo (or an animation, for a
/// `.gif`) whose caption is the text when it fits, otherwise the picture alone followed by the
/// text; the keyboard goes on the last post. An animation over [`MAX_UPLOAD`], which Telegram
/// would refuse, is left out and the text goes alone.
#[must_use]
pub fn posts(place: Place, text: &str, image: Option<&Image>, keyboard: Option<Markup>) -> Vec<Post> {
    let Place { chat, thread } = place;
    let mut out = Vec::new();
    let mut text_posts = split_text(text, MAX_TEXT);
    let image = image.filter(|image| {
        let fits = !image.is_animation() || image.png.len() <= MAX_UPLOAD;
        if !fits {
            tracing::warn!(
                "telegram: the animation {} ({} bytes) is over the Bot API's upload limit; sending the text alone",
                image.name,
                image.png.len()
            );
        }
        fits
    });
    if let Some(image) = image {
        let caption =
            if text.chars().count() <= MAX_CAPTION { text_posts.drain(..).collect() } else { String::new() };
        let (name, bytes) = (image.name.clone(), image.png.clone());
        let body = if image.is_animation() {
            Body::Animation { name, gif: bytes, caption }
        } else {
            Body::Photo { name, png: bytes, caption }
        };
        out.push(Post { chat, thread, body, keyboard: None });
    }
    out.extend(text_posts.into_iter().filter(|t| !t.trim().is_empty()).map(|t| Post {
        chat,
        thread,
        body: Body::Text(t),
        keyboard: None,
    }));
    if out.is_empty() {
        out.push(Post { chat, thread, body: Body::Text("…".into()), keyboard: None });
    }
    if let Some(last) = out.last_mut() {
        last.keyboard = keyboard;
    }
    out
}

/// Choices on one page of `keyboard`: a level of the move menu (at most 25 entries) is shown
/// whole, so that every move stays within three presses; other keyboards go by [`PAGE_SIZE`].
fn page_size(keyboard: &Keyboard) -> usize {
    if keyboard.is_menu() { kontor_service::MAX_ENTRIES } else { PAGE_SIZE }
}

/// The indices of the buttons that are no *Back*.
fn ahead(keyboard: &Keyboard) -> Vec<usize> {
    (0..keyboard.choices.len()).filter(|&i| !keyboard.is_back(i)).collect()
}

/// Number of pages of a keyboard.
#[must_use]
pub fn pages(keyboard: &Keyboard) -> usize {
    ahead(keyboard).len().div_ceil(page_size(keyboard)).max(1)
}

/// One page of choice buttons, with ◀ n/N ▶ when there is more than one page, and the move
/// menu's *Back* in a row of its own.
#[must_use]
pub fn markup(keyboard: &Keyboard, page: usize) -> Markup {
    let count = pages(keyboard);
    let page = page.min(count - 1);
    let size = page_size(keyboard);
    let button = |i: usize| {
        let (label, text) = &keyboard.choices[i];
        Button::Callback {
            label: label.clone(),
            data: Data::for_choice(keyboard.game, keyboard.version, i, text, keyboard.step(i)),
        }
    };
    let buttons: Vec<Button> = ahead(keyboard).into_iter().skip(page * size).take(size).map(button).collect();
    let mut rows: Markup = buttons.chunks(PER_ROW).map(<[Button]>::to_vec).collect();
    if count > 1 {
        let turn = |label: &str, to: usize| Button::Callback {
            label: label.to_string(),
            data: Data::for_page(keyboard.game, keyboard.version, to),
        };
        rows.push(vec![
            turn("◀", (page + count - 1) % count),
            turn(&format!("{}/{count}", page + 1), page),
            turn("▶", (page + 1) % count),
        ]);
    }
    let back: Vec<Button> =
        (0..keyboard.choices.len()).filter(|&i| keyboard.is_back(i)).map(button).collect();
    if !back.is_empty() {
        rows.push(back);
    }
    rows
}

/// The deep link that opens the private chat with the bot and shows the hand of `group`'s game
/// (`c<chat>`, or `c<chat>_<topic>` for a forum topic: a start parameter allows `A-Za-z0-9_-`).
#[must_use]
pub fn deep_link(bot: &str, group: Place) -> String {
    format!("https://t.me/{bot}?start=c{}", group.id().replace('/', "_"))
}

/// The group message for a user the bot cannot write to privately, in `lang` (theirs).
#[must_use]
pub fn deep_link_post(
    group: Place,
    user: &UserKey,
    names: &BTreeMap<i64, String>,
    bot: &str,
    lang: Lang,
) -> Post {
    Post {
        chat: group.chat,
        thread: group.thread,
        body: Body::Text(t!(lang, "bot-telegram-private-for-you", who = mention(user, names, lang))),
        keyboard: Some(vec![vec![Button::Url {
            label: t!(lang, "bot-telegram-open-private"),
            url: deep_link(bot, group),
        }]]),
    }
}

/// Whether a reply to a button press is a refusal for the presser alone (shown as an alert): only
/// plain private texts to that user.
#[must_use]
pub fn refusal<'a>(deliveries: &'a [Delivery], user: &UserKey) -> Option<&'a str> {
    let all_plain = deliveries.iter().all(|d| {
        matches!(d, Delivery::Private { user: u, image: None, choices, .. } if u == user && choices.is_empty())
    });
    (all_plain && !deliveries.is_empty()).then(|| deliveries[0].text())
}

#[cfg(test)]
mod tests;
