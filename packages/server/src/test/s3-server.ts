import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3Settings } from '../storage/s3-files.ts';

/**
 * s3rver's accounts: a request naming another access key is refused. (s3rver does not check
 * SigV4 signatures themselves: the secret is tested by a real server only.)
 */
const accounts = createRequire(import.meta.url)('s3rver/lib/models/account.js') as {
  DUMMY_ACCOUNT: {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
    revokeAccessKey(accessKeyId: string): void;
  };
};

export interface TestS3Server {
  /** The server's address, e.g. `http://127.0.0.1:40123`. */
  endpoint: string;
  /** The bucket made at start. */
  bucket: string;
  /** The settings of `bucket` (or another one) for createUploadStore. */
  settings(bucket?: string): S3Settings;
  /** The key pair of this server (a secret of its own: tests look for it in logs). */
  accessKeyId: string;
  secretAccessKey: string;
  /** The environment of an app that keeps its files in `bucket` (or another one): buildTestApp's overrides. */
  env(bucket?: string): Record<string, string>;
  /** Makes a new, empty bucket and answers its name. */
  newBucket(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts s3rver, an S3-compatible server, on a free port of 127.0.0.1 with its objects in a
 * temporary folder, and makes one bucket. Requests are signed with a key pair made for it
 * (its own secret, which tests look for in logs), path-style as MinIO is usually addressed.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const accessKeyId = `PORTAL${randomBytes(6).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(30).toString('base64url');
  accounts.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const bucket = `portal-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (name = bucket): S3Settings => ({
    endpoint,
    bucket: name,
    region: 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
  });
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    settings,
    env: (name = bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: name,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async newBucket() {
      const name = `portal-${randomBytes(4).toString('hex')}`;
      const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId, secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
      });
      try {
        await client.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        client.destroy();
      }
      return name;
    },
    async stop() {
      await server.close();
      accounts.DUMMY_ACCOUNT.revokeAccessKey(accessKeyId);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An S3 server for the tests of one `describe`, started before them and stopped after them: read `.s3`. */
export function useS3Server(): { s3: TestS3Server } {
  const handle = {} as { s3: TestS3Server };
  beforeAll(async () => {
    handle.s3 = await startS3Server();
  });
  afterAll(async () => {
    await handle.s3?.stop();
  });
  return handle;
}
