/**
 * The studio's data and actions: loads the documents, saves drafts (the revision they were opened at,
 * so a save over someone else's is refused and the text kept), publishes (saving first when there are
 * unsaved changes) and reverts, then follows each publish every second until it is live or failed.
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import {
  getStudioPublish,
  listStudioDocuments,
  publishStudioDocument,
  revertStudioVersion,
  saveStudioDraft,
  type PublishQueued,
} from '../../lib/api/studio.ts';
import type { ApiEnvelope } from '../../lib/api/client.ts';
import { messageOf, successMessage } from '../../lib/i18n/api-messages.ts';
import { docKey, initialStudioState, isDirty, studioReducer, type DocKey, type Entry } from './studio-reducer.ts';

/** How often a running publish is asked for its progress. */
export const POLL_MS = 1000;

export type LoadState = 'loading' | 'ready' | 'forbidden' | 'failed';

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useStudio(enabled: boolean) {
  const [state, dispatch] = useReducer(studioReducer, initialStudioState);
  const [load, setLoad] = useState<LoadState>('loading');

  const reload = useCallback(async (replace?: DocKey) => {
    try {
      const docs = await listStudioDocuments();
      dispatch({ type: 'loaded', docs, ...(replace ? { replace } : {}) });
      setLoad('ready');
    } catch (error) {
      console.error('studio documents could not be loaded', error);
      setLoad((now) =>
        error instanceof ApiError && error.status === 403 ? 'forbidden' : now === 'ready' ? now : 'failed',
      );
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  /** Saves the entry's text; the new revision, or null when refused (the text stays in the editor). */
  const save = useCallback(async (entry: Entry): Promise<number | null> => {
    const key = docKey(entry.kind, entry.lang);
    const body = entry.body;
    dispatch({ type: 'saving', key });
    try {
      const answer = await saveStudioDraft(entry.kind, entry.lang, entry.revision, body);
      dispatch({ type: 'saved', key, body, revision: answer.data.revision, notice: successMessage(answer) });
      return answer.data.revision;
    } catch (error) {
      dispatch({ type: 'saveFailed', key, notice: messageOf(error), conflict: isConflict(error) });
      return null;
    }
  }, []);

  const queued = useCallback(
    async (entry: Entry, send: (revision: number) => Promise<ApiEnvelope<PublishQueued>>, revision: number) => {
      const key = docKey(entry.kind, entry.lang);
      dispatch({ type: 'publishing', key });
      try {
        const answer = await send(revision);
        const { publishId, revision: next } = answer.data;
        dispatch({ type: 'publishQueued', key, publishId, revision: next, notice: successMessage(answer) });
      } catch (error) {
        dispatch({ type: 'publishFailed', key, notice: messageOf(error), conflict: isConflict(error) });
      }
    },
    [],
  );

  /** Publishes the draft, saving the editor's text first when it has unsaved changes. */
  const publish = useCallback(
    async (entry: Entry) => {
      const revision = isDirty(entry) ? await save(entry) : entry.revision;
      if (revision === null) return;
      await queued(entry, (r) => publishStudioDocument(entry.kind, entry.lang, r), revision);
    },
    [save, queued],
  );

  const revert = useCallback(
    (entry: Entry, versionId: number) => queued(entry, (r) => revertStudioVersion(versionId, r), entry.revision),
    [queued],
  );

  // Follows every running publish; when one ends, the documents reload (published dates, versions).
  useEffect(() => {
    const running = Object.entries(state.entries).filter(
      ([, e]) => e?.publish?.id != null && (e.publish.status === 'queued' || e.publish.status === 'building'),
    );
    if (running.length === 0) return;
    let stopped = false;
    const timer = setTimeout(() => {
      void Promise.all(
        running.map(async ([key, e]) => {
          try {
            const publish = await getStudioPublish(e?.publish?.id ?? 0);
            if (stopped) return;
            dispatch({ type: 'progress', key: key as DocKey, publish });
            if (publish.status === 'live' || publish.status === 'failed') await reload();
          } catch (error) {
            console.error('publish progress could not be read', error);
            // Asked again on the next round (the same state object would not run this effect again).
            if (!stopped && e?.publish?.id != null) {
              const { id, status, error: reason, paths } = e.publish;
              dispatch({
                type: 'progress',
                key: key as DocKey,
                publish: {
                  id,
                  status: status === 'sending' ? 'queued' : status,
                  error: reason,
                  paths,
                  kind: e.kind,
                  lang: e.lang,
                  queuedAt: '',
                  finishedAt: null,
                },
              });
            }
          }
        }),
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [state.entries, reload]);

  const edit = useCallback((key: DocKey, body: Entry['body']) => dispatch({ type: 'edited', key, body }), []);

  return { state, load, reload, edit, save, publish, revert };
}
