//! Pure translation between Discord and the service: interaction data → command lines and
//! clicks (and which lines may run in a direct message), deliveries → the messages to send. No
//! I/O here; `adapter.rs` does the sending.

use kontor_games::GameKind;
use kontor_service::{
    ChatKey, Choice, Delivery, GameId, Image, Lang, LegalMove, MenuStep, UserKey, parse_path_code, path_code,
};
use serenity::all::{
    ButtonStyle, ChannelId, CommandDataOption, CommandDataOptionValue, CreateActionRow,
    CreateAllowedMentions, CreateAttachment, CreateButton, CreateInteractionResponseFollowup, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, UserId,
};

use kontor_service::t;

/// The platform name of Discord chats and users in the service.
pub use crate::platforms::DISCORD as PLATFORM;
/// Discord's limit on message content, in characters.
pub const MAX_CONTENT: usize = 2000;
/// Discord's limit on a component's custom id, in characters.
pub const MAX_CUSTOM_ID: usize = 100;
/// Buttons per action row, and action rows per message.
const ROW: usize = 5;
const MAX_ROWS: usize = 5;
/// Options per select menu.
const MAX_OPTIONS: usize = 25;
/// Most move buttons before the choices become select menus (the last row keeps the extras).
const MAX_BUTTONS: usize = ROW * (MAX_ROWS - 1);

/// What a Kontor button or select menu stands for, decoded from its custom id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// A move or decision drawn for `version`: `k:v:<game>:<version>:<line without slash>`.
    Choice { game: GameId, version: u64, text: String },
    /// The `index`-th of the caller's current choices, for lines too long for a custom id:
    /// `k:i:<game>:<version>:<index>`.
    Indexed { game: GameId, version: u64, index: usize },
    /// A select menu of choices: `k:s:<game>:<version>:<page>`; the picked value is the line
    /// (or `#<index>`).
    Select { game: GameId, version: u64 },
    /// A command that needs no version, such as `hand` or `moves`: `k:c:<game>:<line>`.
    Command { game: GameId, text: String },
    /// A level of the move menu drawn for `version`, shown in place of the clicked message:
    /// `k:m:<game>:<version>:<path code>` (the empty code is the first level).
    Level { game: GameId, version: u64, path: Vec<usize> },
    /// The move at `path` of the move menu, for notations too long for a custom id:
    /// `k:p:<game>:<version>:<path code>`.
    Move { game: GameId, version: u64, path: Vec<usize> },
}

impl Click {
    /// The game the component belongs to.
    #[must_use]
    pub fn game(&self) -> GameId {
        match self {
            Click::Choice { game, .. }
            | Click::Indexed { game, .. }
            | Click::Select { game, .. }
            | Click::Command { game, .. }
            | Click::Level { game, .. }
            | Click::Move { game, .. } => *game,
        }
    }
}

/// The custom id of a choice's button: a level of the move menu by its path, else the line
/// itself when it fits, else the move's path in the menu or the choice's index.
#[must_use]
pub fn choice_id(choice: &Choice, index: usize) -> String {
    let (game, version) = (choice.game, choice.version);
    if let Some(MenuStep::Open(path) | MenuStep::Back(path)) = &choice.menu {
        return format!("k:m:{game}:{version}:{}", path_code(path));
    }
    let text = choice.text.trim().trim_start_matches('/');
    let id = format!("k:v:{game}:{version}:{text}");
    match &choice.menu {
        _ if id.chars().count() <= MAX_CUSTOM_ID => id,
        Some(step) => format!("k:p:{game}:{version}:{}", path_code(step.path())),
        None => format!("k:i:{game}:{version}:{index}"),
    }
}

/// The custom id of an unversioned command button, e.g. "My hand".
#[must_use]
pub fn command_id(game: GameId, text: &str) -> String {
    format!("k:c:{game}:{text}")
}

