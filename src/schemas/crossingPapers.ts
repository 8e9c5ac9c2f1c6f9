// What a crossing needs, as one table of plain data read by the client, the server and the jobs
// (like the order status table, orderStatus.ts): by direction (the service) and transportation
// type, each item with where the requirement comes from. No Effect: the order page's first JS
// reads it; crossingPaperBodies.ts adds the schemas.

/** Every paper a crossing may need, in the order the checklist shows them. */
export const CROSSING_ITEM_KINDS = ['commercialInvoice', 'packingList', 'cartaPorte', 'customsBroker', 'usEntry', 'usmcaCertificate'] as const;
export type CrossingItemKind = (typeof CROSSING_ITEM_KINDS)[number];

/**
 * How the customer provides an item: a file (PDF, JPEG or PNG, checked by content), or data in a
 * validated form: the Carta Porte's goods, the Mexican customs broker with the pedimento number
 * once assigned, the US entry number (what the order's entry-number field was).
 */
export type CrossingItemInput = 'file' | 'cartaPorte' | 'customsBroker' | 'usEntry';

/**
 * When an item is required: 'always'; 'ltl' on a shared trailer only (a consolidated load's
 * packages must be listed for each shipper, optional on a full truckload); 'usmcaClaimed' only
 * when the customer claims USMCA treatment for the goods (else it is not asked for at all).
 */
export type CrossingRequirement = 'always' | 'ltl' | 'usmcaClaimed';

export interface CrossingItemRule {
  readonly kind: CrossingItemKind;
  readonly input: CrossingItemInput;
  readonly required: CrossingRequirement;
  /** Where the requirement comes from (the README's table quotes it). */
  readonly source: string;
}

/** The directions the service runs (serviceRoute.ts's service ids). */
export type CrossingDirection = 'northbound' | 'southbound';

/**
 * The table. Southbound (US → MX): Mexican customs clears the goods on a pedimento filed by a
 * licensed customs broker, from the commercial invoice; the goods travel on Mexican roads under a
 * Carta Porte. Northbound (MX → US): US Customs and Border Protection enters the goods on the
 * importer's entry, from the commercial invoice; a USMCA preference needs a certification of origin.
 */
export const CROSSING_TABLE: Readonly<Record<CrossingDirection, readonly CrossingItemRule[]>> = {
  southbound: [
    { kind: 'commercialInvoice', input: 'file', required: 'always', source: 'Ley Aduanera art. 36-A (the commercial invoice is filed with the pedimento)' },
    { kind: 'packingList', input: 'file', required: 'ltl', source: 'Ley Aduanera art. 36-A; the broker asks it to tell each shipper’s packages apart on a consolidated load' },
    { kind: 'cartaPorte', input: 'cartaPorte', required: 'always', source: 'Código Fiscal de la Federación art. 29 and SAT’s Complemento Carta Porte: the goods (description, SAT product key, quantity, weight, hazardous or not) on the CFDI that moves them on Mexican federal roads' },
    { kind: 'customsBroker', input: 'customsBroker', required: 'always', source: 'Ley Aduanera arts. 40 and 54 (imports are cleared by a licensed customs broker, on a pedimento)' },
  ],
  northbound: [
    { kind: 'commercialInvoice', input: 'file', required: 'always', source: '19 CFR 141.81 (a commercial invoice for each shipment entered)' },
    { kind: 'packingList', input: 'file', required: 'ltl', source: '19 CFR 141.86(e) (the contents of each package, when the invoice does not show them)' },
    { kind: 'usEntry', input: 'usEntry', required: 'always', source: '19 CFR 142.3 (the entry documents: CBP Form 3461 or 7501, by entry number)' },
    { kind: 'usmcaCertificate', input: 'file', required: 'usmcaClaimed', source: 'USMCA art. 5.2; 19 CFR 182.12 (a certification of origin to claim preferential treatment)' },
  ],
};

/** Where an item is in its life: missing → uploaded → accepted, or rejected (with the reviewer's reason) → uploaded again. */
export const CROSSING_ITEM_STATUSES = ['missing', 'uploaded', 'accepted', 'rejected'] as const;
export type CrossingItemStatus = (typeof CROSSING_ITEM_STATUSES)[number];

// What each status allows: its own file, so the order page's item machine loads it with the page's chunk.
export { CROSSING_ITEM_RULES } from './crossingItemRules.ts';

/** The order facts the checklist depends on. */
export interface CrossingFacts {
  /** The service's id: 'northbound' or 'southbound' (another service asks for nothing). */
  readonly serviceId: string;
  /** 'ftl' or 'ltl'. */
  readonly transportationTypeId: string;
  /** The customer claims USMCA treatment for the goods (northbound). */
  readonly usmcaClaimed: boolean;
}

/** The items an order's crossing asks for, in the table's order, each required or optional. */
export function crossingItemsFor(facts: CrossingFacts): ReadonlyArray<{ readonly kind: CrossingItemKind; readonly input: CrossingItemInput; readonly required: boolean }> {
  const rules = CROSSING_TABLE[facts.serviceId as CrossingDirection] ?? [];
  return rules
    .filter((rule) => rule.required !== 'usmcaClaimed' || facts.usmcaClaimed)
    .map((rule) => ({ kind: rule.kind, input: rule.input, required: rule.required === 'always' || rule.required === 'usmcaClaimed' || (rule.required === 'ltl' && facts.transportationTypeId === 'ltl') }));
}

/** How ready a crossing is: the required items accepted, out of all required ("3 of 5 ready"). */
export function crossingReadiness(items: ReadonlyArray<{ readonly required: boolean; readonly status: CrossingItemStatus }>): { readonly ready: number; readonly of: number; readonly complete: boolean } {
  const required = items.filter((item) => item.required);
  const ready = required.filter((item) => item.status === 'accepted').length;
  return { ready, of: required.length, complete: ready === required.length };
}

/** How long before the scheduled pickup the company is reminded of what is still missing. */
export const CROSSING_REMINDER_HOURS = 48;

/** What the customer does about an item not yet accepted: provide it, provide it again (rejected), or wait for the review (uploaded). */
export type CrossingNextAction = 'provide' | 'provideAgain' | 'wait';
const NEXT_ACTION: Readonly<Record<Exclude<CrossingItemStatus, 'accepted'>, CrossingNextAction>> = { missing: 'provide', rejected: 'provideAgain', uploaded: 'wait' };

/**
 * The next thing to do, in the table's order: the first required item the customer can act on (a
 * missing one to provide, a rejected one to provide again); when every one not accepted waits for
 * our review, the first of those. Null once ready.
 */
export function nextCrossingStep(items: ReadonlyArray<{ readonly kind: CrossingItemKind; readonly required: boolean; readonly status: CrossingItemStatus }>): { readonly kind: CrossingItemKind; readonly action: CrossingNextAction } | null {
  const open = items.filter((candidate) => candidate.required && candidate.status !== 'accepted');
  const item = open.find((candidate) => candidate.status !== 'uploaded') ?? open[0];
  return item === undefined || item.status === 'accepted' ? null : { kind: item.kind, action: NEXT_ACTION[item.status] };
}
