export interface OfferedLanguage {
  readonly tag: string;
  readonly dir: string;
  readonly chunk: string;
}

export interface PageStartOptions {
  readonly offered: Readonly<Record<string, OfferedLanguage>>;
  readonly entry: string;
  readonly holdMs: number;
  readonly safetyMs: number;
}

export function pageStart(options: PageStartOptions): void;
export function headScript(options: Omit<PageStartOptions, 'holdMs' | 'safetyMs'> & Partial<PageStartOptions>): string;
