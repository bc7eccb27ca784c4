use crate::on_each_engine;
use site_store::secrets::insert_if_absent_then_read;

#[tokio::test]
async fn the_first_secret_stored_under_a_name_is_the_one_every_caller_reads() {
    on_each_engine(async |db| {
        let first = insert_if_absent_then_read(db, "newsletter-link-key", "k1").await;
        assert_eq!(first.expect("store"), "k1");
        let second = insert_if_absent_then_read(db, "newsletter-link-key", "k2").await;
        assert_eq!(
            second.expect("read"),
            "k1",
            "the stored one, not the candidate"
        );
        let other = insert_if_absent_then_read(db, "another-key", "k3").await;
        assert_eq!(other.expect("store"), "k3");
    })
    .await;
}

#[tokio::test]
async fn instances_starting_together_agree_on_one_secret() {
    on_each_engine(async |db| {
        let candidates = ["a", "b", "c", "d"];
        let read = futures_util::future::join_all(
            candidates
                .map(|candidate| insert_if_absent_then_read(db, "newsletter-link-key", candidate)),
        )
        .await;
        let read: Vec<String> = read.into_iter().map(|value| value.expect("read")).collect();
        assert!(candidates.contains(&read[0].as_str()));
        assert!(read.iter().all(|value| value == &read[0]), "{read:?}");
    })
    .await;
}
