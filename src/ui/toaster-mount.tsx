/**
 * The site's one Toaster, mounted on first use by src/lib/toast.ts (not an Astro island, so pages
 * that never toast load none of it).
 */
import { createRoot } from 'react-dom/client';
import { toast, ToastBar, Toaster } from 'react-hot-toast';

interface Labels {
  /** Visible text of the close button ('X'). */
  close: string;
  /** Accessible name of the close button. */
  closeLabel: string;
}

function SiteToaster({ labels }: { labels: Labels }) {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        // White on red-700: 6.5:1.
        error: {
          style: { background: '#b91c1c', color: '#ffffff' },
          iconTheme: { primary: '#ffffff', secondary: '#b91c1c' },
        },
        success: { style: { background: '#14532d', color: '#ffffff' } },
      }}
    >
      {(item) => (
        <ToastBar toast={item}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              {item.type !== 'loading' && (
                <button
                  type="button"
                  aria-label={labels.closeLabel}
                  className="ml-1 min-h-8 min-w-8 rounded font-bold"
                  onClick={() => toast.dismiss(item.id)}
                >
                  {labels.close}
                </button>
              )}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}

let mounted = false;

/** Renders the Toaster once into a container at the end of the body. */
export function mountToaster(labels: Labels): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.id = 'toaster';
  document.body.append(container);
  createRoot(container).render(<SiteToaster labels={labels} />);
}
