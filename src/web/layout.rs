//! The frame of every page: the head, a bar with the server's links and
//! the language chooser, the page's own content. Small screens first:
//! one column, tables that scroll sideways, a board as wide as the screen.

use maud::{html, Markup, DOCTYPE};

use super::{assets, language::Reader, visit::Visit};
use crate::{
    locales,
    manager::web_paths,
    words::{web_text, WebText},
};

/// A whole page titled `title`, for a visit (`None`: no language links,
/// as on an error page) to the pages of the server keyed `server`.
#[must_use]
pub fn page(
    reader: &Reader,
    title: &str,
    frame: Option<(&Visit, Option<&str>)>,
    body: Markup,
) -> Markup {
    let say = |text| web_text(&reader.locale, text);
    html! {
        (DOCTYPE)
        html lang=(reader.tag) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (title) " · punctbot" }
                link rel="stylesheet" href=(assets::STYLE_PATH);
                script src=(assets::SCRIPT_PATH) defer {}
            }
            body {
                header {
                    @if let Some((_, Some(key))) = frame {
                        nav.server {
                            a href=(web_paths::server(key)) { (say(WebText::ServerTitle)) }
                            a href=(web_paths::archive(key)) { (say(WebText::Archive)) }
                            a href=(web_paths::tournaments(key)) { (say(WebText::Tournaments)) }
                        }
                    }
                    @if let Some((visit, _)) = frame {
                        nav.languages aria-label=(say(WebText::Language)) {
                            @for tag in locales::languages() {
                                @if tag == reader.tag {
                                    span aria-current="true" { (say(WebText::LanguageName(tag))) }
                                } @else {
                                    a href=(visit.in_language(tag)) hreflang=(tag) lang=(tag) {
                                        (say(WebText::LanguageName(tag)))
                                    }
                                }
                            }
                        }
                    }
                }
                main { (body) }
            }
        }
    }
}

/// Links to the previous and next of `pages` pages, with where the
/// reader is; `link(n)` is the address of page `n` (from 1).
#[must_use]
pub fn pagination(
    reader: &Reader,
    page: usize,
    pages: usize,
    link: impl Fn(usize) -> String,
) -> Markup {
    let say = |text| web_text(&reader.locale, text);
    html! {
        @if pages > 1 {
            nav.pages {
                @if page > 1 {
                    a href=(link(page - 1)) rel="prev" { "← " (say(WebText::Previous)) }
                }
                span { (say(WebText::PageOf { page, pages })) }
                @if page < pages {
                    a href=(link(page + 1)) rel="next" { (say(WebText::Next)) " →" }
                }
            }
        }
    }
}
