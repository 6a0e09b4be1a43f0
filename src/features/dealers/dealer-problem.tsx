/** What the importer pages show instead of a profile: an unknown importer (with a way out) or a failure (with Try again). */
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';

export function DealerProblem(props: { kind: 'notFound' | 'error'; lang: Lang; t: Translate; onRetry: () => void }) {
  const { t } = props;
  return (
    <section role="alert" className="mx-auto max-w-xl py-8 text-center" data-dealer-problem={props.kind}>
      <h2 className="text-2xl font-bold text-slate-900">
        {props.kind === 'notFound' ? t('dealer.notFound') : t('dealer.failed')}
      </h2>
      {props.kind === 'notFound' ? (
        <a href={routePath(props.lang, 'car_list')} className="btn-primary mt-6">
          {t('dealer.toCarList')}
        </a>
      ) : (
        <button type="button" className="btn-primary mt-6" onClick={props.onRetry}>
          {t('dealer.retry')}
        </button>
      )}
    </section>
  );
}
