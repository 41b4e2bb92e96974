/**
 * The audio frame of architecture §5: a 4-byte little-endian sequence number followed by PCM16LE samples.
 */
export const FRAME_HEADER_BYTES = 4;

export function encodeAudioFrame(seq: number, pcm: Int16Array): Uint8Array {
  const frame = new Uint8Array(FRAME_HEADER_BYTES + pcm.byteLength);
  new DataView(frame.buffer).setUint32(0, seq, true);
  frame.set(new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength), FRAME_HEADER_BYTES);
  return frame;
}

export interface AudioFrame {
  seq: number;
  pcm: Int16Array;
}

/** Parses a binary frame; null when it is too short or its sample bytes are odd. */
export function decodeAudioFrame(data: Uint8Array): AudioFrame | null {
  if (data.byteLength < FRAME_HEADER_BYTES || (data.byteLength - FRAME_HEADER_BYTES) % 2 !== 0) return null;
  const seq = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true);
  // Copy: the samples must be 2-byte aligned and must not alias the socket's buffer.
  // (Buffer#slice would not copy: it is a view on Node's shared pool.)
  const bytes = new Uint8Array(data.byteLength - FRAME_HEADER_BYTES);
  bytes.set(data.subarray(FRAME_HEADER_BYTES));
  return { seq, pcm: new Int16Array(bytes.buffer) };
}

/** Little-endian PCM16 bytes of samples (the byte order on disk and on the wire, whatever the host's). */
export function pcmToBytes(pcm: Int16Array): Buffer {
  return Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
}
