import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AddressType } from '../../src/schemas/addressForm.ts';
import type { InstantQuote } from '../../src/schemas/instantQuote.ts';
import type { OrderSnapshot } from '../service/orderSnapshot.ts';
import type { OrderCarrier, OrderStatusChange, OrderStatus, PaymentStatus } from '../../src/schemas/order.ts';
import type { OperatorLocation } from '../../src/schemas/orderTracking.ts';
import type { DropDistances, Quote } from '../../src/schemas/quote.ts';
import type { Country, EquipmentKey } from '../../src/schemas/serviceCatalog.ts';

// The tables of migration 0003_service (catalog, pricing, address book, orders, payments), and of
// 0024 (instant quotes).

/** Set by the database on insert, never written by the app. */
type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column read back parsed and written as JSON text (see JsonColumn in Database.ts). */
type Jsonb<T> = ColumnType<T, string, string>;
/** A catalog listing position (ascending). */
type Position = ColumnType<number, number | undefined, number>;

export interface TypesOfServiceTable {
  id: string;
  title: string;
  description: string;
  price_cents: number;
  position: Position;
}

export interface TransportationTypesTable {
  id: string;
  title: string;
  description: string;
  price_cents: number;
  position: Position;
}

export interface ModesTable {
  id: string;
  transportation_type_id: string;
  title: string;
  description: string;
  price_cents: number;
  position: Position;
}

export interface PortsTable {
  id: string;
  title: string;
  city: string;
  latitude: number;
  longitude: number;
  position: Position;
}

export interface SecuringEquipmentTable {
  key: EquipmentKey;
  title: string;
  unit_price_cents: number;
  position: Position;
}

export interface TrailersTable {
  id: string;
  title: string;
  position: Position;
}

export interface CitiesTable {
  id: string;
  name: string;
  state: string;
  country: Country;
  latitude: number;
  longitude: number;
  position: Position;
}

export interface SpecialRequirementsTable {
  id: string;
  title: string;
  description: string;
  price_cents: number;
  /** Chains, Straps, Tarps: also charged per unit of this equipment. */
  equipment_key: EquipmentKey | null;
  /** null: every type of service. */
  service_id: string | null;
  /** null: every type of transportation. */
  transportation_type_id: string | null;
  position: Position;
}

/** Ports a special requirement is limited to; none listed: every port. */
export interface SpecialRequirementPortsTable {
  special_requirement_id: string;
  port_id: string;
}

export interface ZonesTable {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  radius_km: number;
  price_cents: number;
  position: Position;
}

export interface PricingSettingsTable {
  id: ColumnType<boolean, true | undefined, never>;
  base_price_cents: number;
  per_address_price_cents: number;
}

