export declare const bcd: unknown;
export declare function supports(
  statements: unknown,
  version: string,
  as?: { prefix?: string; alternativeName?: string },
): boolean;
export declare function missingIn(
  compat: { support: Record<string, unknown> },
  oldest: Record<string, string>,
  as?: { prefix?: string; alternativeName?: string },
): string[];
