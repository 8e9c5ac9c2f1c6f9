import { CommonMessages } from '../schemas/commonMessages.ts';

// Apart from constants.ts, which the entry chunk reads: importing the messages table there put all of
// it in the landing route's JS.
/** Fallback message when a call fails without a usable server message (spec §8). */
export const GENERIC_ERROR_MESSAGE = CommonMessages.somethingWrong;
