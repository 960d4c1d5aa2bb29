/**
 * The SMS and e-mails the mock "sends" are printed for the developer (the PIN of a registration under
 * `npm start`). Written once per event-loop turn, not once per message: a write to a pipe is synchronous
 * on Linux, and one console.log per message was 9% of the server's time under registration load.
 */
let pending: string[] = [];

function flush(): void {
  const text = `${pending.join('\n')}\n`;
  pending = [];
  process.stdout.write(text);
}

/** Prints one line with the next batch. */
export function logMessage(line: string): void {
  if (pending.length === 0) setImmediate(flush);
  pending.push(line);
}
