//! Enums stored as the text of their variants. sqlx's `Type` derive writes
//! the impls for each driver but not for `Any`, through which the store
//! speaks to both backends, so they are written here once for all.

/// Implements `Type`, `Encode` and `Decode` for `Any` on a field-less enum,
/// each variant stored as the given text.
macro_rules! stored_as_text {
    ($name:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        impl $name {
            /// The text the database stores for this value.
            #[must_use]
            pub fn as_db(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)+
                }
            }
        }

        impl sqlx::Type<sqlx::Any> for $name {
            fn type_info() -> sqlx::any::AnyTypeInfo {
                <&str as sqlx::Type<sqlx::Any>>::type_info()
            }

            fn compatible(ty: &sqlx::any::AnyTypeInfo) -> bool {
                <&str as sqlx::Type<sqlx::Any>>::compatible(ty)
            }
        }

        impl<'q> sqlx::Encode<'q, sqlx::Any> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut <sqlx::Any as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&str as sqlx::Encode<'q, sqlx::Any>>::encode(self.as_db(), buf)
            }
        }

        impl<'r> sqlx::Decode<'r, sqlx::Any> for $name {
            fn decode(
                value: sqlx::any::AnyValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                match <&str as sqlx::Decode<'r, sqlx::Any>>::decode(value)? {
                    $($text => Ok($name::$variant),)+
                    other => Err(format!(
                        "{other:?} is not a stored {}", stringify!($name)
                    ).into()),
                }
            }
        }
    };
}

pub(super) use stored_as_text;
