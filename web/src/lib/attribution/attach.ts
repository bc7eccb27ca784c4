// What a form sends of the visit's attribution (docs/operating.md#attribution-and-funnel). The form's own rule chain (in the
// wasm module) checks it with the visitor's fields, last: the visitor's failures are shown as
// ever, and a key the rules refuse (an odd campaign tag in a shared link) is left out rather
// than cost the visitor their request.
import type { Attribution, FieldError } from '@bindings';

/** The name of a form's attribution, and the prefix of its keys' failures. */
export const ATTRIBUTION = 'attribution';

/**
 * The failures of the visitor's own fields, and the attribution without the keys that failed
 * (none when nothing is left, or when the attribution failed as a whole).
 */
export function splitAttribution(
  failures: FieldError[],
  attribution: Attribution | undefined,
): { failures: FieldError[]; attribution: Attribution | undefined } {
  const own = failures.filter(({ field }) => !isAttribution(field));
  if (!attribution) return { failures: own, attribution: undefined };
  const refused = failures.map(({ field }) => field).filter(isAttribution);
  if (refused.includes(ATTRIBUTION)) return { failures: own, attribution: undefined };
  const kept = Object.fromEntries(
    Object.entries(attribution).filter(([key]) => !refused.includes(`${ATTRIBUTION}.${key}`)),
  ) as Attribution;
  return { failures: own, attribution: Object.keys(kept).length > 0 ? kept : undefined };
}

function isAttribution(field: string | null): field is string {
  return field === ATTRIBUTION || (field?.startsWith(`${ATTRIBUTION}.`) ?? false);
}
