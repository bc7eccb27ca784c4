// The `{path}` of GET /service/all/{path} for a service's permalink: every `/` written as `+`,
// empty segments dropped, each segment percent-encoded (all but ASCII letters, digits and
// `-._~`): `services/it-solutions` → `+services+it-solutions`. Core's `service_api_path`
// (crates/core/src/services.rs) is the rule, which the server reads back; `services.vectors.test.ts`
// holds this copy equal to it.

/** One segment percent-encoded as RFC 3986 leaves unreserved characters. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function serviceApiPath(permalink: string): string {
  return permalink
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => `+${encodeSegment(segment)}`)
    .join('');
}
