/**
 * The length of a WebM recording, read from its blocks. Browsers' MediaRecorder writes WebM as a
 * live stream: the Segment and its Clusters have unknown sizes and the Info has no Duration, so
 * music-metadata cannot tell how long it is. This walks the EBML elements in order, descending into
 * the few masters that hold blocks, and answers the latest block time (plus one Opus frame), or the
 * Duration element when the file has one. Null when the bytes are not a WebM it can read.
 */
const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;
/** Masters whose children are read rather than skipped. */
const DESCEND = new Set<number>([ID.segment, ID.info, ID.cluster, ID.blockGroup]);
/** An Opus frame is 20 ms in what browsers record; the last block's own length is added to its start. */
const LAST_FRAME_SECONDS = 0.02;

type Vint = { value: number; length: number; unknown: boolean };

/** An EBML variable-length integer at `at`; `keepMarker` for element IDs, which keep their length bits. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[at + i]!;
  return value;
}

function readFloat(bytes: Uint8Array, at: number, size: number): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, size);
  if (size === 4) return view.getFloat32(0);
  if (size === 8) return view.getFloat64(0);
  return null;
}

export function webmDurationSeconds(bytes: Uint8Array): number | null {
  const header = readVint(bytes, 0, true);
  if (header?.value !== ID.ebml) return null;
  let timecodeScale = 1_000_000; // nanoseconds per tick, the default when Info does not say
  let declaredDuration: number | null = null;
  let clusterTime = 0;
  let latestTicks = -1;
  let at = 0;
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    if (!id) break;
    const size = readVint(bytes, at + id.length, false);
    if (!size) break;
    const dataAt = at + id.length + size.length;
    if (DESCEND.has(id.value)) {
      at = dataAt;
      continue;
    }
    if (size.unknown || dataAt + size.value > bytes.length) {
      // A truncated last element: what was read so far still counts.
      if (id.value !== ID.simpleBlock && id.value !== ID.block) break;
    }
    switch (id.value) {
      case ID.timecodeScale:
        timecodeScale = readUint(bytes, dataAt, size.value) || timecodeScale;
        break;
      case ID.duration:
        declaredDuration = readFloat(bytes, dataAt, size.value);
        break;
      case ID.clusterTimecode:
        clusterTime = readUint(bytes, dataAt, size.value);
        break;
      case ID.simpleBlock:
      case ID.block: {
        const track = readVint(bytes, dataAt, false);
        if (!track || dataAt + track.length + 2 > bytes.length) break;
        const relative = new DataView(bytes.buffer, bytes.byteOffset + dataAt + track.length, 2).getInt16(0);
        latestTicks = Math.max(latestTicks, clusterTime + relative);
        break;
      }
    }
    at = dataAt + size.value;
  }
  if (declaredDuration !== null && declaredDuration > 0) return (declaredDuration * timecodeScale) / 1e9;
  if (latestTicks < 0) return null;
  return (latestTicks * timecodeScale) / 1e9 + LAST_FRAME_SECONDS;
}
