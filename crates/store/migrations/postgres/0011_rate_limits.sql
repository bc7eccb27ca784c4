-- Post limits shared by every instance on one database (same table as migrations/sqlite/0011):
-- one row per client (an IPv4 address or an IPv6 /64), its token bucket written the GCRA way as
-- the time in milliseconds its bucket is full again. UNLOGGED: no WAL and no fsync for a row
-- that is written on every post and is worth nothing after a crash (the table is then empty:
-- every visitor starts with a full bucket).
CREATE UNLOGGED TABLE rate_limits (
    client   TEXT PRIMARY KEY,
    full_at  BIGINT NOT NULL
);
