//! From a manager reply to the pieces of a Discord message: text within
//! Discord's limit, the board as a plain attachment, buttons in rows, a
//! boop choice as a select menu, and mentions limited to the player named.

use serenity::all::{
    ButtonStyle as DiscordStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateButton, CreateEmbed, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    EditInteractionResponse, UserId,
};

use crate::manager::{
    BoardPost, Button, ButtonAction, ButtonStyle, Locale, Reply, Shows, SECTIONS_LIMIT,
    SECTIONS_PER_MESSAGE, SECTION_TEXT_LIMIT, SECTION_TITLE_LIMIT,
};
use crate::words::{discord_text, prelude::*, web_text, DiscordText, WebText};

/// The side stripe of a section's card: the PÜNCT's orange.
const SECTION_COLOUR: u32 = 0x00e6_9f00;

/// Discord refuses longer message texts.
const MAX_CONTENT: usize = 2000;
/// Discord's limits on components.
const BUTTONS_PER_ROW: usize = 5;
const MAX_ROWS: usize = 5;
const MAX_MENU_OPTIONS: usize = 25;
/// Labels of buttons, menu options and autocomplete choices.
pub(crate) const MAX_LABEL: usize = 80;

/// The file name of every board picture.
pub(crate) const BOARD_FILE: &str = "board.png";

/// `text` cut to `max` characters; the end is kept, since in a long
/// history the latest moves matter most.
pub(crate) fn fit_end(text: &str, max: usize) -> String {
    let count = text.chars().count();
    if count <= max {
        return text.to_owned();
    }
    let tail: String = text.chars().skip(count - (max - 1)).collect();
    format!("…{tail}")
}

/// `text` cut to `max` characters at the end.
pub(crate) fn fit_start(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let head: String = text.chars().take(max - 1).collect();
    format!("{head}…")
}

fn style(style: ButtonStyle) -> DiscordStyle {
    match style {
        ButtonStyle::Primary => DiscordStyle::Primary,
        ButtonStyle::Secondary => DiscordStyle::Secondary,
        ButtonStyle::Success => DiscordStyle::Success,
        ButtonStyle::Danger => DiscordStyle::Danger,
    }
}

/// The custom id of the menu of a boop choice. Its options carry the
/// choice buttons' own ids, which are all the handler reads.
fn menu_id(first: &Button) -> String {
    format!("pb:menu:{}", first.id).chars().take(100).collect()
}

/// The rows of components for `buttons`: a boop choice becomes one select
/// menu, every other button stays a button; a `link` to the web pages
/// comes last, a link button of its own row.
pub(crate) fn components(
    buttons: &[Button],
    link: Option<&str>,
    locale: &Locale,
) -> Vec<CreateActionRow> {
    let (choices, plain): (Vec<&Button>, Vec<&Button>) = buttons
        .iter()
        .partition(|button| matches!(button.id.action, ButtonAction::Choose(_)));
    let mut rows = Vec::new();
    if let Some(first) = choices.first() {
        let options = choices
            .iter()
            .take(MAX_MENU_OPTIONS)
            .map(|button| {
                CreateSelectMenuOption::new(
                    fit_start(&button.label(locale), MAX_LABEL),
                    button.id.to_string(),
                )
            })
            .collect();
        let menu = CreateSelectMenu::new(menu_id(first), CreateSelectMenuKind::String { options })
            .placeholder(discord_text(locale, DiscordText::ChoosePlaceholder));
        rows.push(CreateActionRow::SelectMenu(menu));
    }
    for chunk in plain.chunks(BUTTONS_PER_ROW) {
        if rows.len() == MAX_ROWS {
            break;
        }
        rows.push(CreateActionRow::Buttons(
            chunk
                .iter()
                .map(|button| {
                    CreateButton::new(button.id.to_string())
                        .label(fit_start(&button.label(locale), MAX_LABEL))
                        .style(style(button.style))
                })
                .collect(),
        ));
    }
    if let Some(url) = link.filter(|_| rows.len() < MAX_ROWS) {
        rows.push(CreateActionRow::Buttons(vec![CreateButton::new_link(url)
            .label(fit_start(
                &web_text(locale, WebText::OpenPage),
                MAX_LABEL,
            ))]));
    }
    rows
}

