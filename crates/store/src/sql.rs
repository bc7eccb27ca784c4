//! One statement, written once, run on whichever engine [`Db`] holds.
//!
//! A [`Statement`] is SQL text (in the dialect both engines accept) with its parameters as plain
//! values; [`Db`] runs it on its read pool and [`Tx`] inside a write transaction. The `match` on
//! the engine lives here, in a handful of small functions, so every query elsewhere is a plain,
//! non-generic function (see the module doc of `storage` for why).

use super::Db;
use super::error::StorageError;
use super::write::{Tx, WriteTx};
use futures_util::stream::BoxStream;
use futures_util::{StreamExt, TryStreamExt};
use sqlx::postgres::PgRow;
use sqlx::query::{Query, QueryAs};
use sqlx::sqlite::SqliteRow;
use sqlx::{Database, Encode, FromRow, Postgres, Sqlite, Type};

/// A parameter's value: the types the schema stores (text, integers, null text).
#[derive(Debug, Clone)]
pub(super) enum Param<'a> {
    Text(&'a str),
    /// Text the statement owns (a stream's statement outlives the caller's locals).
    OwnedText(String),
    OptionalText(Option<&'a str>),
    Integer(i64),
}

impl<'a> From<&'a str> for Param<'a> {
    fn from(value: &'a str) -> Self {
        Param::Text(value)
    }
}

impl<'a> From<&'a String> for Param<'a> {
    fn from(value: &'a String) -> Self {
        Param::Text(value)
    }
}

impl From<String> for Param<'_> {
    fn from(value: String) -> Self {
        Param::OwnedText(value)
    }
}

impl<'a> From<Option<&'a str>> for Param<'a> {
    fn from(value: Option<&'a str>) -> Self {
        Param::OptionalText(value)
    }
}

impl From<i64> for Param<'_> {
    fn from(value: i64) -> Self {
        Param::Integer(value)
    }
}

/// SQL text (`$1`, `$2`, ... placeholders) and its parameters in order.
#[derive(Debug, Clone)]
pub(super) struct Statement<'a> {
    sql: &'a str,
    params: Vec<Param<'a>>,
}

/// A statement without parameters yet; add them with [`Statement::bind`].
pub(super) fn sql(sql: &str) -> Statement<'_> {
    Statement {
        sql,
        params: Vec::new(),
    }
}

/// The placeholders of a multi-row `VALUES`: `rows` groups of `columns`, numbered on:
/// `($1, $2), ($3, $4)` for 2 and 2.
pub(super) fn values(rows: usize, columns: usize) -> String {
    (0..rows)
        .map(|row| {
            let numbers: Vec<String> = (1..=columns)
                .map(|column| format!("${}", row * columns + column))
                .collect();
            format!("({})", numbers.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A row type both engines can decode: a struct deriving `sqlx::FromRow` whose fields name the
/// columns (of `String`, `i64`, `Option<String>`, ...), or a one-column tuple such as `(i64,)`.
pub(super) trait Row:
    for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow> + Send + Unpin
{
}

impl<T> Row for T where T: for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow> + Send + Unpin
{}

impl<'a> Statement<'a> {
    /// Adds the next parameter.
    pub(super) fn bind(mut self, value: impl Into<Param<'a>>) -> Self {
        self.params.push(value.into());
        self
    }

    /// The statement's text as SQLite runs it best: `$1, $2, ...` in order, each once, become
    /// anonymous `?`. SQLite finds a named parameter's number by walking the list of names, once
    /// per parameter bound, so a lead batch's multi-row `INSERT` (hundreds of `$N`) cost a
    /// quadratic walk per execution (BENCHMARKS.md, where a request's CPU goes); `?` has no name
    /// to look up. Text whose placeholders repeat or skip a number is run as written.
    fn sqlite_text(&self) -> std::borrow::Cow<'a, str> {
        anonymous_placeholders(self.sql).map_or(std::borrow::Cow::Borrowed(self.sql), Into::into)
    }

    fn query<'q, DB: Database>(self, sql: &'q str) -> Query<'q, DB, DB::Arguments<'q>>
    where
        'a: 'q,
        &'q str: Encode<'q, DB> + Type<DB>,
        String: Encode<'q, DB> + Type<DB>,
        Option<&'q str>: Encode<'q, DB> + Type<DB>,
        i64: Encode<'q, DB> + Type<DB>,
    {
        self.params
            .into_iter()
            .fold(sqlx::query(sql), |query, param| match param {
                Param::Text(value) => query.bind(value),
                Param::OwnedText(value) => query.bind(value),
                Param::OptionalText(value) => query.bind(value),
                Param::Integer(value) => query.bind(value),
            })
    }

    fn query_as<'q, DB: Database, T>(self, sql: &'q str) -> QueryAs<'q, DB, T, DB::Arguments<'q>>
    where
        'a: 'q,
        T: for<'r> FromRow<'r, DB::Row>,
        &'q str: Encode<'q, DB> + Type<DB>,
        String: Encode<'q, DB> + Type<DB>,
        Option<&'q str>: Encode<'q, DB> + Type<DB>,
        i64: Encode<'q, DB> + Type<DB>,
    {
        self.params
            .into_iter()
            .fold(sqlx::query_as(sql), |query, param| match param {
                Param::Text(value) => query.bind(value),
                Param::OwnedText(value) => query.bind(value),
                Param::OptionalText(value) => query.bind(value),
                Param::Integer(value) => query.bind(value),
            })
    }
}

impl<'a> Statement<'a> {
    /// The query with its text as written (`$N`), which both engines accept.
    fn query_written<DB: Database>(self) -> Query<'a, DB, DB::Arguments<'a>>
    where
        &'a str: Encode<'a, DB> + Type<DB>,
        String: Encode<'a, DB> + Type<DB>,
        Option<&'a str>: Encode<'a, DB> + Type<DB>,
        i64: Encode<'a, DB> + Type<DB>,
    {
        let sql = self.sql;
        self.query(sql)
    }

    fn query_as_written<DB: Database, T>(self) -> QueryAs<'a, DB, T, DB::Arguments<'a>>
    where
        T: for<'r> FromRow<'r, DB::Row>,
        &'a str: Encode<'a, DB> + Type<DB>,
        String: Encode<'a, DB> + Type<DB>,
        Option<&'a str>: Encode<'a, DB> + Type<DB>,
        i64: Encode<'a, DB> + Type<DB>,
    {
        let sql = self.sql;
        self.query_as(sql)
    }
}

/// On a SQLite connection or pool outside [`Db`]: a backup's copy, the log's checkpoint. The
/// same statements, so every query of the store is a [`Statement`].
impl Statement<'_> {
    pub(super) async fn execute_on_sqlite<'c>(
        self,
        executor: impl sqlx::SqliteExecutor<'c>,
    ) -> Result<u64, sqlx::Error> {
        let text = self.sqlite_text();
        let done = self.query::<Sqlite>(&text).execute(executor).await?;
        Ok(done.rows_affected())
    }

    pub(super) async fn fetch_all_on_sqlite<'c, T: Row>(
        self,
        executor: impl sqlx::SqliteExecutor<'c>,
    ) -> Result<Vec<T>, sqlx::Error> {
        let text = self.sqlite_text();
        self.query_as::<Sqlite, T>(&text).fetch_all(executor).await
    }
}