/// Reads a custom id made by this module; `None` for anything else.
#[must_use]
pub fn parse_custom_id(id: &str) -> Option<Click> {
    let rest = id.strip_prefix("k:")?;
    let (kind, rest) = rest.split_once(':')?;
    let (game, rest) = rest.split_once(':')?;
    let game: GameId = game.parse().ok()?;
    if kind == "c" {
        return (!rest.is_empty()).then(|| Click::Command { game, text: format!("/{rest}") });
    }
    let (version, rest) = rest.split_once(':')?;
    let version: u64 = version.parse().ok()?;
    match kind {
        "v" if !rest.is_empty() => Some(Click::Choice { game, version, text: format!("/{rest}") }),
        "i" => Some(Click::Indexed { game, version, index: rest.parse().ok()? }),
        "s" => Some(Click::Select { game, version }),
        "m" => Some(Click::Level { game, version, path: parse_path_code(rest)? }),
        "p" if !rest.is_empty() => Some(Click::Move { game, version, path: parse_path_code(rest)? }),
        _ => None,
    }
}

/// What a picked option of a select menu stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    /// A command line.
    Line(String),
    /// The `index`-th of the caller's current choices (`#<index>`).
    Index(usize),
    /// A level of the move menu, shown in place (`><path code>`).
    Level(Vec<usize>),
    /// The move at a path of the move menu (`@<path code>`).
    Move(Vec<usize>),
}

/// A select menu value: `><path>` for a level of the move menu, else the line, else (too long)
/// `@<path>` for a move of the menu or `#<index>`.
#[must_use]
pub fn select_value(choice: &Choice, index: usize) -> String {
    let text = choice.text.trim();
    match &choice.menu {
        Some(MenuStep::Open(path) | MenuStep::Back(path)) => format!(">{}", path_code(path)),
        _ if text.chars().count() <= MAX_CUSTOM_ID => text.to_string(),
        Some(MenuStep::Play(path)) => format!("@{}", path_code(path)),
        None => format!("#{index}"),
    }
}

/// What a picked select value stands for; `None` for a value this module did not make.
#[must_use]
pub fn parse_select_value(value: &str) -> Option<Picked> {
    let mut chars = value.chars();
    match chars.next()? {
        '#' => chars.as_str().parse().ok().map(Picked::Index),
        '>' => parse_path_code(chars.as_str()).map(Picked::Level),
        '@' => parse_path_code(chars.as_str()).filter(|p| !p.is_empty()).map(Picked::Move),
        '/' => Some(Picked::Line(value.to_string())),
        _ => None,
    }
}

/// Options that become `key=value` words; all others are positional, in this order.
const KEYED: [&str; 2] = ["players", "seed"];
const POSITIONAL: [&str; 11] =
    ["game", "level", "move", "topic", "count", "choice", "player", "page", "number", "text", "code"];
/// Free-form extra words, always last (e.g. further game options of `/new`).
const EXTRA: &str = "options";

/// The command line of a slash command: `/new carthage players=2 seed=7`, `/play take r5`, or
/// for `/kontor <text>` the text itself as a command.
#[must_use]
pub fn command_line(name: &str, options: &[CommandDataOption]) -> String {
    let value =
        |wanted: &str| options.iter().find(|o| o.name == wanted).and_then(|o| option_text(wanted, &o.value));
    if name == "kontor" {
        let text = value("text").unwrap_or_default();
        let text = text.trim();
        return if text.starts_with('/') { text.to_string() } else { format!("/{text}") };
    }
    let mut words = vec![format!("/{name}")];
    words.extend(POSITIONAL.iter().filter_map(|key| value(key)));
    words.extend(KEYED.iter().filter_map(|key| value(key).map(|v| format!("{key}={v}"))));
    words.extend(value(EXTRA));
    words.retain(|w| !w.trim().is_empty());
    words.join(" ")
}

