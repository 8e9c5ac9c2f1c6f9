import type { PushMessage } from '../../src/schemas/notification.ts';

/** One connected browser (an event stream) of a company. */
export interface PushSubscriber {
  deliver(message: PushMessage): void;
  /** The hub is closing (shutdown): end the stream. */
  end(): void;
}

/**
 * Delivers `{ type: 'NEW_NOTIFICATION' }` to the signed-in browsers of a company: to the event
 * streams of this process, of other API processes (Postgres LISTEN/NOTIFY) and through Firebase
 * Cloud Messaging when configured. Push is best effort: publish never throws, failures are logged.
 */
export interface PushHub {
  publish(companyId: string, message: PushMessage): Promise<void>;
  /** Adds an event stream of this process; returns its removal. */
  subscribe(companyId: string, subscriber: PushSubscriber): () => void;
  /** Ends every subscriber and stops listening; publish is then a no-op. */
  close(): Promise<void>;
}
