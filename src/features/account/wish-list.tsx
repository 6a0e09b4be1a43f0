/**
 * The wish list (SPEC.md §2/§4): a card per liked car (getMyWishList), a heart that removes it
 * (saveCarWishlist flag 0, the server's message as a toast) and reloads, View Car, the paginator
 * (10/20/30) and 'You have not any Liked Car!!!' when empty.
 * Without a token nothing is shown: the frame opens its login-required dialog.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MyWishListData } from '../../lib/api/api-types.ts';
import { getMyWishList, saveWishlist } from '../../lib/api/catalog.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import { createTranslate, type IslandProps } from '../../lib/i18n/translate.ts';
import { $isLoggedIn } from '../../lib/stores/auth.ts';
import { toast } from '../../ui/toast.ts';
import { useHydrated } from '../../ui/form-field.tsx';
import { Pager } from '../../ui/pager.tsx';
import { scrollToTop, usePaging } from '../../ui/use-paging.ts';
import { WishCard, WishCardSkeleton } from './wish-card.tsx';

type Load = { state: 'loading' } | { state: 'ready'; data: MyWishListData } | { state: 'failed' };

function Skeleton() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <WishCardSkeleton key={i} />
      ))}
    </ul>
  );
}

export default function WishList({ lang, strings }: IslandProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  const paging = usePaging(scrollToTop);
  const { pageSize, skip, fits } = paging;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [revision, setRevision] = useState(0);
  const [removing, setRemoving] = useState<number | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    const abort = new AbortController();
    getMyWishList({ take: pageSize, skip }, abort.signal)
      .then((data) => {
        // The last page emptied (a car removed): the one before it loads instead.
        if (fits(data.rowCount)) setLoad({ state: 'ready', data });
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        // SPEC.md §8: logged, loading stops.
        console.error('wish list could not be loaded', error);
        setLoad({ state: 'failed' });
      });
    return () => abort.abort();
  }, [loggedIn, pageSize, skip, fits, revision]);

  const remove = useCallback(
    async (carId: number) => {
      setRemoving(carId);
      try {
        const answer = await saveWishlist(carId, 0);
        toast.success(translateApiMessage(successMessage(answer), t));
        setRevision((r) => r + 1);
      } catch (error) {
        console.error('like not removed', error);
        toast.error(translateApiMessage(messageOf(error), t));
      } finally {
        setRemoving(null);
      }
    },
    [t],
  );

  if (!hydrated) return <Skeleton />;
  if (!loggedIn) return <p className="text-slate-700">{t('account.signedOut')}</p>;
  if (load.state === 'loading') return <Skeleton />;
  if (load.state === 'failed')
    return <p className="rounded-md bg-red-50 p-4 text-red-800">{t('account.wish.loadFailed')}</p>;

  const { rowCount, userDetail: cars } = load.data;
  if (rowCount === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-lg font-semibold text-slate-700">
        {t('account.wish.empty')}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <p className="text-slate-700" aria-live="polite">
        {t('account.wish.count', { count: groupDigits(rowCount, lang) })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((car, index) => (
          <WishCard
            key={car.VehId}
            car={car}
            lang={lang}
            t={t}
            eager={index < 3}
            busy={removing === car.VehId}
            onRemove={() => void remove(car.VehId)}
          />
        ))}
      </ul>
      <Pager {...paging.pager} rowCount={rowCount} t={t} busy={removing !== null} />
    </div>
  );
}
