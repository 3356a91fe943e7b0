import { act, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { type createMemoryRouter, RouterProvider } from 'react-router';
import { SnackbarProvider } from '../components/snackbar';
import type { AppTranslator } from '../i18n/index';
import { I18nProvider } from '../i18n/react';

/*
 * Components rendered into happy-dom for the component tests (files that start with
 * `// @vitest-environment happy-dom`). React's act() waits for the work it starts; after each
 * test ./setup.ts unmounts every root (unmountAll) and empties the page, so no test sees
 * another's elements, not even one of an earlier file in the same worker.
 */

const unmounts: (() => void)[] = [];

/** Unmounts every root mounted here and takes its element out of the page. */
export function unmountAll(): void {
  for (const unmount of unmounts.splice(0)) act(unmount);
}

function newRoot() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  unmounts.push(() => {
    root.unmount();
    container.remove();
  });
  return { container, root };
}

/** Renders `node` at once (in `i18n`'s texts when given) into a new element of the page. */
export function mount(node: ReactNode, i18n?: AppTranslator): HTMLElement {
  const { container, root } = newRoot();
  act(() => root.render(i18n ? createElement(I18nProvider, { i18n }, node) : node));
  return container;
}

export type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Renders a router and waits for its first loads to settle. With `i18n`, inside the texts and
 * the snackbar as the app has it; without, the bare router (for hooks that show no text).
 */
export async function mountRouter(
  router: MemoryRouter,
  i18n?: AppTranslator,
): Promise<HTMLElement> {
  const { container, root } = newRoot();
  const routed = createElement(RouterProvider, { router });
  const app = i18n
    ? createElement(I18nProvider, { i18n }, createElement(SnackbarProvider, null, routed))
    : routed;
  await act(async () => root.render(app));
  await settle();
  return container;
}

/** Lets pending answers, timers of no delay and React's updates run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/**
 * Waits (two seconds at most) until `check` passes, e.g. an `expect`: a loader's answer, or a
 * dialog whose code loads on first use.
 */
export async function until(check: () => void): Promise<void> {
  for (let round = 0; ; round++) {
    try {
      check();
      return;
    } catch (error) {
      if (round >= 200) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/** The first element with this `data-testid`, in the page or within `within`. */
export function byTestId<T extends HTMLElement = HTMLElement>(
  id: string,
  within: ParentNode = document,
): T | null {
  return within.querySelector<T>(`[data-testid="${id}"]`);
}

/** Every element with this `data-testid`, in the page's order. */
export function allByTestId(id: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
}

/** The text of the first element with this `data-testid`; null when there is none. */
export function textOf(id: string, within: ParentNode = document): string | null {
  return byTestId(id, within)?.textContent ?? null;
}

/** Types `value` into the text area with this `data-testid`, as a visitor would. */
export async function typeInto(id: string, value: string): Promise<void> {
  const field = byTestId<HTMLTextAreaElement>(id);
  if (!field) throw new Error(`no text area ${id}`);
  // React tracks the value it set; the prototype's setter makes the change one it sees.
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
