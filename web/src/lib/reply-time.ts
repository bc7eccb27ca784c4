// How soon an advisor answers a lead, as every page says it: core's LEAD_REPLY_BUSINESS_DAYS, the
// figure the lead's acknowledgement email repeats (docs/operating.md#answering-leads). Pages
// write `within ${REPLY_TIME}` rather than the number in words, so the figure lives in one place.
import { LEAD_REPLY_BUSINESS_DAYS } from '@bindings';

// Widened from the generated literal type: the words follow whatever figure core sets.
const days: number = LEAD_REPLY_BUSINESS_DAYS;
const plural = days === 1 ? '' : 's';

/** "2 business days". */
export const REPLY_TIME = `${days} business day${plural}`;

/** « 2 jours ouvrables » (a no-break space after the number). */
export const REPLY_TIME_FR = `${days}\u00a0jour${plural} ouvrable${plural}`;
