import { ideasApi } from '@portal/shared/api/ideas';
import type { IdeaDetail } from '@portal/shared/ideas';
import { data } from 'react-router';
import { lastStaffNote } from '../../components/SubmissionParts.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { sessionSettled } from '../../lib/session-ready.ts';

/** The signed-in author's idea for a loader: the route's 404 page for an unknown or another's id. */
export async function loadIdea(id: string | undefined, signal: AbortSignal): Promise<IdeaDetail | null> {
  await sessionSettled(signal);
  // The route guard sends a visitor to sign in; there is nothing to fetch for them.
  if (!session.get().token) return null;
  if (!id || !/^[1-9]\d{0,15}$/.test(id)) throw data('Không tìm thấy ý tưởng', { status: 404 });
  try {
    return (await call(ideasApi.mine, { params: { id }, signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data('Không tìm thấy ý tưởng', { status: 404 });
    throw error;
  }
}

export function Spinner({ label = 'Đang tải…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center py-5" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** What the department asked to change, while the idea waits for the author's revision. */
export function RevisionNote({ idea }: { idea: IdeaDetail }) {
  const lastNote = lastStaffNote(idea.timeline);
  if (idea.status !== 'needs_revision' || !lastNote) return null;
  return (
    <div className="alert alert-warning" role="note">
      <h2 className="h6">Sở đề nghị bổ sung</h2>
      <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
        {lastNote.note}
      </p>
    </div>
  );
}
