//! The thin async layer: acknowledges interactions, runs commands through the service and sends
//! the planned messages. Every decision about text, rules and refusals is the service's; every
//! decision about message shape is `translate`'s.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use kontor_service::{
    ChatKey, Choice, Command, Delivery, GameId, Input, Lang, MenuStep, Outbound, Receipt, Service, UserKey,
};
use serenity::all::{
    Builder, ChannelId, CommandInteraction, ComponentInteraction, ComponentInteractionDataKind,
    CreateAllowedMentions, CreateAutocompleteResponse, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse, GuildId,
    Http, Interaction, InteractionId, MessageFlags, PartialChannel, Permissions, User,
};

use super::closed_dms::{self, ClosedDms};
use super::failure::SendFailure;
use super::markdown;
use super::moderators;
use super::permissions;
use kontor_service::t;

use super::translate::{
    Click, Origin, PLATFORM, Picked, Post, Target, parse_custom_id, parse_select_value, plan,
};

/// The Discord adapter over one shared service. Holds no game state: every click is resolved
/// from its custom id and the database, so buttons keep working across restarts.
#[derive(Clone)]
pub struct Adapter {
    service: Service,
    private_by_dm: bool,
    /// Posts being sent right now, which an outbox retry must leave alone.
    in_flight: Arc<Mutex<HashSet<Receipt>>>,
    /// Users whose DMs are closed to Kontor.
    closed_dms: ClosedDms,
}

/// The interaction being answered: its id and one-shot token, who sent it and from which chat.
struct Answer<'a> {
    id: InteractionId,
    token: &'a str,
    user: UserKey,
    chat: ChatKey,
    /// The language the user's app reports with the interaction (`pl`, `en-US`, …).
    locale: &'a str,
    /// Acknowledged as an update of the clicked private message, which the clicker's turn prompt
    /// then replaces (no "thinking…" note to complete).
    in_place: bool,
}

/// Where an interaction came from, for the permission check: its server (none in a DM), the
/// channel (a thread needs its own send permission) and what Kontor may do there.
struct Place<'a> {
    guild: Option<GuildId>,
    channel: Option<&'a PartialChannel>,
    granted: Option<Permissions>,
}

impl Adapter {
    /// An adapter; with `private_by_dm` private deliveries always go by direct message.
    #[must_use]
    pub fn new(service: Service, private_by_dm: bool) -> Adapter {
        service.serve(PLATFORM);
        Adapter { service, private_by_dm, in_flight: Arc::default(), closed_dms: ClosedDms::default() }
    }

    /// The service behind the adapter.
    #[must_use]
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// Handles one `InteractionCreate` event: slash commands, autocomplete, buttons and menus.
    pub async fn on_interaction(&self, http: &Http, interaction: Interaction) -> serenity::Result<()> {
        let from_dm = match &interaction {
            Interaction::Command(i) | Interaction::Autocomplete(i) => {
                i.guild_id.is_none().then_some(i.user.id)
            }
            Interaction::Component(i) => i.guild_id.is_none().then_some(i.user.id),
            _ => None,
        };
        if let Some(user) = from_dm {
            // They use Kontor from a DM: their DMs are open.
            self.closed_dms.reopen(user);
        }
        match interaction {
            Interaction::Command(cmd) => self.on_command(http, &cmd).await,
            Interaction::Autocomplete(cmd) => self.on_autocomplete(http, &cmd).await,
            Interaction::Component(click) => self.on_component(http, &click).await,
            _ => Ok(()),
        }
    }

