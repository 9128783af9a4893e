import { connect, type Socket } from 'node:net';
import { fileCheckMessages } from '@portal/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { HttpError, unprocessable } from '../../errors.ts';

/**
 * Virus scanning of uploads by clamd, over its own protocol (INSTREAM: the file in chunks, each
 * after its length as 4 big-endian bytes, then a zero length; clamd answers one line ending in
 * NUL). Every upload path calls `scanUpload` before it decodes or stores anything. Without
 * CLAMAV_SOCKET or CLAMAV_HOST nothing is scanned; with one, scanning fails closed: a file
 * clamd did not call clean (unreachable, too slow, any answer but `OK`) is never stored.
 */

/** What one scan found: nothing, or the name of the signature that matched. */
export type ScanResult = { clean: true } | { clean: false; signature: string };

/** Where clamd listens and how long a scan may take. */
export interface ClamdAddress {
  socket?: string;
  host?: string;
  port?: number;
  timeoutMs: number;
}

/** The part of each INSTREAM chunk: clamd reads chunks of any size up to its StreamMaxLength in all. */
const CHUNK_BYTES = 64 * 1024;
/** clamd's answer is one short line: more than this is not clamd. */
const MAX_REPLY_BYTES = 4096;

export class ClamdError extends Error {}

/** clamd's address from the configuration, or undefined when scanning is not configured. */
export function clamdAddress(
  config: Pick<Config, 'CLAMAV_SOCKET' | 'CLAMAV_HOST' | 'CLAMAV_PORT' | 'CLAMAV_TIMEOUT_MS'>,
): ClamdAddress | undefined {
  if (config.CLAMAV_SOCKET) return { socket: config.CLAMAV_SOCKET, timeoutMs: config.CLAMAV_TIMEOUT_MS };
  if (config.CLAMAV_HOST) {
    return { host: config.CLAMAV_HOST, port: config.CLAMAV_PORT, timeoutMs: config.CLAMAV_TIMEOUT_MS };
  }
  return undefined;
}

/**
 * Sends `content` to clamd and answers its verdict; rejects with a ClamdError when clamd cannot
 * be reached, does not answer within the timeout, closes early or answers anything else.
 */
export function scanWithClamd(address: ClamdAddress, content: Buffer): Promise<ScanResult> {
  return new Promise<ScanResult>((resolve, reject) => {
    let settled = false;
    const reply: Buffer[] = [];
    let replyBytes = 0;
    const socket: Socket = address.socket
      ? connect({ path: address.socket })
      : connect({ host: address.host as string, port: address.port ?? 3310 });

    const finish = (error: Error | undefined, result?: ScanResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(result as ScanResult);
    };
    const timer = setTimeout(
      () => finish(new ClamdError(`clamd did not answer within ${address.timeoutMs} ms`)),
      address.timeoutMs,
    );

    const answer = () => {
      const text = Buffer.concat(reply).toString('utf8');
      const end = text.indexOf('\0');
      if (end < 0) return false;
      const line = text.slice(0, end).trim();
      if (line === 'stream: OK') finish(undefined, { clean: true });
      else {
        const found = /^stream: (.+) FOUND$/.exec(line);
        if (found?.[1]) finish(undefined, { clean: false, signature: found[1] });
        else finish(new ClamdError(`unexpected clamd answer: ${line.slice(0, 200)}`));
      }
      return true;
    };

    socket.on('data', (chunk: Buffer) => {
      reply.push(chunk);
      replyBytes += chunk.length;
      if (answer()) return;
      if (replyBytes > MAX_REPLY_BYTES) finish(new ClamdError('clamd answered too much'));
    });
    socket.on('end', () => {
      if (!answer()) finish(new ClamdError('clamd closed the connection without an answer'));
    });
    socket.on('close', () => finish(new ClamdError('clamd closed the connection without an answer')));
    socket.on('error', (error) => finish(new ClamdError(`clamd: ${error.message}`)));
    socket.on('connect', () => {
      // `z` asks for NUL-terminated commands and answers.
      socket.write('zINSTREAM\0');
      for (let at = 0; at < content.length; at += CHUNK_BYTES) {
        const chunk = content.subarray(at, Math.min(at + CHUNK_BYTES, content.length));
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    });
  });
}

/**
 * Scans an upload when clamd is configured: returns when the file is clean (or scanning is
 * off), throws 422 under `field` when a signature matched and 503 when clamd could not say.
 */
export async function scanUpload(
  config: Pick<Config, 'CLAMAV_SOCKET' | 'CLAMAV_HOST' | 'CLAMAV_PORT' | 'CLAMAV_TIMEOUT_MS'>,
  content: Buffer,
  { field = 'file', log }: { field?: string; log?: FastifyBaseLogger } = {},
): Promise<void> {
  const address = clamdAddress(config);
  if (!address) return;
  let result: ScanResult;
  try {
    result = await scanWithClamd(address, content);
  } catch (error) {
    log?.warn({ err: error }, 'virus scan failed: upload refused');
    throw new HttpError(503, 'scan_unavailable', fileCheckMessages.scanUnavailable);
  }
  if (!result.clean) {
    log?.warn({ signature: result.signature, bytes: content.length }, 'virus scan: infected upload refused');
    throw unprocessable({ [field]: [fileCheckMessages.infected] }, fileCheckMessages.infected);
  }
}
