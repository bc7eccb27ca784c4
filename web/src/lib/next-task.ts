// The app's start in tasks (issue: no long task at start): `nextTask()` resolves in the next task,
// so the browser can paint and answer input in between. A message on a channel, not a timer: the
// next task comes at once (no timer clamping), and a test's fake clock does not hold it back.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
