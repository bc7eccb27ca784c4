// Test helper: `navigator.sendBeacon` (jsdom has none) recording the funnel's beacons, so a form's
// beacons never reach a test's fetch stub. Installed for every file by setup.ts.

export interface SentBeacon {
  url: string;
  body: unknown;
}

const sent: SentBeacon[] = [];

/** Records each beacon (its body read as JSON text) and accepts it, as a browser does. */
export function installBeaconRecorder(): void {
  sent.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data?: BodyInit | null) => {
      const text = data instanceof Blob ? undefined : data;
      sent.push({ url, body: typeof text === 'string' ? JSON.parse(text) : data });
      return true;
    },
  });
}

/** The beacons sent so far in this file, their Blob bodies read as JSON. */
export async function sentBeacons(): Promise<SentBeacon[]> {
  return Promise.all(sent.map(async ({ url, body }) => ({ url, body: body instanceof Blob ? (JSON.parse(await text(body)) as unknown) : body })));
}

/** A Blob's text (jsdom's Blob has no `text()`). */
function text(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('unreadable'));
    };
    reader.readAsText(blob);
  });
}
