/**
 * The small part of pdfmake 0.3 (server build, `js/index.js`) that the print module uses.
 * pdfmake ships no type declarations; this is written from its sources.
 */
declare module 'pdfmake' {
  import type { Readable } from 'node:stream';

  interface PdfKitDocument extends Readable {
    /** The laid-out pages (pdfmake keeps them on the pdfkit document). */
    _pdfMakePages?: unknown[];
    end(): void;
  }

  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
    getStream(): Promise<PdfKitDocument>;
    write(filename: string): Promise<void>;
  }

  interface VirtualFileSystem {
    existsSync(filename: string): boolean;
    readFileSync(filename: string): Buffer;
    writeFileSync(filename: string, content: Buffer): void;
  }

  interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  interface PdfMake {
    virtualfs: VirtualFileSystem;
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(callback: ((url: string) => boolean) | undefined): void;
    setLocalAccessPolicy(callback: ((path: string) => boolean) | undefined): void;
    setProgressCallback(callback: ((progress: number) => void) | undefined): void;
    createPdf(docDefinition: object, options?: object): OutputDocument;
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
