// Test helpers for the services pages: a fetch stub answering API paths with `{"data": X}` (404
// with the API's error body for any other path), service fixtures and a memory router.
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@/lib/router';
import { vi } from 'vitest';
import { NOT_FOUND, type Service, type ServiceTree } from '@bindings';

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Answers each path of `routes`, with or without a query (a French page asks with `lang=fr`). */
export function mockApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = urlOf(input);
    const path = url in routes ? url : (url.split('?')[0] ?? url);
    if (path in routes) return Promise.resolve(new Response(JSON.stringify({ data: routes[path] })));
    return Promise.resolve(
      new Response(JSON.stringify({ errors: [{ field: null, message: NOT_FOUND }] }), { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths fetched so far (without their query). */
export function fetchedPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => urlOf(input).split('?')[0] ?? '');
}

export function service(id: string, heading: string, permaLink: string, extra: Partial<Service> = {}): Service {
  return {
    _id: id,
    heading,
    subHeading: `${heading} in one sentence.`,
    image: `services/${id}.svg`,
    image_url: `/media/services/${id}.svg`,
    text: '',
    parent: null,
    perma_link: permaLink,
    ...extra,
  };
}

export function tree(parent: Service, children: Service[]): ServiceTree {
  return { parent: { ...parent, allChildren: children }, allChildren: children };
}

export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(createElement(RouterProvider, { router })) };
}
