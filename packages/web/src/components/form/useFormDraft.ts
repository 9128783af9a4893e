import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type BlockerFunction, useBlocker } from 'react-router';
import { confirmPopup, toast } from '../../lib/popups.ts';

/** Asked before leaving a form whose input is not saved. */
export const UNSAVED_CHANGES_QUESTION = 'Có thay đổi chưa lưu. Ông/Bà có chắc chắn muốn rời trang?';
export const DRAFT_RESTORED_MESSAGE = 'Đã khôi phục nội dung đã nhập trước đó';

/** Never kept in a draft, whatever the form: a browser's session storage is readable by any script of the page. */
const SECRET_FIELD = /password|secret|otp|captcha|token/i;

/**
 * While `shouldBlock()` answers true, a navigation inside the portal (a link, Back, Forward) asks
 * `question` first ('Hủy' stays, 'OK' goes on after `onLeave`), and closing or reloading the tab
 * gets the browser's own question. `shouldBlock` is read at the moment of leaving, so a form
 * that has just saved may navigate in the same tick.
 */
export function useLeaveGuard(shouldBlock: () => boolean, question: string, onLeave?: () => void): void {
  const latest = useRef({ shouldBlock, question, onLeave });
  latest.current = { shouldBlock, question, onLeave };
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
        latest.current.shouldBlock(),
      [],
    ),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  // One question per blocked navigation, also when strict mode runs the effect twice.
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmPopup(latest.current.question).then((leave) => {
      asking.current = false;
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) {
        latest.current.onLeave?.();
        current.proceed();
      } else {
        current.reset();
      }
    });
  }, [blocker.state]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.shouldBlock()) return;
      event.preventDefault();
      // Chromium before 119 asks only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, []);
}

export interface FormDraftOptions<E> {
  /** Fields never kept (a one-time request id, the send/save switch); secrets are never kept anyway. */
  omit?: readonly string[];
  /**
   * State the form holds beside its fields (its uploaded files, kept as what the upload answered:
   * ids and names, never the bytes), saved and restored with them.
   */
  extra?: { value: E; restore: (value: E) => void };
}

interface StoredDraft<E> {
  values: Record<string, unknown>;
  extra?: E;
}

function readDraft<E>(key: string): StoredDraft<E> | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as StoredDraft<E> | null;
    return stored && typeof stored.values === 'object' && stored.values !== null ? stored : null;
  } catch {
    // A draft that no longer parses (an older portal's) is dropped, not shown broken.
    return null;
  }
}

/**
 * Keeps a react-hook-form form's unsaved input: every change is saved to session storage under
 * `key` (see `draftKey`), the draft fills the form again when it opens (after Back, or a reload),
 * and leaving the page while the input differs from what the form opened with asks first.
 * Call `saved()` once the server has taken the input: the draft goes and the form is clean.
 */
export function useFormDraft<T extends FieldValues, E = undefined, O extends FieldValues = T>(
  form: UseFormReturn<T, unknown, O>,
  key: string,
  { omit = [], extra }: FormDraftOptions<E> = {},
): { saved: () => void } {
  const kept = useCallback(
    (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name) && !SECRET_FIELD.test(name))),
    [omit],
  );
  const snapshot = useCallback(
    (values: Record<string, unknown>, extraValue: E | undefined) =>
      JSON.stringify({ values: kept(values), ...(extra ? { extra: extraValue } : {}) }),
    [kept, extra],
  );
  // What the form opened with (or was last saved as): input equal to it is nothing to keep.
  const baseline = useRef<string | null>(null);
  baseline.current ??= snapshot(form.getValues() as Record<string, unknown>, extra?.value);
  const extraRef = useRef(extra);
  extraRef.current = extra;
  const current = () => snapshot(form.getValues() as Record<string, unknown>, extraRef.current?.value);
  const dirty = () => current() !== baseline.current;

  const store = () => {
    const value = current();
    try {
      if (value === baseline.current) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    } catch {
      // A full or refused storage only loses the draft; the form goes on working.
    }
  };
  const storeRef = useRef(store);
  storeRef.current = store;

  // Before the first paint, so the person never sees the empty form flash; once per key, also in strict mode.
  const restoredKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (restoredKey.current === key) return;
    restoredKey.current = key;
    const draft = readDraft<E>(key);
    if (!draft) return;
    form.reset({ ...form.getValues(), ...kept(draft.values) } as T, { keepDefaultValues: true });
    if (draft.extra !== undefined) extraRef.current?.restore(draft.extra);
    void toast('info', DRAFT_RESTORED_MESSAGE);
  }, [key, form, kept]);

  useEffect(() => {
    const subscription = form.watch(() => storeRef.current());
    return () => subscription.unsubscribe();
  }, [form]);

  const extraValue = JSON.stringify(extra?.value ?? null);
  // The files beside the fields change without a field changing: compared by their JSON.
  useEffect(() => storeRef.current(), [extraValue]);

  useLeaveGuard(dirty, UNSAVED_CHANGES_QUESTION);

  return {
    saved: () => {
      baseline.current = current();
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing kept, nothing to remove.
      }
    },
  };
}
