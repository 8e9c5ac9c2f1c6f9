import type { ELK as Elk } from 'elkjs/lib/elk-api.js';

// In the browser ELK runs in a web worker, so laying out the wizard (about half a second, more on a
// busy laptop) never holds up the page beside the panel. Without workers (unit tests) it runs inline.
let engine: Promise<Elk> | null = null;

export function browserElk(): Promise<Elk> {
  engine ??=
    typeof Worker === 'undefined'
      ? import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK())
      : Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?url')]).then(([{ default: ELK }, { default: workerUrl }]) => new ELK({ workerUrl }));
  return engine;
}
