import { Schema, SchemaGetter } from 'effect';
import { BrowserMessages } from './browserMessages.ts';
import { CrossingPaperMessages } from './crossingPaperMessages.ts';
import { crossFieldCheck } from './crossFieldCheck.ts';
import { CARTA_PORTE_MAX_LINES, GOODS_DESCRIPTION_MAX, PATENT_PATTERN, PEDIMENTO_PATENT_DIGITS, PEDIMENTO_PATTERN, SAT_PRODUCT_KEY_PATTERN } from './crossingPaperLimits.ts';
import { CROSSING_ITEM_KINDS, CROSSING_ITEM_STATUSES } from './crossingPapers.ts';
import { requiredText } from './fields.ts';
import { EntryNumBody } from './orderTracking.ts';

// The crossing's checklist on the wire: the forms' bodies (Carta Porte goods, the Mexican customs
// broker, the US entry number, the USMCA claim) and the API's answer. Client and server share it;
// the table itself is crossingPapers.ts.

export * from './crossingPaperLimits.ts';

/** Labels of the forms' fields: catalog ids, in the field messages ('X is required'). */
export const CROSSING_FIELD_LABELS = {
  description: /*i18n*/ 'goods description',
  brokerName: /*i18n*/ 'customs broker name',
} as const;

const positive = (message: string) => Schema.Number.annotate({ message }).check(Schema.isFinite({ message }), Schema.isGreaterThan(0, { message }));

const digitsText = (pattern: RegExp, message: string) => Schema.String.annotate({ message }).check(Schema.isPattern(pattern, { message }));

/** One line of goods on the Carta Porte. */
export const CartaPorteLine = Schema.Struct({
  description: requiredText(CROSSING_FIELD_LABELS.description, { max: GOODS_DESCRIPTION_MAX }),
  satProductKey: digitsText(SAT_PRODUCT_KEY_PATTERN, CrossingPaperMessages.satProductKeyFormat).pipe(Schema.annotateKey({ messageMissingKey: CrossingPaperMessages.satProductKeyFormat })),
  quantity: positive(CrossingPaperMessages.quantityPositive).pipe(Schema.annotateKey({ messageMissingKey: CrossingPaperMessages.quantityPositive })),
  weightKg: positive(CrossingPaperMessages.weightKgPositive).pipe(Schema.annotateKey({ messageMissingKey: CrossingPaperMessages.weightKgPositive })),
  hazardous: Schema.Boolean.annotate({ message: CrossingPaperMessages.hazardousChoice }).pipe(Schema.annotateKey({ messageMissingKey: CrossingPaperMessages.hazardousChoice })),
}).annotate({ message: BrowserMessages.fillUp });
export type CartaPorteLine = typeof CartaPorteLine.Type;

/** `PUT …/crossing/cartaPorte`: the goods the Carta Porte moves, 1 to 20 lines. */
export const CartaPorteBody = Schema.Struct({
  goods: Schema.Array(CartaPorteLine)
    .annotate({ message: CrossingPaperMessages.goodsLinesCount })
    .check(Schema.isMinLength(1, { message: CrossingPaperMessages.goodsLinesCount }), Schema.isMaxLength(CARTA_PORTE_MAX_LINES, { message: CrossingPaperMessages.goodsLinesCount }))
    .pipe(Schema.annotateKey({ messageMissingKey: CrossingPaperMessages.goodsLinesCount })),
}).annotate({ message: BrowserMessages.fillUp });
export type CartaPorteBody = typeof CartaPorteBody.Type;

/** A pedimento as written ('26 24 3456 6001234'), kept as its 15 digits. */
const Pedimento = Schema.String.annotate({ message: CrossingPaperMessages.pedimentoFormat })
  .pipe(Schema.decodeTo(Schema.String, { decode: SchemaGetter.transform((s: string) => s.replace(/\s+/g, '')), encode: SchemaGetter.passthrough<string>() }))
  .check(Schema.isPattern(PEDIMENTO_PATTERN, { message: CrossingPaperMessages.pedimentoFormat }));

/** The pedimento is filed under the broker's patent: its digits 5 to 8 are the patent. */
const pedimentoOfBroker = crossFieldCheck(
  Schema.Struct({ patent: Schema.optionalKey(Schema.Unknown), pedimento: Schema.optionalKey(Schema.Unknown) }),
  ({ patent, pedimento }: { patent?: unknown; pedimento?: unknown }) => {
    if (typeof patent !== 'string' || !PATENT_PATTERN.test(patent) || typeof pedimento !== 'string') return undefined;
    const digits = pedimento.replace(/\s+/g, '');
    if (!PEDIMENTO_PATTERN.test(digits)) return undefined;
    return digits.slice(...PEDIMENTO_PATENT_DIGITS) === patent ? undefined : [{ path: ['pedimento'], issue: CrossingPaperMessages.pedimentoPatent }];
  },
);

