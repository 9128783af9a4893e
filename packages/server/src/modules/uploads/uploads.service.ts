import { randomBytes } from 'node:crypto';
import type { UserRole } from '@portal/shared/roles';
import { mayWorkIn } from '@portal/shared/roles';
import type { UploadedFile } from '@portal/shared/submissions';
import { UploadIdSchema, type UploadKind, uploadMessages } from '@portal/shared/uploads';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SubmissionFile, uploads } from '../../db/schema/submissions.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import type { UploadStore } from '../../storage/uploads.ts';
import type { SignInMethod } from '../auth/tokens.ts';

/** Uploads never attached to a submission are removed after this long. */
export const UPLOAD_UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

/** Stale uploads deleted per statement by the sweep. */
const SWEEP_BATCH = 500;

/** Whether `id` can be an upload's (32 lowercase hex characters): anything else is looked up nowhere. */
const isUploadId = (id: string) => UploadIdSchema.safeParse(id).success;

/** The caller's transaction (or the database itself). */
export type UploadExecutor = Pick<Database, 'select' | 'update'>;

export interface ClaimOptions {
  /**
   * The field the 422 is answered under (what the form calls the list); by default `images`
   * for images and `attachments` for attachments.
   */
  field?: string;
  /**
   * The submission's current files of this kind when editing: their ids are accepted again
   * although already attached (to this submission). Pass [] (or nothing) when creating.
   */
  keep?: readonly SubmissionFile[];
}

export type UploadRecord = typeof uploads.$inferSelect;

const toFile = (row: UploadRecord): SubmissionFile => ({
  id: row.id,
  key: row.key,
  name: row.name,
  size: row.size,
  mime: row.mime,
  kind: row.kind,
});

/**
 * The `uploads` table: records of files uploaded for submissions, taken by a submission through
 * `claim` in its own transaction, released when a submission drops them, swept when never used.
 */
