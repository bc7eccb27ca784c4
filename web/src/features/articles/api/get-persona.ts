// GET /iam/{id}: one persona ("I am ...") page; a one-element list, 404 when unknown.
import type { Article } from '@bindings';
import { getData } from '@/lib/api-client';

export async function getPersona(id: string, signal?: AbortSignal): Promise<Article | undefined> {
  const personas = await getData<Article[]>(`/iam/${encodeURIComponent(id)}`, signal);
  return personas[0];
}
