import type { CrossingItemKind, CrossingNextAction } from '../schemas/crossingPapers.ts';
import type { Words } from './displayWords.ts';

// The crossing's papers in the customer's words, for every view that names them (the order page's
// checklist, the order list's and the dashboard's flags). Whole sentences per paper, not a name in
// a hole: Spanish needs the paper's article and gender ("la factura comercial … rechazada", "el
// número … rechazado"). The Spanish agrees with the server's names (server/locales/es.json).

/** Each paper's name, lower case as in a sentence ('commercial invoice'). */
export const CROSSING_PAPER_WORDS: Readonly<Record<CrossingItemKind, Words>> = {
  commercialInvoice: /*i18n*/ { id: 'commercial invoice' },
  packingList: /*i18n*/ { id: 'packing list' },
  cartaPorte: /*i18n*/ { id: 'Carta Porte' },
  customsBroker: /*i18n*/ { id: 'customs broker and pedimento' },
  usEntry: /*i18n*/ { id: 'US entry number' },
  usmcaCertificate: /*i18n*/ { id: 'USMCA certification of origin' },
};

/** What the customer does next about each paper: provide it, provide it again once rejected, or wait for our review of it. */
export const CROSSING_NEXT_STEP_WORDS: Readonly<Record<CrossingItemKind, Readonly<Record<CrossingNextAction, Words>>>> = {
  commercialInvoice: {
    provide: /*i18n*/ { id: 'Next: upload the commercial invoice' },
    provideAgain: /*i18n*/ { id: 'Next: upload the commercial invoice again (rejected)' },
    wait: /*i18n*/ { id: 'Waiting for our review of the commercial invoice' },
  },
  packingList: {
    provide: /*i18n*/ { id: 'Next: upload the packing list' },
    provideAgain: /*i18n*/ { id: 'Next: upload the packing list again (rejected)' },
    wait: /*i18n*/ { id: 'Waiting for our review of the packing list' },
  },
  cartaPorte: {
    provide: /*i18n*/ { id: 'Next: fill in the Carta Porte goods' },
    provideAgain: /*i18n*/ { id: 'Next: fill in the Carta Porte goods again (rejected)' },
    wait: /*i18n*/ { id: 'Waiting for our review of the Carta Porte' },
  },
  customsBroker: {
    provide: /*i18n*/ { id: 'Next: name your customs broker and pedimento' },
    provideAgain: /*i18n*/ { id: 'Next: name your customs broker and pedimento again (rejected)' },
    wait: /*i18n*/ { id: 'Waiting for our review of the customs broker and pedimento' },
  },
  usEntry: {
    provide: /*i18n*/ { id: 'Next: add the US entry number' },
    provideAgain: /*i18n*/ { id: 'Next: add the US entry number again (rejected)' },
    wait: /*i18n*/ { id: 'Waiting for our review of the US entry number' },
  },
  usmcaCertificate: {
    provide: /*i18n*/ { id: 'Next: upload the USMCA certification of origin' },
    provideAgain: /*i18n*/ { id: 'Next: upload the USMCA certification of origin again (rejected)' },
    wait: /*i18n*/ { id: 'Waiting for our review of the USMCA certification of origin' },
  },
};

/** The next step's words ('Next: upload the packing list again (rejected)'); null once the crossing is ready. */
export const nextStepWords = (next: { readonly kind: CrossingItemKind; readonly action: CrossingNextAction } | null): Words | null =>
  next === null ? null : CROSSING_NEXT_STEP_WORDS[next.kind][next.action];

/** How ready the crossing is: '2 of 4 ready'. */
export function readinessWords(readiness: { readonly ready: number; readonly of: number }): Words {
  return /*i18n*/ { id: '{ready} of {of} ready', values: { ready: readiness.ready, of: readiness.of } };
}
