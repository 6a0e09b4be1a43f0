/**
 * The page and page size of a list drawn by src/ui/pager.tsx (the wish list, the importer's cars, My cars,
 * the select-car dialog): a turn of the page runs `onTurn` (scroll back to the list's top), a new size
 * goes back to page 1, and `fits` moves to the last page that still exists after the list shrank.
 * The arithmetic is src/lib/paging.ts.
 */
import { useCallback, useState } from 'react';
import { clampPage, DEFAULT_PAGE_SIZE, pageSkip, type PageSize } from '../lib/paging.ts';

export function usePaging(onTurn?: () => void) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const onPage = useCallback(
    (next: number) => {
      setPage(next);
      onTurn?.();
    },
    [onTurn],
  );
  const onPageSize = useCallback((size: PageSize) => {
    setPageSize(size);
    setPage(1);
  }, []);
  /**
   * False (and the page moved back) when the list's `rowCount` no longer reaches the current page:
   * its last car was removed. The caller then waits for the page it moved to.
   */
  const fits = useCallback(
    (rowCount: number) => {
      const fitting = clampPage(page, rowCount, pageSize);
      if (fitting !== page) setPage(fitting);
      return fitting === page;
    },
    [page, pageSize],
  );
  return {
    page,
    pageSize,
    /** The offset to ask the API for (`take` is pageSize). */
    skip: pageSkip(page, pageSize),
    setPage,
    fits,
    /** The Pager's own props: `<Pager {...paging.pager} rowCount={…} t={t} />`. */
    pager: { page, pageSize, onPage, onPageSize },
  };
}

/** The usual `onTurn`: back to the page's top, so the new page is read from its first car. */
export const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
