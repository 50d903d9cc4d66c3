//! The event handler: registers the commands when the gateway is ready and
//! answers every interaction. Buttons and menus are routed by their
//! `custom_id` alone (a [`ButtonId`]), so a button posted before a restart
//! works after it, or says the board is out of date.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use serenity::{
    all::{
        ActionRowComponent, AutocompleteChoice, Builder, ChannelId, Command as DiscordCommand,
        CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, Context,
        CreateActionRow, CreateAutocompleteResponse, CreateInputText, CreateInteractionResponse,
        CreateInteractionResponseMessage, CreateModal, EventHandler, GuildId, InputTextStyle,
        Interaction, Member, MessageFlags, MessageId, ModalInteraction, Ready, User,
    },
    async_trait,
    http::Http,
};
use tracing::{debug, error, info, info_span, warn, Instrument};

use super::{
    commands::commands,
    computer::Opponent,
    deliver::{can_attach, deliver, Target, Via},
    respond::{fit_start, MAX_LABEL},
    translate, InFlight,
};
use crate::{
    computer::Computer,
    config::Config,
    manager::{
        Action, ButtonAction, ButtonId, Caller, Choice, Failure, Locale, Manager, Message, Player,
        Refusal, Reply, Request,
    },
    ops::metrics,
    surface::{help_reply, rules_reply, Invocation, Suggest},
    words::{discord_text, prelude::*, DiscordText},
};

/// The custom id of the cell field of the peek form.
const PEEK_FIELD: &str = "cell";

/// The bot's handler of gateway events.
pub struct Handler {
    manager: Arc<Manager>,
    opponent: Opponent,
    dev_guild: Option<GuildId>,
    defer_after: Duration,
    in_flight: Arc<InFlight>,
}

/// The caller of an interaction (command, component or modal): serenity's
/// three interaction types share these fields but no trait, and differ in
/// how they hold the member.
macro_rules! caller_of {
    ($interaction:expr, $member:expr) => {
        translate::caller(
            $interaction.guild_id,
            $interaction.channel_id,
            &$interaction.user,
            $member,
            &$interaction.locale,
            $interaction.guild_locale.as_deref(),
        )
    };
}

/// The [`Target`] answering an interaction, from the same shared fields.
macro_rules! target_of {
    ($interaction:expr) => {
        Target {
            id: $interaction.id,
            token: &$interaction.token,
            channel: $interaction.channel_id,
            can_attach: can_attach($interaction.app_permissions),
        }
    };
}

impl Handler {
    pub(crate) fn new(
        manager: Arc<Manager>,
        computer: Arc<Computer>,
        config: &Config,
        in_flight: Arc<InFlight>,
    ) -> Self {
        Handler {
            opponent: Opponent {
                computer,
                manager: Arc::clone(&manager),
            },
            manager,
            dev_guild: config.dev_guild.map(GuildId::new),
            defer_after: config.defer_after,
            in_flight,
        }
    }

    async fn register(&self, http: &Http) {
        let result = match self.dev_guild {
            Some(guild) => guild.set_commands(http, commands()).await,
            None => DiscordCommand::set_global_commands(http, commands()).await,
        };
        match result {
            Ok(registered) => info!(
                count = registered.len(),
                guild = ?self.dev_guild,
                "commands registered"
            ),
            Err(error) => error!(%error, "command registration failed"),
        }
    }

