//! A request's query parameters, read leniently: every parameter is
//! optional, and a malformed query reads as what could be read.

use super::refusal::{path_number, Refused};

/// The longest value of a query parameter that is read; the rest is
/// dropped (a name searched for is far shorter).
const PARAM_CHARS: usize = 100;

/// A request's query parameters. A malformed query reads as what could
/// be read: parameters are optional everywhere.
#[derive(Clone, Debug, Default)]
pub struct Params(Vec<(String, String)>);

impl Params {
    /// The parameters of `query` (the part of the address after `?`).
    #[must_use]
    pub fn parse(query: Option<&str>) -> Params {
        Params(
            form_urlencoded::parse(query.unwrap_or("").as_bytes())
                .take(16)
                .map(|(name, value)| (name.into_owned(), value.chars().take(PARAM_CHARS).collect()))
                .collect(),
        )
    }

    /// The first value of `name`, if given.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(given, _)| given == name)
            .map(|(_, value)| value.as_str())
    }

    /// The number `name` holds (`None` when absent); a value that is no
    /// such number is an error: the page does not exist.
    ///
    /// # Errors
    /// The value is not a number of this type.
    pub fn number(&self, name: &str) -> Result<Option<u32>, Refused> {
        self.get(name).map(path_number).transpose()
    }
}
