import { BrowserMessages } from '../schemas/browserMessages.ts';
import { fitsMode } from '../schemas/optionFit.ts';
import type { SpecialRequirement, Trailer } from '../schemas/serviceCatalog.ts';
import type { SelectedItem, ServiceRequestDraft } from '../schemas/serviceRequestDraft.ts';
import { changeDraft } from './orderRequest.ts';
import type { ServiceRequestContext } from './serviceRequestContext.ts';

// Options fit each other: step3 offers only what fits the chosen mode, and a new mode removes what no longer does.

/** The chosen mode's title ('' while none is chosen): what options must fit (optionFit.ts). */
const modeOf = (draft: ServiceRequestDraft): string => (draft.selectedModeItem._id ? draft.selectedModeItem.title : '');

/** step3 offers only the trailers that fit the chosen mode. */
export const offeredTrailers = (context: Pick<ServiceRequestContext, 'draft' | 'transitInfo'>): readonly Trailer[] =>
  (context.transitInfo?.trailers ?? []).filter((t) => fitsMode(t._id, modeOf(context.draft)));

/** step3 offers only the special requirements that fit the chosen mode. */
export const offeredRequirements = (context: Pick<ServiceRequestContext, 'draft' | 'requirements'>): readonly SpecialRequirement[] =>
  (context.requirements?.value ?? []).filter((r) => fitsMode(r._id, modeOf(context.draft)));

// Named so when the catalog no longer has the draft's trailer (a catalog id: views say it in the page's language).
const THE_TRAILER = /*i18n*/ { id: 'The trailer' };

const OPTIONS_CLEARED = /^(.+) (?:does not fit (.+), so it was|do not fit (.+), so they were) removed\. Choose again below\.$/s;

/**
 * What an option note (BrowserMessages.optionsCleared, made below) names: the options removed and the mode,
 * so a view can say it in another language; null for any other text.
 */
export function optionNoteParts(note: string): { readonly options: readonly string[]; readonly mode: string } | null {
  const match = OPTIONS_CLEARED.exec(note);
  if (!match) return null;
  return { options: match[1]!.split(' and '), mode: (match[2] ?? match[3])! };
}

/**
 * A new choice of route and equipment on step2, with the trailer and special requirements that no
 * longer fit the new mode removed, and a note naming them (null when nothing was removed).
 */
export function chooseRoute(
  draft: ServiceRequestDraft,
  trailers: readonly Trailer[],
  choice: { port: SelectedItem; transportationType: SelectedItem; mode: SelectedItem },
): { draft: ServiceRequestDraft; optionNote: string | null } {
  const mode = choice.mode._id ? choice.mode.title : '';
  const trailerFits = draft.trailer === '' || fitsMode(draft.trailer, mode);
  const keptItems = draft.selectedSpecialRequirementItems.filter((i) => fitsMode(i._id, mode));
  const removed = [
    ...(trailerFits ? [] : [trailers.find((t) => t._id === draft.trailer)?.title ?? THE_TRAILER.id]),
    ...draft.selectedSpecialRequirementItems.filter((i) => !fitsMode(i._id, mode)).map((i) => i.title),
  ];
  return {
    draft: changeDraft(draft, {
      selectedPortItem: choice.port,
      selectedTypeOfTransportationItem: choice.transportationType,
      selectedModeItem: choice.mode,
      ...(trailerFits ? {} : { trailer: '' }),
      ...(keptItems.length === draft.selectedSpecialRequirementItems.length ? {} : { selectedSpecialRequirementItems: keptItems }),
    }),
    optionNote: removed.length === 0 ? null : BrowserMessages.optionsCleared(removed, mode),
  };
}
