// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createMemoryRouter, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mountRouter, settle } from '../test/dom';
import { ApiError } from './api-error';
import type { Read } from './read';
import { usePagedList } from './use-paged-list';
import { useWrite } from './use-write';

interface NumberPage {
  items: number[];
  next: number | null;
}

const pageAt = (start: number): NumberPage => ({
  items: [start, start + 1],
  next: start + 2 < 6 ? start + 2 : null,
});

describe('a list read page by page', () => {
  function ListPage() {
    const first = useLoaderData() as Read<NumberPage>;
    const list = usePagedList(first, (last) =>
      last?.next == null ? null : `/_data/numbers?from=${last.next}`,
    );
    return createElement(
      'div',
      null,
      createElement('p', { id: 'items' }, list.pages.flatMap((page) => page.items).join(',')),
      list.hasMore &&
        createElement('button', { id: 'more', type: 'button', onClick: list.loadMore }, 'more'),
      list.error && createElement('p', { id: 'error' }, list.error.code),
    );
  }

  function routerWith(failAt: number | null = null) {
    return createMemoryRouter(
      [
        {
          path: '/list/:name',
          loader: async (): Promise<Read<NumberPage>> => ({ data: pageAt(0) }),
          Component: ListPage,
        },
        {
          path: '/_data/numbers',
          loader: async ({ request }): Promise<Read<NumberPage>> => {
            const from = Number(new URL(request.url).searchParams.get('from'));
            if (from === failAt) {
              return { error: new ApiError({ code: 'INTERNAL_ERROR', status: 500, message: 'x' }) };
            }
            return { data: pageAt(from) };
          },
        },
      ],
      { initialEntries: ['/list/a'] },
    );
  }

  it('appends the next pages to the first until the list is complete', async () => {
    const container = await mountRouter(routerWith());
    await settle();
    expect(container.querySelector('#items')?.textContent).toBe('0,1');
    await act(async () => container.querySelector<HTMLButtonElement>('#more')?.click());
    await settle();
    expect(container.querySelector('#items')?.textContent).toBe('0,1,2,3');
    await act(async () => container.querySelector<HTMLButtonElement>('#more')?.click());
    await settle();
    expect(container.querySelector('#items')?.textContent).toBe('0,1,2,3,4,5');
    expect(container.querySelector('#more')).toBeNull();
  });

  it('starts over when the page reads a new first page', async () => {
    const router = routerWith();
    const container = await mountRouter(router);
    await settle();
    await act(async () => container.querySelector<HTMLButtonElement>('#more')?.click());
    await settle();
    expect(container.querySelector('#items')?.textContent).toBe('0,1,2,3');
    await act(async () => router.navigate('/list/b'));
    await settle();
    expect(container.querySelector('#items')?.textContent).toBe('0,1');
  });

  it('reads the pages again after a write without repeating one', async () => {
    let version = 0;
    function EditableList() {
      const first = useLoaderData() as Read<NumberPage>;
      const list = usePagedList(first, (last) =>
        last?.next == null ? null : `/_data/numbers?from=${last.next}`,
      );
      const touch = useWrite(async () => {
        version += 1;
      });
      return createElement(
        'div',
        null,
        createElement('p', { id: 'items' }, list.pages.flatMap((page) => page.items).join(',')),
        createElement('button', { id: 'more', type: 'button', onClick: list.loadMore }, 'more'),
        createElement('button', { id: 'write', type: 'button', onClick: () => touch.run() }, 'w'),
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          loader: async (): Promise<Read<NumberPage>> => ({ data: pageAt(0) }),
          // The first page stays as it is, so only the fetcher's page is read again.
          shouldRevalidate: () => false,
          Component: EditableList,
        },
        {
          path: '/_data/numbers',
          loader: async ({ request }): Promise<Read<NumberPage>> => {
            const from = Number(new URL(request.url).searchParams.get('from'));
            const page = pageAt(from);
            return { data: { ...page, items: page.items.map((item) => item + version * 100) } };
          },
        },
      ],
      { initialEntries: ['/list'] },
    );
    const container = await mountRouter(router);
    await settle();
    await act(async () => container.querySelector<HTMLButtonElement>('#more')?.click());
    await settle();
    expect(container.querySelector('#items')?.textContent).toBe('0,1,2,3');
    await act(async () => container.querySelector<HTMLButtonElement>('#write')?.click());
    await settle();
    expect(container.querySelector('#items')?.textContent).toBe('0,1,102,103');
  });

  it('shows a failed page and asks for it again on the next try', async () => {
    const container = await mountRouter(routerWith(2));
    await settle();
    await act(async () => container.querySelector<HTMLButtonElement>('#more')?.click());
    await settle();
    expect(container.querySelector('#error')?.textContent).toBe('INTERNAL_ERROR');
    expect(container.querySelector('#items')?.textContent).toBe('0,1');
    expect(container.querySelector('#more')).not.toBeNull();
  });
});

describe('a write', () => {
  it('reads the page again after it succeeds, and keeps a refusal for the form', async () => {
    let stored = 1;
    let reads = 0;
    function Counter() {
      const value = useLoaderData() as number;
      const save = useWrite(async (next: number) => {
        if (next < 0) throw new ApiError({ code: 'INVALID_REQUEST', status: 400, message: 'no' });
        stored = next;
        return next;
      });
      return createElement(
        'div',
        null,
        createElement('p', { id: 'value' }, String(value)),
        createElement('p', { id: 'pending' }, String(save.pending)),
        createElement('button', { id: 'save', type: 'button', onClick: () => save.run(5) }, 's'),
        createElement('button', { id: 'bad', type: 'button', onClick: () => save.run(-1) }, 'b'),
        save.error && createElement('p', { id: 'error' }, (save.error as ApiError).code),
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: async () => {
            reads += 1;
            return stored;
          },
          Component: Counter,
        },
      ],
      { initialEntries: ['/'] },
    );
    const container = await mountRouter(router);
    await settle();
    expect(container.querySelector('#value')?.textContent).toBe('1');
    const readsBefore = reads;

    await act(async () => container.querySelector<HTMLButtonElement>('#bad')?.click());
    await settle();
    expect(container.querySelector('#error')?.textContent).toBe('INVALID_REQUEST');
    expect(reads).toBe(readsBefore);

    await act(async () => container.querySelector<HTMLButtonElement>('#save')?.click());
    await settle();
    expect(container.querySelector('#value')?.textContent).toBe('5');
    expect(container.querySelector('#pending')?.textContent).toBe('false');
    expect(container.querySelector('#error')).toBeNull();
    expect(reads).toBe(readsBefore + 1);
  });
});
