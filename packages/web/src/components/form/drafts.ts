import { session } from '../../lib/session.ts';

// Apart from the hook (useFormDraft.ts): signing out clears the drafts, and the shell that signs
// out must not carry the hook and its popups into the first load.

/** Every draft's key starts with this, so signing out can remove them all. */
export const DRAFT_KEY_PREFIX = 'portal-draft:';

/** The draft's key in session storage: per account, per form and per item ("new" for a new one). */
export function draftKey(form: string, item: string | number): string {
  return `${DRAFT_KEY_PREFIX}${session.get().user?.id ?? 'guest'}:${form}:${item}`;
}

/** Removes every form draft of this tab (signing out). */
export function clearFormDrafts(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFT_KEY_PREFIX)) sessionStorage.removeItem(key);
}
