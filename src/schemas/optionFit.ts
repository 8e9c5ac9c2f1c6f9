// Options fit each other: a trailer or a special requirement made for one mode is
// offered only with that mode — no reefer trailer or temperature log with a Dry Van. One table, plain
// data, read by the wizard (what step 3 offers, what a change of mode clears) and by the server
// (an order mixing them is refused). Keyed by the catalog's ids (server/db/seedCatalog.ts) and the
// mode's title, which FTL and LTL modes share ('Dry Van'); an option absent from it fits every mode.

export const MADE_FOR_MODE: Readonly<Record<string, string>> = {
  'dry-van-53': 'Dry Van',
  'flatbed-48': 'Flatbed',
  'reefer-53': 'Reefer',
  'temperature-log': 'Reefer',
};

/** The option may go with this mode (any option fits while no mode is chosen). */
export const fitsMode = (optionId: string, modeTitle: string): boolean => {
  const madeFor = MADE_FOR_MODE[optionId];
  return madeFor === undefined || modeTitle === '' || madeFor === modeTitle;
};
