//! Writing the checked content into the database, in one transaction, only when it changed.
//!
//! The content tables are replaced as a whole (content is small), so a removed page disappears and
//! nothing is left half-updated. Leads and subscribers live in other tables and are never touched.
//! A fingerprint of the content is stored with it: importing the same content again does nothing,
//! which makes the import safe to run on every start of every instance.

use sha2::{Digest, Sha256};
use site_store::content_model::Content;
use site_store::{Db, StorageError, content_import};

pub use site_store::content_import::{ImportCounts, ImportOutcome};

/// Bumped when the way content maps onto rows changes, so unchanged files are imported again.
/// v2: the search index (`search_documents`), so a database imported before it gets one.
/// v3: the French text (migration 0008) and a search document per language.
const IMPORT_FORMAT: &str = "content-import-v3";

/// The SHA-256, in hex, of the import format and the content's canonical JSON.
pub fn fingerprint(content: &Content) -> Result<String, serde_json::Error> {
    let json = serde_json::to_vec(content)?;
    let digest = Sha256::new()
        .chain_update(IMPORT_FORMAT)
        .chain_update(b"\n")
        .chain_update(json)
        .finalize();
    Ok(digest.iter().map(|byte| format!("{byte:02x}")).collect())
}

/// Replaces the content tables with `content` in one write transaction, unless the stored
/// fingerprint says this exact content is already there.
pub async fn import(db: &Db, content: &Content) -> Result<ImportOutcome, StorageError> {
    let fingerprint = fingerprint(content).map_err(|error| {
        StorageError::Corrupt(format!("the content cannot be fingerprinted: {error}"))
    })?;
    let documents = super::search_documents(content);
    content_import::replace(db, content, &documents, &fingerprint).await
}

/// The fingerprint of the content last imported, if any (what a dry-run import compares with).
pub async fn stored_fingerprint(db: &Db) -> Result<Option<String>, StorageError> {
    content_import::stored_fingerprint(db).await
}