/// One option's value as text; the `game` choice arrives as an index into [`GameKind::ALL`].
fn option_text(name: &str, value: &CommandDataOptionValue) -> Option<String> {
    match value {
        CommandDataOptionValue::String(s) => Some(s.trim().to_string()),
        CommandDataOptionValue::Integer(i) if name == "game" => {
            usize::try_from(*i).ok().and_then(|i| GameKind::ALL.get(i)).map(|k| k.name().to_string())
        }
        CommandDataOptionValue::Integer(i) => Some(i.to_string()),
        // A user option names the user as a mention does; the service reads `<@id>`.
        CommandDataOptionValue::User(id) => Some(format!("<@{id}>")),
        CommandDataOptionValue::Number(n) => Some(n.to_string()),
        CommandDataOptionValue::Boolean(b) => Some(b.to_string()),
        CommandDataOptionValue::Autocomplete { value, .. } => Some(value.trim().to_string()),
        _ => None,
    }
}

/// Commands about the caller alone, offered in direct messages with Kontor too; every other
/// command belongs to a server channel (or thread), where its game lives. `/kontor` in a DM runs
/// only these and the personal settings (`quiet`, `away`, `remind me`).
pub const PERSONAL: [&str; 6] = ["games", "lang", "help", "kontor", "link", "unlink"];

/// Whether a command line concerns the caller alone (their games, language, quiet hours, absence,
/// how they are reminded), so it may run in a direct message with Kontor.
#[must_use]
pub fn is_personal_line(line: &str) -> bool {
    let mut words = line.trim_start().trim_start_matches('/').split_whitespace();
    match words.next() {
        Some("games" | "lang" | "help" | "quiet" | "away" | "link" | "unlink") => true,
        Some("remind") => words.next() == Some("me"),
        _ => false,
    }
}

/// The answer to a game command sent in a direct message, in `lang`.
#[must_use]
pub fn server_only(lang: kontor_service::Lang) -> String {
    kontor_service::t!(lang, "bot-discord-server-only")
}

/// Autocomplete candidates for `/play` among all the caller's legal moves: (shown name, value),
/// the value being the notation. The notation typed in full comes first, then notations that start
/// with what was typed, then those that contain it, then those whose description contains it (ASCII
/// case and repeated spaces ignored); the best 25.
#[must_use]
pub fn play_candidates(moves: &[LegalMove], partial: &str) -> Vec<(String, String)> {
    let partial = partial.split_whitespace().collect::<Vec<_>>().join(" ").to_ascii_lowercase();
    let rank = |m: &LegalMove| -> Option<u8> {
        let notation = m.notation.to_ascii_lowercase();
        if notation == partial {
            Some(0)
        } else if notation.starts_with(&partial) {
            Some(1)
        } else if notation.contains(&partial) {
            Some(2)
        } else {
            m.description.to_ascii_lowercase().contains(&partial).then_some(3)
        }
    };
    let mut ranked: Vec<(u8, usize, &LegalMove)> =
        moves.iter().enumerate().filter_map(|(i, m)| Some((rank(m)?, i, m))).collect();
    ranked.sort_by_key(|(rank, i, _)| (*rank, *i));
    ranked
        .into_iter()
        .take(MAX_OPTIONS)
        .map(|(_, _, m)| {
            let name = if m.description.is_empty() {
                m.notation.clone()
            } else {
                format!("{} — {}", m.notation, m.description)
            };
            (clip(&name, 100), clip(&m.notation, 100))
        })
        .collect()
}

/// Where one message goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// Posted in a channel.
    Channel(ChannelId),
    /// An ephemeral follow-up to the interaction being answered: only its user sees it.
    Reply,
    /// The private message whose button was clicked (a turn prompt), edited in place.
    Original,
    /// A direct message.
    Direct(UserId),
}

/// One Discord message to send: the request body in plain data.
#[derive(Clone, Debug)]
pub struct Post {
    pub target: Target,
    pub content: String,
    pub image: Option<Image>,
    pub components: Vec<CreateActionRow>,
    /// Users pinged by this message (and only they may be pinged).
    pub mentions: Vec<UserId>,
}

impl Post {
    /// The body of a channel or direct message.
    pub fn to_message(&self) -> CreateMessage {
        let mut message = CreateMessage::new()
            .content(&self.content)
            .components(self.components.clone())
            .allowed_mentions(CreateAllowedMentions::new().users(self.mentions.clone()));
        if let Some(image) = &self.image {
            message = message.add_file(attachment(image));
        }
        message
    }

