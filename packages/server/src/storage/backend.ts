import type { Readable } from 'node:stream';

/** A stored file opened for reading: its size (for content-length) and its bytes as a stream. */
export interface OpenedFile {
  size: number;
  body: Readable;
}

/**
 * Where uploaded files are kept, by key (`documents/ab12….pdf`): a local folder or an S3 bucket.
 * Keys are checked by the upload store before they reach a backend; a backend only stores bytes.
 */
export interface FileBackend {
  readonly kind: 'local' | 's3';
  /** Where the files are, for logs and the operator (a folder, or `s3://bucket at endpoint`); never a secret. */
  readonly location: string;
  put(key: string, content: Buffer, mime?: string): Promise<void>;
  /** The file opened for reading, or undefined when there is none under `key`. */
  open(key: string): Promise<OpenedFile | undefined>;
  /** The file's size, or undefined when there is none under `key`. */
  size(key: string): Promise<number | undefined>;
  /** Deletes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every stored file with its size, in key order (backups). */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Resolves when the store answers (S3: the bucket exists and the credentials open it). */
  check(): Promise<void>;
  /** Releases connections (S3); the backend is not used afterwards. */
  close(): void;
}
