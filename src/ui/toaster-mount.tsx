/**
 * The site's one Toaster, mounted on first use by src/ui/toast.ts (not an Astro island, so pages
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

/**
 * react-hot-toast pauses its toasts while the mouse is over them, which lets a desktop reader take
 * their time. A phone has no hover: a tap sends emulated mouseover without a mouseout until the next
 * tap elsewhere, so a tapped toast (the top-centre toast lies over the phone menu button) stayed for
 * good. Mouse events that follow a touch or a pen and enter or leave the toasts are stopped at the
 * window, before any React root sees them (every island's root turns a mouseout whose next element
 * is a toast into the Toaster's onMouseEnter, so stopping them at the Toaster's own root is too late).
 */
function ignoreEmulatedHover(toaster: HTMLElement): void {
  let lastPointer = 'mouse';
  const options = { capture: true, passive: true };
  // A mouse moving again (a laptop with a touch screen) makes hover count again.
  const note = (event: PointerEvent) => (lastPointer = event.pointerType);
  window.addEventListener('pointerdown', note, options);
  window.addEventListener('pointermove', note, options);
  const stopAfterTouch = (event: MouseEvent) => {
    if (lastPointer === 'mouse') return;
    const touches = (node: EventTarget | null) => node instanceof Node && toaster.contains(node);
    if (touches(event.target) || touches(event.relatedTarget)) event.stopPropagation();
  };
  window.addEventListener('mouseover', stopAfterTouch, options);
  window.addEventListener('mouseout', stopAfterTouch, options);
}

/** Renders the Toaster once into a container at the end of the body. */
export function mountToaster(labels: Labels): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.id = 'toaster';
  ignoreEmulatedHover(container);
  document.body.append(container);
  createRoot(container).render(<SiteToaster labels={labels} />);
}