    /// The body of an ephemeral follow-up.
    pub fn to_followup(&self) -> CreateInteractionResponseFollowup {
        let mut followup = CreateInteractionResponseFollowup::new()
            .ephemeral(true)
            .content(&self.content)
            .components(self.components.clone())
            .allowed_mentions(CreateAllowedMentions::new().users(self.mentions.clone()));
        if let Some(image) = &self.image {
            followup = followup.add_file(attachment(image));
        }
        followup
    }
}

fn attachment(image: &Image) -> CreateAttachment {
    CreateAttachment::bytes(image.png.as_slice().to_vec(), image.name.clone())
}

/// Who a batch of deliveries answers, to decide between ephemeral replies and direct messages.
#[derive(Clone, Debug)]
pub struct Origin {
    /// The user whose interaction is being answered, if any.
    pub user: Option<UserKey>,
    /// Send every private delivery by direct message, never as an ephemeral reply.
    pub private_by_dm: bool,
    /// The interaction is a click on a private message that its answer may replace: the
    /// clicker's turn prompt (a delivery in a slot) is edited into that message.
    pub in_place: bool,
}

/// The messages for a batch of deliveries. `game_of` names the running game of a channel, for
/// its "My moves" and "My hand" buttons; `lang_of` the language of a delivery's readers, for the
/// adapter's own labels. Deliveries for other platforms are skipped.
pub fn plan(
    deliveries: &[Delivery],
    origin: &Origin,
    game_of: &dyn Fn(&ChatKey) -> Option<GameId>,
    lang_of: &dyn Fn(&Delivery) -> Lang,
) -> Vec<Post> {
    deliveries.iter().flat_map(|d| plan_one(d, origin, game_of, lang_of(d))).collect()
}

fn plan_one(
    delivery: &Delivery,
    origin: &Origin,
    game_of: &dyn Fn(&ChatKey) -> Option<GameId>,
    lang: Lang,
) -> Vec<Post> {
    match delivery {
        Delivery::Channel { chat, text, image, choices, mentions, page } => {
            let Some(channel) = channel_id(chat) else { return vec![] };
            let mentions: Vec<UserId> = mentions.iter().filter_map(user_id).collect();
            let mut content = text.clone();
            if !mentions.is_empty() {
                let pings: Vec<String> = mentions.iter().map(|u| format!("<@{u}>")).collect();
                content = format!("{}\n{content}", pings.join(" "));
            }
            let mut extras = match (game_of(chat), image) {
                (Some(game), Some(_)) => vec![
                    CreateButton::new(command_id(game, "moves"))
                        .label(t!(lang, "bot-discord-my-moves"))
                        .style(ButtonStyle::Success),
                    CreateButton::new(command_id(game, "hand"))
                        .label(t!(lang, "bot-discord-my-hand"))
                        .style(ButtonStyle::Secondary),
                ],
                _ => vec![],
            };
            // The game's live page (`/watch`), one tap from every turn post.
            extras.extend(page.iter().map(|url| CreateButton::new_link(url).label(t!(lang, "watch-button"))));
            let components = components(choices, extras, lang);
            split_posts(Target::Channel(channel), &content, image.clone(), components, mentions)
        }
        Delivery::Private { user, text, image, choices, slot, .. } => {
            let Some(id) = user_id(user) else { return vec![] };
            let answers_origin = origin.user.as_ref() == Some(user);
            let target =
                if answers_origin && !origin.private_by_dm { Target::Reply } else { Target::Direct(id) };
            let mut posts =
                split_posts(target, text, image.clone(), components(choices, vec![], lang), vec![]);
            let in_place = answers_origin && origin.in_place && slot.is_some() && image.is_none();
            if in_place && let [post] = posts.as_mut_slice() {
                post.target = Target::Original;
            }
            posts
        }
    }
}

/// A Discord channel id from a chat key of this platform.
#[must_use]
pub fn channel_id(chat: &ChatKey) -> Option<ChannelId> {
    (chat.platform == PLATFORM).then(|| chat.id.parse().ok()).flatten().map(ChannelId::new)
}

