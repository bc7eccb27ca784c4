// The email the site sent, as the suite's real SMTP server received it: `cargo xtask e2e` starts
// the delivery tests' smtp_sink.py (aiosmtpd), which writes each accepted message into
// E2E_MAILDIR as one JSON file, its headers and parts decoded by Python's RFC 5322 parser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface ReceivedMail {
  mail_from: string;
  rcpt_tos: string[];
  /** Header names and decoded values, in order. */
  headers: [string, string][];
  text: string | null;
  html: string | null;
  content_type: string;
  defects: string[];
}

function maildir(): string {
  const dir = process.env.E2E_MAILDIR;
  if (!dir) throw new Error('E2E_MAILDIR is not set: run the suite with `cargo xtask e2e`');
  return dir;
}

/** Every message received so far for `to` (the sink renames a file into place once written). */
export function mailTo(to: string): ReceivedMail[] {
  const dir = maildir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.rcpt_tos.some((rcpt) => rcpt.toLowerCase() === to.toLowerCase()));
}

/** Waits for the first message to `to` (the outbox's worker sends it within seconds). */
export async function waitForMailTo(to: string): Promise<ReceivedMail> {
  await expect.poll(() => mailTo(to).length, { message: `an email to ${to}`, timeout: 30_000 }).toBeGreaterThan(0);
  const [mail] = mailTo(to);
  if (!mail) throw new Error('unreachable: polled for a message');
  return mail;
}

/** The one value of a header (names are case-insensitive). */
export function header(mail: ReceivedMail, name: string): string {
  const values = mail.headers.filter(([key]) => key.toLowerCase() === name.toLowerCase()).map(([, value]) => value);
  expect(values, `one ${name} header`).toHaveLength(1);
  return values[0] as string;
}

/** The first absolute address in `text` whose path is `path` (with its query string). */
export function linkTo(text: string, path: string): URL {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url;
  }
  throw new Error(`no link to ${path} in:\n${text}`);
}
