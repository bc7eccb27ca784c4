//! PostgreSQL over TLS: a throwaway cluster with `ssl = on` and a certificate made now by a CA
//! made now (`openssl`). `sslmode=verify-full` with that CA connects (TLS in use, a lead
//! stored); with another CA the server refuses to start, saying why; `sslmode=require` connects
//! without checking the certificate; a server without TLS is refused under `require`.

use crate::helpers::{Options, required_postgres_admin_url, scratch_dir, serve_db};
use crate::jobs::server as run_server;
use site_store::Db;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| out.stdout.starts_with(b"0\n"))
}

/// Runs `program args` (as the `postgres` user when root: PostgreSQL refuses root); must succeed.
fn run(program: &str, args: &[&str], as_postgres: bool) {
    let mut command = if as_postgres && is_root() {
        let mut runuser = Command::new("runuser");
        runuser.args(["-u", "postgres", "--", program]);
        runuser
    } else {
        Command::new(program)
    };
    let output = command
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|error| panic!("cannot run {program}: {error}"));
    assert!(
        output.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// A CA (key and certificate) made with openssl in `dir`, named `name`.
fn make_ca(dir: &Path, name: &str) -> PathBuf {
    let (key, cert) = (
        dir.join(format!("{name}.key")),
        dir.join(format!("{name}.pem")),
    );
    run(
        "openssl",
        &[
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "2",
            "-subj",
            &format!("/CN=Test {name}"),
            "-keyout",
            &key.to_string_lossy(),
            "-out",
            &cert.to_string_lossy(),
        ],
        false,
    );
    cert
}

/// A server certificate for `localhost` and 127.0.0.1 signed by the CA `ca` (from [`make_ca`]):
/// `(certificate, key)`.
fn make_server_cert(dir: &Path, ca: &Path) -> (PathBuf, PathBuf) {
    let (key, csr, cert) = (
        dir.join("server.key"),
        dir.join("server.csr"),
        dir.join("server.pem"),
    );
    let ext = dir.join("server.ext");
    std::fs::write(&ext, "subjectAltName = DNS:localhost, IP:127.0.0.1\n").expect("ext");
    let path = |p: &Path| p.to_string_lossy().into_owned();
    run(
        "openssl",
        &[
            "req",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-subj",
            "/CN=localhost",
            "-keyout",
            &path(&key),
            "-out",
            &path(&csr),
        ],
        false,
    );
    run(
        "openssl",
        &[
            "x509",
            "-req",
            "-in",
            &path(&csr),
            "-CA",
            &path(ca),
            "-CAkey",
            &path(&ca.with_extension("key")),
            "-CAcreateserial",
            "-days",
            "2",
            "-extfile",
            &path(&ext),
            "-out",
            &path(&cert),
        ],
        false,
    );
    (cert, key)
}

/// A PostgreSQL cluster with `ssl = on`, stopped and removed when dropped.
struct TlsCluster {
    dir: PathBuf,
    bin: PathBuf,
    port: u16,
    /// The CA that signed the server's certificate.
    ca: PathBuf,
    /// A CA that did not.
    other_ca: PathBuf,
}

impl TlsCluster {
    fn start() -> Self {
        let bin = PathBuf::from(
            std::env::var("TEST_POSTGRES_BIN")
                .expect("TEST_POSTGRES_BIN is not set: run `cargo xtask test`"),
        );
        // Removed by the cluster when dropped.
        let dir = scratch_dir("pg-tls").keep();
        let ca = make_ca(&dir, "ca");
        let other_ca = make_ca(&dir, "other-ca");
        let (cert, key) = make_server_cert(&dir, &ca);
        let data = dir.join("data");
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        if is_root() {
            run(
                "chown",
                &["-R", "postgres:postgres", &dir.to_string_lossy()],
                false,
            );
        }
        // PostgreSQL refuses a key others can read.
        run("chmod", &["600", &key.to_string_lossy()], true);
        let tool = |name: &str| bin.join(name).to_string_lossy().into_owned();
        run(
            &tool("initdb"),
            &[
                "-D",
                &data.to_string_lossy(),
                "-A",
                "trust",
                "-U",
                "postgres",
                "--no-sync",
            ],
            true,
        );
        let settings = format!(
            "\nport = {port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '{}'\n\
             fsync = off\nssl = on\nssl_cert_file = '{}'\nssl_key_file = '{}'\n",
            dir.display(),
            cert.display(),
            key.display()
        );
        let conf = data.join("postgresql.conf");
        let text = std::fs::read_to_string(&conf).expect("postgresql.conf") + &settings;
        std::fs::write(&conf, text).expect("postgresql.conf");
        let log = dir.join("log").to_string_lossy().into_owned();
        run(
            &tool("pg_ctl"),
            &["-D", &data.to_string_lossy(), "-l", &log, "-w", "start"],
            true,
        );
        Self {
            dir,
            bin,
            port,
            ca,
            other_ca,
        }
    }

    /// The cluster's `postgres` database with `query` (e.g. `sslmode=require`).
    fn url(&self, query: &str) -> String {
        format!(
            "postgres://postgres@127.0.0.1:{}/postgres?{query}",
            self.port
        )
    }
}

impl Drop for TlsCluster {
    fn drop(&mut self) {
        let pg_ctl = self.bin.join("pg_ctl").to_string_lossy().into_owned();
        let data = self.dir.join("data").to_string_lossy().into_owned();
        let mut command = if is_root() {
            let mut runuser = Command::new("runuser");
            runuser.args(["-u", "postgres", "--", &pg_ctl]);
            runuser
        } else {
            Command::new(&pg_ctl)
        };
        let _ = command
            .args(["-D", &data, "-m", "immediate", "-w", "stop"])
            .stdout(Stdio::null())
            .status();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Whether the database session of `db` runs over TLS, as PostgreSQL itself reports it.
async fn uses_tls(db: &Db) -> bool {
    let Db::Postgres { pool, .. } = db else {
        panic!("a PostgreSQL database")
    };
    sqlx::query_scalar("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        .fetch_one(pool)
        .await
        .expect("pg_stat_ssl")
}

#[tokio::test]
#[ignore = "needs PostgreSQL's binaries: run by cargo xtask test"]
async fn postgres_over_tls() {
    let cluster = TlsCluster::start();
    let ca = cluster.ca.display().to_string();

    // verify-full with the CA that signed the certificate: TLS, and the site stores a lead.
    let verified = cluster.url(&format!("sslmode=verify-full&sslrootcert={ca}"));
    let db = Db::connect(&verified)
        .await
        .expect("verify-full with the right CA");
    assert!(uses_tls(&db).await, "the session runs over TLS");
    let app = serve_db(db, scratch_dir("pg-tls-app").keep(), &Options::default()).await;
    let response = app
        .post_json("/api/help", &crate::leads::valid_help())
        .await;
    assert_eq!(response.status(), 201);
    let body: serde_json::Value = response.json().await.expect("json");
    let id = body["data"]["id"].as_str().expect("id");
    assert!(
        site_store::leads::lead_exists(&app.db, id)
            .await
            .expect("query"),
        "the lead is stored"
    );
    assert!(uses_tls(&app.db).await);
    app.db.close().await;

    // require: encrypted, the certificate not checked.
    let db = Db::connect(&cluster.url("sslmode=require"))
        .await
        .expect("require");
    assert!(uses_tls(&db).await, "the session runs over TLS");
    db.close().await;

    // verify-full with a CA that did not sign it: the server does not start, and says why.
    let other = cluster.other_ca.display().to_string();
    let refused = cluster.url(&format!("sslmode=verify-full&sslrootcert={other}"));
    let run = run_server(
        &["serve", "--addr", "127.0.0.1:0", "--database-url", &refused],
        None,
    )
    .await;
    assert_eq!(run.code, 2, "{}", run.stderr);
    let said = "server: cannot connect to the database: error communicating with database: \
                invalid peer certificate: UnknownIssuer";
    assert!(run.stderr.contains(said), "{}", run.stderr);

    // A server without TLS is refused under require.
    let plain = required_postgres_admin_url();
    let separator = if plain.contains('?') { '&' } else { '?' };
    let error = Db::connect(&format!("{plain}{separator}sslmode=require"))
        .await
        .expect_err("a server without TLS under sslmode=require");
    assert!(
        error.to_string().contains("server does not support TLS"),
        "{error}"
    );
}
