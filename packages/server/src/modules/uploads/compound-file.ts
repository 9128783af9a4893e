/**
 * The directory of a Compound File Binary container (MS-CFB: old Word, Excel and PowerPoint
 * files), read by its structure (header, FAT, directory sector chain, entry tree) so that names
 * are matched only as directory entry names, never as bytes anywhere in the file.
 */

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Sector numbers above this are markers (free, end of chain, FAT, DIFAT). */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const ENTRY_SIZE = 128;
const STORAGE = 1;
const STREAM = 2;
const ROOT = 5;

export interface CompoundDirectory {
  /** Names of the root storage's own streams and storages (upper-cased: CFB names ignore case). */
  top: Set<string>;
  /** Names of every stream and storage anywhere in the file (upper-cased). */
  all: Set<string>;
}

interface Entry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
}

/** The container's directory, or undefined when `content` is not a well-formed CFB file. */
export function readCompoundDirectory(content: Buffer): CompoundDirectory | undefined {
  if (content.length < 512 || !content.subarray(0, 8).equals(SIGNATURE)) return undefined;
  const shift = content.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return undefined;
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  // Every chain is at most as long as the file has sectors: longer means a loop.
  const sectorCount = Math.ceil(content.length / sectorSize);

  const sector = (n: number): Buffer | undefined => {
    if (n > MAX_REGULAR_SECTOR) return undefined;
    const start = (n + 1) * sectorSize;
    if (start >= content.length) return undefined;
    return content.subarray(start, Math.min(start + sectorSize, content.length));
  };

  // Where the FAT lives: 109 sectors named in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i += 1) {
    const n = content.readUInt32LE(0x4c + i * 4);
    if (n <= MAX_REGULAR_SECTOR) fatSectors.push(n);
  }
  let difat = content.readUInt32LE(0x44);
  for (let hops = 0; difat <= MAX_REGULAR_SECTOR; hops += 1) {
    const data = sector(difat);
    if (!data || data.length < sectorSize || hops > sectorCount) return undefined;
    for (let i = 0; i < perSector - 1; i += 1) {
      const n = data.readUInt32LE(i * 4);
      if (n <= MAX_REGULAR_SECTOR) fatSectors.push(n);
    }
    difat = data.readUInt32LE((perSector - 1) * 4);
  }

  const nextSector = (n: number): number | undefined => {
    const fat = fatSectors[Math.floor(n / perSector)];
    const data = fat === undefined ? undefined : sector(fat);
    const at = (n % perSector) * 4;
    if (!data || at + 4 > data.length) return undefined;
    return data.readUInt32LE(at);
  };

  // The directory: a chain of sectors of 128-byte entries, numbered from 0 (the root).
  const entries: (Entry | undefined)[] = [];
  let current = content.readUInt32LE(0x30);
  for (let hops = 0; current !== END_OF_CHAIN; hops += 1) {
    const data = sector(current);
    if (!data || hops > sectorCount) return undefined;
    for (let offset = 0; offset + ENTRY_SIZE <= data.length; offset += ENTRY_SIZE) {
      const raw = data.subarray(offset, offset + ENTRY_SIZE);
      const length = raw.readUInt16LE(0x40);
      const type = raw.readUInt8(0x42);
      const valid = (type === STORAGE || type === STREAM || type === ROOT) && length >= 2 && length <= 64;
      entries.push(
        valid
          ? {
              name: raw.toString('utf16le', 0, length - 2).toUpperCase(),
              type,
              left: raw.readUInt32LE(0x44),
              right: raw.readUInt32LE(0x48),
              child: raw.readUInt32LE(0x4c),
            }
          : undefined,
      );
    }
    const next = nextSector(current);
    if (next === undefined) return undefined;
    current = next;
  }

  const root = entries[0];
  if (root?.type !== ROOT) return undefined;
  // The root's children: a tree through the left and right siblings of its child.
  const top = new Set<string>();
  const seen = new Set<number>();
  const waiting = [root.child];
  while (waiting.length > 0) {
    const id = waiting.pop() as number;
    if (id === NO_STREAM || seen.has(id)) continue;
    seen.add(id);
    const entry = entries[id];
    if (!entry || entry.type === ROOT) return undefined;
    top.add(entry.name);
    waiting.push(entry.left, entry.right);
  }
  const all = new Set(entries.flatMap((entry) => (entry && entry.type !== ROOT ? [entry.name] : [])));
  return { top, all };
}
