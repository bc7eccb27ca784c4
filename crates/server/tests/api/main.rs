//! The server's integration tests: one binary, a real server on a loopback port per test, on a
//! fresh SQLite file or a fresh PostgreSQL database.

mod content;
mod delivery;
mod docs;
mod etag;
mod faults;
mod first_screen;
mod french_content;
mod funnel;
mod fuzz;
mod group_commit;
mod helpers;
mod hosting;
mod idempotency;
mod jobs;
mod leads;
mod load;
mod log_privacy;
mod mail_files;
mod newsletter;
mod openapi;
mod operating;
mod outbox;
mod pages;
mod postgres_tls;
mod rate_limits;
mod responses;
mod routes;
mod search;
mod wal;