/** `PUT …/crossing/customsBroker`: the Mexican customs broker, and the pedimento once assigned (omit it until then). */
export const CustomsBrokerBody = Schema.Struct({
  brokerName: requiredText(CROSSING_FIELD_LABELS.brokerName),
  patent: digitsText(PATENT_PATTERN, CrossingPaperMessages.patentFormat).pipe(Schema.annotateKey({ messageMissingKey: CrossingPaperMessages.patentFormat })),
  pedimento: Schema.optionalKey(Pedimento),
})
  .annotate({ message: BrowserMessages.fillUp })
  .check(pedimentoOfBroker);
export type CustomsBrokerBody = typeof CustomsBrokerBody.Type;

/** `PUT …/crossing/usEntry`: the US entry number, the very body (and rule) of `PUT /v1/user/order/entryNum/{id}`. */
export const UsEntryBody = EntryNumBody;
export type UsEntryBody = typeof UsEntryBody.Type;

/** `PUT …/crossing/usmcaClaim`: whether the customer claims USMCA treatment for the goods. */
export const UsmcaClaimBody = Schema.Struct({
  claimed: Schema.Boolean.annotate({ message: CrossingPaperMessages.usmcaClaimChoice }).pipe(Schema.annotateKey({ messageMissingKey: CrossingPaperMessages.usmcaClaimChoice })),
}).annotate({ message: BrowserMessages.fillUp });
export type UsmcaClaimBody = typeof UsmcaClaimBody.Type;

/** A form item's body, by the item's input. */
export type CrossingFormBody = CartaPorteBody | CustomsBrokerBody | UsEntryBody;

export const CrossingItemKindSchema = Schema.Literals(CROSSING_ITEM_KINDS);
export const CrossingItemStatusSchema = Schema.Literals(CROSSING_ITEM_STATUSES);

/** What the customer does next: provide a missing item, provide a rejected one again, or wait for the review. */
export const CROSSING_NEXT_ACTIONS = ['provide', 'provideAgain', 'wait'] as const;

export const CrossingChecklistItem = Schema.Struct({
  kind: CrossingItemKindSchema,
  input: Schema.Literals(['file', 'cartaPorte', 'customsBroker', 'usEntry']),
  required: Schema.Boolean,
  status: CrossingItemStatusSchema,
  /** The reviewer's reason, while rejected. */
  reason: Schema.NullOr(Schema.String),
  /** A file item's file: `url` downloads it (the order's company only). */
  file: Schema.NullOr(Schema.Struct({ name: Schema.String, type: Schema.String, size: Schema.Int, url: Schema.String })),
  /** A form item's data as provided (CartaPorteBody, CustomsBrokerBody, UsEntryBody). */
  data: Schema.NullOr(Schema.Unknown),
  /** ISO 8601 of the last change; null while missing. */
  updatedAt: Schema.NullOr(Schema.String),
});
export type CrossingChecklistItem = typeof CrossingChecklistItem.Type;

/** `data` of `GET /v1/user/order/{movementId}/crossing` and of every change to it. */
export const CrossingChecklist = Schema.Struct({
  movementId: Schema.String,
  direction: Schema.Literals(['northbound', 'southbound']),
  usmcaClaimed: Schema.Boolean,
  /** The scheduled pickup as a wall-clock ISO 8601 date-time ('2026-12-01T08:00', the schedule's own clock); null for an Instant order. */
  scheduledPickup: Schema.NullOr(Schema.String),
  items: Schema.Array(CrossingChecklistItem),
  readiness: Schema.Struct({ ready: Schema.Int, of: Schema.Int, complete: Schema.Boolean }),
  /** The first required item not accepted and what to do about it; null once ready. */
  next: Schema.NullOr(Schema.Struct({ kind: CrossingItemKindSchema, action: Schema.Literals(CROSSING_NEXT_ACTIONS) })),
});
export type CrossingChecklist = typeof CrossingChecklist.Type;

/** `data` of `GET /v1/user/order/crossing/notReady`: the company's orders not yet picked up whose crossing is not ready, soonest pickup first. */
export const CrossingNotReady = Schema.Struct({
  orders: Schema.Array(Schema.Struct({ movementId: Schema.String, scheduledPickup: CrossingChecklist.fields.scheduledPickup, readiness: CrossingChecklist.fields.readiness, next: CrossingChecklist.fields.next })),
});
export type CrossingNotReady = typeof CrossingNotReady.Type;
