//! One request as the pages see it: who reads (their language), the
//! query's parameters, the address without its language, and the headers
//! (for entity tags).

use axum::{
    extract::FromRequestParts,
    http::{request::Parts, HeaderMap},
};

use super::{language::Reader, params::Params};

/// A request to a page.
#[derive(Clone, Debug)]
pub struct Visit {
    pub reader: Reader,
    pub params: Params,
    /// The path and query asked for, without `lang=`: where the language
    /// links point.
    pub here: String,
    pub headers: HeaderMap,
}

impl<S: Send + Sync> FromRequestParts<S> for Visit {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let params = Params::parse(parts.uri.query());
        let reader = Reader::of(&parts.headers, &params);
        let kept: Vec<String> = form_urlencoded::parse(parts.uri.query().unwrap_or("").as_bytes())
            .filter(|(name, _)| name != "lang")
            .take(16)
            .map(|(name, value)| {
                form_urlencoded::Serializer::new(String::new())
                    .append_pair(&name, &value)
                    .finish()
            })
            .collect();
        let here = if kept.is_empty() {
            parts.uri.path().to_owned()
        } else {
            format!("{}?{}", parts.uri.path(), kept.join("&"))
        };
        Ok(Visit {
            reader,
            params,
            here,
            headers: parts.headers.clone(),
        })
    }
}

impl Visit {
    /// `here` in the language `tag`.
    #[must_use]
    pub fn in_language(&self, tag: &str) -> String {
        let joint = if self.here.contains('?') { '&' } else { '?' };
        format!("{}{joint}lang={tag}", self.here)
    }
}
