// Reading a text/event-stream response in a test, as the web app does with fetch streaming.
import { setTimeout as sleep } from 'node:timers/promises';

export class EventStreamReader {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #decoder = new TextDecoder();
  /** Everything received so far. */
  text = '';
  done = false;
  #pending: Promise<void> | undefined;

  constructor(response: Response) {
    this.#reader = response.body!.getReader();
  }

  #readOnce(): Promise<void> {
    return (this.#pending ??= this.#reader.read().then(({ value, done }) => {
      this.#pending = undefined;
      if (done) this.done = true;
      else this.text += this.#decoder.decode(value, { stream: true });
    }));
  }

  /** Reads until `predicate(text)` holds; throws after `timeoutMs` with what arrived. */
  async until(predicate: (text: string) => boolean, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.text)) {
      if (this.done) throw new Error(`stream ended before the expected event; got:\n${this.text}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no expected event within ${timeoutMs} ms; got:\n${this.text}`);
      await Promise.race([this.#readOnce(), sleep(left)]);
    }
    return this.text;
  }

  /** Waits `ms` and returns what arrived meanwhile (to show that nothing did). */
  async during(ms: number): Promise<string> {
    const before = this.text.length;
    const end = Date.now() + ms;
    while (Date.now() < end && !this.done) await Promise.race([this.#readOnce(), sleep(end - Date.now())]);
    return this.text.slice(before);
  }

  /** Reads until the server ends the stream. */
  async ended(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.done) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`stream still open after ${timeoutMs} ms`);
      await Promise.race([this.#readOnce(), sleep(left)]);
    }
  }

  /** The client goes away. */
  async cancel(): Promise<void> {
    await this.#reader.cancel();
  }
}

export const NEW_NOTIFICATION_EVENT = 'data: {"type":"NEW_NOTIFICATION"}\n\n';

/** How many NEW_NOTIFICATION events a text holds. */
export const countEvents = (text: string): number => text.split(NEW_NOTIFICATION_EVENT).length - 1;