    async fn on_command(&self, http: &Arc<Http>, command: CommandInteraction) {
        let caller = caller_of!(command, command.member.as_deref());
        let target = target_of!(command);
        debug!(command = %command.data.name, user = caller.user, channel = caller.channel, "command");
        match translate::command(&command.data) {
            Ok(Invocation::Manager(action)) => {
                self.serve(http, &target, Request::new(caller, action), None)
                    .await;
            }
            Ok(Invocation::ChallengeInThread(action)) => {
                self.challenge_in_thread(http, &target, caller, action)
                    .await;
            }
            Ok(Invocation::Help) => {
                let locale = self.manager.in_languages(&caller).await.locale;
                self.deliver(http, Via::Answer(&target), help_reply(&locale))
                    .await;
            }
            Ok(Invocation::Rules(kind)) => {
                let locale = self.manager.in_languages(&caller).await.locale;
                let reply = rules_reply(kind, &locale);
                self.deliver(http, Via::Answer(&target), reply).await;
            }
            // Registered by an older bot, say: what there is instead.
            Err(error) => {
                debug!(%error, "a command the table does not know");
                let locale = self.manager.in_languages(&caller).await.locale;
                self.deliver(http, Via::Answer(&target), help_reply(&locale))
                    .await;
            }
        }
    }

    async fn on_autocomplete(&self, http: &Arc<Http>, command: CommandInteraction) {
        let caller = caller_of!(command, command.member.as_deref());
        // (label, value) pairs; the value is what the option receives.
        let choices: Vec<(String, String)> = match translate::suggestion(&command.data) {
            // A game's moves, or the open puzzle's: labelled alike.
            Some((Suggest::Moves, prefix)) => {
                self.move_suggestions(caller, Action::LegalMoves { prefix })
                    .await
            }
            Some((Suggest::PuzzleAnswers, prefix)) => {
                self.move_suggestions(caller, Action::PuzzleMoves { prefix })
                    .await
            }
            // The options of a waiting boop placement: the completed turns
            // the manager lists, without their placement.
            Some((Suggest::PlacementOptions, prefix)) => self
                .suggestions(
                    caller,
                    Action::LegalMoves {
                        prefix: String::new(),
                    },
                )
                .await
                .into_iter()
                .filter_map(|(choice, locale)| {
                    let option = choice.option.clone()?;
                    option
                        .to_lowercase()
                        .starts_with(&prefix.trim().to_lowercase())
                        .then(|| (choice.label(&locale), option))
                })
                .collect(),
            None => Vec::new(),
        };
        let choices = choices
            .into_iter()
            .take(25)
            .map(|(label, value)| AutocompleteChoice::new(fit_start(&label, MAX_LABEL), value))
            .collect();
        let response = CreateAutocompleteResponse::new().set_choices(choices);
        if let Err(error) = CreateInteractionResponse::Autocomplete(response)
            .execute(http, (command.id, &command.token))
            .await
        {
            warn!(%error, "autocomplete answer failed");
        }
    }

    /// The moves `asked` lists, as autocomplete choices: the label, and
    /// the move's notation as the option's value.
    async fn move_suggestions(&self, caller: Caller, asked: Action) -> Vec<(String, String)> {
        self.suggestions(caller, asked)
            .await
            .into_iter()
            .map(|(choice, locale)| (choice.label(&locale), choice.mv.to_string()))
            .collect()
    }

    /// The moves `asked` lists (none when refused), each with the language
    /// to label it in.
    async fn suggestions(&self, caller: Caller, asked: Action) -> Vec<(Choice, Locale)> {
        match self.manager.handle(Request::new(caller, asked)).await {
            Ok(reply) => {
                let locale = reply.locale;
                reply
                    .choices
                    .into_iter()
                    .map(|choice| (choice, locale.clone()))
                    .collect()
            }
            Err(failure) => {
                debug!(%failure, "no suggestions");
                Vec::new()
            }
        }
    }

