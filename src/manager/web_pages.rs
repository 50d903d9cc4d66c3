//! Whether a server's web pages are public (`/settings web:`), and the
//! links to them that the manager's replies carry.
//!
//! A server's pages are named by a page key of 128 random bits from the
//! operating system, made when its pages are first turned on and kept
//! afterwards: a link posted once stays valid across off and on, and no
//! server's pages can be found from its Discord id or from another
//! server's key.

use super::{message::Message, refusal::Refusal, request::Caller, web_paths, Manager};
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
