import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import type { FileBackend } from './backend.ts';

/** An S3-compatible bucket and how to reach it (config.ts: S3_*). */
export interface S3Settings {
  /** The server's address (MinIO, Ceph, a provider's); unset: Amazon S3 of `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: MinIO and most servers of one's own. */
  forcePathStyle: boolean;
}

/** A failed call that says the object is not there (GetObject: NoSuchKey; HeadObject: NotFound, no body). */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Files in an S3-compatible bucket, shared by every process of the portal. Checksums only when an
 * operation requires them: the SDK's default (CRC32 in aws-chunked bodies) is not understood by
 * s3rver, older MinIO and several providers. Timeouts keep a request from hanging on a dead server.
 * The SDK is loaded at the first call: importing it takes ~0.4 s, which a portal on the local
 * folder (and every test) would otherwise pay at each start.
 */
export function createS3Files(settings: S3Settings): FileBackend {
  let made: S3Client | undefined;
  let loading: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => {
      made = new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // No request timeout: it would cut a large download to a slow reader; a silent socket is cut instead.
        requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
      });
      return { sdk, client: made };
    }));
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    location: `s3://${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` (${settings.region})`}`,
    async put(key, content, mime) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: content, ContentType: mime }));
    },
    async open(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0, body: answer.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      const { sdk, client } = await connect();
      try {
        return (await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
    close() {
      made?.destroy();
    },
  };
}

/** The bucket of the configuration, or undefined when files stay in DATA_DIR (no S3_BUCKET). */
export function s3SettingsOf(
  config: Pick<
    Config,
    'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
  >,
): S3Settings | undefined {
  if (!config.S3_BUCKET) return undefined;
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    // config.ts refuses S3_BUCKET without both keys.
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}
