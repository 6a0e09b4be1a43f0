/**
 * `client:intent`, an Astro client directive (registered in astro.config.mjs): the island's built
 * HTML is what an anonymous visitor sees, and React loads and hydrates only when
 *  - the visitor reaches for the island (pointer, touch, wheel, scroll, key or focus inside it, or a
 *    mouse over it), or
 *  - the built HTML cannot be what this visitor should see: signed in (likes are per visitor), a
 *    query in the URL (a search, a filter, a page), or the live answer of `fresh` differs from the
 *    one built into the page (checked with one plain fetch when the page is idle); then at idle.
 * Nothing done before hydration is lost: a tap on a button is held and replayed, a form submitted
 * is submitted again, and text typed into a field is handed to the island as if typed after — once
 * the island shows `ready` (it has applied its own state, the URL's query, which would otherwise
 * overwrite the typed text) and its state holds the text, so the replayed submit reads it.
 *
 *   <CarListBrowser client:intent={{ fresh: freshCheck(request, data), ready: '[data-catalog-ready]' }} … />
 *
 * This file is inlined into each page that uses it: no imports beyond types.
 */
import type { ClientDirective } from 'astro';

/** A POST whose answer's `data` was built into the island; `key` is dataKey() of that data. */
export interface FreshCheck {
  path: string;
  json: unknown;
  key: string;
}

export interface IntentOptions {
  /** The built data's check; null when the build could not read the data (the island then hydrates at idle). */
  fresh?: FreshCheck | null;
  /**
   * A selector that matches inside the island once it has applied its own state after hydration (the
   * URL's query) and takes input. What was done before hydration is replayed only then: handed over
   * earlier, typed text would be overwritten by that state.
   */
  ready?: string;
}

/** A short fingerprint of JSON data (FNV-1a of its text), equal at build time and in the browser. */
export function dataKey(data: unknown): string {
  const text = JSON.stringify(data) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

const START_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'wheel', 'scroll', 'keydown', 'focusin', 'input'];
const HELD = 'button, [role="button"], [role="option"], [role="tab"], summary';

function signedIn(): boolean {
  try {
    const token = localStorage.getItem('token');
    return Boolean(token && token !== 'null' && token !== 'undefined' && token !== '""');
  } catch {
    return false;
  }
}

async function isStale(fresh: FreshCheck): Promise<boolean> {
  try {
    const response = await fetch(fresh.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fresh.json),
    });
    if (!response.ok) return true;
    const body = (await response.json()) as { data?: unknown };
    return dataKey(body.data) !== fresh.key;
  } catch {
    return true;
  }
}

function whenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Resolves once `done()` holds, checked every 16 ms, or after 10 s (the replay then goes ahead). */
function until(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const since = Date.now();
    const check = () => (done() || Date.now() - since > 10_000 ? resolve() : setTimeout(check, 16));
    check();
  });
}

/** React has hydrated the island's first element: it carries React's fiber key. */
function hydrated(el: HTMLElement): boolean {
  const first = el.firstElementChild;
  return !first || Object.keys(first).some((key) => key.startsWith('__reactFiber'));
}

type Typed = Array<[HTMLInputElement | HTMLTextAreaElement, string]>;

/** The text typed into the island's fields (differing from the built value). */
function typedText(el: HTMLElement): Typed {
  const typed: Typed = [];
  for (const field of el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    if (field.value !== field.defaultValue) typed.push([field, field.value]);
  }
  return typed;
}

/**
 * Hands text typed before hydration to the island, as an input event would (the island's own state,
 * applied since, may have put its value back in the field). Returns a check that holds once the island
 * shows the text from its state: its handlers (a submit reading that state) then know the text.
 */
function handOverTypedText(typed: Typed): () => boolean {
  for (const [field, text] of typed) {
    if (!field.isConnected || field.value === text) continue;
    const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    // React's setter on the field records the value it shows; the prototype's then puts the typed
    // text back unseen by React, so the input event below reads as a change.
    const shown = field.value;
    field.value = shown;
    setValue?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // A controlled field whose state update React has not rendered yet (it first ran effects still
  // pending) shows its old value until that render: wait for the typed text.
  return () => typed.every(([field, text]) => !field.isConnected || field.value === text);
}

const intent: ClientDirective = (load, options, el) => {
  const value = (options.value ?? {}) as IntentOptions;
  let started = false;
  let held: HTMLElement | null = null;
  let submitted: HTMLFormElement | null = null;

  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    if (!target || !el.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    submitted = event.target instanceof HTMLFormElement ? event.target : null;
  };
  el.addEventListener('click', hold, { capture: true });
  el.addEventListener('submit', holdSubmit, { capture: true });

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of START_EVENTS) el.removeEventListener(type, start, { capture: true });
    const hydrate = await load();
    // What was typed so far React will not see: it hydrates a field without reading it, and the
    // island's own state, applied next, may clear it. What is typed from now on, React sees.
    const typed = typedText(el);
    const typedSince = (event: Event) => {
      const i = typed.findIndex(([field]) => field === event.target);
      if (i >= 0) typed.splice(i, 1);
    };
    el.addEventListener('input', typedSince, { capture: true });
    await hydrate();
    await until(() => hydrated(el));
    const ready = value.ready;
    if (ready) await until(() => el.querySelector(ready) !== null);
    el.removeEventListener('click', hold, { capture: true });
    el.removeEventListener('submit', holdSubmit, { capture: true });
    el.removeEventListener('input', typedSince, { capture: true });
    await until(handOverTypedText(typed));
    const tap = held as HTMLElement | null;
    const form = submitted as HTMLFormElement | null;
    if (tap?.isConnected) tap.click();
    if (form?.isConnected) form.requestSubmit();
  };
  for (const type of START_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });

  const fresh = value.fresh;
  // nothing built in (the build could not read the data), a visitor of their own, or a query: at idle
  if (fresh === null || signedIn() || window.location.search.length > 1) return whenIdle(() => void start());
  if (fresh)
    whenIdle(
      () =>
        void isStale(fresh).then((stale) => {
          if (stale) void start();
        }),
    );
};

export default intent;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: IntentOptions | boolean;
  }
}
