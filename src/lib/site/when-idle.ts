/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeout` ms after
 * the load); where the browser has no requestIdleCallback, 200 ms after the load.
 */
export function whenIdle(task: () => void, timeout = 2000): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout }) : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
