//! Any error, sendable across tasks: what startup and the backend jobs return when they stop
//! (printed by `main`, exit code 2).

pub type BoxError = Box<dyn std::error::Error + Send + Sync>;
