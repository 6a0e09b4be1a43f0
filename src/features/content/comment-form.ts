/** Checks of the blog's comment form (name, e-mail with the SPEC.md §5 rule, message). Pure, unit-tested. */
import { isEmail } from '../../lib/validation/email.ts';

export interface CommentInput {
  name: string;
  email: string;
  message: string;
}

export type CommentErrors = Partial<Record<keyof CommentInput, string>>;

/** The i18n key of each field's problem; an empty object when the comment is acceptable. */
export function validateComment(input: CommentInput): CommentErrors {
  const errors: CommentErrors = {};
  if (!input.name.trim()) errors.name = 'comment.nameRequired';
  const email = input.email.trim();
  if (!email) errors.email = 'comment.emailRequired';
  else if (!isEmail(email)) errors.email = 'comment.emailInvalid';
  if (!input.message.trim()) errors.message = 'comment.messageRequired';
  return errors;
}