    async fn on_component(&self, http: &Arc<Http>, component: ComponentInteraction) {
        let caller = caller_of!(component, component.member.as_ref());
        let target = target_of!(component);
        // A menu's options carry the ids; a button is its id.
        let custom_id = match &component.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
            _ => Some(component.data.custom_id.clone()),
        };
        let Some(id) = custom_id.and_then(|text| text.parse::<ButtonId>().ok()) else {
            // Not ours, or from a version of the bot that spoke differently.
            let locale = self.manager.in_languages(&caller).await.locale;
            let reply = refusal_reply(&Refusal::StaleBoard, &locale);
            self.deliver(http, Via::Answer(&target), reply).await;
            return;
        };
        debug!(button = %id, user = caller.user, "component");
        if id.action == ButtonAction::Peek {
            // Which piece? A form asks; its answer comes back as a modal
            // submission carrying this button's id.
            let locale = self.manager.in_languages(&caller).await.locale;
            self.ask_cell(http, &target, &id, &locale).await;
            return;
        }
        // An answered challenge or offer loses its buttons; a board keeps
        // them until the next board replaces it.
        let answers = matches!(
            id.action,
            ButtonAction::Accept
                | ButtonAction::Decline
                | ButtonAction::Cancel
                | ButtonAction::AcceptDraw
                | ButtonAction::DeclineDraw
                | ButtonAction::AcceptTakeback
                | ButtonAction::DeclineTakeback
        );
        let ephemeral = component
            .message
            .flags
            .is_some_and(|flags| flags.contains(MessageFlags::EPHEMERAL));
        let answered = (answers && !ephemeral).then_some(component.message.id);
        self.serve(http, &target, id.request(caller), answered)
            .await;
    }

    async fn ask_cell(
        &self,
        http: &Arc<Http>,
        target: &Target<'_>,
        id: &ButtonId,
        locale: &Locale,
    ) {
        let field = CreateInputText::new(
            InputTextStyle::Short,
            fit_start(&discord_text(locale, DiscordText::PeekField), 45),
            PEEK_FIELD,
        )
        .placeholder("F5")
        .max_length(3);
        let modal = CreateModal::new(id.to_string(), discord_text(locale, DiscordText::PeekTitle))
            .components(vec![CreateActionRow::InputText(field)]);
        if let Err(error) = CreateInteractionResponse::Modal(modal)
            .execute(http, (target.id, target.token))
            .await
        {
            warn!(%error, "cannot open the peek form");
        }
    }

    async fn on_modal(&self, http: &Arc<Http>, modal: ModalInteraction) {
        let caller = caller_of!(modal, modal.member.as_ref());
        let target = target_of!(modal);
        let cell = modal
            .data
            .components
            .iter()
            .flat_map(|row| &row.components)
            .find_map(|component| match component {
                ActionRowComponent::InputText(input) if input.custom_id == PEEK_FIELD => {
                    input.value.clone()
                }
                _ => None,
            });
        let id = modal.data.custom_id.parse::<ButtonId>().ok();
        let Some(id) = id.filter(|id| id.action == ButtonAction::Peek) else {
            let locale = self.manager.in_languages(&caller).await.locale;
            let reply = refusal_reply(&Refusal::StaleBoard, &locale);
            self.deliver(http, Via::Answer(&target), reply).await;
            return;
        };
        let mut request = id.request(caller);
        request.action = Action::Peek { cell };
        self.serve(http, &target, request, None).await;
    }

    /// Asks the manager and answers the interaction (deferring first if
    /// the manager takes long). `answered`: the message whose button made
    /// the request, when serving it settles that message (an answered
    /// challenge or offer), so its buttons go.
    async fn serve(
        &self,
        http: &Arc<Http>,
        target: &Target<'_>,
        request: Request,
        answered: Option<MessageId>,
    ) {
        let caller = request.caller.clone();
        let private = request.action.private();
        let manager = Arc::clone(&self.manager);
        // A task of its own: the request completes even if this answer
        // fails, and the timeout below can tell when to defer.
        let mut work = tokio::spawn(async move { manager.handle(request).await });
        // Zero means: always defer first (and is how tests force that path).
        let early = if self.defer_after.is_zero() {
            None
        } else {
            tokio::time::timeout(self.defer_after, &mut work).await.ok()
        };
        let (joined, via) = match early {
            Some(joined) => (joined, Via::Answer(target)),
            // A private request is deferred privately: nobody else sees
            // even that the caller asked.
            None if private => {
                defer(http, target, true).await;
                (work.await, Via::DeferredPrivately(target))
            }
            None => {
                defer(http, target, false).await;
                (work.await, Via::Deferred(target))
            }
        };
        // Refusals are worded here, in the caller's own language.
        let locale = match &joined {
            Ok(Ok(_)) => caller.locale,
            _ => self.manager.in_languages(&caller).await.locale,
        };
        let (mut reply, served) = outcome(joined, &locale);
        if served {
            reply.effects.strip.extend(answered.map(MessageId::get));
        }
        self.deliver(http, via, reply).await;
    }

    /// Posts `reply` and carries out its effects ([`deliver()`]); a board
    /// on which the computer is to move sets it thinking.
    async fn deliver(&self, http: &Arc<Http>, via: Via<'_>, mut reply: Reply) {
        let computer = reply.effects.computer.take();
        deliver(http, &self.manager, via, reply).await;
        if let Some(turn) = computer {
            self.opponent.start(http, turn);
        }
    }

    /// A challenge played in a thread of its own: the thread is opened in
    /// the caller's channel first, the challenge lives in it (a thread is a
    /// channel to the manager, so a channel may host any number of such
    /// games), and the caller's channel gets a pointer to it. A refused
    /// challenge takes its thread with it.
    async fn challenge_in_thread(
        &self,
        http: &Arc<Http>,
        target: &Target<'_>,
        caller: Caller,
        action: Action,
    ) {
        let speaking = self.manager.in_languages(&caller).await;
        // Refusals for the caller; the thread and the pointer for everyone.
        let (locale, public) = (speaking.locale, speaking.channel_locale);
        if caller.guild.is_none() {
            let text = discord_text(&locale, DiscordText::ThreadNeedsServer);
            let reply = Reply {
                ephemeral: true,
                ..Reply::saying(&locale, Message::Worded(text))
            };
            self.deliver(http, Via::Answer(target), reply).await;
            return;
        }
        // Opening a thread is a round trip of its own: answer "thinking" now.
        defer(http, target, false).await;
        let name = thread_name(&action, &caller.name, &public);
        let opened = super::post::open_thread(http, target.channel, &name).await;
        let thread = match opened {
            Ok(thread) => thread,
            Err(error) => {
                warn!(%error, "cannot open a thread");
                let text = discord_text(&locale, DiscordText::ThreadFailed);
                let reply = Reply {
                    ephemeral: true,
                    ..Reply::saying(&locale, Message::Worded(text))
                };
                self.deliver(http, Via::Deferred(target), reply).await;
                return;
            }
        };
        let mut action = action;
        if let Action::Challenge { parent, .. } = &mut action {
            *parent = Some(target.channel.get());
        }
        let mut caller = caller;
        caller.channel = thread.get();
        match self.manager.handle(Request::new(caller, action)).await {
            Ok(reply) => {
                // The pointer names the players but pings nobody: the
                // challenged player is pinged in the thread itself.
                let played = discord_text(&public, DiscordText::PlayedInThread(thread.get()));
                let pointer = Reply::saying(&public, Message::Worded(reply.text()))
                    .and(&public, Message::Worded(played));
                self.deliver(http, Via::Channel(thread), reply).await;
                self.deliver(http, Via::Deferred(target), pointer).await;
            }
            Err(failure) => {
                if let Err(error) = thread.delete(http).await {
                    warn!(%error, "cannot delete the thread of a refused challenge");
                }
                let (reply, _) = outcome(Ok(Err(failure)), &locale);
                self.deliver(http, Via::Deferred(target), reply).await;
            }
        }
    }
}

