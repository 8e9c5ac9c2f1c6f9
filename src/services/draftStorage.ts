// Where the service-request draft waits between visits. Raw JSON only: the machine decodes it with
// its schema before trusting it, and anything unreadable is treated as no draft at all.
const KEY = 'cargo-connects.service-request.v1';

export function readDraft(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): unknown {
  try {
    const raw = storage?.getItem(KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeDraft(value: unknown, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(value));
  } catch (error) {
    // Storage full or blocked: the wizard still works, it just will not survive a reload.
    console.warn('could not save the service request draft', error);
  }
}

export function removeDraft(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing saved is the same as nothing to remove.
  }
}
