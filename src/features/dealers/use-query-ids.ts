/**
 * The ids of an importer page's query (dealerId, vehicalId, vehId), read after hydration: the page is
 * static, so the server-side render knows none (null until then, matching that render).
 */
import { useEffect, useState } from 'react';
import { queryId } from '../../lib/query-id.ts';

export interface ImporterQuery {
  dealerId: number | null;
  vehicalId: number | null;
  vehId: number | null;
}

/** The query's ids once the page runs in the browser; null before. */
export function useQueryIds(): ImporterQuery | null {
  const [ids, setIds] = useState<ImporterQuery | null>(null);
  useEffect(() => {
    const search = window.location.search;
    setIds({
      dealerId: queryId(search, 'dealerId'),
      vehicalId: queryId(search, 'vehicalId'),
      vehId: queryId(search, 'vehId'),
    });
  }, []);
  return ids;
}
