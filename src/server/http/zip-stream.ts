import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

const encoder = new TextEncoder();

/** What a zip is filled through: text files (compressed) and byte streams (stored as they are). */
export type ZipWriter = {
  addText(name: string, text: string): void;
  /** For media that is compressed already (recordings, pictures). */
  addStream(name: string, stream: ReadableStream<Uint8Array>): Promise<void>;
};

/**
 * A zip streamed while `fill` makes it: the answer starts at once and nothing is held in memory
 * beyond the file being added. An error in `fill` ends the stream with that error.
 */
export function zipStream(fill: (zip: ZipWriter) => Promise<void>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const writer: ZipWriter = {
        addText(name, text) {
          const file = new ZipDeflate(name, { level: 6 });
          zip.add(file);
          file.push(encoder.encode(text), true);
        },
        async addStream(name, stream) {
          const file = new ZipPassThrough(name);
          zip.add(file);
          for await (const chunk of stream) file.push(chunk);
          file.push(new Uint8Array(0), true);
        },
      };
      try {
        await fill(writer);
        zip.end();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
