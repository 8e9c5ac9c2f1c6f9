// The limits of the crossing's forms, as plain data (the forms show them before Effect loads).

/** The most goods lines a Carta Porte form takes. */
export const CARTA_PORTE_MAX_LINES = 20;
/** The longest goods description. */
export const GOODS_DESCRIPTION_MAX = 1000;
/** SAT's c_ClaveProdServCP keys are 8 digits. */
export const SAT_PRODUCT_KEY_PATTERN = /^\d{8}$/;
/** A customs broker's patent (licence) number. */
export const PATENT_PATTERN = /^\d{4}$/;
/** A pedimento: year (2), customs office (2), the broker's patent (4), the number (7). */
export const PEDIMENTO_PATTERN = /^\d{15}$/;
/** Where the broker's patent sits in a pedimento's digits (5 to 8). */
export const PEDIMENTO_PATENT_DIGITS = [4, 8] as const;
/** The longest reason an operator gives for rejecting a paper. */
export const REVIEW_REASON_MAX = 500;
