// The parts of the `xliff` package (locize) the tests read our files with: an XLIFF reader nobody here wrote.
declare module 'xliff' {
  /** Text, or text and inline codes (`{ Standalone: {…} }` for a 2.0 <ph>, `{ Span: {…} }` for a 1.2 one). */
  export type XliffContent = string | (string | Record<string, Record<string, string>>)[];
  export interface XliffUnit {
    source: XliffContent;
    target?: XliffContent;
    note?: string | string[];
  }
  export interface XliffDocument {
    sourceLanguage: string;
    targetLanguage: string;
    resources: Record<string, Record<string, XliffUnit>>;
  }
  const xliff: {
    xliff2js(xml: string): Promise<XliffDocument>;
    xliff12ToJs(xml: string): Promise<XliffDocument>;
  };
  export default xliff;
}
