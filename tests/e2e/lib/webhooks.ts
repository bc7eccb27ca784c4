// The webhooks the site posted, as the suite's real receiver got them: `cargo xtask e2e` starts
// the delivery tests' webhook_sink.py, which verifies each with the Standard Webhooks reference
// package and writes it into E2E_WEBHOOKDIR as one JSON file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReceivedWebhook {
  verified: boolean;
  error: string | null;
  headers: Record<string, string>;
  body: string;
}

/** Every webhook received so far. */
export function webhooks(): ReceivedWebhook[] {
  const dir = process.env.E2E_WEBHOOKDIR;
  if (!dir) throw new Error('E2E_WEBHOOKDIR is not set: run the suite with `cargo xtask e2e`');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedWebhook);
}
