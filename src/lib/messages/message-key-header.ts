/**
 * The response header that names an API message's catalogue key and variables (`otpWaitSeconds?count=25`).
 * A file of its own so the site's API client reads the header without pulling the catalogue's English
 * texts (src/lib/messages/api-messages.ts) into every page's JavaScript.
 */
export const MESSAGE_KEY_HEADER = 'X-Message-Key';
