// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createMemoryRouter, Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mountRouter } from '../test/dom';
import { AppLink, AppNavLink } from './app-link';

/** Every page shows the links and where the router is. */
function Shell() {
  const location = useLocation();
  return createElement(
    'div',
    null,
    createElement('p', { id: 'at' }, `${location.pathname}${location.search}`),
    createElement(AppLink, { to: '/detail/abc', id: 'detail' }, 'detail'),
    createElement(AppLink, { to: '/detail/abc', id: 'reload', reloadDocument: true }, 'reload'),
    createElement(AppNavLink, { to: '/extensions', id: 'nav' }, 'extensions'),
    createElement(Outlet),
  );
}

async function storeAt(address: string) {
  const router = createMemoryRouter(
    [{ path: '/', Component: Shell, children: [{ path: '*', Component: () => null }] }],
    { initialEntries: [address] },
  );
  const container = await mountRouter(router);
  const link = (id: string) => container.querySelector<HTMLAnchorElement>(`#${id}`) as Element;
  const at = () => container.querySelector('#at')?.textContent;
  return { router, link, at };
}

/** Clicks a link the way a visitor does; false when something cancelled the browser's own. */
async function click(link: Element, init: MouseEventInit = {}): Promise<boolean> {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let notCancelled = true;
  await act(async () => {
    notCancelled = link.dispatchEvent(event);
  });
  return notCancelled;
}

describe('links inside the store', () => {
  it('point at their address with the interface language kept', async () => {
    const { link } = await storeAt('/extensions/new?hl=ko');
    expect(link('detail').getAttribute('href')).toBe('/detail/abc?hl=ko');
    expect(link('reload').getAttribute('href')).toBe('/detail/abc?hl=ko');
  });

  it('go to the page inside the app on a plain click', async () => {
    const { link, at } = await storeAt('/extensions/new?hl=ko');
    expect(await click(link('detail'))).toBe(false);
    expect(at()).toBe('/detail/abc?hl=ko');
  });

  it('leave a click with a modifier key or on a reloading link to the browser', async () => {
    const { link, at } = await storeAt('/extensions/new');
    expect(await click(link('detail'), { ctrlKey: true })).toBe(true);
    expect(await click(link('reload'))).toBe(true);
    expect(at()).toBe('/extensions/new');
  });

  it('mark the menu entry of the section shown, and only that one', async () => {
    const inSection = await storeAt('/extensions/popular/productivity');
    expect(inSection.link('nav').getAttribute('aria-current')).toBe('page');
    const elsewhere = await storeAt('/extensions-archive');
    expect(elsewhere.link('nav').getAttribute('aria-current')).toBeNull();
    await act(async () => elsewhere.router.navigate('/extensions'));
    expect(elsewhere.link('nav').getAttribute('aria-current')).toBe('page');
  });
});
