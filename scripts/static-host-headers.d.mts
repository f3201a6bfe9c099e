export declare function headersFile(files: readonly string[]): string;