    /// A slash command: defer (privately) at once, then run it and send the results.
    pub async fn on_command(&self, http: &Http, interaction: &CommandInteraction) -> serenity::Result<()> {
        let chat = ChatKey::new(PLATFORM, interaction.channel_id.to_string());
        let answer = Answer {
            id: interaction.id,
            token: &interaction.token,
            user: user_key(&interaction.user),
            chat,
            locale: &interaction.locale,
            in_place: false,
        };
        let line = super::translate::command_line(&interaction.data.name, &interaction.data.options);
        let place = Place {
            guild: interaction.guild_id,
            channel: interaction.channel.as_ref(),
            granted: interaction.app_permissions,
        };
        if interaction.guild_id.is_none() && !super::translate::is_personal_line(&line) {
            return reply_privately(http, &answer, &super::translate::server_only(self.lang(&answer))).await;
        }
        if permissions::posts_to_channel(&line)
            && let Some(refusal) = self.lacking(&answer, &place)
        {
            return reply_privately(http, &answer, &refusal).await;
        }
        defer(http, &answer).await?;
        let name = display_name(&interaction.user, interaction.member.as_ref().and_then(|m| m.nick.clone()));
        let cmd = command(&answer, answer.chat.clone(), name, Input::Text(line), interaction.guild_id)
            .with_delivery(format!("discord:{}", interaction.id))
            .with_moderator(moderators::of_command(interaction));
        self.handle(http, cmd, &answer).await
    }

    /// Has the service handle `cmd` and sends what it posts, answering the interaction.
    async fn handle(&self, http: &Http, cmd: Command, answer: &Answer<'_>) -> serenity::Result<()> {
        let known = self.known_names(&cmd);
        let posts = self.service.handle_outbound(cmd).await;
        self.send_all(http, &posts, Some(answer), &known).await
    }

    /// `/play` autocomplete: the caller's own legal moves, from the service's `/moves`.
    pub async fn on_autocomplete(
        &self,
        http: &Http,
        interaction: &CommandInteraction,
    ) -> serenity::Result<()> {
        let partial = interaction.data.autocomplete().map(|o| o.value.to_string()).unwrap_or_default();
        self.service.note_locale(&user_key(&interaction.user), &interaction.locale);
        let response = self.suggestions(interaction.channel_id, &interaction.user, &partial).await;
        CreateInteractionResponse::Autocomplete(response)
            .execute(http, (interaction.id, &interaction.token))
            .await
    }

    /// The best 25 of the caller's legal moves in `channel`'s game for what they typed.
    pub async fn suggestions(
        &self,
        channel: ChannelId,
        user: &User,
        partial: &str,
    ) -> CreateAutocompleteResponse {
        let chat = ChatKey::new(PLATFORM, channel.to_string());
        let moves = self.service.legal_moves(&chat, &user_key(user)).await;
        let mut response = CreateAutocompleteResponse::new();
        for (name, value) in super::translate::play_candidates(&moves, partial) {
            response = response.add_string_choice(name, value);
        }
        response
    }

