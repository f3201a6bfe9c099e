// The parts of the `xliff` package (locize) the tests read our files with: an XLIFF reader nobody here wrote.
declare module 'xliff' {
  export interface XliffUnit {
    source: string;
    target?: string;
    note?: string | string[];
  }
  export interface XliffDocument {
    sourceLanguage: string;
    targetLanguage: string;
    resources: Record<string, Record<string, XliffUnit>>;
  }
  const xliff: {
    js2xliff(document: XliffDocument): Promise<string>;
    xliff2js(xml: string): Promise<XliffDocument>;
  };
  export default xliff;
}
