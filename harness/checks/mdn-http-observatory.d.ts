// What the check reads of the MDN HTTP Observatory's scan (the package ships JavaScript with JSDoc only).
declare module '@mdn/mdn-http-observatory' {
  export function scan(hostname: string): Promise<{
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
    tests: Record<string, { result: string; scoreModifier: number; pass: boolean }>;
  }>;
}
