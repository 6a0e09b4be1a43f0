/**
 * The site's "could not load, try again" alerts (SPEC.md §8): inline in a list (LoadFailed), or as a block
 * of its own under a section's title (RetryAlert).
 */
/** The alert a list shows when its cars could not be loaded, with its Try again button (SPEC.md §8). */
export function LoadFailed(props: { message: string; retry: string; onRetry: () => void; className?: string }) {
  const { message, retry, onRetry, className = '' } = props;
  return (
    <p className={`rounded-lg bg-amber-50 px-4 py-3 text-slate-800 ${className}`} role="alert">
      {message}{' '}
      <button type="button" className="font-semibold text-brand-700 underline" onClick={onRetry}>
        {retry}
      </button>
    </p>
  );
}

/** The same as a block of its own: the message, then a Retry button under it (a section that could not load). */
export function RetryAlert(props: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
      <p>{props.message}</p>
      <button type="button" className="btn-outline mt-3" onClick={props.onRetry}>
        {props.retry}
      </button>
    </div>
  );
}
