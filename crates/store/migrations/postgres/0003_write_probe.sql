-- /healthz proves that writes succeed by writing here (a row inserted and deleted in one
-- transaction, as large as the largest form).
CREATE TABLE write_probe (
    token TEXT PRIMARY KEY,
    payload TEXT NOT NULL
);
