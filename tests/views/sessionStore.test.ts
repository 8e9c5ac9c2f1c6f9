import { describe, expect, it, vi } from 'vitest';
import type { SessionActor } from '../../src/views/SessionContext';
import { createSessionStore } from '../../src/views/sessionStore';

// The app's session actor lives outside React (created in main.tsx) and starts only when asked:
// a guest's first page starts nothing; a token cookie or a sign-in does, once.

const fakeActor = { id: 'session' } as unknown as SessionActor;

describe('createSessionStore', () => {
  it('starts nothing until asked: a guest', () => {
    const start = vi.fn(async () => fakeActor);
    const store = createSessionStore(start);
    expect(start).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ actor: null, fallback: 'guest' });
  });

  it('once asked, guards wait (checking) until the actor runs; it starts once however often it is asked', async () => {
    const start = vi.fn(async () => fakeActor);
    const store = createSessionStore(start);
    const changes = vi.fn();
    store.subscribe(changes);
    const first = store.ensure();
    expect(store.getSnapshot()).toMatchObject({ actor: null, fallback: 'checking' });
    const second = store.getSnapshot().ensure();
    await expect(first).resolves.toBe(fakeActor);
    await expect(second).resolves.toBe(fakeActor);
    expect(start).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().actor).toBe(fakeActor);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot object while nothing changes (useSyncExternalStore compares by identity)', async () => {
    const store = createSessionStore(async () => fakeActor);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    await store.ensure();
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});
