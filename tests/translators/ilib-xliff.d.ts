// The parts of `ilib-xliff` (iLib-js) the tests read and write our files with: an XLIFF library nobody here wrote.
declare module 'ilib-xliff' {
  export interface TranslationUnit {
    key: string;
    source: string;
    target?: string;
    state?: string;
    file: string;
    targetLocale?: string;
    comment?: string;
  }
  export class Xliff {
    constructor(options?: { version?: string | number });
    deserialize(xml: string): void;
    getTranslationUnits(): TranslationUnit[];
    serialize(): string;
  }
}
