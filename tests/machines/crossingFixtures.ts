import type { CrossingChecklist, CrossingChecklistItem } from '../../src/schemas/crossingPaperBodies';

// Checklists as the server answers them, written by hand from issue 36's table (not from
// crossingItemsFor): a northbound full truckload (the commercial invoice and the US entry number
// required, the packing list optional on a full truck; the USMCA certification only when claimed)
// and a southbound shared trailer (invoice, packing list, Carta Porte, customs broker, all required).

export const NORTHBOUND_ID = 'CC26000007';
export const SOUTHBOUND_ID = 'CC26000008';

type Status = CrossingChecklistItem['status'];

export const paper = (kind: CrossingChecklistItem['kind'], input: CrossingChecklistItem['input'], required: boolean, status: Status = 'missing', movementId = NORTHBOUND_ID): CrossingChecklistItem => ({
  kind,
  input,
  required,
  status,
  reason: status === 'rejected' ? 'The invoice is not signed.' : null,
  file: input === 'file' && status !== 'missing' ? { name: `${kind}.pdf`, type: 'application/pdf', size: 48_213, url: `/v1/user/order/${movementId}/crossing/${kind}/file` } : null,
  data: input === 'file' || status === 'missing' ? null : input === 'usEntry' ? { entryNum: '3901-2026-004512' } : { goods: [] },
  updatedAt: status === 'missing' ? null : '2026-11-28T16:00:00.000Z',
});

/** Northbound, FTL: what is provided is given by kind; readiness and the next step written out for each use. */
export function northbound(statuses: Partial<Record<'commercialInvoice' | 'packingList' | 'usEntry' | 'usmcaCertificate', Status>> = {}, usmcaClaimed = false): CrossingChecklist {
  const items = [
    paper('commercialInvoice', 'file', true, statuses.commercialInvoice),
    paper('packingList', 'file', false, statuses.packingList),
    paper('usEntry', 'usEntry', true, statuses.usEntry),
    ...(usmcaClaimed ? [paper('usmcaCertificate', 'file', true, statuses.usmcaCertificate)] : []),
  ];
  const required = items.filter((item) => item.required);
  const ready = required.filter((item) => item.status === 'accepted').length;
  const first = required.find((item) => item.status !== 'accepted');
  return {
    movementId: NORTHBOUND_ID,
    direction: 'northbound',
    usmcaClaimed,
    scheduledPickup: '2026-12-04T08:00',
    items,
    readiness: { ready, of: required.length, complete: ready === required.length },
    next: first ? { kind: first.kind, action: first.status === 'missing' ? 'provide' : first.status === 'rejected' ? 'provideAgain' : 'wait' } : null,
  };
}

/** Southbound, LTL: every paper required, nothing provided. */
export const southbound = (): CrossingChecklist => ({
  movementId: SOUTHBOUND_ID,
  direction: 'southbound',
  usmcaClaimed: false,
  scheduledPickup: '2026-12-05T10:30',
  items: [
    paper('commercialInvoice', 'file', true, 'missing', SOUTHBOUND_ID),
    paper('packingList', 'file', true, 'missing', SOUTHBOUND_ID),
    paper('cartaPorte', 'cartaPorte', true, 'missing', SOUTHBOUND_ID),
    paper('customsBroker', 'customsBroker', true, 'missing', SOUTHBOUND_ID),
  ],
  readiness: { ready: 0, of: 4, complete: false },
  next: { kind: 'commercialInvoice', action: 'provide' },
});

/** A PDF as the browser's picker gives it. */
export const pdf = (name = 'invoice.pdf', bytes = 1024): File => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