export interface AddressesTable {
  id: Generated<string>;
  seq: ColumnType<number, never, never>;
  company_id: string;
  created_by: string | null;
  type: AddressType;
  building_name: string;
  street: string;
  postal_code: string;
  city_id: string;
  city: string;
  state: string;
  country: Country;
  latitude: number;
  longitude: number;
  contact_name: string;
  contact_number: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OrdersTable {
  id: Generated<string>;
  movement_id: string;
  company_id: string;
  created_by: string | null;
  user_reference: string;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  payment_status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  payload: Jsonb<OrderSnapshot>;
  quote: Jsonb<Quote>;
  distances: Jsonb<DropDistances>;
  total_cents: number;
  currency: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  // Migration 0005_order_tracking: the life cycle after checkout.
  entry_num: ColumnType<string | null, string | null | undefined, string | null>;
  rating: ColumnType<number | null, number | null | undefined, number | null>;
  review: ColumnType<string | null, string | null | undefined, string | null>;
  rated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  carrier: ColumnType<OrderCarrier | null, string | null | undefined, string | null>;
  /** Oldest first; appended with an SQL expression (see orderEvents.ts). */
  status_history: ColumnType<OrderStatusChange[], string | undefined, string>;
  operator_location: ColumnType<OperatorPosition | null, string | null | undefined, string | null>;
  updated_at: UpdatedAt;
  /** Migrations 0018 and 0021: what the order list reads of payload, kept by PostgreSQL (never written). */
  card: ColumnType<OrderCardColumn, never, never>;
  /** Migration 0025: the customer claims USMCA treatment for the goods (crossingPapers.ts). */
  usmca_claimed: ColumnType<boolean, boolean | undefined, boolean>;
}

/** orders.card: payload's service, schedule and stops' cities, as an OrderSummary has them. */
export interface OrderCardColumn {
  readonly service: OrderSnapshot['service'];
  readonly programming: OrderSnapshot['programming'];
  readonly schedule: OrderSnapshot['schedule'] | null;
  readonly pickups: readonly StopCityColumn[];
  readonly drops: readonly StopCityColumn[];
}

interface StopCityColumn {
  readonly addressDetails: { readonly city: string };
}

/** orders.operator_location: where the carrier side last reported the operator. */
export type OperatorPosition = NonNullable<OperatorLocation['location']>;

export interface MovementSequencesTable {
  year: number;
  last: number;
}

/**
 * pending: the provider is being asked (at most one per order); captured (at most one per order);
 * declined: the provider refused the card; failed: no answer (error, time-out or abandoned), the
 * same idempotency key may be retried.
 */
export type PaymentRowStatus = 'pending' | 'captured' | 'declined' | 'failed';

/** Migration 0007: the test provider's one-time card tokens (never the card itself). */
export interface CardTokensTable {
  token_hash: string;
  last4: string;
  outcome: 'approve' | 'decline';
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_by_key: string | null;
}

export interface PaymentsTable {
  id: Generated<string>;
  movement_id: string;
  company_id: string;
  created_by: string | null;
  idempotency_key: string;
  status: PaymentRowStatus;
  provider: string;
  provider_ref: string | null;
  amount_cents: number;
  currency: string;
  /** Null until the provider says (migration 0007). */
  card_last4: string | null;
  failure_reason: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 0005: the refund of a captured payment whose order was cancelled. */
  refund_status: ColumnType<RefundStatus | null, RefundStatus | null | undefined, RefundStatus | null>;
  refund_ref: ColumnType<string | null, string | null | undefined, string | null>;
  refund_failure: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** pending: to ask the provider (or asked, no answer yet); refunded; failed: retried later. */
export type RefundStatus = 'pending' | 'refunded' | 'failed';

/** instant_quotes.payload: the answer but what the row's own columns give (id, times, expired). */
export type InstantQuotePayload = Omit<InstantQuote, 'id' | 'createdAt' | 'validUntil' | 'expired'>;

/** Migration 0024: an instant quote (a price before signing up) by its random id; nothing about who asked. */
export interface InstantQuotesTable {
  /** 128 random bits, base64url (QUOTE_ID_PATTERN). */
  id: string;
  payload: Jsonb<InstantQuotePayload>;
  total_cents: number;
  created_at: CreatedAt;
  /** created_at + QUOTE_HOLD_HOURS, on the database clock. */
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** Merged into Database (Database.ts). */
export interface ServiceTables {
  types_of_service: TypesOfServiceTable;
  transportation_types: TransportationTypesTable;
  modes: ModesTable;
  ports: PortsTable;
  securing_equipment: SecuringEquipmentTable;
  trailers: TrailersTable;
  cities: CitiesTable;
  special_requirements: SpecialRequirementsTable;
  special_requirement_ports: SpecialRequirementPortsTable;
  zones: ZonesTable;
  pricing_settings: PricingSettingsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  movement_sequences: MovementSequencesTable;
  payments: PaymentsTable;
  card_tokens: CardTokensTable;
  instant_quotes: InstantQuotesTable;
}

export type AddressRow = Selectable<AddressesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type ZoneRow = Selectable<ZonesTable>;
