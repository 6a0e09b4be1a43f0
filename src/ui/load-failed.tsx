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
