import { CARTA_PORTE_MAX_LINES } from './crossingPaperLimits.ts';
import { CROSSING_FILE_TYPES, formatNames } from './uploadFormats.ts';

// What the crossing's forms and file picker say (Carta Porte goods, the customs broker, the USMCA
// claim): the browser's own words, apart from BrowserMessages so that only the crossing's code
// carries them; part of Messages all the same.

export const CrossingPaperMessages = {
  goodsLinesCount: `Add from 1 to ${CARTA_PORTE_MAX_LINES} lines of goods.`,
  satProductKeyFormat: 'SAT product key must be 8 digits (SAT’s c_ClaveProdServCP catalog)',
  quantityPositive: 'quantity must be a number greater than 0',
  weightKgPositive: 'weight must be a number of kilograms greater than 0',
  hazardousChoice: 'Say whether the goods are hazardous.',
  patentFormat: 'patent must be the customs broker’s 4-digit patent number',
  pedimentoFormat: 'pedimento must be 15 digits, such as 26 24 3456 6001234',
  pedimentoPatent: 'The pedimento’s digits 5 to 8 must be the customs broker’s patent.',
  usmcaClaimChoice: 'claimed must be true or false',
  crossingFileTypes: `Only ${formatNames(CROSSING_FILE_TYPES)} files can be provided for the crossing.`,
} as const;