/// "PÜNCT · Alice vs Bob" for the thread of a challenge.
fn thread_name(action: &Action, challenger: &str, locale: &Locale) -> String {
    match action {
        Action::Challenge { opponent, kind, .. } => discord_text(
            locale,
            DiscordText::ThreadName {
                kind: *kind,
                challenger,
                opponent: opponent.as_ref().map(|opponent| opponent.name.as_str()),
            },
        ),
        _ => challenger.to_owned(),
    }
}

/// Answers "thinking…" now (to the caller alone if `private`); the reply
/// follows as [`Via::Deferred`] (or [`Via::DeferredPrivately`]).
async fn defer(http: &Arc<Http>, target: &Target<'_>, private: bool) {
    let defer = CreateInteractionResponse::Defer(
        CreateInteractionResponseMessage::new().ephemeral(private),
    );
    if let Err(error) = defer.execute(http, (target.id, target.token)).await {
        warn!(%error, "defer failed");
    }
}

/// A refusal as an ephemeral reply.
fn refusal_reply(refusal: &Refusal, locale: &Locale) -> Reply {
    Reply {
        ephemeral: true,
        ..Reply::saying(locale, Message::Worded(refusal.text(locale)))
    }
}

/// The reply to show for what the manager did, and whether it served.
fn outcome(
    joined: Result<Result<Reply, Failure>, tokio::task::JoinError>,
    locale: &Locale,
) -> (Reply, bool) {
    match joined {
        Ok(Ok(reply)) => (reply, true),
        Ok(Err(Failure::Refused(refusal))) => {
            debug!(?refusal, "refused");
            (refusal_reply(&refusal, locale), false)
        }
        Ok(Err(failure)) => {
            error!(%failure, "the manager failed");
            (
                Reply {
                    ephemeral: true,
                    ..Reply::saying(locale, Message::Worded(failure.text(locale)))
                },
                false,
            )
        }
        Err(error) => {
            error!(%error, "the manager task failed");
            (
                Reply {
                    ephemeral: true,
                    ..Reply::saying(
                        locale,
                        Message::Worded(crate::words::internal_error(locale)),
                    )
                },
                false,
            )
        }
    }
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let shard = ready.shard.map_or(0, |shard| shard.id.0);
        info!(user = %ready.user.name, guilds = ready.guilds.len(), shard, "connected to the gateway");
        // The bot itself is the computer opponent: a challenge naming it
        // is a game against the computer.
        self.manager.set_computer(Player {
            id: ready.user.id.get(),
            name: ready.user.name.clone(),
        });
        // Commands belong to the application, not to a shard: the process
        // running shard 0 registers them, once per identify (the bulk
        // overwrite is idempotent), and the others leave Discord's rate
        // limit on command updates alone.
        if shard == 0 {
            self.register(&ctx.http).await;
        }
    }

    /// A member left a server (with `DISCORD_MEMBER_EVENTS` only): they
    /// withdraw from its tournaments, said in each one's channel.
    async fn guild_member_removal(
        &self,
        ctx: Context,
        guild: GuildId,
        user: User,
        _member: Option<Member>,
    ) {
        match self.manager.member_left(guild.get(), user.id.get()).await {
            Ok(notices) => {
                for (channel, reply) in notices {
                    let via = Via::Channel(ChannelId::new(channel));
                    deliver(&ctx.http, &self.manager, via, reply).await;
                }
            }
            Err(error) => {
                warn!(%error, "cannot withdraw a member who left from their tournaments");
                metrics::error(metrics::Place::Database);
            }
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let _in_flight = self.in_flight.enter();
        let started = Instant::now();
        let kind = match &interaction {
            Interaction::Command(_) => "command",
            Interaction::Autocomplete(_) => "autocomplete",
            Interaction::Component(_) => "button",
            Interaction::Modal(_) => "modal",
            _ => return,
        };
        let span = info_span!("interaction", kind, id = %interaction.id());
        async {
            match interaction {
                Interaction::Command(command) => self.on_command(&ctx.http, command).await,
                Interaction::Autocomplete(command) => {
                    self.on_autocomplete(&ctx.http, command).await;
                }
                Interaction::Component(component) => {
                    self.on_component(&ctx.http, component).await;
                }
                Interaction::Modal(modal) => self.on_modal(&ctx.http, modal).await,
                _ => {}
            }
        }
        .instrument(span)
        .await;
        metrics::interaction(kind, started.elapsed());
    }
}