/// `sql` with its placeholders `$1, $2, ...` made `?`, when they appear in that order, each
/// once, outside quotes; `None` otherwise (and when there are none).
fn anonymous_placeholders(sql: &str) -> Option<String> {
    let mut out = String::with_capacity(sql.len());
    let mut seen = 0_usize;
    let mut quote: Option<char> = None;
    let mut chars = sql.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        match (quote, c) {
            (Some(open), _) if c == open => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '$') => {
                let mut number = 0_usize;
                let mut digits = 0;
                while let Some(&(_, d)) = chars.peek() {
                    let Some(value) = d.to_digit(10) else { break };
                    number = number.checked_mul(10)?.checked_add(value as usize)?;
                    digits += 1;
                    chars.next();
                }
                if digits == 0 || number != seen + 1 {
                    return None;
                }
                seen = number;
                out.push('?');
                continue;
            }
            (None, _) => {}
        }
        out.push(c);
    }
    (seen > 0).then_some(out)
}

/// Reads, on the read pool.
impl Db {
    pub(super) async fn fetch_all<T: Row>(
        &self,
        statement: Statement<'_>,
    ) -> Result<Vec<T>, StorageError> {
        Ok(match self {
            Db::Sqlite { read, .. } => {
                let text = statement.sqlite_text();
                statement
                    .query_as::<Sqlite, T>(&text)
                    .fetch_all(read)
                    .await?
            }
            Db::Postgres { pool, .. } => {
                statement
                    .query_as_written::<Postgres, T>()
                    .fetch_all(pool)
                    .await?
            }
        })
    }

    pub(super) async fn fetch_optional<T: Row>(
        &self,
        statement: Statement<'_>,
    ) -> Result<Option<T>, StorageError> {
        Ok(match self {
            Db::Sqlite { read, .. } => {
                let text = statement.sqlite_text();
                statement
                    .query_as::<Sqlite, T>(&text)
                    .fetch_optional(read)
                    .await?
            }
            Db::Postgres { pool, .. } => {
                statement
                    .query_as_written::<Postgres, T>()
                    .fetch_optional(pool)
                    .await?
            }
        })
    }

    pub(super) async fn fetch_one<T: Row>(
        &self,
        statement: Statement<'_>,
    ) -> Result<T, StorageError> {
        Ok(match self {
            Db::Sqlite { read, .. } => {
                let text = statement.sqlite_text();
                statement
                    .query_as::<Sqlite, T>(&text)
                    .fetch_one(read)
                    .await?
            }
            Db::Postgres { pool, .. } => {
                statement
                    .query_as_written::<Postgres, T>()
                    .fetch_one(pool)
                    .await?
            }
        })
    }

