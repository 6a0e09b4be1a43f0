/**
 * The option lists "More filters" and the chips need (names in the page's language, getMasters via
 * master-options.ts, each fetched once per page): brands, body types, countries, fuels, gearboxes;
 * a brand's models and a country's cities come per parent (use-options.ts useModelGroups).
 */
import { useCallback } from 'react';
import type { Option } from './master-options.ts';
import { useOptions } from './use-options.ts';

export interface FilterOptions {
  brand: Option[];
  bodyType: Option[];
  country: Option[];
  fuel: Option[];
  gearbox: Option[];
  /** Which lists have come. */
  ready: Record<'brand' | 'bodyType' | 'country' | 'fuel' | 'gearbox', boolean>;
  /** A list failed to load (the sheet says so and offers Try again). */
  failed: boolean;
  retry: () => void;
}

/** The lists, loaded once `enabled`. */
export function useFilterOptions(enabled: boolean): FilterOptions {
  const brand = useOptions('brand', enabled);
  const bodyType = useOptions('bodyType', enabled);
  const country = useOptions('country', enabled);
  const fuel = useOptions('fuel', enabled);
  const gearbox = useOptions('gearbox', enabled);
  const lists = [brand, bodyType, country, fuel, gearbox];
  const retry = useCallback(() => {
    for (const list of [brand, bodyType, country, fuel, gearbox]) if (list.status === 'error') list.retry();
  }, [brand, bodyType, country, fuel, gearbox]);
  return {
    brand: brand.options,
    bodyType: bodyType.options,
    country: country.options,
    fuel: fuel.options,
    gearbox: gearbox.options,
    ready: {
      brand: brand.status === 'ready',
      bodyType: bodyType.status === 'ready',
      country: country.status === 'ready',
      fuel: fuel.status === 'ready',
      gearbox: gearbox.status === 'ready',
    },
    failed: lists.some((l) => l.status === 'error'),
    retry,
  };
}
