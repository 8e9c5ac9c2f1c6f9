import type { Address } from '../schemas/addressBody.ts';
import { BrowserMessages } from '../schemas/browserMessages.ts';
import type { SelectedItem } from '../schemas/serviceRequestDraft.ts';
import { routeErrors } from '../schemas/serviceRoute.ts';
import type { ServiceRequestContext } from './serviceRequestContext.ts';

/**
 * What keeps step5's Next closed, in the customer's words (empty when it opens): at least one
 * pickup and one drop, each where the service picks up and delivers (serviceRoute.ts).
 */
export function addressProblems(context: Pick<ServiceRequestContext, 'draft' | 'addressBook'>): string[] {
  const { draft, addressBook } = context;
  const problems: string[] = [];
  if (draft.selectedPickupItems.length === 0) problems.push(BrowserMessages.pickupAddressRequired);
  if (draft.selectedDropItems.length === 0) problems.push(BrowserMessages.dropAddressRequired);
  if (addressBook === null) return problems;
  const where = (items: readonly SelectedItem[], book: readonly Address[]) =>
    items.flatMap((item) => book.filter((a) => a._id === item._id).map((a) => a.addressDetails));
  const route = routeErrors(draft.selectedServiceItem, where(draft.selectedPickupItems, addressBook.pickups), where(draft.selectedDropItems, addressBook.drops));
  return [...problems, ...[route.pickupAddressIds, route.dropAddressIds].filter((m) => m !== undefined)];
}