    /// A button or select click. A level of the move menu is shown in place of the clicked
    /// message (`UPDATE_MESSAGE`); anything else is deferred, resolved to a command of the game's
    /// chat and run.
    pub async fn on_component(&self, http: &Http, click: &ComponentInteraction) -> serenity::Result<()> {
        let here = ChatKey::new(PLATFORM, click.channel_id.to_string());
        let Some(parsed) = parse_custom_id(&click.data.custom_id) else {
            let answer = Answer {
                id: click.id,
                token: &click.token,
                user: user_key(&click.user),
                chat: here,
                locale: &click.locale,
                in_place: false,
            };
            let refusal = t!(self.lang(&answer), "bot-foreign-button");
            return reply_privately(http, &answer, &refusal).await;
        };
        let chat = self.service.chat_of_game(parsed.game(), PLATFORM);
        let answer = Answer {
            id: click.id,
            token: &click.token,
            user: user_key(&click.user),
            chat: chat.clone().unwrap_or(here),
            locale: &click.locale,
            in_place: plays_from_private(click, &parsed),
        };
        let picked = match &click.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => {
                values.first().and_then(|v| parse_select_value(v))
            }
            _ => None,
        };
        let level = match (&parsed, &picked) {
            (Click::Level { game, version, path }, _) => Some((*game, *version, path.clone())),
            (Click::Select { game, version }, Some(Picked::Level(path))) => {
                Some((*game, *version, path.clone()))
            }
            _ => None,
        };
        if let (Some((game, version, path)), Some(chat)) = (level, &chat) {
            return self.show_level(http, &answer, click, chat, (game, version), &path).await;
        }
        let posts = match &parsed {
            Click::Command { text, .. } => permissions::posts_to_channel(text),
            _ => true,
        };
        let place =
            Place { guild: click.guild_id, channel: click.channel.as_ref(), granted: click.app_permissions };
        if posts && let Some(refusal) = self.lacking(&answer, &place) {
            return reply_privately(http, &answer, &refusal).await;
        }
        if answer.in_place {
            CreateInteractionResponse::Acknowledge.execute(http, (answer.id, answer.token)).await?;
        } else {
            defer(http, &answer).await?;
        }
        let Some(chat) = chat else {
            let gone = Delivery::private(&answer.user, t!(self.lang(&answer), "bot-game-gone"));
            return self
                .send_all(http, &[Outbound { receipt: None, delivery: gone }], Some(&answer), &[])
                .await;
        };
        let input = self.click_input(&chat, &click.user, (parsed, picked), Some(click.locale.as_str())).await;
        let moderator = moderators::of_click(click, &chat);
        let name = display_name(&click.user, click.member.as_ref().and_then(|m| m.nick.clone()));
        let cmd = command(&answer, chat, name, input, click.guild_id)
            .with_delivery(format!("discord:{}", click.id))
            .with_moderator(moderator);
        self.handle(http, cmd, &answer).await
    }

    /// The language of texts for the answered user: the one they chose with `/lang`, else the
    /// one their app reports with this interaction (Kontor may not have seen them yet), else the
    /// one it reported before, else the chat's.
    fn lang(&self, answer: &Answer<'_>) -> Lang {
        self.service.answer_lang(&answer.user, &answer.chat, Some(answer.locale))
    }

    /// The language of a delivery's readers, for the adapter's own labels: a channel's, or the
    /// private reader's (with the locale of the interaction when it is theirs).
    fn reader_lang(&self, delivery: &Delivery, answer: Option<&Answer<'_>>) -> Lang {
        match delivery {
            Delivery::Channel { chat, .. } => self.service.chat_lang(chat),
            Delivery::Private { user, .. } => match answer {
                Some(a) if a.user == *user => self.lang(a),
                _ => self.service.own_lang(user).unwrap_or_default(),
            },
        }
    }

    /// The private refusal when Kontor lacks a permission it needs to post where the interaction
    /// came from (never in a DM).
    fn lacking(&self, answer: &Answer<'_>, place: &Place<'_>) -> Option<String> {
        place.guild?;
        let in_thread = place.channel.is_some_and(|c| permissions::is_thread(c.kind));
        let missing = permissions::missing(place.granted, in_thread);
        (!missing.is_empty()).then(|| permissions::refusal(&missing, self.lang(answer)))
    }

    /// Shows the level at `path` of the clicker's move menu in place of the clicked message; a
    /// stale version (or anything else the service refuses) is answered privately instead.
    async fn show_level(
        &self,
        http: &Http,
        answer: &Answer<'_>,
        click: &ComponentInteraction,
        chat: &ChatKey,
        (game, version): (GameId, u64),
        path: &[usize],
    ) -> serenity::Result<()> {
        let text = format!("/moves #{}", kontor_service::path_code(path));
        let input = Input::Choice { game, version, text };
        let cmd = command(answer, chat.clone(), display_name(&click.user, None), input, click.guild_id)
            .with_moderator(moderators::of_click(click, chat));
        let known = self.known_names(&cmd);
        let answered: Vec<Delivery> =
            self.service.ask(cmd).await.iter().map(|d| self.escaped(d, &known)).collect();
        let level = answered.iter().find_map(|d| match d {
            Delivery::Private { text, choices, .. } if !choices.is_empty() => Some((text, choices)),
            _ => None,
        });
        let Some((text, choices)) = level else {
            let refusal = match answered.first() {
                Some(d) => d.text().to_string(),
                None => t!(self.lang(answer), "bot-menu-gone"),
            };
            return reply_privately(http, answer, &refusal).await;
        };
        let update = CreateInteractionResponseMessage::new()
            .content(super::translate::clip(text, super::translate::MAX_CONTENT))
            .components(super::translate::components(choices, vec![], self.lang(answer)))
            .allowed_mentions(CreateAllowedMentions::new());
        CreateInteractionResponse::UpdateMessage(update).execute(http, (answer.id, answer.token)).await
    }

    /// The service input a click stands for. Versioned clicks stay versioned, so the service
    /// refuses a stale board; a move of the menu is looked up by its path in the menu of the
    /// click's version, an index among the caller's current choices.
    async fn click_input(
        &self,
        chat: &ChatKey,
        user: &User,
        (click, picked): (Click, Option<Picked>),
        locale: Option<&str>,
    ) -> Input {
        let (game, version, picked) = match click {
            Click::Command { text, .. } => return Input::Text(text),
            Click::Choice { game, version, text } => return Input::Choice { game, version, text },
            Click::Indexed { game, version, index } => (game, version, Picked::Index(index)),
            Click::Move { game, version, path } | Click::Level { game, version, path } => {
                (game, version, Picked::Move(path))
            }
            Click::Select { game, version } => (game, version, picked.unwrap_or(Picked::Index(usize::MAX))),
        };
        let text = match picked {
            Picked::Line(text) => Some(text),
            Picked::Index(index) => self
                .moves_of(chat, user, None, locale)
                .await
                .into_iter()
                .nth(index)
                .filter(|c| c.version == version && c.game == game)
                .map(|c| c.text),
            Picked::Move(path) | Picked::Level(path) => {
                let at = Some((game, version, path.as_slice()));
                let choices = self.moves_of(chat, user, at, locale).await;
                choices.into_iter().find(|c| matches!(c.menu, Some(MenuStep::Play(_)))).map(|c| c.text)
            }
        };
        Input::Choice { game, version, text: text.unwrap_or_else(|| "/moves".to_string()) }
    }

    /// The caller's current choices as the service offers them (`/moves`), or those of the menu
    /// entry at a path of a given version (`/moves #<path>`), empty if none.
    async fn moves_of(
        &self,
        chat: &ChatKey,
        user: &User,
        at: Option<(GameId, u64, &[usize])>,
        locale: Option<&str>,
    ) -> Vec<Choice> {
        let mut cmd = Command::text(chat.clone(), user_key(user), display_name(user, None), "/moves")
            .with_locale(locale);
        if let Some((game, version, path)) = at {
            let text = format!("/moves #{}", kontor_service::path_code(path));
            cmd.input = Input::Choice { game, version, text };
        }
        let deliveries = self.service.ask(cmd).await;
        deliveries
            .into_iter()
            .find_map(|d| match d {
                Delivery::Private { choices, .. } if !choices.is_empty() => Some(choices),
                _ => None,
            })
            .unwrap_or_default()
    }

    /// Sends a post the service pushed on its own (reminders) unless a retry sent it already.
    pub async fn forward(&self, http: &Http, post: Outbound) -> serenity::Result<()> {
        if post.delivery.platform() != PLATFORM || !self.service.is_unsent(&post) {
            return Ok(());
        }
        self.send_all(http, &[post], None, &[]).await
    }

    /// Sends posts left in the outbox: at start-up everything (posts a crash kept from being
    /// sent), later the posts that were already waiting at the previous retry (`seen`) and are
    /// not being sent right now. Private answers go by direct message: the interaction they
    /// answered may be gone.
    pub async fn send_unsent(&self, http: &Http, seen: Option<&HashSet<Receipt>>) -> HashSet<Receipt> {
        let unsent = self.service.unsent(PLATFORM);
        let waiting: HashSet<Receipt> = unsent.iter().filter_map(|p| p.receipt.clone()).collect();
        let busy = self.in_flight.lock().expect("in-flight posts").clone();
        let due: Vec<Outbound> = unsent
            .into_iter()
            .filter(|p| {
                p.receipt.as_ref().is_some_and(|r| !busy.contains(r) && seen.is_none_or(|s| s.contains(r)))
            })
            .collect();
        if !due.is_empty() {
            tracing::info!("discord: sending {} posts from the outbox", due.len());
            if let Err(e) = self.send_all(http, &due, None, &[]).await {
                tracing::warn!("discord: sending from the outbox failed: {e}");
            }
        }
        waiting
    }

    /// Sends the posts for Discord that no process holds (see `Service::claim_free`).
    pub async fn send_free(&self, http: &Http) {
        let free = self.service.claim_free(PLATFORM);
        if !free.is_empty()
            && let Err(e) = self.send_all(http, &free, None, &[]).await
        {
            tracing::warn!("discord: sending posts another process left failed: {e}");
        }
    }

    /// The player names a command's answers may contain that the posts may no longer show: the
    /// caller's and those of the chat's game before the command (a player who leaves or is
    /// removed is named in the answer).
    fn known_names(&self, cmd: &Command) -> Vec<String> {
        let mut names = self.service.names_in_chat(&cmd.chat);
        names.push(cmd.user_name.clone());
        names
    }

    /// `delivery` with the names of the players near it, and the `known` ones, escaped.
    fn escaped(&self, delivery: &Delivery, known: &[String]) -> Delivery {
        let mut names = self.service.names_near(delivery);
        names.extend_from_slice(known);
        markdown::escape_delivery(delivery, &names)
    }

    /// Plans and sends a batch; private answers to `answer`'s user become ephemeral follow-ups,
    /// and the deferred "thinking" message is removed when there was none. Player names in the
    /// texts (those near each post, and the `known` ones) are escaped: Discord shows them as
    /// typed, never as markdown. Each post leaves the
    /// outbox once Discord accepted it (or refused it for good); one that failed for a while
    /// (Discord's own trouble, the network) stays for a retry.
    async fn send_all(
        &self,
        http: &Http,
        posts: &[Outbound],
        answer: Option<&Answer<'_>>,
        known: &[String],
    ) -> serenity::Result<()> {
        let origin = Origin {
            user: answer.map(|a| a.user.clone()),
            private_by_dm: self.private_by_dm,
            in_place: answer.is_some_and(|a| a.in_place),
        };
        let game_of = |chat: &ChatKey| self.service.running_game(chat);
        let receipts: Vec<Receipt> = posts.iter().filter_map(|p| p.receipt.clone()).collect();
        self.in_flight.lock().expect("in-flight posts").extend(receipts.iter().cloned());
        let mut batch = Batch::default();
        for post in posts.iter().filter(|p| p.delivery.platform() == PLATFORM) {
            let mut done = true;
            let lang_of = |d: &Delivery| self.reader_lang(d, answer);
            let delivery = self.escaped(&post.delivery, known);
            for message in plan(std::slice::from_ref(&delivery), &origin, &game_of, &lang_of) {
                done &= self.deliver(http, &message, post.receipt.is_some(), answer, &mut batch).await;
            }
            if done {
                self.service.sent(post);
            }
        }
        {
            let mut in_flight = self.in_flight.lock().expect("in-flight posts");
            for receipt in &receipts {
                in_flight.remove(receipt);
            }
        }
        self.tell_closed_dms(http, answer, &mut batch).await;
        match answer {
            Some(answer) => self.complete(http, answer, batch.replied, &batch.failures).await,
            None => Ok(()),
        }
    }

    /// Sends one message of a batch (a post that is `kept` in the outbox when it fails for a
    /// while), noting in `batch` what the answered user must hear. False when it is worth
    /// another try later. A DM to a user whose DMs are closed is not tried. A message whose
    /// attachment Discord refuses as too large (an animated replay over the upload limit) is
    /// refused for good: it goes once more without the attachment, and the answered user hears
    /// of the refusal.
    async fn deliver(
        &self,
        http: &Http,
        message: &Post,
        kept: bool,
        answer: Option<&Answer<'_>>,
        batch: &mut Batch,
    ) -> bool {
        match message.target {
            Target::Channel(id) => batch.channel = Some(id),
            Target::Direct(user) if self.closed_dms.is_closed(user) => {
                // Their moves are under "My moves".
                batch.untold.push(user);
                return true;
            }
            _ => {}
        }
        let mut sent = send(http, message, answer).await;
        if let (Err(e), Some(image)) = (&sent, &message.image)
            && SendFailure::is_too_large(e)
        {
            tracing::warn!(
                "discord: {} ({} bytes) was refused as too large ({e}); sending the message without it",
                image.name,
                image.png.len()
            );
            note(batch, answer, &message.target, SendFailure::of(e));
            sent = send(http, &Post { image: None, ..message.clone() }, answer).await;
        }
        let Err(e) = sent else {
            batch.replied |= message.target == Target::Reply;
            return true;
        };
        tracing::warn!("discord: sending a message failed: {e}");
        let failure = SendFailure::of(&e).of_post(kept);
        let transient = failure.is_transient();
        if let (SendFailure::DmClosed, Target::Direct(user)) = (&failure, &message.target) {
            self.closed_dms.close(*user);
            batch.untold.push(*user);
        } else {
            note(batch, answer, &message.target, failure);
        }
        !transient
    }

    /// Tells each user of the batch whose DMs are closed, once: privately when they are the
    /// answered user, else in the batch's channel.
    async fn tell_closed_dms(&self, http: &Http, answer: Option<&Answer<'_>>, batch: &mut Batch) {
        for user in std::mem::take(&mut batch.untold) {
            let to_answered = answer.is_some_and(|a| a.user.id == user.to_string());
            if !(to_answered || batch.channel.is_some()) || !self.closed_dms.tell_once(user) {
                continue;
            }
            if to_answered {
                batch.failures.push(SendFailure::DmClosed);
            } else if let Some(channel) = batch.channel {
                self.tell_in_channel(http, channel, user).await;
            }
        }
    }

    /// Tells `user` in `channel` that their DMs are closed and where their moves are.
    async fn tell_in_channel(&self, http: &Http, channel: ChannelId, user: serenity::all::UserId) {
        let chat = ChatKey::new(PLATFORM, channel.to_string());
        let lang = self.service.user_lang(&UserKey::new(PLATFORM, user.to_string()), &chat);
        let message = serenity::all::CreateMessage::new()
            .content(closed_dms::notice(user, lang))
            .allowed_mentions(serenity::all::CreateAllowedMentions::new().users([user]));
        if let Err(e) = channel.send_message(http, message).await {
            tracing::warn!("discord: telling a player their DMs are closed failed: {e}");
        }
    }

    /// Ends the deferred "thinking…" state of an answered interaction: removed when nothing
    /// private was said, and when something failed replaced by (or followed by) what went wrong.
    async fn complete(
        &self,
        http: &Http,
        answer: &Answer<'_>,
        replied: bool,
        failures: &[SendFailure],
    ) -> serenity::Result<()> {
        if failures.is_empty() {
            // An update in place left no "thinking…" note behind; @original is the prompt.
            if !replied && !answer.in_place {
                http.delete_original_interaction_response(answer.token).await?;
            }
            return Ok(());
        }
        let lang = self.lang(answer);
        let note: Vec<String> = failures.iter().map(|f| f.note(lang)).collect();
        let note = super::translate::clip(&note.join("\n"), super::translate::MAX_CONTENT);
        if replied || answer.in_place {
            // The first follow-up took the place of the "thinking…" note (or there was none): add
            // another.
            let followup = CreateInteractionResponseFollowup::new().ephemeral(true).content(note);
            followup.execute(http, (None, answer.token)).await.map(drop)
        } else {
            EditInteractionResponse::new().content(note).execute(http, answer.token).await.map(drop)
        }
    }
}

