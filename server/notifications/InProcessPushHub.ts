import type { PushMessage } from '../../src/schemas/notification.ts';
import type { Logger } from '../Logger.ts';
import type { PushHub, PushSubscriber } from './PushHub.ts';

/** The event streams of this process, by company. Enough alone for the single embedded process. */
export class InProcessPushHub implements PushHub {
  readonly #subscribers = new Map<string, Set<PushSubscriber>>();
  readonly #log: Logger;
  #closed = false;

  constructor(log: Logger) {
    this.#log = log;
  }

  /** Connected streams, all companies together. */
  get size(): number {
    let count = 0;
    for (const set of this.#subscribers.values()) count += set.size;
    return count;
  }

  /** Hands the message to this process's streams of the company. */
  deliver(companyId: string, message: PushMessage): void {
    for (const subscriber of this.#subscribers.get(companyId) ?? []) {
      try {
        subscriber.deliver(message);
      } catch (error) {
        this.#log.warn(`Push to an event stream of company ${companyId} failed`, error);
      }
    }
  }

  async publish(companyId: string, message: PushMessage): Promise<void> {
    this.deliver(companyId, message);
  }

  subscribe(companyId: string, subscriber: PushSubscriber): () => void {
    if (this.#closed) {
      subscriber.end();
      return () => undefined;
    }
    let set = this.#subscribers.get(companyId);
    if (set === undefined) this.#subscribers.set(companyId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.#subscribers.get(companyId) === set) this.#subscribers.delete(companyId);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    const all = [...this.#subscribers.values()].flatMap((set) => [...set]);
    this.#subscribers.clear();
    for (const subscriber of all) subscriber.end();
  }
}
