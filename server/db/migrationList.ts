import type { Migration } from 'kysely/migration';
import * as init from './migrations/0001_init.ts';
import * as auth from './migrations/0002_auth.ts';
import * as service from './migrations/0003_service.ts';
import * as companyContent from './migrations/0004_company_content.ts';
import * as orderTracking from './migrations/0005_order_tracking.ts';
import * as orderStatusTable from './migrations/0006_order_status_table.ts';
import * as cardTokens from './migrations/0007_card_tokens.ts';
import * as paymentStates from './migrations/0008_payment_states.ts';
import * as trackingLinks from './migrations/0009_tracking_links.ts';
import * as hardening from './migrations/0010_hardening.ts';
import * as notificationChoices from './migrations/0011_notification_choices.ts';
import * as teamRoles from './migrations/0012_team_roles.ts';
import * as delayAlerts from './migrations/0013_delay_alerts.ts';
import * as oneVocabulary from './migrations/0014_one_vocabulary.ts';
import * as loadIndexes from './migrations/0016_load_indexes.ts';
import * as notificationCounts from './migrations/0017_notification_counts.ts';
import * as orderCards from './migrations/0018_order_cards.ts';
import * as orderCountsHot from './migrations/0019_order_counts_hot.ts';
import * as orderCountsPerCompany from './migrations/0020_order_counts_per_company.ts';
import * as orderCardsAsSummaries from './migrations/0021_order_cards_as_summaries.ts';
import * as accountLocale from './migrations/0022_account_locale.ts';
import * as languageCookieWords from './migrations/0023_language_cookie_words.ts';
import * as instantQuotes from './migrations/0024_instant_quotes.ts';
import * as crossingPapers from './migrations/0025_crossing_papers.ts';
import * as twoFactor from './migrations/0026_two_factor.ts';
import * as activityLog from './migrations/0027_activity_log.ts';

/**
 * Every migration, by name, in order. Listed by hand rather than read from disk so it works
 * under tsx, vitest and bundlers alike. Append new ones; never rename or edit an applied one.
 */
export const migrationList: Readonly<Record<string, Migration>> = {
  '0001_init': init,
  '0002_auth': auth,
  '0003_service': service,
  '0004_company_content': companyContent,
  '0005_order_tracking': orderTracking,
  '0006_order_status_table': orderStatusTable,
  '0007_card_tokens': cardTokens,
  '0008_payment_states': paymentStates,
  '0009_tracking_links': trackingLinks,
  '0010_hardening': hardening,
  '0011_notification_choices': notificationChoices,
  '0012_team_roles': teamRoles,
  '0013_delay_alerts': delayAlerts,
  '0014_one_vocabulary': oneVocabulary,
  '0016_load_indexes': loadIndexes,
  '0017_notification_counts': notificationCounts,
  '0018_order_cards': orderCards,
  '0019_order_counts_hot': orderCountsHot,
  '0020_order_counts_per_company': orderCountsPerCompany,
  '0021_order_cards_as_summaries': orderCardsAsSummaries,
  '0022_account_locale': accountLocale,
  '0023_language_cookie_words': languageCookieWords,
  '0024_instant_quotes': instantQuotes,
  '0025_crossing_papers': crossingPapers,
  '0026_two_factor': twoFactor,
  '0027_activity_log': activityLog,
};