/// Only the users the reply names may be pinged; no roles, nobody else.
fn mentions(reply: &Reply) -> CreateAllowedMentions {
    CreateAllowedMentions::new()
        .empty_roles()
        .users(reply.mentions.iter().map(|id| UserId::new(*id)))
}

/// The files the reply attaches: the board picture, then a record or a
/// replay.
fn attachments(reply: &Reply) -> Vec<CreateAttachment> {
    let image = reply
        .image
        .as_ref()
        .map(|png| CreateAttachment::bytes(png.clone(), picture_name(reply)));
    let file = reply
        .file
        .as_ref()
        .map(|file| CreateAttachment::bytes(file.bytes.clone(), file.name.clone()));
    image.into_iter().chain(file).collect()
}

/// The name of a reply's picture: a game's board names the state it shows
/// ([`board_picture`]).
pub(crate) fn picture_name(reply: &Reply) -> String {
    reply
        .effects
        .board
        .map_or_else(|| BOARD_FILE.to_owned(), board_picture)
}

/// The name of the picture of `board` (`board-g12-v34.png`,
/// `board-g12-end.png`), so a board posted but not recorded before a crash
/// is recognised in the channel afterwards.
pub(crate) fn board_picture(board: BoardPost) -> String {
    match board.shows {
        Shows::Version(version) => format!("board-g{}-v{version}.png", board.game),
        Shows::End => format!("board-g{}-end.png", board.game),
    }
}

/// The nonce of the direct messages that go with `board`, before its
/// reader is added (Discord wants 25 characters at most).
pub(crate) fn directs_nonce(board: BoardPost) -> String {
    match board.shows {
        Shows::Version(version) => format!("d{:x}v{version:x}", board.game.0),
        Shows::End => format!("d{:x}end", board.game.0),
    }
}

/// The reply's sections, one embed each, within Discord's limits (the
/// `/help` tests keep them well inside: nothing is cut in practice).
fn embeds(reply: &Reply) -> Vec<CreateEmbed> {
    let mut total = 0;
    let mut embeds = Vec::new();
    for section in reply.sections.iter().take(SECTIONS_PER_MESSAGE) {
        let title = fit_start(&section.title, SECTION_TITLE_LIMIT);
        let text = fit_start(&section.text, SECTION_TEXT_LIMIT);
        total += title.chars().count() + text.chars().count();
        if total > SECTIONS_LIMIT {
            break;
        }
        embeds.push(
            CreateEmbed::new()
                .title(title)
                .description(text)
                .colour(SECTION_COLOUR),
        );
    }
    embeds
}

/// The reply as an interaction's first answer.
pub(crate) fn message(reply: &Reply) -> CreateInteractionResponseMessage {
    let message = CreateInteractionResponseMessage::new()
        .content(fit_end(&reply.text(), MAX_CONTENT))
        .components(components(
            &reply.buttons,
            reply.link.as_deref(),
            &reply.locale,
        ))
        .allowed_mentions(mentions(reply))
        .ephemeral(reply.ephemeral);
    let message = match embeds(reply) {
        embeds if embeds.is_empty() => message,
        embeds => message.embeds(embeds),
    };
    message.add_files(attachments(reply))
}

/// The reply as the edit of a deferred answer.
pub(crate) fn edit(reply: &Reply) -> EditInteractionResponse {
    let mut edit = EditInteractionResponse::new()
        .content(fit_end(&reply.text(), MAX_CONTENT))
        .components(components(
            &reply.buttons,
            reply.link.as_deref(),
            &reply.locale,
        ))
        .allowed_mentions(mentions(reply));
    if !reply.sections.is_empty() {
        edit = edit.embeds(embeds(reply));
    }
    for file in attachments(reply) {
        edit = edit.new_attachment(file);
    }
    edit
}

