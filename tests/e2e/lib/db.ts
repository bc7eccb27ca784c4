// Reading what the server stored, with the sqlite3 command-line shell on the suite's database
// (E2E_DATABASE, the fresh SQLite file `cargo xtask test` gave the server).
import { execFileSync } from 'node:child_process';

export interface StoredLead {
  /** The lead's id: the reference its acknowledgement and the team's email give. */
  id: string;
  form: string;
  payload: Record<string, unknown>;
  consent_text: string | null;
  /** The visitor's language (docs/decisions/0009-language-of-answers.md). */
  lang: string;
}

function query(sql: string): Record<string, unknown>[] {
  const database = process.env.E2E_DATABASE;
  if (!database) throw new Error('E2E_DATABASE is not set: run the suite with `cargo xtask test`');
  const output = execFileSync('sqlite3', ['-json', database, sql], { encoding: 'utf8' }).trim();
  return output === '' ? [] : (JSON.parse(output) as Record<string, unknown>[]);
}

/** SQL string literal. */
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The stored leads of one form whose payload has `email` (or, for help, the same field). */
export function leadsWithEmail(form: string, email: string): StoredLead[] {
  return query(
    `SELECT id, form, payload, consent_text, lang FROM leads WHERE form = ${quote(form)} AND json_extract(payload, '$.email') = ${quote(email)} ORDER BY created_at`,
  ).map((row) => ({
    id: row.id as string,
    form: row.form as string,
    payload: JSON.parse(row.payload as string) as Record<string, unknown>,
    consent_text: (row.consent_text as string | null) ?? null,
    lang: row.lang as string,
  }));
}

/** The newsletters an email is subscribed to. */
export function subscriptionsOf(email: string): string[] {
  return query(`SELECT newsletter_id FROM subscribers WHERE email = ${quote(email)}`).map((row) => row.newsletter_id as string);
}

/**
 * A subscription as stored (double opt-in, docs/decisions/0013-newsletter-double-opt-in.md): its
 * state, consent and dates.
 */
export interface StoredSubscription {
  newsletter_id: string;
  status: string;
  consent_text: string;
  confirmed_at: string | null;
  withdrawn_at: string | null;
}

/** The subscriptions of an email address. */
export function subscriptionRecords(email: string): StoredSubscription[] {
  return query(
    `SELECT newsletter_id, status, consent_text, confirmed_at, withdrawn_at FROM subscribers WHERE email = ${quote(email)}`,
  ) as unknown as StoredSubscription[];
}

/** The attribution stored with the leads of one form whose payload has `email` (docs/operating.md#attribution-and-funnel). */
export function attributionsOf(form: string, email: string): (Record<string, unknown> | null)[] {
  return query(
    `SELECT attribution FROM leads WHERE form = ${quote(form)} AND json_extract(payload, '$.email') = ${quote(email)}`,
  ).map((row) => (row.attribution === null ? null : (JSON.parse(row.attribution as string) as Record<string, unknown>)));
}

/** The outbox messages written with a lead (its team email, webhook, acknowledgement), by kind of
 * notice and status: what the lead's transaction committed, so an absent acknowledgement is
 * known without waiting for one that might still come. */
export function outboxOf(leadId: string): { acknowledgement: boolean; status: string }[] {
  return query(`SELECT notice LIKE '%"acknowledge_to"%' AS acknowledgement, status FROM outbox WHERE lead_id = ${quote(leadId)}`).map(
    (row) => ({ acknowledgement: row.acknowledgement === 1, status: row.status as string }),
  );
}
