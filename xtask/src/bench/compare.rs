//! `cargo xtask bench --compare OLD_SERVER [ROUNDS]`: the release server against another build of
//! it (an older commit's, to show a change cost nothing), measured in alternating rounds
//! (new, old, then old, new, …) so that the machine's drift falls on both alike. Each round starts
//! each build on a fresh SQLite file and runs wrk on the content JSON, the home page and a post,
//! then on a fresh database of one durable PostgreSQL cluster and runs wrk on the post again.
//! The figures are the medians of the rounds, and the new build's share of the old's. Printed,
//! not written: BENCHMARKS.md's notes quote them when a change needs it.

use super::load::{self, Load, Target};
use crate::procs::Server;
use crate::shell::{Result, root, step};
use std::path::Path;

/// What each round measures: (name, target); the last one on PostgreSQL.
fn targets() -> [(&'static str, Target<'static>); 4] {
    let get = |path| Target {
        method: "GET",
        path,
        json_body: None,
    };
    [
        ("GET /api/service/all", get("/api/service/all")),
        ("GET /", get("/")),
        ("POST /api/help (SQLite)", help()),
        ("POST /api/help (PostgreSQL)", help()),
    ]
}

fn help() -> Target<'static> {
    Target {
        method: "POST",
        path: "/api/help",
        json_body: Some(super::HELP_BODY),
    }
}

pub fn run(new: &Path, old: &Path, rounds: usize, scratch: &Path) -> Result {
    let root = root();
    let targets = targets();
    let (on_sqlite, on_postgres) = targets.split_at(targets.len() - 1);
    let cluster = crate::postgres::Cluster::start_durable("compare")?;
    // rates[build][target] over the rounds.
    let mut rates = [
        vec![Vec::new(); targets.len()],
        vec![Vec::new(); targets.len()],
    ];
    for round in 0..rounds {
        let order: [usize; 2] = if round % 2 == 0 { [0, 1] } else { [1, 0] };
        for build in order {
            let binary = [new, old][build];
            step(&format!(
                "round {} of {rounds}: {} ({})",
                round + 1,
                ["new", "old"][build],
                binary.display()
            ));
            let dir = scratch.join(format!("round-{round}-{build}"));
            std::fs::create_dir_all(&dir)?;
            let server = Server::start(binary, &root, &dir)?;
            for (at, (name, target)) in on_sqlite.iter().enumerate() {
                let figures: Load = load::wrk(server.addr, target, &dir)?;
                eprintln!("{name}: {:.0} req/s", figures.requests_per_second);
                rates[build][at].push(figures.requests_per_second);
            }
            drop(server);
            let database = format!("round_{round}_{build}");
            cluster.psql(&cluster.url, &format!("CREATE DATABASE {database}"))?;
            let base = cluster
                .url
                .strip_suffix("/postgres")
                .unwrap_or(&cluster.url);
            let url = format!("{base}/{database}");
            let server = Server::start_on(binary, &root, &dir, &url, "server-postgres.log")?;
            for (at, (name, target)) in on_postgres.iter().enumerate() {
                let figures: Load = load::wrk(server.addr, target, &dir)?;
                eprintln!("{name}: {:.0} req/s", figures.requests_per_second);
                rates[build][on_sqlite.len() + at].push(figures.requests_per_second);
            }
        }
    }
    println!(
        "| measure | new build (median of {rounds}) | old build (median of {rounds}) | new / old | rounds, new · old |"
    );
    println!("|---|---|---|---|---|");
    for (at, (name, _)) in targets.iter().enumerate() {
        let new_rates = &rates[0][at];
        let old_rates = &rates[1][at];
        let (new_median, old_median) = (median(new_rates), median(old_rates));
        println!(
            "| {name} | {new_median:.0} req/s | {old_median:.0} req/s | {:.1} % | {} · {} |",
            100.0 * new_median / old_median,
            list(new_rates),
            list(old_rates)
        );
    }
    Ok(())
}

fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    match sorted.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

fn list(values: &[f64]) -> String {
    values
        .iter()
        .map(|v| format!("{v:.0}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::median;

    #[test]
    fn the_median_of_odd_and_even_rounds() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
        assert!(median(&[]).is_nan());
    }
}
