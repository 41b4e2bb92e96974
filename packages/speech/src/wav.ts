/** Minimal WAV (RIFF, PCM16LE) reading and writing for 16 kHz mono audio. */
export function encodeWav(pcm: Int16Array, sampleRate = 16_000): Buffer {
  const data = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The samples of a PCM16 mono WAV file (walks the chunks, so extra chunks before `data` are fine). */
export function decodeWav(file: Buffer): { pcm: Int16Array; sampleRate: number } {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let sampleRate = 16_000;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      const channels = file.readUInt16LE(offset + 10);
      sampleRate = file.readUInt32LE(offset + 12);
      const bits = file.readUInt16LE(offset + 22);
      if (channels !== 1 || bits !== 16) throw new Error(`expected 16-bit mono audio, got ${channels} channels of ${bits} bits`);
    }
    if (id === 'data') {
      const bytes = file.subarray(offset + 8, offset + 8 + Math.min(size, file.length - offset - 8));
      const copy = new Uint8Array(bytes.length - (bytes.length % 2));
      copy.set(bytes.subarray(0, copy.length));
      return { pcm: new Int16Array(copy.buffer), sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}