/// A Discord user id from a user key of this platform.
#[must_use]
pub fn user_id(user: &UserKey) -> Option<UserId> {
    (user.platform == PLATFORM).then(|| user.id.parse().ok()).flatten().map(UserId::new)
}

/// Long texts become several messages: the image goes with the first, components with the last.
fn split_posts(
    target: Target,
    text: &str,
    image: Option<Image>,
    components: Vec<CreateActionRow>,
    mentions: Vec<UserId>,
) -> Vec<Post> {
    let chunks = chunks(text, MAX_CONTENT);
    let last = chunks.len() - 1;
    chunks
        .into_iter()
        .enumerate()
        .map(|(i, content)| Post {
            target: target.clone(),
            content,
            image: if i == 0 { image.clone() } else { None },
            components: if i == last { components.clone() } else { vec![] },
            mentions: if i == 0 { mentions.clone() } else { vec![] },
        })
        .collect()
}

/// Splits text at line ends into pieces of at most `max` characters (at least one piece).
#[must_use]
pub fn chunks(text: &str, max: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        for piece in line.chars().collect::<Vec<_>>().chunks(max) {
            let piece: String = piece.iter().collect();
            let current = out.last_mut().expect("one piece");
            let needed = current.chars().count() + usize::from(!current.is_empty()) + piece.chars().count();
            if needed > max {
                out.push(piece);
            } else {
                if !current.is_empty() {
                    current.push('\n');
                }
                current.push_str(&piece);
            }
        }
    }
    if out.len() > 1 && out[0].is_empty() {
        out.remove(0);
    }
    if out.len() == 1 && out[0].is_empty() {
        out[0] = "\u{200b}".to_string();
    }
    out
}

/// Buttons for a few choices, select menus for many; a choice going back up the move menu and
/// `extras` (e.g. "My hand") share the last row.
#[must_use]
pub fn components(choices: &[Choice], mut extras: Vec<CreateButton>, lang: Lang) -> Vec<CreateActionRow> {
    let (back, choices): (Vec<&Choice>, Vec<&Choice>) = choices.iter().partition(|c| c.is_back());
    let button = |c: &Choice, i: usize, style: ButtonStyle| {
        CreateButton::new(choice_id(c, i)).label(clip(&c.label, 80)).style(style)
    };
    let at = choices.len();
    extras.splice(0..0, back.iter().enumerate().map(|(i, c)| button(c, at + i, ButtonStyle::Secondary)));
    let room = if extras.is_empty() { ROW * MAX_ROWS } else { MAX_BUTTONS };
    let mut rows = Vec::new();
    if choices.len() <= room {
        let buttons: Vec<CreateButton> =
            choices.iter().enumerate().map(|(i, c)| button(c, i, ButtonStyle::Primary)).collect();
        rows.extend(buttons.chunks(ROW).map(|r| CreateActionRow::Buttons(r.to_vec())));
    } else {
        let choices: Vec<Choice> = choices.into_iter().cloned().collect();
        let pages = choices.chunks(MAX_OPTIONS).take(MAX_ROWS - 1).enumerate();
        rows.extend(pages.map(|(page, list)| select_menu(list, page, lang)));
    }
    if !extras.is_empty() {
        rows.push(CreateActionRow::Buttons(extras));
    }
    rows
}

fn select_menu(list: &[Choice], page: usize, lang: Lang) -> CreateActionRow {
    let first = &list[0];
    let options = list
        .iter()
        .enumerate()
        .map(|(i, c)| {
            CreateSelectMenuOption::new(clip(&c.label, 100), select_value(c, page * MAX_OPTIONS + i))
        })
        .collect();
    let id = format!("k:s:{}:{}:{page}", first.game, first.version);
    let (from, to) = (page * MAX_OPTIONS + 1, page * MAX_OPTIONS + list.len());
    let placeholder = t!(lang, "bot-discord-choose", from = from, to = to);
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id, CreateSelectMenuKind::String { options }).placeholder(placeholder),
    )
}

/// At most `max` characters, with an ellipsis when cut.
#[must_use]
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests;