/// What sending a batch has met so far.
#[derive(Default)]
struct Batch {
    /// A private answer reached the answered user.
    replied: bool,
    /// What the answered user must be told went wrong.
    failures: Vec<SendFailure>,
    /// The channel the batch posted to.
    channel: Option<ChannelId>,
    /// Users whose DMs are closed, to tell once.
    untold: Vec<serenity::all::UserId>,
}

/// Notes `failure` for the answered user when a message to `target` is their business, once.
fn note(batch: &mut Batch, answer: Option<&Answer<'_>>, target: &Target, failure: SendFailure) {
    if answer.is_some_and(|a| concerns(target, &a.user)) && !batch.failures.contains(&failure) {
        batch.failures.push(failure);
    }
}

/// Whether a message failing to reach `target` is the answered user's business: a post to the
/// channel they acted in, their private reply, or a DM to them.
fn concerns(target: &Target, user: &UserKey) -> bool {
    match target {
        Target::Channel(_) | Target::Reply | Target::Original => true,
        Target::Direct(to) => to.to_string() == user.id,
    }
}

/// Whether a click plays from a private message (an ephemeral prompt, or one in a DM) that the
/// answer may replace: a versioned move, not a command of a channel post's buttons.
fn plays_from_private(click: &ComponentInteraction, parsed: &Click) -> bool {
    let private =
        click.guild_id.is_none() || click.message.flags.is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    private && !matches!(parsed, Click::Command { .. } | Click::Level { .. })
}

