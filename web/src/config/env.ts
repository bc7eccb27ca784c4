// Where the API and the media live (same origin by default:
// docs/decisions/0004-api-envelope-and-errors.md).
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';
export const MEDIA_BASE: string = (import.meta.env.VITE_MEDIA_BASE as string | undefined) ?? '/media';

/** The site-absolute address of a media path such as `services/advisory.svg`. */
export function mediaUrl(path: string): string {
  return `${MEDIA_BASE}/${path.replace(/^\/+/, '')}`;
}