export function createUploadsService(db: Database, store: UploadStore, now: () => Date) {
  /** Deletes rows and their files (the file after the row: a failure leaves no row without file). */
  async function removeFiles(files: readonly Pick<SubmissionFile, 'id' | 'key'>[]) {
    if (files.length === 0) return;
    await db.delete(uploads).where(
      inArray(
        uploads.id,
        files.map((file) => file.id),
      ),
    );
    for (const file of files) await store.remove(`/uploads/${file.key}`);
  }

  let sweeper: NodeJS.Timeout | undefined;

  const service = {
    /** Saves an accepted file and its row; a failed insert removes the file again. */
    async create(
      ownerId: number,
      kind: UploadKind,
      content: Buffer,
      file: { name: string; mime: string; extension: string },
    ): Promise<SubmissionFile> {
      const stored = await store.store('submissions', content, file);
      const id = randomBytes(16).toString('hex');
      try {
        await db.insert(uploads).values({ id, ownerId, kind, createdAt: now(), ...stored });
      } catch (error) {
        await store.remove(`/uploads/${stored.key}`);
        throw error;
      }
      return { id, kind, ...stored };
    },

    find(id: string): Promise<UploadRecord | undefined> {
      return db
        .select()
        .from(uploads)
        .where(eq(uploads.id, id))
        .then((rows) => rows[0]);
    },

    /**
     * The upload when `user` may read it (its owner, or staff who moderate and signed in with a
     * second factor or VNeID, as the back office requires), otherwise null.
     * The GET answers 404 for null whatever the reason.
     */
    async canRead(
      uploadId: string,
      user: { id: number; role: UserRole },
      method: SignInMethod,
    ): Promise<UploadRecord | null> {
      if (!isUploadId(uploadId)) return null;
      const row = await service.find(uploadId);
      if (!row) return null;
      const moderator = mayWorkIn(user.role, 'moderation') && method !== 'pwd';
      return row.ownerId === user.id || moderator ? row : null;
    },

    /**
     * Takes the uploads `ids` for a submission of `ownerId`, inside the caller's transaction:
     * each must be the owner's, of `kind`, and not attached elsewhere (ids of `keep` are this
     * submission's own files and accepted again). More than `max` -> 422; any bad id -> 422
     * `{ [field]: ['Tệp đính kèm không hợp lệ, vui lòng tải lại'] }`. Marks them attached and
     * answers them in the order given (duplicates once).
     */
    async claim(
      executor: UploadExecutor,
      ownerId: number,
      ids: readonly string[],
      kind: UploadKind,
      max: number,
      options: ClaimOptions = {},
    ): Promise<SubmissionFile[]> {
      const field = options.field ?? (kind === 'image' ? 'images' : 'attachments');
      const wanted = [...new Set(ids)];
      if (wanted.length > max) throw unprocessable({ [field]: [uploadMessages.tooMany(max)] });
      if (wanted.length === 0) return [];
      const invalid = () => unprocessable({ [field]: [uploadMessages.invalidReference] });
      if (!wanted.every(isUploadId)) throw invalid();

      const kept = new Map((options.keep ?? []).map((file) => [file.id, file]));
      const rows = await executor
        .select()
        .from(uploads)
        .where(and(inArray(uploads.id, wanted), eq(uploads.ownerId, ownerId), eq(uploads.kind, kind)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const fresh: string[] = [];
      for (const id of wanted) {
        const row = byId.get(id);
        if (!row) throw invalid();
        if (row.attachedAt === null) fresh.push(id);
        else if (!kept.has(id)) throw invalid();
      }
      if (fresh.length > 0) {
        // Only rows still free: a concurrent claim of the same upload makes this one fail.
        const taken = await executor
          .update(uploads)
          .set({ attachedAt: now() })
          .where(and(inArray(uploads.id, fresh), isNull(uploads.attachedAt)))
          .returning({ id: uploads.id });
        if (taken.length !== fresh.length) throw invalid();
      }
      return wanted.map((id) => toFile(byId.get(id) as UploadRecord));
    },

    /**
     * The files of `before` no longer in `after` (what an edit dropped): pass them to `release`
     * after the edit's transaction has committed.
     */
    dropped(before: readonly SubmissionFile[], after: readonly SubmissionFile[]): SubmissionFile[] {
      const still = new Set(after.map((file) => file.id));
      return before.filter((file) => !still.has(file.id));
    },

    /** Deletes files a submission no longer has (row and stored file). Call after the commit. */
    async release(files: readonly SubmissionFile[]): Promise<void> {
      await removeFiles(files);
    },

    /** The owner deletes an upload still waiting in a form: 404 for anyone else, 409 once attached. */
    async remove(uploadId: string, ownerId: number): Promise<void> {
      const row = isUploadId(uploadId) ? await service.find(uploadId) : undefined;
      if (!row || row.ownerId !== ownerId) throw notFound(uploadMessages.notFound);
      if (row.attachedAt) throw conflict(uploadMessages.attached);
      const deleted = await db
        .delete(uploads)
        .where(and(eq(uploads.id, uploadId), isNull(uploads.attachedAt)))
        .returning({ id: uploads.id });
      if (deleted.length === 0) throw conflict(uploadMessages.attached);
      await store.remove(`/uploads/${row.key}`);
    },

    /**
     * Deletes uploads never attached within a day; answers how many went. A form may claim one
     * between the select and the delete: the delete takes only rows still unattached and only
     * the files of the rows it deleted are removed.
     */
    async sweep(): Promise<number> {
      const before = new Date(now().getTime() - UPLOAD_UNATTACHED_TTL_MS);
      let removed = 0;
      for (;;) {
        const stale = await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, before)))
          .limit(SWEEP_BATCH);
        if (stale.length === 0) break;
        const gone = await db
          .delete(uploads)
          .where(
            and(
              inArray(
                uploads.id,
                stale.map((row) => row.id),
              ),
              isNull(uploads.attachedAt),
            ),
          )
          .returning({ key: uploads.key });
        for (const { key } of gone) await store.remove(`/uploads/${key}`);
        removed += gone.length;
        if (stale.length < SWEEP_BATCH) break;
      }
      return removed;
    },

    /** Sweeps now and every hour (a timer that never keeps the process alive). */
    startSweeping(onError: (error: unknown) => void): void {
      const run = () => void service.sweep().catch(onError);
      run();
      sweeper = setInterval(run, 60 * 60 * 1000);
      sweeper.unref();
    },

    stopSweeping(): void {
      if (sweeper) clearInterval(sweeper);
      sweeper = undefined;
    },

    /** What the API shows of a file: its record and where its owner (and staff) open it. */
    present(file: SubmissionFile, url = `/api/uploads/${file.id}`): UploadedFile {
      return { id: file.id, name: file.name, size: file.size, mime: file.mime, kind: file.kind, url };
    },
  };
  return service;
}

export type UploadsService = ReturnType<typeof createUploadsService>;
