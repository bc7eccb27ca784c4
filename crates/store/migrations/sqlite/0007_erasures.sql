-- One row per `server people erase`: that an address's data was erased, when, and how much.
-- It holds NO personal data, not even a hash of the address: an unkeyed hash of an email is
-- found again by hashing guesses, and a keyed one is still a pseudonym of the person (PIPEDA,
-- Quebec Law 25), which this record must not keep after erasing them. What links a record to a
-- request is its `id`: the job prints it, and the privacy officer notes it in the request's file
-- (the person's letter or email, kept with the officer's correspondence, not in this database).
-- The job does not know who asked, so no requester is recorded either.
CREATE TABLE erasures (
    id                TEXT PRIMARY KEY,
    erased_at         TEXT NOT NULL,
    leads             BIGINT NOT NULL,
    subscriptions     BIGINT NOT NULL,
    outbox_messages   BIGINT NOT NULL,
    -- Idempotency claims about the erased leads and subscriptions (kept 24 hours at most anyway).
    idempotency_claims BIGINT NOT NULL
);
CREATE INDEX erasures_erased_at ON erasures (erased_at);
