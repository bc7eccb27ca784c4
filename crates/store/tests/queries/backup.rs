use crate::leads::{new_lead, store};
use crate::{ScratchDir, on_each_database};
use site_store::backup::{backup, integrity, secret_names, vacuum_into};
use site_store::leads::{self, FormKind};
use site_store::secrets::insert_if_absent_then_read;
use site_store::{Db, existing_sqlite_file};

#[tokio::test]
async fn a_backup_copies_every_committed_row_and_checks_the_copy() {
    on_each_database(async |db, url| {
        let lead = new_lead("ada@example.ca");
        store(db, &lead).await;
        insert_if_absent_then_read(db, "newsletter-link-key", "k")
            .await
            .expect("secret");
        let folder = ScratchDir::create();
        let copy = folder.path().join("copy.db");
        let Db::Sqlite { read, .. } = db else {
            let refused = backup(url, &copy)
                .await
                .expect_err("a PostgreSQL URL is no SQLite file");
            assert!(refused.starts_with("cannot open the database"), "{refused}");
            assert!(!copy.exists(), "nothing written");
            return;
        };
        assert_eq!(backup(url, &copy).await.expect("backup"), "ok");
        assert_eq!(integrity(&copy).await.expect("check"), "ok");
        assert_eq!(
            secret_names(&copy).await.expect("read"),
            ["newsletter-link-key"]
        );
        let copy_url = format!("sqlite://{}", copy.display());
        assert_eq!(existing_sqlite_file(&copy_url), Ok(copy.clone()));
        let restored = Db::connect(&copy_url).await.expect("open the copy");
        assert!(leads::lead_exists(&restored, &lead.id).await.expect("read"));
        assert_eq!(
            leads::count_leads(&restored, FormKind::Contact)
                .await
                .expect("count"),
            1
        );
        restored.close().await;

        let second = folder.path().join("second.db");
        assert_eq!(vacuum_into(read, &second).await.expect("copy"), "ok");
        assert!(
            vacuum_into(read, &second).await.is_err(),
            "never over a file with data"
        );
        assert!(backup(url, &second).await.is_err());
    })
    .await;
}

#[tokio::test]
async fn a_backup_of_a_missing_database_creates_none() {
    let folder = ScratchDir::create();
    let missing = format!("sqlite://{}", folder.path().join("missing.db").display());
    assert!(existing_sqlite_file(&missing).is_err());
    let copy = folder.path().join("copy.db");
    assert!(backup(&missing, &copy).await.is_err());
    assert!(!folder.path().join("missing.db").exists());
}
