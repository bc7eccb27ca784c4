-- Post limits shared by every instance on one database (same table as migrations/postgres/0011):
-- one row per client (an IPv4 address or an IPv6 /64), its token bucket written the GCRA way as
-- the time in milliseconds its bucket is full again. SQLite serves one process, which keeps its
-- limits in memory: the table stays empty here, and exists so that both schemas stay one.
CREATE TABLE rate_limits (
    client   TEXT PRIMARY KEY,
    full_at  BIGINT NOT NULL
);
