/**
 * <comment-form>: checks the blog comment form and shows each field's message. Nothing is sent or stored
 * (SPEC.md §2: "no behaviour wired"); after a valid submit it says so and clears the form.
 * Messages come from the element's data-msg-* attributes (translated at build time).
 */
import { validateComment, type CommentInput } from './comment-form.ts';

const FIELDS = ['name', 'email', 'message'] as const;

class CommentForm extends HTMLElement {
  connectedCallback(): void {
    const form = this.querySelector('form');
    const done = this.querySelector<HTMLElement>('[data-done]');
    if (!form) return;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = (name: string) => {
        const field = form.elements.namedItem(name);
        return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
      };
      const input: CommentInput = { name: value('name'), email: value('email'), message: value('message') };
      const errors = validateComment(input);
      let firstInvalid: HTMLElement | null = null;
      for (const name of FIELDS) {
        const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
        const message = document.getElementById(`comment-${name}-error`);
        const key = errors[name];
        field?.setAttribute('aria-invalid', key ? 'true' : 'false');
        if (message) {
          message.textContent = key ? (this.dataset[msgAttr(key)] ?? key) : '';
          message.hidden = !key;
        }
        if (key && !firstInvalid) firstInvalid = field;
      }
      if (firstInvalid) {
        firstInvalid.focus();
        if (done) done.hidden = true;
        return;
      }
      form.reset();
      if (done) {
        done.hidden = false;
        done.focus();
      }
    });
  }
}

/** 'comment.emailInvalid' → dataset name 'msgEmailInvalid' (attribute data-msg-email-invalid). */
function msgAttr(key: string): string {
  const name = key.slice(key.indexOf('.') + 1);
  return `msg${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

if (!customElements.get('comment-form')) customElements.define('comment-form', CommentForm);