/// The reply as a follow-up message (an ephemeral answer after a deferral).
pub(crate) fn followup(reply: &Reply) -> CreateInteractionResponseFollowup {
    let followup = CreateInteractionResponseFollowup::new()
        .content(fit_end(&reply.text(), MAX_CONTENT))
        .components(components(
            &reply.buttons,
            reply.link.as_deref(),
            &reply.locale,
        ))
        .allowed_mentions(mentions(reply))
        .ephemeral(reply.ephemeral);
    let followup = match embeds(reply) {
        embeds if embeds.is_empty() => followup,
        embeds => followup.embeds(embeds),
    };
    followup.add_files(attachments(reply))
}

/// The reply as a message of the bot's own in a channel.
pub(crate) fn create(reply: &Reply) -> CreateMessage {
    let message = CreateMessage::new()
        .content(fit_end(&reply.text(), MAX_CONTENT))
        .components(components(
            &reply.buttons,
            reply.link.as_deref(),
            &reply.locale,
        ))
        .allowed_mentions(mentions(reply));
    let message = match embeds(reply) {
        embeds if embeds.is_empty() => message,
        embeds => message.embeds(embeds),
    };
    message.add_files(attachments(reply))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::manager::{ButtonId, GameId, Label, Stamp};

    fn button(action: ButtonAction) -> Button {
        Button {
            label: Label::Action,
            style: ButtonStyle::Secondary,
            id: ButtonId {
                stamp: Stamp::Game {
                    game: GameId(7),
                    ply: 3,
                },
                action,
            },
        }
    }

    #[test]
    fn choices_become_one_menu_and_buttons_rows_of_five() {
        let mut buttons: Vec<Button> = (0..30)
            .map(|index| button(ButtonAction::Choose(format!("L{index}"))))
            .collect();
        buttons.extend((0..7).map(|_| button(ButtonAction::Resign)));
        let rows = serde_json::to_value(components(&buttons, None, &Locale::en())).unwrap();
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), 3);
        let menu = &rows[0]["components"][0];
        assert_eq!(menu["type"], 3);
        assert_eq!(menu["options"].as_array().unwrap().len(), MAX_MENU_OPTIONS);
        assert_eq!(menu["options"][0]["value"], "pb:g7:3:choose=L0");
        assert!(menu["custom_id"].as_str().unwrap().len() <= 100);
        assert_eq!(rows[1]["components"].as_array().unwrap().len(), 5);
        assert_eq!(rows[2]["components"].as_array().unwrap().len(), 2);
        assert_eq!(rows[1]["components"][0]["custom_id"], "pb:g7:3:resign");
    }

    #[test]
    fn a_web_page_link_is_a_link_button_of_its_own_row() {
        let buttons = vec![button(ButtonAction::Resign)];
        let url = "https://pages.example/s/0123/game/7";
        let rows = serde_json::to_value(components(&buttons, Some(url), &Locale::en())).unwrap();
        let link = &rows[1]["components"][0];
        assert_eq!(link["style"], 5, "a link button");
        assert_eq!(link["url"], url);
        assert_eq!(link["label"], "Web page");
        let without = serde_json::to_value(components(&buttons, None, &Locale::en())).unwrap();
        assert_eq!(without.as_array().unwrap().len(), 1);
    }

    #[test]
    fn only_the_named_users_may_be_pinged() {
        let reply = Reply {
            mentions: vec![42],
            ..Reply::default()
        };
        let allowed = serde_json::to_value(mentions(&reply)).unwrap();
        assert_eq!(allowed["parse"], serde_json::json!([]));
        assert_eq!(allowed["users"], serde_json::json!(["42"]));
        assert_eq!(allowed["roles"], serde_json::json!([]));
    }

    #[test]
    fn long_texts_keep_their_end_and_short_ones_stay() {
        assert_eq!(fit_end("abc", 5), "abc");
        assert_eq!(fit_end("abcdef", 4), "…def");
        assert_eq!(fit_start("abcdef", 4), "abc…");
        let long = "é".repeat(3000);
        assert_eq!(fit_end(&long, MAX_CONTENT).chars().count(), MAX_CONTENT);
    }
}
