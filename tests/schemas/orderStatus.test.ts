import { describe, expect, it } from 'vitest';
import {
  ADVANCE_TARGETS,
  canUploadDocuments,
  FIRST_ORDER_STATUS,
  isCancellable,
  isEntryNumEditable,
  isProofOfPhotographyDone,
  isRateable,
  isUserUploadChecked,
  ORDER_LIFE_CYCLE,
  ORDER_STATUSES,
  TAB_STATUSES,
} from '../../src/schemas/orderStatus.ts';
import { ruleIt } from '../spec/ruleIt';

// The oracle is DESIGN.md §2 and spec §4, written out: NewAssignments → Pending → InProgress →
// Completed; Cancelled by the customer while NewAssignments or Pending; tabs Pending (NewAssignments
// + Pending), InProgress, Completed, Cancelled; rating only once Completed.

describe('the order status table', () => {
  it('has the life cycle of DESIGN.md §2, and the operator advances along it', () => {
    expect(ORDER_LIFE_CYCLE).toEqual(['NewAssignments', 'Pending', 'InProgress', 'Completed']);
    expect(FIRST_ORDER_STATUS).toBe('NewAssignments');
    expect(ADVANCE_TARGETS).toEqual(['Pending', 'InProgress', 'Completed']);
  });

  it('groups the statuses into the list tabs', () => {
    expect(TAB_STATUSES).toEqual({ Pending: ['NewAssignments', 'Pending'], InProgress: ['InProgress'], Completed: ['Completed'], Cancelled: ['Cancelled'] });
  });

  ruleIt('[order.proof-done] proof of photography is done exactly when Completed', () => {
    expect(ORDER_STATUSES.filter(isProofOfPhotographyDone)).toEqual(['Completed']);
  });

  ruleIt('[order.user-upload] the user-upload check is true for every status but NewAssignments', () => {
    expect(ORDER_STATUSES.filter((s) => !isUserUploadChecked(s))).toEqual(['NewAssignments']);
  });

  it('lets the customer cancel while NewAssignments or Pending, and rate a Completed order once', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['NewAssignments', 'Pending']);
    expect(ORDER_STATUSES.filter((status) => isRateable({ status, rating: null }))).toEqual(['Completed']);
    expect(isRateable({ status: 'Completed', rating: { rating: 5 } })).toBe(false);
  });

  it('opens uploads once a carrier is assigned until cancelled; the entry number until the order is over', () => {
    expect(ORDER_STATUSES.filter(canUploadDocuments)).toEqual(['Pending', 'InProgress', 'Completed']);
    expect(ORDER_STATUSES.filter(isEntryNumEditable)).toEqual(['NewAssignments', 'Pending', 'InProgress']);
  });
});
