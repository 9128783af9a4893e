import { createInflateRaw } from 'node:zlib';

/**
 * The central directory of a ZIP container (OOXML and OpenDocument files are ZIPs), read from
 * the end of the file without decompressing anything: entry names and the sizes each entry
 * declares. Enough to refuse a macro project or an honest zip bomb by their entries, at a cost
 * bounded by the directory's size. The declared sizes are only claims, though: `inflatedWithin`
 * inflates the entries to check them against what they really produce.
 */

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_SIZE = 22;
/** The end record may be followed by a comment of up to 65,535 bytes. */
const MAX_COMMENT = 0xffff;
const ENTRY_SIZE = 46;
/** Values that mean "see the ZIP64 record": no Office file of an accepted size needs them. */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;

export interface ZipEntry {
  name: string;
  /** General purpose flags: bit 0 encrypted, bit 3 sizes in a data descriptor after the data. */
  flags: number;
  /** 0 stored, 8 deflated: the only two that Office and OpenDocument write. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localOffset: number;
}

export type ZipDirectory =
  | { ok: true; entries: ZipEntry[]; uncompressedTotal: number }
  /** `zip64`: sizes or counts too large for a plain ZIP; `malformed`: no readable directory. */
  | { ok: false; reason: 'zip64' | 'too_many_entries' | 'malformed' };

/** The directory of `content`, reading at most `maxEntries` entries. */
export function readZipDirectory(content: Buffer, maxEntries: number): ZipDirectory {
  const malformed = { ok: false, reason: 'malformed' } as const;
  let end = -1;
  const lowest = Math.max(0, content.length - END_SIZE - MAX_COMMENT);
  for (let at = content.length - END_SIZE; at >= lowest; at -= 1) {
    if (content.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return malformed;
  const count = content.readUInt16LE(end + 10);
  const size = content.readUInt32LE(end + 12);
  const offset = content.readUInt32LE(end + 16);
  if (count === ZIP64_COUNT || size === ZIP64_SIZE || offset === ZIP64_SIZE) return { ok: false, reason: 'zip64' };
  if (count > maxEntries) return { ok: false, reason: 'too_many_entries' };
  if (offset + size > end) return malformed;

  const entries: ZipEntry[] = [];
  let uncompressedTotal = 0;
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + ENTRY_SIZE > offset + size || content.readUInt32LE(at) !== ENTRY_SIGNATURE) return malformed;
    const compressedSize = content.readUInt32LE(at + 20);
    const uncompressedSize = content.readUInt32LE(at + 24);
    if (compressedSize === ZIP64_SIZE || uncompressedSize === ZIP64_SIZE) return { ok: false, reason: 'zip64' };
    const nameLength = content.readUInt16LE(at + 28);
    const extraLength = content.readUInt16LE(at + 30);
    const commentLength = content.readUInt16LE(at + 32);
    const next = at + ENTRY_SIZE + nameLength + extraLength + commentLength;
    if (next > offset + size) return malformed;
    entries.push({
      name: content.toString('utf8', at + ENTRY_SIZE, at + ENTRY_SIZE + nameLength),
      flags: content.readUInt16LE(at + 8),
      method: content.readUInt16LE(at + 10),
      compressedSize,
      uncompressedSize,
      localOffset: content.readUInt32LE(at + 42),
    });
    uncompressedTotal += uncompressedSize;
    at = next;
  }
  return { ok: true, entries, uncompressedTotal };
}

const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
const ENCRYPTED = 0x1;
const DATA_DESCRIPTOR = 0x8;
const STORED = 0;
const DEFLATED = 8;
/** What the inflater hands over at a time: the most of an entry ever held in memory. */
const INFLATE_CHUNK = 64 * 1024;

/**
 * Whether the entries of `content` really inflate to what they declare, and to `limit` bytes at
 * most in all. Each entry is inflated as a stream whose output is counted and dropped, and
 * stopped as soon as it passes its declared size (a lying header: a bomb declaring 4,000 bytes
 * that inflates to 150 MiB) or the rest of `limit`; so the work is bounded by the declared total
 * and the memory by one chunk, whatever the data holds. `lying` also covers whatever makes the
 * entries unreadable: a local header that is missing or disagrees with the directory, data
 * running past the file, compressed sizes adding up to more than the file (the overlapping bomb,
 * whose entries all inflate the same bytes), encryption, a method other than stored or deflated,
 * a broken deflate stream.
 */
export async function inflatedWithin(
  content: Buffer,
  entries: readonly ZipEntry[],
  limit: number,
): Promise<'ok' | 'lying' | 'too_large'> {
  let compressedTotal = 0;
  for (const entry of entries) compressedTotal += entry.compressedSize;
  if (compressedTotal > content.length) return 'lying';
  let total = 0;
  for (const entry of entries) {
    const data = entryData(content, entry);
    if (!data) return 'lying';
    const room = Math.min(entry.uncompressedSize, limit - total);
    let produced: number | undefined;
    if (entry.method === STORED) produced = data.length;
    else if (entry.method === DEFLATED) produced = await inflatedSize(data, room);
    if (produced === undefined) return 'lying';
    if (produced > entry.uncompressedSize) return 'lying';
    if (produced > room) return 'too_large';
    total += produced;
  }
  return 'ok';
}

/** The compressed bytes of `entry`, checked against its local header; undefined when they disagree. */
function entryData(content: Buffer, entry: ZipEntry): Buffer | undefined {
  const at = entry.localOffset;
  if (entry.flags & ENCRYPTED) return undefined;
  if (at + LOCAL_SIZE > content.length || content.readUInt32LE(at) !== LOCAL_SIGNATURE) return undefined;
  // Without a data descriptor the local header holds the sizes too; another reader may trust those.
  if (!(entry.flags & DATA_DESCRIPTOR)) {
    if (content.readUInt32LE(at + 18) !== entry.compressedSize) return undefined;
    if (content.readUInt32LE(at + 22) !== entry.uncompressedSize) return undefined;
  }
  const start = at + LOCAL_SIZE + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > content.length) return undefined;
  return content.subarray(start, end);
}

/**
 * How many bytes `data` inflates to, or `limit + 1` once it passes `limit` (inflating stops
 * there); undefined for data that is not one whole deflate stream.
 */
function inflatedSize(data: Buffer, limit: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK });
    let produced = 0;
    inflater.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > limit) {
        inflater.destroy();
        resolve(limit + 1);
      }
    });
    inflater.on('end', () => resolve(produced));
    inflater.on('error', () => resolve(undefined));
    inflater.end(data);
  });
}
