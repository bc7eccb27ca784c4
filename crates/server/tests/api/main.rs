//! The server's integration tests: one binary, a real server on a loopback port per test, on a
//! fresh SQLite file or a fresh PostgreSQL database.

mod content;
mod faults;
mod helpers;
mod hosting;
mod jobs;
mod leads;
mod load;
mod openapi;
mod pages;
mod search;
