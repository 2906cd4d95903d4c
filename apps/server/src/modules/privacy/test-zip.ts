import yauzl from "yauzl";

/** Every file of a ZIP held in memory, by its path in the archive (a test's reader, yauzl). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      archive.on("entry", (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
          stream.on("error", reject);
        });
      });
      archive.on("end", () => resolve(files));
      archive.on("error", reject);
      archive.readEntry();
    });
  });
}
