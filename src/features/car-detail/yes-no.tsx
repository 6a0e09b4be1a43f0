/** 'Yes' with a tick or 'No' with a dash: the word carries the meaning, the icon only helps the eye. */
export function YesNo({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return value ? (
    <span className="inline-flex items-center gap-1 font-semibold text-green-800" data-yes>
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d="M5 13l4 4L19 7" />
      </svg>
      {yes}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-slate-600" data-no>
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <path strokeLinecap="round" d="M6 12h12" />
      </svg>
      {no}
    </span>
  );
}
