/**
 * Accessible tabs (ARIA tabs pattern): a tablist whose arrow keys, Home and End move and select, one
 * tab stop, each panel labelled by its tab. Panels once shown stay mounted (hidden; the others are empty), so an editor keeps
 * its text, undo history and running publish when another tab is chosen.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** A short mark after the label (e.g. "unsaved"), read as part of the tab's name. */
  badge?: string | undefined;
  panel: () => ReactNode;
}

export function StudioTabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  size = 'large',
}: {
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  size?: 'large' | 'small';
}) {
  const base = useId();
  const tabs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([selected]));
  if (!visited.has(selected)) setVisited(new Set([...visited, selected]));

  const keyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.key);
    tabs.current[item.key]?.focus();
  };

  const tabClass =
    size === 'large'
      ? 'min-h-11 rounded-t-md border-b-4 px-4 py-2 text-base font-semibold'
      : 'min-h-11 rounded-t-md border-b-2 px-3 py-1.5 text-sm font-semibold';

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-slate-300"
        onKeyDown={keyDown}
      >
        {items.map((item) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(node) => {
                tabs.current[item.key] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              className={`${tabClass} focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ${
                active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-brand-700'
              }`}
              onClick={() => onSelect(item.key)}
            >
              {item.label}
              {item.badge && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                  {item.badge}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${base}-panel-${item.key}`}
          aria-labelledby={`${base}-tab-${item.key}`}
          hidden={item.key !== selected}
          className="pt-4"
        >
          {visited.has(item.key) && item.panel()}
        </div>
      ))}
    </div>
  );
}
