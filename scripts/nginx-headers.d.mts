export declare const snippetPath: string;
export declare function headerSnippet(): string;
