//! Whether a server's web pages are public (`/settings web:`), and the
//! links to them that the manager's replies carry.
//!
//! A server's pages are named by a page key of 128 random bits from the
//! operating system, made when its pages are first turned on and kept
//! afterwards: a link posted once stays valid across off and on, and no
//! server's pages can be found from its Discord id or from another
//! server's key.

use super::{message::Message, refusal::Refusal, request::Caller, web_paths, Manager, Reply};
use crate::store::StoreError;

impl Manager {
    /// Tells the manager where the web pages are served (`WEB_BASE_URL`,
    /// e.g. `https://punct.example.org`); set once, later calls are
    /// ignored.
    pub fn serve_web_pages_at(&self, base: &str) {
        let _ = self.web_base.set(base.trim_end_matches('/').to_owned());
    }

    /// The server of a `/settings web:` change, if the caller may make it.
    pub(super) fn may_set_web_pages(&self, caller: &Caller) -> Result<u64, Refusal> {
        let guild = caller.guild.ok_or(Refusal::ServerOnly)?;
        if !caller.manages_server {
            return Err(Refusal::ManageServerOnly);
        }
        Ok(guild)
    }

    /// Makes `guild`'s pages public or private, and says so.
    pub(super) async fn set_web_pages(
        &self,
        guild: u64,
        public: bool,
    ) -> Result<Message, StoreError> {
        let key = match self.store.web_pages(guild).await? {
            Some(pages) => pages.key,
            None => new_page_key(),
        };
        let pages = self.store.set_web_pages(guild, public, &key).await?;
        let link = pages
            .public
            .then(|| self.web_link(&web_paths::server(&pages.key)))
            .flatten();
        Ok(Message::WebPagesSet {
            public: pages.public,
            link,
        })
    }

    /// The full address of `path(key)` on `guild`'s pages, when they are
    /// public and the bot knows where it serves them: what a link button
    /// under a board, a list or a ladder points to.
    ///
    /// # Errors
    /// The database failed.
    pub(super) async fn public_link(
        &self,
        guild: Option<u64>,
        path: impl FnOnce(&str) -> String,
    ) -> Result<Option<String>, StoreError> {
        let (Some(guild), Some(_)) = (guild, self.web_base.get()) else {
            return Ok(None);
        };
        Ok(match self.store.web_pages(guild).await? {
            Some(pages) if pages.public => self.web_link(&path(&pages.key)),
            _ => None,
        })
    }

    /// `reply` with a link to its game's page when it shows a game's board
    /// (a move, an ending, an owed board) and has no link yet. A link is a
    /// courtesy: a database failure leaves it out (logged) rather than
    /// losing the reply.
    pub(super) async fn linked(&self, mut reply: Reply) -> Reply {
        let Some(post) = &reply.effects.board else {
            return reply;
        };
        if reply.link.is_some() || self.web_base.get().is_none() {
            return reply;
        }
        let link = match self.store.game(post.game).await {
            Ok(Some(row)) => {
                self.public_link(row.guild_id, |key| web_paths::game(key, row.number))
                    .await
            }
            Ok(None) => Ok(None),
            Err(error) => Err(error),
        };
        match link {
            Ok(link) => reply.link = link,
            Err(error) => tracing::warn!(%error, "cannot link a board to its web page"),
        }
        reply
    }

    /// The full address of `path` when the bot knows where its pages are.
    fn web_link(&self, path: &str) -> Option<String> {
        self.web_base.get().map(|base| format!("{base}{path}"))
    }
}

/// A new page key: 128 bits from the operating system's random source, as
/// 32 lowercase hexadecimal digits.
fn new_page_key() -> String {
    let mut bytes = [0u8; 16];
    // Without the system's randomness no key could be unguessable: the
    // bot cannot run safely, so it stops here.
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}