/// Answers an interaction at once with a private note.
async fn reply_privately(http: &Http, answer: &Answer<'_>, note: &str) -> serenity::Result<()> {
    let reply = CreateInteractionResponseMessage::new()
        .ephemeral(true)
        .content(note)
        .allowed_mentions(CreateAllowedMentions::new());
    CreateInteractionResponse::Message(reply).execute(http, (answer.id, answer.token)).await
}

/// Acknowledges an interaction within Discord's 3 seconds, privately: the answer follows later.
async fn defer(http: &Http, answer: &Answer<'_>) -> serenity::Result<()> {
    let thinking = CreateInteractionResponseMessage::new().ephemeral(true);
    CreateInteractionResponse::Defer(thinking).execute(http, (answer.id, answer.token)).await
}

async fn send(http: &Http, post: &Post, answer: Option<&Answer<'_>>) -> serenity::Result<()> {
    match (&post.target, answer) {
        (Target::Channel(channel), _) => channel.send_message(http, post.to_message()).await.map(drop),
        (Target::Reply, Some(answer)) => {
            post.to_followup().execute(http, (None, answer.token)).await.map(drop)
        }
        (Target::Original, Some(answer)) => {
            let edit = EditInteractionResponse::new()
                .content(&post.content)
                .components(post.components.clone())
                .allowed_mentions(CreateAllowedMentions::new());
            edit.execute(http, answer.token).await.map(drop)
        }
        (Target::Reply | Target::Original, None) => Ok(()),
        (Target::Direct(user), _) => {
            let dm = user.create_dm_channel(http).await?;
            dm.id.send_message(http, post.to_message()).await.map(drop)
        }
    }
}

/// The running game of a chat, for its "My moves" and "My hand" buttons.
fn user_key(user: &User) -> UserKey {
    UserKey::new(PLATFORM, user.id.to_string())
}

/// The name players see: the server nickname, else the global display name, else the user name.
fn display_name(user: &User, nick: Option<String>) -> String {
    nick.or_else(|| user.global_name.clone()).unwrap_or_else(|| user.name.clone())
}

/// A Discord server as the community its channels' games are rated in.
fn community(guild: Option<serenity::all::GuildId>) -> Option<String> {
    guild.map(|g| format!("discord:guild:{g}"))
}

/// The service command of the user an interaction answers, in `chat` of the server `guild` (none
/// in a DM), with the locale their app reports.
fn command(
    answer: &Answer<'_>,
    chat: ChatKey,
    user_name: String,
    input: Input,
    guild: Option<GuildId>,
) -> Command {
    let text = Command::text(chat, answer.user.clone(), user_name, "");
    Command { input, ..text }.with_community(community(guild)).with_locale(Some(answer.locale))
}