    /// The rows one by one, as the database sends them (memory does not grow with their number).
    pub(super) fn fetch<'a, T: Row + 'a>(
        &'a self,
        statement: Statement<'a>,
    ) -> BoxStream<'a, Result<T, StorageError>> {
        match self {
            // A stream outlives this call, so its text cannot be rewritten here: run as written.
            Db::Sqlite { read, .. } => statement
                .query_as_written::<Sqlite, T>()
                .fetch(read)
                .map_err(StorageError::from)
                .boxed(),
            Db::Postgres { pool, .. } => statement
                .query_as_written::<Postgres, T>()
                .fetch(pool)
                .map_err(StorageError::from)
                .boxed(),
        }
    }

    /// Opens a write transaction on the write pool (see [`WriteTx`]); run it inside
    /// [`Db::write`], which bounds it by the write deadline. A service above storage composes
    /// storage's queries in one (`server::newsletter::subscribe`); its SQL stays here.
    pub async fn begin(&self) -> Result<Tx, StorageError> {
        Ok(match self {
            Db::Sqlite { write, .. } => Tx::Sqlite(WriteTx::begin(write).await?),
            Db::Postgres { pool, .. } => Tx::Postgres(WriteTx::begin(pool).await?),
        })
    }
}

/// Statements inside a write transaction. A failure leaves `self` to be dropped, which closes
/// the connection (see [`WriteTx`]).
impl Tx {
    /// Runs a statement; the number of rows it changed.
    pub(super) async fn execute(&mut self, statement: Statement<'_>) -> Result<u64, StorageError> {
        Ok(match self {
            Tx::Sqlite(tx) => {
                let text = statement.sqlite_text();
                statement
                    .query::<Sqlite>(&text)
                    .execute(&mut **tx)
                    .await?
                    .rows_affected()
            }
            Tx::Postgres(tx) => statement
                .query_written::<Postgres>()
                .execute(&mut **tx)
                .await?
                .rows_affected(),
        })
    }

    pub(super) async fn fetch_optional<T: Row>(
        &mut self,
        statement: Statement<'_>,
    ) -> Result<Option<T>, StorageError> {
        Ok(match self {
            Tx::Sqlite(tx) => {
                let text = statement.sqlite_text();
                statement
                    .query_as::<Sqlite, T>(&text)
                    .fetch_optional(&mut **tx)
                    .await?
            }
            Tx::Postgres(tx) => {
                statement
                    .query_as_written::<Postgres, T>()
                    .fetch_optional(&mut **tx)
                    .await?
            }
        })
    }

    /// Every row (a statement with `RETURNING`, say).
    pub(super) async fn fetch_all<T: Row>(
        &mut self,
        statement: Statement<'_>,
    ) -> Result<Vec<T>, StorageError> {
        Ok(match self {
            Tx::Sqlite(tx) => {
                let text = statement.sqlite_text();
                statement
                    .query_as::<Sqlite, T>(&text)
                    .fetch_all(&mut **tx)
                    .await?
            }
            Tx::Postgres(tx) => {
                statement
                    .query_as_written::<Postgres, T>()
                    .fetch_all(&mut **tx)
                    .await?
            }
        })
    }

    pub(super) async fn fetch_one<T: Row>(
        &mut self,
        statement: Statement<'_>,
    ) -> Result<T, StorageError> {
        self.fetch_optional(statement)
            .await?
            .ok_or_else(|| StorageError::from(sqlx::Error::RowNotFound))
    }
}

#[cfg(test)]
mod tests {
    use super::{anonymous_placeholders, values};

    #[test]
    fn numbered_placeholders_in_order_become_anonymous() {
        assert_eq!(
            anonymous_placeholders("UPDATE t SET a = $1 WHERE b = $2").as_deref(),
            Some("UPDATE t SET a = ? WHERE b = ?")
        );
        let many = format!("INSERT INTO t (a, b) VALUES {}", values(6, 2));
        let rewritten = anonymous_placeholders(&many).expect("in order");
        assert_eq!(rewritten.matches('?').count(), 12);
        assert!(!rewritten.contains('$'), "{rewritten}");
    }

    #[test]
    fn text_whose_numbers_repeat_or_skip_or_are_absent_runs_as_written() {
        assert_eq!(anonymous_placeholders("SELECT $1 WHERE a = $1"), None);
        assert_eq!(anonymous_placeholders("SELECT $2, $1"), None);
        assert_eq!(anonymous_placeholders("SELECT $1, $3"), None);
        assert_eq!(anonymous_placeholders("SELECT 1"), None);
        assert_eq!(anonymous_placeholders("SELECT $ FROM t"), None);
    }

    #[test]
    fn a_dollar_inside_quotes_is_text_not_a_placeholder() {
        assert_eq!(
            anonymous_placeholders("SELECT '$1 a ''$2''', \"$x\" FROM t WHERE a = $1").as_deref(),
            Some("SELECT '$1 a ''$2''', \"$x\" FROM t WHERE a = ?")
        );
    }
}
