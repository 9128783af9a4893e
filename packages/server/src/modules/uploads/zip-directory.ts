/**
 * The central directory of a ZIP container (OOXML and OpenDocument files are ZIPs), read from
 * the end of the file without decompressing anything: entry names and the sizes each entry
 * declares. Enough to refuse a zip bomb or a macro project by their entries, at a cost bounded
 * by the directory's size, whatever the entries would inflate to.
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
  compressedSize: number;
  uncompressedSize: number;
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
      compressedSize,
      uncompressedSize,
    });
    uncompressedTotal += uncompressedSize;
    at = next;
  }
  return { ok: true, entries, uncompressedTotal };
}
