// The parts of `gettext-parser` the translations tool uses: PO text ↔ its entries.
declare module 'gettext-parser' {
  export interface PoEntry {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: { translator?: string; reference?: string; extracted?: string; flag?: string; previous?: string };
  }
  export interface PoData {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, PoEntry>>;
  }
  const gettextParser: {
    po: {
      parse(input: string | Buffer, options?: { defaultCharset?: string; validation?: boolean }): PoData;
      compile(data: PoData, options?: { foldLength?: number | false }): Buffer;
    };
  };
  export default gettextParser;
}
