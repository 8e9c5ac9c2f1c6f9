import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { CommonMessages as Messages } from '../schemas/commonMessages.ts';
import { checkDayRange } from '../schemas/dayRange.ts';
import type { Profile } from '../schemas/profile.ts';
import type { AccessLevel } from '../schemas/teamRoles.ts';
import { failureMessage, isApiError, statusOf } from '../services/http.ts';
import { recordsApi, saveFile, type ExportKind } from '../services/recordsApi.ts';
export type { ExportKind } from '../services/recordsApi.ts';
import { roleGate, seesRecords } from './accountRules.ts';

export type RangeErrors = Readonly<Partial<Record<'from' | 'to', string>>>;

export interface RecordsExportContext {
  readonly level: AccessLevel | null;
  /** Today as a UTC day (the server's rule for `to`). */
  readonly today: string;
  readonly from: string;
  readonly to: string;
  /** The rule's messages (src/schemas/dayRange.ts, the server's words), once a download was asked. */
  readonly errors: RangeErrors;
  /** After a first refused attempt the range is checked as it is typed. */
  readonly checking: boolean;
  /** The file being made (its button busy, the other one waits). */
  readonly downloading: ExportKind | null;
  /** The server's refusal (no receipts in the range…), or why this role may not be here. */
  readonly error: string | null;
  /** The last file handed to the browser. */
  readonly saved: string | null;
}

export interface RecordsExportInput {
  readonly profile: Pick<Profile, 'accessLevel'> | null;
  /** Today as a UTC day ('YYYY-MM-DD'). */
  readonly today: string;
}

export type RecordsExportEvent = { type: 'range.changed'; from: string; to: string } | { type: 'download.requested'; kind: ExportKind };

const pad = (n: number): string => String(n).padStart(2, '0');

/** The last full month before `today` (UTC days): 2026-11-29 → 2026-10-01 to 2026-10-31. */
export function lastFullMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const day = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { from: day(first), to: day(last) };
}

const rangeCheck = (c: { from: string; to: string; today: string }) => checkDayRange({ from: c.from, to: c.to }, c.today, { required: true });
const errorsOf = (c: { from: string; to: string; today: string }): RangeErrors => {
  const check = rangeCheck(c);
  return check.ok ? {} : check.errors;
};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isKind = (value: unknown): value is ExportKind => value === 'orders' || value === 'receipts';

/**
 * /settings/exports (issue 37): the company's orders and payments (CSV) and their receipts (ZIP)
 * for a range of days, by the server's rule (src/schemas/dayRange.ts: both days, from on or before
 * to, to not after today, at most EXPORT_MAX_DAYS days) checked here first with its words. A
 * download fetches the file with the session and hands it to the browser under the server's name;
 * while one is under way no other is asked (a double click makes one file). The server's refusals
 * (no receipts in the range) show in its words. The main user and admins only.
 */
export const recordsExportMachine = setup({
  types: { context: {} as RecordsExportContext, events: {} as RecordsExportEvent, input: {} as RecordsExportInput },
  actors: {
    downloadExport: fromPromise<string, { kind: ExportKind; from: string; to: string }>(async ({ input }) => {
      const file = await recordsApi.exportFile(input.kind, { from: input.from, to: input.to });
      saveFile(file);
      return file.fileName;
    }),
  },
  actions: {
    takeRange: assign(({ context, event }) => {
      if (event.type !== 'range.changed') return {};
      const range = { from: text(event.from), to: text(event.to), today: context.today };
      return { from: range.from, to: range.to, errors: context.checking ? errorsOf(range) : {}, error: null, saved: null };
    }),
  },
  guards: {
    isAllowedRange: ({ context }, range: { from: unknown; to: unknown }) => rangeCheck({ from: text(range.from), to: text(range.to), today: context.today }).ok,
    lacksCapability: ({ context }) => !seesRecords(context.level === null ? null : { accessLevel: context.level }),
    rangeAllowed: ({ context }, { kind }: { kind: unknown }) => isKind(kind) && rangeCheck(context).ok,
    isKnownKind: (_, { kind }: { kind: unknown }) => isKind(kind),
    isForbidden: (_, { error }: { error: unknown }) => statusOf(error) === 403,
  },
}).createMachine({
  id: 'recordsExport',
  description: "Your company's records to export",
  context: ({ input }) => ({
    level: input.profile?.accessLevel ?? null,
    today: input.today,
    ...lastFullMonth(input.today),
    errors: {},
    checking: false,
    downloading: null,
    error: null,
    saved: null,
  }),
  initial: 'checkingRole',
  states: {
    checkingRole: roleGate('ready', 'Your role does not export records', []),
    notAllowed: {
      description: 'Only the main user and admins export records',
      type: 'final',
      entry: assign({ error: Messages.roleCannotSeeRecords }),
    },
    ready: {
      description: 'Choosing the days to export',
      on: {
        'range.changed': [
          {
            description: 'Change the days',
            guard: { type: 'isAllowedRange', params: ({ event }) => ({ from: event.from, to: event.to }) },
            actions: 'takeRange',
          },
          // Apart, so that the paths try a download after each kind of range.
          { description: 'Change to days the rule refuses (its words shown once a download was asked)', actions: 'takeRange' },
        ],
        'download.requested': [
          {
            description: 'Download the file for these days',
            guard: { type: 'rangeAllowed', params: ({ event }) => ({ kind: event.kind }) },
            target: 'downloading',
            actions: assign({ downloading: ({ event }) => event.kind, errors: {}, error: null, saved: null }),
          },
          {
            description: 'Days the rule refuses: their messages, nothing asked',
            guard: { type: 'isKnownKind', params: ({ event }) => ({ kind: event.kind }) },
            actions: assign(({ context }) => ({ errors: errorsOf(context), checking: true, error: null, saved: null })),
          },
        ],
      },
    },
    downloading: {
      description: 'Making the file',
      invoke: {
        id: 'downloadExport',
        src: 'downloadExport',
        input: ({ context }) => ({ kind: context.downloading ?? 'orders', from: context.from, to: context.to }),
        onDone: {
          description: 'Saved to your downloads',
          target: 'ready',
          actions: assign({ downloading: null, saved: ({ event }) => event.output }),
        },
        onError: [
          {
            description: 'The server says your role does not export records',
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'notAllowed',
            actions: assign({ downloading: null }),
          },
          {
            description: 'Refused: the reason in the server’s words',
            target: 'ready',
            actions: assign(({ event }) => {
              const fields = isApiError(event.error) ? event.error.fieldErrors : {};
              const errors: RangeErrors = { ...(fields.from ? { from: fields.from } : {}), ...(fields.to ? { to: fields.to } : {}) };
              return { downloading: null, errors, error: errors.from || errors.to ? null : failureMessage(event.error) };
            }),
            meta: { spec: ['err.rethrow'] },
          },
        ],
      },
    },
  },
});

export type RecordsExportSnapshot = SnapshotFrom<typeof recordsExportMachine>;
export type RecordsExportActor = ActorRefFrom<typeof recordsExportMachine>;
