/**
 * The studio's state: the server's documents and, per document, what the editor holds. The rule that
 * matters: text the person typed and has not saved is never replaced by a reload (a refused save keeps
 * it too); only 'loaded' with `replace` naming the document (the person asked for the latest text) does.
 * Pure, unit-tested.
 */
import type { ApiMessage } from '../../lib/i18n/api-messages.ts';
import type {
  ContactBody,
  PageBody,
  PublishStatus,
  StudioBody,
  StudioDocument,
  StudioKind,
  StudioLang,
  StudioPublish,
} from '../../lib/api/studio.ts';

export type DocKey = `${StudioKind}:${StudioLang}`;
export const docKey = (kind: StudioKind, lang: StudioLang): DocKey => `${kind}:${lang}`;

export type SaveState = 'idle' | 'saving' | 'saved' | 'conflict' | 'failed';

export interface PublishProgress {
  /** null until the server has queued it. */
  id: number | null;
  status: 'sending' | PublishStatus;
  error: string | null;
  paths: string[];
}

export interface Entry {
  kind: StudioKind;
  lang: StudioLang;
  /** The revision the next save or publish sends. */
  revision: number;
  /** What the editor holds. */
  body: StudioBody;
  /** What the server holds (its draft, else the published text); body ≠ baseline means unsaved changes. */
  baseline: StudioBody;
  /** Bumps when `body` was replaced from the server, so the editor reloads it. */
  resetToken: number;
  save: SaveState;
  /** The last message to show (the server's, by key). */
  notice: ApiMessage | null;
  publish: PublishProgress | null;
}

export interface StudioState {
  docs: StudioDocument[];
  entries: Partial<Record<DocKey, Entry>>;
}

export type StudioAction =
  | { type: 'loaded'; docs: StudioDocument[]; replace?: DocKey }
  | { type: 'edited'; key: DocKey; body: StudioBody }
  | { type: 'saving'; key: DocKey }
  | { type: 'saved'; key: DocKey; body: StudioBody; revision: number; notice: ApiMessage }
  | { type: 'saveFailed'; key: DocKey; notice: ApiMessage; conflict: boolean }
  | { type: 'publishing'; key: DocKey }
  | { type: 'publishQueued'; key: DocKey; publishId: number; revision: number; notice: ApiMessage }
  | { type: 'publishFailed'; key: DocKey; notice: ApiMessage; conflict: boolean }
  | { type: 'progress'; key: DocKey; publish: StudioPublish };

export const EMPTY_PAGE: PageBody = { html: '' };
export const EMPTY_CONTACT: ContactBody = { phone: '', email: '', address: '', latitude: null, longitude: null };

export const initialStudioState: StudioState = { docs: [], entries: {} };

/** The text a document opens with: its draft, else what is published, else empty. */
export function serverBody(doc: StudioDocument): StudioBody {
  return doc.draft?.body ?? doc.published?.body ?? (doc.kind === 'contact' ? EMPTY_CONTACT : EMPTY_PAGE);
}

/** Same content (bodies are small JSON objects with a fixed key order from the server or this code). */
export function sameBody(a: StudioBody, b: StudioBody): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const isDirty = (entry: Entry) => !sameBody(entry.body, entry.baseline);

function fresh(doc: StudioDocument, previous: Entry | undefined): Entry {
  const body = serverBody(doc);
  return {
    kind: doc.kind,
    lang: doc.lang,
    revision: doc.revision,
    body,
    baseline: body,
    resetToken: (previous?.resetToken ?? 0) + (previous && sameBody(previous.body, body) ? 0 : 1),
    save: previous?.save === 'conflict' ? 'idle' : (previous?.save ?? 'idle'),
    notice: previous?.save === 'conflict' ? null : (previous?.notice ?? null),
    publish: previous?.publish ?? null,
  };
}

function update(state: StudioState, key: DocKey, change: (entry: Entry) => Partial<Entry>): StudioState {
  const entry = state.entries[key];
  if (!entry) return state;
  return { ...state, entries: { ...state.entries, [key]: { ...entry, ...change(entry) } } };
}

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'loaded': {
      const entries: StudioState['entries'] = { ...state.entries };
      for (const doc of action.docs) {
        const key = docKey(doc.kind, doc.lang);
        const previous = entries[key];
        // Unsaved text stays, with the revision it was based on (so a save still detects a newer one).
        if (previous && isDirty(previous) && action.replace !== key) continue;
        entries[key] = fresh(doc, previous);
      }
      return { docs: action.docs, entries };
    }
    case 'edited':
      return update(state, action.key, (e) => ({
        body: action.body,
        save: e.save === 'saved' ? 'idle' : e.save,
      }));
    case 'saving':
      return update(state, action.key, () => ({ save: 'saving', notice: null }));
    case 'saved':
      return update(state, action.key, () => ({
        save: 'saved',
        baseline: action.body,
        revision: action.revision,
        notice: action.notice,
      }));
    case 'saveFailed':
      return update(state, action.key, () => ({
        save: action.conflict ? 'conflict' : 'failed',
        notice: action.notice,
      }));
    case 'publishing':
      return update(state, action.key, () => ({
        notice: null,
        publish: { id: null, status: 'sending', error: null, paths: [] },
      }));
    case 'publishQueued':
      // The draft is being published: nothing saved is left to publish.
      return update(state, action.key, () => ({
        save: 'idle',
        revision: action.revision,
        notice: action.notice,
        publish: { id: action.publishId, status: 'queued', error: null, paths: [] },
      }));
    case 'publishFailed':
      return update(state, action.key, () => ({
        publish: null,
        notice: action.notice,
        save: action.conflict ? 'conflict' : 'failed',
      }));
    case 'progress':
      return update(state, action.key, (e) =>
        e.publish?.id === action.publish.id
          ? {
              publish: {
                id: action.publish.id,
                status: action.publish.status,
                error: action.publish.error,
                paths: action.publish.paths,
              },
            }
          : {},
      );
  }
}
