import type { OrderTab } from '../../schemas/orderStatus';
import { useI18n } from '../useI18n';

/**
 * A tab of the order list by name (ORDER_TAB_LABELS' words in English). A tab names a group of
 * orders, so a language may word it apart from the one order's badge (Spanish: "Completadas" beside
 * an order "Completada"): one message chooses by tab.
 */
export function useTabLabel(): (tab: OrderTab) => string {
  const i18n = useI18n();
  return (tab) => i18n._('{tab, select, Pending {Upcoming} InProgress {In transit} Completed {Completed} other {Cancelled}}', { tab });
}
