//! `punctbot backup`: a consistent copy of the database, taken while the
//! bot runs.

use std::path::PathBuf;

use punctbot::store::{backup_database, database_shown, StoreError, DEFAULT_DATABASE_URL};

/// The options of `punctbot backup`.
#[derive(clap::Args)]
pub struct BackupArgs {
    /// The new file to write the copy to (it must not exist yet)
    pub target: PathBuf,
    /// The database to copy
    #[arg(long, env = "DATABASE_URL", hide_env_values = true, default_value = DEFAULT_DATABASE_URL)]
    pub database_url: String,
}

/// Copies the database; the error says what went wrong and what to do.
pub fn run(args: BackupArgs) -> Result<(), String> {
    if args.target.exists() {
        return Err(format!(
            "{} already exists: name a new file (a backup never overwrites one)",
            args.target.display()
        ));
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|error| format!("cannot start the async runtime: {error}"))?;
    let database = database_shown(&args.database_url);
    runtime
        .block_on(backup_database(&args.database_url, &args.target))
        .map_err(|error| match error {
            StoreError::Unsupported(scheme) => format!(
                "{database} is a {scheme} database: back it up with its own tools \
                 (for PostgreSQL, pg_dump)"
            ),
            error => format!("cannot copy {database}: {error}"),
        })?;
    println!("copied {database} to {}", args.target.display());
    Ok(())
}
